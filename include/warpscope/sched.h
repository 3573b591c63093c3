/* sched.h — warp-scheduling policies (DESIGN §3, §5): the policy table, the warp state a
 * policy may read, the narrow SM interface policies use, and the inspection view
 * (struct ws_sched_view) that the debugger and the TUI show.
 *
 * A policy is a `const struct ws_sched_policy` in its own file under src/sched/, listed
 * in the NULL-terminated table ws_sched_policies[] (src/sched/sched.c).  Each SM creates
 * one policy instance (create) shared by its schedulers; every cycle each scheduler asks
 * order() for a priority order of its warps and issues the first one that is ready
 * (and that may_issue() accepts).  Policies never touch SM internals: they read
 * struct ws_warp and the ws_sm_* accessors below. */
#ifndef WARPSCOPE_SCHED_H
#define WARPSCOPE_SCHED_H

#include <stdint.h>
#include <stdbool.h>
#include "warpscope/config.h"
#include "warpscope/event.h"
#include "warpscope/trace.h"

struct ws_sm;
struct ws_sched_view;
struct ws_snap_buf;
struct ws_snap_rd;

/* Why a warp did not issue (DESIGN §4: every "not ready" has a named reason).
 * Order is the order of checks; names are user interface (`why`, the warps view). */
#define WS_STALL_KINDS(X)                                                        \
    X(NONE, "ready")                /* could issue (or did) */                   \
    X(NO_INST, "no-instruction")    /* slot empty / CTA not loaded */            \
    X(FINISHED, "finished")         /* every lane exited (maybe draining) */     \
    X(BARRIER, "barrier")           /* waiting at a CTA barrier */               \
    X(MEMBAR, "membar")             /* at a memory barrier with writes pending */ \
    X(ATOMIC, "atomic")             /* an atomic of the warp is outstanding */   \
    X(IBUFFER, "ibuffer-empty")     /* nothing decoded: fetch pending or I-cache miss */ \
    X(SCOREBOARD, "scoreboard")     /* a source or destination register pending */ \
    X(UNIT_BUSY, "unit-busy")       /* no free issue slot (ID_OC register) towards its unit */ \
    X(MEM_STALL, "memory-stalled")  /* the memory pipeline is blocked (L1 bank/MSHR/queue) */ \
    X(POLICY, "policy")             /* the policy refused (may_issue) */

#define WS_STALL_ENUM(id, name) WS_STALL_##id,
enum ws_stall { WS_STALL_KINDS(WS_STALL_ENUM) WS_STALL_COUNT };
#undef WS_STALL_ENUM
extern const char *const ws_stall_names[WS_STALL_COUNT];

/* Warp lifecycle. */
enum ws_warp_state {
    WS_WARP_EMPTY = 0,   /* slot unused */
    WS_WARP_ACTIVE,      /* running */
    WS_WARP_BARRIER,     /* waiting at a barrier */
    WS_WARP_EXITING,     /* EXIT issued; waits for its outstanding writes */
    WS_WARP_DONE         /* finished; slot freed when its CTA finishes */
};
extern const char *const ws_warp_state_names[5];

/* Per-warp state.  Policies read it; only the SM writes it.
 * Invariants: state == EMPTY iff the slot holds no warp; next <= fetched <= ninst; the
 * instruction buffer holds inst[next .. fetched) (at most sm.ibuffer entries: decode
 * fills it only when empty); a register's bit is set in pending[] iff an issued
 * instruction writing it has not written back (GPGPU-Sim's scoreboard), and in
 * pending_long[] too when that writer is a global/local load. */
struct ws_warp {
    /* (the fields the issue and fetch stages read every cycle come first: one cache line) */
    uint16_t slot;                /* index in the SM's warp table */
    uint8_t sched;                /* scheduler: slot mod sm.schedulers */
    uint8_t state;                /* enum ws_warp_state */
    uint8_t reason;               /* enum ws_stall: last evaluation (for why/views) */
    uint8_t long_wait;            /* 1 while blocked on a long-latency (global/local) load */
    uint8_t imiss;                /* an instruction fetch of this warp missed the L1I */
    uint8_t membar;               /* a MEMBAR issued; waits until no write is pending */
    int16_t cta_slot;             /* SM CTA slot */
    uint32_t next, fetched, ninst;/* next to issue / next to decode / stream length */
    const struct ws_warp_trace *trace;  /* the warp's instruction stream (CTA trace): read
                                   * instruction i with ws_warp_inst(trace, i) */
    uint32_t in_pipe;             /* decoded instructions not yet completed */
    uint32_t atomics;             /* outstanding atomics */
    uint32_t pending_regs;        /* registers reserved on the scoreboard */
    uint32_t sb_version;          /* changes whenever pending[] does (the SM's check cache) */
    uint32_t store_acks;          /* store acknowledgements still expected */
    uint32_t mem_loads;           /* outstanding global/local loads (long latency) */
    uint64_t launch_seq;          /* dispatch order (smaller = older); GTO's "oldest" */
    const struct ws_inst *inst;   /* trace->inst when the stream is whole, else NULL (the
                                   * SM's shortcut: read through ws_warp_inst) */
    uint64_t pending[5];          /* scoreboard: registers with an outstanding write (0..256) */
    uint32_t cta;                 /* linear CTA id in the kernel */
    uint32_t warp_in_cta;         /* index of this warp in its CTA */
    uint32_t gwarp;               /* SM-wide warp number used in events and fill ids */
    uint32_t lanes;               /* lanes of the warp (threads of the CTA it holds) */
    uint32_t exited;              /* lanes an EXIT has completed */
    uint64_t pending_long[5];     /* subset pending on global/local loads */
    uint64_t launch_cycle, last_issue;
    uint64_t issued;              /* warp instructions issued */
};

/* The policy table entry (DESIGN §3).  Any hook but order may be NULL. */
struct ws_sched_policy {
    const char *name, *summary;
    void *(*create)(struct ws_sm *, const struct ws_config *);
    void (*destroy)(void *);
    /* Fill warps[0..*n) with scheduler sched_id's warp slots, highest priority first.
     * On entry *n is the capacity (>= the SM's warp count).  The SM skips a cycle's
     * evaluation when it would repeat the last one (nothing it reads changed and no
     * event reached on_event since), so order() must depend on the warps' and the
     * policy's state only, not on the cycle number or on how often it is called, and
     * a second call on unchanged state must change nothing (sm.c, struct ws_sm).  A
     * policy without create and on_event has no state of its own: its order must come
     * from its scheduler's warps (ws_sm_sched_warps, ws_sm_last_issued and those
     * warps), and the SM reuses the last order while none of them changed (issue.c). */
    void (*order)(void *, struct ws_sm *, int sched_id, uint16_t *warps, int *n);
    bool (*may_issue)(void *, const struct ws_warp *, const struct ws_inst *);
    /* Events of this policy's SM: cta-launch, cta-finish, warp-finish, issue, barrier,
     * barrier-release, l1-hit, l1-miss, l1-evict, mshr-full (delivered whether or not
     * anybody subscribed on the bus); and, to the policy only (not on the bus),
     * phase-change with sm = -1, a = 0 when a kernel starts (CTAs wait in the
     * dispatcher) and a = 1 right after its last CTA was dispatched. */
    void (*on_event)(void *, const struct ws_event *);
    void (*inspect)(void *, struct ws_sched_view *);
    /* Snapshots (warpscope/snap.h): write the instance's mutable state, and read it
     * back into an instance created for the same SM and config (false, with the
     * reader's error set, when it does not fit).  Pointers are saved as indices.  NULL
     * for a policy without state (no create). */
    void (*save)(void *, struct ws_snap_buf *);
    bool (*load)(void *, struct ws_snap_rd *);
    /* true: a policy without state whose order() is a permutation of its scheduler's
     * warp list (ws_sm_sched_warps) computed from that list and ws_sm_last_issued
     * alone, not even the warps' state.  The SM then asks for an order only when one of
     * the two changed. */
    bool order_of_list;
};

/* NULL-terminated, in the order `warpscope policies` lists them. */
extern const struct ws_sched_policy *const ws_sched_policies[];
const struct ws_sched_policy *ws_sched_find(const char *name);

/* ---- the narrow SM interface for policies ------------------------------------- */
int ws_sm_id(const struct ws_sm *sm);
uint64_t ws_sm_cycle(const struct ws_sm *sm);
int ws_sm_schedulers(const struct ws_sm *sm);
int ws_sm_max_warps(const struct ws_sm *sm);
const struct ws_warp *ws_sm_warp(const struct ws_sm *sm, int slot);
/* Live warps (not EMPTY) of scheduler sched, oldest (smallest launch_seq) first. */
const uint16_t *ws_sm_sched_warps(const struct ws_sm *sm, int sched, int *n);
/* Slot last issued by scheduler sched, -1 if none yet. */
int ws_sm_last_issued(const struct ws_sm *sm, int sched);
/* Why warp `slot` could not issue now, ignoring the policy (WS_STALL_NONE = ready). */
enum ws_stall ws_sm_warp_stall(struct ws_sm *sm, int slot);
/* The bus, for policy-specific events (group-switch ...); bus->cycle is current. */
struct ws_event_bus *ws_sm_bus(struct ws_sm *sm);
/* The policy's state changes by itself at `cycle` (e.g. PRO's periodic re-sort, done in
 * order() when the cycle has come): the SM evaluates its issue loop at that cycle even
 * if nothing else changed, so an order() that depends on "has cycle C come" stays a
 * function of the state it reads at every evaluation. */
void ws_sm_wake_at(struct ws_sm *sm, uint64_t cycle);
/* CTAs of the running kernel still waiting in the CTA dispatcher (0: PRO's slow phase). */
uint32_t ws_sm_ctas_waiting(const struct ws_sm *sm);
/* Policy counters the SM keeps with its stats (summed into the whole-run report):
 * CCWS's victim-tag-array hits and throttled warp-cycles (can-issue bit clear). */
enum ws_sm_counter { WS_SM_CTR_VTA_HITS = 0, WS_SM_CTR_THROTTLED, WS_SM_CTR_COUNT };
void ws_sm_count(struct ws_sm *sm, int counter, uint64_t n);

/* ---- inspection ------------------------------------------------------------------ */
#define WS_SCHED_VIEW_MAX_WARPS 1024
#define WS_SCHED_VIEW_MAX_GROUPS 64
#define WS_SCHED_VIEW_MAX_KV 32
#define WS_SCHED_VIEW_MAX_LINES 32

/* One warp as a policy sees it.  The SM fills slot, sched, cta, state, reason and
 * rank (position in the last order() of its scheduler, -1 if absent); the policy's
 * inspect fills what applies and leaves the rest at the defaults (-1 / "" / true). */
struct ws_sched_warp_view {
    int16_t slot, sched;
    int32_t cta;
    int16_t rank;          /* 0 = highest priority */
    int16_t group;         /* fetch group / CTA group, -1 none */
    int64_t score;         /* CCWS lost-locality score, PRO progress, ...; -1 none */
    bool can_issue;        /* CCWS can-issue bit; policy-level gate */
    uint8_t state;         /* enum ws_warp_state */
    uint8_t reason;        /* enum ws_stall */
    char queue[12];        /* "ready", "pending", "active", ... ("" none) */
};

/* Whole-policy view.  kv[] holds named scalars (e.g. "group" = active fetch group,
 * "cutoff" = CCWS cumulative cutoff); groups[] lists groups with their priority;
 * lines[] carries free-form table rows (CTAA PerCTA/DIST, PRO TB states). */
struct ws_sched_view {
    char policy[16];
    int sm;
    int nwarps;
    struct ws_sched_warp_view warp[WS_SCHED_VIEW_MAX_WARPS];
    int ngroups;
    struct { int16_t id, prio; int16_t nwarps; char label[16]; } group[WS_SCHED_VIEW_MAX_GROUPS];
    int nkv;
    struct { char key[24]; int64_t val; } kv[WS_SCHED_VIEW_MAX_KV];
    int nlines;
    char line[WS_SCHED_VIEW_MAX_LINES][96];
};

/* Helpers for inspect implementations. */
void ws_sched_view_kv(struct ws_sched_view *v, const char *key, int64_t val);
struct ws_sched_warp_view *ws_sched_view_warp(struct ws_sched_view *v, int slot);

#endif
