/* histogram.c — demo modelled on the CUDA SDK histogram sample as PRO ran it (Table II:
 * four launches, 4370 / 64 / 240 / 256 thread blocks for the SDK's 64 MiB of random
 * bytes): histogram64Kernel, mergeHistogram64Kernel, histogram256Kernel,
 * mergeHistogram256Kernel, in that order.
 *
 *  - histogram64Kernel<<<ceil(bytes / 15360), 64>>>: each thread keeps its own 64 one-byte
 *    counters in shared memory (column threadPos, the SDK's bank-spreading permutation
 *    of tid); 16 STS clear them, BAR.SYNC, then a grid-stride loop over uint4 words
 *    (LDG.128; about 15 trips: every block covers 64 x 240 bytes) increments one
 *    counter per byte (bits 2..7: LDS.U8, IADD3, STS.U8); BAR.SYNC, and thread `bin`
 *    sums its bin over the 64 columns, starting at column (tid & 15) * 4 and wrapping,
 *    and stores the block's partial histogram.
 *  - mergeHistogram64Kernel<<<64, 256>>>: block `bin` sums that bin over all partial
 *    histograms (thread t reads partials t, t + 256, ...: lanes 256 bytes apart), then
 *    a shared-memory tree of eight BAR.SYNC-separated steps; thread 0 stores the bin.
 *  - histogram256Kernel<<<240, 192>>>: one 256-bin sub-histogram per warp in shared
 *    memory, 8 STS clear, BAR.SYNC, a grid-stride loop over 32-bit words (LDG) adding
 *    each byte with ATOMS.ADD, BAR.SYNC, then threads sum bins tid and tid + 192 over
 *    the six warp histograms (warps 0-1 take two bins, warps 2-5 one).
 *  - mergeHistogram256Kernel<<<256, 256>>>: as the 64-bin merge over 240 partials.
 * The input is uniformly random bytes (the SDK's rand() % 256), from the seeded hash. */
#include "gen_internal.h"

#include <stdlib.h>

enum { HG_BYTES };
static const struct gen_param histogram_params[] = {
    { "bytes", 1 << 20, 1 << 10, 1 << 28,
      "input bytes (times scale; a multiple of 16); the SDK runs 64 MiB" },
};

#define H64_BLOCK 64
#define H64_BINS 64
#define H64_SPAN 240                    /* bytes per thread per block: 255 snapped to 16 */
#define H256_WARPS 6
#define H256_BLOCK (H256_WARPS * GEN_WARP)
#define H256_BINS 256
#define H256_PARTIALS 240
#define MERGE_BLOCK 256

enum { K_H64, K_M64, K_H256, K_M256, K_COUNT };
enum { A_DATA, A_PART64, A_HIST64, A_PART256, A_HIST256 };

/* Byte k (0..15) of the input's 16-byte word w. */
static uint32_t hg_byte(const struct gen_ctx *g, uint64_t w, int k)
{
    return (uint32_t)(gen_hash(g->seed, w, (uint64_t)k) & 0xffu);
}

static int histogram_setup(struct gen_ctx *g, struct ws_err *err)
{
    int64_t bytes = g->p[HG_BYTES] * g->scale;
    if (bytes % 16)
        return ws_errf(err, WS_ERR_INPUT, "demo:histogram: bytes=%lld must be a multiple of 16",
                       (long long)g->p[HG_BYTES]);
    if (bytes > (1ll << 31))
        return ws_errf(err, WS_ERR_INPUT, "demo:histogram: bytes*scale = %lld is too large",
                       (long long)bytes);
    g->x[0] = bytes;
    static const struct { const char *name; uint32_t block, regs, shmem; } k[K_COUNT] = {
        { "histogram64Kernel", H64_BLOCK, 14, H64_BLOCK * H64_BINS },
        { "mergeHistogram64Kernel", MERGE_BLOCK, 12, MERGE_BLOCK * 4 },
        { "histogram256Kernel", H256_BLOCK, 14, H256_WARPS * H256_BINS * 4 },
        { "mergeHistogram256Kernel", MERGE_BLOCK, 12, MERGE_BLOCK * 4 },
    };
    uint32_t grid[K_COUNT] = {
        (uint32_t)((bytes + H64_BLOCK * H64_SPAN - 1) / (H64_BLOCK * H64_SPAN)), H64_BINS,
        H256_PARTIALS, H256_BINS,
    };
    g->kernels = ws_calloc(K_COUNT, sizeof *g->kernels);
    g->nkernels = K_COUNT;
    for (int i = 0; i < K_COUNT; i++) {
        gen_set_grid(g, grid[i], 1, k[i].block, 1);
        g->info.nregs = k[i].regs;
        g->info.shmem = k[i].shmem;
        g->kernels[i] = g->info;
        g->kernels[i].id = (uint32_t)i + 1;
        g->kernels[i].name = ws_strdup(k[i].name);
    }
    g->base[A_DATA] = gen_alloc(g, (uint64_t)bytes);
    g->base[A_PART64] = gen_alloc(g, (uint64_t)grid[K_H64] * H64_BINS * 4);
    g->base[A_HIST64] = gen_alloc(g, H64_BINS * 4);
    g->base[A_PART256] = gen_alloc(g, H256_PARTIALS * H256_BINS * 4);
    g->base[A_HIST256] = gen_alloc(g, H256_BINS * 4);
    return WS_OK;
}

/* Clear a block's shared counters: n STS, thread tid storing word tid + block * i. */
static void hg_clear(struct gen_warp *b, uint32_t warp, uint32_t block, int n)
{
    uint64_t a[GEN_WARP];
    for (int i = 0; i < n; i++) {
        for (int l = 0; l < GEN_WARP; l++)
            a[l] = ((uint64_t)(warp * GEN_WARP + (uint32_t)l) + (uint64_t)i * block) * 4;
        gb_mem(b, GOP_STS, 0xffffffffu, R_NONE, 0, R_NONE, a);
    }
}

/* The grid-stride loop's entry: pos = blockIdx.x * blockDim.x + tid, skip if past n. */
static void hg_loop_entry(struct gen_warp *b)
{
    uint32_t all = 0xffffffffu;
    gb_op(b, GOP_IMAD, all, 4, 1, 0, R_NONE);
    gb_op(b, GOP_ISETP_GE, all, R_NONE, 4, R_NONE, R_NONE);
    gb_op(b, GOP_BRA, all, R_NONE, R_NONE, R_NONE, R_NONE);
}

/* Lanes of a warp whose elements first .. first + 31 lie below n. */
static uint32_t hg_lanes(uint64_t first, uint64_t n)
{
    return gb_lanes((int)(n - first < GEN_WARP ? n - first : GEN_WARP));
}

/* One trip's input load: words p .. p + 31 of `size` bytes (op), the lanes below n.
 * Returns the lanes' mask. */
static uint32_t hg_load(const struct gen_ctx *g, struct gen_warp *b, uint64_t p, uint64_t n,
                        enum gen_op op, uint64_t size)
{
    uint64_t a[GEN_WARP];
    uint32_t m = hg_lanes(p, n);
    for (int l = 0; l < GEN_WARP; l++)
        a[l] = g->base[A_DATA] + (p + (uint64_t)l) * size;
    gb_op(b, GOP_IMAD_WIDE, m, 6, 4, R_NONE, R_NONE);
    gb_mem(b, op, m, 8, 6, R_NONE, a);                       /* data = d_Data[pos] */
    return m;
}

/* The SDK's threadPos: ((tid & ~63) | (tid & 15) << 2 | (tid & 48) >> 4). */
static uint32_t h64_pos(uint32_t tid)
{
    return (tid & ~63u) | (tid & 15u) << 2 | (tid & 48u) >> 4;
}

static void h64_warp(const struct gen_ctx *g, uint32_t cta, uint32_t warp, struct gen_warp *b)
{
    uint32_t all = 0xffffffffu, nblk = g->kernels[K_H64].ncta;
    uint64_t words = (uint64_t)g->x[0] / 16, stride = (uint64_t)nblk * H64_BLOCK;
    uint64_t a[GEN_WARP];
    gb_op(b, GOP_S2R, all, 0, R_NONE, R_NONE, R_NONE);       /* tid */
    gb_op(b, GOP_S2R, all, 1, R_NONE, R_NONE, R_NONE);       /* ctaid */
    gb_op(b, GOP_LOP3, all, 2, 0, R_NONE, R_NONE);           /* threadPos */
    gb_op(b, GOP_SHF, all, 3, 0, R_NONE, R_NONE);
    gb_op(b, GOP_LOP3, all, 2, 2, 3, R_NONE);
    hg_clear(b, warp, H64_BLOCK, H64_BINS / 4);              /* s_HistInt[tid + 64 i] = 0 */
    gb_op(b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
    hg_loop_entry(b);
    uint32_t top = b->pc;
    for (uint64_t p = (uint64_t)cta * H64_BLOCK + warp * GEN_WARP; p < words; p += stride) {
        b->pc = top;
        uint32_t m = hg_load(g, b, p, words, GOP_LDG128, 16);
        for (int k = 0; k < 16; k++) {                       /* addWord(x, y, z, w) */
            uint64_t s[GEN_WARP];
            for (int l = 0; l < GEN_WARP; l++)
                s[l] = h64_pos(warp * GEN_WARP + (uint32_t)l) +
                       (uint64_t)(hg_byte(g, p + (uint64_t)l, k) >> 2) * H64_BLOCK;
            gb_op(b, GOP_LOP3, m, 12, 8 + k / 4, R_NONE, R_NONE);   /* (w >> s) & 0x3f */
            gb_op(b, GOP_IMAD, m, 13, 12, 2, R_NONE);               /* threadPos + 64 v */
            gb_mem(b, GOP_LDS_U8, m, 14, 13, R_NONE, s);
            gb_op(b, GOP_IADD3, m, 14, 14, R_NONE, R_NONE);
            gb_mem(b, GOP_STS_U8, m, R_NONE, 13, 14, s);
        }
        gb_op(b, GOP_IADD3, m, 4, 4, R_NONE, R_NONE);        /* pos += 64 * gridDim */
        gb_op(b, GOP_ISETP_LT, m, R_NONE, 4, R_NONE, R_NONE);
        gb_op(b, GOP_BRA, m, R_NONE, R_NONE, R_NONE, R_NONE);
    }
    gb_op(b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
    /* thread `bin` (all 64 threads): 64 columns from (tid & 15) * 4, wrapping; the
     * compiler unrolls the constant-trip loop by four */
    gb_op(b, GOP_MOV, all, 5, R_NONE, R_NONE, R_NONE);       /* sum = 0 */
    gb_op(b, GOP_LOP3, all, 6, 0, R_NONE, R_NONE);           /* accumPos = (tid & 15) * 4 */
    gb_op(b, GOP_SHF, all, 7, 0, R_NONE, R_NONE);            /* valueBase = tid * 64 */
    top = b->pc;
    for (int i = 0; i < H64_BLOCK; i += 4) {
        b->pc = top;
        for (int u = 0; u < 4; u++) {
            for (int l = 0; l < GEN_WARP; l++) {
                uint32_t t = warp * GEN_WARP + (uint32_t)l;
                a[l] = (uint64_t)t * H64_BLOCK + ((t & 15u) * 4 + (uint32_t)(i + u)) % H64_BLOCK;
            }
            gb_op(b, GOP_IADD3, all, 9, 7, 6, R_NONE);
            gb_mem(b, GOP_LDS_U8, all, 10, 9, R_NONE, a);
            gb_op(b, GOP_IADD3, all, 5, 5, 10, R_NONE);
            gb_op(b, GOP_IADD3, all, 6, 6, R_NONE, R_NONE);  /* ++accumPos, wrap at 64 */
            gb_op(b, GOP_ISETP_LT, all, R_NONE, 6, R_NONE, R_NONE);
            gb_op(b, GOP_SEL, all, 6, 6, R_NONE, R_NONE);
        }
        gb_op(b, GOP_IADD3, all, 11, 11, R_NONE, R_NONE);
        gb_op(b, GOP_ISETP_LT, all, R_NONE, 11, R_NONE, R_NONE);
        gb_op(b, GOP_BRA, all, R_NONE, R_NONE, R_NONE, R_NONE);
    }
    for (int l = 0; l < GEN_WARP; l++)
        a[l] = g->base[A_PART64] + ((uint64_t)cta * H64_BINS + warp * GEN_WARP + (uint64_t)l) * 4;
    gb_op(b, GOP_IMAD_WIDE, all, 12, 1, 0, R_NONE);
    gb_mem(b, GOP_STG, all, R_NONE, 12, 5, a);               /* d_PartialHistograms[...] */
}

/* mergeHistogram{64,256}Kernel: block `bin` of `nbins`, over `count` partials. */
static void merge_warp(uint32_t bin, uint32_t warp, struct gen_warp *b,
                       uint64_t part, uint64_t hist, uint32_t nbins, uint32_t count)
{
    uint32_t all = 0xffffffffu;
    uint64_t a[GEN_WARP], o[GEN_WARP];
    gb_op(b, GOP_S2R, all, 0, R_NONE, R_NONE, R_NONE);       /* tid */
    gb_op(b, GOP_S2R, all, 1, R_NONE, R_NONE, R_NONE);       /* blockIdx.x = bin */
    gb_op(b, GOP_MOV, all, 2, R_NONE, R_NONE, R_NONE);       /* sum = 0 */
    gb_op(b, GOP_ISETP_GE, all, R_NONE, 0, R_NONE, R_NONE);  /* i = tid < count */
    gb_op(b, GOP_BRA, all, R_NONE, R_NONE, R_NONE, R_NONE);
    uint32_t top = b->pc;
    for (uint32_t i0 = warp * GEN_WARP; i0 < count; i0 += MERGE_BLOCK) {
        b->pc = top;
        uint32_t m = hg_lanes(i0, count);
        for (int l = 0; l < GEN_WARP; l++)
            a[l] = part + ((uint64_t)bin + (uint64_t)(i0 + (uint32_t)l) * nbins) * 4;
        gb_op(b, GOP_IMAD_WIDE, m, 4, 0, 1, R_NONE);
        gb_mem(b, GOP_LDG, m, 6, 4, R_NONE, a);
        gb_op(b, GOP_IADD3, m, 2, 2, 6, R_NONE);
        gb_op(b, GOP_IADD3, m, 0, 0, R_NONE, R_NONE);        /* i += 256 */
        gb_op(b, GOP_ISETP_LT, m, R_NONE, 0, R_NONE, R_NONE);
        gb_op(b, GOP_BRA, m, R_NONE, R_NONE, R_NONE, R_NONE);
    }
    for (int l = 0; l < GEN_WARP; l++)
        a[l] = (uint64_t)(warp * GEN_WARP + (uint32_t)l) * 4;
    gb_mem(b, GOP_STS, all, R_NONE, 0, 2, a);                /* data[tid] = sum */
    for (uint32_t stride = MERGE_BLOCK / 2; stride > 0; stride /= 2) {
        gb_op(b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
        gb_op(b, GOP_ISETP_GE, all, R_NONE, 0, R_NONE, R_NONE);   /* tid < stride */
        gb_op(b, GOP_BRA, all, R_NONE, R_NONE, R_NONE, R_NONE);
        if (warp * GEN_WARP >= stride)
            continue;
        uint32_t m = gb_lanes((int)(stride - warp * GEN_WARP));
        for (int l = 0; l < GEN_WARP; l++)
            o[l] = a[l] + (uint64_t)stride * 4;
        gb_mem(b, GOP_LDS, m, 7, 0, R_NONE, a);
        gb_mem(b, GOP_LDS, m, 8, 0, R_NONE, o);
        gb_op(b, GOP_IADD3, m, 7, 7, 8, R_NONE);
        gb_mem(b, GOP_STS, m, R_NONE, 0, 7, a);
    }
    gb_op(b, GOP_ISETP_GE, all, R_NONE, 0, R_NONE, R_NONE);  /* tid == 0 */
    if (warp == 0) {
        uint64_t h[GEN_WARP] = { hist + (uint64_t)bin * 4 };
        gb_mem(b, GOP_LDS, 1u, 7, 0, R_NONE, a);
        gb_op(b, GOP_IMAD_WIDE, 1u, 4, 1, R_NONE, R_NONE);
        gb_mem(b, GOP_STG, 1u, R_NONE, 4, 7, h);             /* d_Histogram[bin] */
    }
}

static void h256_warp(const struct gen_ctx *g, uint32_t cta, uint32_t warp, struct gen_warp *b)
{
    uint32_t all = 0xffffffffu;
    uint64_t words = (uint64_t)g->x[0] / 4, stride = (uint64_t)H256_PARTIALS * H256_BLOCK;
    uint64_t a[GEN_WARP];
    gb_op(b, GOP_S2R, all, 0, R_NONE, R_NONE, R_NONE);       /* tid */
    gb_op(b, GOP_S2R, all, 1, R_NONE, R_NONE, R_NONE);       /* ctaid */
    gb_op(b, GOP_SHF, all, 2, 0, R_NONE, R_NONE);            /* s_WarpHist = (tid >> 5) * 256 */
    hg_clear(b, warp, H256_BLOCK, H256_WARPS * H256_BINS / H256_BLOCK);   /* 8 STS */
    gb_op(b, GOP_SHF, all, 3, 0, R_NONE, R_NONE);            /* tag */
    gb_op(b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
    hg_loop_entry(b);
    uint32_t top = b->pc;
    for (uint64_t p = (uint64_t)cta * H256_BLOCK + warp * GEN_WARP; p < words; p += stride) {
        b->pc = top;
        uint32_t m = hg_load(g, b, p, words, GOP_LDG, 4);
        for (int k = 0; k < 4; k++) {                        /* addWord: 4 x addByte */
            uint64_t s[GEN_WARP];
            for (int l = 0; l < GEN_WARP; l++) {
                uint64_t byte = (p + (uint64_t)l) * 4 + (uint64_t)k;
                s[l] = ((uint64_t)warp * H256_BINS + hg_byte(g, byte / 16, (int)(byte % 16))) * 4;
            }
            gb_op(b, GOP_LOP3, m, 9, 8, R_NONE, R_NONE);     /* (data >> 8k) & 0xff */
            gb_op(b, GOP_LEA, m, 10, 9, 2, R_NONE);
            gb_mem(b, GOP_ATOMS, m, R_NONE, 10, R_NONE, s);  /* atomicAdd(s_WarpHist + v, 1) */
        }
        gb_op(b, GOP_IADD3, m, 4, 4, R_NONE, R_NONE);
        gb_op(b, GOP_ISETP_LT, m, R_NONE, 4, R_NONE, R_NONE);
        gb_op(b, GOP_BRA, m, R_NONE, R_NONE, R_NONE, R_NONE);
    }
    gb_op(b, GOP_BAR, all, R_NONE, R_NONE, R_NONE, R_NONE);
    top = b->pc;
    for (uint32_t bin0 = warp * GEN_WARP; bin0 < H256_BINS; bin0 += H256_BLOCK) {
        b->pc = top;
        uint32_t m = hg_lanes(bin0, H256_BINS);
        gb_op(b, GOP_MOV, m, 11, R_NONE, R_NONE, R_NONE);    /* sum = 0 */
        for (int i = 0; i < H256_WARPS; i++) {               /* unrolled over the warps */
            for (int l = 0; l < GEN_WARP; l++)
                a[l] = ((uint64_t)bin0 + (uint64_t)l + (uint64_t)i * H256_BINS) * 4;
            gb_mem(b, GOP_LDS, m, 12, 0, R_NONE, a);
            gb_op(b, GOP_IADD3, m, 11, 11, 12, R_NONE);
        }
        for (int l = 0; l < GEN_WARP; l++)
            a[l] = g->base[A_PART256] + ((uint64_t)cta * H256_BINS + bin0 + (uint64_t)l) * 4;
        gb_op(b, GOP_IMAD_WIDE, m, 6, 1, 0, R_NONE);
        gb_mem(b, GOP_STG, m, R_NONE, 6, 11, a);
        gb_op(b, GOP_IADD3, m, 0, 0, R_NONE, R_NONE);        /* bin += 192 */
        gb_op(b, GOP_ISETP_LT, m, R_NONE, 0, R_NONE, R_NONE);
        gb_op(b, GOP_BRA, m, R_NONE, R_NONE, R_NONE, R_NONE);
    }
}

static void histogram_warp(const struct gen_ctx *g, uint32_t kernel, uint32_t cta,
                           uint32_t warp, struct ws_warp_trace *out)
{
    struct gen_warp b;
    gb_init(&b, out);
    switch (kernel) {
    case K_H64:
        h64_warp(g, cta, warp, &b);
        break;
    case K_M64:
        merge_warp(cta, warp, &b, g->base[A_PART64], g->base[A_HIST64], H64_BINS,
                   g->kernels[K_H64].ncta);
        break;
    case K_H256:
        h256_warp(g, cta, warp, &b);
        break;
    default:
        merge_warp(cta, warp, &b, g->base[A_PART256], g->base[A_HIST256], H256_BINS,
                   H256_PARTIALS);
        break;
    }
    gb_exit(&b, 0xffffffffu);
}

const struct gen_kernel gen_histogram = {
    { "histogram", "CUDA SDK histogram: histogram64, merge, histogram256, merge (PRO's four launches)",
      "scale=1 seed=1 bytes=1048576" },
    histogram_params, 1, histogram_setup, histogram_warp, NULL,
};
