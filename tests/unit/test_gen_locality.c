/* test_gen_locality.c — `--locality` analysis: exact numbers on a hand-built trace,
 * and each demo lands where demos/README.md says it does. */
#include "harness.h"
#include "gen/gen_internal.h"
#include "warpscope/addrmap.h"
#include "warpscope/config.h"

#include <stdlib.h>

#define A0 0x7f0000000000ull
#define B0 (A0 + (1ull << 20))
#define C0 (A0 + (2ull << 20))

/* Hand-built kernel: 5 CTAs of one warp, each a few one-lane loads.
 *   CTA0: A, A      CTA1: A, B      CTA2: B+4, A      CTA3: C      CTA4: A        */
static const uint64_t fake_loads[5][2] = {
    { A0, A0 }, { A0, B0 }, { B0 + 4, A0 }, { C0, 0 }, { A0, 0 },
};

static int fake_load(struct ws_trace *t, uint32_t k, uint32_t cta, struct ws_cta_trace *out,
                     struct ws_err *err)
{
    out->id = cta;
    out->nwarps = 1;
    out->warp = ws_calloc(1, sizeof *out->warp);
    struct gen_warp b;
    gb_init(&b, &out->warp[0]);
    for (int i = 0; i < 2; i++) {
        if (!fake_loads[cta][i])
            continue;
        uint64_t a[32] = { fake_loads[cta][i] };
        gb_mem(&b, GOP_LDG, 1u, 4, 2, R_NONE, a);
    }
    uint64_t st[32] = { C0 + 64 };
    gb_mem(&b, GOP_STG, cta == 4 ? 1u : 0u, R_NONE, 2, 4, st);   /* a store: rows only */
    gb_exit(&b, 1u);
    return WS_OK;
}

static const struct ws_trace_ops fake_ops = { "fake", fake_load, NULL };

static void default_map(struct ws_addrmap *m)
{
    struct ws_config c;
    ws_config_defaults(&c);
    struct ws_err e = { 0 };
    CHECK_INT(ws_addrmap_parse(m, c.dram_addr_map, (int)c.dram_channels, (int)c.dram_banks, &e), 0);
}

TEST(hand_built_trace)
{
    struct ws_addrmap m;
    default_map(&m);
    struct ws_dram_addr a, b, c;
    ws_addrmap_decode(&m, A0, &a);
    ws_addrmap_decode(&m, B0, &b);
    ws_addrmap_decode(&m, C0, &c);
    /* precondition: the three arrays sit in three different DRAM rows */
    CHECK(a.row != b.row || a.bank != b.bank || a.ch != b.ch);
    CHECK(a.row != c.row || a.bank != c.bank || a.ch != c.ch);
    CHECK(b.row != c.row || b.bank != c.bank || b.ch != c.ch);
    struct ws_trace *t = ws_calloc(1, sizeof *t);
    t->ops = &fake_ops;
    t->path = ws_strdup("fake");
    t->nkernels = 1;
    t->kernel = ws_calloc(1, sizeof *t->kernel);
    t->kernel[0].ncta = 5;
    t->kernel[0].warps_per_cta = 1;
    struct ws_locality L;
    struct ws_err e = { 0 };
    CHECK_INT(ws_trace_locality(t, &m, 128, &L, &e), 0);
    /* loads: A miss, A intra, A inter, B miss, B+4 inter, A inter, C miss, A inter */
    CHECK_INT(L.global_loads, 8);
    CHECK_INT(L.line_accesses, 8);
    CHECK_INT(L.misses, 3);
    CHECK_INT(L.hits_intra, 1);
    CHECK_INT(L.hits_inter, 4);
    /* rows: A by {0,1,2,4}, B by {1,2}, C by {3,4} (CTA4's store) */
    CHECK_INT(L.rows, 3);
    CHECK_INT(L.row_ctas, 4 + 2 + 2);
    CHECK_INT(L.cta_pairs, 4);
    CHECK_INT(L.cta_pairs_sharing, 3);   /* (0,1), (1,2), (3,4) */
    /* OWL: A 3/4 (the paper's 1,2,3,7 example), B 2/2, C 2/2 */
    CHECK(L.owl_row_sharing > (0.75 + 1 + 1) / 3 - 1e-9 &&
          L.owl_row_sharing < (0.75 + 1 + 1) / 3 + 1e-9);
    ws_trace_close(t);
}

static struct ws_locality demo(const char *spec)
{
    struct ws_addrmap m;
    default_map(&m);
    struct ws_locality L = { 0 };
    struct ws_err e = { 0 };
    struct ws_trace *t = ws_gen_open(spec, &e);
    CHECK(t != NULL);
    if (!t)
        return L;
    CHECK_INT(ws_trace_locality(t, &m, 128, &L, &e), 0);
    CHECK_INT(L.line_accesses, L.misses + L.hits_intra + L.hits_inter);
    ws_trace_close(t);
    return L;
}

static double fr(uint64_t a, uint64_t b)
{
    return b ? (double)a / (double)b : 0;
}

TEST(demos_row_sharing)
{
    /* spmv and conv2d: consecutive CTAs share DRAM rows (OWL Table 4's SPMV / JPEG). */
    const char *high[] = { "spmv", "conv2d" };
    for (int i = 0; i < 2; i++) {
        struct ws_locality L = demo(high[i]);
        if (fr(L.cta_pairs_sharing, L.cta_pairs) < 0.9 || L.owl_row_sharing < 0.6)
            ws_test_fail(__FILE__, __LINE__, "%s: pairs %.2f owl %.2f", high[i],
                         fr(L.cta_pairs_sharing, L.cta_pairs), L.owl_row_sharing);
    }
}

TEST(demos_reuse_classes)
{
    /* bfs, kmeans: hits dominated by intra-warp reuse (CCWS Figure 1's HCS class). */
    const char *intra[] = { "bfs", "kmeans" };
    for (int i = 0; i < 2; i++) {
        struct ws_locality L = demo(intra[i]);
        if (L.hits_intra < 3 * L.hits_inter || fr(L.hits_intra, L.line_accesses) < 0.5)
            ws_test_fail(__FILE__, __LINE__, "%s: intra %llu inter %llu of %llu", intra[i],
                         (unsigned long long)L.hits_intra, (unsigned long long)L.hits_inter,
                         (unsigned long long)L.line_accesses);
    }
    /* vecadd, scalarprod: streaming, no reuse at all. */
    const char *none[] = { "vecadd", "scalarprod" };
    for (int i = 0; i < 2; i++) {
        struct ws_locality L = demo(none[i]);
        CHECK(L.line_accesses > 0);
        if (L.misses != L.line_accesses)
            ws_test_fail(__FILE__, __LINE__, "%s: %llu hits", none[i],
                         (unsigned long long)(L.line_accesses - L.misses));
    }
    /* histogram: the input streams; only the merges reuse lines, each holding 32 bins
     * of a partial histogram that 32 blocks (hence warps) read */
    struct ws_locality H = demo("histogram");
    CHECK_INT(H.hits_intra, 0);
    CHECK(H.hits_inter > 0);
    /* mapreduce, matmul, hotspot, laplace3d: reuse across warps dominates. */
    const char *inter[] = { "mapreduce", "matmul", "hotspot", "laplace3d" };
    for (int i = 0; i < 4; i++) {
        struct ws_locality L = demo(inter[i]);
        if (L.hits_inter < 2 * L.hits_intra || fr(L.hits_inter, L.line_accesses) < 0.3)
            ws_test_fail(__FILE__, __LINE__, "%s: intra %llu inter %llu of %llu", inter[i],
                         (unsigned long long)L.hits_intra, (unsigned long long)L.hits_inter,
                         (unsigned long long)L.line_accesses);
    }
}
