/* mem_internal.h — private interfaces between the parts of src/mem: a fixed-capacity
 * packet ring used by every queue, the DRAM channel (dram.c), the interconnect (icnt.c)
 * and the L2 slice (l2.c).  Nothing outside src/mem includes this file. */
#ifndef WS_MEM_INTERNAL_H
#define WS_MEM_INTERNAL_H

#include <stdint.h>
#include <stdbool.h>
#include <stdlib.h>
#include "warpscope/mem.h"
#include "warpscope/cache.h"
#include "warpscope/util.h"
#include "warpscope/addrmap.h"
#include "warpscope/snap.h"

/* ------------------------------------------------------------------ packet ring */

/* A request travelling through a queue.  ready: first cycle (of the queue's consumer
 * domain, see each queue) at which it may leave; aux: queue-specific (destination
 * node, slice, ...); flits: interconnect size. */
struct mem_pkt {
    struct ws_mem_req req;
    uint64_t ready;
    int32_t aux;
    uint16_t flits;
};

/* FIFO of at most cap packets.  Storage grows on demand up to cap (a queue sized for
 * its worst case seldom holds more than a few: a run touches only what it uses).
 * Invariant: n <= size <= cap; element i (0 = oldest) is buf[(head + i) % size]. */
struct mem_ring {
    struct mem_pkt *buf;
    uint32_t cap, size, head, n;
};

#define MEM_RING_FIRST 16u               /* packets allocated at first */

static inline void mem_ring_init(struct mem_ring *r, uint32_t cap)
{
    r->cap = cap ? cap : 1;
    r->size = r->cap < MEM_RING_FIRST ? r->cap : MEM_RING_FIRST;
    r->buf = ws_calloc(r->size, sizeof *r->buf);
    r->head = r->n = 0;
}
static inline void mem_ring_free(struct mem_ring *r) { free(r->buf); r->buf = NULL; }
static inline bool mem_ring_full(const struct mem_ring *r) { return r->n >= r->cap; }
static inline bool mem_ring_empty(const struct mem_ring *r) { return r->n == 0; }
static inline struct mem_pkt *mem_ring_at(const struct mem_ring *r, uint32_t i)
{
    uint32_t k = r->head + i;
    if (k >= r->size)
        k -= r->size;
    return &r->buf[k];
}
static inline struct mem_pkt *mem_ring_head(const struct mem_ring *r)
{
    return r->n ? &r->buf[r->head] : NULL;
}
/* Double the storage (at most cap), oldest packet first. */
static inline void mem_ring_grow(struct mem_ring *r)
{
    uint32_t size = r->size * 2 < r->cap ? r->size * 2 : r->cap;
    struct mem_pkt *buf = ws_calloc(size, sizeof *buf);
    for (uint32_t i = 0; i < r->n; i++)
        buf[i] = *mem_ring_at(r, i);
    free(r->buf);
    r->buf = buf;
    r->size = size;
    r->head = 0;
}
/* Slot for a new tail packet (caller fills it); NULL when full. */
static inline struct mem_pkt *mem_ring_push(struct mem_ring *r)
{
    if (r->n >= r->cap)
        return NULL;
    if (r->n == r->size)
        mem_ring_grow(r);
    struct mem_pkt *p = mem_ring_at(r, r->n);
    r->n++;
    return p;
}
static inline void mem_ring_pop(struct mem_ring *r)
{
    if (!r->n)
        return;
    r->head = r->head + 1 == r->size ? 0 : r->head + 1;
    if (--r->n == 0)
        r->head = 0;                     /* the next packets reuse the slots just used */
}

/* Snapshots (memsys.c): the packets of a ring, oldest first (its storage may differ on
 * load: only the order matters). */
void mem_ring_save(const struct mem_ring *r, struct ws_snap_buf *b);
bool mem_ring_load(struct mem_ring *r, struct ws_snap_rd *rd);

/* ------------------------------------------------------------------ address decoding */

/* A bit gather (like PEXT: the bits of x under a mask, packed into the low bits, lowest
 * first) compiled into the mask's runs of contiguous bits: the result is the OR over
 * the runs of (x >> shift) & mask.  A 64-bit mask has at most 32 runs. */
struct mem_gather {
    int n;
    struct { uint64_t mask; int shift; } run[32];
};

/* The address map of struct ws_addrmap compiled for the per-request paths (the same
 * answers as ws_addrmap_decode, without its per-field bit loops), plus the L2 set
 * index's line number.  Built once from the config (memsys.c), never changed: not
 * simulation state. */
struct mem_addrdec {
    int ch_pos, ch_bits;
    uint64_t low_mask;                 /* address bits below the channel field */
    uint64_t channels;
    bool ch_pow2;                      /* power-of-two channel count: a bit field */
    uint32_t banks;
    struct mem_gather bank, row, col;  /* over the de-channelled address */
    struct mem_gather l2_line;         /* the L2 line number within the slice: the
                                        * de-channelled address without the bank bits
                                        * that choose the slice, >> log2(l2.line) (l2.c) */
};

/* Compile m; slice_bits: the bits of the de-channelled address that choose the slice,
 * line_shift: log2(l2.line). */
void mem_addrdec_init(struct mem_addrdec *d, const struct ws_addrmap *m, uint64_t slice_bits,
                      int line_shift);

static inline uint64_t mem_gather(const struct mem_gather *g, uint64_t x)
{
    uint64_t out = 0;
    for (int k = 0; k < g->n; k++)
        out |= (x >> g->run[k].shift) & g->run[k].mask;
    return out;
}

/* The address without its channel field (GPGPU-Sim's partition address); *ch its
 * channel. */
static inline uint64_t mem_addrdec_split(const struct mem_addrdec *d, uint64_t addr,
                                         uint32_t *ch)
{
    uint64_t high = addr >> d->ch_pos, rest;
    if (d->ch_pow2) {
        *ch = (uint32_t)(high & (d->channels - 1));
        rest = high >> d->ch_bits;
    } else {          /* non-power-of-two channel counts: modulo, the quotient carries on */
        *ch = (uint32_t)(high % d->channels);
        rest = high / d->channels;
    }
    return rest << d->ch_pos | (addr & d->low_mask);
}

/* The bank of a de-channelled address. */
static inline uint32_t mem_addrdec_bank(const struct mem_addrdec *d, uint64_t pa)
{
    return (uint32_t)(mem_gather(&d->bank, pa) % d->banks);
}

/* ws_addrmap_decode with the compiled map. */
static inline void mem_addrdec_decode(const struct mem_addrdec *d, uint64_t addr,
                                      struct ws_dram_addr *out)
{
    uint64_t pa = mem_addrdec_split(d, addr, &out->ch);
    out->bank = mem_addrdec_bank(d, pa);
    out->row = (uint32_t)mem_gather(&d->row, pa);
    out->col = (uint32_t)mem_gather(&d->col, pa);
}

/* ------------------------------------------------------------------ DRAM channel */

/* Timing in DRAM cycles (DESIGN §4), plus the data-bus burst per line. */
struct dram_timing {
    int tCL, tRCD, tRP, tRAS, tRC, tRRD, tCCD, tCCDL, tWL, tWR, tCDLR;
    int burst;           /* data-bus cycles per atom: ceil(atom / bytes_per_cycle) */
    int atom;            /* dram.atom bytes */
    int line;            /* bytes per request (the L2 line) */
    int bank_groups;     /* 1: no bank groups */
    bool group_low;      /* bank group = bank mod groups (else bank / banks-per-group) */
    bool dual_bus;       /* dram.dual_bus: a row and a column command in one cycle */
};

enum dram_sched_kind { DRAM_SCHED_FRFCFS = 0, DRAM_SCHED_FCFS };
int dram_sched_find(const char *name);

/* Called when a bank with an open row has no demand request for that row left
 * (once per row opening): the place for a memory-side prefetcher (OWL) to push
 * requests for the same row with dram_channel_push before the row is closed. */
typedef ws_memsys_row_idle_fn dram_row_idle_fn;

struct dram_channel;

/* returns: number of return rings (one per L2 slice of the channel), each holding up
 * to ret_cap completed reads. */
struct dram_channel *dram_channel_new(int id, int banks, int queue, int sched,
                                      const struct dram_timing *t, int returns,
                                      uint32_t ret_cap, struct ws_event_bus *bus);
void dram_channel_free(struct dram_channel *ch);
bool dram_channel_full(const struct dram_channel *ch);
/* Requests from the L2 the channel holds: queued, at a bank, or answered and not yet
 * collected (its own memory-side prefetches do not count: they take no credit). */
uint32_t dram_channel_load(const struct dram_channel *ch);
/* Enqueue a request (reads and writes; req.op != WS_MEM_WRITE is a read) decoded to
 * bank/row/col; ret: return ring index for a read's data.  False when full. */
bool dram_channel_push(struct dram_channel *ch, const struct ws_mem_req *req,
                       uint32_t bank, uint32_t row, uint32_t col, int ret, uint64_t now);
/* One DRAM cycle `now`: assign queued requests to free banks (scheduler table), issue
 * at most one command, count bank-level parallelism.  Cycles must increase.  Returns
 * false when the channel has nothing to do in later cycles until a new push. */
bool dram_channel_tick(struct dram_channel *ch, uint64_t now);
/* Completed reads for return ring r: the oldest one whose data is complete by `now`
 * (ready = RD cycle + tCL + burst), or NULL. */
struct mem_pkt *dram_channel_ret_head(struct dram_channel *ch, int r, uint64_t now);
void dram_channel_ret_pop(struct dram_channel *ch, int r);
/* Nothing queued, in a bank or waiting in a return ring. */
bool dram_channel_idle(const struct dram_channel *ch);
void dram_channel_set_hook(struct dram_channel *ch, dram_row_idle_fn fn, void *ctx);
/* Memory-side prefetch (ws_memsys_set_prefetcher): fn fills st's L2-presence bits, asks
 * the prefetcher, and for a line >= 0 writes the prefetch request (its address from
 * row_addr, the address that opened the row) and its return ring. */
typedef int (*dram_prefetch_fn)(void *ctx, struct ws_mem_row_state *st, uint64_t row_addr,
                                struct ws_mem_req *req, int *ret);
void dram_channel_set_prefetcher(struct dram_channel *ch, dram_prefetch_fn fn, void *ctx,
                                 int nlines);
/* Prefetched lines waiting in the return rings; all lines waiting there. */
uint32_t dram_channel_ret_pf(const struct dram_channel *ch);
uint32_t dram_channel_ret_pending(const struct dram_channel *ch);

void dram_channel_save(const struct dram_channel *ch, struct ws_snap_buf *b);
bool dram_channel_restore(struct dram_channel *ch, struct ws_snap_rd *r);

/* Counters and inspection. */
struct dram_counters {
    uint64_t reads, writes, activates, precharges, row_hits, busy_cycles, bank_busy_sum;
    uint64_t prefetches;             /* memory-side prefetch reads (included in reads) */
    uint64_t dual_issues;            /* dram.dual_bus: cycles with a row and a column command */
};
void dram_channel_counters(const struct dram_channel *ch, struct dram_counters *out);
uint32_t dram_channel_queue_len(const struct dram_channel *ch);
void dram_channel_bank_view(const struct dram_channel *ch, int bank, uint64_t now,
                            struct ws_bank_view *out);
/* Describe request id if it is in this channel (queue, bank or return ring). */
/* What ws_memsys_locate* looks for: a request id, or (by_line) a read or atomic of
 * line `addr` sent by SM `sm`. */
struct mem_match {
    uint64_t id, addr;
    int32_t sm;
    bool by_line;
};
static inline bool mem_match_req(const struct mem_match *k, const struct ws_mem_req *r)
{
    if (!k->by_line)
        return r->id == k->id;
    return r->addr == k->addr && r->sm == k->sm && r->op != WS_MEM_WRITE;
}
bool dram_channel_locate(const struct dram_channel *ch, const struct mem_match *k, uint64_t now,
                         char *buf, size_t n);

/* ------------------------------------------------------------------ interconnect */

/* Two directions: ICNT_REQ carries SM -> L2 slice (sources are SMs), ICNT_REP carries
 * slice -> SM.  Node numbering inside a direction: sources 0..nsrc-1, destinations
 * 0..ndst-1. */
enum { ICNT_REQ = 0, ICNT_REP = 1 };
enum { ICNT_CROSSBAR = 0, ICNT_MESH = 1 };

struct icnt;

struct icnt *icnt_new(int n_sm, int n_slices, int topology, int latency, int inject, int queue);
void icnt_free(struct icnt *n);
/* Room for a packet of `flits` flits in source src's injection queue of direction dir? */
bool icnt_can_inject(const struct icnt *n, int dir, int src, int flits);
/* Queue req from src to dst as a packet of `flits` flits; false when the queue is full. */
bool icnt_inject(struct icnt *n, int dir, int src, int dst, const struct ws_mem_req *req,
                 int flits);
/* One interconnect cycle `now`: each source port whose previous packet has left starts
 * its oldest packet if the destination buffer has room (sources served round-robin).
 * A packet of f flits started at t reaches its destination at
 * max(t + hops*latency, destination port free) + f - 1. */
void icnt_tick(struct icnt *n, uint64_t now);
/* Oldest packet that has arrived at dst by cycle now, or NULL; then icnt_pop. */
struct mem_pkt *icnt_peek(const struct icnt *n, int dir, int dst, uint64_t now);
void icnt_pop(struct icnt *n, int dir, int dst);
int icnt_hops(const struct icnt *n, int sm, int slice);
void icnt_save(const struct icnt *n, struct ws_snap_buf *b);
bool icnt_load(struct icnt *n, struct ws_snap_rd *r);
bool icnt_idle(const struct icnt *n);
bool icnt_locate(const struct icnt *n, const struct mem_match *k, uint64_t now, char *buf, size_t len);

/* ------------------------------------------------------------------ L2 slice */

/* A filled sector whose merged reads are being answered (one a cycle). */
struct l2_ready { uint64_t sector; int next, n; };

/* One L2 slice (GPGPU-Sim's memory sub-partition, l2.c).  Queues: rop (sector requests
 * waiting out the ROP latency, ready in L2 cycles), icnt_l2 (to the cache), missq (the
 * cache's miss queue, l2.queue), todram (L2 to DRAM), dram_l2 (returns to fill),
 * l2_icnt (replies to the interconnect).  Invariants: every outstanding read miss has
 * an MSHR entry (keyed by sector) whose waiters are the ws_mem_req records to answer;
 * ready[0..nready) are filled sectors whose waiters are being answered; load counts
 * sector requests sent to this slice and not finished here. */
struct l2_slice {
    int id, ch, sub;
    struct ws_cache *cache;
    struct ws_mshr *mshr;
    struct mem_ring rop, icnt_l2, missq, todram, dram_l2, l2_icnt;
    uint64_t rop_due;                  /* ready of the ROP queue's head, UINT64_MAX if none */
    uint32_t missq_max;                /* l2.queue: the miss queue's size for its checks */
    struct l2_ready *ready;
    uint32_t nready, ready_cap;
    uint32_t load;
    uint64_t accesses, hits, hit_reserved, misses, writebacks, stall_cycles;
    uint64_t pf_fills, pf_useful;      /* memory-side prefetches filled / first used */
};

/* The memory system.  Invariants: inflight == requests accepted by ws_memsys_send that
 * were neither absorbed (writes, at the L2) nor received by their SM; *_ticks count the
 * cycles each domain has run (a packet with ready r is visible once ticks > r). */
struct ws_memsys {
    struct ws_event_bus *bus;
    struct ws_addrmap map;
    int n_sm, n_ch, spc, n_slices, banks;
    int l2_line, flit_bytes, rop_lat, dram_lat;
    bool icnt_packets;                  /* icnt.topology = local: a packet is one unit */
    int pq[4];                          /* -gpgpu_dram_partition_queues: icnt-L2, L2-DRAM,
                                         * DRAM-L2, L2-icnt */
    struct mem_addrdec *dec;            /* map compiled (its unslice drops the bank bits
                                         * that select the slice) */
    bool part_ipoly;                    /* dram.partition_index = ipoly */
    int part_shift;                     /* ipoly: address bits above channel and slice */
    bool l2_ipoly;                      /* l2.index = ipoly */
    int l2_sets;                        /* sets per slice */
    bool l2_perfect;
    struct icnt *net;
    struct l2_slice *sl;
    struct dram_channel **ch;
    int *ch_rr;                         /* per channel: slice served first next cycle */
    uint32_t *ch_todram;                /* per channel: packets in its slices' todram */
    struct mem_ring *ch_lat;            /* per channel: requests waiting dram.latency */
    uint32_t credits;                   /* dram.queue + dram.return_queue */
    uint64_t ch_active;                 /* bit c: channel c may have work this cycle */
    uint64_t icnt_ticks, l2_ticks, dram_ticks;
    uint64_t requests_in, replies_out, inflight, wb_seq, send_refused;
    ws_memsys_prefetch_fn pf_fn;        /* memory-side prefetcher (NULL none) */
    void *pf_ctx;
    void (*pf_free)(void *);
};

void l2_slice_init(struct ws_memsys *m, struct l2_slice *s, int id, int sets, int assoc,
                   int repl, int mshrs, int merge, int queue);
void l2_slice_free(struct l2_slice *s);
/* One L2 cycle (m->l2_ticks is the current cycle). */
void l2_slice_tick(struct ws_memsys *m, struct l2_slice *s);
/* A request from the interconnect enters the ROP queue as its sectors; false when
 * there is no room. */
bool l2_slice_push(struct ws_memsys *m, struct l2_slice *s, const struct mem_pkt *in);
bool l2_slice_idle(const struct l2_slice *s);
void l2_slice_save(const struct l2_slice *s, struct ws_snap_buf *b);
bool l2_slice_load(struct l2_slice *s, struct ws_snap_rd *r);
/* Describe request k if it waits in channel c's latency queue (memsys.c). */
bool memsys_latency_locate(const struct ws_memsys *m, int c, const struct mem_match *k,
                           char *buf, size_t n);
bool l2_slice_locate(const struct ws_memsys *m, const struct l2_slice *s, const struct mem_match *k,
                     char *buf, size_t n);
/* Flits of a packet: read/atomic requests 1 (atomics carry data: like writes), writes
 * and replies ceil(bytes / flit_bytes); 1 for every packet with icnt.topology = local. */
int memsys_flits(const struct ws_memsys *m, const struct ws_mem_req *r, bool reply);
/* Slice (global index) serving addr. */
int memsys_slice_of(const struct ws_memsys *m, uint64_t addr);

#endif
