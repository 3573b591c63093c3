/* test_gen.c — demo generators: CTA and instruction counts against each kernel's
 * formula, stream invariants, determinism, linear scaling and parameter errors. */
#include "harness.h"
#include "gen/gen_internal.h"

#include <stdlib.h>

/* Totals over a whole generated trace (every launch), plus invariant checks on every
 * instruction. */
struct totals {
    uint64_t kernels, ctas, warps, insts;
    int bad;   /* number of invariant violations */
};

static int popcount32(uint32_t m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

static void check_warp(const struct ws_warp_trace *w, struct totals *t)
{
    if (w->ninst == 0 || w->inst[w->ninst - 1].op != GOP_EXIT)
        t->bad++;   /* every warp ends with EXIT */
    for (uint32_t i = 0; i < w->ninst; i++) {
        const struct ws_inst *in = &w->inst[i];
        bool mem = in->unit == WS_UNIT_MEM;
        if (mem != (in->space != WS_SPACE_NONE) || in->pc % 16)
            t->bad++;
        if ((in->mask == 0 || !mem) && in->addr_mode != WS_ADDR_NONE)
            t->bad++;
        if (mem && in->mask && in->addr_mode == WS_ADDR_NONE)
            t->bad++;
        if (in->addr_mode == WS_ADDR_LIST &&
            (uint64_t)in->addr_idx + (uint64_t)popcount32(in->mask) > w->naddr)
            t->bad++;
        if (in->op >= GOP_COUNT)
            t->bad++;
    }
}

static int count_op(const struct ws_warp_trace *w, enum gen_op op)
{
    int n = 0;
    for (uint32_t i = 0; i < w->ninst; i++)
        n += w->inst[i].op == op;
    return n;
}

/* Generate spec; expected(g, kernel, cta, warp) gives each warp's instruction count. */
static struct totals run(const char *spec,
                         uint64_t (*expected)(const struct gen_ctx *, uint32_t, uint32_t,
                                              uint32_t),
                         int *mismatch)
{
    struct totals t = { 0 };
    struct ws_err e = { 0 };
    struct gen_ctx *g = gen_ctx_open(spec, &e);
    if (!g) {
        ws_test_fail(__FILE__, __LINE__, "%s: %s", spec, e.msg);
        t.bad = 1;
        return t;
    }
    *mismatch = 0;
    for (uint32_t k = 0; k < g->nkernels; k++) {
        for (uint32_t c = 0; c < gen_kinfo(g, k)->ncta; c++) {
            struct ws_cta_trace cta;
            gen_cta(g, k, c, &cta);
            int bars = -1;
            for (uint32_t w = 0; w < cta.nwarps; w++) {
                check_warp(&cta.warp[w], &t);
                t.insts += cta.warp[w].ninst;
                if (expected && expected(g, k, c, w) != cta.warp[w].ninst)
                    (*mismatch)++;
                int nb = count_op(&cta.warp[w], GOP_BAR);
                if (bars >= 0 && nb != bars)
                    t.bad++;   /* every warp of a CTA meets the same barriers */
                bars = nb;
            }
            t.warps += cta.nwarps;
            gen_cta_free(&cta);
        }
        t.ctas += gen_kinfo(g, k)->ncta;
    }
    t.kernels = g->nkernels;
    gen_ctx_free(g);
    return t;
}

static int64_t lanes_in(int64_t first, int64_t n)
{
    int64_t a = n - first;
    return a < 0 ? 0 : a > 32 ? 32 : a;
}

/* ---- per-kernel formulas, written from the kernels' SASS listings ---- */

static uint64_t f_vecadd(const struct gen_ctx *g, uint32_t k, uint32_t c, uint32_t w)
{
    return lanes_in((int64_t)c * 256 + w * 32, 1000) ? 13 : 5;
}

static uint64_t f_bfs(const struct gen_ctx *g, uint32_t k, uint32_t c, uint32_t w)
{
    int64_t first = (int64_t)c * 256 + w * 32, a = lanes_in(first, 3000);
    if (!a)
        return 5;
    uint32_t maxd = 0;
    bool any = false;
    for (int64_t l = 0; l < a; l++) {
        if (!gen_bfs_in_frontier(g, (uint32_t)(first + l)))
            continue;
        any = true;
        uint32_t d = gen_bfs_degree(g, (uint32_t)(first + l));
        maxd = d > maxd ? d : maxd;
    }
    return 10 + (any ? 6 + 15 * (uint64_t)maxd : 0);
}

static uint64_t f_kmeans(const struct gen_ctx *g, uint32_t k, uint32_t c, uint32_t w)
{
    return lanes_in((int64_t)c * 256 + w * 32, 700) ? 10 + 3 * (8 * 5 + 8) : 5;
}

static uint64_t f_mapreduce(const struct gen_ctx *g, uint32_t k, uint32_t c, uint32_t w)
{
    return 6 + 20 * 3;
}

static uint64_t f_spmv(const struct gen_ctx *g, uint32_t k, uint32_t c, uint32_t w)
{
    int64_t first = (int64_t)c * 256 + w * 32, a = lanes_in(first, 1000);
    if (!a)
        return 5;
    uint32_t maxk = 0;
    for (int64_t l = 0; l < a; l++) {
        uint32_t nz = gen_spmv_row_nnz(g, (uint32_t)(first + l));
        maxk = nz > maxk ? nz : maxk;
    }
    return 14 + 10 * (uint64_t)maxk;
}

static uint64_t f_conv2d(const struct gen_ctx *g, uint32_t k, uint32_t c, uint32_t w)
{
    /* width=40 height=20 radius=2: grid 3 x 2 of 16x16; warp w covers rows 2w, 2w+1 */
    uint32_t bx = c % 3, by = c / 3;
    bool any = false;
    for (int l = 0; l < 32; l++) {
        uint32_t x = bx * 16 + (uint32_t)l % 16, y = by * 16 + 2 * w + (uint32_t)l / 16;
        any |= x < 40 && y < 20;
    }
    return any ? 9 + 1 + 3 * 5 + 6 * 25 + 4 : 9;
}

static uint64_t f_laplace3d(const struct gen_ctx *g, uint32_t k, uint32_t c, uint32_t w)
{
    return 11 + 29 * 5;
}

static uint64_t f_matmul(const struct gen_ctx *g, uint32_t k, uint32_t c, uint32_t w)
{
    return 11 + 60 * (48 / 16);
}

/* 2 S2R and EXIT; per vector: MOV, IMAD, IADD3; 4 accumulators of MOV, IADD3, 8 per
 * element step, STS, IADD3, ISETP, BRA; 10 reduction steps of BAR, ISETP, BRA plus 7 per
 * accumulator the warp owns below the stride; ISETP (+ IMAD.WIDE, STG in warp 0); 3 for
 * the vector loop.  CTA c takes vectors c, c + ctas, ... */
static uint64_t f_scalarprod(const struct gen_ctx *g, uint32_t k, uint32_t c, uint32_t w)
{
    uint64_t per = 3 + 4 * (2 + 8 * (uint64_t)(g->p[1] / 1024) + 4) + 1 + (w == 0 ? 2 : 0) + 3;
    for (uint32_t stride = 512; stride > 0; stride /= 2)
        for (uint32_t j = 0, n = 3; ; j++) {
            if (32 * w + 256 * j >= stride) {
                per += n;
                break;
            }
            n += 7;
        }
    uint64_t nvec = 0;
    for (uint64_t v = c; v < (uint64_t)g->x[0]; v += g->info.grid[0])
        nvec++;
    return 2 + nvec * per + 1;
}

/* 4 S2R, 4 divisions of 3, 8 geometry, 4 ISETP, 2 x (IMAD.WIDE, LDG), IMAD, 2 STS, BAR,
 * 12 valid bounds, 12 neighbours, 3 F2F = 63; a stencil step: 8 ISETP, BRA, 6 LDS, 17
 * arithmetic, STS, BAR, ISETP = 35, plus LDS, STS, BAR, BRA between steps; LDS,
 * IMAD.WIDE, STG, EXIT at the end. */
static uint64_t f_hotspot(const struct gen_ctx *g, uint32_t k, uint32_t c, uint32_t w)
{
    uint64_t p = (uint64_t)g->p[2];
    return 63 + 35 * p + 4 * (p - 1) + 4;
}

/* Trips of a grid-stride loop starting at `first` (step `stride`) below `n`. */
static uint64_t trips(uint64_t first, uint64_t stride, uint64_t n)
{
    return first < n ? (n - first - 1) / stride + 1 : 0;
}

/* histogram64Kernel: 5 prologue, 16 STS, BAR, 3 loop entry, 85 per uint4 (IMAD.WIDE,
 * LDG.128, 16 x 5 per byte, 3 loop), BAR, 3, 16 x (4 x 6 + 3) for the 64-column sum,
 * IMAD.WIDE, STG, EXIT.  The merges: 5, 6 per partial, STS, 3 per tree step plus 4 in
 * the steps the warp takes part in, ISETP, (LDS, IMAD.WIDE, STG in warp 0), EXIT.
 * histogram256Kernel: 3, 8 STS, SHF, BAR, 3, 17 per word, BAR, 18 per bin, EXIT. */
static uint64_t f_histogram(const struct gen_ctx *g, uint32_t k, uint32_t c, uint32_t w)
{
    uint64_t bytes = (uint64_t)(g->p[0] * g->scale), nblk = (bytes + 15359) / 15360;
    if (k == 0)
        return 464 + 85 * trips(c * 64 + 32 * w, nblk * 64, bytes / 16);
    if (k == 2)
        return 18 + 17 * trips(c * 192 + 32 * w, 240 * 192, bytes / 4) +
               18 * trips(32 * w, 192, 256);
    uint64_t n = 5 + 6 * trips(32 * w, 256, k == 1 ? nblk : 240) + 1 + 1 + (w == 0 ? 3 : 0) + 1;
    for (uint32_t stride = 128; stride > 0; stride /= 2)
        n += 3 + (32 * w < stride ? 4 : 0);
    return n;
}

TEST(counts_vecadd)
{
    int mm;
    struct totals t = run("vecadd:n=1000", f_vecadd, &mm);
    CHECK_INT(t.ctas, 4);          /* ceil(1000 / 256) */
    CHECK_INT(t.warps, 32);
    CHECK_INT(mm, 0);
    CHECK_INT(t.insts, 32 * 13);   /* 1000 > 31*32: every warp has a live lane */
    CHECK_INT(t.bad, 0);
}

TEST(counts_bfs)
{
    int mm;
    struct totals t = run("bfs:nodes=3000,degree=6,frontier=70", f_bfs, &mm);
    CHECK_INT(t.ctas, 12);
    CHECK_INT(mm, 0);
    CHECK_INT(t.bad, 0);
}

TEST(counts_kmeans)
{
    int mm;
    struct totals t = run("kmeans:points=700,features=5,clusters=3", f_kmeans, &mm);
    CHECK_INT(t.ctas, 3);
    CHECK_INT(mm, 0);
    /* 700 points: 22 warps with live lanes (21 full + 28 lanes), 2 empty */
    CHECK_INT(t.insts, 22 * (10 + 3 * 48) + 2 * 5);
    CHECK_INT(t.bad, 0);
}

TEST(counts_mapreduce)
{
    int mm;
    struct totals t = run("mapreduce:records=4000,per_thread=3", f_mapreduce, &mm);
    CHECK_INT(t.ctas, 6);   /* ceil(4000 / 768) */
    CHECK_INT(mm, 0);
    CHECK_INT(t.bad, 0);
}

/* kmeans: each cluster pass's predicated min update (@P1 MOV R4 = R8) runs on exactly
 * the lanes for which that centre is nearer than every earlier one, computed here in
 * float as the GPU does from the seeded features, with the first `clusters` points as
 * the centres. */
static void kmeans_check_decisions(const char *spec, int nf, int nc, uint64_t *updates)
{
    struct ws_err e = { 0 };
    struct gen_ctx *g = gen_ctx_open(spec, &e);
    CHECK(g != NULL);
    if (!g)
        return;
    int64_t n = g->x[0];
    for (uint32_t c = 0; c < g->info.ncta; c++) {
        struct ws_cta_trace cta;
        gen_cta(g, 0, c, &cta);
        for (uint32_t w = 0; w < cta.nwarps; w++) {
            const struct ws_warp_trace *wt = &cta.warp[w];
            int64_t first = (int64_t)c * 256 + w * 32;
            uint32_t want[64] = { 0 };
            for (int l = 0; l < 32 && first + l < n; l++) {
                float min = 0;
                for (int k = 0; k < nc; k++) {
                    float dist = 0;
                    for (int f = 0; f < nf; f++) {
                        float d = (float)gen_kmeans_feature(g, (uint64_t)(first + l), (uint32_t)f) -
                                  (float)gen_kmeans_feature(g, (uint64_t)k, (uint32_t)f);
                        dist += d * d;
                    }
                    if (k == 0 || dist < min) {
                        min = dist;
                        want[k] |= 1u << l;
                    }
                }
            }
            int k = 0;
            for (uint32_t i = 0; i < wt->ninst; i++) {
                const struct ws_inst *in = &wt->inst[i];
                if (in->op != GOP_MOV || in->ndst != 1 || in->dst[0] != 4 || in->nsrc != 1)
                    continue;
                if (k < nc && in->mask != want[k])
                    ws_test_fail(__FILE__, __LINE__, "%s: cta %u warp %u cluster %d: mask %08x, want %08x",
                                 spec, c, w, k, in->mask, want[k]);
                if (k < nc)
                    updates[k] += (uint64_t)popcount32(in->mask);
                k++;
            }
            if (first < n)
                CHECK_INT(k, nc);
        }
        gen_cta_free(&cta);
    }
    gen_ctx_free(g);
}

TEST(kmeans_nearest_from_seeded_points)
{
    uint64_t u1[4] = { 0 }, u2[4] = { 0 };
    kmeans_check_decisions("kmeans:points=1000,features=34,clusters=4,blobs=3", 34, 4, u1);
    kmeans_check_decisions("kmeans:points=1000,features=34,clusters=4,blobs=3,seed=2", 34, 4, u2);
    CHECK_INT(u1[0], 1000);
    /* later centres win some lanes and lose others, and the seed moves which */
    CHECK(u1[1] > 0 && u1[1] < 1000 && u1[3] < 1000);
    CHECK(u1[1] != u2[1] || u1[2] != u2[2] || u1[3] != u2[3]);
    /* the features are integers 0..255 scattered around the blobs' centres: two points of
     * a 1-blob input are closer than two of a 5-blob one, on average */
    struct ws_err e = { 0 };
    double d[2] = { 0, 0 };
    for (int b = 0; b < 2; b++) {
        struct gen_ctx *g = gen_ctx_open(b ? "kmeans:points=64,blobs=5" : "kmeans:points=64,blobs=1", &e);
        CHECK(g != NULL);
        for (uint32_t p = 0; g && p < 63; p++)
            for (uint32_t f = 0; f < 34; f++) {
                double x = gen_kmeans_feature(g, p, f), y = gen_kmeans_feature(g, p + 1, f);
                CHECK(x <= 255);
                d[b] += (x - y) * (x - y);
            }
        gen_ctx_free(g);
    }
    CHECK(d[0] * 2 < d[1]);
    CHECK(!gen_ctx_open("kmeans:points=2,clusters=3", &e));
    CHECK_HAS(e.msg, "clusters=3 exceeds the 2 points");
    ws_err_clear(&e);
}

/* mapreduce: the map pass's ATOMS.ADD slot of each record (gathered from the trace) is
 * the slot its emit-pass LDS reads; the slots follow the Zipf popularity (the most
 * requested URL is 1/H(urls) of the records) and move with the seed. */
static double mapreduce_slots(const char *spec, uint16_t *slot_of)
{
    struct ws_err e = { 0 };
    struct gen_ctx *g = gen_ctx_open(spec, &e);
    CHECK(g != NULL);
    if (!g)
        return 0;
    int64_t n = g->x[0];
    for (int64_t r = 0; r < n; r++)
        slot_of[r] = 0xffff;
    uint64_t count[1024] = { 0 };
    for (uint32_t c = 0; c < g->info.ncta; c++) {
        struct ws_cta_trace cta;
        gen_cta(g, 0, c, &cta);
        for (int pass = 0; pass < 2; pass++)
            for (uint32_t w = 0; w < cta.nwarps; w++) {
                const struct ws_warp_trace *wt = &cta.warp[w];
                int64_t i = 0;
                for (uint32_t k = 0; k < wt->ninst; k++) {
                    const struct ws_inst *in = &wt->inst[k];
                    if (in->op != (pass ? GOP_LDS : GOP_ATOMS))
                        continue;
                    uint64_t a[32];
                    int na = ws_inst_addrs(wt, in, a), j = 0;
                    for (int l = 0; l < 32; l++) {
                        if (!(in->mask & (1u << l)))
                            continue;
                        int64_t tid = (int64_t)w * 32 + l;
                        if (pass)
                            tid = (tid + 32) % 256;
                        int64_t r = (int64_t)c * 256 * g->p[1] + i * 256 + tid;
                        uint16_t s = (uint16_t)(a[j++] / 4);
                        if (!pass) {
                            slot_of[r] = s;
                            count[s]++;
                        } else if (slot_of[r] != s) {
                            ws_test_fail(__FILE__, __LINE__, "%s: record %lld: LDS slot %u, ATOMS slot %u",
                                         spec, (long long)r, s, slot_of[r]);
                        }
                    }
                    CHECK_INT(j, na);
                    i++;
                }
            }
        gen_cta_free(&cta);
    }
    uint64_t top = 0, seen = 0;
    for (int s = 0; s < 1024; s++)
        top = count[s] > top ? count[s] : top;
    for (int64_t r = 0; r < n; r++)
        seen += slot_of[r] != 0xffff;
    CHECK_INT(seen, n);
    gen_ctx_free(g);
    return (double)top / (double)n;
}

TEST(mapreduce_zipf_urls)
{
    static uint16_t s1[65536], s2[65536];
    double h = 0;
    for (int k = 1; k <= 16384; k++)
        h += 1.0 / k;
    double top = mapreduce_slots("mapreduce", s1);
    CHECK(top > 0.9 / h && top < 1.15 / h);
    mapreduce_slots("mapreduce:seed=2", s2);
    int same = 0;
    for (int r = 0; r < 65536; r++)
        same += s1[r] == s2[r];
    CHECK(same < 65536 / 20);   /* another seed, another log */
    CHECK(mapreduce_slots("mapreduce:records=3000,per_thread=3,urls=1", s1) == 1.0);
    top = mapreduce_slots("mapreduce:records=3000,per_thread=3,urls=2", s1);
    CHECK(top > 0.6 && top < 0.74);   /* rank 1 takes 2/3 (if rank 2 is elsewhere) */
}

/* histogram: both histogram kernels count the same seeded bytes: histogram64Kernel's
 * STS.U8 counters (bin = byte >> 2) add up to histogram256Kernel's ATOMS.ADD bins folded
 * by four; the bytes are uniform and move with the seed. */
static void histogram_bins(const char *spec, uint64_t h64[64], uint64_t h256[256])
{
    struct ws_err e = { 0 };
    struct gen_ctx *g = gen_ctx_open(spec, &e);
    CHECK(g != NULL);
    for (uint32_t k = 0; g && k < 3; k += 2)
        for (uint32_t c = 0; c < gen_kinfo(g, k)->ncta; c++) {
            struct ws_cta_trace cta;
            gen_cta(g, k, c, &cta);
            for (uint32_t w = 0; w < cta.nwarps; w++)
                for (uint32_t i = 0; i < cta.warp[w].ninst; i++) {
                    const struct ws_inst *in = &cta.warp[w].inst[i];
                    if (in->op != (k ? GOP_ATOMS : GOP_STS_U8))
                        continue;
                    uint64_t a[32];
                    int na = ws_inst_addrs(&cta.warp[w], in, a);
                    for (int j = 0; j < na; j++) {
                        if (k)
                            h256[a[j] / 4 % 256]++;
                        else
                            h64[a[j] / 64]++;
                    }
                }
            gen_cta_free(&cta);
        }
    gen_ctx_free(g);
}

TEST(histogram_seeded_bytes)
{
    uint64_t a64[64] = { 0 }, a256[256] = { 0 }, b64[64] = { 0 }, b256[256] = { 0 };
    histogram_bins("histogram:bytes=262144", a64, a256);
    histogram_bins("histogram:bytes=262144,seed=2", b64, b256);
    int differ = 0;
    for (int v = 0; v < 256; v++) {
        if (a256[v] < 1024 - 5 * 32 || a256[v] > 1024 + 5 * 32)   /* 1024 +- 5 sd */
            ws_test_fail(__FILE__, __LINE__, "bin %d: %llu of 262144 bytes", v,
                         (unsigned long long)a256[v]);
        differ += a256[v] != b256[v];
    }
    for (int v = 0; v < 64; v++) {
        CHECK_INT(a64[v], a256[4 * v] + a256[4 * v + 1] + a256[4 * v + 2] + a256[4 * v + 3]);
        CHECK_INT(b64[v], b256[4 * v] + b256[4 * v + 1] + b256[4 * v + 2] + b256[4 * v + 3]);
    }
    CHECK(differ > 200);
}

TEST(counts_spmv)
{
    int mm;
    struct totals t = run("spmv:rows=1000,nnz=6", f_spmv, &mm);
    CHECK_INT(t.ctas, 4);
    CHECK_INT(mm, 0);
    CHECK_INT(t.bad, 0);
}

TEST(counts_conv2d)
{
    int mm;
    struct totals t = run("conv2d:width=40,height=20,radius=2", f_conv2d, &mm);
    CHECK_INT(t.ctas, 6);
    CHECK_INT(t.warps, 48);
    CHECK_INT(mm, 0);
    CHECK_INT(t.bad, 0);
}

TEST(counts_laplace3d)
{
    int mm;
    struct totals t = run("laplace3d:nx=70,ny=10,nz=5", f_laplace3d, &mm);
    CHECK_INT(t.ctas, 3 * 3);   /* ceil(70/32) x ceil(10/4) */
    CHECK_INT(t.warps, 36);
    CHECK_INT(mm, 0);
    CHECK_INT(t.bad, 0);
}

TEST(counts_matmul)
{
    int mm;
    struct totals t = run("matmul:m=32,n=64,k=48", f_matmul, &mm);
    CHECK_INT(t.ctas, 2 * 4);
    CHECK_INT(t.insts, 8 * 8 * (11 + 180));
    CHECK_INT(mm, 0);
    CHECK_INT(t.bad, 0);
}

TEST(counts_scalarprod)
{
    int mm;
    struct totals t = run("scalarprod:vectors=5,elements=1024", f_scalarprod, &mm);
    CHECK_INT(t.ctas, 5);
    CHECK_INT(mm, 0);
    CHECK_INT(t.bad, 0);
    t = run("scalarprod:vectors=10,elements=2048,ctas=4", f_scalarprod, &mm);
    CHECK_INT(t.ctas, 4);      /* vectors 0,4,8 / 1,5,9 / 2,6 / 3,7 */
    CHECK_INT(mm, 0);
    CHECK_INT(t.bad, 0);
}

TEST(counts_hotspot)
{
    int mm;
    struct totals t = run("hotspot:rows=30,cols=50", f_hotspot, &mm);
    CHECK_INT(t.ctas, 5 * 3);   /* pyramid 2: 12x12 outputs per CTA, ceil(50/12) x ceil(30/12) */
    CHECK_INT(t.insts, 15 * 8 * 141);
    CHECK_INT(mm, 0);
    CHECK_INT(t.bad, 0);
    /* the stencil is double precision: 7 DP instructions a step, on the DP unit */
    struct ws_err e = { 0 };
    struct gen_ctx *g = gen_ctx_open("hotspot:rows=30,cols=50", &e);
    struct ws_cta_trace cta;
    gen_cta(g, 0, 7, &cta);
    const struct ws_warp_trace *w3 = &cta.warp[3];
    CHECK_INT(count_op(w3, GOP_DFMA) + count_op(w3, GOP_DMUL) + count_op(w3, GOP_DADD), 2 * 7);
    for (uint32_t i = 0; i < w3->ninst; i++)
        if (w3->inst[i].op == GOP_DFMA)
            CHECK_INT(w3->inst[i].unit, WS_UNIT_DP);
    gen_cta_free(&cta);
    gen_ctx_free(g);
    t = run("hotspot:rows=30,cols=50,pyramid=1", f_hotspot, &mm);
    CHECK_INT(t.ctas, 4 * 3);   /* ceil(50/14) x ceil(30/14) */
    CHECK_INT(mm, 0);
    CHECK_INT(t.bad, 0);
}

TEST(counts_histogram)
{
    int mm;
    /* 1 MiB + 16: 69 histogram64 blocks, the last with one uint4 */
    struct totals t = run("histogram:bytes=1048592", f_histogram, &mm);
    CHECK_INT(t.kernels, 4);
    CHECK_INT(t.ctas, 69 + 64 + 240 + 256);
    CHECK_INT(t.warps, 69 * 2 + 64 * 8 + 240 * 6 + 256 * 8);
    CHECK_INT(mm, 0);
    CHECK_INT(t.bad, 0);
    /* every input word is read once by each histogram kernel */
    struct ws_err e = { 0 };
    struct gen_ctx *g = gen_ctx_open("histogram:bytes=1048592", &e);
    CHECK(g != NULL);
    uint64_t lanes[2] = { 0, 0 };
    for (uint32_t k = 0; k < 3; k += 2)
        for (uint32_t c = 0; c < gen_kinfo(g, k)->ncta; c++) {
            struct ws_cta_trace cta;
            gen_cta(g, k, c, &cta);
            for (uint32_t w = 0; w < cta.nwarps; w++)
                for (uint32_t i = 0; i < cta.warp[w].ninst; i++) {
                    const struct ws_inst *in = &cta.warp[w].inst[i];
                    if (in->op == (k ? GOP_LDG : GOP_LDG128))
                        lanes[k / 2] += (uint64_t)popcount32(in->mask);
                }
            gen_cta_free(&cta);
        }
    CHECK_INT(lanes[0], 1048592 / 16);
    CHECK_INT(lanes[1], 1048592 / 4);
    gen_ctx_free(g);
}

static const char *const all_kernels[] = { "vecadd", "bfs", "kmeans", "mapreduce", "spmv",
                                           "conv2d", "laplace3d", "matmul", "scalarprod",
                                           "hotspot", "histogram" };
#define NK (sizeof all_kernels / sizeof all_kernels[0])

TEST(defaults_sized_and_valid)
{
    CHECK_INT(ws_gen_count(), NK);
    for (size_t i = 0; i < NK; i++) {
        int mm;
        struct totals t = run(all_kernels[i], NULL, &mm);
        if (t.insts < 20000 || t.insts > 600000)
            ws_test_fail(__FILE__, __LINE__, "%s: %llu warp instructions by default",
                         all_kernels[i], (unsigned long long)t.insts);
        CHECK_INT(t.bad, 0);
        CHECK_STR(ws_gen_desc(i)->name, all_kernels[i]);
    }
}

TEST(scale_is_linear)
{
    for (size_t i = 0; i < NK; i++) {
        char s2[64], s4[64];
        snprintf(s2, sizeof s2, "%s:scale=2", all_kernels[i]);
        snprintf(s4, sizeof s4, "%s:scale=4", all_kernels[i]);
        int mm;
        double t1 = (double)run(all_kernels[i], NULL, &mm).insts;
        double t2 = (double)run(s2, NULL, &mm).insts, t4 = (double)run(s4, NULL, &mm).insts;
        /* histogram's merge of the 240 histogram256 partials does not grow with the
         * input: there the growth, not the total, is linear */
        double c = strcmp(all_kernels[i], "histogram") ? 0 : 2 * t1 - t2;
        t1 -= c, t2 -= c, t4 -= c;
        if (t2 < 1.9 * t1 || t2 > 2.1 * t1 || t4 < 3.8 * t1 || t4 > 4.2 * t1)
            ws_test_fail(__FILE__, __LINE__, "%s: %.0f, %.0f, %.0f at scale 1, 2, 4",
                         all_kernels[i], t1, t2, t4);
    }
}

/* Compare two generated kernels CTA by CTA, field by field. */
static bool same_trace(const char *a, const char *b)
{
    struct ws_err e = { 0 };
    struct gen_ctx *ga = gen_ctx_open(a, &e), *gb = gen_ctx_open(b, &e);
    bool same = ga && gb && ga->nkernels == gb->nkernels;
    for (uint32_t k = 0; same && k < ga->nkernels; k++) {
        same = gen_kinfo(ga, k)->ncta == gen_kinfo(gb, k)->ncta;
        for (uint32_t c = 0; same && c < gen_kinfo(ga, k)->ncta; c++) {
            struct ws_cta_trace x, y;
            gen_cta(ga, k, c, &x);
            gen_cta(gb, k, c, &y);
            same = x.nwarps == y.nwarps;
            for (uint32_t w = 0; same && w < x.nwarps; w++) {
                const struct ws_warp_trace *p = &x.warp[w], *q = &y.warp[w];
                same = p->ninst == q->ninst && p->naddr == q->naddr &&
                       !memcmp(p->inst, q->inst, p->ninst * sizeof *p->inst) &&
                       (!p->naddr || !memcmp(p->addr, q->addr, p->naddr * sizeof *p->addr));
            }
            gen_cta_free(&x);
            gen_cta_free(&y);
        }
    }
    gen_ctx_free(ga);
    gen_ctx_free(gb);
    return same;
}

TEST(deterministic_and_seeded)
{
    for (size_t i = 0; i < NK; i++)
        if (!same_trace(all_kernels[i], all_kernels[i]))
            ws_test_fail(__FILE__, __LINE__, "%s differs between two runs", all_kernels[i]);
    CHECK(same_trace("bfs:seed=1", "bfs"));
    CHECK(!same_trace("bfs:seed=1", "bfs:seed=2"));
    CHECK(!same_trace("spmv:seed=1", "spmv:seed=2"));
    CHECK(!same_trace("histogram:seed=1", "histogram:seed=9"));
    CHECK(!same_trace("kmeans:seed=1", "kmeans:seed=2"));
    CHECK(!same_trace("mapreduce:seed=1", "mapreduce:seed=2"));
}

/* The generators' opcode table says what the trace reader's opcode table would say of
 * the same text (a demo and its Accel-Sim form classify alike). */
TEST(opcodes_classify_as_the_reader_does)
{
    for (int op = 0; op < GOP_COUNT; op++) {
        uint8_t u, sp, m, w;
        bool known = ws_opcode_classify(gen_ops[op].text, &u, &sp, &m, &w);
        if (!known || u != gen_ops[op].unit || sp != gen_ops[op].space ||
            m != gen_ops[op].memop || (u == WS_UNIT_MEM && w != gen_ops[op].width))
            ws_test_fail(__FILE__, __LINE__, "%s: reader says unit %d space %d memop %d width %d",
                         gen_ops[op].text, u, sp, m, w);
    }
}

TEST(bad_specs)
{
    struct ws_err e = { 0 };
    CHECK(!ws_gen_open("nosuch", &e));
    CHECK_INT(e.code, WS_ERR_INPUT);
    CHECK_HAS(e.msg, "vecadd bfs kmeans");
    ws_err_clear(&e);
    CHECK(!ws_gen_open("spmv:rowz=3", &e));
    CHECK_HAS(e.msg, "unknown parameter 'rowz'");
    CHECK_HAS(e.msg, "scale seed rows nnz band");
    ws_err_clear(&e);
    CHECK(!ws_gen_open("spmv:rows", &e));
    CHECK_HAS(e.msg, "expected KEY=VAL");
    ws_err_clear(&e);
    CHECK(!ws_gen_open("vecadd:n=abc", &e));
    CHECK_HAS(e.msg, "expected an integer");
    ws_err_clear(&e);
    CHECK(!ws_gen_open("vecadd:scale=0", &e));
    CHECK_HAS(e.msg, "scale=0");
    ws_err_clear(&e);
    CHECK(!ws_gen_open("matmul:k=40", &e));
    CHECK_HAS(e.msg, "multiple of 16");
    ws_err_clear(&e);
    struct ws_trace *t = ws_gen_open("vecadd:n=2K,seed=3", &e);
    CHECK(t != NULL);
    if (t) {
        CHECK_INT(t->kernel[0].ncta, 8);
        CHECK_STR(t->path, "demo:vecadd:n=2K,seed=3");
        CHECK_STR(ws_trace_opcode_name(t, GOP_LDG), "LDG.E");
        ws_trace_close(t);
    }
}

TEST(desc_params_match_table)
{
    /* The help text's defaults are the parameter table's defaults. */
    for (size_t i = 0; i < NK; i++) {
        const struct gen_kernel *k = gen_find(all_kernels[i]);
        char want[256];
        size_t n = (size_t)snprintf(want, sizeof want, "scale=1 seed=1");
        for (int p = 0; p < k->nparams; p++)
            n += (size_t)snprintf(want + n, sizeof want - n, " %s=%lld", k->params[p].name,
                                  (long long)k->params[p].def);
        CHECK_STR(ws_gen_desc(i)->params, want);
    }
}

TEST(load_reg_dependences)
{
    /* In vecadd, the FADD reads both loaded registers and the loads read the address
     * registers their IMAD.WIDE wrote: the scoreboard sees true dependences. */
    struct ws_err e = { 0 };
    struct gen_ctx *g = gen_ctx_open("vecadd:n=256", &e);
    struct ws_cta_trace c;
    gen_cta(g, 0, 0, &c);
    const struct ws_warp_trace *w = &c.warp[0];
    int fadd = -1;
    for (uint32_t i = 0; i < w->ninst; i++)
        if (w->inst[i].op == GOP_FADD)
            fadd = (int)i;
    CHECK(fadd > 0);
    int loads = 0;
    for (int i = 0; i < fadd; i++) {
        const struct ws_inst *in = &w->inst[i];
        if (in->op != GOP_LDG)
            continue;
        loads++;
        CHECK(in->dst[0] == w->inst[fadd].src[0] || in->dst[0] == w->inst[fadd].src[1]);
        bool fed = false;
        for (int j = 0; j < i; j++)
            fed |= w->inst[j].op == GOP_IMAD_WIDE && w->inst[j].dst[0] == in->src[0];
        CHECK(fed);
    }
    CHECK_INT(loads, 2);
    gen_cta_free(&c);
    gen_ctx_free(g);
}
