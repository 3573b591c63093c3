/* l2.c — one L2 slice: the ROP latency pipeline, a write-back set-associative cache
 * (allocate-on-miss through cache.c), MSHR merging of read misses, dirty evictions
 * written back to DRAM, atomics performed here and answered like reads, l2.perfect.
 * Writes are write-validate: a write miss allocates the line dirty without reading
 * DRAM (stated simplification: partial-line writes are treated as whole-line). */
#include "mem_internal.h"

#include <stdio.h>
#include <string.h>

/* Set index by the partition-local address, as GPGPU-Sim: the channel field and the
 * bank bits that pick the slice are squeezed out, so every set of the slice is used. */
static uint32_t l2_index(const void *ctx, uint64_t addr)
{
    const struct ws_memsys *m = ctx;
    const struct ws_addrmap *a = &m->map;
    uint64_t low = addr & ((UINT64_C(1) << a->ch_pos) - 1), high = addr >> a->ch_pos;
    uint64_t rest = (a->channels & (a->channels - 1)) == 0 ? high >> a->ch_bits
                                                            : high / (uint64_t)a->channels;
    uint64_t pa = rest << a->ch_pos | low;
    for (uint64_t mask = m->slice_bit_mask; mask; ) {
        int bit = 63 - __builtin_clzll(mask);          /* highest first */
        uint64_t below = pa & ((UINT64_C(1) << bit) - 1);
        pa = ((pa >> (bit + 1)) << bit) | below;
        mask &= ~(UINT64_C(1) << bit);
    }
    int shift = __builtin_ctz((unsigned)m->l2_line);
    return (uint32_t)(pa >> shift);
}

void l2_slice_init(struct ws_memsys *m, struct l2_slice *s, int id, int sets, int assoc,
                   int repl, int mshrs, int merge, int queue)
{
    memset(s, 0, sizeof *s);
    s->id = id;
    s->ch = id / m->spc;
    s->sub = id % m->spc;
    struct ws_cache_cfg cfg = { .sets = sets, .ways = assoc, .line = m->l2_line,
                                .repl = repl, .index_fn = l2_index, .index_ctx = m };
    s->cache = ws_cache_new(&cfg);
    s->mshr = ws_mshr_new(mshrs, merge, sizeof(struct ws_mem_req));
    mem_ring_init(&s->rop, (uint32_t)(m->rop_lat + queue));
    mem_ring_init(&s->todram, (uint32_t)(queue < 2 ? 2 : queue));
}

void l2_slice_free(struct l2_slice *s)
{
    ws_cache_free(s->cache);
    ws_mshr_free(s->mshr);
    mem_ring_free(&s->rop);
    mem_ring_free(&s->todram);
}

bool l2_slice_idle(const struct l2_slice *s)
{
    return mem_ring_empty(&s->rop) && mem_ring_empty(&s->todram) && !s->fill_busy &&
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

static void l2_writeback(struct ws_memsys *m, struct l2_slice *s, const struct ws_cache_evict *ev)
{
    struct mem_pkt *p = mem_ring_push(&s->todram);    /* room checked by the caller */
    if (!p)
        return;
    memset(&p->req, 0, sizeof p->req);
    p->req.addr = ev->addr;
    p->req.id = (UINT64_C(1) << 63) | m->wb_seq++;
    p->req.sm = p->req.warp = p->req.cta = -1;
    p->req.bytes = (uint16_t)m->l2_line;
    p->req.op = WS_MEM_WRITE;
    p->aux = s->id;
    m->ch_todram[s->ch]++;
    s->writebacks++;
}

static bool l2_reply(struct ws_memsys *m, struct l2_slice *s, const struct ws_mem_req *r)
{
    if (!icnt_inject(m->net, ICNT_REP, s->id, r->sm, r, memsys_flits(m, r, true)))
        return false;
    s->load--;
    return true;
}

/* A memory-side prefetch returned: allocate and fill the line marked prefetched, unless
 * the line is already present or being fetched by a demand miss, every way of its set
 * is reserved, or a dirty victim finds no room towards DRAM (then it is dropped). */
static void l2_fill_prefetch(struct ws_memsys *m, struct l2_slice *s, uint64_t line)
{
    if (ws_cache_probe(s->cache, line) != WS_CACHE_MISS || mem_ring_full(&s->todram))
        return;
    struct ws_cache_evict ev;
    ws_cache_access(s->cache, line, -1, 0, &ev);
    ws_cache_fill(s->cache, line, true);
    if (ev.valid && ev.dirty)
        l2_writeback(m, s, &ev);
    s->pf_fills++;
}

/* Serve a returned line: fill, then answer its waiters (as many as the return queue
 * takes this cycle; the rest next cycle). */
static void l2_fill(struct ws_memsys *m, struct l2_slice *s)
{
    if (!s->fill_busy) {
        if (!m->dram_ticks)
            return;
        struct mem_pkt *p = dram_channel_ret_head(m->ch[s->ch], s->sub, m->dram_ticks - 1);
        if (!p)
            return;
        if (p->req.prefetch == 2) {
            l2_fill_prefetch(m, s, p->req.addr);
            dram_channel_ret_pop(m->ch[s->ch], s->sub);
            return;
        }
        s->fill_line = p->req.addr;
        dram_channel_ret_pop(m->ch[s->ch], s->sub);
        ws_cache_fill(s->cache, s->fill_line, false);
        s->fill_busy = true;
        s->fill_next = 0;
    }
    int n = ws_mshr_count(s->mshr, s->fill_line);
    while (s->fill_next < n) {
        const struct ws_mem_req *w = ws_mshr_waiter(s->mshr, s->fill_line, s->fill_next);
        if (!l2_reply(m, s, w))
            return;
        if (w->op == WS_MEM_ATOMIC)
            ws_cache_mark_dirty(s->cache, s->fill_line);
        s->fill_next++;
    }
    ws_mshr_release(s->mshr, s->fill_line);
    s->fill_busy = false;
}

/* The request at the head of the ROP pipeline accesses the cache; false = stall. */
static bool l2_access(struct ws_memsys *m, struct l2_slice *s, const struct ws_mem_req *r)
{
    bool write = r->op == WS_MEM_WRITE;
    unsigned flags = r->op == WS_MEM_READ ? 0 : WS_CACHE_WRITE;
    if (m->l2_perfect) {
        if (!write && !l2_reply(m, s, r))
            return false;
        s->accesses++;
        s->hits++;
        l2_event(m, s, WS_EV_L2_HIT, r, -1);
        return true;
    }
    uint64_t line = ws_cache_line_addr(s->cache, r->addr);
    struct ws_cache_evict ev;
    switch (ws_cache_probe(s->cache, r->addr)) {
    case WS_CACHE_HIT:
        if (!write && !l2_reply(m, s, r))
            return false;
        ws_cache_access(s->cache, r->addr, r->warp, flags, NULL);
        s->hits++;
        l2_event(m, s, WS_EV_L2_HIT, r, -1);
        if (!write && ws_cache_take_prefetched(s->cache, r->addr)) {
            s->pf_useful++;                /* first demand use of a prefetched line */
            l2_event(m, s, WS_EV_PREFETCH_USE, r, -1);
        }
        break;
    case WS_CACHE_HIT_RESERVED:
        if (write) {                       /* merges into the line being fetched */
            ws_cache_access(s->cache, r->addr, r->warp, flags, NULL);
            s->hits++;
            l2_event(m, s, WS_EV_L2_HIT, r, -1);
            break;
        }
        if (!ws_mshr_can_add(s->mshr, line))
            return s->stall_local = true, false;
        ws_cache_access(s->cache, r->addr, r->warp, flags, NULL);
        ws_mshr_add(s->mshr, line, r);
        s->misses++;
        l2_event(m, s, WS_EV_L2_MISS, r, 1);
        break;
    case WS_CACHE_MISS:
        if (write) {
            if (mem_ring_full(&s->todram))
                return s->stall_local = true, false;
            ws_cache_access(s->cache, r->addr, r->warp, flags, &ev);
            ws_cache_fill(s->cache, line, false);
        } else {
            if (s->todram.cap - s->todram.n < 2 || !ws_mshr_can_add(s->mshr, line))
                return s->stall_local = true, false;
            ws_cache_access(s->cache, r->addr, r->warp, flags, &ev);
            ws_mshr_add(s->mshr, line, r);
            struct mem_pkt *p = mem_ring_push(&s->todram);
            if (!p)
                return false;              /* not reached: room checked above */
            p->req = *r;
            p->req.addr = line;
            p->req.op = WS_MEM_READ;
            p->req.bytes = (uint16_t)m->l2_line;
            p->aux = s->id;
            m->ch_todram[s->ch]++;
        }
        if (ev.valid && ev.dirty)
            l2_writeback(m, s, &ev);
        s->misses++;
        l2_event(m, s, WS_EV_L2_MISS, r, 0);
        break;
    case WS_CACHE_RESERVATION_FAIL:
        return s->stall_local = true, false;
    }
    s->accesses++;
    return true;
}

void l2_slice_tick(struct ws_memsys *m, struct l2_slice *s)
{
    if (!s->load && !(m->pf_fn && dram_channel_ret_pf(m->ch[s->ch])))
        return;                           /* nothing for this slice anywhere */
    uint64_t now = m->l2_ticks;
    if (s->fill_busy || m->dram_ticks)
        l2_fill(m, s);
    struct mem_pkt *p = mem_ring_head(&s->rop);
    if (p && p->ready <= now) {
        if (s->stall_known && s->stall_cache == ws_cache_version(s->cache) &&
            s->stall_mshr == ws_mshr_version(s->mshr) && s->stall_todram == s->todram.n) {
            s->stall_cycles++;            /* nothing it depends on changed: fails again */
        } else if (s->stall_local = false, l2_access(m, s, &p->req)) {
            if (p->req.op == WS_MEM_WRITE) {
                m->inflight--;            /* absorbed: writes get no reply */
                s->load--;
            }
            mem_ring_pop(&s->rop);
            s->stall_known = false;
        } else {
            s->stall_cycles++;
            s->stall_known = s->stall_local;
            s->stall_cache = ws_cache_version(s->cache);
            s->stall_mshr = ws_mshr_version(s->mshr);
            s->stall_todram = s->todram.n;
        }
    }
    if (m->icnt_ticks && !mem_ring_full(&s->rop)) {
        struct mem_pkt *in = icnt_peek(m->net, ICNT_REQ, s->id, m->icnt_ticks - 1);
        if (in) {
            struct mem_pkt *q = mem_ring_push(&s->rop);
            *q = *in;
            q->ready = now + (uint64_t)m->rop_lat;
            icnt_pop(m->net, ICNT_REQ, s->id);
        }
    }
}

bool l2_slice_locate(const struct ws_memsys *m, const struct l2_slice *s, const struct mem_match *mk,
                     char *buf, size_t n)
{
    for (uint32_t k = 0; k < s->rop.n; k++) {
        const struct mem_pkt *p = mem_ring_at(&s->rop, k);
        if (mem_match_req(mk, &p->req)) {
            if (p->ready > m->l2_ticks)
                snprintf(buf, n, "L2 slice %d ROP pipeline, %llu L2 cycles to go", s->id,
                         (unsigned long long)(p->ready - m->l2_ticks));
            else
                snprintf(buf, n, "L2 slice %d input queue position %u, waiting for the cache "
                         "(MSHR %d/%d used, queue to DRAM %u/%u)", s->id, k,
                         ws_mshr_used(s->mshr), ws_mshr_entries(s->mshr), s->todram.n,
                         s->todram.cap);
            return true;
        }
    }
    for (int e = 0; e < ws_mshr_used(s->mshr); e++) {
        uint64_t line;
        int w;
        ws_mshr_entry(s->mshr, e, &line, &w);
        for (int i = 0; i < w; i++) {
            const struct ws_mem_req *r = ws_mshr_waiter(s->mshr, line, i);
            if (!mem_match_req(mk, r))
                continue;
            char more[160] = "";
            const struct ws_mem_req *first = ws_mshr_waiter(s->mshr, line, 0);
            bool found = false;
            for (uint32_t k = 0; k < s->todram.n && !found; k++)
                if (mem_ring_at(&s->todram, k)->req.id == first->id) {
                    snprintf(more, sizeof more, ", in the L2-to-DRAM queue position %u (DRAM "
                             "ch %d: %u in its latency queue, %u credits)", k, s->ch,
                             m->ch_lat[s->ch].n, m->credits);
                    found = true;
                }
            struct mem_match fk = { first->id, 0, 0, false };
            if (!found)
                found = memsys_latency_locate(m, s->ch, &fk, more + 2, sizeof more - 2);
            if (!found && s->fill_busy && s->fill_line == line) {
                snprintf(more, sizeof more, ", line returned, answering waiters");
                found = true;
            }
            if (!found)
                found = dram_channel_locate(m->ch[s->ch], &fk,
                                            m->dram_ticks ? m->dram_ticks - 1 : 0,
                                            more + 2, sizeof more - 2);
            if (found && more[0] != ',') {
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
