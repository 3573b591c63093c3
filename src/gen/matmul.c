/* matmul.c — demo kernel modelled on the CUDA SDK matrixMul (PRO's and CTAA's MM):
 * C = A x B with 16x16 tiles; per tile every thread loads one element of A and of B
 * into shared memory, BAR.SYNC, 16 unrolled LDS/LDS/FFMA steps, BAR.SYNC.  CTAs in a
 * row of the grid re-read the same A tiles, CTAs in a column the same B tiles. */
#include "gen_internal.h"

enum { MM_M, MM_N, MM_K };
static const struct gen_param matmul_params[] = {
    { "m", 128, 16, 1 << 16, "rows of A and C (times scale; multiple of 16)" },
    { "n", 128, 16, 1 << 16, "columns of B and C (multiple of 16)" },
    { "k", 64, 16, 1 << 16, "columns of A = rows of B (multiple of 16)" },
};

#define MM_T 16

static int matmul_setup(struct gen_ctx *g, struct ws_err *err)
{
    for (int i = 0; i < 3; i++)
        if (g->p[i] % MM_T)
            return ws_errf(err, WS_ERR_INPUT, "demo:matmul: %s=%lld must be a multiple of 16",
                           matmul_params[i].name, (long long)g->p[i]);
    int64_t m = g->p[MM_M] * g->scale, n = g->p[MM_N], k = g->p[MM_K];
    if (m * n > (1ll << 32) || m * k > (1ll << 32) || k * n > (1ll << 32))
        return ws_errf(err, WS_ERR_INPUT, "demo:matmul: matrices too large");
    g->x[0] = m;
    gen_set_grid(g, (uint32_t)(n / MM_T), (uint32_t)(m / MM_T), MM_T, MM_T);
    g->info.nregs = 24;
    g->info.shmem = 2 * MM_T * MM_T * 4;
    g->base[0] = gen_alloc(g, (uint64_t)(m * k) * 4);   /* A */
    g->base[1] = gen_alloc(g, (uint64_t)(k * n) * 4);   /* B */
    g->base[2] = gen_alloc(g, (uint64_t)(m * n) * 4);   /* C */
    return WS_OK;
}

static void matmul_warp(const struct gen_ctx *g, uint32_t kernel, uint32_t cta,
                        uint32_t warp, struct ws_warp_trace *out)
{
    struct gen_warp b;
    gb_init(&b, out);
    int64_t n = g->p[MM_N], k = g->p[MM_K];
    int64_t bx = cta % g->info.grid[0], by = cta / g->info.grid[0];
    uint32_t all = 0xffffffffu;
    gb_op(&b, GOP_S2R, all, 0, R_NONE, R_NONE, R_NONE);   /* tx */
    gb_op(&b, GOP_S2R, all, 1, R_NONE, R_NONE, R_NONE);   /* ty */
    gb_op(&b, GOP_S2R, all, 2, R_NONE, R_NONE, R_NONE);   /* bx */
    gb_op(&b, GOP_S2R, all, 3, R_NONE, R_NONE, R_NONE);   /* by */
    gb_op(&b, GOP_IMAD, all, 4, 3, 1, 0);                 /* a = wA*(16*by + ty) + tx */
    gb_op(&b, GOP_IMAD, all, 5, 2, 1, 0);                 /* b = 16*bx + wB*ty + tx */
    gb_op(&b, GOP_MOV, all, 6, R_NONE, R_NONE, R_NONE);   /* Csub = 0 */
    gb_op(&b, GOP_LEA, all, 7, 1, 0, R_NONE);             /* shared offset ty*16 + tx */
    uint32_t top = b.pc;
    for (int64_t t = 0; t < k / MM_T; t++) {
        b.pc = top;
        uint64_t aa[GEN_WARP], ba[GEN_WARP], sa[GEN_WARP], sb[GEN_WARP];
        for (int l = 0; l < GEN_WARP; l++) {
            int64_t tid = (int64_t)warp * GEN_WARP + l, tx = tid % MM_T, ty = tid / MM_T;
            aa[l] = g->base[0] + (uint64_t)((by * MM_T + ty) * k + t * MM_T + tx) * 4;
            ba[l] = g->base[1] + (uint64_t)((t * MM_T + ty) * n + bx * MM_T + tx) * 4;
            sa[l] = (uint64_t)(ty * MM_T + tx) * 4;
            sb[l] = MM_T * MM_T * 4 + sa[l];
        }
        gb_op(&b, GOP_IMAD_WIDE, all, 10, 4, R_NONE, R_NONE);
        gb_mem(&b, GOP_LDG, all, 12, 10, R_NONE, aa);
        gb_op(&b, GOP_IMAD_WIDE, all, 14, 5, R_NONE, R_NONE);
        gb_mem(&b, GOP_LDG, all, 16, 14, R_NONE, ba);
        gb_mem(&b, GOP_STS, all, R_NONE, 7, 12, sa);       /* As[ty][tx] */
        gb_mem(&b, GOP_STS, all, R_NONE, 7, 16, sb);       /* Bs[ty][tx] */
        gb_op(&b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
        for (int kk = 0; kk < MM_T; kk++) {
            uint64_t la[GEN_WARP], lb[GEN_WARP];
            for (int l = 0; l < GEN_WARP; l++) {
                int64_t tid = (int64_t)warp * GEN_WARP + l, tx = tid % MM_T, ty = tid / MM_T;
                la[l] = (uint64_t)(ty * MM_T + kk) * 4;
                lb[l] = MM_T * MM_T * 4 + (uint64_t)(kk * MM_T + tx) * 4;
            }
            gb_mem(&b, GOP_LDS, all, 18, 7, R_NONE, la);   /* As[ty][k] */
            gb_mem(&b, GOP_LDS, all, 19, 7, R_NONE, lb);   /* Bs[k][tx] */
            gb_op(&b, GOP_FFMA, all, 6, 18, 19, 6);
        }
        gb_op(&b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
        gb_op(&b, GOP_IADD3, all, 4, 4, R_NONE, R_NONE);   /* a += 16 */
        gb_op(&b, GOP_IADD3, all, 5, 5, R_NONE, R_NONE);   /* b += 16*wB */
        gb_op(&b, GOP_ISETP_LT, all, R_NONE, 4, R_NONE, R_NONE);
        gb_op(&b, GOP_BRA, all, R_NONE, R_NONE, R_NONE, R_NONE);
    }
    uint64_t ca[GEN_WARP];
    for (int l = 0; l < GEN_WARP; l++) {
        int64_t tid = (int64_t)warp * GEN_WARP + l, tx = tid % MM_T, ty = tid / MM_T;
        ca[l] = g->base[2] + (uint64_t)((by * MM_T + ty) * n + bx * MM_T + tx) * 4;
    }
    gb_op(&b, GOP_IMAD_WIDE, all, 20, 1, 0, R_NONE);
    gb_mem(&b, GOP_STG, all, R_NONE, 20, 6, ca);
    gb_exit(&b, all);
}

const struct gen_kernel gen_matmul = {
    { "matmul", "CUDA SDK matrixMul: 16x16 shared-memory tiles with barriers (PRO, CTAA)",
      "scale=1 seed=1 m=128 n=128 k=64" },
    matmul_params, 3, matmul_setup, matmul_warp, NULL,
};
