/* stats.c — whole-run statistics (DESIGN §7 --stats keys) and the core's registry
 * entries: the stats (flag WS_REG_STAT, in report order), per-SM and per-warp values,
 * DRAM banks, and the policy's inspect scalars. */
#include "core.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static double stats_ratio(uint64_t a, uint64_t b) { return b ? (double)a / (double)b : 0.0; }

void ws_sim_stats(const struct ws_sim *s, struct ws_sim_stats *o)
{
    memset(o, 0, sizeof *o);
    uint64_t rlat = 0, rn = 0;
    for (int i = 0; i < s->nsm; i++) {
        const struct core_sm_stats *t = &s->sm[i].st;
        o->warp_insts += t->warp_insts;
        o->thread_insts += t->thread_insts;
        o->l1d_accesses += t->l1d_accesses;
        o->l1d_hits += t->l1d_hits;
        o->l1d_misses += t->l1d_misses;
        o->l1d_res_fails += t->l1d_res_fails;
        o->l1d_hits_intra_warp += t->hits_intra;
        o->l1d_hits_inter_warp += t->hits_inter;
        o->l1d_mshr_merges += t->l1d_merges;
        o->l1d_evictions += t->evictions;
        o->stores += t->stores;
        o->atomics += t->atomics;
        o->shmem_accesses += t->shmem;
        o->memory_block_cycles += t->memory_block_cycles;
        o->no_warp_cycles += t->no_warp_cycles;
        o->stall_idle += t->stall_idle;
        o->stall_scoreboard += t->stall_scoreboard;
        o->stall_pipeline += t->stall_pipeline;
        o->mem_requests += t->requests;
        o->mem_replies += t->replies;
        o->mem_replies_expected += t->replies_expected;
        rlat += t->read_latency_sum;
        rn += t->read_replies;
        o->ccws_vta_hits += t->policy_ctr[WS_SM_CTR_VTA_HITS];
        o->ccws_throttled += t->policy_ctr[WS_SM_CTR_THROTTLED];
        o->oc_bank_conflicts += t->oc_bank_conflicts;
        o->shmem_bank_conflicts += t->shmem_bank_conflicts;
        o->l1d_bank_conflicts += t->l1_bank_conflicts;
        const struct core_fetch *f = &s->sm[i].fe;
        o->l1i_accesses += f->accesses;
        o->l1i_hits += f->hits;
        o->l1i_misses += f->misses;
        o->l1i_mshr_hits += f->mshr_hits;
        o->l1i_res_fails += f->res_fails;
    }
    o->l1i_miss_rate = stats_ratio(o->l1i_misses, o->l1i_accesses);
    o->mem_read_latency = stats_ratio(rlat, rn);
    o->cycles = s->draining || s->done ? s->end_cycle : s->cycle;
    o->ipc = stats_ratio(o->thread_insts, o->cycles);
    o->l1d_miss_rate = stats_ratio(o->l1d_misses, o->l1d_accesses);
    o->l1d_mpki = 1000.0 * stats_ratio(o->l1d_misses, o->thread_insts);
    struct ws_mem_stats m;
    ws_memsys_stats(s->mem, &m);
    o->l2_accesses = m.l2_accesses;
    o->l2_hits = m.l2_hits;
    o->l2_misses = m.l2_misses;
    o->l2_hit_rate = stats_ratio(m.l2_hits, m.l2_accesses);
    o->dram_reads = m.dram_reads;
    o->dram_writes = m.dram_writes;
    o->dram_activates = m.dram_activates;
    o->dram_row_hits = m.dram_row_hits;
    o->dram_rbl = stats_ratio(m.dram_row_hits, m.dram_reads + m.dram_writes);
    o->dram_blp = stats_ratio(m.dram_bank_busy_sum, m.dram_busy_cycles);
    o->prefetch_issued = m.prefetch_issued;
    o->prefetch_useful = m.prefetch_useful;
    uint64_t dist = 0;
    for (int i = 0; i < s->nsm; i++) {     /* core-side prefetch (prefetch.h) */
        const struct ws_prefetch_stats *p = &s->sm[i].pfs;
        o->prefetch_issued += p->issued;
        o->prefetch_useful += p->useful;
        o->prefetch_late += p->late;
        o->prefetch_evicted_unused += p->evicted_unused;
        o->prefetch_dropped += p->dropped;
        dist += p->distance_sum;
    }
    o->prefetch_coverage = stats_ratio(o->prefetch_issued, o->l1d_accesses);
    o->prefetch_accuracy = stats_ratio(o->prefetch_useful, o->prefetch_issued);
    o->prefetch_avg_distance = stats_ratio(dist, o->prefetch_useful - o->prefetch_late);
    o->ctas = s->ctas_total;
    o->kernels = s->kernels_total;
}

/* The counters of struct ws_sim_stats that split by kernel (a difference of two
 * whole-run readings). */
#define STATS_COUNTERS(X)                                                                  \
    X(warp_insts) X(thread_insts) X(l1d_accesses) X(l1d_hits) X(l1d_misses)                \
    X(l1d_res_fails) X(l1d_hits_intra_warp) X(l1d_hits_inter_warp) X(l1d_mshr_merges)     \
    X(l1d_evictions) X(stores) X(atomics) X(shmem_accesses) X(l2_accesses) X(l2_hits)     \
    X(l2_misses) X(dram_reads) X(dram_writes) X(dram_activates) X(dram_row_hits)          \
    X(memory_block_cycles) X(no_warp_cycles) X(stall_idle) X(stall_scoreboard)             \
    X(stall_pipeline) X(ccws_vta_hits) X(prefetch_issued) X(prefetch_useful)              \
    X(prefetch_late) X(prefetch_evicted_unused) X(prefetch_dropped) X(ccws_throttled)     \
    X(mem_requests) X(mem_replies) X(mem_replies_expected) X(ctas) X(kernels)             \
    X(l1i_accesses) X(l1i_hits) X(l1i_misses) X(l1i_mshr_hits) X(l1i_res_fails)           \
    X(oc_bank_conflicts) X(shmem_bank_conflicts) X(l1d_bank_conflicts)

bool ws_sim_kernel_stats(const struct ws_sim *s, uint32_t k, struct ws_sim_stats *o)
{
    memset(o, 0, sizeof *o);
    uint32_t n = s->trace->nkernels;
    bool running = k == s->kernel && s->kernel_running;
    if (k >= n || (k >= s->kernel && !running))
        return false;                       /* not started yet */
    struct ws_sim_stats cur, prev;
    if (k + 1 == n || running)
        ws_sim_stats(s, &cur);              /* the last kernel: the drain after it too */
    else
        cur = s->kernel_end[k];
    if (k)
        prev = s->kernel_end[k - 1];
    else
        memset(&prev, 0, sizeof prev);
#define STATS_DIFF(f) o->f = cur.f - prev.f;
    STATS_COUNTERS(STATS_DIFF)
#undef STATS_DIFF
    o->cycles = running ? s->cycle - s->kernel_start : s->kernel_cycles[k];
    o->ipc = stats_ratio(o->thread_insts, o->cycles);
    o->l1d_miss_rate = stats_ratio(o->l1d_misses, o->l1d_accesses);
    o->l1d_mpki = 1000.0 * stats_ratio(o->l1d_misses, o->thread_insts);
    o->l2_hit_rate = stats_ratio(o->l2_hits, o->l2_accesses);
    o->dram_rbl = stats_ratio(o->dram_row_hits, o->dram_reads + o->dram_writes);
    o->l1i_miss_rate = stats_ratio(o->l1i_misses, o->l1i_accesses);
    o->prefetch_coverage = stats_ratio(o->prefetch_issued, o->l1d_accesses);
    o->prefetch_accuracy = stats_ratio(o->prefetch_useful, o->prefetch_issued);
    return true;
}

/* ---- registry getters --------------------------------------------------------------- */

struct stat_field { size_t off; };

static bool reg_stat(void *obj, const void *ctx, const int *idx, struct ws_reg_value *v)
{
    (void)idx;
    struct ws_sim_stats st;
    ws_sim_stats(obj, &st);
    const struct stat_field *f = ctx;
    if (v->type == WS_REG_FLOAT)
        memcpy(&v->f, (const char *)&st + f->off, sizeof v->f);
    else {
        uint64_t u;
        memcpy(&u, (const char *)&st + f->off, sizeof u);
        v->i = (int64_t)u;
    }
    return true;
}

#define SF(field) static const struct stat_field sf_##field = { offsetof(struct ws_sim_stats, field) };
SF(cycles) SF(warp_insts) SF(thread_insts) SF(ipc) SF(l1d_accesses) SF(l1d_misses)
SF(l1d_miss_rate) SF(l1d_hits_intra_warp) SF(l1d_hits_inter_warp) SF(l2_accesses)
SF(l2_misses) SF(dram_reads) SF(dram_writes) SF(dram_activates) SF(dram_rbl) SF(dram_blp)
SF(memory_block_cycles) SF(no_warp_cycles) SF(stall_idle) SF(stall_scoreboard)
SF(stall_pipeline) SF(ccws_vta_hits) SF(prefetch_issued) SF(prefetch_useful)
SF(prefetch_late) SF(l1d_res_fails) SF(l1d_mshr_merges) SF(l2_hit_rate) SF(l2_hits)
SF(dram_row_hits) SF(mem_requests) SF(mem_replies) SF(ctas) SF(kernels) SF(l1d_hits)
SF(ccws_throttled) SF(l1d_mpki)
SF(prefetch_evicted_unused) SF(prefetch_dropped) SF(prefetch_coverage) SF(prefetch_accuracy)
SF(prefetch_avg_distance) SF(mem_read_latency)
SF(l1i_accesses) SF(l1i_hits) SF(l1i_misses) SF(l1i_mshr_hits) SF(l1i_res_fails) SF(l1i_miss_rate)
SF(oc_bank_conflicts) SF(shmem_bank_conflicts) SF(l1d_bank_conflicts)
#undef SF

static const struct { const char *name; const struct stat_field *f; int type; const char *doc; }
stat_rows[] = {
    { "cycles", &sf_cycles, WS_REG_INT, "core cycles until the last kernel ended" },
    { "warp_insts", &sf_warp_insts, WS_REG_INT, "warp instructions issued" },
    { "thread_insts", &sf_thread_insts, WS_REG_INT, "thread instructions (active lanes) issued" },
    { "ipc", &sf_ipc, WS_REG_FLOAT, "thread instructions per core cycle (GPGPU-Sim's gpu_ipc)" },
    { "l1d.accesses", &sf_l1d_accesses, WS_REG_INT, "L1D accesses: one per coalesced access of a global/local load or store (hits + mshr_merges + misses)" },
    { "l1d.misses", &sf_l1d_misses, WS_REG_INT, "L1D accesses that missed and took a new MSHR entry (GPGPU-Sim's MISS; merges are l1d.mshr_merges)" },
    { "l1d.miss_rate", &sf_l1d_miss_rate, WS_REG_FLOAT, "l1d.misses / l1d.accesses" },
    { "l1d.hits_intra_warp", &sf_l1d_hits_intra_warp, WS_REG_INT, "L1D hits on a line the same warp filled" },
    { "l1d.hits_inter_warp", &sf_l1d_hits_inter_warp, WS_REG_INT, "L1D hits on a line another warp filled" },
    { "l1d.mpki", &sf_l1d_mpki, WS_REG_FLOAT, "L1D misses per 1000 thread instructions (CCWS Fig. 8)" },
    { "l2.accesses", &sf_l2_accesses, WS_REG_INT, "L2 accesses" },
    { "l2.misses", &sf_l2_misses, WS_REG_INT, "L2 misses" },
    { "dram.reads", &sf_dram_reads, WS_REG_INT, "DRAM read bursts" },
    { "dram.writes", &sf_dram_writes, WS_REG_INT, "DRAM write bursts" },
    { "dram.activates", &sf_dram_activates, WS_REG_INT, "DRAM row activations" },
    { "dram.rbl", &sf_dram_rbl, WS_REG_FLOAT, "row-buffer locality: column accesses hitting an open row" },
    { "dram.blp", &sf_dram_blp, WS_REG_FLOAT, "bank-level parallelism: banks busy while any is" },
    { "core.memory_block_cycles", &sf_memory_block_cycles, WS_REG_INT, "SM-cycles with warps, all waiting on memory (OWL)" },
    { "core.no_warp_cycles", &sf_no_warp_cycles, WS_REG_INT, "SM-cycles with no warps while a kernel runs (OWL)" },
    { "core.stall_idle", &sf_stall_idle, WS_REG_INT, "scheduler-cycles: no warp with a valid instruction (PRO Fig. 1)" },
    { "core.stall_scoreboard", &sf_stall_scoreboard, WS_REG_INT, "scheduler-cycles: valid instructions, operands pending" },
    { "core.stall_pipeline", &sf_stall_pipeline, WS_REG_INT, "scheduler-cycles: operands ready, units busy" },
    { "ccws.vta_hits", &sf_ccws_vta_hits, WS_REG_INT, "CCWS victim tag array hits" },
    { "ccws.throttled_warp_cycles", &sf_ccws_throttled, WS_REG_INT, "warp-cycles in which CCWS refused the warp's loads (can-issue bit clear)" },
    { "prefetch.issued", &sf_prefetch_issued, WS_REG_INT, "prefetches issued" },
    { "prefetch.useful", &sf_prefetch_useful, WS_REG_INT, "prefetched lines used by a demand access" },
    { "prefetch.late", &sf_prefetch_late, WS_REG_INT, "demand accesses that found their prefetch in flight" },
    { "l1d.hits", &sf_l1d_hits, WS_REG_INT, "L1D hits" },
    { "l1d.reservation_fails", &sf_l1d_res_fails, WS_REG_INT, "L1D accesses refused (MSHR/miss queue full, set reserved)" },
    { "l1d.mshr_merges", &sf_l1d_mshr_merges, WS_REG_INT, "L1D accesses merged into the MSHR entry of a line already missing (GPGPU-Sim's HIT_RESERVED)" },
    { "l2.hits", &sf_l2_hits, WS_REG_INT, "L2 hits" },
    { "l2.hit_rate", &sf_l2_hit_rate, WS_REG_FLOAT, "l2.hits / l2.accesses" },
    { "dram.row_hits", &sf_dram_row_hits, WS_REG_INT, "DRAM column accesses to an open row" },
    { "mem.requests", &sf_mem_requests, WS_REG_INT, "requests sent by the SMs" },
    { "mem.replies", &sf_mem_replies, WS_REG_INT, "packets received by the SMs (a reply per 32-byte sector read, an ack per sector written)" },
    { "mem.read_latency", &sf_mem_read_latency, WS_REG_FLOAT, "mean core cycles from a read leaving its SM to each data reply (GPGPU-Sim's averagemflatency)" },
    { "ctas", &sf_ctas, WS_REG_INT, "CTAs launched" },
    { "kernels", &sf_kernels, WS_REG_INT, "kernels started" },
    { "l1i.accesses", &sf_l1i_accesses, WS_REG_INT, "instruction fetches that read the L1I (hits + misses; GPGPU-Sim's L1I_total_cache_accesses)" },
    { "l1i.hits", &sf_l1i_hits, WS_REG_INT, "instruction fetches that hit the L1I" },
    { "l1i.misses", &sf_l1i_misses, WS_REG_INT, "instruction fetches that missed the L1I, merged ones included (L1I_total_cache_misses)" },
    { "l1i.mshr_hits", &sf_l1i_mshr_hits, WS_REG_INT, "L1I misses merged into an outstanding MSHR entry (the L1I's MSHR_HIT)" },
    { "l1i.reservation_fails", &sf_l1i_res_fails, WS_REG_INT, "instruction fetches refused (no L1I MSHR entry or miss-queue slot); not accesses" },
    { "l1i.miss_rate", &sf_l1i_miss_rate, WS_REG_FLOAT, "l1i.misses / l1i.accesses" },
    { "oc.bank_conflicts", &sf_oc_bank_conflicts, WS_REG_INT, "operand-collector cycles a register read waited behind another read of its bank (summed over reads)" },
    { "smem.bank_conflicts", &sf_shmem_bank_conflicts, WS_REG_INT, "extra cycles shared-memory instructions held the LD/ST unit for bank conflicts" },
    { "l1d.bank_conflicts", &sf_l1d_bank_conflicts, WS_REG_INT, "cycles the LD/ST unit found its L1 latency queue's tail taken (GPGPU-Sim's L1 bank conflict)" },
};

/* Registered only when the SMs run a core-side prefetcher (prefetch.h), so that the
 * reports of the other policies stay as they were. */
static const struct { const char *name; const struct stat_field *f; int type; const char *doc; }
pf_rows[] = {
    { "prefetch.coverage", &sf_prefetch_coverage, WS_REG_FLOAT, "prefetch.issued / l1d.accesses (CTAA Fig. 13a)" },
    { "prefetch.accuracy", &sf_prefetch_accuracy, WS_REG_FLOAT, "prefetch.useful / prefetch.issued (CTAA Fig. 13b)" },
    { "prefetch.evicted_unused", &sf_prefetch_evicted_unused, WS_REG_INT, "prefetched lines evicted before any demand used them (CTAA Fig. 14a)" },
    { "prefetch.avg_distance", &sf_prefetch_avg_distance, WS_REG_FLOAT, "mean cycles from a prefetch to its first demand, timely prefetches (CTAA Fig. 14b)" },
    { "prefetch.dropped", &sf_prefetch_dropped, WS_REG_INT, "prefetches not sent (line present or in flight, no MSHR, queue full)" },
};

void *ws_sim_prefetcher(struct ws_sim *s, int sm)
{
    return sm >= 0 && sm < s->nsm ? s->sm[sm].pfst : NULL;
}

static bool reg_cycle(void *obj, const void *ctx, const int *idx, struct ws_reg_value *v)
{
    (void)ctx; (void)idx;
    v->i = (int64_t)((struct ws_sim *)obj)->cycle;
    return true;
}

static int dim_sm(void *obj, const void *ctx, int level, const int *idx)
{
    (void)ctx; (void)idx;
    struct ws_sim *s = obj;
    return level == 0 ? s->nsm : s->sm[0].max_warps;
}

/* Per-SM and per-warp registry fields (the ctx of reg_sm points into smf_ids). */
#define SM_FIELDS(X) \
    X(SMF_IPC) X(SMF_INSTS) X(SMF_WARPS) X(SMF_CTAS) X(SMF_MISSRATE) X(SMF_ACC) \
    X(SMF_MEMBLOCK) X(SMF_MSHR) X(SMF_L1D_WAYS) X(SMF_L1D_MISSES) X(SMF_L1D_HITS) X(SMF_L1D_MERGES) \
    X(SMF_L1D_RESFAILS) X(SMF_L1D_MISSQ) X(SMF_L1D_BANKCONF) X(SMF_STALL_IDLE) \
    X(SMF_STALL_SB) X(SMF_STALL_PIPE) X(SMF_L1I_ACC) X(SMF_L1I_MISSES) \
    X(SMF_L1I_MSHR_HITS) X(SMF_L1I_MSHRS) X(SMF_L1I_MISSQ) X(SMF_FETCH_WARP) X(SMF_IDOC) \
    X(SMF_OCEX) X(SMF_EXWB) X(SMF_INFLIGHT) X(SMF_OC_BUSY) X(SMF_OC_QUEUED) \
    X(SMF_OC_CONF) X(SMF_LDST_BUSY) X(SMF_LDST_WARP) X(SMF_LDST_STALLED) \
    X(SMF_LDST_QUEUE) X(SMF_LDST_SMEM) X(SMF_SMEM_CONF) X(WF_PC) X(WF_STATE) \
    X(WF_REASON) X(WF_CTA) X(WF_ISSUED) X(WF_NEXT) X(WF_LOADS) X(WF_FETCHED) \
    X(WF_IBUFFER) X(WF_IMISS) X(WF_INFLIGHT) X(WF_SUBCORE)
#define SM_FIELD_ENUM(id) id,
enum { SM_FIELDS(SM_FIELD_ENUM) SMF_COUNT };
static const int smf_ids[SMF_COUNT] = { SM_FIELDS(SM_FIELD_ENUM) };
#undef SM_FIELD_ENUM

/* Instructions in the pipeline registers of one kind (RS_ID_OC(0) / RS_OC_EX(0) / EX_WB). */
static int64_t stats_regset_used(const struct ws_sm *sm, int first, int n)
{
    int64_t u = 0;
    for (int r = first; r < first + n; r++)
        u += sm->rs[r].used;
    return u;
}

static bool reg_sm(void *obj, const void *ctx, const int *idx, struct ws_reg_value *v)
{
    struct ws_sim *s = obj;
    const struct ws_sm *sm = &s->sm[idx[0]];
    int f = *(const int *)ctx;
    uint64_t cyc = s->draining || s->done ? s->end_cycle : s->cycle;
    switch (f) {
    case SMF_IPC: v->f = stats_ratio(sm->st.thread_insts, cyc); return true;
    case SMF_INSTS: v->i = (int64_t)sm->st.warp_insts; return true;
    case SMF_WARPS: v->i = sm->live_warps; return true;
    case SMF_CTAS: v->i = sm->live_ctas; return true;
    case SMF_MISSRATE: v->f = stats_ratio(sm->st.l1d_misses, sm->st.l1d_accesses); return true;
    case SMF_ACC: v->i = (int64_t)sm->st.l1d_accesses; return true;
    case SMF_MEMBLOCK: v->i = (int64_t)sm->st.memory_block_cycles; return true;
    case SMF_MSHR: v->i = ws_mshr_used(sm->mshr); return true;
    case SMF_L1D_MISSES: v->i = (int64_t)sm->st.l1d_misses; return true;
    case SMF_L1D_HITS: v->i = (int64_t)sm->st.l1d_hits; return true;
    case SMF_L1D_MERGES: v->i = (int64_t)sm->st.l1d_merges; return true;
    case SMF_L1D_RESFAILS: v->i = (int64_t)sm->st.l1d_res_fails; return true;
    case SMF_L1D_MISSQ: v->i = sm->missq_len; return true;
    case SMF_L1D_BANKCONF: v->i = (int64_t)sm->st.l1_bank_conflicts; return true;
    case SMF_STALL_IDLE: v->i = (int64_t)sm->st.stall_idle; return true;
    case SMF_STALL_SB: v->i = (int64_t)sm->st.stall_scoreboard; return true;
    case SMF_STALL_PIPE: v->i = (int64_t)sm->st.stall_pipeline; return true;
    case SMF_L1I_ACC: v->i = (int64_t)sm->fe.accesses; return true;
    case SMF_L1I_MISSES: v->i = (int64_t)sm->fe.misses; return true;
    case SMF_L1I_MSHR_HITS: v->i = (int64_t)sm->fe.mshr_hits; return true;
    case SMF_L1I_MSHRS: v->i = ws_mshr_used(sm->fe.mshr); return true;
    case SMF_L1I_MISSQ: v->i = sm->fe.missq_n; return true;
    case SMF_FETCH_WARP:
        if (!sm->fe.valid)
            return false;   /* the fetch buffer is empty */
        v->i = sm->fe.warp;
        return true;
    case SMF_IDOC: v->i = stats_regset_used(sm, RS_ID_OC(0), FU_COUNT); return true;
    case SMF_OCEX: v->i = stats_regset_used(sm, RS_OC_EX(0), FU_COUNT); return true;
    case SMF_EXWB: v->i = sm->rs[RS_EX_WB].used; return true;
    case SMF_INFLIGHT: v->i = sm->inflight; return true;
    case SMF_L1D_WAYS: v->i = ws_cache_ways(sm->l1d); return true;
    case SMF_OC_BUSY: v->i = sm->oc.busy; return true;
    case SMF_OC_QUEUED: {
        int64_t q = 0;
        for (int b = 0; b < sm->oc.nbanks; b++)
            q += sm->oc.bank[b].n;
        v->i = q;
        return true;
    }
    case SMF_OC_CONF: v->i = (int64_t)sm->st.oc_bank_conflicts; return true;
    case SMF_LDST_BUSY: v->i = sm->ls.dispatch.uid != 0; return true;
    case SMF_LDST_WARP:
        if (!sm->ls.dispatch.uid)
            return false;   /* the dispatch register is empty */
        v->i = sm->ls.dispatch.warp;
        return true;
    case SMF_LDST_STALLED: v->i = sm->ls.dispatch.uid && sm->ls.stalled; return true;
    case SMF_LDST_QUEUE: v->i = sm->ls.lq_n; return true;
    case SMF_LDST_SMEM: v->i = sm->ls.smem_n; return true;
    case SMF_SMEM_CONF: v->i = (int64_t)sm->st.shmem_bank_conflicts; return true;
    default: break;
    }
    const struct ws_warp *w = &sm->warps[idx[1]];
    if (w->state == WS_WARP_EMPTY)
        return false;
    switch (f) {
    case WF_PC:
        if (w->next >= w->ninst)
            return false;   /* finished: no next instruction */
        v->i = (int64_t)ws_warp_inst(w->trace, w->next)->pc;
        return true;
    case WF_STATE: v->i = w->state; return true;
    case WF_REASON: v->i = w->reason; return true;
    case WF_CTA: v->i = w->cta; return true;
    case WF_ISSUED: v->i = (int64_t)w->issued; return true;
    case WF_NEXT: v->i = w->next; return true;
    case WF_LOADS: v->i = w->mem_loads; return true;
    case WF_FETCHED: v->i = w->fetched; return true;
    case WF_IBUFFER: v->i = w->fetched - w->next; return true;
    case WF_IMISS: v->i = w->imiss; return true;
    case WF_INFLIGHT: v->i = w->in_pipe - (w->fetched - w->next); return true;
    case WF_SUBCORE:
        if (!sm->cfg->sm_sub_cores)
            return false;   /* no sub-cores: no value */
        v->i = sm->slot_sched[w->slot];
        return true;
    default: return false;
    }
}

static int dim_dram(void *obj, const void *ctx, int level, const int *idx)
{
    (void)ctx; (void)idx;
    struct ws_sim *s = obj;
    return level == 0 ? ws_memsys_channels(s->mem) : ws_memsys_banks(s->mem);
}

static bool reg_bank(void *obj, const void *ctx, const int *idx, struct ws_reg_value *v)
{
    struct ws_sim *s = obj;
    struct ws_bank_view b;
    ws_memsys_bank(s->mem, idx[0], idx[1], &b);
    int f = *(const int *)ctx;
    v->i = f == 0 ? b.open_row : f == 1 ? (int64_t)b.queued : (int64_t)b.row_hits;
    return true;
}

static bool reg_dram_queue(void *obj, const void *ctx, const int *idx, struct ws_reg_value *v)
{
    const struct ws_memsys *m = ((struct ws_sim *)obj)->mem;
    int f = *(const int *)ctx;
    v->i = f == 0 ? ws_memsys_queue_len(m, idx[0]) : ws_memsys_latency_len(m, idx[0]);
    return true;
}

/* The memory-side Volta mechanisms' values (registered only when they are on). */
static const int memx_written = 0, memx_ratio_fails = 1, memx_dual = 2;
static bool reg_memx(void *obj, const void *ctx, const int *idx, struct ws_reg_value *v)
{
    const struct ws_sim *s = obj;
    int f = *(const int *)ctx;
    if (f == memx_dual) {
        v->i = (int64_t)ws_memsys_dual_issues(s->mem, idx[0]);
        return true;
    }
    if (idx[0] < 0 || idx[0] >= s->nsm)
        return false;
    const struct ws_cache *c = s->sm[idx[0]].l1d;
    if (f == memx_written) {
        v->i = ws_cache_written_lines(c);
    } else {
        struct ws_cache_stats st;
        ws_cache_stats(c, &st);
        v->i = (int64_t)st.ratio_fails;
    }
    return true;
}

/* Any integer the policy's inspect publishes under kv "group" etc. */
static bool reg_sched_kv(void *obj, const void *ctx, const int *idx, struct ws_reg_value *v)
{
    struct ws_sim *s = obj;
    struct ws_sched_view *view = ws_malloc(sizeof *view);
    ws_sim_sched_inspect(s, idx[0], view);
    bool found = false;
    for (int i = 0; i < view->nkv; i++)
        if (strcmp(view->kv[i].key, (const char *)ctx) == 0) {
            v->i = view->kv[i].val;
            found = true;
        }
    free(view);
    return found;
}

/* A warp's score or can-issue bit from the policy's inspect view (ctx "score" or
 * "can_issue"); no value for an empty slot or a policy without scores. */
static bool reg_sched_warp(void *obj, const void *ctx, const int *idx, struct ws_reg_value *v)
{
    struct ws_sim *s = obj;
    struct ws_sched_view *view = ws_malloc(sizeof *view);
    ws_sim_sched_inspect(s, idx[0], view);
    const struct ws_sched_warp_view *w = ws_sched_view_warp(view, idx[1]);
    bool score = strcmp((const char *)ctx, "score") == 0;
    bool found = w && (!score || w->score >= 0);
    if (found)
        v->i = score ? w->score : (int64_t)w->can_issue;
    free(view);
    return found;
}

/* PRO's per-CTA-slot values, published by its inspect as kv "cta[K].FIELD". */
static bool reg_sched_cta(void *obj, const void *ctx, const int *idx, struct ws_reg_value *v)
{
    struct ws_sim *s = obj;
    char key[24];
    snprintf(key, sizeof key, "cta[%d].%s", idx[1], (const char *)ctx);
    struct ws_sched_view *view = ws_malloc(sizeof *view);
    ws_sim_sched_inspect(s, idx[0], view);
    bool found = false;
    for (int i = 0; i < view->nkv; i++)
        if (strcmp(view->kv[i].key, key) == 0) {
            v->i = view->kv[i].val;
            found = true;
        }
    free(view);
    return found;
}

static int dim_sm_cta(void *obj, const void *ctx, int level, const int *idx)
{
    (void)ctx; (void)idx;
    struct ws_sim *s = obj;
    return level == 0 ? s->nsm : s->sm[0].max_ctas;
}

static const int bank_row = 0, bank_queued = 1, bank_hits = 2;
static const int dram_queue = 0, dram_latency_queue = 1;

void core_registry_init(struct ws_sim *s)
{
    struct ws_reg_entry e;
    memset(&e, 0, sizeof e);
    e.obj = s;
    e.pattern = "cycle";
    e.type = WS_REG_INT;
    e.doc = "current core cycle";
    e.get = reg_cycle;
    ws_registry_add(s->reg, &e);
    for (size_t i = 0; i < sizeof stat_rows / sizeof stat_rows[0]; i++) {
        e.pattern = stat_rows[i].name;
        e.type = stat_rows[i].type;
        e.doc = stat_rows[i].doc;
        e.flags = WS_REG_STAT;
        e.get = reg_stat;
        e.ctx = stat_rows[i].f;
        ws_registry_add(s->reg, &e);
    }
    static const struct { const char *p; int f; int type; const char *doc; } smrows[] = {
        { "sm[].ipc", SMF_IPC, WS_REG_FLOAT, "thread instructions per cycle of the SM" },
        { "sm[].warp_insts", SMF_INSTS, WS_REG_INT, "warp instructions issued by the SM" },
        { "sm[].warps", SMF_WARPS, WS_REG_INT, "resident unfinished warps" },
        { "sm[].ctas", SMF_CTAS, WS_REG_INT, "resident CTAs" },
        { "sm[].l1d.miss_rate", SMF_MISSRATE, WS_REG_FLOAT, "L1D miss rate of the SM" },
        { "sm[].l1d.accesses", SMF_ACC, WS_REG_INT, "L1D accesses of the SM" },
        { "sm[].memory_block_cycles", SMF_MEMBLOCK, WS_REG_INT, "cycles all warps waited on memory" },
        { "sm[].l1d.mshrs", SMF_MSHR, WS_REG_INT, "MSHR entries in use" },
        { "sm[].l1d.ways", SMF_L1D_WAYS, WS_REG_INT, "L1D ways now: l1d.assoc, or the kernel's carve-out (l1d.adaptive)" },
        { "sm[].warp[].pc", WF_PC, WS_REG_INT, "PC of the warp's next instruction (no value once it has none)" },
        { "sm[].warp[].state", WF_STATE, WS_REG_INT, "warp state (1 active 2 barrier 3 exiting 4 done)" },
        { "sm[].warp[].reason", WF_REASON, WS_REG_INT, "last not-ready reason (index into ws_stall_names)" },
        { "sm[].warp[].cta", WF_CTA, WS_REG_INT, "CTA id of the warp" },
        { "sm[].warp[].issued", WF_ISSUED, WS_REG_INT, "warp instructions issued by the warp" },
        { "sm[].warp[].next", WF_NEXT, WS_REG_INT, "index of the next instruction" },
        { "sm[].warp[].loads", WF_LOADS, WS_REG_INT, "outstanding global/local loads" },
        { "sm[].warp[].fetched", WF_FETCHED, WS_REG_INT, "index of the next instruction to decode (the I-buffer holds next .. fetched-1)" },
        { "sm[].warp[].ibuffer", WF_IBUFFER, WS_REG_INT, "decoded instructions waiting in the warp's I-buffer (fetched - next)" },
        { "sm[].warp[].imiss", WF_IMISS, WS_REG_INT, "1 while the warp's instruction fetch waits on an L1I miss" },
        { "sm[].warp[].sub_core", WF_SUBCORE, WS_REG_INT, "sm.sub_cores: the warp's sub-core (its scheduler): the ID_OC slot, register banks, collector units and units it uses (no value without sub-cores)" },
        { "sm[].warp[].inflight", WF_INFLIGHT, WS_REG_INT, "issued instructions of the warp not yet completed (a load until it leaves the LD/ST unit; then sm[].warp[].loads)" },
        { "sm[].l1d.misses", SMF_L1D_MISSES, WS_REG_INT, "L1D accesses of the SM that took a new MSHR entry (merges not included)" },
        { "sm[].l1d.hits", SMF_L1D_HITS, WS_REG_INT, "L1D hits of the SM" },
        { "sm[].l1d.mshr_merges", SMF_L1D_MERGES, WS_REG_INT, "L1D accesses of the SM merged into an outstanding MSHR entry" },
        { "sm[].l1d.reservation_fails", SMF_L1D_RESFAILS, WS_REG_INT, "L1D accesses of the SM refused (MSHR/miss queue full, set reserved)" },
        { "sm[].l1d.miss_queue", SMF_L1D_MISSQ, WS_REG_INT, "L1D misses waiting to enter the interconnect" },
        { "sm[].l1d.bank_conflicts", SMF_L1D_BANKCONF, WS_REG_INT, "cycles the LD/ST unit found its L1 latency queue's tail taken" },
        { "sm[].stall_idle", SMF_STALL_IDLE, WS_REG_INT, "scheduler-cycles of the SM with no valid instruction" },
        { "sm[].stall_scoreboard", SMF_STALL_SB, WS_REG_INT, "scheduler-cycles of the SM with valid instructions, operands pending" },
        { "sm[].stall_pipeline", SMF_STALL_PIPE, WS_REG_INT, "scheduler-cycles of the SM with a ready instruction and no free issue slot" },
        { "sm[].l1i.accesses", SMF_L1I_ACC, WS_REG_INT, "instruction fetches of the SM that read its L1I" },
        { "sm[].l1i.misses", SMF_L1I_MISSES, WS_REG_INT, "L1I misses of the SM (merged ones included)" },
        { "sm[].l1i.mshr_hits", SMF_L1I_MSHR_HITS, WS_REG_INT, "L1I misses of the SM merged into an outstanding MSHR entry" },
        { "sm[].l1i.mshrs", SMF_L1I_MSHRS, WS_REG_INT, "L1I MSHR entries in use" },
        { "sm[].l1i.miss_queue", SMF_L1I_MISSQ, WS_REG_INT, "L1I misses waiting to enter the interconnect" },
        { "sm[].fetch.warp", SMF_FETCH_WARP, WS_REG_INT, "warp whose fetched line is in the fetch buffer (no value when empty)" },
        { "sm[].pipe.id_oc", SMF_IDOC, WS_REG_INT, "instructions in the ID_OC pipeline registers (issued, waiting for a collector unit)" },
        { "sm[].pipe.oc_ex", SMF_OCEX, WS_REG_INT, "instructions in the OC_EX pipeline registers (operands read, waiting for their unit)" },
        { "sm[].pipe.ex_wb", SMF_EXWB, WS_REG_INT, "results in EX_WB (written back next cycle)" },
        { "sm[].pipe.inflight", SMF_INFLIGHT, WS_REG_INT, "instructions between issue and completion" },
        { "sm[].oc.busy", SMF_OC_BUSY, WS_REG_INT, "operand-collector units holding an instruction" },
        { "sm[].oc.queued", SMF_OC_QUEUED, WS_REG_INT, "register reads waiting in the bank queues" },
        { "sm[].oc.bank_conflicts", SMF_OC_CONF, WS_REG_INT, "read-cycles spent behind another read of the same bank" },
        { "sm[].ldst.busy", SMF_LDST_BUSY, WS_REG_INT, "1 while the LD/ST unit's dispatch register holds a memory instruction" },
        { "sm[].ldst.warp", SMF_LDST_WARP, WS_REG_INT, "warp of the instruction in the LD/ST unit (no value when empty)" },
        { "sm[].ldst.stalled", SMF_LDST_STALLED, WS_REG_INT, "1 when the LD/ST unit could not progress last cycle (memory-stalled)" },
        { "sm[].ldst.queue", SMF_LDST_QUEUE, WS_REG_INT, "accesses in the L1 latency queues (l1d.latency deep per bank)" },
        { "sm[].ldst.smem", SMF_LDST_SMEM, WS_REG_INT, "loads in the shared-memory pipeline (sm.shmem_latency deep)" },
        { "sm[].smem.bank_conflicts", SMF_SMEM_CONF, WS_REG_INT, "extra cycles the SM's shared-memory instructions held the LD/ST unit" },
    };
    for (size_t i = 0; i < sizeof smrows / sizeof smrows[0]; i++) {
        e.pattern = smrows[i].p;
        e.type = smrows[i].type;
        e.doc = smrows[i].doc;
        e.flags = 0;
        e.get = reg_sm;
        e.dim = dim_sm;
        e.ctx = &smf_ids[smrows[i].f];
        ws_registry_add(s->reg, &e);
    }
    /* the policies' and the DRAM banks' values (integers, not in the stats report) */
    static const struct {
        const char *p;
        ws_reg_get_fn get;
        ws_reg_dim_fn dim;
        const void *ctx;
        const char *doc;
    } rows[] = {
        { "sm[].sched.phase", reg_sched_kv, dim_sm, "phase",
          "PRO: kernel phase (0 fast: CTAs wait in the dispatcher, 1 slow)" },
        { "sm[].cta[].state", reg_sched_cta, dim_sm_cta, "state",
          "PRO: TB state of CTA slot K (0 noWait 1 barrierWait 2 finishWait 3 finishNoWait "
          "4 barrierWait1 5 finished)" },
        { "sm[].cta[].progress", reg_sched_cta, dim_sm_cta, "progress",
          "PRO: thread instructions executed by CTA slot K" },
        { "sm[].cta[].rank", reg_sched_cta, dim_sm_cta, "rank",
          "PRO: priority rank of CTA slot K among the SM's TBs (0 first)" },
        { "sm[].sched.group", reg_sched_kv, dim_sm, "group",
          "active group of scheduler 0 (policies with groups)" },
        { "sm[].sched.groups", reg_sched_kv, dim_sm, "groups",
          "OWL: CTA groups formed on the SM (Algorithm 1)" },
        { "sm[].sched.top", reg_sched_kv, dim_sm, "top",
          "OWL: the group with the top priority (0) on the SM" },
        { "sm[].cta[].group", reg_sched_cta, dim_sm_cta, "group",
          "OWL: CTA group of CTA slot K" },
        { "sm[].cta[].group_prio", reg_sched_cta, dim_sm_cta, "group_prio",
          "OWL: priority of CTA slot K's group (0 highest)" },
        { "sm[].sched.cutoff", reg_sched_kv, dim_sm, "cutoff",
          "CCWS cumulative lost-locality score cutoff (active warps x base score)" },
        { "sm[].sched.base", reg_sched_kv, dim_sm, "base",
          "CCWS base lost-locality score of a warp" },
        { "sm[].sched.llds", reg_sched_kv, dim_sm, "llds",
          "CCWS lost-locality detected score: VTA hits / instructions x K x cutoff" },
        { "sm[].sched.vta_hits", reg_sched_kv, dim_sm, "vta_hits",
          "CCWS victim-tag-array hits on the SM so far" },
        { "sm[].sched.insts", reg_sched_kv, dim_sm, "insts",
          "CCWS warp instructions issued on the SM, as the LLDS counts them" },
        { "sm[].warp[].score", reg_sched_warp, dim_sm, "score",
          "the policy's score of the warp (CCWS lost-locality score, PRO progress)" },
        { "sm[].warp[].can_issue", reg_sched_warp, dim_sm, "can_issue",
          "1 when the policy lets the warp issue (CCWS: its loads), 0 when throttled" },
        { "dram[].bank[].row", reg_bank, dim_dram, &bank_row,
          "open row of the bank (-1 precharged)" },
        { "dram[].bank[].queued", reg_bank, dim_dram, &bank_queued,
          "requests queued for the bank" },
        { "dram[].bank[].row_hits", reg_bank, dim_dram, &bank_hits,
          "row-buffer hits of the bank" },
        { "dram[].queue", reg_dram_queue, dim_dram, &dram_queue,
          "requests in the channel's queue" },
        { "dram[].latency_queue", reg_dram_queue, dim_dram, &dram_latency_queue,
          "requests past the L2 on their way to the channel's queue (dram.latency)" },
    };
    e.type = WS_REG_INT;
    e.flags = 0;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        e.pattern = rows[i].p;
        e.get = rows[i].get;
        e.dim = rows[i].dim;
        e.ctx = rows[i].ctx;
        e.doc = rows[i].doc;
        ws_registry_add(s->reg, &e);
    }
    const struct {
        const char *p;
        ws_reg_dim_fn dim;
        const int *ctx;
        bool on;
        const char *doc;
    } memx_rows[] = {
        { "sm[].l1d.written_lines", dim_sm, &memx_written, s->cfg.l1d_write_ratio > 0,
          "L1D lines holding written data (l1d.write_ratio: below that percentage of all "
          "lines, written lines are not replaced)" },
        { "sm[].l1d.write_ratio_fails", dim_sm, &memx_ratio_fails, s->cfg.l1d_write_ratio > 0,
          "L1D reservation fails of the SM because l1d.write_ratio kept the set's written "
          "lines (per refused cycle)" },
        { "dram[].dual_issues", dim_dram, &memx_dual, s->cfg.dram_dual_bus,
          "DRAM cycles in which the channel issued a row and a column command "
          "(dram.dual_bus)" },
    };
    e.get = reg_memx;
    for (size_t i = 0; i < sizeof memx_rows / sizeof memx_rows[0]; i++) {
        if (!memx_rows[i].on)
            continue;
        e.pattern = memx_rows[i].p;
        e.dim = memx_rows[i].dim;
        e.ctx = memx_rows[i].ctx;
        e.doc = memx_rows[i].doc;
        ws_registry_add(s->reg, &e);
    }
    if (s->nsm > 0 && s->sm[0].pf) {
        for (size_t i = 0; i < sizeof pf_rows / sizeof pf_rows[0]; i++) {
            e.pattern = pf_rows[i].name;
            e.type = pf_rows[i].type;
            e.doc = pf_rows[i].doc;
            e.flags = WS_REG_STAT;
            e.get = reg_stat;
            e.dim = NULL;
            e.ctx = pf_rows[i].f;
            ws_registry_add(s->reg, &e);
        }
        e.flags = 0;
        if (s->sm[0].pf->add_registry)
            s->sm[0].pf->add_registry(s->reg, s);
    }
}
