/* ctaa.h — the CTA-aware prefetch engine's state (CTAA §4.2, Table 2), shared by the
 * prefetcher (src/prefetch/ctaa.c), the `ctaa` scheduler (src/sched/ctaa.c, which reads
 * the wake-ups) and the unit tests. */
#ifndef WS_PREFETCH_CTAA_H
#define WS_PREFETCH_CTAA_H

#include <stdint.h>
#include <stdbool.h>
#include "warpscope/prefetch.h"

#define CTAA_MAX_BASES 32

/* A PerCTA entry: the load PC, the CTA's leading warp for it (index in the CTA) and its
 * base line addresses.  covered: warps (index in the CTA) that demanded or were sent a
 * prefetch for the current bases.  stamp: last update (least-recently-updated
 * replacement).  Invariant: valid implies 1 <= nbase <= ctaa.max_lines. */
struct ctaa_percta_entry {
    bool valid;
    uint32_t pc;
    int32_t lead;
    int nbase;
    uint64_t base[CTAA_MAX_BASES];
    uint64_t covered, stamp;
};

/* A DIST entry: PC, stride per warp (bytes), mispredictions (2 bytes, saturating). */
struct ctaa_dist {
    bool valid;
    uint32_t pc;
    int64_t stride;
    uint32_t mispredicts;
    uint64_t stamp;
};

/* Per SM.  percta[cs * npercta + k] is entry k of the CTA in CTA slot cs (cta_id[cs]
 * names the CTA the entries belong to; a new CTA in the slot clears them).  wake[slot]
 * is set when a prefetch for that warp arrived and the scheduler has not taken it. */
struct ctaa_pf {
    int npercta, ndist, max_lines, maxctas, maxw;
    uint32_t threshold;
    struct ctaa_percta_entry *percta;
    int64_t *cta_id;
    struct ctaa_dist *dist;
    uint8_t *wake;
    uint64_t clock;
    uint64_t strides, rejects, mispredicts, throttled, woken;
};

/* For the scheduler: take (and clear) the wake-up of warp slot `slot`. */
bool ctaa_pf_take_wake(struct ctaa_pf *p, int slot);
/* For the debugger (print): DIST field 0 pc, 1 stride, 2 mispredicts, 3 valid;
 * PerCTA field 0 pc, 1 lead, 2 base[0], 3 valid, 4 nbase. */
bool ctaa_pf_dist_field(const struct ctaa_pf *p, int k, int field, int64_t *out);
bool ctaa_pf_percta_field(const struct ctaa_pf *p, int cta_slot, int k, int field, int64_t *out);

#endif
