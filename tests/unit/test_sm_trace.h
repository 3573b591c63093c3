/* test_sm_trace.h — hand-made traces for the core's unit tests: a generator callback
 * fills each warp's instruction stream with ht_alu/ht_ld/ht_st/ht_bar/ht_exit. */
#ifndef WS_TEST_SM_TRACE_H
#define WS_TEST_SM_TRACE_H

#include <stdlib.h>
#include <string.h>
#include "warpscope/trace.h"
#include "warpscope/sim.h"
#include "warpscope/util.h"

struct ht_warp {
    struct ws_warp_trace *w;
    size_t cap;
    uint32_t pc;
};

typedef void (*ht_gen_fn)(void *ctx, uint32_t kernel, uint32_t cta, uint32_t warp,
                          struct ht_warp *b);

struct ht_trace {
    struct ws_trace t;
    struct ws_kernel_info k[4];
    ht_gen_fn gen;
    void *ctx;
};

static struct ws_inst *ht_push(struct ht_warp *b)
{
    if (b->w->ninst == b->cap) {
        b->cap = b->cap ? b->cap * 2 : 16;
        b->w->inst = ws_realloc(b->w->inst, b->cap * sizeof *b->w->inst);
    }
    struct ws_inst *in = &b->w->inst[b->w->ninst++];
    memset(in, 0, sizeof *in);
    in->pc = b->pc;
    b->pc += 8;                 /* 8-byte instructions, as Pascal's */
    in->mask = 0xffffffffu;
    for (int i = 0; i < WS_MAX_DST; i++) in->dst[i] = WS_REG_NONE;
    for (int i = 0; i < WS_MAX_SRC; i++) in->src[i] = WS_REG_NONE;
    return in;
}

/* dst = op(src0, src1); a register < 0 means none. */
static inline void ht_op(struct ht_warp *b, int unit, int dst, int s0, int s1)
{
    struct ws_inst *in = ht_push(b);
    in->unit = (uint8_t)unit;
    if (dst >= 0) { in->dst[0] = (uint16_t)dst; in->ndst = 1; }
    if (s0 >= 0) in->src[in->nsrc++] = (uint16_t)s0;
    if (s1 >= 0) in->src[in->nsrc++] = (uint16_t)s1;
}
static inline void ht_alu(struct ht_warp *b, int dst, int s0, int s1) { ht_op(b, WS_UNIT_ALU, dst, s0, s1); }
static inline void ht_bar(struct ht_warp *b) { ht_op(b, WS_UNIT_BAR, -1, -1, -1); }
static inline void ht_exit(struct ht_warp *b) { ht_op(b, WS_UNIT_EXIT, -1, -1, -1); }

/* Global memory access: lane k at base + k * stride (4-byte lanes). */
static inline void ht_mem(struct ht_warp *b, int memop, int space, int dst, int src,
                          uint64_t base, int32_t stride)
{
    struct ws_inst *in = ht_push(b);
    in->unit = WS_UNIT_MEM;
    in->space = (uint8_t)space;
    in->memop = (uint8_t)memop;
    in->width = 4;
    in->addr_mode = WS_ADDR_STRIDE;
    in->base = base;
    in->stride = stride;
    if (dst >= 0) { in->dst[0] = (uint16_t)dst; in->ndst = 1; }
    if (src >= 0) in->src[in->nsrc++] = (uint16_t)src;
}
static inline void ht_ld(struct ht_warp *b, int dst, uint64_t base, int32_t stride)
{
    ht_mem(b, WS_MEMOP_LOAD, WS_SPACE_GLOBAL, dst, -1, base, stride);
}
static inline void ht_st(struct ht_warp *b, int src, uint64_t base, int32_t stride)
{
    ht_mem(b, WS_MEMOP_STORE, WS_SPACE_GLOBAL, -1, src, base, stride);
}

static int ht_load_cta(struct ws_trace *t, uint32_t kernel, uint32_t cta,
                       struct ws_cta_trace *out, struct ws_err *err)
{
    (void)err;
    struct ht_trace *h = t->impl;
    const struct ws_kernel_info *k = &t->kernel[kernel];
    out->id = cta;
    out->nwarps = k->warps_per_cta;
    out->warp = ws_calloc(out->nwarps, sizeof *out->warp);
    for (uint32_t i = 0; i < out->nwarps; i++) {
        struct ht_warp b = { &out->warp[i], 0, 0 };
        h->gen(h->ctx, kernel, cta, i, &b);
    }
    return WS_OK;
}

static void ht_close(struct ws_trace *t) { (void)t; }

static const struct ws_trace_ops ht_ops = { "hand", ht_load_cta, ht_close };

/* One kernel of ncta CTAs of `warps` warps (32 threads each). */
static inline void ht_init(struct ht_trace *h, uint32_t ncta, uint32_t warps, ht_gen_fn gen,
                           void *ctx)
{
    memset(h, 0, sizeof *h);
    h->t.ops = &ht_ops;
    h->t.impl = h;
    h->t.path = (char *)"hand";
    h->t.nkernels = 1;
    h->t.kernel = h->k;
    h->k[0].name = (char *)"hand";
    h->k[0].id = 1;
    h->k[0].grid[0] = ncta; h->k[0].grid[1] = h->k[0].grid[2] = 1;
    h->k[0].block[0] = warps * 32; h->k[0].block[1] = h->k[0].block[2] = 1;
    h->k[0].ncta = ncta;
    h->k[0].warps_per_cta = warps;
    h->k[0].nregs = 8;
    h->gen = gen;
    h->ctx = ctx;
}

#endif
