/* dram.c — the `dram` view: per channel its queue length, then per bank the state
 * letter (I idle, A activating, R reading, W writing, P precharging), the open row, the
 * requests queued for it, and a timeline strip of its last DRAM commands (A activate,
 * R read, W write, P precharge; newest on the right).  The bank of the last breakpoint
 * event (row-open, row-close, dram-read/write) is marked '>' and scrolled into view.
 * Under --diff a pane shows one side (diffview.c): a channel's queue, a bank's state,
 * open row or queued count that differs from the other side's is in reverse video, and
 * the bank of a DRAM divergence in the cycle that just ran is marked '>'. */
#include "tui.h"

#include <stdio.h>

#include "warpscope/diff.h"
#include "warpscope/mem.h"
#include "warpscope/sim.h"

static bool dram_is_kind(int k)
{
    return k == WS_EV_ROW_OPEN || k == WS_EV_ROW_CLOSE || k == WS_EV_DRAM_READ ||
           k == WS_EV_DRAM_WRITE;
}

static int dram_glyph_color(char g)
{
    switch (g) {
    case 'A': return TUI_C_MEM;
    case 'R': return TUI_C_HIT;
    case 'W': return TUI_C_IDLE;
    case 'P': return TUI_C_MISS;
    default: return TUI_C_DIM;
    }
}

static void dram_draw(struct tui *t, struct tui_pane *p)
{
    struct ws_sim *s = tui_pane_sim(t, p), *os = tui_pane_other(t, p);
    int rows = tui_rows(p), cols = tui_cols(p);
    struct ws_memsys *m = s ? ws_sim_memsys(s) : NULL;
    struct ws_memsys *om = os ? ws_sim_memsys(os) : NULL;   /* the other side's (--diff) */
    if (!m) {
        tui_put(p, 0, 0, 0, "no simulation (run)");
        return;
    }
    const struct tui_rec *r = tui_pane_rec(t, p);
    int nch = ws_memsys_channels(m), nb = ws_memsys_banks(m);
    if (om && (ws_memsys_channels(om) != nch || ws_memsys_banks(om) != nb))
        om = NULL;
    const struct ws_event *e = tui_stop_event(t, p, -1);
    if (e && !dram_is_kind(e->kind))
        e = NULL;
    const struct ws_event *dv = tui_pane_diverge(t, p, WS_DIFF_DRAM);
    int row = 0;
    if (dv) {
        e = dv;
        tui_put(p, row++, 0, tui_attr(t, TUI_C_HILITE), "> diverge: %s ch %d bank %d row %d",
                ws_event_names[e->kind], e->ch, e->bank, e->row);
    } else if (e) {
        tui_put(p, row++, 0, tui_attr(t, TUI_C_HILITE),
                "> stop: %s ch %d bank %d row %d at cycle %llu%s", ws_event_names[e->kind], e->ch,
                e->bank, e->row, (unsigned long long)e->cycle,
                e->kind == WS_EV_ROW_CLOSE ? " (row closed)" : "");
    } else {
        tui_put(p, row++, 0, tui_attr(t, TUI_C_TITLE),
                "%d channels x %d banks   A act R read W write P pre", nch, nb);
    }
    int total = nch * (nb + 1), body = rows - row;
    int first = tui_scroll_clamp(t, p, total, body);
    struct tui_vstate *vs = tui_vs(t, p);
    if (e && vs->seen != t->stop_serial && e->ch >= 0 && e->bank >= 0) {
        vs->seen = t->stop_serial;
        tui_scroll_show(t, p, e->ch * (nb + 1) + 1 + e->bank, body);
        first = tui_scroll_clamp(t, p, total, body);
    }
    int stripw = cols - 28;
    if (stripw > TUI_TL_LEN)
        stripw = TUI_TL_LEN;
    for (int li = first; li < total && row < rows; li++, row++) {
        int ch = li / (nb + 1), b = li % (nb + 1) - 1;
        if (b < 0) {
            char head[32];
            snprintf(head, sizeof head, "ch%d q=%u", ch, ws_memsys_queue_len(m, ch));
            tui_put(p, row, 0, tui_attr(t, TUI_C_HEAD), "%-10s bank s    row  q timeline  "
                    "(%u on the way)%*s", head, ws_memsys_latency_len(m, ch), cols, "");
            if (om && ws_memsys_queue_len(om, ch) != ws_memsys_queue_len(m, ch))
                tui_put(p, row, 0, tui_diff_attr(t), "%s", head);
            continue;
        }
        struct ws_bank_view bv, ob;
        ws_memsys_bank(m, ch, b, &bv);
        if (om)
            ws_memsys_bank(om, ch, b, &ob);
        attr_t da = tui_diff_attr(t);
        bool mark = e && e->ch == ch && e->bank == b;
        attr_t a = mark ? tui_attr(t, TUI_C_HILITE) : 0;
        char rowtxt[16];
        snprintf(rowtxt, sizeof rowtxt, bv.open_row >= 0 ? "%d" : "-", bv.open_row);
        tui_put(p, row, 0, a, "%c          %4d", mark ? '>' : ' ', b);
        tui_put(p, row, 16, om && ob.state != bv.state ? da : mark ? a
                : tui_attr(t, dram_glyph_color(bv.state == 'I' ? '.' : bv.state)), "%c", bv.state);
        tui_put(p, row, 17, a, " %6s %2u ", rowtxt, bv.queued);
        if (om && ob.open_row != bv.open_row)
            tui_put(p, row, 18, da, "%6s", rowtxt);
        if (om && ob.queued != bv.queued)
            tui_put(p, row, 25, da, "%2u", bv.queued);
        if (stripw <= 0 || !r->tl || ch >= r->channels || b >= r->banks)
            continue;
        const struct tui_bank_tl *tl = &r->tl[ch * r->banks + b];
        int n = (int)tl->n < stripw ? (int)tl->n : stripw;
        int x = 28 + stripw - n;
        for (int k = 0; k < n; k++) {
            int idx = ((int)tl->head - n + k + TUI_TL_LEN) % TUI_TL_LEN;
            char g = tl->glyph[idx];
            bool last = mark && k == n - 1;
            tui_put(p, row, x + k, last ? a : tui_attr(t, dram_glyph_color(g)), "%c", g);
        }
    }
}

const struct ws_view tui_view_dram = {
    "dram", '5', "per channel and bank: state, open row, queue, timeline of A/R/W/P commands",
    dram_draw, NULL, NULL,
    "Bank s(tate): I idle, A activating, R reading, W writing, P precharging.  row: "
    "open row (- none).  q: requests queued.  Timeline, newest right: A activate, R "
    "read, W write, P precharge.  > the stop's bank.  Under --diff (panes titled A or "
    "B): reverse video, differs from the other side's; > the bank of a DRAM divergence.",
};
