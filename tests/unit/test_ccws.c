/* test_ccws.c — CCWS's victim tag array (insert, probe, replacement, per-warp clear) and
 * its scoring arithmetic (LLDS, decay and cap, the cumulative cutoff over the sorted
 * stack on a Figure-6-style example), worked by hand. */
#include "harness.h"
#include "sched/ccws_lls.h"
#include "sched/ccws_vta.h"

TEST(ccws_vta_insert_probe)
{
    struct ccws_vta v;
    CHECK(ccws_vta_init(&v, 4, 16, 8, 128));
    CHECK_INT(v.sets, 2);
    CHECK_INT(v.ways, 8);
    ccws_vta_insert(&v, 1, 0x1000 + 5);         /* any address in the line */
    CHECK(!ccws_vta_probe(&v, 0, 0x1000));      /* another warp's VTA */
    CHECK(ccws_vta_probe(&v, 1, 0x107f));       /* same line */
    CHECK_INT(v.hits[1], 1);
    CHECK(!ccws_vta_probe(&v, 1, 0x1000));      /* a hit removes the tag */
    ccws_vta_insert(&v, 2, 0x2000);
    ccws_vta_clear(&v, 2);
    CHECK(!ccws_vta_probe(&v, 2, 0x2000));
    ccws_vta_free(&v);
}

TEST(ccws_vta_lru_replacement)
{
    struct ccws_vta v;
    CHECK(ccws_vta_init(&v, 1, 4, 2, 128));     /* 2 sets x 2 ways */
    /* lines 0, 2, 4 map to set 0 (line number mod 2) */
    ccws_vta_insert(&v, 0, 0 * 128);
    ccws_vta_insert(&v, 0, 2 * 128);
    ccws_vta_insert(&v, 0, 0 * 128);            /* re-insert: most recent again */
    ccws_vta_insert(&v, 0, 4 * 128);            /* evicts line 2, the LRU */
    uint64_t t[8];
    int n = ccws_vta_tags(&v, 0, t, 8);
    CHECK_INT(n, 2);
    CHECK_INT(t[0], 4 * 128);                   /* most recent first */
    CHECK_INT(t[1], 0);
    CHECK(!ccws_vta_probe(&v, 0, 2 * 128));
    CHECK(ccws_vta_probe(&v, 0, 0));
    ccws_vta_insert(&v, 0, 1 * 128);            /* set 1 untouched by set 0 */
    CHECK(ccws_vta_probe(&v, 0, 4 * 128));
    CHECK(ccws_vta_probe(&v, 0, 1 * 128));
    ccws_vta_free(&v);
    CHECK(!ccws_vta_init(&v, 1, 16, 8, 100));   /* line not a power of two */
}

TEST(ccws_llds)
{
    /* 20 VTA hits in 1000 instructions, K = 8, 4 warps x 100: 0.02 * 8 * 400 = 64 */
    CHECK_INT(ccws_llds(20, 1000, 8, 400), 64);
    CHECK_INT(ccws_llds(1, 10, 8, 400), 320);
    CHECK_INT(ccws_llds(5, 0, 8, 400), 0);
    CHECK_INT(ccws_llds(1, 3, 1, 100), 33);     /* rounded down */
}

TEST(ccws_decay_and_cap)
{
    CHECK_INT(ccws_decay(300, 100, 0), 300);
    CHECK_INT(ccws_decay(300, 100, 50), 250);
    CHECK_INT(ccws_decay(300, 100, 200), 100);
    CHECK_INT(ccws_decay(300, 100, 10000), 100);   /* never below the base */
    CHECK_INT(ccws_hit_score(100, 100, 250), 250); /* raised to LLDS */
    CHECK_INT(ccws_hit_score(250, 100, 250), 250); /* a second hit does not add */
    CHECK_INT(ccws_hit_score(180, 100, 120), 180); /* a hit never lowers */
    CHECK_INT(ccws_hit_score(100, 100, 40), 100);  /* LLDS below the base */
}

TEST(ccws_cutoff_figure6)
{
    /* T0: W0..W3 at the base 100, cutoff 4 x 100: the stack meets the line, all issue */
    int64_t s[4] = { 100, 100, 100, 100 }, below[4];
    uint64_t age[4] = { 0, 1, 2, 3 };
    int order[4];
    bool can[4];
    ccws_stack(4, s, age, 400, order, below, can);
    for (int i = 0; i < 4; i++) {
        CHECK_INT(order[i], i);
        CHECK(can[i]);
    }
    /* T1: W2 gets a VTA hit (LLDS 200): W2 sinks to the bottom, W3 is pushed over */
    s[2] = 200;
    ccws_stack(4, s, age, 400, order, below, can);
    CHECK_INT(order[0], 2);
    CHECK_INT(order[1], 0);
    CHECK_INT(order[3], 3);
    CHECK_INT(below[2], 0);
    CHECK_INT(below[0], 200);
    CHECK_INT(below[3], 400);
    CHECK(can[2] && can[0] && can[1] && !can[3]);
    /* T2: W0 too (LLDS 190): W1 and W3 above the cutoff */
    s[0] = 190;
    ccws_stack(4, s, age, 400, order, below, can);
    CHECK(can[2] && can[0] && !can[1] && !can[3]);
    /* T3: W0 finished, 3 warps, cutoff 300; W1 raised to 150 */
    int64_t s3[3] = { 150, 100, 100 };       /* W1 W2 W3 */
    uint64_t a3[3] = { 1, 2, 3 };
    ccws_stack(3, s3, a3, 300, order, below, can);
    CHECK(can[0] && can[1] && !can[2]);
    CHECK_INT(below[2], 250);
    /* a score above the whole cutoff: the bottom warp still issues */
    int64_t s4[2] = { 100, 900 };
    ccws_stack(2, s4, a3, 200, order, below, can);
    CHECK_INT(order[0], 1);
    CHECK(can[1] && !can[0]);
}
