/* sm.c — one streaming multiprocessor: warp slots, CTA slots, scoreboard, functional
 * units with initiation intervals, barriers, warp exit, the per-cycle issue loop over
 * the schedulers, stall classification (PRO Fig. 1, OWL MemoryBlockCycles) and sleep
 * (an SM in which nothing can change before a known cycle is skipped cheaply). */
#include "core.h"

#include <stdlib.h>
#include <string.h>

#define SM_UNIT_ALU 0
#define SM_UNIT_SFU 1
#define SM_UNIT_MEM 2

/* Stall classes of a scheduler-cycle (PRO Figure 1). */
/* CLS_NONE: the scheduler issued, or its SM holds no CTA (the SM-level no_warp_cycles
 * counts those).  A scheduler without live warps on an SM that still holds a CTA is
 * idle: its finished warps wait for their CTA's other warps. */
enum { CLS_NONE = 0, CLS_IDLE, CLS_SCOREBOARD, CLS_PIPELINE };

const char *const ws_stall_names[WS_STALL_COUNT] = {
#define WS_STALL_NAME(id, name) name,
    WS_STALL_KINDS(WS_STALL_NAME)
#undef WS_STALL_NAME
};

const char *const ws_warp_state_names[5] = { "empty", "active", "barrier", "exiting", "done" };

/* ---- scoreboard ------------------------------------------------------------------ */

static inline bool sb_test(const uint64_t *m, uint16_t r)
{
    return (m[(r >> 6) & 3] >> (r & 63)) & 1u;
}
static inline void sb_set(uint64_t *m, uint16_t r) { m[(r >> 6) & 3] |= UINT64_C(1) << (r & 63); }
static inline void sb_clr(uint64_t *m, uint16_t r) { m[(r >> 6) & 3] &= ~(UINT64_C(1) << (r & 63)); }

/* struct ws_warp.sb_cache: the scoreboard check of inst[next] (valid; blocked; by a
 * long-latency register; by a short-latency one).  pending[] bits are only set when the
 * warp issues (next moves) and only cleared by a retire or a released load, so the
 * verdict holds until one of those, which clear the cache. */
#define SB_VALID 1u
#define SB_BLOCKED 2u
#define SB_LONG 4u
#define SB_SHORT 8u

/* Retire the fixed-latency write-backs that are due at `now`.  The scoreboard blocks an
 * instruction whose destination is pending, so no register has two outstanding writes. */
static void sm_warp_retire(struct ws_warp *w, uint64_t now)
{
    uint64_t mn = UINT64_MAX;
    uint32_t k = 0;
    for (uint32_t i = 0; i < w->nwb; i++) {
        struct ws_wb *b = &w->wb[i];
        if (b->cycle <= now) {
            for (int j = 0; j < b->nreg; j++)
                sb_clr(w->pending, b->reg[j]);
        } else {
            if (b->cycle < mn)
                mn = b->cycle;
            w->wb[k++] = *b;
        }
    }
    w->nwb = k;
    w->wb_min = mn;
    w->sb_cache = 0;
}

static void sm_warp_add_wb(struct ws_warp *w, const struct ws_inst *in, uint64_t cycle)
{
    if (in->ndst == 0)
        return;
    if (w->nwb == w->wb_cap)
        WS_GROW(w->wb, w->wb_cap, w->nwb + 1);
    struct ws_wb *b = &w->wb[w->nwb++];
    b->cycle = cycle;
    b->nreg = in->ndst;
    for (int j = 0; j < in->ndst; j++) {
        b->reg[j] = in->dst[j];
        sb_set(w->pending, in->dst[j]);
    }
    if (cycle < w->wb_min)
        w->wb_min = cycle;
}

/* ---- events -------------------------------------------------------------------- */

void core_sm_event(struct ws_sm *sm, const struct ws_event *e)
{
    if (sm->pol->on_event) {
        sm->pol->on_event(sm->pst, e);
        sm->stale = true;          /* the policy's state may have changed */
    }
    ws_emit(&sm->sim->bus, e);
}

void core_sm_policy_event(struct ws_sm *sm, const struct ws_event *e)
{
    if (sm->pol->on_event) {
        sm->pol->on_event(sm->pst, e);
        sm->stale = true;
    }
}

void core_sm_emit(struct ws_sm *sm, int kind, int warp, int64_t a, int64_t b, uint64_t addr)
{
    bool want = ws_event_wanted(&sm->sim->bus, kind);
    if (!want && !sm->pol->on_event)
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
}

static void sm_barrier_check(struct ws_sm *sm, struct core_cta *c)
{
    if (c->at_barrier == 0 || c->at_barrier < c->nwarps - c->warps_exited)
        return;
    for (int i = 0; i < c->nwarps; i++) {
        struct ws_warp *w = &sm->warps[c->warp_slots[i]];
        if (w->state == WS_WARP_BARRIER)
            w->state = WS_WARP_ACTIVE;
    }
    c->at_barrier = 0;
    sm->wake = sm->sim->cycle;
    sm->dirty = true;
    sm->stale = true;
    struct ws_event e = ws_event_make(&sm->sim->bus, WS_EV_BARRIER_RELEASE);
    e.sm = (int16_t)sm->id;
    e.cta = (int32_t)c->id;
    e.a = c->nwarps - c->warps_exited;
    core_sm_event(sm, &e);
}

static void sm_cta_finish(struct ws_sm *sm, struct core_cta *c)
{
    for (int i = 0; i < c->nwarps; i++) {
        struct ws_warp *w = &sm->warps[c->warp_slots[i]];
        w->state = WS_WARP_EMPTY;
        w->inst = NULL;
        w->trace = NULL;
        w->ninst = w->next = 0;
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

void core_sm_warp_check_done(struct ws_sm *sm, struct ws_warp *w)
{
    if (w->state != WS_WARP_EXITING || w->mem_loads)
        return;
    if (w->nwb) {
        if (w->wb_min > sm->sim->cycle)
            return;
        sm_warp_retire(w, sm->sim->cycle);
        if (w->nwb)
            return;
    }
    w->state = WS_WARP_DONE;
    sm->nexiting--;
    sm->wake = sm->sim->cycle;
    sm->dirty = true;
    sm->stale = true;
    w->reason = WS_STALL_FINISHED;
    sm_sched_remove(sm, w);
    sm->live_warps--;
    struct core_cta *c = &sm->ctas[w->cta_slot];
    c->warps_done++;
    core_sm_emit(sm, WS_EV_WARP_FINISH, w->slot, (int64_t)w->issued,
                 (int64_t)(sm->sim->cycle - w->launch_cycle), 0);
    if (c->warps_done == c->nwarps)
        sm_cta_finish(sm, c);
}

static void sm_warp_exit(struct ws_sm *sm, struct ws_warp *w)
{
    struct core_cta *c = &sm->ctas[w->cta_slot];
    w->state = WS_WARP_EXITING;
    sm->nexiting++;
    c->warps_exited++;
    sm_barrier_check(sm, c);
    core_sm_warp_check_done(sm, w);
}

void core_sm_release_load(struct ws_sm *sm, uint32_t li)
{
    struct core_load *ld = &sm->loads[li];
    struct ws_warp *w = &sm->warps[ld->warp];
    for (int j = 0; j < ld->nreg; j++) {
        sb_clr(w->pending_long, ld->reg[j]);
        sb_clr(w->pending, ld->reg[j]);
    }
    w->mem_loads--;
    w->blocked_long = 0;
    w->sb_cache = 0;
    sm->parked[ld->warp >> 6] &= ~(UINT64_C(1) << (ld->warp & 63));
    ld->used = 0;
    sm->free_loads[sm->nfree_loads++] = li;
    sm->wake = sm->sim->cycle;
    sm->dirty = true;
    sm->stale = true;
    core_sm_warp_check_done(sm, w);
}

/* ---- readiness -------------------------------------------------------------------- */

/* Why w cannot issue now (ignoring the policy); *unit gets the free unit to use. */
static enum ws_stall sm_warp_stall(struct ws_sm *sm, struct ws_warp *w, uint64_t now,
                                   int *unit)
{
    switch (w->state) {
    case WS_WARP_EMPTY:
        return WS_STALL_NO_INST;
    case WS_WARP_EXITING:
        core_sm_warp_check_done(sm, w);
        return WS_STALL_FINISHED;
    case WS_WARP_DONE:
        return WS_STALL_FINISHED;
    case WS_WARP_BARRIER:
        return WS_STALL_BARRIER;
    default:
        break;
    }
    if (w->blocked_long)
        return WS_STALL_SCOREBOARD;   /* nothing changed since: a load must complete */
    if (now >= w->wb_min)
        sm_warp_retire(w, now);
    unsigned sbc = w->sb_cache;
    if (!sbc) {
        const struct ws_inst *in = &w->inst[w->next];
        sbc = SB_VALID;
        for (int j = 0; j < in->nsrc; j++)
            if (sb_test(w->pending, in->src[j]))
                sbc |= SB_BLOCKED | (sb_test(w->pending_long, in->src[j]) ? SB_LONG : SB_SHORT);
        for (int j = 0; j < in->ndst; j++)
            if (sb_test(w->pending, in->dst[j]))
                sbc |= SB_BLOCKED | (sb_test(w->pending_long, in->dst[j]) ? SB_LONG : SB_SHORT);
        w->sb_cache = (uint8_t)sbc;
        w->sb_unit = in->unit;
    }
    w->long_wait = (sbc & SB_LONG) ? 1 : 0;
    if (sbc & SB_BLOCKED) {
        w->blocked_long = !(sbc & SB_SHORT);
        return WS_STALL_SCOREBOARD;
    }
    int u;
    switch (w->sb_unit) {
    case WS_UNIT_ALU:
    case WS_UNIT_DP:
    case WS_UNIT_SFU:
        u = w->sb_unit == WS_UNIT_SFU ? SM_UNIT_SFU : SM_UNIT_ALU;
        for (int i = 0; i < sm->nunits[u]; i++)
            if (sm->unit_free[u][i] <= now) {
                *unit = i;
                return WS_STALL_NONE;
            }
        return WS_STALL_UNIT_BUSY;
    case WS_UNIT_MEM: {
        bool stalled = false;
        for (int i = 0; i < sm->nunits[SM_UNIT_MEM]; i++) {
            if (sm->ldst[i].active) {
                stalled |= sm->ldst[i].stalled;
                continue;
            }
            if (sm->unit_free[SM_UNIT_MEM][i] <= now) {
                *unit = i;
                return WS_STALL_NONE;
            }
        }
        if (stalled) {
            w->long_wait = 1;
            return WS_STALL_MEM_STALL;
        }
        return WS_STALL_UNIT_BUSY;
    }
    default:
        *unit = -1;
        return WS_STALL_NONE;
    }
}

enum ws_stall ws_sm_warp_stall(struct ws_sm *sm, int slot)
{
    int u;
    sm->stale = true;              /* may retire write-backs outside the issue loop */
    return sm_warp_stall(sm, &sm->warps[slot], sm->sim->cycle, &u);
}

/* ---- issue ---------------------------------------------------------------------- */

static void sm_issue(struct ws_sm *sm, struct ws_warp *w, int unit, uint64_t now)
{
    const struct ws_inst *in = &w->inst[w->next];
    const struct ws_config *cfg = sm->cfg;
    uint32_t lanes = (uint32_t)__builtin_popcount(in->mask);
    sm->st.warp_insts++;
    sm->st.thread_insts += lanes;
    w->issued++;
    w->last_issue = now;
    sm->ctas[w->cta_slot].issued++;
    w->next++;
    w->sb_cache = 0;
    switch (in->unit) {
    case WS_UNIT_ALU:
        sm->unit_free[SM_UNIT_ALU][unit] = now + (uint64_t)sm->ii;
        sm_warp_add_wb(w, in, now + (uint64_t)cfg->sm_alu_latency);
        break;
    case WS_UNIT_DP:
        sm->unit_free[SM_UNIT_ALU][unit] = now + (uint64_t)sm->dp_ii;
        sm_warp_add_wb(w, in, now + (uint64_t)cfg->sm_dp_latency);
        break;
    case WS_UNIT_SFU:
        sm->unit_free[SM_UNIT_SFU][unit] = now + (uint64_t)sm->ii;
        sm_warp_add_wb(w, in, now + (uint64_t)cfg->sm_sfu_latency);
        break;
    case WS_UNIT_MEM:
        sm->unit_free[SM_UNIT_MEM][unit] = now + (uint64_t)sm->ii;
        if (in->space == WS_SPACE_SHARED) {
            sm->st.shmem++;
            sm_warp_add_wb(w, in, now + (uint64_t)cfg->sm_shmem_latency);
        } else if (in->space == WS_SPACE_CONST || in->space == WS_SPACE_TEX) {
            sm_warp_add_wb(w, in, now + (uint64_t)cfg->sm_const_latency);
        } else {
            core_ldst_issue(sm, unit, w, in);
        }
        break;
    default:
        break;
    }
    if (ws_event_wanted(&sm->sim->bus, WS_EV_ISSUE) || sm->pol->on_event)
        core_sm_emit(sm, WS_EV_ISSUE, w->slot, in->op, (int64_t)(w->next - 1), in->pc);
    if (in->unit == WS_UNIT_BAR && w->next < w->ninst) {
        struct core_cta *c = &sm->ctas[w->cta_slot];
        w->state = WS_WARP_BARRIER;
        c->at_barrier++;
        core_sm_emit(sm, WS_EV_BARRIER, w->slot, c->at_barrier, c->nwarps - c->warps_exited,
                     in->pc);
        sm_barrier_check(sm, c);
    } else if (w->next >= w->ninst) {
        /* The stream ends: the warp is finished.  An EXIT earlier in the stream (a
         * predicated-off or partial EXIT of some lanes: traces list the remaining
         * lanes' instructions after it) issues like any unit-less instruction. */
        sm_warp_exit(sm, w);
    }
}

/* ---- the cycle ------------------------------------------------------------------- */

static void sm_account(struct ws_sm *sm)
{
    for (int s = 0; s < sm->nsched; s++) {
        switch (sm->sched[s].last_class) {
        case CLS_IDLE: sm->st.stall_idle++; break;
        case CLS_SCOREBOARD: sm->st.stall_scoreboard++; break;
        case CLS_PIPELINE: sm->st.stall_pipeline++; break;
        default: break;
        }
    }
    if (sm->sleep_memblock)
        sm->st.memory_block_cycles++;
    if (sm->sleep_nowarp && sm->sim->kernel_running)
        sm->st.no_warp_cycles++;
}

void core_sm_skip(struct ws_sm *sm, uint64_t n)
{
    for (int s = 0; s < sm->nsched; s++) {
        switch (sm->sched[s].last_class) {
        case CLS_IDLE: sm->st.stall_idle += n; break;
        case CLS_SCOREBOARD: sm->st.stall_scoreboard += n; break;
        case CLS_PIPELINE: sm->st.stall_pipeline += n; break;
        default: break;
        }
    }
    if (sm->sleep_memblock)
        sm->st.memory_block_cycles += n;
    if (sm->sleep_nowarp && sm->sim->kernel_running)
        sm->st.no_warp_cycles += n;
}

/* The wake-up the issue loop computes when it sleeps at `now` (see struct ws_sm). */
static uint64_t sm_sleep_wake(const struct ws_sm *sm, uint64_t now)
{
    uint64_t wake = sm->wb_all_min;
    for (int u = 0; u < 3; u++)
        for (int i = 0; i < sm->nunits[u]; i++)
            if (sm->unit_free[u][i] > now && sm->unit_free[u][i] < wake)
                wake = sm->unit_free[u][i];
    /* the load/store unit keeps working while the SM sleeps; it wakes the SM when a
     * unit becomes free (ldst.c) */
    if (sm->hits_len && sm->hits[sm->hits_head].cycle < wake)
        wake = sm->hits[sm->hits_head].cycle;
    if (sm->pol_wake < wake)
        wake = sm->pol_wake;
    return wake <= now ? now + 1 : wake;
}

void core_sm_cycle(struct ws_sm *sm)
{
    uint64_t now = sm->sim->cycle;
    core_ldst_cycle(sm);
    if (now < sm->wake && sm->cfg->sm_skip) {
        sm_account(sm);
        return;
    }
    if (now >= sm->pol_wake) {     /* the policy's state changes now (ws_sm_wake_at) */
        sm->stale = true;
        sm->pol_wake = UINT64_MAX;
    }
    if (!sm->stale && now < sm->settled && sm->cfg->sm_skip) {
        /* the evaluation would repeat the last one (struct ws_sm): skip it */
        sm_account(sm);
        sm->wake = sm_sleep_wake(sm, now);
        return;
    }
    sm->issued_now = false;
    sm->dirty = false;
    if (sm->nexiting)
        for (int i = 0; i < sm->max_warps && sm->nexiting; i++)
            if (sm->warps[i].state == WS_WARP_EXITING)
                core_sm_warp_check_done(sm, &sm->warps[i]);
    bool any_issue = false, refused = false, mem_wait = false, other_wait = false;
    int start = (int)(now % (uint64_t)sm->nsched);
    for (int k = 0; k < sm->nsched; k++) {
        int s = start + k < sm->nsched ? start + k : start + k - sm->nsched;
        struct core_sched *cs = &sm->sched[s];
        if (cs->nlist == 0) {
            /* GPGPU-Sim (PRO Fig. 1) counts a scheduler whose warps have all finished
             * as idle while its SM still holds a CTA (warps waiting for siblings) */
            cs->last_class = sm->live_ctas > 0 ? CLS_IDLE : CLS_NONE;
            continue;
        }
        int n = sm->max_warps;
        sm->pol->order(sm->pst, sm, s, cs->order, &n);
        cs->norder = n;
        bool valid = false, operands = false, issued = false;
        for (int i = 0; i < n; i++) {
            int slot = cs->order[i];
            if ((sm->parked[slot >> 6] >> (slot & 63)) & 1) {
                valid = mem_wait = true;   /* scoreboard, on a long-latency load */
                continue;
            }
            struct ws_warp *w = &sm->warps[slot];
            int unit = -1;
            enum ws_stall r = sm_warp_stall(sm, w, now, &unit);
            if (r == WS_STALL_NONE && sm->pol->may_issue &&
                !sm->pol->may_issue(sm->pst, w, &w->inst[w->next])) {
                r = WS_STALL_POLICY;
                refused = true;
            }
            w->reason = (uint8_t)r;
            if (r == WS_STALL_NONE) {
                sm_issue(sm, w, unit, now);
                cs->last_issued = w->slot;
                issued = true;
                break;
            }
            switch (r) {
            case WS_STALL_SCOREBOARD:
                if (w->blocked_long)
                    sm->parked[slot >> 6] |= UINT64_C(1) << (slot & 63);
                valid = true;
                if (w->long_wait) mem_wait = true; else other_wait = true;
                break;
            case WS_STALL_MEM_STALL:
                valid = operands = true;
                mem_wait = true;
                break;
            case WS_STALL_UNIT_BUSY:
                valid = operands = true;
                other_wait = true;
                break;
            case WS_STALL_POLICY:
                other_wait = true;
                break;
            default:
                break;
            }
        }
        if (issued) {
            any_issue = true;
            cs->last_class = CLS_NONE;
        } else {
            cs->last_class = !valid ? CLS_IDLE : operands ? CLS_PIPELINE : CLS_SCOREBOARD;
        }
    }
    sm->issued_now = any_issue;
    sm->sleep_nowarp = sm->live_warps == 0;
    sm->sleep_memblock = !any_issue && sm->live_warps > 0 && mem_wait && !other_wait;
    if (any_issue)
        sm->st.active_cycles++;
    sm_account(sm);
    /* Sleep when nothing can change before a known cycle. */
    if (any_issue || refused || sm->dirty) {
        sm->wake = now + 1;
        sm->settled = 0;
        return;
    }
    uint64_t all = UINT64_MAX, settled = UINT64_MAX;
    for (int i = 0; i < sm->max_warps; i++) {
        const struct ws_warp *w = &sm->warps[i];
        if (w->state == WS_WARP_EMPTY || w->state == WS_WARP_DONE)
            continue;
        if (w->wb_min < all)
            all = w->wb_min;
        if (w->wb_min > now && w->wb_min < settled)
            settled = w->wb_min;
    }
    for (int u = 0; u < 3; u++)
        for (int i = 0; i < sm->nunits[u]; i++)
            if (sm->unit_free[u][i] > now && sm->unit_free[u][i] < settled)
                settled = sm->unit_free[u][i];
    sm->wb_all_min = all;
    sm->settled = settled;
    sm->stale = false;
    sm->wake = sm_sleep_wake(sm, now);
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
}

int core_sm_launch(struct ws_sm *sm, uint32_t cta, struct ws_err *err)
{
    struct ws_sim *s = sm->sim;
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
    int rc = ws_trace_load_cta(s->trace, s->kernel, cta, &c->trace, err);
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
    sm->used_warps += s->cta_warps;
    /* warps holds s->cta_warps slots' worth of resources; we release the same */
    c->nwarps = (int)c->trace.nwarps;
    sm->used_warps -= s->cta_warps - c->nwarps;
    sm->live_ctas++;
    int slot = 0;
    for (int i = 0; i < c->nwarps; i++) {
        while (sm->warps[slot].state != WS_WARP_EMPTY)
            slot++;
        struct ws_warp *w = &sm->warps[slot];
        struct ws_wb *wb = w->wb;
        size_t cap = w->wb_cap;
        memset(w, 0, sizeof *w);
        w->wb = wb;
        w->wb_cap = cap;
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
        w->inst = w->trace->inst;
        w->ninst = w->trace->ninst;
        w->wb_min = UINT64_MAX;
        sm->parked[slot >> 6] &= ~(UINT64_C(1) << (slot & 63));
        c->warp_slots[i] = (uint16_t)slot;
        sm_sched_insert(sm, w);
        sm->live_warps++;
    }
    sm->wake = s->cycle;
    sm->dirty = true;
    sm->stale = true;
    struct ws_event e = ws_event_make(&s->bus, WS_EV_CTA_LAUNCH);
    e.sm = (int16_t)sm->id;
    e.cta = (int32_t)cta;
    e.a = cs;
    e.b = c->nwarps;
    core_sm_event(sm, &e);
    /* warps with empty streams finish at once */
    for (int i = 0; i < c->nwarps && c->used; i++) {
        struct ws_warp *w = &sm->warps[c->warp_slots[i]];
        if (w->ninst == 0 && w->state == WS_WARP_ACTIVE)
            sm_warp_exit(sm, w);
    }
    return WS_OK;
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
    sm->ii = (int)(cfg->sm_warp_size / cfg->sm_simt_width);
    sm->dp_ii = cfg->sm_dp_interval > sm->ii ? (int)cfg->sm_dp_interval : sm->ii;
    sm->warps = ws_calloc((size_t)sm->max_warps, sizeof *sm->warps);
    for (int i = 0; i < sm->max_warps; i++) {
        sm->warps[i].slot = (uint16_t)i;
        sm->warps[i].cta_slot = -1;
        sm->warps[i].wb_min = UINT64_MAX;
        sm->warps[i].reason = WS_STALL_NO_INST;
    }
    sm->parked = ws_calloc((size_t)(sm->max_warps + 63) / 64, sizeof *sm->parked);
    sm->ctas = ws_calloc((size_t)sm->max_ctas, sizeof *sm->ctas);
    for (int i = 0; i < sm->max_ctas; i++)
        sm->ctas[i].warp_slots = ws_calloc((size_t)sm->max_warps, sizeof(uint16_t));
    sm->sched = ws_calloc((size_t)sm->nsched, sizeof *sm->sched);
    for (int i = 0; i < sm->nsched; i++) {
        sm->sched[i].list = ws_calloc((size_t)sm->max_warps, sizeof(uint16_t));
        sm->sched[i].order = ws_calloc((size_t)sm->max_warps, sizeof(uint16_t));
        sm->sched[i].last_issued = -1;
        sm->sched[i].last_class = CLS_NONE;
    }
    sm->nunits[SM_UNIT_ALU] = (int)cfg->sm_alu_units;
    sm->nunits[SM_UNIT_SFU] = (int)cfg->sm_sfu_units;
    sm->nunits[SM_UNIT_MEM] = (int)cfg->sm_mem_units;
    for (int u = 0; u < 3; u++)
        sm->unit_free[u] = ws_calloc((size_t)sm->nunits[u], sizeof(uint64_t));
    sm->sleep_nowarp = 1;
    sm->pol_wake = UINT64_MAX;
    sm->pol = sim->pol;
    /* the prefetcher named like the policy (prefetch.h), created first: the policy may
     * read its state */
    sm->pf = ws_prefetch_find(sm->pol->name);
    sm->pfst = sm->pf && sm->pf->create ? sm->pf->create(sm, cfg) : NULL;
    sm->pst = sm->pol->create ? sm->pol->create(sm, cfg) : NULL;
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
    for (int i = 0; i < sm->max_warps; i++)
        free(sm->warps[i].wb);
    for (int i = 0; i < sm->max_ctas; i++) {
        if (sm->ctas[i].used)
            ws_cta_trace_free(&sm->ctas[i].trace);
        free(sm->ctas[i].warp_slots);
    }
    for (int i = 0; i < sm->nsched; i++) {
        free(sm->sched[i].list);
        free(sm->sched[i].order);
    }
    for (int u = 0; u < 3; u++)
        free(sm->unit_free[u]);
    core_ldst_free(sm);
    free(sm->warps);
    free(sm->parked);
    free(sm->ctas);
    free(sm->sched);
}

bool core_sm_idle(const struct ws_sm *sm)
{
    return sm->live_ctas == 0 && !core_ldst_busy(sm) && sm->hits_len == 0;
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

void ws_sm_wake_at(struct ws_sm *sm, uint64_t cycle)
{
    if (cycle < sm->pol_wake)
        sm->pol_wake = cycle;
    if (cycle < sm->wake)
        sm->wake = cycle;
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
