/* snap.h — snapshots of a whole simulation (DESIGN §12): a bounds-checked buffer that
 * every module writes its state into and reads it back from (next to its own
 * definitions; pointers as indices), and the snapshot API on top of it.
 *
 *   struct ws_snapshot *cp = ws_snap_take(sim, &err);   ... run on ...
 *   ws_snap_restore(sim, cp, &err);                      ... runs on identically
 *   ws_snap_write(cp, "x.wsnap", &err);  cp2 = ws_snap_read("x.wsnap", &err);
 *   ws_snap_free(cp);
 *
 * A snapshot is a blob: a header (magic, format version, build layout, the config as
 * key=value text, the policy, the trace's identity, the cycle), then the module states
 * with a checksum.  Restoring checks all of these first and refuses, saying why, a blob
 * that is truncated, corrupted, of another format or build, or taken with another
 * config, policy or trace; the simulator is untouched then.  The same sim or a fresh
 * ws_sim_new of the same config, policy and trace (a trace object of its own too: the
 * resident CTAs are loaded again through the trace reader) may restore it. */
#ifndef WARPSCOPE_SNAP_H
#define WARPSCOPE_SNAP_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include "warpscope/util.h"

struct ws_sim;

/* ---- the buffer --------------------------------------------------------------------
 * Integers are written little-endian at fixed width.  A block is a length (u64) and
 * that many bytes; reading a block checks the length against what the reader expects,
 * so state of another shape is an error, not a misread.  Sections start with a tag.
 * The reader never reads past the end: the first failure is kept in err and every
 * later read returns zeros (check ws_snap_ok once at the end of a module's load). */
struct ws_snap_buf { uint8_t *data; size_t len, cap; };
struct ws_snap_rd {
    const uint8_t *data;
    size_t len, pos;
    struct ws_err err;
};

void ws_snap_buf_free(struct ws_snap_buf *b);
void ws_snap_put(struct ws_snap_buf *b, const void *p, size_t n);   /* raw bytes */
void ws_snap_u8(struct ws_snap_buf *b, uint8_t v);
void ws_snap_u32(struct ws_snap_buf *b, uint32_t v);
void ws_snap_u64(struct ws_snap_buf *b, uint64_t v);
void ws_snap_block(struct ws_snap_buf *b, const void *p, size_t n);
void ws_snap_str(struct ws_snap_buf *b, const char *s);
void ws_snap_tag(struct ws_snap_buf *b, const char *tag);

void ws_snap_rd_init(struct ws_snap_rd *r, const void *data, size_t len);
bool ws_snap_ok(const struct ws_snap_rd *r);
/* Record a failure (the first one stays); returns false. */
bool ws_snap_fail(struct ws_snap_rd *r, const char *fmt, ...) WS_PRINTF(2, 3);
bool ws_snap_get(struct ws_snap_rd *r, void *p, size_t n);
uint8_t ws_snap_get_u8(struct ws_snap_rd *r);
uint32_t ws_snap_get_u32(struct ws_snap_rd *r);
uint64_t ws_snap_get_u64(struct ws_snap_rd *r);
/* A block of exactly n bytes into p (p untouched on failure). */
bool ws_snap_get_block(struct ws_snap_rd *r, void *p, size_t n);
/* A block of at most max bytes: its length, its bytes left in place at *data (valid
 * while the blob is); 0 with a failure when too long or truncated. */
size_t ws_snap_get_block_ref(struct ws_snap_rd *r, const void **data, size_t max);
/* A string into buf (at most n - 1 characters). */
bool ws_snap_get_str(struct ws_snap_rd *r, char *buf, size_t n);
bool ws_snap_expect(struct ws_snap_rd *r, const char *tag);
/* An array of n elements of *p as one block. */
#define WS_SNAP_ARR(b, p, n) ws_snap_block((b), (p), (size_t)(n) * sizeof *(p))
#define WS_SNAP_GET_ARR(r, p, n) ws_snap_get_block((r), (p), (size_t)(n) * sizeof *(p))
/* A 64-bit FNV-1a hash (checksums, identities). */
uint64_t ws_snap_hash(uint64_t h, const void *p, size_t n);
#define WS_SNAP_HASH_INIT UINT64_C(0xcbf29ce484222325)

/* ---- snapshots ---------------------------------------------------------------------- */
struct ws_snapshot;

#define WS_SNAP_VERSION 1

/* The whole state of s now (NULL with err set if s failed). */
struct ws_snapshot *ws_snap_take(struct ws_sim *s, struct ws_err *err);
/* Put s back in the state of cp; on any error s is unchanged (a failure past the
 * checks, which the checksum makes unlikely, leaves s failed with the message). */
int ws_snap_restore(struct ws_sim *s, const struct ws_snapshot *cp, struct ws_err *err);
/* The checks ws_snap_restore makes before it changes anything (the blob, the config,
 * policy and trace it was taken with), alone: WS_OK when s would take it. */
int ws_snap_check(struct ws_sim *s, const struct ws_snapshot *cp, struct ws_err *err);
void ws_snap_free(struct ws_snapshot *cp);
uint64_t ws_snap_cycle(const struct ws_snapshot *cp);
size_t ws_snap_size(const struct ws_snapshot *cp);           /* bytes of the blob */
const void *ws_snap_data(const struct ws_snapshot *cp);
/* A snapshot from a blob (copied); its checks happen at restore (and here: magic,
 * version, checksum).  NULL with err set when the blob is not a valid snapshot. */
struct ws_snapshot *ws_snap_from_blob(const void *data, size_t len, struct ws_err *err);
int ws_snap_write(const struct ws_snapshot *cp, const char *path, struct ws_err *err);
struct ws_snapshot *ws_snap_read(const char *path, struct ws_err *err);

#endif
