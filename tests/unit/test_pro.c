/* test_pro.c — PRO's TB state machine (every transition of Figure 3) and its TB
 * orderings (section III.C/D) on hand-made states, plus one whole-SM run checking the
 * policy's events. */
#include "harness.h"
#include "sched/pro_tb.h"

TEST(pro_fast_transitions)
{
    /* beginExec */
    CHECK_INT(pro_on_launch(false), PRO_NOWAIT);
    /* warpAtBarrier: noWait -> barrierWait; already waiting stays */
    CHECK_INT(pro_on_barrier(PRO_NOWAIT), PRO_BARRIERWAIT);
    CHECK_INT(pro_on_barrier(PRO_BARRIERWAIT), PRO_BARRIERWAIT);
    /* lastWarpAtBarrier: barrierWait -> noWait in the fast phase */
    CHECK_INT(pro_on_release(PRO_BARRIERWAIT, false), PRO_NOWAIT);
    /* warpFin: noWait -> finishWait, barrierWait -> finishWait, finishWait stays */
    CHECK_INT(pro_on_warp_finish(PRO_NOWAIT, 1, 8, false), PRO_FINISHWAIT);
    CHECK_INT(pro_on_warp_finish(PRO_BARRIERWAIT, 1, 8, false), PRO_FINISHWAIT);
    CHECK_INT(pro_on_warp_finish(PRO_FINISHWAIT, 2, 8, false), PRO_FINISHWAIT);
    /* a finishWait TB reaching a barrier keeps its higher priority */
    CHECK_INT(pro_on_barrier(PRO_FINISHWAIT), PRO_FINISHWAIT);
    CHECK_INT(pro_on_release(PRO_FINISHWAIT, false), PRO_FINISHWAIT);
    /* lastWarpFin: -> Finish from any state */
    CHECK_INT(pro_on_warp_finish(PRO_FINISHWAIT, 8, 8, false), PRO_FINISHED);
    CHECK_INT(pro_on_warp_finish(PRO_NOWAIT, 1, 1, false), PRO_FINISHED);
}

TEST(pro_phase_and_slow_transitions)
{
    /* lastTBAssignedToSM: noWait and finishWait merge into finishNoWait,
     * barrierWait becomes barrierWait1 */
    CHECK_INT(pro_on_phase_slow(PRO_NOWAIT), PRO_FINISHNOWAIT);
    CHECK_INT(pro_on_phase_slow(PRO_FINISHWAIT), PRO_FINISHNOWAIT);
    CHECK_INT(pro_on_phase_slow(PRO_BARRIERWAIT), PRO_BARRIERWAIT1);
    CHECK_INT(pro_on_phase_slow(PRO_FINISHED), PRO_FINISHED);
    CHECK_INT(pro_on_launch(true), PRO_FINISHNOWAIT);
    /* slow phase: warpAtBarrier finishNoWait -> barrierWait1, lastWarpAtBarrier back */
    CHECK_INT(pro_on_barrier(PRO_FINISHNOWAIT), PRO_BARRIERWAIT1);
    CHECK_INT(pro_on_release(PRO_BARRIERWAIT1, true), PRO_FINISHNOWAIT);
    /* a barrierWait TB released after the phase change goes to finishNoWait */
    CHECK_INT(pro_on_release(PRO_BARRIERWAIT, true), PRO_FINISHNOWAIT);
    /* warpFin in the slow phase changes nothing; lastWarpFin finishes */
    CHECK_INT(pro_on_warp_finish(PRO_FINISHNOWAIT, 1, 8, true), PRO_FINISHNOWAIT);
    CHECK_INT(pro_on_warp_finish(PRO_BARRIERWAIT1, 1, 8, true), PRO_BARRIERWAIT1);
    CHECK_INT(pro_on_warp_finish(PRO_FINISHNOWAIT, 8, 8, true), PRO_FINISHED);
    CHECK_INT(pro_on_warp_finish(PRO_BARRIERWAIT1, 8, 8, true), PRO_FINISHED);
}

static void mk(struct pro_tb *t, uint32_t cta, int state, int fin, int atbar, uint64_t key)
{
    *t = (struct pro_tb){ 0 };
    t->used = true;
    t->cta = cta;
    t->state = (uint8_t)state;
    t->nwarps = 8;
    t->fin = fin;
    t->atbar = atbar;
    t->key = t->progress = key;
}

static void ranked(struct pro_tb *tb, int n, bool slow, char *out)
{
    int idx[16];
    for (int i = 0; i < n; i++)
        idx[i] = i;
    pro_rank_tbs(tb, idx, n, slow);
    for (int i = 0; i < n; i++)
        out[i] = (char)('0' + tb[idx[i]].cta);
    out[n] = 0;
}

TEST(pro_order_fast)
{
    struct pro_tb tb[7];
    char s[16];
    mk(&tb[0], 0, PRO_NOWAIT, 0, 0, 100);
    mk(&tb[1], 1, PRO_NOWAIT, 0, 0, 300);        /* more progress first */
    mk(&tb[2], 2, PRO_BARRIERWAIT, 0, 2, 50);
    mk(&tb[3], 3, PRO_BARRIERWAIT, 0, 5, 10);    /* more warps at the barrier first */
    mk(&tb[4], 4, PRO_FINISHWAIT, 1, 0, 10);
    mk(&tb[5], 5, PRO_FINISHWAIT, 3, 0, 5);      /* more finished warps first */
    mk(&tb[6], 6, PRO_NOWAIT, 0, 0, 100);        /* tie with cta 0: smaller id first */
    ranked(tb, 7, false, s);
    CHECK_STR(s, "5432106");
    CHECK_INT(tb[5].rank, 0);
    CHECK_INT(tb[6].rank, 6);
    /* ties within finishWait / barrierWait: more progress first */
    mk(&tb[0], 0, PRO_FINISHWAIT, 2, 0, 10);
    mk(&tb[1], 1, PRO_FINISHWAIT, 2, 0, 20);
    mk(&tb[2], 2, PRO_BARRIERWAIT, 0, 3, 10);
    mk(&tb[3], 3, PRO_BARRIERWAIT, 0, 3, 20);
    ranked(tb, 4, false, s);
    CHECK_STR(s, "1032");
}

TEST(pro_order_slow)
{
    struct pro_tb tb[4];
    char s[16];
    mk(&tb[0], 0, PRO_FINISHNOWAIT, 3, 0, 300);
    mk(&tb[1], 1, PRO_FINISHNOWAIT, 0, 0, 100);   /* least progress first */
    mk(&tb[2], 2, PRO_BARRIERWAIT1, 0, 1, 900);   /* barrier TBs above finishNoWait */
    mk(&tb[3], 3, PRO_BARRIERWAIT1, 0, 4, 50);
    ranked(tb, 4, true, s);
    CHECK_STR(s, "3210");
}

TEST(pro_state_names)
{
    CHECK_STR(pro_state_names[PRO_NOWAIT], "noWait");
    CHECK_STR(pro_state_names[PRO_BARRIERWAIT1], "barrierWait1");
    CHECK_INT(pro_state_class(PRO_FINISHWAIT), 0);
    CHECK_INT(pro_state_class(PRO_BARRIERWAIT1), 1);
    CHECK_INT(pro_state_class(PRO_FINISHNOWAIT), 2);
}
