/* trace.c — the `trace` view: the focused warp's instruction stream around its next
 * instruction ('>' marks it; issued ones are dim).  A second column says where each
 * instruction is: "ib" decoded and waiting in the warp's I-buffer, or the pipeline
 * stage of an issued one still in flight (I C D X W L S M, as the warps view's Pipe).
 * Without a focused warp it shows the focused SM's highest-priority live warp.
 * Scrolling moves away from the PC; Home returns to it. */
#include "tui.h"

#include <stdio.h>
#include <string.h>

#include "warpscope/sim.h"
#include "warpscope/trace.h"

static int trace_pick_warp(struct tui *t)
{
    struct ws_sim *s = t->d->sim;
    int sm = t->d->focus_sm;
    const struct ws_warp *w = t->d->focus_warp >= 0 ? ws_sim_warp(s, sm, t->d->focus_warp) : NULL;
    if (w && w->state != WS_WARP_EMPTY)
        return t->d->focus_warp;
    struct ws_sched_view *v = t->sv;
    memset(v, 0, sizeof *v);
    ws_sim_sched_inspect(s, sm, v);
    int best = -1, best_rank = 1 << 20;
    for (int i = 0; i < v->nwarps; i++) {
        const struct ws_sched_warp_view *x = &v->warp[i];
        if (x->state != WS_WARP_ACTIVE && x->state != WS_WARP_BARRIER)
            continue;
        int rk = x->rank >= 0 ? x->rank : 1 << 19;
        if (rk < best_rank) {
            best_rank = rk;
            best = x->slot;
        }
    }
    return best;
}

static void trace_draw(struct tui *t, struct tui_pane *p)
{
    struct ws_sim *s = t->d->sim;
    int rows = tui_rows(p);
    if (!s) {
        tui_put(p, 0, 0, 0, "no simulation (run)");
        return;
    }
    int slot = trace_pick_warp(t);
    const struct ws_warp *w = slot >= 0 ? ws_sim_warp(s, t->d->focus_sm, slot) : NULL;
    if (!w || !w->trace) {
        tui_put(p, 0, 0, 0, "SM %d: no live warp", t->d->focus_sm);
        return;
    }
    struct ws_warp_pipe_view wp;
    ws_sim_warp_pipe(s, t->d->focus_sm, slot, &wp);
    char title[200];
    int tl = snprintf(title, sizeof title, "SM %d warp %d%s (CTA %u, warp %u): %u/%u issued, "
                      "I-buffer %d%s", t->d->focus_sm, slot,
                      slot == t->d->focus_warp ? "" : " (top priority)", w->cta, w->warp_in_cta,
                      w->next, w->ninst, wp.ibuffer,
                      wp.imiss ? " (I-cache miss)" : wp.fetch_buffer ? " (fetched)" : "");
    if (tl > tui_cols(p))     /* narrow: the short form (the legend spells it out) */
        snprintf(title, sizeof title, "w%d%s CTA %u.%u %u/%u ib %d%s", slot,
                 slot == t->d->focus_warp ? "" : " top", w->cta, w->warp_in_cta, w->next,
                 w->ninst, wp.ibuffer, wp.imiss ? "m" : wp.fetch_buffer ? "f" : "");
    tui_put(p, 0, 0, tui_attr(t, TUI_C_TITLE), "%s", title);
    int body = rows - 1;
    struct tui_vstate *v = &t->vs[p->vi];
    /* v->scroll is an offset from the PC-centred position (Home: back to 0) */
    int start = (int)w->next - body / 3 + v->scroll;
    if (start < 0)
        start = 0;
    for (int i = 0, row = 1; row < rows && start + i < (int)w->ninst; i++, row++) {
        int k = start + i;
        const struct ws_inst *in = ws_warp_inst(w->trace, (uint32_t)k);   /* streamed or not */
        char txt[128];
        tui_inst_text(t, in, txt, sizeof txt);
        bool cur = (uint32_t)k == w->next;
        char where[4] = "";
        if ((uint32_t)k >= wp.next && (uint32_t)k < wp.fetched)
            snprintf(where, sizeof where, "ib");
        for (int j = 0; wp.where[j] && wp.where[j] != '+'; j++)
            if (wp.where_idx[j] == k)
                snprintf(where, sizeof where, "%c", wp.where[j]);
        attr_t a = cur ? tui_attr(t, TUI_C_HILITE) : (uint32_t)k < w->next ? tui_attr(t, TUI_C_DIM) : 0;
        tui_put(p, row, 0, a, "%c %5d %-2s %04x %s", cur ? '>' : ' ', k, where, in->pc, txt);
    }
}

static bool trace_key(struct tui *t, struct tui_pane *p, int key)
{
    struct tui_vstate *v = &t->vs[p->vi];
    int page = tui_rows(p) > 2 ? tui_rows(p) - 1 : 1;
    switch (key) {
    case KEY_UP: v->scroll--; break;
    case KEY_DOWN: v->scroll++; break;
    case KEY_PPAGE: v->scroll -= page; break;
    case KEY_NPAGE: v->scroll += page; break;
    case KEY_HOME: v->scroll = 0; break;
    default: return false;
    }
    return true;
}

const struct ws_view tui_view_trace = {
    "trace", '8', "the focused warp's instruction stream around its PC",
    trace_draw, trace_key, NULL,
    "Title: warp, top (the top-priority warp, when none is focused), CTA id.warp in it, "
    "issued/instructions, ib I-buffer (m I-cache miss, f fetched).  "
    "> next instruction, dim: issued.  ib: decoded in the I-buffer; I C D X W L S "
    "M: its pipeline stage (as the warps view's Pipe).  Then PC and instruction.",
};
