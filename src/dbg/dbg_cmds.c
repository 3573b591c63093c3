/* dbg_cmds.c — the debugger's command table (DESIGN §8) and the commands that drive
 * execution, breakpoints, expressions and settings.  `info` and `why` are in dbg_info.c. */
#include "dbg_internal.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpscope/config.h"

/* Parse an optional count argument ("" -> def).  Returns false (after printing) on junk. */
static bool dbg_count(struct ws_dbg *d, const char *args, const char *cmd, uint64_t def,
                      uint64_t *out)
{
    if (!*args) {
        *out = def;
        return true;
    }
    int64_t v;
    if (!ws_parse_i64(args, &v) || v < 1) {
        ws_dbg_error(d, "%s: expected a positive count, got '%s'", cmd, args);
        return false;
    }
    *out = (uint64_t)v;
    return true;
}

static int cmd_run(struct ws_dbg *d, const char *args)
{
    if (*args)
        return ws_dbg_error(d, "run: takes no arguments (set the trace when starting warpscope)");
    if (dbg_load(d))
        return WS_ERR_INPUT;
    char what[600];
    if (d->diff)
        dbg_diff_describe(d, what, sizeof what);
    else
        snprintf(what, sizeof what, "policy %s", d->cfg.sched_policy);
    ws_dbg_printf(d, "Starting %s (%s)\n", d->trace_path, what);
    return dbg_advance(d, DBG_CONTINUE, 0);
}

static int cmd_file(struct ws_dbg *d, const char *args)
{
    if (!*args)
        return ws_dbg_error(d, "file: expected a TRACE (a .wst, an Accel-Sim trace or demo:NAME)");
    char *old = d->trace_path;
    d->trace_path = ws_strdup(args);
    if (dbg_load(d)) {
        free(d->trace_path);
        d->trace_path = old;
        return WS_ERR_INPUT;
    }
    if (!old || strcmp(old, args) != 0) {
        d->focus_sm = 0;                 /* the focus named the old trace's SM and warp */
        d->focus_warp = -1;
    }
    free(old);
    ws_dbg_printf(d, "Loaded %s: %u kernel%s.\n", args, ws_sim_trace(d->sim)->nkernels,
                  ws_sim_trace(d->sim)->nkernels == 1 ? "" : "s");
    return WS_OK;
}

static int cmd_continue(struct ws_dbg *d, const char *args)
{
    uint64_t n;
    if (!dbg_count(d, args, "continue", 1, &n))
        return WS_ERR_INPUT;
    if (n > 1) {
        /* like gdb: `continue N` ignores the breakpoint we stopped at N-1 more times */
        struct ws_bpt *b = ws_bpt_find(&d->bpts, d->last_stop_bpt);
        if (!b)
            return ws_dbg_error(d, "continue: not stopped at a breakpoint; N needs one");
        if (b) {
            b->ignore = n - 1;
            ws_dbg_printf(d, "Will ignore next %" PRIu64 " crossings of breakpoint %d.  Continuing.\n",
                          n - 1, b->num);
        }
    }
    return dbg_advance(d, DBG_CONTINUE, 0);
}

static int cmd_step(struct ws_dbg *d, const char *args)
{
    uint64_t n;
    if (!dbg_count(d, args, "step", 1, &n))
        return WS_ERR_INPUT;
    return dbg_advance(d, DBG_STEP, n);
}

static int cmd_next(struct ws_dbg *d, const char *args)
{
    uint64_t n;
    if (!dbg_count(d, args, "next", 1, &n))
        return WS_ERR_INPUT;
    return dbg_advance(d, DBG_NEXT, n);
}

static int cmd_until(struct ws_dbg *d, const char *args)
{
    int64_t c;
    if (!ws_parse_i64(args, &c) || c < 0)
        return ws_dbg_error(d, "until: expected a cycle number, got '%s'", args);
    if (d->sim && (uint64_t)c <= ws_sim_cycle(d->sim))
        return ws_dbg_error(d, "until: cycle %" PRId64 " is not ahead of the current cycle %" PRIu64,
                            c, ws_sim_cycle(d->sim));
    return dbg_advance(d, DBG_UNTIL, (uint64_t)c);
}

static int cmd_finish(struct ws_dbg *d, const char *args)
{
    if (*args)
        return ws_dbg_error(d, "finish: takes no arguments");
    return dbg_advance(d, DBG_FINISH, 0);
}

static int dbg_add_break(struct ws_dbg *d, const char *args, bool temporary)
{
    if (!strncmp(args, "diverge", 7) && (!args[7] || isspace((unsigned char)args[7])))
        return dbg_diff_break(d, args + 7, temporary);   /* dbg_diff.c */
    struct ws_err err = { 0 };
    int n = ws_bpt_add_event(&d->bpts, args, temporary, &err);
    if (n < 0)
        return ws_dbg_error(d, "%s", err.msg);
    struct ws_bpt *b = ws_bpt_find(&d->bpts, n);
    char f[200];
    ws_bpt_filter_text(b, f, sizeof f);
    ws_dbg_printf(d, "%s %d at %s%s%s%s%s\n", temporary ? "Temporary breakpoint" : "Breakpoint", n,
                  ws_event_names[b->kind], f[0] ? " " : "", f, b->cond ? " if " : "",
                  b->cond ? ws_expr_text(b->cond) : "");
    return WS_OK;
}

static int cmd_break(struct ws_dbg *d, const char *args)
{
    return dbg_add_break(d, args, false);
}

static int cmd_tbreak(struct ws_dbg *d, const char *args)
{
    return dbg_add_break(d, args, true);
}

/* Parse a list of breakpoint numbers ("1 3 4"); empty = all (when allowed). */
typedef int (*dbg_bpt_fn)(struct ws_dbg *d, struct ws_bpt *b);

static int dbg_each_bpt(struct ws_dbg *d, const char *args, const char *cmd, dbg_bpt_fn fn)
{
    if (!*args) {
        for (int i = d->bpts.n - 1; i >= 0; i--)
            fn(d, &d->bpts.v[i]);
        return WS_OK;
    }
    char buf[512];
    snprintf(buf, sizeof buf, "%s", args);
    int rc = WS_OK;
    for (char *tok = strtok(buf, " \t"); tok; tok = strtok(NULL, " \t")) {
        int64_t n;
        if (!strcmp(tok, "$bpnum"))
            n = d->bpts.next_num - 1;
        else if (!ws_parse_i64(tok, &n)) {
            rc = ws_dbg_error(d, "%s: expected breakpoint numbers, got '%s'", cmd, tok);
            continue;
        }
        struct ws_bpt *b = n >= 1 && n <= INT_MAX ? ws_bpt_find(&d->bpts, (int)n) : NULL;
        if (!b) {
            rc = ws_dbg_error(d, "No breakpoint number %" PRId64 ".", n);
            continue;
        }
        fn(d, b);
    }
    return rc;
}

static int bpt_do_delete(struct ws_dbg *d, struct ws_bpt *b)
{
    return ws_bpt_delete(&d->bpts, b->num);
}

static int bpt_do_enable(struct ws_dbg *d, struct ws_bpt *b)
{
    b->enabled = true;
    ws_bpt_resubscribe(&d->bpts);
    return WS_OK;
}

static int bpt_do_disable(struct ws_dbg *d, struct ws_bpt *b)
{
    b->enabled = false;
    ws_bpt_resubscribe(&d->bpts);
    return WS_OK;
}

static int cmd_delete(struct ws_dbg *d, const char *args)
{
    if (!strncmp(args, "checkpoint", 10) && (!args[10] || isspace((unsigned char)args[10])))
        return dbg_delete_checkpoints(d, args + 10);
    if (!strncmp(args, "display", 7) && (!args[7] || isspace((unsigned char)args[7]))) {
        char line[512];
        snprintf(line, sizeof line, "undisplay%s", args + 7);
        return ws_dbg_exec(d, line, true);
    }
    return dbg_each_bpt(d, args, "delete", bpt_do_delete);
}

static int cmd_enable(struct ws_dbg *d, const char *args)
{
    return dbg_each_bpt(d, args, "enable", bpt_do_enable);
}

static int cmd_disable(struct ws_dbg *d, const char *args)
{
    return dbg_each_bpt(d, args, "disable", bpt_do_disable);
}

/* Split "N rest" into the number and the rest. */
static bool dbg_num_arg(struct ws_dbg *d, const char *args, const char *cmd, int *num,
                        const char **rest)
{
    char *end;
    errno = 0;
    long long n;
    if (!strncmp(args, "$bpnum", 6)) {   /* gdb's: the breakpoint made last */
        n = d->bpts.next_num - 1;
        end = (char *)args + 6;
    } else {
        n = strtoll(args, &end, 10);
    }
    if (end == args || (*end && !isspace((unsigned char)*end))) {
        ws_dbg_error(d, "%s: expected a breakpoint number, got '%s'", cmd, args);
        return false;
    }
    if (errno == ERANGE || n < 1 || n > INT_MAX || !ws_bpt_find(&d->bpts, (int)n)) {
        ws_dbg_error(d, "No breakpoint number %.*s.", (int)(end - args), args);
        return false;
    }
    while (isspace((unsigned char)*end))
        end++;
    *num = (int)n;
    *rest = end;
    return true;
}

static int cmd_condition(struct ws_dbg *d, const char *args)
{
    int n;
    const char *rest;
    if (!dbg_num_arg(d, args, "condition", &n, &rest))
        return WS_ERR_INPUT;
    struct ws_err err = { 0 };
    if (ws_bpt_set_condition(&d->bpts, n, rest, &err))
        return ws_dbg_error(d, "condition: %s", err.msg);
    if (*rest)
        ws_dbg_printf(d, "Breakpoint %d stops only if %s\n", n, rest);
    else
        ws_dbg_printf(d, "Breakpoint %d now unconditional.\n", n);
    return WS_OK;
}

static int cmd_ignore(struct ws_dbg *d, const char *args)
{
    int n;
    const char *rest;
    if (!dbg_num_arg(d, args, "ignore", &n, &rest))
        return WS_ERR_INPUT;
    int64_t count;
    if (!ws_parse_i64(rest, &count) || count < 0)
        return ws_dbg_error(d, "ignore: expected a count after the breakpoint number");
    ws_bpt_find(&d->bpts, n)->ignore = (uint64_t)count;
    if (count == 0)
        ws_dbg_printf(d, "Will stop next time breakpoint %d is reached.\n", n);
    else
        ws_dbg_printf(d, "Will ignore next %" PRId64 " crossings of breakpoint %d.\n", count, n);
    return WS_OK;
}

static int cmd_commands(struct ws_dbg *d, const char *args)
{
    int n;
    const char *rest;
    if (!*args) {
        if (d->bpts.n == 0)
            return ws_dbg_error(d, "commands: no breakpoints");
        n = d->bpts.v[d->bpts.n - 1].num;
    } else if (!dbg_num_arg(d, args, "commands", &n, &rest)) {
        return WS_ERR_INPUT;
    }
    d->collect_bpt = n;
    if (!d->batch && d->source_depth == 0)
        ws_dbg_printf(d, "Type commands for breakpoint %d, one per line.\nEnd with a line saying just \"end\".\n", n);
    return WS_OK;
}

int dbg_commands_end(struct ws_dbg *d)
{
    struct ws_bpt *b = ws_bpt_find(&d->bpts, d->collect_bpt);
    d->collect_bpt = -1;
    if (!b) {
        for (int i = 0; i < d->ncollect; i++)
            free(d->collect[i]);
        free(d->collect);
        d->collect = NULL;
        d->ncollect = 0;
        return ws_dbg_error(d, "commands: the breakpoint was deleted");
    }
    for (int i = 0; i < b->ncommands; i++)
        free(b->commands[i]);
    free(b->commands);
    b->commands = d->collect;
    b->ncommands = d->ncollect;
    d->collect = NULL;
    d->ncollect = 0;
    return WS_OK;
}

static int cmd_watch(struct ws_dbg *d, const char *args)
{
    struct ws_err err = { 0 };
    int n = ws_bpt_add_watch(&d->bpts, args, &err);
    if (n < 0)
        return ws_dbg_error(d, "watch: %s", err.msg);
    ws_dbg_printf(d, "Watchpoint %d: %s\n", n, args);
    return WS_OK;
}

/* "/x rest" -> fmt 'x' and rest */
static bool dbg_fmt(struct ws_dbg *d, const char **args, char *fmt, const char *cmd)
{
    *fmt = 0;
    const char *a = *args;
    if (*a != '/')
        return true;
    if (!strchr("xdf", a[1]) || !a[1] || (a[2] && !isspace((unsigned char)a[2]))) {
        ws_dbg_error(d, "%s: unknown format '/%c' (expected /x, /d or /f)", cmd, a[1] ? a[1] : ' ');
        return false;
    }
    *fmt = a[1];
    a += 2;
    while (isspace((unsigned char)*a))
        a++;
    *args = a;
    return true;
}

static int cmd_print(struct ws_dbg *d, const char *args)
{
    char fmt;
    if (!dbg_fmt(d, &args, &fmt, "print"))
        return WS_ERR_INPUT;
    struct ws_err err = { 0 };
    struct ws_expr *x = ws_expr_parse(args, &err);
    if (!x)
        return ws_dbg_error(d, "print: %s", err.msg);
    struct ws_value v;
    int rc = ws_expr_eval(x, ws_dbg_resolve, d, &v, &err);
    ws_expr_free(x);
    if (rc)
        return ws_dbg_error(d, "print: %s", err.msg);
    char buf[64];
    ws_value_format(&v, fmt, buf, sizeof buf);
    ws_dbg_printf(d, "%s = %s\n", args, buf);
    return WS_OK;
}

static int cmd_display(struct ws_dbg *d, const char *args)
{
    if (!*args) {
        dbg_show_displays(d);
        return WS_OK;
    }
    char fmt;
    if (!dbg_fmt(d, &args, &fmt, "display"))
        return WS_ERR_INPUT;
    struct ws_err err = { 0 };
    struct ws_expr *x = ws_expr_parse(args, &err);
    if (!x)
        return ws_dbg_error(d, "display: %s", err.msg);
    WS_GROW(d->displays, d->displays_cap, (size_t)d->ndisplays + 1);
    struct ws_dbg_display *disp = &d->displays[d->ndisplays++];
    disp->num = d->next_display++;
    disp->fmt = fmt;
    disp->expr = x;
    if (d->sim) {
        /* show it once now, like gdb */
        int keep = d->ndisplays;
        struct ws_dbg_display *all = d->displays;
        d->displays = disp;
        d->ndisplays = 1;
        dbg_show_displays(d);
        d->displays = all;
        d->ndisplays = keep;
    }
    return WS_OK;
}

static int cmd_undisplay(struct ws_dbg *d, const char *args)
{
    if (!*args) {
        for (int i = 0; i < d->ndisplays; i++)
            ws_expr_free(d->displays[i].expr);
        d->ndisplays = 0;
        return WS_OK;
    }
    char buf[256];
    snprintf(buf, sizeof buf, "%s", args);
    int rc = WS_OK;
    for (char *tok = strtok(buf, " \t"); tok; tok = strtok(NULL, " \t")) {
        int64_t n;
        int found = -1;
        if (ws_parse_i64(tok, &n))
            for (int i = 0; i < d->ndisplays; i++)
                if (d->displays[i].num == n)
                    found = i;
        if (found < 0) {
            rc = ws_dbg_error(d, "undisplay: no display number '%s'", tok);
            continue;
        }
        ws_expr_free(d->displays[found].expr);
        memmove(&d->displays[found], &d->displays[found + 1],
                sizeof *d->displays * (size_t)(d->ndisplays - found - 1));
        d->ndisplays--;
    }
    return rc;
}

/* `focus sm N [warp M]`: every number checked whole against its range (an index that
 * does not fit is refused, never narrowed). */
static int cmd_focus(struct ws_dbg *d, const char *args)
{
    char buf[256], *tok[5];
    int n = 0;
    snprintf(buf, sizeof buf, "%s", args);
    for (char *w = strtok(buf, " \t"); w; w = strtok(NULL, " \t"), n++)
        if (n < 5)
            tok[n] = w;
    if (n == 1 && (!strcmp(tok[0], "a") || !strcmp(tok[0], "b")))
        return dbg_diff_focus(d, tok[0]);   /* a side of `debug --diff` */
    int64_t sm, warp = -1;
    if ((n != 2 && n != 4) || strcmp(tok[0], "sm") || (n == 4 && strcmp(tok[2], "warp")) ||
        !ws_parse_i64(tok[1], &sm) || (n == 4 && !ws_parse_i64(tok[3], &warp)))
        return ws_dbg_error(d, "focus: expected 'focus sm N [warp M]' (or 'focus a|b' under "
                            "debug --diff)");
    int64_t nsm = d->sim ? ws_sim_sm_count(d->sim) : d->cfg.sm_count;
    if (sm < 0 || sm >= nsm)
        return ws_dbg_error(d, "focus: no SM %s (this GPU has %lld)", tok[1], (long long)nsm);
    if (n == 4 && (warp < 0 || warp >= d->cfg.sm_max_warps))
        return ws_dbg_error(d, "focus: no warp slot %s (an SM holds %lld)", tok[3],
                            (long long)d->cfg.sm_max_warps);
    d->focus_sm = (int)sm;
    d->focus_warp = (int)warp;
    dbg_where(d);
    return WS_OK;
}

static int cmd_layout(struct ws_dbg *d, const char *args)
{
    if (!d->fe.layout)
        return ws_dbg_error(d, "layout: only in the TUI (warpscope tui)");
    struct ws_err err = { 0 };
    if (d->fe.layout(d->fe.ctx, args, &err))
        return ws_dbg_error(d, "layout: %s", err.msg);
    return WS_OK;
}

static int cmd_set(struct ws_dbg *d, const char *args)
{
    char key[128];
    int n = 0;
    if (sscanf(args, "%127s %n", key, &n) < 1 || !args[n])
        return ws_dbg_error(d, "set: expected 'set KEY VALUE' (KEY is a config key)");
    const char *val = args + n;
    struct ws_err err = { 0 };
    struct ws_config c = d->cfg;
    char where[200];
    snprintf(where, sizeof where, "set %s", key);
    if (!strcmp(key, "config")) {   /* a whole preset or file: every key from it */
        char *path = d->find_config ? d->find_config(val) : ws_strdup(val);
        ws_config_defaults(&c);
        int rc = ws_check_input_file(path, true, &err);
        if (!rc)
            rc = ws_config_load(&c, path, &err);
        free(path);
        if (rc)
            return ws_dbg_error(d, "set config: %s", err.msg);
    } else if (ws_config_set(&c, key, val, where, &err))
        return ws_dbg_error(d, "%s", err.msg);
    if (ws_config_validate(&c, &err))
        return ws_dbg_error(d, "set: %s", err.msg);
    d->cfg = c;
    dbg_bpt_limits(d);
    if (!strncmp(key, "dbg.", 4)) {   /* the debugger's own keys apply now */
        dbg_autocp_thin(d);
        ws_dbg_printf(d, "%s = %s\n", key, val);
        return WS_OK;
    }
    if (d->sim && ws_sim_cycle(d->sim) > 0)
        ws_dbg_printf(d, "%s = %s (takes effect at the next 'run')\n", key, val);
    else if (d->sim)
        return dbg_load(d);   /* not started yet: rebuild with the new config */
    return WS_OK;
}

static int cmd_show(struct ws_dbg *d, const char *args)
{
    char buf[WS_CONFIG_STR_MAX + 32];
    if (!*args) {
        for (size_t i = 0; i < ws_config_nopts; i++) {
            ws_config_format(&d->cfg, &ws_config_opts[i], buf, sizeof buf);
            ws_dbg_printf(d, "%s = %s\n", ws_config_opts[i].name, buf);
        }
        return WS_OK;
    }
    const struct ws_opt *o = ws_config_find(args);
    if (!o) {
        struct ws_err err = { 0 };
        struct ws_config tmp = d->cfg;
        ws_config_set(&tmp, args, "0", "show", &err);
        return ws_dbg_error(d, "%s", err.msg);
    }
    ws_config_format(&d->cfg, o, buf, sizeof buf);
    ws_dbg_printf(d, "%s = %s\n", o->name, buf);
    return WS_OK;
}

static int cmd_source(struct ws_dbg *d, const char *args)
{
    if (!*args)
        return ws_dbg_error(d, "source: expected a file name");
    return ws_dbg_source(d, args);
}

static int cmd_echo(struct ws_dbg *d, const char *args)
{
    /* gdb-style: \n makes a newline, a trailing backslash-less text gets none */
    char out[4096];
    size_t k = 0;
    for (const char *p = args; *p && k + 2 < sizeof out; p++) {
        if (p[0] == '\\' && p[1] == 'n') {
            out[k++] = '\n';
            p++;
        } else if (p[0] == '\\' && p[1]) {
            out[k++] = *++p;
        } else {
            out[k++] = *p;
        }
    }
    out[k] = '\0';
    if (!dbg_lesson_echo(d, out))
        ws_dbg_printf(d, "%s", out);
    return WS_OK;
}

static int cmd_quit(struct ws_dbg *d, const char *args)
{
    if (*args) {
        int64_t v;
        if (!ws_parse_i64(args, &v) || v < 0 || v > 255)
            return ws_dbg_error(d, "quit: expected an exit status 0..255, got '%s'", args);
        d->exit_code = (int)v;
    }
    d->quit = true;
    return WS_OK;
}

static int cmd_help(struct ws_dbg *d, const char *args)
{
    if (!*args) {
        ws_dbg_printf(d, "Commands (unique prefixes work; Enter repeats step and next):\n");
        for (const struct ws_dbg_cmd *c = ws_dbg_cmds; c->name; c++) {
            const char *nl = strchr(c->doc, '\n');
            int len = nl ? (int)(nl - c->doc) : (int)strlen(c->doc);
            ws_dbg_printf(d, "  %-11s %.*s\n", c->name, len, c->doc);
        }
        ws_dbg_printf(d, "Type \"help COMMAND\" for its syntax and details.\n");
        struct ws_lesson_info *li;
        int n = ws_lesson_list(d->lesson_dir, &li);
        if (n > 0) {
            ws_dbg_printf(d, "Lessons ('lesson NAME' opens one):");
            for (int i = 0; i < n; i++)
                ws_dbg_printf(d, " %s", li[i].name);
            ws_dbg_printf(d, "\n");
        }
        free(li);
        return WS_OK;
    }
    struct ws_err err = { 0 };
    const struct ws_dbg_cmd *c = ws_dbg_cmd_find(args, &err);
    if (!c)
        return ws_dbg_error(d, "%s", err.msg);
    ws_dbg_printf(d, "usage: %s\n%s\n", c->usage, c->doc);
    if (c->aliases && *c->aliases)
        ws_dbg_printf(d, "aliases: %s\n", c->aliases);
    return WS_OK;
}

const struct ws_dbg_cmd ws_dbg_cmds[] = {
    { "run", "r", "run", "Start the simulation from cycle 0 (breakpoints are kept).\n"
      "Rebuilds the simulator from the current configuration (see 'set').",
      cmd_run, WS_DBG_COMPLETE_NONE, false },
    { "file", "", "file TRACE", "Load a trace (a .wst, an Accel-Sim trace or demo:NAME[:K=V,...]).\n"
      "The simulation is rebuilt at cycle 0 with the current configuration.",
      cmd_file, WS_DBG_COMPLETE_FILE, false },
    { "continue", "c fg", "continue [N]", "Continue running until a breakpoint, a watchpoint or the end.\n"
      "With N, ignore the breakpoint just stopped at N-1 more times (as gdb).",
      cmd_continue, WS_DBG_COMPLETE_NONE, false },
    { "step", "s", "step [N]", "Advance N core cycles (default 1).",
      cmd_step, WS_DBG_COMPLETE_NONE, true },
    { "next", "n", "next [N]", "Advance until the focused SM has issued N more warp instructions.\n"
      "Under 'warpscope debug --diff': until it has on either side (both move together).",
      cmd_next, WS_DBG_COMPLETE_NONE, true },
    { "until", "u advance", "until CYCLE", "Run until the given core cycle (or a breakpoint).",
      cmd_until, WS_DBG_COMPLETE_NONE, false },
    { "finish", "fin", "finish", "Run until the current kernel ends (under --diff: on either side).",
      cmd_finish, WS_DBG_COMPLETE_NONE, false },
    { "break", "b br catch", "break EVENT [sm=N warp=N cta=N sched=N ch=N bank=N row=N] [if EXPR]",
      "Stop when an event of that kind happens and matches the filters.\n"
      "Events: kernel-start kernel-end cta-launch cta-finish warp-finish issue barrier\n"
      "barrier-release group-switch l1-hit l1-miss l1-evict vta-hit throttle l2-hit l2-miss\n"
      "row-open row-close dram-read dram-write prefetch prefetch-use mshr-full phase-change\n"
      "tb-state l1i-miss.  Example: break row-close ch=2 if cycle > 1000\n"
      "Under 'warpscope debug --diff': 'break diverge [kind=issue|cache|dram|cta-launch]'\n"
      "stops at the end of the cycle in which the two sides first differ in that kind (any\n"
      "kind without kind=), saying both sides' events.  There event breakpoints watch both\n"
      "sides: a stop says which side hit it ('on side B') and focuses that side, and a\n"
      "condition's names without a prefix are that side's.",
      cmd_break, WS_DBG_COMPLETE_EVENT, false },
    { "tbreak", "tb", "tbreak EVENT [FILTERS] [if EXPR]", "Like break, deleted after it first stops.",
      cmd_tbreak, WS_DBG_COMPLETE_EVENT, false },
    { "delete", "d", "delete [N...]", "Delete breakpoints N... (all when none given).\n"
      "'delete display N' deletes displays, 'delete checkpoint [N...]' checkpoints.",
      cmd_delete, WS_DBG_COMPLETE_NONE, false },
    { "disable", "dis", "disable [N...]", "Disable breakpoints N... (all when none given).",
      cmd_disable, WS_DBG_COMPLETE_NONE, false },
    { "enable", "en", "enable [N...]", "Enable breakpoints N... (all when none given).",
      cmd_enable, WS_DBG_COMPLETE_NONE, false },
    { "condition", "cond", "condition N [EXPR]", "Stop at breakpoint N only when EXPR is true (no EXPR: always).",
      cmd_condition, WS_DBG_COMPLETE_EXPR, false },
    { "ignore", "", "ignore N COUNT", "Do not stop at breakpoint N for its next COUNT hits.",
      cmd_ignore, WS_DBG_COMPLETE_NONE, false },
    { "commands", "", "commands [N]", "Set commands to run when breakpoint N (default: the last) stops.\n"
      "One per line, ended by a line 'end'.",
      cmd_commands, WS_DBG_COMPLETE_NONE, false },
    { "watch", "", "watch EXPR", "Stop when EXPR changes value (a comparison: when it becomes true).\n"
      "Watches are checked every cycle, which runs slower.  Under 'warpscope debug --diff' a\n"
      "watch on names without a prefix is watched on each side (the stop says which); one\n"
      "of a. and b. names only (watch a.ipc - b.ipc > 5) once.",
      cmd_watch, WS_DBG_COMPLETE_EXPR, false },
    { "print", "p inspect", "print[/x] EXPR", "Evaluate an expression over the registry and print it.\n"
      "Names: cycle, ipc, sm[N].ipc, sm[N].warp[M].pc, dram[C].bank[B].row ... ('info stats').\n"
      "Operators: + - * / % == != < <= > >= && || ! and parentheses.\n"
      "Under 'warpscope debug --diff', a. and b. name a side (print a.ipc - b.ipc); names\n"
      "without a prefix are the focused side's.  Also in watch, display and conditions.",
      cmd_print, WS_DBG_COMPLETE_EXPR, false },
    { "display", "disp", "display[/x] [EXPR]", "Print EXPR after every stop (no EXPR: print them all now).",
      cmd_display, WS_DBG_COMPLETE_EXPR, false },
    { "undisplay", "", "undisplay [N...]", "Stop displaying expressions N... (all when none given).",
      cmd_undisplay, WS_DBG_COMPLETE_NONE, false },
    { "info", "i", "info breakpoints|sm|warps|ctas|cache [SET]|dram [CH]|sched|vta [WARP]|pipe|stats|config|display|checkpoints|diff",
      "Show breakpoints, SMs, warps, CTAs, cache sets, DRAM banks, policy state or stats.\n"
      "sm: all SMs; warps, ctas, cache [SET], sched: the focused SM; dram [CH]: banks;\n"
      "vta [WARP]: CCWS's score stack or a warp's victim tags; pipe: the focused SM's\n"
      "pipeline (fetch and L1I, I-buffers, ID_OC, operand collector, units, LD/ST unit);\n"
      "stats: every statistic; config: every key; display: the auto-displays;\n"
      "checkpoints: the manual and automatic checkpoints ('*': the one at the current\n"
      "cycle) and the automatic ones' memory against dbg.checkpoint_budget.\n"
      "diff (under 'warpscope debug --diff'): the first divergences, totals so far, cycles\n"
      "lost by reason, the loads behind the miss difference and why one side is slower;\n"
      "there sm and warps answer for both sides, labelled A: and B:.",
      dbg_cmd_info, WS_DBG_COMPLETE_INFO, false },
    { "why", "", "why [WARP]", "Explain why a warp of the focused SM did not issue this cycle.\n"
      "Follows the chain: scoreboard, the pending instruction's pipeline stage, L1 latency\n"
      "queue, L1 MSHR, interconnect, L2, DRAM bank; an empty I-buffer to the fetch order or\n"
      "the I-cache miss; a full issue slot to the operand collector, units or LD/ST unit.\n"
      "Under 'warpscope debug --diff' it answers for both sides, labelled A: and B:.",
      dbg_cmd_why, WS_DBG_COMPLETE_NONE, false },
    { "diff", "", "diff A,B [-a KEY=VAL]... [-b KEY=VAL]... | diff POLICY -a|-b KEY=VAL... | diff off",
      "Run the loaded trace on two simulators in lockstep, from cycle 0.\n"
      "As 'warpscope debug --diff A,B': side A with policy A, side B with policy B (or one\n"
      "policy and the sides' -a/-b keys), over the session's config.  Then 'break diverge',\n"
      "a./b. names, 'focus a|b' and 'info diff' work.  'diff off' goes back to one simulator\n"
      "(the config before 'diff'), at cycle 0.",
      dbg_cmd_diff, WS_DBG_COMPLETE_NONE, false },
    { "focus", "", "focus sm N [warp M] | focus a|b", "Choose the SM (and warp) that next, why and the views show.\n"
      "Under 'warpscope debug --diff', 'focus a' and 'focus b' choose the side that print\n"
      "without a prefix, display and the info commands see (A at first; a breakpoint stop\n"
      "focuses the side that hit it).  Breakpoints and next watch both sides.",
      cmd_focus, WS_DBG_COMPLETE_NONE, false },
    { "layout", "", "layout NAME", "Arrange the TUI's views (sched, mem, all, pipeline, a "
      "policy's layout, or one view alone).",
      cmd_layout, WS_DBG_COMPLETE_LAYOUT, false },
    { "set", "", "set KEY VALUE", "Change a configuration key for the next 'run'.\n"
      "'set config NAME' loads a whole preset (gtx480, qv100, rtx3070, owl, ccws, pro, ctaa, tiny) or file.",
      cmd_set, WS_DBG_COMPLETE_CONFIG, false },
    { "show", "", "show [KEY]", "Show a configuration key (all when none given).",
      cmd_show, WS_DBG_COMPLETE_CONFIG, false },
    { "source", "", "source FILE", "Execute the commands in FILE.",
      cmd_source, WS_DBG_COMPLETE_FILE, false },
    { "echo", "", "echo TEXT", "Print TEXT (\\n is a newline).",
      cmd_echo, WS_DBG_COMPLETE_NONE, false },
    { "start", "", "start", "Start the simulation from cycle 0 and stop at the first issue.\n"
      "Focuses the warp that issued it (as gdb's start stops at main).",
      dbg_cmd_start, WS_DBG_COMPLETE_NONE, false },
    { "kill", "k", "kill", "Stop the simulation and free it ('run' or 'start' begins again).",
      dbg_cmd_kill, WS_DBG_COMPLETE_NONE, false },
    { "checkpoint", "", "checkpoint", "Save the whole simulation state in memory; prints its number.\n"
      "'restart N' goes back to it; 'info checkpoints' lists them, 'delete checkpoint\n"
      "[N...]' drops them.  Breakpoints, watchpoints and displays are not part of it.\n"
      "Under 'warpscope debug --diff' it holds both sides and the lockstep's divergences.",
      dbg_cmd_checkpoint, WS_DBG_COMPLETE_NONE, false },
    { "restart", "", "restart N", "Go back to checkpoint N (the simulation state it saved).\n"
      "Running on from there repeats exactly what the simulation did after it.",
      dbg_cmd_restart, WS_DBG_COMPLETE_NONE, false },
    { "reverse-step", "rs", "reverse-step [N]", "Go back N core cycles (default 1): step N returns here.\n"
      "Restores the latest checkpoint before and re-runs to there (the simulator is\n"
      "deterministic); breakpoints do not stop it (reverse-continue goes back to them).\n"
      "Under 'warpscope debug --diff' both sides go back, in lockstep.",
      dbg_cmd_reverse_step, WS_DBG_COMPLETE_NONE, true },
    { "reverse-next", "rn", "reverse-next [N]", "Go back over the focused SM's last N warp instructions (default 1).\n"
      "It stops at the start of the cycle in which the SM issued the N-th last one (after a\n"
      "next, next N comes back).  Under --diff: the later of the two sides' N-th last.",
      dbg_cmd_reverse_next, WS_DBG_COMPLETE_NONE, true },
    { "reverse-continue", "rc", "reverse-continue", "Go back to the previous breakpoint or watchpoint hit.\n"
      "The history is re-run from the checkpoints with the breakpoints armed; it stops where\n"
      "a forward continue would have stopped for the last hit before now (ignore counts\n"
      "do not apply).  With no hit before now: back to cycle 0.  Under --diff: the previous\n"
      "hit on either side, or divergence stop.",
      dbg_cmd_reverse_continue, WS_DBG_COMPLETE_NONE, false },
    { "reverse-finish", "", "reverse-finish", "Go back to where the current kernel started (kernel-start).",
      dbg_cmd_reverse_finish, WS_DBG_COMPLETE_NONE, false },
    { "goto", "", "goto CYCLE", "Go to any cycle, earlier or later (no breakpoint stops it).\n"
      "Earlier: from the latest checkpoint before it.  Automatic checkpoints are taken every\n"
      "dbg.checkpoint_interval cycles within dbg.checkpoint_budget bytes ('info checkpoints').",
      dbg_cmd_goto, WS_DBG_COMPLETE_NONE, false },
    { "thread", "", "thread [N]", "Focus warp slot N of the focused SM (no N: say which is).\n"
      "As gdb's threads: 'info threads' lists the warps.",
      dbg_cmd_thread, WS_DBG_COMPLETE_NONE, false },
    { "where", "bt backtrace", "where [WARP]", "Show a warp's CTA, kernel, PC and last instructions.\n"
      "Default: the focused warp (none focused: the cycle, the kernel and the focus).",
      dbg_cmd_where, WS_DBG_COMPLETE_NONE, false },
    { "save", "", "save breakpoints|session FILE", "Write the breakpoints and watchpoints to FILE as commands.\n"
      "'source FILE' recreates them (conditions, ignore counts, commands, disabled).\n"
      "'save session FILE' writes the whole session (trace reference and identity, config,\n"
      "breakpoints, watchpoints, displays, focus, simulator state, checksum):\n"
      "'warpscope debug --session FILE' resumes exactly there (under --diff: both sides,\n"
      "their policies and -a/-b keys, and the lockstep's divergences).",
      dbg_cmd_save, WS_DBG_COMPLETE_FILE, false },
    { "shell", "", "shell CMD", "Run CMD with /bin/sh and show its output.",
      dbg_cmd_shell, WS_DBG_COMPLETE_NONE, false },
    { "lesson", "", "lesson [NAME|next|quit]", "List the guided lessons, or open one (a step at a time).\n"
      "A lesson sets its own config and trace, runs its story to the end of a step and\n"
      "stops there: read the narrative, look at the views, type commands of your own, then\n"
      "press Enter (or 'lesson next') for the next step.  'lesson quit' leaves it.  NAME is\n"
      "a lesson of demos/lessons (see 'lesson') or a .ws file.", dbg_cmd_lesson,
      WS_DBG_COMPLETE_LESSON, false },
    { "pause", "", "pause [view=V,...] [sm=N] [warp=N] TITLE", "End a lesson's step (elsewhere: nothing).\n"
      "In a lesson the step stops here; TITLE names it, view= brings those views forward\n"
      "in the TUI, sm= and warp= move the focus to what the step talks about.",
      dbg_cmd_pause, WS_DBG_COMPLETE_NONE, false },
    { "expect", "", "expect EXPR", "Fail (with the values) unless EXPR is true; silent when it is.\n"
      "Lessons use it to check every number their narrative quotes against the run.",
      dbg_cmd_expect, WS_DBG_COMPLETE_EXPR, false },
    { "help", "h", "help [COMMAND]", "List the commands, or describe one.",
      cmd_help, WS_DBG_COMPLETE_COMMAND, false },
    { "quit", "q exit", "quit [STATUS]", "Leave warpscope.",
      cmd_quit, WS_DBG_COMPLETE_NONE, false },
    { NULL, NULL, NULL, NULL, NULL, 0, false }
};
