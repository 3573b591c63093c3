/* inspect.c — read-only inspection of the simulation for the debugger and the views:
 * SM summaries, warps (with a refreshed not-ready reason), CTAs, the L1D and the
 * policy's state. */
#include "core.h"

#include <stdio.h>
#include <string.h>

int ws_sim_sm_count(const struct ws_sim *s) { return s->nsm; }

void ws_sim_sm(const struct ws_sim *s, int i, struct ws_sm_view *o)
{
    memset(o, 0, sizeof *o);
    if (i < 0 || i >= s->nsm)
        return;
    const struct ws_sm *sm = &s->sm[i];
    o->id = i;
    o->warps = sm->live_warps;
    o->ctas = sm->live_ctas;
    o->mshrs_used = ws_mshr_used(sm->mshr);
    o->miss_queue = (int)sm->missq_len;
    o->warp_insts = sm->st.warp_insts;
    o->thread_insts = sm->st.thread_insts;
    o->cycles_active = sm->st.active_cycles;
    o->memory_block_cycles = sm->st.memory_block_cycles;
    o->no_warp_cycles = sm->st.no_warp_cycles;
    o->l1d_accesses = sm->st.l1d_accesses;
    o->l1d_misses = sm->st.l1d_misses;
    o->state = sm->live_warps == 0 ? '-' : sm->issued_now ? 'A' : sm->memblock_now ? 'M' : 'I';
}

const struct ws_warp *ws_sim_warp(struct ws_sim *s, int smi, int slot)
{
    if (smi < 0 || smi >= s->nsm || slot < 0 || slot >= s->sm[smi].max_warps)
        return NULL;
    struct ws_sm *sm = &s->sm[smi];
    struct ws_warp *w = &sm->warps[slot];
    if (w->state == WS_WARP_ACTIVE) {
        enum ws_stall r = ws_sm_warp_stall(sm, slot);
        if (r == WS_STALL_NONE && sm->pol->may_issue &&
            !sm->pol->may_issue(sm->pst, w, ws_warp_inst(w->trace, w->next)))
            r = WS_STALL_POLICY;
        w->reason = (uint8_t)r;
    } else if (w->state == WS_WARP_BARRIER) {
        w->reason = WS_STALL_BARRIER;
    } else if (w->state == WS_WARP_EXITING || w->state == WS_WARP_DONE) {
        w->reason = WS_STALL_FINISHED;
    }
    return w;
}

const struct ws_inst *ws_sim_warp_next(const struct ws_sim *s, int smi, int slot)
{
    if (smi < 0 || smi >= s->nsm || slot < 0 || slot >= s->sm[smi].max_warps)
        return NULL;
    const struct ws_warp *w = &s->sm[smi].warps[slot];
    if (w->state == WS_WARP_EMPTY || w->next >= w->ninst)
        return NULL;
    return ws_warp_inst(w->trace, w->next);
}

int ws_sim_ctas(const struct ws_sim *s, int smi, struct ws_cta_view *out, int max)
{
    if (smi < 0 || smi >= s->nsm)
        return 0;
    const struct ws_sm *sm = &s->sm[smi];
    int n = 0;
    for (int i = 0; i < sm->max_ctas && n < max; i++) {
        const struct core_cta *c = &sm->ctas[i];
        if (!c->used)
            continue;
        out[n].slot = i;
        out[n].id = c->id;
        out[n].nwarps = c->nwarps;
        out[n].warps_done = c->warps_done;
        out[n].warps_at_barrier = c->at_barrier;
        out[n].start_cycle = c->start_cycle;
        out[n].issued = c->issued;
        n++;
    }
    return n;
}

const struct ws_cache *ws_sim_l1d(const struct ws_sim *s, int smi)
{
    return smi >= 0 && smi < s->nsm ? s->sm[smi].l1d : NULL;
}

void ws_sim_sched_inspect(struct ws_sim *s, int smi, struct ws_sched_view *v)
{
    memset(v, 0, sizeof *v);
    if (smi < 0 || smi >= s->nsm)
        return;
    struct ws_sm *sm = &s->sm[smi];
    snprintf(v->policy, sizeof v->policy, "%s", sm->pol->name);
    v->sm = smi;
    for (int i = 0; i < sm->max_warps && v->nwarps < WS_SCHED_VIEW_MAX_WARPS; i++) {
        const struct ws_warp *w = &sm->warps[i];
        if (w->state == WS_WARP_EMPTY)
            continue;
        ws_sim_warp(s, smi, i);   /* refresh its not-ready reason for this cycle */
        struct ws_sched_warp_view *o = &v->warp[v->nwarps++];
        o->slot = (int16_t)i;
        o->sched = w->sched;
        o->cta = (int32_t)w->cta;
        o->rank = -1;
        o->group = -1;
        o->score = -1;
        o->can_issue = true;
        o->state = w->state;
        o->reason = w->reason;
        const struct core_sched *cs = &sm->sched[w->sched];
        for (int k = 0; k < cs->norder; k++)
            if (cs->order[k] == i) {
                o->rank = (int16_t)k;
                break;
            }
    }
    if (sm->pol->inspect)
        sm->pol->inspect(sm->pst, v);
}

void *ws_sim_policy_state(struct ws_sim *s, int smi)
{
    return smi >= 0 && smi < s->nsm ? s->sm[smi].pst : NULL;
}

int ws_sim_missq_find(const struct ws_sim *s, int smi, uint64_t line, uint32_t *len)
{
    if (smi < 0 || smi >= s->nsm)
        return -1;
    const struct ws_sm *sm = &s->sm[smi];
    if (len)
        *len = sm->missq_len;
    for (uint32_t k = 0; k < sm->missq_len; k++) {
        const struct ws_mem_req *r = &sm->missq[(sm->missq_head + k) % sm->missq_cap];
        if (r->addr == line && r->op != WS_MEM_WRITE)
            return (int)k;
    }
    return -1;
}
