/* warps.c — the `warps` view: the focused SM's warps in this cycle's priority order as
 * the policy's inspect hook exposes them (rank, group, queue, score, can-issue), with
 * state and not-ready reason, the front end and pipeline (IB: instructions decoded in
 * the warp's I-buffer, 'm' while its fetch waits on an I-cache miss, 'f' while its
 * fetched instructions sit in the fetch buffer; Pipe: one letter per issued instruction
 * still in flight, oldest first), PC and next instruction.  The policy's named values,
 * groups and free-form lines are drawn above the table whatever the policy is, so new
 * policies appear without changes here.  Columns the policy does not fill are left out;
 * when the pane is narrow the least useful columns go and the header says which.  A
 * breakpoint stop is marked with '>': the warps of the group a group-switch activated,
 * or the warp an event names.  Under --diff a pane shows one side (diffview.c): a cell
 * whose value differs from the other side's same warp (CTA, state/reason, PC, next
 * instruction) is in reverse video, and the warp of an issue divergence in the cycle
 * that just ran is marked '>'.  With sub-cores (sm.sub_cores) the scheduler column is
 * headed SC, the warp's sub-core, and stays however narrow the pane: a warp waits for
 * its own sub-core's issue slot, collector units and units; the title says how many. */
#include "tui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpscope/diff.h"
#include "warpscope/sim.h"

/* Columns after the marks, in screen order.  drop: the order they go when the pane is
 * narrow (lowest first; 0 = never). */
enum { WC_RANK, WC_WARP, WC_SCHED, WC_CTA, WC_GRP, WC_QUEUE, WC_WHY, WC_IB, WC_PIPE, WC_SCORE,
       WC_CAN, WC_PC, WC_NEXT, WC_COUNT };
static const struct { const char *head; int width, drop; } warps_cols[WC_COUNT] = {
    [WC_RANK] = { "Rk", 3, 0 }, [WC_WARP] = { "Warp", 4, 0 }, [WC_SCHED] = { "S", 1, 4 },
    [WC_CTA] = { "CTA", 4, 5 }, [WC_GRP] = { "Grp", 3, 8 }, [WC_QUEUE] = { "Queue", 7, 9 },
    [WC_WHY] = { "State/reason", 14, 0 }, [WC_IB] = { "IB", 2, 10 },
    [WC_PIPE] = { "Pipe", 5, 11 }, [WC_SCORE] = { "Score", 5, 6 }, [WC_CAN] = { "Can", 3, 7 },
    [WC_PC] = { "PC", 4, 3 }, [WC_NEXT] = { "Next", 12, 2 },
};
#define WARPS_NEXT_MIN 12

/* Column c's width and head: with sub-cores the scheduler column is the sub-core, "SC". */
static int warps_width(int c, bool sub)
{
    return c == WC_SCHED && sub ? 2 : warps_cols[c].width;
}

static const char *warps_head(int c, bool sub)
{
    return c == WC_SCHED && sub ? "SC" : warps_cols[c].head;
}

/* Does the SM model sub-cores (sm.sub_cores)?  Its scheduler count then, else 0. */
static int warps_sub_cores(struct ws_sim *s, int sm)
{
    struct ws_oc_view oc;
    ws_sim_oc(s, sm, &oc);
    return oc.banks_per_sub ? oc.banks / oc.banks_per_sub : 0;
}

static int warps_cmp(const void *a, const void *b)
{
    const struct ws_sched_warp_view *x = a, *y = b;
    int rx = x->rank < 0 ? 1 << 14 : x->rank, ry = y->rank < 0 ? 1 << 14 : y->rank;
    if (rx != ry)
        return rx - ry;
    if (x->sched != y->sched)
        return x->sched - y->sched;
    return x->slot - y->slot;
}

/* Is warp w what the last stop (or, on a side of a diff, an issue divergence) was about? */
static bool warps_marked(const struct tui *t, const struct tui_pane *p,
                         const struct ws_sched_warp_view *w)
{
    const struct ws_event *dv = tui_pane_diverge(t, p, WS_DIFF_ISSUE);
    if (dv)
        return dv->sm == t->d->focus_sm && dv->warp == w->slot;
    const struct ws_event *e = tui_stop_event(t, p, -1);
    if (!e || e->sm != t->d->focus_sm)
        return false;
    if (e->kind == WS_EV_GROUP_SWITCH)
        return w->group == e->b && (e->sched < 0 || w->sched == e->sched);
    return e->warp >= 0 && e->warp == w->slot;
}

static int warps_reason_color(const struct ws_sched_warp_view *w)
{
    if (w->state == WS_WARP_DONE || w->state == WS_WARP_EMPTY)
        return TUI_C_DIM;
    switch (w->reason) {
    case WS_STALL_NONE: return TUI_C_ACTIVE;
    case WS_STALL_MEM_STALL: case WS_STALL_SCOREBOARD: return TUI_C_MEM;
    case WS_STALL_BARRIER: case WS_STALL_POLICY: case WS_STALL_MEMBAR:
    case WS_STALL_ATOMIC: case WS_STALL_IBUFFER: return TUI_C_IDLE;
    default: return TUI_C_NORMAL;
    }
}

/* Which columns to show in `cols` cells: those the policy fills, then drop by priority.
 * hidden gets the names of the columns dropped for width. */
static void warps_pick(const struct tui *t, const struct tui_pane *p, struct ws_sim *s,
                       const struct ws_sched_view *v, int cols, bool on[WC_COUNT], char *hidden,
                       size_t n, bool sub)
{
    bool grp = false, queue = false, score = false;
    for (int i = 0; i < v->nwarps; i++) {
        grp |= v->warp[i].group >= 0;
        queue |= v->warp[i].queue[0] != '\0';
        score |= v->warp[i].score >= 0;
    }
    /* a side of a diff compares PCs and next instructions: the pipeline columns go first */
    bool diff = tui_pane_other(t, p) != NULL;
    const struct ws_sched_policy *pol = ws_sim_policy(s);
    for (int c = 0; c < WC_COUNT; c++)
        on[c] = true;
    on[WC_GRP] = grp;
    on[WC_QUEUE] = queue;
    on[WC_SCORE] = score;
    on[WC_CAN] = pol && pol->may_issue;     /* only policies that gate issue */
    hidden[0] = '\0';
    size_t len = 0;
    for (int level = 1; level <= 11; level++) {
        int width = 2;
        for (int c = 0; c < WC_COUNT; c++)
            if (on[c])
                width += (c == WC_NEXT ? WARPS_NEXT_MIN : warps_width(c, sub)) + 1;
        if (width <= cols)
            break;
        for (int c = 0; c < WC_COUNT; c++)
            if (on[c] && !(sub && c == WC_SCHED) &&
                (diff && (c == WC_IB || c == WC_PIPE) ? 1 : warps_cols[c].drop) == level) {
                on[c] = false;
                len += (size_t)snprintf(hidden + len, len < n ? n - len : 0, "%s%s",
                                        len ? " " : "", warps_cols[c].head);
            }
    }
}

/* IB: decoded instructions, with m (I-cache miss) or f (in the fetch buffer). */
static void warps_ib(const struct ws_warp_pipe_view *wp, char *buf, size_t n)
{
    snprintf(buf, n, "%d%s", wp->ibuffer, wp->imiss ? "m" : wp->fetch_buffer ? "f" : "");
}

/* The other side's view of warp slot `slot` (NULL: not a diff pane, or no such warp). */
static const struct ws_sched_warp_view *warps_other(const struct ws_sched_view *o, int slot)
{
    for (int i = 0; o && i < o->nwarps; i++)
        if (o->warp[i].slot == slot)
            return &o->warp[i];
    return NULL;
}

static void warps_row(struct tui *t, struct tui_pane *p, int row, const bool on[WC_COUNT],
                      const struct ws_sched_warp_view *w, const struct ws_sched_view *ov, bool sub)
{
    struct ws_sim *s = tui_pane_sim(t, p), *os = tui_pane_other(t, p);
    int sm = t->d->focus_sm;
    bool mark = warps_marked(t, p, w), focus = w->slot == t->d->focus_warp;
    const struct ws_sched_warp_view *o = warps_other(ov, w->slot);
    const struct ws_inst *oin = o ? ws_sim_warp_next(os, sm, w->slot) : NULL;
    const struct ws_warp *ww = ws_sim_warp(s, sm, w->slot);
    const struct ws_inst *in = ws_sim_warp_next(s, sm, w->slot);
    struct ws_warp_pipe_view wp;
    ws_sim_warp_pipe(s, sm, w->slot, &wp);
    attr_t base = mark ? tui_attr(t, TUI_C_HILITE) : focus ? A_BOLD : 0;
    attr_t da = tui_diff_attr(t);
    tui_put(p, row, 0, base, "%c%c", mark ? '>' : ' ', focus ? '*' : ' ');
    int x = 2;
    for (int c = 0; c < WC_COUNT; c++) {
        if (!on[c])
            continue;
        char cell[128] = "";
        attr_t a = base;
        switch (c) {
        case WC_RANK: snprintf(cell, sizeof cell, w->rank >= 0 ? "%3d" : "  -", w->rank); break;
        case WC_WARP: snprintf(cell, sizeof cell, "%4d", w->slot); break;
        case WC_SCHED: snprintf(cell, sizeof cell, sub ? "%2d" : "%d", w->sched); break;
        case WC_CTA:
            snprintf(cell, sizeof cell, "%4d", w->cta);
            if (o && o->cta != w->cta)
                a = da;
            break;
        case WC_GRP: snprintf(cell, sizeof cell, w->group >= 0 ? "%3d" : "  -", w->group); break;
        case WC_QUEUE: snprintf(cell, sizeof cell, "%s", w->queue[0] ? w->queue : "-"); break;
        case WC_WHY:
            snprintf(cell, sizeof cell, "%s", w->state == WS_WARP_ACTIVE
                     ? ws_stall_names[w->reason] : ws_warp_state_names[w->state]);
            if (o && (o->state != w->state || (w->state == WS_WARP_ACTIVE && o->reason != w->reason)))
                a = da;
            else if (!mark)
                a = tui_attr(t, warps_reason_color(w));
            break;
        case WC_IB: warps_ib(&wp, cell, sizeof cell); break;
        case WC_PIPE: snprintf(cell, sizeof cell, "%s", wp.where[0] ? wp.where : "-"); break;
        case WC_SCORE:
            snprintf(cell, sizeof cell, w->score >= 0 ? "%5lld" : "    -", (long long)w->score);
            break;
        case WC_CAN: snprintf(cell, sizeof cell, "%s", w->can_issue ? "yes" : "no"); break;
        case WC_PC:
            snprintf(cell, sizeof cell, in ? "%04x" : "-", in ? in->pc : 0);
            if (o && (!in != !oin || (in && oin && in->pc != oin->pc)))
                a = da;
            break;
        case WC_NEXT:
            if (ww && ww->state != WS_WARP_EMPTY)
                tui_inst_text(t, in, cell, sizeof cell);
            if (o && (!in != !oin || (in && oin && in->pc != oin->pc)))
                a = da;
            break;
        default: break;
        }
        tui_put(p, row, x, a, "%-*s", warps_width(c, sub), cell);
        x += warps_width(c, sub) + 1;
    }
}

static void warps_draw(struct tui *t, struct tui_pane *p)
{
    struct ws_sim *s = tui_pane_sim(t, p), *os = tui_pane_other(t, p);
    int rows = tui_rows(p), cols = tui_cols(p), row = 0, sm = t->d->focus_sm;
    if (!s) {
        tui_put(p, 0, 0, 0, "no simulation (run)");
        return;
    }
    struct ws_sched_view *v = t->sv;
    memset(v, 0, sizeof *v);
    ws_sim_sched_inspect(s, sm, v);
    struct ws_sched_view *ov = NULL;    /* the other side's warps on a diff pane */
    if (os && sm < ws_sim_sm_count(os)) {
        ov = t->dsv;
        memset(ov, 0, sizeof *ov);
        ws_sim_sched_inspect(os, sm, ov);
    }
    /* policy summary: named values, groups, free-form lines */
    char buf[512];
    int k = snprintf(buf, sizeof buf, "SM %d  policy %s  cycle %llu ", sm, v->policy,
                     (unsigned long long)ws_sim_cycle(s));
    for (int i = 0; i < v->nkv && k < (int)sizeof buf - 40; i++)
        k += snprintf(buf + k, sizeof buf - (size_t)k, " %s=%lld", v->kv[i].key,
                      (long long)v->kv[i].val);
    int nsub = warps_sub_cores(s, sm);
    if (nsub && k < (int)sizeof buf - 40)
        k += snprintf(buf + k, sizeof buf - (size_t)k, " %d sub-cores", nsub);
    bool on[WC_COUNT];
    char hidden[96];
    warps_pick(t, p, s, v, cols, on, hidden, sizeof hidden, nsub > 0);
    tui_put(p, row, 0, tui_attr(t, TUI_C_TITLE), "%s", buf);
    if (hidden[0]) {   /* what the narrow pane leaves out, right-aligned on the title row */
        char note[112];
        int nl = snprintf(note, sizeof note, " >hid %s", hidden);
        tui_put(p, row, cols - nl > 0 ? cols - nl : 0, tui_attr(t, TUI_C_HEAD), "%s", note);
    }
    row++;
    if (v->ngroups > 0) {
        k = snprintf(buf, sizeof buf, "groups (id prio warps):");
        for (int g = 0; g < v->ngroups && k < (int)sizeof buf - 40; g++)
            k += snprintf(buf + k, sizeof buf - (size_t)k, " [%d p%d %dw %s]", v->group[g].id,
                          v->group[g].prio, v->group[g].nwarps, v->group[g].label);
        tui_put(p, row++, 0, 0, "%s", buf);
    }
    for (int i = 0; i < v->nlines && row < rows / 3; i++)
        tui_put(p, row++, 0, 0, "%s", v->line[i]);
    const struct ws_event *gs = tui_stop_event(t, p, WS_EV_GROUP_SWITCH);
    const struct ws_event *se = tui_stop_event(t, p, -1);
    const struct ws_event *dv = tui_pane_diverge(t, p, WS_DIFF_ISSUE);
    if (os && (dv || tui_pane_diverge(t, &(struct tui_pane){ .side = !p->side }, WS_DIFF_ISSUE))) {
        if (dv)
            tui_put(p, row++, 0, tui_attr(t, TUI_C_HILITE), "> diverge: issue sm %d warp %d pc "
                    "%04llx", dv->sm, dv->warp, (unsigned long long)dv->addr);
        else
            tui_put(p, row++, 0, tui_attr(t, TUI_C_HILITE), "> diverge: issue (none here)");
    } else if (gs && gs->sm == sm)
        tui_put(p, row++, 0, tui_attr(t, TUI_C_HILITE),
                "> stop: group-switch sched %d: group %lld -> %lld at cycle %llu", gs->sched,
                (long long)gs->a, (long long)gs->b, (unsigned long long)gs->cycle);
    else if (se && se->sm == sm && se->warp >= 0)
        tui_put(p, row++, 0, tui_attr(t, TUI_C_HILITE), "> stop: %s warp %d",
                ws_event_names[se->kind], se->warp);
    char head[256];
    int hl = snprintf(head, sizeof head, "  ");
    for (int c = 0; c < WC_COUNT && hl < (int)sizeof head; c++)
        if (on[c])
            hl += snprintf(head + hl, sizeof head - (size_t)hl, c == WC_RANK || c == WC_WARP ||
                           c == WC_CTA || c == WC_GRP || c == WC_SCORE ? "%*s " : "%-*s ",
                           warps_width(c, nsub > 0), warps_head(c, nsub > 0));
    tui_put(p, row++, 0, tui_attr(t, TUI_C_HEAD), "%-*s", cols, head);
    qsort(v->warp, (size_t)v->nwarps, sizeof v->warp[0], warps_cmp);
    int body = rows - row;
    int first = tui_scroll_clamp(t, p, v->nwarps, body);
    struct tui_vstate *vs = tui_vs(t, p);
    if (vs->seen != t->stop_serial) {
        vs->seen = t->stop_serial;
        bool lesson = t->d->lesson && t->d->focus_warp >= 0;   /* the warp a step names */
        for (int i = 0; i < v->nwarps; i++)
            if (lesson ? v->warp[i].slot == t->d->focus_warp : warps_marked(t, p, &v->warp[i])) {
                tui_scroll_show(t, p, i, body);
                first = tui_scroll_clamp(t, p, v->nwarps, body);
                break;
            }
    }
    for (int i = first; i < v->nwarps && row < rows; i++, row++)
        warps_row(t, p, row, on, &v->warp[i], ov, nsub > 0);
}

const struct ws_view tui_view_warps = {
    "warps", '2', "focused SM: priority rank, state/reason, I-buffer (IB), pipeline (Pipe), "
    "group, queue, score, can-issue, PC",
    warps_draw, NULL, NULL,
    "Rk priority rank this cycle (- none).  S scheduler (SC: its sub-core, with "
    "sm.sub_cores).  CTA id.  Grp group.  "
    "Queue policy queue.  State/reason why not issuing.  IB I-buffer instructions "
    "(m I-cache miss, f fetched).  Pipe stages in flight: I ID_OC C collector D "
    "OC_EX X unit W EX_WB L LD/ST S shared M memory.  Score policy score.  Can the "
    "policy lets it issue.  * focused warp, > stop.  >hid: columns hidden for "
    "width.  Under --diff (panes titled A or B): reverse video, differs from the other "
    "side's same warp; > the warp of an issue divergence.",
};
