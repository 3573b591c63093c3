/* optable.c — latency, initiation interval and execution unit of each operation class,
 * as Accel-Sim's trace mode assigns them (MODEL-NOTES §0 "Latency and II", §3 "Unit
 * choice"): ALU, INT, branch and call use the int line, SP the sp line, DP, SFU and
 * tensor their own; memory, EXIT, BAR and MEMBAR are 1,1; HADD2/HFMA2/HMUL2_32I/HSET2/
 * HSETP2 halve the interval.  The lines come from op.* or, with op.trace_config, from
 * one of the stock trace.config files of the peer (values below, copied from
 * ../shared/peer/accelsim/configs/SM7_QV100, SM75_RTX2060 and SM86_RTX3070).  With
 * op.trace_config = auto the trace's binary version picks the file as the peer's run
 * wrapper does (70 -> QV100's, 75 -> RTX2060's, 80/86 -> RTX3070's, others none), and a
 * preset without generic operand collectors gets the two the wrapper adds for the
 * specialized units (README of the peer: "Generic operand collectors").
 *
 * Specialized units 1-4 (-specialized_unit_N, -trace_opcode_latency_initiation_spec_op_N;
 * BRA, TEX, TENSOR and UDP in the stock files) are op.spec1..op.spec4: off, explicit
 * UNITS,DEPTH,ID_OC,OC_EX,LATENCY,INTERVAL, or auto, which takes the unit from
 * op.trace_config's file; where that file lacks a unit the trace's opcode map sends
 * opcodes to (Volta's map units 1-3, Turing's and later 1-4), auto takes it from the
 * file of the trace's binary version, as the peer's run wrapper does ("Missing
 * specialized units": an sm_80 trace on QV100 gets RTX3070's UDP).  With no unit N its
 * opcodes run as ALU operations (the peer would abort: "spec_id < size"). */
#include "core.h"

#include <stdlib.h>
#include <string.h>

struct op_spec { uint8_t enabled, units, depth, id_oc, oc_ex; uint16_t lat, ii; };

/* A stock trace.config: int, sp, dp, sfu, tensor lines and specialized units 1-4. */
struct op_file {
    const char *name;
    uint16_t lat[5][2];
    struct op_spec spec[4];
};

static const struct op_file op_files[] = {
    /* SM7_QV100/trace.config */
    { "qv100", { { 2, 2 }, { 2, 2 }, { 8, 4 }, { 20, 8 }, { 2, 2 } },
      { { 1, 4, 4, 4, 4, 4, 4 }, { 1, 4, 200, 4, 4, 200, 4 }, { 1, 4, 8, 4, 4, 2, 2 },
        { 0, 0, 0, 0, 0, 0, 0 } } },
    /* SM75_RTX2060/trace.config */
    { "rtx2060", { { 2, 2 }, { 2, 2 }, { 64, 64 }, { 21, 8 }, { 16, 16 } },
      { { 1, 4, 4, 4, 4, 4, 4 }, { 1, 4, 200, 4, 4, 200, 4 }, { 1, 4, 16, 4, 4, 16, 16 },
        { 1, 4, 4, 4, 4, 4, 1 } } },
    /* SM86_RTX3070/trace.config */
    { "rtx3070", { { 2, 2 }, { 2, 1 }, { 64, 64 }, { 21, 8 }, { 32, 32 } },
      { { 1, 4, 4, 4, 4, 4, 4 }, { 1, 4, 200, 4, 4, 200, 4 }, { 1, 4, 32, 4, 4, 32, 32 },
        { 1, 4, 4, 4, 4, 4, 1 } } },
};

static const struct op_file *op_file_find(const char *name)
{
    for (size_t i = 0; i < sizeof op_files / sizeof op_files[0]; i++)
        if (!strcmp(op_files[i].name, name))
            return &op_files[i];
    return NULL;
}

/* The wrapper's choice for a trace binary version (the peer's README, "trace.config"). */
static const char *op_auto_file(uint32_t bv)
{
    if (bv == 70)
        return "qv100";
    if (bv == 75)
        return "rtx2060";
    if (bv == 80 || bv == 86)
        return "rtx3070";
    return "none";
}

/* Specialized units the opcode map of version bv uses (as many as the first n), and the
 * file they are taken from when op.trace_config's file lacks one (the wrapper's NEED and
 * DONOR; versions between the peer's take the nearest older map, src/trace/opclass.c). */
static const struct op_file *op_donor(uint32_t bv, int *n)
{
    *n = bv >= 75 ? 4 : bv >= 70 ? 3 : 0;
    return op_file_find(bv >= 80 ? "rtx3070" : bv >= 75 ? "rtx2060" : "qv100");
}

static void op_parse(const char *text, uint16_t *lat, uint16_t *ii)
{
    int64_t v[2] = { 4, 1 };
    ws_config_list(text, v, 2);            /* validated by ws_config_validate */
    *lat = (uint16_t)v[0];
    *ii = (uint16_t)v[1];
}

int core_optable_init(struct ws_sim *s, struct ws_err *err)
{
    const struct ws_config *c = &s->cfg;
    uint32_t bv = 0;
    for (uint32_t k = 0; k < s->trace->nkernels; k++)
        if (s->trace->kernel[k].binary_version > bv)
            bv = s->trace->kernel[k].binary_version;
    const char *fname = strcmp(c->op_trace_config, "auto") ? c->op_trace_config : op_auto_file(bv);
    const struct op_file *f = op_file_find(fname);
    uint16_t lat[5][2];
    if (f) {
        memcpy(lat, f->lat, sizeof lat);
    } else {
        op_parse(c->op_int, &lat[0][0], &lat[0][1]);
        op_parse(c->op_sp, &lat[1][0], &lat[1][1]);
        op_parse(c->op_dp, &lat[2][0], &lat[2][1]);
        op_parse(c->op_sfu, &lat[3][0], &lat[3][1]);
        op_parse(c->op_tensor, &lat[4][0], &lat[4][1]);
    }
    /* a warp instruction occupies a sm.simt_width-lane unit warp_size/simt_width times
     * as long (OWL's and CCWS's SIMT width 8) */
    uint16_t scale = (uint16_t)(c->sm_warp_size / c->sm_simt_width);
    for (int i = 0; i < 5; i++)
        lat[i][1] = (uint16_t)(lat[i][1] * scale);
    bool has_int = c->sm_int_units > 0, has_dp = c->sm_dp_units > 0;
    struct core_op *o = s->op;
    for (int k = 0; k < WS_OPC_COUNT; k++) {
        o[k].lat = lat[0][0];
        o[k].ii = lat[0][1];
        o[k].fu = has_int ? FU_INT : FU_SP;
    }
    o[WS_OPC_SP] = (struct core_op){ lat[1][0], lat[1][1], FU_SP, 0 };
    o[WS_OPC_DP] = (struct core_op){ lat[2][0], lat[2][1], has_dp ? FU_DP : FU_SFU, 0 };
    o[WS_OPC_SFU] = (struct core_op){ lat[3][0], lat[3][1], FU_SFU, 0 };
    o[WS_OPC_TENSOR] = (struct core_op){ lat[4][0], lat[4][1], FU_TENSOR, 0 };
    for (int k = WS_OPC_LOAD; k <= WS_OPC_MEMBAR; k++) {
        if (k == WS_OPC_BRANCH || k == WS_OPC_CALL || k == WS_OPC_BARRIER)
            continue;
        o[k] = (struct core_op){ 1, 1, FU_MEM, 0 };
    }
    o[WS_OPC_BARRIER].lat = o[WS_OPC_BARRIER].ii = 1;
    o[WS_OPC_EXIT].lat = o[WS_OPC_EXIT].ii = 1;
    memset(s->spec_units, 0, sizeof s->spec_units);
    memset(s->spec_width, 0, sizeof s->spec_width);
    int need;
    const struct op_file *donor = op_donor(bv, &need);
    const char *keys[4] = { c->op_spec1, c->op_spec2, c->op_spec3, c->op_spec4 };
    for (int n = 0; n < 4; n++) {
        int k = WS_OPC_SPEC1 + n;
        struct op_spec sp = { 0 };
        if (strcmp(keys[n], "auto") && strcmp(keys[n], "off")) {
            int64_t v[6];
            ws_config_list(keys[n], v, 6);      /* validated by ws_config_validate */
            sp = (struct op_spec){ 1, (uint8_t)v[0], (uint8_t)(v[1] > 255 ? 255 : v[1]),
                                   (uint8_t)v[2], (uint8_t)v[3], (uint16_t)v[4],
                                   (uint16_t)v[5] };
        } else if (!strcmp(keys[n], "auto") && f) {
            sp = f->spec[n].enabled || n >= need ? f->spec[n] : donor->spec[n];
        }
        if (sp.enabled) {
            o[k] = (struct core_op){ sp.lat, (uint16_t)(sp.ii * scale), (uint8_t)(FU_SPEC1 + n), 0 };
            s->spec_units[n] = sp.units;
            s->spec_width[n][0] = sp.id_oc;
            s->spec_width[n][1] = sp.oc_ex;
        } else {
            o[k] = o[WS_OPC_ALU];          /* no such unit: an ALU op (as with no map) */
        }
    }
    if (s->cfg.sm_alu_units < 1 && !has_int)
        return ws_errf(err, WS_ERR_INPUT, "sm.alu_units = 0: ALU operations need an SP or "
                       "INT unit (sm.int_units)");
    return WS_OK;
}

/* First token of an opcode text is one of these: the interval is halved (MODEL-NOTES §0). */
static bool op_half_ii(const char *t)
{
    static const char *const half[] = { "HADD2", "HADD2_32I", "HFMA2", "HFMA2_32I",
                                        "HMUL2_32I", "HSET2", "HSETP2" };
    size_t n = strcspn(t, ".");
    for (size_t i = 0; i < sizeof half / sizeof half[0]; i++)
        if (strlen(half[i]) == n && !strncmp(t, half[i], n))
            return true;
    return false;
}

/* The class of an instruction without opcode text (hand-made traces): its coarse unit. */
static enum ws_opclass op_from_unit(const struct ws_inst *in)
{
    switch (in->unit) {
    case WS_UNIT_SFU: return WS_OPC_SFU;
    case WS_UNIT_DP: return WS_OPC_DP;
    case WS_UNIT_BAR: return WS_OPC_BARRIER;
    case WS_UNIT_EXIT: return WS_OPC_EXIT;
    case WS_UNIT_MEM: return in->memop == WS_MEMOP_STORE ? WS_OPC_STORE : WS_OPC_LOAD;
    default: return WS_OPC_ALU;
    }
}

/* Loads carrying both STRONG and GPU modifiers bypass the L1 (MODEL-NOTES §0). */
static bool op_bypass(const char *t)
{
    bool strong = false, gpu = false;
    for (const char *p = strchr(t, '.'); p; p = strchr(p + 1, '.')) {
        size_t n = strcspn(p + 1, ".");
        strong |= n == 6 && !strncmp(p + 1, "STRONG", 6);
        gpu |= n == 3 && !strncmp(p + 1, "GPU", 3);
    }
    return strong && gpu;
}

struct core_op core_op_of(struct ws_sim *s, const struct ws_inst *in, uint8_t *opclass)
{
    if (in->op >= s->trace->nopcodes) {
        /* no opcode text (hand-made traces): the coarse unit decides, uncached */
        *opclass = (uint8_t)op_from_unit(in);
        return s->op[*opclass];
    }
    if (in->op >= s->nopc) {
        size_t n = s->trace->nopcodes;
        s->opc = ws_realloc(s->opc, n * sizeof *s->opc);
        memset(s->opc + s->nopc, 0xff, (n - s->nopc) * sizeof *s->opc);
        s->nopc = n;
    }
    if (s->opc[in->op] == 0xff) {   /* first use in this kernel: classify the opcode */
        const char *text = s->trace->opcode[in->op];
        uint32_t bv = s->kernel < s->trace->nkernels ? s->trace->kernel[s->kernel].binary_version : 0;
        s->opc[in->op] = (uint8_t)((unsigned)ws_opclass_of(text, bv) |
                                   (op_half_ii(text) ? 0x80u : 0u) | (op_bypass(text) ? 0x40u : 0u));
    }
    uint8_t k = s->opc[in->op] & 0x3f;
    *opclass = k;
    struct core_op o = s->op[k];
    if ((s->opc[in->op] & 0x80) && o.ii > 1)
        o.ii = (uint16_t)(o.ii / 2);
    o.bypass = (s->opc[in->op] & 0x40) ? 1 : 0;
    return o;
}

void core_optable_kernel(struct ws_sim *s)
{
    if (s->nopc)
        memset(s->opc, 0xff, s->nopc * sizeof *s->opc);
}
