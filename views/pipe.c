/* pipe.c — the `pipe` view: the focused SM's pipeline as GPGPU-Sim models it, top to
 * bottom in the order an instruction travels: the fetch buffer and the L1 instruction
 * cache (its misses and the warps waiting on each), the ID_OC registers issue fills,
 * the operand collector (each busy collector unit with its unread operands and their
 * banks, the bank queues), the OC_EX registers, the functional units with their results
 * in flight (and the cycle each reaches EX_WB), EX_WB, and the LD/ST unit (the memory
 * instruction it holds, why it is stalled, its L1 latency queue, shared-memory
 * pipeline, miss queue and MSHRs).  The focused warp's instructions are bold. */
#include "tui.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "warpscope/sim.h"
#include "warpscope/trace.h"

#define PIPE_SLOTS 64

/* A cursor writing segments of lines into the pane, scrolled by `first` lines. */
struct pw {
    struct tui *t;
    struct tui_pane *p;
    int line, x, first, rows;
};

static void pw_text(struct pw *w, attr_t a, const char *fmt, ...) WS_PRINTF(3, 4);
static void pw_text(struct pw *w, attr_t a, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    int row = w->line - w->first;
    if (row >= 0 && row < w->rows)
        tui_put(w->p, row, w->x, a, "%s", buf);
    w->x += n > 0 ? n : 0;
}

static void pw_nl(struct pw *w)
{
    w->line++;
    w->x = 0;
}

/* Start a token of `len` cells: wrap to a new line indented by `indent` when it would
 * not fit. */
static void pw_wrap(struct pw *w, int len, int indent)
{
    if (w->x > indent && w->x + len > tui_cols(w->p)) {
        pw_nl(w);
        w->x = indent;
    }
}

static int pw_inst_len(const struct pw *w, const struct ws_pipe_inst *pi)
{
    if (pi->warp < 0 || !pi->in)
        return 1;
    char b[96];
    return snprintf(b, sizeof b, "w%d %s", pi->warp,
                    ws_trace_opcode_name(ws_sim_trace(w->t->d->sim), pi->in->op));
}

/* "w12 S2R" in bold for the focused warp; "-" for an empty place. */
static void pw_inst(struct pw *w, const struct ws_pipe_inst *pi)
{
    if (pi->warp < 0 || !pi->in) {
        pw_text(w, tui_attr(w->t, TUI_C_DIM), "-");
        return;
    }
    attr_t a = pi->warp == w->t->d->focus_warp ? A_BOLD : 0;
    pw_text(w, a, "w%d %s", pi->warp,
            ws_trace_opcode_name(ws_sim_trace(w->t->d->sim), pi->in->op));
}

static void pw_label(struct pw *w, const char *label)
{
    pw_text(w, tui_attr(w->t, TUI_C_LABEL), "%-6s", label);
    pw_text(w, 0, " ");
}

/* One kind of pipeline register for every unit type that has it:
 * "sp 2/2 w14 S2R, w15 S2R | sfu 0/1 | mem 0/1". */
static void pipe_regs(struct pw *w, int reg, const char *label)
{
    struct ws_sim *s = w->t->d->sim;
    int sm = w->t->d->focus_sm;
    pw_text(w, tui_attr(w->t, TUI_C_LABEL), "%-6s", label);
    bool first = true;
    for (int type = 0; type < (reg == WS_PIPE_EX_WB ? 1 : WS_UNIT_TYPES); type++) {
        struct ws_pipe_inst slot[PIPE_SLOTS];
        int used = 0;
        int n = ws_sim_pipe_reg(s, sm, reg, type, slot, PIPE_SLOTS, &used);
        if (n == 0)
            continue;
        if (!first)
            pw_text(w, tui_attr(w->t, TUI_C_DIM), " |");
        first = false;
        char head[32];
        int hl = snprintf(head, sizeof head, " %s%s%d/%d",
                          reg == WS_PIPE_EX_WB ? "" : ws_unit_type_names[type],
                          reg == WS_PIPE_EX_WB ? "" : " ", used, n);
        pw_wrap(w, hl, 6);
        pw_text(w, used == n ? tui_attr(w->t, TUI_C_MEM) : 0, "%s", head);
        bool any = false;
        for (int k = 0; k < n && k < PIPE_SLOTS; k++) {
            if (slot[k].warp < 0)
                continue;
            pw_text(w, 0, any ? "," : "");
            pw_wrap(w, 1 + pw_inst_len(w, &slot[k]), 7);
            pw_text(w, 0, " ");
            pw_inst(w, &slot[k]);
            any = true;
        }
    }
    pw_nl(w);
}

static void pipe_front(struct pw *w)
{
    struct ws_sim *s = w->t->d->sim;
    int sm = w->t->d->focus_sm;
    struct ws_fetch_view f;
    ws_sim_fetch(s, sm, &f);
    pw_label(w, "fetch");
    if (f.buffer_warp >= 0)
        pw_text(w, f.buffer_warp == w->t->d->focus_warp ? A_BOLD : 0, "buffer w%d",
                f.buffer_warp);
    else
        pw_text(w, tui_attr(w->t, TUI_C_DIM), "buffer -");
    int order[8];
    int n = ws_sim_fetch_order(s, sm, order, 8);
    pw_text(w, 0, "  next:");
    for (int i = 0; i < n; i++)
        pw_text(w, order[i] == w->t->d->focus_warp ? A_BOLD : 0, " %d", order[i]);
    if (!n)
        pw_text(w, 0, " -");
    pw_nl(w);
    pw_label(w, "L1I");
    pw_text(w, f.mshrs_used == f.mshrs ? tui_attr(w->t, TUI_C_MEM) : 0, "MSHR %d/%d",
            f.mshrs_used, f.mshrs);
    char tok[64];
    int tl = snprintf(tok, sizeof tok, "  missq %d/%d", f.miss_queue, f.miss_queue_cap);
    pw_wrap(w, tl, 7);
    pw_text(w, 0, "%s", tok);
    tl = snprintf(tok, sizeof tok, "  acc %llu miss %llu", (unsigned long long)f.accesses,
                  (unsigned long long)f.misses);
    pw_wrap(w, tl, 7);
    pw_text(w, 0, "%s", tok);
    pw_nl(w);
    for (int i = 0; i < f.mshrs_used; i++) {
        int ws[64];
        uint64_t addr;
        int nw = ws_sim_l1i_mshr(s, sm, i, &addr, ws, 64);
        pw_text(w, tui_attr(w->t, TUI_C_MISS), "  miss");
        pw_text(w, 0, " 0x%llx: %d warp%s", (unsigned long long)addr, nw, nw == 1 ? "" : "s");
        for (int k = 0; k < nw && k < 64; k++) {
            pw_wrap(w, 3, 7);
            pw_text(w, ws[k] == w->t->d->focus_warp ? A_BOLD : 0, " %d", ws[k]);
        }
        pw_nl(w);
    }
}

static void pipe_oc(struct pw *w)
{
    struct ws_sim *s = w->t->d->sim;
    int sm = w->t->d->focus_sm;
    struct ws_oc_view oc;
    ws_sim_oc(s, sm, &oc);
    pw_label(w, "OC");
    pw_text(w, oc.busy == oc.units ? tui_attr(w->t, TUI_C_MEM) : 0, "%d/%d units busy", oc.busy,
            oc.units);
    pw_text(w, 0, "  bank queues:");
    for (int b = 0; b < oc.banks; b++) {
        int q = ws_sim_oc_bank(s, sm, b);
        if (q)
            pw_text(w, q > 1 ? tui_attr(w->t, TUI_C_MEM) : 0, " b%d:%d", b, q);
    }
    if (!oc.queued)
        pw_text(w, 0, " -");
    pw_nl(w);
    /* one line per collector set with busy units: each as "w12 FADD R2@b5" (operands
     * still to read, with their banks) or "w12 FADD ok" (read); then the free counts */
    int nfree[WS_UNIT_TYPES + 1] = { 0 }, nset[WS_UNIT_TYPES + 1] = { 0 };
    for (int i = 0; i < oc.units; i++) {
        struct ws_cu_view cu;
        ws_sim_oc_unit(s, sm, i, &cu);
        nset[cu.set]++;
        nfree[cu.set] += cu.inst.warp < 0;
    }
    for (int set = 0; set <= WS_UNIT_TYPES; set++) {
        if (nfree[set] == nset[set])
            continue;
        pw_text(w, 0, " %-5s", ws_unit_type_names[set]);
        for (int i = 0; i < oc.units; i++) {
            struct ws_cu_view cu;
            ws_sim_oc_unit(s, sm, i, &cu);
            if (cu.set != set || cu.inst.warp < 0)
                continue;
            char ops[128] = "";
            size_t ol = 0;
            for (int r = 0; r < cu.nreg && ol < sizeof ops; r++)
                if ((cu.unread >> r) & 1u)
                    ol += (size_t)snprintf(ops + ol, sizeof ops - ol, " R%u@b%u", cu.reg[r],
                                           cu.bank[r]);
            pw_wrap(w, 2 + pw_inst_len(w, &cu.inst) + (cu.unread ? (int)ol : 3), 6);
            pw_text(w, 0, " ");
            pw_inst(w, &cu.inst);
            if (cu.unread)
                pw_text(w, tui_attr(w->t, TUI_C_MEM), "%s", ops);
            else
                pw_text(w, tui_attr(w->t, TUI_C_ACTIVE), " ok");
            pw_text(w, 0, ";");
        }
        pw_nl(w);
    }
    pw_text(w, tui_attr(w->t, TUI_C_DIM), " free:");
    for (int k = 0; k <= WS_UNIT_TYPES; k++)
        if (nset[k]) {
            pw_wrap(w, 10, 6);
            pw_text(w, tui_attr(w->t, TUI_C_DIM), " %s %d/%d", ws_unit_type_names[k], nfree[k],
                    nset[k]);
        }
    pw_nl(w);
}

static void pipe_units(struct pw *w)
{
    struct ws_sim *s = w->t->d->sim;
    int sm = w->t->d->focus_sm;
    uint64_t now = ws_sim_cycle(s);
    bool any_idle = false;
    pw_label(w, "units");
    bool first = true;
    for (int i = 0; i < ws_sim_fu_count(s, sm); i++) {
        struct ws_fu_view fu;
        struct ws_pipe_inst fl[6];
        uint64_t due[6];
        int n = ws_sim_fu(s, sm, i, &fu, fl, due, 6);
        if (!fu.nflight && fu.free_at <= now) {
            any_idle = true;
            continue;
        }
        if (!first)
            pw_text(w, 0, "       ");
        first = false;
        char name[24];
        tui_unit_name(fu.type, fu.index, name, sizeof name);
        pw_text(w, 0, "%s", name);
        for (int k = 0; k < n; k++) {
            char at[24];
            int al = snprintf(at, sizeof at, "@%llu", (unsigned long long)due[k]);
            pw_text(w, 0, k ? "," : "");
            pw_wrap(w, 1 + pw_inst_len(w, &fl[k]) + al, 12);
            pw_text(w, 0, " ");
            pw_inst(w, &fl[k]);
            pw_text(w, tui_attr(w->t, TUI_C_DIM), "%s", at);
        }
        if (fu.nflight > n)
            pw_text(w, 0, " +%d", fu.nflight - n);
        if (fu.free_at > now)
            pw_text(w, tui_attr(w->t, TUI_C_MEM), "  busy to %llu", (unsigned long long)fu.free_at);
        pw_nl(w);
    }
    if (any_idle) {
        if (!first)
            pw_text(w, 0, "       ");
        pw_text(w, tui_attr(w->t, TUI_C_DIM), "idle:");
        for (int i = 0; i < ws_sim_fu_count(s, sm); i++) {
            struct ws_fu_view fu;
            ws_sim_fu(s, sm, i, &fu, NULL, NULL, 0);
            char name[24];
            tui_unit_name(fu.type, fu.index, name, sizeof name);
            if (!fu.nflight && fu.free_at <= now) {
                pw_wrap(w, 1 + (int)strlen(name), 12);
                pw_text(w, tui_attr(w->t, TUI_C_DIM), " %s", name);
            }
        }
        pw_nl(w);
    } else if (first) {
        pw_nl(w);
    }
}

static void pipe_ldst(struct pw *w)
{
    struct ws_ldst_view ls;
    ws_sim_ldst(w->t->d->sim, w->t->d->focus_sm, &ls);
    pw_label(w, "LD/ST");
    pw_inst(w, &ls.dispatch);
    if (ls.dispatch.warp >= 0) {
        pw_text(w, 0, " %d acc left", ls.accesses_left);
        if (ls.hold)
            pw_text(w, 0, ", %d conflict cycles", ls.hold);
        if (ls.stalled) {
            pw_nl(w);
            pw_text(w, tui_attr(w->t, TUI_C_MISS), "       STALL: %s", ls.stall);
        }
    }
    pw_nl(w);
    pw_text(w, 0, "       L1q ");
    pw_text(w, ls.l1q == ls.l1q_cap ? tui_attr(w->t, TUI_C_MEM) : 0, "%d/%d", ls.l1q, ls.l1q_cap);
    if (ls.resfail)
        pw_text(w, tui_attr(w->t, TUI_C_MISS), " head refused");
    char tok[64];
    int tl = snprintf(tok, sizeof tok, "  smem %d/%d", ls.smem, ls.smem_cap);
    pw_wrap(w, tl, 7);
    pw_text(w, 0, "%s", tok);
    tl = snprintf(tok, sizeof tok, "  missq %d/%d", ls.miss_queue, ls.miss_queue_cap);
    pw_wrap(w, tl, 7);
    pw_text(w, 0, "%s", tok);
    tl = snprintf(tok, sizeof tok, "  MSHR %d/%d", ls.mshrs_used, ls.mshrs);
    pw_wrap(w, tl, 7);
    pw_text(w, ls.mshrs_used == ls.mshrs ? tui_attr(w->t, TUI_C_MEM) : 0, "%s", tok);
    pw_nl(w);
    pw_text(w, 0, "       loads %d  fills %d  write port ", ls.loads, ls.fills);
    pw_inst(w, &ls.writeback);
    pw_nl(w);
}

static void pipe_draw(struct tui *t, struct tui_pane *p)
{
    struct ws_sim *s = t->d->sim;
    if (!s) {
        tui_put(p, 0, 0, 0, "no simulation (run)");
        return;
    }
    struct tui_vstate *vs = &t->vs[p->vi];
    struct pw w = { t, p, 0, 0, vs->scroll, tui_rows(p) };
    pw_text(&w, tui_attr(t, TUI_C_TITLE), "SM %d pipeline, cycle %llu", t->d->focus_sm,
            (unsigned long long)ws_sim_cycle(s));
    if (t->d->focus_warp >= 0)
        pw_text(&w, A_BOLD, "  (bold: warp %d)", t->d->focus_warp);
    pw_nl(&w);
    pipe_front(&w);
    pipe_regs(&w, WS_PIPE_ID_OC, "ID_OC");
    pipe_oc(&w);
    pipe_regs(&w, WS_PIPE_OC_EX, "OC_EX");
    pipe_units(&w);
    pipe_regs(&w, WS_PIPE_EX_WB, "EX_WB");
    pipe_ldst(&w);
    tui_scroll_clamp(t, p, w.line, tui_rows(p));
}

const struct ws_view tui_view_pipe = {
    "pipe", 'P', "focused SM's pipeline: fetch and L1I, ID_OC, operand collector (units, "
    "unread operands, banks), OC_EX, units, EX_WB, LD/ST",
    pipe_draw, NULL, NULL,
    "Top to bottom as an instruction travels: fetch buffer, L1I (MSHRs, warps "
    "waiting on a miss), ID_OC registers, operand collector (OC: units, unread "
    "operands, banks), OC_EX, units (results in flight), EX_WB, LD/ST (its "
    "instruction, STALL cause, L1q latency queue, smem, missq, MSHR).  wN: warp N.  "
    "Bold: the focused warp.",
};
