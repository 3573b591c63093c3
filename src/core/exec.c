/* exec.c — the functional units and the write-back stage (GPGPU-Sim
 * pipelined_simd_unit, shader_core_ctx::execute/writeback; MODEL-NOTES §5).
 * A unit takes the oldest instruction of its OC_EX register set when its dispatch
 * register is free, no result of the unit is due at the same cycle (occupancy) and a
 * result bus is free for that cycle (at most EX_WB-width results complete per cycle).
 * It holds the instruction initiation-interval cycles, then the pipeline carries it on:
 * the result enters EX_WB latency + 1 cycles after acceptance and is written back the
 * cycle after that (the register is readable L + 2 cycles after the unit took it).
 * Write-back drains all of EX_WB each cycle: it reserves the destination registers'
 * banks for this cycle (operand reads there wait), releases the scoreboard and
 * completes the instruction.  The load/store unit (ldst.c) takes OC_EX_MEM after its
 * own cycle; it needs no result bus.  With sub-cores (sm.sub_cores, MODEL-NOTES §5) unit
 * k of a type takes only slot k of its OC_EX register (scheduler k's); the LD/ST unit
 * stays shared and takes the oldest. */
#include "core.h"

#include <stdlib.h>
#include <string.h>

int core_exec_init(struct ws_sm *sm, struct ws_err *err)
{
    const struct ws_config *c = sm->cfg;
    const struct ws_sim *s = sm->sim;
    int count[FU_COUNT] = { 0 };
    count[FU_SP] = (int)c->sm_alu_units;
    count[FU_DP] = (int)c->sm_dp_units;
    count[FU_INT] = (int)c->sm_int_units;
    count[FU_SFU] = (int)c->sm_sfu_units;
    count[FU_TENSOR] = (int)c->sm_tensor_units;
    for (int k = 0; k < 4; k++)
        count[FU_SPEC1 + k] = s->spec_units[k];
    static const int order[] = { FU_SP, FU_DP, FU_INT, FU_SFU, FU_TENSOR, FU_SPEC1, FU_SPEC2,
                                 FU_SPEC3, FU_SPEC4 };
    sm->nfu = 0;
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++)
        sm->nfu += count[order[i]];
    sm->fu = ws_calloc((size_t)(sm->nfu ? sm->nfu : 1), sizeof *sm->fu);
    int n = 0;
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        int t = order[i];
        sm->fu_first[i] = n;
        sm->fu_gtype[i] = (uint8_t)t;
        if (count[t] && (sm->rs[RS_ID_OC(t)].n == 0 || sm->rs[RS_OC_EX(t)].n == 0))
            return ws_errf(err, WS_ERR_INPUT, "sm.pipeline_widths = '%s': a unit type with "
                           "units has a zero-width ID_OC or OC_EX register",
                           c->sm_pipeline_widths);
        if (count[t] && c->sm_sub_cores &&
            (count[t] < sm->nsched || count[t] > sm->rs[RS_OC_EX(t)].n)) {
            static const char *const names[FU_COUNT] = { "sp (sm.alu_units)",
                "dp (sm.dp_units)", "int (sm.int_units)", "sfu (sm.sfu_units)", "mem",
                "tensor (sm.tensor_units)", "spec1", "spec2", "spec3", "spec4" };
            return ws_errf(err, WS_ERR_INPUT, "sm.sub_cores: %d %s units, expected at least "
                           "one per scheduler (sm.schedulers = %d) and at most its %d OC_EX "
                           "slots (sm.pipeline_widths)", count[t], names[t], sm->nsched,
                           sm->rs[RS_OC_EX(t)].n);
        }
        for (int k = 0; k < count[t]; k++) {
            struct core_fu *u = &sm->fu[n++];
            u->sub = (int8_t)(c->sm_sub_cores ? k : -1);
            u->type = (uint8_t)t;
            u->issue_rs = (uint8_t)RS_OC_EX(t);
            u->cap = 8;
            u->flight = ws_calloc((size_t)u->cap, sizeof *u->flight);
        }
    }
    for (size_t i = sizeof order / sizeof order[0]; i <= FU_COUNT; i++)
        sm->fu_first[i] = n;
    sm->nfu_groups = 0;
    for (int g = 0; g < FU_COUNT; g++)
        if (sm->fu_first[g] < sm->fu_first[g + 1])
            sm->fu_groups[sm->nfu_groups++] = (uint8_t)g;
    sm->nresbus = sm->rs[RS_EX_WB].n;
    if (sm->nresbus < 1)
        return ws_errf(err, WS_ERR_INPUT, "sm.pipeline_widths = '%s': EX_WB width must be at "
                       "least 1", c->sm_pipeline_widths);
    return WS_OK;
}

void core_exec_free(struct ws_sm *sm)
{
    for (int i = 0; i < sm->nfu; i++)
        free(sm->fu[i].flight);
    free(sm->fu);
}

void core_exec_writeback(struct ws_sm *sm)
{
    struct core_regset *wb = &sm->rs[RS_EX_WB];
    while (wb->used) {
        int at = -1;
        if (!core_regset_oldest(wb, &at))
            break;
        struct core_inst *ci = &wb->slot[at];
        struct ws_warp *w = &sm->warps[ci->warp];
        core_oc_writeback(sm, ci);       /* a taken bank cannot stall this path */
        for (int j = 0; j < ci->in.ndst; j++)
            core_sb_release(sm, w, ci->in.dst[j]);
        core_sm_complete(sm, ci);
        core_regset_free(wb, at);
    }
}

/* pipelined_simd_unit::cycle: the result due now enters EX_WB. */
static void exec_unit_cycle(struct ws_sm *sm, struct core_fu *u, uint64_t now)
{
    if (now < u->next_due)
        return;                          /* nothing due yet: the flights stay unread */
    uint64_t next = UINT64_MAX;
    for (int i = 0; i < u->nflight; i++) {
        if (u->flight[i].due > now) {
            if (u->flight[i].due < next)
                next = u->flight[i].due;
            continue;
        }
        struct core_inst *slot = core_regset_claim(&sm->rs[RS_EX_WB]);
        if (!slot) {
            u->next_due = 0;             /* check every flight again next cycle */
            return;                      /* not reached: the result buses bound EX_WB */
        }
        *slot = u->flight[i].inst;
        u->occupied[u->flight[i].ring / 64] &= ~(UINT64_C(1) << (u->flight[i].ring % 64));
        sm->resbus[u->flight[i].ring]--;
        sm->fu_flights[u->type]--;
        sm->ex_pending--;
        u->flight[i] = u->flight[--u->nflight];
        i--;
    }
    u->next_due = next;
}

static void exec_unit_issue(struct ws_sm *sm, struct core_fu *u, uint64_t now)
{
    struct core_regset *rs = &sm->rs[u->issue_rs];
    int at = u->sub;
    if (at >= 0 ? !rs->slot[at].uid : !core_regset_oldest(rs, &at))
        return;
    if (now < u->disp_free)
        return;                          /* the dispatch register still holds one */
    struct core_inst *ci = &rs->slot[at];
    uint64_t due = now + ci->lat;
    unsigned ring = (unsigned)(due % CORE_LAT_RING);
    if ((u->occupied[ring / 64] >> (ring % 64) & 1) || sm->resbus[ring] >= sm->nresbus)
        return;
    u->occupied[ring / 64] |= UINT64_C(1) << (ring % 64);
    sm->resbus[ring]++;
    u->disp_free = now + ci->ii;         /* free again initiation-interval cycles later */
    if ((size_t)u->nflight == u->cap)
        WS_GROW(u->flight, u->cap, u->nflight + 1);
    uint64_t enter = now + ci->lat + 1, min = now + ci->ii + 1;
    uint64_t fdue = enter > min ? enter : min;
    u->flight[u->nflight++] = (struct core_flight){ *ci, fdue, (uint16_t)ring };
    if (fdue < u->next_due)
        u->next_due = fdue;
    sm->fu_flights[u->type]++;
    core_regset_free(rs, at);
}

void core_exec_cycle(struct ws_sm *sm)
{
    uint64_t now = sm->sim->cycle;
    for (int k = 0; sm->ex_pending && k < sm->nfu_groups; k++) {
        int g = sm->fu_groups[k], first = sm->fu_first[g], end = sm->fu_first[g + 1];
        int t = sm->fu_gtype[g];
        if (!sm->fu_flights[t] && !sm->rs[RS_OC_EX(t)].used)
            continue;                    /* the type's units have nothing to do */
        for (int i = first; i < end; i++) {
            struct core_fu *u = &sm->fu[i];
            if (u->nflight)
                exec_unit_cycle(sm, u, now);
            if (sm->rs[u->issue_rs].used)    /* something to take from OC_EX */
                exec_unit_issue(sm, u, now);
        }
    }
    core_ldst_cycle(sm);
    struct core_regset *mem = &sm->rs[RS_OC_EX(FU_MEM)];
    int at = -1;
    if (mem->used && core_regset_oldest(mem, &at) && core_ldst_can_accept(sm)) {
        core_ldst_accept(sm, &mem->slot[at]);
        core_regset_free(mem, at);
    }
}

/* ---- snapshots: each unit's dispatch clock, occupancy ring and results in flight ----- */

void core_exec_save(const struct ws_sm *sm, struct ws_snap_buf *b)
{
    ws_snap_tag(b, "exec");
    ws_snap_u32(b, (uint32_t)sm->nfu);
    for (int i = 0; i < sm->nfu; i++) {
        const struct core_fu *u = &sm->fu[i];
        ws_snap_u64(b, u->disp_free);
        ws_snap_block(b, u->occupied, sizeof u->occupied);
        ws_snap_block(b, u->flight, (size_t)u->nflight * sizeof *u->flight);
    }
}

bool core_exec_load(struct ws_sm *sm, struct ws_snap_rd *r)
{
    ws_snap_expect(r, "exec");
    uint32_t n = ws_snap_get_u32(r);
    if (ws_snap_ok(r) && n != (uint32_t)sm->nfu)
        return ws_snap_fail(r, "snapshot does not fit: %u functional units, SM %d has %d",
                            n, sm->id, sm->nfu);
    for (int i = 0; i < sm->nfu && ws_snap_ok(r); i++) {
        struct core_fu *u = &sm->fu[i];
        u->disp_free = ws_snap_get_u64(r);
        ws_snap_get_block(r, u->occupied, sizeof u->occupied);
        const void *p;
        size_t len = ws_snap_get_block_ref(r, &p, (size_t)CORE_LAT_RING * sizeof *u->flight);
        if (!ws_snap_ok(r))
            break;
        if (len % sizeof *u->flight)
            return ws_snap_fail(r, "snapshot corrupt: unit %d's pipeline", i);
        size_t nf = len / sizeof *u->flight;
        if (nf > u->cap)
            WS_GROW(u->flight, u->cap, nf);
        if (len)
            memcpy(u->flight, p, len);
        u->nflight = (int)nf;
        u->next_due = 0;                 /* the next cycle reads the flights */
    }
    return ws_snap_ok(r);
}
