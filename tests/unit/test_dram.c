/* test_dram.c — one DRAM channel, cycle-exact against hand-worked timings.
 * Timing used (DRAM cycles): tCL 5, tRCD 7, tRP 3, tRAS 20, tRC 30, tRRD 4, tCCD 2,
 * tWL 2, tWR 6, tCDLR 3, burst 4 (64 B line / 16 B per cycle); 4 banks, queue 8.
 * A read issued (RD) at cycle t returns at t + tCL + burst = t + 9. */
#include "harness.h"
#include "mem/mem_internal.h"

static struct dram_timing timing(void)
{
    struct dram_timing t = { .tCL = 5, .tRCD = 7, .tRP = 3, .tRAS = 20, .tRC = 30,
                             .tRRD = 4, .tCCD = 2, .tCCDL = 0, .tWL = 2, .tWR = 6,
                             .tCDLR = 3, .burst = 4, .bank_groups = 1 };
    return t;
}

struct rig {
    struct ws_event_bus bus;
    struct dram_channel *ch;
    uint64_t now;
    uint64_t done_id[32], done_at[32];   /* returns in the order the data completed */
    int ndone;
    struct ws_event ev[64];
    int nev;
};

static void rig_on_event(void *ctx, const struct ws_event *e)
{
    struct rig *r = ctx;
    if (r->nev < 64)
        r->ev[r->nev++] = *e;
}

static void rig_init(struct rig *r, int sched, const struct dram_timing *t)
{
    memset(r, 0, sizeof *r);
    ws_event_bus_init(&r->bus);
    ws_event_subscribe(&r->bus, WS_EV_ALL, rig_on_event, r);
    r->ch = dram_channel_new(0, 4, 8, sched, t, 1, 16, &r->bus);
}

static void push(struct rig *r, uint64_t id, int op, uint32_t bank, uint32_t row)
{
    struct ws_mem_req q = { .addr = id * 64, .id = id, .sm = 0, .warp = (int32_t)id,
                            .cta = 0, .bytes = 64, .op = (uint8_t)op };
    CHECK(dram_channel_push(r->ch, &q, bank, row, 0, 0, r->now));
}

/* Tick cycles now .. until-1, collecting completed reads at their ready cycle. */
static void run_to(struct rig *r, uint64_t until)
{
    for (; r->now < until; r->now++) {
        r->bus.cycle = r->now;
        dram_channel_tick(r->ch, r->now);
        struct mem_pkt *p;
        while ((p = dram_channel_ret_head(r->ch, 0, r->now))) {
            CHECK_INT(p->ready, r->now);        /* popped in the cycle it completes */
            if (r->ndone < 32) {
                r->done_id[r->ndone] = p->req.id;
                r->done_at[r->ndone++] = p->ready;
            }
            dram_channel_ret_pop(r->ch, 0);
        }
    }
}

static int find_ev(const struct rig *r, int kind, int nth)
{
    for (int i = 0; i < r->nev; i++)
        if (r->ev[i].kind == kind && nth-- == 0)
            return i;
    return -1;
}

TEST(closed_hit_conflict_costs)
{
    struct dram_timing t = timing();
    struct rig r;
    rig_init(&r, DRAM_SCHED_FRFCFS, &t);
    push(&r, 1, WS_MEM_READ, 0, 1);      /* closed: ACT 0, RD 7, back 16 = tRCD+tCL+burst */
    run_to(&r, 20);
    CHECK_INT(r.ndone, 1);
    CHECK_INT(r.done_at[0], 16);
    push(&r, 2, WS_MEM_READ, 0, 1);      /* row hit at 20: RD 20, back 29 = tCL+burst */
    run_to(&r, 40);
    CHECK_INT(r.ndone, 2);
    CHECK_INT(r.done_at[1], 29);
    push(&r, 3, WS_MEM_READ, 0, 2);      /* conflict at 40: PRE 40, ACT 43, RD 50, back 59 */
    run_to(&r, 70);
    CHECK_INT(r.ndone, 3);
    CHECK_INT(r.done_at[2], 59);         /* 19 = tRP + tRCD + tCL + burst */
    struct dram_counters c;
    dram_channel_counters(r.ch, &c);
    CHECK_INT(c.reads, 3);
    CHECK_INT(c.activates, 2);
    CHECK_INT(c.precharges, 1);
    CHECK_INT(c.row_hits, 1);
    int i = find_ev(&r, WS_EV_ROW_CLOSE, 0);
    CHECK(i >= 0);
    if (i >= 0) {
        CHECK_INT(r.ev[i].cycle, 40);
        CHECK_INT(r.ev[i].a, 40);        /* open from ACT at 0 to PRE at 40 */
        CHECK_INT(r.ev[i].b, 2);         /* two column accesses while open */
        CHECK_INT(r.ev[i].row, 1);
        CHECK_INT(r.ev[i].bank, 0);
    }
    i = find_ev(&r, WS_EV_ROW_OPEN, 1);
    CHECK(i >= 0 && r.ev[i].cycle == 43 && r.ev[i].row == 2);
    CHECK(dram_channel_idle(r.ch));
    dram_channel_free(r.ch);
}

TEST(tras_and_trc)
{
    /* tRC 30: read row 1 (ACT 0, RD 7); row 2 assigned at 8: PRE waits for tRAS (20),
     * ACT waits for tRC (30), RD 37, back 46. */
    struct dram_timing t = timing();
    struct rig r;
    rig_init(&r, DRAM_SCHED_FRFCFS, &t);
    push(&r, 1, WS_MEM_READ, 0, 1);
    run_to(&r, 8);
    push(&r, 2, WS_MEM_READ, 0, 2);
    run_to(&r, 60);
    CHECK_INT(r.ndone, 2);
    CHECK_INT(r.done_at[0], 16);
    CHECK_INT(r.done_at[1], 46);
    int i = find_ev(&r, WS_EV_ROW_CLOSE, 0);
    CHECK(i >= 0 && r.ev[i].cycle == 20);
    i = find_ev(&r, WS_EV_ROW_OPEN, 1);
    CHECK(i >= 0 && r.ev[i].cycle == 30);
    dram_channel_free(r.ch);
    /* tRC 22 instead: ACT right after tRP: PRE 20, ACT 23, RD 30, back 39 */
    t.tRC = 22;
    rig_init(&r, DRAM_SCHED_FRFCFS, &t);
    push(&r, 1, WS_MEM_READ, 0, 1);
    run_to(&r, 8);
    push(&r, 2, WS_MEM_READ, 0, 2);
    run_to(&r, 60);
    CHECK_INT(r.done_at[1], 39);
    dram_channel_free(r.ch);
}

TEST(trrd_between_banks_and_blp)
{
    /* banks 0 and 1 both closed at 0: ACT b0 at 0, ACT b1 at tRRD=4; RD 7 and 11 */
    struct dram_timing t = timing();
    struct rig r;
    rig_init(&r, DRAM_SCHED_FRFCFS, &t);
    push(&r, 1, WS_MEM_READ, 0, 1);
    push(&r, 2, WS_MEM_READ, 1, 1);
    run_to(&r, 30);
    CHECK_INT(r.ndone, 2);
    CHECK_INT(r.done_at[0], 16);
    CHECK_INT(r.done_at[1], 20);
    int i = find_ev(&r, WS_EV_ROW_OPEN, 1);
    CHECK(i >= 0 && r.ev[i].cycle == 4 && r.ev[i].bank == 1);
    /* busy: bank 0 cycles 0..15, bank 1 cycles 0..19 -> 20 busy cycles, sum 36 */
    struct dram_counters c;
    dram_channel_counters(r.ch, &c);
    CHECK_INT(c.busy_cycles, 20);
    CHECK_INT(c.bank_busy_sum, 36);
    dram_channel_free(r.ch);
}

TEST(back_to_back_reads_bus_and_tccd)
{
    /* three row hits behind one ACT: RD 7, 11, 15 (the bus: burst 4 > tCCD 2) */
    struct dram_timing t = timing();
    struct rig r;
    rig_init(&r, DRAM_SCHED_FRFCFS, &t);
    for (uint64_t k = 1; k <= 3; k++)
        push(&r, k, WS_MEM_READ, 0, 1);
    run_to(&r, 40);
    CHECK_INT(r.ndone, 3);
    CHECK_INT(r.done_at[0], 16);
    CHECK_INT(r.done_at[1], 20);
    CHECK_INT(r.done_at[2], 24);
    dram_channel_free(r.ch);
    /* burst 1: tCCD binds: RD 7, 9, 11 -> back 13, 15, 17 */
    t.burst = 1;
    rig_init(&r, DRAM_SCHED_FRFCFS, &t);
    for (uint64_t k = 1; k <= 3; k++)
        push(&r, k, WS_MEM_READ, 0, 1);
    run_to(&r, 40);
    CHECK_INT(r.done_at[0], 13);
    CHECK_INT(r.done_at[1], 15);
    CHECK_INT(r.done_at[2], 17);
    dram_channel_free(r.ch);
}

TEST(frfcfs_serves_younger_row_hit_first)
{
    /* R1 opens row 1 (ACT 0, RD 7).  A (row 2) arrives at 1, B (row 1) at 2.
     * FR-FCFS at 8 picks B: RD 11 (bus), back 20; A: PRE 20 (tRAS), ACT 30 (tRC),
     * RD 37, back 46. */
    struct dram_timing t = timing();
    struct rig r;
    rig_init(&r, DRAM_SCHED_FRFCFS, &t);
    push(&r, 1, WS_MEM_READ, 0, 1);
    run_to(&r, 1);
    push(&r, 2, WS_MEM_READ, 0, 2);      /* A: older, row miss */
    run_to(&r, 2);
    push(&r, 3, WS_MEM_READ, 0, 1);      /* B: younger, row hit */
    run_to(&r, 100);
    CHECK_INT(r.ndone, 3);
    CHECK_INT(r.done_id[1], 3);
    CHECK_INT(r.done_at[1], 20);
    CHECK_INT(r.done_id[2], 2);
    CHECK_INT(r.done_at[2], 46);
    dram_channel_free(r.ch);
}

TEST(fcfs_serves_in_arrival_order)
{
    /* same arrivals under FCFS: A first (PRE 20, ACT 30, RD 37, back 46), then B is a
     * conflict: PRE at max(tRAS 30+20, RD 37+burst) = 50, ACT max(53, tRC 60) = 60,
     * RD 67, back 76. */
    struct dram_timing t = timing();
    struct rig r;
    rig_init(&r, DRAM_SCHED_FCFS, &t);
    push(&r, 1, WS_MEM_READ, 0, 1);
    run_to(&r, 1);
    push(&r, 2, WS_MEM_READ, 0, 2);
    run_to(&r, 2);
    push(&r, 3, WS_MEM_READ, 0, 1);
    run_to(&r, 100);
    CHECK_INT(r.ndone, 3);
    CHECK_INT(r.done_id[1], 2);
    CHECK_INT(r.done_at[1], 46);
    CHECK_INT(r.done_id[2], 3);
    CHECK_INT(r.done_at[2], 76);
    CHECK_INT(dram_sched_find("fcfs"), DRAM_SCHED_FCFS);
    CHECK_INT(dram_sched_find("nope"), -1);
    dram_channel_free(r.ch);
}

TEST(write_turnaround_and_twr)
{
    /* R1 (ACT 0, RD 7, data 12..16), W row 1: WR after the read-to-write turnaround
     * tRTW = CL + burst + 2 - WL = 9: 16, data 18..22; then X row 2 (conflict): PRE
     * waits for write recovery 22 + tWR = 28, ACT max(31, tRC 30) = 31, RD 38, back 47.
     * Then Y row 2 (hit): RD after tCCD, back 38+4+9 = 51. */
    struct dram_timing t = timing();
    struct rig r;
    rig_init(&r, DRAM_SCHED_FRFCFS, &t);
    push(&r, 1, WS_MEM_READ, 0, 1);
    push(&r, 2, WS_MEM_WRITE, 0, 1);
    push(&r, 3, WS_MEM_READ, 0, 2);
    push(&r, 4, WS_MEM_READ, 0, 2);
    run_to(&r, 80);
    CHECK_INT(r.ndone, 3);
    CHECK_INT(r.done_at[0], 16);
    CHECK_INT(r.done_at[1], 47);
    CHECK_INT(r.done_at[2], 51);
    int i = find_ev(&r, WS_EV_DRAM_WRITE, 0);
    CHECK(i >= 0 && r.ev[i].cycle == 16);
    i = find_ev(&r, WS_EV_ROW_CLOSE, 0);
    CHECK(i >= 0 && r.ev[i].cycle == 28);
    struct dram_counters c;
    dram_channel_counters(r.ch, &c);
    CHECK_INT(c.writes, 1);
    CHECK_INT(c.reads, 3);
    CHECK_INT(c.row_hits, 2);            /* the write and Y */
    dram_channel_free(r.ch);
}

TEST(write_to_read_tcdlr)
{
    /* row already open; W at 20: data 22..26; R (hit) may not RD before 26 + tCDLR = 29 */
    struct dram_timing t = timing();
    struct rig r;
    rig_init(&r, DRAM_SCHED_FRFCFS, &t);
    push(&r, 1, WS_MEM_READ, 0, 1);
    run_to(&r, 20);
    push(&r, 2, WS_MEM_WRITE, 0, 1);
    push(&r, 3, WS_MEM_READ, 0, 1);
    run_to(&r, 60);
    CHECK_INT(r.ndone, 2);
    CHECK_INT(r.done_at[1], 29 + 9);
    dram_channel_free(r.ch);
}

struct hook_ctx { struct rig *r; int calls, bank; int32_t row; };

static void row_idle(void *ctx, int ch, int bank, int32_t row)
{
    struct hook_ctx *h = ctx;
    h->calls++;
    h->bank = bank;
    h->row = row;
    struct ws_mem_req q = { .addr = 0x9000, .id = 99, .sm = -1, .warp = -1, .cta = -1,
                            .bytes = 64, .op = WS_MEM_READ, .prefetch = 1 };
    (void)ch;
    dram_channel_push(h->r->ch, &q, (uint32_t)bank, (uint32_t)row, 5, 0, h->r->now);
}

TEST(row_idle_hook_and_queue_bound)
{
    /* the hook runs once when row 1 has no demand left, before the conflicting A is
     * scheduled; its request is a row hit served first */
    struct dram_timing t = timing();
    struct rig r;
    rig_init(&r, DRAM_SCHED_FRFCFS, &t);
    struct hook_ctx h = { &r, 0, -1, -1 };
    dram_channel_set_hook(r.ch, row_idle, &h);
    push(&r, 1, WS_MEM_READ, 0, 1);
    push(&r, 2, WS_MEM_READ, 0, 2);
    run_to(&r, 100);
    CHECK_INT(h.calls, 1);
    CHECK_INT(h.bank, 0);
    CHECK_INT(h.row, 1);
    CHECK_INT(r.ndone, 3);
    CHECK_INT(r.done_id[1], 99);
    CHECK_INT(r.done_id[2], 2);
    dram_channel_free(r.ch);
    rig_init(&r, DRAM_SCHED_FRFCFS, &t);
    struct ws_mem_req q = { .op = WS_MEM_READ };
    for (int k = 0; k < 8; k++)
        CHECK(dram_channel_push(r.ch, &q, 0, 0, 0, 0, 0));
    CHECK(dram_channel_full(r.ch));
    CHECK(!dram_channel_push(r.ch, &q, 0, 0, 0, 0, 0));
    CHECK_INT(dram_channel_queue_len(r.ch), 8);
    dram_channel_free(r.ch);
}

TEST(dual_bus_row_and_column_in_one_cycle)
{
    /* bank 0: ACT 0, RD at 7 (tRCD).  A read for closed bank 1 arrives at 7: the
     * rotating start is bank 1 (after the ACT of bank 0), so with one command bus its
     * ACT takes cycle 7 and bank 0's RD waits to 8 (back 17); with dram.dual_bus both
     * issue at 7 (back 16).  Bank 1: ACT 7, RD 14, back 23 either way. */
    for (int dual = 0; dual < 2; dual++) {
        struct dram_timing t = timing();
        t.dual_bus = dual;
        struct rig r;
        rig_init(&r, DRAM_SCHED_FRFCFS, &t);
        push(&r, 1, WS_MEM_READ, 0, 1);
        run_to(&r, 7);
        push(&r, 2, WS_MEM_READ, 1, 1);
        run_to(&r, 40);
        CHECK_INT(r.ndone, 2);
        CHECK_INT(r.done_id[0], 1);
        CHECK_INT(r.done_at[0], dual ? 16 : 17);
        CHECK_INT(r.done_at[1], 23);
        int i = find_ev(&r, WS_EV_ROW_OPEN, 1);
        CHECK(i >= 0 && r.ev[i].cycle == 7 && r.ev[i].bank == 1);
        struct dram_counters c;
        dram_channel_counters(r.ch, &c);
        CHECK_INT(c.dual_issues, dual ? 1 : 0);
        dram_channel_free(r.ch);
    }
}
