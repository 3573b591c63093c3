/* wst_write.c — the native .wst streaming writer: one zlib-compressed, CRC-checked chunk
 * per CTA written as it arrives, then the kernel/CTA index and opcode table at the end,
 * and the header patched to point at them.  Every CTA of every grid is written, in id
 * order (the reader treats a missing one as corruption).  Memory: one CTA plus 12 bytes
 * per CTA. */
#define _POSIX_C_SOURCE 200809L
#include "wst.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

struct wst_wkernel {
    struct ws_kernel_info info;    /* name owned */
    uint32_t nchunk;
    size_t chunk_cap;
    uint32_t *cta;
    uint64_t *off;
};

/* Invariant: off is the file offset where the next chunk goes; remap[i] is 1 + this
 * file's id of source opcode i (0 = not yet mapped) for source table `src`. */
struct ws_wst_writer {
    FILE *f;
    char *path;
    uint64_t off;
    uint32_t nkernels;
    size_t kernel_cap;
    struct wst_wkernel *k;
    uint32_t nops;
    size_t ops_cap;
    char **ops;
    const struct ws_trace *src;
    uint32_t *remap;
    size_t remap_cap;
    struct ws_buf raw, z;
};

struct ws_wst_writer *ws_wst_create(const char *path, struct ws_err *err)
{
    FILE *f = fopen(path, "wb");
    if (!f) {
        ws_errf(err, WS_ERR_INPUT, "%s: cannot create: %s", path, strerror(errno));
        return NULL;
    }
    unsigned char h[WST_HEADER_SIZE] = { 0 };
    memcpy(h, WS_WST_MAGIC, WS_WST_MAGIC_LEN);
    wst_put32(h + 8, WST_VERSION);
    if (fwrite(h, 1, sizeof h, f) != sizeof h) {
        ws_errf(err, WS_ERR_RUNTIME, "%s: write failed: %s", path, strerror(errno));
        fclose(f);
        remove(path);
        return NULL;
    }
    struct ws_wst_writer *w = ws_calloc(1, sizeof *w);
    w->f = f;
    w->path = ws_strdup(path);
    w->off = WST_HEADER_SIZE;
    return w;
}

int ws_wst_begin_kernel(struct ws_wst_writer *w, const struct ws_kernel_info *k,
                        struct ws_err *err)
{
    WS_GROW(w->k, w->kernel_cap, (size_t)w->nkernels + 1);
    struct wst_wkernel *wk = &w->k[w->nkernels++];
    memset(wk, 0, sizeof *wk);
    wk->info = *k;
    wk->info.name = ws_strdup(k->name ? k->name : "");
    return 0;
}

static uint32_t wst_map_op(struct ws_wst_writer *w, const struct ws_trace *src, uint16_t op)
{
    if (src != w->src) {
        w->src = src;
        if (w->remap)
            memset(w->remap, 0, w->remap_cap * sizeof *w->remap);
    }
    if (op >= w->remap_cap) {
        size_t old = w->remap_cap;
        WS_GROW(w->remap, w->remap_cap, (size_t)op + 1);
        memset(w->remap + old, 0, (w->remap_cap - old) * sizeof *w->remap);
    }
    if (!w->remap[op]) {
        const char *name = ws_trace_opcode_name(src, op);
        uint32_t i;
        for (i = 0; i < w->nops && strcmp(w->ops[i], name); i++)
            ;
        if (i == w->nops) {
            WS_GROW(w->ops, w->ops_cap, (size_t)w->nops + 1);
            w->ops[w->nops++] = ws_strdup(name);
        }
        w->remap[op] = i + 1;
    }
    return w->remap[op] - 1;
}

void wst_encode_inst(struct ws_buf *b, struct wst_prev *pv, const struct ws_warp_trace *wt,
                     const struct ws_inst *in, uint32_t fop)
{
    unsigned ncls = (unsigned)(in->unit & 7) | (unsigned)(in->space & 7) << 3 |
                    (unsigned)(in->memop & 3) << 6;
    unsigned mode = in->mask && in->unit == WS_UNIT_MEM ? in->addr_mode & 3 : 0;
    uint64_t a[32];
    int na = mode ? ws_inst_addrs(wt, in, a) : 0;
    if (mode == WS_ADDR_LIST && na == 0)
        mode = 0;
    unsigned fl = in->mask == pv->mask ? WST_F_MASK_SAME
                  : in->mask == 0xffffffffu ? WST_F_MASK_FULL : WST_F_MASK_EXPL;
    fl |= mode << WST_F_MODE_SHIFT;
    if (in->imm)
        fl |= WST_F_IMM;
    if (pv->started && fop == pv->op)
        fl |= WST_F_OP_SAME;
    if (in->ndst || in->nsrc)
        fl |= WST_F_REGS;
    if (pv->started && ncls == pv->cls && in->width == pv->width)
        fl |= WST_F_CLASS_SAME;
    ws_buf_u8(b, fl);
    ws_buf_svarint(b, (int64_t)in->pc - (int64_t)pv->pc);
    if ((fl & 3) == WST_F_MASK_EXPL)
        ws_buf_varint(b, in->mask);
    if (!(fl & WST_F_OP_SAME))
        ws_buf_varint(b, fop);
    if (!(fl & WST_F_CLASS_SAME)) {
        ws_buf_u8(b, ncls);
        ws_buf_u8(b, in->width);
    }
    if (fl & WST_F_REGS) {
        unsigned nd = in->ndst <= WS_MAX_DST ? in->ndst : WS_MAX_DST;
        unsigned ns = in->nsrc <= WS_MAX_SRC ? in->nsrc : WS_MAX_SRC;
        ws_buf_u8(b, nd << 4 | ns);
        for (unsigned r = 0; r < nd; r++)
            ws_buf_varint(b, in->dst[r]);
        for (unsigned r = 0; r < ns; r++)
            ws_buf_varint(b, in->src[r]);
    }
    if (mode == WS_ADDR_STRIDE) {
        ws_buf_svarint(b, (int64_t)(in->base - pv->base));
        ws_buf_svarint(b, in->stride);
        pv->base = in->base;
    } else if (mode == WS_ADDR_LIST) {
        ws_buf_svarint(b, (int64_t)(a[0] - pv->base));
        for (int k = 1; k < na; k++)
            ws_buf_svarint(b, (int64_t)(a[k] - a[k - 1]));
        pv->base = a[0];
    }
    if (fl & WST_F_IMM)
        ws_buf_svarint(b, in->imm);
    pv->pc = in->pc, pv->mask = in->mask, pv->op = fop, pv->cls = ncls, pv->width = in->width;
    pv->started = true;
}

/* The CTA payload (see warpscope-trace(5), "CTA chunk"). */
static void wst_encode_cta(struct ws_wst_writer *w, const struct ws_cta_trace *c,
                           const struct ws_trace *src)
{
    struct ws_buf *b = &w->raw;
    b->n = 0;
    ws_buf_varint(b, c->id);
    ws_buf_varint(b, c->nwarps);
    for (uint32_t wi = 0; wi < c->nwarps; wi++) {
        const struct ws_warp_trace *wt = &c->warp[wi];
        ws_buf_varint(b, wt->ninst);
        struct wst_prev pv = WST_PREV_START;
        for (uint32_t i = 0; i < wt->ninst; i++)
            wst_encode_inst(b, &pv, wt, &wt->inst[i], wst_map_op(w, src, wt->inst[i].op));
    }
}

static int wst_write(struct ws_wst_writer *w, const void *p, size_t n, struct ws_err *err)
{
    if (fwrite(p, 1, n, w->f) != n)
        return ws_errf(err, WS_ERR_RUNTIME, "%s: write failed: %s", w->path, strerror(errno));
    w->off += n;
    return 0;
}

/* Compress w->raw into a chunk: 16-byte header (ulen, clen, crc, tag) + zlib data. */
static int wst_write_chunk(struct ws_wst_writer *w, uint32_t tag, struct ws_err *err)
{
    uLongf clen = compressBound((uLong)w->raw.n);
    WS_GROW(w->z.p, w->z.cap, (size_t)clen + WST_CHUNK_HEADER);
    if (compress2(w->z.p + WST_CHUNK_HEADER, &clen, w->raw.p, (uLong)w->raw.n, 6) != Z_OK)
        return ws_errf(err, WS_ERR_RUNTIME, "%s: zlib compression failed", w->path);
    wst_put32(w->z.p, (uint32_t)w->raw.n);
    wst_put32(w->z.p + 4, (uint32_t)clen);
    wst_put32(w->z.p + 8, ws_crc32(0, w->raw.p, w->raw.n));
    wst_put32(w->z.p + 12, tag);
    return wst_write(w, w->z.p, (size_t)clen + WST_CHUNK_HEADER, err);
}

int ws_wst_add_cta(struct ws_wst_writer *w, const struct ws_cta_trace *c,
                   const struct ws_trace *opcodes, struct ws_err *err)
{
    if (!w->nkernels)
        return ws_errf(err, WS_ERR_RUNTIME, "%s: CTA added before any kernel", w->path);
    struct wst_wkernel *k = &w->k[w->nkernels - 1];
    if (c->id >= k->info.ncta || c->id != k->nchunk)
        return ws_errf(err, WS_ERR_RUNTIME, "%s: kernel %u: CTA %u out of order or outside "
                       "the grid (%u CTAs; every CTA is written, in id order)", w->path,
                       k->info.id, c->id, k->info.ncta);
    if (c->nwarps > k->info.warps_per_cta)
        return ws_errf(err, WS_ERR_INPUT, "%s: kernel %u CTA %u: %u warps, its block has %u",
                       w->path, k->info.id, c->id, c->nwarps, k->info.warps_per_cta);
    wst_encode_cta(w, c, opcodes);
    if (w->raw.n > WST_MAX_CHUNK)
        return ws_errf(err, WS_ERR_RUNTIME, "%s: kernel %u CTA %u too large for one chunk",
                       w->path, k->info.id, c->id);
    if (k->nchunk == k->chunk_cap) {
        size_t cap = k->chunk_cap;
        WS_GROW(k->cta, cap, (size_t)k->nchunk + 1);
        WS_GROW(k->off, k->chunk_cap, (size_t)k->nchunk + 1);
    }
    k->cta[k->nchunk] = c->id;
    k->off[k->nchunk++] = w->off;
    return wst_write_chunk(w, c->id, err);
}

static void wst_str(struct ws_buf *b, const char *s)
{
    size_t n = strlen(s);
    ws_buf_varint(b, n);
    ws_buf_put(b, s, n);
}

static void wst_free(struct ws_wst_writer *w)
{
    if (w->f)
        fclose(w->f);
    for (uint32_t i = 0; i < w->nkernels; i++) {
        free(w->k[i].info.name);
        free(w->k[i].cta);
        free(w->k[i].off);
    }
    free(w->k);
    for (uint32_t i = 0; i < w->nops; i++)
        free(w->ops[i]);
    free(w->ops);
    free(w->remap);
    free(w->raw.p);
    free(w->z.p);
    free(w->path);
    free(w);
}

int ws_wst_finish(struct ws_wst_writer *w, struct ws_err *err)
{
    for (uint32_t i = 0; i < w->nkernels; i++)
        if (w->k[i].nchunk != w->k[i].info.ncta) {
            ws_errf(err, WS_ERR_RUNTIME, "%s: kernel %u: %u of its %u CTAs written",
                    w->path, w->k[i].info.id, w->k[i].nchunk, w->k[i].info.ncta);
            ws_wst_abort(w);
            return err->code;
        }
    struct ws_buf *b = &w->raw;
    b->n = 0;
    ws_buf_varint(b, w->nkernels);
    for (uint32_t i = 0; i < w->nkernels; i++) {
        const struct wst_wkernel *k = &w->k[i];
        const struct ws_kernel_info *ki = &k->info;
        wst_str(b, ki->name);
        uint64_t v[] = { ki->id, ki->grid[0], ki->grid[1], ki->grid[2], ki->block[0],
                         ki->block[1], ki->block[2], ki->nregs, ki->shmem,
                         ki->binary_version, ki->shmem_base, ki->local_base, k->nchunk };
        for (size_t j = 0; j < sizeof v / sizeof v[0]; j++)
            ws_buf_varint(b, v[j]);
        uint64_t prev_off = 0;
        for (uint32_t j = 0; j < k->nchunk; j++) {
            ws_buf_varint(b, j ? k->cta[j] - k->cta[j - 1] - 1 : k->cta[j]);
            ws_buf_varint(b, k->off[j] - prev_off);
            prev_off = k->off[j];
        }
    }
    ws_buf_varint(b, w->nops);
    for (uint32_t i = 0; i < w->nops; i++)
        wst_str(b, w->ops[i]);
    uint64_t index_off = w->off;
    int rc = wst_write_chunk(w, WST_INDEX_TAG, err);
    unsigned char h[8];
    wst_put64(h, index_off);
    if (!rc && (fflush(w->f) || fseeko(w->f, 16, SEEK_SET) || fwrite(h, 1, 8, w->f) != 8))
        rc = ws_errf(err, WS_ERR_RUNTIME, "%s: cannot write the index: %s", w->path,
                     strerror(errno));
    if (!rc && fclose(w->f))
        rc = ws_errf(err, WS_ERR_RUNTIME, "%s: write failed: %s", w->path, strerror(errno));
    w->f = NULL;
    if (rc)
        remove(w->path);
    wst_free(w);
    return rc;
}

void ws_wst_abort(struct ws_wst_writer *w)
{
    if (!w)
        return;
    if (w->f)
        fclose(w->f);
    w->f = NULL;
    remove(w->path);
    wst_free(w);
}
