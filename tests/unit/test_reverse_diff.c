/* test_reverse_diff.c — reverse execution, checkpoints and sessions with two simulators
 * in lockstep (`warpscope debug --diff`, issue 21).  Every comparison is against a
 * session that never went back: the dumps of both sides (info stats, sm, warps, dram,
 * cache, pipe of side A and of side B) and the lockstep engine's report (info diff: the
 * divergences so far, the counters, the loads) must be byte-identical.  Checkpoints
 * every 256 cycles so re-runs cross several of them. */
#include "harness.h"
#include "dbg_test.h"
#include "warpscope/config.h"
#include "warpscope/dbg.h"
#include "warpscope/snap.h"

#include <stdarg.h>
#include <stdlib.h>
#include <unistd.h>

#define TRACE "demo:spmv:rows=2048"   /* 4 SMs: about 16,800 cycles */

/* A session of two simulators: `diff SPEC` ("gto,lrr", "gto -b l1d.mshrs=8") over a
 * 4-SM gtx480. */
static struct ws_dbg *session(struct out *o, const char *spec, int64_t interval, int64_t budget)
{
    struct ws_config cfg;
    struct ws_err err = { 0 };
    ws_config_defaults(&cfg);
    if (ws_config_set(&cfg, "sm.count", "4", "test", &err))
        printf("    config: %s\n", err.msg);
    cfg.dbg_checkpoint_interval = interval;
    cfg.dbg_checkpoint_budget = budget;
    struct ws_dbg *d = ws_dbg_new(&cfg, TRACE, capture, o, &err);
    if (!d) {
        printf("    session: %s\n", err.msg);
        return NULL;
    }
    CHECK_INT(run(d, "diff %s", spec), 0);
    CHECK(d->diff != NULL);
    return d;
}

static uint64_t cyc(struct ws_dbg *d, int side)
{
    return ws_sim_cycle(ws_dbg_diff_sim(d, side));
}

/* Everything the debugger can show of both sides now (malloc'd); the focus is kept. */
static char *state(struct ws_dbg *d, struct out *o)
{
    static const char *const cmds[] = { "print cycle", "info stats", "info dram", "info cache",
                                        "info pipe", "info ctas", NULL };
    int f = ws_dbg_diff_focus(d);
    out_reset(o);
    ws_dbg_exec(d, "print a.cycle", true);
    ws_dbg_exec(d, "print b.cycle", true);
    ws_dbg_exec(d, "info diff", true);
    ws_dbg_exec(d, "info sm", true);      /* both sides, labelled */
    ws_dbg_exec(d, "info warps", true);
    for (int s = 0; s < 2; s++) {
        ws_dbg_exec(d, s ? "focus b" : "focus a", true);
        for (int i = 0; cmds[i]; i++)
            ws_dbg_exec(d, cmds[i], true);
    }
    ws_dbg_exec(d, f ? "focus b" : "focus a", true);
    char *s = strdup(o->buf ? o->buf : "");
    out_reset(o);
    return s;
}

/* The state of a fresh diff session run straight to cycle c. */
static char *straight(const char *spec, uint64_t c)
{
    return dt_straight(session, state, spec, c);
}

/* reverse-step N then step N returns both sides to the state they had; the state
 * reverse-step lands on is the one a straight lockstep run reaches there (the engine's
 * divergences and counters included, before and after divergences); the same for
 * reverse-next then next. */
TEST(diff_reverse_step_then_step)
{
    static const char *const specs[] = { "gto,lrr", "gto -b l1d.mshrs=8", "ccws,owl", NULL };
    for (int p = 0; specs[p]; p++) {
        uint64_t c = 1500 + 700 * (uint64_t)p, n = 41 + 523 * (uint64_t)p;
        struct out o = { 0 };
        struct ws_dbg *d = session(&o, specs[p], 256, 256 << 20);
        if (!d)
            continue;
        CHECK_INT(run(d, "until %llu", (unsigned long long)c), 0);
        char *here = state(d, &o);
        CHECK_INT(run(d, "reverse-step %llu", (unsigned long long)n), 0);
        CHECK_INT(cyc(d, 0), c - n);
        CHECK_INT(cyc(d, 1), c - n);
        char *back = state(d, &o), *want_back = straight(specs[p], c - n);
        if (!same(specs[p], back, want_back))
            CHECK(!"reverse-step lands on the straight lockstep run's state");
        CHECK_INT(run(d, "step %llu", (unsigned long long)n), 0);
        char *fwd = state(d, &o);
        if (!same(specs[p], fwd, here))
            CHECK(!"reverse-step N then step N gives the same state on both sides");
        /* rs, and rn/n after a next */
        CHECK_INT(run(d, "rs"), 0);
        CHECK_INT(cyc(d, 0), c - 1);
        CHECK_INT(cyc(d, 1), c - 1);
        CHECK_INT(run(d, "next 3"), 0);
        uint64_t after_next = cyc(d, 0);
        char *n1 = state(d, &o);
        CHECK_INT(run(d, "rn 3"), 0);
        CHECK(cyc(d, 0) < after_next);
        CHECK_INT(cyc(d, 0), cyc(d, 1));
        CHECK_INT(run(d, "next 3"), 0);
        CHECK_INT(cyc(d, 0), after_next);
        char *n2 = state(d, &o);
        if (!same(specs[p], n2, n1))
            CHECK(!"reverse-next then next gives the same state on both sides");
        free(here), free(back), free(want_back), free(fwd), free(n1), free(n2);
        ws_dbg_free(d);
        free(o.buf);
    }
}

/* goto backward, forward within the history, forward past it: both sides there, as a
 * straight run has them. */
TEST(diff_goto_both_ways)
{
    struct out o = { 0 };
    struct ws_dbg *d = session(&o, "gto,lrr", 256, 256 << 20);
    if (!d)
        return;
    run(d, "until 3000");
    static const uint64_t to[] = { 1000, 2500, 1, 4321, 0 };
    for (size_t i = 0; i < sizeof to / sizeof *to; i++) {
        CHECK_INT(run(d, "goto %llu", (unsigned long long)to[i]), 0);
        CHECK_INT(cyc(d, 0), to[i]);
        CHECK_INT(cyc(d, 1), to[i]);
        char *got = state(d, &o), *want = straight("gto,lrr", to[i]);
        if (!same("goto", got, want))
            CHECK(!"goto reaches the straight lockstep run's state");
        free(got), free(want);
    }
    ws_dbg_free(d);
    free(o.buf);
}

/* The stops of breakpoint spec forward in a diff session: position, event cycle, side. */
struct hit { uint64_t pos, ev; int side; };
static int forward_hits(const char *spec, const char *bpt, struct hit *h, int max)
{
    struct out o = { 0 };
    struct ws_dbg *d = session(&o, spec, 256, 256 << 20);
    int n = 0;
    if (!d)
        return 0;
    run(d, "%s", bpt);
    run(d, "run");
    while (n < max && d->bpts.n && (d->has_stop_event || d->last_stop_bpt)) {
        h[n] = (struct hit){ cyc(d, 0), d->has_stop_event ? d->stop_event.cycle : 0,
                             d->stop_side };
        n++;
        run(d, "continue");
    }
    ws_dbg_free(d);
    free(o.buf);
    return n;
}

/* Event breakpoints watch both sides: a stop says which side hit it (and focuses it);
 * reverse-continue lands on the previous hit, on either side, of each kind (and on a
 * divergence stop), as the forward run stopped there. */
TEST(diff_reverse_continue_either_side)
{
    static const struct { const char *spec, *bpt; } cases[] = {
        { "gto,lrr", "break issue sm=1 warp=3" },
        { "gto,lrr", "break l1-miss sm=2" },
        { "gto -b l1d.mshrs=8", "break row-close ch=1" },
        { "gto -b l1d.mshrs=8", "break mshr-full sm=0" },
        { "gto,lrr", "break cta-launch" },
        { "gto,lrr", "break diverge" },
    };
    for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
        struct hit h[12];
        int n = forward_hits(cases[k].spec, cases[k].bpt, h, 12);
        bool diverge = strstr(cases[k].bpt, "diverge") != NULL;
        if (n < (diverge ? 3 : 4)) {
            printf("    %s: only %d hits\n", cases[k].bpt, n);
            CHECK(n >= 4);
            continue;
        }
        /* both sides hit it (a stop says which) for the event kinds that differ */
        bool sides[2] = { false, false };
        for (int i = 0; i < n; i++)
            if (h[i].side >= 0)
                sides[h[i].side] = true;
        if (!diverge && strstr(cases[k].spec, "lrr"))
            CHECK(sides[0] && sides[1]);
        struct out o = { 0 };
        struct ws_dbg *d = session(&o, cases[k].spec, 256, 256 << 20);
        if (!d)
            continue;
        run(d, "%s", cases[k].bpt);
        run(d, "run");
        for (int i = 1; i < n; i++)
            run(d, "continue");
        CHECK_INT(cyc(d, 0), h[n - 1].pos);
        int j = n - 1, done = 0;
        for (int step = 0; step < 3; step++) {
            uint64_t here = cyc(d, 0);
            int want = j;
            while (want >= 0 && h[want].pos >= here)
                want--;
            if (want < 0)
                break;
            out_reset(&o);
            CHECK_INT(run(d, "reverse-continue"), 0);
            if (cyc(d, 0) != h[want].pos)
                printf("    %s: rc from %llu\n", cases[k].bpt, (unsigned long long)here);
            CHECK_INT(cyc(d, 0), h[want].pos);
            CHECK_INT(cyc(d, 1), h[want].pos);
            if (!diverge) {
                CHECK(d->has_stop_event);
                CHECK_INT(d->stop_event.cycle, h[want].ev);
                CHECK_INT(d->stop_side, h[want].side);
                CHECK_INT(ws_dbg_diff_focus(d), h[want].side);
                CHECK_HAS(o.buf, h[want].side ? " on side B: " : " on side A: ");
            } else {
                CHECK_HAS(o.buf, ", diverge ");
            }
            j = want;
            done++;
        }
        /* as many as there are distinct earlier stop positions (CTA launches bunch up) */
        int distinct = 0;
        for (int i = 0; i < n - 1; i++)
            distinct += h[i].pos < h[n - 1].pos && (i == 0 || h[i].pos != h[i - 1].pos);
        if (done != (distinct < 3 ? distinct : 3))
            printf("    %s on %s: %d reverse-continues over %d hits\n", cases[k].bpt,
                   cases[k].spec, done, n);
        CHECK(distinct >= 1);
        CHECK_INT(done, distinct < 3 ? distinct : 3);
        /* a forward continue goes on to the next hit as the forward run did */
        CHECK_INT(run(d, "continue"), 0);
        if (cyc(d, 0) != h[j + 1].pos)
            printf("    %s on %s: continue from hit %d\n", cases[k].bpt, cases[k].spec, j);
        CHECK_INT(cyc(d, 0), h[j + 1].pos);
        ws_dbg_free(d);
        free(o.buf);
    }
}

/* A watchpoint on a side's name fires per side (saying which), one on both sides' names
 * once; reverse-continue goes back over both kinds of hits. */
TEST(diff_watch_both_sides)
{
    struct out o = { 0 };
    struct ws_dbg *d = session(&o, "gto -b l1d.mshrs=8", 256, 256 << 20);
    if (!d)
        return;
    run(d, "until 400");
    run(d, "watch sm[0].l1d.misses > 20");
    run(d, "continue");
    int s1 = d->stop_side;
    uint64_t p1 = cyc(d, 0);
    run(d, "continue");
    int s2 = d->stop_side;
    uint64_t p2 = cyc(d, 0);
    CHECK(s1 >= 0 && s2 >= 0 && s1 != s2);   /* each side's misses pass 20 once */
    CHECK(p1 <= p2);
    run(d, "delete");
    struct ws_value va, vb;
    struct ws_err err = { 0 };
    CHECK_INT(ws_dbg_resolve(d, "a.l1d.misses", &va, &err), 0);
    CHECK_INT(ws_dbg_resolve(d, "b.l1d.misses", &vb, &err), 0);
    run(d, "watch a.l1d.misses + b.l1d.misses > %lld", (long long)(va.i + vb.i + 10));
    out_reset(&o);
    run(d, "continue");
    CHECK_HAS(o.buf, "\nWatchpoint 2: a.l1d.misses + b.l1d.misses");   /* no side: both */
    uint64_t p3 = cyc(d, 0);
    run(d, "watch sm[0].l1d.misses > 20");
    out_reset(&o);
    CHECK_INT(run(d, "rc"), 0);
    CHECK(cyc(d, 0) < p3);
    CHECK_INT(cyc(d, 0), p2);
    CHECK_INT(d->stop_side, s2);
    CHECK_INT(ws_dbg_diff_focus(d), s2);
    CHECK_HAS(o.buf, s2 ? "Watchpoint 3 on side B" : "Watchpoint 3 on side A");
    ws_dbg_free(d);
    free(o.buf);
}

/* The budget covers both sides and the engine: a small one is never exceeded, older
 * checkpoints are thinned, and going back still reaches the straight run's state. */
TEST(diff_budget_covers_both_sides)
{
    struct out o = { 0 };
    struct ws_dbg *d = session(&o, "gto,lrr", 64, 0);
    if (!d)
        return;
    run(d, "until 2000");
    struct ws_err err = { 0 };
    size_t one = 0;
    for (int s = 0; s < 2; s++) {
        struct ws_snapshot *sn = ws_snap_take(ws_dbg_diff_sim(d, s), &err);
        one += sn ? ws_snap_size(sn) : 0;
        ws_snap_free(sn);
    }
    ws_dbg_free(d);
    int64_t budget = (int64_t)(one * 6);   /* room for about 6 of both sides */
    d = session(&o, "gto,lrr", 64, budget);
    if (!d)
        return;
    size_t worst = 0;
    for (int i = 0; i < 12; i++) {
        run(d, "step 500");
        if (d->autocps_bytes > worst)
            worst = d->autocps_bytes;
        CHECK(d->autocps_bytes <= (size_t)budget);
    }
    printf("    budget %lld bytes (both sides), at most %zu used, %d kept, %llu thinned\n",
           (long long)budget, worst, d->nautocps, (unsigned long long)d->autocps_thinned);
    CHECK(worst > (size_t)budget / 2);        /* both sides' snapshots count */
    CHECK(d->autocps_thinned > 0);
    CHECK_INT(d->autocps[0].cycle, 0);
    out_reset(&o);
    run(d, "info checkpoints");
    CHECK_HAS(o.buf, "auto");
    CHECK_HAS(o.buf, "thinned");
    CHECK_INT(run(d, "goto 1234"), 0);
    char *got = state(d, &o), *want = straight("gto,lrr", 1234);
    if (!same("thinned goto", got, want))
        CHECK(!"goto through thinned checkpoints of both sides");
    free(got), free(want);
    /* manual checkpoints: both sides; one of one simulator is refused under --diff */
    out_reset(&o);
    CHECK_INT(run(d, "checkpoint"), 0);
    CHECK_HAS(o.buf, "both sides");
    run(d, "step 300");
    CHECK_INT(run(d, "restart 1"), 0);
    CHECK_INT(cyc(d, 0), 1234);
    CHECK_INT(cyc(d, 1), 1234);
    CHECK_INT(run(d, "diff off"), 0);
    run(d, "step 10");
    out_reset(&o);
    CHECK(run(d, "restart 1") != 0);
    CHECK_HAS(o.buf, "taken with two simulators");
    ws_dbg_free(d);
    free(o.buf);
}

/* ---- sessions ------------------------------------------------------------------------ */

/* A session saved under --diff records both sides (policies, -b keys, the focused side,
 * breakpoints with a./b. names) and resumes with both, running on as the original; a
 * corrupted one is refused and leaves no simulator. */
TEST(diff_session_round_trip)
{
    char path[] = "/tmp/ws-test-dsession-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0)
        return;
    close(fd);
    struct out o = { 0 }, o2 = { 0 };
    struct ws_dbg *d = session(&o, "ccws -b l1d.mshrs=8", 256, 256 << 20);
    if (!d)
        return;
    run(d, "break row-close ch=0 if cycle > 1500");
    run(d, "display a.l1d.misses - b.l1d.misses");
    run(d, "until 1234");
    run(d, "break diverge kind=dram");
    run(d, "watch sm[1].l1d.misses > 200");
    run(d, "focus b");
    run(d, "focus sm 2 warp 5");
    CHECK_INT(run(d, "save session %s", path), 0);
    run(d, "continue");
    run(d, "continue");
    run(d, "continue");
    char *want = state(d, &o);
    int rc;
    struct ws_dbg *e = resumed(&o2, path, &rc);
    CHECK_INT(rc, 0);
    CHECK(e->diff != NULL);
    if (!e->diff) {
        ws_dbg_free(e);
        ws_dbg_free(d);
        return;
    }
    CHECK_INT(cyc(e, 0), 1234);
    CHECK_INT(cyc(e, 1), 1234);
    CHECK_INT(ws_dbg_diff_focus(e), 1);
    CHECK_STR(ws_dbg_diff_desc(e, 1), "ccws l1d.mshrs=8");
    CHECK_STR(ws_sim_policy(ws_dbg_diff_sim(e, 0))->name, "ccws");
    CHECK_INT(ws_sim_config(ws_dbg_diff_sim(e, 1))->l1d_mshrs, 8);
    CHECK_INT(e->focus_sm, 2);
    CHECK_INT(e->focus_warp, 5);
    CHECK_INT(e->ndisplays, 1);
    CHECK_INT(e->bpts.n, 3);
    run(e, "continue");
    run(e, "continue");
    run(e, "continue");
    char *got = state(e, &o2);
    if (!same("resumed diff", got, want))
        CHECK(!"a resumed diff session runs on as the original, on both sides");
    /* reverse execution from the resumed session works on both sides */
    CHECK_INT(run(e, "reverse-step 100"), 0);
    CHECK_INT(cyc(e, 0), cyc(e, 1));
    free(got), free(want);
    ws_dbg_free(e);
    ws_dbg_free(d);
    size_t n = 0;
    char *orig = slurp(path, &n);
    CHECK_HAS(orig, "\ndiff b\nlabel-a A\ndesc-a ccws\nlabel-b B\ndesc-b ccws l1d.mshrs=8\n");
    CHECK(has_bytes(orig, n, "\nsnapshot-b "));
    CHECK(has_bytes(orig, n, "\nlockstep "));
    char bad[sizeof path + 8];
    snprintf(bad, sizeof bad, "%s.bad", path);
    char *b = malloc(n);
    memcpy(b, orig, n);
    b[(size_t)(0.7 * (double)n)] ^= 0x10;
    spit(bad, b, n);
    free(b);
    out_reset(&o2);
    e = resumed(&o2, bad, &rc);
    CHECK(rc != 0);
    CHECK(e->sim == NULL && e->diff == NULL);
    CHECK_HAS(o2.buf, "corrupted");
    ws_dbg_free(e);
    free(orig);
    unlink(bad);
    unlink(path);
    free(o.buf);
    free(o2.buf);
}
