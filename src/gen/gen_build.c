/* gen_build.c — the instruction builder the demo generators share: the opcode table,
 * appending instructions to a warp stream, lane-address compaction (stride or list),
 * and small helpers (seeded hash, device-memory layout, grid setup). */
#include "gen_internal.h"

#include <string.h>

#define A WS_UNIT_ALU
#define M WS_UNIT_MEM
#define G WS_SPACE_GLOBAL
#define S WS_SPACE_SHARED
#define C WS_SPACE_CONST
#define LD WS_MEMOP_LOAD
#define ST WS_MEMOP_STORE
#define AT WS_MEMOP_ATOMIC

const struct gen_opinfo gen_ops[GOP_COUNT] = {
    [GOP_S2R] = { "S2R", A, 0, 0, 0 },
    [GOP_MOV] = { "MOV", A, 0, 0, 0 },
    [GOP_IMAD] = { "IMAD", A, 0, 0, 0 },
    [GOP_IMAD_WIDE] = { "IMAD.WIDE", A, 0, 0, 0 },
    [GOP_IADD3] = { "IADD3", A, 0, 0, 0 },
    [GOP_LEA] = { "LEA", A, 0, 0, 0 },
    [GOP_SHF] = { "SHF.R.U32.HI", A, 0, 0, 0 },
    [GOP_LOP3] = { "LOP3.LUT", A, 0, 0, 0 },
    [GOP_IMNMX] = { "IMNMX", A, 0, 0, 0 },
    [GOP_ISETP_GE] = { "ISETP.GE.AND", A, 0, 0, 0 },
    [GOP_ISETP_LT] = { "ISETP.LT.AND", A, 0, 0, 0 },
    [GOP_FADD] = { "FADD", A, 0, 0, 0 },
    [GOP_FMUL] = { "FMUL", A, 0, 0, 0 },
    [GOP_FFMA] = { "FFMA", A, 0, 0, 0 },
    [GOP_FSETP] = { "FSETP.GT.AND", A, 0, 0, 0 },
    [GOP_MUFU_RCP] = { "MUFU.RCP", WS_UNIT_SFU, 0, 0, 0 },
    [GOP_BRA] = { "BRA", A, 0, 0, 0 },
    [GOP_EXIT] = { "EXIT", WS_UNIT_EXIT, 0, 0, 0 },
    [GOP_BAR] = { "BAR.SYNC", WS_UNIT_BAR, 0, 0, 0 },
    [GOP_LDG] = { "LDG.E", M, G, LD, 4 },
    [GOP_LDG64] = { "LDG.E.64", M, G, LD, 8 },
    [GOP_LDG128] = { "LDG.E.128", M, G, LD, 16 },
    [GOP_LDG_U8] = { "LDG.E.U8", M, G, LD, 1 },
    [GOP_STG] = { "STG.E", M, G, ST, 4 },
    [GOP_STG_U8] = { "STG.E.U8", M, G, ST, 1 },
    [GOP_LDS] = { "LDS", M, S, LD, 4 },
    [GOP_STS] = { "STS", M, S, ST, 4 },
    [GOP_ATOMS] = { "ATOMS.ADD", M, S, AT, 4 },
    [GOP_RED] = { "RED.E.ADD", M, G, AT, 4 },
    [GOP_LDC] = { "LDC", M, C, LD, 4 },
    [GOP_SEL] = { "SEL", A, 0, 0, 0 },
    [GOP_F2F_F64] = { "F2F.F64.F32", A, 0, 0, 0 },
    [GOP_F2F_F32] = { "F2F.F32.F64", A, 0, 0, 0 },
    [GOP_DADD] = { "DADD", WS_UNIT_DP, 0, 0, 0 },
    [GOP_DMUL] = { "DMUL", WS_UNIT_DP, 0, 0, 0 },
    [GOP_DFMA] = { "DFMA", WS_UNIT_DP, 0, 0, 0 },
    [GOP_LDS_U8] = { "LDS.U8", M, S, LD, 1 },
    [GOP_STS_U8] = { "STS.U8", M, S, ST, 1 },
};

void gb_init(struct gen_warp *b, struct ws_warp_trace *out)
{
    memset(out, 0, sizeof *out);
    b->t = out;
    b->icap = 0;
    b->acap = 0;
    b->pc = 0;
}

static struct ws_inst *gb_new(struct gen_warp *b, enum gen_op op, uint32_t mask)
{
    struct ws_warp_trace *t = b->t;
    WS_GROW(t->inst, b->icap, (size_t)t->ninst + 1);
    struct ws_inst *in = &t->inst[t->ninst++];
    memset(in, 0, sizeof *in);
    for (int i = 0; i < WS_MAX_DST; i++)
        in->dst[i] = WS_REG_NONE;
    for (int i = 0; i < WS_MAX_SRC; i++)
        in->src[i] = WS_REG_NONE;
    in->pc = b->pc;
    b->pc += 16;
    in->mask = mask;
    in->op = (uint16_t)op;
    in->unit = gen_ops[op].unit;
    in->space = gen_ops[op].space;
    in->memop = gen_ops[op].memop;
    in->width = gen_ops[op].width;
    in->addr_mode = WS_ADDR_NONE;
    return in;
}

static void gb_src(struct ws_inst *in, int r)
{
    if (r >= 0 && in->nsrc < WS_MAX_SRC)
        in->src[in->nsrc++] = (uint16_t)r;
}

void gb_op(struct gen_warp *b, enum gen_op op, uint32_t mask, int dst, int s0, int s1,
           int s2)
{
    struct ws_inst *in = gb_new(b, op, mask);
    if (dst >= 0) {
        in->dst[0] = (uint16_t)dst;
        in->ndst = 1;
    }
    gb_src(in, s0);
    gb_src(in, s1);
    gb_src(in, s2);
}

void gb_mem(struct gen_warp *b, enum gen_op op, uint32_t mask, int dst, int addr, int data,
            const uint64_t lane_addr[GEN_WARP])
{
    struct ws_inst *in = gb_new(b, op, mask);
    if (dst >= 0) {
        in->dst[0] = (uint16_t)dst;
        in->ndst = 1;
    }
    gb_src(in, addr);
    gb_src(in, data);
    if (!mask)
        return;
    /* Compact the active lanes; use a stride when they are evenly spaced. */
    uint64_t a[GEN_WARP];
    int n = 0;
    for (int l = 0; l < GEN_WARP; l++)
        if (mask & (1u << l))
            a[n++] = lane_addr[l];
    int64_t d = n > 1 ? (int64_t)(a[1] - a[0]) : 0;
    bool stride = d >= INT32_MIN && d <= INT32_MAX;
    for (int i = 2; i < n && stride; i++)
        stride = (int64_t)(a[i] - a[i - 1]) == d;
    in->base = a[0];
    if (stride) {
        in->addr_mode = WS_ADDR_STRIDE;
        in->stride = (int32_t)d;
        return;
    }
    struct ws_warp_trace *t = b->t;
    in->addr_mode = WS_ADDR_LIST;
    in->addr_idx = t->naddr;
    WS_GROW(t->addr, b->acap, (size_t)t->naddr + (size_t)n);
    memcpy(t->addr + t->naddr, a, (size_t)n * sizeof a[0]);
    t->naddr += (uint32_t)n;
}

uint32_t gb_lanes(int n)
{
    if (n <= 0)
        return 0;
    if (n >= GEN_WARP)
        return 0xffffffffu;
    return (1u << n) - 1u;
}

void gb_exit(struct gen_warp *b, uint32_t mask)
{
    gb_op(b, GOP_EXIT, mask, R_NONE, R_NONE, R_NONE, R_NONE);
}

uint64_t gen_hash(uint64_t seed, uint64_t a, uint64_t b)
{
    uint64_t z = seed * 0x9e3779b97f4a7c15ull ^ (a + 0x632be59bd9b4e019ull) * 0xbf58476d1ce4e5b9ull;
    z ^= (b + 0x2545f4914f6cdd1dull) * 0x94d049bb133111ebull;
    z ^= z >> 30;
    z *= 0xbf58476d1ce4e5b9ull;
    z ^= z >> 27;
    z *= 0x94d049bb133111ebull;
    z ^= z >> 31;
    return z;
}

#define GEN_HEAP_BASE 0x7f0000000000ull
#define GEN_HEAP_ALIGN (2ull << 20)

uint64_t gen_alloc(struct gen_ctx *g, uint64_t bytes)
{
    if (g->heap < GEN_HEAP_BASE)
        g->heap = GEN_HEAP_BASE;
    uint64_t b = g->heap;
    g->heap += (bytes + GEN_HEAP_ALIGN - 1) / GEN_HEAP_ALIGN * GEN_HEAP_ALIGN;
    if (bytes == 0)
        g->heap += GEN_HEAP_ALIGN;
    return b;
}

void gen_set_grid(struct gen_ctx *g, uint32_t gx, uint32_t gy, uint32_t bx, uint32_t by)
{
    struct ws_kernel_info *k = &g->info;
    k->grid[0] = gx;
    k->grid[1] = gy;
    k->grid[2] = 1;
    k->block[0] = bx;
    k->block[1] = by;
    k->block[2] = 1;
    k->ncta = gx * gy;
    k->warps_per_cta = (bx * by + GEN_WARP - 1) / GEN_WARP;
}

uint32_t gb_prologue_1d(struct gen_warp *b, int64_t first, int64_t n)
{
    uint32_t all = 0xffffffffu;
    int64_t left = n - first;
    uint32_t in = gb_lanes(left < 0 ? 0 : left > GEN_WARP ? GEN_WARP : (int)left);
    gb_op(b, GOP_S2R, all, 0, R_NONE, R_NONE, R_NONE);        /* R0 = tid.x */
    gb_op(b, GOP_S2R, all, 3, R_NONE, R_NONE, R_NONE);        /* R3 = ctaid.x */
    gb_op(b, GOP_IMAD, all, 0, 3, 0, R_NONE);                 /* R0 = ctaid*ntid + tid */
    gb_op(b, GOP_ISETP_GE, all, R_NONE, 0, R_NONE, R_NONE);   /* P0 = R0 >= n */
    gb_exit(b, ~in);                                          /* @P0 EXIT */
    return in;
}
