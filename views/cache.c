/* cache.c — the `cache` view: the focused SM's L1 data cache as sets x ways; each way
 * shows a state glyph (H hit / M miss since the last frame, r reserved, v valid,
 * d dirty, p prefetched, . invalid), the tag and the warp whose miss filled it, by the
 * number the warps view and events use (its slot; the cache keeps the warp's launch
 * number, so a filler that has finished shows as w~).  The set of the last breakpoint
 * event (l1-hit, l1-miss, l1-evict, vta-hit) is marked '>'.  Under --diff a pane shows
 * one side (diffview.c): a way whose line (valid or not, tag) differs from the other
 * side's same set and way is in reverse video, and the set of a cache divergence in the
 * cycle that just ran is marked '>'.
 * A sectored cache (l1d.sectored, and the L2) shows each way's 32-byte sectors after
 * its glyph: v valid, d written (dirty), r pending (being filled), . absent.  Key l
 * switches between the focused SM's L1D and the L2 slices (+ and - pick the slice). */
#include "tui.h"

#include <stdio.h>

#include "warpscope/cache.h"
#include "warpscope/diff.h"
#include "warpscope/sim.h"

static int cache_stop_set(const struct tui *t, const struct tui_pane *p, const struct ws_cache *c)
{
    const struct ws_event *e = tui_pane_diverge(t, p, WS_DIFF_CACHE);
    if (!e)
        e = tui_stop_event(t, p, -1);
    if (!e)
        return -1;
    if (e->sm != t->d->focus_sm)
        return -1;
    switch (e->kind) {
    case WS_EV_L1_HIT: case WS_EV_L1_MISS: case WS_EV_L1_EVICT: case WS_EV_VTA_HIT:
    case WS_EV_MSHR_FULL:
        return (int)ws_cache_set_of(c, e->addr);
    default:
        return -1;
    }
}

/* Sector glyphs of a way: v valid, d written, r pending, . absent. */
static void cache_sector_text(const struct ws_cache_line_view *lv, int n, char *buf)
{
    for (int k = 0; k < n; k++) {
        unsigned b = 1u << k;
        buf[k] = lv->state == WS_LINE_INVALID ? '.' : (lv->sd & b) ? 'd' : (lv->sr & b) ? 'r'
                 : (lv->sv & b) ? 'v' : '.';
    }
    buf[n] = 0;
}

static void cache_draw(struct tui *t, struct tui_pane *p)
{
    struct ws_sim *s = tui_pane_sim(t, p), *os = tui_pane_other(t, p);
    int rows = tui_rows(p), cols = tui_cols(p);
    int slice = t->cache_slice;
    if (s && slice >= ws_sim_l2_slices(s))
        slice = t->cache_slice = ws_sim_l2_slices(s) - 1;
    bool l2 = slice >= 0;
    const struct ws_cache *c = !s ? NULL : l2 ? ws_sim_l2(s, slice) : ws_sim_l1d(s, t->d->focus_sm);
    /* the other side's cache, compared way by way when it has the same geometry */
    const struct ws_cache *oc = !os ? NULL : l2 ? ws_sim_l2(os, slice)
                                : t->d->focus_sm < ws_sim_sm_count(os) ? ws_sim_l1d(os, t->d->focus_sm)
                                                                      : NULL;
    if (!c) {
        tui_put(p, 0, 0, 0, s ? "this SM has no L1D" : "no simulation (run)");
        return;
    }
    const struct tui_rec *r = tui_pane_rec(t, p);
    int sets = ws_cache_sets(c), ways = ws_cache_ways(c), line = ws_cache_line_size(c);
    int nsec = ws_cache_sectors(c);
    if (oc && (ws_cache_sets(oc) != sets || ws_cache_ways(oc) != ways ||
               ws_cache_line_size(oc) != line))
        oc = NULL;    /* another geometry (-a/-b l1d.size=...): no way-by-way comparison */
    struct ws_cache_stats cs;
    ws_cache_stats(c, &cs);
    if (l2)
        tui_put(p, 0, 0, tui_attr(t, TUI_C_TITLE), "L2 slice %d %dx%d %dB  acc %llu miss %llu  "
                "sectors v valid d dirty r pending (l: L1D, +/-: slice)", slice, sets, ways,
                line, (unsigned long long)cs.accesses, (unsigned long long)cs.misses);
    else if (nsec > 1)
        tui_put(p, 0, 0, tui_attr(t, TUI_C_TITLE), "SM %d L1D %dx%d %dB  acc %llu miss %llu  "
                "H hit M miss, sectors v valid d written r pending (l: L2)", t->d->focus_sm,
                sets, ways, line, (unsigned long long)cs.accesses,
                (unsigned long long)cs.misses);
    else
        tui_put(p, 0, 0, tui_attr(t, TUI_C_TITLE), "SM %d L1D %dx%d %dB  acc %llu miss %llu  "
                "H hit M miss r rsv v valid (L: legend)", t->d->focus_sm, sets, ways, line,
                (unsigned long long)cs.accesses, (unsigned long long)cs.misses);
    /* cell: glyph, the sectors of a sectored cache, tag (low hex digits), " w" and the
     * filling warp, a space */
    int sw = nsec > 1 ? nsec : 0;
    int cw = (cols - 5) / (ways > 0 ? ways : 1);
    if (cw < 4 + sw)
        cw = 4 + sw;
    bool warp_col = !l2 && cw >= 12 + sw;
    int tagw = warp_col ? cw - 8 - sw : cw - 2 - sw;
    if (tagw > 9)
        tagw = 9;
    int stop_set = l2 ? -1 : cache_stop_set(t, p, c);
    int body = rows - 1;
    int first = tui_scroll_clamp(t, p, sets, body);
    struct tui_vstate *vs = tui_vs(t, p);
    if (stop_set >= 0 && vs->seen != t->stop_serial) {
        vs->seen = t->stop_serial;
        tui_scroll_show(t, p, stop_set, body);
        first = tui_scroll_clamp(t, p, sets, body);
    }
    uint64_t tagmask = tagw >= 16 ? UINT64_MAX : (UINT64_C(1) << (4 * tagw)) - 1;
    uint64_t span = (uint64_t)line * (uint64_t)sets;   /* line x sets: a line's tag is addr / span */
    for (int set = first, row = 1; set < sets && row < rows; set++, row++) {
        bool mark = set == stop_set;
        bool setnew = !l2 && r->l1 == c && set < r->sets && r->set_stamp[set] == r->frame;
        attr_t sa = mark ? tui_attr(t, TUI_C_HILITE) : setnew ? A_BOLD : tui_attr(t, TUI_C_DIM);
        tui_put(p, row, 0, sa, "%c%3d", mark ? '>' : ' ', set);
        for (int w = 0; w < ways; w++) {
            struct ws_cache_line_view lv;
            ws_cache_line(c, set, w, &lv);
            size_t li = (size_t)set * (size_t)ways + (size_t)w;
            bool fresh = !l2 && r->l1 == c && set < r->sets && r->way_stamp[li] == r->frame;
            char g = '.';
            int color = TUI_C_DIM;
            if (fresh) {
                bool hit = r->way_kind[li] == WS_EV_L1_HIT;
                g = hit ? 'H' : 'M';
                color = hit ? TUI_C_HIT : TUI_C_MISS;
            } else if (lv.state == WS_LINE_RESERVED) {
                g = 'r';
                color = TUI_C_MEM;
            } else if (lv.state == WS_LINE_VALID) {
                g = lv.dirty ? 'd' : lv.prefetched ? 'p' : 'v';
                color = TUI_C_NORMAL;
            }
            int x = 5 + w * cw;
            bool differ = false;
            if (oc) {
                struct ws_cache_line_view ov;
                ws_cache_line(oc, set, w, &ov);
                differ = (ov.state == WS_LINE_INVALID) != (lv.state == WS_LINE_INVALID) ||
                         (lv.state != WS_LINE_INVALID && ov.addr / span != lv.addr / span);
            }
            attr_t ta = differ ? tui_diff_attr(t) : mark ? sa : 0;
            tui_put(p, row, x, differ ? ta : tui_attr(t, color), "%c", g);
            if (lv.state == WS_LINE_INVALID)
                continue;
            if (sw) {
                char sec[16];
                cache_sector_text(&lv, nsec, sec);
                tui_put(p, row, x + 1, differ ? ta : tui_attr(t, TUI_C_NORMAL), "%s", sec);
            }
            int tx = x + 1 + sw;
            uint64_t tag = lv.addr / span;
            int fs = warp_col ? ws_sim_fill_slot(s, t->d->focus_sm, lv.fill_warp) : -1;
            if (warp_col && fs >= 0)
                tui_put(p, row, tx, ta, "%0*llx w%-3d", tagw,
                        (unsigned long long)(tag & tagmask), fs);
            else if (warp_col && lv.fill_warp >= 0)
                tui_put(p, row, tx, ta, "%0*llx w~", tagw,
                        (unsigned long long)(tag & tagmask));
            else
                tui_put(p, row, tx, ta, "%0*llx", tagw,
                        (unsigned long long)(tag & tagmask));
        }
    }
}

/* l: the L1D or the L2 slices; + / -: the next or previous slice. */
static bool cache_key(struct tui *t, struct tui_pane *p, int ch)
{
    struct ws_sim *s = tui_pane_sim(t, p);
    int n = s ? ws_sim_l2_slices(s) : 0;
    switch (ch) {
    case 'l':
        t->cache_slice = t->cache_slice >= 0 || n == 0 ? -1 : 0;
        return true;
    case '+': case '-':
        if (t->cache_slice < 0 || n == 0)
            return false;
        t->cache_slice = (t->cache_slice + (ch == '+' ? 1 : n - 1)) % n;
        return true;
    default:
        return false;
    }
}

const struct ws_view tui_view_cache = {
    "cache", '4', "focused SM's L1D sets x ways: H/M hit/miss this frame, tag, filling warp",
    cache_draw, cache_key, NULL,
    "Rows are sets, columns ways.  H hit, M miss (this frame), r reserved (fill on "
    "the way), v valid, d dirty, p prefetched, . invalid.  Hex: tag.  wN: warp N "
    "filled it (the warps view's number; w~ it has finished).  > the stop's set.  Under "
    "--diff (panes titled A or B): reverse video, the way holds another line than the "
    "other side's; > the set of a cache divergence.  A sectored cache shows its 32-byte "
    "sectors after the glyph: v valid, d written (dirty), r pending, . absent.  l: the "
    "L2 slices instead (+/-: next/previous slice), l again: the L1D.",
};
