/* dbg_why_sched.c — the scheduling part of `why`: a warp that could issue but whose
 * policy keeps it back.  Two-level policies (tl's fetch groups, the OWL family's CTA
 * groups) put the active group's warps first; the two-level-active queues (tla, ctaa)
 * let only the ready queue issue.  Read from the policy's inspect view (queue names,
 * groups, "group.S" values and the "sched S pending: ..." lines of tla_queue.c). */
#include "dbg_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The value of kv `key` in the view, or def. */
static int64_t why_kv(const struct ws_sched_view *v, const char *key, int64_t def)
{
    for (int i = 0; i < v->nkv; i++)
        if (!strcmp(v->kv[i].key, key))
            return v->kv[i].val;
    return def;
}

/* In the view line "sched S WHAT: a b c", the 1-based position of slot and the count
 * (*pos 0 when the slot is not listed). False when there is no such line. */
static bool why_queue_line(const struct ws_sched_view *v, int s, const char *what, int slot,
                           int *pos, int *count)
{
    char head[48];
    snprintf(head, sizeof head, "sched %d %s:", s, what);
    for (int i = 0; i < v->nlines; i++) {
        if (strncmp(v->line[i], head, strlen(head)))
            continue;
        *pos = 0;
        *count = 0;
        const char *p = v->line[i] + strlen(head);
        char *end;
        for (long x = strtol(p, &end, 10); end != p; x = strtol(p, &end, 10)) {
            (*count)++;
            if (x == slot && !*pos)
                *pos = *count;
            p = end;
        }
        return true;
    }
    return false;
}

static void why_group(struct ws_dbg *d, const struct ws_sched_view *v,
                      const struct ws_sched_warp_view *sw)
{
    bool fetch = !strcmp(v->policy, "tl");
    const char *kind = fetch ? "fetch group" : "CTA group";
    char key[24];
    snprintf(key, sizeof key, "group.%d", sw->sched);
    int64_t active = why_kv(v, key, why_kv(v, "group", -1));
    ws_dbg_printf(d, "  not in the active %s %lld: it is in %s %d;\n", kind,
                  (long long)active, kind, sw->group);
    ws_dbg_printf(d, "  scheduler %d puts the active group's warps first", sw->sched);
    if (sw->rank >= 0)
        ws_dbg_printf(d, " (this warp: rank %d, 0 first):\n  it issues only in a cycle when "
                      "no warp ahead of it can ('info sched')\n", sw->rank);
    else
        ws_dbg_printf(d, ";\n  the %s policy leaves the other groups out of this cycle's order "
                      "('info sched')\n", v->policy);
    if (fetch)
        ws_dbg_printf(d, "  the scheduler switches groups when every warp of the active group\n"
                      "  waits on a long-latency operation (a group-switch event)\n");
}

static void why_pending_queue(struct ws_dbg *d, const struct ws_sched_view *v,
                              const struct ws_sched_warp_view *sw, const struct ws_warp *w)
{
    int pos = 0, npend = 0, rpos = 0, nready = 0;
    bool listed = why_queue_line(v, sw->sched, "pending", sw->slot, &pos, &npend);
    why_queue_line(v, sw->sched, "ready", sw->slot, &rpos, &nready);
    int64_t active = why_kv(v, "active", -1);
    char where[64] = "";
    if (listed && pos > 0)
        snprintf(where, sizeof where, " (position %d of %d)", pos, npend);
    ws_dbg_printf(d, "  not in the ready queue: it waits in scheduler %d's pending queue%s;\n",
                  sw->sched, where);
    ws_dbg_printf(d, "  only ready-queue warps may issue (%d of at most %lld now, tla.active)\n",
                  nready, (long long)active);
    ws_dbg_printf(d, "  pending warps move up first in, first out, when the ready queue has "
                  "room\n  and none of their loads is outstanding");
    if (w->mem_loads)
        ws_dbg_printf(d, "; this warp still waits for %u load%s\n", w->mem_loads,
                      w->mem_loads == 1 ? "" : "s");
    else
        ws_dbg_printf(d, "\n");
}

bool dbg_why_sched(struct ws_dbg *d, int slot)
{
    struct ws_sched_view *v = ws_calloc(1, sizeof *v);
    ws_sim_sched_inspect(d->sim, d->focus_sm, v);
    const struct ws_sched_warp_view *sw = ws_sched_view_warp(v, slot);
    const struct ws_warp *w = ws_sim_warp(d->sim, d->focus_sm, slot);
    bool done = false;
    if (w && w->launch_cycle >= ws_sim_cycle(d->sim)) {
        ws_dbg_printf(d, "  its CTA launched as this cycle began: the scheduler orders it from "
                      "this cycle on\n");
        done = true;
    } else if (sw && w && !strcmp(sw->queue, "pending")) {
        if (sw->group >= 0)
            why_group(d, v, sw);
        else
            why_pending_queue(d, v, sw, w);
        done = true;
    } else if (sw && sw->rank < 0) {
        ws_dbg_printf(d, "  the %s policy left it out of this cycle's issue order ('info "
                      "sched')\n", v->policy);
        done = true;
    }
    free(v);
    return done;
}
