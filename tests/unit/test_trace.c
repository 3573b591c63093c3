/* test_trace.c — the trace layer: opcode classification and widths, the Accel-Sim reader
 * (address modes, versions, generic spaces, every class of bad input), .wst round trips,
 * seeking to any CTA, chunk corruption, and counts on the shared real traces. */
#include "harness.h"
#include "warpscope/trace.h"

#include <stdlib.h>
#include <unistd.h>

const char *ws_opcode_table_name(size_t i);

#define HDR(ver, extra)                                                                 \
    "-kernel name = sample\n-kernel id = 1\n-grid dim = (2,2,1)\n-block dim = (64,1,1)\n"  \
    "-shmem = 0\n-nregs = 8\n-binary version = 80\n"                                     \
    "-shmem base_addr = 0x00007f0000000000\n-local mem base_addr = 0x00007e0000000000\n" \
    "-accelsim tracer version = " ver "\n" extra "\n#traces format = whatever\n\n"

/* Version 5: CTA 1 then CTA 0 (out of order), CTA 2, CTA 3 missing. */
static const char sample[] =
    HDR("5", "-enable lineinfo = 0\n")
    "#BEGIN_TB\n\nthread block = 1,0,0\ncluster id = 0,0,0\ncluster rank = 0\n\n"
    "warp = 0\ninsts = 5\n"
    "0000 0000000f 1 R1 LDG.E.64 1 R2 8 0 0x1000 0x1100 0x1008 0x2000 0 \n"
    "0010 ffffffff 0 STS.U8 2 R1 R255 1 1 0x10 1 0\n"
    "\n"
    "0020 000000f0 1 R3 LD.E 1 R4 4 2 0x7f0000000100 4 4 -12 7\n"
    "0030 00000000 0 EXIT 0 0 0\n"
    "0040 ffffffff 0 BAR.SYNC 0 0 0\n"
    "warp = 1\ninsts = 2\n"
    "0000 ffffffff 1 R5 MUFU.RCP 1 R6 0 -3\n"
    "0010 ffffffff 0 FOOBAR.X 0 4 1 0x7e0000000040 4 0\n"
    "#END_TB\n"
    "#BEGIN_TB\nthread block = 0,0,0\nwarp = 1\ninsts = 1\n"
    "0000 ffffffff 1 R1 MOV 0 0 0\n#END_TB\n"
    "#BEGIN_TB\nthread block = 0,1,0\nwarp = 0\ninsts = 0\n#END_TB\n";

static char tmpdir[64];

static void rm_tmpdir(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", tmpdir);
}

static const char *tmp_path(const char *name)
{
    static char buf[256];   /* test helper only */
    if (!tmpdir[0]) {
        snprintf(tmpdir, sizeof tmpdir, "/tmp/ws_trace_test_XXXXXX");
        if (!mkdtemp(tmpdir))
            abort();
        atexit(rm_tmpdir);
    }
    snprintf(buf, sizeof buf, "%s/%s", tmpdir, name);
    return buf;
}

static char *write_file(const char *name, const char *text, size_t n)
{
    char *p = strdup(tmp_path(name));
    FILE *f = fopen(p, "wb");
    fwrite(text, 1, n, f);
    fclose(f);
    return p;
}

/* Open text, expect failure (at open or while loading any CTA) with msg containing want. */
static void expect_error(const char *text, const char *want)
{
    char *p = write_file("bad.traceg", text, strlen(text));
    struct ws_err err = { 0 };
    struct ws_trace *t = ws_trace_open(p, &err);
    for (uint32_t k = 0; t && k < t->nkernels && !err.code; k++)
        for (uint32_t c = 0; c < t->kernel[k].ncta && !err.code; c++) {
            struct ws_cta_trace ct;
            if (!ws_trace_load_cta(t, k, c, &ct, &err))
                ws_cta_trace_free(&ct);
        }
    ws_trace_close(t);
    CHECK_INT(err.code, WS_ERR_INPUT);
    CHECK_HAS(err.msg, want);
    CHECK_HAS(err.msg, p);
    free(p);
}

TEST(opcode_table_sorted)
{
    for (size_t i = 1; ws_opcode_table_name(i); i++)
        CHECK(strcmp(ws_opcode_table_name(i - 1), ws_opcode_table_name(i)) < 0);
}

TEST(opcode_classify)
{
    struct { const char *op; int unit, space, memop, width; bool known; } c[] = {
        { "LDG.E.128.CONSTANT.SYS", WS_UNIT_MEM, WS_SPACE_GLOBAL, WS_MEMOP_LOAD, 16, true },
        { "STG.E.64", WS_UNIT_MEM, WS_SPACE_GLOBAL, WS_MEMOP_STORE, 8, true },
        { "LDS.U.32", WS_UNIT_MEM, WS_SPACE_SHARED, WS_MEMOP_LOAD, 4, true },
        { "STS.U16", WS_UNIT_MEM, WS_SPACE_SHARED, WS_MEMOP_STORE, 2, true },
        { "LDG.E.S8", WS_UNIT_MEM, WS_SPACE_GLOBAL, WS_MEMOP_LOAD, 1, true },
        { "LDL.U8", WS_UNIT_MEM, WS_SPACE_LOCAL, WS_MEMOP_LOAD, 1, true },
        { "STL.128", WS_UNIT_MEM, WS_SPACE_LOCAL, WS_MEMOP_STORE, 16, true },
        { "ATOMS.ADD", WS_UNIT_MEM, WS_SPACE_SHARED, WS_MEMOP_ATOMIC, 4, true },
        { "ATOMG.E.ADD.F32", WS_UNIT_MEM, WS_SPACE_GLOBAL, WS_MEMOP_ATOMIC, 4, true },
        { "ATOM.E.ADD", WS_UNIT_MEM, WS_SPACE_GLOBAL, WS_MEMOP_ATOMIC, 4, true },
        { "RED.E.ADD.STRONG.GPU", WS_UNIT_MEM, WS_SPACE_GLOBAL, WS_MEMOP_ATOMIC, 4, true },
        { "LDSM.16.M88.4", WS_UNIT_MEM, WS_SPACE_SHARED, WS_MEMOP_LOAD, 4, true },
        { "ULDC.64", WS_UNIT_MEM, WS_SPACE_CONST, WS_MEMOP_LOAD, 8, true },
        { "LDC", WS_UNIT_MEM, WS_SPACE_CONST, WS_MEMOP_LOAD, 4, true },
        { "TEX.B.LL", WS_UNIT_MEM, WS_SPACE_TEX, WS_MEMOP_LOAD, 4, true },
        { "TLD.LZ", WS_UNIT_MEM, WS_SPACE_TEX, WS_MEMOP_LOAD, 4, true },
        { "MUFU.RSQ", WS_UNIT_SFU, WS_SPACE_NONE, WS_MEMOP_NONE, 0, true },
        { "BAR.SYNC", WS_UNIT_BAR, WS_SPACE_NONE, WS_MEMOP_NONE, 0, true },
        { "EXIT", WS_UNIT_EXIT, WS_SPACE_NONE, WS_MEMOP_NONE, 0, true },
        { "BRA.U", WS_UNIT_ALU, WS_SPACE_NONE, WS_MEMOP_NONE, 0, true },
        { "XMAD.PSL.CBCC", WS_UNIT_ALU, WS_SPACE_NONE, WS_MEMOP_NONE, 0, true },
        { "HFMA2.MMA", WS_UNIT_ALU, WS_SPACE_NONE, WS_MEMOP_NONE, 0, true },
        { "MEMBAR.CTA", WS_UNIT_ALU, WS_SPACE_NONE, WS_MEMOP_NONE, 0, true },
        { "WIBBLE.X", WS_UNIT_ALU, WS_SPACE_NONE, WS_MEMOP_NONE, 0, false },
        { "", WS_UNIT_ALU, WS_SPACE_NONE, WS_MEMOP_NONE, 0, false },
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        uint8_t u = 99, s = 99, m = 99, w = 99;
        bool known = ws_opcode_classify(c[i].op, &u, &s, &m, &w);
        if (known != c[i].known || u != c[i].unit || s != c[i].space || m != c[i].memop ||
            w != c[i].width)
            ws_test_fail(__FILE__, __LINE__, "%s: known %d unit %u space %u memop %u width %u",
                         c[i].op, known, u, s, m, w);
    }
}

static struct ws_trace *open_sample(void)
{
    char *p = write_file("sample.traceg", sample, sizeof sample - 1);
    struct ws_err err = { 0 };
    struct ws_trace *t = ws_trace_open(p, &err);
    CHECK_STR(err.msg, "");
    free(p);
    return t;
}

TEST(accelsim_sample_fields)
{
    struct ws_trace *t = open_sample();
    if (!t)
        return;
    CHECK_STR(t->ops->format, "accelsim");
    CHECK_INT(t->nkernels, 1);
    CHECK_INT(t->kernel[0].ncta, 4);
    CHECK_INT(t->kernel[0].warps_per_cta, 2);
    CHECK_INT(t->kernel[0].shmem_base, 0x00007f0000000000ull);
    struct ws_err err = { 0 };
    struct ws_cta_trace c;
    CHECK_INT(ws_trace_load_cta(t, 0, 1, &c, &err), 0);
    CHECK_INT(c.id, 1);
    CHECK_INT(c.nwarps, 2);
    CHECK_INT(c.warp[0].ninst, 5);
    CHECK_INT(c.warp[1].ninst, 2);
    const struct ws_inst *in = c.warp[0].inst;
    uint64_t a[32];
    /* list-all, not strided: kept as a list */
    CHECK_INT(in[0].addr_mode, WS_ADDR_LIST);
    CHECK_INT(in[0].width, 8);
    CHECK_INT(in[0].ndst, 1);
    CHECK_INT(in[0].dst[0], 1);
    CHECK_INT(ws_inst_addrs(&c.warp[0], &in[0], a), 4);
    CHECK_INT(a[1], 0x1100);
    CHECK_INT(a[3], 0x2000);
    /* base+stride; R255 (RZ) is a register, as the peer keeps it */
    CHECK_INT(in[1].addr_mode, WS_ADDR_STRIDE);
    CHECK_INT(in[1].nsrc, 2);
    CHECK_INT(in[1].src[1], 255);
    CHECK_INT(in[1].space, WS_SPACE_SHARED);
    CHECK_INT(in[1].memop, WS_MEMOP_STORE);
    CHECK_INT(ws_inst_addrs(&c.warp[0], &in[1], a), 32);
    CHECK_INT(a[31], 0x10 + 31);
    /* base+delta on lanes 4..7, generic LD inside the shared window, immediate */
    CHECK_INT(in[2].space, WS_SPACE_SHARED);
    CHECK_INT(ws_inst_addrs(&c.warp[0], &in[2], a), 4);
    CHECK_INT(a[0], 0x7f0000000100ull);
    CHECK_INT(a[2], 0x7f0000000108ull);
    CHECK_INT(a[3], 0x7f00000000fcull);
    CHECK_INT(in[2].imm, 7);
    CHECK_INT(in[2].line, 26);
    /* all-zero mask still an instruction; barrier */
    CHECK_INT(in[3].mask, 0);
    CHECK_INT(in[3].unit, WS_UNIT_EXIT);
    CHECK_INT(in[3].addr_mode, WS_ADDR_NONE);
    CHECK_INT(in[4].unit, WS_UNIT_BAR);
    /* warp 1: SFU with a negative immediate; unknown opcode with an access -> local */
    in = c.warp[1].inst;
    CHECK_INT(in[0].unit, WS_UNIT_SFU);
    CHECK_INT(in[0].imm, -3);
    CHECK_INT(in[1].unit, WS_UNIT_MEM);
    CHECK_INT(in[1].space, WS_SPACE_LOCAL);
    CHECK_STR(ws_trace_opcode_name(t, in[1].op), "FOOBAR.X");
    CHECK_INT(t->opcode_unknown[in[1].op], 1);
    CHECK_INT(t->opcode_unknown[in[0].op], 0);
    ws_cta_trace_free(&c);
    /* CTA 0 has only warp 1; CTA 3 is missing and loads as empty warps */
    CHECK_INT(ws_trace_load_cta(t, 0, 0, &c, &err), 0);
    CHECK_INT(c.warp[0].ninst, 0);
    CHECK_INT(c.warp[1].ninst, 1);
    ws_cta_trace_free(&c);
    CHECK_INT(ws_trace_load_cta(t, 0, 3, &c, &err), 0);
    CHECK_INT(c.id, 3);
    CHECK_INT(c.nwarps, 2);
    CHECK_INT(c.warp[0].ninst + c.warp[1].ninst, 0);
    ws_cta_trace_free(&c);
    CHECK(ws_trace_load_cta(t, 0, 4, &c, &err) != 0);
    ws_trace_close(t);
}

TEST(accelsim_versions_and_lineinfo)
{
    const char v2[] = HDR("1.2", "")
        "#BEGIN_TB\nthread block = 0,0,0\nwarp = 0\ninsts = 1\n"
        "0 0 0 0 0008 ffffffff 1 R1 LDG.E 1 R2 4 1 0x100 8\n#END_TB\n";
    const char v4[] = HDR("4", "-enable lineinfo = 1\n")
        "#BEGIN_TB\nthread block = 1,1,0\nwarp = 1\ninsts = 1\n"
        "42 0008 0000ffff 0 STG.E 2 R1 R2 4 0 "
        "0x0 0x4 0x8 0xc 0x10 0x14 0x18 0x1c 0x20 0x24 0x28 0x2c 0x30 0x34 0x38 0x3c\n"
        "#END_TB\n";
    const char *texts[] = { v2, v4 };
    for (int i = 0; i < 2; i++) {
        char *p = write_file(i ? "v4.traceg" : "v2.traceg", texts[i], strlen(texts[i]));
        struct ws_err err = { 0 };
        struct ws_trace *t = ws_trace_open(p, &err);
        CHECK_STR(err.msg, "");
        free(p);
        if (!t)
            continue;
        struct ws_cta_trace c;
        uint32_t cta = i ? 3 : 0, w = i ? 1 : 0;
        CHECK_INT(ws_trace_load_cta(t, 0, cta, &c, &err), 0);
        CHECK_INT(c.warp[w].ninst, 1);
        if (c.warp[w].ninst) {
            const struct ws_inst *in = &c.warp[w].inst[0];
            CHECK_INT(in->pc, 8);
            CHECK_INT(in->addr_mode, WS_ADDR_STRIDE);
            CHECK_INT(in->stride, i ? 4 : 8);
            CHECK_INT(in->imm, 0);
            CHECK_INT(in->memop, i ? WS_MEMOP_STORE : WS_MEMOP_LOAD);
        }
        ws_cta_trace_free(&c);
        ws_trace_close(t);
    }
}

TEST(accelsim_errors)
{
    char buf[4096];
    /* truncated in the middle of a CTA */
    size_t cut = strstr(sample, "0030 00000000") - sample;
    snprintf(buf, sizeof buf, "%.*s", (int)cut, sample);
    expect_error(buf, ":26: warp 0 declares insts = 5 at line 22 but the file ends after 3 of "
                 "them (truncated trace?) (thread block 1,0,0)");
    /* bad header line */
    expect_error("-kernel name = x\ngrid dim = (1,1,1)\n", ":2: expected a '-key = value' "
                 "header line, got 'grid dim = (1,1,1)'");
    expect_error("-grid dim = (1,x,1)\n", ":1: bad value for '-grid dim'");
    expect_error("-grid dim = (1,1,1)\n", ":1: expected a '#' line ending the header");
    /* bad hex numbers */
    const char *body = HDR("5", "") "#BEGIN_TB\nthread block = 0,0,0\nwarp = 0\ninsts = 1\n";
    snprintf(buf, sizeof buf, "%s00zz ffffffff 0 NOP 0 0 0\n#END_TB\n", body);
    expect_error(buf, ":18: expected a hex PC, got '00zz'");
    snprintf(buf, sizeof buf, "%s0000 ffffffff 0 LDG 0 4 1 0xq1 4 0\n#END_TB\n", body);
    expect_error(buf, ":18: expected a hex base address, got '0xq1'");
    snprintf(buf, sizeof buf, "%s0000 fffffffff 0 NOP 0 0 0\n#END_TB\n", body);
    expect_error(buf, "expected an 8-digit hex active mask");
    /* insts = N disagreeing with the lines present */
    snprintf(buf, sizeof buf, "%s0000 ffffffff 0 NOP 0 0 0\n0010 ffffffff 0 NOP 0 0 0\n"
             "#END_TB\n", body);
    expect_error(buf, ":19: warp 0 declares insts = 1 at line 17 but has more");
    snprintf(buf, sizeof buf, "%s#END_TB\n", body);
    expect_error(buf, ":18: warp 0 declares insts = 1 at line 17 but has 0 instruction lines");
    /* missing immediate on version 5, junk at the end (surplus numbers are accepted, as
     * Accel-Sim reads them: tests/cli/trace-surplus-*.t), bad register, bad structure */
    snprintf(buf, sizeof buf, "%s0000 ffffffff 0 NOP 0 0\n#END_TB\n", body);
    expect_error(buf, "expected a decimal immediate (version 5), got end of line");
    snprintf(buf, sizeof buf, "%s0000 ffffffff 0 NOP 0 0 0 9 x9\n#END_TB\n", body);
    expect_error(buf, "expected end of line (or surplus numbers, which are ignored), got 'x9'");
    snprintf(buf, sizeof buf, "%s0000 ffffffff 1 Q1 NOP 0 0 0\n#END_TB\n", body);
    expect_error(buf, "expected a register R<n>, got 'Q1'");
    snprintf(buf, sizeof buf, "%s#END_TB\n", HDR("5", "") "#BEGIN_TB\nthread block = 5,0,0\n");
    expect_error(buf, ":15: expected 'thread block = X,Y,Z' once per CTA inside grid");
    snprintf(buf, sizeof buf, "%s", HDR("5", "") "bogus\n");
    expect_error(buf, ":14: expected '#BEGIN_TB', got 'bogus'");
    snprintf(buf, sizeof buf, "%s", HDR("5", "") "#BEGIN_TB\nthread block = 0,0,0\n#END_TB\n"
             "#BEGIN_TB\nthread block = 0,0,0\n#END_TB\n");
    expect_error(buf, ":17: thread block 0 appears again (first at line 14)");
}

TEST(accelsim_kernelslist_missing_kernel)
{
    char *k = write_file("kernel-1.traceg", sample, sizeof sample - 1);
    const char list[] = "MemcpyHtoD,0x00007f2b2d500000,400\nkernel-1.traceg\n"
                        "kernel-2.traceg\n";
    char *l = write_file("kernelslist.g", list, sizeof list - 1);
    struct ws_err err = { 0 };
    struct ws_trace *t = ws_trace_open(l, &err);
    CHECK(t == NULL);
    CHECK_INT(err.code, WS_ERR_INPUT);
    CHECK_HAS(err.msg, "kernelslist.g:3: cannot open kernel trace 'kernel-2.traceg'");
    ws_trace_close(t);
    free(k);
    free(l);
}

static bool same_cta(const struct ws_trace *ta, const struct ws_cta_trace *a,
                     const struct ws_trace *tb, const struct ws_cta_trace *b)
{
    if (a->id != b->id || a->nwarps != b->nwarps)
        return false;
    for (uint32_t w = 0; w < a->nwarps; w++) {
        const struct ws_warp_trace *wa = &a->warp[w], *wb = &b->warp[w];
        if (wa->ninst != wb->ninst)
            return false;
        for (uint32_t i = 0; i < wa->ninst; i++) {
            const struct ws_inst *x = &wa->inst[i], *y = &wb->inst[i];
            uint64_t ax[32], ay[32];
            int nx = ws_inst_addrs(wa, x, ax), ny = ws_inst_addrs(wb, y, ay);
            if (x->pc != y->pc || x->mask != y->mask || x->unit != y->unit ||
                x->space != y->space || x->memop != y->memop || x->width != y->width ||
                x->addr_mode != y->addr_mode || x->imm != y->imm || x->ndst != y->ndst ||
                x->nsrc != y->nsrc || nx != ny || memcmp(ax, ay, sizeof ax[0] * (size_t)nx) ||
                memcmp(x->dst, y->dst, sizeof x->dst[0] * x->ndst) ||
                memcmp(x->src, y->src, sizeof x->src[0] * x->nsrc) ||
                strcmp(ws_trace_opcode_name(ta, x->op), ws_trace_opcode_name(tb, y->op)))
                return false;
        }
    }
    return true;
}

/* Convert t to a .wst at path. */
static int convert(struct ws_trace *t, const char *path, struct ws_err *err)
{
    struct ws_wst_writer *w = ws_wst_create(path, err);
    if (!w)
        return err->code;
    for (uint32_t k = 0; k < t->nkernels; k++) {
        if (ws_wst_begin_kernel(w, &t->kernel[k], err))
            goto fail;
        for (uint32_t c = 0; c < t->kernel[k].ncta; c++) {
            struct ws_cta_trace ct;
            if (ws_trace_load_cta(t, k, c, &ct, err))
                goto fail;
            int rc = ws_wst_add_cta(w, &ct, t, err);
            ws_cta_trace_free(&ct);
            if (rc)
                goto fail;
        }
    }
    return ws_wst_finish(w, err);
fail:
    ws_wst_abort(w);
    return err->code;
}

TEST(wst_round_trip_and_seek)
{
    struct ws_trace *a = open_sample();
    if (!a)
        return;
    char *p = strdup(tmp_path("sample.wst"));
    struct ws_err err = { 0 };
    CHECK_INT(convert(a, p, &err), 0);
    struct ws_trace *b = ws_trace_open(p, &err);
    CHECK(b != NULL);
    if (b) {
        CHECK_STR(b->ops->format, "wst");
        CHECK_STR(b->kernel[0].name, "sample");
        CHECK_INT(b->kernel[0].ncta, 4);
        CHECK_INT(b->kernel[0].shmem_base, a->kernel[0].shmem_base);
        CHECK_INT(b->nopcodes, a->nopcodes);
        /* seek in an arbitrary order, twice */
        uint32_t order[] = { 2, 0, 3, 1, 1, 0 };
        for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
            struct ws_cta_trace x, y;
            CHECK_INT(ws_trace_load_cta(a, 0, order[i], &x, &err), 0);
            CHECK_INT(ws_trace_load_cta(b, 0, order[i], &y, &err), 0);
            if (!same_cta(a, &x, b, &y))
                ws_test_fail(__FILE__, __LINE__, "CTA %u differs after the round trip",
                             order[i]);
            ws_cta_trace_free(&x);
            ws_cta_trace_free(&y);
        }
        for (uint32_t i = 0; i < b->nopcodes; i++)
            if (!strcmp(b->opcode[i], "FOOBAR.X"))
                CHECK_INT(b->opcode_unknown[i], 1);
        ws_trace_close(b);
    }
    ws_trace_close(a);
    free(p);
}

static long file_size(const char *p)
{
    FILE *f = fopen(p, "rb");
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fclose(f);
    return n;
}

static void poke(const char *p, long off, unsigned char x)
{
    FILE *f = fopen(p, "r+b");
    fseek(f, off, SEEK_SET);
    int c = fgetc(f);
    fseek(f, off, SEEK_SET);
    fputc((c ^ x) & 0xff, f);
    fclose(f);
}

TEST(wst_corruption_names_cta)
{
    struct ws_trace *a = open_sample();
    if (!a)
        return;
    char *p = strdup(tmp_path("corrupt.wst"));
    struct ws_err err = { 0 };
    CHECK_INT(convert(a, p, &err), 0);
    ws_trace_close(a);
    /* chunk 0 (CTA 0) starts at 32: flip its stored CRC, then a data byte */
    for (int round = 0; round < 2; round++) {
        poke(p, round ? 32 + 16 + 3 : 32 + 8, 0x5a);
        struct ws_trace *b = ws_trace_open(p, &err);
        CHECK(b != NULL);
        if (!b)
            break;
        struct ws_cta_trace c;
        CHECK_INT(ws_trace_load_cta(b, 0, 1, &c, &err), 0);   /* others still load */
        ws_cta_trace_free(&c);
        CHECK_INT(ws_trace_load_cta(b, 0, 0, &c, &err), WS_ERR_INPUT);
        CHECK_HAS(err.msg, ": kernel 1 CTA 0: corrupted chunk");
        if (!round)
            CHECK_HAS(err.msg, "CRC mismatch");
        ws_trace_close(b);
        ws_err_clear(&err);
    }
    /* a truncated file loses its index */
    CHECK(truncate(p, file_size(p) - 5) == 0);
    CHECK(ws_trace_open(p, &err) == NULL);
    CHECK_INT(err.code, WS_ERR_INPUT);
    CHECK_HAS(err.msg, "index");
    free(p);
}

/* Shared real traces: hand-verified counts (Accel-Sim reports 10516 thread insts for
 * vectoradd-sm61); the cli test trace-counts.sh checks all four against awk. */
TEST(shared_vectoradd_sm61_counts)
{
    const char *sh = ws_test_shared();
    if (!sh) {
        printf("    skip: ../shared/traces not found\n");
        return;
    }
    char p[512];
    snprintf(p, sizeof p, "%s/traces/accelsim/vectoradd-sm61/kernelslist.g", sh);
    struct ws_err err = { 0 };
    struct ws_trace *t = ws_trace_open(p, &err);
    CHECK_STR(err.msg, "");
    if (!t)
        return;
    CHECK_INT(t->nkernels, 1);
    CHECK_INT(t->kernel[0].ncta, 1);
    struct ws_cta_trace c;
    CHECK_INT(ws_trace_load_cta(t, 0, 0, &c, &err), 0);
    uint64_t wi = 0, ti = 0, diverged = 0;
    for (uint32_t w = 0; w < c.nwarps; w++)
        for (uint32_t i = 0; i < c.warp[w].ninst; i++) {
            wi++;
            ti += (uint64_t)__builtin_popcount(c.warp[w].inst[i].mask);
            diverged += w == 3 && c.warp[w].inst[i].mask == 0xf;
        }
    CHECK_INT(c.nwarps, 32);
    CHECK_INT(wi, 344);
    CHECK_INT(ti, 10516);
    CHECK(diverged > 0);
    ws_cta_trace_free(&c);
    ws_trace_close(t);
}
