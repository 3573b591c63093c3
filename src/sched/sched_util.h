/* sched_util.h — small helpers shared by the policy files (src/sched only). */
#ifndef WS_SCHED_UTIL_H
#define WS_SCHED_UTIL_H

#include <string.h>
#include "warpscope/sched.h"
#include "warpscope/snap.h"

/* Copy list[0..n) into out rotated so that it starts after the first element whose
 * launch_seq is greater than `after` (loose round robin). */
static inline int sched_rotate(const struct ws_sm *sm, const uint16_t *list, int n,
                               uint64_t after, uint16_t *out)
{
    int start = 0;
    while (start < n && ws_sm_warp(sm, list[start])->launch_seq <= after)
        start++;
    int k = 0;
    for (int i = start; i < n; i++)
        out[k++] = list[i];
    for (int i = 0; i < start; i++)
        out[k++] = list[i];
    return k;
}

/* Greedy-then-oldest over list[0..n) (oldest first): `greedy` (a slot, or -1) first when
 * present, then the rest in age order. */
static inline int sched_gto(const uint16_t *list, int n, int greedy, uint16_t *out)
{
    int at = -1;
    for (int i = 0; i < n && at < 0; i++)
        if (list[i] == greedy)
            at = i;
    if (at < 0) {
        memcpy(out, list, (size_t)n * sizeof *list);
        return n;
    }
    out[0] = (uint16_t)greedy;
    memcpy(out + 1, list, (size_t)at * sizeof *list);
    memcpy(out + 1 + at, list + at + 1, (size_t)(n - at - 1) * sizeof *list);
    return n;
}

/* Is the warp stalled on a long-latency operation (or unable to run at all)? */
static inline bool sched_long_stalled(struct ws_sm *sm, int slot)
{
    enum ws_stall r = ws_sm_warp_stall(sm, slot);
    const struct ws_warp *w = ws_sm_warp(sm, slot);
    return (r == WS_STALL_SCOREBOARD && w->long_wait) || r == WS_STALL_MEM_STALL ||
           r == WS_STALL_BARRIER || r == WS_STALL_FINISHED || r == WS_STALL_NO_INST;
}

/* Emit `group-switch` for scheduler s of the SM: a = the old group, b = the new one
 * (fetch groups in tl, CTA groups in the OWL policies). */
static inline void sched_group_switch_event(struct ws_sm *sm, int s, int old, int now)
{
    struct ws_event_bus *bus = ws_sm_bus(sm);
    if (!ws_event_wanted(bus, WS_EV_GROUP_SWITCH))
        return;
    struct ws_event e = ws_event_make(bus, WS_EV_GROUP_SWITCH);
    e.sm = (int16_t)ws_sm_id(sm);
    e.sched = (int16_t)s;
    e.a = old;
    e.b = now;
    ws_emit(bus, &e);
}

#endif
