/* lrr.c — loose round robin: every cycle the scheduler starts looking one warp past
 * the warp it issued last (in age order) and takes the first ready one. */
#include <stdlib.h>
#include "sched_util.h"
#include "warpscope/util.h"

/* Invariant: last[s] = launch_seq of scheduler s's last issued warp (UINT64_MAX: none,
 * start at the oldest). */
struct lrr { uint64_t *last; int nsched; };

static void *lrr_create(struct ws_sm *sm, const struct ws_config *cfg)
{
    (void)cfg;
    struct lrr *p = ws_calloc(1, sizeof *p);
    p->nsched = ws_sm_schedulers(sm);
    p->last = ws_malloc((size_t)p->nsched * sizeof *p->last);
    for (int i = 0; i < p->nsched; i++)
        p->last[i] = UINT64_MAX;
    return p;
}

static void lrr_destroy(void *v)
{
    struct lrr *p = v;
    free(p->last);
    free(p);
}

static void lrr_order(void *v, struct ws_sm *sm, int s, uint16_t *out, int *n)
{
    struct lrr *p = v;
    int cnt;
    const uint16_t *list = ws_sm_sched_warps(sm, s, &cnt);
    int last = ws_sm_last_issued(sm, s);
    if (last >= 0)
        p->last[s] = ws_sm_warp(sm, last)->launch_seq;
    if (p->last[s] == UINT64_MAX) {   /* nothing issued yet: oldest first */
        for (int i = 0; i < cnt; i++)
            out[i] = list[i];
        *n = cnt;
        return;
    }
    *n = sched_rotate(sm, list, cnt, p->last[s], out);
}

const struct ws_sched_policy ws_sched_lrr = {
    "lrr", "loose round-robin over ready warps",
    lrr_create, lrr_destroy, lrr_order, NULL, NULL, NULL
};
