/* laplace3d.c — demo kernel modelled on LPS, the 3-D Laplace solver of the GPGPU-Sim
 * benchmark set (CTAA Figure 6a): 32x4 threads per CTA, indg = tx + C1 + (ty + C2) *
 * pitch with C1 = bx*32, C2 = by*4.  Each thread marches up the z planes: it loads its
 * point (and the CTA's halo lanes their halo points) into a shared-memory plane,
 * BAR.SYNC, reads its six neighbours from shared memory (boundary points copy
 * instead), stores u2, advances indg by one plane and rotates the planes.  Warps of a
 * CTA are exactly `pitch` elements apart: the fixed inter-warp stride CTAA exploits. */
#include "gen_internal.h"

enum { LP_NX, LP_NY, LP_NZ };
static const struct gen_param laplace3d_params[] = {
    { "nx", 128, 1, 1 << 16, "grid points in x" },
    { "ny", 128, 1, 1 << 20, "grid points in y (times scale)" },
    { "nz", 12, 1, 4096, "z planes each thread marches over" },
};

#define LP_BX 32
#define LP_BY 4
#define LP_SX (LP_BX + 2)
#define LP_KOFF (LP_SX * (LP_BY + 2))   /* shared plane size in elements */

static int laplace3d_setup(struct gen_ctx *g, struct ws_err *err)
{
    int64_t nx = g->p[LP_NX], ny = g->p[LP_NY] * g->scale, nz = g->p[LP_NZ];
    int64_t pitch = (nx + 31) / 32 * 32;
    if (pitch * ny * nz > (1ll << 32))
        return ws_errf(err, WS_ERR_INPUT, "demo:laplace3d: grid too large");
    g->x[0] = nx;
    g->x[1] = ny;
    g->x[2] = pitch;
    gen_set_grid(g, (uint32_t)((nx + LP_BX - 1) / LP_BX), (uint32_t)((ny + LP_BY - 1) / LP_BY),
                 LP_BX, LP_BY);
    g->info.nregs = 28;
    g->info.shmem = 3 * LP_KOFF * 4;
    g->base[0] = gen_alloc(g, (uint64_t)(pitch * ny * nz) * 4);   /* d_u1 */
    g->base[1] = gen_alloc(g, (uint64_t)(pitch * ny * nz) * 4);   /* d_u2 */
    return WS_OK;
}

static void laplace3d_warp(const struct gen_ctx *g, uint32_t kernel, uint32_t cta,
                           uint32_t warp, struct ws_warp_trace *out)
{
    struct gen_warp b;
    gb_init(&b, out);
    int64_t nx = g->x[0], ny = g->x[1], pitch = g->x[2], nz = g->p[LP_NZ];
    int64_t bx = cta % g->info.grid[0], by = cta / g->info.grid[0];
    int64_t ty = warp, j = by * LP_BY + ty, plane = pitch * ny;
    uint32_t all = 0xffffffffu, act = 0, xh = 0, yh = 0, edge = 0;
    for (int l = 0; l < GEN_WARP; l++) {
        int64_t i = bx * LP_BX + l;
        if (i >= nx || j >= ny)
            continue;
        act |= 1u << l;
        if ((l == 0 && i > 0) || (l == LP_BX - 1 && i < nx - 1))
            xh |= 1u << l;
        if (i == 0 || i == nx - 1 || j == 0 || j == ny - 1)
            edge |= 1u << l;
    }
    if ((ty == 0 && j > 0) || (ty == LP_BY - 1 && j < ny - 1))
        yh = act;
    gb_op(&b, GOP_S2R, all, 0, R_NONE, R_NONE, R_NONE);   /* tx */
    gb_op(&b, GOP_S2R, all, 1, R_NONE, R_NONE, R_NONE);   /* ty */
    gb_op(&b, GOP_S2R, all, 2, R_NONE, R_NONE, R_NONE);   /* bx */
    gb_op(&b, GOP_S2R, all, 3, R_NONE, R_NONE, R_NONE);   /* by */
    gb_op(&b, GOP_IMAD, all, 4, 2, 0, R_NONE);            /* i = tx + bx*BLOCK_X */
    gb_op(&b, GOP_IMAD, all, 5, 3, 1, R_NONE);            /* j = ty + by*BLOCK_Y */
    gb_op(&b, GOP_IMAD, all, 6, 5, 4, R_NONE);            /* indg = i + j*pitch */
    gb_op(&b, GOP_ISETP_LT, all, R_NONE, 4, R_NONE, R_NONE);   /* i < NX */
    gb_op(&b, GOP_ISETP_LT, all, R_NONE, 5, R_NONE, R_NONE);   /* j < NY: active */
    gb_op(&b, GOP_IMAD, all, 7, 1, 0, R_NONE);            /* ind = (tx+1) + (ty+1)*SX */
    uint32_t top = b.pc;
    for (int64_t k = 0; k < nz; k++) {
        b.pc = top;
        uint64_t ga[GEN_WARP] = { 0 }, ha[GEN_WARP] = { 0 }, ya[GEN_WARP] = { 0 };
        uint64_t sa[GEN_WARP] = { 0 }, sh[GEN_WARP] = { 0 }, sy[GEN_WARP] = { 0 };
        uint64_t n6[6][GEN_WARP], ua[GEN_WARP] = { 0 }, prev[GEN_WARP] = { 0 };
        for (int l = 0; l < GEN_WARP; l++) {
            int64_t i = bx * LP_BX + l, indg = i + j * pitch + k * plane;
            int64_t ind = (l + 1) + (ty + 1) * LP_SX;
            ga[l] = g->base[0] + (uint64_t)indg * 4;
            ua[l] = g->base[1] + (uint64_t)indg * 4;
            ha[l] = ga[l] + (l == 0 ? -4 : 4);
            ya[l] = ga[l] + (uint64_t)(ty == 0 ? -pitch : pitch) * 4;
            sa[l] = (uint64_t)(ind + LP_KOFF) * 4;
            sh[l] = sa[l] + (l == 0 ? -4 : 4);
            sy[l] = sa[l] + (uint64_t)(ty == 0 ? -LP_SX : LP_SX) * 4;
            prev[l] = (uint64_t)ind * 4;
            int64_t off[6] = { -1, 1, -LP_SX, LP_SX, -LP_KOFF, LP_KOFF };
            for (int q = 0; q < 6; q++)
                n6[q][l] = sa[l] + (uint64_t)off[q] * 4;
        }
        uint32_t in = (k == 0 || k == nz - 1) ? 0 : act & ~edge;
        uint32_t bd = act & ~in;
        gb_mem(&b, GOP_LDG, act, 8, 6, R_NONE, ga);            /* d_u1[indg] */
        gb_mem(&b, GOP_STS, act, R_NONE, 7, 8, sa);            /* u1[ind+KOFF] */
        gb_mem(&b, GOP_LDG, xh, 9, 6, R_NONE, ha);             /* x halo */
        gb_mem(&b, GOP_STS, xh, R_NONE, 7, 9, sh);
        gb_mem(&b, GOP_LDG, yh, 10, 6, R_NONE, ya);            /* y halo */
        gb_mem(&b, GOP_STS, yh, R_NONE, 7, 10, sy);
        gb_op(&b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
        for (int q = 0; q < 6; q++)
            gb_mem(&b, GOP_LDS, in, (uint16_t)(11 + q), 7, R_NONE, n6[q]);
        gb_op(&b, GOP_FADD, in, 17, 11, 12, R_NONE);
        gb_op(&b, GOP_FADD, in, 17, 17, 13, R_NONE);
        gb_op(&b, GOP_FADD, in, 17, 17, 14, R_NONE);
        gb_op(&b, GOP_FADD, in, 17, 17, 15, R_NONE);
        gb_op(&b, GOP_FADD, in, 17, 17, 16, R_NONE);
        gb_op(&b, GOP_FMUL, in, 17, 17, R_NONE, R_NONE);       /* * sixth */
        gb_mem(&b, GOP_LDS, bd, 17, 7, R_NONE, sa);            /* boundary: u2 = u1 */
        gb_mem(&b, GOP_STG, act, R_NONE, 6, 17, ua);           /* d_u2[indg] = u2 */
        gb_op(&b, GOP_IADD3, all, 6, 6, R_NONE, R_NONE);       /* indg += KOFF */
        gb_op(&b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
        gb_mem(&b, GOP_LDS, act, 18, 7, R_NONE, prev);         /* rotate planes */
        gb_mem(&b, GOP_STS, act, R_NONE, 7, 18, n6[4]);
        gb_mem(&b, GOP_LDS, act, 19, 7, R_NONE, sa);
        gb_mem(&b, GOP_STS, act, R_NONE, 7, 19, prev);
        gb_op(&b, GOP_ISETP_LT, all, R_NONE, 6, R_NONE, R_NONE);
        gb_op(&b, GOP_BRA, all, R_NONE, R_NONE, R_NONE, R_NONE);
    }
    gb_exit(&b, all);
}

const struct gen_kernel gen_laplace3d = {
    { "laplace3d", "LPS 3-D Laplace: 32x4 CTAs, indg = tx + C1 + (ty + C2)*pitch (CTAA Figure 6a)",
      "scale=1 seed=1 nx=128 ny=128 nz=12" },
    laplace3d_params, 3, laplace3d_setup, laplace3d_warp, NULL,
};
