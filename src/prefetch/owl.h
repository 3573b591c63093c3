/* owl.h — OWL's opportunistic memory-side prefetcher (Jog et al., ASPLOS 2013, 4.4):
 * which line of an open DRAM row to prefetch into the L2 next, and when to stop. */
#ifndef WS_PREFETCH_OWL_H
#define WS_PREFETCH_OWL_H

#include "warpscope/config.h"
#include "warpscope/mem.h"

/* Parameters: lower / higher = C, the lines prefetched at least per row opening even
 * when a demand for another row waits; threshold = queue length under which C = higher
 * (0: the running average queue length). */
struct ws_owl_pf {
    int lower, higher, threshold;
};

struct ws_owl_pf *ws_owl_pf_new(const struct ws_config *cfg);
void ws_owl_pf_free(void *p);
/* ws_memsys_prefetch_fn: the lowest line of the row not yet read, written, prefetched
 * or present in the L2 (sequential order), or -1 when none is left or when a demand for
 * another row waits and C lines were already prefetched for this opening. */
int ws_owl_pf_choose(void *p, const struct ws_mem_row_state *r);
/* C for the current queue (r->queue, r->avg_queue). */
int ws_owl_pf_degree(const struct ws_owl_pf *p, const struct ws_mem_row_state *r);
/* Attach to the memory system (the simulator does it when the policy is `owl`). */
void ws_owl_pf_attach(struct ws_memsys *m, const struct ws_config *cfg);

#endif
