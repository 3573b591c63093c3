/* ctaa.c — CTA-aware scheduling (CTAA §4.1, Figure 7): `tla` (a ready queue of
 * tla.active warps per scheduler, a FIFO pending queue, demotion on a long-latency L1
 * miss, FIFO promotion of warps whose data is back) whose arriving warps are ordered
 * leading warps first: the leading warp (index 0) of every arriving CTA, then the
 * trailing warps of the first arriving CTA (the leading CTA), then the rest in age
 * order.  Leading warps go to the front of the pending queue, so that a CTA arriving
 * later also computes its base address early.  Each scheduler takes its own warps in
 * that order (with two schedulers the leading warps of even-sized CTAs share one).
 * The prefetcher (src/prefetch/ctaa.c) flags a warp when a prefetch for it arrives;
 * order() then moves it into the ready queue, pushing the ready tail to the pending
 * head when the queue is full (§4.3, warp wakeup on data arrival). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sched_util.h"
#include "prefetch/ctaa.h"
#include "warpscope/util.h"

/* Per scheduler: ready[0..nready) and pending[0..npend) hold disjoint live slots;
 * where[slot] = 1 ready, 2 pending, 0 neither; missed[slot] = an L1 miss since the
 * warp was last promoted. */
struct ctaa_q {
    uint16_t *ready, *pending;
    int nready, npend;
    uint64_t last;
};
struct ctaa {
    int active, nsched, maxw;
    struct ctaa_q *q;
    uint8_t *where, *missed;
    uint16_t *tmp;
    struct ctaa_pf *pf;
};

static void *ctaa_create(struct ws_sm *sm, const struct ws_config *cfg)
{
    struct ctaa *p = ws_calloc(1, sizeof *p);
    p->active = (int)cfg->tla_active;
    p->nsched = ws_sm_schedulers(sm);
    p->maxw = ws_sm_max_warps(sm);
    p->q = ws_calloc((size_t)p->nsched, sizeof *p->q);
    for (int s = 0; s < p->nsched; s++) {
        p->q[s].ready = ws_calloc((size_t)p->maxw, sizeof(uint16_t));
        p->q[s].pending = ws_calloc((size_t)p->maxw + 1, sizeof(uint16_t));
        p->q[s].last = UINT64_MAX;
    }
    p->where = ws_calloc((size_t)p->maxw, 1);
    p->missed = ws_calloc((size_t)p->maxw, 1);
    p->tmp = ws_calloc((size_t)p->maxw + 1, sizeof(uint16_t));
    p->pf = ws_sm_prefetcher(sm);
    return p;
}

static void ctaa_destroy(void *v)
{
    struct ctaa *p = v;
    for (int s = 0; s < p->nsched; s++) {
        free(p->q[s].ready);
        free(p->q[s].pending);
    }
    free(p->q);
    free(p->where);
    free(p->missed);
    free(p->tmp);
    free(p);
}

static void ctaa_on_event(void *v, const struct ws_event *e)
{
    struct ctaa *p = v;
    if (e->kind == WS_EV_L1_MISS && e->warp >= 0 && e->warp < p->maxw)
        p->missed[e->warp] = 1;
}

static bool ctaa_live(const struct ws_warp *w)
{
    return w->state != WS_WARP_EMPTY && w->state != WS_WARP_DONE;
}

static void ctaa_push_front(struct ctaa_q *q, uint16_t slot)
{
    memmove(q->pending + 1, q->pending, (size_t)q->npend * sizeof *q->pending);
    q->pending[0] = slot;
    q->npend++;
}

/* New warps (not yet queued) join: leading warps at the pending front (CTA order), the
 * trailing warps of the first new CTA, then the others, at the tail (Figure 7). */
static void ctaa_admit(struct ctaa *p, struct ws_sm *sm, struct ctaa_q *q, const uint16_t *list,
                       int cnt)
{
    int nlead = 0, first_cta = -1;
    for (int i = 0; i < cnt; i++) {
        const struct ws_warp *w = ws_sm_warp(sm, list[i]);
        if (p->where[list[i]])
            continue;
        if (first_cta < 0)
            first_cta = w->cta_slot;
        if (w->warp_in_cta == 0)
            p->tmp[nlead++] = list[i];
    }
    if (first_cta < 0)
        return;
    for (int i = nlead; i > 0; i--) {      /* keep CTA order at the front */
        ctaa_push_front(q, p->tmp[i - 1]);
        p->where[p->tmp[i - 1]] = 2;
        p->missed[p->tmp[i - 1]] = 0;
    }
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < cnt; i++) {
            const struct ws_warp *w = ws_sm_warp(sm, list[i]);
            if (p->where[list[i]] || (pass == 0) != (w->cta_slot == first_cta))
                continue;
            p->where[list[i]] = 2;
            p->missed[list[i]] = 0;
            q->pending[q->npend++] = list[i];
        }
}

static void ctaa_order(void *v, struct ws_sm *sm, int s, uint16_t *out, int *n)
{
    struct ctaa *p = v;
    struct ctaa_q *q = &p->q[s];
    int cnt;
    const uint16_t *list = ws_sm_sched_warps(sm, s, &cnt);
    int k = 0;
    for (int i = 0; i < q->nready; i++) {
        if (ctaa_live(ws_sm_warp(sm, q->ready[i]))) q->ready[k++] = q->ready[i];
        else p->where[q->ready[i]] = 0;
    }
    q->nready = k;
    k = 0;
    for (int i = 0; i < q->npend; i++) {
        if (ctaa_live(ws_sm_warp(sm, q->pending[i]))) q->pending[k++] = q->pending[i];
        else p->where[q->pending[i]] = 0;
    }
    q->npend = k;
    ctaa_admit(p, sm, q, list, cnt);
    /* wake warps whose prefetched data arrived into the ready queue */
    for (int i = 0; i < cnt; i++) {
        int slot = list[i];
        if (!ctaa_pf_take_wake(p->pf, slot) || p->where[slot] != 2 ||
            ws_sm_warp(sm, slot)->state != WS_WARP_ACTIVE)
            continue;
        if (q->nready >= p->active && q->nready > 0) {
            uint16_t out_slot = q->ready[--q->nready];
            p->where[out_slot] = 2;
            ctaa_push_front(q, out_slot);
        }
        k = 0;
        for (int j = 0; j < q->npend; j++)
            if (q->pending[j] != slot) q->pending[k++] = q->pending[j];
        q->npend = k;
        p->where[slot] = 1;
        p->missed[slot] = 0;
        q->ready[q->nready++] = (uint16_t)slot;
    }
    /* demote ready warps stalled on their own L1 miss (as tla) */
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

static void ctaa_queue_line(struct ws_sched_view *out, const char *what, int s,
                            const uint16_t *v, int n)
{
    if (out->nlines >= WS_SCHED_VIEW_MAX_LINES)
        return;
    char *l = out->line[out->nlines++];
    int off = snprintf(l, 96, "sched %d %s:", s, what);
    for (int i = 0; i < n && off < 90; i++)
        off += snprintf(l + off, (size_t)(96 - off), " %d", v[i]);
}

static void ctaa_inspect(void *v, struct ws_sched_view *out)
{
    struct ctaa *p = v;
    for (int i = 0; i < out->nwarps; i++) {
        struct ws_sched_warp_view *w = &out->warp[i];
        int wh = w->slot < p->maxw ? p->where[w->slot] : 0;
        snprintf(w->queue, sizeof w->queue, "%s", wh == 1 ? "ready" : wh == 2 ? "pending" : "");
        w->can_issue = wh == 1;
    }
    ws_sched_view_kv(out, "active", p->active);
    for (int s = 0; s < p->nsched; s++) {
        ctaa_queue_line(out, "ready", s, p->q[s].ready, p->q[s].nready);
        ctaa_queue_line(out, "pending", s, p->q[s].pending, p->q[s].npend);
    }
    const struct ws_prefetcher *pf = ws_prefetch_find("ctaa");
    if (p->pf && pf && pf->inspect)
        pf->inspect(p->pf, out);
    /* the DIST table first: views show only the first few lines (warps view) */
    int nd = 0;
    for (int i = 0; i < out->nlines; i++)
        if (strncmp(out->line[i], "DIST[", 5) == 0) {
            char tmp[sizeof out->line[0]];
            memcpy(tmp, out->line[i], sizeof tmp);
            memmove(out->line[nd + 1], out->line[nd], (size_t)(i - nd) * sizeof out->line[0]);
            memcpy(out->line[nd++], tmp, sizeof tmp);
        }
}

const struct ws_sched_policy ws_sched_ctaa = {
    "ctaa", "CTA-aware: tla with leading warps first + CTA-aware stride prefetch (PerCTA/DIST)",
    ctaa_create, ctaa_destroy, ctaa_order, NULL, ctaa_on_event, ctaa_inspect
};
