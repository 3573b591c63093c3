/* ctas.c — the `ctas` view: the focused SM's resident CTAs: id, state letter (R
 * running, B some warps at a barrier, D draining: every warp done), progress through
 * their instructions, warps done / at the barrier, start cycle, and the group and best
 * priority rank of their warps when the policy exposes them. */
#include "tui.h"

#include <stdio.h>
#include <string.h>

#include "warpscope/sim.h"

#define CTAS_MAX 64

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
    tui_put(p, 0, 0, tui_attr(t, TUI_C_TITLE), "SM %d: %d resident CTA%s", sm, n, n == 1 ? "" : "s");
    int barw = cols - 44;
    if (barw > 20)
        barw = 20;
    if (barw < 4)
        barw = 4;
    tui_put(p, 1, 0, tui_attr(t, TUI_C_HEAD), "  CTA St %-*s Done Bar    Start  Grp Pri%*s",
            barw + 5, "Progress", 40, "");
    int first = tui_scroll_clamp(t, p, n, rows - 2);
    for (int i = first, row = 2; i < n && row < rows; i++, row++) {
        const struct ws_cta_view *c = &cv[i];
        uint64_t done = 0, total = 0;
        int grp = -1, pri = -1;
        bool mark = false;
        const struct ws_event *e = t->d->has_stop_event ? &t->d->stop_event : NULL;
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
        char bar[128], g[8], pr[8];
        double frac = total ? (double)done / (double)total : 0;
        tui_bar(t, frac, barw, bar, sizeof bar);
        snprintf(g, sizeof g, grp >= 0 ? "%d" : "-", grp);
        snprintf(pr, sizeof pr, pri >= 0 ? "%d" : "-", pri);
        attr_t a = mark ? tui_attr(t, TUI_C_HILITE) : 0;
        tui_put(p, row, 0, a, "%c%4u ", mark ? '>' : ' ', c->id);
        tui_put(p, row, 6, mark ? a : tui_attr(t, st == 'R' ? TUI_C_ACTIVE : st == 'B' ? TUI_C_MEM
                                                                                   : TUI_C_DIM),
                " %c", st);
        tui_put(p, row, 9, a, "%s %3.0f%% %2d/%-2d %3d %8llu %4s %3s", bar, frac * 100,
                c->warps_done, c->nwarps, c->warps_at_barrier, (unsigned long long)c->start_cycle,
                g, pr);
    }
}

const struct ws_view tui_view_ctas = {
    "ctas", '3', "focused SM's CTAs: state R/B/D, progress, warps done/at barrier, start, group",
    ctas_draw, NULL, NULL,
};
