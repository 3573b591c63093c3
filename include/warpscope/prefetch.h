/* prefetch.h — core-side (L1) prefetchers (DESIGN §3: the policy-table pattern): the
 * prefetcher table, the hooks the SM's load/store path calls, and the narrow SM
 * interface a prefetcher uses to issue prefetch lines.
 *
 * A prefetcher is a `const struct ws_prefetcher` in src/prefetch/, listed in the
 * NULL-terminated table ws_prefetchers[] (src/prefetch/prefetch.c).  An SM runs the
 * prefetcher whose name equals its scheduling policy's (`ctaa`), if any; with none the
 * load/store path is exactly the prefetch-free model.
 *
 * Flow: a global load issues -> on_load(warp, its coalesced lines) -> the prefetcher
 * calls ws_sm_prefetch(line, target warp) -> the SM queues the line and, one line per
 * cycle, probes the L1: a miss reserves a way and an MSHR entry (marked as a prefetch,
 * bound to the target warp) and leaves through the miss queue with req.prefetch = 1; a
 * line already present or in flight, or no MSHR / way free, drops the prefetch.  When
 * the data arrives the line is filled with the prefetched flag and on_fill(line,
 * target) runs (CTAA wakes the target warp into the ready queue).  The first demand
 * that touches the line counts it useful (prefetch-use). */
#ifndef WARPSCOPE_PREFETCH_H
#define WARPSCOPE_PREFETCH_H

#include <stdint.h>
#include <stdbool.h>
#include "warpscope/config.h"
#include "warpscope/sched.h"

struct ws_registry;
struct ws_sim;
struct ws_snap_buf;
struct ws_snap_rd;

struct ws_prefetcher {
    const char *name, *summary;
    void *(*create)(struct ws_sm *, const struct ws_config *);
    void (*destroy)(void *);
    /* A global load of warp w issued; lines[0..n) are its coalesced line addresses in
     * first-touch order. */
    void (*on_load)(void *, struct ws_sm *, const struct ws_warp *w, const struct ws_inst *in,
                    const uint64_t *lines, int n);
    /* A prefetched line arrived in the L1 (target: the warp slot it is bound to). */
    void (*on_fill)(void *, struct ws_sm *, uint64_t line, int target);
    /* Append tables to the policy view (lines[], kv[]). */
    void (*inspect)(void *, struct ws_sched_view *);
    /* Add the prefetcher's registry names (obj = the sim; ws_sim_prefetcher reaches the
     * state of SM idx[0]).  May be NULL. */
    void (*add_registry)(struct ws_registry *, struct ws_sim *);
    /* Snapshots: as struct ws_sched_policy's save and load (NULL: no state). */
    void (*save)(void *, struct ws_snap_buf *);
    bool (*load)(void *, struct ws_snap_rd *);
};

/* NULL-terminated. */
extern const struct ws_prefetcher *const ws_prefetchers[];
const struct ws_prefetcher *ws_prefetch_find(const char *name);

/* ---- the SM interface for prefetchers ---------------------------------------------- */
/* Queue a prefetch of `line` for warp slot `target` (pc: the load's PC, for events).
 * Returns false when the SM's prefetch queue is full (the prefetch is dropped). */
bool ws_sm_prefetch(struct ws_sm *sm, uint64_t line, int target, uint32_t pc);
int ws_sm_max_ctas(const struct ws_sm *sm);
/* Warp slot of warp `idx` of the CTA in CTA slot `cta_slot`, -1 when none. */
int ws_sm_cta_warp(const struct ws_sm *sm, int cta_slot, int idx);
/* Warps of the CTA in CTA slot `cta_slot` (0 when the slot is free). */
int ws_sm_cta_nwarps(const struct ws_sm *sm, int cta_slot);
/* The SM's prefetcher state (NULL without one): lets the policy of the same name read
 * it (CTAA's scheduler reads the wake-ups). */
void *ws_sm_prefetcher(struct ws_sm *sm);
/* The same from the simulation object (registry getters); NULL without one. */
void *ws_sim_prefetcher(struct ws_sim *s, int sm);
int ws_sim_sm_count(const struct ws_sim *s);

/* Prefetch counters of one SM (whole-run stats sum them). */
struct ws_prefetch_stats {
    uint64_t issued;        /* prefetch lines sent below the L1 */
    uint64_t useful;        /* consumed by a demand access (hit, or merged in flight) */
    uint64_t late;          /* consumed while still in flight (subset of useful) */
    uint64_t evicted_unused;/* evicted (or write-evicted) before any demand used them */
    uint64_t dropped;       /* not sent: present, in flight, no MSHR/way, queue full */
    uint64_t distance_sum;  /* sum of issue-to-demand cycles of timely useful prefetches */
    uint64_t demand_loads;  /* demand global-load line accesses (coverage denominator) */
};

#endif
