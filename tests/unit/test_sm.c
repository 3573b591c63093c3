/* test_sm.c — cycle-exact tests of the SM pipeline (fetch, decode, issue, operand
 * collector, units, write-back, LD/ST) on hand-made traces.  The expected cycles are
 * derived in each comment from GPGPU-Sim's stage order (MODEL-NOTES §2-§6); several of
 * them are also the peer's own numbers for the same kernels (MODEL-NOTES' calibration
 * table: a dependent ALU op L+6 cycles after its producer, LDS -> use 32, an L1 hit ->
 * use 40), which `tests/correlation` re-measures on the peer. */
#include "harness.h"
#include "test_sm_trace.h"
#include "warpscope/config.h"
#include "warpscope/event.h"

/* One SM, one scheduler, GTO, every instruction fetch hits (the pipeline alone). */
static void cfg_small(struct ws_config *c)
{
    ws_config_defaults(c);
    c->sm_count = 1;
    c->sm_schedulers = 1;
    c->l1i_perfect = true;
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

/* ---- ALU chains ------------------------------------------------------------------- */
struct chain { int len; bool dependent; int src2; };

static void gen_chain(void *ctx, uint32_t k, uint32_t cta, uint32_t warp, struct ht_warp *b)
{
    (void)k; (void)cta; (void)warp;
    const struct chain *c = ctx;
    for (int i = 0; i < c->len; i++) {
        if (c->dependent)
            ht_alu(b, 1, 1, c->src2);     /* r1 = f(r1, src2) */
        else
            ht_alu(b, 2 + i % 8, 1, -1);  /* independent */
    }
    ht_exit(b);
}

/* A kernel of one EXIT: the CTA issues at the end of cycle 0; fetch at 1, decode at 2,
 * issue at 3, operand collector 4-5, the SP unit takes it at 6 (latency 1: into EX_WB
 * at 8), write-back at 9, the fetch scan retires the warp at 9: 10 cycles (the peer's
 * number too). */
TEST(exit_only)
{
    struct ws_config cfg;
    cfg_small(&cfg);
    struct chain c = { 0, false, -1 };
    struct ht_trace h;
    ht_init(&h, 1, 1, gen_chain, &c);
    struct ws_sim_stats st = run_trace(&cfg, &h);
    CHECK_INT(st.cycles, 10);
    CHECK_INT(st.warp_insts, 1);
}

/* A dependent chain: instruction k issues at 3 + (L+6)k (ID_OC at t, allocated t+1,
 * read t+2, dispatched t+3, accepted t+4, EX_WB t+L+5, readable t+L+6); the warp retires
 * when the last result is back: cycles = 3 + (L+6)(n-1) + (L+6) + 1.  L = 4 (op.int):
 * n = 10 -> 104, n = 30 -> 304; op.int = 7,1: n = 10 -> 134. */
TEST(alu_chain_latency)
{
    struct ws_config cfg;
    cfg_small(&cfg);
    struct chain c = { 10, true, -1 };
    struct ht_trace h;
    ht_init(&h, 1, 1, gen_chain, &c);
    struct ws_sim_stats st = run_trace(&cfg, &h);
    CHECK_INT(st.cycles, 104);
    CHECK_INT(st.warp_insts, 11);
    CHECK_INT(st.thread_insts, 11 * 32);
    c.len = 30;
    CHECK_INT(run_trace(&cfg, &h).cycles, 304);
    c.len = 10;
    snprintf(cfg.op_int, sizeof cfg.op_int, "7,1");
    CHECK_INT(run_trace(&cfg, &h).cycles, 134);
}

/* Two sources in one register bank (bank = reg + 1 + warp mod 16: r1 and r17) are read
 * in two cycles: every dependent step takes one cycle more, 3 + 11 * 10 + 1 = 114;
 * r1 and r2 sit in different banks: 104 as above. */
TEST(register_bank_conflict)
{
    struct ws_config cfg;
    cfg_small(&cfg);
    struct chain c = { 10, true, 17 };
    struct ht_trace h;
    ht_init(&h, 1, 1, gen_chain, &c);
    CHECK_INT(run_trace(&cfg, &h).cycles, 114);
    c.src2 = 2;
    CHECK_INT(run_trace(&cfg, &h).cycles, 104);
}

/* One warp of independent instructions issues two per three cycles: a fetch fills the
 * 2-entry I-buffer, refetched only once empty (fetch t, decode t+1, issue t+2, t+3).
 * Instruction 2j issues at 3+3j, 2j+1 at 4+3j; n = 30: the last at 46, EXIT at 48, the
 * last result readable at 56: 57 cycles (n = 10: 27).  The peer gives 57 and 27. */
TEST(fetch_two_per_three_cycles)
{
    struct ws_config cfg;
    cfg_small(&cfg);
    struct chain c = { 30, false, -1 };
    struct ht_trace h;
    ht_init(&h, 1, 1, gen_chain, &c);
    CHECK_INT(run_trace(&cfg, &h).cycles, 57);
    c.len = 10;
    CHECK_INT(run_trace(&cfg, &h).cycles, 27);
}

/* Initiation interval: op.int = 4,4 on one SP unit; 8 warps of 4 independent
 * instructions keep the unit busy: it takes one every 4 cycles, so 32 instructions
 * need at least 128 cycles; with 2 units at least 64. */
TEST(initiation_interval)
{
    struct ws_config cfg;
    cfg_small(&cfg);
    snprintf(cfg.op_int, sizeof cfg.op_int, "4,4");
    cfg.sm_alu_units = 1;
    struct chain c = { 4, false, -1 };
    struct ht_trace h;
    ht_init(&h, 1, 8, gen_chain, &c);
    struct ws_sim_stats one = run_trace(&cfg, &h);
    CHECK(one.cycles >= 128);
    CHECK(one.cycles < 128 + 40);
    cfg.sm_alu_units = 2;
    snprintf(cfg.sm_pipeline_widths, sizeof cfg.sm_pipeline_widths, "2,0,0,1,1,2,0,0,1,1,2");
    struct ws_sim_stats two = run_trace(&cfg, &h);
    CHECK(two.cycles >= 64);
    CHECK(two.cycles < one.cycles);
}

/* ---- memory ------------------------------------------------------------------------ */
struct memchain { int n; int space; uint64_t base; };

static void gen_memchain(void *ctx, uint32_t k, uint32_t cta, uint32_t warp, struct ht_warp *b)
{
    (void)k; (void)cta; (void)warp;
    const struct memchain *m = ctx;
    for (int i = 0; i < m->n; i++) {
        ht_mem(b, WS_MEMOP_LOAD, m->space, 2, 1, m->base, 4);
        ht_alu(b, 3, 2, -1);             /* uses the load */
    }
    ht_exit(b);
}

/* A shared load reaches its use 32 cycles after issue (sm.shmem_latency 26 + 6: the
 * LD/ST unit takes it 4 cycles after issue, puts it in the 26-deep pipeline the next
 * cycle, the write-back takes it 2 cycles after it leaves).  n pairs: the load of pair
 * i issues at 3 + 34i (its use 32 later empties the I-buffer: the next load is fetched
 * then and issues 2 cycles after the use); n = 10: the last use issues at
 * 3 + 34*9 + 32 = 341, readable at 351: 352 cycles (the peer's number too). */
TEST(shared_load_latency)
{
    struct ws_config cfg;
    cfg_small(&cfg);
    struct memchain m = { 10, WS_SPACE_SHARED, 0x100 };
    struct ht_trace h;
    ht_init(&h, 1, 1, gen_memchain, &m);
    struct ws_sim_stats st = run_trace(&cfg, &h);
    CHECK_INT(st.cycles, 352);
    CHECK_INT(st.shmem_accesses, 10);
    /* one cycle more of shared-memory pipeline per load: 10 more */
    cfg.sm_shmem_latency = 27;
    CHECK_INT(run_trace(&cfg, &h).cycles, 362);
}

/* A global load that hits the L1 reaches its use l1d.latency + 5 = 40 cycles after
 * issue; the first one misses.  Every later pair takes 40 + 2 (the next load is fetched
 * when the use issues, as above): the last nine pairs add 378 to the first's (the peer:
 * 42 per pair); l1d.latency 20 makes each 15 shorter. */
TEST(l1_hit_latency)
{
    struct ws_config cfg;
    cfg_small(&cfg);
    struct memchain m = { 1, WS_SPACE_GLOBAL, 0x7f0000001000 };
    struct ht_trace h;
    ht_init(&h, 1, 1, gen_memchain, &m);
    uint64_t one = run_trace(&cfg, &h).cycles;
    m.n = 10;
    struct ws_sim_stats st = run_trace(&cfg, &h);
    CHECK_INT(st.cycles - one, 9 * 42);
    CHECK_INT(st.l1d_accesses, 10);
    CHECK_INT(st.l1d_misses, 1);
    cfg.l1d_latency = 20;
    m.n = 1;
    one = run_trace(&cfg, &h).cycles;
    m.n = 10;
    CHECK_INT(run_trace(&cfg, &h).cycles - one, 9 * 27);
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

/* Warp 0 runs a 20-long dependent chain (issues at 3 + 10k) and reaches BAR last: the
 * BAR waits for nothing but is fetched only when the I-buffer empties at 193, so it
 * issues at 195; warps 1-3 wait there.  The barrier opens in that cycle with 4 warps; no instruction
 * after the BAR issues before the next cycle. */
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
    uint64_t bar0 = 0, rel = 0;
    for (int i = 0; i < log->n; i++) {
        if (log->e[i].kind == WS_EV_BARRIER_RELEASE) {
            releases++;
            rel = log->e[i].cycle;
            CHECK_INT(log->e[i].a, 4);
        } else if (log->e[i].warp == 0 && log->e[i].idx == 20) {
            bar0 = log->e[i].cycle;
        }
    }
    CHECK_INT(releases, 1);
    CHECK_INT(bar0, 195);
    CHECK_INT(rel, bar0);
    for (int i = 0; i < log->n; i++) {
        if (log->e[i].kind != WS_EV_ISSUE)
            continue;
        int w = log->e[i].warp;
        int64_t after = w == 0 ? 21 : 1;   /* first instruction after BAR */
        if (log->e[i].idx >= after)
            CHECK(log->e[i].cycle > rel);
    }
    struct ws_sim_stats st;
    ws_sim_stats(s, &st);
    CHECK_INT(st.warp_insts, 23 + 3 * 3);
    free(log);
    ws_sim_free(s);
}

/* Stall classes of the scheduler-cycles (GPGPU-Sim W0_Idle / W0_Scoreboard / Stall): a
 * chain of 3 + EXIT issues at 3, 13, 23 (EXIT at 24: it waits for nothing) and retires
 * at 33, 34 cycles.  Idle: cycles 1-2 (nothing decoded yet), 14 (the I-buffer emptied
 * at 13 and is refilled by the decode after issue) and 25-33 (the warp is done, its last
 * result outstanding) = 12; scoreboard: 4-12 and 15-22 = 17; cycle 0 holds no CTA. */
TEST(stall_classes)
{
    struct ws_config cfg;
    cfg_small(&cfg);
    struct chain c = { 3, true, -1 };
    struct ht_trace h;
    ht_init(&h, 1, 1, gen_chain, &c);
    struct ws_sim_stats st = run_trace(&cfg, &h);
    CHECK_INT(st.cycles, 34);
    CHECK_INT(st.stall_scoreboard, 17);
    CHECK_INT(st.stall_idle, 12);
    CHECK_INT(st.stall_pipeline, 0);
    CHECK_INT(st.memory_block_cycles, 0);
}

/* The instruction cache: a cold miss costs a round trip to DRAM, and warps sharing a
 * line merge into one MSHR entry (one request for the line). */
TEST(icache_miss_merges)
{
    struct ws_config cfg;
    cfg_small(&cfg);
    struct chain c = { 0, false, -1 };
    struct ht_trace h;
    ht_init(&h, 1, 8, gen_chain, &c);
    uint64_t perfect = run_trace(&cfg, &h).cycles;
    cfg.l1i_perfect = false;
    struct ws_sim_stats st = run_trace(&cfg, &h);
    CHECK(st.cycles > perfect + 150);
    CHECK_INT(st.mem_requests, 1);       /* one 128-byte line for all eight warps */
}
