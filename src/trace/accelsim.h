/* accelsim.h — private state of the Accel-Sim text reader, shared by accelsim.c (files,
 * headers, CTA index) and accelsim_cta.c (CTA bodies and instruction lines). */
#ifndef WARPSCOPE_ACCELSIM_H
#define WARPSCOPE_ACCELSIM_H

#include <zlib.h>
#include "trace_impl.h"

#define AS_MAX_LINE (1u << 20)

/* Where one CTA's body starts: just after its "#BEGIN_TB" line. */
struct as_cta_ref {
    uint32_t cta;
    uint32_t line;     /* line number of the "#BEGIN_TB" line */
    int64_t off;       /* uncompressed byte offset just after it */
};

/* One kernel file.  Invariant: ref[] sorted by cta, ids distinct. */
struct as_kernel {
    char *file;
    int version;       /* tracer version major: 1..5 (< 3 has the tb/warp prefix) */
    int lineinfo;
    uint32_t nref;
    size_t ref_cap;
    struct as_cta_ref *ref;
};

/* Per-opcode facts cached by id. */
struct as_opinfo { uint8_t unit, space, memop, width, generic; };

/* A line reader over one (possibly gzip'd) file. */
struct as_file {
    gzFile gz;
    const char *path;
    uint32_t lineno;
    char *line;
    size_t cap;
};

/* Reader state.  Invariant: ops has t->nopcodes valid entries; htab maps opcode text
 * to id+1 (0 = empty), capacity a power of two at least twice nopcodes. */
struct as_impl {
    struct as_kernel *k;
    struct as_file f;          /* open file for load_cta (kernel cur_kernel), or gz NULL */
    uint32_t cur_kernel;
    struct as_opinfo *ops;
    size_t ops_cap;
    uint32_t *htab;
    size_t hcap;
};

/* Read the next line (newline stripped) or NULL at end of file; *rc set to a non-zero
 * error code (err filled) on read errors or an over-long line. */
char *as_getline(struct as_file *f, int *rc, struct ws_err *err);

/* Parse one CTA body, the "#BEGIN_TB" line having been read; stops after "#END_TB".
 * out->id is set from the "thread block" line; out->warp has k->warps_per_cta warps. */
int as_parse_cta(struct ws_trace *t, uint32_t kernel, struct as_file *f,
                 struct ws_cta_trace *out, struct ws_err *err);

/* Print at most n characters of s into a quoted, printable form for messages. */
const char *as_show(const char *s, char *buf, size_t n);

#endif
