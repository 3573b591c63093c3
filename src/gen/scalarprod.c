/* scalarprod.c — demo kernel modelled on the CUDA SDK scalarProd (OWL's SCP, PRO's
 * best case), as the SDK launches it: scalarProdGPU<<<128, 256>>> over VECTOR_N = 256
 * vector pairs of ELEMENT_N = 4096 with ACCUM_N = 1024.  Each CTA takes vectors
 * blockIdx.x, blockIdx.x + gridDim.x, ...; for each, thread t sums accumulators t,
 * t + 256, ... (elements iAccum, iAccum + 1024, ...: coalesced), stores them to shared
 * memory, and the CTA reduces the 1024 accumulators with a tree of BAR.SYNC-separated
 * steps (stride 512 .. 1) in which fewer and fewer threads (whole warps, then lanes of
 * warp 0) stay active; thread 0 writes the result. */
#include "gen_internal.h"

enum { SC_VECTORS, SC_ELEMENTS, SC_CTAS };
static const struct gen_param scalarprod_params[] = {
    { "vectors", 256, 1, 1 << 22, "vector pairs (times scale)" },
    { "elements", 4096, 1024, 1 << 20, "elements per vector (multiple of 1024)" },
    { "ctas", 128, 1, 1 << 22, "CTAs (grid size; each takes every ctas-th vector)" },
};

#define SC_BLOCK 256
#define SC_ACCUM 1024

static int scalarprod_setup(struct gen_ctx *g, struct ws_err *err)
{
    if (g->p[SC_ELEMENTS] % SC_ACCUM)
        return ws_errf(err, WS_ERR_INPUT, "demo:scalarprod: elements=%lld must be a multiple of 1024",
                       (long long)g->p[SC_ELEMENTS]);
    int64_t v = g->p[SC_VECTORS] * g->scale, e = g->p[SC_ELEMENTS];
    if (v * e > (1ll << 32))
        return ws_errf(err, WS_ERR_INPUT, "demo:scalarprod: vectors*elements too large");
    int64_t ctas = g->p[SC_CTAS] < v ? g->p[SC_CTAS] : v;
    g->x[0] = v;
    gen_set_grid(g, (uint32_t)ctas, 1, SC_BLOCK, 1);
    g->info.nregs = 20;
    g->info.shmem = SC_ACCUM * 4;
    g->base[0] = gen_alloc(g, (uint64_t)(v * e) * 4);   /* A */
    g->base[1] = gen_alloc(g, (uint64_t)(v * e) * 4);   /* B */
    g->base[2] = gen_alloc(g, (uint64_t)v * 4);         /* C */
    return WS_OK;
}

/* One vector: the accumulation loops, the stored accumulators, the reduction tree. */
static void scalarprod_vector(const struct gen_ctx *g, struct gen_warp *b, uint64_t vec,
                              uint32_t warp)
{
    int64_t e = g->p[SC_ELEMENTS];
    uint32_t all = 0xffffffffu;
    gb_op(b, GOP_IMAD, all, 4, 3, R_NONE, R_NONE);        /* vectorBase = elementN * vec */
    gb_op(b, GOP_IADD3, all, 5, 4, R_NONE, R_NONE);       /* vectorEnd */
    uint32_t acc_top = b->pc;
    for (int j = 0; j < SC_ACCUM / SC_BLOCK; j++) {       /* iAccum = tid + 256 j */
        b->pc = acc_top;
        gb_op(b, GOP_MOV, all, 6, R_NONE, R_NONE, R_NONE);     /* sum = 0 */
        gb_op(b, GOP_IADD3, all, 7, 4, 1, R_NONE);             /* pos = base + iAccum */
        uint32_t top = b->pc;
        for (int64_t k = 0; k < e / SC_ACCUM; k++) {
            b->pc = top;
            uint64_t aa[GEN_WARP], ba[GEN_WARP];
            for (int l = 0; l < GEN_WARP; l++) {
                uint64_t idx = vec * (uint64_t)e + (uint64_t)(k * SC_ACCUM + j * SC_BLOCK) +
                               warp * GEN_WARP + (uint64_t)l;
                aa[l] = g->base[0] + idx * 4;
                ba[l] = g->base[1] + idx * 4;
            }
            gb_op(b, GOP_IMAD_WIDE, all, 8, 7, R_NONE, R_NONE);
            gb_mem(b, GOP_LDG, all, 10, 8, R_NONE, aa);
            gb_op(b, GOP_IMAD_WIDE, all, 12, 7, R_NONE, R_NONE);
            gb_mem(b, GOP_LDG, all, 14, 12, R_NONE, ba);
            gb_op(b, GOP_FFMA, all, 6, 10, 14, 6);
            gb_op(b, GOP_IADD3, all, 7, 7, R_NONE, R_NONE);    /* pos += ACCUM_N */
            gb_op(b, GOP_ISETP_LT, all, R_NONE, 7, 5, R_NONE);
            gb_op(b, GOP_BRA, all, R_NONE, R_NONE, R_NONE, R_NONE);
        }
        uint64_t acc[GEN_WARP];
        for (int l = 0; l < GEN_WARP; l++)
            acc[l] = (uint64_t)(j * SC_BLOCK + (int)warp * GEN_WARP + l) * 4;
        gb_mem(b, GOP_STS, all, R_NONE, 1, 6, acc);            /* accumResult[iAccum] */
        gb_op(b, GOP_IADD3, all, 1, 1, R_NONE, R_NONE);        /* iAccum += blockDim */
        gb_op(b, GOP_ISETP_LT, all, R_NONE, 1, R_NONE, R_NONE);
        gb_op(b, GOP_BRA, all, R_NONE, R_NONE, R_NONE, R_NONE);
    }
    for (int stride = SC_ACCUM / 2; stride > 0; stride /= 2) {
        gb_op(b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
        gb_op(b, GOP_ISETP_LT, all, R_NONE, 0, R_NONE, R_NONE);   /* tid < stride */
        gb_op(b, GOP_BRA, all, R_NONE, R_NONE, R_NONE, R_NONE);
        uint32_t top = b->pc;
        for (int j = 0; (int)warp * GEN_WARP + j * SC_BLOCK < stride; j++) {
            b->pc = top;
            int first = (int)warp * GEN_WARP + j * SC_BLOCK;
            uint32_t m = gb_lanes(stride - first);
            uint64_t own[GEN_WARP], oth[GEN_WARP];
            for (int l = 0; l < GEN_WARP; l++) {
                own[l] = (uint64_t)(first + l) * 4;
                oth[l] = own[l] + (uint64_t)stride * 4;
            }
            gb_mem(b, GOP_LDS, m, 16, 1, R_NONE, own);
            gb_mem(b, GOP_LDS, m, 17, 1, R_NONE, oth);
            gb_op(b, GOP_FADD, m, 16, 16, 17, R_NONE);
            gb_mem(b, GOP_STS, m, R_NONE, 1, 16, own);
            gb_op(b, GOP_IADD3, m, 1, 1, R_NONE, R_NONE);
            gb_op(b, GOP_ISETP_LT, m, R_NONE, 1, R_NONE, R_NONE);
            gb_op(b, GOP_BRA, m, R_NONE, R_NONE, R_NONE, R_NONE);
        }
    }
    gb_op(b, GOP_ISETP_GE, all, R_NONE, 0, R_NONE, R_NONE);       /* tid == 0 */
    if (warp == 0) {
        uint64_t ca[GEN_WARP] = { g->base[2] + vec * 4 };
        gb_op(b, GOP_IMAD_WIDE, 1u, 18, 3, R_NONE, R_NONE);
        gb_mem(b, GOP_STG, 1u, R_NONE, 18, 16, ca);                /* d_C[vec] */
    }
}

static void scalarprod_warp(const struct gen_ctx *g, uint32_t kernel, uint32_t cta,
                            uint32_t warp, struct ws_warp_trace *out)
{
    struct gen_warp b;
    gb_init(&b, out);
    uint32_t all = 0xffffffffu;
    gb_op(&b, GOP_S2R, all, 0, R_NONE, R_NONE, R_NONE);   /* tid */
    gb_op(&b, GOP_S2R, all, 3, R_NONE, R_NONE, R_NONE);   /* vec = blockIdx.x */
    uint32_t top = b.pc;
    for (uint64_t vec = cta; vec < (uint64_t)g->x[0]; vec += g->info.grid[0]) {
        b.pc = top;
        gb_op(&b, GOP_MOV, all, 1, 0, R_NONE, R_NONE);    /* iAccum = tid */
        scalarprod_vector(g, &b, vec, warp);
        gb_op(&b, GOP_IADD3, all, 3, 3, R_NONE, R_NONE);  /* vec += gridDim.x */
        gb_op(&b, GOP_ISETP_LT, all, R_NONE, 3, R_NONE, R_NONE);
        gb_op(&b, GOP_BRA, all, R_NONE, R_NONE, R_NONE, R_NONE);
    }
    gb_exit(&b, all);
}

const struct gen_kernel gen_scalarprod = {
    { "scalarprod", "CUDA SDK scalarProd: per-CTA dot products, shared-memory tree reduction with barriers (PRO, OWL SCP)",
      "scale=1 seed=1 vectors=256 elements=4096 ctas=128" },
    scalarprod_params, 3, scalarprod_setup, scalarprod_warp, NULL,
};
