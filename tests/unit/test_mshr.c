/* test_mshr.c — MSHR table: new entry, merging up to the per-entry limit, table full,
 * waiter order, release and reuse (hash deletion keeps other entries findable). */
#include "harness.h"
#include "warpscope/cache.h"

TEST(merge_and_limits)
{
    struct ws_mshr *m = ws_mshr_new(2, 3, sizeof(int));
    int w;
    w = 10; CHECK_INT(ws_mshr_add(m, 0x100, &w), WS_MSHR_NEW);
    w = 11; CHECK_INT(ws_mshr_add(m, 0x100, &w), WS_MSHR_MERGED);
    w = 12; CHECK_INT(ws_mshr_add(m, 0x100, &w), WS_MSHR_MERGED);
    CHECK(!ws_mshr_can_add(m, 0x100));
    w = 13; CHECK_INT(ws_mshr_add(m, 0x100, &w), WS_MSHR_FULL);   /* merge limit */
    w = 20; CHECK_INT(ws_mshr_add(m, 0x200, &w), WS_MSHR_NEW);
    CHECK(!ws_mshr_can_add(m, 0x300));
    w = 30; CHECK_INT(ws_mshr_add(m, 0x300, &w), WS_MSHR_FULL);   /* no entry free */
    CHECK_INT(ws_mshr_used(m), 2);
    CHECK_INT(ws_mshr_count(m, 0x100), 3);
    CHECK_INT(*(const int *)ws_mshr_waiter(m, 0x100, 0), 10);
    CHECK_INT(*(const int *)ws_mshr_waiter(m, 0x100, 2), 12);
    CHECK(ws_mshr_waiter(m, 0x100, 3) == NULL);
    CHECK(ws_mshr_release(m, 0x100));
    CHECK(!ws_mshr_release(m, 0x100));
    CHECK_INT(ws_mshr_count(m, 0x100), 0);
    CHECK(ws_mshr_has(m, 0x200));
    w = 30; CHECK_INT(ws_mshr_add(m, 0x300, &w), WS_MSHR_NEW);
    uint64_t line; int n;
    ws_mshr_entry(m, 0, &line, &n);
    CHECK_INT(line, 0x200);
    CHECK_INT(n, 1);
    ws_mshr_free(m);
}

TEST(many_entries_hash)
{
    /* fill 64 entries whose hashes collide often, release every other one, and check
     * the rest are still found (backward-shift deletion) */
    struct ws_mshr *m = ws_mshr_new(64, 1, sizeof(uint64_t));
    for (uint64_t i = 0; i < 64; i++) {
        uint64_t a = i * 128;
        CHECK_INT(ws_mshr_add(m, a, &a), WS_MSHR_NEW);
    }
    CHECK_INT(ws_mshr_used(m), 64);
    for (uint64_t i = 0; i < 64; i += 2)
        CHECK(ws_mshr_release(m, i * 128));
    for (uint64_t i = 0; i < 64; i++) {
        CHECK(ws_mshr_has(m, i * 128) == (i % 2 == 1));
        if (i % 2)
            CHECK_INT(*(const uint64_t *)ws_mshr_waiter(m, i * 128, 0), i * 128);
    }
    CHECK_INT(ws_mshr_used(m), 32);
    ws_mshr_free(m);
}
