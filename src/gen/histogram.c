/* histogram.c — demo kernel modelled on the CUDA SDK histogram64 with data-dependent
 * work per CTA (PRO's finishWait case): each warp clears its own 64-bin sub-histogram
 * in shared memory, BAR.SYNC, then streams its own segment of the input (coalesced),
 * binning each value with ATOMS.ADD, and finally merges its sub-histogram into the
 * global histogram with RED.E.ADD — no closing barrier, so a CTA's warps finish at
 * different times.  Work is imbalanced: a warp's iteration count is uniform in
 * 1 .. 2*iters-1, and one CTA in each group of eight (at a seeded position) is "hot"
 * with four times the work. */
#include "gen_internal.h"

#include <stdlib.h>

enum { HG_CTAS, HG_ITERS };
static const struct gen_param histogram_params[] = {
    { "ctas", 120, 1, 1 << 22, "CTAs (times scale)" },
    { "iters", 16, 1, 1 << 16, "mean loop iterations (32 values each) per warp" },
};

#define HG_BLOCK 256
#define HG_WARPS (HG_BLOCK / GEN_WARP)
#define HG_BINS 64

uint32_t gen_histogram_iters(const struct gen_ctx *g, uint32_t cta, uint32_t warp)
{
    uint64_t it = (uint64_t)g->p[HG_ITERS];
    uint64_t n = 1 + gen_hash(g->seed, cta, 1000 + warp) % (2 * it - 1);
    if (gen_hash(g->seed, cta / 8, 7) % 8 == cta % 8)   /* one hot CTA per 8 */
        n *= 4;
    return (uint32_t)n;
}

static int histogram_setup(struct gen_ctx *g, struct ws_err *err)
{
    int64_t ctas = g->p[HG_CTAS] * g->scale;
    if (ctas > (1 << 24))
        return ws_errf(err, WS_ERR_INPUT, "demo:histogram: ctas*scale = %lld is too large",
                       (long long)ctas);
    gen_set_grid(g, (uint32_t)ctas, 1, HG_BLOCK, 1);
    g->info.nregs = 16;
    g->info.shmem = HG_WARPS * HG_BINS * 4;
    /* Start of each warp's input segment, in values. */
    uint64_t *off = ws_malloc(((size_t)ctas * HG_WARPS + 1) * sizeof *off);
    off[0] = 0;
    for (int64_t i = 0; i < ctas * HG_WARPS; i++)
        off[i + 1] = off[i] + (uint64_t)gen_histogram_iters(g, (uint32_t)(i / HG_WARPS),
                                                            (uint32_t)(i % HG_WARPS)) * GEN_WARP;
    g->data = off;
    g->base[0] = gen_alloc(g, off[ctas * HG_WARPS] * 4);   /* input */
    g->base[1] = gen_alloc(g, HG_BINS * 4);                /* histogram */
    return WS_OK;
}

static void histogram_cleanup(struct gen_ctx *g)
{
    free(g->data);
}

static void histogram_warp(const struct gen_ctx *g, uint32_t kernel, uint32_t cta,
                           uint32_t warp, struct ws_warp_trace *out)
{
    const uint64_t *off = g->data;
    struct gen_warp b;
    gb_init(&b, out);
    uint32_t all = 0xffffffffu;
    uint64_t seg = off[(uint64_t)cta * HG_WARPS + warp], sub = (uint64_t)warp * HG_BINS * 4;
    uint64_t c0[GEN_WARP], c1[GEN_WARP], h0[GEN_WARP], h1[GEN_WARP];
    for (int l = 0; l < GEN_WARP; l++) {
        c0[l] = sub + (uint64_t)l * 4;
        c1[l] = c0[l] + GEN_WARP * 4;
        h0[l] = g->base[1] + (uint64_t)l * 4;
        h1[l] = h0[l] + GEN_WARP * 4;
    }
    gb_op(&b, GOP_S2R, all, 0, R_NONE, R_NONE, R_NONE);   /* tid */
    gb_op(&b, GOP_S2R, all, 3, R_NONE, R_NONE, R_NONE);   /* ctaid */
    gb_op(&b, GOP_IMAD, all, 4, 3, 0, R_NONE);            /* segment start */
    gb_mem(&b, GOP_STS, all, R_NONE, 0, R_NONE, c0);      /* clear s_hist[warp][lane] */
    gb_mem(&b, GOP_STS, all, R_NONE, 0, R_NONE, c1);
    gb_op(&b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
    uint32_t top = b.pc, n = gen_histogram_iters(g, cta, warp);
    for (uint32_t it = 0; it < n; it++) {
        b.pc = top;
        uint64_t da[GEN_WARP], sa[GEN_WARP];
        for (int l = 0; l < GEN_WARP; l++) {
            uint64_t v = seg + (uint64_t)it * GEN_WARP + (uint64_t)l;
            da[l] = g->base[0] + v * 4;
            sa[l] = sub + (gen_hash(g->seed, v, 5) % HG_BINS) * 4;
        }
        gb_op(&b, GOP_IMAD_WIDE, all, 6, 4, 0, R_NONE);
        gb_mem(&b, GOP_LDG, all, 8, 6, R_NONE, da);        /* data[pos] */
        gb_op(&b, GOP_SHF, all, 9, 8, R_NONE, R_NONE);     /* bin = value >> 26 */
        gb_op(&b, GOP_LEA, all, 10, 9, R_NONE, R_NONE);    /* &s_hist[warp][bin] */
        gb_mem(&b, GOP_ATOMS, all, R_NONE, 10, R_NONE, sa);
        gb_op(&b, GOP_IADD3, all, 4, 4, R_NONE, R_NONE);
        gb_op(&b, GOP_ISETP_LT, all, R_NONE, 4, R_NONE, R_NONE);
        gb_op(&b, GOP_BRA, all, R_NONE, R_NONE, R_NONE, R_NONE);
    }
    gb_mem(&b, GOP_LDS, all, 12, 0, R_NONE, c0);          /* merge own sub-histogram */
    gb_mem(&b, GOP_RED, all, R_NONE, 12, 12, h0);
    gb_mem(&b, GOP_LDS, all, 13, 0, R_NONE, c1);
    gb_mem(&b, GOP_RED, all, R_NONE, 13, 13, h1);
    gb_exit(&b, all);
}

const struct gen_kernel gen_histogram = {
    { "histogram", "CUDA SDK histogram64 with imbalanced per-CTA and per-warp work (PRO finishWait)",
      "scale=1 seed=1 ctas=120 iters=16" },
    histogram_params, 2, histogram_setup, histogram_warp, histogram_cleanup,
};
