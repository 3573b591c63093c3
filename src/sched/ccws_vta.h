/* ccws_vta.h — CCWS's lost intra-wavefront locality detector (CCWS §3.3.3): a victim tag
 * array divided among the warp slots of one SM.  Each warp owns a small set-associative
 * LRU tag store (entries / assoc sets of assoc ways); the tag of an L1D line evicted by
 * replacement goes into the VTA of the warp that filled the line, and an L1D miss probes
 * the missing warp's VTA.  Tags only, no data.  Private to src/sched. */
#ifndef WS_CCWS_VTA_H
#define WS_CCWS_VTA_H

#include <stdbool.h>
#include <stdint.h>

/* Invariants: sets * ways == entries per warp (ways = min(assoc, entries), sets =
 * entries / ways); for warp w, set s, way k the entry is e[(w * sets + s) * ways + k];
 * an entry is valid iff its stamp > 0; stamps are unique and increase with use (LRU =
 * smallest stamp); hits[w] counts w's probe hits since its slot was last cleared. */
struct ccws_vta {
    int nwarps, sets, ways;
    uint64_t line;                 /* L1D line size in bytes (set index = addr / line) */
    uint64_t clock;                /* last stamp handed out */
    struct ccws_vta_entry { uint64_t tag, stamp; } *e;
    uint32_t *hits;
};

/* entries >= 1, assoc >= 1, line a power of two.  Returns false on a bad geometry. */
bool ccws_vta_init(struct ccws_vta *v, int nwarps, int entries, int assoc, uint64_t line);
void ccws_vta_free(struct ccws_vta *v);
/* Forget warp w's tags and hit count (a new warp took the slot). */
void ccws_vta_clear(struct ccws_vta *v, int w);
/* Record the evicted line `addr` (any address in the line) in warp w's VTA: an existing
 * tag becomes most recent, otherwise it takes an invalid way or the LRU one. */
void ccws_vta_insert(struct ccws_vta *v, int w, uint64_t addr);
/* Probe warp w's VTA for `addr`.  A hit removes the tag (the line is being refetched
 * into the L1D, as in a victim cache) and counts it. */
bool ccws_vta_probe(struct ccws_vta *v, int w, uint64_t addr);
/* Warp w's valid tags (line addresses), set by set, each set most recent first;
 * returns how many were written (<= max). */
int ccws_vta_tags(const struct ccws_vta *v, int w, uint64_t *tags, int max);

#endif
