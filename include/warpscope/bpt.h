/* bpt.h — debugger breakpoints on events and watchpoints on expressions (DESIGN §8).
 *
 *   break EVENT [sm=N warp=N cta=N sched=N ch=N bank=N row=N] [if EXPR]
 *
 * A breakpoint subscribes to its event kind on the simulator's event bus; when an event
 * matches its filters, is enabled and passes its condition, it is queued and the
 * simulator is asked to stop after this cycle (bus->stop).  Every queued event is a stop
 * of its own (ws_bpt_next_stop), delivered in the order the events happened; the ignore
 * count is used up at delivery.
 * Watchpoints are evaluated by the debugger between cycles (ws_bpt_check_watches).
 *
 * Two sides (`warpscope debug --diff`): the table may listen to two simulators' buses
 * (ws_bpt_attach_sides); a matching event asks its own side's bus to stop, and the stop
 * records the side it came from.  While an event's condition or a watch is evaluated,
 * eval_side says on which side, so that the resolver gives names without a side prefix
 * that side's values (and sets side_used when it did: a watch that named none of them,
 * `watch a.ipc - b.ipc > 5`, is evaluated once, not once per side). */
#ifndef WARPSCOPE_BPT_H
#define WARPSCOPE_BPT_H

#include <stdbool.h>
#include <stdint.h>
#include "warpscope/event.h"
#include "warpscope/expr.h"
#include "warpscope/util.h"

/* Field filters; -1 = any. */
struct ws_bpt_filter {
    int64_t sm, warp, cta, sched, ch, bank, row;
};

enum ws_bpt_type { WS_BPT_EVENT = 0, WS_BPT_WATCH, WS_BPT_DIVERGE };

/* Invariant: type == WS_BPT_EVENT iff kind >= 0; watch != NULL iff type == WS_BPT_WATCH.
 * A WS_BPT_DIVERGE breakpoint (`break diverge [kind=K]` under `debug --diff`) stops at the
 * first divergence of lockstep kind diverge (diff.h's WS_DIFF_*; -1: of any kind); the
 * debugger reports those through ws_bpt_diverged. */
struct ws_bpt {
    int num;                    /* user-visible number, from 1 */
    enum ws_bpt_type type;
    int kind;                   /* event kind, or -1 for a watchpoint or divergence */
    int diverge;                /* WS_BPT_DIVERGE: the lockstep kind, -1 any */
    bool enabled, temporary;
    struct ws_bpt_filter filter;
    struct ws_expr *cond;       /* `if EXPR`, or NULL */
    struct ws_expr *watch;      /* watched expression */
    struct ws_value last[2];    /* watch: value at the last check (per side with two) */
    bool has_last[2];
    uint64_t hits;              /* stops delivered (and hits passed over by ignore) */
    uint64_t ignore;            /* hits still to ignore */
    char **commands;            /* `commands N ... end` lines */
    int ncommands;
};

/* Why execution stopped (filled by the table). */
struct ws_bpt_stop {
    bool stopped;
    int num;                    /* breakpoint number */
    bool is_watch;
    int diverge;                /* a divergence stop: its lockstep kind (else -1 or unused) */
    bool is_diverge;
    int side;                   /* with two sides: the side it came from (0 A, 1 B), -1
                                 * none (a divergence, a watch over both) */
    struct ws_event event;      /* the event (event breakpoints) */
    struct ws_value old_val, new_val;   /* watchpoints */
    char error[1200];           /* a condition that failed to evaluate stops with this */
};

/* A matching event waiting to be delivered as a stop.  Entries of one event share seq
 * (one stop names the first breakpoint; every one of them counts a hit). */
struct ws_bpt_pending {
    struct ws_event event;
    uint64_t seq;
    int num;
    int side;                   /* the bus it came from (0, or 1: side B) */
    char *error;                /* a condition that failed to evaluate (malloc'd), or NULL */
};

/* Invariant: pend[phead..npend) are the events not yet delivered, in emission order;
 * they all happened in the step that last stopped (a `continue` delivers them one by
 * one before the simulator moves again; any other motion drops them). */
struct ws_bpt_table {
    struct ws_bpt *v;
    int n;
    size_t cap;
    int next_num;
    ws_expr_resolve_fn resolve;     /* for conditions and watches */
    void *resolve_ctx;
    struct ws_event_bus *bus[2];    /* the buses subscribed to (bus[1]: side B), or NULL */
    int sub_id[2];
    struct ws_bpt_src { struct ws_bpt_table *t; int side; } src[2];   /* callback contexts */
    int nsides;                     /* 2 after ws_bpt_attach_sides, else 1 */
    int eval_side;                  /* the side being evaluated (-1: none, the default) */
    bool side_used;                 /* the resolver resolved a name of eval_side's */
    struct ws_bpt_stop stop;
    struct ws_bpt_pending *pend;
    size_t npend, phead, pend_cap;
    uint64_t seq;
    struct ws_bpt_filter limits;    /* filter values must be below these (<= 0: any) */
};

void ws_bpt_init(struct ws_bpt_table *t, ws_expr_resolve_fn resolve, void *ctx);
void ws_bpt_free(struct ws_bpt_table *t);

/* Parse "EVENT [key=N]... [if EXPR]" and add a breakpoint; returns its number (> 0) or
 * a negative value with err filled (unknown event names list the valid ones). */
int ws_bpt_add_event(struct ws_bpt_table *t, const char *spec, bool temporary,
                     struct ws_err *err);
/* The configuration's sizes a filter must fit (sm < SMs, warp < warp slots, sched <
 * schedulers, ch < channels, bank < banks; fields <= 0 are not checked): a breakpoint
 * that could never match is refused ("sm=99: no SM 99 (this configuration has 15)"). */
void ws_bpt_set_limits(struct ws_bpt_table *t, const struct ws_bpt_filter *limits);
/* Add a divergence breakpoint: kind is a lockstep kind (WS_DIFF_*) or -1 for any;
 * cond may be NULL (taken over).  Returns its number. */
int ws_bpt_add_diverge(struct ws_bpt_table *t, int kind, bool temporary, struct ws_expr *cond);
/* The lockstep kind `kind` first diverged: the enabled divergence breakpoints of that kind
 * (or any) count a hit, use up ignore counts and check their conditions; the first that
 * stops records it in t->stop (is_diverge, diverge = kind).  True when one stopped. */
bool ws_bpt_diverged(struct ws_bpt_table *t, int kind);
/* Is a divergence breakpoint of that kind (or of any) enabled? */
bool ws_bpt_wants_diverge(const struct ws_bpt_table *t, int kind);
/* Add a watchpoint on EXPR (evaluated now for its first value). */
int ws_bpt_add_watch(struct ws_bpt_table *t, const char *expr, struct ws_err *err);
struct ws_bpt *ws_bpt_find(struct ws_bpt_table *t, int num);
int ws_bpt_delete(struct ws_bpt_table *t, int num);      /* 0 or -1 when unknown */
void ws_bpt_delete_all(struct ws_bpt_table *t);
/* Set (or with NULL/empty text, clear) a breakpoint's condition. */
int ws_bpt_set_condition(struct ws_bpt_table *t, int num, const char *expr, struct ws_err *err);

/* (Re)attach to a simulator's bus: subscribes to the kinds of the enabled event
 * breakpoints.  Call after adding, deleting, enabling or disabling. */
void ws_bpt_attach(struct ws_bpt_table *t, struct ws_event_bus *bus);
/* The same on two sides' buses (a and b; stops say which); watches are then per side.
 * ws_bpt_attach (one bus) makes the table one-sided again. */
void ws_bpt_attach_sides(struct ws_bpt_table *t, struct ws_event_bus *a, struct ws_event_bus *b);
void ws_bpt_detach(struct ws_bpt_table *t);
/* Subscribe again on the buses attached (after enabling or disabling breakpoints). */
void ws_bpt_resubscribe(struct ws_bpt_table *t);
/* Subscribed to a bus for an enabled event breakpoint (its stops may end a step). */
bool ws_bpt_armed(const struct ws_bpt_table *t);
/* Evaluate the watchpoints (with two sides, each on side A then side B unless it names
 * nothing of a side); on a change (or a condition becoming true) record the stop and
 * return true. */
bool ws_bpt_check_watches(struct ws_bpt_table *t);
/* The simulator jumped (a checkpoint restored): each watchpoint's last value becomes its
 * value now, so the jump itself is no change. */
void ws_bpt_rearm_watches(struct ws_bpt_table *t);
bool ws_bpt_has_watches(const struct ws_bpt_table *t);
/* Deliver the next pending event stop into t->stop: counts its hits, uses up ignore
 * counts, skips deleted and disabled breakpoints.  False when none is left. */
bool ws_bpt_next_stop(struct ws_bpt_table *t);
bool ws_bpt_has_pending(const struct ws_bpt_table *t);
/* Forget the events not yet delivered (the simulator moves on without them). */
void ws_bpt_pending_clear(struct ws_bpt_table *t);
/* After a stop has been reported: drop temporary breakpoints that fired, clear it. */
void ws_bpt_stop_done(struct ws_bpt_table *t);

/* Does event e match breakpoint b's kind and filters (not the condition)? */
bool ws_bpt_matches(const struct ws_bpt *b, const struct ws_event *e);
/* Describe the filters as "sm=1 warp=3" (empty when none). */
void ws_bpt_filter_text(const struct ws_bpt *b, char *buf, size_t n);
/* Describe an event's fields by name: "sm=0 warp=3 cta=1 line=0x7f00 new_entry=1 mshrs=2"
 * (the fields that apply to its kind; ws_event_field_name names a, b and addr). */
void ws_event_describe(const struct ws_event *e, char *buf, size_t n);
/* The same, an issue event's opcode given by name (op_name; NULL: its number). */
void ws_event_describe_op(const struct ws_event *e, const char *op_name, char *buf, size_t n);

#endif
