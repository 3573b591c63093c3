/* hotspot.c — demo kernel modelled on Rodinia hotspot (calculate_temp, pyramid height
 * 1): 16x16 threads load an overlapping tile of temperature and power (with a 1-point
 * halo, so neighbouring CTAs overlap) into shared memory where it lies inside the grid,
 * BAR.SYNC, then only the inner 14x14 threads that are inside the grid compute the
 * 5-point stencil (boundary divergence), BAR.SYNC, and write the result. */
#include "gen_internal.h"

enum { HS_ROWS, HS_COLS };
static const struct gen_param hotspot_params[] = {
    { "rows", 256, 1, 1 << 20, "grid rows (times scale)" },
    { "cols", 256, 1, 1 << 16, "grid columns" },
};

#define HS_T 16
#define HS_SMALL (HS_T - 2)

static int hotspot_setup(struct gen_ctx *g, struct ws_err *err)
{
    int64_t rows = g->p[HS_ROWS] * g->scale, cols = g->p[HS_COLS];
    if (rows * cols > (1ll << 32))
        return ws_errf(err, WS_ERR_INPUT, "demo:hotspot: grid too large");
    g->x[0] = rows;
    g->x[1] = cols;
    gen_set_grid(g, (uint32_t)((cols + HS_SMALL - 1) / HS_SMALL),
                 (uint32_t)((rows + HS_SMALL - 1) / HS_SMALL), HS_T, HS_T);
    g->info.nregs = 28;
    g->info.shmem = 3 * HS_T * HS_T * 4;
    g->base[0] = gen_alloc(g, (uint64_t)(rows * cols) * 4);   /* power */
    g->base[1] = gen_alloc(g, (uint64_t)(rows * cols) * 4);   /* temp_src */
    g->base[2] = gen_alloc(g, (uint64_t)(rows * cols) * 4);   /* temp_dst */
    return WS_OK;
}

static void hotspot_warp(const struct gen_ctx *g, uint32_t cta, uint32_t warp,
                         struct ws_warp_trace *out)
{
    struct gen_warp b;
    gb_init(&b, out);
    int64_t rows = g->x[0], cols = g->x[1];
    int64_t bx = cta % g->info.grid[0], by = cta / g->info.grid[0];
    int64_t blk_x = HS_SMALL * bx - 1, blk_y = HS_SMALL * by - 1;
    uint32_t all = 0xffffffffu, lm = 0, cm = 0;
    uint64_t ta[GEN_WARP] = { 0 }, pa[GEN_WARP] = { 0 }, da[GEN_WARP] = { 0 };
    uint64_t s_t[GEN_WARP], s_p[GEN_WARP], s_r[GEN_WARP], nb[4][GEN_WARP];
    for (int l = 0; l < GEN_WARP; l++) {
        int64_t tid = (int64_t)warp * GEN_WARP + l, tx = tid % HS_T, ty = tid / HS_T;
        int64_t y = blk_y + ty, x = blk_x + tx;
        uint64_t idx = (uint64_t)(y * cols + x);
        bool in = y >= 0 && y < rows && x >= 0 && x < cols;
        if (in) {
            lm |= 1u << l;
            pa[l] = g->base[0] + idx * 4;
            ta[l] = g->base[1] + idx * 4;
            da[l] = g->base[2] + idx * 4;
        }
        if (in && tx >= 1 && tx <= HS_T - 2 && ty >= 1 && ty <= HS_T - 2)
            cm |= 1u << l;
        s_t[l] = (uint64_t)(ty * HS_T + tx) * 4;
        s_p[l] = HS_T * HS_T * 4 + s_t[l];
        s_r[l] = 2 * HS_T * HS_T * 4 + s_t[l];
        /* neighbours, clamped to the valid part of the tile */
        int64_t n_y = ty > 0 && y > 0 ? ty - 1 : ty, s_y = ty < HS_T - 1 && y < rows - 1 ? ty + 1 : ty;
        int64_t w_x = tx > 0 && x > 0 ? tx - 1 : tx, e_x = tx < HS_T - 1 && x < cols - 1 ? tx + 1 : tx;
        nb[0][l] = (uint64_t)(n_y * HS_T + tx) * 4;
        nb[1][l] = (uint64_t)(s_y * HS_T + tx) * 4;
        nb[2][l] = (uint64_t)(ty * HS_T + w_x) * 4;
        nb[3][l] = (uint64_t)(ty * HS_T + e_x) * 4;
    }
    gb_op(&b, GOP_S2R, all, 0, R_NONE, R_NONE, R_NONE);   /* tx */
    gb_op(&b, GOP_S2R, all, 1, R_NONE, R_NONE, R_NONE);   /* ty */
    gb_op(&b, GOP_S2R, all, 2, R_NONE, R_NONE, R_NONE);   /* bx */
    gb_op(&b, GOP_S2R, all, 3, R_NONE, R_NONE, R_NONE);   /* by */
    gb_op(&b, GOP_IMAD, all, 4, 2, R_NONE, R_NONE);       /* blkX */
    gb_op(&b, GOP_IMAD, all, 5, 3, R_NONE, R_NONE);       /* blkY */
    gb_op(&b, GOP_IADD3, all, 6, 4, 0, R_NONE);           /* loadXidx */
    gb_op(&b, GOP_IADD3, all, 7, 5, 1, R_NONE);           /* loadYidx */
    gb_op(&b, GOP_IMAD, all, 9, 7, 6, R_NONE);            /* index */
    gb_op(&b, GOP_ISETP_GE, all, R_NONE, 6, R_NONE, R_NONE);
    gb_op(&b, GOP_ISETP_GE, all, R_NONE, 7, R_NONE, R_NONE);
    gb_op(&b, GOP_IMAD_WIDE, all, 10, 9, R_NONE, R_NONE);
    gb_mem(&b, GOP_LDG, lm, 12, 10, R_NONE, ta);          /* temp_src[index] */
    gb_op(&b, GOP_IMAD_WIDE, all, 14, 9, R_NONE, R_NONE);
    gb_mem(&b, GOP_LDG, lm, 16, 14, R_NONE, pa);          /* power[index] */
    gb_mem(&b, GOP_STS, lm, R_NONE, 0, 12, s_t);          /* temp_on_cuda[ty][tx] */
    gb_mem(&b, GOP_STS, lm, R_NONE, 0, 16, s_p);          /* power_on_cuda[ty][tx] */
    gb_op(&b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
    gb_op(&b, GOP_ISETP_GE, all, R_NONE, 0, R_NONE, R_NONE);   /* IN_RANGE(tx, ...) */
    gb_op(&b, GOP_ISETP_GE, all, R_NONE, 1, R_NONE, R_NONE);   /* IN_RANGE(ty, ...) */
    gb_mem(&b, GOP_LDS, cm, 17, 0, R_NONE, s_t);          /* centre */
    gb_mem(&b, GOP_LDS, cm, 18, 0, R_NONE, nb[0]);        /* N */
    gb_mem(&b, GOP_LDS, cm, 19, 0, R_NONE, nb[1]);        /* S */
    gb_mem(&b, GOP_LDS, cm, 20, 0, R_NONE, nb[2]);        /* W */
    gb_mem(&b, GOP_LDS, cm, 21, 0, R_NONE, nb[3]);        /* E */
    gb_mem(&b, GOP_LDS, cm, 22, 0, R_NONE, s_p);          /* power */
    gb_op(&b, GOP_FADD, cm, 23, 18, 19, R_NONE);
    gb_op(&b, GOP_FFMA, cm, 23, 17, R_NONE, 23);          /* - 2*centre */
    gb_op(&b, GOP_FADD, cm, 24, 20, 21, R_NONE);
    gb_op(&b, GOP_FFMA, cm, 24, 17, R_NONE, 24);
    gb_op(&b, GOP_FMUL, cm, 23, 23, R_NONE, R_NONE);      /* * Ry_1 */
    gb_op(&b, GOP_FFMA, cm, 23, 24, R_NONE, 23);          /* + ... * Rx_1 */
    gb_op(&b, GOP_FADD, cm, 23, 23, 22, R_NONE);          /* + power */
    gb_op(&b, GOP_FFMA, cm, 25, 23, R_NONE, 17);          /* centre + step_div_Cap * ... */
    gb_mem(&b, GOP_STS, cm, R_NONE, 0, 25, s_r);          /* temp_t[ty][tx] */
    gb_op(&b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
    gb_mem(&b, GOP_LDS, cm, 26, 0, R_NONE, s_r);
    gb_op(&b, GOP_IMAD_WIDE, cm, 10, 9, R_NONE, R_NONE);
    gb_mem(&b, GOP_STG, cm, R_NONE, 10, 26, da);          /* temp_dst[index] */
    gb_exit(&b, all);
}

const struct gen_kernel gen_hotspot = {
    { "hotspot", "Rodinia hotspot: stencil tiles with halo, barriers and boundary divergence",
      "scale=1 seed=1 rows=256 cols=256" },
    hotspot_params, 2, hotspot_setup, hotspot_warp, NULL,
};
