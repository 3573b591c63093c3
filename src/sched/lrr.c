/* lrr.c — loose round robin, as GPGPU-Sim's order_lrr: the scheduler's warp slots in
 * ascending slot order, rotated to start just after the slot that issued last (nothing
 * issued yet: the lowest slot first; a cycle without an issue keeps the order). */
#include "sched_util.h"

static void lrr_order(void *v, struct ws_sm *sm, int s, uint16_t *out, int *n)
{
    (void)v;
    int cnt;
    const uint16_t *list = ws_sm_sched_warps(sm, s, &cnt);
    /* slot order (the list is in launch order) */
    for (int i = 0; i < cnt; i++) {
        uint16_t x = list[i];
        int j = i;
        while (j > 0 && out[j - 1] > x) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = x;
    }
    int last = ws_sm_last_issued(sm, s), start = 0;
    while (start < cnt && last >= 0 && out[start] <= last)
        start++;
    if (start > 0 && start < cnt) {
        uint16_t tmp[1024];
        memcpy(tmp, out, (size_t)start * sizeof *out);
        memmove(out, out + start, (size_t)(cnt - start) * sizeof *out);
        memcpy(out + cnt - start, tmp, (size_t)start * sizeof *out);
    }
    *n = cnt;
}

const struct ws_sched_policy ws_sched_lrr = {
    "lrr", "loose round-robin over the warp slots, starting after the last issued",
    NULL, NULL, lrr_order, NULL, NULL, NULL, NULL, NULL, true
};
