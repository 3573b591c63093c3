/* dbg_diff.c — the debugger on two simulators in lockstep (`warpscope debug --diff`, issue
 * 21): both sides of one trace stepped by diff.h's engine, `break diverge [kind=K]` at the
 * first divergence of a kind, a./b. prefixes on registry names, `focus a|b`, `info diff`
 * (the attribution `warpscope diff` prints, so far) and `why`/`info sm`/`info warps` for
 * both sides; the `diff A,B [-a K=V]... [-b K=V]...` command opens the same from a
 * session of one simulator (a script, a lesson) and `diff off` goes back to one.
 * Everything else of the debugger works on the focused side, whose sim, trace and config
 * are the session's own fields. */
#define _POSIX_C_SOURCE 200809L
#include "dbg_internal.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpscope/diff.h"
#include "warpscope/diff_report.h"
#include "warpscope/registry.h"
#include "warpscope/sched.h"

/* Invariant: sim[i], trace[i] are side i's (both at the same cycle unless one finished);
 * the session's sim, trace, cfg and warned are side cur's (cur == focus except while
 * dbg_diff_each runs a command on the other side); seen[k]: divergence k was offered
 * to the breakpoints (or had happened before anybody asked). */
struct dbg_diff {
    struct ws_diff *diff;
    struct ws_sim *sim[2];
    struct ws_trace *trace[2];
    struct ws_config cfg[2];
    uint32_t warned[2];
    int focus, cur;
    bool each;                  /* inside dbg_diff_each */
    bool seen[WS_DIFF_KINDS];
    char label[2][64], desc[2][256];
    bool has_base;              /* opened by the `diff` command: */
    struct ws_config base;      /* ... the session's config before, which `diff off` restores */
};

static const char dd_names[2] = { 'A', 'B' };

/* Put side i into the session's fields (the one there keeps its reader warnings count). */
static void dd_use(struct ws_dbg *d, int i)
{
    struct dbg_diff *dd = d->diff;
    dd->warned[dd->cur] = d->warned;
    dd->cur = i;
    d->sim = dd->sim[i];
    d->trace = dd->trace[i];
    d->cfg = dd->cfg[i];
    d->warned = dd->warned[i];
}

/* Free both sides and the engine (the breakpoints detached first: they listen to a bus). */
static void dd_close(struct ws_dbg *d)
{
    struct dbg_diff *dd = d->diff;
    ws_bpt_detach(&d->bpts);
    ws_diff_free(dd->diff);
    dd->diff = NULL;
    for (int i = 0; i < 2; i++) {
        if (dd->sim[i])
            ws_sim_free(dd->sim[i]);
        if (dd->trace[i])
            ws_trace_close(dd->trace[i]);
        dd->sim[i] = NULL;
        dd->trace[i] = NULL;
    }
    d->sim = NULL;
    d->trace = NULL;
}

/* Make both sides at cycle 0 and the engine over them; the focused side in the session. */
static int dd_make(struct ws_dbg *d, struct ws_err *err)
{
    struct dbg_diff *dd = d->diff;
    for (int i = 0; i < 2; i++) {
        dd->trace[i] = ws_trace_open(d->trace_path, err);
        if (!dd->trace[i])
            return err->code;
        dd->warned[i] = 0;
        dd->sim[i] = ws_sim_new(&dd->cfg[i], dd->trace[i], err);
        if (!dd->sim[i]) {
            char m[sizeof err->msg];
            snprintf(m, sizeof m, "%s", err->msg);
            return ws_errf(err, err->code, "side %c: %s", dd_names[i], m);
        }
    }
    dd->diff = ws_diff_new(dd->sim[0], dd->sim[1], false);
    memset(dd->seen, 0, sizeof dd->seen);
    dd->cur = dd->focus;
    d->sim = dd->sim[dd->focus];
    d->trace = dd->trace[dd->focus];
    d->cfg = dd->cfg[dd->focus];
    d->warned = 0;
    dbg_diff_attach(d);   /* event breakpoints and watches see both sides */
    return WS_OK;
}

int ws_dbg_diff_open(struct ws_dbg *d, const struct ws_config cfg[2], const char *const label[2],
                     const char *const desc[2], struct ws_err *err)
{
    if (!d->trace_path)
        return ws_errf(err, WS_ERR_INPUT, "--diff needs a TRACE");
    /* the session's own simulator (side A's config) makes way for the two sides */
    ws_bpt_detach(&d->bpts);
    if (d->sim)
        ws_sim_free(d->sim);
    if (d->trace)
        ws_trace_close(d->trace);
    d->sim = NULL;
    d->trace = NULL;
    dbg_autocp_free(d);
    struct dbg_diff *dd = ws_calloc(1, sizeof *dd);
    d->diff = dd;
    for (int i = 0; i < 2; i++) {
        dd->cfg[i] = cfg[i];
        snprintf(dd->label[i], sizeof dd->label[i], "%s", label[i]);
        snprintf(dd->desc[i], sizeof dd->desc[i], "%s", desc[i]);
    }
    int rc = dd_make(d, err);
    if (rc)
        dd_close(d);
    dbg_bpt_limits(d);
    return rc;
}

void dbg_diff_free(struct ws_dbg *d)
{
    if (!d->diff)
        return;
    dd_close(d);
    free(d->diff);
    d->diff = NULL;
}

int dbg_diff_load(struct ws_dbg *d)
{
    struct dbg_diff *dd = d->diff;
    if (dd->each)
        dd_use(d, dd->focus);
    dd_close(d);
    dbg_autocp_free(d);   /* the old sides' history */
    struct ws_err err = { 0 };
    if (dd_make(d, &err)) {
        dd_close(d);
        if (d->fe.sim_changed)   /* the sides it showed are gone */
            d->fe.sim_changed(d->fe.ctx, d);
        return ws_dbg_error(d, "%s", err.msg);
    }
    if (d->focus_sm >= ws_sim_sm_count(d->sim))
        d->focus_sm = 0;
    d->has_stop_event = false;
    ws_bpt_pending_clear(&d->bpts);
    if (d->fe.sim_changed)
        d->fe.sim_changed(d->fe.ctx, d);
    return WS_OK;
}

int dbg_diff_step(struct ws_dbg *d, uint64_t ncycles, bool stops)
{
    struct dbg_diff *dd = d->diff;
    ws_diff_set_stops(dd->diff, stops);
    int rc = ws_diff_step(dd->diff, ncycles);
    if (rc) {
        int s = ws_diff_error_side(dd->diff);
        ws_dbg_error(d, "simulation error (side %c): %s", dd_names[s < 0 ? 0 : s],
                     ws_diff_error(dd->diff));
    }
    return rc;
}

bool dbg_diff_done(const struct ws_dbg *d)
{
    return ws_diff_done(d->diff->diff);
}

bool dbg_diff_failed(const struct ws_dbg *d)
{
    const struct dbg_diff *dd = d->diff;
    return ws_diff_error_side(dd->diff) >= 0 || ws_sim_error(dd->sim[0]) ||
           ws_sim_error(dd->sim[1]);
}

struct ws_diff *dbg_diff_engine(const struct ws_dbg *d)
{
    return d->diff->diff;
}

void dbg_diff_restored(struct ws_dbg *d)
{
    for (int k = 0; k < WS_DIFF_KINDS; k++)
        d->diff->seen[k] = ws_diff_first(d->diff->diff, k)->found;
}

void dbg_diff_attach(struct ws_dbg *d)
{
    ws_bpt_attach_sides(&d->bpts, ws_sim_bus(d->diff->sim[0]), ws_sim_bus(d->diff->sim[1]));
}

void dbg_diff_set_focus(struct ws_dbg *d, int side)
{
    struct dbg_diff *dd = d->diff;
    dd->focus = side;
    dd_use(d, side);
    dbg_bpt_limits(d);
    if (d->focus_sm >= ws_sim_sm_count(d->sim)) {
        d->focus_sm = 0;
        d->focus_warp = -1;
    }
}

void dbg_diff_stop_side(struct ws_dbg *d, int side)
{
    if (side == d->diff->focus)
        return;
    dbg_diff_set_focus(d, side);
    ws_dbg_printf(d, "[Switching to side %c: %s]\n", dd_names[side], d->diff->desc[side]);
}

const char *dbg_diff_label(const struct ws_dbg *d, int side)
{
    return d->diff->label[side];
}

uint64_t dbg_diff_cycle(const struct ws_dbg *d)
{
    uint64_t a = ws_sim_cycle(d->diff->sim[0]), b = ws_sim_cycle(d->diff->sim[1]);
    return a > b ? a : b;
}

void dbg_diff_describe(const struct ws_dbg *d, char *buf, size_t n)
{
    snprintf(buf, n, "A %s, B %s", d->diff->desc[0], d->diff->desc[1]);
}

const char *dbg_diff_side_name(const struct ws_dbg *d)
{
    return !d->diff ? NULL : d->diff->focus ? "B" : "A";
}

struct ws_sim *ws_dbg_diff_sim(const struct ws_dbg *d, int side)
{
    return d->diff && (side == 0 || side == 1) ? d->diff->sim[side] : NULL;
}

const char *ws_dbg_diff_desc(const struct ws_dbg *d, int side)
{
    return d->diff && (side == 0 || side == 1) ? d->diff->desc[side] : NULL;
}

int ws_dbg_diff_focus(const struct ws_dbg *d)
{
    return d->diff ? d->diff->focus : -1;
}

const struct ws_diff_divergence *ws_dbg_diff_first(const struct ws_dbg *d, int kind)
{
    if (!d->diff || !d->diff->diff || kind < 0 || kind >= WS_DIFF_KINDS)
        return NULL;
    const struct ws_diff_divergence *v = ws_diff_first(d->diff->diff, kind);
    return v->found ? v : NULL;
}

bool dbg_diff_armed(const struct ws_dbg *d)
{
    for (int k = 0; k < WS_DIFF_KINDS; k++)
        if (!ws_diff_first(d->diff->diff, k)->found && ws_bpt_wants_diverge(&d->bpts, k))
            return true;
    return false;
}

bool dbg_diff_check(struct ws_dbg *d)
{
    struct dbg_diff *dd = d->diff;
    if (!dd || d->bpts.stop.stopped)
        return false;
    for (;;) {   /* the divergences in the order they happened (kind order on a tie) */
        int k = -1;
        for (int i = 0; i < WS_DIFF_KINDS; i++) {
            const struct ws_diff_divergence *v = ws_diff_first(dd->diff, i);
            if (v->found && !dd->seen[i] &&
                (k < 0 || v->cycle < ws_diff_first(dd->diff, k)->cycle))
                k = i;
        }
        if (k < 0)
            return false;
        dd->seen[k] = true;
        if (ws_bpt_diverged(&d->bpts, k))
            return true;
    }
}

/* "sm 2 sched 0 warp 0 cta 2 pc 0xc0", or "(none)" for a side without an event there. */
static void dd_event(const struct ws_diff_divergence *v, int kind, int side, char *buf, size_t n)
{
    if (v->has[side])
        ws_diff_event_text(buf, n, kind, &v->ev[side]);
    else
        snprintf(buf, n, "(none)");
}

uint64_t dbg_diff_report_stop(struct ws_dbg *d)
{
    struct dbg_diff *dd = d->diff;
    const struct ws_bpt_stop *s = &d->bpts.stop;
    const struct ws_diff_divergence *v = ws_diff_first(dd->diff, s->diverge);
    struct ws_bpt *b = ws_bpt_find(&d->bpts, s->num);
    char ev[2][200];
    for (int i = 0; i < 2; i++)
        dd_event(v, s->diverge, i, ev[i], sizeof ev[i]);
    if (s->error[0])
        ws_dbg_printf(d, "%s\n", s->error);
    ws_dbg_printf(d, "\n%s %d, diverge %s at cycle %" PRIu64 ": A %s | B %s\n",
                  b && b->temporary ? "Temporary breakpoint" : "Breakpoint", s->num,
                  ws_diff_kind_names[s->diverge], v->cycle, ev[0], ev[1]);
    /* the focus follows the focused side's event (or the other's when it has none) */
    int f = v->has[dd->focus] ? dd->focus : !dd->focus;
    const struct ws_event *e = &v->ev[f];
    if (v->has[f] && e->sm >= 0 && e->sm < ws_sim_sm_count(d->sim)) {
        if (e->warp >= 0)
            d->focus_warp = e->warp;
        else if (e->sm != d->focus_sm)
            d->focus_warp = -1;
        d->focus_sm = e->sm;
    }
    return v->cycle;
}

void dbg_diff_report_finished(struct ws_dbg *d)
{
    struct dbg_diff *dd = d->diff;
    ws_dbg_printf(d, "[simulation finished] both sides ran to the end\n");
    for (int i = 0; i < 2; i++) {
        struct ws_sim_stats st;
        ws_sim_stats(dd->sim[i], &st);
        ws_dbg_printf(d, "  %c (%s): the last kernel ended at cycle %" PRIu64 ": %" PRIu64
                      " warp instructions, IPC %.4f\n", dd_names[i], dd->desc[i], st.cycles,
                      st.warp_insts, st.ipc);
    }
}

int dbg_diff_resolve(struct ws_dbg *d, int side, const char *name, struct ws_value *out,
                     struct ws_err *err)
{
    if (!d->diff)
        return ws_errf(err, WS_ERR_INPUT, "'%c.%s': the a. and b. prefixes name a side of "
                       "'warpscope debug --diff A,B TRACE'; this session has one simulator",
                       "ab"[side], name);
    struct ws_sim *s = d->diff->sim[side];
    if (!s)
        return ws_errf(err, WS_ERR_INPUT, "no simulation is loaded (use 'run')");
    struct ws_reg_value v;
    if (ws_registry_get(ws_sim_registry(s), name, &v, err))
        return err->code;
    out->type = v.type == WS_REG_FLOAT ? WS_VAL_FLOAT : WS_VAL_INT;
    out->i = v.i;
    out->f = v.f;
    return WS_OK;
}

/* The commands that would act on one simulator behind the other's back. */
static const char *const dd_refused[] = { "file", "set", "kill", NULL };

bool dbg_diff_refuses(struct ws_dbg *d, const char *cmd, const char *args)
{
    if (!d->diff)
        return false;
    bool no = false;
    /* a lesson open goes on (next, quit) or is listed; opening one would `set config` */
    if (!strcmp(cmd, "lesson") && *args && strcmp(args, "next") && strcmp(args, "quit") &&
        strcmp(args, "n") && strcmp(args, "q"))
        no = true;
    for (int i = 0; !no && dd_refused[i]; i++)
        no = !strcmp(cmd, dd_refused[i]);
    if (no)
        ws_dbg_error(d, "%s: not available with two simulators (debug --diff) yet", cmd);
    return no;
}

bool dbg_diff_each(struct ws_dbg *d, int (*fn)(struct ws_dbg *, const char *), const char *args,
                   int *rc)
{
    struct dbg_diff *dd = d->diff;
    if (!dd || dd->each || !dd->diff)
        return false;
    dd->each = true;
    *rc = WS_OK;
    for (int i = 0; i < 2; i++) {
        dd_use(d, i);
        ws_dbg_printf(d, "%c: %s\n", dd_names[i], dd->desc[i]);
        int r;
        if (d->focus_sm >= ws_sim_sm_count(d->sim))
            r = ws_dbg_error(d, "  side %c has no SM %d", dd_names[i], d->focus_sm);
        else
            r = fn(d, args);
        if (r && !*rc)
            *rc = r;
    }
    dd_use(d, dd->focus);
    dd->each = false;
    return true;
}

int dbg_diff_break(struct ws_dbg *d, const char *args, bool temporary)
{
    const char *cmd = temporary ? "tbreak" : "break";
    if (!d->diff)
        return ws_dbg_error(d, "%s diverge: needs two simulators: start the debugger with "
                            "'warpscope debug --diff A,B TRACE'", cmd);
    int kind = -1;
    struct ws_expr *cond = NULL;
    const char *p = args;
    while (*p) {
        while (isspace((unsigned char)*p))
            p++;
        if (!*p)
            break;
        size_t n = strcspn(p, " \t");
        if (n == 2 && !strncmp(p, "if", 2)) {
            struct ws_err err = { 0 };
            cond = ws_expr_parse(p + 2, &err);
            if (!cond)
                return ws_dbg_error(d, "%s diverge: condition: %s", cmd, err.msg);
            break;
        }
        if (n > 5 && !strncmp(p, "kind=", 5)) {
            kind = -1;
            for (int k = 0; k < WS_DIFF_KINDS; k++)
                if (strlen(ws_diff_kind_names[k]) == n - 5 &&
                    !strncmp(p + 5, ws_diff_kind_names[k], n - 5))
                    kind = k;
            if (kind >= 0) {
                p += n;
                continue;
            }
        }
        return ws_dbg_error(d, "%s diverge: '%.*s': expected kind=issue, kind=cache, kind=dram, "
                            "kind=cta-launch or 'if EXPR'", cmd, (int)n, p);
    }
    int num = ws_bpt_add_diverge(&d->bpts, kind, temporary, cond);
    ws_dbg_printf(d, "%s %d at diverge%s%s%s%s\n", temporary ? "Temporary breakpoint" : "Breakpoint",
                  num, kind >= 0 ? " kind=" : "", kind >= 0 ? ws_diff_kind_names[kind] : "",
                  cond ? " if " : "", cond ? ws_expr_text(cond) : "");
    const struct ws_diff_divergence *v = kind >= 0 && d->diff->diff ? ws_diff_first(d->diff->diff, kind) : NULL;
    if (v && v->found)
        ws_dbg_printf(d, "(the sides already diverged in %s at cycle %" PRIu64 ": it will not "
                      "stop)\n", ws_diff_kind_names[kind], v->cycle);
    return WS_OK;
}

int dbg_diff_focus(struct ws_dbg *d, const char *side)
{
    if (!d->diff)
        return ws_dbg_error(d, "focus %s: needs two simulators (warpscope debug --diff A,B TRACE)",
                            side);
    struct dbg_diff *dd = d->diff;
    if (!dd->diff)
        return ws_dbg_error(d, "focus %s: no simulation loaded (use 'run')", side);
    int i = side[0] == 'b';
    dbg_diff_set_focus(d, i);
    d->has_stop_event = false;
    ws_dbg_printf(d, "Focused side %c (%s): print, display and the other commands now see "
                  "it.\n", dd_names[i], dd->desc[i]);
    dbg_where(d);
    return WS_OK;
}

int dbg_info_diff(struct ws_dbg *d, const char *args)
{
    struct dbg_diff *dd = d->diff;
    if (!dd)
        return ws_dbg_error(d, "info diff: needs two simulators (warpscope debug --diff A,B TRACE)");
    if (!dd->diff)
        return ws_dbg_error(d, "info diff: no simulation loaded (use 'run')");
    if (*args)
        return ws_dbg_error(d, "info diff: takes no arguments");
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        return ws_dbg_error(d, "info diff: out of memory");
    fprintf(f, "At cycle %" PRIu64 " (the totals are those so far):\n", dbg_diff_cycle(d));
    ws_diff_report(f, dd->diff, dd->sim[0], dd->sim[1], d->trace_path, dd->label[0],
                   dd->label[1], dd->desc[0], dd->desc[1], WS_DIFF_FMT_TEXT, true);
    fclose(f);
    ws_dbg_printf(d, "%s", buf);
    free(buf);
    return WS_OK;
}

const struct ws_config *dbg_diff_base(const struct ws_dbg *d)
{
    return d->diff && d->diff->has_base ? &d->diff->base : NULL;
}

void dbg_diff_set_base(struct ws_dbg *d, const struct ws_config *base)
{
    d->diff->has_base = true;
    d->diff->base = *base;
}

/* Back to one simulator: the session's config before `diff` (or side A's), at cycle 0. */
static int dd_off(struct ws_dbg *d)
{
    struct dbg_diff *dd = d->diff;
    struct ws_config cfg = dd->has_base ? dd->base : dd->cfg[0];
    if (dd->each)
        dd_use(d, dd->focus);
    dbg_diff_free(d);
    d->cfg = cfg;
    dbg_bpt_limits(d);
    int rc = dbg_load(d);   /* tells the front end (sim_changed) */
    if (!rc)
        ws_dbg_printf(d, "One simulator again (policy %s), at cycle 0.\n", d->cfg.sched_policy);
    return rc;
}

/* `diff A,B [-a KEY=VAL]... [-b KEY=VAL]...` (or `diff POLICY -a ... -b ...`), `diff off`. */
int dbg_cmd_diff(struct ws_dbg *d, const char *args)
{
    if (!strcmp(args, "off")) {
        if (!d->diff)
            return ws_dbg_error(d, "diff off: the session has one simulator");
        return dd_off(d);
    }
    if (d->diff)
        return ws_dbg_error(d, "diff: the session already runs two simulators (A %s, B %s); "
                            "'diff off' goes back to one", d->diff->desc[0], d->diff->desc[1]);
    if (!*args)
        return ws_dbg_error(d, "diff: expected 'diff A,B' (two policies) or 'diff POLICY' with "
                            "-a/-b KEY=VAL, or 'diff off'");
    if (!d->trace_path)
        return ws_dbg_error(d, "diff: no trace loaded (use 'file TRACE')");
    char buf[1024];
    if (strlen(args) >= sizeof buf)
        return ws_dbg_error(d, "diff: arguments too long");
    snprintf(buf, sizeof buf, "%s", args);
    char *tok[64] = { NULL };
    int nt = 0;
    for (char *w = strtok(buf, " \t"); w; w = strtok(NULL, " \t")) {
        if (nt == 64)
            return ws_dbg_error(d, "diff: too many arguments (at most 31 -a/-b KEY=VAL)");
        tok[nt++] = w;
    }
    if (nt == 0)
        return ws_dbg_error(d, "diff: expected 'diff A,B' (two policies) or 'diff POLICY' with "
                            "-a/-b KEY=VAL, or 'diff off'");
    if (nt == 1 && !strcmp(tok[0], "off"))
        return dbg_cmd_diff(d, "off");
    char pol[2][64];
    char *comma = strchr(tok[0], ',');
    if (comma) {
        *comma = '\0';
        if (!tok[0][0] || !comma[1] || strchr(comma + 1, ','))
            return ws_dbg_error(d, "diff %s: expected two policies A,B", args);
    }
    snprintf(pol[0], sizeof pol[0], "%s", tok[0]);
    snprintf(pol[1], sizeof pol[1], "%s", comma ? comma + 1 : tok[0]);
    for (int i = 0; i < 2; i++)
        if (!ws_sched_find(pol[i]))
            return ws_dbg_error(d, "diff: unknown policy '%s' (`warpscope policies`)", pol[i]);
    struct ws_config cfg[2] = { d->cfg, d->cfg };
    char desc[2][256];
    int dl[2] = { 0, 0 }, nov = 0;
    for (int i = 0; i < 2; i++) {
        struct ws_err err = { 0 };
        if (ws_config_set(&cfg[i], "sched.policy", pol[i], "diff", &err))
            return ws_dbg_error(d, "%s", err.msg);
        dl[i] = snprintf(desc[i], sizeof desc[i], "%s", pol[i]);
    }
    for (int k = 1; k < nt; k++) {
        if ((strcmp(tok[k], "-a") && strcmp(tok[k], "-b")) || k + 1 >= nt)
            return ws_dbg_error(d, "diff: '%s': expected -a KEY=VAL or -b KEY=VAL", tok[k]);
        int i = tok[k][1] == 'b';
        char kv[256], where[300];
        snprintf(kv, sizeof kv, "%s", tok[k + 1]);
        snprintf(where, sizeof where, "diff %s %s", tok[k], tok[k + 1]);
        char *eq = strchr(kv, '=');
        if (!eq || eq == kv)
            return ws_dbg_error(d, "%s: expected KEY=VAL", where);
        *eq = '\0';
        struct ws_err err = { 0 };
        if (ws_config_set(&cfg[i], kv, eq + 1, where, &err))
            return ws_dbg_error(d, "%s", err.msg);
        if (dl[i] > 0 && (size_t)dl[i] < sizeof desc[i])
            dl[i] += snprintf(desc[i] + dl[i], sizeof desc[i] - (size_t)dl[i], " %s", tok[k + 1]);
        nov++;
        k++;
    }
    if (!comma && !nov)
        return ws_dbg_error(d, "diff %s: one policy compares two configs: give -a KEY=VAL and/or "
                            "-b KEY=VAL (or two policies: diff A,B)", args);
    bool same = !strcmp(pol[0], pol[1]);
    const char *label[2] = { same ? "A" : pol[0], same ? "B" : pol[1] };
    const char *dsc[2] = { desc[0], desc[1] };
    struct ws_config base = d->cfg;
    struct ws_err err = { 0 };
    if (ws_dbg_diff_open(d, cfg, label, dsc, &err)) {
        dbg_diff_free(d);        /* one simulator again, as before */
        d->cfg = base;
        dbg_bpt_limits(d);
        dbg_load(d);
        return ws_dbg_error(d, "diff: %s", err.msg);
    }
    dbg_diff_set_base(d, &base);
    d->has_stop_event = false;
    if (d->fe.sim_changed)
        d->fe.sim_changed(d->fe.ctx, d);
    ws_dbg_printf(d, "%s twice, in lockstep from cycle 0: A %s, B %s.\n", d->trace_path,
                  d->diff->desc[0], d->diff->desc[1]);
    return WS_OK;
}
