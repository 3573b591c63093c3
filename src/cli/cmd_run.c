/* cmd_run.c — `warpscope run`: simulate a trace headless and print the statistics
 * (--stats text|json|csv), optionally every CTA's start and end cycle per SM
 * (--cta-timeline FILE: PRO Figure 2); progress on stderr when stderr is a terminal.
 * SIGINT, SIGTERM or SIGHUP stop the simulation: the statistics so far are printed,
 * marked partial, and the exit status is 128 + the signal. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "warpscope/registry.h"
#include "warpscope/sim.h"
#include "warpscope/trace.h"

enum { FMT_TEXT, FMT_JSON, FMT_CSV };

/* Core cycles per ws_sim_step between looks at the signal flag and the progress line:
 * a few milliseconds of simulation on the largest preset, so a signal stops a run
 * promptly (the step size does not change results). */
#define RUN_CHUNK_CYCLES 10000

/* Step s to the end (or until a stopping signal); progress on stderr if asked.  A sim
 * that finished without every kernel and CTA of its trace is an error. */
static int run_loop(struct ws_sim *s, const char *path, bool progress, struct ws_err *err)
{
    const struct ws_trace *t = ws_sim_trace(s);
    double t0 = ws_wall_seconds(), last = t0;
    int rc = WS_OK;
    uint64_t ctas = 0;
    for (uint32_t k = 0; k < t->nkernels; k++)
        ctas += t->kernel[k].ncta;
    while (!ws_sim_done(s) && !cli_signal_caught()) {
        rc = ws_sim_step(s, RUN_CHUNK_CYCLES);
        if (rc)
            break;
        if (progress) {
            double now = ws_wall_seconds();
            if (now - last >= 0.5) {
                char extra[96];
                snprintf(extra, sizeof extra, "cycle %llu, kernel %d of %u",
                         (unsigned long long)ws_sim_cycle(s), ws_sim_kernel(s) + 1, t->nkernels);
                cli_progress("run", ws_sim_ctas_finished(s), ctas, "CTAs", t0, extra);
                last = now;
            }
        }
    }
    if (progress && last != t0)
        cli_progress_clear();
    if (rc)
        return ws_errf(err, rc, "%s: %s", path,
                       ws_sim_error(s) ? ws_sim_error(s) : "simulation failed");
    if (!ws_sim_done(s))
        return WS_OK;   /* stopped by a signal: the caller reports partial statistics */
    struct ws_sim_stats st;
    ws_sim_stats(s, &st);
    if (st.ctas != ctas || st.kernels != t->nkernels)
        return ws_errf(err, WS_ERR_RUNTIME, "%s: the simulation ended after %llu of %llu CTAs "
                       "(%llu of %u kernels): no statistics for part of a trace", path,
                       (unsigned long long)st.ctas, (unsigned long long)ctas,
                       (unsigned long long)st.kernels, t->nkernels);
    return WS_OK;
}

int cli_simulate(const struct ws_config *cfg, const char *path, bool progress, bool warn,
                 struct ws_sim **out, double *seconds, struct ws_err *err)
{
    *out = NULL;
    *seconds = 0;
    struct ws_trace *t = ws_trace_open(path, err);
    if (!t)
        return err->code ? err->code : WS_ERR_INPUT;
    struct ws_sim *s = ws_sim_new(cfg, t, err);
    if (!s) {
        ws_trace_close(t);
        return err->code ? err->code : WS_ERR_INPUT;
    }
    double t0 = ws_wall_seconds();
    int rc = run_loop(s, path, progress, err);
    *seconds = ws_wall_seconds() - t0;
    if (warn)
        cli_trace_warnings(t);           /* the reader's, gathered while CTAs loaded */
    if (rc) {
        ws_sim_free(s);
        ws_trace_close(t);
        return rc;
    }
    *out = s;
    return WS_OK;
}

void cli_sim_close(struct ws_sim *s)
{
    if (!s)
        return;
    struct ws_trace *t = ws_sim_trace(s);
    ws_sim_free(s);
    ws_trace_close(t);
}

/* --cta-timeline: one row per finished CTA (kernel, cta, sm, start, end), in the order
 * they finished (deterministic). */
struct run_timeline { FILE *f; int64_t kernel; };

static void run_timeline_ev(void *ctx, const struct ws_event *e)
{
    struct run_timeline *t = ctx;
    if (e->kind == WS_EV_KERNEL_START) {
        t->kernel = e->a;
        return;
    }
    fprintf(t->f, "%lld,%d,%d,%llu,%llu\n", (long long)t->kernel, (int)e->cta, (int)e->sm,
            (unsigned long long)(e->cycle - (uint64_t)e->a), (unsigned long long)e->cycle);
}

static int run_timeline(const struct ws_config *cfg, const char *path, const char *out,
                        struct ws_sim **sp, double *secs, struct ws_err *err)
{
    *sp = NULL;
    FILE *f = fopen(out, "w");
    if (!f)
        return ws_errf(err, WS_ERR_INPUT, "--cta-timeline %s: cannot write", out);
    struct ws_trace *t = ws_trace_open(path, err);
    if (!t) {
        fclose(f);
        return err->code ? err->code : WS_ERR_INPUT;
    }
    struct ws_sim *s = ws_sim_new(cfg, t, err);
    if (!s) {
        ws_trace_close(t);
        fclose(f);
        return err->code ? err->code : WS_ERR_INPUT;
    }
    /* kernel 0's kernel-start was emitted by ws_sim_new */
    struct run_timeline tl = { f, 0 };
    fputs("kernel,cta,sm,start,end\n", f);
    ws_event_subscribe(ws_sim_bus(s), WS_EV_BIT(WS_EV_KERNEL_START) | WS_EV_BIT(WS_EV_CTA_FINISH),
                       run_timeline_ev, &tl);
    double t0 = ws_wall_seconds();
    int rc = run_loop(s, path, false, err);
    *secs = ws_wall_seconds() - t0;
    cli_trace_warnings(t);
    if (fclose(f) && !rc)
        rc = ws_errf(err, WS_ERR_RUNTIME, "--cta-timeline %s: write failed", out);
    if (rc) {
        ws_sim_free(s);
        ws_trace_close(t);
        return rc;
    }
    *sp = s;
    return WS_OK;
}

int cmd_run_main(int argc, char **argv)
{
    const struct cli_cmd *cmd = cli_find("run");
    struct cli_simopts so = { 0 };
    int fmt = FMT_TEXT;
    const char *trace = NULL, *timeline = NULL;
    int rc = WS_OK;
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            cli_simopts_free(&so);
            return cli_help(cmd);
        }
        int r = cli_simopt(cmd, argc, argv, &i, &so);
        if (r < 0) {
            cli_simopts_free(&so);
            return WS_ERR_INPUT;
        }
        if (r > 0)
            continue;
        const char *a = argv[i], *v = NULL;
        if (!strcmp(a, "--cta-timeline") || !strncmp(a, "--cta-timeline=", 15)) {
            if (a[14] == '=') {
                timeline = a + 15;
            } else if (i + 1 >= argc) {
                cli_simopts_free(&so);
                return cli_usage(cmd, "option '--cta-timeline' needs a FILE");
            } else {
                timeline = argv[++i];
            }
            continue;
        }
        if (!strcmp(a, "--stats")) {
            if (i + 1 >= argc) {
                cli_simopts_free(&so);
                return cli_usage(cmd, "option '--stats' needs a value (text, json or csv)");
            }
            v = argv[++i];
        } else if (!strncmp(a, "--stats=", 8)) {
            v = a + 8;
        }
        if (v) {
            if (!strcmp(v, "text")) fmt = FMT_TEXT;
            else if (!strcmp(v, "json")) fmt = FMT_JSON;
            else if (!strcmp(v, "csv")) fmt = FMT_CSV;
            else {
                cli_simopts_free(&so);
                return cli_usage(cmd, "--stats %s: expected text, json or csv", v);
            }
            continue;
        }
        if (a[0] == '-' && a[1]) {
            cli_simopts_free(&so);
            return cli_usage(cmd, "unknown option '%s'", a);
        }
        if (trace) {
            cli_simopts_free(&so);
            return cli_usage(cmd, "only one TRACE expected (got '%s' and '%s')", trace, a);
        }
        trace = a;
    }
    if (!trace) {
        cli_simopts_free(&so);
        return cli_usage(cmd, "missing TRACE");
    }
    struct ws_config cfg;
    struct ws_err err = { 0 };
    rc = cli_build_config(&so, &cfg, &err);
    if (rc) {
        cli_simopts_free(&so);
        return cli_report(&err);
    }
    struct ws_sim *s;
    double secs = 0;
    cli_signals_catch();
    if (timeline)
        rc = run_timeline(&cfg, trace, timeline, &s, &secs, &err);
    else
        rc = cli_simulate(&cfg, trace, isatty(2) != 0, true, &s, &secs, &err);
    int sig = cli_signal_caught();
    if (rc) {
        cli_simopts_free(&so);
        rc = cli_report(&err);
        return sig ? cli_signal_status(sig) : rc;
    }
    /* a signal after the last cycle leaves complete statistics (still its exit status) */
    int partial = sig && !ws_sim_done(s) ? sig : 0;
    if (partial)
        cli_error("stopped by %s at cycle %llu: the statistics are partial", cli_signal_name(sig),
                  (unsigned long long)ws_sim_cycle(s));
    cli_print_stats(stdout, s, fmt, secs, partial, &so);
    cli_simopts_free(&so);
    cli_sim_close(s);
    fflush(stdout);
    return sig ? cli_signal_status(sig) : WS_OK;
}
