/* wst_stream.c — streamed warps: a CTA loaded for simulation keeps each warp's
 * instructions compressed (the .wst instruction encoding of warpscope-trace(5), deflated
 * in blocks of WS_WARP_BLOCK instructions, each block starting from fresh "previous"
 * values so it decodes alone) and decodes one block at a time into a window.  Memory per
 * resident warp: its compressed stream plus one block, whatever the warp's length (a
 * demo's grid-stride loop over 64 MiB gives warps of tens of thousands of
 * instructions).  Works for every source: the CTA is loaded whole once, encoded, and the
 * whole form freed. */
#include "wst.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* Invariant: block b is z[boff[b] .. boff[b + 1]), holding instructions
 * [b * WS_WARP_BLOCK, min(ninst, (b + 1) * WS_WARP_BLOCK)); win holds block cur
 * (cur == UINT32_MAX: none yet), with its list addresses in win.addr, and view
 * describes it (n == 0: none). */
struct ws_warp_stream {
    struct ws_warp_window view;   /* first: ws_warp_inst reads it (inst = win.inst) */
    uint32_t nblocks, cur, nopcodes;
    size_t rawmax;            /* the longest block's encoding */
    uint32_t *boff;
    unsigned char *z;
    struct ws_warp_trace win;
    size_t icap, acap;
    struct ws_buf raw;        /* one block, inflated */
};

/* Deflate parameters for blocks of a few KiB: a 4 KiB window, a small hash. */
#define WST_STREAM_WBITS (-12)           /* raw deflate: no adler32 */
#define WST_STREAM_MEMLEVEL 5
#define WST_STREAM_STRATEGY Z_DEFAULT_STRATEGY

/* Compress warp w (whole) into a stream with the deflater ds; w keeps ninst, loses inst
 * and addr. */
static void wst_stream_make(struct ws_warp_trace *w, uint32_t nopcodes, struct ws_buf *enc,
                            z_stream *ds)
{
    struct ws_warp_stream *s = ws_calloc(1, sizeof *s);
    s->nopcodes = nopcodes;
    s->cur = UINT32_MAX;
    s->nblocks = (w->ninst + WS_WARP_BLOCK - 1) / WS_WARP_BLOCK;
    s->boff = ws_malloc(((size_t)s->nblocks + 1) * sizeof *s->boff);
    struct ws_buf z = { 0 };
    for (uint32_t b = 0; b < s->nblocks; b++) {
        uint32_t from = b * WS_WARP_BLOCK, to = from + WS_WARP_BLOCK;
        if (to > w->ninst)
            to = w->ninst;
        enc->n = 0;
        struct wst_prev pv = WST_PREV_START;
        for (uint32_t i = from; i < to; i++)
            wst_encode_inst(enc, &pv, w, &w->inst[i], w->inst[i].op);
        uLong bound = deflateBound(ds, (uLong)enc->n);
        WS_GROW(z.p, z.cap, z.n + bound);
        deflateReset(ds);
        ds->next_in = enc->p;
        ds->avail_in = (uInt)enc->n;
        ds->next_out = z.p + z.n;
        ds->avail_out = (uInt)bound;
        if (deflate(ds, Z_FINISH) != Z_STREAM_END)
            abort();   /* a bound-sized buffer always holds the stream */
        s->boff[b] = (uint32_t)z.n;
        z.n += bound - ds->avail_out;
        if (enc->n > s->rawmax)
            s->rawmax = enc->n;
    }
    s->boff[s->nblocks] = (uint32_t)z.n;
    s->z = ws_realloc(z.p, z.n ? z.n : 1);   /* trim to what is kept */
    free(w->inst);
    free(w->addr);
    w->inst = NULL;
    w->addr = NULL;
    w->naddr = 0;
    w->stream = s;
}

int ws_trace_load_cta_streamed(struct ws_trace *t, uint32_t kernel, uint32_t cta,
                               struct ws_cta_trace *out, struct ws_err *err)
{
    int rc = ws_trace_load_cta(t, kernel, cta, out, err);
    if (rc)
        return rc;
    struct ws_buf enc = { 0 };
    z_stream ds;
    bool init = false;
    for (uint32_t wi = 0; wi < out->nwarps; wi++) {
        if (out->warp[wi].ninst <= WS_WARP_STREAM_MIN)   /* a short warp stays whole */
            continue;
        if (!init) {
            memset(&ds, 0, sizeof ds);
            if (deflateInit2(&ds, 1, Z_DEFLATED, WST_STREAM_WBITS, WST_STREAM_MEMLEVEL,
                             WST_STREAM_STRATEGY) != Z_OK)
                abort();
            init = true;
        }
        wst_stream_make(&out->warp[wi], t->nopcodes ? t->nopcodes : 0xffff, &enc, &ds);
    }
    if (init)
        deflateEnd(&ds);
    free(enc.p);
    return WS_OK;
}

/* Decode block b of s into its window. */
static void wst_stream_block(const struct ws_warp_trace *w, struct ws_warp_stream *s,
                             uint32_t b)
{
    uint32_t from = b * WS_WARP_BLOCK, n = w->ninst - from;
    if (n > WS_WARP_BLOCK)
        n = WS_WARP_BLOCK;
    WS_GROW(s->raw.p, s->raw.cap, s->rawmax + 1);
    z_stream is;
    memset(&is, 0, sizeof is);
    is.next_in = s->z + s->boff[b];
    is.avail_in = s->boff[b + 1] - s->boff[b];
    is.next_out = s->raw.p;
    is.avail_out = (uInt)s->raw.cap;
    if (inflateInit2(&is, WST_STREAM_WBITS) != Z_OK || inflate(&is, Z_FINISH) != Z_STREAM_END)
        abort();   /* our own bytes: only memory can fail */
    size_t len = is.total_out;
    inflateEnd(&is);
    struct ws_cur c = { s->raw.p, s->raw.p + len, 0 };
    WS_GROW(s->win.inst, s->icap, n);
    s->win.naddr = 0;
    struct wst_prev pv = WST_PREV_START;
    for (uint32_t i = 0; i < n; i++)
        if (wst_decode_inst(s->nopcodes, &c, &pv, &s->win, &s->acap, &s->win.inst[i]))
            abort();   /* our own encoding decodes */
    s->win.ninst = n;
    s->cur = b;
    s->view.inst = s->win.inst;
    s->view.first = from;
    s->view.n = n;
}

const struct ws_inst *ws_warp_inst_block(const struct ws_warp_trace *w, uint32_t i)
{
    struct ws_warp_stream *s = w->stream;
    uint32_t b = i / WS_WARP_BLOCK;
    if (b != s->cur)
        wst_stream_block(w, s, b);
    return &s->win.inst[i - b * WS_WARP_BLOCK];
}

/* The list addresses of streamed warp w's current window. */
const uint64_t *ws_warp_stream_addrs(const struct ws_warp_trace *w, uint32_t *naddr)
{
    *naddr = w->stream->win.naddr;
    return w->stream->win.addr;
}

void ws_warp_stream_free(struct ws_warp_stream *s)
{
    if (!s)
        return;
    free(s->boff);
    free(s->z);
    free(s->win.inst);
    free(s->win.addr);
    free(s->raw.p);
    free(s);
}
