/* mshr.c — miss status holding registers: entries keyed by line address, each holding
 * up to max_merge caller-defined waiter records; a small open-addressing hash finds an
 * entry without scanning.  All storage is allocated at creation. */
#include "warpscope/cache.h"
#include "warpscope/util.h"
#include "warpscope/snap.h"

#include <stdlib.h>
#include <string.h>

/* Invariants: an entry is in use iff pos >= 0, and then active[pos] == its index;
 * 1 <= count <= max_merge for entries in use; the hash holds exactly the entries in
 * use (linear probing, no tombstones: deletion shifts back). */
struct mshr_entry {
    uint64_t line;
    int count;
    int pos;
    int aux;
};

struct ws_mshr {
    uint64_t version;            /* changes with every add and release */
    int entries, max_merge;
    size_t wbytes;
    struct mshr_entry *e;
    unsigned char *waiters;      /* entries * max_merge * wbytes */
    int *active, used;
    int *free_list, nfree;
    int *hash;                   /* -1 = empty */
    uint64_t *hline;             /* per hash slot: its entry's line (probes read only these) */
    uint32_t hmask;
};

static uint32_t mshr_hash(uint64_t line)
{
    uint64_t x = line * UINT64_C(0x9E3779B97F4A7C15);
    return (uint32_t)(x >> 32);
}

struct ws_mshr *ws_mshr_new(int entries, int max_merge, size_t waiter_bytes)
{
    if (entries < 1 || max_merge < 1 || waiter_bytes < 1)
        return NULL;
    struct ws_mshr *m = ws_calloc(1, sizeof *m);
    m->entries = entries;
    m->max_merge = max_merge;
    m->wbytes = waiter_bytes;
    m->e = ws_calloc((size_t)entries, sizeof *m->e);
    /* written before read (a waiter slot is read only below its entry's count): not
     * cleared, so a run touches only the pages of the slots it uses */
    m->waiters = ws_malloc((size_t)entries * (size_t)max_merge * waiter_bytes);
    m->active = ws_calloc((size_t)entries, sizeof *m->active);
    m->free_list = ws_calloc((size_t)entries, sizeof *m->free_list);
    uint32_t hsize = 4;
    while (hsize < 2u * (uint32_t)entries)
        hsize <<= 1;
    m->hmask = hsize - 1;
    m->hash = ws_malloc(hsize * sizeof *m->hash);
    m->hline = ws_calloc(hsize, sizeof *m->hline);
    for (uint32_t i = 0; i < hsize; i++)
        m->hash[i] = -1;
    for (int i = 0; i < entries; i++) {
        m->e[i].pos = -1;
        m->free_list[i] = entries - 1 - i;     /* entry 0 handed out first */
    }
    m->nfree = entries;
    return m;
}

void ws_mshr_free(struct ws_mshr *m)
{
    if (!m)
        return;
    free(m->e);
    free(m->waiters);
    free(m->active);
    free(m->free_list);
    free(m->hash);
    free(m->hline);
    free(m);
}

/* Hash slot holding line, or the empty slot where it would go. */
static uint32_t mshr_slot(const struct ws_mshr *m, uint64_t line)
{
    uint32_t s = mshr_hash(line) & m->hmask;
    while (m->hash[s] >= 0 && m->hline[s] != line)
        s = (s + 1) & m->hmask;
    return s;
}

static int mshr_find(const struct ws_mshr *m, uint64_t line)
{
    return m->hash[mshr_slot(m, line)];
}

bool ws_mshr_has(const struct ws_mshr *m, uint64_t line) { return mshr_find(m, line) >= 0; }

bool ws_mshr_can_add(const struct ws_mshr *m, uint64_t line)
{
    int i = mshr_find(m, line);
    if (i >= 0)
        return m->e[i].count < m->max_merge;
    return m->nfree > 0;
}

static unsigned char *mshr_wslot(const struct ws_mshr *m, int entry, int i)
{
    return m->waiters + ((size_t)entry * (size_t)m->max_merge + (size_t)i) * m->wbytes;
}

enum ws_mshr_result ws_mshr_add(struct ws_mshr *m, uint64_t line, const void *waiter)
{
    m->version++;
    uint32_t s = mshr_slot(m, line);
    int i = m->hash[s];
    if (i >= 0) {
        if (m->e[i].count >= m->max_merge)
            return WS_MSHR_FULL;
        memcpy(mshr_wslot(m, i, m->e[i].count++), waiter, m->wbytes);
        return WS_MSHR_MERGED;
    }
    if (m->nfree == 0)
        return WS_MSHR_FULL;
    i = m->free_list[--m->nfree];
    m->e[i].line = line;
    m->e[i].count = 1;
    m->e[i].aux = 0;
    m->e[i].pos = m->used;
    m->active[m->used++] = i;
    m->hash[s] = i;
    m->hline[s] = line;
    memcpy(mshr_wslot(m, i, 0), waiter, m->wbytes);
    return WS_MSHR_NEW;
}

int ws_mshr_count(const struct ws_mshr *m, uint64_t line)
{
    int i = mshr_find(m, line);
    return i >= 0 ? m->e[i].count : 0;
}

const void *ws_mshr_waiter(const struct ws_mshr *m, uint64_t line, int w)
{
    int i = mshr_find(m, line);
    if (i < 0 || w < 0 || w >= m->e[i].count)
        return NULL;
    return mshr_wslot(m, i, w);
}

int *ws_mshr_aux(struct ws_mshr *m, uint64_t line)
{
    int i = mshr_find(m, line);
    return i >= 0 ? &m->e[i].aux : NULL;
}

bool ws_mshr_release(struct ws_mshr *m, uint64_t line)
{
    m->version++;
    uint32_t s = mshr_slot(m, line);
    int i = m->hash[s];
    if (i < 0)
        return false;
    /* backward-shift deletion keeps every probe chain unbroken */
    m->hash[s] = -1;
    uint32_t j = s;
    for (;;) {
        j = (j + 1) & m->hmask;
        int k = m->hash[j];
        if (k < 0)
            break;
        uint32_t home = mshr_hash(m->hline[j]) & m->hmask;
        /* move k into the hole at s unless its home lies cyclically in (s, j] */
        bool stays = (s < j) ? (home > s && home <= j) : (home > s || home <= j);
        if (!stays) {
            m->hash[s] = k;
            m->hline[s] = m->hline[j];
            m->hash[j] = -1;
            s = j;
        }
    }
    int p = m->e[i].pos;
    int last = m->active[--m->used];
    m->active[p] = last;
    m->e[last].pos = p;
    m->e[i].pos = -1;
    m->e[i].count = 0;
    m->free_list[m->nfree++] = i;
    return true;
}

int ws_mshr_used(const struct ws_mshr *m) { return m->used; }
uint64_t ws_mshr_version(const struct ws_mshr *m) { return m->version; }
int ws_mshr_entries(const struct ws_mshr *m) { return m->entries; }
int ws_mshr_max_merge(const struct ws_mshr *m) { return m->max_merge; }

void ws_mshr_entry(const struct ws_mshr *m, int i, uint64_t *line, int *waiters)
{
    if (i < 0 || i >= m->used) {
        *line = 0;
        *waiters = 0;
        return;
    }
    const struct mshr_entry *e = &m->e[m->active[i]];
    *line = e->line;
    *waiters = e->count;
}

/* ---- snapshots: the tables, and the waiters of the entries in use ----------------- */

void ws_mshr_save(const struct ws_mshr *m, struct ws_snap_buf *b)
{
    size_t hsize = (size_t)m->hmask + 1;
    ws_snap_tag(b, "mshr");
    ws_snap_u64(b, m->version);
    ws_snap_u32(b, (uint32_t)m->used);
    ws_snap_u32(b, (uint32_t)m->nfree);
    ws_snap_block(b, m->e, (size_t)m->entries * sizeof *m->e);
    ws_snap_block(b, m->active, (size_t)m->entries * sizeof *m->active);
    ws_snap_block(b, m->free_list, (size_t)m->entries * sizeof *m->free_list);
    ws_snap_block(b, m->hash, hsize * sizeof *m->hash);
    ws_snap_block(b, m->hline, hsize * sizeof *m->hline);
    for (int k = 0; k < m->used; k++) {
        int i = m->active[k];
        ws_snap_block(b, mshr_wslot(m, i, 0), (size_t)m->e[i].count * m->wbytes);
    }
}

bool ws_mshr_load(struct ws_mshr *m, struct ws_snap_rd *r)
{
    size_t hsize = (size_t)m->hmask + 1;
    ws_snap_expect(r, "mshr");
    m->version = ws_snap_get_u64(r);
    uint32_t used = ws_snap_get_u32(r), nfree = ws_snap_get_u32(r);
    if (ws_snap_ok(r) && (used > (uint32_t)m->entries || nfree > (uint32_t)m->entries))
        return ws_snap_fail(r, "snapshot corrupt: MSHR table with %u entries in use, %u free "
                            "(of %d)", used, nfree, m->entries);
    m->used = (int)used;
    m->nfree = (int)nfree;
    ws_snap_get_block(r, m->e, (size_t)m->entries * sizeof *m->e);
    ws_snap_get_block(r, m->active, (size_t)m->entries * sizeof *m->active);
    ws_snap_get_block(r, m->free_list, (size_t)m->entries * sizeof *m->free_list);
    ws_snap_get_block(r, m->hash, hsize * sizeof *m->hash);
    ws_snap_get_block(r, m->hline, hsize * sizeof *m->hline);
    for (int k = 0; k < m->used && ws_snap_ok(r); k++) {
        int i = m->active[k];
        if (i < 0 || i >= m->entries || m->e[i].count < 0 || m->e[i].count > m->max_merge)
            return ws_snap_fail(r, "snapshot corrupt: MSHR entry %d", i);
        ws_snap_get_block(r, mshr_wslot(m, i, 0), (size_t)m->e[i].count * m->wbytes);
    }
    return ws_snap_ok(r);
}
