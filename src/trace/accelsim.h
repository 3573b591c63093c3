/* accelsim.h — private state of the Accel-Sim text reader, shared by accelsim.c (files,
 * headers, CTA index) and accelsim_cta.c (CTA bodies and instruction lines). */
#ifndef WARPSCOPE_ACCELSIM_H
#define WARPSCOPE_ACCELSIM_H

#include <string.h>
#include <zlib.h>
#include "trace_impl.h"

#define AS_MAX_LINE (1u << 20)   /* longest accepted line, bytes */

/* Where one CTA's body starts: just after its "#BEGIN_TB" line. */
struct as_cta_ref {
    uint32_t cta;
    uint32_t line;     /* line number of the "#BEGIN_TB" line */
    int64_t off;       /* uncompressed byte offset just after it */
    struct ws_cta_trace *parsed;   /* what the open-time scan parsed, kept for the first
                                    * load of this CTA (NULL: parse the file again) */
};

/* The scan keeps the CTAs it parses, for their first load, while they take at most this
 * many bytes of instructions and addresses in all (larger traces are parsed again when
 * their CTAs load). */
#define AS_KEEP_BYTES (UINT64_C(32) << 20)

/* One kernel file.  Invariant: ref[] sorted by cta, ids distinct. */
struct as_kernel {
    char *file;
    int version;       /* tracer version major: 1..5 (< 3 has the tb/warp prefix) */
    int lineinfo;
    uint32_t nref;
    size_t ref_cap;
    struct as_cta_ref *ref;
};

/* Per-opcode facts cached by id.  len: strlen of the opcode's text; mem_warned: a warning
 * that this opcode carries memory operands it is not known for has been recorded. */
struct as_opinfo { uint32_t len; uint8_t unit, space, memop, width, generic, mem_warned; };

/* A buffered line reader over one (possibly gzip'd) file.  Invariant: buf[beg..end) is
 * unread and never modified, buf[0] is at uncompressed offset off, cap > end and
 * buf[end] is a '\n' sentinel once anything was read; eof: the stream is exhausted;
 * line holds a copy of the last line as_getline or as_copyline returned. */
struct as_file {
    gzFile gz;
    const char *path;
    uint32_t lineno;
    char *buf, *line;
    size_t cap, beg, end, line_cap;
    int64_t off;
    bool eof;
};

/* What the open-time scan accepted but reports (ws_trace_warning, ws_trace_notes).
 * Invariant: first_* is the line of the first counted case (0 when the count is 0). */
struct as_surplus {
    uint64_t delta_lines;      /* base+delta lines with more deltas than active lanes */
    uint64_t value_lines;      /* other lines with values past their last field */
    uint32_t first_delta, first_value;
};

/* Slots of the cache of the opcode last read at each PC (by PC / 8, PCs step by 8 or 16). */
#define AS_PC_OPS 1024

/* Reader state.  Invariant: ops has t->nopcodes valid entries; htab maps opcode text
 * to id+1 (0 = empty), capacity a power of two at least twice nopcodes; pc_op[] holds
 * id+1 of an opcode interned here, or 0 (a hint: checked against the line's text);
 * scanning is set only during ws_accelsim_open's scan (findings are recorded once, then). */
struct as_impl {
    struct as_kernel *k;
    char *list;                /* the kernelslist.g read (NULL: a single .traceg) */
    struct as_file f;          /* open file for load_cta (kernel cur_kernel), or gz NULL */
    uint32_t cur_kernel;
    struct as_opinfo *ops;
    size_t ops_cap;
    uint32_t *htab;
    size_t hcap;
    uint32_t pc_op[AS_PC_OPS];
    bool scanning;
    uint64_t kept;                   /* bytes of the CTAs the scan kept (AS_KEEP_BYTES) */
    struct as_surplus surplus;       /* of the kernel file being scanned */
    struct ws_trace_notes notes;     /* totals over all kernel files */
    char **warn;                     /* one line each, in the order found */
    uint32_t nwarn;
    size_t warn_cap;
};

/* accelsim_io.c: open (regular files only), close (freeing the buffers), read the next line (newline
 * stripped; NULL at end of file, *rc non-zero with err filled on a read error, a NUL byte
 * or an over-long line), and the offset of the next line / seeking back to one. */
int as_fopen(struct as_file *f, const char *path, struct ws_err *err);
void as_fclose(struct as_file *f);
char *as_getline(struct as_file *f, int *rc, struct ws_err *err);
/* as_getline in two steps, for a caller that reads most lines in place: as_nextline
 * returns the next line inside the read buffer, not to be modified and not checked for
 * NUL bytes, its length (newline excluded) in *len; line[*len] is '\n' (the newline or
 * the sentinel), and the line stays valid until the next read or seek (NULL: end of file
 * or an error, as as_getline).  as_copyline makes of it what as_getline returns: a
 * NUL-terminated copy the caller may edit, or NULL with *rc and err set for a NUL byte. */
const char *as_nextline_fill(struct as_file *f, size_t *len, int *rc, struct ws_err *err);
static inline const char *as_nextline(struct as_file *f, size_t *len, int *rc,
                                      struct ws_err *err)
{
    const char *nl;
    if (f->end > f->beg && (nl = memchr(f->buf + f->beg, '\n', f->end - f->beg))) {
        const char *line = f->buf + f->beg;   /* a whole line is buffered */
        *rc = 0;
        *len = (size_t)(nl - line);
        f->lineno++;
        f->beg += *len + 1;
        return line;
    }
    return as_nextline_fill(f, len, rc, err);   /* reading more first, or the last line */
}
char *as_copyline(struct as_file *f, const char *line, size_t len, int *rc,
                  struct ws_err *err);
int64_t as_ftell(const struct as_file *f);
int as_fseek(struct as_file *f, int64_t off, uint32_t lineno);
/* Bytes after the last gzip member of f's file (zlib skips them silently); 0 for a plain
 * or clean file.  Call once the stream has been read to its end. */
uint64_t as_gz_trailing(const struct as_file *f);
/* Why path is not a regular file ("a directory", "a FIFO", ...), or NULL. */
const char *as_not_regular(const char *path);

/* Record a warning line (printf-style) during the scan. */
void as_warn(struct as_impl *im, const char *fmt, ...) WS_PRINTF(2, 3);

/* Parse one CTA body, the "#BEGIN_TB" line having been read; stops after "#END_TB".
 * out->id is set from the "thread block" line; out->warp has k->warps_per_cta warps. */
int as_parse_cta(struct ws_trace *t, uint32_t kernel, struct as_file *f,
                 struct ws_cta_trace *out, struct ws_err *err);

/* Print at most n characters of s into a quoted, printable form for messages. */
const char *as_show(const char *s, char *buf, size_t n);

#endif
