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

#endif
