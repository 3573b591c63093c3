/* tla.c — two-level active scheduling (GPGPU-Sim's two_level_active; CTAA's baseline):
 * per scheduler a ready queue of at most tla.active warps and a FIFO pending queue.
 * Only ready-queue warps may issue (round robin among them).  A ready warp that missed
 * in the L1 and is now stalled on that long-latency load is demoted to the pending tail;
 * pending warps whose data has returned (no outstanding loads) are promoted in FIFO
 * order whenever the ready queue has room.  New warps join the pending tail.  Warps at a
 * barrier or exiting also leave the ready queue (otherwise a full ready queue of
 * barrier-waiting warps would starve the pending warps the barrier waits for). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sched_util.h"
#include "warpscope/util.h"

/* Per scheduler: ready[0..nready) and pending[0..npend) hold disjoint live slots;
 * where[slot] = 1 ready, 2 pending, 0 neither; missed[slot] = an L1 miss since the
 * warp was last promoted. */
struct tla_q {
    uint16_t *ready, *pending;
    int nready, npend;
    uint64_t last;
};
struct tla {
    int active, nsched, maxw;
    struct tla_q *q;
    uint8_t *where, *missed;
};

static void *tla_create(struct ws_sm *sm, const struct ws_config *cfg)
{
    struct tla *p = ws_calloc(1, sizeof *p);
    p->active = (int)cfg->tla_active;
    p->nsched = ws_sm_schedulers(sm);
    p->maxw = ws_sm_max_warps(sm);
    p->q = ws_calloc((size_t)p->nsched, sizeof *p->q);
    for (int s = 0; s < p->nsched; s++) {
        p->q[s].ready = ws_calloc((size_t)p->maxw, sizeof(uint16_t));
        p->q[s].pending = ws_calloc((size_t)p->maxw, sizeof(uint16_t));
        p->q[s].last = UINT64_MAX;
    }
    p->where = ws_calloc((size_t)p->maxw, 1);
    p->missed = ws_calloc((size_t)p->maxw, 1);
    return p;
}

static void tla_destroy(void *v)
{
    struct tla *p = v;
    for (int s = 0; s < p->nsched; s++) {
        free(p->q[s].ready);
        free(p->q[s].pending);
    }
    free(p->q);
    free(p->where);
    free(p->missed);
    free(p);
}

static void tla_on_event(void *v, const struct ws_event *e)
{
    struct tla *p = v;
    if (e->kind == WS_EV_L1_MISS && e->warp >= 0 && e->warp < p->maxw)
        p->missed[e->warp] = 1;
}

static void tla_order(void *v, struct ws_sm *sm, int s, uint16_t *out, int *n)
{
    struct tla *p = v;
    struct tla_q *q = &p->q[s];
    int cnt;
    const uint16_t *list = ws_sm_sched_warps(sm, s, &cnt);
    /* drop dead warps; new warps join the pending tail in age order */
    int k = 0;
    for (int i = 0; i < q->nready; i++) {
        const struct ws_warp *w = ws_sm_warp(sm, q->ready[i]);
        if (w->state == WS_WARP_EMPTY || w->state == WS_WARP_DONE) p->where[q->ready[i]] = 0;
        else q->ready[k++] = q->ready[i];
    }
    q->nready = k;
    k = 0;
    for (int i = 0; i < q->npend; i++) {
        const struct ws_warp *w = ws_sm_warp(sm, q->pending[i]);
        if (w->state == WS_WARP_EMPTY || w->state == WS_WARP_DONE) p->where[q->pending[i]] = 0;
        else q->pending[k++] = q->pending[i];
    }
    q->npend = k;
    for (int i = 0; i < cnt; i++)
        if (!p->where[list[i]]) {
            p->where[list[i]] = 2;
            p->missed[list[i]] = 0;
            q->pending[q->npend++] = list[i];
        }
    /* demote ready warps stalled on their own L1 miss */
    k = 0;
    for (int i = 0; i < q->nready; i++) {
        int slot = q->ready[i];
        const struct ws_warp *w = ws_sm_warp(sm, slot);
        if ((p->missed[slot] && w->mem_loads && sched_long_stalled(sm, slot)) ||
            w->state == WS_WARP_BARRIER || w->state == WS_WARP_EXITING) {
            p->where[slot] = 2;
            q->pending[q->npend++] = (uint16_t)slot;
        } else {
            q->ready[k++] = (uint16_t)slot;
        }
    }
    q->nready = k;
    /* promote pending warps whose data is back, FIFO */
    k = 0;
    for (int i = 0; i < q->npend; i++) {
        int slot = q->pending[i];
        const struct ws_warp *w = ws_sm_warp(sm, slot);
        if (q->nready < p->active && w->mem_loads == 0 && w->state == WS_WARP_ACTIVE) {
            p->where[slot] = 1;
            p->missed[slot] = 0;
            q->ready[q->nready++] = (uint16_t)slot;
        } else {
            q->pending[k++] = (uint16_t)slot;
        }
    }
    q->npend = k;
    int last = ws_sm_last_issued(sm, s);
    if (last >= 0)
        q->last = ws_sm_warp(sm, last)->launch_seq;
    /* round robin over the ready queue, starting after the last issued warp */
    int start = 0;
    for (int i = 0; i < q->nready; i++)
        if (ws_sm_warp(sm, q->ready[i])->launch_seq == q->last) {
            start = i + 1;
            break;
        }
    for (int i = 0; i < q->nready; i++)
        out[i] = q->ready[(start + i) % q->nready];
    *n = q->nready;
}

static void tla_inspect(void *v, struct ws_sched_view *out)
{
    struct tla *p = v;
    for (int i = 0; i < out->nwarps; i++) {
        struct ws_sched_warp_view *w = &out->warp[i];
        int wh = w->slot < p->maxw ? p->where[w->slot] : 0;
        snprintf(w->queue, sizeof w->queue, "%s", wh == 1 ? "ready" : wh == 2 ? "pending" : "");
        w->can_issue = wh == 1;
    }
    ws_sched_view_kv(out, "active", p->active);
    for (int s = 0; s < p->nsched; s++) {
        char key[24];
        snprintf(key, sizeof key, "ready.%d", s);
        ws_sched_view_kv(out, key, p->q[s].nready);
        snprintf(key, sizeof key, "pending.%d", s);
        ws_sched_view_kv(out, key, p->q[s].npend);
        if (out->nlines < WS_SCHED_VIEW_MAX_LINES) {
            char *l = out->line[out->nlines++];
            int off = snprintf(l, 96, "sched %d ready:", s);
            for (int i = 0; i < p->q[s].nready && off < 90; i++)
                off += snprintf(l + off, (size_t)(96 - off), " %d", p->q[s].ready[i]);
        }
        if (out->nlines < WS_SCHED_VIEW_MAX_LINES) {
            char *l = out->line[out->nlines++];
            int off = snprintf(l, 96, "sched %d pending:", s);
            for (int i = 0; i < p->q[s].npend && off < 90; i++)
                off += snprintf(l + off, (size_t)(96 - off), " %d", p->q[s].pending[i]);
        }
    }
}

const struct ws_sched_policy ws_sched_tla = {
    "tla", "two-level active: ready queue of tla.active warps + FIFO pending queue",
    tla_create, tla_destroy, tla_order, NULL, tla_on_event, tla_inspect
};
