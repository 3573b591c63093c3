/* tui.c — the TUI's main loop (DESIGN §9): curses set-up and restore, keys (htop/gdb
 * habits), executing debugger commands, and the frame hook that redraws at a bounded
 * rate while `continue` runs and stops it on any key or Ctrl-C.
 *
 * Process-wide state (what signals and atexit force): the SIGINT flag, the number of a
 * signal that ends the session, the session whose terminal an exit() path must restore,
 * and what a crash handler needs to restore it (the terminal's modes before curses, the
 * escape sequences that leave curses' screen, the actions it replaced).
 *
 * Every signal whose default action ends the process restores the terminal: SIGINT
 * interrupts (a running command, or the line being typed); SIGTERM, SIGHUP, SIGQUIT,
 * SIGPIPE, SIGALRM, SIGUSR1/2, SIGXCPU and SIGXFSZ end the session through the normal
 * path (endwin) with exit status 128 + the signal; a crash (SIGSEGV, SIGBUS, SIGFPE,
 * SIGILL, SIGABRT, SIGSYS, SIGTRAP) restores the modes and the screen from the handler
 * with async-signal-safe calls, then re-raises the signal to the action it replaced (the
 * default, or a sanitizer's report). */
#include "tui.h"

#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "warpscope/sim.h"

#define TUI_FRAME_SECONDS 0.05      /* at most 20 frames per second while running */
#define TUI_IDLE_POLL_MS 250        /* the idle loop wakes up this often (signals) */
#define TUI_TYPEAHEAD_SECONDS 0.2   /* keys typed while a command runs shorter: typeahead */
#define TUI_KEY_CTRL_C 3            /* raw mode: Ctrl-C, Ctrl-Z and Ctrl-\ are keys */
#define TUI_KEY_CTRL_Z 26
#define TUI_KEY_CTRL_BS 28

struct ws_tui {
    struct tui t;
};

static volatile sig_atomic_t tui_sigint, tui_sigterm;   /* tui_sigterm: the ending signal */
static struct tui *tui_screen;      /* curses is up for this session (atexit) */

static const int tui_end_signals[] = { SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1,
                                       SIGUSR2, SIGXCPU, SIGXFSZ };
static const int tui_crash_signals[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGSYS,
                                         SIGTRAP };
#define TUI_NEND ((int)(sizeof tui_end_signals / sizeof tui_end_signals[0]))
#define TUI_NCRASH ((int)(sizeof tui_crash_signals / sizeof tui_crash_signals[0]))

/* What the crash handler restores (set while curses is up; tui_crash_len == 0: not). */
static struct termios tui_crash_modes;
static char tui_crash_seq[256];
static volatile sig_atomic_t tui_crash_len;
static struct sigaction tui_crash_old[TUI_NCRASH];

static void tui_on_sigint(int sig) { (void)sig; tui_sigint = 1; }
static void tui_on_sigterm(int sig) { tui_sigterm = sig; tui_sigint = 1; }

static void tui_on_crash(int sig)
{
    int n = (int)tui_crash_len;
    if (n > 0) {
        tui_crash_len = 0;
        ssize_t w = write(STDOUT_FILENO, tui_crash_seq, (size_t)n);
        (void)w;
        tcsetattr(STDIN_FILENO, TCSADRAIN, &tui_crash_modes);
        static const char msg[] = "warpscope: fatal signal; the terminal was restored\n";
        w = write(STDERR_FILENO, msg, sizeof msg - 1);
        (void)w;
    }
    for (int i = 0; i < TUI_NCRASH; i++)
        if (tui_crash_signals[i] == sig)
            sigaction(sig, &tui_crash_old[i], NULL);
    raise(sig);   /* delivered on return: the replaced action runs (or the fault recurs) */
}

/* Append terminfo capability cap (if the terminal has it) to the crash sequence. */
static void tui_crash_cap(size_t *len, const char *cap)
{
    char *v = tigetstr(cap);
    if (!v || v == (char *)-1)
        return;
    size_t n = strlen(v);
    if (*len + n < sizeof tui_crash_seq) {
        memcpy(tui_crash_seq + *len, v, n);
        *len += n;
    }
}

/* Arm the crash handler: modes are the terminal's before curses. */
static void tui_crash_arm(const struct termios *modes)
{
    size_t len = 0;
    tui_crash_cap(&len, "sgr0");
    tui_crash_cap(&len, "cnorm");
    tui_crash_cap(&len, "rmkx");
    tui_crash_cap(&len, "rmcup");
    if (len + 1 < sizeof tui_crash_seq)
        tui_crash_seq[len++] = '\n';
    tui_crash_modes = *modes;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = tui_on_crash;
    for (int i = 0; i < TUI_NCRASH; i++)
        sigaction(tui_crash_signals[i], &sa, &tui_crash_old[i]);
    tui_crash_len = (sig_atomic_t)len;
}

static void tui_crash_disarm(void)
{
    tui_crash_len = 0;
    for (int i = 0; i < TUI_NCRASH; i++)
        sigaction(tui_crash_signals[i], &tui_crash_old[i], NULL);
}

static void tui_atexit(void)
{
    if (tui_screen && tui_screen->up && !isendwin())
        endwin();
}

double tui_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- drawing ----------------------------------------------------------------------- */

#define TUI_LEGEND_MAX 8     /* legend lines a pane gives at most (and half its rows) */

static void tui_draw_pane(struct tui *t, struct tui_pane *p, bool focused)
{
    const struct ws_view *v = tui_views[p->vi];
    int ls[TUI_LEGEND_MAX], ll[TUI_LEGEND_MAX], nl = 0, need = 0;
    if (t->legend && v->legend) {
        need = tui_wrap(v->legend, p->w - 2, ls, ll, TUI_LEGEND_MAX);
        nl = need < TUI_LEGEND_MAX ? need : TUI_LEGEND_MAX;
        if (nl > (p->h - 2) / 2)
            nl = (p->h - 2) / 2;
    }
    p->legend_rows = nl;
    werase(p->win);
    attr_t fa = focused ? tui_attr(t, TUI_C_TITLE) : 0;
    wattron(p->win, fa);
    box(p->win, 0, 0);
    wattroff(p->win, fa);
    attr_t ta = focused ? tui_attr(t, TUI_C_FOCUS) : tui_attr(t, TUI_C_TITLE);
    wattron(p->win, ta);
    if (p->side >= 0 && tui_diff_on(t))    /* one side of a diff: which, and its policy */
        mvwprintw(p->win, 0, 2, focused ? "[%c %s %c: %s]" : " %c %s %c: %s ", v->key, v->name,
                  "AB"[p->side], ws_dbg_diff_desc(t->d, p->side));
    else
        mvwprintw(p->win, 0, 2, focused ? "[%c %s]" : " %c %s ", v->key, v->name);
    wattroff(p->win, ta);
    v->draw(t, p);
    attr_t la = tui_attr(t, TUI_C_LABEL);
    for (int i = 0; i < nl; i++) {       /* the legend under the view; '>' when cut */
        int y = p->h - 1 - nl + i;
        wattron(p->win, la);
        mvwprintw(p->win, y, 1, "%-*.*s", p->w - 2, ll[i], v->legend + ls[i]);
        if (i == nl - 1 && need > nl)
            mvwaddch(p->win, y, p->w - 2, '>');
        wattroff(p->win, la);
    }
    wnoutrefresh(p->win);
}

void tui_draw(struct tui *t)
{
    if (!t->up)
        return;
    tui_diff_sync(t, false);
    tui_rec_sample(t);
    tui_rec_focus(t);
    for (int i = 0; i < 2; i++)
        tui_rec_sample_rec(&t->drec[i]);
    tui_draw_small(t);
    for (int i = 0; i < t->npanes; i++)
        tui_draw_pane(t, &t->pane[i], i == t->focus);
    tui_draw_bar(t);
    if (t->cmdwin) {
        tui_rl_draw(t);
        wnoutrefresh(t->cmdwin);
    }
    if (t->help)
        tui_draw_help(t);   /* over everything, the command line too */
    curs_set(t->running || t->help ? 0 : 1);
    doupdate();
    t->rec.frame++;
    t->drec[0].frame++;
    t->drec[1].frame++;
    t->last_draw = tui_now();
}

/* ---- debugger front-end hooks ------------------------------------------------------ */

static int tui_fe_layout(void *ctx, const char *name, struct ws_err *err)
{
    return tui_layout_set(ctx, name, err);
}

/* Reverse execution or goto: the recorded log and timelines led up to another cycle;
 * the re-run to the target records the events before it again. */
static void tui_fe_sim_jumped(void *ctx, struct ws_dbg *d)
{
    struct tui *t = ctx;
    (void)d;
    tui_rec_detach(t);
    tui_rec_attach(t);
    tui_diff_sync(t, false);
}

/* A new trace (`file`): the focus named the old one's SM and warp; start at SM 0. */
static void tui_fe_sim_changed(void *ctx, struct ws_dbg *d)
{
    struct tui *t = ctx;
    tui_rec_attach(t);       /* the old simulator (and its bus) is gone */
    tui_diff_sync(t, true);  /* under --diff: both sides were made again */
    tui_layout_apply(t);     /* a layout's policy pane follows the new policy */
    const char *now = d->trace_path ? d->trace_path : "";
    if (t->trace_seen && strcmp(t->trace_seen, now) != 0) {
        d->focus_sm = 0;
        d->focus_warp = -1;
        for (int i = 0; i < TUI_MAX_VIEWS; i++)
            t->vs[i].scroll = 0;
    }
    free(t->trace_seen);
    t->trace_seen = ws_strdup(now);
}

/* A lesson opened, ran a step or closed: its pane comes or goes, the step's views come
 * forward, and the narrative starts at its top. */
static void tui_fe_lesson_step(void *ctx, struct ws_dbg *d)
{
    struct tui *t = ctx;
    t->vs[tui_view_find("lesson")].scroll = 0;
    t->stop_serial++;        /* views scroll to what the step names */
    tui_layout_apply(t);
    if (d->lesson)
        tui_layout_lesson(t, d->lesson->steps[d->lesson->step].views);
}

/* Between simulation chunks while running: redraw at most 20/s, follow resizes, and
 * stop on a key.  Keys typed while a command is younger than TUI_TYPEAHEAD_SECONDS are
 * typeahead (five quick 's' are five steps); if the command is still running when they
 * are that old, they were meant to stop it and are dropped.  Ctrl-C always stops. */
static bool tui_frame(void *ctx, struct ws_dbg *d)
{
    struct tui *t = ctx;
    if (!t->up)
        return false;
    bool stop = false;
    double age = tui_now() - t->run_start;
    bool story = d->lesson && d->lesson->running;   /* a lesson step: only Ctrl-C/F8 stop it */
    for (int ch; t->cmdwin && (wtimeout(t->cmdwin, 0), (ch = wgetch(t->cmdwin)) != ERR);) {
        if (ch == KEY_RESIZE) {
            tui_layout_apply(t);     /* new windows: the loop sets their timeout again */
            t->last_draw = 0;
        } else if (story && ch != TUI_KEY_CTRL_C && ch != KEY_F(8)) {
            continue;                /* a Space pressed twice must not cut the story */
        } else if (ch != TUI_KEY_CTRL_C && age < TUI_TYPEAHEAD_SECONDS && t->nahead < TUI_AHEAD) {
            t->ahead[t->nahead++] = ch;
        } else {
            stop = true;     /* any key interrupts (and is used up) */
        }
    }
    if (t->nahead > 0 && age >= TUI_TYPEAHEAD_SECONDS)
        stop = true;
    if (stop) {
        t->nahead = 0;
        return true;
    }
    if (tui_now() - t->last_draw >= TUI_FRAME_SECONDS) {
        snprintf(t->status, sizeof t->status, " running: cycle %llu  (any key or Ctrl-C stops)",
                 (unsigned long long)ws_sim_cycle(t->d->sim));
        tui_draw(t);
    }
    return false;
}

/* ---- commands and keys ------------------------------------------------------------- */

void tui_exec(struct tui *t, const char *line, bool echo)
{
    if (echo) {
        tui_out_write(t, WS_DBG_PROMPT);
        tui_out_write(t, line);
        tui_out_write(t, "\n");
    }
    tui_sigint = 0;
    t->running = true;
    snprintf(t->status, sizeof t->status, " %s ...", line[0] ? line : "(repeat)");
    t->last_draw = t->run_start = tui_now();
    bool had = t->d->has_stop_event;
    struct ws_event before = t->d->stop_event;
    ws_dbg_exec(t->d, line, false);
    t->running = false;
    tui_sigint = 0;
    if (t->d->has_stop_event &&
        (!had || memcmp(&before, &t->d->stop_event, sizeof before) != 0))
        t->stop_serial++;
    tui_draw(t);
}

static void tui_focus_sm(struct tui *t, int delta)
{
    if (!t->d->sim)
        return;
    int n = ws_sim_sm_count(t->d->sim);
    char cmd[48];
    snprintf(cmd, sizeof cmd, "focus sm %d", ((t->d->focus_sm + delta) % n + n) % n);
    tui_exec(t, cmd, true);
}

static void tui_filter_key(struct tui *t, int ch)
{
    if (ch == '\n' || ch == '\r' || ch == KEY_ENTER) {
        t->filtering = false;
    } else if (ch == 27) {
        t->filtering = false;
        t->filter[0] = '\0';
        t->filter_len = 0;
    } else if ((ch == KEY_BACKSPACE || ch == 127 || ch == 8) && t->filter_len > 0) {
        t->filter[--t->filter_len] = '\0';
    } else if (ch >= 32 && ch < 127 && t->filter_len + 1 < sizeof t->filter) {
        t->filter[t->filter_len++] = (char)ch;
        t->filter[t->filter_len] = '\0';
    }
    t->vs[tui_view_find("log")].follow = true;
}

/* Keys that work whatever the command line holds. */
static bool tui_global_key(struct tui *t, int ch)
{
    struct tui_pane *p = t->npanes ? &t->pane[t->focus] : NULL;
    switch (ch) {
    case KEY_F(1): t->help = true; return true;
    case KEY_F(2): tui_layout_next(t); return true;
    case KEY_F(3): t->legend = !t->legend; return true;
    case KEY_F(4): tui_exec(t, "reverse-step", true); return true;
    case KEY_F(5): tui_exec(t, "continue", true); return true;
    case KEY_F(6): tui_exec(t, "step", true); return true;
    case KEY_F(7): tui_exec(t, "next", true); return true;
    case KEY_F(8): return true;             /* stops a run (see tui_frame); idle: nothing */
    case KEY_F(9): tui_exec(t, "reverse-continue", true); return true;
    case KEY_F(10): tui_exec(t, "quit", true); return true;
    case KEY_BTAB:
        if (t->npanes)
            t->focus = (t->focus + t->npanes - 1) % t->npanes;
        return true;
    case KEY_UP: case KEY_DOWN: case KEY_PPAGE: case KEY_NPAGE:
        if (p && tui_views[p->vi]->on_key && tui_views[p->vi]->on_key(t, p, ch))
            return true;
        return p && tui_scroll_key(t, p, ch);
    default:
        return false;
    }
}

/* Keys of the empty command line (htop-style single keys). */
static bool tui_hot_key(struct tui *t, int ch)
{
    switch (ch) {
    case 'q': tui_exec(t, "quit", true); return true;
    case 's': tui_exec(t, "step", true); return true;
    case 'n': tui_exec(t, "next", true); return true;
    case 'c': tui_exec(t, "continue", true); return true;
    case 'S': tui_exec(t, "reverse-step", true); return true;
    case 'N': tui_exec(t, "reverse-next", true); return true;
    case 'C': tui_exec(t, "reverse-continue", true); return true;
    case 'g':                /* the command line, "goto " typed: the cycle follows */
        t->line_active = true;
        for (const char *k = "goto "; *k; k++)
            tui_rl_feed(t, *k);
        return true;
    case '?': t->help = true; return true;
    case 'L': t->legend = !t->legend; return true;
    case ':': t->line_active = true; return true;
    case ' ':
        if (!t->d->lesson)
            break;               /* no lesson: as before (the focused view's) */
        if (t->d->lesson->step < t->d->lesson->nsteps)
            tui_exec(t, "lesson next", true);
        return true;
    case '[': tui_focus_sm(t, -1); return true;
    case ']': tui_focus_sm(t, 1); return true;
    case '<': case '>': case '=':   /* --diff: which side scrolls (diffview.c) */
        if (tui_diff_key(t, ch))
            return true;
        break;
    case '\t':
        if (t->npanes)
            t->focus = (t->focus + 1) % t->npanes;
        return true;
    case '/':
        tui_focus_view(t, tui_view_find("log"));
        t->filtering = true;
        t->filter[0] = '\0';
        t->filter_len = 0;
        return true;
    case KEY_HOME: case KEY_END: {
        struct tui_pane *p = t->npanes ? &t->pane[t->focus] : NULL;
        return p && tui_scroll_key(t, p, ch);
    }
    default:
        break;
    }
    for (int i = 0; tui_views[i]; i++)
        if (tui_views[i]->key == ch) {
            tui_focus_view(t, i);
            return true;
        }
    struct tui_pane *p = t->npanes ? &t->pane[t->focus] : NULL;
    return p && tui_views[p->vi]->on_key && tui_views[p->vi]->on_key(t, p, ch);
}

/* Ctrl-C when nothing runs: drop the line being typed, like gdb. */
static void tui_quit_line(struct tui *t)
{
    tui_rl_clear(t);
    t->line_active = t->filtering = t->help = false;
    tui_out_write(t, "Quit\n");
}

static void tui_key(struct tui *t, int ch)
{
    if (ch == KEY_RESIZE) {
        tui_layout_apply(t);
        return;
    }
    if (ch == TUI_KEY_CTRL_C) {
        tui_quit_line(t);
        return;
    }
    if (ch == TUI_KEY_CTRL_Z) {      /* suspend the whole job, as the terminal would */
        kill(0, SIGTSTP);            /* curses' handler leaves the screen and comes back */
        return;
    }
    if (ch == TUI_KEY_CTRL_BS)
        return;
    if (t->help) {             /* Space/PgDn/PgUp page; any other key closes */
        if ((ch == ' ' || ch == KEY_NPAGE) && t->help_more)
            t->help_page += LINES > 6 ? LINES - 6 : 1;
        else if (ch == KEY_PPAGE && t->help_page > 0)
            t->help_page -= t->help_page < LINES - 6 ? t->help_page : LINES - 6;
        else
            t->help = false;
        if (!t->help)
            t->help_page = 0;
        return;
    }
    if (t->filtering) {
        tui_filter_key(t, ch);
        return;
    }
    if (tui_global_key(t, ch))
        return;
    bool empty = tui_rl_empty();
    if (empty && !t->line_active && tui_hot_key(t, ch))
        return;
    if (empty && ch == KEY_DC)
        return;             /* Delete on an empty line is not end-of-file */
    if (ch == 27 && (t->line_active || !empty)) {   /* Esc: leave the command line */
        tui_rl_clear(t);
        t->line_active = false;
        return;
    }
    if (ch == '\n' || ch == '\r' || ch == KEY_ENTER)
        t->line_active = false;
    else if (ch != 4)
        t->line_active = true;
    tui_rl_feed(t, ch);
}

/* ---- the session ------------------------------------------------------------------- */

struct ws_tui *ws_tui_new(void)
{
    struct ws_tui *wt = ws_calloc(1, sizeof *wt);
    struct tui *t = &wt->t;
    t->layout = 0;
    t->layout_auto = true;
    t->cache_slice = -1;
    t->vs[tui_view_find("output")].follow = true;
    t->vs[tui_view_find("log")].follow = true;
    t->sv = ws_calloc(1, sizeof *t->sv);
    t->dsv = ws_calloc(1, sizeof *t->dsv);
    const char *home = getenv("HOME");
    if (home && *home) {
        size_t n = strlen(home) + 32;
        t->hist_path = ws_malloc(n);
        snprintf(t->hist_path, n, "%s/.warpscope_history", home);
    }
    return wt;
}

void ws_tui_write(void *ctx, const char *text)
{
    tui_out_write(&((struct ws_tui *)ctx)->t, text);
}

void ws_tui_attach(struct ws_tui *wt, struct ws_dbg *d)
{
    struct tui *t = &wt->t;
    t->d = d;
    d->fe.layout = tui_fe_layout;
    d->fe.frame = tui_frame;
    d->fe.sim_changed = tui_fe_sim_changed;
    d->fe.sim_jumped = tui_fe_sim_jumped;
    d->fe.lesson_step = tui_fe_lesson_step;
    d->fe.ctx = t;
    free(t->trace_seen);
    t->trace_seen = ws_strdup(d->trace_path ? d->trace_path : "");
    tui_rec_attach(t);
    tui_diff_sync(t, false);
}

void ws_tui_free(struct ws_tui *wt)
{
    if (!wt)
        return;
    struct tui *t = &wt->t;
    if (t->d) {
        if (t->d->sim == t->rec.sim || tui_diff_on(t))   /* (both sides alive) */
            tui_rec_detach(t);
        tui_diff_free(t);
        memset(&t->d->fe, 0, sizeof t->d->fe);
    }
    tui_rec_free(t);
    tui_diff_free(t);
    tui_out_free(t);
    free(t->line);
    free(t->sv);
    free(t->dsv);
    free(t->hist_path);
    free(t->trace_seen);
    free(wt);
}

/* Print what the output pane holds (when the screen could not start). */
static void tui_dump_output(struct tui *t);

/* Can $TERM draw the TUI?  An unknown terminal and one that cannot move the cursor
 * (TERM=dumb, emacs' shell) are refused with a message saying what to do. */
static bool tui_term_ok(struct tui *t)
{
    const char *term = getenv("TERM");
    int err = 0;
    if (!term || !*term || setupterm(NULL, STDOUT_FILENO, &err) != OK) {
        tui_dump_output(t);
        cli_error("unknown terminal type '%s' (TERM): the TUI cannot draw on it; set TERM "
                  "(e.g. TERM=xterm-256color) or use 'warpscope debug' for line mode",
                  term ? term : "");
        return false;
    }
    char *cup = tigetstr("cup");
    bool ok = cup && cup != (char *)-1;
    del_curterm(cur_term);
    if (!ok) {
        tui_dump_output(t);
        cli_error("the terminal '%s' (TERM) cannot move the cursor, so the TUI cannot draw on "
                  "it; use 'warpscope debug' for line mode, or a full terminal (TERM=xterm-256color)",
                  term);
    }
    return ok;
}

static void tui_dump_output(struct tui *t)
{
    uint64_t kept = t->nout < TUI_OUT_CAP ? t->nout : TUI_OUT_CAP;
    for (uint64_t i = t->nout - kept; i < t->nout; i++)
        printf("%s\n", t->out[i % TUI_OUT_CAP]);
    if (t->partial_len)
        printf("%s\n", t->partial);
}

int ws_tui_run(struct ws_tui *wt, struct ws_dbg *d)
{
    struct tui *t = &wt->t;
    if (t->d != d)
        ws_tui_attach(wt, d);
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        tui_dump_output(t);
        cli_error("the TUI needs a terminal on stdin and stdout (use 'warpscope debug' "
                  "for line or batch mode)");
        return WS_ERR_INPUT;
    }
    if (!tui_term_ok(t))
        return WS_ERR_RUNTIME;
    setlocale(LC_ALL, "");
    t->utf8 = !strcmp(nl_langinfo(CODESET), "UTF-8");
    struct termios modes;
    bool have_modes = tcgetattr(STDIN_FILENO, &modes) == 0;
    SCREEN *scr = newterm(NULL, stdout, stdin);
    if (!scr) {
        tui_dump_output(t);
        cli_error("cannot start the terminal '%s' (TERM)", getenv("TERM") ? getenv("TERM") : "");
        return WS_ERR_RUNTIME;
    }
    static bool atexit_done;
    if (!atexit_done)
        atexit(tui_atexit);
    atexit_done = true;
    tui_screen = t;
    t->up = true;
    struct sigaction sa, old_int, old_end[TUI_NEND];
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = tui_on_sigint;
    sigaction(SIGINT, &sa, &old_int);
    sa.sa_handler = tui_on_sigterm;
    for (int i = 0; i < TUI_NEND; i++)
        sigaction(tui_end_signals[i], &sa, &old_end[i]);
    if (have_modes)
        tui_crash_arm(&modes);
    volatile sig_atomic_t *old_flag = d->interrupt;
    d->interrupt = &tui_sigint;
    tui_sigint = tui_sigterm = 0;

    raw();                   /* Ctrl-C is a key: the shell or make that started us sees no SIGINT */
    noecho();
    nonl();
    intrflush(stdscr, FALSE);
    keypad(stdscr, TRUE);
    set_escdelay(25);
    tui_colors_init(t);
    tui_layout_apply(t);
    tui_rl_init(t);
    if (d->lesson)
        ws_dbg_printf(d, "warpscope %s: lesson %s. Space goes from step to step; ? the keys.\n",
                      WS_VERSION, d->lesson->name);
    else if (tui_diff_on(t))
        ws_dbg_printf(d, "warpscope %s: %s twice, in lockstep: A %s, B %s. 'break diverge' and "
                      "c stop where they first differ; F2 diff layouts; ? the keys.\n", WS_VERSION,
                      d->trace_path ? d->trace_path : "?", ws_dbg_diff_desc(d, 0),
                      ws_dbg_diff_desc(d, 1));
    else if (d->sim)
        ws_dbg_printf(d, "warpscope %s: %s (policy %s). New here? Type :lesson and Enter for "
                      "guided lessons; 'help' lists commands, ? the keys.\n",
                      WS_VERSION, d->trace_path ? d->trace_path : "?", d->cfg.sched_policy);
    else
        ws_dbg_printf(d, "warpscope %s: no trace loaded. ':lesson' lists guided lessons, "
                      "'help' the commands.\n", WS_VERSION);
    if (d->lesson)
        tui_fe_lesson_step(t, d);
    tui_draw(t);

    while (!d->quit && !t->eof && !tui_sigterm) {
        int ch;
        if (t->nahead > 0) {        /* keys typed while the last command ran */
            ch = t->ahead[0];
            memmove(t->ahead, t->ahead + 1, (size_t)--t->nahead * sizeof t->ahead[0]);
        } else {
            keypad(t->cmdwin, TRUE);
            wtimeout(t->cmdwin, TUI_IDLE_POLL_MS);
            ch = wgetch(t->cmdwin);
        }
        if (ch == ERR) {
            if (tui_sigint) {       /* SIGINT from outside (kill -INT): as Ctrl-C */
                tui_sigint = 0;
                tui_quit_line(t);
                tui_draw(t);
            }
            continue;
        }
        tui_key(t, ch);
        if (t->line) {
            char *line = t->line;
            t->line = NULL;
            tui_exec(t, line, true);
            free(line);
        } else {
            tui_draw(t);
        }
    }

    tui_rl_done(t);
    tui_layout_free(t);
    endwin();
    tui_crash_disarm();
    delscreen(scr);
    t->up = false;
    tui_screen = NULL;
    d->interrupt = old_flag;
    sigaction(SIGINT, &old_int, NULL);
    for (int i = 0; i < TUI_NEND; i++)
        sigaction(tui_end_signals[i], &old_end[i], NULL);
    if (tui_sigterm)
        return 128 + (int)tui_sigterm;   /* the shell's status for a death by that signal */
    return d->quit ? d->exit_code : WS_OK;
}
