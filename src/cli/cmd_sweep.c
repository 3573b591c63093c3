/* cmd_sweep.c — `warpscope sweep`: one job (a `warpscope run ... --stats json`) per
 * trace x preset x policy x value of each swept key, listed in DIR/jobs.tsv, run by an
 * engine (sweep_engine.c: local workers, GNU parallel, a Slurm array).  Resumable: a
 * job whose status says 0 and whose stats.json exists is not run again; failed jobs are
 * listed with the end of their stderr.  `--run-job N DIR` runs job N alone (what
 * parallel and Slurm's array tasks call). */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "sweep.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "warpscope/sched.h"

#define SWEEP_MAX_JOBS 100000
#define SWEEP_MAX_KEYS 16

/* Everything the command line gave.  Invariant: ov/skey/sval/extra are argv's strings. */
struct sweep_args {
    char *cfgs, *pols;                 /* -c and -p lists (copies) */
    const char **ov; int nov;          /* -o */
    const char *skey[SWEEP_MAX_KEYS];  /* -s KEY=... (KEY copied) */
    char *sspec[SWEEP_MAX_KEYS];
    int nkeys;
    const char **trace; int ntrace;
    const char *dir, *engine;
    int workers;                       /* -j; 0: the engine's default */
    const char **extra; int nextra;    /* --sshlogin/--parallel-arg or --sbatch */
    bool submit;
};

/* Build the job list from a: validates every config, policy and key value (exit 2). */
static int sweep_build(const struct cli_cmd *cmd, const struct sweep_args *a, struct sweep_list *l)
{
    char **cfg = NULL, **pol = NULL, **val[SWEEP_MAX_KEYS] = { 0 };
    int ncfg = 1, npol = 0, nval[SWEEP_MAX_KEYS] = { 0 }, rc = WS_OK;
    char why[96];
    if (a->cfgs && (ncfg = cli_list_split(a->cfgs, &cfg)) < 0)
        return cli_usage(cmd, "-c %s: an empty preset name", a->cfgs);
    if (!a->pols)
        rc = cli_usage(cmd, "expected -p P1,P2,... (the policies)");
    else if ((npol = cli_list_split(a->pols, &pol)) < 0)
        rc = cli_usage(cmd, "-p %s: an empty policy name", a->pols);
    l->nkeys = a->nkeys;
    l->key = ws_calloc((size_t)a->nkeys + 1, sizeof *l->key);
    long total = (long)a->ntrace * ncfg * (npol > 0 ? npol : 0);
    for (int k = 0; k < a->nkeys && !rc; k++) {
        l->key[k] = ws_strdup(a->skey[k]);
        nval[k] = cli_values(a->sspec[k], SWEEP_MAX_JOBS, &val[k], why, sizeof why);
        if (nval[k] < 0)
            rc = cli_usage(cmd, "-s %s=%s: %s", a->skey[k], a->sspec[k], why);
        total *= nval[k] > 0 ? nval[k] : 1;
        if (!rc && total > SWEEP_MAX_JOBS)
            rc = cli_usage(cmd, "more than %d jobs", SWEEP_MAX_JOBS);
    }
    const char **ov = ws_calloc((size_t)a->nov + 1, sizeof *ov);
    char (*kv)[512] = ws_calloc((size_t)a->nkeys + 1, sizeof *kv);
    const char *cur[SWEEP_MAX_KEYS];
    for (int i = 0; i < a->nov; i++)
        ov[i] = a->ov[i];
    /* every combination of a config, a policy and the keys' values, validated once */
    long ncomb = (long)ncfg * npol;
    for (int k = 0; k < a->nkeys && !rc; k++)
        ncomb *= nval[k];
    for (long c = 0; c < ncomb && !rc; c++) {
        long r = c;
        for (int k = a->nkeys - 1; k >= 0; k--) {   /* the last key varies fastest */
            cur[k] = val[k][r % nval[k]];
            r /= nval[k];
            snprintf(kv[k], sizeof kv[k], "%s=%s", a->skey[k], cur[k]);
        }
        const char *p = pol[r % npol], *cf = cfg ? cfg[r / npol] : NULL;
        struct cli_simopts so = { cf, p, ov, a->nov };
        struct ws_config wc;
        struct ws_err err = { 0 };
        if (!ws_sched_find(p))
            rc = cli_usage(cmd, "-p: unknown policy '%s' (`warpscope policies` lists them)", p);
        else if (cli_build_config(&so, &wc, &err))
            rc = cli_report(&err);
        for (int k = 0; k < a->nkeys && !rc; k++) {
            char where[600];
            snprintf(where, sizeof where, "-s %s", kv[k]);
            if (ws_config_set(&wc, a->skey[k], cur[k], where, &err))
                rc = cli_report(&err);
        }
        if (!rc && a->nkeys && ws_config_validate(&wc, &err)) {
            char with[1024] = "";
            for (int k = 0, u = 0; k < a->nkeys && u < (int)sizeof with; k++)
                u += snprintf(with + u, sizeof with - (size_t)u, " -s %s", kv[k]);
            cli_error("%s (with%s)", err.msg, with);
            rc = err.code;
        }
    }
    for (int t = 0; t < a->ntrace && !rc; t++)
        for (long c = 0; c < ncomb; c++) {
            long r = c;
            for (int k = a->nkeys - 1; k >= 0; k--) {
                cur[k] = val[k][r % nval[k]];
                r /= nval[k];
            }
            sweep_list_add(l, cfg ? cfg[r / npol] : "", pol[r % npol], a->trace[t], cur, a->ov,
                           a->nov);
        }
    for (int k = 0; k < a->nkeys; k++)
        cli_list_free(val[k], nval[k] > 0 ? nval[k] : 0);
    cli_list_free(cfg, cfg ? ncfg : 0);
    cli_list_free(pol, npol > 0 ? npol : 0);
    free(ov);
    free(kv);
    return rc;
}

/* A field of jobs.tsv may not hold a tab or a line break. */
static int sweep_check_fields(const struct cli_cmd *cmd, const struct sweep_args *a)
{
    const char *what[] = { "-c", "-p", "-o", "-s", "TRACE" };
    for (int w = 0; w < 5; w++) {
        int n = w == 0 ? 1 : w == 1 ? 1 : w == 2 ? a->nov : w == 3 ? a->nkeys : a->ntrace;
        for (int i = 0; i < n; i++) {
            const char *s = w == 0 ? a->cfgs : w == 1 ? a->pols : w == 2 ? a->ov[i]
                          : w == 3 ? a->sspec[i] : a->trace[i];
            if (s && s[strcspn(s, "\t\r\n")])
                return cli_usage(cmd, "%s '%s': a tab or line break cannot be listed in jobs.tsv",
                                 what[w], s);
        }
    }
    return WS_OK;
}

/* Create DIR and write jobs.tsv, or check that the one there lists the same jobs. */
static int sweep_store(const char *dir, const char *text)
{
    if (mkdir(dir, 0755) < 0 && errno != EEXIST) {
        cli_error("%s: %s", dir, strerror(errno));
        return WS_ERR_RUNTIME;
    }
    char *path = sweep_path(dir, -1, "jobs.tsv");
    FILE *f = fopen(path, "r");
    int rc = WS_OK;
    if (f) {
        size_t n = strlen(text), i = 0;
        int c, line = 1;
        while ((c = fgetc(f)) != EOF && i < n && c == (unsigned char)text[i]) {
            line += c == '\n';
            i++;
        }
        if (c != EOF || i != n) {
            cli_error("%s:%d: lists another sweep than this command's (it differs from line %d "
                      "on); use another directory, or 'warpscope sweep -d %s' alone to resume "
                      "the sweep it lists", path, line, line, dir);
            rc = WS_ERR_INPUT;
        }
        fclose(f);
    } else {
        f = fopen(path, "w");
        if (!f || fputs(text, f) < 0 || fclose(f)) {
            cli_error("%s: %s", path, strerror(errno));
            rc = WS_ERR_RUNTIME;
        }
    }
    free(path);
    return rc;
}

/* --run-job N DIR: run job N and record it; its exit status is ours. */
static int sweep_run_job(const struct cli_cmd *cmd, const char *num, const char *dir)
{
    struct sweep_list l;
    struct ws_err err = { 0 };
    int64_t n;
    if (sweep_list_read(dir, &l, &err))
        return cli_report(&err);
    int rc;
    pid_t pid;
    if (!ws_parse_i64(num, &n) || n < 0 || n >= l.njobs)
        rc = cli_usage(cmd, "--run-job %s: expected a job number from 0 to %d", num, l.njobs - 1);
    else if (sweep_job_start(dir, &l.job[n], &pid, &err))
        rc = cli_report(&err);
    else {
        int ws = 0;
        while (waitpid(pid, &ws, 0) < 0 && errno == EINTR)
            ;
        rc = sweep_job_end(dir, &l.job[n], ws);
    }
    sweep_list_free(&l);
    return rc;
}

/* After the engine: list the failed jobs with their stderr, say what remains. */
static int sweep_report(const char *dir, const struct sweep_list *l)
{
    int ok = 0, failed = 0, stopped = 0;
    for (int i = 0; i < l->njobs; i++) {
        const struct sweep_job *j = &l->job[i];
        if (sweep_job_ok(dir, i)) {
            ok++;
            continue;
        }
        int st = sweep_job_status(dir, i);
        if (st < 0)
            continue;
        if (st > 128 && st < 128 + 65) {   /* a signal ended it: the sweep's stop, or a kill */
            stopped++;
            cli_error("job %d was stopped by signal %d: %s", i, st - 128, j->command);
            continue;
        }
        failed++;
        cli_error("job %d failed (exit status %d): %s", i, st, j->command);
        char *p = sweep_path(dir, i, "stderr");
        fprintf(stderr, "  %s ends:\n", p);
        free(p);
        sweep_job_tail(dir, i, 5);
    }
    int left = l->njobs - ok - failed - stopped;
    char st[40] = "";
    if (stopped)
        snprintf(st, sizeof st, ", %d stopped", stopped);
    cli_error("sweep %s: %d of %d jobs finished, %d failed%s, %d not run%s", dir, ok, l->njobs,
              failed, st, left, ok < l->njobs ? "; run the same command again to retry them" : "");
    return ok < l->njobs ? WS_ERR_RUNTIME : WS_OK;
}

static int sweep_go(const struct cli_cmd *cmd, struct sweep_args *a)
{
    struct sweep_list l = { 0 };
    struct ws_err err = { 0 };
    int rc;
    if (a->pols || a->ntrace || a->cfgs || a->nkeys || a->nov) {
        if (!a->ntrace)
            return cli_usage(cmd, "missing TRACE");
        rc = sweep_check_fields(cmd, a);
        if (!rc)
            rc = sweep_build(cmd, a, &l);
        if (!rc) {
            char *text = sweep_list_text(&l);
            rc = sweep_store(a->dir, text);
            free(text);
        }
    } else if ((rc = sweep_list_read(a->dir, &l, &err)) != 0) {
        rc = cli_report(&err);
    }
    if (rc) {
        sweep_list_free(&l);
        return rc;
    }
    int *pend = ws_calloc((size_t)l.njobs, sizeof *pend), np = 0;
    for (int i = 0; i < l.njobs; i++)
        if (!sweep_job_ok(a->dir, i))
            pend[np++] = i;
    cli_error("sweep %s: %d jobs, %d finished before, %d to run (%s engine)", a->dir, l.njobs,
              l.njobs - np, np, a->engine);
    if (!strcmp(a->engine, "slurm")) {
        rc = np ? sweep_engine_slurm(a->dir, pend, np, a->workers, a->extra, a->nextra, a->submit)
                : WS_OK;
    } else {
        if (np && !strcmp(a->engine, "parallel"))
            rc = sweep_engine_parallel(a->dir, pend, np, a->workers, a->extra, a->nextra);
        else if (np)
            rc = sweep_engine_local(a->dir, &l, pend, np,
                                    a->workers ? a->workers : (int)sysconf(_SC_NPROCESSORS_ONLN));
        int r = sweep_report(a->dir, &l);
        rc = rc ? rc : r;
    }
    free(pend);
    sweep_list_free(&l);
    return rc;
}

int cmd_sweep_main(int argc, char **argv)
{
    const struct cli_cmd *cmd = cli_find("sweep");
    struct sweep_args a = { 0 };
    a.engine = "local";
    a.trace = ws_calloc((size_t)argc, sizeof *a.trace);
    a.ov = ws_calloc((size_t)argc, sizeof *a.ov);
    a.extra = ws_calloc((size_t)argc * 2, sizeof *a.extra);
    const char *runjob = NULL;
    int rc = -1, npar = 0, nsb = 0;
    for (int i = 1; i < argc && rc < 0; i++) {
        const char *o = argv[i];
        if (cli_is_help(o)) {
            rc = cli_help(cmd);
            break;
        }
        if (!strcmp(o, "--submit")) {
            a.submit = true;
            continue;
        }
        if (o[0] != '-' || !o[1]) {
            a.trace[a.ntrace++] = o;
            continue;
        }
        /* the options with a value, two spellings each (the same one twice: none short) */
        static const char *const valued[] = { "-c", "--config", "-p", "--policy", "-s", "--sweep",
            "-o", "--option", "-d", "--dir", "--engine", "--engine", "-j", "--jobs",
            "--sshlogin", "--sshlogin", "--parallel-arg", "--parallel-arg", "--sbatch", "--sbatch",
            "--run-job", "--run-job", NULL };
        int k = 0;
        while (valued[k] && strcmp(valued[k], o))
            k++;
        if (!valued[k]) {
            rc = cli_usage(cmd, "unknown option '%s'", o);
            break;
        }
        if (i + 1 >= argc) {
            rc = cli_usage(cmd, "option '%s' needs a value", o);
            break;
        }
        const char *v = argv[++i];
        int64_t n;
        switch (k / 2) {
        case 0: free(a.cfgs); a.cfgs = ws_strdup(v); break;
        case 1: free(a.pols); a.pols = ws_strdup(v); break;
        case 2: {
            const char *eq = strchr(v, '=');
            if (!eq || eq == v || !eq[1])
                rc = cli_usage(cmd, "-s %s: expected KEY=V1,V2,..., KEY=A..B or KEY=LO:HI:STEP", v);
            else if (a.nkeys == SWEEP_MAX_KEYS)
                rc = cli_usage(cmd, "-s: at most %d swept keys", SWEEP_MAX_KEYS);
            else {
                a.skey[a.nkeys] = ws_strndup(v, (size_t)(eq - v));
                a.sspec[a.nkeys++] = ws_strdup(eq + 1);
            }
            break;
        }
        case 3: a.ov[a.nov++] = v; break;
        case 4: a.dir = v; break;
        case 5:
            if (strcmp(v, "local") && strcmp(v, "parallel") && strcmp(v, "slurm"))
                rc = cli_usage(cmd, "--engine %s: expected local, parallel or slurm", v);
            a.engine = v;
            break;
        case 6:
            if (!ws_parse_i64(v, &n) || n < 1 || n > 4096)
                rc = cli_usage(cmd, "-j %s: expected a number of workers from 1 to 4096", v);
            a.workers = (int)n;
            break;
        default:
            if (!strcmp(o, "--run-job")) {
                runjob = v;
            } else {   /* passed through to parallel or sbatch */
                nsb += !strcmp(o, "--sbatch");
                npar += strcmp(o, "--sbatch") != 0;
                if (!strcmp(o, "--sshlogin"))
                    a.extra[a.nextra++] = "--sshlogin";
                a.extra[a.nextra++] = v;
            }
            break;
        }
    }
    if (rc < 0 && runjob)
        rc = a.ntrace == 1 ? sweep_run_job(cmd, runjob, a.trace[0])
                           : cli_usage(cmd, "--run-job N expects the results directory DIR");
    if (rc < 0 && !a.dir)
        rc = cli_usage(cmd, "missing -d DIR (the results directory)");
    if (rc < 0 && npar && strcmp(a.engine, "parallel"))
        rc = cli_usage(cmd, "--sshlogin and --parallel-arg need --engine parallel");
    if (rc < 0 && nsb && strcmp(a.engine, "slurm"))
        rc = cli_usage(cmd, "--sbatch needs --engine slurm");
    if (rc < 0 && a.submit && strcmp(a.engine, "slurm"))
        rc = cli_usage(cmd, "--submit needs --engine slurm");
    if (rc < 0)
        rc = sweep_go(cmd, &a);
    for (int k = 0; k < a.nkeys; k++) {
        free((char *)a.skey[k]);
        free(a.sspec[k]);
    }
    free(a.cfgs);
    free(a.pols);
    free(a.trace);
    free(a.ov);
    free(a.extra);
    return rc;
}
