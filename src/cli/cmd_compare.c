/* cmd_compare.c — `warpscope compare`: every policy (x every swept value) on every trace.
 * Each run is a forked child (at most -j at a time, default 2: each simulation stays
 * single-threaded and deterministic) returning its statistics through a pipe.  Prints
 * one table per metric normalised to the first column, with geometric means (printed by
 * cmp_table.c; --from FILE prints them from a table of earlier results instead,
 * cmp_from.c).  --best folds each policy's swept columns into one, per trace the value
 * with the most IPC (CCWS §5.1's Best-SWL: "all possible limitation values" run, the
 * best one picked).
 * SIGINT, SIGTERM or SIGHUP stop it: the workers still running are stopped and reaped,
 * the traces whose runs all finished are printed, and the exit status is 128 + the
 * signal.  --explain A,B instead runs the two policies per trace in lockstep and prints
 * cmd_diff.c's attribution of the cycle gap. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "cmp.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "warpscope/sim.h"

#define CMP_MAX_COLS 64

struct cmp_result { int rc; struct ws_sim_stats st; char err[1100]; };

/* Invariant: got bytes of res have arrived from the worker; done once it is reaped
 * (finished: all of res arrived; stopped: killed by a stopping signal first). */
struct cmp_job {
    int trace, col;
    pid_t pid;
    int fd;
    bool done, stopped;
    size_t got;
    struct cmp_result res;
};

/* Split a comma list in place; -1 when it has more than max items. */
static int cmp_split(char *s, char **out, int max)
{
    int n = 0;
    for (char *tok = strtok(s, ","); tok; tok = strtok(NULL, ",")) {
        if (n == max)
            return -1;
        out[n++] = tok;
    }
    return n;
}

static void cmp_child(const struct ws_config *cfg, const char *trace, bool warn, int fd)
{
    /* a worker dies of a signal (the parent reports it); one caught between the fork and
     * here was meant for the parent */
    cli_signals_default();
    if (cli_signal_caught())
        _exit(1);
    struct cmp_result r;
    memset(&r, 0, sizeof r);
    struct ws_err err = { 0 };
    struct ws_sim *s;
    double secs;
    r.rc = cli_simulate(cfg, trace, false, warn, &s, &secs, &err);
    if (r.rc == 0) {
        ws_sim_stats(s, &r.st);
        cli_sim_close(s);
    } else {
        snprintf(r.err, sizeof r.err, "%s", err.msg);
    }
    const char *p = (const char *)&r;
    size_t left = sizeof r;
    while (left) {
        ssize_t w = write(fd, p, left);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            break;
        p += w;
        left -= (size_t)w;
    }
    close(fd);
    _exit(0);
}

/* Close job j's pipe and reap its worker. */
static void cmp_reap(struct cmp_job *j)
{
    close(j->fd);
    int status;
    while (waitpid(j->pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (j->got != sizeof j->res) {
        j->res.rc = WS_ERR_RUNTIME;
        snprintf(j->res.err, sizeof j->res.err, "simulation process died");
    }
    j->done = true;
}

/* Read job j's result as it arrives and reap its worker; false (the job still running)
 * when a stopping signal comes first.  Polls, so a signal is seen within 0.1 s. */
static bool cmp_collect(struct cmp_job *j)
{
    while (j->got < sizeof j->res) {
        if (cli_signal_caught())
            return false;
        struct pollfd pf = { j->fd, POLLIN, 0 };
        if (poll(&pf, 1, 100) <= 0)
            continue;
        ssize_t r = read(j->fd, (char *)&j->res + j->got, sizeof j->res - j->got);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        j->got += (size_t)r;
    }
    cmp_reap(j);
    return true;
}

/* A stopping signal came: end job j's worker and reap it; it did not finish. */
static void cmp_stop(struct cmp_job *j)
{
    kill(j->pid, SIGTERM);
    j->stopped = true;
    j->got = 0;
    cmp_reap(j);
}

/* --explain A,B: the two policies on each trace in lockstep (cmd_diff.c), the
 * attribution of the whole run's cycle gap; -p and -s do not apply. */
static int cmp_explain(const struct cli_cmd *cmd, const struct cli_simopts *so, char *ab,
                       bool pols, const char **traces, int ntraces, bool csv, int jobs)
{
    char *p[3];
    if (pols || cmp_split(ab, p, 3) != 2)
        return cli_usage(cmd, "--explain expects two policies A,B (and no -p or -s)");
    struct ws_config cfg[2];
    struct ws_err err = { 0 };
    for (int i = 0; i < 2; i++) {
        int rc = cli_build_config(so, &cfg[i], &err);
        if (!rc && !ws_sched_find(p[i]))
            rc = ws_errf(&err, WS_ERR_INPUT, "--explain: unknown policy '%s' (`warpscope policies`)",
                         p[i]);
        if (!rc)
            rc = ws_config_set(&cfg[i], "sched.policy", p[i], "--explain", &err);
        if (!rc)
            rc = ws_config_validate(&cfg[i], &err);
        if (rc)
            return cli_report(&err);
    }
    const char *label[2] = { p[0], p[1] };
    cli_signals_catch();
    for (int t = 0; t < ntraces; t++) {
        if (!csv)
            printf("%s== %s\n", t ? "\n" : "", traces[t]);
        fflush(stdout);
        int rc = cli_diff_run(cfg, traces[t], label, label, csv ? (t ? 3 : 2) : 0, false, jobs > 1,
                              stdout);
        if (rc)
            return rc;
    }
    return WS_OK;
}

int cmd_compare_main(int argc, char **argv)
{
    const struct cli_cmd *cmd = cli_find("compare");
    struct cli_simopts so = { 0 };
    char *pol_arg = NULL, *sweep_arg = NULL, *explain = NULL, **vals = NULL;
    const char *plot = NULL, *from = NULL, *baseline = NULL, *live = NULL;
    bool csv = false, best = false;
    int jobs = 2;
    const char **traces = calloc((size_t)argc, sizeof *traces);
    int ntraces = 0, nval = 0, rc = WS_OK;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (cli_is_help(a)) {
            rc = cli_help(cmd);
            goto out;
        }
        if (!strcmp(a, "-p") || !strcmp(a, "--policy") || !strcmp(a, "-s") ||
            !strcmp(a, "--sweep") || !strcmp(a, "-j") || !strcmp(a, "--jobs")) {
            if (i + 1 >= argc) {
                rc = cli_usage(cmd, "option '%s' needs a value", a);
                goto out;
            }
            const char *v = argv[++i];
            live = live ? live : a;
            if (a[1] == 'p' || a[2] == 'p') {   /* the last -p / -s counts */
                free(pol_arg);
                pol_arg = ws_strdup(v);
            } else if (a[1] == 's' || a[2] == 's') {
                free(sweep_arg);
                sweep_arg = ws_strdup(v);
            }
            else {
                int64_t n;
                if (!ws_parse_i64(v, &n) || n < 1 || n > 64) {
                    rc = cli_usage(cmd, "-j %s: expected 1 to 64", v);
                    goto out;
                }
                jobs = (int)n;
            }
            continue;
        }
        int r = cli_simopt(cmd, argc, argv, &i, &so);
        if (r < 0) {
            rc = WS_ERR_INPUT;
            goto out;
        }
        if (r > 0) {
            live = live ? live : a;
            continue;
        }
        if (!strcmp(a, "--csv")) {
            csv = true;
            continue;
        }
        if (!strcmp(a, "--explain")) {   /* cmd_diff.c's attribution of two policies */
            if (i + 1 >= argc) {
                rc = cli_usage(cmd, "option '--explain' needs two policies A,B");
                goto out;
            }
            free(explain);
            explain = ws_strdup(argv[++i]);
            live = live ? live : a;
            continue;
        }
        if (!strcmp(a, "--plot") || !strcmp(a, "--from") || !strcmp(a, "--baseline")) {
            if (i + 1 >= argc) {
                rc = cli_usage(cmd, "option '%s' needs %s", a, a[2] == 'p' ? "a FILE.svg"
                               : a[2] == 'f' ? "a FILE (compare --csv or collect output)"
                               : "a column name");
                goto out;
            }
            const char *v = argv[++i];
            if (a[2] == 'p')   /* plot.h: the figure of the --csv table */
                plot = v;
            else if (a[2] == 'f')   /* cmp_from.c: the tables of a table of results */
                from = v;
            else
                baseline = v;
            continue;
        }
        if (!strcmp(a, "--best")) {
            best = true;
            live = live ? live : a;
            continue;
        }
        if (a[0] == '-' && a[1]) {
            rc = cli_usage(cmd, "unknown option '%s'", a);
            goto out;
        }
        traces[ntraces++] = a;
    }
    if (from) {
        if (live || ntraces)
            rc = cli_usage(cmd, "--from reads the results of runs made before: %s%s%s does not "
                           "apply", live ? "" : "TRACE '", live ? live : traces[0],
                           live ? "" : "'");
        else
            rc = cmp_from(from, csv, plot, baseline);
        goto out;
    }
    if (baseline) {
        rc = cli_usage(cmd, "--baseline applies to --from (a run's baseline is its first "
                       "-p policy)");
        goto out;
    }
    if (!ntraces) {
        rc = cli_usage(cmd, "missing TRACE");
        goto out;
    }
    if (explain && plot) {
        rc = cli_usage(cmd, "--plot draws the policies' table; it does not apply to --explain");
        goto out;
    }
    if (explain) {
        rc = cmp_explain(cmd, &so, explain, pol_arg || sweep_arg, traces, ntraces, csv, jobs);
        goto out;
    }
    char *pols[CMP_MAX_COLS], *skey = NULL;
    int npol = 0;
    if (pol_arg)
        npol = cmp_split(pol_arg, pols, CMP_MAX_COLS);
    if (npol < 0) {
        rc = cli_usage(cmd, "-p: too many policies (at most %d)", CMP_MAX_COLS);
        goto out;
    }
    if (npol == 0) {
        rc = cli_usage(cmd, "expected -p P1,P2,...");
        goto out;
    }
    if (sweep_arg) {
        char *eq = strchr(sweep_arg, '=');
        if (!eq || eq == sweep_arg || !eq[1]) {
            rc = cli_usage(cmd, "-s %s: expected KEY=V1,V2,..., KEY=A..B or KEY=LO:HI:STEP",
                           sweep_arg);
            goto out;
        }
        *eq = '\0';
        skey = sweep_arg;
        char why[96];
        nval = cli_values(eq + 1, CMP_MAX_COLS, &vals, why, sizeof why);
        if (nval < 0) {
            rc = cli_usage(cmd, "-s %s=%s: %s", skey, eq + 1, why);
            goto out;
        }
    }
    if (best && !nval) {
        rc = cli_usage(cmd, "--best needs a sweep (-s KEY=V1,V2,...)");
        goto out;
    }
    int ncols = npol * (nval ? nval : 1);
    if (ncols > CMP_MAX_COLS) {
        rc = cli_usage(cmd, "too many columns (%d; at most %d)", ncols, CMP_MAX_COLS);
        goto out;
    }
    /* build and validate every column's config up front */
    struct ws_config *cfgs = calloc((size_t)ncols, sizeof *cfgs);
    char (*label)[64] = calloc((size_t)ncols, sizeof *label);
    struct ws_err err = { 0 };
    for (int c = 0; c < ncols && !rc; c++) {
        int p = nval ? c / nval : c, v = nval ? c % nval : -1;
        rc = cli_build_config(&so, &cfgs[c], &err);
        if (!rc)
            rc = ws_config_set(&cfgs[c], "sched.policy", pols[p], "-p", &err);
        if (!rc && ws_sched_find(pols[p]) == NULL)
            rc = ws_errf(&err, WS_ERR_INPUT, "-p: unknown policy '%s' (`warpscope policies`)",
                         pols[p]);
        if (!rc && v >= 0)
            rc = ws_config_set(&cfgs[c], skey, vals[v], "-s", &err);
        if (!rc)
            rc = ws_config_validate(&cfgs[c], &err);
        if (v >= 0)
            snprintf(label[c], sizeof label[c], "%s/%s=%s", pols[p], skey, vals[v]);
        else
            snprintf(label[c], sizeof label[c], "%s", pols[p]);
    }
    if (rc) {
        rc = cli_report(&err);
        free(cfgs);
        free(label);
        goto out;
    }
    int nj = ntraces * ncols;
    struct cmp_job *job = calloc((size_t)nj, sizeof *job);
    int next = 0, running = 0, finished = 0;
    fflush(stdout);
    fflush(stderr);
    cli_signals_catch();
    bool progress = isatty(2) != 0;
    double t0 = ws_wall_seconds();
    while (finished < nj && !cli_signal_caught()) {
        while (running < jobs && next < nj && !cli_signal_caught()) {
            struct cmp_job *j = &job[next];
            j->trace = next / ncols;
            j->col = next % ncols;
            int fds[2];
            if (pipe(fds) < 0) {
                cli_error("pipe: %s", strerror(errno));
                rc = WS_ERR_RUNTIME;
                break;
            }
            pid_t pid = fork();
            if (pid == 0) {
                close(fds[0]);
                cmp_child(&cfgs[j->col], traces[j->trace], j->col == 0, fds[1]);
            }
            close(fds[1]);
            if (pid < 0) {
                close(fds[0]);
                cli_error("fork: %s", strerror(errno));
                rc = WS_ERR_RUNTIME;
                break;
            }
            j->pid = pid;
            j->fd = fds[0];
            running++;
            next++;
        }
        if (rc)
            break;
        /* collect the oldest running job (results arrive in order; deterministic) */
        for (int i = 0; i < next; i++)
            if (!job[i].done) {
                if (cmp_collect(&job[i])) {
                    running--;
                    finished++;
                    if (progress && finished < nj)
                        cli_progress("compare", (uint64_t)finished, (uint64_t)nj, "runs", t0,
                                     NULL);
                }
                break;
            }
    }
    if (progress && finished)
        cli_progress_clear();
    for (int i = 0; i < next; i++)
        if (!job[i].done && !cmp_collect(&job[i]))
            cmp_stop(&job[i]);
    int sig = cli_signal_caught();
    for (int i = 0; i < next && (sig || !rc); i++)
        if (job[i].res.rc && !job[i].stopped) {
            cli_error("%s (%s): %s", traces[job[i].trace], label[job[i].col], job[i].res.err);
            rc = sig ? rc : job[i].res.rc;
        }
    /* The printed rows: every trace, or after a signal the traces whose runs all
     * finished without an error. */
    int *rows = calloc((size_t)ntraces + 1, sizeof *rows), nrows = 0;
    for (int t = 0; t < ntraces; t++) {
        bool ok = true;
        for (int c = 0; c < ncols && sig; c++) {
            const struct cmp_job *j = &job[t * ncols + c];
            ok &= t * ncols + c < next && j->done && !j->stopped && !j->res.rc;
        }
        if (ok)
            rows[nrows++] = t;
    }
    if (sig) {
        cli_error("stopped by %s: %d of %d traces finished%s", cli_signal_name(sig), nrows,
                  ntraces, nrows ? " (only their rows are printed)" : "");
        if (!csv && nrows)
            printf("# PARTIAL: stopped by %s; %d of %d traces finished, only their rows are "
                   "shown\n", cli_signal_name(sig), nrows, ntraces);
        rc = cli_signal_status(sig);
    }
    /* The printed columns: every run's column, or with --best one per policy, whose
     * run per trace is the swept value with the most IPC (the first on a tie). */
    int nout = best ? npol : ncols;
    int *pick = calloc((size_t)(ntraces * nout) + 1, sizeof *pick);
    char (*olabel)[80] = calloc((size_t)nout, sizeof *olabel);
    bool *varies = calloc((size_t)nout, sizeof *varies);
    for (int c = 0; c < nout; c++) {
        for (int ri = 0; ri < nrows; ri++) {
            int t = rows[ri];
            int k = best ? c * nval : c;
            for (int v = 1; best && v < nval; v++) {
                const struct ws_sim_stats *a = &job[t * ncols + c * nval + v].res.st;
                const struct ws_sim_stats *b = &job[t * ncols + k].res.st;
                varies[c] |= a->cycles != job[t * ncols + c * nval].res.st.cycles;
                if (a->ipc > b->ipc)
                    k = c * nval + v;
            }
            pick[t * nout + c] = k;
        }
        if (!best)
            snprintf(olabel[c], sizeof olabel[c], "%s", label[c]);
        else
            snprintf(olabel[c], sizeof olabel[c], "%s%s", pols[c], varies[c] ? "/best" : "");
    }
    if (sig ? nrows > 0 : !rc) {
        /* the view cmp_print prints: the rows and columns chosen above */
        const char **vtrace = calloc((size_t)nrows + 1, sizeof *vtrace);
        const char **vlabel = calloc((size_t)nout, sizeof *vlabel);
        const struct ws_sim_stats **vst = calloc((size_t)(nrows * nout) + 1, sizeof *vst);
        const char **vbest = calloc((size_t)(nrows * nout) + 1, sizeof *vbest);
        for (int c = 0; c < nout; c++)
            vlabel[c] = olabel[c];
        for (int ri = 0; ri < nrows; ri++) {
            int t = rows[ri];
            vtrace[ri] = traces[t];
            for (int c = 0; c < nout; c++) {
                int k = pick[t * nout + c];
                vst[ri * nout + c] = &job[t * ncols + k].res.st;
                vbest[ri * nout + c] = best && varies[c] ? vals[k % nval] : NULL;
            }
        }
        struct cmp_view view = { nrows, nout, vtrace, vlabel, vst, best ? skey : NULL, vbest };
        int prc = cmp_print(&view, csv, plot);
        rc = rc ? rc : prc;
        free(vtrace);
        free(vlabel);
        free(vst);
        free(vbest);
    }
    free(rows);
    free(pick);
    free(olabel);
    free(varies);
    free(job);
    free(cfgs);
    free(label);
out:
    cli_list_free(vals, nval);
    free(explain);
    free(pol_arg);
    free(sweep_arg);
    free(traces);
    cli_simopts_free(&so);
    return rc;
}
