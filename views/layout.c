/* layout.c — the view table, the layouts that arrange views on the screen (`layout
 * sched|mem|all|pipeline`, a policy's, the diff layouts under --diff (diffview.c), or
 * any view alone), pane focus, the F-key bar and the help screen. */
#include "tui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpscope/sim.h"

/* The one table of views (DESIGN §9).  Index = view id (struct tui_pane.vi). */
const struct ws_view *const tui_views[] = {
    &tui_view_sms, &tui_view_warps, &tui_view_ctas, &tui_view_cache, &tui_view_dram,
    &tui_view_stats, &tui_view_log, &tui_view_trace, &tui_view_output, &tui_view_vta,
    &tui_view_pipe, &tui_view_lesson, &tui_view_diff, NULL,
};

int tui_view_find(const char *name)
{
    for (int i = 0; tui_views[i]; i++)
        if (!strcmp(tui_views[i]->name, name))
            return i;
    return -1;
}

/* A layout places views in the area above the output pane, in percent of it. */
struct layout_place {
    const char *view;
    int x0, y0, x1, y1;
};
#define LAYOUT_POLICY "(policy)"   /* the policy's own state view: vta (CCWS) or stats */
#define LAYOUT_WIDE 4              /* index of "wide" */
#define LAYOUT_WIDE_COLS 160       /* the screen from which it is the default */
#define LAYOUT_WIDE_ROWS 48
#define LAYOUT_MIN_COLS 40         /* below this the views are not drawn */
#define LAYOUT_MIN_ROWS 12
#define LAYOUT_LESSON_SIDE 120     /* from this width the lesson pane sits beside the output */
#define LAYOUT_LESSON_ROWS 30      /* below this height a lesson step's views show alone */
#define LAYOUT_DIFF 9              /* index of "diff": the diff layouts follow it */
#define LAYOUT_DIFF_ALL 12         /* index of "diff-all", the default at 160x48 under --diff */
struct layout_def {
    const char *name, *doc;
    struct layout_place place[TUI_MAX_PANES - 1];
};

static const struct layout_def layout_defs[] = {
    { "sched", "scheduling: SMs, the focused SM's warps and CTAs, the focused warp's trace",
      { { "sms", 0, 0, 100, 26 }, { "warps", 0, 26, 62, 100 }, { "ctas", 62, 26, 100, 62 },
        { "trace", 62, 62, 100, 100 }, { NULL, 0, 0, 0, 0 } } },
    { "mem", "memory: the focused SM's L1 sets, DRAM banks with timelines, the event log",
      { { "cache", 0, 0, 45, 68 }, { "dram", 45, 0, 100, 68 }, { "log", 0, 68, 100, 100 },
        { NULL, 0, 0, 0, 0 } } },
    { "all", "everything at once (for large terminals)",
      { { "sms", 0, 0, 60, 22 }, { "stats", 60, 0, 100, 22 }, { "warps", 0, 22, 60, 58 },
        { "ctas", 60, 22, 100, 58 }, { "cache", 0, 58, 30, 100 }, { "dram", 30, 58, 70, 100 },
        { "log", 70, 58, 100, 79 }, { "trace", 70, 79, 100, 100 }, { NULL, 0, 0, 0, 0 } } },
    { "pipeline", "the SM pipeline: SMs, the focused SM's warps (I-buffer, Pipe) and its "
      "pipeline",
      { { "sms", 0, 0, 100, 18 }, { "warps", 0, 18, 55, 100 }, { "pipe", 55, 18, 100, 100 },
        { NULL, 0, 0, 0, 0 } } },
    { "wide", "the default at 160x48 and up: SMs, warps, CTAs, the policy's state (vta under "
      "CCWS, else stats), L1 sets, DRAM banks, the log",
      { { "sms", 0, 0, 100, 16 }, { "warps", 0, 16, 52, 62 }, { "ctas", 52, 16, 76, 62 },
        { LAYOUT_POLICY, 76, 16, 100, 62 }, { "cache", 0, 62, 36, 100 },
        { "dram", 36, 62, 72, 100 }, { "log", 72, 62, 100, 100 }, { NULL, 0, 0, 0, 0 } } },
    { "owl", "OWL: SMs, the focused SM's CTA groups and warps, its CTAs, DRAM banks, the log",
      { { "sms", 0, 0, 100, 18 }, { "warps", 0, 18, 60, 66 }, { "ctas", 60, 18, 100, 66 },
        { "dram", 0, 66, 55, 100 }, { "log", 55, 66, 100, 100 }, { NULL, 0, 0, 0, 0 } } },
    { "ccws", "CCWS: SMs, the focused SM's score stack and VTAs (vta), its warps, L1 sets, the log",
      { { "sms", 0, 0, 100, 18 }, { "vta", 0, 18, 58, 70 }, { "warps", 58, 18, 100, 70 },
        { "cache", 0, 70, 45, 100 }, { "log", 45, 70, 100, 100 }, { NULL, 0, 0, 0, 0 } } },
    { "pro", "PRO: SMs, the focused SM's CTAs (rank) and warps (TB state, progress), tb-state log",
      { { "sms", 0, 0, 100, 22 }, { "ctas", 0, 22, 45, 72 }, { "warps", 45, 22, 100, 72 },
        { "log", 0, 72, 100, 100 }, { NULL, 0, 0, 0, 0 } } },
    { "ctaa", "CTAA: the focused SM's warps with DIST/PerCTA tables and queues, L1 sets, the log",
      { { "warps", 0, 0, 60, 100 }, { "cache", 60, 0, 100, 55 }, { "log", 60, 55, 100, 100 },
        { NULL, 0, 0, 0, 0 } } },
    /* under --diff: panes placed by diffview.c (tui_diff_layout) */
    { "diff", "--diff: the delta line, side A's and side B's warps (side by side; A above B "
      "on a narrow, tall screen)", { { NULL, 0, 0, 0, 0 } } },
    { "diff-cache", "--diff: the delta line, both sides' L1 sets", { { NULL, 0, 0, 0, 0 } } },
    { "diff-dram", "--diff: the delta line, both sides' DRAM banks and timelines",
      { { NULL, 0, 0, 0, 0 } } },
    { "diff-all", "--diff, the default at 160x48 and up: the delta line, both sides' warps, "
      "L1 sets and DRAM banks", { { NULL, 0, 0, 0, 0 } } },
};
#define LAYOUT_COUNT ((int)(sizeof layout_defs / sizeof layout_defs[0]))
#define LAYOUT_GENERAL 5   /* sched, mem, all, pipeline, wide: F2 cycles these and the policy's own */

/* The layout that puts a policy's state together, by policy name ("" when none). */
static const char *layout_of_policy(const char *policy)
{
    static const char *const map[][2] = {
        { "cta", "owl" }, { "cta-loc", "owl" }, { "cta-blp", "owl" }, { "owl", "owl" },
        { "ccws", "ccws" }, { "pro", "pro" }, { "ctaa", "ctaa" },
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (!strcmp(map[i][0], policy))
            return map[i][1];
    return "";
}

/* Names `layout` accepts (for completion): the layouts, then every view. */
const char *const tui_layout_names[] = {
    "sched", "mem", "all", "pipeline", "wide", "owl", "ccws", "pro", "ctaa", "diff", "diff-cache",
    "diff-dram", "diff-all", "sms", "warps", "ctas", "cache", "dram", "stats", "log", "trace",
    "vta", "pipe", NULL,
};

const char *tui_layout_name(const struct tui *t)
{
    return t->layout >= 0 ? layout_defs[t->layout].name : tui_views[t->single]->name;
}

static void layout_free_panes(struct tui *t)
{
    for (int i = 0; i < t->npanes; i++)
        if (t->pane[i].win)
            delwin(t->pane[i].win);
    t->npanes = 0;
    if (t->cmdwin)
        delwin(t->cmdwin);
    if (t->barwin)
        delwin(t->barwin);
    t->cmdwin = t->barwin = NULL;
}

void tui_layout_free(struct tui *t)
{
    layout_free_panes(t);
}

void tui_layout_add(struct tui *t, int vi, int side, int y, int x, int h, int w)
{
    if (vi < 0 || t->npanes >= TUI_MAX_PANES || h < 3 || w < 8)
        return;
    struct tui_pane *p = &t->pane[t->npanes++];
    p->vi = vi;
    p->side = side;
    p->y = y;
    p->x = x;
    p->h = h;
    p->w = w;
    p->win = newwin(h, w, y, x);
    if (tui_views[vi]->resize)
        tui_views[vi]->resize(t, p);
}

void tui_layout_apply(struct tui *t)
{
    if (!t->up)
        return;     /* `layout` before the screen started: remembered for later */
    int focus_vi = t->npanes > 0 ? t->pane[t->focus].vi : -1;
    int focus_side = t->npanes > 0 ? t->pane[t->focus].side : -1;
    bool diff = tui_diff_on(t);
    layout_free_panes(t);
    int H = LINES, W = COLS;
    bool big = H >= LAYOUT_WIDE_ROWS && W >= LAYOUT_WIDE_COLS;
    if (t->layout_auto)
        t->layout = diff ? (big ? LAYOUT_DIFF_ALL : LAYOUT_DIFF) : big ? LAYOUT_WIDE : 0;
    if (!diff && t->layout >= LAYOUT_DIFF)   /* the diff ended (a session of one) */
        t->layout = 0;
    if (H < LAYOUT_MIN_ROWS || W < LAYOUT_MIN_COLS) {   /* a message and the command line */
        t->cmdwin = newwin(1, W > 0 ? W : 1, H > 1 ? H - 1 : 0, 0);
        keypad(t->cmdwin, TRUE);
        clearok(curscr, TRUE);
        return;
    }
    t->barwin = newwin(1, W, H - 1, 0);
    t->cmdwin = newwin(1, W, H - 2, 0);
    keypad(t->cmdwin, TRUE);
    int out_h = H / 4;
    if (out_h < 5)
        out_h = 5;
    if (out_h > 12)
        out_h = 12;
    /* an open lesson: its pane beside the output on a wide screen, else above it */
    bool lesson = t->d && t->d->lesson;
    int les_h = 0;
    if (lesson && W >= LAYOUT_LESSON_SIDE) {
        if (out_h < 10)
            out_h = 10;
    } else if (lesson) {
        out_h = 5;
        les_h = H >= LAYOUT_LESSON_ROWS ? 11 : 9;
    }
    int area = H - 2 - out_h - les_h;
    if (area < 3) {
        out_h = H - 2 - les_h;
        area = 0;
    }
    if (area > 0) {
        if (t->layout < 0) {
            tui_layout_add(t, t->single, -1, 0, 0, area, W);
        } else if (t->layout >= LAYOUT_DIFF) {
            tui_diff_layout(t, layout_defs[t->layout].name, area, W);
        } else {
            const struct layout_def *l = &layout_defs[t->layout];
            for (const struct layout_place *pl = l->place; pl->view; pl++) {
                int y0 = pl->y0 * area / 100, y1 = pl->y1 * area / 100;
                int x0 = pl->x0 * W / 100, x1 = pl->x1 * W / 100;
                const char *name = pl->view;
                if (!strcmp(name, LAYOUT_POLICY))
                    name = t->d && t->d->sim && !strcmp(ws_sim_policy(t->d->sim)->name, "ccws")
                               ? "vta" : "stats";
                tui_layout_add(t, tui_view_find(name), -1, y0, x0, y1 - y0, x1 - x0);
            }
        }
    }
    if (lesson && les_h > 0) {
        tui_layout_add(t, tui_view_find("lesson"), -1, area, 0, les_h, W);
        tui_layout_add(t, tui_view_find("output"), -1, area + les_h, 0, out_h, W);
    } else if (lesson) {
        tui_layout_add(t, tui_view_find("lesson"), -1, area, W / 2, out_h, W - W / 2);
        tui_layout_add(t, tui_view_find("output"), -1, area, 0, out_h, W / 2);
    } else {
        tui_layout_add(t, tui_view_find("output"), -1, area, 0, out_h, W);
    }
    t->focus = 0;     /* the same view keeps the focus (the same side of it first) */
    for (int i = t->npanes - 1; i >= 0; i--)
        if (t->pane[i].vi == focus_vi && t->pane[i].side == focus_side)
            t->focus = i;
    for (int i = t->npanes - 1; i >= 0 && t->pane[t->focus].vi != focus_vi; i--)
        if (t->pane[i].vi == focus_vi)
            t->focus = i;
    clearok(curscr, TRUE);
}

int tui_layout_set(struct tui *t, const char *name, struct ws_err *err)
{
    char word[64] = "";
    sscanf(name, "%63s", word);
    for (int i = 0; i < LAYOUT_COUNT; i++)
        if (!strcmp(word, layout_defs[i].name)) {
            if (i >= LAYOUT_DIFF && !tui_diff_on(t))
                return ws_errf(err, WS_ERR_INPUT, "layout %s: shows two simulators side by "
                               "side: start with 'warpscope tui --diff A,B TRACE'", word);
            t->layout = i;
            t->layout_auto = false;
            tui_layout_apply(t);
            return WS_OK;
        }
    int vi = tui_view_find(word);
    if (vi >= 0 && strcmp(word, "output") != 0) {
        t->layout_auto = false;
        t->layout = -1;
        t->single = vi;
        tui_layout_apply(t);
        return WS_OK;
    }
    return ws_errf(err, WS_ERR_INPUT, "%s '%s' (layouts: sched, mem, all, pipeline, wide, owl, ccws, "
                   "pro, ctaa, under --diff diff, diff-cache, diff-dram, diff-all; or a view: sms, "
                   "warps, ctas, cache, dram, stats, log, trace, vta, pipe, diff)",
                   word[0] ? "unknown layout" : "expected a layout name", word);
}

/* F2: sched -> mem -> all -> pipeline -> the current policy's layout (if it has one)
 * -> sched; under --diff: diff -> diff-cache -> diff-dram -> diff-all -> sched ... ->
 * diff. */
void tui_layout_next(struct tui *t)
{
    if (tui_diff_on(t)) {
        t->layout_auto = false;
        if (t->layout >= LAYOUT_DIFF && t->layout < LAYOUT_DIFF_ALL)
            t->layout++;
        else if (t->layout == LAYOUT_DIFF_ALL)
            t->layout = 0;
        else if (t->layout >= 0 && t->layout < LAYOUT_GENERAL - 1)
            t->layout++;
        else
            t->layout = LAYOUT_DIFF;
        tui_layout_apply(t);
        return;
    }
    const char *own = layout_of_policy(t->d ? t->d->cfg.sched_policy : "");
    int own_i = -1;
    for (int i = LAYOUT_GENERAL; i < LAYOUT_COUNT; i++)
        if (!strcmp(layout_defs[i].name, own))
            own_i = i;
    t->layout_auto = false;
    if (t->layout < 0)
        t->layout = 0;
    else if (t->layout == LAYOUT_GENERAL - 1 && own_i >= 0)
        t->layout = own_i;
    else if (t->layout >= LAYOUT_GENERAL - 1)
        t->layout = 0;
    else
        t->layout++;
    tui_layout_apply(t);
}

/* Focus a view: its pane if it is shown, else show it alone (htop-style). */
void tui_focus_view(struct tui *t, int vi)
{
    for (int i = 0; i < t->npanes; i++)
        if (t->pane[i].vi == vi) {
            t->focus = i;
            return;
        }
    if (vi < 0 || vi == tui_view_find("output"))
        return;             /* output is in every layout; none on a tiny screen */
    t->layout_auto = false;
    t->layout = -1;
    t->single = vi;
    tui_layout_apply(t);
    t->focus = 0;
}

/* Does layout i show view vi (its policy pane resolved as tui_layout_apply does)? */
static bool layout_shows(const struct tui *t, int i, int vi)
{
    bool ccws = t->d && t->d->sim && !strcmp(ws_sim_policy(t->d->sim)->name, "ccws");
    for (const struct layout_place *pl = layout_defs[i].place; pl->view; pl++) {
        const char *name = strcmp(pl->view, LAYOUT_POLICY) ? pl->view : ccws ? "vta" : "stats";
        if (tui_view_find(name) == vi)
            return true;
    }
    return false;
}

void tui_layout_lesson(struct tui *t, const char *views)
{
    int vi[8], n = 0;
    char buf[128];
    snprintf(buf, sizeof buf, "%s", views ? views : "");
    for (char *w = strtok(buf, " "); w && n < 8; w = strtok(NULL, " "))
        if (tui_view_find(w) >= 0)
            vi[n++] = tui_view_find(w);
    if (n == 0)
        return;
    if (tui_diff_on(t)) {    /* under --diff: the diff layout of the views the step names */
        int want = LAYOUT_DIFF, kinds = 0;
        for (int k = 0; k < n; k++) {
            const char *nm = tui_views[vi[k]]->name;
            int l = !strcmp(nm, "cache") ? LAYOUT_DIFF + 1 : !strcmp(nm, "dram") ? LAYOUT_DIFF + 2
                  : !strcmp(nm, "warps") ? LAYOUT_DIFF : -1;
            if (l >= 0 && (kinds++ == 0 || l == want))
                want = l;
            else if (l >= 0)
                want = LAYOUT_DIFF_ALL;
        }
        if (want == LAYOUT_DIFF_ALL && (LINES < LAYOUT_WIDE_ROWS || COLS < LAYOUT_WIDE_COLS))
            want = LAYOUT_DIFF;
        if (t->layout != want) {
            t->layout_auto = false;
            t->layout = want;
            tui_layout_apply(t);
        }
        for (int i = t->npanes - 1; i >= 0; i--)
            if (t->pane[i].vi == vi[0])
                t->focus = i;
        return;
    }
    bool small = LINES < LAYOUT_LESSON_ROWS || COLS < LAYOUT_LESSON_SIDE;
    int pick = -2;    /* -2: none yet; -1: vi[0] alone */
    if (small)
        pick = -1;
    int from = small ? LAYOUT_COUNT : t->layout >= 0 ? -1 : 0;
    for (int i = from; i < LAYOUT_COUNT && pick == -2; i++) {
        int li = i < 0 ? t->layout : i;    /* the current layout first */
        bool all = true;
        for (int k = 0; k < n; k++)
            all = all && layout_shows(t, li, vi[k]);
        if (all)
            pick = li;
    }
    if (pick == -2)
        pick = -1;
    if (pick != t->layout || (pick == -1 && t->single != vi[0])) {
        t->layout_auto = false;
        t->layout = pick;
        t->single = vi[0];
        tui_layout_apply(t);
    }
    for (int i = 0; i < t->npanes; i++)
        if (t->pane[i].vi == vi[0])
            t->focus = i;
}

/* Below LAYOUT_MIN_COLS x LAYOUT_MIN_ROWS: say so (the command line still works). */
void tui_draw_small(struct tui *t)
{
    (void)t;
    if (LINES >= LAYOUT_MIN_ROWS && COLS >= LAYOUT_MIN_COLS)
        return;
    char msg[64];
    snprintf(msg, sizeof msg, "terminal too small (need %dx%d)", LAYOUT_MIN_COLS, LAYOUT_MIN_ROWS);
    erase();
    int st[8], ln[8], n = tui_wrap(msg, COLS > 0 ? COLS : 1, st, ln, 8);
    for (int i = 0, y = LINES > 2 ? (LINES - 2) / 2 : 0; i < n && i < 8 && y + i < LINES - 1; i++)
        mvaddnstr(y + i, 0, msg + st[i], ln[i]);     /* wrapped when even this is too wide */
    wnoutrefresh(stdscr);
}

/* htop's F-key bar: key in plain text, label on a coloured (or reverse) field. */
void tui_draw_bar(struct tui *t)
{
    WINDOW *w = t->barwin;
    if (!w)
        return;
    /* key, label, priority: when the bar is short the highest numbers go first, so the
     * status on the right always has its room */
    static const struct { const char *key, *label; int prio; } keys[] = {
        { "F1", "Help", 0 }, { "F2", "Layout", 3 }, { "F3", "Legend", 2 }, { "F4", "Back", 4 },
        { "F5", "Cont", 1 }, { "F6", "Step", 1 }, { "F7", "Next", 4 }, { "F8", "Stop", 5 },
        { "F9", "RCont", 5 }, { "F10", "Quit", 0 },
        { "Tab", "Focus", 6 }, { "/", "Filter", 7 },
    };
    enum { NKEYS = (int)(sizeof keys / sizeof keys[0]) };
    char st[96], les[48] = "";
    const struct ws_lesson *l = t->d->lesson;
    if (l && l->step < l->nsteps)
        snprintf(les, sizeof les, " lesson %d/%d Space:next |", l->step, l->nsteps);
    else if (l)
        snprintf(les, sizeof les, " lesson done |");
    else if (t->diff_link && tui_diff_on(t))   /* '=': both sides scroll together */
        snprintf(les, sizeof les, " scroll A=B |");
    if (t->d->sim)
        snprintf(st, sizeof st, "%s %s | sm %d | cycle %llu", les, tui_layout_name(t),
                 t->d->focus_sm, (unsigned long long)ws_sim_cycle(t->d->sim));
    else
        snprintf(st, sizeof st, "%s %s | not running", les, tui_layout_name(t));
    int len = (int)strlen(st), cols = getmaxx(w), x = 0, width[NKEYS], maxp = 7;
    for (int i = 0; i < NKEYS; i++) {
        int lw = (int)strlen(keys[i].label);
        width[i] = (int)strlen(keys[i].key) + (lw > 6 ? lw : 6) + 1;
    }
    for (; maxp >= 0; maxp--) {      /* the most keys that leave room for the status */
        int sum = 0;
        for (int i = 0; i < NKEYS; i++)
            sum += keys[i].prio <= maxp ? width[i] : 0;
        if (sum + len + 1 <= cols)
            break;
    }
    werase(w);
    for (int i = 0; i < NKEYS; i++) {
        if (keys[i].prio > maxp)
            continue;
        wattron(w, tui_attr(t, TUI_C_KEY));
        mvwaddstr(w, 0, x, keys[i].key);
        wattroff(w, tui_attr(t, TUI_C_KEY));
        x += (int)strlen(keys[i].key);
        wattron(w, tui_attr(t, TUI_C_LABEL));
        mvwprintw(w, 0, x, "%-6s", keys[i].label);
        wattroff(w, tui_attr(t, TUI_C_LABEL));
        x = width[i] + x - (int)strlen(keys[i].key);
    }
    /* the status: right-aligned; cut from the left when even it does not fit */
    mvwaddnstr(w, 0, len + 1 <= cols ? cols - len - 1 : 0, len + 1 <= cols ? st : st + (len + 1 - cols),
               cols - 1);
    wnoutrefresh(w);
}

/* The help screen: the keys, then every view's legend; pages with Space/PgDn when the
 * screen is short. */
void tui_draw_help(struct tui *t)
{
    static const char *const lines[] = {
        "warpscope TUI - keys (Space/PgDn: more; any other key closes this screen)",
        "With an empty command line:",
        "  s n c q    step / next / continue / quit (F6 F7 F5 F10)",
        "  S N C      reverse-step / reverse-next / reverse-continue (F4 F9: S C)",
        "  g          goto: the command line with 'goto ' typed (then a cycle, Enter)",
        "  :          start a command (then s/n/c/q are typed)",
        "  Tab        focus the next view (S-Tab: previous)",
        "  0-9 P      focus a view (output sms warps ctas cache dram stats log trace vta;",
        "             P pipe); one not in the layout is shown alone",
        "  [ ]        focus the previous / next SM (runs 'focus sm N')",
        "  /          filter the log (words must all match; empty: all)",
        "  L  F3      show / hide each view's legend (what its letters mean)",
        "  ?  F1      this screen        F2  next layout",
        "  Space      in a lesson: the next step",
        "  D          tui --diff A,B: the diff view (A|B, B-A, first divergences);",
        "             F2 cycles layouts diff (warps), diff-cache, diff-dram, diff-all:",
        "             side A's and side B's panes, reverse video where they differ",
        "  < >        --diff: focus side A's / side B's pane (each side scrolls on its",
        "             own: the scroll keys move the focused side's)",
        "  =          --diff: scroll both sides together (again: each on its own)",
        "Anywhere:",
        "  Up Down PgUp PgDn Home End   scroll the focused view",
        "  any key, Ctrl-C, F8          stop a running 'continue' (keys typed while",
        "                               a short command runs are kept and run after it)",
        "  Ctrl-C     clear the command line      Esc  leave the command line",
        "  Ctrl-Z     suspend (fg comes back)",
        "  Tab        complete a command; Ctrl-P/Ctrl-N history; Enter repeats step/next",
        "Commands: every debugger command ('help'); 'layout NAME' (sched mem all",
        "  pipeline wide, a policy's, diff..., or a view) rearranges; under --diff",
        "  'break diverge [kind=K]', 'info diff', 'focus a|b', a./b. names",
        "> marks what the last breakpoint stopped on, * the focused SM or warp.",
        "",
        "Lessons ('lesson NAME' opens one; Space goes from step to step):",
    };
    int n = (int)(sizeof lines / sizeof lines[0]);
    int h = LINES, w = 80 < COLS ? 80 : COLS;
    if (h < 3 || w < 12)
        return;
    WINDOW *win = newwin(h, w, 0, (COLS - w) / 2);
    if (!win)
        return;
    werase(win);
    box(win, 0, 0);
    int body = h - 2, line = 0, row = 0, tw = w - 4;
    t->help_more = false;
    /* put: draw help line `line` (if it is on this page) */
#define HELP_PUT(a, s, len) do { \
        if (line >= t->help_page && row < body) { \
            wattron(win, a); mvwaddnstr(win, 1 + row++, 2, s, len); wattroff(win, a); \
        } else if (row >= body) { t->help_more = true; } \
        line++; } while (0)
    for (int i = 0; i < n; i++)
        HELP_PUT(i == 0 ? tui_attr(t, TUI_C_TITLE) : 0, lines[i], tw);
    struct ws_lesson_info *li;
    int nl = ws_lesson_list(t->d ? t->d->lesson_dir : NULL, &li);
    for (int i = 0; i < nl; i++) {
        char buf[300];
        snprintf(buf, sizeof buf, "  %-16s %s", li[i].name, li[i].title);
        HELP_PUT(0, buf, tw);
    }
    free(li);
    HELP_PUT(0, "", tw);
    HELP_PUT(tui_attr(t, TUI_C_TITLE), "Legends (L or F3 shows each under its view):", tw);
    for (int v = 0; tui_views[v]; v++) {
        char buf[1024];
        snprintf(buf, sizeof buf, "%c %-6s %s", tui_views[v]->key, tui_views[v]->name,
                 tui_views[v]->legend ? tui_views[v]->legend : "");
        int st[16], ln[16];
        int k = tui_wrap(buf, tw - 9, st, ln, 16);
        for (int j = 0; j < k && j < 16; j++) {
            char part[256];
            snprintf(part, sizeof part, "%s%.*s", j ? "         " : "", ln[j], buf + st[j]);
            HELP_PUT(j ? 0 : tui_attr(t, TUI_C_KEY), part, tw);
        }
    }
#undef HELP_PUT
    if (t->help_page > 0 && row == 0) {   /* paged past the end (a resize): start again */
        t->help_page = 0;
        t->help_more = true;
    }
    wnoutrefresh(win);
    delwin(win);
}
