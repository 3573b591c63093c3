/* dbg.c — the debugger session: creating and restarting the simulator, executing
 * command lines, the run loop behind step/next/continue/until/finish, and stop reports. */
#include "warpscope/dbg.h"
#include "dbg_internal.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "warpscope/registry.h"

#define DBG_CHUNK_CYCLES 4096        /* cycles simulated between interrupt checks */
#define DBG_MAX_SOURCE_DEPTH 16
#define DBG_MAX_LINE 65536          /* bytes in one script line */

void ws_dbg_printf(struct ws_dbg *d, const char *fmt, ...)
{
    char small[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof small) {
        d->write(d->write_ctx, small);
        return;
    }
    char *big = ws_malloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    d->write(d->write_ctx, big);
    free(big);
}

int ws_dbg_error(struct ws_dbg *d, const char *fmt, ...)
{
    char buf[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    size_t n = strlen(buf);
    if (n + 1 < sizeof buf) {
        buf[n] = '\n';
        buf[n + 1] = '\0';
    }
    (d->write_err ? d->write_err : d->write)(d->write_ctx, buf);
    return WS_ERR_INPUT;
}

int ws_dbg_resolve(void *ctx, const char *name, struct ws_value *out, struct ws_err *err)
{
    struct ws_dbg *d = ctx;
    if ((name[0] == 'a' || name[0] == 'b') && name[1] == '.')   /* a side of a diff */
        return dbg_diff_resolve(d, name[0] == 'b', name + 2, out, err);
    if (d->diff && d->bpts.eval_side >= 0) {   /* a condition or a watch on one side */
        d->bpts.side_used = true;
        return dbg_diff_resolve(d, d->bpts.eval_side, name, out, err);
    }
    if (!d->sim)
        return ws_errf(err, WS_ERR_INPUT, "no simulation is loaded (use 'run')");
    struct ws_reg_value v;
    if (ws_registry_get(ws_sim_registry(d->sim), name, &v, err))
        return err->code;
    out->type = v.type == WS_REG_FLOAT ? WS_VAL_FLOAT : WS_VAL_INT;
    out->i = v.i;
    out->f = v.f;
    return WS_OK;
}

/* Breakpoint filters are checked against the configuration the next run uses. */
void dbg_bpt_limits(struct ws_dbg *d)
{
    struct ws_bpt_filter lim = { d->cfg.sm_count, d->cfg.sm_max_warps, -1, d->cfg.sm_schedulers,
                                 d->cfg.dram_channels, d->cfg.dram_banks, -1 };
    ws_bpt_set_limits(&d->bpts, &lim);
}

/* (Re)create the simulator from the current config and trace, at cycle 0. */
int dbg_load(struct ws_dbg *d)
{
    if (!d->trace_path)
        return ws_dbg_error(d, "no trace loaded: give warpscope debug a TRACE, or use 'file TRACE'");
    if (d->diff)
        return dbg_diff_load(d);
    struct ws_err err = { 0 };
    if (d->sim) {
        ws_bpt_detach(&d->bpts);
        ws_sim_free(d->sim);
        d->sim = NULL;
    }
    if (d->trace) {
        ws_trace_close(d->trace);
        d->trace = NULL;
    }
    dbg_autocp_free(d);   /* the old simulator's history */
    d->trace = ws_trace_open(d->trace_path, &err);
    d->warned = 0;
    if (!d->trace)
        return ws_dbg_error(d, "%s", err.msg);
    d->sim = ws_sim_new(&d->cfg, d->trace, &err);
    if (!d->sim)
        return ws_dbg_error(d, "%s", err.msg);
    ws_bpt_attach(&d->bpts, ws_sim_bus(d->sim));
    if (d->focus_sm >= ws_sim_sm_count(d->sim))
        d->focus_sm = 0;
    d->has_stop_event = false;
    ws_bpt_pending_clear(&d->bpts);
    if (d->fe.sim_changed)
        d->fe.sim_changed(d->fe.ctx, d);
    return WS_OK;
}

struct ws_dbg *ws_dbg_new(const struct ws_config *cfg, const char *trace_path,
                          ws_dbg_write_fn write, void *write_ctx, struct ws_err *err)
{
    struct ws_dbg *d = ws_calloc(1, sizeof *d);
    d->cfg = *cfg;
    d->write = write;
    d->write_ctx = write_ctx;
    d->focus_warp = -1;
    d->stop_side = -1;
    d->next_display = 1;
    d->collect_bpt = -1;
    ws_bpt_init(&d->bpts, ws_dbg_resolve, d);
    dbg_bpt_limits(d);
    if (trace_path) {
        d->trace_path = ws_strdup(trace_path);
        d->trace = ws_trace_open(trace_path, err);
        d->warned = 0;
        if (!d->trace) {
            ws_dbg_free(d);
            return NULL;
        }
        d->sim = ws_sim_new(&d->cfg, d->trace, err);
        if (!d->sim) {
            ws_dbg_free(d);
            return NULL;
        }
        ws_bpt_attach(&d->bpts, ws_sim_bus(d->sim));
    }
    return d;
}

void ws_dbg_free(struct ws_dbg *d)
{
    if (!d)
        return;
    ws_bpt_free(&d->bpts);
    dbg_diff_free(d);   /* both sides (the session's sim and trace are one of them) */
    for (int i = 0; i < d->ndisplays; i++)
        ws_expr_free(d->displays[i].expr);
    free(d->displays);
    for (int i = 0; i < d->ncollect; i++)
        free(d->collect[i]);
    free(d->collect);
    if (d->sim)
        ws_sim_free(d->sim);
    if (d->trace)
        ws_trace_close(d->trace);
    free(d->trace_path);
    dbg_lesson_free(d->lesson);
    free(d->lesson_dir);
    dbg_checkpoints_free(d);
    dbg_autocp_free(d);
    free(d);
}

/* "kernel 1 (vecAdd), focus sm 0 warp 3" */
static void dbg_where_tail(struct ws_dbg *d, char *buf, size_t n)
{
    struct ws_trace *t = ws_sim_trace(d->sim);
    int k = ws_sim_kernel(d->sim);
    char kern[200];
    if (k >= 0 && (uint32_t)k < t->nkernels)
        snprintf(kern, sizeof kern, "kernel %u (%.150s)", t->kernel[k].id, t->kernel[k].name);
    else
        snprintf(kern, sizeof kern, "all kernels done");
    char warp[32] = "", side[16] = "";
    if (d->focus_warp >= 0)
        snprintf(warp, sizeof warp, " warp %d", d->focus_warp);
    if (d->diff)
        snprintf(side, sizeof side, " (side %s)", dbg_diff_side_name(d));
    snprintf(buf, n, "%s, focus sm %d%s%s", kern, d->focus_sm, warp, side);
}

/* "cycle 1234, kernel 1 (vecAdd), focus sm 0 warp 3" */
void dbg_where(struct ws_dbg *d)
{
    if (!d->sim) {
        ws_dbg_printf(d, "no simulation loaded\n");
        return;
    }
    char tail[300];
    dbg_where_tail(d, tail, sizeof tail);
    ws_dbg_printf(d, "cycle %" PRIu64 ", %s\n", ws_sim_cycle(d->sim), tail);
}

/* After an event stop: where the simulator stands against the event's cycle.  The
 * simulator stops between core cycles, so `cycle` (the next cycle to run) is one past
 * an event of the cycle that just ran, and equal to it for an event that came as that
 * cycle began (CTA launches, kernel starts). */
static void dbg_where_event(struct ws_dbg *d, uint64_t ev)
{
    uint64_t now = ws_sim_cycle(d->sim);
    char tail[300];
    dbg_where_tail(d, tail, sizeof tail);
    if (ev + 1 == now)
        ws_dbg_printf(d, "stopped at the end of that cycle (now cycle %" PRIu64 "), %s\n", now,
                      tail);
    else if (ev == now)
        ws_dbg_printf(d, "stopped as cycle %" PRIu64 " began, before it runs (now cycle %" PRIu64
                      "), %s\n", now, now, tail);
    else if (ev < now)
        ws_dbg_printf(d, "stopped at the end of cycle %" PRIu64 ", %" PRIu64 " cycles after the "
                      "event (now cycle %" PRIu64 "), %s\n", now - 1, now - 1 - ev, now, tail);
    else
        ws_dbg_printf(d, "stopped at cycle %" PRIu64 ", %s\n", now, tail);
}

void dbg_show_displays(struct ws_dbg *d)
{
    for (int i = 0; i < d->ndisplays; i++) {
        struct ws_dbg_display *x = &d->displays[i];
        struct ws_value v;
        struct ws_err err = { 0 };
        if (ws_expr_eval(x->expr, ws_dbg_resolve, d, &v, &err)) {
            ws_dbg_printf(d, "%d: %s = <%s>\n", x->num, ws_expr_text(x->expr), err.msg);
            continue;
        }
        char buf[64];
        ws_value_format(&v, x->fmt, buf, sizeof buf);
        ws_dbg_printf(d, "%d: %s%s%s = %s\n", x->num, x->fmt ? "/" : "",
                      x->fmt ? (char[]){ x->fmt, ' ', 0 } : "", ws_expr_text(x->expr), buf);
    }
}

/* The reader's warnings gathered since the last call (CTAs load as their waves come),
 * as run prints them: on stderr in batch mode, once per trace load. */
static void dbg_trace_warnings(struct ws_dbg *d)
{
    const char *w;
    while (d->trace && (w = ws_trace_warning(d->trace, d->warned))) {
        d->warned++;
        ws_dbg_error(d, "warning: %s", w);
    }
}

static void dbg_report_finished(struct ws_dbg *d)
{
    if (d->diff) {
        dbg_diff_report_finished(d);
        return;
    }
    struct ws_sim_stats st;
    ws_sim_stats(d->sim, &st);
    ws_dbg_printf(d, "[simulation finished] the last kernel ended at cycle %" PRIu64 ": %" PRIu64
                  " warp instructions, IPC %.4f\n", st.cycles, st.warp_insts, st.ipc);
}

/* Report a breakpoint/watchpoint stop, run its commands. */
void dbg_report_stop(struct ws_dbg *d)
{
    struct ws_bpt_stop *s = &d->bpts.stop;
    int num = s->num;
    d->last_stop_bpt = s->is_watch ? 0 : num;
    d->has_stop_event = !s->is_watch && !s->error[0];
    if (d->has_stop_event)
        d->stop_event = s->event;
    /* under --diff: the side it came from is the focused one now (gdb's thread switch) */
    bool sided = d->diff && !s->is_diverge && s->side >= 0;
    if (sided)
        dbg_diff_stop_side(d, s->side);
    d->stop_side = sided ? s->side : -1;
    char on[16] = "";
    if (sided)
        snprintf(on, sizeof on, " on side %c", "AB"[s->side]);
    uint64_t div_cycle = 0;
    if (s->is_diverge) {
        d->has_stop_event = false;
        div_cycle = dbg_diff_report_stop(d);
    } else if (s->error[0]) {
        ws_dbg_printf(d, "%s\n", s->error);
    } else if (s->is_watch) {
        struct ws_bpt *b = ws_bpt_find(&d->bpts, num);
        char o[64], n[64];
        ws_value_format(&s->old_val, 0, o, sizeof o);
        ws_value_format(&s->new_val, 0, n, sizeof n);
        ws_dbg_printf(d, "\nWatchpoint %d%s: %s\n\nOld value = %s\nNew value = %s\n", num, on,
                      b ? ws_expr_text(b->watch) : "?", o, n);
    } else {
        struct ws_bpt *b = ws_bpt_find(&d->bpts, num);
        char desc[400];
        const char *op = s->event.kind == WS_EV_ISSUE && s->event.a >= 0
            ? ws_trace_opcode_name(ws_sim_trace(d->sim), (uint16_t)s->event.a) : NULL;
        ws_event_describe_op(&s->event, op, desc, sizeof desc);
        ws_dbg_printf(d, "\n%s %d, %s at cycle %" PRIu64 "%s: %s\n",
                      b && b->temporary ? "Temporary breakpoint" : "Breakpoint", num,
                      ws_event_names[s->event.kind], s->event.cycle, on, desc);
        if (s->event.sm >= 0 && s->event.sm < ws_sim_sm_count(d->sim)) {
            /* focus follows the event; a warp of another SM no longer applies */
            if (s->event.warp >= 0)
                d->focus_warp = s->event.warp;
            else if (s->event.sm != d->focus_sm)
                d->focus_warp = -1;
            d->focus_sm = s->event.sm;
        }
    }
    if (d->has_stop_event)
        dbg_where_event(d, s->event.cycle);
    else if (s->is_diverge)
        dbg_where_event(d, div_cycle);
    else
        dbg_where(d);
    /* copy the command list: running it may delete the breakpoint */
    struct ws_bpt *b = ws_bpt_find(&d->bpts, num);
    int nc = b ? b->ncommands : 0;
    char **cmds = NULL;
    if (nc) {
        cmds = ws_malloc(sizeof *cmds * (size_t)nc);
        for (int i = 0; i < nc; i++)
            cmds[i] = ws_strdup(b->commands[i]);
    }
    ws_bpt_stop_done(&d->bpts);
    dbg_show_displays(d);
    bool was = d->running_commands;
    d->running_commands = true;
    for (int i = 0; i < nc; i++) {
        if (!d->quit)
            ws_dbg_exec(d, cmds[i], true);
        free(cmds[i]);
    }
    d->running_commands = was;
    free(cmds);
}

/* `next` and `finish`: stop the simulator after `left` more events of one kind (on SM
 * `sm`, or on any SM when sm < 0): issues on the focused SM, or the kernel's end.  Under
 * --diff each side counts its own, and the first side to reach the count stops both. */
struct dbg_count {
    int sm;
    uint64_t left;
    struct ws_event_bus *bus;
    struct ws_event last;      /* the event that used the count up */
};

static void dbg_count_event(void *ctx, const struct ws_event *e)
{
    struct dbg_count *c = ctx;
    if ((c->sm >= 0 && e->sm != c->sm) || c->left == 0)
        return;
    if (--c->left == 0) {
        c->bus->stop = true;
        c->last = *e;
    }
}

/* `start`: the first issue stops like a temporary breakpoint, focused on its warp. */
static void dbg_report_start(struct ws_dbg *d, const struct ws_event *e)
{
    char desc[400];
    const char *op = e->a >= 0 ? ws_trace_opcode_name(ws_sim_trace(d->sim), (uint16_t)e->a) : NULL;
    ws_event_describe_op(e, op, desc, sizeof desc);
    ws_dbg_printf(d, "\nFirst issue at cycle %" PRIu64 ": %s\n", e->cycle, desc);
    d->focus_sm = e->sm;
    d->focus_warp = e->warp;
    dbg_where_event(d, e->cycle);
}

bool dbg_done(const struct ws_dbg *d)
{
    return d->diff ? dbg_diff_done(d) : ws_sim_done(d->sim);
}

uint64_t dbg_now(const struct ws_dbg *d)
{
    return d->diff ? dbg_diff_cycle(d) : ws_sim_cycle(d->sim);
}

int dbg_step(struct ws_dbg *d, uint64_t n, bool stops)
{
    if (d->diff)
        return dbg_diff_step(d, n, stops);
    int rc = ws_sim_step(d->sim, n);
    if (rc)
        ws_dbg_error(d, "simulation error: %s", ws_sim_error(d->sim));
    return rc;
}

bool dbg_failed(const struct ws_dbg *d)
{
    return d->diff ? dbg_diff_failed(d) : ws_sim_error(d->sim) != NULL;
}

void dbg_bpt_attach(struct ws_dbg *d)
{
    if (d->diff)
        dbg_diff_attach(d);
    else
        ws_bpt_attach(&d->bpts, d->sim ? ws_sim_bus(d->sim) : NULL);
}

int dbg_sims(const struct ws_dbg *d, struct ws_sim *sims[2])
{
    sims[1] = NULL;
    if (d->diff) {
        sims[0] = ws_dbg_diff_sim(d, 0);
        sims[1] = ws_dbg_diff_sim(d, 1);
        return 2;
    }
    sims[0] = d->sim;
    return 1;
}

/* The run loop.  mode: step N cycles, run until cycle, next N issues, continue,
 * finish (kernel end).  Returns WS_OK or an error code. */
int dbg_advance(struct ws_dbg *d, enum dbg_mode mode, uint64_t arg)
{
    if (!d->sim)
        return ws_dbg_error(d, "The program is not being run (use 'run').");
    /* every matching event is a stop: a `continue` delivers the ones the last step
     * queued before time moves on; any other motion leaves them behind */
    if (mode == DBG_CONTINUE && (ws_bpt_next_stop(&d->bpts) || dbg_diff_check(d))) {
        dbg_report_stop(d);
        return WS_OK;
    }
    ws_bpt_pending_clear(&d->bpts);
    if (dbg_done(d)) {
        ws_dbg_printf(d, "The simulation has finished; 'run' starts it again.\n");
        return WS_OK;
    }
    uint64_t start = dbg_now(d);
    uint64_t target = UINT64_MAX;
    if (mode == DBG_STEP)
        target = start + arg;
    else if (mode == DBG_UNTIL)
        target = arg;
    int kernel0 = ws_sim_kernel(d->sim);
    /* next, start, finish: a count of events on each side (either ends the step) */
    struct ws_sim *sims[2];
    int nsims = dbg_sims(d, sims), sub[2] = { -1, -1 }, done_side = -1;
    struct dbg_count cnt[2];
    uint64_t kind = mode == DBG_FINISH ? WS_EV_BIT(WS_EV_KERNEL_END)
                  : mode == DBG_NEXT || mode == DBG_START ? WS_EV_BIT(WS_EV_ISSUE) : 0;
    for (int i = 0; i < nsims; i++) {
        /* start: the first issue anywhere; finish: the kernel's end stops the step
         * that contains it */
        cnt[i] = (struct dbg_count){ mode == DBG_NEXT ? d->focus_sm : -1,
                                     mode == DBG_NEXT ? arg : 1, ws_sim_bus(sims[i]), { 0 } };
        if (kind)
            sub[i] = ws_event_subscribe(cnt[i].bus, kind, dbg_count_event, &cnt[i]);
    }
    bool watches = ws_bpt_has_watches(&d->bpts);
    int rc = WS_OK;
    bool interrupted = false;
    dbg_autocp_take(d);   /* reverse execution's history (dbg_reverse.c) */
    while (!dbg_done(d)) {
        uint64_t now = dbg_now(d);
        if (now >= target)
            break;
        /* cycle by cycle for watches, and for a divergence breakpoint still to come: the
         * stop then comes at the end of the cycle the engine reports */
        bool fine = watches || (d->diff && dbg_diff_armed(d));
        uint64_t chunk = fine ? 1 : DBG_CHUNK_CYCLES, due = dbg_autocp_due(d);
        if (target - now < chunk)
            chunk = target - now;
        if (due > now && due - now < chunk)
            chunk = due - now;   /* an automatic checkpoint falls due there */
        /* an error message (stderr in batch mode); its code is the run's: a trace
         * CTA that fails to load when its wave comes is bad input (exit 2), a
         * deadlock a runtime error (exit 1) */
        rc = dbg_step(d, chunk, kind || ws_bpt_armed(&d->bpts));
        if (rc)
            break;
        dbg_autocp_take(d);
        ws_bpt_next_stop(&d->bpts);
        if (watches)
            ws_bpt_check_watches(&d->bpts);
        dbg_diff_check(d);
        if (d->bpts.stop.stopped)
            break;
        for (int i = nsims - 1; kind && i >= 0; i--)
            if (cnt[i].left == 0)
                done_side = i;   /* side A's when both got there in the same cycle */
        if (done_side >= 0)
            break;
        if (d->interrupt && *d->interrupt) {
            *d->interrupt = 0;
            interrupted = true;
            break;
        }
        if (d->fe.frame && d->fe.frame(d->fe.ctx, d)) {
            interrupted = true;
            break;
        }
    }
    for (int i = 0; i < nsims; i++)
        if (sub[i] > 0)
            ws_event_unsubscribe(cnt[i].bus, sub[i]);
    dbg_trace_warnings(d);
    if (rc)
        return rc == WS_ERR_INPUT ? WS_ERR_INPUT : WS_ERR_RUNTIME;
    if (d->bpts.stop.stopped) {
        dbg_report_stop(d);
        return WS_OK;
    }
    d->last_stop_bpt = 0;
    d->has_stop_event = false;
    if (mode == DBG_START && done_side >= 0) {
        dbg_report_start(d, &cnt[done_side].last);
        dbg_show_displays(d);
        return WS_OK;
    }
    d->interrupted = interrupted;
    if (interrupted)
        ws_dbg_printf(d, "\nInterrupted.\n");
    if (dbg_done(d))
        dbg_report_finished(d);
    else if (mode == DBG_FINISH && !interrupted && d->diff && done_side >= 0)
        ws_dbg_printf(d, "kernel %d finished on side %c\n", kernel0 + 1, "AB"[done_side]);
    else if (mode == DBG_FINISH && !interrupted)
        ws_dbg_printf(d, "kernel %d finished\n", kernel0 + 1);
    dbg_where(d);
    dbg_show_displays(d);
    return WS_OK;
}

const struct ws_dbg_cmd *ws_dbg_cmd_find(const char *word, struct ws_err *err)
{
    const struct ws_dbg_cmd *hit = NULL;
    for (const struct ws_dbg_cmd *c = ws_dbg_cmds; c->name; c++) {
        if (!strcmp(c->name, word))
            return c;
        /* aliases: exact only */
        const char *a = c->aliases;
        size_t wl = strlen(word);
        while (a && *a) {
            const char *sp = strchr(a, ' ');
            size_t al = sp ? (size_t)(sp - a) : strlen(a);
            if (al == wl && !strncmp(a, word, wl))
                return c;
            a = sp ? sp + 1 : a + al;
        }
    }
    int n = 0;
    char list[512] = "";
    for (const struct ws_dbg_cmd *c = ws_dbg_cmds; c->name; c++)
        if (!strncmp(c->name, word, strlen(word))) {
            hit = c;
            n++;
            strncat(list, " ", sizeof list - strlen(list) - 1);
            strncat(list, c->name, sizeof list - strlen(list) - 1);
        }
    if (n == 1)
        return hit;
    if (n > 1)
        ws_errf(err, WS_ERR_INPUT, "Ambiguous command \"%s\":%s.", word, list);
    else
        ws_errf(err, WS_ERR_INPUT, "Undefined command: \"%s\".  Try \"help\".", word);
    return NULL;
}

int ws_dbg_exec(struct ws_dbg *d, const char *line, bool from_script)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", line);
    char *s = ws_trim(buf);
    /* collecting `commands N ... end` */
    if (d->collect_bpt >= 0) {
        if (!strcmp(s, "end"))
            return dbg_commands_end(d);
        d->collect = ws_realloc(d->collect, sizeof *d->collect * (size_t)(d->ncollect + 1));
        d->collect[d->ncollect++] = ws_strdup(s);
        return WS_OK;
    }
    if (*s == '#')
        return WS_OK;
    if (!*s && !from_script && d->lesson && d->lesson->step < d->lesson->nsteps)
        return dbg_cmd_lesson(d, "next");   /* in a lesson, Enter goes on */
    if (!*s) {
        if (from_script || !d->last_cmd[0])
            return WS_OK;
        snprintf(buf, sizeof buf, "%s", d->last_cmd);
        s = buf;
    }
    /* the command word: letters, digits, '-', '_'; "print/x" splits at '/' */
    char word[64];
    size_t k = 0;
    while (s[k] && !isspace((unsigned char)s[k]) && s[k] != '/' && k + 1 < sizeof word) {
        word[k] = s[k];
        k++;
    }
    word[k] = '\0';
    const char *args = s + k;
    struct ws_err err = { 0 };
    const struct ws_dbg_cmd *c = ws_dbg_cmd_find(word, &err);
    if (!c)
        return ws_dbg_error(d, "%s", err.msg);
    if (dbg_diff_refuses(d, c->name, args + strspn(args, " \t")))
        return WS_ERR_INPUT;
    if (c->repeat && !from_script) {
        size_t l = strlen(s);
        if (l >= sizeof d->last_cmd)
            l = sizeof d->last_cmd - 1;
        memcpy(d->last_cmd, s, l);
        d->last_cmd[l] = '\0';
    } else if (!from_script)
        d->last_cmd[0] = '\0';
    if (*args != '/')
        while (isspace((unsigned char)*args))
            args++;
    return c->fn(d, args);
}

/* Execute the lines of f; in batch mode stop at the first failing one. */
static int dbg_source_lines(struct ws_dbg *d, FILE *f, const char *name)
{
    char *line = NULL;
    size_t cap = 0;
    int lineno = 0, rc = WS_OK;
    long n;
    while (!d->quit && (n = ws_read_line(f, &line, &cap, DBG_MAX_LINE)) != WS_LINE_EOF) {
        lineno++;
        if (n < 0) {   /* binary data or a runaway line: not a script */
            rc = ws_dbg_error(d, "%s:%d: %s", name, lineno, n == WS_LINE_NUL ?
                              "a NUL byte (not a text file)" : "line longer than 65536 bytes");
            break;
        }
        int r = ws_dbg_exec(d, line, true);
        if (r) {
            rc = r;
            if (d->batch) {
                ws_dbg_error(d, "%s:%d: command failed: %.*s", name, lineno,
                             (int)strcspn(line, "\r\n"), line);
                break;
            }
        }
    }
    free(line);
    return rc;
}

/* After the outermost script: a `commands` block it opened must have been closed. */
static int dbg_source_end(struct ws_dbg *d, int rc, const char *name)
{
    if (rc == WS_OK && d->collect_bpt >= 0 && d->source_depth == 0) {
        d->collect_bpt = -1;
        return ws_dbg_error(d, "%s: 'commands' without 'end'", name);
    }
    return rc;
}

int ws_dbg_source(struct ws_dbg *d, const char *path)
{
    if (d->source_depth >= DBG_MAX_SOURCE_DEPTH)
        return ws_dbg_error(d, "%s: sourced files nested deeper than %d", path,
                            DBG_MAX_SOURCE_DEPTH);
    struct ws_err err = { 0 };   /* a FIFO or a device would block or never end */
    if (access(path, F_OK) == 0 && ws_check_input_file(path, true, &err))
        return ws_dbg_error(d, "%s", err.msg);
    FILE *f = fopen(path, "r");
    if (!f)
        return ws_dbg_error(d, "%s: %s.", path, strerror(errno));
    d->source_depth++;
    int rc = dbg_source_lines(d, f, path);
    fclose(f);
    d->source_depth--;
    return dbg_source_end(d, rc, path);
}

int ws_dbg_source_stream(struct ws_dbg *d, FILE *f, const char *name)
{
    return dbg_source_end(d, dbg_source_lines(d, f, name), name);
}
