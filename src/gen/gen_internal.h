/* gen_internal.h — what the demo kernel generators share: the kernel descriptor
 * table entry, the generation context, and the instruction builder (gen_build.c). */
#ifndef WS_GEN_INTERNAL_H
#define WS_GEN_INTERNAL_H

#include <stdint.h>
#include "warpscope/gen.h"
#include "warpscope/trace.h"

#define GEN_MAX_PARAMS 8
#define GEN_WARP 32

/* Opcodes the generators emit.  Their ids in a demo trace's opcode table equal these
 * enum values (gen.c interns them in order). */
enum gen_op {
    GOP_S2R, GOP_MOV, GOP_IMAD,
    GOP_IMAD_WIDE, GOP_IADD3, GOP_LEA, GOP_SHF, GOP_LOP3, GOP_IMNMX, GOP_ISETP_GE,
    GOP_ISETP_LT, GOP_FADD, GOP_FMUL, GOP_FFMA, GOP_FSETP, GOP_MUFU_RCP, GOP_BRA,
    GOP_EXIT, GOP_BAR, GOP_LDG, GOP_LDG64, GOP_LDG128, GOP_LDG_U8, GOP_STG, GOP_STG_U8,
    GOP_LDS, GOP_STS, GOP_ATOMS, GOP_RED, GOP_LDC, GOP_SEL, GOP_F2F_F64, GOP_F2F_F32,
    GOP_DADD, GOP_DMUL, GOP_DFMA, GOP_LDS_U8, GOP_STS_U8,
    GOP_COUNT
};

/* Static facts about one opcode. */
struct gen_opinfo {
    const char *text;     /* SASS text with modifiers */
    uint8_t unit, space, memop, width;
};
extern const struct gen_opinfo gen_ops[GOP_COUNT];

/* One size parameter of a kernel (scale and seed are common to all). */
struct gen_param {
    const char *name;
    int64_t def, min, max;
    const char *doc;
};

/* A generated trace's state.  Invariant: gen_kinfo(g, k) describes exactly the CTAs
 * that launch k produces; data is owned by the kernel (freed by its cleanup).  Most
 * demos are one launch, described by info; a demo of several launches (histogram: the
 * SDK sample's four kernels) sets nkernels and kernels[] in setup (names owned by the
 * context). */
struct gen_ctx {
    const struct gen_kernel *k;
    int64_t p[GEN_MAX_PARAMS];   /* values of k->params, in table order */
    int64_t scale;
    uint64_t seed;
    struct ws_kernel_info info;
    uint32_t nkernels;           /* launches in the trace: 1 (info) unless setup sets more */
    struct ws_kernel_info *kernels;   /* NULL, or nkernels launches in execution order */
    uint64_t heap;               /* next free device address (gen_alloc) */
    uint64_t base[8];            /* array bases, filled by setup via gen_alloc */
    int64_t x[8];                /* kernel-derived sizes (e.g. n * scale), set by setup */
    void *data;                  /* kernel-private (graph, matrix structure ...) */
};

/* A demo kernel: setup fills info (grid, block, nregs, shmem) and data (and, for
 * several launches, nkernels/kernels); emit_warp appends one warp's whole instruction
 * stream in launch `kernel` (always 0 for one launch). */
struct gen_kernel {
    struct ws_gen_kernel_desc d;   /* name, summary, "scale=1 seed=1 n=..." */
    const struct gen_param *params;
    int nparams;
    int  (*setup)(struct gen_ctx *g, struct ws_err *err);
    void (*emit_warp)(const struct gen_ctx *g, uint32_t kernel, uint32_t cta, uint32_t warp,
                      struct ws_warp_trace *out);
    void (*cleanup)(struct gen_ctx *g);
};

extern const struct gen_kernel gen_vecadd, gen_bfs, gen_kmeans, gen_mapreduce, gen_spmv,
    gen_conv2d, gen_laplace3d, gen_matmul, gen_scalarprod, gen_hotspot, gen_histogram;

/* Generator-level API (also used by the unit tests). */
const struct gen_kernel *gen_find(const char *name);
/* Parse "NAME[:K=V,...]" into a ready context (setup done).  Free with gen_ctx_free. */
struct gen_ctx *gen_ctx_open(const char *spec, struct ws_err *err);
void gen_ctx_free(struct gen_ctx *g);
/* Launch k (0-based, < g->nkernels) of a context. */
const struct ws_kernel_info *gen_kinfo(const struct gen_ctx *g, uint32_t k);
/* Generate one CTA of launch `kernel` (cta < its ncta) into out; free with gen_cta_free. */
void gen_cta(const struct gen_ctx *g, uint32_t kernel, uint32_t cta, struct ws_cta_trace *out);
void gen_cta_free(struct ws_cta_trace *c);

/* Device memory: the next array base, 2 MiB aligned like large cudaMalloc blocks. */
uint64_t gen_alloc(struct gen_ctx *g, uint64_t bytes);
/* Stateless seeded hash of (seed, a, b): deterministic per-element randomness. */
uint64_t gen_hash(uint64_t seed, uint64_t a, uint64_t b);
/* Fill grid/block and the derived counts of g->info. */
void gen_set_grid(struct gen_ctx *g, uint32_t gx, uint32_t gy, uint32_t bx, uint32_t by);

/* Kernel data the tests use to check instruction counts independently. */
uint32_t gen_bfs_degree(const struct gen_ctx *g, uint32_t node);
bool gen_bfs_in_frontier(const struct gen_ctx *g, uint32_t node);
uint32_t gen_spmv_row_nnz(const struct gen_ctx *g, uint32_t row);
/* kmeans: feature f (0..255) of a point, as the seed draws it. */
uint32_t gen_kmeans_feature(const struct gen_ctx *g, uint64_t point, uint32_t f);
/* mapreduce: the count-table slot (0..1023) record's URL hashes to. */
uint32_t gen_mapreduce_slot(const struct gen_ctx *g, uint64_t record);

/* ---- instruction builder ---- */
#define R_NONE (-1)
/* Builder for one warp's stream.  pc advances by 16 per instruction; loops set pc back
 * to the loop top before emitting the next iteration (gb_loop_top / gb_pc). */
struct gen_warp {
    struct ws_warp_trace *t;
    size_t icap, acap;
    uint32_t pc;
};
void gb_init(struct gen_warp *b, struct ws_warp_trace *out);
/* Non-memory instruction: up to one destination and three sources (R_NONE = unused). */
void gb_op(struct gen_warp *b, enum gen_op op, uint32_t mask, int dst, int s0, int s1,
           int s2);
/* Memory instruction: lane_addr[lane] for every active lane.  dst (loads) or data
 * (stores/atomics) register, addr = address register. */
void gb_mem(struct gen_warp *b, enum gen_op op, uint32_t mask, int dst, int addr, int data,
            const uint64_t lane_addr[GEN_WARP]);
/* Masks: lanes 0..n-1 (n clamped to 0..32). */
uint32_t gb_lanes(int n);
/* Standard prologue/epilogue helpers. */
void gb_exit(struct gen_warp *b, uint32_t mask);
/* 1-D prologue: S2R tid, S2R ctaid, IMAD R0 = global id, ISETP, @P0 EXIT (lanes whose
 * id >= n; mask possibly 0).  `first` is lane 0's global id.  5 instructions; returns
 * the mask of lanes still running (0: the warp is done). */
uint32_t gb_prologue_1d(struct gen_warp *b, int64_t first, int64_t n);

#endif
