/* ccws.c — cache-conscious wavefront scheduling (CCWS §3.3): greedy-then-oldest issue
 * order, gated by lost-locality scores.  L1D evictions feed per-warp victim tag arrays
 * (ccws_vta.c); a warp's L1D miss that hits its own VTA ("vta-hit") raises its score to
 * the LLDS of Equation (1); scores decay by one per cycle to the base; the warps whose
 * segment of the largest-first score stack reaches above the cutoff (active warps x
 * base) may not issue global/local loads (ccws_lls.c).  A change of a can-issue bit is a
 * "throttle" event (a = new bit, b = score).  vta-hit: a = new score, b = the LLDS.
 *
 * Readings where the paper leaves room: the VTA is fed by replacement evictions only
 * (a store's write-evict is not lost locality); VTA hits and instructions in Equation
 * (1) are the SM's totals since the start of the run; the warps counted in the cutoff
 * are those assigned and not exited (active or at a barrier).  Scores decay lazily:
 * each warp keeps (score, cycle) and the stack is re-evaluated when the SM evaluates
 * its issue loop; while any score is above the base the policy asks the SM to evaluate
 * every cycle (ws_sm_wake_at), so can-issue bits change, and throttle events fire, at
 * the cycle they would with eager decay. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sched_util.h"
#include "ccws_lls.h"
#include "ccws_vta.h"
#include "warpscope/ccws.h"
#include "warpscope/util.h"

/* Invariants: for a live slot w, score[w] is its score at cycle at[w] (>= base);
 * can[w] is its can-issue bit as of cycle `eval`; gw[w] is the gwarp of the warp that
 * owns slot w's VTA and score (-1 none); nthrottled counts clear bits among live warps,
 * accounted into WS_SM_CTR_THROTTLED up to cycle thr_since. */
struct ccws {
    struct ws_sm *sm;
    int maxw;
    int64_t base;
    double k;
    struct ccws_vta vta;
    int64_t *score;
    uint64_t *at;
    bool *can;
    int64_t *gw;
    uint64_t eval, thr_since, vta_hits, insts;
    bool evaluated, dirty, hot;
    int64_t cutoff;
    int nthrottled;
    /* scratch for the stack */
    int *idx, *order;
    int64_t *sc, *below;
    uint64_t *age;
    bool *cannew;
};

static void *ccws_create(struct ws_sm *sm, const struct ws_config *cfg)
{
    struct ccws *p = ws_calloc(1, sizeof *p);
    size_t n = (size_t)ws_sm_max_warps(sm);
    p->sm = sm;
    p->maxw = (int)n;
    p->base = cfg->ccws_base_score;
    p->k = cfg->ccws_k;
    if (!ccws_vta_init(&p->vta, p->maxw, (int)cfg->ccws_vta_entries, (int)cfg->ccws_vta_assoc,
                       (uint64_t)cfg->l1d_line))
        ccws_vta_init(&p->vta, p->maxw, (int)cfg->ccws_vta_entries, (int)cfg->ccws_vta_assoc, 128);
    p->score = ws_calloc(n, sizeof *p->score);
    p->at = ws_calloc(n, sizeof *p->at);
    p->can = ws_calloc(n, sizeof *p->can);
    p->gw = ws_calloc(n, sizeof *p->gw);
    p->idx = ws_calloc(n, sizeof *p->idx);
    p->order = ws_calloc(n, sizeof *p->order);
    p->sc = ws_calloc(n, sizeof *p->sc);
    p->below = ws_calloc(n, sizeof *p->below);
    p->age = ws_calloc(n, sizeof *p->age);
    p->cannew = ws_calloc(n, sizeof *p->cannew);
    for (size_t i = 0; i < n; i++) {
        p->score[i] = p->base;
        p->can[i] = true;
        p->gw[i] = -1;
    }
    return p;
}

static void ccws_destroy(void *v)
{
    struct ccws *p = v;
    ccws_vta_free(&p->vta);
    free(p->score); free(p->at); free(p->can); free(p->gw);
    free(p->idx); free(p->order); free(p->sc); free(p->below); free(p->age); free(p->cannew);
    free(p);
}

static bool ccws_in_stack(const struct ws_warp *w)
{
    return w->state == WS_WARP_ACTIVE || w->state == WS_WARP_BARRIER;
}

/* The stack at cycle now, without changing anything: fills idx/sc/age/order/below/
 * cannew for the n warps in it; returns n and sets *cutoff. */
static int ccws_build(const struct ccws *p, uint64_t now, int64_t *cutoff)
{
    int n = 0;
    for (int s = 0; s < p->maxw; s++) {
        const struct ws_warp *w = ws_sm_warp(p->sm, s);
        if (!ccws_in_stack(w))
            continue;
        p->idx[n] = s;
        p->sc[n] = ccws_decay(p->score[s], p->base, now - p->at[s]);
        p->age[n] = w->launch_seq;
        n++;
    }
    *cutoff = (int64_t)n * p->base;
    ccws_stack(n, p->sc, p->age, *cutoff, p->order, p->below, p->cannew);
    return n;
}

static void ccws_emit(struct ccws *p, int kind, int slot, int64_t a, int64_t b, uint64_t addr)
{
    struct ws_event_bus *bus = ws_sm_bus(p->sm);
    if (!ws_event_wanted(bus, kind))
        return;
    const struct ws_warp *w = ws_sm_warp(p->sm, slot);
    struct ws_event e = ws_event_make(bus, kind);
    e.sm = (int16_t)ws_sm_id(p->sm);
    e.warp = slot;
    e.cta = (int32_t)w->cta;
    e.sched = w->sched;
    e.a = a;
    e.b = b;
    e.addr = addr;
    ws_emit(bus, &e);
}

/* Bring scores, the cutoff and the can-issue bits to cycle now (idempotent per cycle
 * unless warps joined or left); emits throttle events for the bits that change. */
static void ccws_refresh(struct ccws *p)
{
    uint64_t now = ws_sm_cycle(p->sm);
    if (p->evaluated && p->eval == now && !p->dirty)
        return;
    if (now > p->thr_since)
        ws_sm_count(p->sm, WS_SM_CTR_THROTTLED, (uint64_t)p->nthrottled * (now - p->thr_since));
    p->thr_since = now;
    int n = ccws_build(p, now, &p->cutoff);
    bool hot = false;
    int thr = 0;
    for (int i = 0; i < n; i++) {
        int s = p->idx[i];
        p->score[s] = p->sc[i];
        p->at[s] = now;
        hot |= p->sc[i] > p->base;
        thr += !p->cannew[i];
        if (p->cannew[i] != p->can[s]) {
            p->can[s] = p->cannew[i];
            ccws_emit(p, WS_EV_THROTTLE, s, p->can[s], p->score[s], 0);
        }
    }
    for (int s = 0; s < p->maxw; s++)   /* warps that left the stack are not throttled */
        if (!p->can[s] && !ccws_in_stack(ws_sm_warp(p->sm, s)))
            p->can[s] = true;
    p->nthrottled = thr;
    p->hot = hot;
    p->eval = now;
    p->evaluated = true;
    p->dirty = false;
    if (hot)
        ws_sm_wake_at(p->sm, now + 1);   /* scores decay: the bits may change next cycle */
}

static void ccws_vta_hit(struct ccws *p, int slot, uint64_t line)
{
    ccws_refresh(p);
    p->vta_hits++;
    ws_sm_count(p->sm, WS_SM_CTR_VTA_HITS, 1);
    int64_t llds = ccws_llds(p->vta_hits, p->insts, p->k, p->cutoff);
    p->score[slot] = ccws_hit_score(p->score[slot], p->base, llds);
    p->at[slot] = ws_sm_cycle(p->sm);
    ccws_emit(p, WS_EV_VTA_HIT, slot, p->score[slot], llds, line);
    p->dirty = true;
    ccws_refresh(p);
}

static void ccws_on_event(void *v, const struct ws_event *e)
{
    struct ccws *p = v;
    switch (e->kind) {
    case WS_EV_CTA_LAUNCH:
        for (int s = 0; s < p->maxw; s++) {
            const struct ws_warp *w = ws_sm_warp(p->sm, s);
            if (w->state != WS_WARP_EMPTY && p->gw[s] != (int64_t)w->gwarp) {
                p->gw[s] = w->gwarp;   /* a new warp in this slot: fresh VTA and score */
                ccws_vta_clear(&p->vta, s);
                p->score[s] = p->base;
                p->at[s] = e->cycle;
                p->can[s] = true;
            }
        }
        p->dirty = true;
        ccws_refresh(p);
        break;
    case WS_EV_WARP_FINISH:
    case WS_EV_CTA_FINISH:
        p->dirty = true;
        ccws_refresh(p);
        break;
    case WS_EV_ISSUE:
        p->insts++;
        if (e->warp >= 0 && !ccws_in_stack(ws_sm_warp(p->sm, e->warp))) {
            p->dirty = true;   /* it issued its EXIT */
            ccws_refresh(p);
        }
        break;
    case WS_EV_L1_EVICT:
        if (e->b == 0) {       /* replaced, not invalidated by a store */
            int s = e->a >= 0 && e->a < p->maxw ? (int)e->a : -1;   /* the filling warp */
            if (s >= 0)
                ccws_vta_insert(&p->vta, s, e->addr);
        }
        break;
    case WS_EV_L1_MISS:
        if (e->warp >= 0 && e->warp < p->maxw && ccws_vta_probe(&p->vta, e->warp, e->addr))
            ccws_vta_hit(p, e->warp, e->addr);
        break;
    default:
        break;
    }
}

static void ccws_order(void *v, struct ws_sm *sm, int s, uint16_t *out, int *n)
{
    ccws_refresh(v);
    int cnt;
    const uint16_t *list = ws_sm_sched_warps(sm, s, &cnt);
    *n = sched_gto(list, cnt, ws_sm_last_issued(sm, s), out);
}

/* Only global/local loads go through the L1D and are gated.  The bit is the one the
 * SM's evaluation computed in order() (inspection reads it without re-evaluating). */
static bool ccws_may_issue(void *v, const struct ws_warp *w, const struct ws_inst *in)
{
    const struct ccws *p = v;
    if (in->unit != WS_UNIT_MEM || in->memop != WS_MEMOP_LOAD ||
        (in->space != WS_SPACE_GLOBAL && in->space != WS_SPACE_LOCAL))
        return true;
    return p->can[w->slot];
}

static void ccws_inspect(void *v, struct ws_sched_view *out)
{
    const struct ccws *p = v;
    struct ws_ccws_summary sum;
    struct ws_ccws_warp *st = ws_calloc((size_t)p->maxw, sizeof *st);
    int n = ws_ccws_inspect(p, &sum, st, p->maxw);
    ws_sched_view_kv(out, "cutoff", sum.cutoff);
    ws_sched_view_kv(out, "base", sum.base);
    ws_sched_view_kv(out, "llds", sum.llds);
    ws_sched_view_kv(out, "vta_hits", (int64_t)sum.vta_hits);
    ws_sched_view_kv(out, "insts", (int64_t)sum.insts);
    ws_sched_view_kv(out, "throttled", sum.throttled);
    for (int i = 0; i < out->nwarps; i++) {
        out->warp[i].score = -1;
        out->warp[i].can_issue = true;
    }
    if (n && out->nlines < WS_SCHED_VIEW_MAX_LINES)
        snprintf(out->line[out->nlines++], sizeof out->line[0],
                 "score stack, largest first ('!' = past the cutoff %lld: loads refused):",
                 (long long)sum.cutoff);
    for (int i = 0; i < n; i += 6) {
        if (out->nlines >= WS_SCHED_VIEW_MAX_LINES)
            break;
        char *l = out->line[out->nlines++];
        size_t len = 0, cap = sizeof out->line[0];
        for (int j = i; j < n && j < i + 6 && len < cap; j++)
            len += (size_t)snprintf(l + len, cap - len, "%sW%d %lld%s", j > i ? "  " : "",
                                    st[j].slot, (long long)st[j].score, st[j].can_issue ? "" : "!");
    }
    for (int i = 0; i < n; i++) {
        struct ws_sched_warp_view *w = ws_sched_view_warp(out, st[i].slot);
        if (!w)
            continue;
        w->score = st[i].score;
        w->can_issue = st[i].can_issue;
        snprintf(w->queue, sizeof w->queue, "%s", st[i].can_issue ? "" : "throttled");
    }
    free(st);
}

int ws_ccws_inspect(const void *pst, struct ws_ccws_summary *sum, struct ws_ccws_warp *out,
                    int max)
{
    const struct ccws *p = pst;
    uint64_t now = ws_sm_cycle(p->sm);
    memset(sum, 0, sizeof *sum);
    int n = ccws_build(p, now, &sum->cutoff);
    sum->base = p->base;
    sum->k = p->k;
    sum->vta_hits = p->vta_hits;
    sum->insts = p->insts;
    sum->llds = ccws_llds(p->vta_hits, p->insts, p->k, sum->cutoff);
    sum->vta_sets = p->vta.sets;
    sum->vta_ways = p->vta.ways;
    sum->nwarps = n;
    int k = 0;
    for (int r = 0; r < n; r++) {
        int i = p->order[r], s = p->idx[i];
        sum->throttled += !p->can[s];
        if (k >= max)
            continue;
        out[k].slot = s;
        out[k].score = p->sc[i];
        out[k].below = p->below[i];
        out[k].can_issue = p->can[s];
        out[k].vta_hits = p->vta.hits[s];
        out[k].vta_used = 0;
        for (int t = 0; t < p->vta.sets * p->vta.ways; t++)
            out[k].vta_used += p->vta.e[(size_t)s * (size_t)(p->vta.sets * p->vta.ways) +
                                        (size_t)t].stamp != 0;
        k++;
    }
    return k;
}

int ws_ccws_vta(const void *pst, int slot, uint64_t *tags, int max)
{
    const struct ccws *p = pst;
    return ccws_vta_tags(&p->vta, slot, tags, max);
}

/* ---- snapshots: scores, the can-issue bits, the VTAs and the last evaluation (its
 * order and scores are what inspection shows) ------------------------------------------- */

static void ccws_keep_ptrs(struct ccws *d, const struct ccws *s)
{
    d->sm = s->sm;
    d->vta.e = s->vta.e, d->vta.hits = s->vta.hits;
    d->score = s->score, d->at = s->at, d->can = s->can, d->gw = s->gw;
    d->idx = s->idx, d->order = s->order, d->sc = s->sc, d->below = s->below;
    d->age = s->age, d->cannew = s->cannew;
}

static void ccws_save(void *v, struct ws_snap_buf *b)
{
    struct ccws *p = v, t = *p, z;
    memset(&z, 0, sizeof z);
    ccws_keep_ptrs(&t, &z);
    size_t n = (size_t)p->maxw, ne = n * (size_t)p->vta.sets * (size_t)p->vta.ways;
    ws_snap_block(b, &t, sizeof t);
    WS_SNAP_ARR(b, p->vta.e, ne);
    WS_SNAP_ARR(b, p->vta.hits, n);
    WS_SNAP_ARR(b, p->score, n);
    WS_SNAP_ARR(b, p->at, n);
    WS_SNAP_ARR(b, p->can, n);
    WS_SNAP_ARR(b, p->gw, n);
    WS_SNAP_ARR(b, p->idx, n);
    WS_SNAP_ARR(b, p->order, n);
    WS_SNAP_ARR(b, p->sc, n);
    WS_SNAP_ARR(b, p->below, n);
    WS_SNAP_ARR(b, p->age, n);
    WS_SNAP_ARR(b, p->cannew, n);
}

static bool ccws_load(void *v, struct ws_snap_rd *r)
{
    struct ccws *p = v, t;
    if (!ws_snap_get_block(r, &t, sizeof t))
        return false;
    if (t.maxw != p->maxw || t.vta.sets != p->vta.sets || t.vta.ways != p->vta.ways ||
        t.vta.nwarps != p->vta.nwarps)
        return ws_snap_fail(r, "snapshot does not fit: CCWS state of another shape");
    ccws_keep_ptrs(&t, p);
    *p = t;
    size_t n = (size_t)p->maxw, ne = n * (size_t)p->vta.sets * (size_t)p->vta.ways;
    WS_SNAP_GET_ARR(r, p->vta.e, ne);
    WS_SNAP_GET_ARR(r, p->vta.hits, n);
    WS_SNAP_GET_ARR(r, p->score, n);
    WS_SNAP_GET_ARR(r, p->at, n);
    WS_SNAP_GET_ARR(r, p->can, n);
    WS_SNAP_GET_ARR(r, p->gw, n);
    WS_SNAP_GET_ARR(r, p->idx, n);
    WS_SNAP_GET_ARR(r, p->order, n);
    WS_SNAP_GET_ARR(r, p->sc, n);
    WS_SNAP_GET_ARR(r, p->below, n);
    WS_SNAP_GET_ARR(r, p->age, n);
    return WS_SNAP_GET_ARR(r, p->cannew, n);
}

const struct ws_sched_policy ws_sched_ccws = {
    "ccws", "cache-conscious wavefront scheduling: GTO; loads of warps past the lost-locality cutoff wait",
    ccws_create, ccws_destroy, ccws_order, ccws_may_issue, ccws_on_event, ccws_inspect,
    ccws_save, ccws_load, false
};
