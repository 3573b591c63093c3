/* test_diff.c — the lockstep diff (diff.h): two identical simulations never diverge;
 * gto against lrr diverges first at an issue, at the cycle where the issue streams of
 * the two policies run alone (each with its own event subscriber) first differ; every
 * kind's reported cycle matches such an independent run; a config difference with one
 * policy shows up in the totals and the loads; the engine's state saved and loaded
 * next to the sims' snapshots runs on identically; stops from either side's bus keep
 * the sides in step. */
#include "harness.h"
#include "warpscope/config.h"
#include "warpscope/diff.h"
#include "warpscope/sim.h"
#include "warpscope/trace.h"
#include "warpscope/snap.h"

#include <stdlib.h>

#define DIFF_TRACE "demo:vecadd:n=2048"

static struct ws_sim *diff_sim(const char *policy, const char *override)
{
    struct ws_config cfg;
    ws_config_defaults(&cfg);
    struct ws_err err = { 0 };
    CHECK_INT(ws_config_load(&cfg, "configs/tiny.cfg", &err), 0);
    CHECK_INT(ws_config_set(&cfg, "sched.policy", policy, "test", &err), 0);
    if (override)
        CHECK_INT(ws_config_override(&cfg, override, &err), 0);
    CHECK_INT(ws_config_validate(&cfg, &err), 0);
    struct ws_trace *t = ws_trace_open(DIFF_TRACE, &err);
    CHECK(t != NULL);
    if (!t)
        return NULL;
    struct ws_sim *s = ws_sim_new(&cfg, t, &err);
    CHECK(s != NULL);
    return s;
}

static void diff_close(struct ws_sim *s)
{
    if (!s)
        return;
    struct ws_trace *t = ws_sim_trace(s);
    ws_sim_free(s);
    ws_trace_close(t);
}

static bool diff_thread = true;   /* side B on a worker thread (diff_thread_same: both ways) */

static struct ws_diff *diff_run(struct ws_sim *a, struct ws_sim *b)
{
    struct ws_diff *d = ws_diff_new(a, b, diff_thread);
    int guard = 0;
    while (!ws_diff_done(d) && guard++ < 1000)
        CHECK_INT(ws_diff_step(d, 1000), 0);
    CHECK(ws_diff_done(d));
    return d;
}

/* An event log of one kind set, as a plain subscriber sees it. */
struct elog { struct ws_event *e; size_t n, cap; };
static void elog_add(void *ctx, const struct ws_event *e)
{
    struct elog *l = ctx;
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 4096;
        l->e = realloc(l->e, l->cap * sizeof *l->e);
    }
    l->e[l->n++] = *e;
}

static void elog_run(const char *policy, uint64_t mask, struct elog *l)
{
    struct ws_sim *s = diff_sim(policy, NULL);
    if (!s)
        return;
    ws_event_subscribe(ws_sim_bus(s), mask, elog_add, l);
    CHECK_INT(ws_sim_run(s), 0);
    diff_close(s);
}

/* First cycle at which the two logs' per-cycle lists differ (by the fields diff.h
 * names for the kind: 0 issue, 1 cache, 2 dram). */
static uint64_t elog_first(const struct elog *a, const struct elog *b, int kind)
{
    size_t i = 0;
    for (; i < a->n && i < b->n; i++) {
        const struct ws_event *x = &a->e[i], *y = &b->e[i];
        bool same = x->cycle == y->cycle && x->kind == y->kind && x->addr == y->addr;
        if (kind == 0)
            same = same && x->sm == y->sm && x->sched == y->sched && x->warp == y->warp &&
                   x->cta == y->cta;
        else if (kind == 1)
            same = same && x->sm == y->sm && x->warp == y->warp && x->cta == y->cta &&
                   x->ch == y->ch && (x->kind != WS_EV_L1_MISS || x->a == y->a) &&
                   (x->kind != WS_EV_L2_MISS || x->b == y->b);
        else
            same = same && x->ch == y->ch && x->bank == y->bank && x->row == y->row;
        if (!same)
            return x->cycle < y->cycle ? x->cycle : y->cycle;
    }
    if (i < a->n)
        return a->e[i].cycle;
    if (i < b->n)
        return b->e[i].cycle;
    return UINT64_MAX;
}

TEST(diff_identical_never_diverge)
{
    struct ws_sim *a = diff_sim("gto", NULL), *b = diff_sim("gto", NULL);
    if (!a || !b)
        return;
    struct ws_diff *d = diff_run(a, b);
    for (int k = 0; k < WS_DIFF_KINDS; k++)
        CHECK(!ws_diff_first(d, k)->found);
    CHECK_INT(ws_sim_cycle(a), ws_sim_cycle(b));
    struct ws_diff_side x, y;
    ws_diff_side_counters(d, 0, &x);
    ws_diff_side_counters(d, 1, &y);
    CHECK_INT(x.load_wait, y.load_wait);
    CHECK(x.load_wait > 0);
    struct ws_sim_stats st;
    ws_sim_stats(a, &st);
    CHECK_INT(x.dram_waits, st.dram_reads);   /* every DRAM read paired with its L2 miss */
    CHECK_INT(x.dram_wait, y.dram_wait);
    CHECK(x.dram_wait > x.dram_waits);        /* no read is served in the cycle it missed */
    int n = 0;
    const struct ws_diff_load *l = ws_diff_loads(d, &n);
    CHECK(n > 0);
    for (int i = 0; i < n; i++) {
        CHECK_INT(l[i].acc[0], l[i].acc[1]);
        CHECK_INT(l[i].misses[0], l[i].misses[1]);
        CHECK_INT(l[i].acc_before[0], 0);      /* no cache divergence */
    }
    ws_diff_free(d);
    diff_close(a);
    diff_close(b);
}

TEST(diff_gto_lrr_issue_first)
{
    struct ws_sim *a = diff_sim("gto", NULL), *b = diff_sim("lrr", NULL);
    if (!a || !b)
        return;
    struct ws_diff *d = diff_run(a, b);
    const struct ws_diff_divergence *is = ws_diff_first(d, WS_DIFF_ISSUE);
    const struct ws_diff_divergence *ca = ws_diff_first(d, WS_DIFF_CACHE);
    const struct ws_diff_divergence *dr = ws_diff_first(d, WS_DIFF_DRAM);
    CHECK(is->found);
    CHECK(ca->found);
    CHECK(is->cycle <= ca->cycle);       /* decisions differ before their outcomes */
    CHECK(is->has[0] && is->has[1]);
    CHECK(is->ev[0].warp != is->ev[1].warp || is->ev[0].addr != is->ev[1].addr);

    /* the same cycles from each policy run alone with a plain event log */
    struct elog ga = { 0 }, lb = { 0 }, gd = { 0 }, ld = { 0 };
    elog_run("gto", WS_EV_BIT(WS_EV_ISSUE), &ga);
    elog_run("lrr", WS_EV_BIT(WS_EV_ISSUE), &lb);
    CHECK_INT(is->cycle, elog_first(&ga, &lb, 0));
    uint64_t dm = WS_EV_BIT(WS_EV_ROW_OPEN) | WS_EV_BIT(WS_EV_ROW_CLOSE) |
                  WS_EV_BIT(WS_EV_DRAM_READ) | WS_EV_BIT(WS_EV_DRAM_WRITE);
    elog_run("gto", dm, &gd);
    elog_run("lrr", dm, &ld);
    uint64_t want = elog_first(&gd, &ld, 2);
    CHECK_INT(dr->found ? dr->cycle : UINT64_MAX, want);
    struct elog gc = { 0 }, lc = { 0 };
    uint64_t cm = WS_EV_BIT(WS_EV_L1_HIT) | WS_EV_BIT(WS_EV_L1_MISS) | WS_EV_BIT(WS_EV_MSHR_FULL) |
                  WS_EV_BIT(WS_EV_L2_HIT) | WS_EV_BIT(WS_EV_L2_MISS);
    elog_run("gto", cm, &gc);
    elog_run("lrr", cm, &lc);
    CHECK_INT(ca->cycle, elog_first(&gc, &lc, 1));
    free(ga.e); free(lb.e); free(gd.e); free(ld.e); free(gc.e); free(lc.e);

    /* the sides' totals are their own runs' */
    struct ws_sim_stats sa, sb;
    ws_sim_stats(a, &sa);
    ws_sim_stats(b, &sb);
    CHECK(sa.cycles != sb.cycles);
    ws_diff_free(d);
    diff_close(a);
    diff_close(b);
}

TEST(diff_config_sides)
{
    /* one policy, a perfect L1 on side B (its accesses emit no l1 events): misses only
     * on side A, every one of its load accesses attributed to a load */
    struct ws_sim *a = diff_sim("gto", NULL), *b = diff_sim("gto", "l1d.perfect=1");
    if (!a || !b)
        return;
    struct ws_diff *d = diff_run(a, b);
    CHECK(ws_diff_first(d, WS_DIFF_CACHE)->found);
    int n = 0;
    const struct ws_diff_load *l = ws_diff_loads(d, &n);
    uint64_t ma = 0, mb = 0, ha = 0, hb = 0;
    for (int i = 0; i < n; i++) {
        ma += l[i].misses[0];
        mb += l[i].misses[1];
        ha += l[i].hits[0];
        hb += l[i].hits[1];
    }
    struct ws_sim_stats sa, sb;
    ws_sim_stats(a, &sa);
    ws_sim_stats(b, &sb);
    CHECK(ma > 0);
    CHECK_INT(mb, 0);                     /* every access hits a perfect L1 */
    CHECK_INT(hb, 0);
    CHECK_INT(ma + ha + sa.stores, sa.l1d_accesses);   /* every load access attributed */
    CHECK(sb.cycles < sa.cycles);
    ws_diff_free(d);
    diff_close(a);
    diff_close(b);
}

TEST(diff_thread_same)
{
    /* side B on a worker thread or on the caller's: the same divergences and counters */
    struct ws_diff_divergence dv[2][WS_DIFF_KINDS];
    struct ws_diff_side c[2][2];
    uint64_t wait[2] = { 0, 0 }, miss[2] = { 0, 0 };
    int nl[2] = { 0, 0 };
    for (int t = 0; t < 2; t++) {
        diff_thread = t == 1;
        struct ws_sim *a = diff_sim("gto", NULL), *b = diff_sim("lrr", NULL);
        if (!a || !b)
            return;
        struct ws_diff *d = diff_run(a, b);
        for (int k = 0; k < WS_DIFF_KINDS; k++)
            dv[t][k] = *ws_diff_first(d, k);
        ws_diff_side_counters(d, 0, &c[t][0]);
        ws_diff_side_counters(d, 1, &c[t][1]);
        const struct ws_diff_load *l = ws_diff_loads(d, &nl[t]);
        for (int i = 0; i < nl[t]; i++) {
            wait[t] = wait[t] * 31 + l[i].wait[0] * 7 + l[i].wait[1];
            miss[t] = miss[t] * 31 + l[i].misses[0] * 7 + l[i].misses[1] + l[i].hits_before[1];
        }
        ws_diff_free(d);
        diff_close(a);
        diff_close(b);
    }
    diff_thread = true;
    for (int k = 0; k < WS_DIFF_KINDS; k++) {   /* field by field: no padding compared */
        const struct ws_diff_divergence *x = &dv[0][k], *y = &dv[1][k];
        CHECK(x->found == y->found && x->cycle == y->cycle);
        for (int i = 0; i < 2; i++) {
            CHECK(x->has[i] == y->has[i]);
            if (x->has[i] && y->has[i])
                CHECK(x->ev[i].cycle == y->ev[i].cycle && x->ev[i].kind == y->ev[i].kind &&
                      x->ev[i].sm == y->ev[i].sm && x->ev[i].warp == y->ev[i].warp &&
                      x->ev[i].addr == y->ev[i].addr && x->ev[i].ch == y->ev[i].ch);
        }
    }
    for (int i = 0; i < 2; i++)
        CHECK(c[0][i].load_wait == c[1][i].load_wait && c[0][i].barrier_wait == c[1][i].barrier_wait &&
              c[0][i].mshr_full == c[1][i].mshr_full && c[0][i].dram_wait == c[1][i].dram_wait &&
              c[0][i].dram_waits == c[1][i].dram_waits);
    CHECK_INT(nl[0], nl[1]);
    CHECK_INT(wait[0], wait[1]);
    CHECK_INT(miss[0], miss[1]);
}

/* A subscriber that asks its bus to stop at the first issue at or after cycle `at`. */
struct stop_at { struct ws_event_bus *bus; uint64_t at, hit; };
static void stop_at_issue(void *ctx, const struct ws_event *e)
{
    struct stop_at *s = ctx;
    if (e->cycle >= s->at && !s->hit) {
        s->hit = e->cycle;
        s->bus->stop = true;
    }
}

/* The engine's whole outcome as text (divergences, counters, loads, both cycles). */
static char *diff_outcome(struct ws_diff *d, struct ws_sim *a, struct ws_sim *b)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    fprintf(f, "cycles %llu %llu\n", (unsigned long long)ws_sim_cycle(a),
            (unsigned long long)ws_sim_cycle(b));
    for (int k = 0; k < WS_DIFF_KINDS; k++) {
        const struct ws_diff_divergence *v = ws_diff_first(d, k);
        fprintf(f, "div %d %d %llu", k, v->found, (unsigned long long)v->cycle);
        for (int s = 0; s < 2; s++)
            if (v->found && v->has[s])
                fprintf(f, " [%d %d %d %d %llx %lld]", v->ev[s].kind, v->ev[s].sm, v->ev[s].warp,
                        v->ev[s].ch, (unsigned long long)v->ev[s].addr, (long long)v->ev[s].a);
        fprintf(f, "\n");
    }
    for (int s = 0; s < 2; s++) {
        struct ws_diff_side c;
        ws_diff_side_counters(d, s, &c);
        fprintf(f, "side %d %llu %llu %llu %llu %llu %llu\n", s, (unsigned long long)c.load_wait,
                (unsigned long long)c.barrier_wait, (unsigned long long)c.mshr_full,
                (unsigned long long)c.throttles, (unsigned long long)c.dram_wait,
                (unsigned long long)c.dram_waits);
    }
    int n;
    const struct ws_diff_load *l = ws_diff_loads(d, &n);
    for (int i = 0; i < n; i++)
        fprintf(f, "load %u %x %llu %llu %llu %llu %llu %llu %llu %llu\n", l[i].kernel, l[i].pc,
                (unsigned long long)l[i].acc[0], (unsigned long long)l[i].acc[1],
                (unsigned long long)l[i].misses[0], (unsigned long long)l[i].misses[1],
                (unsigned long long)l[i].hits_before[0], (unsigned long long)l[i].acc_before[1],
                (unsigned long long)l[i].wait[0], (unsigned long long)l[i].wait[1]);
    fclose(f);
    return buf;
}

static void diff_to_end(struct ws_diff *d)
{
    int guard = 0;
    while (!ws_diff_done(d) && guard++ < 1000)
        CHECK_INT(ws_diff_step(d, 1000), 0);
}

/* The engine's state saved next to both sims' snapshots at a cycle (0: before any step,
 * when the first wave's CTA launches are still buffered; before and after divergences)
 * and loaded back, into the same engine or a new one over new sims: the run on gives
 * the same divergences, counters and loads as the run that never went back, and the
 * state saved again is the same bytes. */
TEST(diff_save_load_runs_on_identically)
{
    static const uint64_t cuts[] = { 0, 130, 700, 4000 };
    for (size_t c = 0; c < sizeof cuts / sizeof *cuts; c++) {
        struct ws_sim *a = diff_sim("gto", NULL), *b = diff_sim("lrr", "l1d.mshrs=4");
        if (!a || !b)
            return;
        struct ws_diff *d = ws_diff_new(a, b, false);
        if (cuts[c])
            CHECK_INT(ws_diff_step(d, cuts[c]), 0);
        struct ws_err err = { 0 };
        struct ws_snapshot *sa = ws_snap_take(a, &err), *sb = ws_snap_take(b, &err);
        struct ws_snap_buf eng = { 0 };
        ws_diff_save(d, &eng);
        diff_to_end(d);
        char *want = diff_outcome(d, a, b);
        /* the same engine and sims, taken back */
        CHECK_INT(ws_snap_restore(a, sa, &err), 0);
        CHECK_INT(ws_snap_restore(b, sb, &err), 0);
        CHECK_INT(ws_diff_load(d, eng.data, eng.len, &err), 0);
        struct ws_snap_buf again = { 0 };
        ws_diff_save(d, &again);
        CHECK(again.len == eng.len && !memcmp(again.data, eng.data, eng.len));
        diff_to_end(d);
        char *got = diff_outcome(d, a, b);
        if (strcmp(got, want))
            printf("    cut %llu:\n--- want\n%s--- got\n%s", (unsigned long long)cuts[c], want, got);
        CHECK_STR(got, want);
        free(got);
        /* a new engine over new sims */
        struct ws_sim *a2 = diff_sim("gto", NULL), *b2 = diff_sim("lrr", "l1d.mshrs=4");
        struct ws_diff *d2 = ws_diff_new(a2, b2, false);
        CHECK_INT(ws_snap_restore(a2, sa, &err), 0);
        CHECK_INT(ws_snap_restore(b2, sb, &err), 0);
        CHECK_INT(ws_diff_load(d2, eng.data, eng.len, &err), 0);
        diff_to_end(d2);
        got = diff_outcome(d2, a2, b2);
        CHECK_STR(got, want);
        free(got);
        /* a truncated or corrupted blob is refused, saying why */
        struct ws_sim *a3 = diff_sim("gto", NULL), *b3 = diff_sim("lrr", "l1d.mshrs=4");
        struct ws_diff *d3 = ws_diff_new(a3, b3, false);
        CHECK(ws_diff_load(d3, eng.data, eng.len / 2, &err) != 0);
        CHECK(strstr(err.msg, "truncated") || strstr(err.msg, "lockstep state corrupt"));
        uint8_t *bad = malloc(eng.len);
        memcpy(bad, eng.data, eng.len);
        bad[16] ^= 0x40;   /* the format number (after the tag: its length and bytes) */
        CHECK(ws_diff_load(d3, bad, eng.len, &err) != 0);
        CHECK_HAS(err.msg, "lockstep state refused: format");
        free(bad);
        ws_diff_free(d3);
        ws_diff_free(d2);
        ws_diff_free(d);
        free(want);
        ws_snap_buf_free(&eng);
        ws_snap_buf_free(&again);
        ws_snap_free(sa);
        ws_snap_free(sb);
        diff_close(a), diff_close(b), diff_close(a2), diff_close(b2);
        diff_close(a3), diff_close(b3);
    }
}

/* Without a worker, a stop the lead side's bus requests (a debugger's breakpoint) ends
 * the step of both sides at that cycle, whichever side leads; with stops from both sides
 * (ws_diff_set_stops), so does one the other side's bus requests.  The run then goes on
 * in lockstep to the same outcome (divergences, counters, loads) as an uninterrupted one. */
TEST(diff_stop_keeps_lockstep)
{
    /* lead 0 or 1 and the lead stops; both stopping and side B or side A stops */
    static const struct { int lead, stopper; bool both; } modes[] = {
        { 0, 0, false }, { 1, 1, false }, { 0, 1, true }, { 0, 0, true },
    };
    for (size_t m = 0; m < sizeof modes / sizeof *modes; m++) {
        struct ws_sim *a = diff_sim("gto", NULL), *b = diff_sim("lrr", NULL);
        struct ws_sim *ra = diff_sim("gto", NULL), *rb = diff_sim("lrr", NULL);
        if (!a || !b || !ra || !rb)
            return;
        struct ws_diff *d = ws_diff_new(a, b, false);
        ws_diff_set_lead(d, modes[m].lead);
        ws_diff_set_stops(d, modes[m].both);
        struct ws_sim *ss = modes[m].stopper ? b : a;
        struct stop_at st = { ws_sim_bus(ss), 300 + 77 * (uint64_t)m, 0 };
        int sub = ws_event_subscribe(ws_sim_bus(ss), WS_EV_BIT(WS_EV_ISSUE), stop_at_issue, &st);
        CHECK_INT(ws_diff_step(d, 5000), 0);
        CHECK(st.hit >= 300);
        CHECK_INT(ws_sim_cycle(a), st.hit + 1);   /* stopped at the end of that cycle */
        CHECK_INT(ws_sim_cycle(b), st.hit + 1);
        ws_event_unsubscribe(ws_sim_bus(ss), sub);
        diff_to_end(d);
        diff_thread = false;
        struct ws_diff *r = diff_run(ra, rb);
        diff_thread = true;
        char *got = diff_outcome(d, a, b), *want = diff_outcome(r, ra, rb);
        CHECK_STR(got, want);
        free(got), free(want);
        ws_diff_free(d);
        ws_diff_free(r);
        diff_close(a), diff_close(b), diff_close(ra), diff_close(rb);
    }
}
