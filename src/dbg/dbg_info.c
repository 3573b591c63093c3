/* dbg_info.c — `info` subcommands (breakpoints, sm, warps, ctas, cache, dram, sched,
 * stats, config, display) and `why`, which follows a stalled warp down the memory chain. */
#include "dbg_internal.h"

#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpscope/cache.h"
#include "warpscope/mem.h"
#include "warpscope/diff.h"
#include "warpscope/registry.h"

/* dbg_ccws.c */
int dbg_info_vta(struct ws_dbg *d, const char *args);
bool dbg_why_ccws(struct ws_dbg *d, int slot);

static bool dbg_need_sim(struct ws_dbg *d, const char *what)
{
    if (d->sim)
        return true;
    ws_dbg_error(d, "info %s: no simulation loaded (use 'run')", what);
    return false;
}

static int info_breakpoints(struct ws_dbg *d, const char *args)
{
    (void)args;
    if (d->bpts.n == 0) {
        ws_dbg_printf(d, "No breakpoints or watchpoints.\n");
        return WS_OK;
    }
    ws_dbg_printf(d, "Num     Type           Disp Enb What\n");
    for (int i = 0; i < d->bpts.n; i++) {
        const struct ws_bpt *b = &d->bpts.v[i];
        char what[400];
        if (b->type == WS_BPT_WATCH) {
            snprintf(what, sizeof what, "%s", ws_expr_text(b->watch));
        } else if (b->type == WS_BPT_DIVERGE) {
            snprintf(what, sizeof what, "diverge%s%s", b->diverge >= 0 ? " kind=" : "",
                     b->diverge >= 0 ? ws_diff_kind_names[b->diverge] : "");
        } else {
            char f[200];
            ws_bpt_filter_text(b, f, sizeof f);
            snprintf(what, sizeof what, "%s%s%s", ws_event_names[b->kind], f[0] ? " " : "", f);
        }
        ws_dbg_printf(d, "%-7d %-14s %-4s %-3s %s\n", b->num,
                      b->type == WS_BPT_WATCH ? "watchpoint" : "breakpoint",
                      b->temporary ? "del" : "keep", b->enabled ? "y" : "n", what);
        if (b->cond)
            ws_dbg_printf(d, "\tstop only if %s\n", ws_expr_text(b->cond));
        if (b->hits)
            ws_dbg_printf(d, "\tbreakpoint already hit %" PRIu64 " time%s\n", b->hits,
                          b->hits == 1 ? "" : "s");
        if (b->ignore)
            ws_dbg_printf(d, "\twill ignore next %" PRIu64 " crossings of breakpoint.\n", b->ignore);
        for (int k = 0; k < b->ncommands; k++)
            ws_dbg_printf(d, "        %s\n", b->commands[k]);
    }
    return WS_OK;
}

static int info_sm(struct ws_dbg *d, const char *args)
{
    (void)args;
    if (!dbg_need_sim(d, "sm"))
        return WS_ERR_INPUT;
    uint64_t cyc = ws_sim_cycle(d->sim);
    ws_dbg_printf(d, " SM St Warps CTAs  WarpInsts    IPC  MemBlock  L1D miss  MSHR\n");
    for (int i = 0; i < ws_sim_sm_count(d->sim); i++) {
        struct ws_sm_view v;
        ws_sim_sm(d->sim, i, &v);
        double ipc = cyc ? (double)v.thread_insts / (double)cyc : 0.0;
        double mr = v.l1d_accesses ? (double)v.l1d_misses / (double)v.l1d_accesses : 0.0;
        ws_dbg_printf(d, "%s%2d %c  %5d %4d %10" PRIu64 " %6.2f %9" PRIu64 " %8.1f%% %5d\n",
                      i == d->focus_sm ? "*" : " ", i, v.state, v.warps, v.ctas, v.warp_insts,
                      ipc, v.memory_block_cycles, 100.0 * mr, v.mshrs_used);
    }
    ws_dbg_printf(d, "St: A issued this cycle, M all warps wait on memory, I idle, - no warps\n");
    return WS_OK;
}

static void dbg_inst_text(struct ws_dbg *d, const struct ws_inst *in, char *buf, size_t n)
{
    if (!in) {
        snprintf(buf, n, "-");
        return;
    }
    snprintf(buf, n, "%04x %s", in->pc, ws_trace_opcode_name(ws_sim_trace(d->sim), in->op));
}

static int info_warps(struct ws_dbg *d, const char *args)
{
    (void)args;
    if (!dbg_need_sim(d, "warps"))
        return WS_ERR_INPUT;
    struct ws_sched_view *v = ws_calloc(1, sizeof *v);
    ws_sim_sched_inspect(d->sim, d->focus_sm, v);
    ws_dbg_printf(d, "SM %d, policy %s, cycle %" PRIu64 "\n", d->focus_sm, v->policy,
                  ws_sim_cycle(d->sim));
    ws_dbg_printf(d, "Slot Sch  CTA Rank Grp Queue    State    Reason          Issued  Next\n");
    for (int i = 0; i < v->nwarps; i++) {
        const struct ws_sched_warp_view *w = &v->warp[i];
        const struct ws_warp *ww = ws_sim_warp(d->sim, d->focus_sm, w->slot);
        char next[96], rank[8], grp[8];
        dbg_inst_text(d, ws_sim_warp_next(d->sim, d->focus_sm, w->slot), next, sizeof next);
        snprintf(rank, sizeof rank, w->rank >= 0 ? "%d" : "-", w->rank);
        snprintf(grp, sizeof grp, w->group >= 0 ? "%d" : "-", w->group);
        ws_dbg_printf(d, "%s%3d %3d %4d %4s %3s %-8s %-8s %-15s %6" PRIu64 "  %s\n",
                      w->slot == d->focus_warp ? "*" : " ", w->slot, w->sched, w->cta, rank, grp,
                      w->queue[0] ? w->queue : "-", ws_warp_state_names[w->state],
                      ws_stall_names[ww ? ww->reason : w->reason], ww ? ww->issued : 0, next);
    }
    free(v);
    return WS_OK;
}

static int info_ctas(struct ws_dbg *d, const char *args)
{
    (void)args;
    if (!dbg_need_sim(d, "ctas"))
        return WS_ERR_INPUT;
    struct ws_cta_view cv[64];
    int n = ws_sim_ctas(d->sim, d->focus_sm, cv, 64);
    ws_dbg_printf(d, "SM %d: %d resident CTA%s\n", d->focus_sm, n, n == 1 ? "" : "s");
    ws_dbg_printf(d, "Slot   CTA Warps Done AtBar   Start  Issued\n");
    for (int i = 0; i < n; i++)
        ws_dbg_printf(d, "%4d %5u %5d %4d %5d %7" PRIu64 " %7" PRIu64 "\n", cv[i].slot, cv[i].id,
                      cv[i].nwarps, cv[i].warps_done, cv[i].warps_at_barrier, cv[i].start_cycle,
                      cv[i].issued);
    return WS_OK;
}


static int info_cache(struct ws_dbg *d, const char *args)
{
    if (!dbg_need_sim(d, "cache"))
        return WS_ERR_INPUT;
    const struct ws_cache *c = ws_sim_l1d(d->sim, d->focus_sm);
    if (!c)
        return ws_dbg_error(d, "info cache: SM %d has no L1D", d->focus_sm);
    int sets = ws_cache_sets(c), ways = ws_cache_ways(c);
    int first = 0, last = sets - 1;
    if (*args) {
        int64_t s;
        if (!ws_parse_i64(args, &s) || s < 0 || s >= sets)
            return ws_dbg_error(d, "info cache: expected a set number 0..%d, got '%s'", sets - 1, args);
        first = last = (int)s;
    }
    ws_dbg_printf(d, "SM %d L1D: %d sets x %d ways, %d B lines (V valid, R reserved by a miss,"
                  " p prefetched; wN = filling warp, w~ = it has left the SM)\n", d->focus_sm, sets, ways,
                  ws_cache_line_size(c));
    int shown = 0;
    for (int s = first; s <= last; s++) {
        char row[2048];
        size_t len = (size_t)snprintf(row, sizeof row, "set %3d:", s);
        bool any = false;
        for (int w = 0; w < ways && len < sizeof row; w++) {
            struct ws_cache_line_view lv;
            ws_cache_line(c, s, w, &lv);
            if (lv.state == WS_LINE_INVALID) {
                len += (size_t)snprintf(row + len, sizeof row - len, "  %-22s", "-");
                continue;
            }
            any = true;
            char cell[48], who[16] = "";
            int fs = ws_sim_fill_slot(d->sim, d->focus_sm, lv.fill_warp);
            if (fs >= 0)
                snprintf(who, sizeof who, " w%d", fs);
            else if (lv.fill_warp >= 0)
                snprintf(who, sizeof who, " w~");    /* the filling warp has left */
            snprintf(cell, sizeof cell, "%c%s%" PRIx64 "%s", lv.state == WS_LINE_VALID ? 'V' : 'R',
                     lv.prefetched ? "p " : " ", lv.addr, who);
            len += (size_t)snprintf(row + len, sizeof row - len, "  %-22s", cell);
        }
        if (any || first == last) {
            ws_dbg_printf(d, "%s\n", row);
            shown++;
        }
    }
    if (!shown)
        ws_dbg_printf(d, "(every set is empty)\n");
    return WS_OK;
}

static int info_dram(struct ws_dbg *d, const char *args)
{
    if (!dbg_need_sim(d, "dram"))
        return WS_ERR_INPUT;
    struct ws_memsys *m = ws_sim_memsys(d->sim);
    int nch = ws_memsys_channels(m), nb = ws_memsys_banks(m);
    int first = 0, last = nch - 1;
    if (*args) {
        int64_t c;
        if (!ws_parse_i64(args, &c) || c < 0 || c >= nch)
            return ws_dbg_error(d, "info dram: expected a channel 0..%d, got '%s'", nch - 1, args);
        first = last = (int)c;
    }
    for (int ch = first; ch <= last; ch++) {
        ws_dbg_printf(d, "channel %d: queue %u, latency queue %u\n", ch, ws_memsys_queue_len(m, ch),
                      ws_memsys_latency_len(m, ch));
        ws_dbg_printf(d, "  bank St  OpenRow  Queued  Activates  RowHits\n");
        for (int b = 0; b < nb; b++) {
            struct ws_bank_view bv;
            ws_memsys_bank(m, ch, b, &bv);
            char row[16];
            snprintf(row, sizeof row, bv.open_row >= 0 ? "%d" : "-", bv.open_row);
            ws_dbg_printf(d, "  %4d %c  %7s  %6u  %9" PRIu64 "  %7" PRIu64 "\n", b, bv.state, row,
                          bv.queued, bv.activates, bv.row_hits);
        }
    }
    ws_dbg_printf(d, "St: I idle, A activating, R reading, W writing, P precharging\n");
    return WS_OK;
}

static int info_sched(struct ws_dbg *d, const char *args)
{
    (void)args;
    if (!dbg_need_sim(d, "sched"))
        return WS_ERR_INPUT;
    struct ws_sched_view *v = ws_calloc(1, sizeof *v);
    ws_sim_sched_inspect(d->sim, d->focus_sm, v);
    ws_dbg_printf(d, "SM %d: policy %s\n", d->focus_sm, v->policy);
    for (int i = 0; i < v->nkv; i++)
        if (strncmp(v->kv[i].key, "cta[", 4) != 0)   /* per-CTA values: in lines[] */
            ws_dbg_printf(d, "  %s = %" PRId64 "\n", v->kv[i].key, v->kv[i].val);
    if (v->ngroups) {
        ws_dbg_printf(d, "  groups (id prio warps):");
        for (int g = 0; g < v->ngroups; g++)
            ws_dbg_printf(d, " [%d p%d %dw%s%s]", v->group[g].id, v->group[g].prio, v->group[g].nwarps,
                          v->group[g].label[0] ? " " : "", v->group[g].label);
        ws_dbg_printf(d, "\n");
    }
    /* priority order per scheduler */
    for (int s = 0; s < (int)d->cfg.sm_schedulers; s++) {
        ws_dbg_printf(d, "  scheduler %d order:", s);
        int shown = 0;
        for (int r = 0; r < v->nwarps; r++)
            for (int i = 0; i < v->nwarps; i++)
                if (v->warp[i].sched == s && v->warp[i].rank == r) {
                    ws_dbg_printf(d, " %d%s%s", v->warp[i].slot, v->warp[i].queue[0] ? ":" : "",
                                  v->warp[i].queue);
                    shown++;
                }
        ws_dbg_printf(d, "%s\n", shown ? "" : " (none)");
    }
    for (int i = 0; i < v->nlines; i++)
        ws_dbg_printf(d, "  %s\n", v->line[i]);
    free(v);
    return WS_OK;
}

struct dbg_stats_ctx {
    struct ws_dbg *d;
};

static bool info_stats_one(void *ctx, const char *name, const struct ws_reg_entry *e,
                           const struct ws_reg_value *v)
{
    struct dbg_stats_ctx *c = ctx;
    char buf[64];
    ws_reg_format(v, buf, sizeof buf);
    ws_dbg_printf(c->d, "%-32s %s\n", name, buf);
    (void)e;
    return true;
}

static int info_stats(struct ws_dbg *d, const char *args)
{
    (void)args;
    if (!dbg_need_sim(d, "stats"))
        return WS_ERR_INPUT;
    struct dbg_stats_ctx c = { d };
    ws_registry_foreach(ws_sim_registry(d->sim), WS_REG_STAT, info_stats_one, &c);
    return WS_OK;
}

static int info_config(struct ws_dbg *d, const char *args)
{
    (void)args;
    return ws_dbg_exec(d, "show", true);
}

static int info_display(struct ws_dbg *d, const char *args)
{
    (void)args;
    if (!d->ndisplays) {
        ws_dbg_printf(d, "There are no auto-display expressions now.\n");
        return WS_OK;
    }
    ws_dbg_printf(d, "Auto-display expressions now in effect:\nNum Enb Expression\n");
    for (int i = 0; i < d->ndisplays; i++)
        ws_dbg_printf(d, "%-3d y   %s%s%s\n", d->displays[i].num, d->displays[i].fmt ? "/" : "",
                      d->displays[i].fmt ? (char[]){ d->displays[i].fmt, ' ', 0 } : "",
                      ws_expr_text(d->displays[i].expr));
    return WS_OK;
}

struct dbg_info_sub {
    const char *name;
    int (*fn)(struct ws_dbg *, const char *);
};

static const struct dbg_info_sub dbg_info_subs[] = {
    { "breakpoints", info_breakpoints }, { "watchpoints", info_breakpoints },
    { "sm", info_sm }, { "warps", info_warps }, { "ctas", info_ctas },
    { "cache", info_cache }, { "dram", info_dram }, { "sched", info_sched }, { "vta", dbg_info_vta },
    { "stats", info_stats }, { "config", info_config }, { "display", info_display },
    { "pipe", dbg_info_pipe }, { "threads", info_warps },
    { "checkpoints", dbg_info_checkpoints }, { "diff", dbg_info_diff },
    { NULL, NULL }
};

int dbg_cmd_info(struct ws_dbg *d, const char *args)
{
    char word[32];
    int n = 0;
    if (sscanf(args, "%31s %n", word, &n) < 1)
        return ws_dbg_error(d, "info: expected one of breakpoints sm warps ctas cache dram sched "
                               "vta stats config display pipe threads checkpoints diff");
    const struct dbg_info_sub *hit = NULL;
    int matches = 0;
    for (const struct dbg_info_sub *s = dbg_info_subs; s->name; s++) {
        if (!strcmp(s->name, word)) {
            hit = s;
            matches = 1;
            break;
        }
        if (!strncmp(s->name, word, strlen(word))) {
            hit = s;
            matches++;
        }
    }
    if (matches != 1)
        return ws_dbg_error(d, "info: %s subcommand '%s' (expected one of breakpoints sm warps "
                               "ctas cache dram sched vta stats config display pipe threads checkpoints diff)",
                            matches ? "ambiguous" : "unknown", word);
    int rc;   /* under debug --diff, the SMs and the warps of both sides */
    if ((hit->fn == info_sm || hit->fn == info_warps) && d->sim &&
        dbg_diff_each(d, hit->fn, args + n, &rc))
        return rc;
    return hit->fn(d, args + n);
}

/* ---- why ------------------------------------------------------------------------ */

/* The latest instruction before `next` that writes reg: the one whose result is pending
 * (a warp issues in order); *idx gets its index. */
static const struct ws_inst *why_writer(const struct ws_warp *w, uint16_t reg, int64_t *idx)
{
    for (uint32_t i = w->next; i-- > 0;) {
        const struct ws_inst *in = ws_warp_inst(w->trace, i);   /* valid until the next */
        for (int k = 0; k < in->ndst; k++)
            if (in->dst[k] == reg) {
                *idx = i;
                return in;
            }
    }
    return NULL;
}

static bool why_pending(const struct ws_warp *w, uint16_t reg)
{
    return reg < 256 && ((w->pending[reg >> 6] >> (reg & 63)) & 1u);
}

/* Where one line of a pending global/local load is: between the LD/ST unit and the L1D,
 * the L1's MSHR and miss queue, or the memory system; the text after "line X (set S): ". */
static void why_load_line(struct ws_dbg *d, int slot, char stage, uint64_t line, char *buf,
                          size_t n)
{
    const struct ws_cache *l1 = ws_sim_l1d(d->sim, d->focus_sm);
    int way = ws_cache_find_way(l1, line);
    int set = (int)ws_cache_set_of(l1, line);
    struct ws_cache_line_view lv = { 0 };
    if (way >= 0)
        ws_cache_line(l1, set, way, &lv);
    if (way >= 0 && lv.state == WS_LINE_VALID) {
        int ahead = ws_sim_ldst_fill_find(d->sim, d->focus_sm, line);
        if (ahead >= 0)
            snprintf(buf, n, "filled (way %d); its accesses wait for the LD/ST unit's write-back "
                     "(one a cycle, %d ahead)", way, ahead);
        else
            snprintf(buf, n, "arrived (way %d)", way);
        return;
    }
    if (dbg_pipe_l1q(d, slot, line, buf, n))
        return;
    uint32_t qlen = 0;
    int qpos = ws_sim_missq_find(d->sim, d->focus_sm, line, &qlen);
    if (way < 0 && qpos < 0) {
        snprintf(buf, n, stage == 'L' ? "still in the LD/ST unit, not yet in the L1 latency queue"
                                      : "served (the line has left the L1 since)");
        return;
    }
    char where[320] = "";
    if (qpos >= 0)
        snprintf(where, sizeof where, "in SM %d's miss queue, position %d of %u (not yet "
                 "sent to the interconnect)", d->focus_sm, qpos, qlen);
    else if (!ws_memsys_locate_line(ws_sim_memsys(d->sim), d->focus_sm, line, where, sizeof where))
        snprintf(where, sizeof where, "reply on its way back to the SM");
    snprintf(buf, n, "L1 miss, MSHR -> %s", where);
}

/* Print the lines of a load, runs of lines in the same state as one line. */
static void why_load_lines(struct ws_dbg *d, int slot, char stage, const uint64_t *lines,
                           int nl)
{
    const struct ws_cache *l1 = ws_sim_l1d(d->sim, d->focus_sm);
    char cur[512], next[512];
    for (int a = 0; a < nl;) {
        why_load_line(d, slot, stage, lines[a], cur, sizeof cur);
        int b = a + 1;
        for (; b < nl; b++) {
            why_load_line(d, slot, stage, lines[b], next, sizeof next);
            if (strcmp(cur, next))
                break;
        }
        if (b - a == 1)
            ws_dbg_printf(d, "    line 0x%" PRIx64 " (set %d): %s\n", lines[a],
                          (int)ws_cache_set_of(l1, lines[a]), cur);
        else
            ws_dbg_printf(d, "    %d lines 0x%" PRIx64 "..0x%" PRIx64 ": %s\n", b - a, lines[a],
                          lines[b - 1], cur);
        a = b;
    }
}

static void why_scoreboard(struct ws_dbg *d, int slot, const struct ws_warp *w,
                           const struct ws_inst *next)
{
    const struct ws_cache *l1 = ws_sim_l1d(d->sim, d->focus_sm);
    uint16_t regs[WS_MAX_SRC + WS_MAX_DST];
    int nr = 0;
    for (int k = 0; k < next->nsrc; k++)
        regs[nr++] = next->src[k];
    for (int k = 0; k < next->ndst; k++)
        regs[nr++] = next->dst[k];
    for (int k = 0; k < nr; k++) {
        if (!why_pending(w, regs[k]))
            continue;
        int64_t idx = -1;
        const struct ws_inst *src = why_writer(w, regs[k], &idx);
        if (!src) {
            ws_dbg_printf(d, "  R%u is pending\n", regs[k]);
            continue;
        }
        const char *op = ws_trace_opcode_name(ws_sim_trace(d->sim), src->op);
        bool longl = (w->pending_long[regs[k] >> 6] >> (regs[k] & 63)) & 1u;
        ws_dbg_printf(d, "  R%u pending from %s at 0x%04x%s\n", regs[k], op, src->pc,
                      longl ? " (a global/local load)" : "");
        char stage = dbg_pipe_writer(d, slot, idx);
        if (!longl || src->unit != WS_UNIT_MEM || !l1 || (stage && stage != 'L'))
            continue;
        uint64_t addrs[32];
        int na = ws_inst_addrs(w->trace, src, addrs);
        uint64_t seen[32];
        int ns = 0;
        for (int a = 0; a < na; a++) {
            uint64_t line = ws_cache_line_addr(l1, addrs[a]);
            bool dup = false;
            for (int q = 0; q < ns; q++)
                dup |= seen[q] == line;
            if (!dup)
                seen[ns++] = line;
        }
        why_load_lines(d, slot, stage, seen, ns);
    }
}

int dbg_cmd_why(struct ws_dbg *d, const char *args)
{
    if (!d->sim)
        return ws_dbg_error(d, "why: no simulation loaded (use 'run')");
    int rc;   /* under debug --diff, both sides */
    if (dbg_diff_each(d, dbg_cmd_why, args, &rc))
        return rc;
    int slot = d->focus_warp;
    if (*args) {
        int64_t v;
        if (!ws_parse_i64(args, &v) || v < 0 || v > INT_MAX)
            return ws_dbg_error(d, "why: expected a warp slot number, got '%s'", args);
        slot = (int)v;
    }
    if (slot < 0)
        return ws_dbg_error(d, "why: which warp? ('why N', or 'focus sm S warp N' first)");
    const struct ws_warp *w = ws_sim_warp(d->sim, d->focus_sm, slot);
    if (!w || w->state == WS_WARP_EMPTY)
        return ws_dbg_error(d, "why: SM %d has no warp in slot %d", d->focus_sm, slot);
    const struct ws_inst *next = ws_sim_warp_next(d->sim, d->focus_sm, slot);
    char nt[96];
    dbg_inst_text(d, next, nt, sizeof nt);
    ws_dbg_printf(d, "SM %d warp %d (CTA %u, warp %u of it) at cycle %" PRIu64 ": %s\n",
                  d->focus_sm, slot, w->cta, w->warp_in_cta, ws_sim_cycle(d->sim),
                  ws_stall_names[w->reason]);
    ws_dbg_printf(d, "  next instruction: %s\n", nt);
    switch (w->reason) {
    case WS_STALL_SCOREBOARD:
        if (next)
            why_scoreboard(d, slot, w, next);
        break;
    case WS_STALL_BARRIER:
        ws_dbg_printf(d, "  waiting at a barrier for the other warps of CTA %u ('info ctas')\n", w->cta);
        break;
    case WS_STALL_UNIT_BUSY:
        if (!dbg_why_subcore(d, slot))
            dbg_why_unit_busy(d, slot);
        break;
    case WS_STALL_MEM_STALL:
        dbg_why_mem_stall(d, slot);
        break;
    case WS_STALL_IBUFFER:
        dbg_why_ibuffer(d, slot);
        break;
    case WS_STALL_MEMBAR:
        ws_dbg_printf(d, "  at a memory barrier (MEMBAR): it waits until none of its register "
                         "writes is pending\n");
        break;
    case WS_STALL_ATOMIC:
        ws_dbg_printf(d, "  an atomic of this warp is outstanding: the warp waits for its "
                         "replies\n");
        break;
    case WS_STALL_POLICY:
        if (dbg_why_ccws(d, slot))
            break;
        ws_dbg_printf(d, "  the %s policy does not let it issue now ('info sched')\n", d->cfg.sched_policy);
        break;
    case WS_STALL_NONE: {
        if (dbg_why_sched(d, slot))
            break;
        struct ws_sched_view *v = ws_calloc(1, sizeof *v);
        ws_sim_sched_inspect(d->sim, d->focus_sm, v);
        const struct ws_sched_warp_view *sw = ws_sched_view_warp(v, slot);
        char rank[48] = "";
        if (sw && sw->rank >= 0)
            snprintf(rank, sizeof rank, " (this warp: rank %d, 0 first)", sw->rank);
        ws_dbg_printf(d, "  it is ready: scheduler %d issues the first ready warp in its policy's "
                      "order each cycle%s ('info sched')\n", w->sched, rank);
        free(v);
        break;
    }
    default:
        break;
    }
    return WS_OK;
}
