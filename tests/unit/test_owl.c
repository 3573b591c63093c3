/* test_owl.c — OWL (issue 8): Algorithm 1's group formation on the paper's example, the
 * CTA-aware-locality-BLP priority table, and the opportunistic prefetcher's choice of
 * lines and stop rule, alone and driving a DRAM channel with a hand-made queue. */
#include "harness.h"
#include "mem/mem_internal.h"
#include "prefetch/owl.h"
#include "sched/owl_groups.h"

TEST(algorithm1_paper_example)
{
    /* OWL 4.1: N = 10 CTAs, k = 2 warps, at least 5 warps per group -> 3, 3, 4 CTAs */
    int size[16];
    CHECK_INT(owl_form_groups(10, 2, 5, size), 3);
    CHECK_INT(size[0], 3);
    CHECK_INT(size[1], 3);
    CHECK_INT(size[2], 4);
    /* the paper's setting (8 warps): 4 CTAs of 8 warps -> 4 groups of one CTA */
    CHECK_INT(owl_form_groups(4, 8, 8, size), 4);
    for (int g = 0; g < 4; g++)
        CHECK_INT(size[g], 1);
    /* 10 CTAs of 2 warps, 8 warps: n = 4, two groups, the last takes the remainder */
    CHECK_INT(owl_form_groups(10, 2, 8, size), 2);
    CHECK_INT(size[0], 4);
    CHECK_INT(size[1], 6);
    /* fewer CTAs than one group needs: one group of them all (OWL 4.2: "WP") */
    CHECK_INT(owl_form_groups(3, 2, 8, size), 1);
    CHECK_INT(size[0], 3);
    CHECK_INT(owl_form_groups(0, 2, 8, size), 0);
}

TEST(blp_priority_table)
{
    /* Algorithm 1: g_pri[g][core] = (g - core) mod g_core; the top group (priority 0)
     * of core c is group c mod g_core, so consecutive cores favour different groups */
    static const int want[5][4] = {
        { 0, 1, 2, 3 },   /* core 0 */
        { 3, 0, 1, 2 },   /* core 1 */
        { 2, 3, 0, 1 },   /* core 2 */
        { 1, 2, 3, 0 },   /* core 3 */
        { 0, 1, 2, 3 },   /* core 4 */
    };
    for (int c = 0; c < 5; c++)
        for (int g = 0; g < 4; g++) {
            CHECK_INT(owl_group_prio(OWL_PRIO_BLP, g, c, 4), want[c][g]);
            CHECK_INT(owl_group_prio(OWL_PRIO_LOC, g, c, 4), g);
            CHECK_INT(owl_group_prio(OWL_PRIO_RR, g, c, 4), 0);
        }
    CHECK_INT(owl_group_prio(OWL_PRIO_BLP, 0, 27, 3), 0);   /* (0 - 27) mod 3 */
    CHECK_INT(owl_group_prio(OWL_PRIO_BLP, 1, 27, 3), 1);
}

static void set_bit(uint64_t *m, int i) { m[i >> 6] |= UINT64_C(1) << (i & 63); }

TEST(prefetch_choice_and_stop_rule)
{
    struct ws_owl_pf p = { .lower = 8, .higher = 16, .threshold = 0 };
    struct ws_mem_row_state r;
    memset(&r, 0, sizeof r);
    r.nlines = 32;
    set_bit(r.skip, 0);
    set_bit(r.skip, 1);
    set_bit(r.skip, 3);
    CHECK_INT(ws_owl_pf_choose(&p, &r), 2);            /* lowest line not sent */
    for (int i = 0; i < 31; i++)
        set_bit(r.skip, i);
    CHECK_INT(ws_owl_pf_choose(&p, &r), 31);
    set_bit(r.skip, 31);
    CHECK_INT(ws_owl_pf_choose(&p, &r), -1);           /* the whole row is in */
    memset(r.skip, 0, sizeof r.skip);
    /* C: higher below the threshold (the running average by default), else lower */
    r.queue = 3;
    r.avg_queue = 5.5;
    CHECK_INT(ws_owl_pf_degree(&p, &r), 16);
    r.queue = 6;
    CHECK_INT(ws_owl_pf_degree(&p, &r), 8);
    p.threshold = 7;
    CHECK_INT(ws_owl_pf_degree(&p, &r), 16);
    p.threshold = 0;
    /* no demand for another row: keep going past C */
    r.issued = 20;
    CHECK_INT(ws_owl_pf_choose(&p, &r), 0);
    /* a demand for another row: at least C lines, then stop */
    r.other_demand = true;
    r.issued = 7;
    CHECK(ws_owl_pf_choose(&p, &r) >= 0);
    r.issued = 8;
    CHECK_INT(ws_owl_pf_choose(&p, &r), -1);
    r.queue = 2;                                         /* quiet queue: C = 16 */
    CHECK(ws_owl_pf_choose(&p, &r) >= 0);
    r.issued = 16;
    CHECK_INT(ws_owl_pf_choose(&p, &r), -1);
}

/* ---- the prefetcher driving one DRAM channel (test_dram.c's timing) ---------------- */

struct pfrig {
    struct ws_event_bus bus;
    struct dram_channel *ch;
    struct ws_owl_pf pf;
    uint64_t now;
    int lines[64], rows[64], nlines; /* prefetched line indices and rows, in issue order */
    uint64_t reads[64];             /* demand ids in RD order */
    int nreads;
};

static void pf_on_event(void *ctx, const struct ws_event *e)
{
    struct pfrig *r = ctx;
    if (e->kind == WS_EV_PREFETCH && r->nlines < 64) {
        r->rows[r->nlines] = e->row;
        r->lines[r->nlines++] = (int)e->a;
    }
    else if (e->kind == WS_EV_DRAM_READ && e->warp >= 0 && r->nreads < 64)
        r->reads[r->nreads++] = (uint64_t)e->warp;
}

static int pf_fn(void *ctx, struct ws_mem_row_state *st, uint64_t row_addr,
                 struct ws_mem_req *req, int *ret)
{
    struct pfrig *r = ctx;
    int line = ws_owl_pf_choose(&r->pf, st);
    if (line >= 0) {
        memset(req, 0, sizeof *req);
        req->addr = row_addr + (uint64_t)line * 64;
        req->sm = req->warp = req->cta = -1;
        req->op = WS_MEM_READ;
        req->prefetch = 2;
        *ret = 0;
    }
    return line;
}

static void pfrig_init(struct pfrig *r)
{
    memset(r, 0, sizeof *r);
    ws_event_bus_init(&r->bus);
    ws_event_subscribe(&r->bus, WS_EV_ALL, pf_on_event, r);
    struct dram_timing t = { .tCL = 5, .tRCD = 7, .tRP = 3, .tRAS = 20, .tRC = 30,
                             .tRRD = 4, .tCCD = 2, .tCCDL = 0, .tWL = 2, .tWR = 6,
                             .tCDLR = 3, .burst = 4, .bank_groups = 1, .line = 64 };
    r->ch = dram_channel_new(0, 4, 8, DRAM_SCHED_FRFCFS, &t, 1, 64, &r->bus);
    r->pf.lower = 3;
    r->pf.higher = 6;
    r->pf.threshold = 1;            /* C = higher only with an empty queue */
    dram_channel_set_prefetcher(r->ch, pf_fn, r, 8);   /* 8 lines of 64 B per row */
}

static void pfrig_push(struct pfrig *r, uint64_t id, uint32_t row, uint32_t line)
{
    struct ws_mem_req q = { .addr = row * 512 + line * 64, .id = id, .sm = 0,
                            .warp = (int32_t)id, .cta = 0, .bytes = 64, .op = WS_MEM_READ };
    CHECK(dram_channel_push(r->ch, &q, 0, row, line * 64, 0, r->now));
}

static void pfrig_run(struct pfrig *r, uint64_t until)
{
    for (; r->now < until; r->now++) {
        r->bus.cycle = r->now;
        dram_channel_tick(r->ch, r->now);
        while (dram_channel_ret_head(r->ch, 0, r->now))
            dram_channel_ret_pop(r->ch, 0);
    }
}

TEST(prefetcher_on_a_dram_channel)
{
    struct pfrig r;
    pfrig_init(&r);
    /* demands for lines 2 and 5 of row 7: both served, then the other six lines are
     * prefetched in order (no other demand: the whole row) */
    pfrig_push(&r, 1, 7, 2);
    pfrig_push(&r, 2, 7, 5);
    pfrig_run(&r, 200);
    CHECK_INT(r.nreads, 2);
    CHECK_INT(r.nlines, 6);
    static const int want[6] = { 0, 1, 3, 4, 6, 7 };
    for (int i = 0; i < 6 && i < r.nlines; i++)
        CHECK_INT(r.lines[i], want[i]);
    CHECK(dram_channel_idle(r.ch));
    dram_channel_free(r.ch);

    /* a demand for another row arrives while the row is prefetched: C = lower = 3
     * prefetches in all, then the row conflict goes ahead */
    pfrig_init(&r);
    pfrig_push(&r, 1, 7, 0);
    pfrig_run(&r, 14);               /* ACT at 0, RD at 7, the first prefetch at 11 */
    int before = r.nlines;
    CHECK(before >= 1 && before < 3);
    pfrig_push(&r, 2, 9, 0);
    pfrig_run(&r, 300);
    int row7 = 0;
    for (int i = 0; i < r.nlines; i++)
        row7 += r.rows[i] == 7;
    CHECK_INT(row7, 3);
    CHECK_INT(r.nreads, 2);
    CHECK_INT(r.reads[1], 2);
    /* then row 9 is prefetched whole (nothing else waits): 7 more lines */
    CHECK(dram_channel_idle(r.ch));
    CHECK_INT(r.nlines, 3 + 7);
    dram_channel_free(r.ch);

    /* a demand for the open row goes before any further prefetch */
    pfrig_init(&r);
    pfrig_push(&r, 1, 7, 0);
    pfrig_run(&r, 12);               /* RD at 7; prefetching starts */
    int k = r.nlines;
    pfrig_push(&r, 2, 7, 6);
    pfrig_run(&r, 14);
    pfrig_run(&r, 300);
    CHECK_INT(r.nreads, 2);
    CHECK_INT(r.reads[1], 2);
    CHECK(k <= 2);
    bool six = false;                /* line 6 was read by the demand, not prefetched */
    for (int i = 0; i < r.nlines; i++)
        six |= r.lines[i] == 6;
    CHECK(!six);
    CHECK_INT(r.nlines, 6);
    dram_channel_free(r.ch);
}
