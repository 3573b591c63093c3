/* wst_read.c — the native .wst reader: header and index at open, then each CTA chunk
 * read on demand (seek, CRC check, inflate, decode).  Memory: the index plus the CTAs
 * the caller holds. */
#define _POSIX_C_SOURCE 200809L
#include "wst.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* Per kernel: the CTAs present, sorted by id, and their chunk offsets. */
struct wst_rkernel { uint32_t n; uint32_t *cta; uint64_t *off; };

struct wst_impl {
    FILE *f;
    uint64_t size;
    struct wst_rkernel *k;
    struct ws_buf z, raw;     /* reused chunk buffers */
};

static const struct ws_trace_ops wst_ops;

/* Read and verify the chunk at off into im->raw.  what names it in messages. */
static int wst_read_chunk(struct ws_trace *t, uint64_t off, const char *what,
                          struct ws_err *err)
{
    struct wst_impl *im = t->impl;
    unsigned char h[WST_CHUNK_HEADER];
    if (off > im->size || im->size - off < WST_CHUNK_HEADER || fseeko(im->f, (off_t)off, SEEK_SET) ||
        fread(h, 1, sizeof h, im->f) != sizeof h)
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: truncated file (chunk header at offset "
                       "%llu)", t->path, what, (unsigned long long)off);
    uint32_t ulen = wst_get32(h), clen = wst_get32(h + 4), crc = wst_get32(h + 8);
    if (ulen > WST_MAX_CHUNK || clen > im->size - off - WST_CHUNK_HEADER)
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: corrupted chunk (sizes %u/%u out of range)",
                       t->path, what, ulen, clen);
    WS_GROW(im->z.p, im->z.cap, (size_t)clen + 1);
    WS_GROW(im->raw.p, im->raw.cap, (size_t)ulen + 1);
    if (fread(im->z.p, 1, clen, im->f) != clen)
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: truncated chunk", t->path, what);
    uLongf n = ulen;
    int zr = uncompress(im->raw.p, &n, im->z.p, clen);
    if (zr != Z_OK || n != ulen)
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: corrupted chunk (zlib: %s)", t->path, what,
                       zr == Z_OK ? "wrong length" : zError(zr));
    if (ws_crc32(0, im->raw.p, ulen) != crc)
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: corrupted chunk (CRC mismatch)", t->path,
                       what);
    im->raw.n = ulen;
    return 0;
}

static char *wst_str(struct ws_cur *c)
{
    uint64_t n = ws_cur_varint(c);
    if (c->bad || n > (uint64_t)(c->end - c->p)) {
        c->bad = 1;
        return NULL;
    }
    char *s = ws_strndup((const char *)c->p, (size_t)n);
    c->p += n;
    return s;
}

static int wst_index(struct ws_trace *t, struct ws_err *err)
{
    struct wst_impl *im = t->impl;
    struct ws_cur c = { im->raw.p, im->raw.p + im->raw.n, 0 };
    uint64_t nk = ws_cur_varint(&c);
    if (nk > im->raw.n)
        c.bad = 1;
    if (!c.bad) {
        t->kernel = ws_calloc(nk + 1, sizeof *t->kernel);
        im->k = ws_calloc(nk + 1, sizeof *im->k);
    }
    for (uint64_t i = 0; i < nk && !c.bad; i++) {
        struct ws_kernel_info *ki = &t->kernel[i];
        ki->name = wst_str(&c);
        t->nkernels = (uint32_t)i + 1;
        uint64_t v[13];
        for (int j = 0; j < 13; j++)
            v[j] = ws_cur_varint(&c);
        for (int j = 0; j < 10; j++)
            if (v[j] > UINT32_MAX)
                c.bad = 1;
        ki->id = (uint32_t)v[0];
        for (int j = 0; j < 3; j++)
            ki->grid[j] = (uint32_t)v[1 + j], ki->block[j] = (uint32_t)v[4 + j];
        ki->nregs = (uint32_t)v[7], ki->shmem = (uint32_t)v[8];
        ki->binary_version = (uint32_t)v[9];
        ki->shmem_base = v[10], ki->local_base = v[11];
        uint64_t ncta = (uint64_t)ki->grid[0] * ki->grid[1] * ki->grid[2];
        uint64_t thr = (uint64_t)ki->block[0] * ki->block[1] * ki->block[2];
        if (ncta > UINT32_MAX || thr > 65536 || v[12] > ncta || v[12] > im->raw.n)
            c.bad = 1;
        if (c.bad)
            break;
        ki->ncta = (uint32_t)ncta;
        ki->warps_per_cta = (uint32_t)((thr + 31) / 32);
        struct wst_rkernel *rk = &im->k[i];
        rk->n = (uint32_t)v[12];
        rk->cta = ws_calloc(rk->n + 1u, sizeof *rk->cta);
        rk->off = ws_calloc(rk->n + 1u, sizeof *rk->off);
        uint64_t cta = 0, off = 0;
        for (uint32_t j = 0; j < rk->n && !c.bad; j++) {
            cta += ws_cur_varint(&c) + (j ? 1 : 0);
            off += ws_cur_varint(&c);
            if (cta >= ncta || off >= im->size)
                c.bad = 1;
            rk->cta[j] = (uint32_t)cta, rk->off[j] = off;
        }
    }
    uint64_t nops = c.bad ? 0 : ws_cur_varint(&c);
    if (nops > 0xffff)
        c.bad = 1;
    for (uint64_t i = 0; i < nops && !c.bad; i++) {
        char *s = wst_str(&c);
        uint16_t id;
        if (!s || ws_trace_intern_checked(t, s, strlen(s), &id) || id != i)
            c.bad = 1;
        free(s);
    }
    if (c.bad || c.p != c.end)
        return ws_errf(err, WS_ERR_INPUT, "%s: index: corrupted (bad encoding)", t->path);
    return 0;
}

struct ws_trace *ws_wst_open(const char *path, struct ws_err *err)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        ws_errf(err, WS_ERR_INPUT, "%s: cannot open: %s", path, strerror(errno));
        return NULL;
    }
    struct ws_trace *t = ws_trace_alloc(&wst_ops, path);
    struct wst_impl *im = ws_calloc(1, sizeof *im);
    t->impl = im;
    im->f = f;
    unsigned char h[WST_HEADER_SIZE];
    int rc = 0;
    if (fseeko(f, 0, SEEK_END) == 0)
        im->size = (uint64_t)ftello(f);
    rewind(f);
    if (fread(h, 1, sizeof h, f) != sizeof h || memcmp(h, WS_WST_MAGIC, WS_WST_MAGIC_LEN))
        rc = ws_errf(err, WS_ERR_INPUT, "%s: not a .wst file (bad magic or shorter than the "
                     "%d-byte header)", path, WST_HEADER_SIZE);
    else if (wst_get32(h + 8) != WST_VERSION)
        rc = ws_errf(err, WS_ERR_INPUT, "%s: .wst version %u, this warpscope reads version %d",
                     path, wst_get32(h + 8), WST_VERSION);
    else if (wst_get64(h + 16) == 0)
        rc = ws_errf(err, WS_ERR_INPUT, "%s: incomplete .wst (the writer did not finish)",
                     path);
    else
        rc = wst_read_chunk(t, wst_get64(h + 16), "index", err);
    if (!rc)
        rc = wst_index(t, err);
    if (rc) {
        ws_trace_close(t);
        return NULL;
    }
    return t;
}

/* Decode im->raw as the CTA payload into out. */
static int wst_decode(struct ws_trace *t, struct ws_cta_trace *out)
{
    struct wst_impl *im = t->impl;
    struct ws_cur c = { im->raw.p, im->raw.p + im->raw.n, 0 };
    uint64_t id = ws_cur_varint(&c), nw = ws_cur_varint(&c);
    if (c.bad || id > UINT32_MAX || nw > 65536)
        return -1;
    out->id = (uint32_t)id;
    out->nwarps = (uint32_t)nw;
    out->warp = ws_calloc(nw ? nw : 1, sizeof *out->warp);
    for (uint32_t wi = 0; wi < out->nwarps; wi++) {
        struct ws_warp_trace *w = &out->warp[wi];
        uint64_t ni = ws_cur_varint(&c);
        if (c.bad || ni > (uint64_t)(c.end - c.p) / 2)
            return -1;
        w->ninst = (uint32_t)ni;
        w->inst = ws_malloc((ni ? ni : 1) * sizeof *w->inst);
        size_t acap = 0;
        uint32_t pc = 0, mask = 0xffffffffu, op = 0;
        uint64_t base = 0;
        unsigned cls = 0, width = 0;
        for (uint32_t i = 0; i < w->ninst; i++) {
            struct ws_inst *in = &w->inst[i];
            memset(in, 0, sizeof *in);
            unsigned fl = ws_cur_u8(&c);
            pc = (uint32_t)((int64_t)pc + ws_cur_svarint(&c));
            if ((fl & 3) == WST_F_MASK_FULL)
                mask = 0xffffffffu;
            else if ((fl & 3) == WST_F_MASK_EXPL)
                mask = (uint32_t)ws_cur_varint(&c);
            else if ((fl & 3) != WST_F_MASK_SAME)
                return -1;
            if (!(fl & WST_F_OP_SAME))
                op = (uint32_t)ws_cur_varint(&c);
            if (!(fl & WST_F_CLASS_SAME)) {
                cls = ws_cur_u8(&c);
                width = ws_cur_u8(&c);
            }
            in->pc = pc, in->mask = mask, in->width = (uint8_t)width;
            in->unit = cls & 7, in->space = (cls >> 3) & 7, in->memop = (uint8_t)(cls >> 6);
            if (op >= t->nopcodes || in->unit >= WS_UNIT_COUNT || in->space >= WS_SPACE_COUNT ||
                (in->unit == WS_UNIT_MEM) != (in->space != WS_SPACE_NONE))
                return -1;
            in->op = (uint16_t)op;
            if (fl & WST_F_REGS) {
                unsigned r = ws_cur_u8(&c);
                in->ndst = (uint8_t)(r >> 4), in->nsrc = r & 15;
                if (in->ndst > WS_MAX_DST || in->nsrc > WS_MAX_SRC)
                    return -1;
                for (unsigned k = 0; k < in->ndst; k++)
                    in->dst[k] = (uint16_t)ws_cur_varint(&c);
                for (unsigned k = 0; k < in->nsrc; k++)
                    in->src[k] = (uint16_t)ws_cur_varint(&c);
            }
            unsigned mode = (fl >> WST_F_MODE_SHIFT) & 3;
            int n = __builtin_popcount(mask);
            if (mode > WS_ADDR_LIST || (mode && (n == 0 || in->unit != WS_UNIT_MEM)))
                return -1;
            in->addr_mode = (uint8_t)mode;
            if (mode == WS_ADDR_STRIDE) {
                base += (uint64_t)ws_cur_svarint(&c);
                int64_t s = ws_cur_svarint(&c);
                if (s < INT32_MIN || s > INT32_MAX)
                    return -1;
                in->base = base, in->stride = (int32_t)s;
            } else if (mode == WS_ADDR_LIST) {
                WS_GROW(w->addr, acap, (size_t)w->naddr + (size_t)n);
                in->addr_idx = w->naddr;
                base += (uint64_t)ws_cur_svarint(&c);
                in->base = base;
                uint64_t a = base;
                w->addr[w->naddr++] = a;
                for (int k = 1; k < n; k++) {
                    a += (uint64_t)ws_cur_svarint(&c);
                    w->addr[w->naddr++] = a;
                }
            }
            if (fl & WST_F_IMM)
                in->imm = ws_cur_svarint(&c);
            if (c.bad)
                return -1;
        }
    }
    return c.p == c.end ? 0 : -1;
}

static int wst_load_cta(struct ws_trace *t, uint32_t kernel, uint32_t cta,
                        struct ws_cta_trace *out, struct ws_err *err)
{
    struct wst_impl *im = t->impl;
    const struct wst_rkernel *k = &im->k[kernel];
    size_t lo = 0, hi = k->n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (k->cta[mid] < cta)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == k->n || k->cta[lo] != cta) {
        out->id = cta;
        out->nwarps = t->kernel[kernel].warps_per_cta;
        out->warp = ws_calloc(out->nwarps ? out->nwarps : 1, sizeof *out->warp);
        return 0;
    }
    char what[64];
    snprintf(what, sizeof what, "kernel %u CTA %u", t->kernel[kernel].id, cta);
    int rc = wst_read_chunk(t, k->off[lo], what, err);
    if (rc)
        return rc;
    if (wst_decode(t, out) || out->id != cta)
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: corrupted chunk (bad encoding)", t->path,
                       what);
    return 0;
}

static void wst_close(struct ws_trace *t)
{
    struct wst_impl *im = t->impl;
    if (!im)
        return;
    if (im->f)
        fclose(im->f);
    for (uint32_t i = 0; im->k && i < t->nkernels; i++) {
        free(im->k[i].cta);
        free(im->k[i].off);
    }
    free(im->k);
    free(im->z.p);
    free(im->raw.p);
    free(im);
    t->impl = NULL;
}

static const struct ws_trace_ops wst_ops = { "wst", wst_load_cta, wst_close };
