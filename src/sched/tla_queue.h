/* tla_queue.h — the two-level-active queue machine shared by `tla` and `ctaa`: per
 * scheduler a ready queue of at most tla.active warps and a FIFO pending queue; ready
 * warps stalled on their own long-latency L1 miss (or at a barrier, or exiting) are
 * demoted to the pending tail; pending warps whose data is back are promoted in FIFO
 * order while the ready queue has room; the ready queue issues round robin. */
#ifndef WARPSCOPE_TLA_QUEUE_H
#define WARPSCOPE_TLA_QUEUE_H

#include <stdint.h>
#include "sched_util.h"

/* Per scheduler: ready[0..nready) and pending[0..npend) hold disjoint live slots. */
struct tlaq_sched {
    uint16_t *ready, *pending;
    int nready, npend;
    uint64_t last;          /* launch_seq of the last warp issued (round-robin start) */
};

/* where[slot] = 1 ready, 2 pending, 0 neither; missed[slot] = an L1 miss since the warp
 * was last promoted.  pending holds room for maxw + 1 (a push-front before a pop). */
struct tlaq {
    int active, nsched, maxw;
    struct tlaq_sched *q;
    uint8_t *where, *missed;
};

void tlaq_init(struct tlaq *t, struct ws_sm *sm, const struct ws_config *cfg);
void tlaq_free(struct tlaq *t);
/* Snapshots: the queues and flags (load: a tlaq of the same shape). */
void tlaq_save(const struct tlaq *t, struct ws_snap_buf *b);
bool tlaq_load(struct tlaq *t, struct ws_snap_rd *r);
/* Remember L1 misses (the demotion rule needs them). */
void tlaq_on_event(struct tlaq *t, const struct ws_event *e);
/* Drop finished and empty warps from scheduler s's queues. */
void tlaq_drop_dead(struct tlaq *t, struct ws_sm *sm, int s);
/* Warps of list not in a queue yet join the pending tail, in list (age) order. */
void tlaq_admit_tail(struct tlaq *t, int s, const uint16_t *list, int cnt);
/* Put a slot at the front of scheduler s's pending queue (where = pending). */
void tlaq_push_front(struct tlaq *t, int s, uint16_t slot);
/* Demote, promote, and write the round-robin issue order of the ready queue. */
void tlaq_finish_order(struct tlaq *t, struct ws_sm *sm, int s, uint16_t *out, int *n);
/* Queue names and can-issue bits per warp, "active", and a line per queue; with counts,
 * also "ready.S" and "pending.S" named values. */
void tlaq_inspect(const struct tlaq *t, struct ws_sched_view *out, bool counts);

#endif
