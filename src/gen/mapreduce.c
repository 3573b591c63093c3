/* mapreduce.c — demo kernel modelled on Mars' page-view count (PVC; OWL's PVC/IIX
 * class): each CTA owns a chunk of 32-byte log records.  The map pass hashes every
 * record's URL into a shared-memory count table (ATOMS); after a barrier the emit pass
 * re-reads the same chunk with the thread-to-record mapping rotated by one warp, looks
 * each URL's count up and writes it out.  The chunk is re-read by other warps of the
 * same CTA: intra-CTA (inter-warp) reuse. */
#include "gen_internal.h"

enum { MR_RECORDS, MR_PER_THREAD };
static const struct gen_param mapreduce_params[] = {
    { "records", 65536, 1, 1ll << 28, "log records (times scale)" },
    { "per_thread", 1, 1, 256, "records per thread per pass (chunk = 256*per_thread)" },
};

#define MR_BLOCK 256
#define MR_REC 32
#define MR_BUCKETS 1024

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
    return WS_OK;
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
                sa[l] = (gen_hash(g->seed, (uint64_t)r, 0) % MR_BUCKETS) * 4;
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
      "scale=1 seed=1 records=65536 per_thread=1" },
    mapreduce_params, 2, mapreduce_setup, mapreduce_warp, NULL,
};
