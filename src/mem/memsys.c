/* memsys.c — the memory-system facade (warpscope/mem.h): builds the interconnect, the
 * L2 slices and the DRAM channels from the configuration, routes addresses to slices
 * through the address map, ticks each clock domain, and answers inspection queries. */
#include "mem_internal.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Cycles of domain `mhz` covering `core_cycles` core cycles, rounded up. */
static int memsys_convert(int64_t core_cycles, double mhz, double core_mhz)
{
    double x = (double)core_cycles * mhz / core_mhz;
    return (int)ceil(x - 1e-9);
}

/* Packet sizes (MODEL-NOTES §7): a read request is 8 bytes of control, a write or an
 * atomic carries its data too; a read reply carries its data plus 8, a write ack is 8. */
int memsys_flits(const struct ws_memsys *m, const struct ws_mem_req *r, bool reply)
{
    if (m->icnt_packets)
        return 1;           /* -network_mode 2: buffers and ports count packets */
    int bytes = 8;
    if (reply ? r->op != WS_MEM_WRITE : r->op != WS_MEM_READ)
        bytes += r->bytes;
    return (bytes + m->flit_bytes - 1) / m->flit_bytes;
}

/* The slice: channel x slices + the low bank bits; with dram.partition_index = ipoly
 * that number is hashed with the address bits above the channel and slice fields
 * (GPGPU-Sim addrdec's IPOLY indexing, MODEL-NOTES §8: QV100 hashes 2 x channel + bit
 * 13 with a >> 14).  The DRAM channel is the slice's; bank, row and column stay. */
int memsys_slice_of(const struct ws_memsys *m, uint64_t addr)
{
    uint32_t ch;
    uint64_t pa = mem_addrdec_split(m->dec, addr, &ch);
    int sub = (int)ch * m->spc + (int)(mem_addrdec_bank(m->dec, pa) % (uint32_t)m->spc);
    if (m->part_ipoly)
        sub = (int)ws_ipoly_hash(addr >> m->part_shift, (uint32_t)sub, m->n_slices);
    return sub;
}

/* Bank-field bits (lowest first) that choose the slice, when spc is a power of two. */
static uint64_t memsys_slice_bits(const struct ws_addrmap *a, int spc)
{
    if (spc & (spc - 1))
        return 0;
    uint64_t out = 0, mask = a->bank_mask;
    for (int k = 1; k < spc && mask; k <<= 1) {
        uint64_t low = mask & (~mask + 1);
        out |= low;
        mask &= mask - 1;
    }
    return out;
}

struct ws_memsys *ws_memsys_new(const struct ws_config *cfg, struct ws_event_bus *bus,
                                struct ws_err *err)
{
    int line = (int)cfg->l2_line, assoc = (int)cfg->l2_assoc;
    if (line & (line - 1)) {
        ws_errf(err, WS_ERR_INPUT, "l2.line = %d: expected a power of two", line);
        return NULL;
    }
    int64_t sets = cfg->l2_size / ((int64_t)line * assoc);
    if (!cfg->l2_perfect && (sets < 1 || sets * line * assoc != cfg->l2_size)) {
        ws_errf(err, WS_ERR_INPUT, "l2.size = %lld: expected a multiple of l2.line x l2.assoc "
                "(%d)", (long long)cfg->l2_size, line * assoc);
        return NULL;
    }
    if (sets < 1)
        sets = 1;
    int repl = ws_cache_repl_find(cfg->l2_replacement);
    int sched = dram_sched_find(cfg->dram_scheduler);
    if (repl < 0 || sched < 0) {
        ws_errf(err, WS_ERR_INPUT, "%s = '%s': unknown", repl < 0 ? "l2.replacement" :
                "dram.scheduler", repl < 0 ? cfg->l2_replacement : cfg->dram_scheduler);
        return NULL;
    }
    struct ws_memsys *m = ws_calloc(1, sizeof *m);
    if (ws_addrmap_parse(&m->map, cfg->dram_addr_map, (int)cfg->dram_channels,
                         (int)cfg->dram_banks, err) != WS_OK) {
        free(m);
        return NULL;
    }
    m->bus = bus;
    m->n_sm = (int)cfg->sm_count;
    m->n_ch = (int)cfg->dram_channels;
    m->spc = (int)cfg->l2_slices_per_channel;
    m->n_slices = m->n_ch * m->spc;
    m->banks = (int)cfg->dram_banks;
    m->l2_line = line;
    m->flit_bytes = (int)cfg->icnt_flit_bytes;
    m->icnt_packets = strcmp(cfg->icnt_topology, "local") == 0;
    m->rop_lat = memsys_convert(cfg->l2_latency, cfg->clock_l2, cfg->clock_core);
    {
        int64_t q[4] = { 64, 64, 64, 64 };
        ws_config_list(cfg->l2_partition_queues, q, 4);   /* validated by the config */
        for (int i = 0; i < 4; i++)
            m->pq[i] = (int)q[i];
    }
    m->dram_lat = memsys_convert(cfg->dram_latency, cfg->clock_dram, cfg->clock_core);
    m->l2_perfect = cfg->l2_perfect;
    m->dec = ws_calloc(1, sizeof *m->dec);
    mem_addrdec_init(m->dec, &m->map, memsys_slice_bits(&m->map, m->spc),
                     __builtin_ctz((unsigned)line));
    m->l2_sets = (int)sets;
    if (strcmp(cfg->dram_partition_index, "ipoly") == 0) {
        if (!ws_ipoly_supported(m->n_slices) || (m->n_ch & (m->n_ch - 1))) {
            ws_errf(err, WS_ERR_INPUT, "dram.partition_index = ipoly: expected 32 or 64 L2 "
                    "slices (dram.channels x l2.slices_per_channel, a power-of-two channel "
                    "count), got %d", m->n_slices);
            free(m->dec);
            free(m);
            return NULL;
        }
        m->part_ipoly = true;
        m->part_shift = m->map.ch_pos + m->map.ch_bits + __builtin_ctz((unsigned)m->spc);
    }
    if (strcmp(cfg->l2_index, "ipoly") == 0) {
        if (!cfg->l2_perfect && !ws_ipoly_supported(m->l2_sets)) {
            ws_errf(err, WS_ERR_INPUT, "l2.index = ipoly: expected 32 or 64 L2 sets per slice "
                    "(l2.size / (l2.line x l2.assoc)), got %d", m->l2_sets);
            free(m->dec);
            free(m);
            return NULL;
        }
        m->l2_ipoly = true;
    }
    m->net = icnt_new(m->n_sm, m->n_slices,
                      strcmp(cfg->icnt_topology, "mesh") == 0 ? ICNT_MESH : ICNT_CROSSBAR,
                      (int)cfg->icnt_latency, (int)cfg->icnt_inject, (int)cfg->icnt_queue);
    m->sl = ws_calloc((size_t)m->n_slices, sizeof *m->sl);
    for (int i = 0; i < m->n_slices; i++)
        l2_slice_init(m, &m->sl[i], i, (int)sets, assoc, repl, (int)cfg->l2_mshrs,
                      (int)cfg->l2_mshr_merge, (int)cfg->l2_queue);
    struct dram_timing t = {
        .tCL = (int)cfg->dram_tCL, .tRCD = (int)cfg->dram_tRCD, .tRP = (int)cfg->dram_tRP,
        .tRAS = (int)cfg->dram_tRAS, .tRC = (int)cfg->dram_tRC, .tRRD = (int)cfg->dram_tRRD,
        .tCCD = (int)cfg->dram_tCCD, .tCCDL = (int)cfg->dram_tCCDL, .tWL = (int)cfg->dram_tWL,
        .tWR = (int)cfg->dram_tWR, .tCDLR = (int)cfg->dram_tCDLR,
        .burst = (int)((cfg->dram_atom + cfg->dram_bytes_per_cycle - 1) / cfg->dram_bytes_per_cycle),
        .bank_groups = (int)cfg->dram_bank_groups, .line = line, .atom = (int)cfg->dram_atom,
        .group_low = strcmp(cfg->dram_bank_group_bits, "lower") == 0,
        .dual_bus = cfg->dram_dual_bus };
    m->ch = ws_calloc((size_t)m->n_ch, sizeof *m->ch);
    m->ch_rr = ws_calloc((size_t)m->n_ch, sizeof *m->ch_rr);
    m->ch_todram = ws_calloc((size_t)m->n_ch, sizeof *m->ch_todram);
    m->credits = (uint32_t)(cfg->dram_queue + cfg->dram_return_queue);
    m->ch_lat = ws_calloc((size_t)m->n_ch, sizeof *m->ch_lat);
    for (int c = 0; c < m->n_ch; c++)
        mem_ring_init(&m->ch_lat[c], m->credits);
    for (int c = 0; c < m->n_ch; c++)
        m->ch[c] = dram_channel_new(c, m->banks, (int)cfg->dram_queue, sched, &t, m->spc,
                                    (uint32_t)cfg->dram_return_queue, bus);
    return m;
}

void ws_memsys_free(struct ws_memsys *m)
{
    if (!m)
        return;
    if (m->pf_free)
        m->pf_free(m->pf_ctx);
    for (int c = 0; c < m->n_ch; c++) {
        dram_channel_free(m->ch[c]);
        mem_ring_free(&m->ch_lat[c]);
    }
    free(m->ch_lat);
    for (int i = 0; i < m->n_slices; i++)
        l2_slice_free(&m->sl[i]);
    icnt_free(m->net);
    free(m->ch);
    free(m->ch_rr);
    free(m->ch_todram);
    free(m->sl);
    free(m->dec);
    free(m);
}

bool ws_memsys_send(struct ws_memsys *m, const struct ws_mem_req *req)
{
    if (req->sm < 0 || req->sm >= m->n_sm)
        return false;
    int flits = memsys_flits(m, req, false);
    if (!icnt_can_inject(m->net, ICNT_REQ, req->sm, flits)) {
        m->send_refused++;
        return false;
    }
    int slice = memsys_slice_of(m, req->addr);
    icnt_inject(m->net, ICNT_REQ, req->sm, slice, req, flits);
    m->requests_in++;
    m->inflight++;
    return true;
}

bool ws_memsys_recv(struct ws_memsys *m, int sm, struct ws_mem_req *out)
{
    if (!m->inflight || !m->icnt_ticks || sm < 0 || sm >= m->n_sm)
        return false;
    struct mem_pkt *p = icnt_peek(m->net, ICNT_REP, sm, m->icnt_ticks - 1);
    if (!p)
        return false;
    *out = p->req;
    icnt_pop(m->net, ICNT_REP, sm);
    m->replies_out++;
    m->inflight--;
    return true;
}

/* ICNT clock, before DRAM and L2: each slice's oldest reply enters the network. */
void ws_memsys_tick_icnt_push(struct ws_memsys *m)
{
    if (!m->inflight)
        return;
    for (int i = 0; i < m->n_slices; i++) {
        struct l2_slice *s = &m->sl[i];
        struct mem_pkt *p = mem_ring_head(&s->l2_icnt);
        if (!p)
            continue;
        if (icnt_inject(m->net, ICNT_REP, s->id, p->req.sm, &p->req,
                        memsys_flits(m, &p->req, true))) {
            mem_ring_pop(&s->l2_icnt);
            s->load--;
        }
    }
}

/* ICNT clock, after L2: the network moves. */
void ws_memsys_tick_icnt(struct ws_memsys *m)
{
    icnt_tick(m->net, m->icnt_ticks);
    m->icnt_ticks++;
}

void ws_memsys_tick_l2(struct ws_memsys *m)
{
    bool pf = false;                      /* memory-side prefetches waiting for a fill */
    for (int c = 0; c < m->n_ch && m->pf_fn && !pf; c++)
        pf = dram_channel_ret_pf(m->ch[c]) > 0;
    for (int i = 0; i < m->n_slices && m->pf_fn && !pf && !m->inflight; i++)
        pf = !mem_ring_empty(&m->sl[i].dram_l2);     /* ... or already out of DRAM */
    if (m->inflight || pf)
        for (int i = 0; i < m->n_slices; i++) {
            struct l2_slice *s = &m->sl[i];
            /* one request from the interconnect while the input queue has room for a
             * whole line's sectors (memory_sub_partition::full) */
            if (m->icnt_ticks && s->icnt_l2.cap - s->icnt_l2.n >= 4) {
                struct mem_pkt *in = icnt_peek(m->net, ICNT_REQ, s->id, m->icnt_ticks - 1);
                if (in && l2_slice_push(m, s, in))
                    icnt_pop(m->net, ICNT_REQ, s->id);
            }
            if (s->load || s->nready || !mem_ring_empty(&s->dram_l2) || !mem_ring_empty(&s->missq))
                l2_slice_tick(m, s);
        }
    m->l2_ticks++;
}

void ws_memsys_tick_dram(struct ws_memsys *m)
{
    uint64_t now = m->dram_ticks;
    for (int c = 0; c < m->n_ch; c++) {
        struct dram_channel *ch = m->ch[c];
        uint64_t bit = UINT64_C(1) << c;
        struct mem_ring *lat = &m->ch_lat[c];
        if (!(m->ch_active & bit) && !dram_channel_ret_pending(ch) && !m->ch_todram[c] &&
            mem_ring_empty(lat))
            continue;                    /* nothing below would act */
        /* completed reads return to their slice's DRAM-to-L2 queue */
        for (int k = 0; k < m->spc; k++) {
            struct l2_slice *s = &m->sl[c * m->spc + k];
            struct mem_pkt *p = now ? dram_channel_ret_head(ch, k, now - 1) : NULL;
            if (p && !mem_ring_full(&s->dram_l2)) {
                *mem_ring_push(&s->dram_l2) = *p;
                dram_channel_ret_pop(ch, k);
            }
        }
        if ((m->ch_active & bit) && !dram_channel_tick(ch, now))
            m->ch_active &= ~bit;
        /* one request a cycle from a slice's L2-to-DRAM queue (round-robin over the
         * slices) into the latency queue while the channel has credit */
        if (m->ch_todram[c] && lat->n + dram_channel_load(ch) < m->credits &&
            !dram_channel_full(ch)) {
            for (int k = 0; k < m->spc; k++) {
                int sub = (m->ch_rr[c] + k) % m->spc;
                struct l2_slice *s = &m->sl[c * m->spc + sub];
                struct mem_pkt *p = mem_ring_head(&s->todram);
                if (!p)
                    continue;
                struct mem_pkt *q = mem_ring_push(lat);
                *q = *p;
                q->ready = now + (uint64_t)m->dram_lat;
                q->aux = sub;
                mem_ring_pop(&s->todram);
                m->ch_todram[c]--;
                m->ch_rr[c] = sub + 1 >= m->spc ? 0 : sub + 1;
                break;
            }
        }
        /* ... and one a cycle from there into the DRAM queue after dram.latency */
        struct mem_pkt *p = mem_ring_head(lat);
        if (p && p->ready <= now && !dram_channel_full(ch)) {
            struct ws_dram_addr d;
            mem_addrdec_decode(m->dec, p->req.addr, &d);
            dram_channel_push(ch, &p->req, d.bank, d.row, d.col, p->aux, now);
            mem_ring_pop(lat);
            m->ch_active |= bit;
        }
    }
    m->dram_ticks++;
}

bool ws_memsys_idle(const struct ws_memsys *m)
{
    if (m->inflight || !icnt_idle(m->net))
        return false;
    for (int i = 0; i < m->n_slices; i++)
        if (!l2_slice_idle(&m->sl[i]))
            return false;
    for (int c = 0; c < m->n_ch; c++)
        if (!dram_channel_idle(m->ch[c]) || !mem_ring_empty(&m->ch_lat[c]))
            return false;
    return true;
}

void ws_memsys_stats(const struct ws_memsys *m, struct ws_mem_stats *out)
{
    memset(out, 0, sizeof *out);
    for (int i = 0; i < m->n_slices; i++) {
        out->l2_accesses += m->sl[i].accesses;
        out->l2_hits += m->sl[i].hits + m->sl[i].hit_reserved;
        out->l2_misses += m->sl[i].misses;
        out->l2_writebacks += m->sl[i].writebacks;
    }
    for (int c = 0; c < m->n_ch; c++) {
        struct dram_counters d;
        dram_channel_counters(m->ch[c], &d);
        out->dram_reads += d.reads;
        out->dram_writes += d.writes;
        out->dram_activates += d.activates;
        out->dram_precharges += d.precharges;
        out->dram_row_hits += d.row_hits;
        out->dram_busy_cycles += d.busy_cycles;
        out->dram_bank_busy_sum += d.bank_busy_sum;
        out->prefetch_issued += d.prefetches;
    }
    for (int i = 0; i < m->n_slices; i++)
        out->prefetch_useful += m->sl[i].pf_useful;
    out->icnt_stall_cycles = m->send_refused;
    out->requests_in = m->requests_in;
    out->replies_out = m->replies_out;
}

int ws_memsys_channels(const struct ws_memsys *m) { return m->n_ch; }
uint64_t ws_memsys_dram_cycles(const struct ws_memsys *m) { return m->dram_ticks; }
int ws_memsys_banks(const struct ws_memsys *m) { return m->banks; }

void ws_memsys_bank(const struct ws_memsys *m, int ch, int bank, struct ws_bank_view *out)
{
    memset(out, 0, sizeof *out);
    out->open_row = -1;
    out->state = 'I';
    if (ch < 0 || ch >= m->n_ch)
        return;
    dram_channel_bank_view(m->ch[ch], bank, m->dram_ticks ? m->dram_ticks - 1 : 0, out);
}

uint32_t ws_memsys_queue_len(const struct ws_memsys *m, int ch)
{
    return ch >= 0 && ch < m->n_ch ? dram_channel_queue_len(m->ch[ch]) : 0;
}

uint32_t ws_memsys_latency_len(const struct ws_memsys *m, int ch)
{
    return ch >= 0 && ch < m->n_ch ? m->ch_lat[ch].n : 0;
}

bool memsys_latency_locate(const struct ws_memsys *m, int c, const struct mem_match *k,
                           char *buf, size_t n)
{
    for (uint32_t q = 0; q < m->ch_lat[c].n; q++) {
        const struct mem_pkt *p = mem_ring_at(&m->ch_lat[c], q);
        if (!mem_match_req(k, &p->req))
            continue;
        if (p->ready > m->dram_ticks)
            snprintf(buf, n, "on its way to DRAM ch %d (dram.latency: %llu DRAM cycles to go)",
                     c, (unsigned long long)(p->ready - m->dram_ticks));
        else if (dram_channel_full(m->ch[c]))
            snprintf(buf, n, "DRAM ch %d latency queue position %u, waiting for room in the "
                     "DRAM queue (full: %u requests)", c, q, dram_channel_queue_len(m->ch[c]));
        else if (q)    /* one request a DRAM cycle leaves the latency queue */
            snprintf(buf, n, "DRAM ch %d latency queue position %u: %u ahead of it enter the "
                     "DRAM queue first, one a DRAM cycle (it holds %u)", c, q, q,
                     dram_channel_queue_len(m->ch[c]));
        else
            snprintf(buf, n, "DRAM ch %d latency queue head: enters the DRAM queue at the next "
                     "DRAM cycle (it holds %u)", c, dram_channel_queue_len(m->ch[c]));
        return true;
    }
    return false;
}

static bool memsys_locate(const struct ws_memsys *m, const struct mem_match *k, char *buf,
                          size_t n)
{
    if (n)
        buf[0] = '\0';
    if (icnt_locate(m->net, k, m->icnt_ticks ? m->icnt_ticks - 1 : 0, buf, n))
        return true;
    for (int i = 0; i < m->n_slices; i++) {
        const struct l2_slice *s = &m->sl[i];
        if (l2_slice_locate(m, s, k, buf, n))
            return true;
    }
    uint64_t dnow = m->dram_ticks ? m->dram_ticks - 1 : 0;
    for (int c = 0; c < m->n_ch; c++)
        if (memsys_latency_locate(m, c, k, buf, n) ||
            dram_channel_locate(m->ch[c], k, dnow, buf, n))
            return true;
    return false;
}

bool ws_memsys_locate(const struct ws_memsys *m, uint64_t id, char *buf, size_t n)
{
    struct mem_match k = { id, 0, 0, false };
    return memsys_locate(m, &k, buf, n);
}

bool ws_memsys_locate_line(const struct ws_memsys *m, int sm, uint64_t line, char *buf, size_t n)
{
    struct mem_match k = { 0, line, sm, true };
    return memsys_locate(m, &k, buf, n);
}

void ws_memsys_set_row_idle_hook(struct ws_memsys *m, ws_memsys_row_idle_fn fn, void *ctx)
{
    for (int c = 0; c < m->n_ch; c++)
        dram_channel_set_hook(m->ch[c], fn, ctx);
}

/* dram_prefetch_fn: mark the row's lines present or pending in their L2 slice, ask the
 * prefetcher, and build the request for its answer. */
static int memsys_pf(void *ctx, struct ws_mem_row_state *st, uint64_t row_addr,
                     struct ws_mem_req *req, int *ret)
{
    struct ws_memsys *m = ctx;
    for (int i = 0; i < st->nlines; i++) {
        if ((st->skip[i >> 6] >> (i & 63)) & 1)
            continue;
        uint64_t a = ws_addrmap_with_col(&m->map, row_addr, (uint32_t)(i * m->l2_line));
        int si = memsys_slice_of(m, a);
        /* dram.partition_index = ipoly may send a line of the row elsewhere: it is
         * skipped, as if present (only the row's own lines are prefetched) */
        if (si / m->spc != st->ch || ws_cache_sector_probe(m->sl[si].cache, a) != WS_CACHE_MISS)
            st->skip[i >> 6] |= UINT64_C(1) << (i & 63);
    }
    int line = m->pf_fn(m->pf_ctx, st);
    if (line < 0 || line >= st->nlines || ((st->skip[line >> 6] >> (line & 63)) & 1))
        return -1;
    memset(req, 0, sizeof *req);
    req->addr = ws_addrmap_with_col(&m->map, row_addr, (uint32_t)(line * m->l2_line));
    req->sm = req->warp = req->cta = -1;
    req->bytes = (uint16_t)m->l2_line;
    req->op = WS_MEM_READ;
    req->prefetch = 2;
    *ret = memsys_slice_of(m, req->addr) % m->spc;
    return line;
}

void ws_memsys_set_prefetcher(struct ws_memsys *m, ws_memsys_prefetch_fn fn, void *ctx,
                              void (*free_ctx)(void *))
{
    if (m->pf_free)
        m->pf_free(m->pf_ctx);
    m->pf_fn = fn;
    m->pf_ctx = ctx;
    m->pf_free = free_ctx;
    int nlines = ws_addrmap_row_bytes(&m->map) / m->l2_line;
    if (m->l2_perfect || nlines < 1)
        fn = NULL;               /* nothing to prefetch into */
    for (int c = 0; c < m->n_ch; c++)
        dram_channel_set_prefetcher(m->ch[c], fn ? memsys_pf : NULL, m, nlines);
}

/* ---- snapshots ----------------------------------------------------------------------- */

void mem_ring_save(const struct mem_ring *r, struct ws_snap_buf *b)
{
    ws_snap_u32(b, r->cap);
    ws_snap_u32(b, r->n);
    for (uint32_t i = 0; i < r->n; i++)
        ws_snap_put(b, mem_ring_at(r, i), sizeof(struct mem_pkt));
}

bool mem_ring_load(struct mem_ring *r, struct ws_snap_rd *rd)
{
    uint32_t cap = ws_snap_get_u32(rd), n = ws_snap_get_u32(rd);
    if (!ws_snap_ok(rd))
        return false;
    if (cap != r->cap || n > cap)
        return ws_snap_fail(rd, "snapshot does not fit: a queue of %u packets (of %u), this "
                            "one holds %u", n, cap, r->cap);
    if (n > r->size) {
        free(r->buf);
        r->buf = ws_calloc(n, sizeof *r->buf);
        r->size = n;
    }
    r->head = 0;
    r->n = 0;
    if (!ws_snap_get(rd, r->buf, (size_t)n * sizeof *r->buf))
        return false;
    r->n = n;
    return true;
}

static void memsys_keep_ptrs(struct ws_memsys *d, const struct ws_memsys *s)
{
    d->bus = s->bus;
    d->dec = s->dec;
    d->net = s->net;
    d->sl = s->sl;
    d->ch = s->ch;
    d->ch_rr = s->ch_rr;
    d->ch_todram = s->ch_todram;
    d->ch_lat = s->ch_lat;
    d->pf_fn = s->pf_fn;
    d->pf_ctx = s->pf_ctx;
    d->pf_free = s->pf_free;
}

void ws_memsys_save(const struct ws_memsys *m, struct ws_snap_buf *b)
{
    struct ws_memsys t = *m, z;
    memset(&z, 0, sizeof z);
    memsys_keep_ptrs(&t, &z);
    ws_snap_tag(b, "memsys");
    ws_snap_block(b, &t, sizeof t);
    ws_snap_block(b, m->ch_rr, (size_t)m->n_ch * sizeof *m->ch_rr);
    ws_snap_block(b, m->ch_todram, (size_t)m->n_ch * sizeof *m->ch_todram);
    for (int c = 0; c < m->n_ch; c++)
        mem_ring_save(&m->ch_lat[c], b);
    icnt_save(m->net, b);
    for (int i = 0; i < m->n_slices; i++)
        l2_slice_save(&m->sl[i], b);
    for (int c = 0; c < m->n_ch; c++)
        dram_channel_save(m->ch[c], b);
}

bool ws_memsys_load(struct ws_memsys *m, struct ws_snap_rd *r)
{
    struct ws_memsys t;
    ws_snap_expect(r, "memsys");
    if (!ws_snap_get_block(r, &t, sizeof t))
        return false;
    if (t.n_sm != m->n_sm || t.n_ch != m->n_ch || t.n_slices != m->n_slices)
        return ws_snap_fail(r, "snapshot does not fit: memory system of %d SMs, %d channels, "
                            "%d slices", t.n_sm, t.n_ch, t.n_slices);
    memsys_keep_ptrs(&t, m);
    *m = t;
    ws_snap_get_block(r, m->ch_rr, (size_t)m->n_ch * sizeof *m->ch_rr);
    ws_snap_get_block(r, m->ch_todram, (size_t)m->n_ch * sizeof *m->ch_todram);
    for (int c = 0; c < m->n_ch; c++)
        mem_ring_load(&m->ch_lat[c], r);
    icnt_load(m->net, r);
    for (int i = 0; i < m->n_slices && ws_snap_ok(r); i++)
        l2_slice_load(&m->sl[i], r);
    for (int c = 0; c < m->n_ch && ws_snap_ok(r); c++)
        dram_channel_restore(m->ch[c], r);
    return ws_snap_ok(r);
}

uint64_t ws_memsys_dual_issues(const struct ws_memsys *m, int ch)
{
    if (ch < 0 || ch >= m->n_ch)
        return 0;
    struct dram_counters d;
    dram_channel_counters(m->ch[ch], &d);
    return d.dual_issues;
}

int ws_memsys_slices(const struct ws_memsys *m) { return m->n_slices; }

const struct ws_cache *ws_memsys_l2_cache(const struct ws_memsys *m, int slice)
{
    return slice >= 0 && slice < m->n_slices ? m->sl[slice].cache : NULL;
}
