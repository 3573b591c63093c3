/* cli_complete.c — readline tab completion for debugger command lines, shared by line
 * mode (cmd_debug.c) and the TUI (views/rl.c): command names for the first word, then
 * what the command's table entry says its argument is (event kinds, registry names —
 * under debug --diff each side's too, as a. and b. names —, info subcommands, config
 * keys and policy names, command names, layouts, lessons, files).
 *
 * Process-wide state: readline's generator callback takes no context pointer, so the
 * candidate list for the completion in progress lives in this file. */
#include "cli.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <readline/readline.h>

#include "warpscope/dbg.h"
#include "warpscope/event.h"
#include "warpscope/registry.h"
#include "warpscope/sched.h"

struct complete_words {
    char **v;
    size_t n, cap;
};

static struct complete_words complete_cands;
static size_t complete_next;

static void complete_add(struct complete_words *w, const char *s)
{
    WS_GROW(w->v, w->cap, w->n + 1);
    w->v[w->n++] = ws_strdup(s);
}

static bool complete_from_registry(void *ctx, const char *name, const struct ws_reg_entry *e,
                                   const struct ws_reg_value *v)
{
    (void)e;
    (void)v;
    complete_add(ctx, name);
    return true;
}

/* A side's names under debug --diff: "a.ipc", "b.sm[0].l1d.misses". */
struct complete_side { struct complete_words *w; char prefix; };

static bool complete_from_side(void *ctx, const char *name, const struct ws_reg_entry *e,
                               const struct ws_reg_value *v)
{
    (void)e;
    (void)v;
    const struct complete_side *cs = ctx;
    char buf[512];
    snprintf(buf, sizeof buf, "%c.%s", cs->prefix, name);
    complete_add(cs->w, buf);
    return true;
}

static char *complete_generator(const char *text, int state)
{
    if (state == 0)
        complete_next = 0;
    size_t len = strlen(text);
    while (complete_next < complete_cands.n) {
        const char *c = complete_cands.v[complete_next++];
        if (!strncmp(c, text, len))
            return strdup(c);
    }
    return NULL;
}

static void complete_fill(struct ws_dbg *d, const char *line, int start,
                          const char *const *layouts)
{
    struct complete_words *w = &complete_cands;
    for (size_t i = 0; i < w->n; i++)
        free(w->v[i]);
    w->n = 0;
    /* the first word decides what the argument completes to */
    char first[64] = "";
    sscanf(line, "%63s", first);
    bool is_first = true;
    for (int i = 0; i < start; i++)
        if (!isspace((unsigned char)line[i]))
            is_first = false;
    if (is_first) {
        for (const struct ws_dbg_cmd *c = ws_dbg_cmds; c->name; c++)
            complete_add(w, c->name);
        return;
    }
    struct ws_err err = { 0 };
    const struct ws_dbg_cmd *c = ws_dbg_cmd_find(first, &err);
    if (!c)
        return;
    switch (c->complete) {
    case WS_DBG_COMPLETE_EVENT:
        for (int i = 0; i < WS_EV_COUNT; i++)
            complete_add(w, ws_event_names[i]);
        if (d && d->diff)   /* debug --diff: break diverge */
            complete_add(w, "diverge");
        break;
    case WS_DBG_COMPLETE_EXPR:
        if (d && d->sim)
            ws_registry_foreach(ws_sim_registry(d->sim), 0, complete_from_registry, w);
        for (int i = 0; d && i < 2; i++) {   /* debug --diff: each side's, a. and b. */
            struct ws_sim *s = ws_dbg_diff_sim(d, i);
            struct complete_side cs = { w, "ab"[i] };
            if (s)
                ws_registry_foreach(ws_sim_registry(s), 0, complete_from_side, &cs);
        }
        break;
    case WS_DBG_COMPLETE_INFO: {
        static const char *const subs[] = { "breakpoints", "sm", "warps", "ctas", "cache",
                                            "dram", "sched", "vta", "stats", "config", "display",
                                            "pipe", "threads", "checkpoints" };
        for (size_t i = 0; i < sizeof subs / sizeof subs[0]; i++)
            complete_add(w, subs[i]);
        if (d && d->diff)   /* debug --diff */
            complete_add(w, "diff");
        break;
    }
    case WS_DBG_COMPLETE_CONFIG:
        if (strstr(line, "sched.policy ")) {
            for (const struct ws_sched_policy *const *p = ws_sched_policies; *p; p++)
                complete_add(w, (*p)->name);
            break;
        }
        for (size_t i = 0; i < ws_config_nopts; i++)
            complete_add(w, ws_config_opts[i].name);
        break;
    case WS_DBG_COMPLETE_COMMAND:
        for (const struct ws_dbg_cmd *k = ws_dbg_cmds; k->name; k++)
            complete_add(w, k->name);
        break;
    case WS_DBG_COMPLETE_LAYOUT:
        for (size_t i = 0; layouts && layouts[i]; i++)
            complete_add(w, layouts[i]);
        break;
    case WS_DBG_COMPLETE_LESSON: {
        struct ws_lesson_info *li;
        int n = ws_lesson_list(d ? d->lesson_dir : NULL, &li);
        for (int i = 0; i < n; i++)
            complete_add(w, li[i].name);
        free(li);
        complete_add(w, "next");
        complete_add(w, "quit");
        break;
    }
    default:
        break;
    }
}

char **cli_dbg_complete(struct ws_dbg *d, const char *text, int start, int end,
                        const char *const *layouts)
{
    (void)end;
    rl_attempted_completion_over = 1;   /* no file-name fallback ... */
    struct ws_err err = { 0 };
    char first[64] = "";
    sscanf(rl_line_buffer, "%63s", first);
    const struct ws_dbg_cmd *c = start > 0 ? ws_dbg_cmd_find(first, &err) : NULL;
    if (c && c->complete == WS_DBG_COMPLETE_FILE) {
        rl_attempted_completion_over = 0;   /* ... except for `source` */
        return NULL;
    }
    complete_fill(d, rl_line_buffer, start, layouts);
    return rl_completion_matches(text, complete_generator);
}

void cli_dbg_complete_free(void)
{
    for (size_t i = 0; i < complete_cands.n; i++)
        free(complete_cands.v[i]);
    free(complete_cands.v);
    memset(&complete_cands, 0, sizeof complete_cands);
}
