/* test_sim.c — whole-simulation properties: GTO beats LRR on a cache-thrashing kernel,
 * conservation (instruction counts, empty queues and MSHRs at the end), determinism,
 * and every policy running every shared trace to completion. */
#include "harness.h"
#include "test_sm_trace.h"
#include "warpscope/config.h"
#include "warpscope/mem.h"
#include "warpscope/registry.h"

#include <stdlib.h>

/* Each warp streams R times through its own K lines: load K lines (one line per load:
 * 32 lanes x 4 B), then add each into an accumulator (dependent on the load). */
#define THR_K 4
#define THR_R 16
static void gen_thrash(void *ctx, uint32_t k, uint32_t cta, uint32_t warp, struct ht_warp *b)
{
    (void)ctx; (void)k;
    uint64_t base = 0x100000 + ((uint64_t)cta * 8 + warp) * THR_K * 128;
    for (int r = 0; r < THR_R; r++) {
        for (int j = 0; j < THR_K; j++)
            ht_ld(b, 2 + j, base + (uint64_t)j * 128, 4);
        for (int j = 0; j < THR_K; j++)
            ht_alu(b, 1, 1, 2 + j);
    }
    ht_st(b, 1, base, 4);
    ht_exit(b);
}

static struct ws_sim *run_policy(const char *pol, struct ht_trace *h, struct ws_sim_stats *st)
{
    struct ws_config cfg;
    ws_config_defaults(&cfg);
    cfg.sm_count = 1;
    snprintf(cfg.sched_policy, sizeof cfg.sched_policy, "%s", pol);
    struct ws_err err = { 0 };
    memset(st, 0, sizeof *st);       /* a failed creation leaves zeros, never garbage */
    struct ws_sim *s = ws_sim_new(&cfg, &h->t, &err);
    CHECK(s != NULL);
    if (!s) {
        fprintf(stderr, "%s\n", err.msg);
        return NULL;
    }
    CHECK_INT(ws_sim_run(s), 0);
    ws_sim_stats(s, st);
    return s;
}

/* 48 warps x 4 lines x 128 B = 24 KB of private data against a 16 KB L1: round robin
 * touches every warp's lines between two uses of any of them and thrashes; GTO keeps
 * one warp's lines hot.  The papers' basic premise. */
TEST(gto_beats_lrr_on_thrashing_kernel)
{
    struct ht_trace h;
    ht_init(&h, 6, 8, gen_thrash, NULL);
    struct ws_sim_stats lrr, gto;
    struct ws_sim *a = run_policy("lrr", &h, &lrr);
    struct ws_sim *b = run_policy("gto", &h, &gto);
    fprintf(stderr, "lrr: cycles %llu ipc %.2f miss %.3f memblock %llu | gto: cycles %llu ipc %.2f miss %.3f memblock %llu\n",
            (unsigned long long)lrr.cycles, lrr.ipc, lrr.l1d_miss_rate,
            (unsigned long long)lrr.memory_block_cycles, (unsigned long long)gto.cycles,
            gto.ipc, gto.l1d_miss_rate, (unsigned long long)gto.memory_block_cycles);
    CHECK(gto.ipc > lrr.ipc);
    CHECK(gto.l1d_miss_rate < lrr.l1d_miss_rate);
    CHECK(lrr.memory_block_cycles > gto.memory_block_cycles);
    CHECK(gto.l1d_hits_intra_warp > lrr.l1d_hits_intra_warp);
    ws_sim_free(a);
    ws_sim_free(b);
}

static void check_conserved(struct ws_sim *s, uint64_t warp_insts, uint64_t thread_insts)
{
    struct ws_sim_stats st;
    ws_sim_stats(s, &st);
    CHECK_INT(st.warp_insts, warp_insts);
    CHECK_INT(st.thread_insts, thread_insts);
    CHECK(ws_memsys_idle(ws_sim_memsys(s)));
    for (int i = 0; i < ws_sim_sm_count(s); i++) {
        struct ws_sm_view v;
        ws_sim_sm(s, i, &v);
        CHECK_INT(v.mshrs_used, 0);
        CHECK_INT(v.miss_queue, 0);
        CHECK_INT(v.warps, 0);
        CHECK_INT(v.ctas, 0);
    }
    /* every request that left an SM was answered: one reply per 32-byte sector of a
     * read, one acknowledgement per sector of a store, one per atomic; memory-side
     * prefetches (owl) fill the L2 and never reach an SM */
    CHECK(st.mem_requests > 0);
    CHECK_INT(st.mem_replies, st.mem_replies_expected);
    CHECK(st.mem_replies >= st.mem_requests);
}

TEST(conservation_and_determinism_every_policy)
{
    struct ht_trace h;
    ht_init(&h, 6, 8, gen_thrash, NULL);
    uint64_t wi = 48 * (THR_R * THR_K * 2 + 2);
    for (int p = 0; ws_sched_policies[p]; p++) {
        struct ws_sim_stats s1, s2;
        struct ws_sim *a = run_policy(ws_sched_policies[p]->name, &h, &s1);
        struct ws_sim *b = run_policy(ws_sched_policies[p]->name, &h, &s2);
        if (!a || !b)
            continue;
        check_conserved(a, wi, wi * 32);
        CHECK(memcmp(&s1, &s2, sizeof s1) == 0);
        ws_sim_free(a);
        ws_sim_free(b);
    }
}

/* Read the trace's own counts by loading every CTA. */
static void trace_counts(struct ws_trace *t, uint64_t *wi, uint64_t *ti)
{
    *wi = *ti = 0;
    for (uint32_t k = 0; k < t->nkernels; k++)
        for (uint32_t c = 0; c < t->kernel[k].ncta; c++) {
            struct ws_cta_trace ct;
            struct ws_err err = { 0 };
            if (ws_trace_load_cta(t, k, c, &ct, &err))
                continue;
            for (uint32_t w = 0; w < ct.nwarps; w++) {
                *wi += ct.warp[w].ninst;
                for (uint32_t i = 0; i < ct.warp[w].ninst; i++)
                    *ti += (uint64_t)__builtin_popcount(ct.warp[w].inst[i].mask);
            }
            ws_cta_trace_free(&ct);
        }
}

TEST(shared_traces_conserved)
{
    const char *shared = ws_test_shared();
    if (!shared) {
        fprintf(stderr, "skip: ../shared/traces not found\n");
        return;
    }
    static const char *const names[] = { "vectoradd-sm80", "vectoradd-sm61", "matrixmul-sm61",
                                         "ffma-sm90" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/traces/accelsim/%s", shared, names[i]);
        struct ws_err err = { 0 };
        struct ws_trace *t = ws_trace_open(path, &err);
        if (!t) {
            fprintf(stderr, "%s: %s\n", path, err.msg);
            CHECK(t != NULL);
            continue;
        }
        uint64_t wi, ti;
        trace_counts(t, &wi, &ti);
        const char *pols[] = { "gto", "lrr", "tla" };
        for (int p = 0; p < 3; p++) {
            struct ws_config cfg;
            ws_config_defaults(&cfg);
            snprintf(cfg.sched_policy, sizeof cfg.sched_policy, "%s", pols[p]);
            struct ws_sim *s = ws_sim_new(&cfg, t, &err);
            CHECK(s != NULL);
            if (!s) {
                fprintf(stderr, "%s: %s\n", path, err.msg);
                continue;
            }
            CHECK_INT(ws_sim_run(s), 0);
            check_conserved(s, wi, ti);
            ws_sim_free(s);
        }
        ws_trace_close(t);
    }
}

TEST(registry_names)
{
    struct ht_trace h;
    ht_init(&h, 2, 2, gen_thrash, NULL);
    struct ws_sim_stats st;
    struct ws_sim *s = run_policy("tl", &h, &st);
    if (!s)
        return;
    struct ws_registry *r = ws_sim_registry(s);
    struct ws_reg_value v;
    struct ws_err err = { 0 };
    CHECK_INT(ws_registry_get(r, "warp_insts", &v, &err), 0);
    CHECK_INT(v.i, st.warp_insts);
    CHECK_INT(ws_registry_get(r, "sm[0].warp_insts", &v, &err), 0);
    CHECK_INT(v.i, st.warp_insts);
    CHECK_INT(ws_registry_get(r, "sm[0].sched.group", &v, &err), 0);
    CHECK(ws_registry_get(r, "sm[1].ipc", &v, &err) != 0);
    CHECK_HAS(err.msg, "out of range");
    CHECK(ws_registry_get(r, "l1d.mis_rate", &v, &err) != 0);
    CHECK_HAS(err.msg, "l1d.miss_rate");
    ws_sim_free(s);
}
