/* gen.h — demo workload generators (src/gen/): synthetic kernels modelled on the
 * papers' benchmarks, produced CTA by CTA as a trace source ("demo:NAME[:K=V,...]"). */
#ifndef WARPSCOPE_GEN_H
#define WARPSCOPE_GEN_H

#include "warpscope/trace.h"

/* Open a generated trace.  spec is "NAME" or "NAME:KEY=VAL,KEY=VAL" (without the
 * "demo:" prefix).  Unknown kernels or parameters fail with WS_ERR_INPUT and a message
 * listing the valid ones. */
struct ws_trace *ws_gen_open(const char *spec, struct ws_err *err);

/* The kernel table, for listings and help. */
struct ws_gen_kernel_desc {
    const char *name;
    const char *summary;   /* one line: what it models and for which paper */
    const char *params;    /* "scale=N seed=N n=..." with defaults */
};
size_t ws_gen_count(void);
const struct ws_gen_kernel_desc *ws_gen_desc(size_t i);

/* Workload locality (locality.c), over every global access of every kernel:
 * - OWL Table 4: CTAs touching each DRAM row (row = channel, bank, row under the
 *   mapping), consecutive CTA pairs (id, id+1) of a kernel sharing at least one row,
 *   and OWL's per-row measure: the fraction of a row's CTAs whose id-1 or id+1 also
 *   touched it (CTAs 1,2,3,7 -> 75%), averaged over rows.
 * - CCWS Figure 1 with an unbounded cache: every global load's distinct lines; an
 *   access to a line touched before is a hit, intra-warp if the same warp touched it
 *   before, else inter-warp.
 * Invariant: line_accesses == misses + hits_intra + hits_inter. */
struct ws_locality {
    uint64_t ctas, cta_pairs, cta_pairs_sharing;
    uint64_t rows, row_ctas;          /* distinct rows; sum over rows of CTAs touching it */
    double owl_row_sharing;           /* 0..1 */
    uint64_t global_loads;            /* warp instructions */
    uint64_t line_accesses, misses, hits_intra, hits_inter;
};
struct ws_addrmap;
int ws_trace_locality(struct ws_trace *t, const struct ws_addrmap *map, int line_bytes,
                      struct ws_locality *out, struct ws_err *err);

#endif
