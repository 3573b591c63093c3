/* util.h — small shared helpers: error reporting, checked allocation, a seeded PRNG,
 * string helpers.  Nothing here keeps global state. */
#ifndef WARPSCOPE_UTIL_H
#define WARPSCOPE_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include <stdio.h>

/* Exit statuses used everywhere (DESIGN §7). */
enum { WS_OK = 0, WS_ERR_RUNTIME = 1, WS_ERR_INPUT = 2 };

/* An error slot passed down by callers.  Library code (core, mem, sched, trace, ...)
 * never prints and never exits: it fills one of these and returns non-zero.
 * Invariant: code == WS_OK iff msg[0] == '\0'. */
struct ws_err {
    int code;          /* WS_OK, WS_ERR_RUNTIME or WS_ERR_INPUT */
    char msg[1024];    /* complete message, e.g. "foo.cfg:3: unknown key 'x'" */
};

#if defined(__GNUC__)
#define WS_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define WS_PRINTF(a, b)
#endif

/* Set err (if not NULL) and return code, so callers can write
 * `return ws_errf(err, WS_ERR_INPUT, "%s:%d: ...", file, line);` */
int ws_errf(struct ws_err *err, int code, const char *fmt, ...) WS_PRINTF(3, 4);
void ws_err_clear(struct ws_err *err);

/* Allocation that aborts on out-of-memory (the one failure we do not recover from). */
void *ws_malloc(size_t n);
void *ws_calloc(size_t n, size_t size);
/* Like ws_calloc, the block aligned to a 64-byte cache line (free with free()). */
void *ws_calloc_lines(size_t n, size_t size);
/* Prepare the process heap for a run (large growth steps, huge pages where the OS
 * allows them: src/util/heap.c).  Call once, first thing in main; speed only.  Returns
 * the reserved block to free when main returns, or NULL when nothing was prepared. */
void *ws_heap_prepare(void);
void *ws_realloc(void *p, size_t n);
char *ws_strdup(const char *s);
char *ws_strndup(const char *s, size_t n);

/* Growable array helper: ensures *cap >= need, element size esz. */
void ws_grow(void **p, size_t *cap, size_t need, size_t esz);
#define WS_VERSION "0.1.0"      /* `warpscope --version`; saved sessions record it */

#define WS_GROW(arr, cap, need) ws_grow((void **)&(arr), &(cap), (need), sizeof(*(arr)))

/* Seeded PRNG (xoshiro-style splitmix64 stream); state lives in the owner. */
struct ws_rng { uint64_t s; };
void ws_rng_seed(struct ws_rng *r, uint64_t seed);
uint64_t ws_rng_next(struct ws_rng *r);
/* Uniform in [0, n) ; n > 0. */
uint64_t ws_rng_below(struct ws_rng *r, uint64_t n);
double ws_rng_unit(struct ws_rng *r);   /* [0, 1) */

/* Levenshtein distance, for "did you mean" suggestions. */
int ws_edit_distance(const char *a, const char *b);
/* Closest of names[0..n) to s, or NULL when nothing is reasonably close. */
const char *ws_closest(const char *s, const char *const *names, size_t n);

/* Parse helpers: whole-string conversions; return false on junk or overflow. */
bool ws_parse_i64(const char *s, int64_t *out);
bool ws_parse_u64_hex(const char *s, uint64_t *out);   /* with or without 0x */
bool ws_parse_double(const char *s, double *out);
/* Integer with optional K/M/G suffix (binary multiples). */
bool ws_parse_size(const char *s, int64_t *out);

/* An input file read to its end (a trace, a config, a debugger script): WS_OK for a
 * regular file (and not empty unless allow_empty); else WS_ERR_INPUT with a message
 * naming path and what it is (missing, a directory, a FIFO, a device, empty), so that
 * nothing blocks on a FIFO nobody writes or reads /dev/zero forever. */
int ws_check_input_file(const char *path, bool allow_empty, struct ws_err *err);

/* Read one line of text from f into *buf (grown as needed, NUL-terminated, the newline
 * kept as getline keeps it).  Returns its length; WS_LINE_EOF at the end of f;
 * WS_LINE_LONG when it runs past max bytes (the rest of the line is not read);
 * WS_LINE_NUL when it holds a NUL byte (binary data, not text). */
enum { WS_LINE_EOF = -1, WS_LINE_LONG = -2, WS_LINE_NUL = -3 };
long ws_read_line(FILE *f, char **buf, size_t *cap, size_t max);

/* CRC-32 (IEEE, as zlib) — thin wrapper so callers need not include zlib. */
uint32_t ws_crc32(uint32_t crc, const void *buf, size_t n);

/* Trim leading/trailing white space in place; returns s advanced past leading space. */
char *ws_trim(char *s);

/* Write s as a JSON string literal (quotes, backslashes and control characters escaped). */
void ws_json_str(FILE *f, const char *s);

/* Monotonic wall-clock seconds: for progress and speed reports only, never the model. */
double ws_wall_seconds(void);
/* Peak resident set size of this process in KiB (0 if unknown). */
long ws_peak_rss_kib(void);

#endif
