/* sim.h — the simulation object (DESIGN §3): create from a config and a trace, step in
 * core cycles, read statistics, inspect SMs, warps, CTAs and caches.  All mutable state
 * lives in struct ws_sim; two runs with the same inputs give identical results.
 *
 *   struct ws_sim *s = ws_sim_new(&cfg, trace, &err);
 *   while (!ws_sim_done(s)) if (ws_sim_step(s, 100000)) { error: ws_sim_error(s) }
 *   ws_sim_stats(s, &st);  ws_sim_free(s);
 *
 * ws_sim_step returns early when a subscriber sets bus->stop (breakpoints). */
#ifndef WARPSCOPE_SIM_H
#define WARPSCOPE_SIM_H

#include <stdint.h>
#include <stdbool.h>
#include "warpscope/config.h"
#include "warpscope/event.h"
#include "warpscope/trace.h"
#include "warpscope/sched.h"
#include "warpscope/util.h"

struct ws_sim;
struct ws_memsys;
struct ws_registry;

/* Validates cfg (ws_config_validate), the policy name and every kernel's occupancy. */
struct ws_sim *ws_sim_new(const struct ws_config *cfg, struct ws_trace *trace,
                          struct ws_err *err);
void ws_sim_free(struct ws_sim *s);

/* Advance up to ncycles core cycles; stops early when done or when bus->stop is set
 * (stop is cleared on entry).  Returns WS_OK, or an error code (ws_sim_error says
 * what: e.g. a trace CTA that failed to load); after an error the sim is done. */
int ws_sim_step(struct ws_sim *s, uint64_t ncycles);
/* Run to completion (ignores stop requests). */
int ws_sim_run(struct ws_sim *s);
bool ws_sim_done(const struct ws_sim *s);
const char *ws_sim_error(const struct ws_sim *s);

uint64_t ws_sim_cycle(const struct ws_sim *s);        /* core cycles simulated */
struct ws_event_bus *ws_sim_bus(struct ws_sim *s);
const struct ws_config *ws_sim_config(const struct ws_sim *s);
struct ws_trace *ws_sim_trace(const struct ws_sim *s);
struct ws_memsys *ws_sim_memsys(struct ws_sim *s);
struct ws_registry *ws_sim_registry(struct ws_sim *s);
const struct ws_sched_policy *ws_sim_policy(const struct ws_sim *s);
int ws_sim_kernel(const struct ws_sim *s);            /* index of the running kernel, or nkernels */
uint64_t ws_sim_ctas_finished(const struct ws_sim *s); /* CTAs finished, all kernels so far */

/* Whole-run statistics (DESIGN §7 --stats keys; the registry exposes the same). */
struct ws_sim_stats {
    uint64_t cycles, warp_insts, thread_insts;
    double ipc;                         /* thread instructions per core cycle */
    uint64_t l1d_accesses, l1d_hits, l1d_misses, l1d_res_fails;
    uint64_t l1d_hits_intra_warp, l1d_hits_inter_warp;
    double l1d_miss_rate;
    uint64_t l1d_mshr_merges, l1d_evictions, stores, atomics, shmem_accesses;
    uint64_t l2_accesses, l2_hits, l2_misses;
    double l2_hit_rate;
    uint64_t dram_reads, dram_writes, dram_activates, dram_row_hits;
    double dram_rbl, dram_blp;
    uint64_t memory_block_cycles, no_warp_cycles;      /* SM-cycles */
    uint64_t stall_idle, stall_scoreboard, stall_pipeline;   /* scheduler-cycles */
    uint64_t ccws_vta_hits, prefetch_issued, prefetch_useful, prefetch_late;
    /* core-side prefetch (prefetch.h; 0 without a prefetcher): lines evicted before any
     * use, dropped; coverage = issued / l1d.accesses (CTAA Fig. 13a), accuracy = useful /
     * issued (Fig. 13b), avg_distance = mean cycles from issue to the first demand of the
     * timely (not late) useful prefetches (Fig. 14b) */
    uint64_t prefetch_evicted_unused, prefetch_dropped;
    double prefetch_coverage, prefetch_accuracy, prefetch_avg_distance;
    uint64_t ccws_throttled;            /* warp-cycles with the CCWS can-issue bit clear */
    double l1d_mpki;                    /* l1d.misses per 1000 thread instructions */
    uint64_t mem_requests, mem_replies;   /* sent by SMs / packets received back (sectors, acks) */
    uint64_t mem_replies_expected;      /* replies the SMs' requests called for */
    double mem_read_latency;            /* mean core cycles from a read leaving an SM to each
                                         * of its data replies arriving (GPGPU-Sim's
                                         * averagemflatency, from the L1 miss queue) */
    uint64_t ctas, kernels;
    /* L1 instruction cache (GPGPU-Sim's L1I counts): accesses = hits + misses (a
     * reservation failure is no access); misses include the fetches that merged into
     * an outstanding MSHR entry, mshr_hits counts those merges */
    uint64_t l1i_accesses, l1i_hits, l1i_misses, l1i_mshr_hits, l1i_res_fails;
    double l1i_miss_rate;
    /* operand reads that waited behind another read of their register bank (summed
     * over the cycles they waited); shared-memory bank-conflict cycles (the cost beyond
     * one pass); accesses refused by an occupied L1 latency-queue tail */
    uint64_t oc_bank_conflicts, shmem_bank_conflicts, l1d_bank_conflicts;
};
void ws_sim_stats(const struct ws_sim *s, struct ws_sim_stats *out);
/* Kernel k's own statistics (GPGPU-Sim's per-kernel gpu_sim_* block): the counters of
 * ws_sim_stats since the end of kernel k - 1 (kernels run one after another), the last
 * kernel's up to now (the drain after it included), so the kernels' counters add up to
 * the totals; cycles is the kernel's gpu_sim_cycle; ipc and the miss and hit rates are
 * recomputed from its counters.  Fields that do not split by kernel (dram_blp,
 * mem_read_latency, prefetch_avg_distance) are 0.  The running kernel's are those so
 * far (its cycles too).  false: kernel k has not started (or does not exist). */
bool ws_sim_kernel_stats(const struct ws_sim *s, uint32_t k, struct ws_sim_stats *out);

/* ---- inspection (read-only; for the debugger and the views) ---------------------- */
struct ws_sm_view {
    int id;
    int warps, ctas;                /* resident (unfinished) */
    int mshrs_used, miss_queue;     /* L1 MSHR entries in use, requests waiting to send */
    uint64_t warp_insts, thread_insts, cycles_active, memory_block_cycles, no_warp_cycles;
    uint64_t l1d_accesses, l1d_misses;
    char state;                     /* 'A' active (issued this cycle), 'M' memory-blocked, 'I' idle, '-' no warps */
};
void ws_sim_sm(const struct ws_sim *s, int sm, struct ws_sm_view *out);
int ws_sim_sm_count(const struct ws_sim *s);

/* The warp in `slot` of SM sm (NULL for a bad index).  reason is refreshed. */
const struct ws_warp *ws_sim_warp(struct ws_sim *s, int sm, int slot);
/* The slot of SM sm's resident warp that filled a cache line (fill: the line's
 * fill_warp, a launch number), -1 when that warp has left the SM. */
int ws_sim_fill_slot(const struct ws_sim *s, int sm, int64_t fill);
/* Next instruction of a warp (NULL when none). */
const struct ws_inst *ws_sim_warp_next(const struct ws_sim *s, int sm, int slot);

struct ws_cta_view {
    int slot;
    uint32_t id;
    int nwarps, warps_done, warps_at_barrier;
    uint64_t start_cycle;
    uint64_t issued;
};
/* CTA slots of SM sm; returns the number of resident CTAs written (<= max). */
int ws_sim_ctas(const struct ws_sim *s, int sm, struct ws_cta_view *out, int max);

/* The L1D of SM sm (for the cache view; see warpscope/cache.h). */
const struct ws_cache *ws_sim_l1d(const struct ws_sim *s, int sm);
/* L2 slice i's cache (NULL when out of range), and the number of slices. */
const struct ws_cache *ws_sim_l2(const struct ws_sim *s, int slice);
int ws_sim_l2_slices(const struct ws_sim *s);
/* Position of the read of `line` in SM sm's miss queue (misses waiting to enter the
 * interconnect), or -1 when it is not there; *len gets the queue's length. */
int ws_sim_missq_find(const struct ws_sim *s, int sm, uint64_t line, uint32_t *len);
/* The policy state of SM sm. */
void ws_sim_sched_inspect(struct ws_sim *s, int sm, struct ws_sched_view *out);
/* The policy instance of SM sm (opaque; policy-specific inspection such as
 * warpscope/ccws.h reads it), NULL for a bad index or a stateless policy. */
void *ws_sim_policy_state(struct ws_sim *s, int sm);

/* ---- the SM pipeline (read-only): GPGPU-Sim's shader core, MODEL-NOTES §2-§6 -----
 * fetch (fetch buffer, L1I) -> per-warp I-buffer -> issue into ID_OC -> operand
 * collector (collector units, register banks) -> OC_EX -> functional units / the LD/ST
 * unit -> EX_WB -> write-back.  Everything here is a snapshot of the current cycle;
 * instruction pointers stay valid until the simulation moves. */

/* Unit types in the order of -gpgpu_pipeline_widths: sp dp int sfu mem tensor
 * spec1..spec4; ws_unit_type_names[WS_UNIT_TYPES] is "gen" (the generic collector set). */
#define WS_UNIT_TYPES 10
enum { WS_UT_SP = 0, WS_UT_DP, WS_UT_INT, WS_UT_SFU, WS_UT_MEM, WS_UT_TENSOR };
extern const char *const ws_unit_type_names[WS_UNIT_TYPES + 1];

/* An instruction held by a pipeline stage.  warp < 0: the place is empty. */
struct ws_pipe_inst {
    int warp;                      /* warp slot */
    int64_t idx;                   /* index in the warp's instruction stream, -1 unknown */
    uint64_t uid;                  /* issue order: smaller is older */
    const struct ws_inst *in;
};

/* Instruction idx of the warp in `slot` (the I-buffer holds next .. fetched-1); NULL
 * when out of range.  Valid until the next call for the same warp. */
const struct ws_inst *ws_sim_warp_inst(const struct ws_sim *s, int sm, int slot, uint32_t idx);

/* Where one warp stands in the front end and the pipeline. */
struct ws_warp_pipe_view {
    uint32_t next, fetched, ninst; /* the I-buffer holds inst[next .. fetched) */
    int ibuffer;                   /* fetched - next: decoded, waiting to issue */
    bool fetch_buffer;             /* its fetched line sits in the fetch buffer (decoded
                                    * into the I-buffer next cycle) */
    bool imiss;                    /* its fetch missed the L1I; it waits for the line */
    /* its issued instructions per stage: ID_OC register, collector unit, OC_EX
     * register, a functional unit, EX_WB, the LD/ST unit's dispatch register, the
     * shared-memory pipeline, loads waiting for memory (L1 latency queue, MSHR, L2...) */
    int id_oc, oc, oc_ex, fu, ex_wb, ldst, smem, mem;
    /* one letter per issued, unfinished instruction, oldest first (I C D X W L S M as
     * above); '+' when more than fit; where_idx[k] is the stream index of letter k */
    char where[12];
    int64_t where_idx[12];
};
void ws_sim_warp_pipe(const struct ws_sim *s, int sm, int slot, struct ws_warp_pipe_view *out);

/* Unit type (WS_UT_*) the warp's next instruction issues towards, -1 when not known
 * (call ws_sim_warp first: it evaluates the warp). */
int ws_sim_warp_unit(const struct ws_sim *s, int sm, int slot);

/* The front end: the fetch buffer and the L1 instruction cache. */
struct ws_fetch_view {
    int buffer_warp;               /* the fetch buffer holds this warp's line, -1 empty */
    int last_warp;                 /* slot fetched last (the scan starts after it), -1 */
    int mshrs_used, mshrs;         /* L1I MSHR entries in use / configured */
    int miss_queue, miss_queue_cap;/* L1I misses not yet sent to the interconnect */
    int fills;                     /* filled lines whose warps still wait for the buffer */
    int imiss_warps;               /* warps waiting on an I-cache miss */
    uint64_t accesses, hits, misses, mshr_hits, res_fails;
};
void ws_sim_fetch(const struct ws_sim *s, int sm, struct ws_fetch_view *out);

/* The L1I miss that warp `slot` waits on (false when it waits on none). */
struct ws_imiss_view {
    uint64_t addr;                 /* the line's address in the memory system
                                    * (0xF0000000 + the kernel's PC offset) */
    int entry;                     /* its L1I MSHR entry (ws_sim_l1i_mshr index) */
    int waiters, position;         /* warps merged on it; this warp's place among them */
    int missq_pos;                 /* position in the L1I miss queue, -1 when sent */
    int sectors, sectors_left;     /* fill replies the line needs / still outstanding */
    int fill_pos;                  /* filled: its place in the order filled lines hand
                                    * out the fetch buffer (one warp a cycle), else -1 */
};
bool ws_sim_imiss(const struct ws_sim *s, int sm, int slot, struct ws_imiss_view *out);
/* The warps the fetch scan would serve next, in order (round robin from the slot after
 * the one fetched last; each fetch takes a cycle; warps whose I-cache miss was filled
 * come first, one a cycle); returns how many (at most max). */
int ws_sim_fetch_order(const struct ws_sim *s, int sm, int *slots, int max);
/* L1I MSHR entry i (0 <= i < mshrs_used): *addr as above; up to max waiting warp slots
 * into warps (oldest first); returns the number of waiters. */
int ws_sim_l1i_mshr(const struct ws_sim *s, int sm, int i, uint64_t *addr, int *warps, int max);

/* Pipeline registers: ID_OC and OC_EX of each unit type, and EX_WB. */
enum ws_pipe_reg { WS_PIPE_ID_OC = 0, WS_PIPE_OC_EX, WS_PIPE_EX_WB };
/* Width of register `reg` of unit type `type` (ignored for EX_WB), 0 when the type has
 * none; out[0 .. min(width, max)) get its slots (empty: warp -1); *used (may be NULL)
 * the slots in use. */
int ws_sim_pipe_reg(const struct ws_sim *s, int sm, int reg, int type,
                    struct ws_pipe_inst *out, int max, int *used);

/* The operand collector. */
struct ws_oc_view {
    int units, busy;               /* collector units, units holding an instruction */
    int banks, queued;             /* register banks, reads waiting in their queues */
    int bank_writes;               /* banks a write-back reserved this cycle */
    int banks_per_sub;             /* sm.sub_cores: banks of each scheduler (scheduler k
                                    * reads banks k*banks_per_sub ..), else 0 */
    uint64_t bank_conflicts;       /* the SM's oc.bank_conflicts */
};
void ws_sim_oc(const struct ws_sim *s, int sm, struct ws_oc_view *out);
struct ws_cu_view {
    int set;                       /* unit type it collects for; WS_UNIT_TYPES: generic */
    int out;                       /* unit type of the OC_EX register it dispatches into */
    struct ws_pipe_inst inst;      /* warp -1: the unit is free */
    int nreg;                      /* distinct source registers */
    uint16_t reg[WS_MAX_SRC];      /* trace register numbers (Rn) */
    uint8_t bank[WS_MAX_SRC];
    uint8_t unread;                /* bit k: reg[k] not read yet */
    int sub_core;                  /* sm.sub_cores: the scheduler it serves, else -1 */
};
/* Collector unit i (0 <= i < units; sets in unit-type order, generic last). */
void ws_sim_oc_unit(const struct ws_sim *s, int sm, int i, struct ws_cu_view *out);
/* Reads queued on bank b. */
int ws_sim_oc_bank(const struct ws_sim *s, int sm, int b);
/* Can collector unit i take instructions from the ID_OC register of unit type `type`
 * (through one of the collector's input ports)? */
bool ws_sim_oc_serves(const struct ws_sim *s, int sm, int i, int type);

/* Functional units other than LD/ST (SP, SFU, ...). */
struct ws_fu_view {
    int type;                      /* unit type */
    int index;                     /* its number among the units of its type */
    uint64_t free_at;              /* first cycle its dispatch register takes another
                                    * instruction (initiation interval) */
    int nflight;                   /* instructions in its pipeline */
    int sub_core;                  /* sm.sub_cores: the scheduler whose OC_EX slot it
                                    * takes, else -1 (it takes the oldest) */
};
int ws_sim_fu_count(const struct ws_sim *s, int sm);
/* Unit i; up to max of its in-flight instructions into fl (may be NULL), soonest
 * first, with the cycle each enters EX_WB into due; returns how many were written. */
int ws_sim_fu(const struct ws_sim *s, int sm, int i, struct ws_fu_view *out,
              struct ws_pipe_inst *fl, uint64_t *due, int max);

/* The load/store unit. */
struct ws_ldst_view {
    struct ws_pipe_inst dispatch;  /* the memory instruction in its dispatch register */
    int accesses_left;             /* its accesses not yet in the L1 latency queue (or,
                                    * bypassing the L1, not yet in the interconnect) */
    int hold;                      /* shared memory: cycles it still holds the unit
                                    * (bank conflicts) */
    bool stalled;                  /* its last cycle could not progress */
    const char *stall;             /* what stopped it last cycle: "bank-conflict",
                                    * "coalescing" (more accesses than a cycle takes),
                                    * "interconnect" (refused), or "" */
    bool resfail;                  /* an L1 latency queue's head could not get an MSHR,
                                    * a miss-queue slot or a way (it retries) */
    int l1q, l1q_cap;              /* accesses in the L1 latency queues / slots
                                    * (l1d.latency x l1d.banks) */
    int smem, smem_cap;            /* loads in the shared-memory pipeline / its depth */
    int miss_queue, miss_queue_cap;/* L1D misses not yet sent */
    int mshrs_used, mshrs;
    int response, response_cap;    /* packets in its response FIFO */
    int fills;                     /* filled L1D lines whose accesses still write back */
    struct ws_pipe_inst writeback; /* the load taking the register-file write port next */
    int loads;                     /* loads waiting for their accesses */
    uint64_t shmem_bank_conflicts, l1d_bank_conflicts;
};
void ws_sim_ldst(const struct ws_sim *s, int sm, struct ws_ldst_view *out);
/* An access in an L1 latency queue. */
struct ws_l1q_view {
    int bank, stage;               /* stage 0 is the head (it meets the L1D now) */
    int warp;
    uint64_t line;
    bool store;
    bool ratio_blocked;            /* head only: no way to replace because l1d.write_ratio
                                    * keeps the set's written lines */
};
/* The accesses in the L1 latency queues, head first per bank; returns the count written. */
int ws_sim_ldst_l1q(const struct ws_sim *s, int sm, struct ws_l1q_view *out, int max);
/* The loads in the shared-memory pipeline, the one writing back next first; stage[k]
 * gets the cycles entry k still travels; returns the count written. */
int ws_sim_ldst_smem(const struct ws_sim *s, int sm, struct ws_pipe_inst *out, int *stage,
                     int max);
/* A filled L1D line whose accesses wait for the write-back port (one a cycle): the
 * number of accesses ahead of its first; -1 when `line` is not among them. */
int ws_sim_ldst_fill_find(const struct ws_sim *s, int sm, uint64_t line);

#endif
