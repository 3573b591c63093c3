/* mem.h — the memory system below the SMs' L1s (src/mem/): interconnect, L2 slices and
 * DRAM channels behind one facade.  The simulator (src/core) sends line requests from
 * an SM, ticks each clock domain, and receives replies per SM.
 *
 * Flow: SM --send--> icnt (SM->partition queue) --> L2 slice --miss--> DRAM channel
 *       --> L2 fill --> icnt (partition->SM) --> recv by the SM.
 * Writes are write-through from the L1 and write-back in the L2; they get no reply.
 * Atomics are performed at the L2 slice and are answered like reads. */
#ifndef WARPSCOPE_MEM_H
#define WARPSCOPE_MEM_H

#include <stdint.h>
#include <stdbool.h>
#include "warpscope/config.h"
#include "warpscope/event.h"
#include "warpscope/util.h"

enum ws_mem_op { WS_MEM_READ = 0, WS_MEM_WRITE, WS_MEM_ATOMIC };
/* Which SM unit sent a request (and takes its replies). */
enum ws_mem_kind {
    WS_MEM_DATA = 0,     /* the L1D's misses and stores */
    WS_MEM_INST,         /* the L1I's misses */
    WS_MEM_WRBK,         /* an L1 write-back: no acknowledgement */
    WS_MEM_BYPASS        /* atomics and L1-bypassing loads: replies skip the L1 */
};

/* A request (or a reply).  Invariant: addr is aligned to 32 bytes (a sector).
 * A read of `bytes` is answered by one reply per 32-byte sector it covers (addr the
 * sector's, bytes 32), a write by one acknowledgement per sector it covers, an atomic
 * by one reply (GPGPU-Sim's sector L2: MODEL-NOTES §6-§8). */
struct ws_mem_req {
    uint64_t addr;       /* first byte (sector-aligned) */
    uint64_t id;         /* unique per simulation, assigned by the sender */
    uint64_t t_sent;     /* core cycle it left the SM */
    int32_t sm, warp, cta;
    uint16_t bytes;      /* bytes covered (line size for L1 read misses, store bytes for writes) */
    uint8_t op;          /* enum ws_mem_op */
    uint8_t kind;        /* enum ws_mem_kind */
    uint8_t reply;       /* 1 on the way back */
    uint8_t prefetch;    /* 1: a core-side prefetch (CTAA); 2: a memory-side prefetch (OWL),
                          * made by a DRAM channel and filled into its L2 slice only */
    uint8_t full;        /* a write: bit k set when the 32-byte sector k of its 128-byte
                          * block is written in full (every byte); 0 otherwise */
};

/* Is the 32-byte sector at addr written in full, by a write's full mask? */
static inline bool ws_mem_sector_full(uint8_t full, uint64_t addr)
{
    return (full >> ((addr & 127) >> 5)) & 1;
}

/* Replies a request gets (see struct ws_mem_req). */
static inline int ws_mem_replies(const struct ws_mem_req *r)
{
    if (r->op == WS_MEM_ATOMIC)
        return 1;
    uint64_t first = r->addr & ~(uint64_t)31, end = r->addr + (r->bytes ? r->bytes : 1);
    return (int)((end - first + 31) / 32);
}

struct ws_memsys;

struct ws_memsys *ws_memsys_new(const struct ws_config *cfg, struct ws_event_bus *bus,
                                struct ws_err *err);
void ws_memsys_free(struct ws_memsys *m);
/* Snapshots (warpscope/snap.h): the whole memory system's state (interconnect, L2
 * slices, DRAM channels, queues, clocks, counters); load needs one of the same config. */
struct ws_snap_buf;
struct ws_snap_rd;
void ws_memsys_save(const struct ws_memsys *m, struct ws_snap_buf *b);
bool ws_memsys_load(struct ws_memsys *m, struct ws_snap_rd *r);

/* Offer a request from SM req->sm.  Returns false (nothing taken) when the SM's
 * injection queue is full: back-pressure, try again in a later cycle. */
bool ws_memsys_send(struct ws_memsys *m, const struct ws_mem_req *req);
/* Take the next reply that has arrived at `sm`, if any. */
bool ws_memsys_recv(struct ws_memsys *m, int sm, struct ws_mem_req *out);

/* Advance one cycle of each clock domain (the simulator decides when).  Within one
 * step GPGPU-Sim's order is: tick_icnt_push (L2 replies enter the network), tick_dram,
 * tick_l2, tick_icnt (the network moves). */
void ws_memsys_tick_icnt_push(struct ws_memsys *m);
void ws_memsys_tick_icnt(struct ws_memsys *m);
void ws_memsys_tick_l2(struct ws_memsys *m);
void ws_memsys_tick_dram(struct ws_memsys *m);

/* True when no request is anywhere in the memory system (queues, MSHRs, banks). */
bool ws_memsys_idle(const struct ws_memsys *m);

/* Aggregate counters (for the stats report). */
struct ws_mem_stats {
    uint64_t l2_accesses, l2_hits, l2_misses, l2_writebacks;
    uint64_t dram_reads, dram_writes, dram_activates, dram_precharges;
    uint64_t dram_row_hits;            /* column accesses to an already open row */
    uint64_t dram_busy_cycles;         /* DRAM cycles with at least one bank busy, summed over channels */
    uint64_t dram_bank_busy_sum;       /* sum over those cycles of banks busy (BLP numerator) */
    uint64_t icnt_stall_cycles;        /* cycles a send was refused */
    uint64_t requests_in, replies_out; /* conservation */
    uint64_t prefetch_issued, prefetch_useful;   /* memory-side (OWL) prefetches */
};
void ws_memsys_stats(const struct ws_memsys *m, struct ws_mem_stats *out);
/* DRAM clock ticks simulated so far (each channel is stepped once per tick). */
uint64_t ws_memsys_dram_cycles(const struct ws_memsys *m);

/* Inspection for the debugger and views (read-only). */
struct ws_bank_view {
    int32_t open_row;          /* -1 when precharged */
    uint32_t queued;           /* requests in the channel queue for this bank */
    uint64_t row_hits, activates;
    char state;                /* 'I' idle, 'A' activating, 'R' reading, 'W' writing, 'P' precharging */
};
int ws_memsys_channels(const struct ws_memsys *m);
int ws_memsys_banks(const struct ws_memsys *m);
void ws_memsys_bank(const struct ws_memsys *m, int ch, int bank, struct ws_bank_view *out);
uint32_t ws_memsys_queue_len(const struct ws_memsys *m, int ch);
/* Requests of channel ch in its latency queue (past the L2, waiting out dram.latency or
 * for room in the DRAM queue). */
uint32_t ws_memsys_latency_len(const struct ws_memsys *m, int ch);
/* dram.dual_bus: DRAM cycles in which channel ch issued a row and a column command. */
uint64_t ws_memsys_dual_issues(const struct ws_memsys *m, int ch);
/* L2 slices, and slice i's cache (NULL when out of range). */
int ws_memsys_slices(const struct ws_memsys *m);
const struct ws_cache *ws_memsys_l2_cache(const struct ws_memsys *m, int slice);
/* Where is request `id` now?  Writes a one-line description ("L2 slice 1 miss, DRAM ch 1
 * bank 2 queue position 5, row conflict") and returns true if found. */
bool ws_memsys_locate(const struct ws_memsys *m, uint64_t id, char *buf, size_t n);
/* The same for the read (or atomic) of `line` that SM `sm` sent (the debugger's `why`). */
bool ws_memsys_locate_line(const struct ws_memsys *m, int sm, uint64_t line, char *buf, size_t n);

/* Memory-side prefetch hook (for OWL's opportunistic prefetcher): called by a DRAM
 * channel's FR-FCFS scheduler when a bank's open row has no demand request left, once
 * per row opening, before the row may be closed.  NULL disables it. */
typedef void (*ws_memsys_row_idle_fn)(void *ctx, int ch, int bank, int32_t row);
void ws_memsys_set_row_idle_hook(struct ws_memsys *m, ws_memsys_row_idle_fn fn, void *ctx);

/* Memory-side prefetcher (OWL 4.4, src/prefetch/owl.c).  A DRAM channel asks it, each
 * time a bank with an open row is free and no demand for that row is queued, which line
 * of the open row to read next into the L2 (the answer -1 ends the prefetching for this
 * opening of the row).  A demand for the open row always goes before a prefetch, and
 * takes the bank from a prefetch that has not issued its column command yet.
 * Prefetched lines are filled into the L2 slice marked prefetched (not sent to any SM);
 * the first demand hit on one counts prefetch.useful and emits prefetch-use. */
#define WS_MEM_ROW_MAX_LINES 256
struct ws_mem_row_state {
    int ch, bank;
    int32_t row;
    int nlines;              /* L2 lines in a row (<= WS_MEM_ROW_MAX_LINES) */
    /* bit i: line i of the row was read or written since the ACT, or already
     * prefetched, or is present (or being fetched) in its L2 slice */
    uint64_t skip[WS_MEM_ROW_MAX_LINES / 64];
    int issued;              /* prefetches made for this opening of the row */
    bool other_demand;       /* a demand for another row of this bank is waiting */
    uint32_t queue;          /* demand requests in the channel now */
    double avg_queue;        /* running average of `queue` over DRAM cycles */
};
/* Returns the line index to prefetch (a clear bit of skip) or -1 to stop. */
typedef int (*ws_memsys_prefetch_fn)(void *ctx, const struct ws_mem_row_state *r);
/* Attach a prefetcher (NULL fn: none); the memory system calls free_ctx(ctx) when it is
 * freed or replaced. */
void ws_memsys_set_prefetcher(struct ws_memsys *m, ws_memsys_prefetch_fn fn, void *ctx,
                              void (*free_ctx)(void *));

#endif
