/* pro_tb.c — PRO's TB state transitions (Figure 3) and the TB priority order
 * (Algorithm 1, section III.C/D); the readings are listed in pro_tb.h. */
#include "pro_tb.h"

const char *const pro_state_names[PRO_NSTATES] = {
    "noWait", "barrierWait", "finishWait", "finishNoWait", "barrierWait1", "finished"
};

int pro_state_class(int state)
{
    switch (state) {
    case PRO_FINISHWAIT: return 0;
    case PRO_BARRIERWAIT: case PRO_BARRIERWAIT1: return 1;
    case PRO_NOWAIT: case PRO_FINISHNOWAIT: return 2;
    default: return 3;
    }
}

int pro_on_launch(bool slow) { return slow ? PRO_FINISHNOWAIT : PRO_NOWAIT; }

int pro_on_barrier(int state)
{
    switch (state) {
    case PRO_NOWAIT: return PRO_BARRIERWAIT;
    case PRO_FINISHNOWAIT: return PRO_BARRIERWAIT1;
    default: return state;          /* already waiting, or finishWait (H stays H) */
    }
}

int pro_on_release(int state, bool slow)
{
    switch (state) {
    case PRO_BARRIERWAIT: return slow ? PRO_FINISHNOWAIT : PRO_NOWAIT;  /* Alg. 1 l.26-29 */
    case PRO_BARRIERWAIT1: return PRO_FINISHNOWAIT;
    default: return state;
    }
}

int pro_on_warp_finish(int state, int fin, int nwarps, bool slow)
{
    if (fin >= nwarps)
        return PRO_FINISHED;        /* lastWarpFin */
    if (!slow && (state == PRO_NOWAIT || state == PRO_BARRIERWAIT))
        return PRO_FINISHWAIT;      /* warpFin (Alg. 1 l.4-7) */
    return state;                   /* slow phase: finishNoWait/barrierWait1 stay */
}

int pro_on_phase_slow(int state)
{
    switch (state) {
    case PRO_NOWAIT: case PRO_FINISHWAIT: return PRO_FINISHNOWAIT;   /* merged */
    case PRO_BARRIERWAIT: return PRO_BARRIERWAIT1;
    default: return state;
    }
}

bool pro_tb_before(const struct pro_tb *a, const struct pro_tb *b, bool slow)
{
    int ca = pro_state_class(a->state), cb = pro_state_class(b->state);
    if (ca != cb)
        return ca < cb;
    switch (ca) {
    case 0:   /* finishWait: more finished warps, then more progress */
        if (a->fin != b->fin)
            return a->fin > b->fin;
        if (a->key != b->key)
            return a->key > b->key;
        break;
    case 1:   /* barrierWait(1): more warps at the barrier, then more progress */
        if (a->atbar != b->atbar)
            return a->atbar > b->atbar;
        if (a->key != b->key)
            return a->key > b->key;
        break;
    case 2:   /* noWait: more progress first; finishNoWait (slow): less progress first */
        if (a->key != b->key)
            return slow ? a->key < b->key : a->key > b->key;
        break;
    default:
        break;
    }
    return a->cta < b->cta;
}

void pro_rank_tbs(struct pro_tb *tbs, int *idx, int n, bool slow)
{
    for (int i = 1; i < n; i++) {      /* insertion sort: n <= sm.max_ctas */
        int x = idx[i], j = i;
        while (j > 0 && pro_tb_before(&tbs[x], &tbs[idx[j - 1]], slow)) {
            idx[j] = idx[j - 1];
            j--;
        }
        idx[j] = x;
    }
    for (int i = 0; i < n; i++)
        tbs[idx[i]].rank = i;
}
