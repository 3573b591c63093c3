/* diffview.c — the TUI on two simulators in lockstep (`warpscope tui --diff A,B`, issue
 * 21): the `diff` view (each side's policy, cycle, IPC and L1D misses with B-A, and the
 * first divergence of each kind so far), the diff layouts that put the warps, cache and
 * dram views of side A and side B next to each other (A above B on a narrow, tall
 * screen), the recorders of the two sides, and the helpers the views use to draw one
 * side and to highlight what differs from the other.  Each side's pane scrolls on its own
 * (tui_vs): '<' and '>' focus side A's or B's pane, '=' links their scrolling.  Views
 * stay read-only: stepping, `focus a|b` and `break diverge` are the debugger's commands
 * (src/dbg/dbg_diff.c). */
#include "tui.h"

#include <stdio.h>
#include <string.h>

#include "warpscope/diff.h"
#include "warpscope/sim.h"

#define DIFF_STACK_COLS 100     /* narrower than this and tall enough: A above B */
#define DIFF_STACK_SIDE_ROWS 8  /* rows each side needs for A above B */

bool tui_diff_on(const struct tui *t)
{
    return t->d && ws_dbg_diff_sim(t->d, 0) != NULL;
}

static bool diff_side_pane(const struct tui *t, const struct tui_pane *p)
{
    return p && p->side >= 0 && tui_diff_on(t);
}

struct ws_sim *tui_pane_sim(const struct tui *t, const struct tui_pane *p)
{
    return diff_side_pane(t, p) ? ws_dbg_diff_sim(t->d, p->side) : t->d->sim;
}

const struct tui_rec *tui_pane_rec(const struct tui *t, const struct tui_pane *p)
{
    return diff_side_pane(t, p) ? &t->drec[p->side] : &t->rec;
}

struct ws_sim *tui_pane_other(const struct tui *t, const struct tui_pane *p)
{
    return diff_side_pane(t, p) ? ws_dbg_diff_sim(t->d, !p->side) : NULL;
}

attr_t tui_diff_attr(const struct tui *t)
{
    (void)t;
    return A_REVERSE | A_BOLD;    /* monochrome too: no colour needed to see it */
}

/* The later of the two sides' cycles (a finished side stays where it ended). */
static uint64_t diff_now(const struct tui *t)
{
    uint64_t a = ws_sim_cycle(ws_dbg_diff_sim(t->d, 0)), b = ws_sim_cycle(ws_dbg_diff_sim(t->d, 1));
    return a > b ? a : b;
}

/* A divergence of `kind` in the cycle that just ran (where `break diverge` stops). */
static const struct ws_diff_divergence *diff_just(const struct tui *t, int kind)
{
    const struct ws_diff_divergence *v = ws_dbg_diff_first(t->d, kind);
    return v && v->cycle + 1 == diff_now(t) ? v : NULL;
}

const struct ws_event *tui_pane_diverge(const struct tui *t, const struct tui_pane *p, int kind)
{
    if (!diff_side_pane(t, p))
        return NULL;
    const struct ws_diff_divergence *v = diff_just(t, kind);
    return v && v->has[p->side] ? &v->ev[p->side] : NULL;
}

void tui_diff_sync(struct tui *t, bool sim_changed)
{
    for (int i = 0; i < 2; i++) {
        struct ws_sim *s = t->d ? ws_dbg_diff_sim(t->d, i) : NULL;
        struct tui_rec *r = &t->drec[i];
        if (sim_changed) {       /* the old sides are freed: nothing to unsubscribe from */
            r->sub = 0;
            r->sim = NULL;
        }
        if (r->sim != s) {
            tui_rec_detach_rec(r);
            if (s)
                tui_rec_attach_sim(r, s, t->d->focus_sm);
        }
        if (s)
            tui_rec_focus_sm(r, t->d->focus_sm);
    }
    /* the session's recorder follows the focused side (`focus b` keeps both alive) */
    if (!sim_changed && tui_diff_on(t) && t->rec.sim != t->d->sim) {
        tui_rec_detach(t);
        tui_rec_attach(t);
    }
}

void tui_diff_free(struct tui *t)
{
    for (int i = 0; i < 2; i++)
        tui_rec_free_rec(&t->drec[i]);
}

/* ---- the diff view ------------------------------------------------------------------- */

/* "  IPC 12.34 | 10.01 (-2.33)": label, A, B, B-A; reverse video when they differ. */
static int diff_pair(struct tui *t, struct tui_pane *p, int row, int x, const char *label,
                     double a, double b, bool real)
{
    char buf[96];
    int n = real ? snprintf(buf, sizeof buf, "%s %.2f|%.2f %+.2f", label, a, b, b - a)
                 : snprintf(buf, sizeof buf, "%s %.0f|%.0f %+.0f", label, a, b, b - a);
    bool differ = real ? (int64_t)(a * 100 + 0.5) != (int64_t)(b * 100 + 0.5) : a != b;
    tui_put(p, row, x, differ ? tui_diff_attr(t) : 0, "%s", buf);
    return x + n + 2;
}

static void diff_draw(struct tui *t, struct tui_pane *p)
{
    int rows = tui_rows(p), row = 0;
    if (!tui_diff_on(t)) {
        tui_put(p, 0, 0, 0, "one simulator: start with 'warpscope tui --diff A,B TRACE' to "
                "compare two");
        return;
    }
    struct ws_sim_stats st[2];
    for (int i = 0; i < 2; i++)
        ws_sim_stats(ws_dbg_diff_sim(t->d, i), &st[i]);
    int f = ws_dbg_diff_focus(t->d);
    tui_put(p, row, 0, tui_attr(t, TUI_C_TITLE), "A %s%s | B %s%s   (A|B B-A)",
            ws_dbg_diff_desc(t->d, 0), f == 0 ? "*" : "", ws_dbg_diff_desc(t->d, 1),
            f == 1 ? "*" : "");
    if (++row >= rows)
        return;
    int x = 0;
    x = diff_pair(t, p, row, x, "cycle", (double)ws_sim_cycle(ws_dbg_diff_sim(t->d, 0)),
                  (double)ws_sim_cycle(ws_dbg_diff_sim(t->d, 1)), false);
    x = diff_pair(t, p, row, x, "IPC", st[0].ipc, st[1].ipc, true);
    x = diff_pair(t, p, row, x, "L1D miss", (double)st[0].l1d_misses, (double)st[1].l1d_misses,
                  false);
    (void)x;
    if (++row >= rows)
        return;
    char buf[256];
    int n = snprintf(buf, sizeof buf, "first diverge:");
    tui_put(p, row, 0, tui_attr(t, TUI_C_HEAD), "%s", buf);
    int cx = n + 1;
    for (int k = 0; k < WS_DIFF_KINDS; k++) {
        const struct ws_diff_divergence *v = ws_dbg_diff_first(t->d, k);
        char cell[64];
        int m = v ? snprintf(cell, sizeof cell, "%s@%llu", ws_diff_kind_names[k],
                             (unsigned long long)v->cycle)
                  : snprintf(cell, sizeof cell, "%s -", ws_diff_kind_names[k]);
        bool just = diff_just(t, k) != NULL;     /* the cycle that just ran */
        tui_put(p, row, cx, just ? tui_attr(t, TUI_C_HILITE) : 0, "%s%s", just ? ">" : "", cell);
        cx += m + (just ? 1 : 0) + 2;
    }
    if (++row >= rows)
        return;
    tui_put(p, row, 0, tui_attr(t, TUI_C_DIM), "warp insts %llu|%llu  dram reads %llu|%llu  "
            "l2 misses %llu|%llu", (unsigned long long)st[0].warp_insts,
            (unsigned long long)st[1].warp_insts, (unsigned long long)st[0].dram_reads,
            (unsigned long long)st[1].dram_reads, (unsigned long long)st[0].l2_misses,
            (unsigned long long)st[1].l2_misses);
}

const struct ws_view tui_view_diff = {
    "diff", 'D', "--diff: both sides' cycle, IPC, L1D misses (B-A) and first divergences",
    diff_draw, NULL, NULL,
    "A|B: side A's and side B's value, then B-A; reverse video: they differ.  * the "
    "focused side (focus a|b).  first diverge: the cycle each kind (issue, cache, dram, "
    "cta-launch) first differed, - not yet; > it did in the cycle that just ran.  In the "
    "side panes (titled A or B) reverse video marks a cell that differs from the other "
    "side's same warp, cache way or bank, > the divergence.",
};

/* ---- the diff layouts ------------------------------------------------------------------ */

/* Layout name -> the views each side shows, top to bottom. */
static const struct { const char *name; const char *views[3]; } diff_layouts[] = {
    { "diff", { "warps", NULL, NULL } },
    { "diff-cache", { "cache", NULL, NULL } },
    { "diff-dram", { "dram", NULL, NULL } },
    { "diff-all", { "warps", "cache", "dram" } },
};

bool tui_diff_layout(struct tui *t, const char *name, int h, int w)
{
    int li = -1;
    for (int i = 0; i < (int)(sizeof diff_layouts / sizeof diff_layouts[0]); i++)
        if (!strcmp(diff_layouts[i].name, name))
            li = i;
    if (li < 0)
        return false;
    int top = h >= 30 ? 6 : 5;     /* the diff view: a frame around 3 or 4 lines */
    if (h - top < 6)
        top = 3;
    tui_layout_add(t, tui_view_find("diff"), -1, 0, 0, top, w);
    int nk = 0;
    while (nk < 3 && diff_layouts[li].views[nk])
        nk++;
    int area = h - top;
    bool stack = nk == 1 && w < DIFF_STACK_COLS && area >= 2 * DIFF_STACK_SIDE_ROWS;
    for (int k = 0, y = top; k < nk; k++) {
        int kh = k == nk - 1 ? h - y : area * (k == 0 ? 40 : 30) / 100;
        int vi = tui_view_find(diff_layouts[li].views[k]);
        if (stack) {
            tui_layout_add(t, vi, 0, y, 0, kh / 2, w);
            tui_layout_add(t, vi, 1, y + kh / 2, 0, kh - kh / 2, w);
        } else {
            tui_layout_add(t, vi, 0, y, 0, kh, w / 2);
            tui_layout_add(t, vi, 1, y, w / 2, kh, w - w / 2);
        }
        y += kh;
    }
    return true;
}

/* ---- which side scrolls ---------------------------------------------------------------- */

bool tui_diff_key(struct tui *t, int ch)
{
    if (!tui_diff_on(t))
        return false;
    if (ch == '=') {
        t->diff_link = !t->diff_link;
        const struct tui_pane *p = t->npanes ? &t->pane[t->focus] : NULL;
        if (t->diff_link && p && p->side >= 0)   /* together from the focused side's place */
            t->dvs[!p->side][p->vi].scroll = t->dvs[p->side][p->vi].scroll;
        return true;
    }
    int side = ch == '>';
    int vi = t->npanes ? t->pane[t->focus].vi : -1, any = -1;
    for (int i = 0; i < t->npanes; i++) {
        if (t->pane[i].side != side)
            continue;
        if (t->pane[i].vi == vi) {   /* the same view's other side first */
            t->focus = i;
            return true;
        }
        if (any < 0)
            any = i;
    }
    if (any >= 0)
        t->focus = any;
    return any >= 0;
}
