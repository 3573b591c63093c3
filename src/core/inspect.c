/* inspect.c — read-only inspection of the simulation for the debugger and the views:
 * SM summaries, warps (with a refreshed not-ready reason), CTAs, the L1D, the policy's
 * state, and the SM pipeline (fetch and L1I, I-buffers, pipeline registers, operand
 * collector, functional units, LD/ST unit) read from struct ws_sm (core.h). */
#include "core.h"

#include <stdio.h>
#include <stdlib.h>
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

const struct ws_cache *ws_sim_l2(const struct ws_sim *s, int slice)
{
    return ws_memsys_l2_cache(s->mem, slice);
}

int ws_sim_l2_slices(const struct ws_sim *s) { return ws_memsys_slices(s->mem); }

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

/* ---- the SM pipeline ---------------------------------------------------------------- */

/* Instruction addresses in the memory system: fetch.c's FETCH_BASE (GPGPU-Sim
 * PROGRAM_MEM_START); the L1I and its MSHR hold lines without it. */
#define INSPECT_FETCH_BASE UINT64_C(0xF0000000)

const char *const ws_unit_type_names[WS_UNIT_TYPES + 1] = {
    "sp", "dp", "int", "sfu", "mem", "tensor", "spec1", "spec2", "spec3", "spec4", "gen",
};

static const struct ws_sm *insp_sm(const struct ws_sim *s, int smi)
{
    return smi >= 0 && smi < s->nsm ? &s->sm[smi] : NULL;
}

int ws_sim_fill_slot(const struct ws_sim *s, int smi, int64_t fill)
{
    const struct ws_sm *sm = insp_sm(s, smi);
    return sm ? core_sm_slot_of_gwarp(sm, fill) : -1;
}

static void insp_inst(const struct core_inst *ci, struct ws_pipe_inst *o)
{
    memset(o, 0, sizeof *o);
    o->warp = -1;
    o->idx = -1;
    if (!ci->uid)
        return;
    o->warp = ci->warp;
    o->uid = ci->uid;
    o->in = &ci->in;          /* the pipeline's own copy, valid while the slot holds it */
    o->idx = (int64_t)ci->idx;
}

const struct ws_inst *ws_sim_warp_inst(const struct ws_sim *s, int smi, int slot, uint32_t idx)
{
    const struct ws_sm *sm = insp_sm(s, smi);
    if (!sm || slot < 0 || slot >= sm->max_warps)
        return NULL;
    const struct ws_warp *w = &sm->warps[slot];
    if (w->state == WS_WARP_EMPTY || !w->trace || idx >= w->ninst)
        return NULL;
    return ws_warp_inst(w->trace, idx);
}

/* The stage letters of ws_warp_pipe_view.where: an instruction's uid, letter, index. */
struct insp_mark { uint64_t uid; char c; int64_t idx; };

static void insp_add_inst(const struct ws_sm *sm, struct insp_mark *m, int *n, int cap,
                          const struct core_inst *ci, char c)
{
    if (*n >= cap)
        return;
    struct ws_pipe_inst p;
    insp_inst(ci, &p);
    m[(*n)++] = (struct insp_mark){ ci->uid, c, p.idx };
}

static int insp_mark_cmp(const void *a, const void *b)
{
    const struct insp_mark *x = a, *y = b;
    return x->uid < y->uid ? -1 : x->uid > y->uid;
}

void ws_sim_warp_pipe(const struct ws_sim *s, int smi, int slot, struct ws_warp_pipe_view *o)
{
    memset(o, 0, sizeof *o);
    const struct ws_sm *sm = insp_sm(s, smi);
    if (!sm || slot < 0 || slot >= sm->max_warps)
        return;
    const struct ws_warp *w = &sm->warps[slot];
    if (w->state == WS_WARP_EMPTY)
        return;
    o->next = w->next;
    o->fetched = w->fetched;
    o->ninst = w->ninst;
    o->ibuffer = (int)(w->fetched - w->next);
    o->fetch_buffer = sm->fe.valid && sm->fe.warp == slot;
    o->imiss = w->imiss != 0;
    enum { CAP = 256 };
    struct insp_mark mk[CAP];
    int n = 0;
    for (int t = 0; t < FU_COUNT; t++) {
        const struct core_regset *id = &sm->rs[RS_ID_OC(t)], *ex = &sm->rs[RS_OC_EX(t)];
        for (int k = 0; k < id->n; k++)
            if (id->slot[k].uid && id->slot[k].warp == slot) {
                o->id_oc++;
                insp_add_inst(sm, mk, &n, CAP, &id->slot[k], 'I');
            }
        for (int k = 0; k < ex->n; k++)
            if (ex->slot[k].uid && ex->slot[k].warp == slot) {
                o->oc_ex++;
                insp_add_inst(sm, mk, &n, CAP, &ex->slot[k], 'D');
            }
    }
    for (int i = 0; i < sm->oc.ncu; i++)
        if (sm->oc.cu[i].inst.uid && sm->oc.cu[i].inst.warp == slot) {
            o->oc++;
            insp_add_inst(sm, mk, &n, CAP, &sm->oc.cu[i].inst, 'C');
        }
    for (int i = 0; i < sm->nfu; i++)
        for (int k = 0; k < sm->fu[i].nflight; k++)
            if (sm->fu[i].flight[k].inst.warp == slot) {
                o->fu++;
                insp_add_inst(sm, mk, &n, CAP, &sm->fu[i].flight[k].inst, 'X');
            }
    const struct core_regset *wb = &sm->rs[RS_EX_WB];
    for (int k = 0; k < wb->n; k++)
        if (wb->slot[k].uid && wb->slot[k].warp == slot) {
            o->ex_wb++;
            insp_add_inst(sm, mk, &n, CAP, &wb->slot[k], 'W');
        }
    const struct core_ldst *L = &sm->ls;
    if (L->dispatch.uid && L->dispatch.warp == slot) {
        o->ldst++;
        insp_add_inst(sm, mk, &n, CAP, &L->dispatch, 'L');
    }
    for (int k = 0; L->smem_n && k < (int)sm->cfg->sm_shmem_latency; k++)
        if (L->smem[k].uid && L->smem[k].warp == slot) {
            o->smem++;
            insp_add_inst(sm, mk, &n, CAP, &L->smem[k], 'S');
        }
    for (uint32_t i = 0; i < sm->loads_cap; i++) {
        const struct core_load *ld = &sm->loads[i];
        if (!ld->used || ld->inst.warp != slot || (L->dispatch.uid && ld->inst.uid == L->dispatch.uid))
            continue;
        o->mem++;
        insp_add_inst(sm, mk, &n, CAP, &ld->inst, 'M');
    }
    qsort(mk, (size_t)n, sizeof mk[0], insp_mark_cmp);
    int shown = n < (int)sizeof o->where - 1 ? n : (int)sizeof o->where - 2;
    for (int i = 0; i < shown; i++) {
        o->where[i] = mk[i].c;
        o->where_idx[i] = mk[i].idx;
    }
    if (shown < n)
        o->where[shown++] = '+';
    o->where[shown] = '\0';
}

void ws_sim_fetch(const struct ws_sim *s, int smi, struct ws_fetch_view *o)
{
    memset(o, 0, sizeof *o);
    o->buffer_warp = o->last_warp = -1;
    const struct ws_sm *sm = insp_sm(s, smi);
    if (!sm)
        return;
    const struct core_fetch *f = &sm->fe;
    o->buffer_warp = f->valid ? f->warp : -1;
    o->last_warp = f->last;
    o->mshrs_used = ws_mshr_used(f->mshr);
    o->mshrs = ws_mshr_entries(f->mshr);
    o->miss_queue = f->missq_n;
    o->miss_queue_cap = f->missq_cap;
    o->fills = f->nready;
    for (int i = 0; i < sm->max_warps; i++)
        o->imiss_warps += sm->warps[i].state != WS_WARP_EMPTY && sm->warps[i].imiss;
    o->accesses = f->accesses;
    o->hits = f->hits;
    o->misses = f->misses;
    o->mshr_hits = f->mshr_hits;
    o->res_fails = f->res_fails;
}

int ws_sim_l1i_mshr(const struct ws_sim *s, int smi, int i, uint64_t *addr, int *warps, int max)
{
    *addr = 0;
    const struct ws_sm *sm = insp_sm(s, smi);
    if (!sm || i < 0 || i >= ws_mshr_used(sm->fe.mshr))
        return 0;
    uint64_t line;
    int n;
    ws_mshr_entry(sm->fe.mshr, i, &line, &n);
    *addr = INSPECT_FETCH_BASE + line;
    for (int k = 0; k < n && k < max; k++)
        warps[k] = *(const uint16_t *)ws_mshr_waiter(sm->fe.mshr, line, k);
    return n;
}

bool ws_sim_imiss(const struct ws_sim *s, int smi, int slot, struct ws_imiss_view *o)
{
    memset(o, 0, sizeof *o);
    o->missq_pos = o->fill_pos = -1;
    const struct ws_sm *sm = insp_sm(s, smi);
    if (!sm || slot < 0 || slot >= sm->max_warps || !sm->warps[slot].imiss)
        return false;
    const struct core_fetch *f = &sm->fe;
    for (int i = 0; i < ws_mshr_used(f->mshr); i++) {
        uint64_t line;
        int n;
        ws_mshr_entry(f->mshr, i, &line, &n);
        int at = -1;
        for (int k = 0; k < n && at < 0; k++)
            if (*(const uint16_t *)ws_mshr_waiter(f->mshr, line, k) == slot)
                at = k;
        if (at < 0)
            continue;
        o->addr = INSPECT_FETCH_BASE + line;
        o->entry = i;
        o->waiters = n;
        o->position = at;
        struct ws_mem_req tmp = { 0 };
        tmp.addr = o->addr;
        tmp.bytes = (uint16_t)ws_cache_line_size(f->l1i);
        tmp.op = WS_MEM_READ;
        o->sectors = ws_mem_replies(&tmp);
        const int *left = ws_mshr_aux((struct ws_mshr *)f->mshr, line);
        o->sectors_left = left ? *left : 0;
        for (int q = 0; q < f->missq_n; q++)
            if (f->missq[(f->missq_head + q) % f->missq_cap].addr == o->addr)
                o->missq_pos = q;
        int ahead = 0;
        for (int r = 0; r < f->nready; r++) {
            if (f->ready[r].line == line) {
                o->fill_pos = ahead + at - f->ready[r].next;
                break;
            }
            ahead += f->ready[r].n - f->ready[r].next;
        }
        return true;
    }
    return false;
}

int ws_sim_pipe_reg(const struct ws_sim *s, int smi, int reg, int type,
                    struct ws_pipe_inst *out, int max, int *used)
{
    if (used)
        *used = 0;
    const struct ws_sm *sm = insp_sm(s, smi);
    if (!sm || (reg != WS_PIPE_EX_WB && (type < 0 || type >= FU_COUNT)))
        return 0;
    const struct core_regset *r = &sm->rs[reg == WS_PIPE_ID_OC ? RS_ID_OC(type)
                                          : reg == WS_PIPE_OC_EX ? RS_OC_EX(type) : RS_EX_WB];
    for (int k = 0; k < r->n && k < max; k++)
        insp_inst(&r->slot[k], &out[k]);
    if (used)
        *used = r->used;
    return r->n;
}

void ws_sim_oc(const struct ws_sim *s, int smi, struct ws_oc_view *o)
{
    memset(o, 0, sizeof *o);
    const struct ws_sm *sm = insp_sm(s, smi);
    if (!sm)
        return;
    const struct core_opcoll *oc = &sm->oc;
    o->units = oc->ncu;
    o->busy = oc->busy;
    o->banks = oc->nbanks;
    o->banks_per_sub = oc->banks_per_sub;
    for (int b = 0; b < oc->nbanks; b++) {
        o->queued += oc->bank[b].n;
        o->bank_writes += oc->bank_write[b] != 0;
    }
    o->bank_conflicts = sm->st.oc_bank_conflicts;
}

void ws_sim_oc_unit(const struct ws_sim *s, int smi, int i, struct ws_cu_view *o)
{
    memset(o, 0, sizeof *o);
    o->inst.warp = -1;
    o->inst.idx = -1;
    o->sub_core = -1;
    const struct ws_sm *sm = insp_sm(s, smi);
    if (!sm || i < 0 || i >= sm->oc.ncu)
        return;
    const struct core_opcoll *oc = &sm->oc;
    const struct core_cu *cu = &oc->cu[i];
    o->set = cu->set;
    o->sub_core = oc->banks_per_sub ? cu->sub : -1;
    insp_inst(&cu->inst, &o->inst);
    if (!cu->inst.uid)
        return;
    o->out = cu->out_rs >= FU_COUNT ? cu->out_rs - FU_COUNT : cu->out_rs;
    o->nreg = cu->nreg;
    o->unread = cu->not_ready;
    for (int k = 0; k < cu->nreg; k++) {
        o->reg[k] = cu->reg[k];
        o->bank[k] = (uint8_t)core_oc_bank(sm, cu->reg[k], cu->inst.warp);
    }
}

int ws_sim_oc_bank(const struct ws_sim *s, int smi, int b)
{
    const struct ws_sm *sm = insp_sm(s, smi);
    return sm && b >= 0 && b < sm->oc.nbanks ? sm->oc.bank[b].n : 0;
}

int ws_sim_fu_count(const struct ws_sim *s, int smi)
{
    const struct ws_sm *sm = insp_sm(s, smi);
    return sm ? sm->nfu : 0;
}

int ws_sim_fu(const struct ws_sim *s, int smi, int i, struct ws_fu_view *o,
              struct ws_pipe_inst *fl, uint64_t *due, int max)
{
    memset(o, 0, sizeof *o);
    const struct ws_sm *sm = insp_sm(s, smi);
    if (!sm || i < 0 || i >= sm->nfu)
        return 0;
    const struct core_fu *u = &sm->fu[i];
    o->type = u->type;
    o->sub_core = u->sub;
    for (int k = 0; k < i; k++)
        o->index += sm->fu[k].type == u->type;
    o->free_at = u->disp_free > s->cycle ? u->disp_free : s->cycle;
    o->nflight = u->nflight;
    if (!fl || !due)
        return 0;
    /* the flight list loses its order when results leave: sort by due (then uid) */
    int n = 0;
    uint64_t last_due = 0, last_uid = 0;
    while (n < max && n < u->nflight) {
        int best = -1;
        for (int k = 0; k < u->nflight; k++) {
            const struct core_flight *f = &u->flight[k];
            bool after = n == 0 || f->due > last_due || (f->due == last_due && f->inst.uid > last_uid);
            if (!after)
                continue;
            if (best < 0 || f->due < u->flight[best].due ||
                (f->due == u->flight[best].due && f->inst.uid < u->flight[best].inst.uid))
                best = k;
        }
        if (best < 0)
            break;
        insp_inst(&u->flight[best].inst, &fl[n]);
        due[n] = u->flight[best].due;
        last_due = u->flight[best].due;
        last_uid = u->flight[best].inst.uid;
        n++;
    }
    return n;
}

void ws_sim_ldst(const struct ws_sim *s, int smi, struct ws_ldst_view *o)
{
    memset(o, 0, sizeof *o);
    o->dispatch.warp = o->writeback.warp = -1;
    o->dispatch.idx = o->writeback.idx = -1;
    o->stall = "";
    const struct ws_sm *sm = insp_sm(s, smi);
    if (!sm)
        return;
    const struct core_ldst *L = &sm->ls;
    const struct ws_config *c = sm->cfg;
    insp_inst(&L->dispatch, &o->dispatch);
    if (L->dispatch.uid) {
        const struct ws_inst *in = &L->dispatch.in;
        bool smem_path = in->space == WS_SPACE_SHARED ||
                         (in->space != WS_SPACE_GLOBAL && in->space != WS_SPACE_LOCAL &&
                          !((in->memop == WS_MEMOP_ATOMIC || L->dispatch.bypass) &&
                            in->space == WS_SPACE_GLOBAL));
        o->accesses_left = smem_path ? 0 : L->nacc;
        o->hold = smem_path && L->dispatch.cycles > 1 ? L->dispatch.cycles - 1 : 0;
        o->stalled = L->stalled;
        switch (L->stall) {
        case MS_BANK: o->stall = smem_path ? "shared-memory bank conflict"
                                           : "L1 latency queue full (bank conflict)"; break;
        case MS_COAL: o->stall = "coalescing"; break;
        case MS_RESFAIL: o->stall = "reservation fail"; break;
        case MS_ICNT: o->stall = "interconnect refused"; break;
        default: o->stall = L->stalled ? "shared-memory pipeline entry taken" : ""; break;
        }
    }
    o->resfail = L->resfail;
    o->l1q = L->lq_n;
    o->l1q_cap = (int)(c->l1d_latency * c->l1d_banks);
    o->smem = L->smem_n;
    o->smem_cap = (int)c->sm_shmem_latency;
    o->miss_queue = (int)sm->missq_len;
    o->miss_queue_cap = (int)sm->missq_cap;
    o->mshrs_used = ws_mshr_used(sm->mshr);
    o->mshrs = ws_mshr_entries(sm->mshr);
    o->response = L->resp_n;
    o->response_cap = L->resp_cap;
    o->fills = L->nready;
    insp_inst(&L->next_wb, &o->writeback);
    for (uint32_t i = 0; i < sm->loads_cap; i++)
        o->loads += sm->loads[i].used != 0;
    o->shmem_bank_conflicts = sm->st.shmem_bank_conflicts;
    o->l1d_bank_conflicts = sm->st.l1_bank_conflicts;
}

int ws_sim_ldst_l1q(const struct ws_sim *s, int smi, struct ws_l1q_view *out, int max)
{
    const struct ws_sm *sm = insp_sm(s, smi);
    if (!sm)
        return 0;
    int lat = (int)sm->cfg->l1d_latency, banks = (int)sm->cfg->l1d_banks, n = 0;
    for (int b = 0; b < banks; b++)
        for (int k = 0; k < lat && n < max; k++) {
            const struct core_l1req *q = core_ldst_lq(sm, b, k);
            if (!q->valid)
                continue;
            out[n++] = (struct ws_l1q_view){ b, k, q->warp, q->line, q->memop == WS_MEMOP_STORE,
                k == 0 && sm->cfg->l1d_write_ratio && ws_cache_ratio_blocked(sm->l1d, q->addr) };
        }
    return n;
}

int ws_sim_warp_unit(const struct ws_sim *s, int smi, int slot)
{
    const struct ws_sm *sm = insp_sm(s, smi);
    if (!sm || slot < 0 || slot >= sm->max_warps)
        return -1;
    const struct ws_warp *w = &sm->warps[slot];
    if (w->state == WS_WARP_EMPTY || sm->head_idx[slot] != w->next)
        return -1;
    return sm->head_op[slot].fu;
}

/* fetch.c's fetch_candidate: may the scan fetch for w? */
static bool insp_fetch_candidate(const struct ws_warp *w)
{
    return (w->state == WS_WARP_ACTIVE || w->state == WS_WARP_BARRIER) && !w->imiss &&
           w->next == w->fetched && w->fetched < w->ninst;
}

int ws_sim_fetch_order(const struct ws_sim *s, int smi, int *slots, int max)
{
    const struct ws_sm *sm = insp_sm(s, smi);
    if (!sm)
        return 0;
    const struct core_fetch *f = &sm->fe;
    int n = 0;
    for (int r = 0; r < f->nready; r++)
        for (int k = f->ready[r].next; k < f->ready[r].n && n < max; k++)
            slots[n++] = *(const uint16_t *)ws_mshr_waiter(f->mshr, f->ready[r].line, k);
    int start = (f->last + 1) % sm->max_warps;
    for (int k = 0; k < sm->max_warps && n < max; k++) {
        int slot = (start + k) % sm->max_warps;
        if (insp_fetch_candidate(&sm->warps[slot]) && !(f->valid && f->warp == slot))
            slots[n++] = slot;
    }
    return n;
}

bool ws_sim_oc_serves(const struct ws_sim *s, int smi, int i, int type)
{
    const struct ws_sm *sm = insp_sm(s, smi);
    if (!sm || i < 0 || i >= sm->oc.ncu || type < 0 || type >= FU_COUNT)
        return false;
    const struct core_opcoll *oc = &sm->oc;
    for (int p = 0; p < oc->nport; p++) {
        const struct core_port *port = &oc->port[p];
        bool takes = false;
        for (int k = 0; k < port->npairs; k++)
            takes |= port->in[k] == RS_ID_OC(type);
        for (int j = 0; takes && j < port->nsets; j++) {
            int set = port->sets[j];
            if (i >= oc->set_first[set] && i < oc->set_first[set] + oc->set_n[set])
                return true;
        }
    }
    return false;
}

int ws_sim_ldst_smem(const struct ws_sim *s, int smi, struct ws_pipe_inst *out, int *stage,
                     int max)
{
    const struct ws_sm *sm = insp_sm(s, smi);
    if (!sm || !sm->ls.smem_n)
        return 0;
    int n = 0;
    for (int k = 0; k < (int)sm->cfg->sm_shmem_latency && n < max; k++)
        if (sm->ls.smem[k].uid) {
            insp_inst(&sm->ls.smem[k], &out[n]);
            stage[n++] = k;
        }
    return n;
}

int ws_sim_ldst_fill_find(const struct ws_sim *s, int smi, uint64_t line)
{
    const struct ws_sm *sm = insp_sm(s, smi);
    if (!sm)
        return -1;
    int ahead = sm->ls.next_wb.uid ? 1 : 0;
    for (int r = 0; r < sm->ls.nready; r++) {
        if (sm->ls.ready[r].line == line)
            return ahead;
        ahead += sm->ls.ready[r].n - sm->ls.ready[r].next;
    }
    return -1;
}
