/* dbg_gdb.c — commands for gdb habits: `start` (run to the first issue), `kill`,
 * `thread N` (focus a warp; `info threads` is `info warps`), `where` (a warp's CTA,
 * kernel, PC and last instructions, as gdb's backtrace), `save breakpoints FILE` and
 * `shell CMD`. */
#include "dbg_internal.h"
#include "warpscope/diff.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#define DBG_WHERE_LAST 5     /* instructions `where` lists before the next one */

int dbg_cmd_start(struct ws_dbg *d, const char *args)
{
    if (*args)
        return ws_dbg_error(d, "start: takes no arguments");
    if (dbg_load(d))
        return WS_ERR_INPUT;
    char what[600];
    if (d->diff)
        dbg_diff_describe(d, what, sizeof what);
    else
        snprintf(what, sizeof what, "policy %s", d->cfg.sched_policy);
    ws_dbg_printf(d, "Starting %s (%s)\n", d->trace_path, what);
    return dbg_advance(d, DBG_START, 0);
}

int dbg_cmd_kill(struct ws_dbg *d, const char *args)
{
    if (*args)
        return ws_dbg_error(d, "kill: takes no arguments");
    if (!d->sim)
        return ws_dbg_error(d, "The program is not being run.");
    uint64_t cyc = ws_sim_cycle(d->sim);
    ws_bpt_detach(&d->bpts);
    ws_bpt_pending_clear(&d->bpts);
    ws_sim_free(d->sim);
    d->sim = NULL;
    d->has_stop_event = false;
    d->last_stop_bpt = 0;
    if (d->fe.sim_changed)
        d->fe.sim_changed(d->fe.ctx, d);
    ws_dbg_printf(d, "[simulation killed at cycle %" PRIu64 "] 'run' or 'start' begins it again\n",
                  cyc);
    return WS_OK;
}

int dbg_cmd_thread(struct ws_dbg *d, const char *args)
{
    if (!d->sim)
        return ws_dbg_error(d, "thread: no simulation loaded (use 'run')");
    if (!*args) {
        if (d->focus_warp < 0)
            ws_dbg_printf(d, "No warp is focused on SM %d ('thread N' focuses warp slot N).\n",
                          d->focus_sm);
        else
            ws_dbg_printf(d, "[Current warp is SM %d warp %d]\n", d->focus_sm, d->focus_warp);
        return WS_OK;
    }
    char line[128];
    snprintf(line, sizeof line, "focus sm %d warp %.64s", d->focus_sm, args);
    return ws_dbg_exec(d, line, true);
}

int dbg_cmd_where(struct ws_dbg *d, const char *args)
{
    if (!d->sim)
        return ws_dbg_error(d, "where: no simulation loaded (use 'run')");
    int slot = d->focus_warp;
    if (*args) {
        int64_t v;
        if (!ws_parse_i64(args, &v) || v < 0 || v > INT_MAX)
            return ws_dbg_error(d, "where: expected a warp slot number, got '%s'", args);
        slot = (int)v;
    }
    if (slot < 0) {
        dbg_where(d);   /* no warp: where the simulation is, as before */
        return WS_OK;
    }
    const struct ws_warp *w = ws_sim_warp(d->sim, d->focus_sm, slot);
    if (!w || w->state == WS_WARP_EMPTY)
        return ws_dbg_error(d, "where: SM %d has no warp in slot %d", d->focus_sm, slot);
    struct ws_trace *t = ws_sim_trace(d->sim);
    int k = ws_sim_kernel(d->sim);
    char kern[200] = "no kernel running";
    if (k >= 0 && (uint32_t)k < t->nkernels)
        snprintf(kern, sizeof kern, "kernel %u (%.150s)", t->kernel[k].id, t->kernel[k].name);
    ws_dbg_printf(d, "SM %d warp %d: CTA %u (warp %u of it), %s, scheduler %d, cycle %" PRIu64
                  "\n", d->focus_sm, slot, w->cta, w->warp_in_cta, kern, w->sched,
                  ws_sim_cycle(d->sim));
    ws_dbg_printf(d, "  state %s, %s; %" PRIu64 " of %u instructions issued\n",
                  ws_warp_state_names[w->state], ws_stall_names[w->reason], w->issued, w->ninst);
    const struct ws_inst *next = ws_sim_warp_next(d->sim, d->focus_sm, slot);
    if (next)
        ws_dbg_printf(d, "#0  pc 0x%04x  %-14s next to issue (instruction %u)\n", next->pc,
                      ws_trace_opcode_name(t, next->op), w->next);
    else
        ws_dbg_printf(d, "#0  (no instruction left)\n");
    for (uint32_t i = w->next, f = 1; i-- > 0 && f <= DBG_WHERE_LAST; f++) {
        const struct ws_inst *in = ws_warp_inst(w->trace, i);   /* valid until the next */
        ws_dbg_printf(d, "#%u  pc 0x%04x  %-14s issued (instruction %u)\n", f, in->pc,
                      ws_trace_opcode_name(t, in->op), i);
    }
    return WS_OK;
}

/* One breakpoint as the commands that recreate it ($bpnum: the one just made). */
void dbg_save_bpt(FILE *f, const struct ws_bpt *b)
{
    if (b->type == WS_BPT_WATCH) {
        fprintf(f, "watch %s\n", ws_expr_text(b->watch));
    } else if (b->type == WS_BPT_DIVERGE) {
        fprintf(f, "%s diverge%s%s%s%s\n", b->temporary ? "tbreak" : "break",
                b->diverge >= 0 ? " kind=" : "", b->diverge >= 0 ? ws_diff_kind_names[b->diverge] : "",
                b->cond ? " if " : "", b->cond ? ws_expr_text(b->cond) : "");
    } else {
        char filt[200];
        ws_bpt_filter_text(b, filt, sizeof filt);
        fprintf(f, "%s %s%s%s%s%s\n", b->temporary ? "tbreak" : "break", ws_event_names[b->kind],
                filt[0] ? " " : "", filt, b->cond ? " if " : "",
                b->cond ? ws_expr_text(b->cond) : "");
    }
    if (b->ignore)
        fprintf(f, "ignore $bpnum %" PRIu64 "\n", b->ignore);
    if (b->ncommands) {
        fprintf(f, "commands\n");
        for (int i = 0; i < b->ncommands; i++)
            fprintf(f, "  %s\n", b->commands[i]);
        fprintf(f, "end\n");
    }
    if (!b->enabled)
        fprintf(f, "disable $bpnum\n");
}

int dbg_cmd_save(struct ws_dbg *d, const char *args)
{
    const char *what = "breakpoints";
    size_t wl = strcspn(args, " \t");
    if (wl && wl <= 7 && !strncmp(args, "session", wl)) {
        const char *p = args + wl;
        while (*p == ' ' || *p == '\t')
            p++;
        if (!*p)
            return ws_dbg_error(d, "save session: expected a FILE name");
        return dbg_save_session(d, p);
    }
    if (!wl || wl > strlen(what) || strncmp(args, what, wl))
        return ws_dbg_error(d, "save: expected 'save breakpoints FILE' or 'save session FILE'");
    const char *path = args + wl;
    while (*path == ' ' || *path == '\t')
        path++;
    if (!*path)
        return ws_dbg_error(d, "save breakpoints: expected a FILE name");
    if (d->bpts.n == 0)
        return ws_dbg_error(d, "save breakpoints: there are no breakpoints or watchpoints");
    FILE *f = fopen(path, "w");
    if (!f)
        return ws_dbg_error(d, "save breakpoints: %s: %s", path, strerror(errno));
    fprintf(f, "# warpscope breakpoints: 'source %s' recreates them\n", path);
    for (int i = 0; i < d->bpts.n; i++)
        dbg_save_bpt(f, &d->bpts.v[i]);
    if (fclose(f))
        return ws_dbg_error(d, "save breakpoints: %s: %s", path, strerror(errno));
    ws_dbg_printf(d, "Saved to file '%s'.\n", path);
    return WS_OK;
}

int dbg_cmd_shell(struct ws_dbg *d, const char *args)
{
    if (!*args)
        return ws_dbg_error(d, "shell: expected a command (e.g. 'shell ls')");
    /* the command's output (both streams) goes through the session's output, so the TUI
     * shows it in its pane; it reads no stdin (in batch mode that is the script) */
    size_t n = strlen(args) + 32;
    char *cmd = ws_malloc(n);
    snprintf(cmd, n, "( %s ) </dev/null 2>&1", args);
    fflush(NULL);
    FILE *p = popen(cmd, "r");
    free(cmd);
    if (!p)
        return ws_dbg_error(d, "shell: %s", strerror(errno));
    char buf[1024];
    size_t got;
    while ((got = fread(buf, 1, sizeof buf - 1, p)) > 0) {
        buf[got] = '\0';
        ws_dbg_printf(d, "%s", buf);
    }
    int st = pclose(p);
    if (st == -1)
        return ws_dbg_error(d, "shell: %s", strerror(errno));
    if (WIFEXITED(st) && WEXITSTATUS(st) != 0)
        ws_dbg_printf(d, "[shell command exited with status %d]\n", WEXITSTATUS(st));
    else if (WIFSIGNALED(st))
        ws_dbg_printf(d, "[shell command killed by signal %d]\n", WTERMSIG(st));
    return WS_OK;
}
