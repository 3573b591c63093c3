/* gto.c — greedy-then-oldest (CCWS, PRO): keep issuing the warp issued last while it is
 * ready, otherwise the oldest ready warp (earliest launched). */
#include "sched_util.h"

static void gto_order(void *v, struct ws_sm *sm, int s, uint16_t *out, int *n)
{
    (void)v;
    int cnt;
    const uint16_t *list = ws_sm_sched_warps(sm, s, &cnt);
    *n = sched_gto(list, cnt, ws_sm_last_issued(sm, s), out);
}

const struct ws_sched_policy ws_sched_gto = {
    "gto", "greedy-then-oldest: the last issued warp while ready, else the oldest",
    NULL, NULL, gto_order, NULL, NULL, NULL, NULL, NULL, true
};
