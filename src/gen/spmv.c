/* spmv.c — demo kernel modelled on CSR sparse matrix-vector multiply, scalar kernel
 * (Bell & Garland / SHOC spmv_csr_scalar; OWL's SPMV): one thread per row reads
 * row_ptr[row], row_ptr[row+1], then loops over its nonzeros reading col[jj], val[jj]
 * and x[col].  The matrix is banded (columns within `band` of the diagonal), so
 * consecutive CTAs read neighbouring parts of col/val/x: they share DRAM rows. */
#include "gen_internal.h"

#include <stdlib.h>

enum { SP_ROWS, SP_NNZ, SP_BAND };
static const struct gen_param spmv_params[] = {
    { "rows", 16384, 1, 1ll << 26, "matrix rows (times scale); one thread each" },
    { "nnz", 8, 1, 256, "mean nonzeros per row (uniform in nnz/2 .. nnz/2+nnz)" },
    { "band", 64, 1, 1 << 20, "columns lie within band/2 of the diagonal" },
};

#define SP_BLOCK 256
enum { A_ROWPTR, A_COL, A_VAL, A_X, A_Y };

uint32_t gen_spmv_row_nnz(const struct gen_ctx *g, uint32_t row)
{
    uint64_t nnz = (uint64_t)g->p[SP_NNZ];
    return (uint32_t)(nnz / 2 + gen_hash(g->seed, row, 3) % (nnz + 1));
}

/* Column of the j-th nonzero (of k) of row: sorted, spread over the band. */
static uint64_t spmv_col(const struct gen_ctx *g, uint32_t row, uint32_t j, uint32_t k)
{
    int64_t band = g->p[SP_BAND], n = g->x[0];
    int64_t slot = band / k > 0 ? band / k : 1;
    int64_t c = (int64_t)row - band / 2 + (int64_t)j * band / k +
                (int64_t)(gen_hash(g->seed, row, 100 + j) % (uint64_t)slot);
    return (uint64_t)(c < 0 ? 0 : c >= n ? n - 1 : c);
}

static int spmv_setup(struct gen_ctx *g, struct ws_err *err)
{
    int64_t n = g->p[SP_ROWS] * g->scale;
    if (n > (1ll << 27))
        return ws_errf(err, WS_ERR_INPUT, "demo:spmv: rows*scale = %lld is too large",
                       (long long)n);
    g->x[0] = n;
    uint64_t *ptr = ws_malloc(((size_t)n + 1) * sizeof *ptr);
    ptr[0] = 0;
    for (int64_t r = 0; r < n; r++)
        ptr[r + 1] = ptr[r] + gen_spmv_row_nnz(g, (uint32_t)r);
    g->data = ptr;
    gen_set_grid(g, (uint32_t)((n + SP_BLOCK - 1) / SP_BLOCK), 1, SP_BLOCK, 1);
    g->info.nregs = 24;
    g->base[A_ROWPTR] = gen_alloc(g, ((uint64_t)n + 1) * 4);
    g->base[A_COL] = gen_alloc(g, ptr[n] * 4);
    g->base[A_VAL] = gen_alloc(g, ptr[n] * 4);
    g->base[A_X] = gen_alloc(g, (uint64_t)n * 4);
    g->base[A_Y] = gen_alloc(g, (uint64_t)n * 4);
    return WS_OK;
}

static void spmv_cleanup(struct gen_ctx *g)
{
    free(g->data);
}

static void spmv_warp(const struct gen_ctx *g, uint32_t kernel, uint32_t cta,
                      uint32_t warp, struct ws_warp_trace *out)
{
    const uint64_t *ptr = g->data;
    struct gen_warp b;
    gb_init(&b, out);
    int64_t first = (int64_t)cta * SP_BLOCK + warp * GEN_WARP;
    uint32_t m = gb_prologue_1d(&b, first, g->x[0]);
    if (!m)
        return;
    uint64_t pa[GEN_WARP] = { 0 }, pb[GEN_WARP] = { 0 }, ya[GEN_WARP] = { 0 };
    uint32_t maxk = 0;
    for (int l = 0; l < GEN_WARP; l++) {
        if (!(m & (1u << l)))
            continue;
        uint64_t r = (uint64_t)(first + l);
        pa[l] = g->base[A_ROWPTR] + r * 4;
        pb[l] = pa[l] + 4;
        ya[l] = g->base[A_Y] + r * 4;
        uint32_t k = (uint32_t)(ptr[r + 1] - ptr[r]);
        maxk = k > maxk ? k : maxk;
    }
    gb_op(&b, GOP_IMAD_WIDE, m, 2, 0, R_NONE, R_NONE);    /* &row_ptr[row] */
    gb_mem(&b, GOP_LDG, m, 4, 2, R_NONE, pa);             /* row_start */
    gb_mem(&b, GOP_LDG, m, 5, 2, R_NONE, pb);             /* row_end */
    gb_op(&b, GOP_MOV, m, 6, R_NONE, R_NONE, R_NONE);     /* sum = 0 */
    gb_op(&b, GOP_ISETP_GE, m, R_NONE, 4, 5, R_NONE);
    gb_op(&b, GOP_BRA, m, R_NONE, R_NONE, R_NONE, R_NONE);
    uint32_t top = b.pc;
    for (uint32_t j = 0; j < maxk; j++) {
        b.pc = top;
        uint64_t ca[GEN_WARP] = { 0 }, va[GEN_WARP] = { 0 }, xa[GEN_WARP] = { 0 };
        uint32_t lm = 0;
        for (int l = 0; l < GEN_WARP; l++) {
            if (!(m & (1u << l)))
                continue;
            uint64_t r = (uint64_t)(first + l);
            uint32_t k = (uint32_t)(ptr[r + 1] - ptr[r]);
            if (j >= k)
                continue;
            lm |= 1u << l;
            uint64_t jj = ptr[r] + j;
            ca[l] = g->base[A_COL] + jj * 4;
            va[l] = g->base[A_VAL] + jj * 4;
            xa[l] = g->base[A_X] + spmv_col(g, (uint32_t)r, j, k) * 4;
        }
        gb_op(&b, GOP_IMAD_WIDE, lm, 8, 4, R_NONE, R_NONE);   /* &col[jj] */
        gb_mem(&b, GOP_LDG, lm, 10, 8, R_NONE, ca);
        gb_op(&b, GOP_IMAD_WIDE, lm, 12, 4, R_NONE, R_NONE);  /* &val[jj] */
        gb_mem(&b, GOP_LDG, lm, 14, 12, R_NONE, va);
        gb_op(&b, GOP_IMAD_WIDE, lm, 16, 10, R_NONE, R_NONE); /* &x[col] */
        gb_mem(&b, GOP_LDG, lm, 18, 16, R_NONE, xa);
        gb_op(&b, GOP_FFMA, lm, 6, 14, 18, 6);                /* sum += val * x */
        gb_op(&b, GOP_IADD3, lm, 4, 4, R_NONE, R_NONE);
        gb_op(&b, GOP_ISETP_LT, lm, R_NONE, 4, 5, R_NONE);
        gb_op(&b, GOP_BRA, lm, R_NONE, R_NONE, R_NONE, R_NONE);
    }
    gb_op(&b, GOP_IMAD_WIDE, m, 20, 0, R_NONE, R_NONE);       /* &y[row] */
    gb_mem(&b, GOP_STG, m, R_NONE, 20, 6, ya);
    gb_exit(&b, m);
}

const struct gen_kernel gen_spmv = {
    { "spmv", "CSR SpMV, scalar kernel: banded matrix, consecutive CTAs share DRAM rows (OWL SPMV)",
      "scale=1 seed=1 rows=16384 nnz=8 band=64" },
    spmv_params, 3, spmv_setup, spmv_warp, spmv_cleanup,
};
