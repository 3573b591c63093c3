/* issue.c — the warp schedulers (GPGPU-Sim scheduler_unit::cycle; MODEL-NOTES §3).
 * Each cycle the schedulers run in an order that rotates by one every cycle; each asks
 * its policy for a priority order and walks it: a warp that is waiting (finished, at a
 * barrier, at a memory barrier with writes pending, with an atomic outstanding) or whose
 * I-buffer is empty is passed over; otherwise its next instruction is checked against
 * the scoreboard and, when clear, issued into a free slot of the ID_OC pipeline register
 * of its unit (the first warp that issues ends the scheduler's turn: one instruction per
 * warp and per scheduler per cycle, -gpgpu_max_insn_issue_per_warp 1).  Stall classes
 * per scheduler-cycle: nothing valid (W0_Idle), valid but blocked by the scoreboard
 * (W0_Scoreboard), ready but no slot (Stall).  A warp blocked by its own state (barrier,
 * scoreboard, empty I-buffer ...) keeps its verdict in ws_sm.issue_memo until that state
 * changes, so the walk passes it over without checking it again.
 *
 * Sub-cores (sm.sub_cores, -gpgpu_sub_core_model; MODEL-NOTES §3): scheduler k issues
 * only into slot k of each ID_OC register, so its warps wait when that slot is full
 * even if another scheduler's is free. */
#include "core.h"

#include <string.h>

enum { CLS_NONE = 0, CLS_IDLE, CLS_SCOREBOARD, CLS_PIPELINE };

/* A MEMBAR holds its warp until no register write is pending; then the L1D is
 * invalidated (shader_core_ctx::warp_waiting_at_mem_barrier). */
static bool issue_membar_wait(struct ws_sm *sm, struct ws_warp *w)
{
    if (!w->membar)
        return false;
    if (w->pending_regs)
        return true;
    w->membar = 0;
    core_issue_touch(sm, w->slot);
    if (sm->cfg->sm_flush_l1)
        core_ldst_invalidate(sm);
    return false;
}

/* Is there an issue slot for a warp of scheduler `sched` in the ID_OC register of fu? */
static inline bool issue_slot_free(const struct ws_sm *sm, uint8_t fu, int sched)
{
    const struct core_regset *r = &sm->rs[RS_ID_OC(fu)];
    return sm->cfg->sm_sub_cores ? core_regset_slot_free(r, sched) : core_regset_has_free(r);
}

static bool issue_long_collision(const struct ws_warp *w, const struct ws_inst *in)
{
    for (int j = 0; j < in->nsrc; j++)
        if (in->src[j] < 320 && ((w->pending_long[in->src[j] >> 6] >> (in->src[j] & 63)) & 1u))
            return true;
    for (int j = 0; j < in->ndst; j++)
        if (in->dst[j] < 320 && ((w->pending_long[in->dst[j] >> 6] >> (in->dst[j] & 63)) & 1u))
            return true;
    return false;
}

/* What a warp that did not issue tells its scheduler's stall class and the SM's memory
 * block: it had a valid instruction, was ready (but for a slot or the policy), waits
 * on memory or on something else.  ISSUE_MEMO marks a memoized verdict (ws_sm.issue_memo). */
enum { ISSUE_VALID = 1, ISSUE_READY = 2, ISSUE_MEM = 4, ISSUE_OTHER = 8, ISSUE_SLOT = 0x40,
       ISSUE_MEMO = 0x80 };

static uint8_t issue_flags(enum ws_stall r, bool long_wait)
{
    switch (r) {
    case WS_STALL_SCOREBOARD: return ISSUE_VALID | (long_wait ? ISSUE_MEM : ISSUE_OTHER);
    case WS_STALL_MEM_STALL: return ISSUE_VALID | ISSUE_READY | ISSUE_MEM;
    case WS_STALL_UNIT_BUSY:
    case WS_STALL_POLICY: return ISSUE_VALID | ISSUE_READY | ISSUE_OTHER;
    case WS_STALL_IBUFFER:
    case WS_STALL_MEMBAR:
    case WS_STALL_ATOMIC: return ISSUE_OTHER;
    default: return 0;
    }
}

/* The memo of verdict r (ws_sm.issue_memo), 0 when it is not kept.  No instruction,
 * finished, barrier, membar, I-buffer empty and scoreboard depend only on the warp's own
 * state, whose writers call core_issue_touch.  A full issue slot (unit busy) and a
 * stalled memory pipeline depend on it too, and also on the ID_OC register set of the
 * warp's next instruction being full and on ls.stalled: ISSUE_SLOT marks them, and
 * issue_memo_holds checks those two again.  An atomic (its count drops in the LD/ST
 * unit) and a policy refusal (may_issue is asked every time) are not kept. */
static uint8_t issue_memo_of(enum ws_stall r, uint8_t flags)
{
    switch (r) {
    case WS_STALL_NO_INST:
    case WS_STALL_FINISHED:
    case WS_STALL_BARRIER:
    case WS_STALL_MEMBAR:
    case WS_STALL_IBUFFER:
    case WS_STALL_SCOREBOARD:
        return flags | ISSUE_MEMO;
    case WS_STALL_UNIT_BUSY:
    case WS_STALL_MEM_STALL:
        return flags | ISSUE_MEMO | ISSUE_SLOT;
    default:
        return 0;
    }
}

/* Does memo m of warp slot still give its verdict?  For a unit-busy or memory-stalled
 * warp: its instruction's ID_OC register set is still full and, for a memory
 * instruction, ls.stalled is what it was (memory-stalled iff ISSUE_MEM).  head_op[slot]
 * is its next instruction's, as next has not moved since (it would have touched). */
static bool issue_memo_holds(const struct ws_sm *sm, int slot, uint8_t m)
{
    if (!(m & ISSUE_SLOT))
        return true;
    uint8_t fu = sm->head_op[slot].fu;
    if (issue_slot_free(sm, fu, sm->slot_sched[slot]))
        return false;
    return fu != FU_MEM || sm->ls.stalled == ((m & ISSUE_MEM) != 0);
}

/* The reason w cannot issue now, without side effects on the pipeline; *fu gets the
 * unit type of its next instruction when it has one. */
static enum ws_stall issue_check(struct ws_sm *sm, struct ws_warp *w, uint8_t *fu,
                                 struct core_op *op, uint8_t *opclass)
{
    switch (w->state) {
    case WS_WARP_EMPTY: return WS_STALL_NO_INST;
    case WS_WARP_EXITING:
    case WS_WARP_DONE: return WS_STALL_FINISHED;
    case WS_WARP_BARRIER: return WS_STALL_BARRIER;
    default: break;
    }
    if (w->membar && w->pending_regs)
        return WS_STALL_MEMBAR;
    if (w->atomics)
        return WS_STALL_ATOMIC;
    if (w->next >= w->fetched)
        return WS_STALL_IBUFFER;
    const struct ws_inst *in = core_warp_inst(w, w->next);
    if (sm->head_idx[w->slot] != w->next) {
        sm->head_op[w->slot] = core_op_of(sm->sim, in, &sm->head_opc[w->slot]);
        sm->head_idx[w->slot] = w->next;
        sm->head_sb[w->slot].valid = 0;
    }
    *op = sm->head_op[w->slot];
    *opclass = sm->head_opc[w->slot];
    *fu = op->fu;
    if (!sm->head_sb[w->slot].valid || sm->head_sb[w->slot].ver != w->sb_version) {
        bool coll = core_sb_collides(w, in);
        sm->head_sb[w->slot].res = (uint8_t)((coll ? 1 : 0) |
                                             (coll && issue_long_collision(w, in) ? 2 : 0));
        sm->head_sb[w->slot].ver = w->sb_version;
        sm->head_sb[w->slot].valid = 1;
    }
    if (sm->head_sb[w->slot].res & 1) {
        w->long_wait = (sm->head_sb[w->slot].res & 2) ? 1 : 0;
        return WS_STALL_SCOREBOARD;
    }
    w->long_wait = 0;
    if (!issue_slot_free(sm, op->fu, sm->slot_sched[w->slot])) {
        if (op->fu == FU_MEM && sm->ls.stalled) {
            w->long_wait = 1;
            return WS_STALL_MEM_STALL;
        }
        return WS_STALL_UNIT_BUSY;
    }
    return WS_STALL_NONE;
}

enum ws_stall core_issue_stall(struct ws_sm *sm, struct ws_warp *w)
{
    uint8_t fu, opc;
    struct core_op op;
    enum ws_stall r = issue_check(sm, w, &fu, &op, &opc);
    if (r == WS_STALL_MEMBAR && !w->pending_regs)
        r = WS_STALL_NONE;
    return r;
}

/* Issue w's next instruction into ID_OC (shader_core_ctx::issue_warp). */
static void issue_warp(struct ws_sm *sm, struct ws_warp *w, const struct core_op *op,
                       uint8_t opclass)
{
    const struct ws_inst *in = core_warp_inst(w, w->next);
    uint64_t now = sm->sim->cycle;
    struct core_regset *idoc = &sm->rs[RS_ID_OC(op->fu)];
    struct core_inst *ci = sm->cfg->sm_sub_cores
                           ? core_regset_claim_slot(idoc, sm->slot_sched[w->slot])
                           : core_regset_claim(idoc);
    ci->in = *in;
    ci->idx = w->next;
    ci->uid = sm->next_uid++;
    ci->warp = w->slot;
    ci->fu = op->fu;
    ci->lat = op->lat;
    ci->ii = op->ii;
    ci->cycles = (uint8_t)(op->ii > 255 ? 255 : op->ii);
    ci->bypass = op->bypass;
    sm->inflight++;
    sm->idoc_n++;
    bool load = opclass == WS_OPC_LOAD && in->memop != WS_MEMOP_STORE;
    bool long_lat = load && (in->space == WS_SPACE_GLOBAL || in->space == WS_SPACE_LOCAL);
    core_sb_reserve(w, in, long_lat);
    sm->st.warp_insts++;
    sm->st.thread_insts += (uint32_t)__builtin_popcount(in->mask);
    w->issued++;
    w->last_issue = now;
    sm->ctas[w->cta_slot].issued++;
    w->next++;
    if (w->next < w->ninst && w->inst)
        __builtin_prefetch(&w->inst[w->next]);   /* read at the next check */
    core_issue_touch(sm, w->slot);
    if (w->next == w->fetched && w->fetched < w->ninst)
        sm->fetch_want[w->slot >> 6] |= UINT64_C(1) << (w->slot & 63);   /* I-buffer empty */
    if (op->fu == FU_MEM && in->memop == WS_MEMOP_ATOMIC && in->mask)
        w->atomics++;
    if (opclass == WS_OPC_MEMBAR)
        w->membar = 1;
    if (ws_event_wanted(&sm->sim->bus, WS_EV_ISSUE) || sm->pol->on_event)
        core_sm_emit(sm, WS_EV_ISSUE, w->slot, in->op, (int64_t)(w->next - 1), in->pc);
    if (opclass == WS_OPC_BARRIER && w->next < w->ninst)
        core_sm_barrier(sm, w, in);
    if (opclass == WS_OPC_EXIT || w->next >= w->ninst)
        core_sm_warp_exit_lanes(sm, w, opclass == WS_OPC_EXIT ? in->mask : 0);
}

void core_issue_cycle(struct ws_sm *sm)
{
    uint64_t now = sm->sim->cycle;
    bool any_issue = false;
    uint8_t wait = 0;                    /* ISSUE_MEM | ISSUE_OTHER over every walk */
    int start = (int)(now % (uint64_t)sm->nsched);
    for (int k = 0; k < sm->nsched; k++) {
        int s = start + k < sm->nsched ? start + k : start + k - sm->nsched;
        struct core_sched *cs = &sm->sched[s];
        if (cs->nlist == 0) {
            /* GPGPU-Sim counts a scheduler without a valid instruction as idle */
            cs->last_class = sm->live_ctas > 0 ? CLS_IDLE : CLS_NONE;
            continue;
        }
        if (cs->walk_kept && !sm->pol->create && !sm->pol->on_event) {
            wait |= cs->walk_acc;        /* a policy without state: the same order */
            continue;
        }
        if (!sm->pol->order_of_list || cs->order_ver != cs->list_ver ||
            cs->order_last != cs->last_issued) {
            int n = sm->max_warps;
            sm->pol->order(sm->pst, sm, s, cs->order_new, &n);
            if (cs->walk_kept && n == cs->norder &&
                !memcmp(cs->order_new, cs->order, (size_t)n * sizeof *cs->order)) {
                wait |= cs->walk_acc;    /* the walk would repeat the last one */
                continue;
            }
            uint16_t *swap = cs->order;
            cs->order = cs->order_new;
            cs->order_new = swap;
            cs->norder = n;
            cs->order_own = true;   /* an order_of_list policy orders its own list */
            if (!sm->pol->order_of_list)
                for (int i = 0; i < n && cs->order_own; i++)
                    cs->order_own = sm->slot_sched[cs->order[i]] == s;
            cs->order_ver = cs->list_ver;
            cs->order_last = cs->last_issued;
        }
        /* (an order_of_list policy with an unchanged order and a kept walk was passed
         * over above) */
        int n = cs->norder;
        uint8_t acc = 0, memo_or = 0;
        bool issued = false, kept = true;
        for (int i = 0; i < n; i++) {
            int slot = cs->order[i];
            uint8_t m = sm->issue_memo[slot];
            if (m && issue_memo_holds(sm, slot, m)) {
                /* unchanged since its last check: the same verdict, which w->reason
                 * and w->long_wait already hold (its flags, and whether it is kept, are
                 * gathered in memo_or and added after the walk) */
                memo_or |= m;
                continue;
            }
            struct ws_warp *w = &sm->warps[slot];
            if (w->state == WS_WARP_ACTIVE && w->membar)
                issue_membar_wait(sm, w);
            uint8_t fu = FU_NONE, opc = 0;
            struct core_op op;
            enum ws_stall r = issue_check(sm, w, &fu, &op, &opc);
            if (r == WS_STALL_NONE && sm->pol->may_issue &&
                !sm->pol->may_issue(sm->pst, w, ws_warp_inst(w->trace, w->next)))
                r = WS_STALL_POLICY;
            w->reason = (uint8_t)r;
            if (r == WS_STALL_NONE) {
                issue_warp(sm, w, &op, opc);
                cs->last_issued = w->slot;
                issued = true;
                break;
            }
            uint8_t f = issue_flags(r, w->long_wait);
            uint8_t memo = issue_memo_of(r, f);
            sm->issue_memo[slot] = memo;
            kept = kept && memo && !(memo & ISSUE_SLOT) && w->sched == s;
            acc |= f;
        }
        acc |= memo_or & (ISSUE_VALID | ISSUE_READY | ISSUE_MEM | ISSUE_OTHER);
        kept = kept && !(memo_or & ISSUE_SLOT) && cs->order_own;
        cs->walk_kept = kept && !issued;
        cs->walk_acc = acc;
        if (issued) {
            any_issue = true;
            cs->last_class = CLS_NONE;
        } else {
            wait |= acc;
            cs->last_class = !(acc & ISSUE_VALID) ? CLS_IDLE
                           : !(acc & ISSUE_READY) ? CLS_SCOREBOARD : CLS_PIPELINE;
        }
    }
    sm->issued_now = any_issue;
    /* (a scheduler that issued leaves wait out: with any issue there is no memory block) */
    sm->memblock_now = !any_issue && sm->live_warps > 0 && (wait & ISSUE_MEM) &&
                       !(wait & ISSUE_OTHER);
}
