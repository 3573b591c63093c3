/* trace.h — the in-memory trace model (DESIGN §6) and the trace source interface.
 *
 * A trace is a list of kernels; a kernel is a grid of CTAs; a CTA holds warps; a warp
 * holds an in-order stream of warp instructions.  Sources (Accel-Sim text, native .wst,
 * on-the-fly demo generators) all implement `struct ws_trace_ops`, which loads one CTA
 * on demand, so memory stays bounded by the CTAs a caller keeps loaded. */
#ifndef WARPSCOPE_TRACE_H
#define WARPSCOPE_TRACE_H

#include <stdint.h>
#include <stdbool.h>
#include <stdio.h>
#include "warpscope/util.h"

/* Unit class of an instruction: decides which pipeline issues it. */
enum ws_unit {
    WS_UNIT_ALU = 0,   /* integer/fp arithmetic, moves, predicates, control */
    WS_UNIT_SFU,       /* MUFU and friends */
    WS_UNIT_MEM,       /* any memory access (see ws_space) */
    WS_UNIT_BAR,       /* block-wide barrier (BAR) */
    WS_UNIT_EXIT,      /* EXIT: ends the warp's active lanes */
    WS_UNIT_DP,        /* double-precision arithmetic: issues to an ALU pipeline and holds it
                          sm.dp_interval cycles (last, so .wst class codes stay stable) */
    WS_UNIT_COUNT
};

/* Memory space of a WS_UNIT_MEM instruction. */
enum ws_space {
    WS_SPACE_NONE = 0,
    WS_SPACE_GLOBAL,
    WS_SPACE_LOCAL,
    WS_SPACE_SHARED,
    WS_SPACE_CONST,
    WS_SPACE_TEX,
    WS_SPACE_COUNT
};

/* Kind of memory access. */
enum ws_memop { WS_MEMOP_NONE = 0, WS_MEMOP_LOAD, WS_MEMOP_STORE, WS_MEMOP_ATOMIC };

/* How the lane addresses of a memory instruction are stored. */
enum ws_addr_mode {
    WS_ADDR_NONE = 0,  /* no addresses (non-memory, or no active lanes) */
    WS_ADDR_STRIDE,    /* lane k (k-th active lane) at base + k * stride */
    WS_ADDR_LIST       /* explicit list in the warp's addr[] starting at addr_idx */
};

#define WS_MAX_DST 4
#define WS_MAX_SRC 6
#define WS_REG_NONE 0xffff   /* unused register slot (R255, RZ, is register 255) */

/* One warp instruction.  Invariants: unit == WS_UNIT_MEM iff space != WS_SPACE_NONE;
 * addr_mode == WS_ADDR_NONE when mask == 0 or unit != WS_UNIT_MEM; for WS_ADDR_LIST
 * the addresses are warp->addr[addr_idx .. addr_idx + popcount(mask)). */
struct ws_inst {
    uint64_t base;        /* first active lane's address (STRIDE and LIST) */
    uint32_t pc;          /* byte offset from kernel start */
    uint32_t mask;        /* active lanes; may be 0 (predicated off: still issues) */
    uint32_t addr_idx;    /* WS_ADDR_LIST: index into ws_warp_trace.addr */
    int32_t  stride;      /* WS_ADDR_STRIDE: signed byte stride between active lanes */
    int64_t  imm;         /* immediate (trace version 5; 0 otherwise) */
    uint16_t op;          /* opcode id: index into the owning trace's opcode table */
    uint16_t dst[WS_MAX_DST];  /* destination registers, ndst used */
    uint16_t src[WS_MAX_SRC];  /* source registers, nsrc used */
    uint8_t  ndst, nsrc;
    uint8_t  unit;        /* enum ws_unit */
    uint8_t  space;       /* enum ws_space */
    uint8_t  memop;       /* enum ws_memop */
    uint8_t  width;       /* bytes per lane for memory instructions (1..16, 0 otherwise) */
    uint8_t  addr_mode;   /* enum ws_addr_mode */
    uint32_t line;        /* source line in the trace file (0 when not from text) */
};

/* One warp's instruction stream.  Owned by its ws_cta_trace.  Invariant: stream ==
 * NULL (inst and addr hold the whole stream), or the warp was loaded streamed (inst and
 * addr are NULL; read instructions with ws_warp_inst). */
struct ws_warp_stream;
struct ws_warp_trace {
    uint32_t ninst;
    struct ws_inst *inst;
    uint32_t naddr;
    uint64_t *addr;       /* WS_ADDR_LIST lane addresses */
    struct ws_warp_stream *stream;
};

/* One CTA, loaded on demand.  Free with ws_cta_trace_free. */
struct ws_cta_trace {
    uint32_t id;          /* linear CTA id: z*gy*gx + y*gx + x */
    uint32_t nwarps;
    struct ws_warp_trace *warp;
};

/* Static facts about a kernel. */
struct ws_kernel_info {
    char *name;
    uint32_t id;                 /* 1-based as in Accel-Sim */
    uint32_t grid[3], block[3];
    uint32_t nregs;              /* registers per thread */
    uint32_t shmem;              /* shared memory bytes per CTA */
    uint32_t binary_version;     /* SM version, e.g. 61, 80 */
    uint32_t ncta;               /* grid[0]*grid[1]*grid[2] */
    uint32_t warps_per_cta;      /* ceil(threads per CTA / 32) */
    uint64_t shmem_base, local_base;   /* Accel-Sim address windows (0 if unknown) */
};

struct ws_trace;

/* A trace source.  load_cta fills *out (caller frees with ws_cta_trace_free); a CTA
 * the source does not contain loads as zero warps' worth of empty streams.  Errors
 * name the file and line (text) or kernel/CTA (binary) and return WS_ERR_INPUT. */
struct ws_trace_ops {
    const char *format;   /* "accelsim", "wst", "demo" */
    int  (*load_cta)(struct ws_trace *, uint32_t kernel, uint32_t cta,
                     struct ws_cta_trace *out, struct ws_err *);
    void (*close)(struct ws_trace *);
};

/* Invariant: kernel[i].id order is execution order; opcode[] holds distinct strings. */
struct ws_trace {
    const struct ws_trace_ops *ops;
    void *impl;
    char *path;                  /* as given by the user (or "demo:...") */
    uint32_t nkernels;
    struct ws_kernel_info *kernel;
    uint32_t nopcodes;           /* opcode table: full SASS text with modifiers */
    size_t opcode_cap;
    char **opcode;
    uint32_t *opcode_unknown;    /* per opcode: 1 if its first token was not recognised */
};

/* Open any supported trace: "demo:NAME[:K=V,...]", a .wst file, a kernelslist.g,
 * or a single .traceg (plain or .gz).  Returns NULL and fills err on failure. */
struct ws_trace *ws_trace_open(const char *path, struct ws_err *err);
/* ws_trace_close calls ops->close (which frees impl only), then frees path, every
 * kernel[i].name, kernel, every opcode string, opcode, opcode_unknown and t itself:
 * sources allocate all of these with the ws_malloc family. */
void ws_trace_close(struct ws_trace *t);
int  ws_trace_load_cta(struct ws_trace *t, uint32_t kernel, uint32_t cta,
                       struct ws_cta_trace *out, struct ws_err *err);
void ws_cta_trace_free(struct ws_cta_trace *c);

/* The files trace t reads, in order: an Accel-Sim trace's kernelslist.g (when it has
 * one) and kernel files, a .wst itself; NULL past the last (a demo reads none). */
const char *ws_trace_file(const struct ws_trace *t, uint32_t i);
/* The identity of what t reads (provenance): a 64-bit fingerprint of the bytes of its
 * files, in order; of the spec for a demo.  false: a file could not be read again. */
bool ws_trace_identity(const struct ws_trace *t, uint64_t *id);

/* What a reader accepted as the peer (Accel-Sim) does but a user should know about,
 * found when the trace was opened (Accel-Sim text traces; zero for other formats). */
struct ws_trace_notes {
    uint64_t surplus_delta_lines;  /* base+delta lines with more deltas than active lanes */
    uint64_t surplus_value_lines;  /* other lines with values past their last field */
    uint64_t missing_ctas;         /* CTAs absent from their kernel file (run empty) */
    uint64_t mem_unknown_opcodes;  /* opcodes not known as memory ops carrying addresses */
};
void ws_trace_notes(const struct ws_trace *t, struct ws_trace_notes *out);
/* The i-th warning line about t (naming file and line), NULL past the last.  Every
 * command that reads a trace prints them once, on stderr. */
const char *ws_trace_warning(const struct ws_trace *t, uint32_t i);

/* Streamed loading, for the simulator: like ws_trace_load_cta, but a warp of more than
 * WS_WARP_STREAM_MIN instructions keeps them compressed (the .wst encoding, deflated in
 * blocks of WS_WARP_BLOCK) and decodes one block at a time, so a resident warp costs at
 * most WS_WARP_STREAM_MIN whole instructions, or its compressed stream plus one block
 * (about a tenth of the whole form).  Any source.  Free with ws_cta_trace_free. */
#define WS_WARP_BLOCK 128
#define WS_WARP_STREAM_MIN 1024
int ws_trace_load_cta_streamed(struct ws_trace *t, uint32_t kernel, uint32_t cta,
                               struct ws_cta_trace *out, struct ws_err *err);

/* The decoded block of a streamed warp: instructions first .. first + n - 1 (the first
 * member of struct ws_warp_stream, so ws_warp_inst can read it inline). */
struct ws_warp_window { const struct ws_inst *inst; uint32_t first, n; };
const struct ws_inst *ws_warp_inst_block(const struct ws_warp_trace *w, uint32_t i);

/* Instruction i (< w->ninst) of warp w, streamed or whole.  For a streamed warp the
 * pointer is valid until ws_warp_inst is next called on w for another block (the
 * decoded block is replaced); instructions decode as they were loaded except that
 * `line` is 0. */
static inline const struct ws_inst *ws_warp_inst(const struct ws_warp_trace *w, uint32_t i)
{
    if (!w->stream)
        return &w->inst[i];
    const struct ws_warp_window *v = (const struct ws_warp_window *)(const void *)w->stream;
    if (i - v->first < v->n)
        return &v->inst[i - v->first];
    return ws_warp_inst_block(w, i);
}

/* Opcode table helpers (used by readers and generators). */
/* Returns the id of text, adding it (and its opcode_unknown flag) when new; 0xffff when
 * the table already holds 65535 opcodes. */
uint16_t ws_trace_intern_opcode(struct ws_trace *t, const char *text);
const char *ws_trace_opcode_name(const struct ws_trace *t, uint16_t op);

/* Classify a SASS opcode text (e.g. "LDG.E.128.CONSTANT") into unit, space, memop and
 * default width.  Returns false when the first token is not in the opcode table (the
 * instruction is then ALU-class and counted as unknown). */
bool ws_opcode_classify(const char *text, uint8_t *unit, uint8_t *space, uint8_t *memop,
                        uint8_t *width);

/* Accel-Sim's operation class of a SASS opcode (the op type of its ISA_Def opcode map
 * for the trace's binary version): it picks the execution unit and the
 * -trace_opcode_latency_initiation_* line that gives the latency and initiation interval
 * (MODEL-NOTES §0, §3).  The timing model reads it; ws_unit stays the coarse class. */
enum ws_opclass {
    WS_OPC_ALU = 0,      /* ALU_OP: moves, conversions, predicates, ... (int latency) */
    WS_OPC_INT,          /* INTP_OP: integer arithmetic (int latency; INT unit if any) */
    WS_OPC_SP,           /* SP_OP: fp32 arithmetic (sp latency) */
    WS_OPC_DP,           /* DP_OP: fp64 (dp latency; DP unit, or SFU when none) */
    WS_OPC_SFU,          /* SFU_OP: MUFU and friends (sfu latency) */
    WS_OPC_TENSOR,       /* TENSOR_CORE_OP (tensor latency) */
    WS_OPC_LOAD,         /* LOAD_OP (incl. atomics) */
    WS_OPC_STORE,        /* STORE_OP */
    WS_OPC_BRANCH,       /* BRANCH_OP (int latency) */
    WS_OPC_CALL,         /* CALL_OPS / RET_OPS (int latency) */
    WS_OPC_BARRIER,      /* BARRIER_OP */
    WS_OPC_MEMBAR,       /* MEMORY_BARRIER_OP */
    WS_OPC_EXIT,         /* EXIT_OPS */
    WS_OPC_NOP,          /* NOP: no unit */
    WS_OPC_SPEC1,        /* SPECIALIZED_UNIT_1..4 (BRA, TEX, TENSOR, UDP in the stock */
    WS_OPC_SPEC2,        /*  trace.config files) */
    WS_OPC_SPEC3,
    WS_OPC_SPEC4,
    WS_OPC_COUNT
};
extern const char *const ws_opclass_names[WS_OPC_COUNT];

/* The class of opcode text `text` in a trace of SM version binary_version (35, 60, 61,
 * 70, 75, 80, 86, ...), as the peer's opcode map for that version has it (src/trace/
 * opclass.c says which measurement or source gives each entry). */
enum ws_opclass ws_opclass_of(const char *text, uint32_t binary_version);

/* Lane addresses of a memory instruction, in active-lane order; returns their count
 * (popcount(mask)) or 0 for WS_ADDR_NONE.  For a streamed warp, in must come from the
 * last ws_warp_inst on w. */
int ws_inst_addrs(const struct ws_warp_trace *w, const struct ws_inst *in, uint64_t out[32]);

/* Native .wst writer: streaming, memory bounded by one CTA.  Kernels are written one
 * after another: begin_kernel, then every CTA in increasing id order, then the next. */
struct ws_wst_writer;
struct ws_wst_writer *ws_wst_create(const char *path, struct ws_err *err);
int ws_wst_begin_kernel(struct ws_wst_writer *w, const struct ws_kernel_info *k,
                        struct ws_err *err);
/* Opcode ids in `c` index `opcodes` (the source trace's table). */
int ws_wst_add_cta(struct ws_wst_writer *w, const struct ws_cta_trace *c,
                   const struct ws_trace *opcodes, struct ws_err *err);
int ws_wst_finish(struct ws_wst_writer *w, struct ws_err *err);   /* writes index; frees w */
void ws_wst_abort(struct ws_wst_writer *w);                        /* frees w, removes file */

/* Write t as an Accel-Sim trace directory (kernelslist.g, kernel-N.traceg in tracer
 * format 5), one CTA in memory at a time.  dir must not exist (it is created) or be an
 * empty directory; on failure every file written is removed again.  notes counts the
 * warps written that Accel-Sim cannot run (no instructions, or a thread never reaching
 * an EXIT: it asserts or crashes on them), and names the first. */
struct ws_export_notes {
    uint64_t unexited_warps;
    uint32_t first_kernel, first_cta, first_warp;
};
int ws_accelsim_export(struct ws_trace *t, const char *dir, struct ws_export_notes *notes,
                       struct ws_err *err);

#endif
