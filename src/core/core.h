/* core.h — private structures of the timing model's core (src/core): the simulation
 * object, SMs, CTA slots, the load/store unit.  Only src/core includes this; policies
 * see the SM through warpscope/sched.h. */
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

/* A CTA slot on an SM.  Invariant: used iff trace holds a loaded CTA; warps_done <=
 * warps_exited <= nwarps (exited: EXIT issued; done: drained); at_barrier counts warps
 * in WS_WARP_BARRIER; the barrier opens when at_barrier == nwarps - warps_exited. */
struct core_cta {
    bool used;
    uint32_t id;
    int nwarps, warps_exited, warps_done, at_barrier;
    uint16_t *warp_slots;          /* nwarps slots (capacity sm.max_warps) */
    uint64_t start_cycle, issued;
    int64_t threads, regs, shmem;  /* resources held */
    struct ws_cta_trace trace;
};

/* An in-flight load (or atomic) waiting for lines.  Invariant: used iff lines_left > 0
 * or it sits in the ldst unit being expanded. */
struct core_load {
    uint16_t warp;                 /* slot */
    uint16_t lines_left;
    uint8_t nreg, used, long_lat;
    uint16_t reg[WS_MAX_DST];
};

/* An L1 hit whose data returns at `cycle` (FIFO: l1d.latency is constant). */
struct core_hit { uint64_t cycle; uint32_t load; };

/* The MSHR waiter record.  load == CORE_PF_LOAD marks a core-side prefetch (its target
 * warp and issue cycle are in ws_sm.pf_meta at the reserved way). */
struct core_waiter { uint32_t load; };
#define CORE_PF_LOAD UINT32_MAX

/* A queued prefetch line (ws_sm_prefetch) and a prefetch's record per L1 way. */
struct core_pf { uint64_t line; int32_t target; uint32_t pc; };
struct core_pf_meta { uint64_t cycle; int32_t target; };

/* The instruction being expanded by the load/store unit: one line access per cycle
 * per port.  Invariant: active iff next < nlines. */
struct core_ldst {
    bool active, stalled;
    /* when the access last failed: the L1's and MSHRs' versions and the miss queue
     * length.  While all three are unchanged a retry fails the same way (ldst.c). */
    uint64_t fail_cache, fail_mshr;
    uint32_t fail_missq;
    uint8_t memop, space;
    uint16_t warp;
    uint32_t load;                 /* load index (loads/atomics), UINT32_MAX for stores */
    int nlines, next;
    uint64_t line[32];
    uint16_t bytes[32];
};

/* Per-SM counters (the whole-run stats sum them). */
struct core_sm_stats {
    uint64_t warp_insts, thread_insts, active_cycles;
    uint64_t memory_block_cycles, no_warp_cycles;
    uint64_t stall_idle, stall_scoreboard, stall_pipeline;
    uint64_t l1d_accesses, l1d_hits, l1d_misses, l1d_res_fails, l1d_merges;
    uint64_t hits_intra, hits_inter, evictions, stores, atomics, shmem;
    uint64_t requests, replies, icnt_stalls;
    uint64_t policy_ctr[WS_SM_CTR_COUNT];   /* ws_sm_count (CCWS) */
};

/* Per-scheduler state.  Invariant: list[0..nlist) are the live warps of this scheduler
 * sorted by launch_seq; order[0..norder) is the policy's last order. */
struct core_sched {
    uint16_t *list;
    int nlist;
    int last_issued;
    uint16_t *order;
    int norder;
    uint8_t last_class;            /* 0 issued, 1 idle, 2 scoreboard, 3 pipeline */
};

struct ws_sm {
    struct ws_sim *sim;
    const struct ws_config *cfg;
    int id;
    int max_warps, max_ctas, nsched;
    struct ws_warp *warps;
    struct core_cta *ctas;
    struct core_sched *sched;
    int live_warps, live_ctas;     /* resident, unfinished */
    int nexiting;                  /* warps in WS_WARP_EXITING */
    int64_t used_threads, used_regs, used_shmem, used_warps;
    uint64_t *unit_free[3];        /* ALU, SFU, MEM: first cycle each unit is free */
    int nunits[3];
    int ii;                        /* initiation interval: warp_size / simt_width */
    int dp_ii;                     /* cycles a DP instruction holds an ALU pipeline */
    const struct ws_sched_policy *pol;
    void *pst;
    /* memory */
    struct ws_cache *l1d;
    struct ws_mshr *mshr;
    struct core_ldst *ldst;        /* one per memory unit (each is an L1 port) */
    struct core_load *loads;       /* pool */
    uint32_t nloads, loads_cap, *free_loads, nfree_loads;
    struct core_hit *hits;         /* ring */
    uint32_t hits_head, hits_len, hits_cap;
    struct ws_mem_req *missq;      /* ring, bounded by l1d.miss_queue */
    uint32_t missq_head, missq_len, missq_cap;
    struct { uint64_t id; uint32_t load; } *atom;   /* outstanding atomics */
    uint32_t natom;
    size_t atom_cap;
    /* sleep: nothing can change before `wake` unless a reply arrives */
    uint64_t wake;
    uint8_t sleep_memblock, sleep_nowarp;
    bool issued_now, dirty;        /* dirty: state changed this cycle (no sleep) */
    /* Repeat elision (speed only; results are unchanged).  An evaluation of the issue
     * loop that neither issues nor is refused nor sees a change is a fixed point: run
     * again on the same state it does nothing but account a sleeping cycle.  After such
     * an evaluation at cycle t0, `settled` is the first cycle after t0 at which a timed
     * quantity it read changes (a write-back due, a unit freed); `stale` is set by
     * anything that may change what the evaluation reads (a load released, a warp done,
     * a CTA launched, a barrier opened, a memory unit freed or (un)stalled, an event
     * delivered to the policy, an outside ws_sm_warp_stall).  A wake-up (`wake`, which
     * keeps the unelided schedule) before `settled` with !stale repeats the last
     * evaluation, so it is skipped; wb_all_min (min wb_min over live warps, as of that
     * evaluation) lets the skip recompute `wake` exactly as the evaluation would. */
    bool stale;
    uint64_t settled, wb_all_min;
    /* pol_wake: a cycle at which the policy's state changes by itself (ws_sm_wake_at,
     * e.g. PRO's periodic re-sort): the SM evaluates then even if nothing else changed.
     * UINT64_MAX: none. */
    uint64_t pol_wake;
    /* parked: bit slot set iff that warp is ACTIVE, blocked_long (so long_wait == 1) and
     * its reason is SCOREBOARD: the issue loop classifies it without touching it.  Set
     * by the issue loop, cleared when one of the warp's loads completes. */
    uint64_t *parked;
    struct core_sm_stats st;
    /* core-side prefetcher (prefetch.h; NULL: none, the load path is prefetch-free).
     * pfq is a ring of queued prefetch lines (at most pfq_cap); pf_meta has one record
     * per L1 way (set * ways + way), valid while that way holds a prefetched line. */
    const struct ws_prefetcher *pf;
    void *pfst;
    struct core_pf *pfq;
    uint32_t pfq_head, pfq_len, pfq_cap;
    struct core_pf_meta *pf_meta;
    struct ws_prefetch_stats pfs;
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
    struct ws_rng rng;
    int nsm;
    struct ws_sm *sm;
    struct core_clock clk[CLK_COUNT];
    uint64_t cycle;                /* core cycles simulated */
    uint64_t end_cycle;            /* cycle the last kernel ended (0 while running) */
    uint32_t kernel;               /* running kernel index */
    bool kernel_running, done, failed, draining;
    uint32_t next_cta, ctas_done;
    int max_ctas_per_sm;           /* occupancy of the running kernel */
    int64_t cta_threads, cta_regs, cta_shmem, cta_warps;
    uint64_t launch_seq, next_req_id;
    uint64_t ctas_total, kernels_total;
    int rr_next_sm;
    char err[1024];
    int err_code;
};

/* sm.c */
int core_sm_init(struct ws_sm *sm, struct ws_sim *sim, int id, struct ws_err *err);
void core_sm_free(struct ws_sm *sm);
/* One core cycle of the SM at sim->cycle. */
void core_sm_cycle(struct ws_sm *sm);
/* n cycles in which the SM sleeps (nothing can change): account them. */
void core_sm_skip(struct ws_sm *sm, uint64_t n);
bool core_sm_fits(const struct ws_sm *sm);
/* Launch CTA `cta` of the running kernel on sm (resources checked by the caller). */
int core_sm_launch(struct ws_sm *sm, uint32_t cta, struct ws_err *err);
bool core_sm_idle(const struct ws_sm *sm);    /* nothing resident, nothing in flight */
void core_sm_emit(struct ws_sm *sm, int kind, int warp, int64_t a, int64_t b, uint64_t addr);
/* Deliver an event of this SM to the policy and the bus. */
void core_sm_event(struct ws_sm *sm, const struct ws_event *e);
/* Deliver an event to the SM's policy only (not the bus): the kernel's phase-change. */
void core_sm_policy_event(struct ws_sm *sm, const struct ws_event *e);
void core_sm_release_load(struct ws_sm *sm, uint32_t load);
void core_sm_warp_check_done(struct ws_sm *sm, struct ws_warp *w);

/* ldst.c */
int core_ldst_init(struct ws_sm *sm, struct ws_err *err);
void core_ldst_free(struct ws_sm *sm);
/* Start a memory instruction (the unit was free).  Returns false for fixed-latency
 * accesses handled entirely at issue. */
void core_ldst_issue(struct ws_sm *sm, int unit, struct ws_warp *w, const struct ws_inst *in);
/* Per cycle: replies, hit returns, one access per port, one send. */
void core_ldst_cycle(struct ws_sm *sm);
bool core_ldst_busy(const struct ws_sm *sm);   /* anything queued or in flight */

/* sim.c */
void core_sim_cta_finished(struct ws_sim *s, struct ws_sm *sm);
void core_sim_fail(struct ws_sim *s, const struct ws_err *err);

/* stats.c */
void core_registry_init(struct ws_sim *s);

#endif
