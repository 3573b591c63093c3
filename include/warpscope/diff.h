/* diff.h — two simulations of one trace stepped in lockstep (`warpscope diff`, issue 21):
 * the first divergence of each kind between their decision streams, and the per-side
 * counters that attribute the cycle gap (loads by PC, barrier waits).
 *
 *   struct ws_diff *d = ws_diff_new(sim_a, sim_b, true);
 *   while (!ws_diff_done(d)) if (ws_diff_step(d, 100000)) { error: ws_diff_error(d) }
 *   ws_diff_first(d, WS_DIFF_ISSUE) ...;  ws_diff_free(d);   (the sims stay the caller's)
 *
 * Both sims advance in chunks of a few cycles; every event a divergence is judged on is
 * buffered with its cycle and the two streams are compared event by event, so the cycle
 * reported is exact whatever the chunk.  What "different" means, per kind (the events
 * of one cycle, in the order the model emitted them):
 *   issue       issue events: sm, scheduler, warp slot, CTA, PC
 *   cache       l1-hit, l1-miss (with new MSHR entry or merged), mshr-full, l2-hit,
 *               l2-miss (with merged): kind, sm, warp slot, CTA, channel, line/address
 *   dram        row-open (ACT), row-close (PRE), dram-read, dram-write: kind, channel,
 *               bank, row, address
 *   cta-launch  cta-launch events: sm, CTA, CTA slot (the first wave, launched when
 *               the sims were made, counts as launched at cycle 0, SM by SM)
 * The first divergence of a kind is at the first cycle whose lists differ: either an
 * event differs in one of those fields, or one side has an event the other has not. */
#ifndef WARPSCOPE_DIFF_H
#define WARPSCOPE_DIFF_H

#include <stdint.h>
#include <stdbool.h>
#include "warpscope/event.h"
#include "warpscope/snap.h"

struct ws_sim;

enum ws_diff_kind { WS_DIFF_ISSUE = 0, WS_DIFF_CACHE, WS_DIFF_DRAM, WS_DIFF_CTA, WS_DIFF_KINDS };
extern const char *const ws_diff_kind_names[WS_DIFF_KINDS];   /* "issue" ... "cta-launch" */

/* The first divergence of one kind.  has[i]: side i (0 = A, 1 = B) had an event at that
 * point of the stream (ev[i]); without one, that side emitted nothing more of the kind
 * in that cycle. */
struct ws_diff_divergence {
    bool found;
    uint64_t cycle;
    bool has[2];
    struct ws_event ev[2];
};

/* One load instruction (kernel, PC), counted on both sides.  L1 accesses are the
 * l1-hit and l1-miss events of the load's accesses (a merge into an outstanding miss
 * is a miss); *_before are the counts from before the first cache divergence (equal on
 * both sides by definition; 0 when there was none).  wait: warp-cycles a warp went
 * without issuing before it issued the first instruction that reads or overwrites a
 * register this load writes (the gap since the warp's previous issue; charged to the
 * oldest such load when the instruction uses several). */
struct ws_diff_load {
    uint32_t kernel, pc;
    uint64_t acc[2], hits[2], misses[2];
    uint64_t acc_before[2], hits_before[2];
    uint64_t wait[2];
};

/* Counters kept per side from its events. */
struct ws_diff_side {
    uint64_t load_wait;        /* sum of the loads' wait (warp-cycles) */
    uint64_t barrier_wait;     /* warp-cycles from a warp's barrier to its release */
    uint64_t mshr_full;        /* mshr-full events (an L1 access refused, retried) */
    uint64_t throttles;        /* throttle events (CCWS can-issue bit changes) */
    uint64_t dram_wait;        /* cycles from an L2 read miss (a new one, not merged) to the
                                * DRAM read of its address (queue, bank and row timing) */
    uint64_t dram_waits;       /* the reads summed in dram_wait */
};

struct ws_diff;
/* Lockstep over sims a and b (not owned; neither may have run yet: both at cycle 0).
 * With thread, a worker thread steps b while the caller steps a (the sims share
 * nothing; results are the same bytes either way); without one, or when it cannot be
 * made, the caller steps both. */
struct ws_diff *ws_diff_new(struct ws_sim *a, struct ws_sim *b, bool thread);
void ws_diff_free(struct ws_diff *d);
/* Advance both up to ncycles core cycles (a finished side stays where it ended).
 * Returns WS_OK or the failing side's error code (ws_diff_error says which side and what). */
int ws_diff_step(struct ws_diff *d, uint64_t ncycles);
/* The side the caller steps first when there is no worker thread (0 by default).  A stop
 * its event bus requests (a debugger's breakpoint) ends ws_diff_step at that cycle: the
 * other side is stepped only as far, so both stay at the same cycle (the debugger on
 * `warpscope debug --diff` leads with its focused side). */
void ws_diff_set_lead(struct ws_diff *d, int side);
/* With both, either side's bus may ask to stop (a debugger's breakpoints on both sides):
 * without a worker the sides then go one core cycle at a time, the lead first, and a
 * stop either of them asked for ends ws_diff_step there, both at the same cycle (about
 * 15% slower than the chunks of the default, where only the lead's stop counts). */
void ws_diff_set_stops(struct ws_diff *d, bool both);
/* The engine's own state (the divergences so far, the events buffered for comparison,
 * each side's counters, loads, issue history and waits) for a checkpoint of its two
 * sims (warpscope/snap.h): saved between steps, and loaded back into an engine over the
 * same two sims once they are restored to the same point.  Loading checks the shape
 * (SMs, warp slots, indices) and refuses a blob that does not fit, saying why; the
 * engine must then not step again (free it). */
void ws_diff_save(const struct ws_diff *d, struct ws_snap_buf *b);
int ws_diff_load(struct ws_diff *d, const void *data, size_t len, struct ws_err *err);
bool ws_diff_done(const struct ws_diff *d);
int ws_diff_error_side(const struct ws_diff *d);   /* 0 or 1; -1 without an error */
const char *ws_diff_error(const struct ws_diff *d);
const struct ws_diff_divergence *ws_diff_first(const struct ws_diff *d, int kind);
/* The loads either side saw (side A's in order of first appearance, then those only
 * side B saw); *n gets their count.  Valid until the next call or ws_diff_step. */
const struct ws_diff_load *ws_diff_loads(struct ws_diff *d, int *n);
void ws_diff_side_counters(const struct ws_diff *d, int side, struct ws_diff_side *out);

#endif
