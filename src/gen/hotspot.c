/* hotspot.c — demo kernel modelled on Rodinia hotspot's calculate_temp as PRO runs it
 * (Table II: 1849 TBs, i.e. a 512x512 grid with pyramid height 2).  16x16 threads load
 * an overlapping tile of temperature and power (a halo of `pyramid` points on each side,
 * so neighbouring CTAs overlap) into shared memory where it lies inside the grid,
 * BAR.SYNC; then `pyramid` stencil steps, each computed by the threads that are still
 * inside the shrinking valid region (boundary divergence) and separated by BAR.SYNC; the
 * survivors of the last step write the result.  The stencil is evaluated in double
 * precision, as the CUDA source's `2.0` literal promotes it (DFMA/DMUL/DADD with
 * F2F conversions), and the kernel starts with the source's four float divisions
 * (step/Cap and 1/Rx, 1/Ry, 1/Rz: MUFU.RCP and two FFMA each). */
#include "gen_internal.h"

enum { HS_ROWS, HS_COLS, HS_PYRAMID };
static const struct gen_param hotspot_params[] = {
    { "rows", 256, 1, 1 << 20, "grid rows (times scale)" },
    { "cols", 256, 1, 1 << 16, "grid columns" },
    { "pyramid", 2, 1, 7, "stencil steps per kernel (pyramid height; halo width)" },
};

#define HS_T 16

static int hotspot_setup(struct gen_ctx *g, struct ws_err *err)
{
    int64_t rows = g->p[HS_ROWS] * g->scale, cols = g->p[HS_COLS];
    int64_t small = HS_T - 2 * g->p[HS_PYRAMID];
    if (rows * cols > (1ll << 32))
        return ws_errf(err, WS_ERR_INPUT, "demo:hotspot: grid too large");
    g->x[0] = rows;
    g->x[1] = cols;
    g->x[2] = small;
    gen_set_grid(g, (uint32_t)((cols + small - 1) / small), (uint32_t)((rows + small - 1) / small),
                 HS_T, HS_T);
    g->info.nregs = 28;
    g->info.shmem = 3 * HS_T * HS_T * 4;
    g->base[0] = gen_alloc(g, (uint64_t)(rows * cols) * 4);   /* power */
    g->base[1] = gen_alloc(g, (uint64_t)(rows * cols) * 4);   /* temp_src */
    g->base[2] = gen_alloc(g, (uint64_t)(rows * cols) * 4);   /* temp_dst */
    return WS_OK;
}

static bool hs_in(int64_t v, int64_t lo, int64_t hi)
{
    return v >= lo && v <= hi;
}

/* Registers: R0-R3 tid/ctaid, R4-R7 step_div_Cap and Rx_1/Ry_1/Rz_1, R8-R16 block
 * geometry, R17/R18 loaded values, R19/R20 addresses, R21-R28 valid bounds and
 * neighbours, R33-R35 double copies of the constants, R40-R53 one stencil step. */
static void hotspot_warp(const struct gen_ctx *g, uint32_t kernel, uint32_t cta,
                         uint32_t warp, struct ws_warp_trace *out)
{
    struct gen_warp b;
    gb_init(&b, out);
    int64_t rows = g->x[0], cols = g->x[1], small = g->x[2], pyr = g->p[HS_PYRAMID];
    int64_t bx = cta % g->info.grid[0], by = cta / g->info.grid[0];
    int64_t blk_x = small * bx - pyr, blk_y = small * by - pyr;
    int64_t blk_xmax = blk_x + HS_T - 1, blk_ymax = blk_y + HS_T - 1;
    int64_t vymin = blk_y < 0 ? -blk_y : 0, vxmin = blk_x < 0 ? -blk_x : 0;
    int64_t vymax = blk_ymax > rows - 1 ? HS_T - 1 - (blk_ymax - rows + 1) : HS_T - 1;
    int64_t vxmax = blk_xmax > cols - 1 ? HS_T - 1 - (blk_xmax - cols + 1) : HS_T - 1;
    uint32_t all = 0xffffffffu, lm = 0, cm[8] = { 0 };
    uint64_t ta[GEN_WARP] = { 0 }, pa[GEN_WARP] = { 0 }, da[GEN_WARP] = { 0 };
    uint64_t s_t[GEN_WARP], s_p[GEN_WARP], s_r[GEN_WARP], nb[4][GEN_WARP];
    for (int l = 0; l < GEN_WARP; l++) {
        int64_t tid = (int64_t)warp * GEN_WARP + l, tx = tid % HS_T, ty = tid / HS_T;
        int64_t y = blk_y + ty, x = blk_x + tx;
        uint64_t idx = (uint64_t)(y * cols + x);
        if (hs_in(y, 0, rows - 1) && hs_in(x, 0, cols - 1)) {
            lm |= 1u << l;
            pa[l] = g->base[0] + idx * 4;
            ta[l] = g->base[1] + idx * 4;
            da[l] = g->base[2] + idx * 4;
        }
        for (int64_t i = 0; i < pyr; i++)
            if (hs_in(tx, i + 1, HS_T - i - 2) && hs_in(ty, i + 1, HS_T - i - 2) &&
                hs_in(tx, vxmin, vxmax) && hs_in(ty, vymin, vymax))
                cm[i] |= 1u << l;
        s_t[l] = (uint64_t)(ty * HS_T + tx) * 4;
        s_p[l] = HS_T * HS_T * 4 + s_t[l];
        s_r[l] = 2 * HS_T * HS_T * 4 + s_t[l];
        int64_t n = ty - 1 < vymin ? vymin : ty - 1, s = ty + 1 > vymax ? vymax : ty + 1;
        int64_t w = tx - 1 < vxmin ? vxmin : tx - 1, e = tx + 1 > vxmax ? vxmax : tx + 1;
        nb[0][l] = (uint64_t)(s * HS_T + tx) * 4;
        nb[1][l] = (uint64_t)(n * HS_T + tx) * 4;
        nb[2][l] = (uint64_t)(ty * HS_T + e) * 4;
        nb[3][l] = (uint64_t)(ty * HS_T + w) * 4;
    }
    gb_op(&b, GOP_S2R, all, 0, R_NONE, R_NONE, R_NONE);   /* tx */
    gb_op(&b, GOP_S2R, all, 1, R_NONE, R_NONE, R_NONE);   /* ty */
    gb_op(&b, GOP_S2R, all, 2, R_NONE, R_NONE, R_NONE);   /* bx */
    gb_op(&b, GOP_S2R, all, 3, R_NONE, R_NONE, R_NONE);   /* by */
    for (int r = 4; r < 8; r++) {                          /* step/Cap, 1/Rx, 1/Ry, 1/Rz */
        gb_op(&b, GOP_MUFU_RCP, all, r, R_NONE, R_NONE, R_NONE);
        gb_op(&b, GOP_FFMA, all, 9, r, R_NONE, R_NONE);
        gb_op(&b, GOP_FFMA, all, r, r, 9, R_NONE);
    }
    gb_op(&b, GOP_IMAD, all, 8, R_NONE, R_NONE, R_NONE);  /* small_block = 16 - 2*iteration */
    gb_op(&b, GOP_IMAD, all, 9, 8, 3, R_NONE);            /* blkY */
    gb_op(&b, GOP_IMAD, all, 10, 8, 2, R_NONE);           /* blkX */
    gb_op(&b, GOP_IADD3, all, 11, 9, R_NONE, R_NONE);     /* blkYmax */
    gb_op(&b, GOP_IADD3, all, 12, 10, R_NONE, R_NONE);    /* blkXmax */
    gb_op(&b, GOP_IADD3, all, 13, 9, 1, R_NONE);          /* yidx = loadYidx */
    gb_op(&b, GOP_IADD3, all, 14, 10, 0, R_NONE);         /* xidx = loadXidx */
    gb_op(&b, GOP_IMAD, all, 15, 13, 14, R_NONE);         /* index */
    gb_op(&b, GOP_ISETP_GE, all, R_NONE, 13, R_NONE, R_NONE);   /* IN_RANGE(loadYidx) */
    gb_op(&b, GOP_ISETP_GE, all, R_NONE, 13, R_NONE, R_NONE);
    gb_op(&b, GOP_ISETP_GE, all, R_NONE, 14, R_NONE, R_NONE);   /* IN_RANGE(loadXidx) */
    gb_op(&b, GOP_ISETP_GE, all, R_NONE, 14, R_NONE, R_NONE);
    gb_op(&b, GOP_IMAD_WIDE, all, 19, 15, R_NONE, R_NONE);
    gb_mem(&b, GOP_LDG, lm, 17, 19, R_NONE, ta);          /* temp_src[index] */
    gb_op(&b, GOP_IMAD_WIDE, all, 20, 15, R_NONE, R_NONE);
    gb_mem(&b, GOP_LDG, lm, 18, 20, R_NONE, pa);          /* power[index] */
    gb_op(&b, GOP_IMAD, all, 16, 1, 0, R_NONE);           /* &temp_on_cuda[ty][tx] */
    gb_mem(&b, GOP_STS, lm, R_NONE, 16, 17, s_t);
    gb_mem(&b, GOP_STS, lm, R_NONE, 16, 18, s_p);         /* power_on_cuda[ty][tx] */
    gb_op(&b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
    /* validYmin/Ymax/Xmin/Xmax, then N/S/W/E clamped to them */
    for (int r = 21; r < 25; r++) {
        gb_op(&b, GOP_ISETP_GE, all, R_NONE, r < 23 ? 9 : 10, R_NONE, R_NONE);
        gb_op(&b, GOP_IADD3, all, r, r < 23 ? 11 : 12, R_NONE, R_NONE);
        gb_op(&b, GOP_SEL, all, r, r, R_NONE, R_NONE);
    }
    for (int r = 25; r < 29; r++) {
        gb_op(&b, GOP_IADD3, all, r, r < 27 ? 1 : 0, R_NONE, R_NONE);
        gb_op(&b, GOP_IMNMX, all, r, r, r < 27 ? 21 + (r - 25) : 23 + (r - 27), R_NONE);
        gb_op(&b, GOP_IMAD, all, r + 4, r, r < 27 ? 0 : 1, R_NONE);   /* shared address */
    }
    gb_op(&b, GOP_F2F_F64, all, 33, 4, R_NONE, R_NONE);   /* constants as double */
    gb_op(&b, GOP_F2F_F64, all, 34, 5, R_NONE, R_NONE);
    gb_op(&b, GOP_F2F_F64, all, 35, 6, R_NONE, R_NONE);
    for (int64_t i = 0; i < pyr; i++) {
        uint32_t c = cm[i];
        uint32_t top = b.pc;
        gb_op(&b, GOP_ISETP_GE, all, R_NONE, 0, R_NONE, R_NONE);   /* IN_RANGE(tx, i+1, 14-i) */
        gb_op(&b, GOP_ISETP_GE, all, R_NONE, 0, R_NONE, R_NONE);
        gb_op(&b, GOP_ISETP_GE, all, R_NONE, 1, R_NONE, R_NONE);   /* IN_RANGE(ty, ...) */
        gb_op(&b, GOP_ISETP_GE, all, R_NONE, 1, R_NONE, R_NONE);
        gb_op(&b, GOP_ISETP_GE, all, R_NONE, 0, 23, R_NONE);       /* IN_RANGE(tx, validX) */
        gb_op(&b, GOP_ISETP_GE, all, R_NONE, 0, 24, R_NONE);
        gb_op(&b, GOP_ISETP_GE, all, R_NONE, 1, 21, R_NONE);       /* IN_RANGE(ty, validY) */
        gb_op(&b, GOP_ISETP_GE, all, R_NONE, 1, 22, R_NONE);
        gb_op(&b, GOP_BRA, all, R_NONE, R_NONE, R_NONE, R_NONE);
        gb_mem(&b, GOP_LDS, c, 40, 16, R_NONE, s_t);        /* temp_on_cuda[ty][tx] */
        gb_mem(&b, GOP_LDS, c, 41, 30, R_NONE, nb[0]);      /* [S][tx] */
        gb_mem(&b, GOP_LDS, c, 42, 29, R_NONE, nb[1]);      /* [N][tx] */
        gb_mem(&b, GOP_LDS, c, 43, 32, R_NONE, nb[2]);      /* [ty][E] */
        gb_mem(&b, GOP_LDS, c, 44, 31, R_NONE, nb[3]);      /* [ty][W] */
        gb_mem(&b, GOP_LDS, c, 45, 16, R_NONE, s_p);        /* power_on_cuda[ty][tx] */
        gb_op(&b, GOP_FADD, c, 46, 41, 42, R_NONE);         /* S + N */
        gb_op(&b, GOP_F2F_F64, c, 46, 46, R_NONE, R_NONE);
        gb_op(&b, GOP_F2F_F64, c, 48, 40, R_NONE, R_NONE);  /* centre as double */
        gb_op(&b, GOP_DFMA, c, 49, 48, 46, R_NONE);         /* S + N - 2.0*centre */
        gb_op(&b, GOP_DMUL, c, 49, 49, 35, R_NONE);         /* * Ry_1 */
        gb_op(&b, GOP_FADD, c, 47, 43, 44, R_NONE);         /* E + W */
        gb_op(&b, GOP_F2F_F64, c, 47, 47, R_NONE, R_NONE);
        gb_op(&b, GOP_DFMA, c, 50, 48, 47, R_NONE);         /* E + W - 2.0*centre */
        gb_op(&b, GOP_DFMA, c, 49, 50, 34, 49);             /* ... * Rx_1 + ... */
        gb_op(&b, GOP_FADD, c, 51, 40, R_NONE, R_NONE);     /* amb_temp - centre */
        gb_op(&b, GOP_FMUL, c, 51, 51, 7, R_NONE);          /* * Rz_1 */
        gb_op(&b, GOP_F2F_F64, c, 51, 51, R_NONE, R_NONE);
        gb_op(&b, GOP_DADD, c, 49, 49, 51, R_NONE);
        gb_op(&b, GOP_F2F_F64, c, 52, 45, R_NONE, R_NONE);  /* power as double */
        gb_op(&b, GOP_DADD, c, 49, 49, 52, R_NONE);
        gb_op(&b, GOP_DFMA, c, 49, 49, 33, 48);             /* centre + step_div_Cap * (...) */
        gb_op(&b, GOP_F2F_F32, c, 53, 49, R_NONE, R_NONE);
        gb_mem(&b, GOP_STS, c, R_NONE, 16, 53, s_r);        /* temp_t[ty][tx] */
        gb_op(&b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
        gb_op(&b, GOP_ISETP_GE, all, R_NONE, R_NONE, R_NONE, R_NONE);   /* i == iteration-1 */
        if (i == pyr - 1)
            break;
        gb_mem(&b, GOP_LDS, c, 53, 16, R_NONE, s_r);        /* temp_on_cuda = temp_t */
        gb_mem(&b, GOP_STS, c, R_NONE, 16, 53, s_t);
        gb_op(&b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
        gb_op(&b, GOP_BRA, all, R_NONE, R_NONE, R_NONE, R_NONE);   /* loop */
        b.pc = top;
    }
    uint32_t last = cm[pyr - 1];
    gb_mem(&b, GOP_LDS, last, 53, 16, R_NONE, s_r);       /* if (computed) */
    gb_op(&b, GOP_IMAD_WIDE, last, 19, 15, R_NONE, R_NONE);
    gb_mem(&b, GOP_STG, last, R_NONE, 19, 53, da);        /* temp_dst[index] */
    gb_exit(&b, all);
}

const struct gen_kernel gen_hotspot = {
    { "hotspot", "Rodinia hotspot: stencil tiles with halo, barriers, boundary divergence, double-precision stencil",
      "scale=1 seed=1 rows=256 cols=256 pyramid=2" },
    hotspot_params, 3, hotspot_setup, hotspot_warp, NULL,
};
