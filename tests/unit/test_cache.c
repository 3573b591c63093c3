/* test_cache.c — generic cache: LRU/FIFO order, allocate-on-miss reservation,
 * reservation failure, fill, eviction reports (fill warp, dirty), invalidate, views. */
#include "harness.h"
#include "warpscope/cache.h"

/* 4 sets x 2 ways x 128 B: addresses 0x000, 0x200, 0x400 ... all map to set 0. */
static struct ws_cache *mk(int repl)
{
    struct ws_cache_cfg cfg = { .sets = 4, .ways = 2, .line = 128, .repl = repl };
    return ws_cache_new(&cfg);
}

static void miss_fill(struct ws_cache *c, uint64_t a, int warp)
{
    CHECK_INT(ws_cache_access(c, a, warp, 0, NULL), WS_CACHE_MISS);
    CHECK(ws_cache_fill(c, a, false));
}

TEST(geometry_and_set_index)
{
    struct ws_cache_cfg bad = { .sets = 4, .ways = 2, .line = 100, .repl = WS_REPL_LRU };
    CHECK(ws_cache_new(&bad) == NULL);
    struct ws_cache *c = mk(WS_REPL_LRU);
    CHECK_INT(ws_cache_set_of(c, 0x000), 0);
    CHECK_INT(ws_cache_set_of(c, 0x080), 1);
    CHECK_INT(ws_cache_set_of(c, 0x1ff), 3);
    CHECK_INT(ws_cache_set_of(c, 0x200), 0);
    CHECK_INT(ws_cache_line_addr(c, 0x2a7), 0x280);
    CHECK_INT(ws_cache_repl_find("fifo"), WS_REPL_FIFO);
    CHECK_INT(ws_cache_repl_find("plru"), -1);
    ws_cache_free(c);
}

TEST(lru_hit_refreshes_victim_is_lru)
{
    struct ws_cache *c = mk(WS_REPL_LRU);
    struct ws_cache_evict ev;
    miss_fill(c, 0x000, 1);          /* A, warp 1 */
    miss_fill(c, 0x200, 2);          /* B, warp 2 */
    CHECK_INT(ws_cache_access(c, 0x010, 3, 0, NULL), WS_CACHE_HIT);   /* A refreshed */
    /* C evicts B (the LRU), reported with B's fill warp */
    CHECK_INT(ws_cache_access(c, 0x400, 4, 0, &ev), WS_CACHE_MISS);
    CHECK(ev.valid);
    CHECK_INT(ev.addr, 0x200);
    CHECK_INT(ev.fill_warp, 2);
    CHECK(!ev.dirty);
    CHECK_INT(ws_cache_probe(c, 0x200), WS_CACHE_MISS);
    CHECK_INT(ws_cache_probe(c, 0x000), WS_CACHE_HIT);
    CHECK(ws_cache_fill(c, 0x400, false));
    /* ranks: C most recent (0), A (1) */
    int wa = ws_cache_find_way(c, 0x000), wc = ws_cache_find_way(c, 0x400);
    struct ws_cache_line_view v;
    ws_cache_line(c, 0, wc, &v);
    CHECK_INT(v.lru_rank, 0);
    CHECK_INT(v.fill_warp, 4);
    CHECK_INT(v.state, WS_LINE_VALID);
    ws_cache_line(c, 0, wa, &v);
    CHECK_INT(v.lru_rank, 1);
    /* next miss evicts A */
    CHECK_INT(ws_cache_access(c, 0x600, 5, 0, &ev), WS_CACHE_MISS);
    CHECK_INT(ev.addr, 0x000);
    CHECK_INT(ev.fill_warp, 1);
    struct ws_cache_stats st;
    ws_cache_stats(c, &st);
    CHECK_INT(st.accesses, 5);
    CHECK_INT(st.hits, 1);
    CHECK_INT(st.misses, 4);
    CHECK_INT(st.evictions, 2);
    ws_cache_free(c);
}

TEST(fifo_hit_does_not_refresh)
{
    struct ws_cache *c = mk(WS_REPL_FIFO);
    struct ws_cache_evict ev;
    miss_fill(c, 0x000, 1);
    miss_fill(c, 0x200, 2);
    CHECK_INT(ws_cache_access(c, 0x000, 3, 0, NULL), WS_CACHE_HIT);
    CHECK_INT(ws_cache_access(c, 0x400, 4, 0, &ev), WS_CACHE_MISS);
    CHECK_INT(ev.addr, 0x000);       /* first in, first out despite the hit */
    ws_cache_free(c);
}

TEST(reservation_and_failure)
{
    struct ws_cache *c = mk(WS_REPL_LRU);
    CHECK_INT(ws_cache_access(c, 0x000, 1, 0, NULL), WS_CACHE_MISS);
    CHECK_INT(ws_cache_access(c, 0x040, 2, 0, NULL), WS_CACHE_HIT_RESERVED);  /* same line */
    CHECK_INT(ws_cache_access(c, 0x200, 3, 0, NULL), WS_CACHE_MISS);
    CHECK_INT(ws_cache_reserved(c), 2);
    /* both ways of set 0 reserved: a third line cannot allocate, nothing changes */
    CHECK_INT(ws_cache_probe(c, 0x400), WS_CACHE_RESERVATION_FAIL);
    CHECK_INT(ws_cache_access(c, 0x400, 4, 0, NULL), WS_CACHE_RESERVATION_FAIL);
    CHECK_INT(ws_cache_find_way(c, 0x400), -1);
    /* another set is unaffected */
    CHECK_INT(ws_cache_access(c, 0x080, 4, 0, NULL), WS_CACHE_MISS);
    /* a fill frees one way for replacement */
    CHECK(ws_cache_fill(c, 0x200, true));
    CHECK(!ws_cache_fill(c, 0x200, false));      /* no longer reserved */
    CHECK_INT(ws_cache_probe(c, 0x200), WS_CACHE_HIT);
    struct ws_cache_evict ev;
    CHECK_INT(ws_cache_access(c, 0x400, 4, 0, &ev), WS_CACHE_MISS);
    CHECK(ev.valid);
    CHECK(ev.prefetched);
    CHECK_INT(ev.addr, 0x200);
    struct ws_cache_stats st;
    ws_cache_stats(c, &st);
    CHECK_INT(st.res_fails, 1);
    CHECK_INT(st.hit_reserved, 1);
    ws_cache_free(c);
}

TEST(dirty_writeback_and_invalidate)
{
    struct ws_cache *c = mk(WS_REPL_LRU);
    struct ws_cache_evict ev;
    miss_fill(c, 0x000, 1);
    miss_fill(c, 0x200, 2);
    CHECK_INT(ws_cache_access(c, 0x000, 1, WS_CACHE_WRITE, NULL), WS_CACHE_HIT);
    CHECK_INT(ws_cache_access(c, 0x200, 1, 0, NULL), WS_CACHE_HIT);   /* A is LRU */
    CHECK_INT(ws_cache_access(c, 0x400, 1, 0, &ev), WS_CACHE_MISS);
    CHECK(ev.valid && ev.dirty);
    CHECK_INT(ev.addr, 0x000);
    /* invalidate: valid line dropped, reserved line kept */
    CHECK(ws_cache_invalidate(c, 0x200, &ev));
    CHECK_INT(ev.fill_warp, 2);
    CHECK_INT(ws_cache_probe(c, 0x200), WS_CACHE_MISS);
    CHECK(!ws_cache_invalidate(c, 0x400, NULL));
    CHECK_INT(ws_cache_probe(c, 0x400), WS_CACHE_HIT_RESERVED);
    /* NOALLOC miss reserves nothing */
    CHECK_INT(ws_cache_access(c, 0x800, 1, WS_CACHE_NOALLOC, NULL), WS_CACHE_MISS);
    CHECK_INT(ws_cache_find_way(c, 0x800), -1);
    /* prefetched flag taken once */
    CHECK(ws_cache_fill(c, 0x400, true));
    CHECK(ws_cache_take_prefetched(c, 0x400));
    CHECK(!ws_cache_take_prefetched(c, 0x400));
    ws_cache_free(c);
}

static uint32_t idx_high(const void *ctx, uint64_t addr)
{
    (void)ctx;
    return (uint32_t)(addr >> 12);
}

TEST(custom_index)
{
    struct ws_cache_cfg cfg = { .sets = 4, .ways = 1, .line = 64, .repl = WS_REPL_LRU,
                                .index_fn = idx_high };
    struct ws_cache *c = ws_cache_new(&cfg);
    CHECK_INT(ws_cache_set_of(c, 0x3040), 3);
    CHECK_INT(ws_cache_set_of(c, 0x5000), 1);
    ws_cache_free(c);
}

TEST(write_ratio_keeps_written_lines)
{
    /* 2 sets x 2 ways, sectored, ratio 75%: written lines may be replaced only once 3 of
     * the 4 lines are written (GPGPU-Sim's m_wr_percent) */
    struct ws_cache_cfg cfg = { .sets = 2, .ways = 2, .line = 128, .repl = WS_REPL_LRU,
                                .sectors = 4, .write_ratio = 75 };
    struct ws_cache *c = ws_cache_new(&cfg);
    struct ws_cache_evict ev;
    /* set 0: A written (oldest), then B read and filled */
    CHECK_INT(ws_cache_sector_write_lazy(c, 0x000, true, 1, &ev), WS_CACHE_MISS);
    CHECK_INT(ws_cache_sector_access_by(c, 0x100, false, 2, &ev), WS_CACHE_MISS);
    CHECK(ws_cache_sector_fill(c, 0x100, false));
    CHECK_INT(ws_cache_written_lines(c), 1);
    /* a miss in set 0 replaces B, not the older but written A */
    CHECK_INT(ws_cache_sector_access_by(c, 0x200, false, 3, &ev), WS_CACHE_MISS);
    CHECK(ev.valid);
    CHECK_INT(ev.addr, 0x100);
    CHECK(ws_cache_sector_fill(c, 0x200, false));
    /* C (0x200) written too: set 0 has only written lines, 2 of 4 < 75%: no victim */
    CHECK_INT(ws_cache_sector_write_lazy(c, 0x220, true, 3, &ev), WS_CACHE_SECTOR_MISS);
    CHECK_INT(ws_cache_written_lines(c), 2);
    CHECK_INT(ws_cache_sector_probe(c, 0x300), WS_CACHE_RESERVATION_FAIL);
    CHECK(ws_cache_ratio_blocked(c, 0x300));
    CHECK(!ws_cache_ratio_blocked(c, 0x080));        /* set 1 is empty */
    CHECK_INT(ws_cache_sector_access_by(c, 0x300, false, 4, &ev), WS_CACHE_RESERVATION_FAIL);
    /* a third written line (set 1) reaches 75%: the LRU written line A goes */
    CHECK_INT(ws_cache_sector_write_lazy(c, 0x080, true, 5, &ev), WS_CACHE_MISS);
    CHECK_INT(ws_cache_written_lines(c), 3);
    CHECK(!ws_cache_ratio_blocked(c, 0x300));
    CHECK_INT(ws_cache_sector_access_by(c, 0x300, false, 4, &ev), WS_CACHE_MISS);
    CHECK(ev.valid);
    CHECK_INT(ev.addr, 0x000);
    CHECK_INT(ev.dirty_sectors, 1);
    CHECK_INT(ws_cache_written_lines(c), 2);
    /* the view shows the sectors: 0x300 pending in sector 0, C written in 0 and 1 */
    struct ws_cache_line_view lv;
    ws_cache_line(c, 0, ws_cache_find_way(c, 0x300), &lv);
    CHECK_INT(lv.sr, 1);
    CHECK_INT(lv.sv, 0);
    ws_cache_line(c, 0, ws_cache_find_way(c, 0x200), &lv);
    CHECK_INT(lv.sd, 2);
    CHECK_INT(lv.sv, 3);
    CHECK_INT(ws_cache_sectors(c), 4);
    /* invalidation forgets the valid written lines; the reserved one stays */
    ws_cache_invalidate_all(c);
    CHECK_INT(ws_cache_written_lines(c), 0);
    ws_cache_free(c);
    /* ratio 0: a written LRU line is replaced at once */
    cfg.write_ratio = 0;
    c = ws_cache_new(&cfg);
    CHECK_INT(ws_cache_sector_write_lazy(c, 0x000, true, 1, &ev), WS_CACHE_MISS);
    CHECK_INT(ws_cache_sector_write_lazy(c, 0x100, true, 1, &ev), WS_CACHE_MISS);
    CHECK_INT(ws_cache_sector_access_by(c, 0x200, false, 3, &ev), WS_CACHE_MISS);
    CHECK_INT(ev.addr, 0x000);
    ws_cache_free(c);
}
