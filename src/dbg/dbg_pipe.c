/* dbg_pipe.c — the debugger's view of the SM pipeline (GPGPU-Sim's shader core):
 * `info pipe` prints the focused SM's front end (fetch buffer, L1I, each warp's
 * I-buffer), the ID_OC registers, the operand collector (units, unread operands, bank
 * queues), OC_EX, the functional units, EX_WB and the LD/ST unit; and the parts of
 * `why` that follow a warp into the pipeline: an empty I-buffer (fetch order, an
 * I-cache miss and where its line is), a full ID_OC register (what holds it and what
 * that waits for), a stalled LD/ST unit, and where an instruction whose result is
 * pending is now. */
#include "dbg_internal.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpscope/cache.h"
#include "warpscope/mem.h"

#define PIPE_MAX 64          /* slots read from one register set or unit */

/* "w3 00a0 FADD" (or "-" for an empty place). */
static void pipe_inst_text(struct ws_dbg *d, const struct ws_pipe_inst *p, char *buf, size_t n)
{
    if (p->warp < 0 || !p->in) {
        snprintf(buf, n, "-");
        return;
    }
    snprintf(buf, n, "w%d %04x %s", p->warp, p->in->pc,
             ws_trace_opcode_name(ws_sim_trace(d->sim), p->in->op));
}

/* A functional unit's name: its type and number ("sp1", "spec1.0"). */
static void pipe_fu_name(int type, int index, char *buf, size_t n)
{
    const char *t = ws_unit_type_names[type];
    size_t l = strlen(t);
    snprintf(buf, n, l && t[l - 1] >= '0' && t[l - 1] <= '9' ? "%s.%d" : "%s%d", t, index);
}

/* Collector unit i's name: its set and number within the set ("sp2"). */
static void pipe_cu_name(struct ws_dbg *d, int i, char *buf, size_t n)
{
    struct ws_cu_view cu, first;
    ws_sim_oc_unit(d->sim, d->focus_sm, i, &cu);
    int k = 0;
    for (int j = 0; j < i; j++) {
        ws_sim_oc_unit(d->sim, d->focus_sm, j, &first);
        k += first.set == cu.set;
    }
    pipe_fu_name(cu.set, k, buf, n);
}

/* "unread R2 (bank 5, 1 ahead), R7 (bank 3)" or "operands read". */
static void pipe_cu_operands(struct ws_dbg *d, const struct ws_cu_view *cu, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int k = 0; k < cu->nreg; k++) {
        if (!((cu->unread >> k) & 1u))
            continue;
        int q = ws_sim_oc_bank(d->sim, d->focus_sm, cu->bank[k]);
        char queued[32] = "";
        if (q > 1)
            snprintf(queued, sizeof queued, ", %d reads queued there", q);
        len += (size_t)snprintf(buf + len, len < n ? n - len : 0, "%sR%u (bank %u%s)",
                                len ? ", " : "unread ", cu->reg[k], cu->bank[k], queued);
        if (len >= n)
            break;
    }
    if (!buf[0])
        snprintf(buf, n, cu->nreg ? "operands read" : "no register operands");
}

/* One register set: "sp 1/2 [w3 00a0 FADD | -]"; false when the type has none. */
static bool pipe_regset_text(struct ws_dbg *d, int reg, int type, char *buf, size_t n)
{
    struct ws_pipe_inst slot[PIPE_MAX];
    int used = 0;
    int w = ws_sim_pipe_reg(d->sim, d->focus_sm, reg, type, slot, PIPE_MAX, &used);
    if (w == 0)
        return false;
    size_t len = (size_t)snprintf(buf, n, "%s %d/%d", reg == WS_PIPE_EX_WB ? "" :
                                  ws_unit_type_names[type], used, w);
    if (!used)
        return true;
    len += (size_t)snprintf(buf + len, len < n ? n - len : 0, " [");
    for (int k = 0; k < w && k < PIPE_MAX && len < n; k++) {
        char it[96];
        pipe_inst_text(d, &slot[k], it, sizeof it);
        len += (size_t)snprintf(buf + len, n - len, "%s%s", k ? " | " : "", it);
    }
    if (len < n)
        snprintf(buf + len, n - len, "]");
    return true;
}

static void pipe_regsets(struct ws_dbg *d, int reg, const char *label)
{
    ws_dbg_printf(d, "%-8s", label);
    if (reg == WS_PIPE_EX_WB) {
        char t[1024];
        if (pipe_regset_text(d, reg, 0, t, sizeof t))
            ws_dbg_printf(d, "%s", t + 1);
    } else {
        bool first = true;
        for (int type = 0; type < WS_UNIT_TYPES; type++) {
            char t[1024];
            if (!pipe_regset_text(d, reg, type, t, sizeof t))
                continue;
            ws_dbg_printf(d, "%s%s", first ? "" : "  ", t);
            first = false;
        }
    }
    ws_dbg_printf(d, "\n");
}

/* ---- where an issued instruction is ------------------------------------------------ */

/* Where instruction idx of warp slot is now; its stage letter (as in
 * ws_warp_pipe_view.where), or 0 when no stage holds it (a load waiting for memory
 * holds no stage: the caller follows its lines). */
static char pipe_where(struct ws_dbg *d, int slot, int64_t idx, char *buf, size_t n)
{
    struct ws_sim *s = d->sim;
    int sm = d->focus_sm;
    struct ws_pipe_inst p[PIPE_MAX];
    buf[0] = '\0';
    for (int type = 0; type < WS_UNIT_TYPES; type++) {
        int w = ws_sim_pipe_reg(s, sm, WS_PIPE_ID_OC, type, p, PIPE_MAX, NULL);
        for (int k = 0; k < w && k < PIPE_MAX; k++)
            if (p[k].warp == slot && p[k].idx == idx) {
                snprintf(buf, n, "issued into ID_OC %s, waiting for a collector unit",
                         ws_unit_type_names[type]);
                return 'I';
            }
    }
    struct ws_oc_view oc;
    ws_sim_oc(s, sm, &oc);
    for (int i = 0; i < oc.units; i++) {
        struct ws_cu_view cu;
        ws_sim_oc_unit(s, sm, i, &cu);
        if (cu.inst.warp != slot || cu.inst.idx != idx)
            continue;
        char name[16], ops[256];
        pipe_cu_name(d, i, name, sizeof name);
        pipe_cu_operands(d, &cu, ops, sizeof ops);
        snprintf(buf, n, "in collector unit %s: %s%s", name, ops,
                 cu.unread ? "" : ", waiting for OC_EX");
        return 'C';
    }
    for (int type = 0; type < WS_UNIT_TYPES; type++) {
        int w = ws_sim_pipe_reg(s, sm, WS_PIPE_OC_EX, type, p, PIPE_MAX, NULL);
        for (int k = 0; k < w && k < PIPE_MAX; k++)
            if (p[k].warp == slot && p[k].idx == idx) {
                snprintf(buf, n, "operands read, in OC_EX %s waiting for its unit",
                         ws_unit_type_names[type]);
                return 'D';
            }
    }
    uint64_t now = ws_sim_cycle(s);
    for (int i = 0; i < ws_sim_fu_count(s, sm); i++) {
        struct ws_fu_view fu;
        uint64_t due[PIPE_MAX];
        int nf = ws_sim_fu(s, sm, i, &fu, p, due, PIPE_MAX);
        for (int k = 0; k < nf; k++)
            if (p[k].warp == slot && p[k].idx == idx) {
                char name[24];
                pipe_fu_name(fu.type, fu.index, name, sizeof name);
                snprintf(buf, n, "executing on %s: its result enters EX_WB at cycle %" PRIu64
                         " (%" PRIu64 " to go) and is written back the cycle after", name, due[k],
                         due[k] > now ? due[k] - now : 0);
                return 'X';
            }
    }
    int w = ws_sim_pipe_reg(s, sm, WS_PIPE_EX_WB, 0, p, PIPE_MAX, NULL);
    for (int k = 0; k < w && k < PIPE_MAX; k++)
        if (p[k].warp == slot && p[k].idx == idx) {
            snprintf(buf, n, "in EX_WB: written back next cycle");
            return 'W';
        }
    struct ws_ldst_view ls;
    ws_sim_ldst(s, sm, &ls);
    if (ls.dispatch.warp == slot && ls.dispatch.idx == idx) {
        snprintf(buf, n, "in the LD/ST unit's dispatch register, %d access%s to go%s%s",
                 ls.accesses_left, ls.accesses_left == 1 ? "" : "es",
                 ls.stalled ? "; stalled: " : "", ls.stalled ? ls.stall : "");
        return 'L';
    }
    if (ls.writeback.warp == slot && ls.writeback.idx == idx) {
        snprintf(buf, n, "taking the LD/ST unit's register-file write port next cycle");
        return 'B';
    }
    int stage[PIPE_MAX];
    int ns = ws_sim_ldst_smem(s, sm, p, stage, PIPE_MAX);
    for (int k = 0; k < ns; k++)
        if (p[k].warp == slot && p[k].idx == idx) {
            snprintf(buf, n, "in the shared-memory pipeline (sm.shmem_latency), %d cycle%s "
                     "from its write-back", stage[k] + 1, stage[k] ? "s" : "");
            return 'S';
        }
    return 0;
}

/* The instruction whose result is pending: where it is now (one line, indented); its
 * stage letter, 0 when no stage holds it (a load waiting for memory). */
char dbg_pipe_writer(struct ws_dbg *d, int slot, int64_t idx)
{
    char where[512];
    char stage = pipe_where(d, slot, idx, where, sizeof where);
    if (stage)
        ws_dbg_printf(d, "    now %s\n", where);
    return stage;
}

/* ---- the L1D access of a pending load ---------------------------------------------- */

/* Is the access of `line` by warp slot in an L1 latency queue?  buf gets where. */
bool dbg_pipe_l1q(struct ws_dbg *d, int slot, uint64_t line, char *buf, size_t n)
{
    struct ws_l1q_view q[512];
    int nq = ws_sim_ldst_l1q(d->sim, d->focus_sm, q, 512);
    for (int i = 0; i < nq; i++) {
        if (q[i].warp != slot || q[i].line != line || q[i].store)
            continue;
        struct ws_ldst_view ls;
        ws_sim_ldst(d->sim, d->focus_sm, &ls);
        if (q[i].stage == 0 && ls.resfail)
            snprintf(buf, n, "at the head of the L1 latency queue, refused by the L1D (MSHRs "
                     "%d/%d, miss queue %d/%d): it retries every cycle", ls.mshrs_used, ls.mshrs,
                     ls.miss_queue, ls.miss_queue_cap);
        else
            snprintf(buf, n, "in the L1 latency queue (l1d.latency), %d stage%s from the L1D",
                     q[i].stage, q[i].stage == 1 ? "" : "s");
        return true;
    }
    return false;
}

/* ---- why: the front end ------------------------------------------------------------ */

void dbg_why_ibuffer(struct ws_dbg *d, int slot)
{
    struct ws_sim *s = d->sim;
    int sm = d->focus_sm;
    struct ws_fetch_view fv;
    ws_sim_fetch(s, sm, &fv);
    struct ws_imiss_view im;
    if (ws_sim_imiss(s, sm, slot, &im)) {
        ws_dbg_printf(d, "  its instruction buffer is empty: the fetch of its next instructions "
                      "missed the L1I (l1i.*)\n");
        ws_dbg_printf(d, "    line 0x%" PRIx64 ": its L1I MSHR entry has %d warp%s waiting (this "
                      "one %s); L1I MSHRs %d/%d in use\n", im.addr, im.waiters,
                      im.waiters == 1 ? "" : "s", im.position == 0 ? "first: its miss sent the "
                      "request" : "merged into it", fv.mshrs_used, fv.mshrs);
        char where[320] = "";
        if (im.missq_pos >= 0)
            snprintf(where, sizeof where, "in SM %d's L1I miss queue, position %d of %d (not yet "
                     "sent to the interconnect)", sm, im.missq_pos, fv.miss_queue);
        else if (im.fill_pos >= 0)
            snprintf(where, sizeof where, "arrived: filled lines hand out the fetch buffer one "
                     "warp a cycle, %d ahead of this one", im.fill_pos);
        else if (ws_memsys_locate_line(ws_sim_memsys(s), sm, im.addr, where, sizeof where))
            ;
        else
            snprintf(where, sizeof where, "reply on its way back to the SM");
        if (im.fill_pos < 0 && im.sectors_left < im.sectors)
            ws_dbg_printf(d, "    %d of its %d sectors are back; the rest: %s\n",
                          im.sectors - im.sectors_left, im.sectors, where);
        else
            ws_dbg_printf(d, "    -> %s\n", where);
        return;
    }
    if (fv.buffer_warp == slot) {
        ws_dbg_printf(d, "  its instruction buffer is empty: its instructions were fetched this "
                      "cycle and sit in the fetch buffer; they are decoded into the I-buffer next "
                      "cycle and can issue the cycle after\n");
        return;
    }
    int order[1024];
    int n = ws_sim_fetch_order(s, sm, order, 1024), at = -1;
    for (int i = 0; i < n && at < 0; i++)
        if (order[i] == slot)
            at = i;
    ws_dbg_printf(d, "  its instruction buffer is empty: waiting for the fetch unit, which "
                  "fetches for one warp a cycle (only into an empty I-buffer, round robin%s)\n",
                  fv.last_warp >= 0 ? " from the warp after the one fetched last" : "");
    if (fv.buffer_warp >= 0)
        ws_dbg_printf(d, "    the fetch buffer holds warp %d's instructions this cycle\n",
                      fv.buffer_warp);
    if (at < 0)
        return;
    if (at == 0) {
        ws_dbg_printf(d, "    it is next in the fetch order\n");
        return;
    }
    ws_dbg_printf(d, "    %d warp%s ahead of it in the fetch order:", at, at == 1 ? "" : "s");
    for (int i = 0; i < at && i < 12; i++)
        ws_dbg_printf(d, " %d", order[i]);
    ws_dbg_printf(d, "%s\n", at > 12 ? " ..." : "");
}

/* ---- why: issue slots and the operand collector ------------------------------------- */

/* The units of `type`: "sp0 busy until 121 (2 in flight), sp1 free". */
static void pipe_units_text(struct ws_dbg *d, int type, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    uint64_t now = ws_sim_cycle(d->sim);
    for (int i = 0; i < ws_sim_fu_count(d->sim, d->focus_sm) && len < n; i++) {
        struct ws_fu_view fu;
        ws_sim_fu(d->sim, d->focus_sm, i, &fu, NULL, NULL, 0);
        if (fu.type != type)
            continue;
        char name[24];
        pipe_fu_name(fu.type, fu.index, name, sizeof name);
        if (fu.free_at > now)
            len += (size_t)snprintf(buf + len, n - len, "%s%s busy until cycle %" PRIu64
                                    " (%d in flight)", len ? ", " : "", name, fu.free_at,
                                    fu.nflight);
        else
            len += (size_t)snprintf(buf + len, n - len, "%s%s free (%d in flight)",
                                    len ? ", " : "", name, fu.nflight);
    }
}

/* What an OC_EX register of `type` waits for. */
static void pipe_why_ocex(struct ws_dbg *d, int type)
{
    char t[1024];
    if (!pipe_regset_text(d, WS_PIPE_OC_EX, type, t, sizeof t))
        return;
    ws_dbg_printf(d, "    OC_EX %s\n", t);
    if (type == WS_UT_MEM) {
        struct ws_ldst_view ls;
        ws_sim_ldst(d->sim, d->focus_sm, &ls);
        char it[96];
        pipe_inst_text(d, &ls.dispatch, it, sizeof it);
        if (ls.dispatch.warp >= 0)
            ws_dbg_printf(d, "    it drains into the LD/ST unit, which holds %s, %d access%s to "
                          "go%s%s\n", it, ls.accesses_left, ls.accesses_left == 1 ? "" : "es",
                          ls.stalled ? "; stalled: " : "", ls.stalled ? ls.stall : "");
        return;
    }
    char u[1024];
    pipe_units_text(d, type, u, sizeof u);
    if (u[0])
        ws_dbg_printf(d, "    units: %s (a unit takes the oldest of OC_EX once its initiation "
                      "interval has passed and a result bus is free at the end of its latency)\n", u);
}

void dbg_why_unit_busy(struct ws_dbg *d, int slot)
{
    struct ws_sim *s = d->sim;
    int sm = d->focus_sm;
    int type = ws_sim_warp_unit(s, sm, slot);
    if (type < 0) {
        ws_dbg_printf(d, "  no free issue slot (ID_OC pipeline register) towards its unit\n");
        return;
    }
    char t[1024];
    pipe_regset_text(d, WS_PIPE_ID_OC, type, t, sizeof t);
    ws_dbg_printf(d, "  no free issue slot: ID_OC %s is full (the pipeline register between "
                  "issue and the operand collector; sm.pipeline_widths)\n", t);
    struct ws_oc_view oc;
    ws_sim_oc(s, sm, &oc);
    int units = 0, busy = 0;
    for (int i = 0; i < oc.units; i++) {
        if (!ws_sim_oc_serves(s, sm, i, type))
            continue;
        struct ws_cu_view cu;
        ws_sim_oc_unit(s, sm, i, &cu);
        units++;
        busy += cu.inst.warp >= 0;
    }
    if (busy < units) {
        ws_dbg_printf(d, "    %d of the %d collector units that take ID_OC %s %s free: the "
                      "collector's input ports move the oldest instruction into one next cycle "
                      "(one per port a cycle)\n", units - busy, units, ws_unit_type_names[type],
                      units - busy == 1 ? "is" : "are");
        return;
    }
    struct ws_pipe_inst slots[PIPE_MAX];
    int held = 0;
    ws_sim_pipe_reg(s, sm, WS_PIPE_ID_OC, type, slots, PIPE_MAX, &held);
    ws_dbg_printf(d, "    %s for a collector unit: %s %d collector unit%s that take%s ID_OC "
                  "%s %s busy:\n", held == 1 ? "it waits" : "they wait", units == 1 ? "the" : "all",
                  units, units == 1 ? "" : "s", units == 1 ? "s" : "", ws_unit_type_names[type],
                  units == 1 ? "is" : "are");
    bool waits_ex[WS_UNIT_TYPES] = { false };
    for (int i = 0; i < oc.units; i++) {
        if (!ws_sim_oc_serves(s, sm, i, type))
            continue;
        struct ws_cu_view cu;
        ws_sim_oc_unit(s, sm, i, &cu);
        char name[16], it[96], ops[256];
        pipe_cu_name(d, i, name, sizeof name);
        pipe_inst_text(d, &cu.inst, it, sizeof it);
        pipe_cu_operands(d, &cu, ops, sizeof ops);
        if (!cu.unread)
            waits_ex[cu.out] = true;
        ws_dbg_printf(d, "      %-6s %-22s %s%s\n", name, it, ops,
                      cu.unread ? "" : ", waiting for OC_EX");
    }
    for (int k = 0; k < WS_UNIT_TYPES; k++)
        if (waits_ex[k])
            pipe_why_ocex(d, k);
}

/* ---- why: the LD/ST unit ------------------------------------------------------------ */

void dbg_why_mem_stall(struct ws_dbg *d, int slot)
{
    (void)slot;
    struct ws_sim *s = d->sim;
    int sm = d->focus_sm;
    char t[1024], it[96];
    pipe_regset_text(d, WS_PIPE_ID_OC, WS_UT_MEM, t, sizeof t);
    struct ws_ldst_view ls;
    ws_sim_ldst(s, sm, &ls);
    pipe_inst_text(d, &ls.dispatch, it, sizeof it);
    ws_dbg_printf(d, "  no free issue slot towards the LD/ST unit (ID_OC %s), and the LD/ST unit "
                  "is stalled:\n", t);
    ws_dbg_printf(d, "    it holds %s, %d access%s to go: %s\n", it, ls.accesses_left,
                  ls.accesses_left == 1 ? "" : "es", ls.stall[0] ? ls.stall : "stalled");
    if (ls.hold > 0)
        ws_dbg_printf(d, "    shared-memory bank conflicts keep it %d more cycle%s\n", ls.hold,
                      ls.hold == 1 ? "" : "s");
    if (strstr(ls.stall, "latency queue")) {
        ws_dbg_printf(d, "    L1 latency queue %d/%d: it moves only when its head enters the L1D\n",
                      ls.l1q, ls.l1q_cap);
        struct ws_l1q_view q[512];
        int n = ws_sim_ldst_l1q(s, sm, q, 512);
        for (int i = 0; i < n; i++) {
            if (q[i].stage != 0)
                continue;
            const char *why = q[i].ratio_blocked
                                  ? "every way of its set is reserved or holds written data "
                                    "kept by l1d.write_ratio (too few written lines to replace one)"
                              : ls.mshrs_used >= ls.mshrs ? "every L1 MSHR is in use"
                              : ls.miss_queue + 2 > ls.miss_queue_cap
                                  ? "the miss queue has no room for a miss"
                                  : "every way of its set is reserved by outstanding misses";
            ws_dbg_printf(d, "    head: warp %d %s line 0x%" PRIx64 "%s%s (MSHRs %d/%d, miss "
                          "queue %d/%d)\n", q[i].warp, q[i].store ? "store to" : "load of",
                          q[i].line, ls.resfail ? ": refused, " : "", ls.resfail ? why : "",
                          ls.mshrs_used, ls.mshrs, ls.miss_queue, ls.miss_queue_cap);
        }
    }
}

/* ---- info pipe ------------------------------------------------------------------------ */

static void info_pipe_front(struct ws_dbg *d)
{
    struct ws_sim *s = d->sim;
    int sm = d->focus_sm;
    struct ws_fetch_view fv;
    ws_sim_fetch(s, sm, &fv);
    char buf[64];
    snprintf(buf, sizeof buf, fv.buffer_warp >= 0 ? "warp %d (decoded next cycle)" : "empty",
             fv.buffer_warp);
    ws_dbg_printf(d, "fetch   buffer %s; fetched last: ", buf);
    ws_dbg_printf(d, fv.last_warp >= 0 ? "warp %d" : "none", fv.last_warp);
    int order[8];
    int n = ws_sim_fetch_order(s, sm, order, 8);
    ws_dbg_printf(d, "; next:");
    for (int i = 0; i < n; i++)
        ws_dbg_printf(d, " %d", order[i]);
    ws_dbg_printf(d, "%s\n", n ? "" : " none");
    ws_dbg_printf(d, "L1I     MSHRs %d/%d, miss queue %d/%d; accesses %" PRIu64 ", misses %" PRIu64
                  " (%" PRIu64 " merged), reservation fails %" PRIu64 "\n", fv.mshrs_used, fv.mshrs,
                  fv.miss_queue, fv.miss_queue_cap, fv.accesses, fv.misses, fv.mshr_hits,
                  fv.res_fails);
    for (int i = 0; i < fv.mshrs_used; i++) {
        int w[64];
        uint64_t addr;
        int nw = ws_sim_l1i_mshr(s, sm, i, &addr, w, 64);
        ws_dbg_printf(d, "        miss 0x%" PRIx64 ", warps waiting:", addr);
        for (int k = 0; k < nw && k < 64; k++)
            ws_dbg_printf(d, " %d", w[k]);
        ws_dbg_printf(d, "\n");
    }
    ws_dbg_printf(d, "I-buffers (Warp: IB = decoded instructions waiting, then the next ones; "
                  "Pipe = its issued instructions, oldest first)\n");
    ws_dbg_printf(d, "  Warp IB  Waiting                        Pipe\n");
    for (int slot = 0; slot < (int)d->cfg.sm_max_warps; slot++) {
        const struct ws_warp *w = ws_sim_warp(s, sm, slot);
        if (!w || w->state == WS_WARP_EMPTY || w->state == WS_WARP_DONE)
            continue;
        struct ws_warp_pipe_view wp;
        ws_sim_warp_pipe(s, sm, slot, &wp);
        char wait[160] = "";
        size_t len = 0;
        for (uint32_t k = wp.next; k < wp.fetched && len < sizeof wait; k++) {
            const struct ws_inst *in = ws_sim_warp_inst(s, sm, slot, k);
            if (in)
                len += (size_t)snprintf(wait + len, sizeof wait - len, "%s%04x %s", len ? ", " : "",
                                        in->pc, ws_trace_opcode_name(ws_sim_trace(s), in->op));
        }
        if (!wp.ibuffer)
            snprintf(wait, sizeof wait, "%s", wp.imiss ? "(I-cache miss)" : wp.fetch_buffer ?
                     "(in the fetch buffer)" : w->state == WS_WARP_EXITING ? "(finished)" :
                     "(waiting for a fetch)");
        ws_dbg_printf(d, "%s%5d %2d  %-30s %s\n", slot == d->focus_warp ? "*" : " ", slot,
                      wp.ibuffer, wait, wp.where[0] ? wp.where : "-");
    }
}

static void info_pipe_oc(struct ws_dbg *d)
{
    struct ws_sim *s = d->sim;
    int sm = d->focus_sm;
    struct ws_oc_view oc;
    ws_sim_oc(s, sm, &oc);
    ws_dbg_printf(d, "collector units %d/%d busy; %d read%s queued on %d banks", oc.busy, oc.units,
                  oc.queued, oc.queued == 1 ? "" : "s", oc.banks);
    for (int b = 0; b < oc.banks; b++) {
        int q = ws_sim_oc_bank(s, sm, b);
        if (q)
            ws_dbg_printf(d, "%s b%d:%d", b ? "" : "", b, q);
    }
    ws_dbg_printf(d, "; bank conflicts %" PRIu64 "\n", oc.bank_conflicts);
    int nfree[WS_UNIT_TYPES + 1] = { 0 }, nset[WS_UNIT_TYPES + 1] = { 0 };
    for (int i = 0; i < oc.units; i++) {
        struct ws_cu_view cu;
        ws_sim_oc_unit(s, sm, i, &cu);
        nset[cu.set]++;
        if (cu.inst.warp < 0) {
            nfree[cu.set]++;
            continue;
        }
        char name[16], it[96], ops[256];
        pipe_cu_name(d, i, name, sizeof name);
        pipe_inst_text(d, &cu.inst, it, sizeof it);
        pipe_cu_operands(d, &cu, ops, sizeof ops);
        ws_dbg_printf(d, "  %-6s %-22s %s%s%s\n", name, it, ops, cu.unread ? "" : " -> OC_EX ",
                      cu.unread ? "" : ws_unit_type_names[cu.out]);
    }
    ws_dbg_printf(d, "  free:");
    for (int k = 0; k <= WS_UNIT_TYPES; k++)
        if (nset[k])
            ws_dbg_printf(d, " %s %d/%d", ws_unit_type_names[k], nfree[k], nset[k]);
    ws_dbg_printf(d, "\n");
}

static void info_pipe_units(struct ws_dbg *d)
{
    struct ws_sim *s = d->sim;
    int sm = d->focus_sm;
    uint64_t now = ws_sim_cycle(s);
    char idle[512] = "";
    size_t il = 0;
    bool first = true;
    for (int i = 0; i < ws_sim_fu_count(s, sm); i++) {
        struct ws_fu_view fu;
        struct ws_pipe_inst fl[8];
        uint64_t due[8];
        int n = ws_sim_fu(s, sm, i, &fu, fl, due, 8);
        char name[24];
        pipe_fu_name(fu.type, fu.index, name, sizeof name);
        if (!fu.nflight && fu.free_at <= now) {
            if (il < sizeof idle)
                il += (size_t)snprintf(idle + il, sizeof idle - il, " %s", name);
            continue;
        }
        ws_dbg_printf(d, "%-8s%s:", first ? "units" : "", name);
        first = false;
        for (int k = 0; k < n; k++) {
            char it[96];
            pipe_inst_text(d, &fl[k], it, sizeof it);
            ws_dbg_printf(d, "%s %s -> EX_WB at %" PRIu64, k ? "," : "", it, due[k]);
        }
        if (fu.nflight > n)
            ws_dbg_printf(d, " (+%d)", fu.nflight - n);
        if (fu.free_at > now)
            ws_dbg_printf(d, "; takes the next at cycle %" PRIu64, fu.free_at);
        ws_dbg_printf(d, "\n");
    }
    if (idle[0])
        ws_dbg_printf(d, "%-8sidle:%s\n", first ? "units" : "", idle);
}

static void info_pipe_ldst(struct ws_dbg *d)
{
    struct ws_ldst_view ls;
    ws_sim_ldst(d->sim, d->focus_sm, &ls);
    char it[96];
    pipe_inst_text(d, &ls.dispatch, it, sizeof it);
    if (ls.dispatch.warp >= 0)
        ws_dbg_printf(d, "LD/ST   %s, %d access%s to go%s%s%s\n", it, ls.accesses_left,
                      ls.accesses_left == 1 ? "" : "es", ls.stalled ? "; stalled: " : "",
                      ls.stalled ? ls.stall : "", ls.hold ? "; bank-conflict cycles left" : "");
    else
        ws_dbg_printf(d, "LD/ST   dispatch register empty\n");
    ws_dbg_printf(d, "        L1 latency queue %d/%d%s, shared pipeline %d/%d, L1D miss queue "
                  "%d/%d, MSHRs %d/%d, response FIFO %d/%d\n", ls.l1q, ls.l1q_cap,
                  ls.resfail ? " (head refused: reservation fail)" : "", ls.smem, ls.smem_cap,
                  ls.miss_queue, ls.miss_queue_cap, ls.mshrs_used, ls.mshrs, ls.response,
                  ls.response_cap);
    pipe_inst_text(d, &ls.writeback, it, sizeof it);
    ws_dbg_printf(d, "        loads waiting %d, filled lines writing back %d, write port next: %s; "
                  "bank conflicts: shared %" PRIu64 ", L1 %" PRIu64 "\n", ls.loads, ls.fills, it,
                  ls.shmem_bank_conflicts, ls.l1d_bank_conflicts);
}

int dbg_info_pipe(struct ws_dbg *d, const char *args)
{
    (void)args;
    if (!d->sim)
        return ws_dbg_error(d, "info pipe: no simulation loaded (use 'run')");
    ws_dbg_printf(d, "SM %d pipeline at cycle %" PRIu64 ": fetch -> I-buffer -> issue -> ID_OC -> "
                  "operand collector -> OC_EX -> units -> EX_WB\n", d->focus_sm,
                  ws_sim_cycle(d->sim));
    info_pipe_front(d);
    pipe_regsets(d, WS_PIPE_ID_OC, "ID_OC");
    info_pipe_oc(d);
    pipe_regsets(d, WS_PIPE_OC_EX, "OC_EX");
    info_pipe_units(d);
    pipe_regsets(d, WS_PIPE_EX_WB, "EX_WB");
    info_pipe_ldst(d);
    ws_dbg_printf(d, "Pipe letters: I ID_OC, C collector unit, D OC_EX, X unit, W EX_WB, L LD/ST "
                  "unit, S shared-memory pipeline, M load waiting for memory\n");
    return WS_OK;
}
