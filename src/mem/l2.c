/* l2.c — one L2 slice (GPGPU-Sim memory_sub_partition; MODEL-NOTES §8): a request from
 * the interconnect is split into its 32-byte sectors, each waits the ROP latency, then
 * enters the icnt-to-L2 queue and accesses the sector cache, one a cycle; a read hit
 * answers through the L2-to-icnt queue, a read miss takes an MSHR (merging into one
 * for the same sector) and leaves through the miss queue and the L2-to-DRAM queue;
 * a write makes its sector valid and dirty at once (write-back, lazy fetch-on-read) and
 * is acknowledged; an evicted line's dirty sectors go to DRAM.  A sector back from DRAM
 * is filled (one a cycle) and its merged reads are answered one a cycle.  Atomics are
 * performed here and answered like reads.  Per L2 cycle, in GPGPU-Sim's order:
 * answers of filled sectors, the DRAM return, the miss queue, the cache access, the ROP
 * queue. */
#include "mem_internal.h"

#include <stdio.h>
#include <string.h>

#define L2_SECTOR 32

/* Set index by the partition-local address, as GPGPU-Sim: the channel field and the
 * bank bits that pick the slice are squeezed out, so every set of the slice is used.
 * With l2.index = ipoly the linear index is hashed with the partition address's bits
 * above it (cache_config::hash_function, IPOLY_HASH_FUNCTION). */
static uint32_t l2_index(const void *ctx, uint64_t addr)
{
    const struct ws_memsys *m = ctx;
    uint32_t ch;
    uint64_t n = mem_gather(&m->dec->l2_line, mem_addrdec_split(m->dec, addr, &ch));
    if (m->l2_ipoly) {
        int sbits = __builtin_ctz((unsigned)m->l2_sets);
        return ws_ipoly_hash(n >> sbits, (uint32_t)n & (uint32_t)(m->l2_sets - 1), m->l2_sets);
    }
    return (uint32_t)n;
}

void l2_slice_init(struct ws_memsys *m, struct l2_slice *s, int id, int sets, int assoc,
                   int repl, int mshrs, int merge, int queue)
{
    memset(s, 0, sizeof *s);
    s->id = id;
    s->ch = id / m->spc;
    s->sub = id % m->spc;
    struct ws_cache_cfg cfg = { .sets = sets, .ways = assoc, .line = m->l2_line,
                                .repl = repl, .index_fn = l2_index, .index_ctx = m,
                                .sectors = m->l2_line / L2_SECTOR > 0 ? m->l2_line / L2_SECTOR : 1 };
    s->cache = ws_cache_new(&cfg);
    s->mshr = ws_mshr_new(mshrs, merge, sizeof(struct ws_mem_req));
    mem_ring_init(&s->rop, (uint32_t)(m->rop_lat + 1) * 8 + 64);
    s->rop_due = UINT64_MAX;
    mem_ring_init(&s->icnt_l2, (uint32_t)m->pq[0]);
    mem_ring_init(&s->todram, (uint32_t)m->pq[1]);
    mem_ring_init(&s->dram_l2, (uint32_t)m->pq[2]);
    mem_ring_init(&s->l2_icnt, (uint32_t)m->pq[3]);
    /* the miss queue holds l2.queue requests for the checks; write-backs of evicted
     * lines may go beyond (GPGPU-Sim pushes them unconditionally) */
    s->missq_max = (uint32_t)queue;
    mem_ring_init(&s->missq, (uint32_t)queue + 16);
    s->ready_cap = (uint32_t)mshrs;
    s->ready = ws_calloc(s->ready_cap, sizeof *s->ready);
}

void l2_slice_free(struct l2_slice *s)
{
    ws_cache_free(s->cache);
    ws_mshr_free(s->mshr);
    mem_ring_free(&s->rop);
    mem_ring_free(&s->icnt_l2);
    mem_ring_free(&s->todram);
    mem_ring_free(&s->dram_l2);
    mem_ring_free(&s->l2_icnt);
    mem_ring_free(&s->missq);
    free(s->ready);
}

bool l2_slice_idle(const struct l2_slice *s)
{
    return mem_ring_empty(&s->rop) && mem_ring_empty(&s->icnt_l2) &&
           mem_ring_empty(&s->todram) && mem_ring_empty(&s->dram_l2) &&
           mem_ring_empty(&s->l2_icnt) && mem_ring_empty(&s->missq) && !s->nready &&
           ws_mshr_used(s->mshr) == 0;
}

static void l2_event(struct ws_memsys *m, const struct l2_slice *s, int kind,
                     const struct ws_mem_req *r, int64_t b)
{
    if (!m->bus || !ws_event_wanted(m->bus, kind))
        return;
    struct ws_event e = ws_event_make(m->bus, kind);
    e.addr = r->addr;
    e.sm = (int16_t)r->sm;
    e.warp = r->warp;
    e.cta = r->cta;
    e.ch = (int16_t)s->ch;
    e.a = s->id;            /* slice */
    e.b = b;                /* l2-miss: 1 when merged into an outstanding miss */
    ws_emit(m->bus, &e);
}

/* A request split into its sectors enters the ROP queue (memory_sub_partition::push). */
bool l2_slice_push(struct ws_memsys *m, struct l2_slice *s, const struct mem_pkt *in)
{
    const struct ws_mem_req *r = &in->req;
    int n = ws_mem_replies(r);
    if (s->rop.cap - s->rop.n < (uint32_t)n)
        return false;
    uint64_t first = r->addr & ~(uint64_t)(L2_SECTOR - 1);
    if (mem_ring_empty(&s->rop))
        s->rop_due = m->l2_ticks + (uint64_t)m->rop_lat;   /* (readies only grow) */
    for (int i = 0; i < n; i++) {
        struct mem_pkt *q = mem_ring_push(&s->rop);
        *q = *in;
        if (r->op != WS_MEM_ATOMIC) {
            q->req.addr = first + (uint64_t)i * L2_SECTOR;
            q->req.bytes = L2_SECTOR;
        }
        q->ready = m->l2_ticks + (uint64_t)m->rop_lat;
    }
    s->load += (uint32_t)n;
    m->inflight += (uint64_t)n - 1;     /* one accepted request is now n sector requests */
    return true;
}

/* A reply (read data, atomic result or write ack) into the L2-to-icnt queue. */
static bool l2_reply(struct l2_slice *s, const struct ws_mem_req *r)
{
    struct mem_pkt *p = mem_ring_push(&s->l2_icnt);
    if (!p)
        return false;
    p->req = *r;
    p->req.reply = 1;
    p->aux = r->sm;
    return true;
}

/* An evicted line's dirty sectors go to DRAM as one write through the miss queue. */
static void l2_writeback(struct ws_memsys *m, struct l2_slice *s, const struct ws_cache_evict *ev)
{
    if (!ev->valid || !ev->dirty_sectors)
        return;
    struct mem_pkt *p = mem_ring_push(&s->missq);
    if (!p)
        return;                          /* not reached: the ring has spare room */
    memset(&p->req, 0, sizeof p->req);
    p->req.addr = ev->addr;
    p->req.id = (UINT64_C(1) << 63) | m->wb_seq++;
    p->req.sm = p->req.warp = p->req.cta = -1;
    p->req.bytes = (uint16_t)(L2_SECTOR * __builtin_popcount(ev->dirty_sectors));
    p->req.op = WS_MEM_WRITE;
    p->req.kind = WS_MEM_WRBK;
    p->aux = s->id;
    s->writebacks++;
}

/* The icnt-to-L2 queue's head accesses the cache; false when it must retry. */
static bool l2_access(struct ws_memsys *m, struct l2_slice *s, const struct ws_mem_req *r)
{
    bool write = r->op == WS_MEM_WRITE;
    if (m->l2_perfect) {
        if (r->kind != WS_MEM_WRBK && !l2_reply(s, r))
            return false;
        s->accesses++;
        s->hits++;
        l2_event(m, s, WS_EV_L2_HIT, r, -1);
        return true;
    }
    enum ws_cache_result pr = write ? ws_cache_sector_probe_write(s->cache, r->addr)
                                    : ws_cache_sector_probe(s->cache, r->addr);
    if (pr == WS_CACHE_RESERVATION_FAIL)
        return false;
    int room = (int)s->missq_max - (int)s->missq.n;
    if (write) {
        if (pr != WS_CACHE_HIT && room < 1)
            return false;                /* miss_queue_full(0) */
        if (r->kind != WS_MEM_WRBK && mem_ring_full(&s->l2_icnt))
            return false;
        /* a sector written in part stays unreadable until a read fetches it (GPGPU-Sim
         * is_readable); an L1 write-back's mask holds its whole line (ldst.c) */
        struct ws_cache_evict ev;
        ws_cache_sector_access(s->cache, r->addr, ws_mem_sector_full(r->full, r->addr)
                                                      ? WS_SECTOR_WRITE : WS_SECTOR_WRITE_PART,
                               &ev);
        l2_writeback(m, s, &ev);
        if (r->kind != WS_MEM_WRBK)
            l2_reply(s, r);              /* acknowledged at once */
        s->accesses++;
        if (pr == WS_CACHE_HIT) {
            s->hits++;
            l2_event(m, s, WS_EV_L2_HIT, r, -1);
        } else {
            s->misses++;
            l2_event(m, s, WS_EV_L2_MISS, r, 0);
        }
        return true;
    }
    if (pr == WS_CACHE_HIT) {
        if (!l2_reply(s, r))
            return false;
        ws_cache_sector_access(s->cache, r->addr, false, NULL);
        if (r->op == WS_MEM_ATOMIC)
            ws_cache_sector_access(s->cache, r->addr, true, NULL);
        s->accesses++;
        s->hits++;
        l2_event(m, s, WS_EV_L2_HIT, r, -1);
        if (ws_cache_take_prefetched(s->cache, r->addr)) {
            s->pf_useful++;              /* first demand use of a prefetched line */
            l2_event(m, s, WS_EV_PREFETCH_USE, r, -1);
        }
        return true;
    }
    uint64_t sector = r->addr & ~(uint64_t)(L2_SECTOR - 1);
    if (pr == WS_CACHE_HIT_RESERVED) {
        if (!ws_mshr_can_add(s->mshr, sector))
            return false;
        ws_cache_sector_access(s->cache, r->addr, false, NULL);
        ws_mshr_add(s->mshr, sector, r);
        s->accesses++;
        s->hit_reserved++;
        l2_event(m, s, WS_EV_L2_MISS, r, 1);
        return true;
    }
    /* MISS or SECTOR_MISS: a read request below (miss_queue_full(1): two free entries) */
    if (room < 2 || !ws_mshr_can_add(s->mshr, sector))
        return false;
    struct ws_cache_evict ev;
    ws_cache_sector_access(s->cache, r->addr, false, &ev);
    ws_mshr_add(s->mshr, sector, r);
    struct mem_pkt *p = mem_ring_push(&s->missq);
    p->req = *r;
    p->req.addr = sector;
    p->req.bytes = L2_SECTOR;
    p->req.op = WS_MEM_READ;
    p->aux = s->id;
    l2_writeback(m, s, &ev);
    s->accesses++;
    s->misses++;
    l2_event(m, s, WS_EV_L2_MISS, r, 0);
    return true;
}

/* A sector came back from DRAM: fill it and queue its merged reads for answers; a
 * memory-side prefetch fills its line's absent sectors marked prefetched. */
static bool l2_fill(struct ws_memsys *m, struct l2_slice *s, const struct ws_mem_req *r)
{
    if (r->prefetch == 2) {
        for (uint64_t a = r->addr; a < r->addr + (uint64_t)m->l2_line; a += L2_SECTOR) {
            enum ws_cache_result pr = ws_cache_sector_probe(s->cache, a);
            if (pr != WS_CACHE_MISS && pr != WS_CACHE_SECTOR_MISS)
                continue;
            if (pr == WS_CACHE_MISS && s->missq.n >= s->missq_max)
                continue;
            struct ws_cache_evict ev;
            ws_cache_sector_access(s->cache, a, false, &ev);
            ws_cache_sector_fill(s->cache, a, true);
            l2_writeback(m, s, &ev);
        }
        s->pf_fills++;
        return true;
    }
    if (s->nready == s->ready_cap)
        return false;
    ws_cache_sector_fill(s->cache, r->addr, false);
    int n = ws_mshr_count(s->mshr, r->addr);
    if (n)
        s->ready[s->nready++] = (struct l2_ready){ r->addr, 0, n };
    return true;
}

/* One answer of a filled sector (data_cache next_access). */
static void l2_answer(struct l2_slice *s)
{
    if (!s->nready || mem_ring_full(&s->l2_icnt))
        return;
    struct l2_ready *rd = &s->ready[0];
    const struct ws_mem_req *w = ws_mshr_waiter(s->mshr, rd->sector, rd->next);
    l2_reply(s, w);
    if (w->op == WS_MEM_ATOMIC)
        ws_cache_sector_access(s->cache, rd->sector, true, NULL);
    if (++rd->next >= ws_mshr_count(s->mshr, rd->sector)) {   /* merges while draining too */
        ws_mshr_release(s->mshr, rd->sector);
        memmove(&s->ready[0], &s->ready[1], (size_t)(s->nready - 1) * sizeof *s->ready);
        s->nready--;
    }
}

void l2_slice_tick(struct ws_memsys *m, struct l2_slice *s)
{
    uint64_t now = m->l2_ticks;
    l2_answer(s);
    struct mem_pkt *d = mem_ring_head(&s->dram_l2);
    if (d && l2_fill(m, s, &d->req))
        mem_ring_pop(&s->dram_l2);
    struct mem_pkt *q = mem_ring_head(&s->missq);
    if (q) {
        struct mem_pkt *t = mem_ring_push(&s->todram);
        if (t) {
            *t = *q;
            m->ch_todram[s->ch]++;
            mem_ring_pop(&s->missq);
        }
    }
    struct mem_pkt *p = mem_ring_head(&s->icnt_l2);
    if (p && !mem_ring_full(&s->todram) && !mem_ring_full(&s->l2_icnt)) {
        if (l2_access(m, s, &p->req)) {
            if (p->req.op == WS_MEM_WRITE && p->req.kind == WS_MEM_WRBK)
                m->inflight--;           /* an L1 write-back: absorbed, no ack */
            mem_ring_pop(&s->icnt_l2);
        } else {
            s->stall_cycles++;
        }
    }
    if (s->rop_due <= now && !mem_ring_full(&s->icnt_l2)) {
        *mem_ring_push(&s->icnt_l2) = *mem_ring_head(&s->rop);
        mem_ring_pop(&s->rop);
        const struct mem_pkt *h = mem_ring_head(&s->rop);
        s->rop_due = h ? h->ready : UINT64_MAX;
    }
}

bool l2_slice_locate(const struct ws_memsys *m, const struct l2_slice *s, const struct mem_match *mk,
                     char *buf, size_t n)
{
    const struct { const struct mem_ring *r; const char *what; } rings[] = {
        { &s->rop, "ROP pipeline" }, { &s->icnt_l2, "input queue, waiting for the cache" },
        { &s->missq, "miss queue" }, { &s->todram, "L2-to-DRAM queue" },
        { &s->dram_l2, "DRAM return queue (fill)" }, { &s->l2_icnt, "reply queue" } };
    for (size_t i = 0; i < sizeof rings / sizeof rings[0]; i++)
        for (uint32_t k = 0; k < rings[i].r->n; k++) {
            const struct mem_pkt *p = mem_ring_at(rings[i].r, k);
            if (!mem_match_req(mk, &p->req))
                continue;
            if (i == 0 && p->ready > m->l2_ticks)
                snprintf(buf, n, "L2 slice %d ROP pipeline, %llu L2 cycles to go", s->id,
                         (unsigned long long)(p->ready - m->l2_ticks));
            else
                snprintf(buf, n, "L2 slice %d %s position %u (MSHR %d/%d used)", s->id,
                         rings[i].what, k, ws_mshr_used(s->mshr), ws_mshr_entries(s->mshr));
            return true;
        }
    for (int e = 0; e < ws_mshr_used(s->mshr); e++) {
        uint64_t sector;
        int w;
        ws_mshr_entry(s->mshr, e, &sector, &w);
        for (int i = 0; i < w; i++) {
            const struct ws_mem_req *r = ws_mshr_waiter(s->mshr, sector, i);
            if (!mem_match_req(mk, r))
                continue;
            char more[160] = "";
            const struct ws_mem_req *first = ws_mshr_waiter(s->mshr, sector, 0);
            struct mem_match fk = { first->id, 0, 0, false };
            bool found = memsys_latency_locate(m, s->ch, &fk, more + 2, sizeof more - 2) ||
                         dram_channel_locate(m->ch[s->ch], &fk,
                                             m->dram_ticks ? m->dram_ticks - 1 : 0,
                                             more + 2, sizeof more - 2);
            if (found) {
                more[0] = ',';
                more[1] = ' ';
            }
            snprintf(buf, n, "L2 slice %d miss (MSHR, %d waiter%s)%s", s->id, w,
                     w == 1 ? "" : "s", more);
            return true;
        }
    }
    return false;
}

/* ---- snapshots: queues, tags, MSHRs, the sectors being answered, counters ----------- */

void l2_slice_save(const struct l2_slice *s, struct ws_snap_buf *b)
{
    ws_snap_tag(b, "l2");
    ws_cache_save(s->cache, b);
    ws_mshr_save(s->mshr, b);
    const struct mem_ring *q[] = { &s->rop, &s->icnt_l2, &s->missq, &s->todram, &s->dram_l2,
                                   &s->l2_icnt };
    for (size_t i = 0; i < sizeof q / sizeof q[0]; i++)
        mem_ring_save(q[i], b);
    ws_snap_u64(b, s->rop_due);
    ws_snap_u32(b, s->nready);
    ws_snap_put(b, s->ready, (size_t)s->nready * sizeof *s->ready);
    ws_snap_u32(b, s->load);
    const uint64_t c[] = { s->accesses, s->hits, s->hit_reserved, s->misses, s->writebacks,
                           s->stall_cycles, s->pf_fills, s->pf_useful };
    ws_snap_block(b, c, sizeof c);
}

bool l2_slice_load(struct l2_slice *s, struct ws_snap_rd *r)
{
    ws_snap_expect(r, "l2");
    ws_cache_load(s->cache, r);
    ws_mshr_load(s->mshr, r);
    struct mem_ring *q[] = { &s->rop, &s->icnt_l2, &s->missq, &s->todram, &s->dram_l2,
                             &s->l2_icnt };
    for (size_t i = 0; i < sizeof q / sizeof q[0]; i++)
        mem_ring_load(q[i], r);
    s->rop_due = ws_snap_get_u64(r);
    uint32_t n = ws_snap_get_u32(r);
    if (ws_snap_ok(r) && n > s->ready_cap)
        return ws_snap_fail(r, "snapshot corrupt: L2 slice %d with %u filled sectors (at most %u)",
                            s->id, n, s->ready_cap);
    s->nready = n;
    ws_snap_get(r, s->ready, (size_t)n * sizeof *s->ready);
    s->load = ws_snap_get_u32(r);
    uint64_t c[8];
    if (ws_snap_get_block(r, c, sizeof c)) {
        s->accesses = c[0], s->hits = c[1], s->hit_reserved = c[2], s->misses = c[3];
        s->writebacks = c[4], s->stall_cycles = c[5], s->pf_fills = c[6], s->pf_useful = c[7];
    }
    return ws_snap_ok(r);
}
