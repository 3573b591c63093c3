/* vecadd.c — demo kernel modelled on the CUDA SDK vectorAdd: C[i] = A[i] + B[i], one
 * thread per element, 256 threads per CTA.  Streaming and fully coalesced: no line is
 * ever reused, so it is cache-insensitive (CCWS's "cache-insensitive" class). */
#include "gen_internal.h"

enum { VA_N };
static const struct gen_param vecadd_params[] = {
    { "n", 131072, 1, 1ll << 30, "elements per vector (times scale)" },
};

#define VA_BLOCK 256

static int vecadd_setup(struct gen_ctx *g, struct ws_err *err)
{
    int64_t n = g->p[VA_N] * g->scale;
    if (n > (1ll << 32))
        return ws_errf(err, WS_ERR_INPUT, "demo:vecadd: n*scale = %lld is too large",
                       (long long)n);
    g->x[0] = n;
    gen_set_grid(g, (uint32_t)((n + VA_BLOCK - 1) / VA_BLOCK), 1, VA_BLOCK, 1);
    g->info.nregs = 12;
    for (int i = 0; i < 3; i++)
        g->base[i] = gen_alloc(g, (uint64_t)n * 4);
    return WS_OK;
}

static void vecadd_warp(const struct gen_ctx *g, uint32_t kernel, uint32_t cta,
                        uint32_t warp, struct ws_warp_trace *out)
{
    struct gen_warp b;
    gb_init(&b, out);
    int64_t first = (int64_t)cta * VA_BLOCK + warp * GEN_WARP;
    uint32_t m = gb_prologue_1d(&b, first, g->x[0]);
    if (!m)
        return;
    uint64_t a[GEN_WARP], bb[GEN_WARP], c[GEN_WARP];
    for (int l = 0; l < GEN_WARP; l++) {
        uint64_t off = (uint64_t)(first + l) * 4;
        a[l] = g->base[0] + off;
        bb[l] = g->base[1] + off;
        c[l] = g->base[2] + off;
    }
    gb_op(&b, GOP_IMAD_WIDE, m, 2, 0, R_NONE, R_NONE);   /* R2 = &A[i] */
    gb_op(&b, GOP_IMAD_WIDE, m, 4, 0, R_NONE, R_NONE);   /* R4 = &B[i] */
    gb_mem(&b, GOP_LDG, m, 2, 2, R_NONE, a);             /* R2 = A[i] */
    gb_mem(&b, GOP_LDG, m, 5, 4, R_NONE, bb);            /* R5 = B[i] */
    gb_op(&b, GOP_IMAD_WIDE, m, 6, 0, R_NONE, R_NONE);   /* R6 = &C[i] */
    gb_op(&b, GOP_FADD, m, 9, 2, 5, R_NONE);             /* R9 = R2 + R5 */
    gb_mem(&b, GOP_STG, m, R_NONE, 6, 9, c);             /* C[i] = R9 */
    gb_exit(&b, m);
}

const struct gen_kernel gen_vecadd = {
    { "vecadd", "vectorAdd: streaming, coalesced, no reuse (cache-insensitive baseline)",
      "scale=1 seed=1 n=131072" },
    vecadd_params, 1, vecadd_setup, vecadd_warp, NULL,
};
