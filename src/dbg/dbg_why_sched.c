/* dbg_why_sched.c — the scheduling part of `why`: a warp that could issue but whose
 * policy keeps it back.  Two-level policies (tl's fetch groups, the OWL family's CTA
 * groups) put the active group's warps first; the two-level-active queues (tla, ctaa)
 * let only the ready queue issue.  Read from the policy's inspect view (queue names,
 * groups, "group.S" values and the "sched S pending: ..." lines of tla_queue.c). */
#include "dbg_internal.h"

#include <inttypes.h>
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

/* ---- sub-cores: a full issue slot of the warp's own scheduler ---------------------- */

/* "w3 00a0 FFMA" or "-". */
static void why_sub_inst(struct ws_dbg *d, const struct ws_pipe_inst *p, char *buf, size_t n)
{
    if (p->warp < 0 || !p->in)
        snprintf(buf, n, "-");
    else
        snprintf(buf, n, "w%d %04x %s", p->warp, p->in->pc,
                 ws_trace_opcode_name(ws_sim_trace(d->sim), p->in->op));
}

/* Collector unit i's name, its set and number within the set ("gen2"). */
static void why_sub_cu_name(struct ws_dbg *d, int i, const struct ws_cu_view *cu, char *buf,
                            size_t n)
{
    int k = 0;
    for (int j = 0; j < i; j++) {
        struct ws_cu_view o;
        ws_sim_oc_unit(d->sim, d->focus_sm, j, &o);
        k += o.set == cu->set;
    }
    snprintf(buf, n, "%s%d", ws_unit_type_names[cu->set], k);
}

/* What scheduler k's collector unit i does: its instruction and unread operands. */
static bool why_sub_cu(struct ws_dbg *d, int i, const struct ws_cu_view *cu)
{
    char name[24], it[96];
    why_sub_cu_name(d, i, cu, name, sizeof name);
    why_sub_inst(d, &cu->inst, it, sizeof it);
    if (cu->inst.warp < 0) {
        ws_dbg_printf(d, "      %-6s free\n", name);
        return false;
    }
    ws_dbg_printf(d, "      %-6s %-22s", name, it);
    bool any = false;
    for (int k = 0; k < cu->nreg; k++)
        if ((cu->unread >> k) & 1u) {
            int q = ws_sim_oc_bank(d->sim, d->focus_sm, cu->bank[k]);
            ws_dbg_printf(d, "%s R%u (bank %u, %d read%s queued)", any ? "," : " unread",
                          cu->reg[k], cu->bank[k], q, q == 1 ? "" : "s");
            any = true;
        }
    ws_dbg_printf(d, "%s\n", any ? "" : " operands read, waiting for its OC_EX slot");
    return !any;
}

/* The unit of `type` serving scheduler k and the OC_EX slot it takes from. */
static void why_sub_unit(struct ws_dbg *d, int type, int k)
{
    struct ws_pipe_inst ex[64];
    int w = ws_sim_pipe_reg(d->sim, d->focus_sm, WS_PIPE_OC_EX, type, ex, 64, NULL);
    char it[96] = "-";
    if (k < w)
        why_sub_inst(d, &ex[k], it, sizeof it);
    ws_dbg_printf(d, "    OC_EX %s slot %d holds %s", ws_unit_type_names[type], k, it);
    if (type == WS_UT_MEM) {
        ws_dbg_printf(d, ": the shared LD/ST unit takes the oldest of OC_EX mem ('info pipe')\n");
        return;
    }
    uint64_t now = ws_sim_cycle(d->sim);
    for (int i = 0; i < ws_sim_fu_count(d->sim, d->focus_sm); i++) {
        struct ws_fu_view fu;
        ws_sim_fu(d->sim, d->focus_sm, i, &fu, NULL, NULL, 0);
        if (fu.type != type || fu.sub_core != k)
            continue;
        if (fu.free_at > now)
            ws_dbg_printf(d, "; only unit %s%d serves sub-core %d, busy until cycle %" PRIu64
                          " (initiation interval; %d in flight)\n", ws_unit_type_names[type],
                          fu.index, k, fu.free_at, fu.nflight);
        else
            ws_dbg_printf(d, "; only unit %s%d serves sub-core %d: free, it takes it next "
                          "cycle if a result bus is free at the end of its latency (%d in "
                          "flight)\n",
                          ws_unit_type_names[type], fu.index, k, fu.nflight);
        return;
    }
    ws_dbg_printf(d, "\n");
}

bool dbg_why_subcore(struct ws_dbg *d, int slot)
{
    struct ws_sim *s = d->sim;
    int sm = d->focus_sm;
    struct ws_oc_view oc;
    ws_sim_oc(s, sm, &oc);
    const struct ws_warp *w = ws_sim_warp(s, sm, slot);
    int type = ws_sim_warp_unit(s, sm, slot);
    if (!oc.banks_per_sub || !w || type < 0)
        return false;
    int k = w->sched;
    struct ws_pipe_inst id[64];
    int width = ws_sim_pipe_reg(s, sm, WS_PIPE_ID_OC, type, id, 64, NULL);
    char it[96] = "-";
    if (k < width)
        why_sub_inst(d, &id[k], it, sizeof it);
    ws_dbg_printf(d, "  no free issue slot in sub-core %d: slot %d of ID_OC %s holds %s "
                  "(sm.sub_cores: scheduler %d issues only into slot %d)\n", k, k,
                  ws_unit_type_names[type], it, k, k);
    /* the oldest instruction of the register: the only one the collector takes this step */
    int oldest = -1;
    for (int j = 0; j < width && j < 64; j++)
        if (id[j].warp >= 0 && (oldest < 0 || id[j].uid < id[oldest].uid))
            oldest = j;
    ws_dbg_printf(d, "    it waits for a collector unit of sub-core %d (banks %d-%d):\n", k,
                  k * oc.banks_per_sub, (k + 1) * oc.banks_per_sub - 1);
    bool free = false, waits_ex = false, oldest_free = false;
    for (int i = 0; i < oc.units; i++) {
        struct ws_cu_view cu;
        ws_sim_oc_unit(s, sm, i, &cu);
        if (!ws_sim_oc_serves(s, sm, i, type))
            continue;
        oldest_free |= cu.sub_core == oldest && cu.inst.warp < 0;
        if (cu.sub_core != k)
            continue;
        free |= cu.inst.warp < 0;
        waits_ex |= why_sub_cu(d, i, &cu);
    }
    if (free && oldest >= 0 && oldest != k && !oldest_free) {
        char ot[96];
        why_sub_inst(d, &id[oldest], ot, sizeof ot);
        ws_dbg_printf(d, "    a unit is free, but the collector offers only the oldest instruction "
                      "of ID_OC %s (%s, sub-core %d) and sub-core %d's units are busy: it waits "
                      "behind it\n", ws_unit_type_names[type], ot, oldest, oldest);
    } else if (free) {
        ws_dbg_printf(d, "    a unit is free: the collector moves the instruction into it next "
                      "cycle\n");
    }
    if (waits_ex)
        why_sub_unit(d, type, k);
    return true;
}
