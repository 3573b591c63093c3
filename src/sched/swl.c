/* swl.c — static wavefront limiting (CCWS §3.2): greedy-then-oldest over the first
 * swl.limit warps of the SM (by launch order); the other warps may not issue until
 * older ones finish or wait at a barrier.  Unlisted warps count as refused by the policy.
 * Warps at a barrier (or exiting) do not count against the limit: otherwise a CTA larger
 * than the limit would deadlock at its first barrier. */
#include <stdio.h>
#include <stdlib.h>
#include "sched_util.h"
#include "warpscope/util.h"

/* Invariant: cutoff = launch_seq of the limit-th oldest running warp of the SM, computed
 * once per cycle (at `cycle`); warps with launch_seq <= cutoff may issue. */
struct swl { int limit; uint64_t cycle, cutoff; bool valid; };

static void *swl_create(struct ws_sm *sm, const struct ws_config *cfg)
{
    (void)sm;
    struct swl *p = ws_calloc(1, sizeof *p);
    p->limit = (int)cfg->swl_limit;
    return p;
}

static void swl_destroy(void *v) { free(v); }

/* The limit-th smallest launch_seq over all schedulers' age-sorted lists. */
static uint64_t swl_cutoff(struct swl *p, struct ws_sm *sm)
{
    int ns = ws_sm_schedulers(sm), pos[8] = { 0 }, cnt[8];
    const uint16_t *list[8];
    for (int s = 0; s < ns && s < 8; s++)
        list[s] = ws_sm_sched_warps(sm, s, &cnt[s]);
    uint64_t cut = UINT64_MAX;
    for (int k = 0; k < p->limit; k++) {
        int best = -1;
        uint64_t bs = UINT64_MAX;
        for (int s = 0; s < ns && s < 8; s++)
            while (pos[s] < cnt[s] && ws_sm_warp(sm, list[s][pos[s]])->state != WS_WARP_ACTIVE)
                pos[s]++;   /* warps at a barrier or exiting do not count */
        for (int s = 0; s < ns && s < 8; s++)
            if (pos[s] < cnt[s]) {
                uint64_t q = ws_sm_warp(sm, list[s][pos[s]])->launch_seq;
                if (q < bs) bs = q, best = s;
            }
        if (best < 0)
            return UINT64_MAX;   /* fewer live warps than the limit */
        pos[best]++;
        cut = bs;
    }
    return cut;
}

static void swl_order(void *v, struct ws_sm *sm, int s, uint16_t *out, int *n)
{
    struct swl *p = v;
    uint64_t now = ws_sm_cycle(sm);
    if (!p->valid || p->cycle != now) {
        p->cutoff = swl_cutoff(p, sm);
        p->cycle = now;
        p->valid = true;
    }
    int cnt;
    const uint16_t *list = ws_sm_sched_warps(sm, s, &cnt);
    uint16_t allowed[1024];
    int k = 0;
    for (int i = 0; i < cnt && k < 1024; i++)
        if (ws_sm_warp(sm, list[i])->launch_seq <= p->cutoff)
            allowed[k++] = list[i];
    *n = sched_gto(allowed, k, ws_sm_last_issued(sm, s), out);
}

static void swl_inspect(void *v, struct ws_sched_view *out)
{
    struct swl *p = v;
    ws_sched_view_kv(out, "limit", p->limit);
    for (int i = 0; i < out->nwarps; i++)
        out->warp[i].can_issue = out->warp[i].rank >= 0;
}

static void swl_save(void *v, struct ws_snap_buf *b)
{
    struct swl *p = v;
    ws_snap_block(b, p, sizeof *p);
}

static bool swl_load(void *v, struct ws_snap_rd *r)
{
    return ws_snap_get_block(r, v, sizeof(struct swl));
}

const struct ws_sched_policy ws_sched_swl = {
    "swl", "static wavefront limiting: greedy-then-oldest over the first swl.limit warps",
    swl_create, swl_destroy, swl_order, NULL, NULL, swl_inspect, swl_save, swl_load, false
};
