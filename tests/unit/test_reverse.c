/* test_reverse.c — reverse execution and sessions (issue 21, src/dbg/dbg_reverse.c and
 * dbg_session.c).  Every comparison is against a session that never went back: the
 * debugger's dumps (info stats: every statistic; info sm, warps, dram, cache, pipe) must
 * be byte-identical.  Checkpoints every 256 cycles so re-runs cross several of them. */
#include "harness.h"
#include "dbg_test.h"
#include "warpscope/config.h"
#include "warpscope/dbg.h"
#include "warpscope/snap.h"

#include <stdarg.h>
#include <stdlib.h>
#include <unistd.h>

#define TRACE "demo:spmv:rows=2048"   /* 4 SMs: about 16,800 cycles */

/* A session of policy on trace (NULL: TRACE) under config file cfgfile (NULL: the
 * defaults with 4 SMs). */
static struct ws_dbg *session_on(struct out *o, const char *cfgfile, const char *policy,
                                 const char *trace, int64_t interval, int64_t budget)
{
    struct ws_config cfg;
    struct ws_err err = { 0 };
    ws_config_defaults(&cfg);
    struct ws_err e2 = { 0 };
    if ((cfgfile ? ws_config_load(&cfg, cfgfile, &e2)
                 : ws_config_set(&cfg, "sm.count", "4", "test", &e2)) ||
        ws_config_set(&cfg, "sched.policy", policy, "test", &e2))
        printf("    config: %s\n", e2.msg);
    cfg.dbg_checkpoint_interval = interval;
    cfg.dbg_checkpoint_budget = budget;
    struct ws_dbg *d = ws_dbg_new(&cfg, trace ? trace : TRACE, capture, o, &err);
    if (!d)
        printf("    session: %s\n", err.msg);
    return d;
}

static struct ws_dbg *session(struct out *o, const char *policy, int64_t interval,
                              int64_t budget)
{
    return session_on(o, NULL, policy, NULL, interval, budget);
}

/* Everything the debugger can show of the state now (malloc'd). */
static char *state(struct ws_dbg *d, struct out *o)
{
    static const char *const cmds[] = { "print cycle", "info stats", "info sm", "info warps",
                                        "info dram", "info cache", "info pipe", "info ctas",
                                        NULL };
    out_reset(o);
    for (int i = 0; cmds[i]; i++)
        ws_dbg_exec(d, cmds[i], true);
    char *s = strdup(o->buf ? o->buf : "");
    out_reset(o);
    return s;
}

/* The state of a fresh session run straight to cycle c. */
static char *straight(const char *policy, uint64_t c)
{
    return dt_straight(session, state, policy, c);
}

/* (a) reverse-step N then step N: identical to never having gone back, and the state
 * reverse-step lands on is the one a straight run reaches there. */
TEST(reverse_step_then_step_every_policy)
{
    static const char *const pols[] = { "lrr", "gto", "tl", "tla", "swl", "cta-blp", "owl",
                                        "ccws", "pro", "ctaa", NULL };
    for (int p = 0; pols[p]; p++) {
        uint64_t c = 900 + 211 * (uint64_t)p, n = 37 + 97 * (uint64_t)p;
        struct out o = { 0 };
        struct ws_dbg *d = session(&o, pols[p], 256, 256 << 20);
        if (!d)
            continue;
        CHECK_INT(run(d, "until %llu", (unsigned long long)c), 0);
        CHECK_INT(run(d, "reverse-step %llu", (unsigned long long)n), 0);
        CHECK_INT(ws_sim_cycle(d->sim), c - n);
        char *back = state(d, &o), *want_back = straight(pols[p], c - n);
        if (!same(pols[p], back, want_back))
            CHECK(!"reverse-step lands on the straight run's state");
        CHECK_INT(run(d, "step %llu", (unsigned long long)n), 0);
        char *fwd = state(d, &o), *want = straight(pols[p], c);
        if (!same(pols[p], fwd, want))
            CHECK(!"reverse-step N then step N gives the same state");
        /* rs (the alias) and rn/n after a next */
        CHECK_INT(run(d, "rs"), 0);
        CHECK_INT(ws_sim_cycle(d->sim), c - 1);
        CHECK_INT(run(d, "next"), 0);
        uint64_t after_next = ws_sim_cycle(d->sim);
        char *n1 = state(d, &o);
        CHECK_INT(run(d, "rn"), 0);
        CHECK(ws_sim_cycle(d->sim) < after_next);
        CHECK_INT(run(d, "n"), 0);
        CHECK_INT(ws_sim_cycle(d->sim), after_next);
        char *n2 = state(d, &o);
        if (!same(pols[p], n2, n1))
            CHECK(!"reverse-next then next gives the same state");
        free(back), free(want_back), free(fwd), free(want), free(n1), free(n2);
        ws_dbg_free(d);
        free(o.buf);
    }
}

/* What a reverse-continue test runs: a breakpoint spec, and the config, policy and trace
 * whose run has hits of it (NULL: the defaults with 4 SMs, TRACE). */
struct rc_case { const char *spec, *cfg, *policy, *trace; };

/* The stop positions (cycle after the stop) and event cycles of the first `max` stops of
 * breakpoint spec, forward. */
static int forward_hits(const struct rc_case *c, uint64_t *pos, uint64_t *ev, int max)
{
    struct out o = { 0 };
    struct ws_dbg *d = session_on(&o, c->cfg, c->policy, c->trace, 256, 256 << 20);
    int n = 0;
    if (!d)
        return 0;
    run(d, "break %s", c->spec);
    run(d, "run");
    while (n < max && !ws_sim_done(d->sim) && d->bpts.n && d->has_stop_event) {
        pos[n] = ws_sim_cycle(d->sim);
        ev[n] = d->stop_event.cycle;
        n++;
        run(d, "continue");
    }
    ws_dbg_free(d);
    free(o.buf);
    return n;
}

/* (b) reverse-continue lands where a forward continue stopped for the previous hit of
 * each kind of event (the forward run recorded them), across checkpoint intervals: every
 * event kind, under a policy and on a trace that have it (the first kernel-start comes
 * as the simulator is made: three of four kernels' are stops). */
TEST(reverse_continue_each_kind)
{
#define HIST "demo:histogram:bytes=16384"   /* 4 kernels, barriers, stores */
    static const struct rc_case cases[] = {
        { "issue sm=1 warp=3", NULL, "gto", NULL }, { "l1-miss sm=2", NULL, "gto", NULL },
        { "l1-hit sm=0", NULL, "gto", NULL }, { "row-close ch=1", NULL, "gto", NULL },
        { "l2-miss", NULL, "gto", NULL }, { "cta-launch", NULL, "gto", NULL },
        { "dram-read bank=2", NULL, "gto", NULL }, { "warp-finish sm=1", NULL, "gto", NULL },
        { "cta-finish", NULL, "gto", NULL }, { "l1-evict", NULL, "gto", NULL },
        { "l2-hit", NULL, "gto", NULL }, { "row-open ch=0", NULL, "gto", NULL },
        { "mshr-full", NULL, "gto", NULL }, { "l1i-miss", NULL, "gto", NULL },
        { "group-switch", NULL, "owl", NULL }, { "prefetch", NULL, "owl", NULL },
        { "prefetch-use", NULL, "owl", NULL }, { "vta-hit", NULL, "ccws", NULL },
        { "throttle", NULL, "ccws", NULL }, { "tb-state", NULL, "pro", NULL },
        { "kernel-start", "configs/tiny.cfg", "gto", HIST },
        { "kernel-end", "configs/tiny.cfg", "gto", HIST },
        { "barrier", "configs/tiny.cfg", "gto", HIST },
        { "barrier-release", "configs/tiny.cfg", "gto", HIST },
        { "dram-write", "configs/tiny.cfg", "gto", HIST },
        { "phase-change", "configs/tiny.cfg", "pro", HIST },
    };
    int kinds[WS_EV_COUNT] = { 0 };
    for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
        const struct rc_case *c = &cases[k];
        char kind[32];
        sscanf(c->spec, "%31s", kind);
        int ki = ws_event_kind_find(kind);
        CHECK(ki >= 0);
        if (ki >= 0)
            kinds[ki]++;
        uint64_t pos[12], ev[12];
        int n = forward_hits(c, pos, ev, 12);
        int need = ki == WS_EV_KERNEL_START ? 3 : 4;
        if (n < need) {
            printf("    %s: only %d hits\n", c->spec, n);
            CHECK(n >= need);
            continue;
        }
        struct out o = { 0 };
        struct ws_dbg *d = session_on(&o, c->cfg, c->policy, c->trace, 256, 256 << 20);
        if (!d)
            continue;
        run(d, "break %s", c->spec);
        run(d, "run");
        for (int i = 1; i < n; i++)
            run(d, "continue");
        CHECK_INT(ws_sim_cycle(d->sim), pos[n - 1]);
        /* back over every earlier distinct stop position */
        int j = n - 1, done = 0;
        for (int step = 0; step < 3; step++) {
            uint64_t here = ws_sim_cycle(d->sim);
            int want = j;
            while (want >= 0 && pos[want] >= here)
                want--;
            if (want < 0)
                break;
            /* the last hit stopping there */
            CHECK_INT(run(d, "reverse-continue"), 0);
            if (ws_sim_cycle(d->sim) != pos[want])
                printf("    %s: rc from %llu\n", c->spec, (unsigned long long)here);
            CHECK_INT(ws_sim_cycle(d->sim), pos[want]);
            CHECK(d->has_stop_event);
            CHECK_INT(d->stop_event.cycle, ev[want]);
            j = want;
            done++;
        }
        /* as many as there are distinct earlier stop positions (CTA launches bunch up) */
        int distinct = 0;
        for (int i = 0; i < n - 1; i++)
            distinct += pos[i] < pos[n - 1] && (i == 0 || pos[i] != pos[i - 1]);
        if (done != (distinct < 3 ? distinct : 3))
            printf("    %s: %d reverse-continues over %d hits\n", c->spec, done, n);
        CHECK(distinct >= 1);
        CHECK_INT(done, distinct < 3 ? distinct : 3);
        /* a forward continue from there goes on to the next hit as the forward run did */
        CHECK_INT(run(d, "continue"), 0);
        CHECK(ws_sim_cycle(d->sim) >= pos[j]);
        ws_dbg_free(d);
        free(o.buf);
    }
    for (int k = 0; k < WS_EV_COUNT; k++)   /* no kind left out */
        if (!kinds[k]) {
            printf("    no reverse-continue case for %s\n", ws_event_names[k]);
            CHECK(kinds[k] > 0);
        }
#undef HIST
}

/* A watchpoint's previous change, and rc with no hit before: the start. */
TEST(reverse_continue_watch_and_start)
{
    struct out o = { 0 };
    struct ws_dbg *d = session(&o, "lrr", 256, 256 << 20);
    if (!d)
        return;
    run(d, "until 600");
    run(d, "watch dram.activates");
    uint64_t pos[3] = { 0 };
    for (int i = 0; i < 3; i++) {
        run(d, "continue");
        pos[i] = ws_sim_cycle(d->sim);
    }
    CHECK(pos[0] < pos[1] && pos[1] < pos[2]);
    CHECK_INT(run(d, "rc"), 0);
    CHECK_INT(ws_sim_cycle(d->sim), pos[1]);
    CHECK_INT(run(d, "rc"), 0);
    CHECK_INT(ws_sim_cycle(d->sim), pos[0]);
    CHECK(d->bpts.stop.stopped == false);
    run(d, "delete");
    out_reset(&o);
    CHECK_INT(run(d, "reverse-continue"), 0);
    CHECK_INT(ws_sim_cycle(d->sim), 0);
    CHECK_HAS(o.buf, "back to the start");
    ws_dbg_free(d);
    free(o.buf);
}

/* (c) goto backward, forward within the history, forward past it. */
TEST(goto_both_ways)
{
    struct out o = { 0 };
    struct ws_dbg *d = session(&o, "gto", 256, 256 << 20);
    if (!d)
        return;
    run(d, "until 3000");
    static const uint64_t to[] = { 1000, 2500, 1, 2999, 5000, 4321, 0 };
    for (size_t i = 0; i < sizeof to / sizeof *to; i++) {
        CHECK_INT(run(d, "goto %llu", (unsigned long long)to[i]), 0);
        CHECK_INT(ws_sim_cycle(d->sim), to[i]);
        char *got = state(d, &o), *want = straight("gto", to[i]);
        if (!same("goto", got, want))
            CHECK(!"goto reaches the straight run's state");
        free(got), free(want);
    }
    CHECK(run(d, "goto x") != 0);
    ws_dbg_free(d);
    free(o.buf);
}

/* (e) a small budget: the automatic checkpoints never exceed it, older ones are sparser,
 * and reverse execution still reaches any cycle. */
TEST(budget_thins_older_checkpoints)
{
    struct out o = { 0 };
    struct ws_dbg *d = session(&o, "gto", 64, 0);
    if (!d)
        return;
    /* a snapshot's size at about this point sets the budget: room for about 8 */
    run(d, "until 2000");
    struct ws_err err = { 0 };
    struct ws_snapshot *s = ws_snap_take(d->sim, &err);
    size_t one = s ? ws_snap_size(s) : 0;
    ws_snap_free(s);
    ws_dbg_free(d);
    out_reset(&o);
    int64_t budget = (int64_t)(one * 8);
    d = session(&o, "gto", 64, budget);
    if (!d)
        return;
    size_t worst = 0;
    while (!ws_sim_done(d->sim)) {
        run(d, "step 500");
        if (d->autocps_bytes > worst)
            worst = d->autocps_bytes;
        CHECK(d->autocps_bytes <= (size_t)budget);
    }
    printf("    budget %lld bytes, at most %zu used, %d kept, %llu thinned\n", (long long)budget,
           worst, d->nautocps, (unsigned long long)d->autocps_thinned);
    CHECK(d->autocps_thinned > 0);
    CHECK(d->nautocps >= 3);
    CHECK_INT(d->autocps[0].cycle, 0);
    /* sparser with age: the first gap (after cycle 0's) at least the last */
    if (d->nautocps >= 3)
        CHECK(d->autocps[2].cycle - d->autocps[1].cycle >=
              d->autocps[d->nautocps - 1].cycle - d->autocps[d->nautocps - 2].cycle);
    /* info checkpoints says so */
    out_reset(&o);
    run(d, "info checkpoints");
    CHECK_HAS(o.buf, "auto");
    CHECK_HAS(o.buf, "thinned");
    /* still anywhere */
    CHECK_INT(run(d, "goto 1234"), 0);
    char *got = state(d, &o), *want = straight("gto", 1234);
    if (!same("thinned goto", got, want))
        CHECK(!"goto through thinned checkpoints");
    free(got), free(want);
    ws_dbg_free(d);
    /* budget 0: no checkpoints, reverse execution says why */
    d = session(&o, "gto", 64, 0);
    run(d, "step 300");
    CHECK_INT(d->nautocps, 0);
    out_reset(&o);
    CHECK(run(d, "rs") != 0);
    CHECK_HAS(o.buf, "dbg.checkpoint_budget is 0");
    ws_dbg_free(d);
    free(o.buf);
}

/* ---- (d) sessions ------------------------------------------------------------------------ */

/* The file with its checksum line recomputed (a well-formed file of other contents). */
static void reseal(const char *path)
{
    size_t n;
    char *b = slurp(path, &n);
    char *ck = b + n - 1;
    while (ck > b && ck[-1] != '\n')
        ck--;
    char line[64];
    snprintf(line, sizeof line, "checksum %016llx\n",
             (unsigned long long)ws_snap_hash(WS_SNAP_HASH_INIT, b, (size_t)(ck - b)));
    FILE *f = fopen(path, "wb");
    fwrite(b, 1, (size_t)(ck - b), f);
    fputs(line, f);
    fclose(f);
    free(b);
}

TEST(session_round_trip_and_refusals)
{
    char path[] = "/tmp/ws-test-session-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0)
        return;
    close(fd);
    struct out o = { 0 }, o2 = { 0 };
    struct ws_dbg *d = session(&o, "ccws", 256, 256 << 20);
    if (!d)
        return;
    run(d, "break l1-miss sm=1 if cycle > 1500");
    run(d, "tbreak row-close ch=0");
    run(d, "ignore 2 3");
    run(d, "display/x l1d.misses");
    run(d, "until 1234");
    run(d, "watch ctas");
    run(d, "focus sm 2 warp 5");
    CHECK_INT(run(d, "save session %s", path), 0);
    run(d, "continue");
    run(d, "continue");
    char *want = state(d, &o);
    out_reset(&o);
    run(d, "info breakpoints");
    char *want_b = strdup(o.buf);
    int rc;
    struct ws_dbg *e = resumed(&o2, path, &rc);
    CHECK_INT(rc, 0);
    CHECK_INT(ws_sim_cycle(e->sim), 1234);
    CHECK_INT(e->focus_sm, 2);
    CHECK_INT(e->focus_warp, 5);
    CHECK_STR(ws_sim_policy(e->sim)->name, "ccws");
    CHECK_INT(e->ndisplays, 1);
    run(e, "continue");
    run(e, "continue");
    char *got = state(e, &o2);
    if (!same("resumed", got, want))
        CHECK(!"a resumed session runs on as the original");
    out_reset(&o2);
    run(e, "info breakpoints");
    /* the same breakpoints (hit counts aside: the resumed one counts its own) */
    CHECK_HAS(o2.buf, "l1-miss sm=1");
    CHECK_HAS(o2.buf, "stop only if cycle > 1500");
    CHECK_HAS(o2.buf, "row-close ch=0");
    CHECK_HAS(o2.buf, "watchpoint");
    CHECK_HAS(want_b, "row-close ch=0");
    free(got), free(want), free(want_b);
    ws_dbg_free(e);
    ws_dbg_free(d);

    size_t n;
    char *orig = slurp(path, &n);
    char bad[sizeof path + 8];
    snprintf(bad, sizeof bad, "%s.bad", path);
    /* corrupted anywhere: refused by the checksum */
    static const double at[] = { 0.2, 0.5, 0.9 };
    for (int i = 0; i < 3; i++) {
        char *b = malloc(n);
        memcpy(b, orig, n);
        b[(size_t)(at[i] * (double)n)] ^= 0x10;
        spit(bad, b, n);
        free(b);
        out_reset(&o2);
        e = resumed(&o2, bad, &rc);
        CHECK(rc != 0);
        CHECK(e->sim == NULL);
        CHECK_HAS(o2.buf, "corrupted");
        ws_dbg_free(e);
    }
    /* truncated */
    spit(bad, orig, n / 2);
    out_reset(&o2);
    e = resumed(&o2, bad, &rc);
    CHECK(rc != 0);
    CHECK_HAS(o2.buf, "truncated");
    ws_dbg_free(e);
    /* another version (a well-formed file) */
    char *v = strstr(orig, "\nversion ");
    if (v) {
        char *b = malloc(n);
        memcpy(b, orig, n);
        b[(v - orig) + 9] = '9';
        spit(bad, b, n);
        free(b);
        reseal(bad);
        out_reset(&o2);
        e = resumed(&o2, bad, &rc);
        CHECK(rc != 0);
        CHECK_HAS(o2.buf, "session refused: saved by warpscope 9");
        ws_dbg_free(e);
    }
    /* another trace: the reference edited (its identity no longer matches) */
    char *t = strstr(orig, "\ntrace demo:spmv:rows=2048\n");
    CHECK(t != NULL);
    if (t) {
        char *b = malloc(n);
        memcpy(b, orig, n);
        memcpy(b + (t - orig) + 17, "rows=4096", 9);
        spit(bad, b, n);
        free(b);
        reseal(bad);
        out_reset(&o2);
        e = resumed(&o2, bad, &rc);
        CHECK(rc != 0);
        CHECK_HAS(o2.buf, "changed since it was saved");
        ws_dbg_free(e);
    }
    /* not a session at all */
    spit(bad, "hello\n", 6);
    out_reset(&o2);
    e = resumed(&o2, bad, &rc);
    CHECK(rc != 0);
    CHECK_HAS(o2.buf, "not a warpscope session file");
    ws_dbg_free(e);
    free(orig);
    unlink(bad);
    unlink(path);
    free(o.buf);
    free(o2.buf);
}
