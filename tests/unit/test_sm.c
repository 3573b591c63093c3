/* test_sm.c — cycle-exact tests of the SM pipeline on hand-made traces: dependent ALU
 * chains, initiation intervals, barriers, warp exit, instruction conservation. */
#include "harness.h"
#include "test_sm_trace.h"
#include "warpscope/config.h"
#include "warpscope/event.h"

static void cfg_small(struct ws_config *c)
{
    ws_config_defaults(c);
    c->sm_count = 1;
    c->sm_schedulers = 1;
    snprintf(c->sched_policy, sizeof c->sched_policy, "gto");
}

static struct ws_sim_stats run_trace(struct ws_config *cfg, struct ht_trace *h)
{
    struct ws_err err = { 0 };
    struct ws_sim_stats st;
    memset(&st, 0, sizeof st);
    struct ws_sim *s = ws_sim_new(cfg, &h->t, &err);
    CHECK(s != NULL);
    if (!s) {
        fprintf(stderr, "%s\n", err.msg);
        return st;
    }
    CHECK_INT(ws_sim_run(s), 0);
    CHECK(ws_sim_done(s));
    ws_sim_stats(s, &st);
    ws_sim_free(s);
    return st;
}

/* ---- dependent ALU chain ---------------------------------------------------------- */
struct chain { int len; bool dependent; };

static void gen_chain(void *ctx, uint32_t k, uint32_t cta, uint32_t warp, struct ht_warp *b)
{
    (void)k; (void)cta; (void)warp;
    const struct chain *c = ctx;
    for (int i = 0; i < c->len; i++) {
        if (c->dependent)
            ht_alu(b, 1, 1, -1);          /* r1 = f(r1) */
        else
            ht_alu(b, 2 + i, -1, -1);     /* independent destinations */
    }
    ht_exit(b);
}

/* Instruction i of the chain issues at i*lat (it waits for i-1's result); the last
 * result is readable at L*lat; EXIT issues at (L-1)*lat + 1 and the warp finishes when
 * its last write lands: cycles = L * lat. */
TEST(alu_chain_latency_times_length)
{
    struct ws_config cfg;
    cfg_small(&cfg);
    struct chain c = { 10, true };
    struct ht_trace h;
    ht_init(&h, 1, 1, gen_chain, &c);
    struct ws_sim_stats st = run_trace(&cfg, &h);
    CHECK_INT(st.cycles, 4 * 10);
    CHECK_INT(st.warp_insts, 11);
    CHECK_INT(st.thread_insts, 11 * 32);

    cfg.sm_alu_latency = 7;
    c.len = 5;
    st = run_trace(&cfg, &h);
    CHECK_INT(st.cycles, 7 * 5);
}

/* SIMT width 8, warp 32: a unit takes a warp instruction every 4 cycles.  Two warps of
 * 10 independent ALU instructions each (ALU latency 1) on one ALU unit: 20 issues at
 * cycles 0, 4, ..., 76; the last result lands at 77 -> 77 cycles.  With two ALU units
 * but one scheduler (one issue per cycle): pairs at (0,1), (4,5), ..., (36,37); the
 * last result lands at 38. */
TEST(initiation_interval)
{
    struct ws_config cfg;
    cfg_small(&cfg);
    cfg.sm_simt_width = 8;
    cfg.sm_alu_units = 1;
    cfg.sm_alu_latency = 1;
    struct chain c = { 10, false };
    struct ht_trace h;
    ht_init(&h, 1, 2, gen_chain, &c);
    struct ws_sim_stats st = run_trace(&cfg, &h);
    CHECK_INT(st.cycles, 77);
    CHECK_INT(st.warp_insts, 22);
    cfg.sm_alu_units = 2;
    st = run_trace(&cfg, &h);
    CHECK_INT(st.cycles, 38);
    /* full SIMT width: one per cycle per unit; one warp of 10 on one unit: 0..9, +1 */
    cfg.sm_simt_width = 32;
    cfg.sm_alu_units = 1;
    ht_init(&h, 1, 1, gen_chain, &c);
    st = run_trace(&cfg, &h);
    CHECK_INT(st.cycles, 10);
}

/* Double precision: a DP instruction holds its ALU pipeline sm.dp_interval cycles and
 * its result lands sm.dp_latency cycles after issue.  One warp, 6 independent DP
 * instructions on one ALU unit, interval 8, latency 5: issues at 0, 8, ..., 40; the
 * last result lands at 45.  Two units: 0,1, 8,9, 16,17 -> 17 + 5 = 22.  A dependent
 * chain of 6 with latency 10 > interval: 6 * 10 = 60.  ALU work shares the pipelines:
 * 6 DP then 6 ALU instructions (independent) on one unit: the ALU ones issue at 48..53,
 * the last lands at 53 + 4 = 57. */
struct dpmix { int ndp, nalu; bool dependent; };

static void gen_dp(void *ctx, uint32_t k, uint32_t cta, uint32_t warp, struct ht_warp *b)
{
    (void)k; (void)cta; (void)warp;
    const struct dpmix *m = ctx;
    for (int i = 0; i < m->ndp; i++)
        ht_op(b, WS_UNIT_DP, m->dependent ? 1 : 2 + i, m->dependent ? 1 : -1, -1);
    for (int i = 0; i < m->nalu; i++)
        ht_alu(b, 20 + i, -1, -1);
    ht_exit(b);
}

TEST(dp_interval_and_latency)
{
    struct ws_config cfg;
    cfg_small(&cfg);
    cfg.sm_alu_units = 1;
    cfg.sm_dp_interval = 8;
    cfg.sm_dp_latency = 5;
    struct dpmix m = { 6, 0, false };
    struct ht_trace h;
    ht_init(&h, 1, 1, gen_dp, &m);
    struct ws_sim_stats st = run_trace(&cfg, &h);
    CHECK_INT(st.cycles, 45);
    cfg.sm_alu_units = 2;
    st = run_trace(&cfg, &h);
    CHECK_INT(st.cycles, 22);
    cfg.sm_alu_units = 1;
    cfg.sm_dp_latency = 10;
    m.dependent = true;
    st = run_trace(&cfg, &h);
    CHECK_INT(st.cycles, 60);
    cfg.sm_dp_latency = 5;
    m.dependent = false;
    m.nalu = 6;
    st = run_trace(&cfg, &h);
    CHECK_INT(st.cycles, 57);
    CHECK_INT(st.warp_insts, 13);
}

/* ---- barrier ------------------------------------------------------------------------ */
static void gen_barrier(void *ctx, uint32_t k, uint32_t cta, uint32_t warp, struct ht_warp *b)
{
    (void)ctx; (void)k; (void)cta;
    if (warp == 0)
        for (int i = 0; i < 20; i++)
            ht_alu(b, 1, 1, -1);
    ht_bar(b);
    ht_alu(b, 3, -1, -1);
    ht_exit(b);
}

struct issue_log {
    int n;
    struct { uint64_t cycle; int warp; int64_t idx; int kind; int64_t a; } e[256];
};

static void log_event(void *ctx, const struct ws_event *e)
{
    struct issue_log *l = ctx;
    if (l->n < 256) {
        l->e[l->n].cycle = e->cycle;
        l->e[l->n].warp = e->warp;
        l->e[l->n].idx = e->b;
        l->e[l->n].kind = e->kind;
        l->e[l->n].a = e->a;
        l->n++;
    }
}

/* Warp 0 runs a 20-long dependent chain (issues at 0..76) and reaches BAR at 77; warps
 * 1-3 arrive at once.  The barrier opens at 77 with 4 warps; no post-barrier
 * instruction issues before 78 (one scheduler: warp 0 used cycle 77). */
TEST(barrier_waits_for_all_warps)
{
    struct ws_config cfg;
    cfg_small(&cfg);
    struct ht_trace h;
    ht_init(&h, 1, 4, gen_barrier, NULL);
    struct ws_err err = { 0 };
    struct ws_sim *s = ws_sim_new(&cfg, &h.t, &err);
    CHECK(s != NULL);
    if (!s)
        return;
    struct issue_log *log = calloc(1, sizeof *log);
    ws_event_subscribe(ws_sim_bus(s), WS_EV_BIT(WS_EV_ISSUE) | WS_EV_BIT(WS_EV_BARRIER_RELEASE),
                       log_event, log);
    CHECK_INT(ws_sim_run(s), 0);
    int releases = 0;
    uint64_t bar0 = 0;
    for (int i = 0; i < log->n; i++) {
        if (log->e[i].kind == WS_EV_BARRIER_RELEASE) {
            releases++;
            CHECK_INT(log->e[i].cycle, 77);
            CHECK_INT(log->e[i].a, 4);
        } else if (log->e[i].warp == 0 && log->e[i].idx == 20) {
            bar0 = log->e[i].cycle;
        }
    }
    CHECK_INT(releases, 1);
    CHECK_INT(bar0, 77);
    for (int i = 0; i < log->n; i++) {
        if (log->e[i].kind != WS_EV_ISSUE)
            continue;
        int w = log->e[i].warp;
        int64_t after = w == 0 ? 21 : 1;   /* first instruction after BAR */
        if (log->e[i].idx >= after)
            CHECK(log->e[i].cycle >= 78);
    }
    struct ws_sim_stats st;
    ws_sim_stats(s, &st);
    CHECK_INT(st.warp_insts, 23 + 3 * 3);
    free(log);
    ws_sim_free(s);
}

/* An ALU instruction waiting on a result counts as a scoreboard stall; a chain of 3
 * with latency 4 on one scheduler: issues at 0, 4, 8, EXIT at 9, done at 12.  Cycles
 * 1-3 and 5-7 are scoreboard stalls (6), 10-11 the warp has no valid instruction
 * (exiting: idle, 2); in cycle 12 the scheduler has no warp left (not a stall). */
TEST(stall_classes)
{
    struct ws_config cfg;
    cfg_small(&cfg);
    struct chain c = { 3, true };
    struct ht_trace h;
    ht_init(&h, 1, 1, gen_chain, &c);
    struct ws_sim_stats st = run_trace(&cfg, &h);
    CHECK_INT(st.cycles, 12);
    CHECK_INT(st.stall_scoreboard, 6);
    CHECK_INT(st.stall_idle, 2);
    CHECK_INT(st.stall_pipeline, 0);
    CHECK_INT(st.memory_block_cycles, 0);
}
