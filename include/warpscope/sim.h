/* sim.h — the simulation object (DESIGN §3): create from a config and a trace, step in
 * core cycles, read statistics, inspect SMs, warps, CTAs and caches.  All mutable state
 * lives in struct ws_sim; two runs with the same inputs give identical results.
 *
 *   struct ws_sim *s = ws_sim_new(&cfg, trace, &err);
 *   while (!ws_sim_done(s)) if (ws_sim_step(s, 100000)) { error: ws_sim_error(s) }
 *   ws_sim_stats(s, &st);  ws_sim_free(s);
 *
 * ws_sim_step returns early when a subscriber sets bus->stop (breakpoints). */
#ifndef WARPSCOPE_SIM_H
#define WARPSCOPE_SIM_H

#include <stdint.h>
#include <stdbool.h>
#include "warpscope/config.h"
#include "warpscope/event.h"
#include "warpscope/trace.h"
#include "warpscope/sched.h"
#include "warpscope/util.h"

struct ws_sim;
struct ws_memsys;
struct ws_registry;

/* Validates cfg (ws_config_validate), the policy name and every kernel's occupancy. */
struct ws_sim *ws_sim_new(const struct ws_config *cfg, struct ws_trace *trace,
                          struct ws_err *err);
void ws_sim_free(struct ws_sim *s);

/* Advance up to ncycles core cycles; stops early when done or when bus->stop is set
 * (stop is cleared on entry).  Returns WS_OK, or an error code (ws_sim_error says
 * what: e.g. a trace CTA that failed to load); after an error the sim is done. */
int ws_sim_step(struct ws_sim *s, uint64_t ncycles);
/* Run to completion (ignores stop requests). */
int ws_sim_run(struct ws_sim *s);
bool ws_sim_done(const struct ws_sim *s);
const char *ws_sim_error(const struct ws_sim *s);

uint64_t ws_sim_cycle(const struct ws_sim *s);        /* core cycles simulated */
struct ws_event_bus *ws_sim_bus(struct ws_sim *s);
const struct ws_config *ws_sim_config(const struct ws_sim *s);
struct ws_trace *ws_sim_trace(const struct ws_sim *s);
struct ws_memsys *ws_sim_memsys(struct ws_sim *s);
struct ws_registry *ws_sim_registry(struct ws_sim *s);
const struct ws_sched_policy *ws_sim_policy(const struct ws_sim *s);
int ws_sim_kernel(const struct ws_sim *s);            /* index of the running kernel, or nkernels */

/* Whole-run statistics (DESIGN §7 --stats keys; the registry exposes the same). */
struct ws_sim_stats {
    uint64_t cycles, warp_insts, thread_insts;
    double ipc;                         /* thread instructions per core cycle */
    uint64_t l1d_accesses, l1d_hits, l1d_misses, l1d_res_fails;
    uint64_t l1d_hits_intra_warp, l1d_hits_inter_warp;
    double l1d_miss_rate;
    uint64_t l1d_mshr_merges, l1d_evictions, stores, atomics, shmem_accesses;
    uint64_t l2_accesses, l2_hits, l2_misses;
    double l2_hit_rate;
    uint64_t dram_reads, dram_writes, dram_activates, dram_row_hits;
    double dram_rbl, dram_blp;
    uint64_t memory_block_cycles, no_warp_cycles;      /* SM-cycles */
    uint64_t stall_idle, stall_scoreboard, stall_pipeline;   /* scheduler-cycles */
    uint64_t ccws_vta_hits, prefetch_issued, prefetch_useful, prefetch_late;
    /* core-side prefetch (prefetch.h; 0 without a prefetcher): lines evicted before any
     * use, dropped; coverage = issued / l1d.accesses (CTAA Fig. 13a), accuracy = useful /
     * issued (Fig. 13b), avg_distance = mean cycles from issue to the first demand of the
     * timely (not late) useful prefetches (Fig. 14b) */
    uint64_t prefetch_evicted_unused, prefetch_dropped;
    double prefetch_coverage, prefetch_accuracy, prefetch_avg_distance;
    uint64_t ccws_throttled;            /* warp-cycles with the CCWS can-issue bit clear */
    double l1d_mpki;                    /* l1d.misses per 1000 thread instructions */
    uint64_t mem_requests, mem_replies;   /* sent by SMs / packets received back (sectors, acks) */
    uint64_t mem_replies_expected;      /* replies the SMs' requests called for */
    double mem_read_latency;            /* mean core cycles from a read leaving an SM to each
                                         * of its data replies arriving (GPGPU-Sim's
                                         * averagemflatency, from the L1 miss queue) */
    uint64_t ctas, kernels;
};
void ws_sim_stats(const struct ws_sim *s, struct ws_sim_stats *out);

/* ---- inspection (read-only; for the debugger and the views) ---------------------- */
struct ws_sm_view {
    int id;
    int warps, ctas;                /* resident (unfinished) */
    int mshrs_used, miss_queue;     /* L1 MSHR entries in use, requests waiting to send */
    uint64_t warp_insts, thread_insts, cycles_active, memory_block_cycles, no_warp_cycles;
    uint64_t l1d_accesses, l1d_misses;
    char state;                     /* 'A' active (issued this cycle), 'M' memory-blocked, 'I' idle, '-' no warps */
};
void ws_sim_sm(const struct ws_sim *s, int sm, struct ws_sm_view *out);
int ws_sim_sm_count(const struct ws_sim *s);

/* The warp in `slot` of SM sm (NULL for a bad index).  reason is refreshed. */
const struct ws_warp *ws_sim_warp(struct ws_sim *s, int sm, int slot);
/* Next instruction of a warp (NULL when none). */
const struct ws_inst *ws_sim_warp_next(const struct ws_sim *s, int sm, int slot);

struct ws_cta_view {
    int slot;
    uint32_t id;
    int nwarps, warps_done, warps_at_barrier;
    uint64_t start_cycle;
    uint64_t issued;
};
/* CTA slots of SM sm; returns the number of resident CTAs written (<= max). */
int ws_sim_ctas(const struct ws_sim *s, int sm, struct ws_cta_view *out, int max);

/* The L1D of SM sm (for the cache view; see warpscope/cache.h). */
const struct ws_cache *ws_sim_l1d(const struct ws_sim *s, int sm);
/* Position of the read of `line` in SM sm's miss queue (misses waiting to enter the
 * interconnect), or -1 when it is not there; *len gets the queue's length. */
int ws_sim_missq_find(const struct ws_sim *s, int sm, uint64_t line, uint32_t *len);
/* The policy state of SM sm. */
void ws_sim_sched_inspect(struct ws_sim *s, int sm, struct ws_sched_view *out);
/* The policy instance of SM sm (opaque; policy-specific inspection such as
 * warpscope/ccws.h reads it), NULL for a bad index or a stateless policy. */
void *ws_sim_policy_state(struct ws_sim *s, int sm);

#endif
