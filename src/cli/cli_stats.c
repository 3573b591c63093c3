/* cli_stats.c — the statistics report of `warpscope run` (--stats text|json|csv): the
 * registry's stats keys, each kernel's own figures, the run's provenance (JSON and CSV)
 * and, in text, GPGPU-Sim's named block after each kernel, as GPGPU-Sim prints it at
 * each kernel's exit (so scripts that read GPGPU-Sim logs read warpscope's output). */
#include "cli.h"

#include <inttypes.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "warpscope/registry.h"
#include "warpscope/sim.h"
#include "warpscope/trace.h"

enum { FMT_TEXT, FMT_JSON, FMT_CSV };

void cli_csv_field(FILE *f, const char *s)
{
    if (!s[strcspn(s, ",\"\r\n")]) {
        fputs(s, f);
        return;
    }
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

struct stats_print { FILE *f; int fmt; int n; };

static bool stats_print_one(void *ctx, const char *name, const struct ws_reg_entry *e,
                            const struct ws_reg_value *v)
{
    (void)e;
    struct stats_print *p = ctx;
    char buf[64];
    ws_reg_format(v, buf, sizeof buf);
    switch (p->fmt) {
    case FMT_JSON:
        fprintf(p->f, "%s\n  \"%s\": %s", p->n ? "," : "", name, buf);
        break;
    case FMT_CSV:
        fprintf(p->f, "%s,%s\n", name, buf);
        break;
    default:
        fprintf(p->f, "%-28s %s\n", name, buf);
        break;
    }
    p->n++;
    return true;
}

/* ---- provenance: what produced these numbers ----------------------------------------- */

static void stats_provenance(FILE *f, int fmt, struct ws_sim *s, const struct cli_simopts *so)
{
    const struct ws_trace *t = ws_sim_trace(s);
    uint64_t id = 0;
    char idbuf[32] = "unreadable";
    if (ws_trace_identity(t, &id))
        snprintf(idbuf, sizeof idbuf, "%016" PRIx64, id);
    const char *cfg = so && so->cfg ? so->cfg : "default";
    const char *policy = ws_sim_config(s)->sched_policy;
    int nov = so ? so->noverrides : 0;
    if (fmt == FMT_JSON) {
        fprintf(f, "\n  \"provenance\": {\"warpscope\": ");
        ws_json_str(f, WS_VERSION);
        fputs(", \"trace\": ", f);
        ws_json_str(f, t->path);
        fputs(", \"trace_id\": ", f);
        ws_json_str(f, idbuf);
        fputs(", \"config\": ", f);
        ws_json_str(f, cfg);
        fputs(", \"policy\": ", f);
        ws_json_str(f, policy);
        fputs(", \"overrides\": [", f);
        for (int i = 0; i < nov; i++) {
            fputs(i ? ", " : "", f);
            ws_json_str(f, so->overrides[i]);
        }
        fputs("]},", f);
        return;
    }
    const char *keys[] = { "provenance.warpscope", "provenance.trace", "provenance.trace_id",
                           "provenance.config", "provenance.policy" };
    const char *vals[] = { WS_VERSION, t->path, idbuf, cfg, policy };
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        fprintf(f, "%s,", keys[i]);
        cli_csv_field(f, vals[i]);
        fputc('\n', f);
    }
    for (int i = 0; i < nov; i++) {
        fputs("provenance.override,", f);
        cli_csv_field(f, so->overrides[i]);
        fputc('\n', f);
    }
}

/* ---- per kernel -------------------------------------------------------------------- */

/* The per-kernel figures, in report order: key, whether a float, its offset. */
struct kstat_key { const char *name; bool flt; size_t off; };
#define KS_INT(name, f) { name, false, offsetof(struct ws_sim_stats, f) }
#define KS_FLT(name, f) { name, true, offsetof(struct ws_sim_stats, f) }
static const struct kstat_key kstat_keys[] = {
    KS_INT("ctas", ctas), KS_INT("cycles", cycles), KS_INT("warp_insts", warp_insts),
    KS_INT("thread_insts", thread_insts), KS_FLT("ipc", ipc),
    KS_INT("l1d.accesses", l1d_accesses), KS_INT("l1d.misses", l1d_misses),
    KS_FLT("l1d.miss_rate", l1d_miss_rate), KS_INT("l2.accesses", l2_accesses),
    KS_INT("l2.misses", l2_misses), KS_FLT("l2.hit_rate", l2_hit_rate),
    KS_INT("dram.reads", dram_reads), KS_INT("dram.writes", dram_writes),
    KS_INT("dram.activates", dram_activates), KS_FLT("dram.rbl", dram_rbl),
};
#define NKSTAT (sizeof kstat_keys / sizeof kstat_keys[0])

static void kstat_format(const struct ws_sim_stats *st, const struct kstat_key *k, char *buf,
                         size_t n)
{
    if (k->flt) {
        double v;
        memcpy(&v, (const char *)st + k->off, sizeof v);
        snprintf(buf, n, "%.6f", v);
    } else {
        uint64_t v;
        memcpy(&v, (const char *)st + k->off, sizeof v);
        snprintf(buf, n, "%" PRIu64, v);
    }
}

/* Kernels that have run (the running one too, its figures so far). */
static uint32_t stats_nkernels(struct ws_sim *s)
{
    struct ws_sim_stats st;
    uint32_t n = 0;
    while (ws_sim_kernel_stats(s, n, &st))
        n++;
    return n;
}

/* Text: a table, a row per kernel, each column as wide as its widest entry. */
static void stats_kernels_text(FILE *f, struct ws_sim *s, uint32_t n)
{
    const struct ws_trace *t = ws_sim_trace(s);
    int w[NKSTAT];
    char buf[64];
    for (size_t i = 0; i < NKSTAT; i++)
        w[i] = (int)strlen(kstat_keys[i].name);
    for (uint32_t k = 0; k < n; k++) {
        struct ws_sim_stats st;
        ws_sim_kernel_stats(s, k, &st);
        for (size_t i = 0; i < NKSTAT; i++) {
            kstat_format(&st, &kstat_keys[i], buf, sizeof buf);
            if ((int)strlen(buf) > w[i])
                w[i] = (int)strlen(buf);
        }
    }
    fprintf(f, "\n# per kernel\n%-6s %-10s", "kernel", "launch_uid");
    for (size_t i = 0; i < NKSTAT; i++)
        fprintf(f, " %*s", w[i], kstat_keys[i].name);
    fputs("  name\n", f);
    for (uint32_t k = 0; k < n; k++) {
        struct ws_sim_stats st;
        ws_sim_kernel_stats(s, k, &st);
        const struct ws_kernel_info *ki = &t->kernel[k];
        fprintf(f, "%-6u %-10u", k + 1, ki->id);
        for (size_t i = 0; i < NKSTAT; i++) {
            kstat_format(&st, &kstat_keys[i], buf, sizeof buf);
            fprintf(f, " %*s", w[i], buf);
        }
        fprintf(f, "  %s\n", ki->name && *ki->name ? ki->name : "?");
    }
}

/* JSON: a "kernels" array of objects; CSV: kernel.N.KEY rows. */
static void stats_kernels(FILE *f, int fmt, struct ws_sim *s)
{
    const struct ws_trace *t = ws_sim_trace(s);
    uint32_t n = stats_nkernels(s);
    char buf[64];
    if (fmt == FMT_TEXT) {
        stats_kernels_text(f, s, n);
        return;
    }
    if (fmt == FMT_JSON)
        fputs(",\n  \"kernels\": [", f);
    for (uint32_t k = 0; k < n; k++) {
        struct ws_sim_stats st;
        ws_sim_kernel_stats(s, k, &st);
        const struct ws_kernel_info *ki = &t->kernel[k];
        const char *name = ki->name && *ki->name ? ki->name : "?";
        if (fmt == FMT_JSON) {
            fprintf(f, "%s\n    {\"kernel\": %u, \"launch_uid\": %u, \"name\": ", k ? "," : "",
                    k + 1, ki->id);
            ws_json_str(f, name);
            for (size_t i = 0; i < NKSTAT; i++) {
                kstat_format(&st, &kstat_keys[i], buf, sizeof buf);
                fprintf(f, ", \"%s\": %s", kstat_keys[i].name, buf);
            }
            fputc('}', f);
            continue;
        }
        fprintf(f, "kernel.%u.name,", k + 1);
        cli_csv_field(f, name);
        fprintf(f, "\nkernel.%u.launch_uid,%u\n", k + 1, ki->id);
        for (size_t i = 0; i < NKSTAT; i++) {
            kstat_format(&st, &kstat_keys[i], buf, sizeof buf);
            fprintf(f, "kernel.%u.%s,%s\n", k + 1, kstat_keys[i].name, buf);
        }
    }
    if (fmt == FMT_JSON)
        fputs(n ? "\n  ]" : "]", f);
}

/* GPGPU-Sim's block at each kernel's exit (gpgpu_sim::print_stats): the kernel's own
 * cycles, thread instructions and IPC, then the totals so far. */
static void stats_gpgpusim(FILE *f, struct ws_sim *s, const struct ws_sim_stats *tot)
{
    const struct ws_trace *t = ws_sim_trace(s);
    uint32_t n = stats_nkernels(s);
    uint64_t tot_cycle = 0, tot_insn = 0;
    fprintf(f, "\n# GPGPU-Sim names\n");
    for (uint32_t k = 0; k < n; k++) {
        struct ws_sim_stats st;
        ws_sim_kernel_stats(s, k, &st);
        const struct ws_kernel_info *ki = &t->kernel[k];
        tot_cycle += st.cycles;
        tot_insn += st.thread_insts;
        fprintf(f, "kernel_name = %s\n", ki->name && *ki->name ? ki->name : "?");
        fprintf(f, "kernel_launch_uid = %u\n", ki->id);
        fprintf(f, "gpu_sim_cycle = %" PRIu64 "\n", st.cycles);
        fprintf(f, "gpu_sim_insn = %" PRIu64 "\n", st.thread_insts);
        fprintf(f, "gpu_ipc = %12.4f\n", st.ipc);
        fprintf(f, "gpu_tot_sim_cycle = %" PRIu64 "\n", tot_cycle);
        fprintf(f, "gpu_tot_sim_insn = %" PRIu64 "\n", tot_insn);
        fprintf(f, "gpu_tot_ipc = %12.4f\n",
                tot_cycle ? (double)tot_insn / (double)tot_cycle : 0.0);
    }
    fprintf(f, "L1D_total_cache_miss_rate = %.4f\n", tot->l1d_miss_rate);
    fprintf(f, "Row_Buffer_Locality = %f\n", tot->dram_rbl);
    fprintf(f, "Bank_Level_Parallism = %f\n", tot->dram_blp);
}

void cli_print_stats(FILE *f, struct ws_sim *s, int fmt, double seconds, int sig,
                     const struct cli_simopts *so)
{
    struct ws_sim_stats st;
    ws_sim_stats(s, &st);
    double ips = seconds > 0 ? (double)st.warp_insts / seconds : 0;
    struct stats_print p = { f, fmt, 0 };
    if (fmt == FMT_JSON)
        fputs("{", f);
    if (fmt == FMT_CSV)
        fputs("key,value\n", f);
    if (sig) {   /* stopped by a signal: say so first, in every format */
        const struct ws_trace *t = ws_sim_trace(s);
        int k = ws_sim_kernel(s);
        switch (fmt) {
        case FMT_JSON:
            fprintf(f, "\n  \"partial\": true,\n  \"signal\": \"%s\",", cli_signal_name(sig));
            break;
        case FMT_CSV:
            fprintf(f, "partial,true\nsignal,%s\n", cli_signal_name(sig));
            break;
        default:
            fprintf(f, "# PARTIAL: stopped by %s at cycle %llu in kernel %d of %u; the statistics "
                    "cover only the cycles simulated\n", cli_signal_name(sig),
                    (unsigned long long)ws_sim_cycle(s),
                    k < (int)t->nkernels ? k + 1 : (int)t->nkernels, t->nkernels);
            break;
        }
    }
    if (fmt != FMT_TEXT)
        stats_provenance(f, fmt, s, so);
    ws_registry_foreach(ws_sim_registry(s), WS_REG_STAT, stats_print_one, &p);
    switch (fmt) {
    case FMT_JSON:
        stats_kernels(f, fmt, s);
        fprintf(f, ",\n  \"sim.seconds\": %.6f,\n  \"sim.warp_insts_per_sec\": %.0f\n}\n",
                seconds, ips);
        break;
    case FMT_CSV:
        stats_kernels(f, fmt, s);
        fprintf(f, "sim.seconds,%.6f\nsim.warp_insts_per_sec,%.0f\n", seconds, ips);
        break;
    default:
        fprintf(f, "%-28s %.6f\n%-28s %.0f\n", "sim.seconds", seconds,
                "sim.warp_insts_per_sec", ips);
        stats_kernels(f, fmt, s);
        stats_gpgpusim(f, s, &st);
        break;
    }
}
