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
#include "tla_queue.h"
#include "prefetch/ctaa.h"
#include "warpscope/util.h"

/* The tla queue machine plus the prefetcher whose arrivals wake warps. */
struct ctaa {
    struct tlaq t;
    uint16_t *tmp;
    struct ctaa_pf *pf;
};

static void *ctaa_create(struct ws_sm *sm, const struct ws_config *cfg)
{
    struct ctaa *p = ws_calloc(1, sizeof *p);
    tlaq_init(&p->t, sm, cfg);
    p->tmp = ws_calloc((size_t)p->t.maxw + 1, sizeof(uint16_t));
    p->pf = ws_sm_prefetcher(sm);
    return p;
}

static void ctaa_destroy(void *v)
{
    struct ctaa *p = v;
    tlaq_free(&p->t);
    free(p->tmp);
    free(p);
}

static void ctaa_on_event(void *v, const struct ws_event *e)
{
    tlaq_on_event(&((struct ctaa *)v)->t, e);
}

/* New warps (not yet queued) join: leading warps at the pending front (CTA order), the
 * trailing warps of the first new CTA, then the others, at the tail (Figure 7). */
static void ctaa_admit(struct ctaa *p, struct ws_sm *sm, int s, const uint16_t *list, int cnt)
{
    struct tlaq *t = &p->t;
    struct tlaq_sched *q = &t->q[s];
    int nlead = 0, first_cta = -1;
    for (int i = 0; i < cnt; i++) {
        const struct ws_warp *w = ws_sm_warp(sm, list[i]);
        if (t->where[list[i]])
            continue;
        if (first_cta < 0)
            first_cta = w->cta_slot;
        if (w->warp_in_cta == 0)
            p->tmp[nlead++] = list[i];
    }
    if (first_cta < 0)
        return;
    for (int i = nlead; i > 0; i--) {      /* keep CTA order at the front */
        tlaq_push_front(t, s, p->tmp[i - 1]);
        t->missed[p->tmp[i - 1]] = 0;
    }
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < cnt; i++) {
            const struct ws_warp *w = ws_sm_warp(sm, list[i]);
            if (t->where[list[i]] || (pass == 0) != (w->cta_slot == first_cta))
                continue;
            t->where[list[i]] = 2;
            t->missed[list[i]] = 0;
            q->pending[q->npend++] = list[i];
        }
}

static void ctaa_order(void *v, struct ws_sm *sm, int s, uint16_t *out, int *n)
{
    struct ctaa *p = v;
    struct tlaq *t = &p->t;
    struct tlaq_sched *q = &t->q[s];
    int cnt;
    const uint16_t *list = ws_sm_sched_warps(sm, s, &cnt);
    tlaq_drop_dead(t, sm, s);
    ctaa_admit(p, sm, s, list, cnt);
    /* wake warps whose prefetched data arrived into the ready queue */
    for (int i = 0; i < cnt; i++) {
        int slot = list[i];
        if (!ctaa_pf_take_wake(p->pf, slot) || t->where[slot] != 2 ||
            ws_sm_warp(sm, slot)->state != WS_WARP_ACTIVE)
            continue;
        if (q->nready >= t->active && q->nready > 0)
            tlaq_push_front(t, s, q->ready[--q->nready]);
        int k = 0;
        for (int j = 0; j < q->npend; j++)
            if (q->pending[j] != slot) q->pending[k++] = q->pending[j];
        q->npend = k;
        t->where[slot] = 1;
        t->missed[slot] = 0;
        q->ready[q->nready++] = (uint16_t)slot;
    }
    tlaq_finish_order(t, sm, s, out, n);   /* demote, promote, round robin (as tla) */
}

static void ctaa_inspect(void *v, struct ws_sched_view *out)
{
    struct ctaa *p = v;
    tlaq_inspect(&p->t, out, false);
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

/* tmp is scratch; pf is the SM's prefetcher, which saves itself */
static void ctaa_save(void *v, struct ws_snap_buf *b) { tlaq_save(&((struct ctaa *)v)->t, b); }
static bool ctaa_load(void *v, struct ws_snap_rd *r) { return tlaq_load(&((struct ctaa *)v)->t, r); }

const struct ws_sched_policy ws_sched_ctaa = {
    "ctaa", "CTA-aware: tla with leading warps first + CTA-aware stride prefetch (PerCTA/DIST)",
    ctaa_create, ctaa_destroy, ctaa_order, NULL, ctaa_on_event, ctaa_inspect, ctaa_save,
    ctaa_load, false
};
