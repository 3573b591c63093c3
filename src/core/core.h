/* core.h — private structures of the timing model's core (src/core): the simulation
 * object, SMs and their pipeline stages.  Only src/core includes this; policies see
 * the SM through warpscope/sched.h.
 *
 * The SM follows GPGPU-Sim 4's shader core (MODEL-NOTES §2-§6), one file per stage:
 *   fetch.c   fetch buffer, L1 instruction cache, decode into the per-warp I-buffer,
 *             retirement of finished warps (the fetch scan)
 *   issue.c   the schedulers: policy order, scoreboard, ID_OC issue slots
 *   opcoll.c  operand collector: collector units, register banks, dispatch to OC_EX
 *   exec.c    pipelined functional units, result buses, EX_WB write-back
 *   ldst.c    the load/store unit: coalescing, shared-memory banks and pipeline, the L1
 *             latency queue, L1D, MSHRs, miss queue, fills, store acks, its write-back
 *   optable.c latency and initiation interval of each operation class
 *   sm.c      warp and CTA life, barriers, the per-cycle stage order
 * Cycle order (shader_core_ctx::cycle): write-back, execute, read operands, issue,
 * then decode and fetch.  Every stage reads what the previous cycle left. */
#ifndef WS_CORE_H
#define WS_CORE_H

#include <stdint.h>
#include <stdbool.h>
#include "warpscope/sim.h"
#include "warpscope/sched.h"
#include "warpscope/cache.h"
#include "warpscope/mem.h"
#include "warpscope/registry.h"
#include "warpscope/prefetch.h"
#include "warpscope/snap.h"

/* ---- functional-unit types and pipeline registers ---------------------------------- */

/* Unit types, in GPGPU-Sim's order of -gpgpu_pipeline_widths (SP, DP, INT, SFU, MEM),
 * then tensor and the four specialized units of a trace.config. */
enum { FU_SP = 0, FU_DP, FU_INT, FU_SFU, FU_MEM, FU_TENSOR, FU_SPEC1, FU_SPEC2, FU_SPEC3,
       FU_SPEC4, FU_COUNT };
#define FU_NONE 0xff
/* Register sets: ID_OC of each type, OC_EX of each type, and EX_WB. */
#define RS_ID_OC(t) (t)
#define RS_OC_EX(t) (FU_COUNT + (t))
#define RS_EX_WB (2 * FU_COUNT)
#define RS_COUNT (2 * FU_COUNT + 1)
/* Operand-collector unit sets: one per type plus the generic units. */
#define CU_GEN FU_COUNT
#define CU_SETS (FU_COUNT + 1)
/* Latency rings (result buses, unit occupancy): longer than any latency. */
#define CORE_LAT_RING 1024

/* An instruction between issue and completion (GPGPU-Sim's warp_inst_t in a pipeline
 * register).  Invariant: uid == 0 iff the slot is empty; uids grow with issue order. */
struct core_inst {
    /* the fields every stage checks first (uid: 0 marks a free slot), then the copy */
    uint64_t uid;
    uint32_t idx;                  /* index in the warp's stream */
    uint16_t warp;                 /* slot */
    uint8_t fu;                    /* FU_* it executes on */
    uint8_t cycles;                /* dispatch delay left (initiation interval, or the
                                    * shared-memory bank-conflict degree in the LD/ST unit) */
    uint8_t bypass;                /* a load that bypasses the L1 (.STRONG.GPU) */
    uint16_t lat, ii;
    struct ws_inst in;             /* a copy: a streamed warp's decoded block moves on */
};

/* A pipeline register set (GPGPU-Sim register_set).  Invariant: used = slots with
 * uid != 0; slots are claimed with core_regset_claim and freed with core_regset_free. */
struct core_regset {
    struct core_inst *slot;
    int n, used;
};

/* ---- operand collector ------------------------------------------------------------- */

/* A source read waiting for its bank: collector unit cu, operand k. */
struct core_opnd { uint16_t cu, k; };

/* A collector unit.  Invariant: free iff inst.uid == 0; bit k of not_ready set while
 * operand k is unread. */
struct core_cu {
    struct core_inst inst;
    uint8_t out_rs;                /* register set it dispatches into */
    uint8_t not_ready;
    uint16_t reg[WS_MAX_SRC];      /* distinct source registers (GPGPU-Sim numbering) */
    uint8_t nreg;
    uint8_t set;                   /* the CU set it belongs to */
    uint8_t sub;                   /* sm.sub_cores: the scheduler (sub-core) it serves,
                                    * whose OC_EX slot it dispatches into; else 0 */
};

/* Bank queue: FIFO ring of operand reads. */
struct core_bankq {
    struct core_opnd *q;
    uint16_t head, n, cap;
};

struct core_port {                 /* input port: (in, out) register-set pairs, CU sets */
    uint8_t in[FU_COUNT], out[FU_COUNT];
    int npairs;
    uint8_t sets[2];
    int nsets;
};

struct core_opcoll {
    struct core_cu *cu;            /* all units; set s is cu[set_first[s] .. +set_n[s]) */
    int ncu;
    int set_first[CU_SETS], set_n[CU_SETS];
    int *du_last;                  /* dispatch units: last CU index served (per unit) */
    uint8_t *du_set;
    int ndu;
    struct core_port *port;
    int nport;
    struct core_bankq *bank;
    uint8_t *bank_write;           /* bank reserved for a write this cycle */
    int nwrites;                   /* banks reserved this cycle */
    int nbanks;
    int busy;                      /* CUs in use */
    int used[CU_SETS];             /* CUs in use per set */
    int ready[CU_SETS];            /* CUs of each set with every operand read (they wait
                                    * for dispatch): inst.uid && !not_ready */
    int reads;                     /* operand reads queued on all banks */
    /* per CU, what the dispatch and allocation scans test, packed so that they read one
     * cache line instead of each unit's: CU_BUSY iff cu[i].inst.uid, CU_READY iff also
     * !cu[i].not_ready (not saved: core_oc_load rebuilds it) */
    uint8_t *cu_st;
    /* bit b set iff bank[b].n > 0 (the read scan visits those banks only) */
    uint64_t *bank_busy;
    /* sm.sub_cores (-gpgpu_sub_core_model): each scheduler has banks_per_sub banks and
     * set_n[s] / nsched units of each set s; 0 without sub-cores */
    int banks_per_sub;
    bool rr_sub;                   /* oc.dispatch_rr = sub_core (with sub-cores) */
};

enum { CU_BUSY = 1, CU_READY = 2 };
/* A unit's packed state: 0 free, CU_BUSY holding an instruction, | CU_READY once every
 * operand is read. */
static inline uint8_t core_cu_state(const struct core_cu *cu)
{
    return !cu->inst.uid ? 0 : cu->not_ready ? CU_BUSY : CU_BUSY | CU_READY;
}

/* ---- functional units -------------------------------------------------------------- */

/* A result travelling down a unit's pipeline: enters EX_WB at `due`; `ring` is the slot
 * of its result cycle in the unit's occupancy ring and the SM's result-bus ring, both
 * freed when it leaves. */
struct core_flight { struct core_inst inst; uint64_t due; uint16_t ring; };

/* A pipelined SIMD unit (not LD/ST).  Invariant: dispatch.uid == 0 when free; flight
 * holds nflight instructions in issue order (so in due order per unit, since the
 * occupancy check keeps two results of one unit out of the same cycle). */
struct core_fu {
    uint8_t type, issue_rs;
    int8_t sub;                    /* sm.sub_cores: the OC_EX slot (= scheduler) it takes
                                    * from; -1: the oldest of the register set */
    uint64_t disp_free;            /* first cycle the dispatch register takes another */
    /* no result is due before this cycle (the smallest flight[].due, or less: 0 after a
     * snapshot load; UINT64_MAX when nothing is in flight) */
    uint64_t next_due;
    struct core_flight *flight;
    int nflight;
    size_t cap;
    /* 1: a result of this unit is due then (by cycle mod), from its issue until it leaves
     * the unit (no later result maps to the slot meanwhile: latency + interval < ring) */
    uint64_t occupied[CORE_LAT_RING / 64];   /* a bit per slot */
};

/* ---- load/store unit --------------------------------------------------------------- */

/* One coalesced access of a memory instruction. */
struct core_access {
    uint64_t addr;                 /* block-aligned start */
    uint16_t bytes;                /* 32, 64 or 128 (Fermi coalescer) */
    uint8_t full;                  /* bit k: the access holds the 32-byte sector k of its
                                    * 128-byte block and a lane touches its every byte */
};

/* An in-flight load (or atomic) waiting for its accesses: the register release
 * (GPGPU-Sim's m_pending_writes).  Invariant: used iff left > 0. */
struct core_load {
    struct core_inst inst;
    uint16_t left;                 /* accesses not yet answered */
    uint8_t used;
};

/* An access travelling through the L1 latency queue (or waiting in the L1 MSHR). */
struct core_l1req {
    uint64_t addr, line;
    uint32_t load;                 /* core_load index, UINT32_MAX for stores */
    uint16_t warp, bytes;
    uint8_t memop, space, valid;
    uint8_t full;                  /* core_access.full (sector bits of the 128-byte block) */
};

/* The MSHR waiter record of the L1D.  load == CORE_PF_LOAD marks a core-side prefetch
 * (its target warp and issue cycle are in ws_sm.pf_meta at the reserved way). */
struct core_waiter { uint32_t load; uint16_t warp; };
#define CORE_PF_LOAD UINT32_MAX

/* A queued prefetch line (ws_sm_prefetch) and a prefetch's record per L1 way. */
struct core_pf { uint64_t line; int32_t target; uint32_t pc; };
struct core_pf_meta { uint64_t cycle; int32_t target; };

/* A fill whose merged accesses wait to be written back (one per cycle). */
struct core_ready { uint64_t line; int next, n; };

struct core_ldst {
    /* the counts and flags each cycle checks come first, on one cache line; the
     * instruction registers and the access list after them */
    int nacc;                      /* accesses of dispatch left; consumed from the end */
    uint32_t load;                 /* its core_load (global/local loads, atomics) */
    int smem_n, lq_n, nready, bypass_n;
    int resp_head, resp_n, resp_cap;
    int wb_arb;
    uint32_t next_wb_load;         /* its core_load, or UINT32_MAX (shared memory) */
    bool stalled;                  /* the last cycle could not progress (why, policies) */
    uint8_t stall;                 /* enum core_mem_stall of that cycle */
    bool resfail;                  /* the head of a latency queue failed last cycle */
    /* the last load whose L1D reservation failed, and the state it failed in */
    struct core_refail { uint64_t cache, mshr, line; uint32_t missq; int bank; bool valid; } refail;
    /* shared-memory pipeline (smem_n stages used): smem[0] is the oldest stage (next to
     * write back) */
    struct core_inst *smem;
    /* L1 latency queue per bank (lq_n requests), a ring: stage s of bank b is lq[b * lat +
     * (lq_org[b] + s) % lat] (core_ldst_lq), stage 0 at the head */
    struct core_l1req *lq;
    int *lq_org;
    int *lq_bn;                    /* per bank: requests in its queue */
    bool *lq_still;                /* per bank: they sit packed at the head (none moves) */
    struct core_ready *ready;      /* fills whose accesses are being written back (nready) */
    int ready_cap;
    /* response FIFO from the cluster (fills and acks), bounded: resp_n from resp_head */
    struct ws_mem_req *resp;
    struct core_inst dispatch;     /* the memory instruction being processed */
    /* write-back: the instruction taking its register-file port next, clients arbiter
     * wb_arb */
    struct core_inst next_wb;
    /* the bypass (atomic) reply waiting for the write-back (GPGPU-Sim m_next_global),
     * bypass_n of it */
    struct ws_mem_req bypass;
    struct core_access acc[64];    /* the dispatched instruction's accesses (nacc left) */
};

enum core_mem_stall { MS_NONE = 0, MS_BANK, MS_COAL, MS_RESFAIL, MS_ICNT };

/* ---- fetch ------------------------------------------------------------------------- */

struct core_fetch {
    bool valid;                    /* the fetch buffer holds a fetched line for `warp` */
    bool acted;                    /* this cycle decoded or accessed the L1I */
    uint16_t warp;
    int last;                      /* warp slot fetched last (scan starts after it) */
    struct ws_cache *l1i;
    struct ws_mshr *mshr;          /* waiter: warp slot (uint16_t) */
    struct ws_mem_req *missq;      /* ring towards the interconnect */
    int missq_head, missq_n, missq_cap;
    struct core_ready *ready;      /* filled lines whose merged warps get their fetch */
    int nready, ready_cap;
    uint64_t accesses, misses, hits, mshr_hits, res_fails;
};

/* ---- CTAs and schedulers ----------------------------------------------------------- */

/* A CTA slot on an SM.  Invariant: used iff trace holds a loaded CTA; warps_done <=
 * nwarps; at_barrier counts warps waiting at the barrier; the barrier opens when
 * at_barrier == nwarps - warps_exited. */
struct core_cta {
    bool used;
    uint32_t id;
    int nwarps, warps_exited, warps_done, at_barrier;
    uint16_t *warp_slots;          /* nwarps slots (capacity sm.max_warps) */
    uint64_t start_cycle, issued;
    int64_t threads, regs, shmem;  /* resources held */
    struct ws_cta_trace trace;
};

/* Per-SM counters (the whole-run stats sum them). */
struct core_sm_stats {
    uint64_t warp_insts, thread_insts, active_cycles;
    uint64_t memory_block_cycles, no_warp_cycles;
    uint64_t stall_idle, stall_scoreboard, stall_pipeline;
    uint64_t l1d_accesses, l1d_hits, l1d_misses, l1d_res_fails, l1d_merges;
    uint64_t hits_intra, hits_inter, evictions, stores, atomics, shmem;
    uint64_t shmem_bank_conflicts, l1_bank_conflicts;
    uint64_t requests, replies, replies_expected, icnt_stalls, store_acks;
    uint64_t read_replies, read_latency_sum;   /* data replies, their cycles since sent */
    uint64_t oc_bank_conflicts;    /* reads that waited behind another read of their bank */
    uint64_t policy_ctr[WS_SM_CTR_COUNT];   /* ws_sm_count (CCWS) */
};

/* Per-scheduler state.  Invariant: list[0..nlist) are the live warps of this scheduler
 * sorted by launch_seq; order[0..norder) is the policy's last order. */
struct core_sched {
    uint16_t *list;
    int nlist;
    int last_issued;
    uint16_t *order, *order_new;   /* the last walk's order; the policy's order this cycle */
    int norder;
    bool order_own;                /* every warp of order is this scheduler's own */
    uint8_t last_class;            /* 0 issued, 1 idle, 2 scoreboard, 3 pipeline */
    /* walk_kept: the last walk issued nothing and every warp it passed was its own with a
     * kept verdict that nothing outside the warp can lift (issue.c); while no such warp
     * is touched and the policy gives the same order, a walk would repeat it and add
     * walk_acc again */
    bool walk_kept;
    uint8_t walk_acc;
    /* list_ver counts the changes of list; for a policy with order_of_list, order is
     * valid for list version order_ver and last issued warp order_last (order_ver 0:
     * never computed), and a walk reuses it without asking the policy */
    uint32_t list_ver, order_ver;
    int order_last;
};

/* Latency and initiation interval of an operation class, and its unit. */
struct core_op { uint16_t lat, ii; uint8_t fu, bypass; };

struct ws_sm {
    /* what every cycle reads comes first: the pointers, then the counts and flags each
     * stage checks before doing anything, so that a cycle with little to do touches few
     * cache lines; the arrays and the statistics follow */
    struct ws_sim *sim;
    const struct ws_config *cfg;
    struct ws_warp *warps;
    struct core_cta *ctas;
    struct core_sched *sched;
    const struct ws_sched_policy *pol;
    void *pst;
    int id;
    int max_warps, max_ctas, nsched;
    int live_warps, live_ctas;     /* resident, unfinished */
    int inflight;                  /* instructions between issue and completion */
    int ex_pending;                /* instructions in the units' OC_EX registers or units */
    int idoc_n;                    /* instructions in ID_OC registers (operand collector input) */
    int nfu;
    int nfu_groups;
    int nresbus;
    uint32_t missq_head, missq_len, missq_cap;     /* missq's ring */
    int cresp_head, cresp_n, cresp_cap;            /* cresp's ring */
    uint32_t pfq_head, pfq_len, pfq_cap;           /* pfq's ring */
    uint64_t outstanding;          /* requests sent and not answered */
    bool issued_now, memblock_now;
    /* quiet: the last evaluated cycle changed nothing and every stage is empty, so the
     * SM only accounts its stalls until a reply arrives, a CTA launches or the policy's
     * wake cycle (pol_wake) comes (sm.skip); quiet_since: first skipped cycle */
    bool quiet;
    bool flushed;                  /* L1D invalidated while the SM holds no threads */
    bool l1d_through;              /* l1d.write = through (ldst.c) */
    uint64_t quiet_since, pol_wake;
    /* pipeline */
    uint64_t next_uid;
    struct core_fu *fu;            /* non-memory units */
    /* units of one type are contiguous in fu: type k's are fu[fu_first[k] ..
     * fu_first[k+1]), fu_flights[k] results in flight in them */
    int fu_first[FU_COUNT + 1], fu_flights[FU_COUNT];
    uint8_t fu_gtype[FU_COUNT];    /* the type of group k's units */
    uint8_t fu_groups[FU_COUNT];   /* the groups that have units, in order */
    struct core_regset rs[RS_COUNT];
    struct core_opcoll oc;
    struct core_fetch fe;
    struct core_ldst ls;
    /* memory */
    struct ws_cache *l1d;
    struct ws_mshr *mshr;
    uint16_t *mshr_left;           /* per MSHR line: fill sectors outstanding (by slot) */
    struct core_load *loads;       /* pool */
    uint32_t nloads, loads_cap, *free_loads, nfree_loads;
    struct ws_mem_req *missq;      /* L1D miss queue, ring, bounded by l1d.miss_queue */
    struct ws_mem_req *cresp;      /* the cluster's response FIFO (icnt ejection) */
    /* per warp slot: the operation of its next instruction, for instruction head_idx
     * (UINT32_MAX: none cached); refreshed when the warp's next moves */
    struct core_op *head_op;
    uint8_t *head_opc;
    uint32_t *head_idx;
    /* per warp slot: the scoreboard verdict on instruction head_idx, valid while the
     * warp's sb_version is `ver` (bit 0 of res: collides, bit 1: on a long-latency load) */
    struct { uint32_t ver; uint8_t res, valid; } *head_sb;
    /* per warp slot: issue.c's memo of the warp's last check in the scheduler walk (what
     * it adds to the stall class, with ISSUE_MEMO set; 0: none, check it).  Only kept
     * for verdicts that nothing but the warp's own state can lift (no instruction,
     * finished, barrier, membar, I-buffer empty, scoreboard); every writer of that
     * state (state, membar, next, fetched, the scoreboard) calls core_issue_touch,
     * which drops it. */
    uint8_t *issue_memo;
    uint8_t *slot_sched;           /* per warp slot: its scheduler (slot % nsched) */
    /* core-side prefetcher (prefetch.h; NULL: none, the load path is prefetch-free).
     * pfq is a ring of queued prefetch lines (at most pfq_cap); pf_meta has one record
     * per L1 way (set * ways + way), valid while that way holds a prefetched line. */
    const struct ws_prefetcher *pf;
    void *pfst;
    struct core_pf *pfq;
    struct core_pf_meta *pf_meta;
    /* fetch candidates: bit slot set when the warp may want a fetch or a retirement */
    uint64_t fetch_want[(1024 + 63) / 64];
    int64_t used_threads, used_regs, used_shmem, used_warps;
    struct core_sm_stats st;
    struct ws_prefetch_stats pfs;
    /* exiting warps the fetch scan found still waiting for something in flight (their
     * fetch_want bit cleared): core_sm_retire_recheck flags them again when one of
     * in_pipe, store_acks, pending_regs, atomics drops */
    uint64_t retire_wait[(1024 + 63) / 64];
    uint8_t resbus[CORE_LAT_RING]; /* results due per cycle (mod) still in a unit, at most nresbus */
};

/* Clock domain: tick k happens at time k * period (femtoseconds). */
struct core_clock {
    uint64_t period, next;         /* next = time of the next tick */
    uint64_t ticks;
};

enum { CLK_CORE = 0, CLK_ICNT, CLK_L2, CLK_DRAM, CLK_COUNT };

/* The simulation.  Invariants: kernel <= trace->nkernels; next_cta <= ncta of the
 * running kernel; ctas_done counts finished CTAs of the running kernel. */
struct ws_sim {
    struct ws_config cfg;
    struct ws_trace *trace;
    struct ws_event_bus bus;
    struct ws_memsys *mem;
    struct ws_registry *reg;
    const struct ws_sched_policy *pol;
    int nsm;
    struct ws_sm *sm;
    struct core_clock clk[CLK_COUNT];
    uint64_t cycle;                /* core cycles simulated */
    uint64_t end_cycle;            /* cycle the last kernel ended (0 while running) */
    uint32_t kernel;               /* running kernel index */
    bool kernel_running, done, failed, draining;
    uint32_t next_cta, ctas_done;
    uint64_t launch_wait;          /* core cycles before the kernel's CTAs may issue */
    int max_ctas_per_sm;           /* occupancy of the running kernel */
    int64_t cta_threads, cta_regs, cta_shmem, cta_warps, cta_lanes;
    uint64_t launch_seq, next_req_id;
    uint64_t ctas_total, kernels_total;
    uint64_t kernel_start;         /* cycle the running kernel launched */
    uint64_t last_issue;           /* last cycle any SM issued (deadlock watchdog) */
    uint64_t *kernel_cycles;       /* per kernel: its cycles (gpu_sim_cycle) */
    struct ws_sim_stats *kernel_end; /* per kernel: the whole-run statistics at its end */
    int rr_next_sm;                /* CTA issue: SM after the last one that got a CTA */
    struct core_op op[WS_OPC_COUNT];   /* operation table (optable.c) */
    uint8_t *opc;                  /* per trace opcode id: its class | 0x80 halved II |
                                    * 0x40 bypasses the L1; 0xff not yet classified */
    size_t nopc;
    uint8_t spec_units[4];         /* specialized units enabled (from the op table) */
    uint8_t spec_width[4][2];      /* their ID_OC and OC_EX register widths (0 when off) */
    char err[1024];
    int err_code;
};

/* sm.c */
int core_sm_init(struct ws_sm *sm, struct ws_sim *sim, int id, struct ws_err *err);
void core_sm_free(struct ws_sm *sm);
void core_sm_cycle(struct ws_sm *sm);      /* one core cycle at sim->cycle */
void core_sm_icnt_cycle(struct ws_sm *sm); /* the cluster's pop from the interconnect */
bool core_sm_fits(const struct ws_sm *sm);
/* Launch CTA `cta` of the running kernel on sm (resources checked by the caller). */
int core_sm_launch(struct ws_sm *sm, uint32_t cta, struct ws_err *err);
bool core_sm_idle(const struct ws_sm *sm);    /* nothing resident, nothing in flight */
void core_sm_emit(struct ws_sm *sm, int kind, int warp, int64_t a, int64_t b, uint64_t addr);
/* Deliver an event of this SM to the policy and the bus. */
void core_sm_event(struct ws_sm *sm, const struct ws_event *e);
/* Deliver an event to the SM's policy only (not the bus): the kernel's phase-change. */
void core_sm_policy_event(struct ws_sm *sm, const struct ws_event *e);
/* An instruction completed (left the pipeline): statistics and in_pipe. */
void core_sm_complete(struct ws_sm *sm, const struct core_inst *ci);
/* The warp's EXIT lanes completed / the warp's stream is issued: maybe finished. */
void core_sm_warp_exit_lanes(struct ws_sm *sm, struct ws_warp *w, uint32_t mask);
/* Retire a finished warp if it is done in hardware (the fetch scan calls it). */
void core_sm_warp_retire(struct ws_sm *sm, struct ws_warp *w);
/* Barrier arrival at issue of a BAR. */
void core_sm_barrier(struct ws_sm *sm, struct ws_warp *w, const struct ws_inst *in);
/* Scoreboard: reserve the destinations of an issued instruction, release one register. */
void core_sb_reserve(struct ws_warp *w, const struct ws_inst *in, bool long_lat);
void core_sb_release(struct ws_sm *sm, struct ws_warp *w, uint16_t reg);
bool core_sb_collides(const struct ws_warp *w, const struct ws_inst *in);
uint64_t core_regset_oldest(const struct core_regset *r, int *idx);
static inline bool core_regset_has_free(const struct core_regset *r) { return r->used < r->n; }
/* sm.sub_cores: scheduler k owns slot k of every ID_OC and OC_EX register set
 * (register_set::has_free / get_free with reg_id k).  Slot k free / claim it. */
static inline bool core_regset_slot_free(const struct core_regset *r, int k)
{
    return !r->slot[k].uid;
}
static inline struct core_inst *core_regset_claim_slot(struct core_regset *r, int k)
{
    if (r->slot[k].uid)
        return NULL;
    r->used++;
    return &r->slot[k];
}
/* A free slot to fill (counted as used), NULL when none. */
struct core_inst *core_regset_claim(struct core_regset *r);
void core_regset_free(struct core_regset *r, int idx);

/* fetch.c */
int core_fetch_init(struct ws_sm *sm, struct ws_err *err);
void core_fetch_free(struct ws_sm *sm);
void core_fetch_cycle(struct ws_sm *sm);   /* decode, then fetch */
void core_fetch_fill(struct ws_sm *sm, const struct ws_mem_req *rep);
bool core_fetch_busy(const struct ws_sm *sm);

/* issue.c */
void core_issue_cycle(struct ws_sm *sm);
/* Why warp w cannot issue now (ignoring the policy); does not change state. */
enum ws_stall core_issue_stall(struct ws_sm *sm, struct ws_warp *w);

/* Something warp `slot`'s retirement waits for dropped (in_pipe, store_acks,
 * pending_regs, atomics): if it is an exiting warp set aside by the fetch scan, the scan
 * visits it again. */
static inline void core_sm_retire_recheck(struct ws_sm *sm, int slot)
{
    uint64_t bit = UINT64_C(1) << (slot & 63);
    if (sm->retire_wait[slot >> 6] & bit) {
        sm->retire_wait[slot >> 6] &= ~bit;
        sm->fetch_want[slot >> 6] |= bit;
    }
}

/* Instruction i (< w->ninst) of warp w: from the warp's own pointer when its stream is
 * whole (no read of the trace's warp record), else through ws_warp_inst. */
static inline const struct ws_inst *core_warp_inst(const struct ws_warp *w, uint32_t i)
{
    return w->inst ? &w->inst[i] : ws_warp_inst(w->trace, i);
}

/* Stage s of bank b's L1 latency queue. */
static inline struct core_l1req *core_ldst_lq(const struct ws_sm *sm, int b, int s)
{
    int lat = (int)sm->cfg->l1d_latency, at = sm->ls.lq_org[b] + s;
    return &sm->ls.lq[b * lat + (at >= lat ? at - lat : at)];
}

/* Something issue_check reads of warp `slot` changed: its verdict memo is stale. */
static inline void core_issue_touch(struct ws_sm *sm, int slot)
{
    sm->issue_memo[slot] = 0;
    sm->sched[sm->slot_sched[slot]].walk_kept = false;
}

/* opcoll.c */
int core_oc_init(struct ws_sm *sm, struct ws_err *err);
void core_oc_free(struct ws_sm *sm);
void core_oc_cycle(struct ws_sm *sm);
/* Reserve the destination banks of a write-back; false when one is taken this cycle. */
bool core_oc_writeback(struct ws_sm *sm, const struct core_inst *ci);
/* The register bank of trace register reg of the warp in slot warp (sub-cores: within its
 * scheduler's banks). */
int core_oc_bank(const struct ws_sm *sm, uint16_t reg, int warp);

/* The SM may have to act again: leave quiet (replies, launches, policy wake-ups). */
void core_sm_wake(struct ws_sm *sm);

/* exec.c */
int core_exec_init(struct ws_sm *sm, struct ws_err *err);
void core_exec_free(struct ws_sm *sm);
void core_exec_writeback(struct ws_sm *sm);   /* drain EX_WB */
void core_exec_cycle(struct ws_sm *sm);       /* units advance, then take from OC_EX */

/* coalesce.c: the accesses of a memory instruction (pure functions) */
/* Global/local accesses of in (sm.coalesce_arch), ascending by address; returns the
 * count (at most max). */
int core_coalesce(const struct ws_config *cfg, const struct ws_warp_trace *wt,
                  const struct ws_inst *in, bool bypass, struct core_access *out, int max);
/* Shared-memory cost: the most distinct 4-byte words any bank serves (>= 1). */
int core_shmem_cost(const struct ws_config *cfg, const struct ws_warp_trace *wt,
                    const struct ws_inst *in);
/* The Fermi L1D set hash (GPGPU-Sim FERMI_HASH_SET_FUNCTION; 32 or 64 sets). */
uint32_t core_fermi_set(uint64_t addr, int line_log2, int sets);

/* ldst.c */
int core_ldst_init(struct ws_sm *sm, struct ws_err *err);
void core_ldst_free(struct ws_sm *sm);
/* Coalesce a memory instruction at issue (its accesses and the shared-memory delay). */
bool core_ldst_can_accept(const struct ws_sm *sm);
void core_ldst_accept(struct ws_sm *sm, const struct core_inst *ci);
void core_ldst_cycle(struct ws_sm *sm);
bool core_ldst_busy(const struct ws_sm *sm);
int core_sm_slot_of_gwarp(const struct ws_sm *sm, int64_t gwarp);
/* A packet for the LD/ST unit (fill sector or store ack); false when its FIFO is full. */
bool core_ldst_response(struct ws_sm *sm, const struct ws_mem_req *rep);
void core_ldst_invalidate(struct ws_sm *sm);  /* L1D flush (-gpgpu_flush_l1_cache) */
/* The L1D/shared-memory carve-out (l1d.adaptive; shader_core_config::max_cta's adaptive
 * cache, MODEL-NOTES §1): the L1D ways left when a kernel uses shmem bytes of shared
 * memory per SM (its CTAs' shared memory x CTAs per SM); core_ldst_carveout gives the SM's
 * L1D that many ways (every line invalid: done at a kernel's start, the SM empty). */
int core_l1d_carveout_ways(const struct ws_config *cfg, int64_t shmem);
void core_ldst_carveout(struct ws_sm *sm, int ways);

/* optable.c */
/* Fill s->op for kernel k (the trace's binary version picks the trace.config when
 * op.trace_config = auto) and the specialized units.  Errors name the key. */
int core_optable_init(struct ws_sim *s, struct ws_err *err);
/* The operation of an instruction in the running kernel (its class in *opclass). */
struct core_op core_op_of(struct ws_sim *s, const struct ws_inst *in, uint8_t *opclass);
/* A kernel starts: opcodes are classified again for its binary version. */
void core_optable_kernel(struct ws_sim *s);

/* Snapshots (snap.c drives them): each stage saves its part of the SM next to its
 * definitions; load needs an SM of the same config (false with the reader's error). */
void core_sm_save(const struct ws_sm *sm, struct ws_snap_buf *b);
bool core_sm_load(struct ws_sm *sm, struct ws_snap_rd *r);
void core_fetch_save(const struct ws_sm *sm, struct ws_snap_buf *b);
bool core_fetch_load(struct ws_sm *sm, struct ws_snap_rd *r);
void core_oc_save(const struct ws_sm *sm, struct ws_snap_buf *b);
bool core_oc_load(struct ws_sm *sm, struct ws_snap_rd *r);
void core_exec_save(const struct ws_sm *sm, struct ws_snap_buf *b);
bool core_exec_load(struct ws_sm *sm, struct ws_snap_rd *r);
void core_ldst_save(const struct ws_sm *sm, struct ws_snap_buf *b);
bool core_ldst_load(struct ws_sm *sm, struct ws_snap_rd *r);
void core_sim_save(const struct ws_sim *s, struct ws_snap_buf *b);
bool core_sim_load(struct ws_sim *s, struct ws_snap_rd *r);

/* sim.c */
void core_sim_cta_finished(struct ws_sim *s, struct ws_sm *sm);
void core_sim_fail(struct ws_sim *s, const struct ws_err *err);

/* stats.c */
void core_registry_init(struct ws_sim *s);

#endif
