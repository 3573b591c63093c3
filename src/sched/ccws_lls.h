/* ccws_lls.h — CCWS's locality scoring arithmetic (CCWS §3.3.4-3.3.5), kept pure so the
 * unit tests can check it by hand: the lost-locality detected score (Equation 1), score
 * decay and the cap, and the cumulative-cutoff test over the sorted score stack. */
#ifndef WS_CCWS_LLS_H
#define WS_CCWS_LLS_H

#include <stdbool.h>
#include <stdint.h>

/* Equation (1): LLDS = vta_hits / insts * k * cutoff, rounded down (0 when insts == 0). */
int64_t ccws_llds(uint64_t vta_hits, uint64_t insts, double k, int64_t cutoff);

/* A score dt cycles later: one point less per cycle, never below base. */
int64_t ccws_decay(int64_t score, int64_t base, uint64_t dt);

/* The score after a VTA hit: raised to llds.  Hits do not add up: the score is capped
 * at the LLDS (CCWS: "capping each wavefront's score at LLDS, regardless of how many
 * VTA hits it has received"); a hit never lowers a score (one still decaying from an
 * earlier, larger LLDS keeps it) and never drops it below base. */
int64_t ccws_hit_score(int64_t score, int64_t base, int64_t llds);

/* The LLS cutoff test over n warps.  order[] gets the warp indices sorted largest score
 * first (equal scores: smaller age = older first, as GTO would favour it), below[i] the
 * sum of the scores stacked under warp i (the prefix sum before it), can[i] whether
 * warp i may issue loads.
 *
 * Reading of Figure 6: the stack is drawn largest score at the bottom and the cutoff
 * is a line at `cutoff`; a warp whose segment reaches above the line (below + score >
 * cutoff) loses its "Can Issue" bit.  With every warp at the base score the stack
 * exactly meets the line (cutoff = warps x base) and everyone may issue; one warp
 * raised to LLDS pushes the top warps over (W3 at T1).  The bottom warp always may
 * issue, even if its own score exceeds the cutoff: it is the one losing most. */
void ccws_stack(int n, const int64_t *score, const uint64_t *age, int64_t cutoff,
                int *order, int64_t *below, bool *can);

#endif
