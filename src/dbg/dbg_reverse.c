/* dbg_reverse.c — automatic checkpoints and reverse execution (DESIGN §12).
 *
 * Automatic checkpoints: while the debugger runs the simulation (run, continue, step,
 * next, until, finish, goto) it takes a snapshot whenever the cycle is at least
 * dbg.checkpoint_interval cycles past the latest automatic checkpoint at or before it
 * (the first one at cycle 0).  They are kept sorted by cycle; when their bytes exceed
 * dbg.checkpoint_budget the one whose removal leaves the smallest gap for its age is
 * dropped (dbg_autocp_thin), again until they fit: the older they are the sparser they
 * get (gaps grow in proportion to age) and the memory never grows past the budget.  The simulator's hot paths know
 * nothing of this: it happens between the debugger's steps.
 *
 * Reverse execution: the simulator is deterministic, so "going back to cycle C" is
 * restoring the latest checkpoint (automatic or manual) at or before C and re-running it
 * to C.  Positions are the states the debugger stops in: "cycle C" is the state before
 * core cycle C runs.
 *   goto C               to that position (earlier or later); no breakpoint stops it.
 *   reverse-step N       to cycle - N (the mirror of step N: step N from there comes back
 *                        to the same state, when no breakpoint stops it on the way).
 *   reverse-next N       to the start of the cycle in which the focused SM issued the N-th
 *                        warp instruction before now (next N from there, which stops at the
 *                        end of the cycle of the N-th issue, comes back here when this
 *                        position is the end of an issuing cycle, as after a next).
 *   reverse-continue     to where the previous breakpoint or watchpoint hit stopped (or
 *                        would have stopped) a forward continue, strictly before now.  The
 *                        history is re-run interval by interval from the checkpoints with
 *                        the breakpoints armed, the latest interval first; ignore counts do
 *                        not apply and hit counts are left as they were.
 *   reverse-finish       to where the current kernel started (its kernel-start position;
 *                        the first kernel's: cycle 0).
 * Reaching cycle 0 without finding what was asked stops there: "No more reverse-execution
 * history."
 *
 * Under `warpscope debug --diff` a checkpoint holds both sides and the lockstep engine
 * (dbg_state.c), and every re-run moves both sides in lockstep: going back N cycles and
 * forward N comes back to the same state on both sides.  reverse-next goes to the later
 * of the two sides' N-th last issue on the focused SM (the mirror of next, which stops
 * when either side has issued N), reverse-finish to the later kernel start, and
 * reverse-continue to the previous hit of any breakpoint on either side (and of a
 * divergence breakpoint). */
#include "dbg_internal.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#define REV_CHUNK 4096          /* cycles per simulator call while re-running */
#define REV_STOP (-1)           /* interrupted (Ctrl-C): not an error */
#define REV_MAX_COUNT (1 << 20) /* reverse-next N at most (its ring: 8 MB) */

void dbg_autocp_free(struct ws_dbg *d)
{
    for (int i = 0; i < d->nautocps; i++)
        dbg_state_free(d->autocps[i].state);
    free(d->autocps);
    d->autocps = NULL;
    d->nautocps = 0;
    d->autocps_cap = 0;
    d->autocps_bytes = 0;
    d->autocps_thinned = 0;
}

static void autocp_drop(struct ws_dbg *d, int i)
{
    d->autocps_bytes -= dbg_state_size(d->autocps[i].state);
    dbg_state_free(d->autocps[i].state);
    memmove(&d->autocps[i], &d->autocps[i + 1], sizeof *d->autocps * (size_t)(d->nautocps - i - 1));
    d->nautocps--;
    d->autocps_thinned++;
}

/* Over the budget: drop, one at a time, the checkpoint whose removal leaves the smallest
 * gap for its age (the gap it would leave, over the distance from the checkpoint before
 * it to the newest one), the first and the newest kept: gaps end up growing in
 * proportion to age, so old history is sparse and recent history dense, and a goto
 * anywhere re-runs at most a fixed fraction of the distance back. */
void dbg_autocp_thin(struct ws_dbg *d)
{
    uint64_t budget = (uint64_t)d->cfg.dbg_checkpoint_budget;
    while (d->autocps_bytes > budget && d->nautocps > 0) {
        int n = d->nautocps;
        if (n <= 2) {   /* room for one at most: keep the newest */
            autocp_drop(d, 0);
            continue;
        }
        const struct ws_dbg_autocp *c = d->autocps;
        uint64_t newest = c[n - 1].cycle;
        int best = 1;
        double best_score = 0;
        for (int i = 1; i < n - 1; i++) {
            double score = (double)(c[i + 1].cycle - c[i - 1].cycle) /
                           (double)(newest - c[i - 1].cycle + 1);
            if (i == 1 || score < best_score) {
                best = i;
                best_score = score;
            }
        }
        autocp_drop(d, best);
    }
}

/* The index of the latest automatic checkpoint at or before cycle (-1: none). */
static int autocp_at_or_before(const struct ws_dbg *d, uint64_t cycle)
{
    int lo = 0, hi = d->nautocps;   /* first index with cycle > cycle */
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (d->autocps[mid].cycle <= cycle)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo - 1;
}

void dbg_autocp_take(struct ws_dbg *d)
{
    if (d->replaying || !d->sim || d->cfg.dbg_checkpoint_budget <= 0)
        return;
    uint64_t now = dbg_now(d);
    int i = autocp_at_or_before(d, now);
    if (i >= 0 && now - d->autocps[i].cycle < (uint64_t)d->cfg.dbg_checkpoint_interval)
        return;
    struct ws_err err = { 0 };
    struct ws_dbg_state *cp = dbg_state_take(d, &err);
    if (!cp)
        return;   /* a failed simulation: nothing to go back to from there */
    WS_GROW(d->autocps, d->autocps_cap, (size_t)d->nautocps + 1);
    memmove(&d->autocps[i + 2], &d->autocps[i + 1],
            sizeof *d->autocps * (size_t)(d->nautocps - i - 1));
    d->autocps[i + 1] = (struct ws_dbg_autocp){ now, cp };
    d->nautocps++;
    d->autocps_bytes += dbg_state_size(cp);
    dbg_autocp_thin(d);
}

uint64_t dbg_autocp_due(const struct ws_dbg *d)
{
    if (d->replaying || !d->sim || d->cfg.dbg_checkpoint_budget <= 0)
        return UINT64_MAX;
    uint64_t now = dbg_now(d);
    int i = autocp_at_or_before(d, now);
    return i < 0 ? now : d->autocps[i].cycle + (uint64_t)d->cfg.dbg_checkpoint_interval;
}

/* The latest checkpoint, automatic or manual (one this session can restore), at or
 * before cycle (NULL: none). */
static const struct ws_dbg_state *rev_cp_before(const struct ws_dbg *d, uint64_t cycle)
{
    const struct ws_dbg_state *best = NULL;
    int i = autocp_at_or_before(d, cycle);
    if (i >= 0)
        best = d->autocps[i].state;
    for (int k = 0; k < d->ncheckpoints; k++) {
        const struct ws_dbg_state *s = d->checkpoints[k].state;
        if (dbg_state_cycle(s) <= cycle && dbg_state_fits(d, s) &&
            (!best || dbg_state_cycle(s) > dbg_state_cycle(best)))
            best = s;
    }
    return best;
}

/* The earliest cycle reverse execution reaches: the first checkpoint's (0 after a
 * 'run'; a resumed session's starts where it was saved). */
static uint64_t rev_floor(const struct ws_dbg *d)
{
    uint64_t f = d->nautocps ? d->autocps[0].cycle : UINT64_MAX;
    for (int k = 0; k < d->ncheckpoints; k++) {
        const struct ws_dbg_state *s = d->checkpoints[k].state;
        if (dbg_state_cycle(s) < f && dbg_state_fits(d, s))
            f = dbg_state_cycle(s);
    }
    return f;
}

static int rev_need_history(struct ws_dbg *d, const char *cmd)
{
    if (!d->sim)
        return ws_dbg_error(d, "%s: the program is not being run (use 'run')", cmd);
    if (d->cfg.dbg_checkpoint_budget <= 0 && d->ncheckpoints == 0)
        return ws_dbg_error(d, "%s: no checkpoints to go back from (dbg.checkpoint_budget "
                               "is 0: set it and 'run' again)", cmd);
    dbg_autocp_take(d);   /* where we are, if none yet (a session just resumed) */
    if (rev_floor(d) == UINT64_MAX)
        return ws_dbg_error(d, "%s: no checkpoint to go back from (dbg.checkpoint_budget is "
                               "smaller than one snapshot)", cmd);
    return WS_OK;
}

/* The session after a jump: nothing pending, watches see the new values as theirs, the
 * divergences found so far are behind. */
static void rev_landed(struct ws_dbg *d)
{
    if (d->diff)   /* divergences before here are not stops to come */
        dbg_diff_restored(d);
    ws_bpt_pending_clear(&d->bpts);
    ws_bpt_rearm_watches(&d->bpts);
    memset(&d->bpts.stop, 0, sizeof d->bpts.stop);
    d->has_stop_event = false;
    d->last_stop_bpt = 0;
}

static int rev_restore(struct ws_dbg *d, const struct ws_dbg_state *cp, const char *cmd)
{
    struct ws_err err = { 0 };
    if (dbg_state_restore(d, cp, &err))
        return ws_dbg_error(d, "%s: %s", cmd, err.msg);
    return WS_OK;
}

/* Ctrl-C while re-running (line and batch mode; the TUI's keys are read by its frame
 * callback, which re-runs do not call: they would draw states on the way). */
static bool rev_interrupted(struct ws_dbg *d)
{
    if (!d->interrupt || !*d->interrupt)
        return false;
    *d->interrupt = 0;
    return true;
}

/* Move the simulator to position target (from a checkpoint when it lies behind, or
 * when a checkpoint lies between now and it), breakpoints detached.  Automatic
 * checkpoints are taken on the way unless replaying. */
static int rev_move(struct ws_dbg *d, uint64_t target, const char *cmd)
{
    uint64_t now = dbg_now(d);
    const struct ws_dbg_state *cp = rev_cp_before(d, target);
    if (d->fe.sim_jumped)
        d->fe.sim_jumped(d->fe.ctx, d);
    if (target < now || (cp && dbg_state_cycle(cp) > now) || dbg_failed(d)) {
        if (!cp)
            return ws_dbg_error(d, "%s: no checkpoint at or before cycle %" PRIu64 " (the "
                                   "history starts at cycle %" PRIu64 ")", cmd, target,
                                rev_floor(d));
        if (rev_restore(d, cp, cmd))
            return WS_ERR_INPUT;
    }
    ws_bpt_detach(&d->bpts);
    int rc = WS_OK;
    while (!dbg_done(d) && dbg_now(d) < target) {
        uint64_t now2 = dbg_now(d), chunk = target - now2, due = dbg_autocp_due(d);
        if (chunk > REV_CHUNK)
            chunk = REV_CHUNK;
        if (due > now2 && due - now2 < chunk)
            chunk = due - now2;   /* a checkpoint falls due there */
        rc = dbg_step(d, chunk, false);   /* (prints an error) */
        if (rc)
            break;
        dbg_autocp_take(d);
        if (rev_interrupted(d)) {
            rc = REV_STOP;
            break;
        }
    }
    dbg_bpt_attach(d);
    rev_landed(d);
    if (rc == REV_STOP) {
        ws_dbg_printf(d, "\nInterrupted.\n");
        return REV_STOP;
    }
    return rc ? (rc == WS_ERR_INPUT ? WS_ERR_INPUT : WS_ERR_RUNTIME) : WS_OK;
}

/* After a jump: where we are and the displays. */
static void rev_report(struct ws_dbg *d)
{
    if (dbg_done(d))
        ws_dbg_printf(d, "[simulation finished]\n");
    dbg_where(d);
    dbg_show_displays(d);
}

/* A search through the history failed or was interrupted: back to where it began
 * (from the checkpoint before it), reporting an interruption as a stop there. */
static int rev_search_failed(struct ws_dbg *d, uint64_t home, int rc, const char *cmd)
{
    int back = rev_move(d, home, cmd);
    if (rc != REV_STOP)
        return rc;
    if (back != REV_STOP)
        ws_dbg_printf(d, "\nInterrupted.\n");
    rev_report(d);
    return WS_OK;
}

static int rev_cycle_arg(struct ws_dbg *d, const char *args, const char *cmd, uint64_t def,
                         uint64_t *out)
{
    int64_t v;
    if (!*args) {
        *out = def;
        return WS_OK;
    }
    if (!ws_parse_i64(args, &v) || v < 1)
        return ws_dbg_error(d, "%s: expected a positive count, got '%s'", cmd, args);
    *out = (uint64_t)v;
    return WS_OK;
}

int dbg_cmd_goto(struct ws_dbg *d, const char *args)
{
    int64_t c;
    if (!*args)
        return ws_dbg_error(d, "goto: expected a cycle number");
    if (!ws_parse_i64(args, &c) || c < 0)
        return ws_dbg_error(d, "goto: expected a cycle number, got '%s'", args);
    if (rev_need_history(d, "goto"))
        return WS_ERR_INPUT;
    int rc = rev_move(d, (uint64_t)c, "goto");
    if (rc == WS_OK || rc == REV_STOP)
        rev_report(d);
    return rc == REV_STOP ? WS_OK : rc;
}

int dbg_cmd_reverse_step(struct ws_dbg *d, const char *args)
{
    uint64_t n = 1;
    if (rev_cycle_arg(d, args, "reverse-step", 1, &n) || rev_need_history(d, "reverse-step"))
        return WS_ERR_INPUT;
    uint64_t now = dbg_now(d), floor = rev_floor(d);
    bool clamped = n > now || now - n < floor;
    uint64_t target = clamped ? floor : now - n;
    if (target > now)
        target = now;   /* only checkpoints ahead (going forward past a restart) */
    int rc = rev_move(d, target, "reverse-step");
    if (rc == REV_STOP)
        rev_report(d);
    if (rc)
        return rc == REV_STOP ? WS_OK : rc;
    if (clamped)
        ws_dbg_printf(d, "No more reverse-execution history.\n");
    rev_report(d);
    return WS_OK;
}

/* ---- searching the history ------------------------------------------------------------ */

/* The last `cap` cycles of the events counted (an SM's issues, kernel starts) before
 * `limit` on one side, in one re-run interval. */
struct rev_ring {
    uint64_t *v;
    uint64_t cap, n, head;     /* head: the oldest once full */
    uint64_t total;            /* events counted (n stops at cap) */
    int sm;                    /* only this SM's events (-1: any) */
    uint64_t limit;
};

static void rev_ring_event(void *ctx, const struct ws_event *e)
{
    struct rev_ring *r = ctx;
    if ((r->sm >= 0 && e->sm != r->sm) || e->cycle >= r->limit)
        return;
    r->total++;
    if (r->n < r->cap) {
        r->v[r->n++] = e->cycle;
    } else {
        r->v[r->head] = e->cycle;
        r->head = (r->head + 1) % r->cap;
    }
}

/* Re-run from cp to end (replaying: no checkpoints taken; breakpoints detached). */
static int rev_rerun(struct ws_dbg *d, const struct ws_dbg_state *cp, uint64_t end,
                     const char *cmd)
{
    if (rev_restore(d, cp, cmd))
        return WS_ERR_INPUT;
    while (!dbg_done(d) && dbg_now(d) < end) {
        uint64_t chunk = end - dbg_now(d);
        if (chunk > REV_CHUNK)
            chunk = REV_CHUNK;
        if (dbg_step(d, chunk, false))
            return WS_ERR_RUNTIME;
        if (rev_interrupted(d))
            return REV_STOP;
    }
    return WS_OK;
}

/* The cycle of the n-th last event of `kinds` (on SM sm, or any when sm < 0) before
 * now, searching the intervals between checkpoints backwards; under --diff the later of
 * the two sides' (each counts its own).  *found false: fewer than n in the whole history
 * (on both sides).  The simulator is left anywhere (the caller moves it). */
static int rev_find_event(struct ws_dbg *d, uint64_t kinds, int sm, uint64_t n,
                          const char *cmd, uint64_t *at, bool *found)
{
    uint64_t now = dbg_now(d), end = now, need[2] = { n, n };
    *found = false;
    struct ws_sim *sims[2];
    int nsims = dbg_sims(d, sims);
    struct rev_ring r[2] = { { NULL, 0, 0, 0, 0, sm, now }, { NULL, 0, 0, 0, 0, sm, now } };
    ws_bpt_detach(&d->bpts);
    d->replaying = true;
    int rc = WS_OK;
    uint64_t floor = rev_floor(d);
    while (end > floor && !*found) {
        const struct ws_dbg_state *cp = rev_cp_before(d, end - 1);
        if (!cp)
            break;
        int sub[2];
        for (int i = 0; i < nsims; i++) {
            free(r[i].v);
            r[i].cap = need[i];   /* n <= REV_MAX_COUNT */
            r[i].v = ws_malloc(sizeof *r[i].v * r[i].cap);
            r[i].n = r[i].head = r[i].total = 0;
            sub[i] = ws_event_subscribe(ws_sim_bus(sims[i]), kinds, rev_ring_event, &r[i]);
        }
        rc = rev_rerun(d, cp, end, cmd);
        for (int i = 0; i < nsims; i++)
            ws_event_unsubscribe(ws_sim_bus(sims[i]), sub[i]);
        if (rc)
            break;
        for (int i = 0; i < nsims; i++) {
            if (r[i].total >= need[i]) {   /* full: the oldest of the last need[i] */
                if (!*found || r[i].v[r[i].head] > *at)
                    *at = r[i].v[r[i].head];
                *found = true;
            } else {
                need[i] -= r[i].total;
            }
        }
        end = dbg_state_cycle(cp);
    }
    for (int i = 0; i < 2; i++)
        free(r[i].v);
    d->replaying = false;
    dbg_bpt_attach(d);
    return rc;
}

int dbg_cmd_reverse_next(struct ws_dbg *d, const char *args)
{
    uint64_t n = 1;
    if (rev_cycle_arg(d, args, "reverse-next", 1, &n) || rev_need_history(d, "reverse-next"))
        return WS_ERR_INPUT;
    if (n > REV_MAX_COUNT)
        return ws_dbg_error(d, "reverse-next: at most %d instructions back", REV_MAX_COUNT);
    uint64_t at = 0, home = dbg_now(d);
    bool found;
    int rc = rev_find_event(d, WS_EV_BIT(WS_EV_ISSUE), d->focus_sm, n, "reverse-next", &at,
                            &found);
    if (rc)
        return rev_search_failed(d, home, rc, "reverse-next");
    rc = rev_move(d, found ? at : rev_floor(d), "reverse-next");
    if (rc == REV_STOP)
        rev_report(d);
    if (rc)
        return rc == REV_STOP ? WS_OK : rc;
    if (!found)
        ws_dbg_printf(d, "No more reverse-execution history.\n");
    rev_report(d);
    return WS_OK;
}

int dbg_cmd_reverse_finish(struct ws_dbg *d, const char *args)
{
    if (*args)
        return ws_dbg_error(d, "reverse-finish: takes no arguments");
    if (rev_need_history(d, "reverse-finish"))
        return WS_ERR_INPUT;
    uint64_t at = 0, home = dbg_now(d);
    bool found;
    int rc = rev_find_event(d, WS_EV_BIT(WS_EV_KERNEL_START), -1, 1, "reverse-finish", &at,
                            &found);
    if (rc)
        return rev_search_failed(d, home, rc, "reverse-finish");
    uint64_t floor = rev_floor(d);
    rc = rev_move(d, found ? at : floor, "reverse-finish");
    if (rc == REV_STOP)
        rev_report(d);
    if (rc)
        return rc == REV_STOP ? WS_OK : rc;
    if (found || floor == 0)   /* the first kernel starts as the simulator is made */
        ws_dbg_printf(d, "Run back to the start of kernel %d.\n", ws_sim_kernel(d->sim) + 1);
    else
        ws_dbg_printf(d, "No more reverse-execution history.\n");
    rev_report(d);
    return WS_OK;
}

/* ---- reverse-continue ---------------------------------------------------------------- */

/* A stop the scan met at position pos: the last one before limit is kept. */
static void rev_scan_hit(struct ws_dbg *d, uint64_t pos, uint64_t limit,
                         struct ws_bpt_stop *last, uint64_t *at, bool *found)
{
    if (pos < limit) {
        *last = d->bpts.stop;
        *at = pos;
        *found = true;
    }
    memset(&d->bpts.stop, 0, sizeof d->bpts.stop);
}

/* Re-run from cp to end with the breakpoints armed (on both sides under --diff, and
 * divergence breakpoints too), stopping where a forward run would: the last stop before
 * limit goes to *last (at: the position it stops in). */
static int rev_scan_bpts(struct ws_dbg *d, const struct ws_dbg_state *cp, uint64_t end,
                         uint64_t limit, struct ws_bpt_stop *last, uint64_t *at, bool *found)
{
    if (rev_restore(d, cp, "reverse-continue"))
        return WS_ERR_INPUT;
    ws_bpt_pending_clear(&d->bpts);
    ws_bpt_rearm_watches(&d->bpts);
    memset(&d->bpts.stop, 0, sizeof d->bpts.stop);
    bool watches = ws_bpt_has_watches(&d->bpts);
    while (!dbg_done(d) && dbg_now(d) < end) {
        bool fine = watches || (d->diff && dbg_diff_armed(d));
        uint64_t chunk = fine ? 1 : end - dbg_now(d);
        if (chunk > REV_CHUNK)
            chunk = REV_CHUNK;
        if (dbg_step(d, chunk, ws_bpt_armed(&d->bpts)))
            return WS_ERR_RUNTIME;
        uint64_t pos = dbg_now(d);
        while (ws_bpt_next_stop(&d->bpts))
            rev_scan_hit(d, pos, limit, last, at, found);
        if (watches && ws_bpt_check_watches(&d->bpts))
            rev_scan_hit(d, pos, limit, last, at, found);
        while (dbg_diff_check(d))
            rev_scan_hit(d, pos, limit, last, at, found);
        if (rev_interrupted(d)) {
            ws_bpt_pending_clear(&d->bpts);
            return REV_STOP;
        }
    }
    ws_bpt_pending_clear(&d->bpts);
    return WS_OK;
}

int dbg_cmd_reverse_continue(struct ws_dbg *d, const char *args)
{
    if (*args)
        return ws_dbg_error(d, "reverse-continue: takes no arguments");
    if (rev_need_history(d, "reverse-continue"))
        return WS_ERR_INPUT;
    bool any = false;
    for (int i = 0; i < d->bpts.n; i++)
        any = any || d->bpts.v[i].enabled;
    if (!any)
        ws_dbg_printf(d, "No enabled breakpoints or watchpoints: back to the start of the "
                         "history.\n");
    /* the hits and ignore counts are the forward run's: kept as they are */
    int nb = d->bpts.n;
    uint64_t *saved = ws_malloc(sizeof *saved * 2 * (size_t)(nb ? nb : 1));
    for (int i = 0; i < nb; i++) {
        saved[2 * i] = d->bpts.v[i].hits;
        saved[2 * i + 1] = d->bpts.v[i].ignore;
        d->bpts.v[i].ignore = 0;
    }
    uint64_t now = dbg_now(d), end = now, at = 0;
    struct ws_bpt_stop last;
    bool found = false;
    int rc = WS_OK;
    uint64_t floor = rev_floor(d);
    d->replaying = true;
    while (any && end > floor && !found) {
        const struct ws_dbg_state *cp = rev_cp_before(d, end - 1);
        if (!cp)
            break;
        rc = rev_scan_bpts(d, cp, end, now, &last, &at, &found);
        if (rc)
            break;
        end = dbg_state_cycle(cp);
    }
    d->replaying = false;
    for (int i = 0; i < nb && i < d->bpts.n; i++) {
        d->bpts.v[i].hits = saved[2 * i];
        d->bpts.v[i].ignore = saved[2 * i + 1];
    }
    free(saved);
    if (rc)
        return rev_search_failed(d, now, rc, "reverse-continue");
    rc = rev_move(d, found ? at : floor, "reverse-continue");
    if (rc == REV_STOP)
        rev_report(d);
    if (rc)
        return rc == REV_STOP ? WS_OK : rc;
    if (!found) {
        if (any)
            ws_dbg_printf(d, "No more reverse-execution history.\n");
        rev_report(d);
        return WS_OK;
    }
    d->bpts.stop = last;
    dbg_report_stop(d);
    return WS_OK;
}
