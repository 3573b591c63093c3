/* vta.c — the `vta` view (DESIGN §9, CCWS Figure 6 live): the focused SM's lost-locality
 * score stack under CCWS, one row per warp, largest score first.  Each row draws the
 * warp's segment of the stacked bar ('#' may issue loads, 'x' throttled) on a common
 * axis with the cumulative cutoff as a '|' column, then its score, can-issue bit, VTA hit
 * count and VTA entries in use.  The warp of a vta-hit/throttle stop is marked '>'. */
#include "tui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpscope/ccws.h"
#include "warpscope/sim.h"

static void vta_draw(struct tui *t, struct tui_pane *p)
{
    struct ws_sim *s = t->d->sim;
    int rows = tui_rows(p), cols = tui_cols(p), sm = t->d->focus_sm;
    if (!s) {
        tui_put(p, 0, 0, 0, "no simulation (run)");
        return;
    }
    if (ws_sim_policy(s) != &ws_sched_ccws) {
        tui_put(p, 0, 0, 0, "policy %s: no victim tag arrays (set sched.policy ccws, run)",
                ws_sim_policy(s)->name);
        return;
    }
    const void *st = ws_sim_policy_state(s, sm);
    struct ws_ccws_summary sum;
    struct ws_ccws_warp *w = calloc(WS_SCHED_VIEW_MAX_WARPS, sizeof *w);
    if (!w)
        return;
    int n = ws_ccws_inspect(st, &sum, w, WS_SCHED_VIEW_MAX_WARPS);
    tui_put(p, 0, 0, tui_attr(t, TUI_C_TITLE),
            "SM %d ccws: cutoff %lld (%d x %lld)  LLDS %lld  VTA hits %llu  throttled %d", sm,
            (long long)sum.cutoff, sum.nwarps, (long long)sum.base, (long long)sum.llds,
            (unsigned long long)sum.vta_hits, sum.throttled);
    int barw = cols - 36;
    if (barw > 60)
        barw = 60;
    if (barw < 8)
        barw = 8;
    tui_put(p, 1, 0, tui_attr(t, TUI_C_HEAD), "  Warp  Score Ld  Hits VTA %-*s", barw + 2,
            "stack (largest first; | = cutoff)");
    int64_t total = 0;
    for (int i = 0; i < n; i++)
        total += w[i].score;
    int64_t axis = total > sum.cutoff ? total : sum.cutoff;
    if (axis < 1)
        axis = 1;
    int cut = (int)(sum.cutoff * barw / axis);
    const struct ws_event *e = tui_stop_event(t, p, -1);
    int first = tui_scroll_clamp(t, p, n, rows - 2);
    int ent = sum.vta_sets * sum.vta_ways;
    for (int i = first, row = 2; i < n && row < rows; i++, row++) {
        char bar[128];
        int a = (int)(w[i].below * barw / axis), b = (int)((w[i].below + w[i].score) * barw / axis);
        if (b <= a)
            b = a + 1;
        for (int c = 0; c < barw && c < (int)sizeof bar - 1; c++)
            bar[c] = c >= a && c < b ? (w[i].can_issue ? '#' : 'x') : c == cut ? '|' : ' ';
        bar[barw < (int)sizeof bar ? barw : (int)sizeof bar - 1] = 0;
        bool mark = e && e->sm == sm && e->warp == w[i].slot &&
                    (e->kind == WS_EV_VTA_HIT || e->kind == WS_EV_THROTTLE);
        attr_t at = mark ? tui_attr(t, TUI_C_HILITE)
                         : w[i].can_issue ? 0 : tui_attr(t, TUI_C_MISS);
        tui_put(p, row, 0, at, "%c W%-3d %6lld %-3s %5u %2d/%-2d [%s]", mark ? '>' : ' ',
                w[i].slot, (long long)w[i].score, w[i].can_issue ? "yes" : "NO", w[i].vta_hits,
                w[i].vta_used, ent, bar);
    }
    free(w);
}

const struct ws_view tui_view_vta = {
    "vta", '9', "CCWS: lost-locality score stack with the cutoff, can-issue bits, VTA hits",
    vta_draw, tui_scroll_key, NULL,
    "Warp.  Score: lost-locality score.  Ld: may issue loads (NO: throttled).  "
    "Hits: VTA hits.  VTA: entries used/total.  Stack bar, largest first: # may "
    "issue, x throttled, | cutoff.",
};
