/* cmd_run.c — `warpscope run`: simulate a trace headless and print the statistics
 * (--stats text|json|csv), optionally every CTA's start and end cycle per SM
 * (--cta-timeline FILE: PRO Figure 2) and the figures of every interval of N cycles
 * (--timeline FILE [--interval N]: IPC, L1D, L2, DRAM; `warpscope plot` draws them);
 * progress on stderr when stderr is a terminal.
 * SIGINT, SIGTERM or SIGHUP stop the simulation: the statistics so far are printed,
 * marked partial, and the exit status is 128 + the signal. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "warpscope/mem.h"
#include "warpscope/registry.h"
#include "warpscope/sim.h"
#include "warpscope/trace.h"

enum { FMT_TEXT, FMT_JSON, FMT_CSV };

/* Core cycles per ws_sim_step between looks at the signal flag and the progress line:
 * a few milliseconds of simulation on the largest preset, so a signal stops a run
 * promptly (the step size does not change results). */
#define RUN_CHUNK_CYCLES 10000
/* --timeline's interval without --interval (core cycles) */
#define RUN_DEFAULT_INTERVAL 1000

/* --timeline: one CSV row per interval of `interval` core cycles, from the differences
 * of two readings of the whole-run statistics (ws_sim_stats, ws_memsys_stats) taken
 * between ws_sim_step calls, so recording changes nothing in the simulation.  The
 * columns are RUN_SERIES_HEADER's; rows add up to the run's totals.  Invariant: last
 * (and last_mem) hold the reading at the end of the last row written (zeros before the
 * first); next is the cycle of the next interval boundary.  After the last kernel the
 * run's cycles stop growing while the memory system drains: boundaries there write no
 * row, and the drain's counts go to the final row. */
struct run_series {
    FILE *f;
    uint64_t interval, next;
    struct ws_sim_stats last;
    struct ws_mem_stats last_mem;
    uint64_t last_dram_cycles;
};

#define RUN_SERIES_HEADER "cycle,cycles,warp_insts,thread_insts,ipc,l1d_accesses,l1d_misses," \
                          "l1d_miss_rate,l2_accesses,l2_misses,dram_reads,dram_writes," \
                          "dram_activates,dram_util\n"

static double run_ratio(uint64_t a, uint64_t b) { return b ? (double)a / (double)b : 0.0; }

/* Write the row since the last one (final: the run ended or stopped). */
static void run_series_row(struct run_series *t, struct ws_sim *s, bool final)
{
    struct ws_sim_stats st;
    struct ws_mem_stats m;
    ws_sim_stats(s, &st);
    struct ws_memsys *ms = ws_sim_memsys(s);
    ws_memsys_stats(ms, &m);
    uint64_t dc = ws_memsys_dram_cycles(ms);
    const struct ws_sim_stats *l = &t->last;
    uint64_t cyc = st.cycles - l->cycles;
    bool moved = cyc || st.warp_insts != l->warp_insts || st.l1d_accesses != l->l1d_accesses ||
                 st.l2_accesses != l->l2_accesses || st.dram_reads != l->dram_reads ||
                 st.dram_writes != l->dram_writes || st.dram_activates != l->dram_activates ||
                 m.dram_busy_cycles != t->last_mem.dram_busy_cycles;
    if (final ? !moved : !cyc)
        return;
    uint64_t ti = st.thread_insts - l->thread_insts, la = st.l1d_accesses - l->l1d_accesses;
    uint64_t lm = st.l1d_misses - l->l1d_misses;
    uint64_t chcyc = (dc - t->last_dram_cycles) * (uint64_t)ws_memsys_channels(ms);
    fprintf(t->f, "%llu,%llu,%llu,%llu,%.6f,%llu,%llu,%.6f,%llu,%llu,%llu,%llu,%llu,%.6f\n",
            (unsigned long long)l->cycles, (unsigned long long)cyc,
            (unsigned long long)(st.warp_insts - l->warp_insts), (unsigned long long)ti,
            run_ratio(ti, cyc), (unsigned long long)la, (unsigned long long)lm, run_ratio(lm, la),
            (unsigned long long)(st.l2_accesses - l->l2_accesses),
            (unsigned long long)(st.l2_misses - l->l2_misses),
            (unsigned long long)(st.dram_reads - l->dram_reads),
            (unsigned long long)(st.dram_writes - l->dram_writes),
            (unsigned long long)(st.dram_activates - l->dram_activates),
            run_ratio(m.dram_busy_cycles - t->last_mem.dram_busy_cycles, chcyc));
    t->last = st;
    t->last_mem = m;
    t->last_dram_cycles = dc;
}

/* Step s to the end (or until a stopping signal); progress on stderr if asked; with tl,
 * steps end on its interval boundaries, where it writes its rows.  A sim that finished
 * without every kernel and CTA of its trace is an error. */
static int run_loop(struct ws_sim *s, const char *path, bool progress, struct run_series *tl,
                    struct ws_err *err)
{
    const struct ws_trace *t = ws_sim_trace(s);
    double t0 = ws_wall_seconds(), last = t0;
    int rc = WS_OK;
    uint64_t ctas = 0;
    for (uint32_t k = 0; k < t->nkernels; k++)
        ctas += t->kernel[k].ncta;
    while (!ws_sim_done(s) && !cli_signal_caught()) {
        uint64_t n = RUN_CHUNK_CYCLES;
        if (tl && tl->next - ws_sim_cycle(s) < n)
            n = tl->next - ws_sim_cycle(s);
        rc = ws_sim_step(s, n);
        if (rc)
            break;
        if (tl && ws_sim_cycle(s) >= tl->next) {
            run_series_row(tl, s, false);
            tl->next += tl->interval;
        }
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
    if (tl && !rc)
        run_series_row(tl, s, true);
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
    int rc = run_loop(s, path, progress, NULL, err);
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

/* Simulate with the recorders asked for: --cta-timeline (cta_out) and --timeline
 * (series_out, every `interval` core cycles); either may be NULL.  Progress on stderr
 * if asked. */
static int run_recorded(const struct ws_config *cfg, const char *path, const char *cta_out,
                        const char *series_out, uint64_t interval, bool progress,
                        struct ws_sim **sp, double *secs, struct ws_err *err)
{
    *sp = NULL;
    FILE *f = NULL, *g = NULL;
    if (cta_out && !(f = fopen(cta_out, "w")))
        return ws_errf(err, WS_ERR_INPUT, "--cta-timeline %s: cannot write: %s", cta_out,
                       strerror(errno));
    if (series_out && !(g = fopen(series_out, "w"))) {
        if (f)
            fclose(f);
        return ws_errf(err, WS_ERR_INPUT, "--timeline %s: cannot write: %s", series_out,
                       strerror(errno));
    }
    struct ws_trace *t = ws_trace_open(path, err);
    struct ws_sim *s = t ? ws_sim_new(cfg, t, err) : NULL;
    if (!s) {
        if (t)
            ws_trace_close(t);
        if (f)
            fclose(f);
        if (g)
            fclose(g);
        return err->code ? err->code : WS_ERR_INPUT;
    }
    /* kernel 0's kernel-start was emitted by ws_sim_new */
    struct run_timeline tl = { f, 0 };
    if (f) {
        fputs("kernel,cta,sm,start,end\n", f);
        ws_event_subscribe(ws_sim_bus(s),
                           WS_EV_BIT(WS_EV_KERNEL_START) | WS_EV_BIT(WS_EV_CTA_FINISH),
                           run_timeline_ev, &tl);
    }
    struct run_series ser = { .f = g, .interval = interval, .next = interval };
    if (g)
        fputs(RUN_SERIES_HEADER, g);
    double t0 = ws_wall_seconds();
    int rc = run_loop(s, path, progress, g ? &ser : NULL, err);
    *secs = ws_wall_seconds() - t0;
    cli_trace_warnings(t);
    if (f && fclose(f) && !rc)
        rc = ws_errf(err, WS_ERR_RUNTIME, "--cta-timeline %s: write failed", cta_out);
    if (g && (ferror(g) | fclose(g)) && !rc)
        rc = ws_errf(err, WS_ERR_RUNTIME, "--timeline %s: write failed", series_out);
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
    const char *trace = NULL, *timeline = NULL, *series = NULL, *interval_arg = NULL;
    uint64_t interval = RUN_DEFAULT_INTERVAL;
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
        if (!strcmp(a, "--timeline") || !strcmp(a, "--interval")) {
            if (i + 1 >= argc) {
                cli_simopts_free(&so);
                return cli_usage(cmd, "option '%s' needs %s", a,
                                 a[2] == 't' ? "a FILE" : "a number of cycles");
            }
            if (a[2] == 't')
                series = argv[++i];
            else
                interval_arg = argv[++i];
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
    if (interval_arg) {
        int64_t n;
        if (!series) {
            cli_simopts_free(&so);
            return cli_usage(cmd, "--interval applies to --timeline FILE");
        }
        if (!ws_parse_i64(interval_arg, &n) || n < 1 || n > (INT64_C(1) << 40)) {
            cli_simopts_free(&so);
            return cli_usage(cmd, "--interval %s: expected a number of core cycles, 1 to 2^40",
                             interval_arg);
        }
        interval = (uint64_t)n;
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
    if (timeline || series)
        rc = run_recorded(&cfg, trace, timeline, series, interval, isatty(2) != 0, &s, &secs,
                          &err);
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
