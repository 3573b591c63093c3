/* output.c — the output pane: what debugger commands print (the session's write
 * callback lands here), kept as a ring of lines; a line wider than the pane wraps (at a
 * space, continuation lines indented), so stop lines and `why` are read whole; follows
 * the newest line unless the user scrolled back (scroll counts screen lines). */
#include "tui.h"

#include <stdlib.h>
#include <string.h>

static void out_push(struct tui *t, const char *s, size_t n)
{
    char **slot = &t->out[t->nout % TUI_OUT_CAP];
    free(*slot);
    *slot = ws_strndup(s, n);
    t->nout++;
}

void tui_out_write(struct tui *t, const char *text)
{
    for (const char *p = text; *p; p++) {
        if (*p == '\n') {
            out_push(t, t->partial ? t->partial : "", t->partial_len);
            t->partial_len = 0;
            continue;
        }
        if (*p == '\r')
            continue;
        WS_GROW(t->partial, t->partial_cap, t->partial_len + 2);
        t->partial[t->partial_len++] = *p == '\t' ? ' ' : *p;
        t->partial[t->partial_len] = '\0';
    }
}

void tui_out_free(struct tui *t)
{
    for (int i = 0; i < TUI_OUT_CAP; i++) {
        free(t->out[i]);
        t->out[i] = NULL;
    }
    free(t->partial);
    t->partial = NULL;
    t->partial_len = t->partial_cap = 0;
}

#define OUT_INDENT 2          /* continuation lines of a wrapped line */
#define OUT_WRAP_MAX 64

static const char *out_line(const struct tui *t, uint64_t i)
{
    return i < t->nout ? t->out[i % TUI_OUT_CAP] : t->partial;
}

/* Screen lines of s in cols cells (the first line full width, the rest indented):
 * their offsets and lengths in st and ln; returns how many (at most OUT_WRAP_MAX). */
static int out_wrap(const char *s, int cols, int *st, int *ln)
{
    int n = tui_wrap(s, cols, st, ln, 1);
    if (n <= 1)
        return 1;
    if (cols <= OUT_INDENT + 4) {        /* too narrow to indent */
        n = tui_wrap(s, cols, st, ln, OUT_WRAP_MAX);
        return n < OUT_WRAP_MAX ? n : OUT_WRAP_MAX;
    }
    const char *rest = s + st[0] + ln[0];
    while (*rest == ' ')
        rest++;
    int m = tui_wrap(rest, cols - OUT_INDENT, st + 1, ln + 1, OUT_WRAP_MAX - 1);
    if (m > OUT_WRAP_MAX - 1)
        m = OUT_WRAP_MAX - 1;
    for (int k = 1; k <= m; k++)
        st[k] += (int)(rest - s);
    return 1 + m;
}

static void output_draw(struct tui *t, struct tui_pane *p)
{
    int rows = tui_rows(p), cols = tui_cols(p);
    uint64_t kept = t->nout < TUI_OUT_CAP ? t->nout : TUI_OUT_CAP;
    uint64_t nlines = kept + (t->partial_len ? 1 : 0), base = t->nout - kept;
    int st[OUT_WRAP_MAX], ln[OUT_WRAP_MAX];
    int total = 0;
    for (uint64_t i = 0; i < nlines; i++)
        total += out_wrap(out_line(t, base + i), cols, st, ln);
    struct tui_vstate *v = &t->vs[p->vi];
    if (v->follow)
        v->scroll = total;
    int first = tui_scroll_clamp(t, p, total, rows);
    v->follow = first >= total - rows;
    int at = 0;      /* screen line of the first piece of line i */
    for (uint64_t i = 0; i < nlines && at < first + rows; i++) {
        const char *s = out_line(t, base + i);
        int n = out_wrap(s, cols, st, ln);
        if (at + n <= first) {
            at += n;
            continue;
        }
        attr_t a = 0;
        if (!strncmp(s, WS_DBG_PROMPT, strlen(WS_DBG_PROMPT)))
            a = tui_attr(t, TUI_C_TITLE);
        else if (!strncmp(s, "Breakpoint", 10) || !strncmp(s, "Temporary breakpoint", 20) ||
                 !strncmp(s, "Watchpoint", 10))
            a = tui_attr(t, TUI_C_HILITE);
        for (int k = 0; k < n; k++, at++)
            if (at >= first && at < first + rows)
                tui_put(p, at - first, k ? OUT_INDENT : 0, a, "%.*s", ln[k], s + st[k]);
    }
}

static bool output_key(struct tui *t, struct tui_pane *p, int key)
{
    if (!tui_scroll_key(t, p, key))
        return false;
    t->vs[p->vi].follow = false;
    return true;
}

const struct ws_view tui_view_output = {
    "output", '0', "what commands print (scroll back with PgUp when focused)",
    output_draw, output_key, NULL,
    "What commands print: stop lines, why, info.  Long lines wrap.  PgUp scrolls "
    "back, End follows.",
};
