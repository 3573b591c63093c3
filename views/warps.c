/* warps.c — the `warps` view: the focused SM's warps in this cycle's priority order as
 * the policy's inspect hook exposes them (rank, group, queue, score, can-issue), with
 * state and not-ready reason, PC and next instruction.  The policy's named values,
 * groups and free-form lines are drawn above the table whatever the policy is, so new
 * policies appear without changes here.  A breakpoint stop is marked with '>': the
 * warps of the group a group-switch activated, or the warp an event names. */
#include "tui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpscope/sim.h"

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

/* Is warp w what the last stop was about? */
static bool warps_marked(const struct tui *t, const struct ws_sched_warp_view *w)
{
    const struct ws_event *e = t->d->has_stop_event ? &t->d->stop_event : NULL;
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

static void warps_draw(struct tui *t, struct tui_pane *p)
{
    struct ws_sim *s = t->d->sim;
    int rows = tui_rows(p), row = 0, sm = t->d->focus_sm;
    if (!s) {
        tui_put(p, 0, 0, 0, "no simulation (run)");
        return;
    }
    struct ws_sched_view *v = t->sv;
    memset(v, 0, sizeof *v);
    ws_sim_sched_inspect(s, sm, v);
    /* policy summary: named values, groups, free-form lines */
    char buf[512];
    int k = snprintf(buf, sizeof buf, "SM %d  policy %s  cycle %llu ", sm, v->policy,
                     (unsigned long long)ws_sim_cycle(s));
    for (int i = 0; i < v->nkv && k < (int)sizeof buf - 40; i++)
        k += snprintf(buf + k, sizeof buf - (size_t)k, " %s=%lld", v->kv[i].key,
                      (long long)v->kv[i].val);
    tui_put(p, row++, 0, tui_attr(t, TUI_C_TITLE), "%s", buf);
    if (v->ngroups > 0) {
        k = snprintf(buf, sizeof buf, "groups (id prio warps):");
        for (int g = 0; g < v->ngroups && k < (int)sizeof buf - 40; g++)
            k += snprintf(buf + k, sizeof buf - (size_t)k, " [%d p%d %dw %s]", v->group[g].id,
                          v->group[g].prio, v->group[g].nwarps, v->group[g].label);
        tui_put(p, row++, 0, 0, "%s", buf);
    }
    for (int i = 0; i < v->nlines && row < rows / 3; i++)
        tui_put(p, row++, 0, 0, "%s", v->line[i]);
    const struct ws_event *gs = tui_stop_event(t, WS_EV_GROUP_SWITCH);
    if (gs && gs->sm == sm)
        tui_put(p, row++, 0, tui_attr(t, TUI_C_HILITE),
                "> stop: group-switch sched %d: group %lld -> %lld at cycle %llu", gs->sched,
                (long long)gs->a, (long long)gs->b, (unsigned long long)gs->cycle);
    else if (t->d->has_stop_event && t->d->stop_event.sm == sm && t->d->stop_event.warp >= 0)
        tui_put(p, row++, 0, tui_attr(t, TUI_C_HILITE), "> stop: %s warp %d",
                ws_event_names[t->d->stop_event.kind], t->d->stop_event.warp);
    tui_put(p, row++, 0, tui_attr(t, TUI_C_HEAD),
            "   Rk Warp S  CTA Grp Queue   State/reason    Score Can PC    Next%*s", 80, "");
    qsort(v->warp, (size_t)v->nwarps, sizeof v->warp[0], warps_cmp);
    int body = rows - row;
    int first = tui_scroll_clamp(t, p, v->nwarps, body);
    struct tui_vstate *vs = &t->vs[p->vi];
    if (vs->seen != t->stop_serial) {
        vs->seen = t->stop_serial;
        for (int i = 0; i < v->nwarps; i++)
            if (warps_marked(t, &v->warp[i])) {
                tui_scroll_show(t, p, i, body);
                first = tui_scroll_clamp(t, p, v->nwarps, body);
                break;
            }
    }
    for (int i = first; i < v->nwarps && row < rows; i++, row++) {
        const struct ws_sched_warp_view *w = &v->warp[i];
        bool mark = warps_marked(t, w), focus = w->slot == t->d->focus_warp;
        const struct ws_warp *ww = ws_sim_warp(s, sm, w->slot);
        const struct ws_inst *in = ws_sim_warp_next(s, sm, w->slot);
        char rank[8], grp[8], score[12], next[96], pc[8], why[24];
        snprintf(rank, sizeof rank, w->rank >= 0 ? "%d" : "-", w->rank);
        snprintf(grp, sizeof grp, w->group >= 0 ? "%d" : "-", w->group);
        snprintf(score, sizeof score, w->score >= 0 ? "%lld" : "-", (long long)w->score);
        snprintf(pc, sizeof pc, in ? "%04x" : "-", in ? in->pc : 0);
        tui_inst_text(t, in, next, sizeof next);
        if (w->state == WS_WARP_ACTIVE)
            snprintf(why, sizeof why, "%s", ws_stall_names[w->reason]);
        else
            snprintf(why, sizeof why, "%s", ws_warp_state_names[w->state]);
        attr_t base = mark ? tui_attr(t, TUI_C_HILITE) : focus ? A_BOLD : 0;
        tui_put(p, row, 0, base, "%c%c%3s %4d %d %4d %3s %-7s", mark ? '>' : ' ',
                focus ? '*' : ' ', rank, w->slot, w->sched, w->cta, grp,
                w->queue[0] ? w->queue : "-");
        tui_put(p, row, 30, mark ? base : tui_attr(t, warps_reason_color(w)), "%-15s", why);
        tui_put(p, row, 46, base, "%5s %3s %-5s %s", score, w->can_issue ? "yes" : "no", pc,
                ww && ww->state != WS_WARP_EMPTY ? next : "");
    }
}

const struct ws_view tui_view_warps = {
    "warps", '2', "focused SM: priority rank, group, queue, state/reason, score, can-issue, PC",
    warps_draw, NULL, NULL,
};
