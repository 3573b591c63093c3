/* rl.c — the readline command line at the bottom of the TUI, through readline's
 * callback interface: keys read by curses are fed one at a time (rl_getc_function and
 * rl_input_available_hook), readline's redisplay draws into the command window, match
 * lists go to the output pane, and history and completion are those of line mode.
 *
 * Process-wide state: readline's hooks take no context pointer, so the session in use
 * and the key being fed live in this file (one TUI per process). */
#include "tui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "cli/cli.h"

static struct tui *rl_tui;
static int rl_key;
static bool rl_key_ready;
static FILE *rl_null;

static int rl_getc_hook(FILE *f)
{
    (void)f;
    rl_key_ready = false;
    return rl_key;
}

static int rl_avail_hook(void)
{
    return rl_key_ready;
}

static void rl_redisplay_hook(void)
{
    if (rl_tui && rl_tui->up) {
        tui_rl_draw(rl_tui);
        wrefresh(rl_tui->cmdwin);
    }
}

static void rl_prep_hook(int meta) { (void)meta; }
static void rl_deprep_hook(void) {}

static void rl_line_hook(char *line)
{
    struct tui *t = rl_tui;
    if (!line) {
        t->eof = true;
        return;
    }
    char *s = ws_trim(line);
    if (*s)
        add_history(s);
    free(t->line);
    t->line = ws_strdup(line);
    free(line);
}

static void rl_matches_hook(char **matches, int num, int max)
{
    struct tui *t = rl_tui;
    int cols = COLS > 20 ? COLS - 4 : 20, width = max + 2;
    int per = cols / width > 0 ? cols / width : 1;
    char buf[1024];
    size_t len = 0;
    for (int i = 1; i <= num; i++) {
        len += (size_t)snprintf(buf + len, sizeof buf - len, "%-*s", width, matches[i]);
        if (i % per == 0 || i == num || len + (size_t)width + 2 >= sizeof buf) {
            buf[len] = '\0';
            tui_out_write(t, buf);
            tui_out_write(t, "\n");
            len = 0;
        }
    }
    tui_draw(t);
}

static char **rl_complete_hook(const char *text, int start, int end)
{
    return cli_dbg_complete(rl_tui->d, text, start, end, tui_layout_names);
}

void tui_rl_init(struct tui *t)
{
    rl_tui = t;
    rl_null = fopen("/dev/null", "w");
    rl_readline_name = "warpscope";
    rl_catch_signals = 0;
    rl_catch_sigwinch = 0;
    rl_change_environment = 0;
    rl_prep_term_function = rl_prep_hook;
    rl_deprep_term_function = rl_deprep_hook;
    rl_getc_function = rl_getc_hook;
    rl_input_available_hook = rl_avail_hook;
    rl_redisplay_function = rl_redisplay_hook;
    rl_completion_display_matches_hook = rl_matches_hook;
    rl_attempted_completion_function = rl_complete_hook;
    if (rl_null)
        rl_outstream = rl_null;
    rl_variable_bind("bell-style", "none");
    rl_variable_bind("horizontal-scroll-mode", "on");
    using_history();
    if (t->hist_path)
        read_history(t->hist_path);
    rl_callback_handler_install(WS_DBG_PROMPT, rl_line_hook);
}

void tui_rl_done(struct tui *t)
{
    rl_callback_handler_remove();
    if (t->hist_path) {
        write_history(t->hist_path);
        history_truncate_file(t->hist_path, 1000);
    }
    rl_redisplay_function = rl_redisplay;
    rl_getc_function = rl_getc;
    rl_input_available_hook = NULL;
    rl_completion_display_matches_hook = NULL;
    rl_attempted_completion_function = NULL;
    rl_prep_term_function = rl_prep_terminal;
    rl_deprep_term_function = rl_deprep_terminal;
    rl_outstream = NULL;
    if (rl_null)
        fclose(rl_null);
    rl_null = NULL;
    cli_dbg_complete_free();
    rl_tui = NULL;
}

/* Keys curses decoded, translated back to what readline understands. */
static int rl_translate(int key)
{
    switch (key) {
    case KEY_LEFT: return 2;         /* C-b */
    case KEY_RIGHT: return 6;        /* C-f */
    case KEY_HOME: return 1;         /* C-a */
    case KEY_END: return 5;          /* C-e */
    case KEY_BACKSPACE: return 127;
    case KEY_DC: return 4;           /* C-d: delete under the cursor */
    case KEY_ENTER: return '\r';
    default: return key >= 0 && key < 256 ? key : -1;
    }
}

void tui_rl_feed(struct tui *t, int key)
{
    (void)t;
    int c = rl_translate(key);
    if (c < 0)
        return;
    rl_key = c;
    rl_key_ready = true;
    rl_callback_read_char();
    rl_key_ready = false;
}

bool tui_rl_empty(void)
{
    return rl_end == 0;
}

void tui_rl_clear(struct tui *t)
{
    (void)t;
    rl_replace_line("", 0);
    rl_point = rl_end = 0;
}

void tui_rl_draw(struct tui *t)
{
    WINDOW *w = t->cmdwin;
    if (!w)
        return;
    werase(w);
    int cols = getmaxx(w);
    if (t->running) {
        wattron(w, tui_attr(t, TUI_C_HEAD));
        mvwaddnstr(w, 0, 0, t->status, cols - 1);
        wattroff(w, tui_attr(t, TUI_C_HEAD));
        return;
    }
    if (t->filtering) {
        mvwprintw(w, 0, 0, "filter log: %.*s", cols - 14, t->filter);
        return;
    }
    const char *prompt = rl_prompt ? rl_prompt : WS_DBG_PROMPT;
    int plen = (int)strlen(prompt);
    wattron(w, tui_attr(t, TUI_C_TITLE));
    mvwaddnstr(w, 0, 0, prompt, cols - 1);
    wattroff(w, tui_attr(t, TUI_C_TITLE));
    int avail = cols - plen - 1;
    if (avail < 4)
        return;
    if (rl_end == 0 && !t->line_active) {
        wattron(w, tui_attr(t, TUI_C_DIM));
        const struct ws_lesson *l = t->d->lesson;
        mvwaddnstr(w, 0, plen, l && l->step < l->nsteps
                   ? "Space next step  : command  ? help  q quit  s/n/c step/next/cont"
                   : "s step  n next  c cont  : command  :lesson lessons  ? help  q quit",
                   avail);
        wattroff(w, tui_attr(t, TUI_C_DIM));
        wmove(w, 0, plen);
        return;
    }
    /* scroll the line so that the cursor stays visible */
    int first = rl_point > avail - 1 ? rl_point - (avail - 1) : 0;
    mvwaddnstr(w, 0, plen, rl_line_buffer + first, avail);
    wmove(w, 0, plen + rl_point - first);
}
