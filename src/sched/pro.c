/* pro.c — PRO, progress-aware warp scheduling (Anantpur and Govindarajan): per-warp and
 * per-TB progress (thread instructions), TB states noWait/barrierWait/finishWait in the
 * fast phase (CTAs still wait in the dispatcher) and finishNoWait/barrierWait1 in the
 * slow phase (Figure 3, pro_tb.c), TBs ordered finishWait > barrierWait > noWait and
 * within each state as section III.C/D gives it, warps of a waiting TB in increasing
 * progress, re-sorting every pro.threshold cycles (Algorithm 1).  Emits tb-state (cta,
 * a = old state, b = new state; indices into pro_state_names) and phase-change (a = old
 * phase, b = new phase; 0 fast, 1 slow). */
#include <stdio.h>
#include <stdlib.h>
#include "sched_util.h"
#include "pro_tb.h"
#include "warpscope/util.h"

/* Invariants: tb[k] describes CTA slot k (pro_tb.h); wprog[w] = thread instructions
 * issued by warp slot w since its launch, wkey[w] its snapshot at its TB's last warp
 * sort; glob[0..nglob) = all resident warps in priority order, valid unless dirty;
 * the next periodic sort happens at last_sort + threshold (sorted: one happened). */
struct pro {
    struct ws_sm *sm;
    int maxw, maxc;
    uint64_t threshold, last_sort, sorts;
    bool sorted, slow, dirty;
    struct pro_tb *tb;
    uint16_t **wslots;          /* per CTA slot: its warps' slots, nwarps of them */
    uint64_t *wprog, *wkey;
    int *idx, nidx;
    uint16_t *glob;
    int nglob;
};

static const char *const pro_short[PRO_NSTATES] = {
    "noWait", "barWait", "finWait", "finNoWait", "barWait1", "finished"
};

static void *pro_create(struct ws_sm *sm, const struct ws_config *cfg)
{
    struct pro *p = ws_calloc(1, sizeof *p);
    p->sm = sm;
    p->maxw = ws_sm_max_warps(sm);
    p->maxc = (int)cfg->sm_max_ctas;
    p->threshold = (uint64_t)cfg->pro_threshold;
    p->tb = ws_calloc((size_t)p->maxc, sizeof *p->tb);
    p->wslots = ws_calloc((size_t)p->maxc, sizeof *p->wslots);
    for (int i = 0; i < p->maxc; i++)
        p->wslots[i] = ws_calloc((size_t)p->maxw, sizeof **p->wslots);
    p->wprog = ws_calloc((size_t)p->maxw, sizeof *p->wprog);
    p->wkey = ws_calloc((size_t)p->maxw, sizeof *p->wkey);
    p->idx = ws_calloc((size_t)p->maxc, sizeof *p->idx);
    p->glob = ws_calloc((size_t)p->maxw, sizeof *p->glob);
    return p;
}

static void pro_destroy(void *v)
{
    struct pro *p = v;
    for (int i = 0; i < p->maxc; i++)
        free(p->wslots[i]);
    free(p->wslots);
    free(p->tb);
    free(p->wprog);
    free(p->wkey);
    free(p->idx);
    free(p->glob);
    free(p);
}

static void pro_set_state(struct pro *p, struct pro_tb *t, int st)
{
    if (t->state == st)
        return;
    int old = t->state;
    t->state = (uint8_t)st;
    p->dirty = true;
    struct ws_event_bus *bus = ws_sm_bus(p->sm);
    if (ws_event_wanted(bus, WS_EV_TB_STATE)) {
        struct ws_event e = ws_event_make(bus, WS_EV_TB_STATE);
        e.sm = (int16_t)ws_sm_id(p->sm);
        e.cta = (int32_t)t->cta;
        e.a = old;
        e.b = st;
        ws_emit(bus, &e);
    }
}

/* sortWarps(tb, inc): snapshot the warps' progress and set the direction. */
static void pro_sort_warps(struct pro *p, int k, bool inc)
{
    for (int i = 0; i < p->tb[k].nwarps; i++)
        p->wkey[p->wslots[k][i]] = p->wprog[p->wslots[k][i]];
    p->tb[k].warp_inc = inc;
    p->dirty = true;
}

/* Snapshot the progress of every TB of priority class cls (a sort of those TBs). */
static void pro_sort_class(struct pro *p, int cls)
{
    for (int k = 0; k < p->maxc; k++)
        if (p->tb[k].used && pro_state_class(p->tb[k].state) == cls)
            p->tb[k].key = p->tb[k].progress;
    p->dirty = true;
}

/* sortTBs + sortWarps over the remaining TBs (noWait / finishNoWait). */
static void pro_sort_rem(struct pro *p)
{
    pro_sort_class(p, 2);
    for (int k = 0; k < p->maxc; k++)
        if (p->tb[k].used && pro_state_class(p->tb[k].state) == 2)
            pro_sort_warps(p, k, p->slow);
}

static int pro_warp_tb(struct pro *p, int slot)
{
    const struct ws_warp *w = ws_sm_warp(p->sm, slot);
    return w && w->cta_slot >= 0 && w->cta_slot < p->maxc && p->tb[w->cta_slot].used
               ? w->cta_slot : -1;
}

static int pro_cta_tb(struct pro *p, int32_t cta)
{
    for (int k = 0; k < p->maxc; k++)
        if (p->tb[k].used && (int32_t)p->tb[k].cta == cta)
            return k;
    return -1;
}

static void pro_launch(struct pro *p, const struct ws_event *e)
{
    int k = (int)e->a;
    if (k < 0 || k >= p->maxc)
        return;
    struct pro_tb *t = &p->tb[k];
    *t = (struct pro_tb){ 0 };
    t->used = true;
    t->cta = (uint32_t)e->cta;
    t->state = (uint8_t)pro_on_launch(p->slow);
    t->warp_inc = p->slow;
    for (int s = 0; s < p->maxw; s++) {
        const struct ws_warp *w = ws_sm_warp(p->sm, s);
        if (w->state != WS_WARP_EMPTY && w->cta_slot == k && t->nwarps < p->maxw) {
            p->wslots[k][t->nwarps++] = (uint16_t)s;
            p->wprog[s] = p->wkey[s] = 0;
        }
    }
    p->dirty = true;
    struct ws_event_bus *bus = ws_sm_bus(p->sm);
    if (ws_event_wanted(bus, WS_EV_TB_STATE)) {   /* beginExec: from "none" (-1) */
        struct ws_event ev = ws_event_make(bus, WS_EV_TB_STATE);
        ev.sm = (int16_t)ws_sm_id(p->sm);
        ev.cta = e->cta;
        ev.b = t->state;
        ws_emit(bus, &ev);
    }
}

static void pro_phase(struct pro *p, bool slow)
{
    if (p->slow == slow)
        return;
    p->slow = slow;
    struct ws_event_bus *bus = ws_sm_bus(p->sm);
    if (ws_event_wanted(bus, WS_EV_PHASE_CHANGE)) {
        struct ws_event e = ws_event_make(bus, WS_EV_PHASE_CHANGE);
        e.sm = (int16_t)ws_sm_id(p->sm);
        e.a = !slow;
        e.b = slow;
        ws_emit(bus, &e);
    }
    if (!slow)
        return;
    /* mergeFinishAndNoWaitTBs; the merged list is sorted at once (pro_tb.h) */
    for (int k = 0; k < p->maxc; k++)
        if (p->tb[k].used)
            pro_set_state(p, &p->tb[k], pro_on_phase_slow(p->tb[k].state));
    pro_sort_rem(p);
}

static void pro_on_event(void *v, const struct ws_event *e)
{
    struct pro *p = v;
    int k;
    switch (e->kind) {
    case WS_EV_ISSUE: {
        const struct ws_warp *w = ws_sm_warp(p->sm, e->warp);
        if (!w || e->b < 0 || (uint64_t)e->b >= w->ninst)
            return;
        uint64_t lanes = (uint64_t)__builtin_popcount(ws_warp_inst(w->trace, (uint32_t)e->b)->mask);
        p->wprog[e->warp] += lanes;
        if ((k = pro_warp_tb(p, e->warp)) >= 0)
            p->tb[k].progress += lanes;
        return;
    }
    case WS_EV_CTA_LAUNCH:
        pro_launch(p, e);
        return;
    case WS_EV_CTA_FINISH:
        if ((k = pro_cta_tb(p, e->cta)) >= 0) {
            p->tb[k].used = false;
            p->dirty = true;
        }
        return;
    case WS_EV_BARRIER:           /* insertBarrierWarp */
        if ((k = pro_warp_tb(p, e->warp)) < 0)
            return;
        p->tb[k].atbar = (int)e->a;
        pro_set_state(p, &p->tb[k], pro_on_barrier(p->tb[k].state));
        if (p->tb[k].atbar == 1)
            pro_sort_warps(p, k, true);
        pro_sort_class(p, 1);
        return;
    case WS_EV_BARRIER_RELEASE:   /* lastWarpAtBarrier */
        if ((k = pro_cta_tb(p, e->cta)) < 0)
            return;
        p->tb[k].atbar = 0;
        pro_set_state(p, &p->tb[k], pro_on_release(p->tb[k].state, p->slow));
        pro_sort_class(p, 1);
        return;
    case WS_EV_WARP_FINISH:       /* insertFinishWarp */
        if ((k = pro_warp_tb(p, e->warp)) < 0)
            return;
        p->tb[k].fin++;
        pro_set_state(p, &p->tb[k], pro_on_warp_finish(p->tb[k].state, p->tb[k].fin,
                                                       p->tb[k].nwarps, p->slow));
        if (p->tb[k].fin == 1)
            pro_sort_warps(p, k, true);
        pro_sort_class(p, 0);
        return;
    case WS_EV_PHASE_CHANGE:
        if (e->sm < 0)            /* from the dispatcher (sched.h) */
            pro_phase(p, e->a != 0);
        return;
    default:
        return;
    }
}

/* Rebuild glob: TBs in priority order, each TB's warps by their snapshot progress. */
static void pro_rebuild(struct pro *p)
{
    p->nidx = 0;
    for (int k = 0; k < p->maxc; k++)
        if (p->tb[k].used)
            p->idx[p->nidx++] = k;
    pro_rank_tbs(p->tb, p->idx, p->nidx, p->slow);
    p->nglob = 0;
    for (int i = 0; i < p->nidx; i++) {
        int k = p->idx[i];
        const struct pro_tb *t = &p->tb[k];
        int base = p->nglob;
        for (int j = 0; j < t->nwarps; j++) {
            uint16_t s = p->wslots[k][j];
            int at = p->nglob++;
            /* insertion by (key, index in the CTA); wslots is in CTA order */
            while (at > base && (t->warp_inc ? p->wkey[p->glob[at - 1]] > p->wkey[s]
                                             : p->wkey[p->glob[at - 1]] < p->wkey[s])) {
                p->glob[at] = p->glob[at - 1];
                at--;
            }
            p->glob[at] = s;
        }
    }
    p->dirty = false;
}

static void pro_order(void *v, struct ws_sm *sm, int s, uint16_t *out, int *n)
{
    struct pro *p = v;
    uint64_t now = ws_sm_cycle(sm);
    if (!p->sorted || now - p->last_sort >= p->threshold) {
        /* Algorithm 1 l.57-61; ws_sm_wake_at makes the SM evaluate at the next one */
        pro_sort_rem(p);
        p->sorted = true;
        p->last_sort = now;
        p->sorts++;
        ws_sm_wake_at(sm, now + p->threshold);
    }
    if (p->dirty)
        pro_rebuild(p);
    int k = 0;
    for (int i = 0; i < p->nglob; i++) {
        const struct ws_warp *w = ws_sm_warp(sm, p->glob[i]);
        if (w->sched == s && w->state != WS_WARP_EMPTY && w->state != WS_WARP_DONE)
            out[k++] = p->glob[i];
    }
    *n = k;
}

static void pro_inspect(void *v, struct ws_sched_view *out)
{
    struct pro *p = v;
    if (p->dirty)
        pro_rebuild(p);
    for (int i = 0; i < out->nwarps; i++) {
        struct ws_sched_warp_view *w = &out->warp[i];
        int k = pro_warp_tb(p, w->slot);
        if (k < 0)
            continue;
        w->group = (int16_t)p->tb[k].rank;
        w->score = (int64_t)p->wprog[w->slot];
        snprintf(w->queue, sizeof w->queue, "%s", pro_short[p->tb[k].state]);
    }
    ws_sched_view_kv(out, "phase", p->slow);
    ws_sched_view_kv(out, "ctas_waiting", ws_sm_ctas_waiting(p->sm));
    ws_sched_view_kv(out, "threshold", (int64_t)p->threshold);
    ws_sched_view_kv(out, "last_sort", (int64_t)p->last_sort);
    ws_sched_view_kv(out, "sorts", (int64_t)p->sorts);
    snprintf(out->line[out->nlines++], sizeof out->line[0], "%s phase; TBs by priority:",
             p->slow ? "slow" : "fast");
    snprintf(out->line[out->nlines++], sizeof out->line[0],
             "rank  cta slot state         progress  key       fin bar warps");
    for (int i = 0; i < p->nidx && out->nlines < WS_SCHED_VIEW_MAX_LINES; i++) {
        int k = p->idx[i];
        const struct pro_tb *t = &p->tb[k];
        char key[24];
        snprintf(out->line[out->nlines++], sizeof out->line[0],
                 "%4d %4u %4d %-13s %-9llu %-9llu %3d %3d %s", t->rank, t->cta, k,
                 pro_state_names[t->state], (unsigned long long)t->progress,
                 (unsigned long long)t->key, t->fin, t->atbar, t->warp_inc ? "inc" : "dec");
        snprintf(key, sizeof key, "cta[%d].state", k);
        ws_sched_view_kv(out, key, t->state);
        snprintf(key, sizeof key, "cta[%d].progress", k);
        ws_sched_view_kv(out, key, (int64_t)t->progress);
        snprintf(key, sizeof key, "cta[%d].rank", k);
        ws_sched_view_kv(out, key, t->rank);
    }
    out->ngroups = 0;
    for (int i = 0; i < p->nidx && out->ngroups < WS_SCHED_VIEW_MAX_GROUPS; i++) {
        const struct pro_tb *t = &p->tb[p->idx[i]];
        out->group[out->ngroups].id = (int16_t)t->rank;
        out->group[out->ngroups].prio = (int16_t)t->rank;
        out->group[out->ngroups].nwarps = (int16_t)(t->nwarps - t->fin);
        snprintf(out->group[out->ngroups].label, sizeof out->group[0].label, "c%u %s", t->cta,
                 pro_short[t->state]);
        out->ngroups++;
    }
}

/* ---- snapshots ----------------------------------------------------------------------- */

static void pro_keep_ptrs(struct pro *d, const struct pro *s)
{
    d->sm = s->sm, d->tb = s->tb, d->wslots = s->wslots, d->wprog = s->wprog;
    d->wkey = s->wkey, d->idx = s->idx, d->glob = s->glob;
}

static void pro_save(void *v, struct ws_snap_buf *b)
{
    struct pro *p = v, t = *p, z;
    memset(&z, 0, sizeof z);
    pro_keep_ptrs(&t, &z);
    ws_snap_block(b, &t, sizeof t);
    WS_SNAP_ARR(b, p->tb, p->maxc);
    for (int i = 0; i < p->maxc; i++)
        WS_SNAP_ARR(b, p->wslots[i], p->maxw);
    WS_SNAP_ARR(b, p->wprog, p->maxw);
    WS_SNAP_ARR(b, p->wkey, p->maxw);
    WS_SNAP_ARR(b, p->idx, p->maxc);
    WS_SNAP_ARR(b, p->glob, p->maxw);
}

static bool pro_load(void *v, struct ws_snap_rd *r)
{
    struct pro *p = v, t;
    if (!ws_snap_get_block(r, &t, sizeof t))
        return false;
    if (t.maxw != p->maxw || t.maxc != p->maxc)
        return ws_snap_fail(r, "snapshot does not fit: PRO state of another shape");
    pro_keep_ptrs(&t, p);
    *p = t;
    WS_SNAP_GET_ARR(r, p->tb, p->maxc);
    for (int i = 0; i < p->maxc; i++)
        WS_SNAP_GET_ARR(r, p->wslots[i], p->maxw);
    WS_SNAP_GET_ARR(r, p->wprog, p->maxw);
    WS_SNAP_GET_ARR(r, p->wkey, p->maxw);
    WS_SNAP_GET_ARR(r, p->idx, p->maxc);
    return WS_SNAP_GET_ARR(r, p->glob, p->maxw);
}

const struct ws_sched_policy ws_sched_pro = {
    "pro", "progress-aware: TB states noWait/barrierWait/finishWait, fast/slow TB phase, "
           "re-sorted every pro.threshold cycles",
    pro_create, pro_destroy, pro_order, NULL, pro_on_event, pro_inspect, pro_save, pro_load, false
};
