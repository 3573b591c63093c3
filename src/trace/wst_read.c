/* wst_read.c — the native .wst reader: header and index at open, then each CTA chunk
 * read on demand (seek, check, inflate, CRC, decode).  Every byte of a file is checked
 * somewhere: the header's fields (reserved ones must be zero), the index's layout
 * (every CTA of every grid has a chunk; chunks lie end to end from the header to the
 * index, which ends the file) and each chunk's header (its tag names its CTA, its
 * length fits the gap the index leaves) and payload.  Sizes a file claims are bounded
 * by the file's own size before anything is allocated.  Memory: the index (8 bytes
 * per CTA) plus the CTAs the caller holds. */
#define _POSIX_C_SOURCE 200809L
#include "wst.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

/* Invariant after open: off[0..nchunks) are the CTA chunks' offsets in file order
 * (kernel by kernel, CTA 0 first), strictly increasing from WST_HEADER_SIZE, and
 * off[nchunks] == index_off; kernel k's CTA c is chunk kfirst[k] + c. */
struct wst_impl {
    FILE *f;
    uint64_t size, index_off;
    uint64_t *off;
    uint64_t nchunks;
    uint64_t *kfirst;
    struct ws_buf z, raw;     /* reused chunk buffers */
};

static const struct ws_trace_ops wst_ops;

/* Inflate im->z (clen bytes) into im->raw, which must come out exactly ulen bytes long.
 * The output buffer grows with what the stream really produces (never to a size the
 * chunk merely claims).  Returns NULL or what is wrong. */
static const char *wst_inflate(struct wst_impl *im, uint32_t clen, uint32_t ulen)
{
    z_stream zs;
    memset(&zs, 0, sizeof zs);
    if (inflateInit(&zs) != Z_OK)
        return "zlib cannot start";
    size_t want = (size_t)ulen + 1;   /* one byte more shows a stream that is too long */
    size_t cap = im->raw.cap < want ? im->raw.cap : want;
    if (cap < 4096)
        cap = want < 4096 ? want : 4096;
    WS_GROW(im->raw.p, im->raw.cap, cap);
    zs.next_in = im->z.p;
    zs.avail_in = clen;
    const char *why = NULL;
    for (;;) {
        zs.next_out = im->raw.p + zs.total_out;
        zs.avail_out = (uInt)(cap - zs.total_out);
        int zr = inflate(&zs, Z_NO_FLUSH);
        if (zr == Z_STREAM_END)
            break;
        if (zr != Z_OK && zr != Z_BUF_ERROR) {
            why = zError(zr);
            break;
        }
        if (zs.avail_out == 0) {
            if (cap == want) {
                why = "more data than the chunk header says";
                break;
            }
            cap = cap * 2 < want ? cap * 2 : want;
            WS_GROW(im->raw.p, im->raw.cap, cap);
            continue;
        }
        if (zs.avail_in == 0 || zr == Z_BUF_ERROR) {
            why = "the zlib stream ends early";
            break;
        }
    }
    if (!why && zs.avail_in != 0)
        why = "bytes after the end of the zlib stream";
    if (!why && zs.total_out != ulen)
        why = "less data than the chunk header says";
    im->raw.n = zs.total_out;
    inflateEnd(&zs);
    return why;
}

/* Read and verify the chunk [off, end) tagged `tag` into im->raw.  what names it in
 * messages ("index", "kernel 2 CTA 7"). */
static int wst_read_chunk(struct ws_trace *t, uint64_t off, uint64_t end, uint32_t tag,
                          const char *what, struct ws_err *err)
{
    struct wst_impl *im = t->impl;
    unsigned char h[WST_CHUNK_HEADER];
    if (off > im->size || end > im->size || end < off || end - off < WST_CHUNK_HEADER)
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: chunk at offset %llu lies outside the "
                       "file (%llu bytes)", t->path, what, (unsigned long long)off,
                       (unsigned long long)im->size);
    if (fseeko(im->f, (off_t)off, SEEK_SET) || fread(h, 1, sizeof h, im->f) != sizeof h)
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: cannot read the chunk header at offset "
                       "%llu", t->path, what, (unsigned long long)off);
    uint32_t ulen = wst_get32(h), clen = wst_get32(h + 4), crc = wst_get32(h + 8);
    uint32_t htag = wst_get32(h + 12);
    if (htag != tag) {
        if (htag == WST_INDEX_TAG)
            return ws_errf(err, WS_ERR_INPUT, "%s: %s: corrupted chunk header (tagged as the "
                           "index)", t->path, what);
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: corrupted chunk header (tagged CTA %u)",
                       t->path, what, htag);
    }
    uint64_t room = end - off - WST_CHUNK_HEADER;
    if (tag == WST_INDEX_TAG && clen < room)
        return ws_errf(err, WS_ERR_INPUT, "%s: %llu bytes after the index, where the file "
                       "should end (appended to?)", t->path,
                       (unsigned long long)(room - clen));
    if (tag == WST_INDEX_TAG && clen > room)
        return ws_errf(err, WS_ERR_INPUT, "%s: truncated (the index needs %llu more bytes)",
                       t->path, (unsigned long long)(clen - room));
    if (clen != room)
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: corrupted chunk header (%u compressed "
                       "bytes, but the chunk has %llu)", t->path, what, clen,
                       (unsigned long long)room);
    if (ulen > WST_MAX_CHUNK || ulen > (uint64_t)clen * WST_MAX_RATIO + WST_RATIO_SLACK)
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: corrupted chunk header (%u bytes cannot "
                       "come from %u compressed bytes)", t->path, what, ulen, clen);
    WS_GROW(im->z.p, im->z.cap, (size_t)clen + 1);
    if (fread(im->z.p, 1, clen, im->f) != clen)
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: truncated chunk", t->path, what);
    const char *why = wst_inflate(im, clen, ulen);
    if (why)
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: corrupted chunk (zlib: %s)", t->path, what,
                       why);
    if (ws_crc32(0, im->raw.p, ulen) != crc)
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: corrupted chunk (CRC mismatch)", t->path,
                       what);
    return 0;
}

/* A length-prefixed string without NUL bytes (NULL and c->bad on error). */
static char *wst_str(struct ws_cur *c)
{
    uint64_t n = ws_cur_varint(c);
    if (c->bad || n > (uint64_t)(c->end - c->p) || memchr(c->p, 0, (size_t)n)) {
        c->bad = 1;
        return NULL;
    }
    char *s = ws_strndup((const char *)c->p, (size_t)n);
    c->p += n;
    return s;
}

/* Index errors: where names the part ("kernel 2", "opcode table"). */
static int wst_index_err(struct ws_trace *t, const char *where, const char *why,
                         struct ws_err *err)
{
    return ws_errf(err, WS_ERR_INPUT, "%s: index: %s%s%s", t->path, where, *where ? ": " : "",
                   why);
}

/* One kernel's entry of the index (kernel i, 0-based); appends its chunk offsets. */
static int wst_index_kernel(struct ws_trace *t, struct ws_cur *c, uint64_t i, size_t *cap,
                            struct ws_err *err)
{
    struct wst_impl *im = t->impl;
    struct ws_kernel_info *ki = &t->kernel[i];
    char where[48];
    snprintf(where, sizeof where, "kernel %llu", (unsigned long long)i + 1);
    ki->name = wst_str(c);
    t->nkernels = (uint32_t)i + 1;
    uint64_t v[13];
    for (int j = 0; j < 13; j++)
        v[j] = ws_cur_varint(c);
    if (c->bad)
        return wst_index_err(t, where, "bad encoding", err);
    for (int j = 0; j < 10; j++)
        if (v[j] > UINT32_MAX)
            return wst_index_err(t, where, "a field is larger than 32 bits", err);
    ki->id = (uint32_t)v[0];
    for (int j = 0; j < 3; j++)
        ki->grid[j] = (uint32_t)v[1 + j], ki->block[j] = (uint32_t)v[4 + j];
    ki->nregs = (uint32_t)v[7], ki->shmem = (uint32_t)v[8];
    ki->binary_version = (uint32_t)v[9];
    ki->shmem_base = v[10], ki->local_base = v[11];
    snprintf(where, sizeof where, "kernel %u", ki->id);
    uint64_t ncta = (uint64_t)ki->grid[0] * ki->grid[1] * ki->grid[2];
    uint64_t thr = (uint64_t)ki->block[0] * ki->block[1] * ki->block[2];
    if (thr > 65536 || (ncta && !thr))
        return wst_index_err(t, where, "block size out of range (1..65536 threads)", err);
    /* every CTA has a chunk of at least a chunk header: the grid is bounded by the file */
    if (ncta > UINT32_MAX || ncta > im->size / WST_CHUNK_HEADER)
        return wst_index_err(t, where, "more CTAs than the file can hold", err);
    if (v[12] != ncta)
        return wst_index_err(t, where, "the index does not list every CTA of the grid", err);
    ki->ncta = (uint32_t)ncta;
    ki->warps_per_cta = (uint32_t)((thr + 31) / 32);
    im->kfirst[i] = im->nchunks;
    WS_GROW(im->off, *cap, im->nchunks + ncta + 1);
    uint64_t off = 0, prev = im->nchunks ? im->off[im->nchunks - 1] : 0;
    for (uint64_t j = 0; j < ncta; j++) {
        uint64_t id = ws_cur_varint(c), d = ws_cur_varint(c);
        if (c->bad)
            return wst_index_err(t, where, "bad encoding", err);
        if (id != 0)   /* ids are stored as gaps: every CTA is there, so none */
            return wst_index_err(t, where, "CTA ids out of order", err);
        if (d > im->size || (off += d) > im->size)
            return wst_index_err(t, where, "a chunk offset lies outside the file", err);
        /* chunks follow each other, the first right after the header */
        if (im->nchunks ? off < prev + WST_CHUNK_HEADER + 1 : off != WST_HEADER_SIZE)
            return wst_index_err(t, where, "chunk offsets out of order", err);
        im->off[im->nchunks++] = prev = off;
    }
    return 0;
}

static int wst_index(struct ws_trace *t, struct ws_err *err)
{
    struct wst_impl *im = t->impl;
    struct ws_cur c = { im->raw.p, im->raw.p + im->raw.n, 0 };
    uint64_t nk = ws_cur_varint(&c);
    if (c.bad || nk > im->raw.n)
        return wst_index_err(t, "", "bad kernel count", err);
    t->kernel = ws_calloc(nk + 1, sizeof *t->kernel);
    im->kfirst = ws_calloc(nk + 1, sizeof *im->kfirst);
    size_t cap = 0;
    WS_GROW(im->off, cap, 1);
    for (uint64_t i = 0; i < nk; i++)
        if (wst_index_kernel(t, &c, i, &cap, err))
            return err->code;
    if (im->nchunks ? im->index_off < im->off[im->nchunks - 1] + WST_CHUNK_HEADER + 1
                    : im->index_off != WST_HEADER_SIZE)
        return wst_index_err(t, "", "the chunks and the index overlap or leave a gap", err);
    im->off[im->nchunks] = im->index_off;
    uint64_t nops = ws_cur_varint(&c);
    if (c.bad || nops > 0xffff)
        return wst_index_err(t, "opcode table", "bad opcode count", err);
    for (uint64_t i = 0; i < nops; i++) {
        char *s = wst_str(&c);
        uint16_t id;
        bool ok = s && *s && !ws_trace_intern_checked(t, s, strlen(s), &id) && id == i;
        free(s);
        if (!ok)
            return wst_index_err(t, "opcode table", "an empty, repeated or bad opcode", err);
    }
    if (c.p != c.end)
        return wst_index_err(t, "", "bytes after the opcode table", err);
    return 0;
}

/* The 32-byte header; fills im->index_off. */
static int wst_header(struct ws_trace *t, struct ws_err *err)
{
    struct wst_impl *im = t->impl;
    const char *path = t->path;
    unsigned char h[WST_HEADER_SIZE];
    if (im->size == 0)
        return ws_errf(err, WS_ERR_INPUT, "%s: empty file (not a .wst trace)", path);
    size_t got = fread(h, 1, sizeof h, im->f);
    if (got < WS_WST_MAGIC_LEN || memcmp(h, WS_WST_MAGIC, WS_WST_MAGIC_LEN))
        return ws_errf(err, WS_ERR_INPUT, "%s: not a .wst file (bad magic)", path);
    if (got != sizeof h)
        return ws_errf(err, WS_ERR_INPUT, "%s: header: truncated (%zu of %d bytes)", path, got,
                       WST_HEADER_SIZE);
    if (wst_get32(h + 8) != WST_VERSION)
        return ws_errf(err, WS_ERR_INPUT, "%s: header: .wst version %u, this warpscope reads "
                       "version %d", path, wst_get32(h + 8), WST_VERSION);
    if (wst_get32(h + 12) != 0)
        return ws_errf(err, WS_ERR_INPUT, "%s: header: unknown flags 0x%08x (corrupted?)", path,
                       wst_get32(h + 12));
    if (wst_get64(h + 24) != 0)
        return ws_errf(err, WS_ERR_INPUT, "%s: header: reserved bytes 24-31 are not zero "
                       "(corrupted?)", path);
    im->index_off = wst_get64(h + 16);
    if (im->index_off == 0)
        return ws_errf(err, WS_ERR_INPUT, "%s: incomplete .wst (the writer did not finish)",
                       path);
    if (im->index_off < WST_HEADER_SIZE || im->index_off > im->size ||
        im->size - im->index_off < WST_CHUNK_HEADER)
        return ws_errf(err, WS_ERR_INPUT, "%s: header: index offset %llu lies outside the "
                       "file (%llu bytes; truncated?)", path,
                       (unsigned long long)im->index_off, (unsigned long long)im->size);
    return 0;
}

struct ws_trace *ws_wst_open(const char *path, struct ws_err *err)
{
    if (access(path, F_OK) == 0 && ws_check_input_file(path, false, err))
        return NULL;   /* not a regular file: opening a FIFO would block */
    FILE *f = fopen(path, "rb");
    if (!f) {
        ws_errf(err, WS_ERR_INPUT, "%s: cannot open: %s", path, strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fileno(f), &st) || !S_ISREG(st.st_mode)) {
        ws_errf(err, WS_ERR_INPUT, "%s: not a regular file", path);
        fclose(f);
        return NULL;
    }
    struct ws_trace *t = ws_trace_alloc(&wst_ops, path);
    struct wst_impl *im = ws_calloc(1, sizeof *im);
    t->impl = im;
    im->f = f;
    im->size = (uint64_t)st.st_size;
    int rc = wst_header(t, err);
    /* the index chunk ends the file: a longer chunk is truncated, a shorter one
     * leaves bytes appended after it */
    if (!rc)
        rc = wst_read_chunk(t, im->index_off, im->size, WST_INDEX_TAG, "index", err);
    if (!rc)
        rc = wst_index(t, err);
    if (rc) {
        ws_trace_close(t);
        return NULL;
    }
    return t;
}

/* Reject a varint wider than bits (c->bad), else return it. */
static uint64_t wst_bounded(struct ws_cur *c, uint64_t max)
{
    uint64_t v = ws_cur_varint(c);
    if (v > max)
        c->bad = 1;
    return v;
}

int wst_decode_inst(uint32_t nopcodes, struct ws_cur *c, struct wst_prev *pv,
                    struct ws_warp_trace *w, size_t *acap, struct ws_inst *in)
{
    memset(in, 0, sizeof *in);
    for (int k = 0; k < WS_MAX_DST; k++)
        in->dst[k] = WS_REG_NONE;
    for (int k = 0; k < WS_MAX_SRC; k++)
        in->src[k] = WS_REG_NONE;
    unsigned fl = ws_cur_u8(c);
    int64_t pc = (int64_t)pv->pc + ws_cur_svarint(c);
    if (pc < 0 || pc > UINT32_MAX)
        return -1;
    pv->pc = (uint32_t)pc;
    if ((fl & 3) == WST_F_MASK_FULL)
        pv->mask = 0xffffffffu;
    else if ((fl & 3) == WST_F_MASK_EXPL)
        pv->mask = (uint32_t)wst_bounded(c, UINT32_MAX);
    else if ((fl & 3) != WST_F_MASK_SAME)
        return -1;
    if (!(fl & WST_F_OP_SAME))
        pv->op = (uint32_t)wst_bounded(c, nopcodes ? nopcodes - 1 : 0);
    if (!(fl & WST_F_CLASS_SAME)) {
        pv->cls = ws_cur_u8(c);
        pv->width = ws_cur_u8(c);
    }
    in->pc = pv->pc, in->mask = pv->mask, in->width = (uint8_t)pv->width;
    in->unit = pv->cls & 7, in->space = (pv->cls >> 3) & 7, in->memop = (uint8_t)(pv->cls >> 6);
    if (pv->op >= nopcodes || in->unit >= WS_UNIT_COUNT || in->space >= WS_SPACE_COUNT ||
        (in->unit == WS_UNIT_MEM) != (in->space != WS_SPACE_NONE))
        return -1;
    in->op = (uint16_t)pv->op;
    if (fl & WST_F_REGS) {
        unsigned r = ws_cur_u8(c);
        in->ndst = (uint8_t)(r >> 4), in->nsrc = r & 15;
        if (in->ndst > WS_MAX_DST || in->nsrc > WS_MAX_SRC)
            return -1;
        for (unsigned k = 0; k < in->ndst; k++)
            in->dst[k] = (uint16_t)wst_bounded(c, WS_REG_NONE - 1);
        for (unsigned k = 0; k < in->nsrc; k++)
            in->src[k] = (uint16_t)wst_bounded(c, WS_REG_NONE - 1);
    }
    unsigned mode = (fl >> WST_F_MODE_SHIFT) & 3;
    int n = __builtin_popcount(pv->mask);
    if (mode > WS_ADDR_LIST || (mode && (n == 0 || in->unit != WS_UNIT_MEM)))
        return -1;
    in->addr_mode = (uint8_t)mode;
    if (mode == WS_ADDR_STRIDE) {
        pv->base += (uint64_t)ws_cur_svarint(c);
        int64_t s = ws_cur_svarint(c);
        if (s < INT32_MIN || s > INT32_MAX)
            return -1;
        in->base = pv->base, in->stride = (int32_t)s;
    } else if (mode == WS_ADDR_LIST) {
        if ((size_t)(c->end - c->p) < (size_t)n)   /* one byte per address at least */
            return -1;
        WS_GROW(w->addr, *acap, (size_t)w->naddr + (size_t)n);
        in->addr_idx = w->naddr;
        pv->base += (uint64_t)ws_cur_svarint(c);
        in->base = pv->base;
        uint64_t a = pv->base;
        w->addr[w->naddr++] = a;
        for (int k = 1; k < n; k++) {
            a += (uint64_t)ws_cur_svarint(c);
            w->addr[w->naddr++] = a;
        }
    }
    if (fl & WST_F_IMM)
        in->imm = ws_cur_svarint(c);
    return c->bad ? -1 : 0;
}

/* Decode im->raw as the payload of CTA cta (kernel k) into out. */
static int wst_decode(struct ws_trace *t, const struct ws_kernel_info *k, uint32_t cta,
                      struct ws_cta_trace *out)
{
    struct wst_impl *im = t->impl;
    struct ws_cur c = { im->raw.p, im->raw.p + im->raw.n, 0 };
    uint64_t id = ws_cur_varint(&c), nw = ws_cur_varint(&c);
    if (c.bad || id != cta || nw > k->warps_per_cta)
        return -1;
    out->id = (uint32_t)id;
    out->nwarps = (uint32_t)nw;
    out->warp = ws_calloc(nw ? nw : 1, sizeof *out->warp);
    for (uint32_t wi = 0; wi < out->nwarps; wi++) {
        struct ws_warp_trace *w = &out->warp[wi];
        uint64_t ni = ws_cur_varint(&c);
        if (c.bad || ni > (uint64_t)(c.end - c.p) / 2)   /* two bytes per instruction at least */
            return -1;
        w->ninst = (uint32_t)ni;
        w->inst = ws_malloc((ni ? ni : 1) * sizeof *w->inst);
        size_t acap = 0;
        struct wst_prev pv = WST_PREV_START;
        for (uint32_t i = 0; i < w->ninst; i++)
            if (wst_decode_inst(t->nopcodes, &c, &pv, w, &acap, &w->inst[i]))
                return -1;
    }
    return c.p == c.end ? 0 : -1;
}

static int wst_load_cta(struct ws_trace *t, uint32_t kernel, uint32_t cta,
                        struct ws_cta_trace *out, struct ws_err *err)
{
    struct wst_impl *im = t->impl;
    const struct ws_kernel_info *k = &t->kernel[kernel];
    uint64_t ci = im->kfirst[kernel] + cta;
    char what[64];
    snprintf(what, sizeof what, "kernel %u CTA %u", k->id, cta);
    int rc = wst_read_chunk(t, im->off[ci], im->off[ci + 1], cta, what, err);
    if (rc)
        return rc;
    if (wst_decode(t, k, cta, out))
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
    free(im->off);
    free(im->kfirst);
    free(im->z.p);
    free(im->raw.p);
    free(im);
    t->impl = NULL;
}

static const struct ws_trace_ops wst_ops = { "wst", wst_load_cta, wst_close };
