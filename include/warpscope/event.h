/* event.h — the event bus (DESIGN §3): every observable change in the model is a
 * struct ws_event pushed through ws_emit().  Subscribers (breakpoints, the event log,
 * stats, policies, views) register a kind mask; emitting costs one mask test when
 * nobody listens to that kind. */
#ifndef WARPSCOPE_EVENT_H
#define WARPSCOPE_EVENT_H

#include <stdint.h>
#include <stdbool.h>

/* Kind names are user interface (`break row-close ch=2`); order is fixed. */
#define WS_EVENT_KINDS(X)                                                          \
    X(KERNEL_START, "kernel-start")  X(KERNEL_END, "kernel-end")                   \
    X(CTA_LAUNCH, "cta-launch")      X(CTA_FINISH, "cta-finish")                   \
    X(WARP_FINISH, "warp-finish")    X(ISSUE, "issue")                             \
    X(BARRIER, "barrier")            X(BARRIER_RELEASE, "barrier-release")         \
    X(GROUP_SWITCH, "group-switch")  X(L1_HIT, "l1-hit")                           \
    X(L1_MISS, "l1-miss")            X(L1_EVICT, "l1-evict")                       \
    X(VTA_HIT, "vta-hit")            X(THROTTLE, "throttle")                       \
    X(L2_HIT, "l2-hit")              X(L2_MISS, "l2-miss")                         \
    X(ROW_OPEN, "row-open")          X(ROW_CLOSE, "row-close")                     \
    X(DRAM_READ, "dram-read")        X(DRAM_WRITE, "dram-write")                   \
    X(PREFETCH, "prefetch")          X(PREFETCH_USE, "prefetch-use")               \
    X(MSHR_FULL, "mshr-full")        X(PHASE_CHANGE, "phase-change")               \
    X(TB_STATE, "tb-state")          X(L1I_MISS, "l1i-miss")

#define WS_EV_ENUM(id, name) WS_EV_##id,
enum ws_event_kind { WS_EVENT_KINDS(WS_EV_ENUM) WS_EV_COUNT };
#undef WS_EV_ENUM

extern const char *const ws_event_names[WS_EV_COUNT];
/* Kind by name (exact); -1 when unknown. */
int ws_event_kind_find(const char *name);

#define WS_EV_BIT(kind) (UINT64_C(1) << (kind))
#define WS_EV_ALL ((WS_EV_BIT(WS_EV_COUNT)) - 1)

/* One event.  Fields that do not apply are -1 (ws_event_init sets them so).
 * cycle is the core-clock cycle at which it happened.  a and b carry kind-specific
 * values documented where the event is emitted (e.g. group-switch: a = old group,
 * b = new group; row-close: a = cycles the row was open). */
struct ws_event {
    uint64_t cycle;
    uint64_t addr;
    int64_t a, b;
    int32_t warp, cta, row;
    int16_t kind, sm, sched, ch, bank;
};

/* The user-visible name of an event's a, b or addr field for its kind ("mshrs",
 * "from", "pc"), or NULL when the kind leaves that field unused (man page: EVENTS). */
enum ws_event_field { WS_EV_FIELD_A, WS_EV_FIELD_B, WS_EV_FIELD_ADDR };
const char *ws_event_field_name(const struct ws_event *e, enum ws_event_field f);

typedef void (*ws_event_fn)(void *ctx, const struct ws_event *e);

#define WS_EVENT_MAX_SUBS 32

/* Invariant: mask == OR of the masks of the live subscriptions. */
struct ws_event_bus {
    uint64_t mask;
    uint64_t cycle;          /* current core cycle, kept by the simulator */
    int nsubs;
    struct ws_event_sub {
        uint64_t mask;
        ws_event_fn fn;
        void *ctx;
        int id;              /* 0 = free slot */
    } subs[WS_EVENT_MAX_SUBS];
    int next_id;
    bool stop;               /* a subscriber asks the simulator to stop after this cycle */
};

void ws_event_bus_init(struct ws_event_bus *b);
/* Returns a subscription id (> 0), or -1 when the table is full. */
int ws_event_subscribe(struct ws_event_bus *b, uint64_t mask, ws_event_fn fn, void *ctx);
void ws_event_unsubscribe(struct ws_event_bus *b, int id);
void ws_event_dispatch(struct ws_event_bus *b, const struct ws_event *e);

static inline bool ws_event_wanted(const struct ws_event_bus *b, int kind)
{
    return (b->mask >> kind) & 1u;
}

/* A fresh event of `kind` at the bus's current cycle with every field -1. */
static inline struct ws_event ws_event_make(const struct ws_event_bus *b, int kind)
{
    struct ws_event e = { b->cycle, 0, -1, -1, -1, -1, -1, (int16_t)kind, -1, -1, -1, -1 };
    return e;
}

static inline void ws_emit(struct ws_event_bus *b, const struct ws_event *e)
{
    if (ws_event_wanted(b, e->kind))
        ws_event_dispatch(b, e);
}

#endif
