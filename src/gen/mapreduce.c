/* mapreduce.c — demo kernel modelled on Mars' page-view count (PVC; OWL's PVC/IIX
 * class): each CTA owns a chunk of 32-byte log records.  The map pass hashes every
 * record's URL into a shared-memory count table (ATOMS); after a barrier the emit pass
 * re-reads the same chunk with the thread-to-record mapping rotated by one warp, looks
 * each URL's count up and writes it out.  The chunk is re-read by other warps of the
 * same CTA: intra-CTA (inter-warp) reuse.
 *
 * The log is drawn from the seed as a web-log generator would: `urls` distinct URLs
 * with Zipf popularity of exponent 1 (the URL of rank k is requested with probability
 * proportional to 1/k), each record's URL an independent draw.  Zipf-like popularity is
 * the usual model of page views; measured exponents run from about 0.6 (proxy traces,
 * Breslau et al. 1999) to above 1 (some servers' own logs), and 1, the classic Zipf's
 * law, lies between and keeps the table of cumulative weights integer (floor(2^44 / k)),
 * so the bytes do not depend on a libm.  Which URL has which rank, and so the table
 * slot its hash picks, is drawn from the seed too.  The record addresses do not depend
 * on the data; the shared-memory slots of ATOMS.ADD and LDS do (hot URLs put lanes on
 * one word, colliding ones on one bank).  The kernel has no data-dependent branch:
 * records are fixed-size and the table slot is the hash alone.  Neither the exponent nor
 * `urls` was tuned to any scheduler. */
#include "gen_internal.h"

#include <stdlib.h>

enum { MR_RECORDS, MR_PER_THREAD, MR_URLS };
static const struct gen_param mapreduce_params[] = {
    { "records", 65536, 1, 1ll << 28, "log records (times scale)" },
    { "per_thread", 1, 1, 256, "records per thread per pass (chunk = 256*per_thread)" },
    { "urls", 16384, 1, 1 << 20, "distinct URLs in the log (Zipf popularity, exponent 1)" },
};

#define MR_BLOCK 256
#define MR_REC 32
#define MR_BUCKETS 1024
#define MR_TAG_RANK (1ull << 40)     /* gen_hash b of a record's URL draw */
#define MR_TAG_URL (1ull << 62)      /* gen_hash a of the URL of a rank */

/* Cumulative Zipf weights: cum[k] = sum of floor(2^44 / (i + 1)) for i <= k. */
struct mr_data {
    uint64_t *cum;
    int64_t nurls;
};

/* The popularity rank (0 = most requested) of record r's URL. */
static int64_t mr_rank(const struct gen_ctx *g, uint64_t r)
{
    const struct mr_data *d = g->data;
    uint64_t u = gen_hash(g->seed, r, MR_TAG_RANK) % d->cum[d->nurls - 1];
    int64_t lo = 0, hi = d->nurls - 1;   /* the first k with cum[k] > u */
    while (lo < hi) {
        int64_t mid = lo + (hi - lo) / 2;
        if (d->cum[mid] > u)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

uint32_t gen_mapreduce_slot(const struct gen_ctx *g, uint64_t record)
{
    return (uint32_t)(gen_hash(g->seed, MR_TAG_URL + (uint64_t)mr_rank(g, record), 0) %
                      MR_BUCKETS);
}

static int mapreduce_setup(struct gen_ctx *g, struct ws_err *err)
{
    int64_t n = g->p[MR_RECORDS] * g->scale;
    if (n > (1ll << 30))
        return ws_errf(err, WS_ERR_INPUT, "demo:mapreduce: records*scale = %lld is too large",
                       (long long)n);
    int64_t chunk = MR_BLOCK * g->p[MR_PER_THREAD];
    g->x[0] = n;
    gen_set_grid(g, (uint32_t)((n + chunk - 1) / chunk), 1, MR_BLOCK, 1);
    g->info.nregs = 20;
    g->info.shmem = MR_BUCKETS * 4;
    g->base[0] = gen_alloc(g, (uint64_t)n * MR_REC);   /* records */
    g->base[1] = gen_alloc(g, (uint64_t)n * 4);        /* counts out */
    struct mr_data *d = ws_malloc(sizeof *d);
    d->nurls = g->p[MR_URLS];
    d->cum = ws_malloc((size_t)d->nurls * sizeof *d->cum);
    uint64_t sum = 0;
    for (int64_t k = 0; k < d->nurls; k++)
        d->cum[k] = sum += (1ull << 44) / (uint64_t)(k + 1);
    g->data = d;
    return WS_OK;
}

static void mapreduce_cleanup(struct gen_ctx *g)
{
    struct mr_data *d = g->data;
    if (d)
        free(d->cum);
    free(d);
    g->data = NULL;
}

/* Record index thread (warp, lane) handles in iteration i of pass `pass`. */
static int64_t mr_record(const struct gen_ctx *g, uint32_t cta, uint32_t warp, int lane,
                         int64_t i, int pass)
{
    int64_t tid = (int64_t)warp * GEN_WARP + lane;
    if (pass)
        tid = (tid + GEN_WARP) % MR_BLOCK;
    return (int64_t)cta * MR_BLOCK * g->p[MR_PER_THREAD] + i * MR_BLOCK + tid;
}

static void mapreduce_warp(const struct gen_ctx *g, uint32_t kernel, uint32_t cta,
                           uint32_t warp, struct ws_warp_trace *out)
{
    struct gen_warp b;
    gb_init(&b, out);
    uint32_t all = 0xffffffffu;
    gb_op(&b, GOP_S2R, all, 0, R_NONE, R_NONE, R_NONE);
    gb_op(&b, GOP_S2R, all, 3, R_NONE, R_NONE, R_NONE);
    gb_op(&b, GOP_IMAD, all, 4, 3, R_NONE, R_NONE);     /* chunk start */
    for (int pass = 0; pass < 2; pass++) {
        if (pass) {
            gb_op(&b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
            gb_op(&b, GOP_IMAD, all, 4, 3, R_NONE, R_NONE);
        }
        uint32_t top = b.pc;
        for (int64_t i = 0; i < g->p[MR_PER_THREAD]; i++) {
            b.pc = top;
            uint64_t ra[GEN_WARP] = { 0 }, sa[GEN_WARP] = { 0 }, oa[GEN_WARP] = { 0 };
            uint32_t lm = 0;
            for (int l = 0; l < GEN_WARP; l++) {
                int64_t r = mr_record(g, cta, warp, l, i, pass);
                if (r >= g->x[0])
                    continue;
                lm |= 1u << l;
                ra[l] = g->base[0] + (uint64_t)r * MR_REC;
                sa[l] = (uint64_t)gen_mapreduce_slot(g, (uint64_t)r) * 4;
                oa[l] = g->base[1] + (uint64_t)r * 4;
            }
            gb_op(&b, GOP_IMAD_WIDE, lm, 6, 4, 0, R_NONE);    /* &rec[r].url */
            gb_mem(&b, GOP_LDG64, lm, 8, 6, R_NONE, ra);
            gb_op(&b, GOP_LOP3, lm, 10, 8, 9, R_NONE);        /* hash */
            gb_op(&b, GOP_SHF, lm, 10, 10, R_NONE, R_NONE);   /* bucket */
            gb_op(&b, GOP_LEA, lm, 11, 10, R_NONE, R_NONE);   /* shared address */
            if (!pass) {
                gb_mem(&b, GOP_ATOMS, lm, R_NONE, 11, R_NONE, sa);   /* count[bucket]++ */
            } else {
                gb_mem(&b, GOP_LDS, lm, 12, 11, R_NONE, sa);        /* count[bucket] */
                gb_op(&b, GOP_IMAD_WIDE, lm, 14, 4, 0, R_NONE);
                gb_mem(&b, GOP_STG, lm, R_NONE, 14, 12, oa);        /* out[r] = count */
            }
            gb_op(&b, GOP_IADD3, all, 4, 4, R_NONE, R_NONE);
            gb_op(&b, GOP_ISETP_LT, all, R_NONE, 4, R_NONE, R_NONE);
            gb_op(&b, GOP_BRA, all, R_NONE, R_NONE, R_NONE, R_NONE);
        }
    }
    gb_exit(&b, all);
}

const struct gen_kernel gen_mapreduce = {
    { "mapreduce", "Mars page-view count: each CTA re-reads its chunk of records (intra-CTA reuse; OWL PVC)",
      "scale=1 seed=1 records=65536 per_thread=1 urls=16384" },
    mapreduce_params, 3, mapreduce_setup, mapreduce_warp, mapreduce_cleanup,
};
