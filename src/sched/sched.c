/* sched.c — the policy table (DESIGN §3, §5) and helpers for inspect implementations. */
#include "warpscope/sched.h"

#include <stdio.h>
#include <string.h>

extern const struct ws_sched_policy ws_sched_lrr, ws_sched_gto, ws_sched_tl, ws_sched_tla,
    ws_sched_swl;
extern const struct ws_sched_policy ws_sched_pro;
extern const struct ws_sched_policy ws_sched_cta, ws_sched_cta_loc, ws_sched_cta_blp, ws_sched_owl;
extern const struct ws_sched_policy ws_sched_ctaa;
extern const struct ws_sched_policy ws_sched_ccws;

const struct ws_sched_policy *const ws_sched_policies[] = {
    &ws_sched_lrr, &ws_sched_gto, &ws_sched_tl, &ws_sched_tla, &ws_sched_swl,
    &ws_sched_cta, &ws_sched_cta_loc, &ws_sched_cta_blp, &ws_sched_owl,
    &ws_sched_ccws, &ws_sched_pro, &ws_sched_ctaa, NULL
};

const struct ws_sched_policy *ws_sched_find(const char *name)
{
    for (int i = 0; ws_sched_policies[i]; i++)
        if (strcmp(ws_sched_policies[i]->name, name) == 0)
            return ws_sched_policies[i];
    return NULL;
}

void ws_sched_view_kv(struct ws_sched_view *v, const char *key, int64_t val)
{
    if (v->nkv >= WS_SCHED_VIEW_MAX_KV)
        return;
    snprintf(v->kv[v->nkv].key, sizeof v->kv[v->nkv].key, "%s", key);
    v->kv[v->nkv].val = val;
    v->nkv++;
}

struct ws_sched_warp_view *ws_sched_view_warp(struct ws_sched_view *v, int slot)
{
    for (int i = 0; i < v->nwarps; i++)
        if (v->warp[i].slot == slot)
            return &v->warp[i];
    return NULL;
}
