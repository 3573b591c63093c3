/* tl.c — two-level scheduling with fetch groups (Narasiman et al., as evaluated in OWL
 * and CCWS): a scheduler's warps form fetch groups of tl.group_size (by slot: group =
 * (slot / schedulers) / group_size).  Warps of the active group come first (inner
 * order tl.inner = rr|gto); when every warp of the active group is stalled on a long-
 * latency operation (or at a barrier, or finished) the scheduler switches to the next
 * group (tl.outer: rr = the next group number with live warps, gto = the group holding
 * the oldest live warp) and emits group-switch (a = old group, b = new group).
 * Reading chosen: lower-priority groups follow the active one in the order, so a cycle
 * in which the active group has only short stalls can still issue from another group
 * (GPGPU-Sim's "loose" two-level behaviour); the group switch itself follows the paper. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sched_util.h"
#include "warpscope/util.h"

/* Invariants: active[s] in [0, ngroups); last[s] = launch_seq of the last warp issued
 * by scheduler s (UINT64_MAX none); switches counts group switches. */
struct tl {
    int gsize, nsched, ngroups;
    bool inner_gto, outer_gto;
    int *active;
    uint64_t *last;
    uint64_t switches;
    struct ws_sm *sm;
};

static int tl_group(const struct tl *p, int slot) { return (slot / p->nsched) / p->gsize; }

static void *tl_create(struct ws_sm *sm, const struct ws_config *cfg)
{
    struct tl *p = ws_calloc(1, sizeof *p);
    p->sm = sm;
    p->gsize = (int)cfg->tl_group_size;
    p->nsched = ws_sm_schedulers(sm);
    int per = (ws_sm_max_warps(sm) + p->nsched - 1) / p->nsched;
    p->ngroups = (per + p->gsize - 1) / p->gsize;
    if (p->ngroups < 1) p->ngroups = 1;
    p->inner_gto = strcmp(cfg->tl_inner, "gto") == 0;
    p->outer_gto = strcmp(cfg->tl_outer, "gto") == 0;
    p->active = ws_calloc((size_t)p->nsched, sizeof *p->active);
    p->last = ws_malloc((size_t)p->nsched * sizeof *p->last);
    for (int i = 0; i < p->nsched; i++)
        p->last[i] = UINT64_MAX;
    return p;
}

static void tl_destroy(void *v)
{
    struct tl *p = v;
    free(p->active);
    free(p->last);
    free(p);
}

/* Does group g of scheduler s have a warp that is not long-stalled? has_live: any warp. */
static bool tl_group_ready(struct tl *p, struct ws_sm *sm, const uint16_t *list, int n,
                           int g, bool *has_live)
{
    bool ready = false;
    *has_live = false;
    for (int i = 0; i < n; i++) {
        if (tl_group(p, list[i]) != g)
            continue;
        *has_live = true;
        if (!sched_long_stalled(sm, list[i])) {
            ready = true;
            break;
        }
    }
    return ready;
}

static void tl_switch(struct tl *p, struct ws_sm *sm, int s, const uint16_t *list, int n)
{
    int old = p->active[s], best = -1;
    if (p->outer_gto) {
        /* the group of the oldest warp that is not long-stalled */
        for (int i = 0; i < n && best < 0; i++)
            if (tl_group(p, list[i]) != old && !sched_long_stalled(sm, list[i]))
                best = tl_group(p, list[i]);
    } else {
        for (int k = 1; k < p->ngroups && best < 0; k++) {
            int g = (old + k) % p->ngroups;
            bool live;
            if (tl_group_ready(p, sm, list, n, g, &live))
                best = g;
        }
    }
    if (best < 0 || best == old)
        return;
    p->active[s] = best;
    p->switches++;
    sched_group_switch_event(sm, s, old, best);
}

static int tl_emit_group(struct tl *p, struct ws_sm *sm, int s, const uint16_t *list, int n,
                         int g, uint16_t *out)
{
    uint16_t tmp[1024];
    int k = 0;
    for (int i = 0; i < n && k < 1024; i++)
        if (tl_group(p, list[i]) == g)
            tmp[k++] = list[i];
    if (p->inner_gto)
        return sched_gto(tmp, k, ws_sm_last_issued(sm, s), out);
    if (p->last[s] == UINT64_MAX) {
        memcpy(out, tmp, (size_t)k * sizeof *tmp);
        return k;
    }
    return sched_rotate(sm, tmp, k, p->last[s], out);
}

static void tl_order(void *v, struct ws_sm *sm, int s, uint16_t *out, int *n)
{
    struct tl *p = v;
    int cnt;
    const uint16_t *list = ws_sm_sched_warps(sm, s, &cnt);
    int last = ws_sm_last_issued(sm, s);
    if (last >= 0)
        p->last[s] = ws_sm_warp(sm, last)->launch_seq;
    bool live;
    if (!tl_group_ready(p, sm, list, cnt, p->active[s], &live))
        tl_switch(p, sm, s, list, cnt);
    int k = 0;
    for (int i = 0; i < p->ngroups; i++) {
        int g = (p->active[s] + i) % p->ngroups;
        k += tl_emit_group(p, sm, s, list, cnt, g, out + k);
    }
    *n = k;
}

static void tl_inspect(void *v, struct ws_sched_view *out)
{
    struct tl *p = v;
    for (int i = 0; i < out->nwarps; i++) {
        struct ws_sched_warp_view *w = &out->warp[i];
        w->group = (int16_t)tl_group(p, w->slot);
        snprintf(w->queue, sizeof w->queue, "%s",
                 w->group == p->active[w->sched] ? "active" : "pending");
    }
    for (int s = 0; s < p->nsched; s++) {
        char key[24];
        snprintf(key, sizeof key, "group.%d", s);
        ws_sched_view_kv(out, key, p->active[s]);
    }
    ws_sched_view_kv(out, "group", p->active[0]);
    ws_sched_view_kv(out, "group_size", p->gsize);
    ws_sched_view_kv(out, "switches", (int64_t)p->switches);
    out->ngroups = p->ngroups < WS_SCHED_VIEW_MAX_GROUPS ? p->ngroups : WS_SCHED_VIEW_MAX_GROUPS;
    for (int g = 0; g < out->ngroups; g++) {
        out->group[g].id = (int16_t)g;
        out->group[g].prio = (int16_t)((g - p->active[0] + p->ngroups) % p->ngroups);
        out->group[g].nwarps = 0;
        snprintf(out->group[g].label, sizeof out->group[g].label, "fg%d", g);
    }
    for (int i = 0; i < out->nwarps; i++)
        if (out->warp[i].group >= 0 && out->warp[i].group < out->ngroups)
            out->group[out->warp[i].group].nwarps++;
}

static void tl_save(void *v, struct ws_snap_buf *b)
{
    struct tl *p = v;
    ws_snap_u32(b, (uint32_t)p->nsched);
    ws_snap_u64(b, p->switches);
    WS_SNAP_ARR(b, p->active, p->nsched);
    WS_SNAP_ARR(b, p->last, p->nsched);
}

static bool tl_load(void *v, struct ws_snap_rd *r)
{
    struct tl *p = v;
    if (ws_snap_get_u32(r) != (uint32_t)p->nsched)
        return ws_snap_fail(r, "snapshot does not fit: tl with another scheduler count");
    p->switches = ws_snap_get_u64(r);
    WS_SNAP_GET_ARR(r, p->active, p->nsched);
    return WS_SNAP_GET_ARR(r, p->last, p->nsched);
}

const struct ws_sched_policy ws_sched_tl = {
    "tl", "two-level: fetch groups of tl.group_size, switch when the active group stalls on memory",
    tl_create, tl_destroy, tl_order, NULL, NULL, tl_inspect, tl_save, tl_load, false
};
