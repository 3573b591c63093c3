/* draw.c — drawing helpers shared by the views: colours with monochrome fallbacks,
 * clipped printing inside a pane, scrolling, sparklines, bars, instruction text. */
#include "tui.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "warpscope/sim.h"
#include "warpscope/trace.h"

/* Colour pairs (foreground, background) and the attribute used without colour.  Colour
 * is always paired with a letter or glyph in the views, so monochrome loses nothing. */
static const struct {
    short fg, bg;
    attr_t extra, mono;
} draw_colors[TUI_C_COUNT] = {
    [TUI_C_NORMAL] = { -1, -1, 0, 0 },
    [TUI_C_ACTIVE] = { COLOR_GREEN, -1, A_BOLD, A_BOLD },
    [TUI_C_MEM] = { COLOR_YELLOW, -1, 0, A_UNDERLINE },
    [TUI_C_IDLE] = { COLOR_BLUE, -1, A_BOLD, A_DIM },
    [TUI_C_HILITE] = { COLOR_BLACK, COLOR_YELLOW, A_BOLD, A_REVERSE | A_BOLD },
    [TUI_C_TITLE] = { COLOR_CYAN, -1, A_BOLD, A_BOLD },
    [TUI_C_FOCUS] = { COLOR_BLACK, COLOR_CYAN, A_BOLD, A_REVERSE },
    [TUI_C_HIT] = { COLOR_GREEN, -1, A_BOLD, A_BOLD },
    [TUI_C_MISS] = { COLOR_RED, -1, A_BOLD, A_REVERSE },
    [TUI_C_DIM] = { COLOR_BLUE, -1, 0, A_DIM },
    [TUI_C_KEY] = { -1, -1, A_BOLD, A_BOLD },
    [TUI_C_LABEL] = { COLOR_BLACK, COLOR_CYAN, 0, A_REVERSE },
    [TUI_C_HEAD] = { COLOR_BLACK, COLOR_GREEN, 0, A_REVERSE },
};

void tui_colors_init(struct tui *t)
{
    const char *nc = getenv("NO_COLOR");
    t->color = has_colors() && !(nc && *nc);
    if (!t->color)
        return;
    start_color();
    use_default_colors();
    for (int i = 1; i < TUI_C_COUNT; i++)
        init_pair((short)i, draw_colors[i].fg, draw_colors[i].bg);
}

attr_t tui_attr(const struct tui *t, int c)
{
    if (c <= 0 || c >= TUI_C_COUNT)
        return A_NORMAL;
    if (!t->color)
        return draw_colors[c].mono;
    return (attr_t)COLOR_PAIR(c) | draw_colors[c].extra;
}

int tui_rows(const struct tui_pane *p) { return p->h - 2 - p->legend_rows; }
int tui_cols(const struct tui_pane *p) { return p->w - 2; }

void tui_put(struct tui_pane *p, int row, int col, attr_t a, const char *fmt, ...)
{
    int rows = tui_rows(p), cols = tui_cols(p);
    if (row < 0 || row >= rows || col >= cols)
        return;
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    const char *s = buf;
    if (col < 0) {
        size_t skip = (size_t)-col;
        s = strlen(buf) > skip ? buf + skip : "";
        col = 0;
    }
    /* wide characters, so that clipping counts cells, not UTF-8 bytes */
    wchar_t ws[1024];
    size_t n = mbstowcs(ws, s, sizeof ws / sizeof ws[0] - 1);
    wattron(p->win, a);
    if (n == (size_t)-1)
        mvwaddnstr(p->win, row + 1, col + 1, s, cols - col);
    else
        mvwaddnwstr(p->win, row + 1, col + 1, ws, cols - col);
    wattroff(p->win, a);
}

int tui_wrap(const char *text, int width, int *start, int *len, int max)
{
    int n = 0, pos = 0, total = (int)strlen(text);
    if (width < 1)
        width = 1;
    do {
        int end = pos, cells = 0, brk = -1;
        while (end < total && cells < width) {   /* the most that fits */
            if (((unsigned char)text[end] & 0xc0) != 0x80)
                cells++;
            end++;
            while (end < total && ((unsigned char)text[end] & 0xc0) == 0x80)
                end++;
        }
        if (end < total) {                       /* break at the last space, if any */
            for (int k = end; k > pos; k--)
                if (text[k] == ' ') {
                    brk = k;
                    break;
                }
        }
        int stop = brk > pos ? brk : end;
        if (n < max) {
            start[n] = pos;
            len[n] = stop - pos;
        }
        n++;
        pos = stop;
        while (pos < total && text[pos] == ' ')
            pos++;
    } while (pos < total);
    return n;
}

struct tui_vstate *tui_vs(struct tui *t, const struct tui_pane *p)
{
    return p->side >= 0 && tui_diff_on(t) ? &t->dvs[p->side][p->vi] : &t->vs[p->vi];
}

int tui_scroll_clamp(struct tui *t, struct tui_pane *p, int total, int rows)
{
    struct tui_vstate *v = tui_vs(t, p);
    v->total = total;
    int max = total - rows;
    if (max < 0)
        max = 0;
    if (v->scroll > max)
        v->scroll = max;
    if (v->scroll < 0)
        v->scroll = 0;
    return v->scroll;
}

void tui_scroll_show(struct tui *t, struct tui_pane *p, int line, int rows)
{
    struct tui_vstate *v = tui_vs(t, p);
    if (rows <= 0)
        return;
    if (line < v->scroll || line >= v->scroll + rows)
        v->scroll = line - rows / 2;
    if (v->scroll < 0)
        v->scroll = 0;
}

bool tui_scroll_key(struct tui *t, struct tui_pane *p, int key)
{
    struct tui_vstate *v = tui_vs(t, p);
    int page = tui_rows(p) > 2 ? tui_rows(p) - 1 : 1;
    switch (key) {
    case KEY_UP: v->scroll--; break;
    case KEY_DOWN: v->scroll++; break;
    case KEY_PPAGE: v->scroll -= page; break;
    case KEY_NPAGE: v->scroll += page; break;
    case KEY_HOME: v->scroll = 0; break;
    case KEY_END: v->scroll = v->total; break;
    default: return false;
    }
    if (v->scroll < 0)
        v->scroll = 0;
    if (t->diff_link && p->side >= 0 && tui_diff_on(t))   /* '=': the other side follows */
        t->dvs[!p->side][p->vi].scroll = v->scroll;
    return true;
}

void tui_sparkline(const struct tui *t, const double *v, int n, int w, char *buf, size_t size)
{
    static const char *const blocks[] = { " ", "\u2581", "\u2582", "\u2583", "\u2584",
                                          "\u2585", "\u2586", "\u2587", "\u2588" };
    static const char ascii[] = " .:-=+*#%@";
    size_t len = 0;
    buf[0] = '\0';
    if (w <= 0)
        return;
    int first = n > w ? n - w : 0;
    double max = 0;
    for (int i = first; i < n; i++)
        if (v[i] > max)
            max = v[i];
    for (int i = first; i < n; i++) {
        double f = max > 0 ? v[i] / max : 0;
        if (t->utf8) {
            int k = (int)(f * 8 + 0.5);
            if (v[i] > 0 && k == 0)
                k = 1;
            const char *g = blocks[k > 8 ? 8 : k];
            size_t gl = strlen(g);
            if (len + gl + 1 > size)
                break;
            memcpy(buf + len, g, gl);
            len += gl;
        } else {
            int k = (int)(f * 9 + 0.5);
            if (v[i] > 0 && k == 0)
                k = 1;
            if (len + 2 > size)
                break;
            buf[len++] = ascii[k > 9 ? 9 : k];
        }
        buf[len] = '\0';
    }
}

void tui_bar(const struct tui *t, double frac, int w, char *buf, size_t size)
{
    if (frac < 0)
        frac = 0;
    if (frac > 1)
        frac = 1;
    int full = (int)(frac * w + 0.5);
    size_t len = 0;
    for (int i = 0; i < w && len + 4 < size; i++) {
        const char *g = i < full ? (t->utf8 ? "\u2588" : "#") : (t->utf8 ? "\u00b7" : ".");
        size_t gl = strlen(g);
        memcpy(buf + len, g, gl);
        len += gl;
    }
    buf[len] = '\0';
}

const struct ws_event *tui_stop_event(const struct tui *t, const struct tui_pane *p, int kind)
{
    if (!t->d->sim || !t->d->has_stop_event || (kind >= 0 && t->d->stop_event.kind != kind))
        return NULL;
    if (t->d->stop_side >= 0 && tui_diff_on(t)) {   /* the side that hit it only */
        int side = p && p->side >= 0 ? p->side : ws_dbg_diff_focus(t->d);
        if (p && side != t->d->stop_side)
            return NULL;
    }
    return &t->d->stop_event;
}

void tui_inst_text(const struct tui *t, const struct ws_inst *in, char *buf, size_t n)
{
    if (!in) {
        snprintf(buf, n, "-");
        return;
    }
    const char *op = ws_trace_opcode_name(ws_sim_trace(t->d->sim), in->op);
    int k = snprintf(buf, n, "%-8s", op);
    for (int i = 0; i < in->ndst && k > 0 && (size_t)k < n; i++)
        k += snprintf(buf + k, n - (size_t)k, "%sR%u", i ? "," : " ", in->dst[i]);
    if (in->nsrc && k > 0 && (size_t)k < n)
        k += snprintf(buf + k, n - (size_t)k, "%s", in->ndst ? " <-" : " ");
    for (int i = 0; i < in->nsrc && k > 0 && (size_t)k < n; i++)
        k += snprintf(buf + k, n - (size_t)k, "%sR%u", i ? "," : " ", in->src[i]);
}

void tui_unit_name(int type, int index, char *buf, size_t n)
{
    const char *t = type >= 0 && type <= WS_UNIT_TYPES ? ws_unit_type_names[type] : "?";
    size_t l = strlen(t);
    snprintf(buf, n, l && t[l - 1] >= '0' && t[l - 1] <= '9' ? "%s.%d" : "%s%d", t, index);
}
