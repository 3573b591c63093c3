/* kmeans.c — demo kernel modelled on Rodinia kmeans (kmeansPoint, un-transposed
 * features; CCWS's KMN, OWL's KMN): one thread per point, features stored row-major
 * [point][feature], each thread walking its own point's row once per cluster.  Lanes
 * are nfeatures*4 bytes apart (uncoalesced: one line per lane), and a thread re-reads
 * its own lines: intra-warp locality.  Cluster centres come from constant memory. */
#include "gen_internal.h"

enum { KM_POINTS, KM_FEATURES, KM_CLUSTERS };
static const struct gen_param kmeans_params[] = {
    { "points", 8192, 1, 1ll << 26, "points (times scale); one thread each" },
    { "features", 34, 1, 1024, "features per point (34 as Rodinia's kdd_cup input)" },
    { "clusters", 3, 1, 64, "cluster centres" },
};

#define KM_BLOCK 256
#define KM_CONST_BASE 0x1000u

static int kmeans_setup(struct gen_ctx *g, struct ws_err *err)
{
    int64_t n = g->p[KM_POINTS] * g->scale;
    if (n > (1ll << 28))
        return ws_errf(err, WS_ERR_INPUT, "demo:kmeans: points*scale = %lld is too large",
                       (long long)n);
    if (g->p[KM_FEATURES] * g->p[KM_CLUSTERS] * 4 > 65536 - KM_CONST_BASE)
        return ws_errf(err, WS_ERR_INPUT,
                       "demo:kmeans: clusters*features*4 must fit in 60 KiB of constant memory");
    g->x[0] = n;
    gen_set_grid(g, (uint32_t)((n + KM_BLOCK - 1) / KM_BLOCK), 1, KM_BLOCK, 1);
    g->info.nregs = 24;
    g->base[0] = gen_alloc(g, (uint64_t)n * (uint64_t)g->p[KM_FEATURES] * 4);   /* features */
    g->base[1] = gen_alloc(g, (uint64_t)n * 4);                                 /* membership */
    return WS_OK;
}

static void kmeans_warp(const struct gen_ctx *g, uint32_t kernel, uint32_t cta,
                        uint32_t warp, struct ws_warp_trace *out)
{
    struct gen_warp b;
    gb_init(&b, out);
    int64_t first = (int64_t)cta * KM_BLOCK + warp * GEN_WARP;
    uint32_t m = gb_prologue_1d(&b, first, g->x[0]);
    if (!m)
        return;
    int64_t nf = g->p[KM_FEATURES], nc = g->p[KM_CLUSTERS];
    gb_op(&b, GOP_MOV, m, 4, R_NONE, R_NONE, R_NONE);    /* min_dist = FLT_MAX */
    gb_op(&b, GOP_MOV, m, 5, R_NONE, R_NONE, R_NONE);    /* index = 0 */
    uint32_t ctop = b.pc;
    for (int64_t c = 0; c < nc; c++) {
        b.pc = ctop;
        gb_op(&b, GOP_IMAD, m, 6, 0, R_NONE, R_NONE);    /* R6 = point_id * nfeatures */
        gb_op(&b, GOP_MOV, m, 8, R_NONE, R_NONE, R_NONE);    /* dist = 0 */
        uint32_t ftop = b.pc;
        for (int64_t f = 0; f < nf; f++) {
            b.pc = ftop;
            uint64_t fa[GEN_WARP], ka[GEN_WARP];
            for (int l = 0; l < GEN_WARP; l++) {
                fa[l] = g->base[0] + ((uint64_t)(first + l) * (uint64_t)nf + (uint64_t)f) * 4;
                ka[l] = KM_CONST_BASE + (uint64_t)(c * nf + f) * 4;
            }
            gb_op(&b, GOP_IMAD_WIDE, m, 10, 6, R_NONE, R_NONE);   /* &features[pid*nf + l] */
            gb_mem(&b, GOP_LDG, m, 12, 10, R_NONE, fa);
            gb_mem(&b, GOP_LDC, m, 13, R_NONE, R_NONE, ka);      /* clusters[c*nf + l] */
            gb_op(&b, GOP_FADD, m, 14, 12, 13, R_NONE);          /* diff */
            gb_op(&b, GOP_FFMA, m, 8, 14, 14, 8);                /* dist += diff*diff */
            gb_op(&b, GOP_IADD3, m, 6, 6, R_NONE, R_NONE);
            gb_op(&b, GOP_ISETP_LT, m, R_NONE, 6, R_NONE, R_NONE);
            gb_op(&b, GOP_BRA, m, R_NONE, R_NONE, R_NONE, R_NONE);
        }
        /* Lanes whose distance to this centre is the new minimum (data-dependent). */
        uint32_t nm = 0;
        for (int l = 0; l < GEN_WARP; l++)
            if (c == 0 || gen_hash(g->seed, (uint64_t)(first + l), (uint64_t)c) % (uint64_t)(c + 1) == 0)
                nm |= 1u << l;
        nm &= m;
        gb_op(&b, GOP_FSETP, m, R_NONE, 8, 4, R_NONE);           /* P1 = dist < min */
        gb_op(&b, GOP_MOV, nm, 4, 8, R_NONE, R_NONE);            /* @P1 min = dist */
        gb_op(&b, GOP_MOV, nm, 5, R_NONE, R_NONE, R_NONE);       /* @P1 index = c */
        gb_op(&b, GOP_IADD3, m, 7, 7, R_NONE, R_NONE);
        gb_op(&b, GOP_ISETP_LT, m, R_NONE, 7, R_NONE, R_NONE);
        gb_op(&b, GOP_BRA, m, R_NONE, R_NONE, R_NONE, R_NONE);
    }
    uint64_t ma[GEN_WARP];
    for (int l = 0; l < GEN_WARP; l++)
        ma[l] = g->base[1] + (uint64_t)(first + l) * 4;
    gb_op(&b, GOP_IMAD_WIDE, m, 20, 0, R_NONE, R_NONE);
    gb_mem(&b, GOP_STG, m, R_NONE, 20, 5, ma);                  /* membership[pid] = index */
    gb_exit(&b, m);
}

const struct gen_kernel gen_kmeans = {
    { "kmeans", "Rodinia kmeans: row-major features, one thread per point (uncoalesced, intra-warp locality; CCWS)",
      "scale=1 seed=1 points=8192 features=34 clusters=3" },
    kmeans_params, 3, kmeans_setup, kmeans_warp, NULL,
};
