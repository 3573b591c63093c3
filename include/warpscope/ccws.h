/* ccws.h — policy-specific inspection of CCWS (cache-conscious wavefront scheduling,
 * src/sched/ccws.c) for the debugger (`info vta`, `why`) and the TUI's vta view: the
 * lost-locality score stack with its cumulative cutoff, and each warp's victim tag
 * array.  The generic struct ws_sched_view carries scores, can-issue bits and the
 * cutoff too; this adds what only CCWS has. */
#ifndef WARPSCOPE_CCWS_H
#define WARPSCOPE_CCWS_H

#include <stdbool.h>
#include <stdint.h>
#include "warpscope/sched.h"

extern const struct ws_sched_policy ws_sched_ccws;

/* One warp in the score stack (largest score first). */
struct ws_ccws_warp {
    int slot;
    int64_t score;        /* lost-locality score now (decayed to the current cycle) */
    int64_t below;        /* sum of the scores stacked under it */
    bool can_issue;       /* may issue loads (the bit as of the SM's last evaluation) */
    uint32_t vta_hits;    /* VTA hits of this warp since it took the slot */
    int vta_used;         /* valid VTA entries */
};

struct ws_ccws_summary {
    int64_t base, cutoff, llds;   /* llds: the score a VTA hit would give now */
    double k;
    uint64_t vta_hits, insts;     /* the SM's totals behind Equation (1) */
    int vta_sets, vta_ways;
    int nwarps;                   /* warps in the stack */
    int throttled;
};

/* pst must be a ws_sched_ccws instance (check ws_sim_policy() == &ws_sched_ccws).
 * Fills *sum and up to max warps in stack order; returns the number written. */
int ws_ccws_inspect(const void *pst, struct ws_ccws_summary *sum, struct ws_ccws_warp *out,
                    int max);
/* Warp slot's VTA tags (line addresses; set by set, most recent first). */
int ws_ccws_vta(const void *pst, int slot, uint64_t *tags, int max);

#endif
