/* conv2d.c — demo kernel modelled on a direct 2-D image convolution (CUDA SDK
 * convolution, naive global-memory version; OWL's BLP study): 16x16 threads per CTA,
 * one output pixel per thread, (2r+1)^2 taps read from the row-major input image with
 * edge clamping, filter weights from constant memory.  Consecutive CTAs are
 * horizontally adjacent tiles of the same image rows, so they share DRAM rows. */
#include "gen_internal.h"

enum { CV_WIDTH, CV_HEIGHT, CV_RADIUS };
static const struct gen_param conv2d_params[] = {
    { "width", 256, 16, 1 << 16, "image width in pixels" },
    { "height", 256, 1, 1 << 20, "image height in pixels (times scale)" },
    { "radius", 1, 0, 7, "filter radius r: (2r+1)^2 taps" },
};

#define CV_T 16

static int conv2d_setup(struct gen_ctx *g, struct ws_err *err)
{
    int64_t w = g->p[CV_WIDTH], h = g->p[CV_HEIGHT] * g->scale;
    if (w * h > (1ll << 32))
        return ws_errf(err, WS_ERR_INPUT, "demo:conv2d: image of %lld x %lld is too large",
                       (long long)w, (long long)h);
    g->x[0] = w;
    g->x[1] = h;
    gen_set_grid(g, (uint32_t)((w + CV_T - 1) / CV_T), (uint32_t)((h + CV_T - 1) / CV_T),
                 CV_T, CV_T);
    g->info.nregs = 20;
    g->base[0] = gen_alloc(g, (uint64_t)(w * h) * 4);   /* input */
    g->base[1] = gen_alloc(g, (uint64_t)(w * h) * 4);   /* output */
    return WS_OK;
}

static int64_t clampi(int64_t v, int64_t lo, int64_t hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static void conv2d_warp(const struct gen_ctx *g, uint32_t kernel, uint32_t cta,
                        uint32_t warp, struct ws_warp_trace *out)
{
    struct gen_warp b;
    gb_init(&b, out);
    int64_t w = g->x[0], h = g->x[1], r = g->p[CV_RADIUS];
    int64_t bx = cta % g->info.grid[0], by = cta / g->info.grid[0];
    int64_t px[GEN_WARP], py[GEN_WARP];
    uint32_t m = 0, all = 0xffffffffu;
    for (int l = 0; l < GEN_WARP; l++) {
        int t = (int)warp * GEN_WARP + l;
        px[l] = bx * CV_T + t % CV_T;
        py[l] = by * CV_T + t / CV_T;
        if (px[l] < w && py[l] < h)
            m |= 1u << l;
    }
    gb_op(&b, GOP_S2R, all, 0, R_NONE, R_NONE, R_NONE);   /* tid.x */
    gb_op(&b, GOP_S2R, all, 1, R_NONE, R_NONE, R_NONE);   /* tid.y */
    gb_op(&b, GOP_S2R, all, 2, R_NONE, R_NONE, R_NONE);   /* ctaid.x */
    gb_op(&b, GOP_S2R, all, 3, R_NONE, R_NONE, R_NONE);   /* ctaid.y */
    gb_op(&b, GOP_IMAD, all, 4, 2, 0, R_NONE);            /* x */
    gb_op(&b, GOP_IMAD, all, 5, 3, 1, R_NONE);            /* y */
    gb_op(&b, GOP_ISETP_GE, all, R_NONE, 4, R_NONE, R_NONE);
    gb_op(&b, GOP_ISETP_GE, all, R_NONE, 5, R_NONE, R_NONE);
    gb_exit(&b, ~m);                                      /* @P0 EXIT */
    if (!m)
        return;
    gb_op(&b, GOP_MOV, m, 6, R_NONE, R_NONE, R_NONE);     /* sum = 0 */
    for (int64_t dy = -r; dy <= r; dy++) {
        gb_op(&b, GOP_IADD3, m, 7, 5, R_NONE, R_NONE);    /* y + dy */
        gb_op(&b, GOP_IMNMX, m, 7, 7, R_NONE, R_NONE);    /* clamp */
        gb_op(&b, GOP_IMAD, m, 9, 7, R_NONE, R_NONE);     /* row offset */
        for (int64_t dx = -r; dx <= r; dx++) {
            uint64_t ia[GEN_WARP] = { 0 }, fa[GEN_WARP];
            for (int l = 0; l < GEN_WARP; l++) {
                int64_t yy = clampi(py[l] + dy, 0, h - 1), xx = clampi(px[l] + dx, 0, w - 1);
                if (m & (1u << l))
                    ia[l] = g->base[0] + (uint64_t)(yy * w + xx) * 4;
                fa[l] = 0x1000 + (uint64_t)((dy + r) * (2 * r + 1) + dx + r) * 4;
            }
            gb_op(&b, GOP_IADD3, m, 8, 4, R_NONE, R_NONE);      /* x + dx */
            gb_op(&b, GOP_IMNMX, m, 8, 8, R_NONE, R_NONE);      /* clamp */
            gb_op(&b, GOP_IMAD_WIDE, m, 10, 9, 8, R_NONE);      /* &in[yy][xx] */
            gb_mem(&b, GOP_LDG, m, 12, 10, R_NONE, ia);
            gb_mem(&b, GOP_LDC, m, 13, R_NONE, R_NONE, fa);     /* filter tap */
            gb_op(&b, GOP_FFMA, m, 6, 12, 13, 6);
        }
    }
    uint64_t oa[GEN_WARP] = { 0 };
    for (int l = 0; l < GEN_WARP; l++)
        if (m & (1u << l))
            oa[l] = g->base[1] + (uint64_t)(py[l] * w + px[l]) * 4;
    gb_op(&b, GOP_IMAD, m, 14, 5, 4, R_NONE);
    gb_op(&b, GOP_IMAD_WIDE, m, 14, 14, R_NONE, R_NONE);
    gb_mem(&b, GOP_STG, m, R_NONE, 14, 6, oa);
    gb_exit(&b, m);
}

const struct gen_kernel gen_conv2d = {
    { "conv2d", "2-D convolution over image tiles: consecutive CTAs share DRAM rows (OWL BLP study)",
      "scale=1 seed=1 width=256 height=256 radius=1" },
    conv2d_params, 3, conv2d_setup, conv2d_warp, NULL,
};
