/* tla.c — two-level active scheduling (GPGPU-Sim's two_level_active; CTAA's baseline):
 * per scheduler a ready queue of at most tla.active warps and a FIFO pending queue.
 * Only ready-queue warps may issue (round robin among them).  A ready warp that missed
 * in the L1 and is now stalled on that long-latency load is demoted to the pending tail;
 * pending warps whose data has returned (no outstanding loads) are promoted in FIFO
 * order whenever the ready queue has room.  New warps join the pending tail.  Warps at a
 * barrier or exiting also leave the ready queue (otherwise a full ready queue of
 * barrier-waiting warps would starve the pending warps the barrier waits for).
 * The queue machine is shared with ctaa (tla_queue.c). */
#include <stdlib.h>
#include "tla_queue.h"
#include "warpscope/util.h"

static void *tla_create(struct ws_sm *sm, const struct ws_config *cfg)
{
    struct tlaq *p = ws_calloc(1, sizeof *p);
    tlaq_init(p, sm, cfg);
    return p;
}

static void tla_destroy(void *v)
{
    tlaq_free(v);
    free(v);
}

static void tla_on_event(void *v, const struct ws_event *e)
{
    tlaq_on_event(v, e);
}

static void tla_order(void *v, struct ws_sm *sm, int s, uint16_t *out, int *n)
{
    int cnt;
    const uint16_t *list = ws_sm_sched_warps(sm, s, &cnt);
    tlaq_drop_dead(v, sm, s);
    tlaq_admit_tail(v, s, list, cnt);   /* new warps join the pending tail in age order */
    tlaq_finish_order(v, sm, s, out, n);
}

static void tla_inspect(void *v, struct ws_sched_view *out)
{
    tlaq_inspect(v, out, true);
}

static void tla_save(void *v, struct ws_snap_buf *b) { tlaq_save(v, b); }
static bool tla_load(void *v, struct ws_snap_rd *r) { return tlaq_load(v, r); }

const struct ws_sched_policy ws_sched_tla = {
    "tla", "two-level active: ready queue of tla.active warps + FIFO pending queue",
    tla_create, tla_destroy, tla_order, NULL, tla_on_event, tla_inspect, tla_save, tla_load, false
};
