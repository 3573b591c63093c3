/* pro_tb.h — PRO's thread-block state machine and orderings (Figure 3, Algorithm 1 of
 * "PRO: Progress Aware GPU Warp Scheduling"), free of the SM so that unit tests can
 * drive it on hand-made states.  src/sched/pro.c is the glue to the SM.
 *
 * Readings chosen where the paper is ambiguous (each matches its text and Figure 2/3):
 * - Algorithm 1 sorts remTBs with "INC ORDER" in both phases; the text (III.C.1) says
 *   noWait TBs go in *decreasing* progress in the fast phase and finishNoWait TBs in
 *   increasing progress in the slow phase (III.D).  We follow the text.
 * - A finishWait TB whose warp reaches a barrier stays in finishWait (H > M; Figure 3
 *   has warpAtBarrier edges only out of noWait and finishNoWait).  A barrierWait TB
 *   whose warp finishes goes to finishWait (Algorithm 1, insertFinishWarp line 7).
 * - TB sorting is event-driven for finishWait/barrierWait TBs (sortFinishWaitStateTBs,
 *   sortBarrierWaitStateTBs: on every warp finish / barrier arrival), periodic for the
 *   remaining TBs (sortTBs every pro.threshold cycles), and done once more when the
 *   phase changes (the merged finishNoWait list needs an order at once).  A sort takes
 *   a snapshot of each sorted TB's (and warp's) progress: `key`; the order between
 *   sorts is a function of the snapshots, so it only changes when a sort happens.
 * - A TB launched between sorts has key 0: last in the fast phase, first in the slow.
 * - Ties: the smaller CTA id (global index) first; warps: the smaller index in the CTA. */
#ifndef WS_PRO_TB_H
#define WS_PRO_TB_H

#include <stdint.h>
#include <stdbool.h>

enum pro_state {
    PRO_NOWAIT = 0,      /* fast phase, default (L) */
    PRO_BARRIERWAIT,     /* fast phase, >= 1 warp at a barrier (M) */
    PRO_FINISHWAIT,      /* fast phase, >= 1 warp finished (H) */
    PRO_FINISHNOWAIT,    /* slow phase, default: least progress first */
    PRO_BARRIERWAIT1,    /* slow phase, >= 1 warp at a barrier (above finishNoWait) */
    PRO_FINISHED,        /* all warps finished (terminal) */
    PRO_NSTATES
};
extern const char *const pro_state_names[PRO_NSTATES];

/* One resident TB.  Invariants: used iff the slot holds a CTA; fin <= nwarps; atbar <=
 * nwarps - fin; state == PRO_FINISHED iff fin == nwarps; progress = sum of the warps'
 * progress (thread instructions); key = progress at the last sort of this TB;
 * warp_inc: its warps are ordered in increasing key (else decreasing). */
struct pro_tb {
    bool used, warp_inc;
    uint8_t state;
    uint32_t cta;
    int nwarps, fin, atbar;
    uint64_t progress, key;
    int rank;            /* position among the SM's TBs in the last order (0 = first) */
};

/* Priority class of a state: 0 highest (finishWait), 1 barrier, 2 the rest, 3 none. */
int pro_state_class(int state);

/* Transitions.  Each returns the new state (the caller stores it and emits tb-state). */
int pro_on_launch(bool slow);                        /* beginExec */
int pro_on_barrier(int state);                       /* warpAtBarrier */
int pro_on_release(int state, bool slow);            /* lastWarpAtBarrier */
int pro_on_warp_finish(int state, int fin, int nwarps, bool slow);  /* fin counts it */
int pro_on_phase_slow(int state);                    /* lastTBAssignedToSM */

/* Strict weak order of TBs for the phase: true when a comes before b. */
bool pro_tb_before(const struct pro_tb *a, const struct pro_tb *b, bool slow);

/* Sort idx[0..n) (indices into tbs) into priority order and set each tbs[].rank. */
void pro_rank_tbs(struct pro_tb *tbs, int *idx, int n, bool slow);

#endif
