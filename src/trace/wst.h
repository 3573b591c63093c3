/* wst.h — private layout constants of the native .wst format shared by wst_write.c and
 * wst_read.c (the format is documented in man/warpscope-trace.5). */
#ifndef WARPSCOPE_WST_H
#define WARPSCOPE_WST_H

#include "trace_impl.h"

#define WST_VERSION 1
#define WST_HEADER_SIZE 32       /* magic[8] version flags index_off(8) reserved(8) */
#define WST_CHUNK_HEADER 16      /* ulen clen crc cta */
#define WST_MAX_CHUNK (1u << 30) /* sanity bound on one CTA's encoded size */
#define WST_INDEX_TAG 0xffffffffu
/* zlib's deflate cannot compress better than 1032:1 (a 258-byte match costs at least
 * two bits), so a chunk claiming more than this many bytes per compressed byte (plus
 * a little for tiny streams) is corrupt: the claim is refused before any allocation. */
#define WST_MAX_RATIO 1032u
#define WST_RATIO_SLACK 64u

/* Instruction flag byte. */
#define WST_F_MASK_SAME 0u       /* bits 0-1: mask as the previous instruction's */
#define WST_F_MASK_FULL 1u       /*           0xffffffff */
#define WST_F_MASK_EXPL 2u       /*           varint follows */
#define WST_F_MODE_SHIFT 2       /* bits 2-3: enum ws_addr_mode */
#define WST_F_IMM 0x10u          /* svarint immediate follows */
#define WST_F_OP_SAME 0x20u      /* opcode id as the previous instruction's */
#define WST_F_REGS 0x40u         /* register counts byte and registers follow */
#define WST_F_CLASS_SAME 0x80u   /* unit/space/memop/width as the previous instruction's */

/* The running "previous" values of one warp's instruction encoding (warpscope-trace(5),
 * "CTA payload"): pc 0, mask 0xffffffff, opcode 0, base 0 at the start of a warp. */
struct wst_prev { uint32_t pc, mask, op; uint64_t base; unsigned cls, width; bool started; };
#define WST_PREV_START { 0, 0xffffffffu, 0, 0, 0, 0, false }

/* Append instruction `in` of warp wt (its addresses read from wt) with opcode id op. */
void wst_encode_inst(struct ws_buf *b, struct wst_prev *pv, const struct ws_warp_trace *wt,
                     const struct ws_inst *in, uint32_t op);
/* Decode one instruction into *in, appending its list addresses to w->addr (capacity
 * *acap); opcode ids must be below nopcodes.  0, or -1 on a bad encoding. */
int wst_decode_inst(uint32_t nopcodes, struct ws_cur *c, struct wst_prev *pv,
                    struct ws_warp_trace *w, size_t *acap, struct ws_inst *in);

/* The list addresses of streamed warp w's decoded window (wst_stream.c). */
const uint64_t *ws_warp_stream_addrs(const struct ws_warp_trace *w, uint32_t *naddr);
void ws_warp_stream_free(struct ws_warp_stream *s);

static inline void wst_put32(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)v, p[1] = (unsigned char)(v >> 8);
    p[2] = (unsigned char)(v >> 16), p[3] = (unsigned char)(v >> 24);
}
static inline uint32_t wst_get32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static inline void wst_put64(unsigned char *p, uint64_t v)
{
    wst_put32(p, (uint32_t)v);
    wst_put32(p + 4, (uint32_t)(v >> 32));
}
static inline uint64_t wst_get64(const unsigned char *p)
{
    return (uint64_t)wst_get32(p) | (uint64_t)wst_get32(p + 4) << 32;
}

#endif
