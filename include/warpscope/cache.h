/* cache.h — a generic set-associative cache with GPGPU-Sim-style allocate-on-miss
 * (src/mem/cache.c) and a miss status holding register table (src/mem/mshr.c).
 * Used for the SMs' L1D (src/core) and the L2 slices (src/mem/l2.c).
 *
 * Cache protocol (one access):
 *   r = ws_cache_probe(c, addr)            no side effects: what would happen
 *   if r == WS_CACHE_MISS and the MSHR cannot take it -> reservation failure, stop
 *   r = ws_cache_access(c, addr, warp, flags, &ev)  commits: LRU update on a hit; on a
 *       miss a victim way is chosen now and reserved for addr (ev reports the valid line
 *       it evicted, with its fill warp and dirty bit, when ev.valid)
 *   ... later, when the data arrives: ws_cache_fill(c, addr, prefetched)
 * WS_CACHE_HIT_RESERVED means the line is already reserved by an outstanding miss: merge
 * into the MSHR entry, send nothing.  WS_CACHE_RESERVATION_FAIL means every way of the
 * set is reserved by outstanding misses; nothing changed.
 *
 * MSHR protocol: ws_mshr_add(m, line, &waiter) returns NEW (send a request below),
 * MERGED (a request for the line is already outstanding) or FULL (no free entry, or the
 * entry's merge limit is reached: a reservation failure, nothing changed).  When the line
 * comes back: n = ws_mshr_count(m, line); ws_mshr_waiter(m, line, i) for i < n; then
 * ws_mshr_release(m, line). */
#ifndef WARPSCOPE_CACHE_H
#define WARPSCOPE_CACHE_H

#include <stdint.h>
#include <stdbool.h>
#include <stddef.h>

/* ------------------------------------------------------------------------- cache */

/* Replacement policies, by name ("lru", "fifo") through ws_cache_repl_find(). */
enum ws_cache_repl { WS_REPL_LRU = 0, WS_REPL_FIFO };

enum ws_cache_result {
    WS_CACHE_HIT = 0,            /* valid line present */
    WS_CACHE_HIT_RESERVED,       /* line reserved by an outstanding miss (merge) */
    WS_CACHE_MISS,               /* not present; a way can be reserved */
    WS_CACHE_RESERVATION_FAIL,   /* not present; every way of the set is reserved */
    WS_CACHE_SECTOR_MISS         /* sector caches: the line is present, the sector not */
};

enum ws_cache_line_state { WS_LINE_INVALID = 0, WS_LINE_RESERVED, WS_LINE_VALID };

/* ws_cache_access flags */
#define WS_CACHE_WRITE 1u        /* a hit marks the line dirty (write-back caches) */
#define WS_CACHE_NOALLOC 2u      /* a miss does not reserve a way (probe-like miss) */

/* Optional set-index function (e.g. the L2 indexes by the partition-local address).
 * NULL: linear, (addr / line) mod sets. */
typedef uint32_t (*ws_cache_index_fn)(const void *ctx, uint64_t addr);

struct ws_cache_cfg {
    int sets, ways, line;        /* line in bytes, a power of two */
    int repl;                    /* enum ws_cache_repl */
    ws_cache_index_fn index_fn;  /* NULL: linear */
    const void *index_ctx;
    int sectors;                 /* sectors per line for the ws_cache_sector_* calls (<= 8) */
    int write_ratio;             /* percent (GPGPU-Sim's m_wr_percent, the L1D's
                                  * -gpgpu_l1_cache_write_ratio): while fewer than this
                                  * share of all lines are written (dirty or with a
                                  * written sector), a written line is no replacement
                                  * victim; 0: any valid line may be replaced */
};

/* The line a miss evicted (valid only when .valid). */
struct ws_cache_evict {
    bool valid, dirty, prefetched;
    uint64_t addr;               /* line address in bytes */
    int32_t fill_warp;           /* warp whose miss brought the line in */
    uint8_t dirty_sectors;       /* sector caches: the dirty sectors written back */
};

/* One way as the views see it. */
struct ws_cache_line_view {
    uint64_t addr;               /* line address in bytes (meaningful unless INVALID) */
    int32_t fill_warp;           /* -1 when unknown */
    uint8_t state;               /* enum ws_cache_line_state */
    bool dirty, prefetched;
    int lru_rank;                /* 0 = most recently used (FIFO: most recently filled) */
    uint8_t sv, sr, sd;          /* sector caches: valid, reserved (being filled) and
                                  * written sectors, bit i = sector i */
};

struct ws_cache_stats {
    uint64_t accesses, hits, hit_reserved, misses, res_fails, evictions, dirty_evictions;
    uint64_t ratio_fails;        /* ws_cache_count_ratio_fail: refusals due to write_ratio */
};

struct ws_cache;

/* Returns NULL when the geometry is invalid (sets/ways < 1, line not a power of two). */
struct ws_cache *ws_cache_new(const struct ws_cache_cfg *cfg);
void ws_cache_free(struct ws_cache *c);
/* Index of a replacement policy by name, -1 when unknown. */
int ws_cache_repl_find(const char *name);
const char *ws_cache_repl_name(int repl);

/* Line address of addr (addr rounded down to the line size). */
uint64_t ws_cache_line_addr(const struct ws_cache *c, uint64_t addr);
uint32_t ws_cache_set_of(const struct ws_cache *c, uint64_t addr);

enum ws_cache_result ws_cache_probe(const struct ws_cache *c, uint64_t addr);
/* Commit an access by `warp` (see the protocol above).  ev may be NULL.  Counts in the
 * cache's stats (a reservation failure too). */
enum ws_cache_result ws_cache_access(struct ws_cache *c, uint64_t addr, int32_t warp,
                                     unsigned flags, struct ws_cache_evict *ev);
/* The reserved line for addr becomes valid.  Returns false when addr has no reserved
 * line (e.g. it was invalidated meanwhile; then nothing changes). */
bool ws_cache_fill(struct ws_cache *c, uint64_t addr, bool prefetched);
/* A sector of a sector cache (GPGPU-Sim's SECTOR_SIZE). */
#define WS_SECTOR_BYTES 32

/* Sector caches (GPGPU-Sim's 'S' caches: the L2, and the L1D with l1d.sectored): a line's tag is allocated on a miss
 * (evicting the victim line, reported in ev with its dirty sectors), each sector then
 * reserved until its fill.  probe: HIT (sector valid), HIT_RESERVED (sector being
 * filled), SECTOR_MISS (line present, sector not), MISS, RESERVATION_FAIL (every way
 * has a sector in flight).  access commits; write is WS_SECTOR_READ, WS_SECTOR_WRITE (a
 * write of every byte: the sector becomes valid and dirty without a fetch) or
 * WS_SECTOR_WRITE_PART (dirty but not readable: a later read is a SECTOR_MISS that
 * fetches it; GPGPU-Sim's lazy fetch-on-read, whose probe calls a written sector a HIT
 * for a write and, unless readable, a SECTOR_MISS for a read).  probe_write: probe for
 * a write (a written sector is a HIT). */
enum { WS_SECTOR_READ = 0, WS_SECTOR_WRITE = 1, WS_SECTOR_WRITE_PART = 2 };
enum ws_cache_result ws_cache_sector_probe(const struct ws_cache *c, uint64_t addr);
enum ws_cache_result ws_cache_sector_probe_write(const struct ws_cache *c, uint64_t addr);
enum ws_cache_result ws_cache_sector_access(struct ws_cache *c, uint64_t addr, int write,
                                            struct ws_cache_evict *ev);
/* The same, recording warp as the filling warp of a line it allocates (the L1D). */
enum ws_cache_result ws_cache_sector_access_by(struct ws_cache *c, uint64_t addr, int write,
                                               int32_t warp, struct ws_cache_evict *ev);
/* A write with lazy fetch-on-read allocation (GPGPU-Sim's 'L' write-allocate, the
 * write-through L1D of Volta and later): a missing line is allocated without a fetch
 * (its victim reported in ev; a write-through cache writes nothing back); the sector is
 * marked written (sd), and readable (sv) only when full (the write covers it all), so
 * a later read of a partly written sector is a sector miss that fetches it.  Returns
 * MISS (line allocated), SECTOR_MISS (line present, sector neither written, readable nor
 * being filled), HIT, or RESERVATION_FAIL (every way of the set has a sector in flight). */
enum ws_cache_result ws_cache_sector_write_lazy(struct ws_cache *c, uint64_t addr, bool full,
                                                int32_t warp, struct ws_cache_evict *ev);
bool ws_cache_sector_fill(struct ws_cache *c, uint64_t addr, bool prefetched);
/* Allocate-on-fill (GPGPU-Sim's 'f' caches, the L1I): install addr valid now, evicting
 * the replacement victim (reported in ev when it was valid).  True when the line is
 * valid afterwards (already present, or installed); false when every way is reserved. */
bool ws_cache_fill_alloc(struct ws_cache *c, uint64_t addr, int32_t warp,
                         struct ws_cache_evict *ev);
/* Change the number of ways (the L1D/shared-memory carve-out): every line becomes
 * invalid (a fill still in flight finds no line), the statistics go on.  False when
 * ways < 1. */
bool ws_cache_resize(struct ws_cache *c, int ways);
/* Drop every valid line (reserved lines stay reserved: their fills still land);
 * returns how many were dropped. */
int ws_cache_invalidate_all(struct ws_cache *c);
/* Drop a valid line (write-evict of global stores in the L1).  A reserved line stays
 * reserved.  Returns true when a valid line was dropped; ev (may be NULL) reports it. */
bool ws_cache_invalidate(struct ws_cache *c, uint64_t addr, struct ws_cache_evict *ev);
/* Mark a valid line dirty; false when absent. */
bool ws_cache_mark_dirty(struct ws_cache *c, uint64_t addr);
/* Clear a valid line's prefetched flag (first demand use of a prefetched line); returns
 * the old flag. */
bool ws_cache_take_prefetched(struct ws_cache *c, uint64_t addr);
/* Drop every line (reserved ones too) and the statistics. */
void ws_cache_reset(struct ws_cache *c);

/* The write ratio (cfg.write_ratio).  Written lines now (valid or reserved lines that
 * are dirty or hold a written sector); whether a miss on addr finds no victim only
 * because the ratio protects the written lines of its set (every other way reserved);
 * and the counting of such a refusal by the caller (statistics only). */
int ws_cache_written_lines(const struct ws_cache *c);
bool ws_cache_ratio_blocked(const struct ws_cache *c, uint64_t addr);
void ws_cache_count_ratio_fail(struct ws_cache *c);

/* Inspection. */
int ws_cache_sets(const struct ws_cache *c);
int ws_cache_ways(const struct ws_cache *c);
int ws_cache_line_size(const struct ws_cache *c);
int ws_cache_sectors(const struct ws_cache *c);   /* sectors per line (1: not sectored) */
void ws_cache_line(const struct ws_cache *c, int set, int way, struct ws_cache_line_view *out);
/* Way holding addr (valid or reserved), -1 when absent. */
int ws_cache_find_way(const struct ws_cache *c, uint64_t addr);
/* Reserved lines (outstanding misses) in the whole cache. */
int ws_cache_reserved(const struct ws_cache *c);
/* Changes whenever the cache's contents may have changed (every mutating call): equal
 * versions mean an access would see the same lines (lets callers skip a retry). */
uint64_t ws_cache_version(const struct ws_cache *c);
void ws_cache_stats(const struct ws_cache *c, struct ws_cache_stats *out);

/* -------------------------------------------------------------------------- MSHR */

enum ws_mshr_result { WS_MSHR_NEW = 0, WS_MSHR_MERGED, WS_MSHR_FULL };

struct ws_mshr;

/* entries: lines outstanding at once; max_merge: waiters per entry (>= 1);
 * waiter_bytes: size of the caller's waiter record copied into the table (e.g. a
 * struct ws_mem_req, or a small struct naming warp and register).  All storage is
 * allocated here; no allocation later.  NULL on invalid sizes. */
struct ws_mshr *ws_mshr_new(int entries, int max_merge, size_t waiter_bytes);
void ws_mshr_free(struct ws_mshr *m);

/* Would ws_mshr_add(line) succeed (NEW or MERGED)? */
bool ws_mshr_can_add(const struct ws_mshr *m, uint64_t line);
bool ws_mshr_has(const struct ws_mshr *m, uint64_t line);
/* Add a waiter for line (copies waiter_bytes from waiter). */
enum ws_mshr_result ws_mshr_add(struct ws_mshr *m, uint64_t line, const void *waiter);
/* Waiters of line's entry (0 when none); waiter i, oldest first. */
int ws_mshr_count(const struct ws_mshr *m, uint64_t line);
const void *ws_mshr_waiter(const struct ws_mshr *m, uint64_t line, int i);
/* A caller-owned integer kept with line's entry, 0 when the entry is created (e.g. the
 * sectors of a fill still to arrive); NULL when line has no entry. */
int *ws_mshr_aux(struct ws_mshr *m, uint64_t line);
/* Free line's entry (after serving its waiters).  False when absent. */
bool ws_mshr_release(struct ws_mshr *m, uint64_t line);

int ws_mshr_used(const struct ws_mshr *m);       /* entries in use */
/* Changes with every add and release (see ws_cache_version). */
uint64_t ws_mshr_version(const struct ws_mshr *m);
int ws_mshr_entries(const struct ws_mshr *m);
int ws_mshr_max_merge(const struct ws_mshr *m);
/* Inspection: the i-th entry in use (0 <= i < used), its line and waiter count. */
void ws_mshr_entry(const struct ws_mshr *m, int i, uint64_t *line, int *waiters);

/* Snapshots (warpscope/snap.h): the contents and counters of a cache or an MSHR table;
 * load needs one of the same geometry (false with the reader's error otherwise). */
struct ws_snap_buf;
struct ws_snap_rd;
void ws_cache_save(const struct ws_cache *c, struct ws_snap_buf *b);
bool ws_cache_load(struct ws_cache *c, struct ws_snap_rd *r);
void ws_mshr_save(const struct ws_mshr *m, struct ws_snap_buf *b);
bool ws_mshr_load(struct ws_mshr *m, struct ws_snap_rd *r);

#endif
