/* owl.c — OWL's opportunistic prefetcher (4.4), sitting in each DRAM controller: when an
 * open row has no demand left, read the row's lines that were not accessed since it was
 * opened into the L2 slice, sequentially, at least C of them even when a demand to
 * another row arrives (C = owl.prefetch_higher while fewer than owl.prefetch_threshold
 * demands are queued, else owl.prefetch_lower; threshold 0 = the running average queue
 * length), and all of them when no such demand arrives.  The DRAM channel (src/mem/
 * dram.c) keeps the per-row state and never lets a prefetch delay a demand to the open
 * row; this file only decides. */
#include "owl.h"

#include <stdlib.h>
#include "warpscope/util.h"

struct ws_owl_pf *ws_owl_pf_new(const struct ws_config *cfg)
{
    struct ws_owl_pf *p = ws_calloc(1, sizeof *p);
    p->lower = (int)cfg->owl_prefetch_lower;
    p->higher = (int)cfg->owl_prefetch_higher;
    p->threshold = (int)cfg->owl_prefetch_threshold;
    return p;
}

void ws_owl_pf_free(void *p) { free(p); }

int ws_owl_pf_degree(const struct ws_owl_pf *p, const struct ws_mem_row_state *r)
{
    double thr = p->threshold > 0 ? (double)p->threshold : r->avg_queue;
    return (double)r->queue < thr ? p->higher : p->lower;
}

int ws_owl_pf_choose(void *v, const struct ws_mem_row_state *r)
{
    const struct ws_owl_pf *p = v;
    if (r->other_demand && r->issued >= ws_owl_pf_degree(p, r))
        return -1;
    int n = r->nlines < WS_MEM_ROW_MAX_LINES ? r->nlines : WS_MEM_ROW_MAX_LINES;
    for (int i = 0; i < n; i++)
        if (!((r->skip[i >> 6] >> (i & 63)) & 1))
            return i;
    return -1;
}

void ws_owl_pf_attach(struct ws_memsys *m, const struct ws_config *cfg)
{
    ws_memsys_set_prefetcher(m, ws_owl_pf_choose, ws_owl_pf_new(cfg), ws_owl_pf_free);
}
