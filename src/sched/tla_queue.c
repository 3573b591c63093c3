/* tla_queue.c — the two-level-active queue machine shared by tla and ctaa (see
 * tla_queue.h). */
#include "tla_queue.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "warpscope/util.h"

void tlaq_init(struct tlaq *t, struct ws_sm *sm, const struct ws_config *cfg)
{
    t->active = (int)cfg->tla_active;
    t->nsched = ws_sm_schedulers(sm);
    t->maxw = ws_sm_max_warps(sm);
    t->q = ws_calloc((size_t)t->nsched, sizeof *t->q);
    for (int s = 0; s < t->nsched; s++) {
        t->q[s].ready = ws_calloc((size_t)t->maxw, sizeof(uint16_t));
        t->q[s].pending = ws_calloc((size_t)t->maxw + 1, sizeof(uint16_t));
        t->q[s].last = UINT64_MAX;
    }
    t->where = ws_calloc((size_t)t->maxw, 1);
    t->missed = ws_calloc((size_t)t->maxw, 1);
}

void tlaq_free(struct tlaq *t)
{
    for (int s = 0; s < t->nsched; s++) {
        free(t->q[s].ready);
        free(t->q[s].pending);
    }
    free(t->q);
    free(t->where);
    free(t->missed);
}

void tlaq_on_event(struct tlaq *t, const struct ws_event *e)
{
    if (e->kind == WS_EV_L1_MISS && e->warp >= 0 && e->warp < t->maxw)
        t->missed[e->warp] = 1;
}

static bool tlaq_live(const struct ws_warp *w)
{
    return w->state != WS_WARP_EMPTY && w->state != WS_WARP_DONE;
}

void tlaq_drop_dead(struct tlaq *t, struct ws_sm *sm, int s)
{
    struct tlaq_sched *q = &t->q[s];
    int k = 0;
    for (int i = 0; i < q->nready; i++) {
        if (tlaq_live(ws_sm_warp(sm, q->ready[i]))) q->ready[k++] = q->ready[i];
        else t->where[q->ready[i]] = 0;
    }
    q->nready = k;
    k = 0;
    for (int i = 0; i < q->npend; i++) {
        if (tlaq_live(ws_sm_warp(sm, q->pending[i]))) q->pending[k++] = q->pending[i];
        else t->where[q->pending[i]] = 0;
    }
    q->npend = k;
}

void tlaq_admit_tail(struct tlaq *t, int s, const uint16_t *list, int cnt)
{
    struct tlaq_sched *q = &t->q[s];
    for (int i = 0; i < cnt; i++)
        if (!t->where[list[i]]) {
            t->where[list[i]] = 2;
            t->missed[list[i]] = 0;
            q->pending[q->npend++] = list[i];
        }
}

void tlaq_push_front(struct tlaq *t, int s, uint16_t slot)
{
    struct tlaq_sched *q = &t->q[s];
    memmove(q->pending + 1, q->pending, (size_t)q->npend * sizeof *q->pending);
    q->pending[0] = slot;
    q->npend++;
    t->where[slot] = 2;
}

void tlaq_finish_order(struct tlaq *t, struct ws_sm *sm, int s, uint16_t *out, int *n)
{
    struct tlaq_sched *q = &t->q[s];
    /* demote ready warps stalled on their own L1 miss */
    int k = 0;
    for (int i = 0; i < q->nready; i++) {
        int slot = q->ready[i];
        const struct ws_warp *w = ws_sm_warp(sm, slot);
        if ((t->missed[slot] && w->mem_loads && sched_long_stalled(sm, slot)) ||
            w->state == WS_WARP_BARRIER || w->state == WS_WARP_EXITING) {
            t->where[slot] = 2;
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
        if (q->nready < t->active && w->mem_loads == 0 && w->state == WS_WARP_ACTIVE) {
            t->where[slot] = 1;
            t->missed[slot] = 0;
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

static void tlaq_line(struct ws_sched_view *out, int s, const char *what, const uint16_t *v,
                      int n)
{
    if (out->nlines >= WS_SCHED_VIEW_MAX_LINES)
        return;
    char *l = out->line[out->nlines++];
    int off = snprintf(l, 96, "sched %d %s:", s, what);
    for (int i = 0; i < n && off < 90; i++)
        off += snprintf(l + off, (size_t)(96 - off), " %d", v[i]);
}

void tlaq_inspect(const struct tlaq *t, struct ws_sched_view *out, bool counts)
{
    for (int i = 0; i < out->nwarps; i++) {
        struct ws_sched_warp_view *w = &out->warp[i];
        int wh = w->slot < t->maxw ? t->where[w->slot] : 0;
        snprintf(w->queue, sizeof w->queue, "%s", wh == 1 ? "ready" : wh == 2 ? "pending" : "");
        w->can_issue = wh == 1;
    }
    ws_sched_view_kv(out, "active", t->active);
    for (int s = 0; s < t->nsched; s++) {
        if (counts) {
            char key[24];
            snprintf(key, sizeof key, "ready.%d", s);
            ws_sched_view_kv(out, key, t->q[s].nready);
            snprintf(key, sizeof key, "pending.%d", s);
            ws_sched_view_kv(out, key, t->q[s].npend);
        }
        tlaq_line(out, s, "ready", t->q[s].ready, t->q[s].nready);
        tlaq_line(out, s, "pending", t->q[s].pending, t->q[s].npend);
    }
}

/* ---- snapshots ----------------------------------------------------------------------- */

void tlaq_save(const struct tlaq *t, struct ws_snap_buf *b)
{
    ws_snap_u32(b, (uint32_t)t->nsched);
    ws_snap_u32(b, (uint32_t)t->maxw);
    for (int s = 0; s < t->nsched; s++) {
        const struct tlaq_sched *q = &t->q[s];
        ws_snap_u32(b, (uint32_t)q->nready);
        ws_snap_u32(b, (uint32_t)q->npend);
        ws_snap_u64(b, q->last);
        WS_SNAP_ARR(b, q->ready, t->maxw);
        WS_SNAP_ARR(b, q->pending, t->maxw + 1);
    }
    WS_SNAP_ARR(b, t->where, t->maxw);
    WS_SNAP_ARR(b, t->missed, t->maxw);
}

bool tlaq_load(struct tlaq *t, struct ws_snap_rd *r)
{
    uint32_t ns = ws_snap_get_u32(r), mw = ws_snap_get_u32(r);
    if (ws_snap_ok(r) && (ns != (uint32_t)t->nsched || mw != (uint32_t)t->maxw))
        return ws_snap_fail(r, "snapshot does not fit: ready/pending queues of another shape");
    for (int s = 0; s < t->nsched && ws_snap_ok(r); s++) {
        struct tlaq_sched *q = &t->q[s];
        uint32_t nr = ws_snap_get_u32(r), np = ws_snap_get_u32(r);
        if (ws_snap_ok(r) && (nr > (uint32_t)t->maxw || np > (uint32_t)t->maxw + 1))
            return ws_snap_fail(r, "snapshot corrupt: ready/pending queue lengths");
        q->nready = (int)nr;
        q->npend = (int)np;
        q->last = ws_snap_get_u64(r);
        WS_SNAP_GET_ARR(r, q->ready, t->maxw);
        WS_SNAP_GET_ARR(r, q->pending, t->maxw + 1);
    }
    WS_SNAP_GET_ARR(r, t->where, t->maxw);
    WS_SNAP_GET_ARR(r, t->missed, t->maxw);
    return ws_snap_ok(r);
}
