/* sms.c — the `sms` view: every SM as a cell with its state letter (A active, M
 * memory-blocked, I idle, - no warps) in colour, its IPC over the last frame and its
 * resident warps and CTAs; the focused SM is marked with '*'. */
#include "tui.h"

#include <stdio.h>

#include "warpscope/sim.h"

#define SMS_CELL 18

static int sms_color(char state)
{
    switch (state) {
    case 'A': return TUI_C_ACTIVE;
    case 'M': return TUI_C_MEM;
    case 'I': return TUI_C_IDLE;
    default: return TUI_C_DIM;
    }
}

static void sms_draw(struct tui *t, struct tui_pane *p)
{
    struct ws_sim *s = t->d->sim;
    int rows = tui_rows(p), cols = tui_cols(p);
    if (!s) {
        tui_put(p, 0, 0, 0, "no simulation (run)");
        return;
    }
    int n = ws_sim_sm_count(s), count[4] = { 0, 0, 0, 0 };
    for (int i = 0; i < n; i++) {
        struct ws_sm_view v;
        ws_sim_sm(s, i, &v);
        count[v.state == 'A' ? 0 : v.state == 'M' ? 1 : v.state == 'I' ? 2 : 3]++;
    }
    struct ws_sim_stats st;
    ws_sim_stats(s, &st);
    int per = cols / SMS_CELL > 0 ? cols / SMS_CELL : 1;
    int lines = (n + per - 1) / per;
    int first = tui_scroll_clamp(t, p, lines, rows - 1);
    int shown = (rows - 1) * per < n - first * per ? (rows - 1) * per : n - first * per;
    if (shown < 0)
        shown = 0;
    /* the title: what must stay, then the IPC's unit and what is not shown if room */
    char title[160], hide[32] = "";
    int k = snprintf(title, sizeof title, "cycle %llu  IPC %.2f", (unsigned long long)ws_sim_cycle(s),
                     st.ipc);
    char counts[64];
    int cl = snprintf(counts, sizeof counts, "  A %d  M %d  I %d  - %d%s", count[0], count[1],
                      count[2], count[3], ws_sim_done(s) ? "  [finished]" : "");
    int hl = shown < n ? snprintf(hide, sizeof hide, "  +%d SMs%s", n - shown,
                                  first > 0 ? " ^" : "") : 0;
    static const char unit[] = " thread-inst/cycle";
    if (k + (int)sizeof unit - 1 + cl + hl <= cols)
        k += snprintf(title + k, sizeof title - (size_t)k, "%s", unit);
    snprintf(title + k, sizeof title - (size_t)k, "%s", counts);
    tui_put(p, 0, 0, tui_attr(t, TUI_C_TITLE), "%s", title);
    if (hl)     /* right-aligned: it must survive a narrow pane */
        tui_put(p, 0, cols - hl > 0 ? cols - hl : 0, tui_attr(t, TUI_C_HEAD), "%s", hide);
    for (int i = first * per; i < n; i++) {
        int row = 1 + i / per - first, col = (i % per) * SMS_CELL;
        if (row >= rows)
            break;
        struct ws_sm_view v;
        ws_sim_sm(s, i, &v);
        double ipc = i < t->rec.nsm ? t->rec.sm_ipc[i] : 0;
        bool focus = i == t->d->focus_sm;
        attr_t a = tui_attr(t, sms_color(v.state));
        tui_put(p, row, col, focus ? A_BOLD : 0, "%c%2d", focus ? '*' : ' ', i);
        tui_put(p, row, col + 4, a, "%c", v.state);
        tui_put(p, row, col + 5, focus ? A_BOLD : 0, "%6.1f %2dw%dc", ipc, v.warps, v.ctas);
    }
}

static void sms_resize(struct tui *t, struct tui_pane *p)
{
    (void)p;
    t->vs[p->vi].scroll = 0;
}

const struct ws_view tui_view_sms = {
    "sms", '1', "all SMs: state letter (A/M/I/-), IPC of the last frame, warps, CTAs",
    sms_draw, NULL, sms_resize,
    "IPC: thread instructions per cycle (title: whole run; cells: last frame).  A "
    "active, M memory-blocked, I idle, - no warps.  48w6c: 48 warps in 6 CTAs "
    "resident.  * focused SM.  +N SMs: not shown (PgDn).",
};
