/* dbg_checkpoint.c — gdb's checkpoints over simulator snapshots (dbg_state.c):
 * `checkpoint` saves the whole simulation in memory (under --diff both sides and the
 * lockstep engine), `info checkpoints` lists them with the automatic ones of reverse
 * execution, `restart N` goes back to checkpoint N and the focus it was taken with (the
 * run on from there is the one the simulator took the first time: it is deterministic),
 * `delete checkpoint [N...]` drops them.  Breakpoints, watchpoints and displays are the
 * session's, not the checkpoint's: they stay as they are. */
#include "dbg_internal.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

void dbg_checkpoints_free(struct ws_dbg *d)
{
    for (int i = 0; i < d->ncheckpoints; i++)
        dbg_state_free(d->checkpoints[i].state);
    free(d->checkpoints);
    d->checkpoints = NULL;
    d->ncheckpoints = 0;
    d->checkpoints_cap = 0;
}

static struct ws_dbg_checkpoint *cp_find(struct ws_dbg *d, int num)
{
    for (int i = 0; i < d->ncheckpoints; i++)
        if (d->checkpoints[i].num == num)
            return &d->checkpoints[i];
    return NULL;
}

/* "1.2 MB" */
static void cp_size(size_t n, char *buf, size_t len)
{
    if (n >= (size_t)1 << 20)
        snprintf(buf, len, "%.1f MB", (double)n / (1 << 20));
    else
        snprintf(buf, len, "%.1f KB", (double)n / 1024);
}

int dbg_cmd_checkpoint(struct ws_dbg *d, const char *args)
{
    if (*args)
        return ws_dbg_error(d, "checkpoint: takes no arguments");
    if (!d->sim)
        return ws_dbg_error(d, "checkpoint: the program is not being run (use 'run')");
    struct ws_err err = { 0 };
    struct ws_dbg_state *cp = dbg_state_take(d, &err);
    if (!cp)
        return ws_dbg_error(d, "checkpoint: %s", err.msg);
    if (d->next_checkpoint < 1)
        d->next_checkpoint = 1;
    WS_GROW(d->checkpoints, d->checkpoints_cap, (size_t)d->ncheckpoints + 1);
    struct ws_dbg_checkpoint *c = &d->checkpoints[d->ncheckpoints++];
    c->num = d->next_checkpoint++;
    c->focus_sm = d->focus_sm;
    c->focus_warp = d->focus_warp;
    c->state = cp;
    char size[32];
    cp_size(dbg_state_size(cp), size, sizeof size);
    ws_dbg_printf(d, "Checkpoint %d at cycle %" PRIu64 " (%s%s)\n", c->num, dbg_state_cycle(cp),
                  size, d->diff ? ", both sides" : "");
    return WS_OK;
}

/* The checkpoint number in args (the whole argument). */
static int cp_num_arg(struct ws_dbg *d, const char *args, const char *cmd, int *num)
{
    char *end;
    errno = 0;
    long n = strtol(args, &end, 10);
    while (isspace((unsigned char)*end))
        end++;
    if (end == args || *end || errno || n < 1 || n > INT32_MAX)
        return ws_dbg_error(d, "%s: expected a checkpoint number, got '%s'", cmd, args);
    *num = (int)n;
    return WS_OK;
}

int dbg_cmd_restart(struct ws_dbg *d, const char *args)
{
    int num;
    if (!*args)
        return ws_dbg_error(d, "restart: expected a checkpoint number ('info checkpoints' "
                               "lists them)");
    if (cp_num_arg(d, args, "restart", &num))
        return WS_ERR_INPUT;
    struct ws_dbg_checkpoint *c = cp_find(d, num);
    if (!c)
        return ws_dbg_error(d, "restart: no checkpoint %d ('info checkpoints' lists them)", num);
    if (!d->sim) {
        /* killed since: a new simulation of the same config and trace takes it */
        if (dbg_load(d))
            return WS_ERR_INPUT;
    } else if (d->fe.sim_jumped) {
        /* what a front end recorded led up to now, not to the checkpoint's cycle */
        d->fe.sim_jumped(d->fe.ctx, d);
    }
    struct ws_err err = { 0 };
    if (dbg_state_restore(d, c->state, &err))
        return ws_dbg_error(d, "restart: %s", err.msg);
    ws_bpt_pending_clear(&d->bpts);
    ws_bpt_rearm_watches(&d->bpts);
    d->has_stop_event = false;
    d->last_stop_bpt = 0;
    d->focus_sm = c->focus_sm < ws_sim_sm_count(d->sim) ? c->focus_sm : 0;
    d->focus_warp = c->focus_warp;
    ws_dbg_printf(d, "Restarted from checkpoint %d: ", num);
    dbg_where(d);
    /* the same simulator (its bus and subscriptions) goes on: no sim_changed, which
     * is for a new one (dbg_load above told the front end) */
    return WS_OK;
}

/* `delete checkpoint [N...]` (none: all). */
int dbg_delete_checkpoints(struct ws_dbg *d, const char *args)
{
    while (isspace((unsigned char)*args))
        args++;
    if (!*args) {
        int n = d->ncheckpoints;
        dbg_checkpoints_free(d);
        ws_dbg_printf(d, "Deleted %d checkpoint%s.\n", n, n == 1 ? "" : "s");
        return WS_OK;
    }
    char word[32];
    int used = 0;
    while (sscanf(args, "%31s%n", word, &used) == 1) {
        int num;
        if (cp_num_arg(d, word, "delete checkpoint", &num))
            return WS_ERR_INPUT;
        struct ws_dbg_checkpoint *c = cp_find(d, num);
        if (!c)
            return ws_dbg_error(d, "delete checkpoint: no checkpoint %d", num);
        dbg_state_free(c->state);
        size_t at = (size_t)(c - d->checkpoints);
        memmove(c, c + 1, ((size_t)d->ncheckpoints - at - 1) * sizeof *c);
        d->ncheckpoints--;
        args += used;
    }
    return WS_OK;
}

/* ---- info checkpoints ------------------------------------------------------------------ */

int dbg_info_checkpoints(struct ws_dbg *d, const char *args)
{
    if (*args)
        return ws_dbg_error(d, "info checkpoints: takes no arguments");
    if (!d->ncheckpoints && !d->nautocps) {
        ws_dbg_printf(d, "No checkpoints.\n");
        return WS_OK;
    }
    uint64_t now = d->sim ? dbg_now(d) : UINT64_MAX;
    ws_dbg_printf(d, "  Num  Cycle        Size       Kind\n");
    /* by cycle, manual before automatic at the same cycle */
    int i = 0, k = 0;
    char size[32];
    while (i < d->ncheckpoints || k < d->nautocps) {
        bool manual = k >= d->nautocps ||
                      (i < d->ncheckpoints && dbg_state_cycle(d->checkpoints[i].state) <=
                                              d->autocps[k].cycle);
        const struct ws_dbg_state *s = manual ? d->checkpoints[i].state : d->autocps[k].state;
        char num[16] = "-";
        if (manual)
            snprintf(num, sizeof num, "%d", d->checkpoints[i].num);
        cp_size(dbg_state_size(s), size, sizeof size);
        /* a manual one from before the session went to (or left) two simulators */
        const char *other = dbg_state_fits(d, s) ? ""
                          : dbg_state_sides(s) == 2 ? " (of another diff: restart refuses it)"
                          : " (of one simulator: restart refuses it)";
        ws_dbg_printf(d, "%c %-4s %-12" PRIu64 " %-10s %s%s\n",
                      dbg_state_cycle(s) == now ? '*' : ' ', num, dbg_state_cycle(s), size,
                      manual ? "manual" : "auto", other);
        if (manual)
            i++;
        else
            k++;
    }
    if (d->nautocps || d->cfg.dbg_checkpoint_budget > 0) {
        char budget[32];
        cp_size(d->autocps_bytes, size, sizeof size);
        cp_size((size_t)d->cfg.dbg_checkpoint_budget, budget, sizeof budget);
        ws_dbg_printf(d, "Automatic: %d, %s of %s (dbg.checkpoint_budget), one every %" PRId64
                      " cycles, %" PRIu64 " thinned.\n", d->nautocps, size, budget,
                      d->cfg.dbg_checkpoint_interval, d->autocps_thinned);
    }
    return WS_OK;
}
