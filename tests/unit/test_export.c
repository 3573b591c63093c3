/* test_export.c — `trace export` (ws_accelsim_export): a hand-built trace source with every
 * kind of instruction the writer must encode (strided, listed and wrapping lane addresses,
 * predicated-off accesses, immediates, uniform registers) reads back identical through the
 * Accel-Sim reader; the bytes are deterministic; a source failing mid-way or an opcode the
 * format cannot carry leaves nothing behind; warps Accel-Sim cannot run are counted. */
#include "harness.h"
#include "warpscope/trace.h"
#include "trace/trace_impl.h"

#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

/* A fake source: one kernel of 3 CTAs of 48 threads (2 warps; the second has 16 lanes).
 * fail_cta: load_cta fails there (-1: never); bad_op: CTA 1 uses an opcode with a space;
 * no_exit: warp 1 of CTA 2 never exits. */
struct fake { int fail_cta; bool bad_op, no_exit; };

static void fk_inst(struct ws_trace *t, struct ws_warp_trace *w, const char *op, uint32_t mask)
{
    w->inst = realloc(w->inst, (w->ninst + 1) * sizeof *w->inst);
    struct ws_inst *in = &w->inst[w->ninst++];
    memset(in, 0, sizeof *in);
    in->op = ws_trace_intern_opcode(t, op);
    in->pc = w->ninst * 16;
    in->mask = mask;
    ws_opcode_classify(op, &in->unit, &in->space, &in->memop, &in->width);
    if (in->unit != WS_UNIT_MEM)
        in->width = 0;
}

static void fk_list(struct ws_warp_trace *w, struct ws_inst *in, const uint64_t *a, int n)
{
    w->addr = realloc(w->addr, (w->naddr + (size_t)n) * sizeof *w->addr);
    memcpy(w->addr + w->naddr, a, (size_t)n * sizeof *a);
    in->addr_mode = WS_ADDR_LIST;
    in->addr_idx = w->naddr;
    in->base = a[0];
    w->naddr += (uint32_t)n;
}

static int fk_load(struct ws_trace *t, uint32_t k, uint32_t cta, struct ws_cta_trace *out,
                   struct ws_err *err)
{
    const struct fake *f = t->impl;
    if ((int)cta == f->fail_cta)
        return ws_errf(err, WS_ERR_INPUT, "fake: CTA %u is broken", cta);
    out->id = cta;
    out->nwarps = 2;
    out->warp = calloc(2, sizeof *out->warp);
    for (uint32_t wi = 0; wi < 2; wi++) {
        struct ws_warp_trace *w = &out->warp[wi];
        uint32_t lanes = wi ? 0xffffu : 0xffffffffu;
        fk_inst(t, w, "S2R", lanes);
        w->inst[0].dst[w->inst[0].ndst++] = 3;
        fk_inst(t, w, "IMAD.WIDE", lanes);   /* a uniform source register and an immediate */
        struct ws_inst *in = &w->inst[1];
        in->dst[in->ndst++] = 4;
        in->src[in->nsrc++] = 3;
        in->src[in->nsrc++] = 256 + 5;
        in->imm = -123456789012345;
        fk_inst(t, w, "LDG.E.64", lanes);     /* strided */
        in = &w->inst[2];
        in->addr_mode = WS_ADDR_STRIDE;
        in->base = 0x7f0000000000ull + cta * 0x1000u + wi * 0x100u;
        in->stride = -8;
        in->dst[in->ndst++] = 6;
        fk_inst(t, w, f->bad_op && cta == 1 ? "ST G" : "STG.E", 0x80000005u & lanes);
        in = &w->inst[3];
        uint64_t a[] = { 0x10, 0xffffffffffffff00ull, 0x20 };   /* deltas wrap around */
        fk_list(w, in, a, __builtin_popcount(in->mask));
        fk_inst(t, w, "LDS.U8", 0);            /* predicated off: no addresses */
        fk_inst(t, w, "LDC", lanes);           /* a real trace's LDC: no addresses either */
        in = &w->inst[5];
        in->imm = INT64_MIN;
        if (!(f->no_exit && cta == 2 && wi == 1))
            fk_inst(t, w, "EXIT", lanes);
    }
    return 0;
}

static void fk_close(struct ws_trace *t) { free(t->impl); }
static const struct ws_trace_ops fk_ops = { "fake", fk_load, fk_close };

static struct ws_trace *fk_open(int fail_cta, bool bad_op, bool no_exit)
{
    struct ws_trace *t = ws_trace_alloc(&fk_ops, "fake");
    struct fake *f = calloc(1, sizeof *f);
    *f = (struct fake){ fail_cta, bad_op, no_exit };
    t->impl = f;
    t->nkernels = 1;
    t->kernel = calloc(1, sizeof *t->kernel);
    struct ws_kernel_info *k = &t->kernel[0];
    k->name = strdup("_Z4fakePf");
    k->id = 7;
    k->grid[0] = 3, k->grid[1] = k->grid[2] = 1;
    k->block[0] = 48, k->block[1] = k->block[2] = 1;
    k->nregs = 20;
    k->shmem = 512;
    k->binary_version = 75;
    k->ncta = 3;
    k->warps_per_cta = 2;
    k->shmem_base = 0x7f2b5a000000ull;
    k->local_base = 0x7f2b58000000ull;
    return t;
}

static char tmp[64];

static void rm_tmp(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", tmp);
}

static const char *tmp_dir(const char *name)
{
    static char buf[128];
    if (!tmp[0]) {
        snprintf(tmp, sizeof tmp, "/tmp/ws_export_test_XXXXXX");
        if (!mkdtemp(tmp))
            abort();
        atexit(rm_tmp);
    }
    snprintf(buf, sizeof buf, "%s/%s", tmp, name);
    return buf;
}

static bool same_inst(const struct ws_trace *ta, const struct ws_warp_trace *wa,
                      const struct ws_inst *x, const struct ws_trace *tb,
                      const struct ws_warp_trace *wb, const struct ws_inst *y)
{
    uint64_t ax[32], ay[32];
    int nx = ws_inst_addrs(wa, x, ax), ny = ws_inst_addrs(wb, y, ay);
    return x->pc == y->pc && x->mask == y->mask && x->unit == y->unit &&
           x->space == y->space && x->memop == y->memop && x->width == y->width &&
           x->imm == y->imm && x->ndst == y->ndst && x->nsrc == y->nsrc && nx == ny &&
           !memcmp(ax, ay, sizeof ax[0] * (size_t)nx) &&
           !memcmp(x->dst, y->dst, sizeof x->dst[0] * x->ndst) &&
           !memcmp(x->src, y->src, sizeof x->src[0] * x->nsrc) &&
           !strcmp(ws_trace_opcode_name(ta, x->op), ws_trace_opcode_name(tb, y->op));
}

static char *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *p = malloc(1 << 16);
    *n = fread(p, 1, 1 << 16, f);
    fclose(f);
    return p;
}

TEST(export_round_trip)
{
    struct ws_trace *a = fk_open(-1, false, false);
    struct ws_err err = { 0 };
    struct ws_export_notes notes;
    char dir[128];
    snprintf(dir, sizeof dir, "%s", tmp_dir("rt"));
    CHECK_INT(ws_accelsim_export(a, dir, &notes, &err), 0);
    CHECK_STR(err.msg, "");
    CHECK_INT(notes.unexited_warps, 0);
    struct ws_trace *b = ws_trace_open(dir, &err);
    CHECK(b != NULL);
    if (b) {
        CHECK_STR(b->kernel[0].name, "_Z4fakePf");
        CHECK_INT(b->kernel[0].id, 7);
        CHECK_INT(b->kernel[0].binary_version, 75);
        CHECK_INT(b->kernel[0].shmem, 512);
        CHECK_INT(b->kernel[0].nregs, 20);
        CHECK_INT(b->kernel[0].block[0], 48);
        CHECK_INT(b->kernel[0].shmem_base, 0x7f2b5a000000ull);
        CHECK_INT(b->kernel[0].local_base, 0x7f2b58000000ull);
        CHECK(ws_trace_warning(b, 0) == NULL);
        for (uint32_t c = 0; c < 3; c++) {
            struct ws_cta_trace x, y;
            CHECK_INT(ws_trace_load_cta(a, 0, c, &x, &err), 0);
            CHECK_INT(ws_trace_load_cta(b, 0, c, &y, &err), 0);
            CHECK_INT(x.nwarps, y.nwarps);
            for (uint32_t w = 0; w < x.nwarps && w < y.nwarps; w++) {
                CHECK_INT(x.warp[w].ninst, y.warp[w].ninst);
                for (uint32_t i = 0; i < x.warp[w].ninst && i < y.warp[w].ninst; i++)
                    if (!same_inst(a, &x.warp[w], &x.warp[w].inst[i], b, &y.warp[w],
                                   &y.warp[w].inst[i]))
                        ws_test_fail(__FILE__, __LINE__, "CTA %u warp %u inst %u differs",
                                     c, w, i);
            }
            ws_cta_trace_free(&x);
            ws_cta_trace_free(&y);
        }
        ws_trace_close(b);
    }
    /* the same trace exported again: the same bytes */
    char dir2[128], p1[200], p2[200];
    snprintf(dir2, sizeof dir2, "%s", tmp_dir("rt2"));
    CHECK_INT(ws_accelsim_export(a, dir2, &notes, &err), 0);
    snprintf(p1, sizeof p1, "%s/kernel-1.traceg", dir);
    snprintf(p2, sizeof p2, "%s/kernel-1.traceg", dir2);
    size_t n1 = 0, n2 = 0;
    char *s1 = slurp(p1, &n1), *s2 = slurp(p2, &n2);
    CHECK(s1 && s2 && n1 == n2 && n1 > 0 && !memcmp(s1, s2, n1));
    CHECK(s1 && strstr(s1, " UR5 ") && strstr(s1, " -123456789012345\n"));
    free(s1);
    free(s2);
    /* a directory that now holds files is refused */
    CHECK_INT(ws_accelsim_export(a, dir, &notes, &err), WS_ERR_INPUT);
    CHECK_HAS(err.msg, "is not empty");
    ws_trace_close(a);
}

TEST(export_failure_leaves_nothing)
{
    struct ws_err err = { 0 };
    struct ws_export_notes notes;
    struct stat st;
    struct ws_trace *t = fk_open(2, false, false);
    CHECK_INT(ws_accelsim_export(t, tmp_dir("fail"), &notes, &err), WS_ERR_INPUT);
    CHECK_STR(err.msg, "fake: CTA 2 is broken");
    CHECK(stat(tmp_dir("fail"), &st) != 0);
    ws_trace_close(t);
    /* into an existing empty directory: the files go, the directory stays */
    CHECK_INT(mkdir(tmp_dir("keep"), 0777), 0);
    t = fk_open(-1, true, false);
    err = (struct ws_err){ 0 };
    CHECK_INT(ws_accelsim_export(t, tmp_dir("keep"), &notes, &err), WS_ERR_INPUT);
    CHECK_HAS(err.msg, "kernel 7 CTA 1 warp 0 instruction 3: the opcode is empty, holds white "
              "space or starts with a digit");
    CHECK(stat(tmp_dir("keep/kernel-1.traceg"), &st) != 0);
    CHECK(stat(tmp_dir("keep"), &st) == 0);
    CHECK_INT(rmdir(tmp_dir("keep")), 0);
    ws_trace_close(t);
}

TEST(export_counts_warps_accelsim_cannot_run)
{
    struct ws_err err = { 0 };
    struct ws_export_notes notes;
    struct ws_trace *t = fk_open(-1, false, true);
    CHECK_INT(ws_accelsim_export(t, tmp_dir("noexit"), &notes, &err), 0);
    CHECK_INT(notes.unexited_warps, 1);
    CHECK_INT(notes.first_kernel, 7);
    CHECK_INT(notes.first_cta, 2);
    CHECK_INT(notes.first_warp, 1);
    ws_trace_close(t);
}
