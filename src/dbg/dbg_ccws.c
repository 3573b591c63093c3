/* dbg_ccws.c — the debugger's view of CCWS: `info vta [WARP]` (the focused SM's score
 * stack with the cutoff, or one warp's victim tag array) and the CCWS part of `why`
 * (which load is held, the warp's score and where it sits against the cutoff). */
#include "dbg_internal.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "warpscope/ccws.h"

int dbg_info_vta(struct ws_dbg *d, const char *args);
bool dbg_why_ccws(struct ws_dbg *d, int slot);

static const void *dbg_ccws_state(struct ws_dbg *d)
{
    if (!d->sim || ws_sim_policy(d->sim) != &ws_sched_ccws)
        return NULL;
    return ws_sim_policy_state(d->sim, d->focus_sm);
}

int dbg_info_vta(struct ws_dbg *d, const char *args)
{
    if (!d->sim)
        return ws_dbg_error(d, "info vta: no simulation loaded (use 'run')");
    const void *st = dbg_ccws_state(d);
    if (!st)
        return ws_dbg_error(d, "info vta: the policy is %s; victim tag arrays exist under ccws "
                               "(-p ccws, or 'set sched.policy ccws' before 'run')",
                            ws_sim_policy(d->sim)->name);
    struct ws_ccws_summary sum;
    int max = WS_SCHED_VIEW_MAX_WARPS;
    struct ws_ccws_warp *w = ws_calloc((size_t)max, sizeof *w);
    int n = ws_ccws_inspect(st, &sum, w, max);
    int64_t slot = -1;
    if (*args && (!ws_parse_i64(args, &slot) || slot < 0)) {
        free(w);
        return ws_dbg_error(d, "info vta: expected a warp slot number, got '%s'", args);
    }
    if (slot >= 0) {
        int at = -1;
        for (int i = 0; i < n; i++)
            if (w[i].slot == slot)
                at = i;
        if (at < 0) {
            free(w);
            return ws_dbg_error(d, "info vta: SM %d has no running warp in slot %" PRId64,
                                d->focus_sm, slot);
        }
        uint64_t tags[4096];
        int nt = ws_ccws_vta(st, (int)slot, tags, 4096);
        ws_dbg_printf(d, "SM %d warp %" PRId64 " VTA (%d sets x %d ways): %d of %d entries, %u hits, "
                      "score %" PRId64 "%s\n", d->focus_sm, slot, sum.vta_sets, sum.vta_ways, nt,
                      sum.vta_sets * sum.vta_ways, w[at].vta_hits, w[at].score,
                      w[at].can_issue ? "" : " (throttled)");
        for (int i = 0; i < nt; i++)
            ws_dbg_printf(d, "%s0x%" PRIx64 "%s", i % 6 ? " " : "  ", tags[i],
                          i % 6 == 5 || i == nt - 1 ? "\n" : "");
        free(w);
        return WS_OK;
    }
    ws_dbg_printf(d, "SM %d: cutoff %" PRId64 " (%d warps x base %" PRId64 "), LLDS %" PRId64
                  " (VTA hits %" PRIu64 " / insts %" PRIu64 " x K %g x cutoff), %d throttled\n",
                  d->focus_sm, sum.cutoff, sum.nwarps, sum.base, sum.llds, sum.vta_hits,
                  sum.insts, sum.k, sum.throttled);
    ws_dbg_printf(d, "  stack  warp   score   below  loads  vta-hits  entries\n");
    for (int i = 0; i < n; i++)
        ws_dbg_printf(d, "  %5d  %4d  %6" PRId64 "  %6" PRId64 "  %-5s  %8u  %7d%s\n", i, w[i].slot,
                      w[i].score, w[i].below, w[i].can_issue ? "yes" : "no", w[i].vta_hits,
                      w[i].vta_used,
                      w[i].can_issue && (i + 1 == n || !w[i + 1].can_issue) &&
                              i + 1 < n ? "   <- cutoff" : "");
    free(w);
    return WS_OK;
}

bool dbg_why_ccws(struct ws_dbg *d, int slot)
{
    const void *st = dbg_ccws_state(d);
    if (!st)
        return false;
    struct ws_ccws_summary sum;
    int max = WS_SCHED_VIEW_MAX_WARPS;
    struct ws_ccws_warp *w = ws_calloc((size_t)max, sizeof *w);
    int n = ws_ccws_inspect(st, &sum, w, max);
    int at = -1;
    for (int i = 0; i < n; i++)
        if (w[i].slot == slot)
            at = i;
    if (at < 0) {
        free(w);
        return false;
    }
    ws_dbg_printf(d, "  the ccws policy holds its global loads: its lost-locality score %" PRId64
                  " sits at %" PRId64 "..%" PRId64 " in the score stack (largest first), above the "
                  "cutoff %" PRId64 " (%d warps x base %" PRId64 ")\n", w[at].score, w[at].below,
                  w[at].below + w[at].score, sum.cutoff, sum.nwarps, sum.base);
    ws_dbg_printf(d, "  below it:");
    for (int i = 0; i < at && i < 8; i++)
        ws_dbg_printf(d, " W%d %" PRId64, w[i].slot, w[i].score);
    ws_dbg_printf(d, "%s; it may load again when their scores decay (1 per cycle toward %" PRId64
                  ") or its own VTA hits raise it ('info vta')\n", at > 8 ? " ..." : "", sum.base);
    free(w);
    return true;
}
