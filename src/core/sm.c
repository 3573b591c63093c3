/* sm.c — one streaming multiprocessor: warp slots and CTA slots, the scoreboard,
 * barriers, the end of a warp (its lanes exit at issue; the fetch scan retires it once
 * nothing of it is in flight) and of a CTA, the per-cycle stage order and the stall
 * accounting (GPGPU-Sim's W0_Idle / W0_Scoreboard / Stall, OWL's MemoryBlockCycles).
 * The stages are in fetch.c, issue.c, opcoll.c, exec.c and ldst.c (core.h). */
#include "core.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const ws_stall_names[WS_STALL_COUNT] = {
#define WS_STALL_NAME(id, name) name,
    WS_STALL_KINDS(WS_STALL_NAME)
#undef WS_STALL_NAME
};

const char *const ws_warp_state_names[5] = { "empty", "active", "barrier", "exiting", "done" };

/* ---- scoreboard (GPGPU-Sim scoreboard.cc: RAW and WAW on registers) -------------- */

static inline bool sb_test(const uint64_t *m, uint16_t r) { return (m[r >> 6] >> (r & 63)) & 1u; }
static inline void sb_set(uint64_t *m, uint16_t r) { m[r >> 6] |= UINT64_C(1) << (r & 63); }
static inline void sb_clr(uint64_t *m, uint16_t r) { m[r >> 6] &= ~(UINT64_C(1) << (r & 63)); }

bool core_sb_collides(const struct ws_warp *w, const struct ws_inst *in)
{
    if (!w->pending_regs)
        return false;
    for (int j = 0; j < in->nsrc; j++)
        if (in->src[j] < 320 && sb_test(w->pending, in->src[j]))
            return true;
    for (int j = 0; j < in->ndst; j++)
        if (in->dst[j] < 320 && sb_test(w->pending, in->dst[j]))
            return true;
    return false;
}

void core_sb_reserve(struct ws_warp *w, const struct ws_inst *in, bool long_lat)
{
    for (int j = 0; j < in->ndst; j++) {
        uint16_t r = in->dst[j];
        if (r >= 320 || sb_test(w->pending, r))
            continue;
        sb_set(w->pending, r);
        if (long_lat)
            sb_set(w->pending_long, r);
        w->pending_regs++;
        w->sb_version++;
    }
}

void core_sb_release(struct ws_sm *sm, struct ws_warp *w, uint16_t r)
{
    if (r >= 320 || !sb_test(w->pending, r))
        return;
    sb_clr(w->pending, r);
    sb_clr(w->pending_long, r);
    w->pending_regs--;
    w->sb_version++;
    core_issue_touch(sm, w->slot);
    core_sm_retire_recheck(sm, w->slot);
}

/* ---- pipeline register sets --------------------------------------------------------- */

struct core_inst *core_regset_claim(struct core_regset *r)
{
    if (r->used == r->n)
        return NULL;
    for (int i = 0; i < r->n; i++)
        if (!r->slot[i].uid) {
            r->used++;
            return &r->slot[i];
        }
    return NULL;
}

void core_regset_free(struct core_regset *r, int idx)
{
    memset(&r->slot[idx], 0, sizeof r->slot[idx]);
    r->used--;
}

/* The oldest instruction in r (GPGPU-Sim register_set::get_ready): its uid, 0 if none. */
uint64_t core_regset_oldest(const struct core_regset *r, int *idx)
{
    uint64_t best = 0;
    if (!r->used)
        return 0;
    for (int i = 0; i < r->n; i++)
        if (r->slot[i].uid && (!best || r->slot[i].uid < best)) {
            best = r->slot[i].uid;
            *idx = i;
        }
    return best;
}

/* The slot of the resident warp with SM-wide launch number gwarp (a cache line's
 * filling warp), -1 when it has left the SM. */
int core_sm_slot_of_gwarp(const struct ws_sm *sm, int64_t gwarp)
{
    for (int s = 0; gwarp >= 0 && s < sm->max_warps; s++)
        if (sm->warps[s].state != WS_WARP_EMPTY && (int64_t)sm->warps[s].gwarp == gwarp)
            return s;
    return -1;
}

/* ---- events -------------------------------------------------------------------- */

void core_sm_event(struct ws_sm *sm, const struct ws_event *e)
{
    if (sm->pol->on_event)
        sm->pol->on_event(sm->pst, e);
    ws_emit(&sm->sim->bus, e);
}

void core_sm_policy_event(struct ws_sm *sm, const struct ws_event *e)
{
    if (sm->pol->on_event)
        sm->pol->on_event(sm->pst, e);
}

void core_sm_emit(struct ws_sm *sm, int kind, int warp, int64_t a, int64_t b, uint64_t addr)
{
    if (!ws_event_wanted(&sm->sim->bus, kind) && !sm->pol->on_event)
        return;
    struct ws_event e = ws_event_make(&sm->sim->bus, kind);
    e.sm = (int16_t)sm->id;
    if (warp >= 0) {
        const struct ws_warp *w = &sm->warps[warp];
        e.warp = warp;
        e.cta = (int32_t)w->cta;
        e.sched = w->sched;
    }
    e.a = a;
    e.b = b;
    e.addr = addr;
    core_sm_event(sm, &e);
}

/* ---- warp life ------------------------------------------------------------------- */

static void sm_sched_remove(struct ws_sm *sm, struct ws_warp *w)
{
    struct core_sched *cs = &sm->sched[w->sched];
    int k = 0;
    for (int i = 0; i < cs->nlist; i++)
        if (cs->list[i] != w->slot)
            cs->list[k++] = cs->list[i];
    cs->nlist = k;
    cs->list_ver++;
    cs->walk_kept = false;
}

static void sm_barrier_check(struct ws_sm *sm, struct core_cta *c)
{
    if (c->at_barrier == 0 || c->at_barrier < c->nwarps - c->warps_exited)
        return;
    for (int i = 0; i < c->nwarps; i++) {
        struct ws_warp *w = &sm->warps[c->warp_slots[i]];
        if (w->state == WS_WARP_BARRIER) {
            w->state = WS_WARP_ACTIVE;
            core_issue_touch(sm, w->slot);
        }
    }
    c->at_barrier = 0;
    struct ws_event e = ws_event_make(&sm->sim->bus, WS_EV_BARRIER_RELEASE);
    e.sm = (int16_t)sm->id;
    e.cta = (int32_t)c->id;
    e.a = c->nwarps - c->warps_exited;
    core_sm_event(sm, &e);
}

void core_sm_barrier(struct ws_sm *sm, struct ws_warp *w, const struct ws_inst *in)
{
    struct core_cta *c = &sm->ctas[w->cta_slot];
    w->state = WS_WARP_BARRIER;
    core_issue_touch(sm, w->slot);
    c->at_barrier++;
    core_sm_emit(sm, WS_EV_BARRIER, w->slot, c->at_barrier, c->nwarps - c->warps_exited, in->pc);
    sm_barrier_check(sm, c);
}

static void sm_cta_finish(struct ws_sm *sm, struct core_cta *c)
{
    for (int i = 0; i < c->nwarps; i++) {
        struct ws_warp *w = &sm->warps[c->warp_slots[i]];
        w->state = WS_WARP_EMPTY;
        w->trace = NULL;
        w->inst = NULL;
        w->ninst = w->next = w->fetched = 0;
        core_issue_touch(sm, w->slot);
    }
    sm->used_threads -= c->threads;
    sm->used_regs -= c->regs;
    sm->used_shmem -= c->shmem;
    sm->used_warps -= c->nwarps;
    sm->live_ctas--;
    struct ws_event e = ws_event_make(&sm->sim->bus, WS_EV_CTA_FINISH);
    e.sm = (int16_t)sm->id;
    e.cta = (int32_t)c->id;
    e.a = (int64_t)(sm->sim->cycle - c->start_cycle);
    e.b = (int64_t)c->issued;
    core_sm_event(sm, &e);
    ws_cta_trace_free(&c->trace);
    memset(&c->trace, 0, sizeof c->trace);
    c->used = false;
    core_sim_cta_finished(sm->sim, sm);
}

/* Functionally done (GPGPU-Sim functional_done): every lane exited, or the stream is
 * issued.  The warp stops issuing and fetching, drops what its I-buffer still holds
 * and leaves its CTA's barrier count. */
static void sm_warp_functional_done(struct ws_sm *sm, struct ws_warp *w)
{
    struct core_cta *c = &sm->ctas[w->cta_slot];
    if (w->state == WS_WARP_BARRIER)
        c->at_barrier--;
    w->state = WS_WARP_EXITING;
    core_issue_touch(sm, w->slot);
    sm->fetch_want[w->slot >> 6] |= UINT64_C(1) << (w->slot & 63);   /* to retire */
    w->in_pipe -= w->fetched - w->next;
    w->fetched = w->next;
    c->warps_exited++;
    sm_barrier_check(sm, c);
}

void core_sm_warp_exit_lanes(struct ws_sm *sm, struct ws_warp *w, uint32_t mask)
{
    w->exited |= mask & w->lanes;
    if (w->state != WS_WARP_EXITING && (w->exited == w->lanes || w->next >= w->ninst))
        sm_warp_functional_done(sm, w);
}

/* Retire a functionally done warp once it is done in hardware: no instruction of it in
 * flight, no store unacknowledged, no register pending (shader_core_ctx::fetch). */
void core_sm_warp_retire(struct ws_sm *sm, struct ws_warp *w)
{
    if (w->state != WS_WARP_EXITING || w->in_pipe || w->store_acks || w->pending_regs ||
        w->atomics)
        return;
    w->state = WS_WARP_DONE;
    w->reason = WS_STALL_FINISHED;
    core_issue_touch(sm, w->slot);
    sm_sched_remove(sm, w);
    sm->live_warps--;
    struct core_cta *c = &sm->ctas[w->cta_slot];
    c->warps_done++;
    core_sm_emit(sm, WS_EV_WARP_FINISH, w->slot, (int64_t)w->issued,
                 (int64_t)(sm->sim->cycle - w->launch_cycle), 0);
    if (c->warps_done == c->nwarps)
        sm_cta_finish(sm, c);
}

void core_sm_complete(struct ws_sm *sm, const struct core_inst *ci)
{
    struct ws_warp *w = &sm->warps[ci->warp];
    if (w->in_pipe)
        w->in_pipe--;
    core_sm_retire_recheck(sm, w->slot);
    sm->inflight--;
}

/* ---- the cycle ------------------------------------------------------------------- */

/* Stall counters of one cycle, as the issue stage last classified it (the same while
 * the SM is quiet). */
static void sm_account(struct ws_sm *sm, uint64_t n)
{
    for (int s = 0; s < sm->nsched; s++)
        switch (sm->sched[s].last_class) {
        case 1: sm->st.stall_idle += n; break;
        case 2: sm->st.stall_scoreboard += n; break;
        case 3: sm->st.stall_pipeline += n; break;
        default: break;
        }
    if (sm->memblock_now)
        sm->st.memory_block_cycles += n;
    if (sm->live_warps == 0 && sm->sim->kernel_running)
        sm->st.no_warp_cycles += n;
}

void core_sm_wake(struct ws_sm *sm)
{
    if (!sm->quiet)
        return;
    uint64_t now = sm->sim->cycle;
    sm->quiet = false;
    if (now > sm->quiet_since)
        sm_account(sm, now - sm->quiet_since);
}

/* Nothing in any stage, nothing decoded waiting, nothing to send: only a reply, a
 * launch or the policy can change what the next cycle does. */
static bool sm_stages_empty(const struct ws_sm *sm)
{
    return sm->inflight == 0 && !sm->issued_now && !sm->fe.valid && !sm->fe.acted &&
           !sm->fe.missq_n && !sm->fe.nready && !core_ldst_busy(sm) && sm->cresp_n == 0 &&
           sm->oc.busy == 0 && sm->idoc_n == 0;
}

void core_sm_cycle(struct ws_sm *sm)
{
    uint64_t now = sm->sim->cycle;
    if (sm->quiet) {
        if (now < sm->pol_wake)
            return;                      /* accounted when it wakes */
        core_sm_wake(sm);
    }
    if (now >= sm->pol_wake)
        sm->pol_wake = UINT64_MAX;
    if (sm->live_ctas == 0 && sm->inflight == 0 && !core_ldst_busy(sm) &&
        !core_fetch_busy(sm) && sm->cresp_n == 0) {
        /* an SM with no threads: its L1D is invalidated (-gpgpu_flush_l1_cache) */
        if (sm->cfg->sm_flush_l1 && !sm->flushed) {
            core_ldst_invalidate(sm);
            sm->flushed = true;
        }
        if (sm->sim->kernel_running)
            sm->st.no_warp_cycles++;
        sm->issued_now = false;
        return;
    }
    sm->flushed = false;
    uint64_t replies = sm->st.replies;
    core_exec_writeback(sm);
    core_exec_cycle(sm);
    core_oc_cycle(sm);
    core_issue_cycle(sm);
    for (int i = 0; i < sm->cfg->sm_fetch_width; i++)
        core_fetch_cycle(sm);
    if (sm->issued_now)
        sm->st.active_cycles++;
    sm_account(sm, 1);
    if (sm->cfg->sm_skip && sm->st.replies == replies && sm_stages_empty(sm) &&
        sm->outstanding) {
        sm->quiet = true;
        sm->quiet_since = now + 1;
    }
}

/* The cluster's side of the interconnect (simt_core_cluster::icnt_cycle): hand the
 * oldest response to the fetch unit or the LD/ST unit, then take one packet from the
 * network while the response FIFO has room. */
void core_sm_icnt_cycle(struct ws_sm *sm)
{
    if (sm->cresp_n) {
        core_sm_wake(sm);
        const struct ws_mem_req *r = &sm->cresp[sm->cresp_head];
        bool taken = true;
        if (r->kind == WS_MEM_INST)
            core_fetch_fill(sm, r);
        else
            taken = core_ldst_response(sm, r);
        if (taken) {
            sm->cresp_head = sm->cresp_head + 1 == sm->cresp_cap ? 0 : sm->cresp_head + 1;
            sm->cresp_n--;
        }
    }
    if (sm->outstanding && sm->cresp_n < sm->cresp_cap) {
        int at = (sm->cresp_head + sm->cresp_n) % sm->cresp_cap;
        if (ws_memsys_recv(sm->sim->mem, sm->id, &sm->cresp[at])) {
            core_sm_wake(sm);
            const struct ws_mem_req *got = &sm->cresp[at];
            if (got->op != WS_MEM_WRITE && sm->sim->cycle >= got->t_sent) {
                sm->st.read_replies++;
                sm->st.read_latency_sum += sm->sim->cycle - got->t_sent;
            }
            sm->cresp_n++;
            sm->st.replies++;
            sm->outstanding--;
        }
    }
}

/* ---- launch, init --------------------------------------------------------------- */

bool core_sm_fits(const struct ws_sm *sm)
{
    const struct ws_sim *s = sm->sim;
    return sm->live_ctas < s->max_ctas_per_sm && sm->live_ctas < sm->max_ctas &&
           sm->used_threads + s->cta_threads <= sm->cfg->sm_max_threads &&
           sm->used_warps + s->cta_warps <= sm->max_warps &&
           sm->used_regs + s->cta_regs <= sm->cfg->sm_registers &&
           sm->used_shmem + s->cta_shmem <= sm->cfg->sm_shmem;
}

static void sm_sched_insert(struct ws_sm *sm, struct ws_warp *w)
{
    struct core_sched *cs = &sm->sched[w->sched];
    int i = cs->nlist;
    while (i > 0 && sm->warps[cs->list[i - 1]].launch_seq > w->launch_seq) {
        cs->list[i] = cs->list[i - 1];
        i--;
    }
    cs->list[i] = w->slot;
    cs->nlist++;
    cs->list_ver++;
    cs->walk_kept = false;
}

int core_sm_launch(struct ws_sm *sm, uint32_t cta, struct ws_err *err)
{
    struct ws_sim *s = sm->sim;
    core_sm_wake(sm);
    int cs = -1;
    for (int i = 0; i < sm->max_ctas; i++)
        if (!sm->ctas[i].used) {
            cs = i;
            break;
        }
    if (cs < 0)
        return ws_errf(err, WS_ERR_RUNTIME, "SM %d: no free CTA slot", sm->id);
    struct core_cta *c = &sm->ctas[cs];
    memset(&c->trace, 0, sizeof c->trace);
    int rc = ws_trace_load_cta_streamed(s->trace, s->kernel, cta, &c->trace, err);
    if (rc)
        return rc;
    if ((int64_t)c->trace.nwarps > s->cta_warps) {
        ws_cta_trace_free(&c->trace);
        return ws_errf(err, WS_ERR_INPUT, "kernel %u CTA %u: %u warps, expected at most %lld",
                       s->kernel, cta, c->trace.nwarps, (long long)s->cta_warps);
    }
    c->used = true;
    c->id = cta;
    c->nwarps = (int)c->trace.nwarps;
    c->warps_exited = c->warps_done = c->at_barrier = 0;
    c->start_cycle = s->cycle;
    c->issued = 0;
    c->threads = s->cta_threads;
    c->regs = s->cta_regs;
    c->shmem = s->cta_shmem;
    sm->used_threads += c->threads;
    sm->used_regs += c->regs;
    sm->used_shmem += c->shmem;
    sm->used_warps += c->nwarps;
    sm->live_ctas++;
    /* warp slots: the CTA in hardware slot k owns slots [k*wpc, (k+1)*wpc) (MODEL-NOTES
     * §1), so a CTA's warps keep their schedulers whatever CTAs come and go */
    int wpc = (int)s->cta_warps;
    for (int i = 0; i < c->nwarps; i++) {
        int slot = cs * wpc + i;
        struct ws_warp *w = &sm->warps[slot];
        memset(w, 0, sizeof *w);
        w->slot = (uint16_t)slot;
        w->sched = (uint8_t)(slot % sm->nsched);
        w->state = WS_WARP_ACTIVE;
        w->cta_slot = (int16_t)cs;
        w->cta = cta;
        w->warp_in_cta = (uint32_t)i;
        w->launch_seq = s->launch_seq++;
        w->gwarp = (uint32_t)(w->launch_seq & 0x7fffffff);
        w->launch_cycle = s->cycle;
        w->trace = &c->trace.warp[i];
        w->inst = w->trace->stream ? NULL : w->trace->inst;
        w->ninst = w->trace->ninst;
        int64_t first = (int64_t)i * s->cfg.sm_warp_size, n = s->cta_lanes - first;
        if (n > s->cfg.sm_warp_size)
            n = s->cfg.sm_warp_size;
        w->lanes = n >= 32 ? UINT32_MAX : n > 0 ? (UINT32_C(1) << n) - 1 : 0;
        c->warp_slots[i] = (uint16_t)slot;
        sm->head_idx[slot] = UINT32_MAX;
        core_issue_touch(sm, slot);
        sm->retire_wait[slot >> 6] &= ~(UINT64_C(1) << (slot & 63));
        sm->fetch_want[slot >> 6] |= UINT64_C(1) << (slot & 63);
        sm_sched_insert(sm, w);
        sm->live_warps++;
    }
    struct ws_event e = ws_event_make(&s->bus, WS_EV_CTA_LAUNCH);
    e.sm = (int16_t)sm->id;
    e.cta = (int32_t)cta;
    e.a = cs;
    e.b = c->nwarps;
    core_sm_event(sm, &e);
    /* warps with empty streams (or no lanes) are done at once */
    for (int i = 0; i < c->nwarps && c->used; i++) {
        struct ws_warp *w = &sm->warps[c->warp_slots[i]];
        if ((w->ninst == 0 || w->lanes == 0) && w->state == WS_WARP_ACTIVE) {
            sm_warp_functional_done(sm, w);
            core_sm_warp_retire(sm, w);
        }
    }
    return WS_OK;
}

/* Register sets of -gpgpu_pipeline_widths (ID_OC and OC_EX of each type, EX_WB). */
static void sm_regsets_init(struct ws_sm *sm)
{
    int64_t v[13] = { 0 };
    int n = ws_config_list(sm->cfg->sm_pipeline_widths, v, 13);
    static const int id_oc[] = { RS_ID_OC(FU_SP), RS_ID_OC(FU_DP), RS_ID_OC(FU_INT),
                                 RS_ID_OC(FU_SFU), RS_ID_OC(FU_MEM) };
    int w[RS_COUNT] = { 0 };
    for (int i = 0; i < 5 && i < n; i++) {
        w[id_oc[i]] = (int)v[i];
        w[id_oc[i] + FU_COUNT] = (int)v[5 + i];
    }
    w[RS_EX_WB] = n > 10 ? (int)v[10] : 1;
    if (n == 13) {
        w[RS_ID_OC(FU_TENSOR)] = (int)v[11];
        w[RS_OC_EX(FU_TENSOR)] = (int)v[12];
    }
    for (int k = 0; k < 4; k++) {   /* specialized units: their op.specN widths */
        w[RS_ID_OC(FU_SPEC1 + k)] = sm->sim->spec_width[k][0];
        w[RS_OC_EX(FU_SPEC1 + k)] = sm->sim->spec_width[k][1];
    }
    for (int r = 0; r < RS_COUNT; r++) {
        sm->rs[r].n = w[r];
        sm->rs[r].slot = w[r] ? ws_calloc((size_t)w[r], sizeof *sm->rs[r].slot) : NULL;
    }
}

int core_sm_init(struct ws_sm *sm, struct ws_sim *sim, int id, struct ws_err *err)
{
    const struct ws_config *cfg = &sim->cfg;
    memset(sm, 0, sizeof *sm);
    sm->sim = sim;
    sm->cfg = cfg;
    sm->id = id;
    sm->max_warps = (int)cfg->sm_max_warps;
    sm->max_ctas = (int)cfg->sm_max_ctas;
    sm->nsched = (int)cfg->sm_schedulers;
    sm->next_uid = 1;
    sm->pol_wake = UINT64_MAX;
    sm->warps = ws_calloc_lines((size_t)sm->max_warps, sizeof *sm->warps);
    for (int i = 0; i < sm->max_warps; i++) {
        sm->warps[i].slot = (uint16_t)i;
        sm->warps[i].cta_slot = -1;
        sm->warps[i].reason = WS_STALL_NO_INST;
    }
    sm->ctas = ws_calloc((size_t)sm->max_ctas, sizeof *sm->ctas);
    for (int i = 0; i < sm->max_ctas; i++)
        sm->ctas[i].warp_slots = ws_calloc((size_t)sm->max_warps, sizeof(uint16_t));
    sm->sched = ws_calloc((size_t)sm->nsched, sizeof *sm->sched);
    for (int i = 0; i < sm->nsched; i++) {
        sm->sched[i].list = ws_calloc((size_t)sm->max_warps, sizeof(uint16_t));
        sm->sched[i].order = ws_calloc((size_t)sm->max_warps, sizeof(uint16_t));
        sm->sched[i].order_new = ws_calloc((size_t)sm->max_warps, sizeof(uint16_t));
        sm->sched[i].last_issued = -1;
        sm->sched[i].last_class = 0;
        sm->sched[i].list_ver = 1;   /* order_ver 0: no order computed yet */
    }
    sm->head_op = ws_calloc((size_t)sm->max_warps, sizeof *sm->head_op);
    sm->head_opc = ws_calloc((size_t)sm->max_warps, sizeof *sm->head_opc);
    sm->head_idx = ws_calloc((size_t)sm->max_warps, sizeof *sm->head_idx);
    sm->head_sb = ws_calloc((size_t)sm->max_warps, sizeof *sm->head_sb);
    sm->issue_memo = ws_calloc((size_t)sm->max_warps, sizeof *sm->issue_memo);
    sm->slot_sched = ws_calloc((size_t)sm->max_warps, sizeof *sm->slot_sched);
    for (int i = 0; i < sm->max_warps; i++)
        sm->slot_sched[i] = (uint8_t)(i % sm->nsched);
    for (int i = 0; i < sm->max_warps; i++)
        sm->head_idx[i] = UINT32_MAX;
    sm->cresp_cap = (int)cfg->icnt_ejection;
    sm->cresp = ws_calloc((size_t)sm->cresp_cap, sizeof *sm->cresp);
    sm_regsets_init(sm);
    sm->pol = sim->pol;
    /* the prefetcher named like the policy (prefetch.h), created first: the policy may
     * read its state */
    sm->pf = ws_prefetch_find(sm->pol->name);
    sm->pfst = sm->pf && sm->pf->create ? sm->pf->create(sm, cfg) : NULL;
    sm->pst = sm->pol->create ? sm->pol->create(sm, cfg) : NULL;
    if (core_fetch_init(sm, err) || core_oc_init(sm, err) || core_exec_init(sm, err))
        return err->code;
    return core_ldst_init(sm, err);
}

void core_sm_free(struct ws_sm *sm)
{
    if (!sm->warps)
        return;
    if (sm->pol && sm->pol->destroy)
        sm->pol->destroy(sm->pst);
    if (sm->pf && sm->pf->destroy)
        sm->pf->destroy(sm->pfst);
    for (int i = 0; i < sm->max_ctas; i++) {
        if (sm->ctas[i].used)
            ws_cta_trace_free(&sm->ctas[i].trace);
        free(sm->ctas[i].warp_slots);
    }
    for (int i = 0; i < sm->nsched; i++) {
        free(sm->sched[i].list);
        free(sm->sched[i].order);
        free(sm->sched[i].order_new);
    }
    for (int r = 0; r < RS_COUNT; r++)
        free(sm->rs[r].slot);
    core_fetch_free(sm);
    core_oc_free(sm);
    core_exec_free(sm);
    core_ldst_free(sm);
    free(sm->cresp);
    free(sm->head_op);
    free(sm->head_opc);
    free(sm->head_idx);
    free(sm->head_sb);
    free(sm->issue_memo);
    free(sm->slot_sched);
    free(sm->warps);
    free(sm->ctas);
    free(sm->sched);
}

bool core_sm_idle(const struct ws_sm *sm)
{
    return sm->live_ctas == 0 && sm->inflight == 0 && !core_ldst_busy(sm) &&
           !core_fetch_busy(sm) && sm->cresp_n == 0 && sm->outstanding == 0;
}

/* ---- the policy interface ---------------------------------------------------------- */

int ws_sm_id(const struct ws_sm *sm) { return sm->id; }
uint64_t ws_sm_cycle(const struct ws_sm *sm) { return sm->sim->cycle; }
int ws_sm_schedulers(const struct ws_sm *sm) { return sm->nsched; }
int ws_sm_max_warps(const struct ws_sm *sm) { return sm->max_warps; }
struct ws_event_bus *ws_sm_bus(struct ws_sm *sm) { return &sm->sim->bus; }

const struct ws_warp *ws_sm_warp(const struct ws_sm *sm, int slot)
{
    if (slot < 0 || slot >= sm->max_warps)
        return NULL;
    return &sm->warps[slot];
}

const uint16_t *ws_sm_sched_warps(const struct ws_sm *sm, int sched, int *n)
{
    *n = sm->sched[sched].nlist;
    return sm->sched[sched].list;
}

int ws_sm_last_issued(const struct ws_sm *sm, int sched)
{
    return sm->sched[sched].last_issued;
}

enum ws_stall ws_sm_warp_stall(struct ws_sm *sm, int slot)
{
    return core_issue_stall(sm, &sm->warps[slot]);
}

void ws_sm_wake_at(struct ws_sm *sm, uint64_t cycle)
{
    if (cycle < sm->pol_wake)
        sm->pol_wake = cycle;
}

void ws_sm_count(struct ws_sm *sm, int counter, uint64_t n)
{
    if (counter >= 0 && counter < WS_SM_CTR_COUNT)
        sm->st.policy_ctr[counter] += n;
}

uint32_t ws_sm_ctas_waiting(const struct ws_sm *sm)
{
    const struct ws_sim *s = sm->sim;
    if (!s->kernel_running || s->kernel >= s->trace->nkernels)
        return 0;
    return s->trace->kernel[s->kernel].ncta - s->next_cta;
}

/* ---- snapshots ------------------------------------------------------------------------
 * The SM's scalars (struct ws_sm with its pointers left out: they stay those of the
 * live SM, whose arrays have the config's sizes), then warps, CTA slots, schedulers,
 * pipeline registers and the per-slot caches, the stages (fetch, operand collector,
 * units, LD/ST), the policy's and the prefetcher's state.  A warp's instruction stream
 * is saved as its CTA slot and index: load obtains each resident CTA's trace again from
 * the trace reader (kernel sim->kernel, which every resident CTA belongs to). */

static void sm_keep_ptrs(struct ws_sm *d, const struct ws_sm *s)
{
    d->sim = s->sim, d->cfg = s->cfg;
    d->warps = s->warps, d->ctas = s->ctas, d->sched = s->sched;
    d->pol = s->pol, d->pst = s->pst;
    for (int r = 0; r < RS_COUNT; r++)
        d->rs[r].slot = s->rs[r].slot;
    d->oc = s->oc, d->fe = s->fe, d->ls = s->ls;    /* saved by their stages */
    d->fu = s->fu;
    d->l1d = s->l1d, d->mshr = s->mshr, d->mshr_left = s->mshr_left;
    d->loads = s->loads, d->free_loads = s->free_loads, d->loads_cap = s->loads_cap;
    d->missq = s->missq, d->cresp = s->cresp;
    d->head_op = s->head_op, d->head_opc = s->head_opc, d->head_idx = s->head_idx;
    d->head_sb = s->head_sb, d->issue_memo = s->issue_memo, d->slot_sched = s->slot_sched;
    d->pf = s->pf, d->pfst = s->pfst, d->pfq = s->pfq, d->pf_meta = s->pf_meta;
}

void core_sm_save(const struct ws_sm *sm, struct ws_snap_buf *b)
{
    size_t mw = (size_t)sm->max_warps;
    struct ws_sm *t = ws_calloc(2, sizeof *t);      /* t[1]: all pointers NULL */
    t[0] = *sm;
    sm_keep_ptrs(&t[0], &t[1]);
    ws_snap_tag(b, "sm");
    ws_snap_block(b, &t[0], sizeof t[0]);
    free(t);
    for (size_t i = 0; i < mw; i++) {
        struct ws_warp w = sm->warps[i];
        w.trace = NULL;
        w.inst = NULL;
        ws_snap_put(b, &w, sizeof w);
    }
    for (int i = 0; i < sm->max_ctas; i++) {
        struct core_cta c = sm->ctas[i];
        c.warp_slots = NULL;
        memset(&c.trace, 0, sizeof c.trace);
        ws_snap_put(b, &c, sizeof c);
        ws_snap_put(b, sm->ctas[i].warp_slots, mw * sizeof(uint16_t));
    }
    for (int i = 0; i < sm->nsched; i++) {
        struct core_sched c = sm->sched[i];
        c.list = c.order = c.order_new = NULL;
        ws_snap_put(b, &c, sizeof c);
        ws_snap_put(b, sm->sched[i].list, mw * sizeof(uint16_t));
        ws_snap_put(b, sm->sched[i].order, mw * sizeof(uint16_t));
        ws_snap_put(b, sm->sched[i].order_new, mw * sizeof(uint16_t));
    }
    for (int r = 0; r < RS_COUNT; r++)
        ws_snap_block(b, sm->rs[r].slot, (size_t)sm->rs[r].n * sizeof *sm->rs[r].slot);
    ws_snap_block(b, sm->cresp, (size_t)sm->cresp_cap * sizeof *sm->cresp);
    ws_snap_put(b, sm->head_op, mw * sizeof *sm->head_op);
    ws_snap_put(b, sm->head_opc, mw * sizeof *sm->head_opc);
    ws_snap_put(b, sm->head_idx, mw * sizeof *sm->head_idx);
    ws_snap_put(b, sm->head_sb, mw * sizeof *sm->head_sb);
    ws_snap_put(b, sm->issue_memo, mw * sizeof *sm->issue_memo);
    core_fetch_save(sm, b);
    core_oc_save(sm, b);
    core_exec_save(sm, b);
    core_ldst_save(sm, b);
    ws_snap_tag(b, "policy");
    if (sm->pst && sm->pol->save)
        sm->pol->save(sm->pst, b);
    ws_snap_tag(b, "prefetcher");
    if (sm->pfst && sm->pf->save)
        sm->pf->save(sm->pfst, b);
}

/* Load a CTA slot's trace again (the slot's id is loaded); frees what it held. */
static bool sm_cta_reload(struct ws_sm *sm, struct core_cta *c, bool was_used,
                          struct ws_snap_rd *r)
{
    if (was_used)
        ws_cta_trace_free(&c->trace);
    memset(&c->trace, 0, sizeof c->trace);
    if (!c->used)
        return true;
    struct ws_sim *s = sm->sim;
    struct ws_err err = { 0 };
    if (s->kernel >= s->trace->nkernels || c->id >= s->trace->kernel[s->kernel].ncta ||
        c->nwarps < 0 || c->nwarps > sm->max_warps) {
        c->used = false;
        return ws_snap_fail(r, "snapshot corrupt: SM %d holds CTA %u of kernel %u", sm->id,
                            c->id, s->kernel);
    }
    if (ws_trace_load_cta_streamed(s->trace, s->kernel, c->id, &c->trace, &err)) {
        c->used = false;
        memset(&c->trace, 0, sizeof c->trace);
        return ws_snap_fail(r, "%s", err.msg);
    }
    if ((int)c->trace.nwarps != c->nwarps) {
        ws_cta_trace_free(&c->trace);
        c->used = false;
        return ws_snap_fail(r, "snapshot does not fit the trace: kernel %u CTA %u has %u "
                            "warps, the snapshot %d", s->kernel, c->id, c->trace.nwarps,
                            c->nwarps);
    }
    return true;
}

bool core_sm_load(struct ws_sm *sm, struct ws_snap_rd *r)
{
    size_t mw = (size_t)sm->max_warps;
    struct ws_sm *t = ws_calloc(1, sizeof *t);
    ws_snap_expect(r, "sm");
    if (!ws_snap_get_block(r, t, sizeof *t)) {
        free(t);
        return false;
    }
    if (t->id != sm->id || t->max_warps != sm->max_warps || t->max_ctas != sm->max_ctas ||
        t->nsched != sm->nsched || t->nfu != sm->nfu || t->missq_cap != sm->missq_cap ||
        t->cresp_cap != sm->cresp_cap || t->pfq_cap != sm->pfq_cap) {
        free(t);
        return ws_snap_fail(r, "snapshot does not fit: SM %d has another shape", sm->id);
    }
    sm_keep_ptrs(t, sm);
    *sm = *t;
    free(t);
    for (size_t i = 0; i < mw; i++)
        ws_snap_get(r, &sm->warps[i], sizeof sm->warps[i]);
    for (int i = 0; i < sm->max_ctas; i++) {
        struct core_cta *c = &sm->ctas[i], n;
        if (!ws_snap_get(r, &n, sizeof n))
            break;
        bool was_used = c->used;
        n.warp_slots = c->warp_slots;
        n.trace = c->trace;
        *c = n;
        ws_snap_get(r, c->warp_slots, mw * sizeof(uint16_t));
        sm_cta_reload(sm, c, was_used, r);
    }
    for (int i = 0; i < sm->nsched; i++) {
        struct core_sched *c = &sm->sched[i], n;
        if (!ws_snap_get(r, &n, sizeof n))
            break;
        n.list = c->list, n.order = c->order, n.order_new = c->order_new;
        *c = n;
        ws_snap_get(r, c->list, mw * sizeof(uint16_t));
        ws_snap_get(r, c->order, mw * sizeof(uint16_t));
        ws_snap_get(r, c->order_new, mw * sizeof(uint16_t));
    }
    for (int k = 0; k < RS_COUNT; k++)
        ws_snap_get_block(r, sm->rs[k].slot, (size_t)sm->rs[k].n * sizeof *sm->rs[k].slot);
    ws_snap_get_block(r, sm->cresp, (size_t)sm->cresp_cap * sizeof *sm->cresp);
    ws_snap_get(r, sm->head_op, mw * sizeof *sm->head_op);
    ws_snap_get(r, sm->head_opc, mw * sizeof *sm->head_opc);
    ws_snap_get(r, sm->head_idx, mw * sizeof *sm->head_idx);
    ws_snap_get(r, sm->head_sb, mw * sizeof *sm->head_sb);
    ws_snap_get(r, sm->issue_memo, mw * sizeof *sm->issue_memo);
    /* warps point into their CTA's trace again */
    for (size_t i = 0; i < mw && ws_snap_ok(r); i++) {
        struct ws_warp *w = &sm->warps[i];
        w->trace = NULL;
        w->inst = NULL;
        if (w->state == WS_WARP_EMPTY)
            continue;
        if (w->cta_slot < 0 || w->cta_slot >= sm->max_ctas || !sm->ctas[w->cta_slot].used ||
            w->warp_in_cta >= sm->ctas[w->cta_slot].trace.nwarps)
            return ws_snap_fail(r, "snapshot corrupt: SM %d warp %zu in CTA slot %d", sm->id,
                                i, w->cta_slot);
        w->trace = &sm->ctas[w->cta_slot].trace.warp[w->warp_in_cta];
        w->inst = w->trace->stream ? NULL : w->trace->inst;
    }
    core_fetch_load(sm, r);
    core_oc_load(sm, r);
    core_exec_load(sm, r);
    core_ldst_load(sm, r);
    ws_snap_expect(r, "policy");
    if (sm->pst && sm->pol->load && ws_snap_ok(r))
        sm->pol->load(sm->pst, r);
    ws_snap_expect(r, "prefetcher");
    if (sm->pfst && sm->pf->load && ws_snap_ok(r))
        sm->pf->load(sm->pfst, r);
    return ws_snap_ok(r);
}
