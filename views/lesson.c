/* lesson.c — the `lesson` view: the open lesson's narrative (the current step's `echo`
 * text, reflowed into paragraphs and wrapped to the pane) under a line naming the step;
 * shown beside or above the output pane while a lesson is open (layout.c). */
#include "tui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LESSON_WRAP_MAX 512

/* A script line the reflow keeps on its own: a heading, an indented line, an empty one. */
static bool lesson_own_line(const char *s, size_t n)
{
    return n == 0 || s[0] == ' ' || (n >= 3 && !strncmp(s, "===", 3));
}

/* The narrative as paragraphs: echo's lines were cut for a 90-column terminal; join
 * the lines of a paragraph with spaces so the pane wraps them to its own width.  One
 * paragraph per output line ("" between paragraphs). */
static char *lesson_reflow(const char *text)
{
    size_t n = strlen(text);
    char *out = ws_malloc(n + 1);
    size_t k = 0;
    const char *p = text;
    while (*p == '\n')
        p++;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        memcpy(out + k, p, len);
        k += len;
        if (!nl)
            break;
        const char *next = nl + 1;
        size_t nlen = strcspn(next, "\n");
        bool join = !lesson_own_line(p, len) && !lesson_own_line(next, nlen) && p[len - 1] != ':';
        out[k++] = join ? ' ' : '\n';
        p = next;
    }
    while (k > 0 && out[k - 1] == '\n')
        k--;
    out[k] = '\0';
    return out;
}

static void lesson_draw(struct tui *t, struct tui_pane *p)
{
    const struct ws_lesson *l = t->d->lesson;
    int rows = tui_rows(p), cols = tui_cols(p);
    if (!l) {
        tui_put(p, 0, 0, tui_attr(t, TUI_C_DIM), "No lesson is open: 'lesson' lists them, "
                "'lesson NAME' opens one.");
        return;
    }
    char head[256];
    if (l->step == 0)
        snprintf(head, sizeof head, "%s: %s (%d steps)", l->name, l->title, l->nsteps);
    else
        snprintf(head, sizeof head, "Step %d/%d: %s", l->step, l->nsteps, l->steps[l->step].title);
    tui_put(p, 0, 0, tui_attr(t, TUI_C_TITLE), "%.*s", cols, head);
    char *text = lesson_reflow(l->text ? l->text : "");
    /* the closing line: what to do next */
    const char *tail = l->step >= l->nsteps
        ? "\n\nEnd of the lesson.  'lesson' lists the others; 'lesson quit' closes this pane."
        : l->step == 0 ? "\n\nSpace (on an empty command line) starts step 1; Tab then PgDn "
                         "scrolls this pane."
                       : "\n\nSpace: the next step.  Look around first: type : and a command "
                         "(why, info, print), then Space again.";
    size_t tl = strlen(text) + strlen(tail) + 1;
    text = ws_realloc(text, tl);
    strcat(text, tail);
    /* wrap each paragraph; count the lines first for scrolling */
    int st[LESSON_WRAP_MAX], ln[LESSON_WRAP_MAX];
    int total = 0;
    for (char *para = text; para;) {
        char *nl = strchr(para, '\n');
        if (nl)
            *nl = '\0';
        int m = *para ? tui_wrap(para, cols, st, ln, 0) : 1;
        total += m;
        if (nl)
            *nl = '\n';
        para = nl ? nl + 1 : NULL;
    }
    int body = rows - 1;
    int first = tui_scroll_clamp(t, p, total, body);
    bool more = first + body < total;
    int at = 0;
    for (char *para = text; para && at < first + body;) {
        char *nl = strchr(para, '\n');
        if (nl)
            *nl = '\0';
        int m = *para ? tui_wrap(para, cols, st, ln, LESSON_WRAP_MAX) : 1;
        attr_t a = strstr(para, "failed") || strstr(para, "interrupted at")
            ? tui_attr(t, TUI_C_MISS) : !strncmp(para, "===", 3) || para[0] == '\0'
            ? tui_attr(t, TUI_C_LABEL) : 0;
        if (strstr(para, "End of the lesson") || strstr(para, "Space"))
            a = tui_attr(t, TUI_C_KEY);
        for (int k = 0; k < m && k < LESSON_WRAP_MAX; k++, at++)
            if (at >= first && at < first + body && *para) {
                int w = more && at == first + body - 1 && ln[k] > cols - 7 ? cols - 7 : ln[k];
                tui_put(p, 1 + at - first, 0, a, "%.*s", w, para + st[k]);
            }
        para = nl ? nl + 1 : NULL;
    }
    if (more)
        tui_put(p, rows - 1, cols - 6, tui_attr(t, TUI_C_DIM), "more v");
    free(text);
}

const struct ws_view tui_view_lesson = {
    "lesson", 'G', "the open lesson's narrative for its current step (Space: next step)",
    lesson_draw, NULL, NULL,
    "Step k/N: the step shown; Space (empty command line) runs the next one; 'lesson "
    "quit' leaves; 'more v': PgDn scrolls (Tab focuses this pane).",
};
