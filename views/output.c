/* output.c — the output pane: what debugger commands print (the session's write
 * callback lands here), kept as a ring of lines; follows the newest line unless the
 * user scrolled back. */
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

static void output_draw(struct tui *t, struct tui_pane *p)
{
    int rows = tui_rows(p);
    uint64_t kept = t->nout < TUI_OUT_CAP ? t->nout : TUI_OUT_CAP;
    int total = (int)kept + (t->partial_len ? 1 : 0);
    struct tui_vstate *v = &t->vs[p->vi];
    if (v->follow)
        v->scroll = total;
    int first = tui_scroll_clamp(t, p, total, rows);
    v->follow = first >= total - rows;
    uint64_t base = t->nout - kept;
    for (int r = 0; r < rows && first + r < total; r++) {
        uint64_t i = base + (uint64_t)(first + r);
        const char *s = i < t->nout ? t->out[i % TUI_OUT_CAP] : t->partial;
        attr_t a = 0;
        if (!strncmp(s, WS_DBG_PROMPT, strlen(WS_DBG_PROMPT)))
            a = tui_attr(t, TUI_C_TITLE);
        else if (!strncmp(s, "Breakpoint", 10) || !strncmp(s, "Temporary breakpoint", 20) ||
                 !strncmp(s, "Watchpoint", 10))
            a = tui_attr(t, TUI_C_HILITE);
        tui_put(p, r, 0, a, "%s", s);
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
};
