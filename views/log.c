/* log.c — the `log` view: recent events with cycle stamps, newest at the bottom,
 * filtered by the words typed after '/' (every word must occur in the line, e.g.
 * "row-close ch=2"); follows new events unless scrolled back. */
#include "tui.h"

#include <stdio.h>
#include <string.h>

#include "warpscope/bpt.h"

static void log_format(const struct ws_event *e, char *buf, size_t n)
{
    char desc[256];
    ws_event_describe(e, desc, sizeof desc);
    snprintf(buf, n, "%10llu %-14s %s", (unsigned long long)e->cycle, ws_event_names[e->kind], desc);
}

static bool log_match(const char *line, const char *filter)
{
    char words[64];
    snprintf(words, sizeof words, "%s", filter);
    for (char *save = NULL, *w = strtok_r(words, " ", &save); w; w = strtok_r(NULL, " ", &save))
        if (!strstr(line, w))
            return false;
    return true;
}

static void log_draw(struct tui *t, struct tui_pane *p)
{
    int rows = tui_rows(p);
    const struct tui_rec *r = &t->rec;
    uint64_t kept = r->nlog < TUI_LOG_CAP ? r->nlog : TUI_LOG_CAP;
    struct tui_vstate *v = &t->vs[p->vi];
    int head = 0;
    if (t->filter[0] || t->filtering)
        tui_put(p, head++, 0, tui_attr(t, TUI_C_HILITE), "filter: %s%s", t->filter,
                t->filtering ? "_" : "");
    int body = rows - head;
    if (body <= 0)
        return;
    /* v->scroll counts matching lines back from the newest (0: follow) */
    if (v->follow)
        v->scroll = 0;
    char line[400];
    int skip = v->scroll, shown = 0, matches = 0;
    /* walk newest to oldest, placing lines bottom-up */
    for (uint64_t k = 0; k < kept && shown < body; k++) {
        const struct ws_event *e = tui_rec_log(t, r->nlog - 1 - k);
        log_format(e, line, sizeof line);
        if (t->filter[0] && !log_match(line, t->filter))
            continue;
        matches++;
        if (skip > 0) {
            skip--;
            continue;
        }
        const struct ws_event *se = tui_stop_event(t, p, -1);
        bool mark = se && !memcmp(e, se, sizeof *e);
        tui_put(p, head + body - 1 - shown, 0, mark ? tui_attr(t, TUI_C_HILITE) : 0, "%s", line);
        shown++;
    }
    if (matches == 0)
        tui_put(p, head, 0, tui_attr(t, TUI_C_DIM), r->nlog ? "(no event matches)" : "(no events yet)");
    v->total = matches;
}

static bool log_key(struct tui *t, struct tui_pane *p, int key)
{
    struct tui_vstate *v = &t->vs[p->vi];
    int page = tui_rows(p) > 2 ? tui_rows(p) - 1 : 1;
    switch (key) {
    case KEY_UP: v->scroll++; break;
    case KEY_DOWN: v->scroll--; break;
    case KEY_PPAGE: v->scroll += page; break;
    case KEY_NPAGE: v->scroll -= page; break;
    case KEY_HOME: v->scroll = TUI_LOG_CAP; break;
    case KEY_END: v->scroll = 0; break;
    default: return false;
    }
    if (v->scroll < 0)
        v->scroll = 0;
    v->follow = v->scroll == 0;
    return true;
}

const struct ws_view tui_view_log = {
    "log", '7', "events with cycle stamps, newest last; / filters (all words must match)",
    log_draw, log_key, NULL,
    "cycle, event, fields (sm, warp = the warps view's number, cta, ...).  / "
    "filters: every word must match.  Up/PgUp go back, End follows.",
};
