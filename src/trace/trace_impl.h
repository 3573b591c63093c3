/* trace_impl.h — private interfaces between the trace sources in src/trace/: the
 * per-format open functions, allocation of a ws_trace, and varint helpers shared by the
 * .wst writer and reader. */
#ifndef WARPSCOPE_TRACE_IMPL_H
#define WARPSCOPE_TRACE_IMPL_H

#include <stddef.h>
#include <stdint.h>
#include "warpscope/trace.h"

/* Magic bytes at the start of every .wst file. */
#define WS_WST_MAGIC "WSTRACE\x1a"
#define WS_WST_MAGIC_LEN 8

struct ws_trace *ws_accelsim_open(const char *path, struct ws_err *err);
struct ws_trace *ws_wst_open(const char *path, struct ws_err *err);

/* A fresh, empty trace owned by ops (path is copied). */
struct ws_trace *ws_trace_alloc(const struct ws_trace_ops *ops, const char *path);
/* Intern with an error instead of saturating when the table is full (65535 ids). */
int ws_trace_intern_checked(struct ws_trace *t, const char *text, size_t len,
                            uint16_t *id);

/* Growable byte buffer used by the .wst encoder. */
struct ws_buf { unsigned char *p; size_t n, cap; };
void ws_buf_put(struct ws_buf *b, const void *src, size_t n);
void ws_buf_u8(struct ws_buf *b, unsigned v);
void ws_buf_varint(struct ws_buf *b, uint64_t v);
static inline uint64_t ws_zigzag(int64_t v) { return ((uint64_t)v << 1) ^ (uint64_t)(v >> 63); }
static inline int64_t ws_unzigzag(uint64_t v) { return (int64_t)(v >> 1) ^ -(int64_t)(v & 1); }
static inline void ws_buf_svarint(struct ws_buf *b, int64_t v) { ws_buf_varint(b, ws_zigzag(v)); }

/* Bounds-checked decoding cursor: every read sets bad on overrun instead of reading
 * past end. */
struct ws_cur { const unsigned char *p, *end; int bad; };
uint64_t ws_cur_varint_slow(struct ws_cur *c);
static inline uint64_t ws_cur_varint(struct ws_cur *c)
{
    if (c->p < c->end && *c->p < 0x80)
        return *c->p++;
    return ws_cur_varint_slow(c);
}
static inline unsigned ws_cur_u8(struct ws_cur *c)
{
    if (c->p < c->end)
        return *c->p++;
    c->bad = 1;
    return 0;
}
static inline int64_t ws_cur_svarint(struct ws_cur *c) { return ws_unzigzag(ws_cur_varint(c)); }

/* Free the arrays of a CTA's warps (not the warps array). */
void ws_warp_trace_free(struct ws_warp_trace *w);

#endif
