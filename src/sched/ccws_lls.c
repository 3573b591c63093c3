/* ccws_lls.c — CCWS's locality scoring arithmetic (see ccws_lls.h). */
#include "ccws_lls.h"

int64_t ccws_llds(uint64_t vta_hits, uint64_t insts, double k, int64_t cutoff)
{
    if (insts == 0)
        return 0;
    double v = (double)vta_hits / (double)insts * k * (double)cutoff;
    if (v >= 9.0e18)
        return INT64_MAX;
    return v > 0 ? (int64_t)v : 0;
}

int64_t ccws_decay(int64_t score, int64_t base, uint64_t dt)
{
    if (score <= base)
        return base;
    return (uint64_t)(score - base) <= dt ? base : score - (int64_t)dt;
}

int64_t ccws_hit_score(int64_t score, int64_t base, int64_t llds)
{
    int64_t s = score > llds ? score : llds;
    return s > base ? s : base;
}

void ccws_stack(int n, const int64_t *score, const uint64_t *age, int64_t cutoff,
                int *order, int64_t *below, bool *can)
{
    /* insertion sort: n is at most the SM's warp count and nearly sorted between calls */
    for (int i = 0; i < n; i++) {
        int j = i;
        while (j > 0 && (score[order[j - 1]] < score[i] ||
                         (score[order[j - 1]] == score[i] && age[order[j - 1]] > age[i]))) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
    int64_t sum = 0;
    for (int r = 0; r < n; r++) {
        int i = order[r];
        below[i] = sum;
        can[i] = r == 0 || sum + score[i] <= cutoff;
        sum += score[i];
    }
}
