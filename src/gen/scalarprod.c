/* scalarprod.c — demo kernel modelled on the CUDA SDK scalarProd (OWL's SCP, PRO's
 * best case): one CTA per vector pair; each thread accumulates a strided partial dot
 * product, stores it to shared memory, and the CTA reduces it with a tree of
 * BAR.SYNC-separated steps in which fewer and fewer threads (whole warps, then lanes of
 * warp 0) stay active; thread 0 writes the result. */
#include "gen_internal.h"

enum { SC_VECTORS, SC_ELEMENTS };
static const struct gen_param scalarprod_params[] = {
    { "vectors", 128, 1, 1 << 22, "vector pairs (times scale); one CTA each" },
    { "elements", 4096, 256, 1 << 20, "elements per vector (multiple of 256)" },
};

#define SC_BLOCK 256

static int scalarprod_setup(struct gen_ctx *g, struct ws_err *err)
{
    if (g->p[SC_ELEMENTS] % SC_BLOCK)
        return ws_errf(err, WS_ERR_INPUT, "demo:scalarprod: elements=%lld must be a multiple of 256",
                       (long long)g->p[SC_ELEMENTS]);
    int64_t v = g->p[SC_VECTORS] * g->scale, e = g->p[SC_ELEMENTS];
    if (v * e > (1ll << 32))
        return ws_errf(err, WS_ERR_INPUT, "demo:scalarprod: vectors*elements too large");
    g->x[0] = v;
    gen_set_grid(g, (uint32_t)v, 1, SC_BLOCK, 1);
    g->info.nregs = 20;
    g->info.shmem = SC_BLOCK * 4;
    g->base[0] = gen_alloc(g, (uint64_t)(v * e) * 4);   /* A */
    g->base[1] = gen_alloc(g, (uint64_t)(v * e) * 4);   /* B */
    g->base[2] = gen_alloc(g, (uint64_t)v * 4);         /* C */
    return WS_OK;
}

static void scalarprod_warp(const struct gen_ctx *g, uint32_t cta, uint32_t warp,
                            struct ws_warp_trace *out)
{
    struct gen_warp b;
    gb_init(&b, out);
    int64_t e = g->p[SC_ELEMENTS];
    uint32_t all = 0xffffffffu;
    gb_op(&b, GOP_S2R, all, 0, R_NONE, R_NONE, R_NONE);   /* tid */
    gb_op(&b, GOP_S2R, all, 3, R_NONE, R_NONE, R_NONE);   /* vec = ctaid */
    gb_op(&b, GOP_IMAD, all, 4, 3, 0, R_NONE);            /* vec*elementN + tid */
    gb_op(&b, GOP_MOV, all, 6, R_NONE, R_NONE, R_NONE);   /* sum = 0 */
    uint32_t top = b.pc;
    for (int64_t it = 0; it < e / SC_BLOCK; it++) {
        b.pc = top;
        uint64_t aa[GEN_WARP], ba[GEN_WARP];
        for (int l = 0; l < GEN_WARP; l++) {
            uint64_t idx = (uint64_t)cta * (uint64_t)e + (uint64_t)(it * SC_BLOCK) + warp * GEN_WARP + (uint64_t)l;
            aa[l] = g->base[0] + idx * 4;
            ba[l] = g->base[1] + idx * 4;
        }
        gb_op(&b, GOP_IMAD_WIDE, all, 8, 4, R_NONE, R_NONE);
        gb_mem(&b, GOP_LDG, all, 10, 8, R_NONE, aa);
        gb_op(&b, GOP_IMAD_WIDE, all, 12, 4, R_NONE, R_NONE);
        gb_mem(&b, GOP_LDG, all, 14, 12, R_NONE, ba);
        gb_op(&b, GOP_FFMA, all, 6, 10, 14, 6);
        gb_op(&b, GOP_IADD3, all, 4, 4, R_NONE, R_NONE);
        gb_op(&b, GOP_ISETP_LT, all, R_NONE, 4, R_NONE, R_NONE);
        gb_op(&b, GOP_BRA, all, R_NONE, R_NONE, R_NONE, R_NONE);
    }
    uint64_t own[GEN_WARP];
    for (int l = 0; l < GEN_WARP; l++)
        own[l] = (uint64_t)(warp * GEN_WARP + (uint32_t)l) * 4;
    gb_mem(&b, GOP_STS, all, R_NONE, 0, 6, own);          /* accum[tid] = sum */
    for (int stride = SC_BLOCK / 2; stride > 0; stride /= 2) {
        int n = stride - (int)warp * GEN_WARP;
        uint32_t m = gb_lanes(n);
        gb_op(&b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
        gb_op(&b, GOP_ISETP_LT, all, R_NONE, 0, R_NONE, R_NONE);   /* tid < stride */
        gb_op(&b, GOP_BRA, all, R_NONE, R_NONE, R_NONE, R_NONE);
        if (!m)
            continue;
        uint64_t oth[GEN_WARP];
        for (int l = 0; l < GEN_WARP; l++)
            oth[l] = own[l] + (uint64_t)stride * 4;
        gb_mem(&b, GOP_LDS, m, 16, 0, R_NONE, own);
        gb_mem(&b, GOP_LDS, m, 17, 0, R_NONE, oth);
        gb_op(&b, GOP_FADD, m, 16, 16, 17, R_NONE);
        gb_mem(&b, GOP_STS, m, R_NONE, 0, 16, own);
    }
    gb_op(&b, GOP_ISETP_GE, all, R_NONE, 0, R_NONE, R_NONE);       /* tid == 0 */
    if (warp == 0) {
        uint64_t ca[GEN_WARP] = { g->base[2] + (uint64_t)cta * 4 };
        gb_op(&b, GOP_IMAD_WIDE, 1u, 18, 3, R_NONE, R_NONE);
        gb_mem(&b, GOP_STG, 1u, R_NONE, 18, 16, ca);                /* d_C[vec] */
    }
    gb_exit(&b, all);
}

const struct gen_kernel gen_scalarprod = {
    { "scalarprod", "CUDA SDK scalarProd: per-CTA dot products, shared-memory tree reduction with barriers (PRO, OWL SCP)",
      "scale=1 seed=1 vectors=128 elements=4096" },
    scalarprod_params, 2, scalarprod_setup, scalarprod_warp, NULL,
};
