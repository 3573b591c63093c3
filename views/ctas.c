/* ctas.c — the `ctas` view: the focused SM's resident CTAs: id, state letter (R
 * running, B some warps at a barrier, D draining: every warp done), progress through
 * their instructions, warps done / at the barrier, start cycle, and the group and best
 * priority rank of their warps when the policy exposes them.  A narrow pane drops
 * columns in a fixed order (the progress bar shrinks first) and names them after >hid. */
#include "tui.h"

#include <stdio.h>
#include <string.h>

#include "warpscope/sim.h"

#define CTAS_MAX 64

/* Columns after id and state; drop: the order they go when narrow (0 = never). */
enum { CC_BAR, CC_PCT, CC_DONE, CC_AT, CC_START, CC_GRP, CC_PRI, CC_COUNT };
static const struct { const char *head; int width, drop; } ctas_cols[CC_COUNT] = {
    [CC_BAR] = { "Progress", 4, 5 }, [CC_PCT] = { "%", 4, 0 }, [CC_DONE] = { "Done", 5, 0 },
    [CC_AT] = { "Bar", 3, 4 }, [CC_START] = { "Start", 8, 1 }, [CC_GRP] = { "Grp", 4, 2 },
    [CC_PRI] = { "Pri", 3, 3 },
};
#define CTAS_ID_W 8      /* '>', id, state */

static void ctas_draw(struct tui *t, struct tui_pane *p)
{
    struct ws_sim *s = t->d->sim;
    int rows = tui_rows(p), cols = tui_cols(p), sm = t->d->focus_sm;
    if (!s) {
        tui_put(p, 0, 0, 0, "no simulation (run)");
        return;
    }
    struct ws_cta_view cv[CTAS_MAX];
    int n = ws_sim_ctas(s, sm, cv, CTAS_MAX);
    struct ws_sched_view *v = t->sv;
    memset(v, 0, sizeof *v);
    ws_sim_sched_inspect(s, sm, v);
    /* which columns: Grp/Pri only when the policy fills them; then by width */
    bool on[CC_COUNT];
    bool has_grp = false, has_pri = false;
    for (int k = 0; k < v->nwarps; k++) {
        has_grp |= v->warp[k].group >= 0;
        has_pri |= v->warp[k].rank >= 0;
    }
    for (int c = 0; c < CC_COUNT; c++)
        on[c] = true;
    on[CC_GRP] = has_grp;
    on[CC_PRI] = has_pri;
    int width = CTAS_ID_W, barw = 0;
    for (int c = 0; c < CC_COUNT; c++)
        width += on[c] ? ctas_cols[c].width + 1 : 0;
    char hidden[64] = "";
    size_t hl = 0;
    for (int level = 1; level <= 5 && width > cols; level++)
        for (int c = 0; c < CC_COUNT; c++)
            if (on[c] && ctas_cols[c].drop == level) {
                on[c] = false;
                width -= ctas_cols[c].width + 1;
                hl += (size_t)snprintf(hidden + hl, sizeof hidden - hl, "%s%s", hl ? " " : "",
                                       ctas_cols[c].head);
            }
    if (on[CC_BAR]) {     /* the bar takes the room left, up to 20 cells */
        barw = ctas_cols[CC_BAR].width + (cols - width);
        barw = barw > 20 ? 20 : barw;
    }
    tui_put(p, 0, 0, tui_attr(t, TUI_C_TITLE), "SM %d: %d resident CTA%s", sm, n, n == 1 ? "" : "s");
    if (hl) {
        char note[80];
        int nl = snprintf(note, sizeof note, " >hid %s", hidden);
        tui_put(p, 0, cols - nl > 0 ? cols - nl : 0, tui_attr(t, TUI_C_HEAD), "%s", note);
    }
    char head[160];
    int hk = snprintf(head, sizeof head, "  CTA St ");
    for (int c = 0; c < CC_COUNT; c++)
        if (on[c])
            hk += snprintf(head + hk, sizeof head - (size_t)hk, c == CC_BAR || c == CC_DONE ? "%-*s " : "%*s ",
                          c == CC_BAR ? barw : ctas_cols[c].width, ctas_cols[c].head);
    tui_put(p, 1, 0, tui_attr(t, TUI_C_HEAD), "%-*s", cols, head);
    int first = tui_scroll_clamp(t, p, n, rows - 2);
    for (int i = first, row = 2; i < n && row < rows; i++, row++) {
        const struct ws_cta_view *c = &cv[i];
        uint64_t done = 0, total = 0;
        int grp = -1, pri = -1;
        bool mark = false;
        const struct ws_event *e = tui_stop_event(t, p, -1);
        for (int k = 0; k < v->nwarps; k++) {
            const struct ws_sched_warp_view *w = &v->warp[k];
            const struct ws_warp *ww = ws_sim_warp(s, sm, w->slot);
            if (!ww || ww->state == WS_WARP_EMPTY || ww->cta_slot != c->slot)
                continue;
            done += ww->next;
            total += ww->ninst;
            if (w->group >= 0 && grp < 0)
                grp = w->group;
            if (w->rank >= 0 && (pri < 0 || w->rank < pri))
                pri = w->rank;
            if (e && e->sm == sm && e->warp == w->slot)
                mark = true;
        }
        if (e && e->sm == sm && e->cta >= 0 && (uint32_t)e->cta == c->id)
            mark = true;
        char st = c->warps_done == c->nwarps ? 'D' : c->warps_at_barrier > 0 ? 'B' : 'R';
        double frac = total ? (double)done / (double)total : 0;
        attr_t a = mark ? tui_attr(t, TUI_C_HILITE) : 0;
        tui_put(p, row, 0, a, "%c%4u ", mark ? '>' : ' ', c->id);
        tui_put(p, row, 6, mark ? a : tui_attr(t, st == 'R' ? TUI_C_ACTIVE : st == 'B' ? TUI_C_MEM
                                                                                   : TUI_C_DIM),
                " %c", st);
        int x = CTAS_ID_W + 1;
        for (int col = 0; col < CC_COUNT; col++) {
            if (!on[col])
                continue;
            char cell[128];
            int w = col == CC_BAR ? barw : ctas_cols[col].width;
            switch (col) {
            case CC_BAR: tui_bar(t, frac, barw, cell, sizeof cell); break;
            case CC_PCT: snprintf(cell, sizeof cell, "%3.0f%%", frac * 100); break;
            case CC_DONE: snprintf(cell, sizeof cell, "%2d/%-2d", c->warps_done, c->nwarps); break;
            case CC_AT: snprintf(cell, sizeof cell, "%3d", c->warps_at_barrier); break;
            case CC_START: snprintf(cell, sizeof cell, "%8llu", (unsigned long long)c->start_cycle); break;
            case CC_GRP: snprintf(cell, sizeof cell, grp >= 0 ? "%4d" : "   -", grp); break;
            default: snprintf(cell, sizeof cell, pri >= 0 ? "%3d" : "  -", pri); break;
            }
            tui_put(p, row, x, a, "%s", cell);
            x += w + 1;
        }
    }
}

const struct ws_view tui_view_ctas = {
    "ctas", '3', "focused SM's CTAs: state R/B/D, progress, warps done/at barrier, start, group",
    ctas_draw, NULL, NULL,
    "St: R running, B some warps at a barrier, D draining (all warps done).  "
    "Progress: instructions issued.  Done: warps done/warps.  Bar: warps at the "
    "barrier.  Start: launch cycle.  Grp: group.  Pri: best priority rank of its "
    "warps.  > stop.  >hid: columns hidden.",
};
