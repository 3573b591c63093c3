/* sweep_engine.c — the engines that run a sweep's pending jobs: local workers (fork and
 * exec of warpscope itself, at most N at a time: the only scheduler of our own), GNU
 * parallel (which may spread them over machines with --sshlogin), and a Slurm job
 * array (an sbatch script whose array task N runs job N).  Each job runs through
 * `warpscope sweep --run-job N DIR` or sweep_job_start, so every engine leaves the
 * same files in DIR/job-N/. */
#define _POSIX_C_SOURCE 200809L
#include "sweep.h"
#include "cli.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Progress: jobs of the pending list finished (a status recorded), on a terminal. */
static void engine_progress(const char *dir, const int *pend, int np, int done, double t0)
{
    if (done < 0) {
        done = 0;
        for (int i = 0; i < np; i++)
            done += sweep_job_status(dir, pend[i]) >= 0;
    }
    if (done < np)
        cli_progress("sweep", (uint64_t)done, (uint64_t)np, "jobs", t0, NULL);
}

int sweep_engine_local(const char *dir, const struct sweep_list *l, const int *pend, int np,
                       int workers)
{
    pid_t *pid = ws_calloc((size_t)workers, sizeof *pid);
    int *slot_job = ws_calloc((size_t)workers, sizeof *slot_job);
    int next = 0, running = 0, done = 0, rc = WS_OK;
    bool progress = isatty(2) != 0;
    double t0 = ws_wall_seconds();
    cli_signals_catch();
    while ((next < np || running) && !cli_signal_caught()) {
        for (int s = 0; s < workers && next < np && !rc && !cli_signal_caught(); s++) {
            if (pid[s])
                continue;
            struct ws_err err = { 0 };
            if (sweep_job_start(dir, &l->job[pend[next]], &pid[s], &err)) {
                rc = cli_report(&err);
                pid[s] = 0;
                break;
            }
            slot_job[s] = pend[next++];
            running++;
        }
        if (!running)
            break;
        int ws;
        pid_t p = wait(&ws);
        if (p < 0)
            continue;   /* EINTR: a stopping signal, seen by the loop */
        for (int s = 0; s < workers; s++)
            if (pid[s] == p) {
                sweep_job_end(dir, &l->job[slot_job[s]], ws);
                pid[s] = 0;
                running--;
                done++;
                if (progress)
                    engine_progress(dir, pend, np, done, t0);
            }
        if (rc && !running)
            break;
    }
    if (progress && done)
        cli_progress_clear();
    int sig = cli_signal_caught();
    for (int s = 0; s < workers; s++)   /* stopped: end the runs, record them unfinished */
        if (pid[s]) {
            int ws;
            kill(pid[s], SIGTERM);
            while (waitpid(pid[s], &ws, 0) < 0 && errno == EINTR)
                ;
            sweep_job_end(dir, &l->job[slot_job[s]], ws);
        }
    free(pid);
    free(slot_job);
    return sig ? cli_signal_status(sig) : rc;
}

/* Write the pending job numbers, one a line, to DIR/NAME; false on failure (reported). */
static bool engine_write_list(const char *dir, const char *name, const int *pend, int np)
{
    char *p = sweep_path(dir, -1, name);
    FILE *f = fopen(p, "w");
    bool ok = f != NULL;
    for (int i = 0; ok && i < np; i++)
        fprintf(f, "%d\n", pend[i]);
    if (f && fclose(f))
        ok = false;
    if (!ok)
        cli_error("%s: %s", p, strerror(errno));
    free(p);
    return ok;
}

static bool engine_self(char *exe, size_t n)
{
    ssize_t k = readlink("/proc/self/exe", exe, n - 1);
    if (k <= 0) {
        cli_error("cannot find warpscope's own binary (/proc/self/exe)");
        return false;
    }
    exe[k] = '\0';
    return true;
}

int sweep_engine_parallel(const char *dir, const int *pend, int np, int workers,
                          const char *const *extra, int nextra)
{
    char exe[PATH_MAX], adir[PATH_MAX];
    if (!engine_self(exe, sizeof exe) || !engine_write_list(dir, "pending", pend, np))
        return WS_ERR_RUNTIME;
    if (!realpath(dir, adir)) {
        cli_error("%s: %s", dir, strerror(errno));
        return WS_ERR_RUNTIME;
    }
    char *list = sweep_path(dir, -1, "pending"), jobs[24];
    const char **argv = ws_calloc((size_t)nextra + 16, sizeof *argv);
    int n = 0;
    argv[n++] = "parallel";
    argv[n++] = "-q";   /* the command's words are quoted: paths may hold spaces */
    if (workers > 0) {
        snprintf(jobs, sizeof jobs, "%d", workers);
        argv[n++] = "--jobs";
        argv[n++] = jobs;
    }
    for (int i = 0; i < nextra; i++)
        argv[n++] = extra[i];
    argv[n++] = "-a";
    argv[n++] = list;
    argv[n++] = exe;
    argv[n++] = "sweep";
    argv[n++] = "--run-job";
    argv[n++] = "{}";
    argv[n++] = adir;
    argv[n] = NULL;
    fflush(stdout);
    fflush(stderr);
    cli_signals_catch();
    pid_t pid = fork();
    if (pid == 0) {
        cli_signals_default();
        execvp(argv[0], (char *const *)argv);
        fprintf(stderr, "warpscope: cannot run GNU parallel (%s); install it (apt-get install "
                "parallel) or use --engine local\n", strerror(errno));
        _exit(127);
    }
    free(argv);
    free(list);
    if (pid < 0) {
        cli_error("fork: %s", strerror(errno));
        return WS_ERR_RUNTIME;
    }
    bool progress = isatty(2) != 0, stopping = false;
    double t0 = ws_wall_seconds();
    int ws = 0;
    for (;;) {
        pid_t r = waitpid(pid, &ws, progress ? WNOHANG : 0);
        if (r == pid)
            break;
        if (r < 0 && errno != EINTR)
            break;
        if (cli_signal_caught() && !stopping) {
            kill(pid, SIGTERM);   /* parallel stops starting jobs and waits for its own */
            stopping = true;
        }
        if (progress && r == 0) {
            engine_progress(dir, pend, np, -1, t0);
            struct timespec ts = { 0, 250000000 };
            nanosleep(&ts, NULL);
        }
    }
    if (progress)
        cli_progress_clear();
    if (cli_signal_caught())
        return cli_signal_status(cli_signal_caught());
    if (WIFEXITED(ws) && WEXITSTATUS(ws) == 127)
        return WS_ERR_RUNTIME;   /* not there: said above */
    /* parallel's status: 0, or 1-101 for failed jobs (found from their status files);
     * 255 and signals: parallel itself failed (its message is above) */
    if (!WIFEXITED(ws) || WEXITSTATUS(ws) > 101) {
        cli_error("GNU parallel failed (%s %d)", WIFEXITED(ws) ? "exit status" : "signal",
                  WIFEXITED(ws) ? WEXITSTATUS(ws) : WTERMSIG(ws));
        return WS_ERR_RUNTIME;
    }
    return WS_OK;
}

/* "0-3,5,7-9": the pending jobs as Slurm's --array list. */
static void engine_ranges(FILE *f, const int *pend, int np)
{
    for (int i = 0; i < np; ) {
        int k = i;
        while (k + 1 < np && pend[k + 1] == pend[k] + 1)
            k++;
        fprintf(f, "%s%d", i ? "," : "", pend[i]);
        if (k > i)
            fprintf(f, "-%d", pend[k]);
        i = k + 1;
    }
}

int sweep_engine_slurm(const char *dir, const int *pend, int np, int workers,
                       const char *const *extra, int nextra, bool submit)
{
    char exe[PATH_MAX], adir[PATH_MAX];
    if (!engine_self(exe, sizeof exe))
        return WS_ERR_RUNTIME;
    if (!realpath(dir, adir)) {
        cli_error("%s: %s", dir, strerror(errno));
        return WS_ERR_RUNTIME;
    }
    char *path = sweep_path(dir, -1, "sweep.sbatch");
    FILE *f = fopen(path, "w");
    if (!f) {
        cli_error("%s: %s", path, strerror(errno));
        free(path);
        return WS_ERR_RUNTIME;
    }
    fprintf(f, "#!/bin/bash\n"
               "# sweep.sbatch: written by warpscope sweep; Slurm array task N runs job N of\n"
               "# jobs.tsv (the jobs not finished when it was written).  Submit it with\n"
               "#   sbatch %s\n"
               "# then merge the results with: warpscope collect %s\n"
               "#SBATCH --job-name=warpscope-sweep\n"
               "#SBATCH --array=", path, dir);
    engine_ranges(f, pend, np);
    if (workers > 0)
        fprintf(f, "%%%d", workers);   /* at most this many tasks at once */
    fprintf(f, "\n#SBATCH --output=%s/slurm-%%A_%%a.out\n", adir);
    for (int i = 0; i < nextra; i++)
        fprintf(f, "#SBATCH %s\n", extra[i]);
    fprintf(f, "exec '%s' sweep --run-job \"${SLURM_ARRAY_TASK_ID:?not set: submit this "
               "script with sbatch}\" '%s'\n", exe, adir);
    if (fclose(f)) {
        cli_error("%s: %s", path, strerror(errno));
        free(path);
        return WS_ERR_RUNTIME;
    }
    if (!submit) {
        printf("wrote %s (%d array tasks)\nsubmit it with:  sbatch %s\nthen merge the results "
               "with:  warpscope collect %s\n", path, np, path, dir);
        free(path);
        return WS_OK;
    }
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        execlp("sbatch", "sbatch", path, (char *)NULL);
        fprintf(stderr, "warpscope: cannot run sbatch (%s): is Slurm installed here?  The "
                "script is %s\n", strerror(errno), path);
        _exit(127);
    }
    int ws = 0;
    while (pid > 0 && waitpid(pid, &ws, 0) < 0 && errno == EINTR)
        ;
    free(path);
    if (pid < 0 || !WIFEXITED(ws) || WEXITSTATUS(ws)) {
        if (pid < 0 || !WIFEXITED(ws) || WEXITSTATUS(ws) != 127)
            cli_error("sbatch failed");
        return WS_ERR_RUNTIME;
    }
    printf("submitted; when the array has run: warpscope collect %s\n", dir);
    return WS_OK;
}
