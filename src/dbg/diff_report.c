/* diff_report.c — the attribution `warpscope diff`, `compare --explain` and the
 * debugger's `info diff` print for two simulations in lockstep (diff.h): the first
 * divergence of each kind, totals per side, cycles lost by stall reason, the loads
 * behind the difference in L1 misses and one sentence saying why one side is slower. */
#include "warpscope/diff_report.h"

#include <stdlib.h>
#include <string.h>

#include "warpscope/sim.h"
#include "warpscope/trace.h"

/* n with thousands separators ("1,240"). */
static const char *dfmt_u(char *buf, size_t len, uint64_t n)
{
    char tmp[32];
    int l = snprintf(tmp, sizeof tmp, "%llu", (unsigned long long)n), o = 0;
    for (int i = 0; i < l && o + 2 < (int)len; i++) {
        if (i && (l - i) % 3 == 0)
            buf[o++] = ',';
        buf[o++] = tmp[i];
    }
    buf[o] = '\0';
    return buf;
}

void ws_diff_event_text(char *buf, size_t len, int kind, const struct ws_event *e)
{
    switch (kind) {
    case WS_DIFF_ISSUE:
        snprintf(buf, len, "sm %d sched %d warp %d cta %d pc 0x%llx", e->sm, e->sched, e->warp,
                 e->cta, (unsigned long long)e->addr);
        break;
    case WS_DIFF_CACHE:
        if (e->kind == WS_EV_L2_HIT || e->kind == WS_EV_L2_MISS)
            snprintf(buf, len, "%s ch %d addr 0x%llx (sm %d warp %d)%s", ws_event_names[e->kind],
                     e->ch, (unsigned long long)e->addr, e->sm, e->warp,
                     e->kind == WS_EV_L2_MISS && e->b == 1 ? " merged" : "");
        else
            snprintf(buf, len, "%s sm %d warp %d cta %d line 0x%llx%s", ws_event_names[e->kind],
                     e->sm, e->warp, e->cta, (unsigned long long)e->addr,
                     e->kind != WS_EV_L1_MISS ? "" : e->a == 1 ? " new-entry" : " merged");
        break;
    case WS_DIFF_DRAM:
        snprintf(buf, len, "%s ch %d bank %d row %d addr 0x%llx", ws_event_names[e->kind], e->ch,
                 e->bank, e->row, (unsigned long long)e->addr);
        break;
    default:
        snprintf(buf, len, "cta %d on sm %d slot %lld", e->cta, e->sm, (long long)e->a);
        break;
    }
}

/* The attribution rows: what the simulator accounts (struct ws_sim_stats) and what the
 * lockstep counted from events (struct ws_diff_side). */
struct drow { const char *key, *unit, *what; };
static const struct drow drows[] = {
    { "stall.idle", "scheduler-cycles", "no warp with a valid instruction" },
    { "stall.scoreboard", "scheduler-cycles", "operands pending (scoreboard)" },
    { "stall.pipeline", "scheduler-cycles", "operands ready, units busy" },
    { "wait.loads", "warp-cycles", "waiting on loads (issue gap before a use)" },
    { "memory_blocked", "SM-cycles", "every warp waiting on memory" },
    { "l1d.reservation_fails", "accesses", "L1 refused an access (MSHR/queue full)" },
    { "mem.read_latency", "cycles", "mean read latency (L2 and DRAM queues)" },
    { "wait.dram", "request-cycles", "from an L2 read miss to its DRAM read (queue, rows)" },
    { "wait.barrier", "warp-cycles", "at a barrier until released" },
    { "policy.refused", "warp-cycles", "policy refused (CCWS can-issue bit clear)" },
    { "no_warp", "SM-cycles", "SM without warps while a kernel runs" },
};
#define DROWS ((int)(sizeof drows / sizeof drows[0]))

static double drow_value(int r, const struct ws_sim_stats *st, const struct ws_diff_side *c)
{
    switch (r) {
    case 0: return (double)st->stall_idle;
    case 1: return (double)st->stall_scoreboard;
    case 2: return (double)st->stall_pipeline;
    case 3: return (double)c->load_wait;
    case 4: return (double)st->memory_block_cycles;
    case 5: return (double)st->l1d_res_fails;
    case 6: return st->mem_read_latency;
    case 7: return (double)c->dram_wait;
    case 8: return (double)c->barrier_wait;
    case 9: return (double)st->ccws_throttled;
    default: return (double)st->no_warp_cycles;
    }
}

static double drate(uint64_t hits, uint64_t acc) { return acc ? (double)hits / (double)acc : 0; }

/* A hit rate in words: "0.71", or "n/a" without accesses (e.g. l1d.perfect, which
 * emits no L1 events). */
static const char *drate_s(char *buf, size_t len, uint64_t hits, uint64_t acc)
{
    if (!acc)
        snprintf(buf, len, "n/a");
    else
        snprintf(buf, len, "%.2f", drate(hits, acc));
    return buf;
}

/* Does load x come before load y: larger |misses B - misses A| first; kernel, pc on a tie. */
static bool dload_before(const struct ws_diff_load *x, const struct ws_diff_load *y)
{
    int64_t dx = llabs((long long)(x->misses[1] - x->misses[0]));
    int64_t dy = llabs((long long)(y->misses[1] - y->misses[0]));
    if (dx != dy)
        return dx > dy;
    if (x->kernel != y->kernel)
        return x->kernel < y->kernel;
    return x->pc < y->pc;
}

#define DLOADS_MAX 5

/* The sentence: which side is slower, by how much, and the load it waited on longer. */
static void dexplain(char *out, size_t len, const struct ws_diff *d,
                     const struct ws_diff_load *L, int n, struct ws_sim *sim[2],
                     const struct ws_sim_stats st[2], const char *label[2])
{
    char c1[32], c2[32];
    if (st[0].cycles == st[1].cycles) {
        snprintf(out, len, "%s and %s both took %s cycles.", label[0], label[1],
                 dfmt_u(c1, sizeof c1, st[0].cycles));
        return;
    }
    int slow = st[1].cycles > st[0].cycles, fast = !slow;
    uint64_t gap = st[slow].cycles - st[fast].cycles;
    int best = -1;
    int64_t bw = 0;
    for (int i = 0; i < n; i++) {
        int64_t w = (int64_t)L[i].wait[slow] - (int64_t)L[i].wait[fast];
        if (w > bw) {
            bw = w;
            best = i;
        }
    }
    int o = snprintf(out, len, "%s took %s more cycles than %s (%.1f%%)", label[slow],
                     dfmt_u(c1, sizeof c1, gap), label[fast],
                     100.0 * (double)gap / (double)(st[fast].cycles ? st[fast].cycles : 1));
    if (o < 0 || (size_t)o >= len)
        return;
    if (best < 0) {   /* name the reason that grew most instead (not the mean latency) */
        struct ws_diff_side c[2];
        ws_diff_side_counters(d, 0, &c[0]);
        ws_diff_side_counters(d, 1, &c[1]);
        int r = -1;
        double rd = 0;
        for (int k = 0; k < DROWS; k++) {
            double x = drow_value(k, &st[slow], &c[slow]) - drow_value(k, &st[fast], &c[fast]);
            if (k != 6 && x > rd) {
                rd = x;
                r = k;
            }
        }
        if (r < 0)
            snprintf(out + o, len - (size_t)o, "; it did not wait longer on any load, nor lose "
                     "more cycles to any reason counted.");
        else
            snprintf(out + o, len - (size_t)o, "; it did not wait longer on any load: its "
                     "largest increase is %s, %s more %s (%s).", drows[r].key,
                     dfmt_u(c2, sizeof c2, (uint64_t)rd), drows[r].unit, drows[r].what);
        return;
    }
    const struct ws_diff_load *l = &L[best];
    const struct ws_trace *t = ws_sim_trace(sim[slow]);
    const char *kname = l->kernel < t->nkernels && t->kernel[l->kernel].name ?
                        t->kernel[l->kernel].name : "?";
    const struct ws_diff_divergence *cv = ws_diff_first(d, WS_DIFF_CACHE);
    char rs[16], rf[16], rb[16];
    drate_s(rs, sizeof rs, l->hits[slow] - l->hits_before[slow], l->acc[slow] - l->acc_before[slow]);
    drate_s(rf, sizeof rf, l->hits[fast] - l->hits_before[fast], l->acc[fast] - l->acc_before[fast]);
    o += snprintf(out + o, len - (size_t)o, ": %s spent %s more warp-cycles waiting on loads at "
                  "PC 0x%x (kernel %u %s)", label[slow], dfmt_u(c2, sizeof c2, (uint64_t)bw),
                  l->pc, l->kernel, kname);
    if ((size_t)o >= len)
        return;
    if (!cv->found) {
        snprintf(out + o, len - (size_t)o, ", whose L1 hit rate was %s against %s on %s "
                 "(the caches never diverged).", rs, rf, label[fast]);
        return;
    }
    dfmt_u(c1, sizeof c1, cv->cycle);
    if (l->acc_before[slow])   /* before the divergence both sides saw the same accesses */
        snprintf(out + o, len - (size_t)o, ", whose L1 hit rate was %s on both before cycle "
                 "%s and %s against %s on %s after it.",
                 drate_s(rb, sizeof rb, l->hits_before[slow], l->acc_before[slow]), c1, rs, rf,
                 label[fast]);
    else
        snprintf(out + o, len - (size_t)o, ", whose L1 hit rate after cycle %s was %s "
                 "against %s on %s.", c1, rs, rf, label[fast]);
}

/* One CSV field, quoted (RFC 4180: quotes doubled). */
static void dcsv(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

/* la, lb name the sides in the sentence and the JSON/CSV; da, db describe them in the
 * text header. */
void ws_diff_report(FILE *f, struct ws_diff *d, struct ws_sim *a, struct ws_sim *b,
                    const char *path, const char *la, const char *lb, const char *da,
                    const char *db, int fmt, bool divergences)
{
    struct ws_sim *sim[2] = { a, b };
    const char *label[2] = { la, lb };
    struct ws_sim_stats st[2];
    struct ws_diff_side ctr[2];
    for (int i = 0; i < 2; i++) {
        ws_sim_stats(sim[i], &st[i]);
        ws_diff_side_counters(d, i, &ctr[i]);
    }
    int n = 0;
    const struct ws_diff_load *L = ws_diff_loads(d, &n);
    int *ord = calloc((size_t)n + 1, sizeof *ord);
    for (int i = 0; i < n; i++)
        ord[i] = i;
    for (int k = 0; k < n && k < DLOADS_MAX; k++) {   /* the first DLOADS_MAX in order */
        int best = k;
        for (int i = k + 1; i < n; i++)
            if (dload_before(&L[ord[i]], &L[ord[best]]))
                best = i;
        int t = ord[k];
        ord[k] = ord[best];
        ord[best] = t;
    }
    uint64_t absum = 0;
    for (int i = 0; i < n; i++)
        absum += (uint64_t)llabs((long long)(L[i].misses[1] - L[i].misses[0]));
    int nshow = 0;   /* the top loads until they cover 80% of the difference (at most 5) */
    for (uint64_t cum = 0; nshow < n && nshow < DLOADS_MAX && absum && cum * 5 < absum * 4; nshow++)
        cum += (uint64_t)llabs((long long)(L[ord[nshow]].misses[1] - L[ord[nshow]].misses[0]));
    char why[1024];
    dexplain(why, sizeof why, d, L, n, sim, st, label);
    const struct ws_diff_divergence *cv = ws_diff_first(d, WS_DIFF_CACHE);
    char ev[2][200];

    struct { const char *key; double v[2]; bool real; } tot[] = {
        { "cycles", { (double)st[0].cycles, (double)st[1].cycles }, false },
        { "ipc", { st[0].ipc, st[1].ipc }, true },
        { "l1d.misses", { (double)st[0].l1d_misses, (double)st[1].l1d_misses }, false },
        { "l1d.miss_rate", { st[0].l1d_miss_rate, st[1].l1d_miss_rate }, true },
        { "l2.misses", { (double)st[0].l2_misses, (double)st[1].l2_misses }, false },
        { "dram.activates", { (double)st[0].dram_activates, (double)st[1].dram_activates }, false },
    };
    int ntot = (int)(sizeof tot / sizeof tot[0]);

    if (fmt == WS_DIFF_FMT_JSON) {
        fputs("{\n  \"trace\": ", f);
        ws_json_str(f, path);
        fprintf(f, ",\n  \"sides\": [");
        ws_json_str(f, da);
        fputs(", ", f);
        ws_json_str(f, db);
        fputs("],\n", f);
        if (divergences) {
            fputs("  \"divergence\": {", f);
            for (int k = 0; k < WS_DIFF_KINDS; k++) {
                const struct ws_diff_divergence *v = ws_diff_first(d, k);
                fprintf(f, "%s\n    \"%s\": ", k ? "," : "", ws_diff_kind_names[k]);
                if (!v->found) {
                    fputs("null", f);
                    continue;
                }
                fprintf(f, "{ \"cycle\": %llu", (unsigned long long)v->cycle);
                for (int s = 0; s < 2; s++) {
                    fprintf(f, ", \"%c\": ", "ab"[s]);
                    if (!v->has[s]) {
                        fputs("null", f);
                        continue;
                    }
                    ws_diff_event_text(ev[s], sizeof ev[s], k, &v->ev[s]);
                    ws_json_str(f, ev[s]);
                }
                fputs(" }", f);
            }
            fputs("\n  },\n", f);
        }
        fputs("  \"totals\": {", f);
        for (int i = 0; i < ntot; i++)
            fprintf(f, tot[i].real ? "%s\n    \"%s\": [%.6f, %.6f]" : "%s\n    \"%s\": [%.0f, %.0f]",
                    i ? "," : "", tot[i].key, tot[i].v[0], tot[i].v[1]);
        fputs("\n  },\n  \"lost\": {", f);
        for (int r = 0; r < DROWS; r++)
            fprintf(f, r == 6 ? "%s\n    \"%s\": [%.4f, %.4f]" : "%s\n    \"%s\": [%.0f, %.0f]",
                    r ? "," : "", drows[r].key, drow_value(r, &st[0], &ctr[0]),
                    drow_value(r, &st[1], &ctr[1]));
        fputs("\n  },\n  \"loads\": [", f);
        for (int i = 0; i < nshow; i++) {
            const struct ws_diff_load *l = &L[ord[i]];
            fprintf(f, "%s\n    { \"kernel\": %u, \"pc\": %u, \"l1d_misses\": [%llu, %llu], "
                    "\"l1d_hit_rate\": [%.4f, %.4f], \"wait\": [%llu, %llu] }", i ? "," : "",
                    l->kernel, l->pc, (unsigned long long)l->misses[0],
                    (unsigned long long)l->misses[1], drate(l->hits[0], l->acc[0]),
                    drate(l->hits[1], l->acc[1]), (unsigned long long)l->wait[0],
                    (unsigned long long)l->wait[1]);
        }
        fputs("\n  ],\n  \"explanation\": ", f);
        ws_json_str(f, why);
        fputs("\n}\n", f);
        free(ord);
        return;
    }
    if (fmt == WS_DIFF_FMT_CSV || fmt == WS_DIFF_FMT_CSV_MORE) {
        if (fmt == WS_DIFF_FMT_CSV)
            fputs("section,key,a,b,delta\n", f);
        fputs("trace,", f);
        dcsv(f, path);
        fputs(",,,\nside,label,", f);
        dcsv(f, da);
        fputc(',', f);
        dcsv(f, db);
        fputs(",\n", f);
        for (int k = 0; divergences && k < WS_DIFF_KINDS; k++) {
            const struct ws_diff_divergence *v = ws_diff_first(d, k);
            if (!v->found) {
                fprintf(f, "divergence,%s,,,\n", ws_diff_kind_names[k]);
                continue;
            }
            for (int s = 0; s < 2; s++)
                if (v->has[s])
                    ws_diff_event_text(ev[s], sizeof ev[s], k, &v->ev[s]);
                else
                    snprintf(ev[s], sizeof ev[s], "none");
            fprintf(f, "divergence,%s,", ws_diff_kind_names[k]);
            dcsv(f, ev[0]);
            fputc(',', f);
            dcsv(f, ev[1]);
            fprintf(f, ",%llu\n", (unsigned long long)v->cycle);
        }
        for (int i = 0; i < ntot; i++)
            fprintf(f, tot[i].real ? "total,%s,%.6f,%.6f,%.6f\n" : "total,%s,%.0f,%.0f,%.0f\n",
                    tot[i].key, tot[i].v[0], tot[i].v[1], tot[i].v[1] - tot[i].v[0]);
        for (int r = 0; r < DROWS; r++) {
            double x = drow_value(r, &st[0], &ctr[0]), y = drow_value(r, &st[1], &ctr[1]);
            fprintf(f, r == 6 ? "lost,%s,%.4f,%.4f,%.4f\n" : "lost,%s,%.0f,%.0f,%.0f\n",
                    drows[r].key, x, y, y - x);
        }
        for (int i = 0; i < nshow; i++) {
            const struct ws_diff_load *l = &L[ord[i]];
            fprintf(f, "load_misses,%u:0x%x,%llu,%llu,%lld\n", l->kernel, l->pc,
                    (unsigned long long)l->misses[0], (unsigned long long)l->misses[1],
                    (long long)(l->misses[1] - l->misses[0]));
        }
        fputs("explanation,,", f);
        dcsv(f, why);
        fputs(",,\n", f);
        free(ord);
        return;
    }
    fprintf(f, "A: %s\nB: %s\n", da, db);
    if (divergences) {
        fputs("\nfirst divergence (cycle: A | B)\n", f);
        for (int k = 0; k < WS_DIFF_KINDS; k++) {
            const struct ws_diff_divergence *v = ws_diff_first(d, k);
            if (!v->found) {
                fprintf(f, "  %-10s none\n", ws_diff_kind_names[k]);
                continue;
            }
            for (int s = 0; s < 2; s++)
                if (v->has[s])
                    ws_diff_event_text(ev[s], sizeof ev[s], k, &v->ev[s]);
                else
                    snprintf(ev[s], sizeof ev[s], "(none)");
            fprintf(f, "  %-10s cycle %llu: %s | %s\n", ws_diff_kind_names[k],
                    (unsigned long long)v->cycle, ev[0], ev[1]);
        }
    }
    fprintf(f, "\n%-32s %14s %14s %14s\n", "totals", "A", "B", "B-A");
    for (int i = 0; i < ntot; i++)
        fprintf(f, tot[i].real ? "%-32s %14.4f %14.4f %+14.4f\n" : "%-32s %14.0f %14.0f %+14.0f\n",
                tot[i].key, tot[i].v[0], tot[i].v[1], tot[i].v[1] - tot[i].v[0]);
    fprintf(f, "\n%-32s %14s %14s %14s  %s\n", "cycles lost by reason", "A", "B", "B-A", "unit");
    for (int r = 0; r < DROWS; r++) {
        double x = drow_value(r, &st[0], &ctr[0]), y = drow_value(r, &st[1], &ctr[1]);
        fprintf(f, r == 6 ? "%-32s %14.2f %14.2f %+14.2f  %s\n" : "%-32s %14.0f %14.0f %+14.0f  %s\n",
                drows[r].key, x, y, y - x, drows[r].unit);
    }
    if (nshow) {
        fprintf(f, "\nloads behind the difference in L1 misses (%s before cycle %llu, then A | B)\n",
                "hit rate", (unsigned long long)(cv->found ? cv->cycle : 0));
        fprintf(f, "  %-6s %-8s %10s %10s %10s %6s  %-19s %12s %12s\n", "kernel", "pc", "misses A",
                "misses B", "B-A", "share", "hit rate", "wait A", "wait B");
        for (int i = 0; i < nshow; i++) {
            const struct ws_diff_load *l = &L[ord[i]];
            int64_t dm = (int64_t)l->misses[1] - (int64_t)l->misses[0];
            char hr[64], h0[16], h1[16], h2[16];
            snprintf(hr, sizeof hr, "%s, %s | %s",
                     cv->found ? drate_s(h0, sizeof h0, l->hits_before[0], l->acc_before[0]) : "-",
                     drate_s(h1, sizeof h1, l->hits[0] - l->hits_before[0], l->acc[0] - l->acc_before[0]),
                     drate_s(h2, sizeof h2, l->hits[1] - l->hits_before[1], l->acc[1] - l->acc_before[1]));
            fprintf(f, "  %-6u 0x%-6x %10llu %10llu %+10lld %5.1f%%  %-19s %12llu %12llu\n",
                    l->kernel, l->pc, (unsigned long long)l->misses[0],
                    (unsigned long long)l->misses[1], (long long)dm,
                    100.0 * (double)llabs((long long)dm) / (double)absum, hr,
                    (unsigned long long)l->wait[0], (unsigned long long)l->wait[1]);
        }
    }
    fprintf(f, "\n%s\n", why);
    free(ord);
}
