/* cache.c — generic set-associative cache: allocate-on-miss with reserved lines
 * (GPGPU-Sim style), per-line fill warp and prefetched flag, and a small replacement
 * table (lru, fifo) driven by per-line time stamps. */
#include "warpscope/cache.h"
#include "warpscope/util.h"
#include "warpscope/snap.h"

#include <stdlib.h>
#include <string.h>

/* One way.  Invariant: state == WS_LINE_INVALID implies dirty == prefetched == 0;
 * tag is the line address (bytes) whenever state != INVALID. */
struct cache_line {
    uint64_t tag;
    uint64_t stamp;          /* replacement order: smaller = evicted first */
    int32_t fill_warp;
    uint8_t state, dirty, prefetched;
    uint8_t sv, sr, sd;      /* sector caches: valid, reserved and dirty sectors (a line
                              * is RESERVED while any sector is, else VALID) */
};

#define CACHE_NOKEY UINT64_MAX   /* no line address (they are line-aligned) */

/* Replacement policy: when a line's stamp moves.  Victims are always the valid line
 * with the smallest stamp (an invalid way first; reserved ways never). */
struct cache_repl {
    const char *name;
    bool touch_on_hit;       /* LRU: a hit refreshes; FIFO: only allocation does */
};

static const struct cache_repl cache_repl_table[] = {
    [WS_REPL_LRU] = { "lru", true },
    [WS_REPL_FIFO] = { "fifo", false },
};
#define CACHE_NREPL ((int)(sizeof cache_repl_table / sizeof cache_repl_table[0]))

/* Invariants: lines has sets*ways entries, set s at [s*ways, (s+1)*ways);
 * line == 1 << line_shift; clock > every stamp; reserved == number of RESERVED lines;
 * version changes whenever a line may have changed (every mutating call). */
struct ws_cache {
    struct ws_cache_cfg cfg;
    const struct cache_repl *repl;
    int line_shift;
    /* from cfg (speed only): set_mask = sets - 1 when sets is a power of two (an index
     * modulo sets is a mask), else 0; sector_shift = log2 of the bytes per sector when
     * a power of two, else -1 */
    uint32_t set_mask;
    int sector_shift;
    uint64_t clock, version;
    int reserved;
    int written;             /* lines not INVALID that are dirty or hold a written sector
                              * (cache_written); recomputed on snapshot load */
    struct cache_line *lines;
    /* keys[i]: lines[i].tag while that line is not INVALID, else CACHE_NOKEY (lookups
     * scan these: a set's keys share a cache line or two) */
    uint64_t *keys;
    struct ws_cache_stats st;
};

int ws_cache_repl_find(const char *name)
{
    for (int i = 0; i < CACHE_NREPL; i++)
        if (name && strcmp(name, cache_repl_table[i].name) == 0)
            return i;
    return -1;
}

const char *ws_cache_repl_name(int repl)
{
    return repl >= 0 && repl < CACHE_NREPL ? cache_repl_table[repl].name : "?";
}

struct ws_cache *ws_cache_new(const struct ws_cache_cfg *cfg)
{
    if (!cfg || cfg->sets < 1 || cfg->ways < 1 || cfg->line < 1 ||
        (cfg->line & (cfg->line - 1)) || cfg->repl < 0 || cfg->repl >= CACHE_NREPL)
        return NULL;
    struct ws_cache *c = ws_calloc(1, sizeof *c);
    c->cfg = *cfg;
    c->repl = &cache_repl_table[cfg->repl];
    while ((1 << c->line_shift) < cfg->line)
        c->line_shift++;
    c->set_mask = (cfg->sets & (cfg->sets - 1)) == 0 ? (uint32_t)cfg->sets - 1 : 0;
    unsigned per = (unsigned)cfg->line / (unsigned)(cfg->sectors > 1 ? cfg->sectors : 1);
    c->sector_shift = per && (per & (per - 1)) == 0 ? __builtin_ctz(per) : -1;
    c->lines = ws_calloc((size_t)cfg->sets * (size_t)cfg->ways, sizeof *c->lines);
    c->keys = ws_calloc((size_t)cfg->sets * (size_t)cfg->ways, sizeof *c->keys);
    ws_cache_reset(c);
    return c;
}

void ws_cache_free(struct ws_cache *c)
{
    if (!c)
        return;
    free(c->lines);
    free(c->keys);
    free(c);
}

void ws_cache_reset(struct ws_cache *c)
{
    c->version++;
    size_t n = (size_t)c->cfg.sets * (size_t)c->cfg.ways;
    for (size_t i = 0; i < n; i++) {
        memset(&c->lines[i], 0, sizeof c->lines[i]);
        c->lines[i].fill_warp = -1;
        c->keys[i] = CACHE_NOKEY;
    }
    c->clock = 1;
    c->reserved = 0;
    c->written = 0;
    memset(&c->st, 0, sizeof c->st);
}

uint64_t ws_cache_line_addr(const struct ws_cache *c, uint64_t addr)
{
    return addr & ~(((uint64_t)1 << c->line_shift) - 1);
}

uint32_t ws_cache_set_of(const struct ws_cache *c, uint64_t addr)
{
    if (c->cfg.index_fn) {
        uint32_t i = c->cfg.index_fn(c->cfg.index_ctx, addr);
        return c->set_mask ? i & c->set_mask : i % (uint32_t)c->cfg.sets;
    }
    if (c->set_mask)
        return (uint32_t)(addr >> c->line_shift) & c->set_mask;
    return (uint32_t)((addr >> c->line_shift) % (uint64_t)c->cfg.sets);
}

static struct cache_line *cache_set(const struct ws_cache *c, uint64_t addr)
{
    return &c->lines[(size_t)ws_cache_set_of(c, addr) * (size_t)c->cfg.ways];
}

/* The way holding line address tag (valid or reserved), or -1. */
static int cache_lookup(const struct ws_cache *c, const struct cache_line *set, uint64_t tag)
{
    const uint64_t *key = &c->keys[set - c->lines];
    for (int w = 0; w < c->cfg.ways; w++)
        if (key[w] == tag)
            return w;
    return -1;
}

/* Way w of set now holds line tag (not INVALID), or nothing (tag CACHE_NOKEY). */
static void cache_key(struct ws_cache *c, const struct cache_line *set, int w, uint64_t tag)
{
    c->keys[set - c->lines + w] = tag;
}

/* A written line (the write ratio's "modified" line, GPGPU-Sim's is_modified_line). */
static int cache_written(const struct cache_line *l)
{
    return l->state != WS_LINE_INVALID && (l->dirty || l->sd);
}

/* Does the write ratio keep written lines from being replaced now?  (GPGPU-Sim's
 * tag_array::probe: a modified line is a candidate only when dirty lines make at least
 * m_wr_percent of all lines.) */
static bool cache_protect_written(const struct ws_cache *c)
{
    return c->cfg.write_ratio > 0 &&
           (uint64_t)c->written * 100 <
               (uint64_t)c->cfg.write_ratio * (uint64_t)c->cfg.sets * (uint64_t)c->cfg.ways;
}

/* The way a miss would take: an invalid one, else the valid line with the smallest
 * stamp (not a written one while the write ratio protects them); -1 when there is none
 * (every way reserved, or reserved or protected). */
static int cache_victim(const struct ws_cache *c, const struct cache_line *set)
{
    int best = -1;
    bool protect = cache_protect_written(c);
    for (int w = 0; w < c->cfg.ways; w++) {
        if (set[w].state == WS_LINE_INVALID)
            return w;
        if (set[w].state == WS_LINE_VALID && (best < 0 || set[w].stamp < set[best].stamp) &&
            !(protect && cache_written(&set[w])))
            best = w;
    }
    return best;
}

int ws_cache_written_lines(const struct ws_cache *c) { return c->written; }

bool ws_cache_ratio_blocked(const struct ws_cache *c, uint64_t addr)
{
    if (!cache_protect_written(c))
        return false;
    const struct cache_line *set = cache_set(c, addr);
    if (cache_lookup(c, set, ws_cache_line_addr(c, addr)) >= 0 || cache_victim(c, set) >= 0)
        return false;
    for (int w = 0; w < c->cfg.ways; w++)
        if (set[w].state == WS_LINE_VALID)
            return true;                 /* a valid way, but written and protected */
    return false;
}

void ws_cache_count_ratio_fail(struct ws_cache *c) { c->st.ratio_fails++; }

enum ws_cache_result ws_cache_probe(const struct ws_cache *c, uint64_t addr)
{
    uint64_t tag = ws_cache_line_addr(c, addr);
    const struct cache_line *set = cache_set(c, addr);
    int w = cache_lookup(c, set, tag);
    if (w >= 0)
        return set[w].state == WS_LINE_VALID ? WS_CACHE_HIT : WS_CACHE_HIT_RESERVED;
    return cache_victim(c, set) >= 0 ? WS_CACHE_MISS : WS_CACHE_RESERVATION_FAIL;
}

static void cache_report(const struct cache_line *l, struct ws_cache_evict *ev)
{
    if (!ev)
        return;
    ev->valid = true;
    ev->dirty = l->dirty;
    ev->prefetched = l->prefetched;
    ev->addr = l->tag;
    ev->fill_warp = l->fill_warp;
}

enum ws_cache_result ws_cache_access(struct ws_cache *c, uint64_t addr, int32_t warp,
                                     unsigned flags, struct ws_cache_evict *ev)
{
    c->version++;
    if (ev)
        memset(ev, 0, sizeof *ev);
    uint64_t tag = ws_cache_line_addr(c, addr);
    struct cache_line *set = cache_set(c, addr);
    c->st.accesses++;
    int w = cache_lookup(c, set, tag);
    if (w >= 0) {
        struct cache_line *l = &set[w];
        if (flags & WS_CACHE_WRITE) {
            c->written += !cache_written(l) && l->state != WS_LINE_INVALID;
            l->dirty = 1;
        }
        if (l->state == WS_LINE_RESERVED) {
            if (c->repl->touch_on_hit)   /* GPGPU-Sim's tag_array::access: HIT_RESERVED too */
                l->stamp = c->clock++;
            c->st.hit_reserved++;
            return WS_CACHE_HIT_RESERVED;
        }
        if (c->repl->touch_on_hit)
            l->stamp = c->clock++;
        c->st.hits++;
        return WS_CACHE_HIT;
    }
    if (flags & WS_CACHE_NOALLOC) {
        c->st.misses++;
        return WS_CACHE_MISS;
    }
    w = cache_victim(c, set);
    if (w < 0) {
        c->st.res_fails++;
        return WS_CACHE_RESERVATION_FAIL;
    }
    struct cache_line *l = &set[w];
    if (l->state == WS_LINE_VALID) {
        cache_report(l, ev);
        c->st.evictions++;
        if (l->dirty)
            c->st.dirty_evictions++;
    }
    c->written -= cache_written(l);
    l->tag = tag;
    l->state = WS_LINE_RESERVED;
    cache_key(c, set, w, tag);
    l->dirty = (flags & WS_CACHE_WRITE) ? 1 : 0;
    c->written += l->dirty;
    l->prefetched = 0;
    l->fill_warp = warp;
    l->stamp = c->clock++;
    c->reserved++;
    c->st.misses++;
    return WS_CACHE_MISS;
}

bool ws_cache_fill(struct ws_cache *c, uint64_t addr, bool prefetched)
{
    c->version++;
    struct cache_line *set = cache_set(c, addr);
    int w = cache_lookup(c, set, ws_cache_line_addr(c, addr));
    if (w < 0 || set[w].state != WS_LINE_RESERVED)
        return false;
    set[w].state = WS_LINE_VALID;
    set[w].prefetched = prefetched ? 1 : 0;
    c->reserved--;
    return true;
}

/* ---- sector caches (GPGPU-Sim sector_cache_block) ---------------------------------- */

static unsigned cache_sector_bit(const struct ws_cache *c, uint64_t addr)
{
    if (c->sector_shift >= 0)
        return 1u << ((unsigned)(addr & (uint64_t)(c->cfg.line - 1)) >> c->sector_shift);
    int n = c->cfg.sectors > 1 ? c->cfg.sectors : 1;
    unsigned per = (unsigned)c->cfg.line / (unsigned)n;
    return 1u << ((unsigned)(addr & (uint64_t)(c->cfg.line - 1)) / per);
}

/* The way of addr's line (valid or reserved), or -1; its set, sector bit and tag. */
static int cache_sector_find(const struct ws_cache *c, uint64_t addr, struct cache_line **set,
                             unsigned *bit, uint64_t *tag)
{
    *tag = ws_cache_line_addr(c, addr);
    *set = cache_set(c, addr);
    *bit = cache_sector_bit(c, addr);
    return cache_lookup(c, *set, *tag);
}

/* The start of every sector access that counts: a new version, no eviction yet (ev),
 * the line's way (or -1), set, sector bit and tag, and the access counted. */
static int cache_sector_begin(struct ws_cache *c, uint64_t addr, struct ws_cache_evict *ev,
                              struct cache_line **set, unsigned *bit, uint64_t *tag)
{
    c->version++;
    if (ev)
        memset(ev, 0, sizeof *ev);
    int w = cache_sector_find(c, addr, set, bit, tag);
    c->st.accesses++;
    return w;
}

/* probe and probe_write: for a write, a sector written before (in full or in part) is a
 * HIT as well as a valid one. */
static enum ws_cache_result cache_sector_probe(const struct ws_cache *c, uint64_t addr,
                                               bool write)
{
    struct cache_line *set;
    unsigned bit;
    uint64_t tag;
    int w = cache_sector_find(c, addr, &set, &bit, &tag);
    if (w >= 0) {
        if ((set[w].sv | (write ? set[w].sd : 0)) & bit)
            return WS_CACHE_HIT;
        if (set[w].sr & bit)
            return WS_CACHE_HIT_RESERVED;
        return WS_CACHE_SECTOR_MISS;
    }
    return cache_victim(c, set) >= 0 ? WS_CACHE_MISS : WS_CACHE_RESERVATION_FAIL;
}

enum ws_cache_result ws_cache_sector_probe(const struct ws_cache *c, uint64_t addr)
{
    return cache_sector_probe(c, addr, false);
}

enum ws_cache_result ws_cache_sector_probe_write(const struct ws_cache *c, uint64_t addr)
{
    return cache_sector_probe(c, addr, true);
}

/* A sector cache's line for tag in set: the replacement victim (reported in ev with its
 * written sectors; counted a dirty eviction when write_back and it has any), emptied;
 * its way, or -1 (a reservation failure, counted) when every way has a sector in
 * flight.  The caller sets the line's state. */
static int cache_sector_alloc(struct ws_cache *c, struct cache_line *set, uint64_t tag,
                              int32_t warp, bool write_back, struct ws_cache_evict *ev)
{
    int w = cache_victim(c, set);
    if (w < 0) {
        c->st.res_fails++;
        return -1;
    }
    struct cache_line *l = &set[w];
    if (l->state == WS_LINE_VALID) {
        cache_report(l, ev);
        if (ev)
            ev->dirty_sectors = l->sd;
        c->st.evictions++;
        if (write_back && l->sd)
            c->st.dirty_evictions++;
    }
    c->written -= cache_written(l);
    l->tag = tag;
    cache_key(c, set, w, tag);
    l->sv = l->sr = l->sd = 0;
    l->dirty = l->prefetched = 0;
    l->fill_warp = warp;
    return w;
}

enum ws_cache_result ws_cache_sector_access(struct ws_cache *c, uint64_t addr, int write,
                                            struct ws_cache_evict *ev)
{
    return ws_cache_sector_access_by(c, addr, write, -1, ev);
}

enum ws_cache_result ws_cache_sector_access_by(struct ws_cache *c, uint64_t addr, int write,
                                               int32_t warp, struct ws_cache_evict *ev)
{
    struct cache_line *set;
    unsigned bit;
    uint64_t tag;
    int w = cache_sector_begin(c, addr, ev, &set, &bit, &tag);
    enum ws_cache_result r;
    if (w < 0) {
        if ((w = cache_sector_alloc(c, set, tag, warp, true, ev)) < 0)
            return WS_CACHE_RESERVATION_FAIL;
        r = WS_CACHE_MISS;
        c->st.misses++;
    } else if ((set[w].sv & bit) || (write && (set[w].sd & bit))) {
        r = WS_CACHE_HIT;
        c->st.hits++;
    } else if (set[w].sr & bit) {
        r = WS_CACHE_HIT_RESERVED;
        c->st.hit_reserved++;
    } else {
        r = WS_CACHE_SECTOR_MISS;
        c->st.misses++;
    }
    struct cache_line *l = &set[w];
    int before = cache_written(l);
    if (write) {                         /* write-back, lazy fetch-on-read: dirty, and */
        if (write == WS_SECTOR_WRITE)    /* valid when every byte is written */
            l->sv |= (uint8_t)bit;
        l->sd |= (uint8_t)bit;
        l->dirty = 1;
    } else if (r == WS_CACHE_MISS || r == WS_CACHE_SECTOR_MISS) {
        l->sr |= (uint8_t)bit;
    }
    if (l->sr) {
        if (l->state != WS_LINE_RESERVED)
            c->reserved++;
        l->state = WS_LINE_RESERVED;
    } else {
        l->state = WS_LINE_VALID;
    }
    c->written += cache_written(l) - before;
    l->stamp = c->clock++;
    return r;
}

enum ws_cache_result ws_cache_sector_write_lazy(struct ws_cache *c, uint64_t addr, bool full,
                                                int32_t warp, struct ws_cache_evict *ev)
{
    struct cache_line *set;
    unsigned bit;
    uint64_t tag;
    int w = cache_sector_begin(c, addr, ev, &set, &bit, &tag);
    enum ws_cache_result r;
    if (w < 0) {
        if ((w = cache_sector_alloc(c, set, tag, warp, false, ev)) < 0)
            return WS_CACHE_RESERVATION_FAIL;
        set[w].state = WS_LINE_VALID;
        r = WS_CACHE_MISS;
        c->st.misses++;
    } else if ((set[w].sv | set[w].sd | set[w].sr) & bit) {
        r = WS_CACHE_HIT;                /* written before, readable or being filled */
        c->st.hits++;
    } else {
        r = WS_CACHE_SECTOR_MISS;
        c->st.misses++;
    }
    struct cache_line *l = &set[w];
    int before = cache_written(l);
    l->sd |= (uint8_t)bit;
    if (full)
        l->sv |= (uint8_t)bit;
    c->written += cache_written(l) - before;
    l->stamp = c->clock++;
    return r;
}

bool ws_cache_sector_fill(struct ws_cache *c, uint64_t addr, bool prefetched)
{
    c->version++;
    struct cache_line *set = cache_set(c, addr);
    int w = cache_lookup(c, set, ws_cache_line_addr(c, addr));
    unsigned bit = cache_sector_bit(c, addr);
    if (w < 0 || !(set[w].sr & bit))
        return false;
    struct cache_line *l = &set[w];
    l->sr &= (uint8_t)~bit;
    l->sv |= (uint8_t)bit;
    if (prefetched)
        l->prefetched = 1;
    if (!l->sr && l->state == WS_LINE_RESERVED) {
        l->state = WS_LINE_VALID;
        c->reserved--;
    }
    return true;
}

bool ws_cache_fill_alloc(struct ws_cache *c, uint64_t addr, int32_t warp,
                         struct ws_cache_evict *ev)
{
    c->version++;
    if (ev)
        memset(ev, 0, sizeof *ev);
    uint64_t tag = ws_cache_line_addr(c, addr);
    struct cache_line *set = cache_set(c, addr);
    int w = cache_lookup(c, set, tag);
    if (w >= 0)
        return set[w].state == WS_LINE_VALID;
    w = cache_victim(c, set);
    if (w < 0)
        return false;
    struct cache_line *l = &set[w];
    if (l->state == WS_LINE_VALID) {
        cache_report(l, ev);
        c->st.evictions++;
        if (l->dirty)
            c->st.dirty_evictions++;
    }
    c->written -= cache_written(l);
    l->tag = tag;
    l->state = WS_LINE_VALID;
    cache_key(c, set, w, tag);
    l->dirty = l->prefetched = 0;
    l->sd = 0;
    l->fill_warp = warp;
    l->stamp = c->clock++;
    return true;
}

int ws_cache_invalidate_all(struct ws_cache *c)
{
    c->version++;
    int n = 0;
    size_t total = (size_t)c->cfg.sets * (size_t)c->cfg.ways;
    for (size_t i = 0; i < total; i++) {
        struct cache_line *l = &c->lines[i];
        if (l->state != WS_LINE_VALID)
            continue;
        c->written -= cache_written(l);
        l->state = WS_LINE_INVALID;
        c->keys[i] = CACHE_NOKEY;
        l->dirty = l->prefetched = 0;
        l->fill_warp = -1;
        n++;
    }
    return n;
}

bool ws_cache_invalidate(struct ws_cache *c, uint64_t addr, struct ws_cache_evict *ev)
{
    c->version++;
    if (ev)
        memset(ev, 0, sizeof *ev);
    struct cache_line *set = cache_set(c, addr);
    int w = cache_lookup(c, set, ws_cache_line_addr(c, addr));
    if (w < 0 || set[w].state != WS_LINE_VALID)
        return false;
    cache_report(&set[w], ev);
    c->written -= cache_written(&set[w]);
    set[w].state = WS_LINE_INVALID;
    cache_key(c, set, w, CACHE_NOKEY);
    set[w].dirty = set[w].prefetched = 0;
    set[w].fill_warp = -1;
    return true;
}

static struct cache_line *cache_valid_line(struct ws_cache *c, uint64_t addr)
{
    struct cache_line *set = cache_set(c, addr);
    int w = cache_lookup(c, set, ws_cache_line_addr(c, addr));
    return (w >= 0 && set[w].state == WS_LINE_VALID) ? &set[w] : NULL;
}

bool ws_cache_mark_dirty(struct ws_cache *c, uint64_t addr)
{
    c->version++;
    struct cache_line *l = cache_valid_line(c, addr);
    if (l) {
        c->written += !cache_written(l);
        l->dirty = 1;
    }
    return l != NULL;
}

bool ws_cache_take_prefetched(struct ws_cache *c, uint64_t addr)
{
    c->version++;
    struct cache_line *l = cache_valid_line(c, addr);
    if (!l || !l->prefetched)
        return false;
    l->prefetched = 0;
    return true;
}

int ws_cache_sets(const struct ws_cache *c) { return c->cfg.sets; }
int ws_cache_ways(const struct ws_cache *c) { return c->cfg.ways; }
int ws_cache_line_size(const struct ws_cache *c) { return c->cfg.line; }
int ws_cache_sectors(const struct ws_cache *c) { return c->cfg.sectors > 1 ? c->cfg.sectors : 1; }
int ws_cache_reserved(const struct ws_cache *c) { return c->reserved; }
uint64_t ws_cache_version(const struct ws_cache *c) { return c->version; }
void ws_cache_stats(const struct ws_cache *c, struct ws_cache_stats *out) { *out = c->st; }

int ws_cache_find_way(const struct ws_cache *c, uint64_t addr)
{
    return cache_lookup(c, cache_set(c, addr), ws_cache_line_addr(c, addr));
}

void ws_cache_line(const struct ws_cache *c, int set, int way, struct ws_cache_line_view *out)
{
    memset(out, 0, sizeof *out);
    out->fill_warp = -1;
    if (set < 0 || set >= c->cfg.sets || way < 0 || way >= c->cfg.ways)
        return;
    const struct cache_line *s = &c->lines[(size_t)set * (size_t)c->cfg.ways];
    const struct cache_line *l = &s[way];
    out->addr = l->tag;
    out->fill_warp = l->fill_warp;
    out->state = l->state;
    out->dirty = l->dirty;
    out->prefetched = l->prefetched;
    if (l->state != WS_LINE_INVALID) {
        out->sv = l->sv;
        out->sr = l->sr;
        out->sd = l->sd;
    }
    int rank = 0;
    if (l->state != WS_LINE_INVALID)
        for (int w = 0; w < c->cfg.ways; w++)
            if (w != way && s[w].state != WS_LINE_INVALID && s[w].stamp > l->stamp)
                rank++;
    out->lru_rank = l->state == WS_LINE_INVALID ? -1 : rank;
}

/* ---- snapshots ------------------------------------------------------------------- */

bool ws_cache_resize(struct ws_cache *c, int ways)
{
    if (ways < 1)
        return false;
    if (ways == c->cfg.ways)
        return true;
    c->cfg.ways = ways;
    free(c->lines);
    free(c->keys);
    c->lines = ws_calloc((size_t)c->cfg.sets * (size_t)ways, sizeof *c->lines);
    c->keys = ws_calloc((size_t)c->cfg.sets * (size_t)ways, sizeof *c->keys);
    struct ws_cache_stats st = c->st;
    uint64_t version = c->version;
    ws_cache_reset(c);
    c->st = st;                          /* the counts go on */
    c->version = version + 1;
    return true;
}

void ws_cache_save(const struct ws_cache *c, struct ws_snap_buf *b)
{
    size_t n = (size_t)c->cfg.sets * (size_t)c->cfg.ways;
    ws_snap_tag(b, "cache");
    ws_snap_u64(b, (uint64_t)c->cfg.ways);
    ws_snap_u64(b, c->clock);
    ws_snap_u64(b, c->version);
    ws_snap_u64(b, (uint64_t)c->reserved);
    ws_snap_block(b, c->lines, n * sizeof *c->lines);
    ws_snap_block(b, c->keys, n * sizeof *c->keys);
    ws_snap_block(b, &c->st, sizeof c->st);
}

bool ws_cache_load(struct ws_cache *c, struct ws_snap_rd *r)
{
    ws_snap_expect(r, "cache");
    uint64_t ways = ws_snap_get_u64(r);     /* a carve-out may have resized it since */
    if (!ws_snap_ok(r) || ways < 1 || ways > 4096 || !ws_cache_resize(c, (int)ways))
        return false;
    size_t n = (size_t)c->cfg.sets * (size_t)c->cfg.ways;
    c->clock = ws_snap_get_u64(r);
    c->version = ws_snap_get_u64(r);
    c->reserved = (int)ws_snap_get_u64(r);
    ws_snap_get_block(r, c->lines, n * sizeof *c->lines);
    ws_snap_get_block(r, c->keys, n * sizeof *c->keys);
    ws_snap_get_block(r, &c->st, sizeof c->st);
    c->written = 0;
    for (size_t i = 0; i < n; i++)
        c->written += cache_written(&c->lines[i]);
    return ws_snap_ok(r);
}
