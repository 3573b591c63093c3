/* kmeans.c — demo kernel modelled on Rodinia kmeans (kmeansPoint, un-transposed
 * features; CCWS's KMN, OWL's KMN): one thread per point, features stored row-major
 * [point][feature], each thread walking its own point's row once per cluster.  Lanes
 * are nfeatures*4 bytes apart (uncoalesced: one line per lane), and a thread re-reads
 * its own lines: intra-warp locality.  Cluster centres come from constant memory.
 *
 * The input is drawn from the seed as a clustering input generator would: `blobs` true
 * centres with integer features uniform in 0..255; point p belongs to a blob drawn from
 * the seed, and each of its features is the blob centre's plus noise (the sum of four
 * random bytes less 510, divided by 4: about normal, sd 37, within +-127), clamped to
 * 0..255.  Every feature is gen_hash(seed, point, feature) of that rule, made on the fly
 * and never stored.  The launch's centres are the first `clusters` points, as Rodinia's
 * kmeans_clustering.c seeds them.  The addresses do not depend on the data; which
 * lanes find a new nearest centre (the predicated min update) does, and is computed
 * lane by lane from the features.  Features are integers (as kdd_cup's are), so the
 * kernel's float sums of squares are exact (34 * 255^2 < 2^24) and the integer
 * distances here decide exactly as the GPU's `dist < min_dist` would. */
#include "gen_internal.h"

#include <stdlib.h>

enum { KM_POINTS, KM_FEATURES, KM_CLUSTERS, KM_BLOBS };
static const struct gen_param kmeans_params[] = {
    { "points", 8192, 1, 1ll << 26, "points (times scale); one thread each" },
    { "features", 34, 1, 1024, "features per point (34 as Rodinia's kdd_cup input)" },
    { "clusters", 3, 1, 64, "cluster centres (the first `clusters` points)" },
    { "blobs", 5, 1, 1024, "true centres the points are drawn around (KDD Cup 99's 5 classes)" },
};

#define KM_BLOCK 256
#define KM_CONST_BASE 0x1000u
#define KM_TAG_BLOB (1ull << 40)      /* gen_hash b of a point's blob draw */
#define KM_TAG_CENTRE (1ull << 62)    /* gen_hash a of a true centre's features */

/* The features of point p (nf of them) into x. */
static void km_point(const struct gen_ctx *g, uint64_t p, int32_t *x)
{
    int64_t nf = g->p[KM_FEATURES];
    uint64_t blob = gen_hash(g->seed, p, KM_TAG_BLOB) % (uint64_t)g->p[KM_BLOBS];
    for (int64_t f = 0; f < nf; f++) {
        int32_t c = (int32_t)(gen_hash(g->seed, KM_TAG_CENTRE + blob, (uint64_t)f) & 0xffu);
        uint64_t h = gen_hash(g->seed, p, (uint64_t)f);
        int32_t noise = ((int32_t)(h & 0xff) + (int32_t)(h >> 8 & 0xff) +
                         (int32_t)(h >> 16 & 0xff) + (int32_t)(h >> 24 & 0xff) - 510) / 4;
        int32_t v = c + noise;
        x[f] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
}

uint32_t gen_kmeans_feature(const struct gen_ctx *g, uint64_t point, uint32_t f)
{
    int32_t x[1024];
    km_point(g, point, x);
    return (uint32_t)x[f];
}

static int kmeans_setup(struct gen_ctx *g, struct ws_err *err)
{
    int64_t n = g->p[KM_POINTS] * g->scale, nf = g->p[KM_FEATURES], nc = g->p[KM_CLUSTERS];
    if (n > (1ll << 28))
        return ws_errf(err, WS_ERR_INPUT, "demo:kmeans: points*scale = %lld is too large",
                       (long long)n);
    if (nf * nc * 4 > 65536 - KM_CONST_BASE)
        return ws_errf(err, WS_ERR_INPUT,
                       "demo:kmeans: clusters*features*4 must fit in 60 KiB of constant memory");
    if (nc > n)
        return ws_errf(err, WS_ERR_INPUT, "demo:kmeans: clusters=%lld exceeds the %lld points",
                       (long long)nc, (long long)n);
    g->x[0] = n;
    gen_set_grid(g, (uint32_t)((n + KM_BLOCK - 1) / KM_BLOCK), 1, KM_BLOCK, 1);
    g->info.nregs = 24;
    g->base[0] = gen_alloc(g, (uint64_t)n * (uint64_t)nf * 4);   /* features */
    g->base[1] = gen_alloc(g, (uint64_t)n * 4);                  /* membership */
    int32_t *centre = ws_malloc((size_t)(nc * nf) * sizeof *centre);
    for (int64_t c = 0; c < nc; c++)
        km_point(g, (uint64_t)c, centre + c * nf);
    g->data = centre;
    return WS_OK;
}

static void kmeans_cleanup(struct gen_ctx *g)
{
    free(g->data);
    g->data = NULL;
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
    const int32_t *centre = g->data;
    /* upd[c]: the lanes for which centre c is nearer than every earlier one (c = 0:
     * all, min_dist starting at FLT_MAX) */
    uint32_t upd[64] = { 0 };
    for (int l = 0; l < GEN_WARP; l++) {
        if (!(m & (1u << l)))
            continue;
        int32_t x[1024];
        km_point(g, (uint64_t)(first + l), x);
        int64_t min = 0;
        for (int64_t c = 0; c < nc; c++) {
            int64_t dist = 0;
            for (int64_t f = 0; f < nf; f++) {
                int64_t d = x[f] - centre[c * nf + f];
                dist += d * d;
            }
            if (c == 0 || dist < min) {
                min = dist;
                upd[c] |= 1u << l;
            }
        }
    }
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
        gb_op(&b, GOP_FSETP, m, R_NONE, 8, 4, R_NONE);           /* P1 = dist < min */
        gb_op(&b, GOP_MOV, upd[c], 4, 8, R_NONE, R_NONE);        /* @P1 min = dist */
        gb_op(&b, GOP_MOV, upd[c], 5, R_NONE, R_NONE, R_NONE);   /* @P1 index = c */
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
      "scale=1 seed=1 points=8192 features=34 clusters=3 blobs=5" },
    kmeans_params, 4, kmeans_setup, kmeans_warp, kmeans_cleanup,
};
