/* opcoll.c — the operand collector between issue and execution (GPGPU-Sim
 * opndcoll_rfu_t; MODEL-NOTES §4).  Collector units come in sets (SP, DP, SFU, INT,
 * MEM, tensor, generic); an input port moves the oldest instruction of its ID_OC
 * register set into a free unit of its sets and queues one read per distinct source
 * register on that register's bank, bank = (register + 1 + warp slot) mod oc.banks
 * (trace register Rn is GPGPU-Sim's n+1).  Each cycle: dispatch units move a unit whose
 * operands are all read into its OC_EX register (round-robin within the set); then
 * every bank not reserved by a write-back this cycle serves the head of its queue (one
 * read per bank, a unit may get several banks); then the ports allocate; then the write
 * reservations are cleared.  Without conflicts an instruction spends three cycles
 * between ID_OC and OC_EX (two when it reads no register).
 *
 * oc.port_throughput (-gpgpu_reg_file_port_throughput) runs that step (dispatch, read,
 * allocate) several times a cycle; a write-back's bank reservation blocks only the first
 * step's reads.  With two steps an instruction spends two cycles between ID_OC and
 * OC_EX (MODEL-NOTES §4: allocated and read at t+1, dispatched at t+2).
 *
 * Sub-cores (sm.sub_cores, -gpgpu_sub_core_model; MODEL-NOTES §4): scheduler k's
 * instructions read banks k*B/N .. (k+1)*B/N - 1 only (bank = (register + 1 + warp slot)
 * mod B/N, plus k*B/N), each set's units are split into N equal shares (units
 * k*U/N .. (k+1)*U/N - 1 serve scheduler k) and a unit dispatches into slot k of its
 * OC_EX register.  An input port still offers only the oldest instruction of each ID_OC
 * register: when its scheduler's units are all busy, a younger instruction of another
 * scheduler waits too (the peer's allocate_cu).  A dispatch unit's round robin starts
 * after the unit it dispatched last, or with oc.dispatch_rr = sub_core (GPGPU-Sim's
 * dispatch_unit_t::find_ready under -gpgpu_sub_core_model) at the first unit of the
 * next sub-core: so when both units of a sub-core are ready for its one OC_EX slot, the
 * one that goes first is not the one the plain round robin would pick.
 *
 * The generic set comes first, as GPGPU-Sim builds it: its dispatch units dispatch
 * before the typed ones and its input ports allocate before theirs.  So a generic unit
 * holding an SP instruction is not starved by the SP units, and the generic ports take
 * the ID_OC head before the typed ports do.  Measured against the peer
 * (tests/correlation/README.md): 16 warps of 32 dependent IADD3 on one SM take 592
 * cycles under GTO and LRR in Accel-Sim, 711 with the typed sets first, 591 and 592
 * with the generic set first; 40 warps of dependent FFMA under LRR 1368 in both. */
#include "core.h"

#include <stdlib.h>
#include <string.h>

static void oc_parse(const char *text, int *units, int *in, int *out)
{
    int64_t v[3] = { 0, 0, 0 };
    ws_config_list(text, v, 3);         /* validated by ws_config_validate */
    *units = (int)v[0];
    *in = (int)v[1];
    *out = (int)v[2];
}

/* The generic units' n input ports: each takes the ID_OC sets that have slots, in
 * GPGPU-Sim's order (SP, SFU, MEM, then the others). */
static void oc_generic_ports(const struct ws_sm *sm, struct core_opcoll *oc, int n)
{
    static const int gen_order[] = { FU_SP, FU_SFU, FU_MEM, FU_TENSOR, FU_DP, FU_INT,
                                     FU_SPEC1, FU_SPEC2, FU_SPEC3, FU_SPEC4 };
    for (int i = 0; i < n; i++) {
        struct core_port *p = &oc->port[oc->nport++];
        for (size_t k = 0; k < sizeof gen_order / sizeof gen_order[0]; k++) {
            int t = gen_order[k];
            if (sm->rs[RS_ID_OC(t)].n == 0)
                continue;
            p->in[p->npairs] = (uint8_t)RS_ID_OC(t);
            p->out[p->npairs] = (uint8_t)RS_OC_EX(t);
            p->npairs++;
        }
        p->sets[0] = CU_GEN;
        p->nsets = 1;
    }
}

/* sm.sub_cores: every scheduler gets an equal share of the banks and of each set's
 * units, and a slot of every ID_OC and OC_EX register (the peer asserts as much). */
static int oc_sub_init(struct ws_sm *sm, struct ws_err *err)
{
    static const char *const set_names[CU_SETS] = { "sp", "dp", "int", "sfu", "mem",
        "tensor", "spec1", "spec2", "spec3", "spec4", "gen" };
    struct core_opcoll *oc = &sm->oc;
    int n = sm->nsched, banks = (int)sm->cfg->oc_banks;
    if (banks % n)
        return ws_errf(err, WS_ERR_INPUT, "oc.banks = %d: with sm.sub_cores the banks must "
                       "divide evenly among the %d schedulers (sm.schedulers)", banks, n);
    oc->banks_per_sub = banks / n;
    for (int s = 0; s < CU_SETS; s++) {
        if (oc->set_n[s] % n)
            return ws_errf(err, WS_ERR_INPUT, "oc.%s: %d collector units; with sm.sub_cores "
                           "each set's units must divide evenly among the %d schedulers "
                           "(sm.schedulers)", set_names[s], oc->set_n[s], n);
        int per = oc->set_n[s] / n;
        for (int k = 0; k < oc->set_n[s]; k++)
            oc->cu[oc->set_first[s] + k].sub = (uint8_t)(k / per);
    }
    for (int r = 0; r < RS_EX_WB; r++)
        if (sm->rs[r].n && sm->rs[r].n < n)
            return ws_errf(err, WS_ERR_INPUT, "sm.pipeline_widths = '%s': with sm.sub_cores "
                           "every ID_OC and OC_EX register needs a slot per scheduler (%d)",
                           sm->cfg->sm_pipeline_widths, n);
    return WS_OK;
}

int core_oc_init(struct ws_sm *sm, struct ws_err *err)
{
    const struct ws_config *c = sm->cfg;
    struct core_opcoll *oc = &sm->oc;
    const char *spec[CU_SETS] = { 0 };
    spec[FU_SP] = c->oc_sp;
    spec[FU_DP] = c->oc_dp;
    spec[FU_INT] = c->oc_int;
    spec[FU_SFU] = c->oc_sfu;
    spec[FU_MEM] = c->oc_mem;
    spec[FU_TENSOR] = c->oc_tensor;
    spec[CU_GEN] = c->oc_gen;
    int units[CU_SETS] = { 0 }, in[CU_SETS] = { 0 }, out[CU_SETS] = { 0 };
    bool any_spec = false;
    for (int k = 0; k < 4; k++)
        any_spec |= sm->sim->spec_units[k] != 0;
    for (int s = 0; s < CU_SETS; s++)
        if (spec[s])
            oc_parse(spec[s], &units[s], &in[s], &out[s]);
    if (any_spec && units[CU_GEN] == 0) {
        /* specialized units read operands through generic collectors only: the peer's
         * run wrapper adds 2 units with one port each where a config has none */
        units[CU_GEN] = 2;
        in[CU_GEN] = out[CU_GEN] = 1;
    }
    oc->ncu = 0;
    oc->ndu = 0;
    for (int s = 0; s < CU_SETS; s++) {
        oc->set_first[s] = oc->ncu;
        oc->set_n[s] = units[s];
        oc->ncu += units[s];
        oc->ndu += units[s] ? out[s] : 0;
    }
    oc->cu = ws_calloc((size_t)(oc->ncu ? oc->ncu : 1), sizeof *oc->cu);
    oc->cu_st = ws_calloc((size_t)(oc->ncu ? oc->ncu : 1), sizeof *oc->cu_st);
    for (int s = 0; s < CU_SETS; s++)
        for (int k = 0; k < oc->set_n[s]; k++)
            oc->cu[oc->set_first[s] + k].set = (uint8_t)s;
    oc->du_last = ws_calloc((size_t)(oc->ndu ? oc->ndu : 1), sizeof *oc->du_last);
    oc->du_set = ws_calloc((size_t)(oc->ndu ? oc->ndu : 1), sizeof *oc->du_set);
    /* dispatch units: the generic set's first, then the typed sets' in set order */
    int d = 0;
    for (int k = 0; k < CU_SETS; k++) {
        int s = k == 0 ? CU_GEN : k - 1;
        for (int i = 0; units[s] && i < out[s]; i++) {
            oc->du_set[d] = (uint8_t)s;
            oc->du_last[d] = 0;              /* as GPGPU-Sim: the first scan starts at 1 */
            d++;
        }
    }
    /* ports, the generic ones first: a generic port takes every ID_OC set that has a
     * unit; each type's ports take its ID_OC set (its own units, then generic ones) */
    int nport = 0;
    for (int s = 0; s < CU_SETS; s++)
        nport += in[s];
    oc->port = ws_calloc((size_t)(nport ? nport : 1), sizeof *oc->port);
    oc_generic_ports(sm, oc, in[CU_GEN]);
    for (int t = 0; t < FU_COUNT; t++) {
        if (t >= FU_SPEC1)
            continue;
        for (int i = 0; i < in[t]; i++) {
            struct core_port *p = &oc->port[oc->nport++];
            p->in[0] = (uint8_t)RS_ID_OC(t);
            p->out[0] = (uint8_t)RS_OC_EX(t);
            p->npairs = 1;
            p->sets[0] = (uint8_t)t;
            p->sets[1] = CU_GEN;
            p->nsets = 2;
        }
    }
    if (c->sm_sub_cores && oc_sub_init(sm, err))
        return err->code;
    oc->rr_sub = c->sm_sub_cores && strcmp(c->oc_dispatch_rr, "sub_core") == 0;
    oc->nbanks = (int)c->oc_banks;
    oc->bank = ws_calloc((size_t)oc->nbanks, sizeof *oc->bank);
    oc->bank_write = ws_calloc((size_t)oc->nbanks, sizeof *oc->bank_write);
    oc->bank_busy = ws_calloc((size_t)(oc->nbanks + 63) / 64 + 1, sizeof *oc->bank_busy);
    for (int b = 0; b < oc->nbanks; b++) {
        oc->bank[b].cap = (uint16_t)(oc->ncu * WS_MAX_SRC + 1);
        oc->bank[b].q = ws_calloc(oc->bank[b].cap, sizeof *oc->bank[b].q);
    }
    /* every unit type with an issue slot must reach a collector unit */
    for (int t = 0; t < FU_COUNT; t++) {
        if (sm->rs[RS_ID_OC(t)].n == 0)
            continue;
        bool reached = false;
        for (int p = 0; p < oc->nport && !reached; p++)
            for (int k = 0; k < oc->port[p].npairs; k++)
                if (oc->port[p].in[k] == RS_ID_OC(t)) {
                    for (int j = 0; j < oc->port[p].nsets; j++)
                        reached |= oc->set_n[oc->port[p].sets[j]] > 0;
                }
        if (!reached) {
            static const char *const names[FU_COUNT] = { "sp", "dp", "int", "sfu", "mem",
                "tensor", "spec1", "spec2", "spec3", "spec4" };
            return ws_errf(err, WS_ERR_INPUT, "oc.%s: the %s issue slots (sm.pipeline_widths) "
                           "reach no operand collector unit", t < FU_SPEC1 ? names[t] : "gen",
                           names[t]);
        }
    }
    return WS_OK;
}

void core_oc_free(struct ws_sm *sm)
{
    struct core_opcoll *oc = &sm->oc;
    for (int b = 0; b < oc->nbanks; b++)
        free(oc->bank[b].q);
    free(oc->bank);
    free(oc->bank_write);
    free(oc->cu);
    free(oc->cu_st);
    free(oc->bank_busy);
    free(oc->du_last);
    free(oc->du_set);
    free(oc->port);
}

int core_oc_bank(const struct ws_sm *sm, uint16_t reg, int warp)
{
    const struct core_opcoll *oc = &sm->oc;
    unsigned r = (unsigned)reg + 1u + (unsigned)warp;
    if (oc->banks_per_sub)
        return (int)(r % (unsigned)oc->banks_per_sub) + sm->slot_sched[warp] * oc->banks_per_sub;
    return (int)(r % (unsigned)oc->nbanks);
}

bool core_oc_writeback(struct ws_sm *sm, const struct core_inst *ci)
{
    struct core_opcoll *oc = &sm->oc;
    const struct ws_inst *in = &ci->in;
    bool ok = true;
    for (int j = 0; j < in->ndst; j++) {
        int b = core_oc_bank(sm, in->dst[j], ci->warp);
        if (oc->bank_write[b]) {
            ok = false;
        } else {
            oc->bank_write[b] = 1;
            oc->nwrites++;
        }
    }
    return ok;
}

static void oc_dispatch(struct ws_sm *sm)
{
    struct core_opcoll *oc = &sm->oc;
    for (int d = 0; d < oc->ndu && oc->busy; d++) {
        int s = oc->du_set[d], first = oc->set_first[s], n = oc->set_n[s];
        if (!oc->ready[s])
            continue;                    /* no unit of the set has its operands */
        int i = oc->du_last[d];
        if (oc->rr_sub) {
            /* oc.dispatch_rr = sub_core: the scan starts at the first unit of the next
             * sub-core (i is the unit before it: the loop steps first) */
            int per = n / sm->nsched;
            i = (i + per - 1 - i % per) % n;
        }
        for (int k = 0; k < n; k++) {
            i = i + 1 == n ? 0 : i + 1;
            if (!(oc->cu_st[first + i] & CU_READY))
                continue;                /* free, or an operand unread */
            struct core_cu *cu = &oc->cu[first + i];
            struct core_regset *out = &sm->rs[cu->out_rs];
            struct core_inst *slot = oc->banks_per_sub ? core_regset_claim_slot(out, cu->sub)
                                                       : core_regset_claim(out);
            if (!slot)
                continue;
            *slot = cu->inst;
            if (cu->out_rs != RS_OC_EX(FU_MEM))
                sm->ex_pending++;
            memset(&cu->inst, 0, sizeof cu->inst);
            oc->cu_st[first + i] = 0;
            oc->busy--;
            oc->used[s]--;
            oc->ready[s]--;
            oc->du_last[d] = i;
            break;
        }
    }
}

static void oc_read(struct ws_sm *sm, bool writes)
{
    struct core_opcoll *oc = &sm->oc;
    for (int wd = 0; wd * 64 < oc->nbanks; wd++) {
        /* the banks with a read queued, in increasing order (bank_busy) */
        for (uint64_t m = oc->bank_busy[wd]; m; m &= m - 1) {
            int b = wd * 64 + __builtin_ctzll(m);
            struct core_bankq *q = &oc->bank[b];
            if (writes && oc->bank_write[b])
                continue;
            struct core_opnd op = q->q[q->head];
            q->head = (uint16_t)(q->head + 1 == q->cap ? 0 : q->head + 1);
            q->n--;
            oc->reads--;
            struct core_cu *cu = &oc->cu[op.cu];
            if (cu->not_ready && !(cu->not_ready &= (uint8_t)~(1u << op.k))) {
                oc->ready[cu->set]++;
                oc->cu_st[op.cu] |= CU_READY;
            }
            if (q->n)
                sm->st.oc_bank_conflicts += q->n;
            else
                oc->bank_busy[wd] &= ~(UINT64_C(1) << (b & 63));
        }
    }
}

/* Move ID_OC slot `at` of rs into collector unit cu and queue its reads. */
__attribute__((always_inline))
static inline void oc_fill(struct ws_sm *sm, struct core_cu *cu, struct core_regset *rs, int at,
                    uint8_t out_rs)
{
    struct core_opcoll *oc = &sm->oc;
    cu->inst = rs->slot[at];
    core_regset_free(rs, at);
    sm->idoc_n--;
    cu->out_rs = out_rs;
    cu->nreg = 0;
    cu->not_ready = 0;
    oc->busy++;
    oc->used[cu->set]++;
    const struct ws_inst *in = &cu->inst.in;
    for (int r = 0; r < in->nsrc; r++) {
        bool dup = false;
        for (int q = 0; q < cu->nreg; q++)
            dup |= cu->reg[q] == in->src[r];
        if (dup)
            continue;
        int k = cu->nreg++;
        cu->reg[k] = in->src[r];
        cu->not_ready |= (uint8_t)(1u << k);
        int b = core_oc_bank(sm, in->src[r], cu->inst.warp);
        struct core_bankq *q = &oc->bank[b];
        q->q[(q->head + q->n) % q->cap] = (struct core_opnd){ (uint16_t)(cu - oc->cu),
                                                             (uint16_t)k };
        q->n++;
        oc->bank_busy[b >> 6] |= UINT64_C(1) << (b & 63);
        oc->reads++;
    }
    oc->cu_st[cu - oc->cu] = core_cu_state(cu);
    if (!cu->not_ready)
        oc->ready[cu->set]++;     /* it reads no register */
}

/* Sub-cores: each port offers the oldest instruction of each of its ID_OC registers to
 * the units of that instruction's scheduler (its slot in the register) only. */
static void oc_allocate_sub(struct ws_sm *sm)
{
    struct core_opcoll *oc = &sm->oc;
    for (int p = 0; p < oc->nport; p++) {
        const struct core_port *port = &oc->port[p];
        for (int i = 0; i < port->npairs; i++) {
            struct core_regset *rs = &sm->rs[port->in[i]];
            int at = -1;
            if (!rs->used || !core_regset_oldest(rs, &at))
                continue;
            struct core_cu *cu = NULL;
            for (int j = 0; j < port->nsets && !cu; j++) {
                int s = port->sets[j], per = oc->set_n[s] / sm->nsched;
                if (oc->used[s] == oc->set_n[s])
                    continue;            /* every unit of the set holds one */
                for (int k = at * per; k < (at + 1) * per; k++)
                    if (!oc->cu_st[oc->set_first[s] + k]) {
                        cu = &oc->cu[oc->set_first[s] + k];
                        break;
                    }
            }
            if (cu)
                oc_fill(sm, cu, rs, at, port->out[i]);
        }
    }
}

static void oc_allocate(struct ws_sm *sm)
{
    struct core_opcoll *oc = &sm->oc;
    if (oc->banks_per_sub) {
        oc_allocate_sub(sm);
        return;
    }
    for (int p = 0; p < oc->nport; p++) {
        const struct core_port *port = &oc->port[p];
        for (int i = 0; i < port->npairs; i++) {
            struct core_regset *rs = &sm->rs[port->in[i]];
            int at = -1;
            if (!rs->used)
                continue;
            struct core_cu *cu = NULL;
            for (int j = 0; j < port->nsets && !cu; j++) {
                int s = port->sets[j];
                if (oc->used[s] == oc->set_n[s])
                    continue;            /* every unit of the set holds one */
                for (int k = 0; k < oc->set_n[s]; k++)
                    if (!oc->cu_st[oc->set_first[s] + k]) {
                        cu = &oc->cu[oc->set_first[s] + k];
                        break;
                    }
            }
            if (!cu || !core_regset_oldest(rs, &at))
                continue;
            oc_fill(sm, cu, rs, at, port->out[i]);
        }
    }
}

void core_oc_cycle(struct ws_sm *sm)
{
    struct core_opcoll *oc = &sm->oc;
    int steps = (int)sm->cfg->oc_port_throughput;
    for (int step = 0; step < steps; step++) {
        if (oc->busy) {
            oc_dispatch(sm);
            if (oc->reads)
                oc_read(sm, step == 0);
        }
        if (sm->idoc_n)
            oc_allocate(sm);
    }
    if (oc->nwrites) {
        memset(oc->bank_write, 0, (size_t)oc->nbanks);
        oc->nwrites = 0;
    }
}

/* ---- snapshots: collector units, dispatch arbiters, bank queues and write locks ------- */

void core_oc_save(const struct ws_sm *sm, struct ws_snap_buf *b)
{
    const struct core_opcoll *oc = &sm->oc;
    struct core_opcoll t = *oc;
    t.cu = NULL, t.du_last = NULL, t.du_set = NULL, t.port = NULL, t.bank = NULL;
    t.bank_write = NULL, t.cu_st = NULL, t.bank_busy = NULL;
    ws_snap_tag(b, "opcoll");
    ws_snap_block(b, &t, sizeof t);
    ws_snap_block(b, oc->cu, (size_t)oc->ncu * sizeof *oc->cu);
    ws_snap_block(b, oc->du_last, (size_t)oc->ndu * sizeof *oc->du_last);
    for (int k = 0; k < oc->nbanks; k++) {
        const struct core_bankq *q = &oc->bank[k];
        ws_snap_u32(b, q->head);
        ws_snap_u32(b, q->n);
        ws_snap_block(b, q->q, (size_t)q->cap * sizeof *q->q);
    }
    ws_snap_block(b, oc->bank_write, (size_t)oc->nbanks * sizeof *oc->bank_write);
}

bool core_oc_load(struct ws_sm *sm, struct ws_snap_rd *r)
{
    struct core_opcoll *oc = &sm->oc, t;
    ws_snap_expect(r, "opcoll");
    if (!ws_snap_get_block(r, &t, sizeof t))
        return false;
    if (t.ncu != oc->ncu || t.ndu != oc->ndu || t.nbanks != oc->nbanks || t.nport != oc->nport)
        return ws_snap_fail(r, "snapshot does not fit: SM %d's operand collector differs", sm->id);
    t.cu = oc->cu, t.du_last = oc->du_last, t.du_set = oc->du_set, t.port = oc->port;
    t.bank = oc->bank, t.bank_write = oc->bank_write;
    t.cu_st = oc->cu_st, t.bank_busy = oc->bank_busy;
    *oc = t;
    ws_snap_get_block(r, oc->cu, (size_t)oc->ncu * sizeof *oc->cu);
    ws_snap_get_block(r, oc->du_last, (size_t)oc->ndu * sizeof *oc->du_last);
    for (int k = 0; k < oc->nbanks && ws_snap_ok(r); k++) {
        struct core_bankq *q = &oc->bank[k];
        uint32_t head = ws_snap_get_u32(r), n = ws_snap_get_u32(r);
        if (ws_snap_ok(r) && (head >= q->cap || n > q->cap))
            return ws_snap_fail(r, "snapshot corrupt: register bank queue %d", k);
        q->head = (uint16_t)head;
        q->n = (uint16_t)n;
        ws_snap_get_block(r, q->q, (size_t)q->cap * sizeof *q->q);
    }
    ws_snap_get_block(r, oc->bank_write, (size_t)oc->nbanks * sizeof *oc->bank_write);
    for (int i = 0; i < oc->ncu; i++)    /* the packed states, from the units */
        oc->cu_st[i] = core_cu_state(&oc->cu[i]);
    memset(oc->bank_busy, 0, ((size_t)(oc->nbanks + 63) / 64) * sizeof *oc->bank_busy);
    for (int k = 0; k < oc->nbanks; k++)
        if (oc->bank[k].n)
            oc->bank_busy[k >> 6] |= UINT64_C(1) << (k & 63);
    return ws_snap_ok(r);
}
