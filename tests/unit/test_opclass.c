/* test_opclass.c — ws_opclass_of against every row of the peer measurement
 * tests/correlation/opclass-measured.tsv (classes of the opcodes in each map, the
 * fallback of those outside it, 60 = 61 and 80 = 86), plus facts stated elsewhere:
 * MODEL-NOTES §0/§2 (LDC ALU, TEX ALU on Pascal, BRA ALU on Pascal and the BRA unit from
 * Volta on) and the peer README (Volta+ maps use specialized units 1-3, Turing+ 4). */
#include "harness.h"
#include "warpscope/trace.h"

#include <stdlib.h>

#define TSV "tests/correlation/opclass-measured.tsv"

const char *ws_opclass_table_name(unsigned map, size_t i);

static int class_by_name(const char *s)
{
    for (int c = 0; c < WS_OPC_COUNT; c++)
        if (ws_opclass_names[c] && !strcmp(ws_opclass_names[c], s))
            return c;
    return -1;
}

static const char *name_of(enum ws_opclass c)
{
    return (unsigned)c < WS_OPC_COUNT ? ws_opclass_names[c] : "(out of range)";
}

/* The class an opcode outside the map gets: the coarse class (opclass.c, fallback). */
static int coarse_class(const char *op)
{
    uint8_t u, s, m, w;
    if (!ws_opcode_classify(op, &u, &s, &m, &w))
        return WS_OPC_ALU;
    switch (u) {
    case WS_UNIT_SFU: return WS_OPC_SFU;
    case WS_UNIT_DP: return WS_OPC_DP;
    case WS_UNIT_MEM: return m == WS_MEMOP_STORE ? WS_OPC_STORE : WS_OPC_LOAD;
    case WS_UNIT_BAR: return WS_OPC_BARRIER;
    case WS_UNIT_EXIT: return WS_OPC_EXIT;
    default: return WS_OPC_ALU;
    }
}

TEST(opclass_names)
{
    for (int a = 0; a < WS_OPC_COUNT; a++) {
        CHECK(ws_opclass_names[a] != NULL && ws_opclass_names[a][0] != '\0');
        for (int b = 0; b < a; b++)
            if (ws_opclass_names[a] && ws_opclass_names[b])
                CHECK(strcmp(ws_opclass_names[a], ws_opclass_names[b]) != 0);
    }
    CHECK_STR(ws_opclass_names[WS_OPC_SFU], "sfu");
    CHECK_STR(ws_opclass_names[WS_OPC_SPEC4], "spec4");
}

/* bsearch needs every map sorted by strcmp, without duplicates. */
TEST(opclass_tables_sorted)
{
    for (unsigned m = 0; m < 6; m++) {
        size_t n = 0;
        for (const char *a, *b; (b = ws_opclass_table_name(m, n + 1)) != NULL; n++) {
            a = ws_opclass_table_name(m, n);
            if (strcmp(a, b) >= 0)
                ws_test_fail(__FILE__, __LINE__, "map %u: %s before %s", m, a, b);
        }
        CHECK(n > (m == 5 ? 20u : 50u));   /* Hopper's holds what it adds to Ampere's */
    }
    CHECK(ws_opclass_table_name(6, 0) == NULL);
}

/* Every row of the measurement: in the map, the measured class; outside it, the coarse
 * class.  Also counts, so that a truncated or emptied file fails. */
TEST(opclass_measured_rows)
{
    FILE *f = fopen(TSV, "r");
    CHECK(f != NULL);
    if (!f)
        return;
    char line[1024];
    int rows = 0, in_map[100] = { 0 }, header = 0, bad = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        line[strcspn(line, "\n")] = '\0';
        char *fld[8];
        int n = 0;
        for (char *p = line; n < 8; n++) {
            fld[n] = p;
            p = strchr(p, '\t');
            if (!p) {
                n++;
                break;
            }
            *p++ = '\0';
        }
        if (n != 8) {
            ws_test_fail(__FILE__, __LINE__, "row with %d fields: %s", n, line);
            continue;
        }
        if (!strcmp(fld[0], "opcode")) {
            header++;
            continue;
        }
        const char *op = fld[0], *cls = fld[7];
        unsigned ver = (unsigned)strtoul(fld[1], NULL, 10);
        bool yes = !strcmp(fld[3], "yes");
        CHECK(yes || !strcmp(fld[3], "no"));
        CHECK(ver >= 30 && ver < 100);
        rows++;
        int want;
        if (yes) {
            want = class_by_name(cls);
            if (want < 0) {   /* "?": a run that decided nothing */
                ws_test_fail(__FILE__, __LINE__, "%s on sm_%u: class '%s' (%s)", op, ver,
                             cls, fld[6]);
                continue;
            }
            if (ver < 100)
                in_map[ver]++;
        } else {
            want = coarse_class(op);
        }
        enum ws_opclass got = ws_opclass_of(op, ver);
        if ((int)got != want && bad++ < 20)
            ws_test_fail(__FILE__, __LINE__, "%s on sm_%u (%s, in map: %s): %s, measured %s",
                         op, ver, fld[2], fld[3], name_of(got), yes ? cls : "-");
    }
    fclose(f);
    CHECK_INT(header, 1);
    CHECK(rows > 1000);
    /* one full map per family, and the 60/80 samples (three opcodes per class) */
    CHECK(in_map[35] >= 90);
    CHECK(in_map[61] >= 130);
    CHECK(in_map[70] >= 120);
    CHECK(in_map[75] >= 150);
    CHECK(in_map[86] >= 160);
    CHECK(in_map[60] >= 15);
    CHECK(in_map[80] >= 15);
}

/* Facts from MODEL-NOTES and the peer's README, checked by hand against the table. */
TEST(opclass_known_facts)
{
    static const unsigned all[] = { 35, 60, 61, 70, 75, 80, 86 };
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        unsigned v = all[i];
        CHECK_STR(name_of(ws_opclass_of("MUFU.RSQ", v)), "sfu");
        CHECK_STR(name_of(ws_opclass_of("DFMA", v)), "dp");
        CHECK_STR(name_of(ws_opclass_of("LDC.U8", v)), "alu");      /* MODEL-NOTES §0 */
        CHECK_STR(name_of(ws_opclass_of("FFMA.FTZ", v)), "sp");
        CHECK_STR(name_of(ws_opclass_of("EXIT", v)), "exit");
        CHECK_STR(name_of(ws_opclass_of("BAR.SYNC.DEFER_BLOCKING", v)), "barrier");
        CHECK_STR(name_of(ws_opclass_of("MEMBAR.SC.GPU", v)), "membar");
        CHECK_STR(name_of(ws_opclass_of("LDS.U.128", v)), "load");
        CHECK_STR(name_of(ws_opclass_of("STS", v)), "store");
        CHECK_STR(name_of(ws_opclass_of("ATOM.E.ADD", v)), "load");  /* atomics: loads */
        CHECK_STR(name_of(ws_opclass_of("WIBBLE.X", v)), "alu");     /* unknown: alu */
        CHECK_STR(name_of(ws_opclass_of("", v)), "alu");
    }
    /* Pascal: TEX and BRA are ALU-class (MODEL-NOTES §0, §2); Volta on: units 1-3 */
    CHECK_STR(name_of(ws_opclass_of("TEX.B.LL", 61)), "alu");
    CHECK_STR(name_of(ws_opclass_of("BRA.U", 61)), "alu");
    static const unsigned volta_on[] = { 70, 75, 80, 86 };
    for (size_t i = 0; i < sizeof volta_on / sizeof volta_on[0]; i++) {
        unsigned v = volta_on[i];
        CHECK_STR(name_of(ws_opclass_of("BRA", v)), "spec1");
        CHECK_STR(name_of(ws_opclass_of("TEX.B.LL", v)), "spec2");
        CHECK_STR(name_of(ws_opclass_of("HMMA.1688.F32", v)), "spec3");
        CHECK_STR(name_of(ws_opclass_of("STG.E.64", v)), "store");
    }
    /* Turing on: the uniform datapath is unit 4 (the README's UDP) */
    CHECK_STR(name_of(ws_opclass_of("UIADD3", 75)), "spec4");
    CHECK_STR(name_of(ws_opclass_of("ULDC.64", 86)), "spec4");
    /* not in the map: Volta has no uniform datapath, Pascal no LDSM (coarse class) */
    CHECK_STR(name_of(ws_opclass_of("UIADD3", 70)), "alu");
    CHECK_STR(name_of(ws_opclass_of("LDSM.16.M88.4", 61)), "load");
}

/* The class comes from the first '.' token alone, and versions the peer lacks use the
 * nearest older map. */
TEST(opclass_token_and_versions)
{
    static const char *const ops[] = { "IMAD", "MUFU", "HMMA", "BRA", "LDG", "UMOV", "TEX",
                                       "RRO", "KILL", "ISETP", "XMAD", "DMMA", "LDGSTS" };
    char buf[64];
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        snprintf(buf, sizeof buf, "%s.X.Y", ops[i]);
        for (unsigned v = 30; v < 100; v++)
            CHECK_INT(ws_opclass_of(buf, v), ws_opclass_of(ops[i], v));
        CHECK_INT(ws_opclass_of(ops[i], 60), ws_opclass_of(ops[i], 61));
        CHECK_INT(ws_opclass_of(ops[i], 80), ws_opclass_of(ops[i], 86));
        CHECK_INT(ws_opclass_of(ops[i], 89), ws_opclass_of(ops[i], 86));
        CHECK_INT(ws_opclass_of(ops[i], 90), ws_opclass_of(ops[i], 86));   /* Hopper = Ampere + */
        CHECK_INT(ws_opclass_of(ops[i], 72), ws_opclass_of(ops[i], 70));
        CHECK_INT(ws_opclass_of(ops[i], 52), ws_opclass_of(ops[i], 61));
        CHECK_INT(ws_opclass_of(ops[i], 30), ws_opclass_of(ops[i], 35));
    }
    /* a first token too long for any map falls back (to alu: it is unknown) */
    CHECK_INT(ws_opclass_of("ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJ.E", 86), WS_OPC_ALU);
    /* a version boundary that must differ: KILL is spec1 on Volta, spec3 from Turing */
    CHECK(ws_opclass_of("KILL", 74) != ws_opclass_of("KILL", 75));
}

/* Hopper (sm_90, warpscope's map): every opcode of Ampere's map keeps its class, and the
 * sm_90 mnemonics get the class of the Ampere opcode they extend (opclass.c). */
TEST(opclass_hopper)
{
    size_t n = 0;
    for (const char *op; (op = ws_opclass_table_name(4, n)) != NULL; n++)
        if (ws_opclass_of(op, 90) != ws_opclass_of(op, 86))
            ws_test_fail(__FILE__, __LINE__, "%s: sm_90 %s, sm_86 %s", op,
                         name_of(ws_opclass_of(op, 90)), name_of(ws_opclass_of(op, 86)));
    CHECK(n > 170);
    static const struct { const char *op, *cls; } hop[] = {
        { "HGMMA.64x128x16.F32", "spec3" }, { "IGMMA.64x64x32.S8.S8", "spec3" },
        { "QGMMA.64x64x32.F32.E4M3.E4M3", "spec3" }, { "BGMMA", "spec3" },
        { "UIMNMX", "spec4" }, { "USETMAXREG.DEALLOC.CTAPOOL", "spec4" },
        { "UCGABAR_ARV", "spec4" }, { "UTMACMDFLUSH", "spec4" },
        { "UTMALDG.2D", "load" }, { "UBLKCP.S.G", "load" }, { "UTMASTG.2D", "store" },
        { "STSM.16.M88.4", "store" }, { "STAS", "store" }, { "REDG.E.ADD", "load" },
        { "VIADD", "alu" }, { "VIMNMX.S32", "alu" }, { "VHMNMX", "sp" },
        { "SYNCS.ARRIVE.TRANS64.A1T0", "alu" }, { "WARPGROUP.ARRIVE", "alu" },
        { "ELECT", "alu" }, { "FENCE.VIEW.ASYNC.S", "alu" },
    };
    for (size_t i = 0; i < sizeof hop / sizeof hop[0]; i++) {
        CHECK_STR(name_of(ws_opclass_of(hop[i].op, 90)), hop[i].cls);
        /* each is new in sm_90: known to the opcode table, outside Ampere's map */
        uint8_t u, sp, m, w;
        CHECK(ws_opcode_classify(hop[i].op, &u, &sp, &m, &w));
        CHECK_INT(ws_opclass_of(hop[i].op, 89), coarse_class(hop[i].op));
    }
    /* the tensor MMAs and the uniform datapath: before sm_90 HGMMA is not in a map */
    CHECK_STR(name_of(ws_opclass_of("HGMMA.64x128x16.F32", 86)), "alu");
    CHECK_STR(name_of(ws_opclass_of("HMMA.16816.F32", 90)), "spec3");
    CHECK_STR(name_of(ws_opclass_of("DMMA.884", 90)), "spec3");
    CHECK_STR(name_of(ws_opclass_of("ULDC.64", 90)), "spec4");
    CHECK_STR(name_of(ws_opclass_of("BRA", 90)), "spec1");
}
