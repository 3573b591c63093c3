/* test_icnt.c — interconnect: latency + serialization, destination port contention,
 * round-robin grants and head-of-line blocking, bounded queues (in flits) and
 * back-pressure, mesh XY hop counts.  Crossbar latency 5: a packet of f flits started at
 * t arrives at t + 5 + f - 1 when nothing is in its way. */
#include "harness.h"
#include "mem/mem_internal.h"

static struct ws_mem_req rq(uint64_t id)
{
    struct ws_mem_req r = { .addr = id * 128, .id = id, .sm = 0, .bytes = 128 };
    return r;
}

static uint64_t arrive(struct icnt *n, int dir, int dst, uint64_t from, uint64_t id)
{
    for (uint64_t t = from; t < from + 100; t++) {
        icnt_tick(n, t);
        struct mem_pkt *p = icnt_peek(n, dir, dst, t);
        if (p) {
            CHECK_INT(p->req.id, id);
            icnt_pop(n, dir, dst);
            return t;
        }
    }
    return 0;
}

TEST(latency_and_serialization)
{
    struct icnt *n = icnt_new(2, 2, ICNT_CROSSBAR, 5, 8, 4);
    struct ws_mem_req a = rq(1), b = rq(2);
    CHECK(icnt_inject(n, ICNT_REQ, 0, 1, &a, 1));
    CHECK_INT(arrive(n, ICNT_REQ, 1, 0, 1), 5);          /* 0 + 5 + 1 - 1 */
    CHECK(icnt_inject(n, ICNT_REP, 1, 0, &b, 4));
    CHECK_INT(arrive(n, ICNT_REP, 0, 10, 2), 18);        /* 10 + 5 + 4 - 1 */
    CHECK(icnt_idle(n));
    icnt_free(n);
}

TEST(source_and_destination_ports)
{
    struct icnt *n = icnt_new(2, 2, ICNT_CROSSBAR, 5, 8, 4);
    /* one source, two 1-flit packets: the second starts a cycle later */
    struct ws_mem_req a = rq(1), b = rq(2), c = rq(3), d = rq(4);
    icnt_inject(n, ICNT_REQ, 0, 0, &a, 1);
    icnt_inject(n, ICNT_REQ, 0, 1, &b, 1);
    icnt_tick(n, 0);
    icnt_tick(n, 1);
    CHECK(icnt_peek(n, ICNT_REQ, 0, 4) == NULL);
    CHECK(icnt_peek(n, ICNT_REQ, 0, 5) != NULL);
    CHECK(icnt_peek(n, ICNT_REQ, 1, 5) == NULL);
    CHECK(icnt_peek(n, ICNT_REQ, 1, 6) != NULL);
    icnt_pop(n, ICNT_REQ, 0);
    icnt_pop(n, ICNT_REQ, 1);
    /* two sources, one destination, 4 flits each, both ready at 10: the first is in at
     * 10+5+3 = 18; the second waits at its source until the destination port is free
     * at 14, and is in at 14+5+3 = 22 */
    icnt_inject(n, ICNT_REP, 0, 1, &c, 4);
    icnt_inject(n, ICNT_REP, 1, 1, &d, 4);
    for (uint64_t t = 10; t < 14; t++)
        icnt_tick(n, t);
    struct mem_pkt *p = icnt_peek(n, ICNT_REP, 1, 100);
    CHECK(p && p->ready == 18 && p->req.id == 3);
    CHECK_INT(icnt_can_inject(n, ICNT_REP, 1, 5), 0);    /* 4 of 8 flits still queued */
    icnt_tick(n, 14);
    CHECK_INT(icnt_can_inject(n, ICNT_REP, 1, 5), 1);
    CHECK(p && p->ready == 18);
    icnt_pop(n, ICNT_REP, 1);
    p = icnt_peek(n, ICNT_REP, 1, 100);
    CHECK(p && p->ready == 22);
    icnt_pop(n, ICNT_REP, 1);
    icnt_free(n);
}

TEST(round_robin_and_head_of_line_blocking)
{
    struct icnt *n = icnt_new(3, 2, ICNT_CROSSBAR, 5, 8, 8);
    struct ws_mem_req a = rq(1), b = rq(2), c = rq(3), d = rq(4);
    /* SMs 0 and 1 both want slice 0 at cycle 0; SM 1's second packet wants slice 1,
     * which is free, but waits behind its head (one FIFO per source) */
    icnt_inject(n, ICNT_REQ, 0, 0, &a, 1);
    icnt_inject(n, ICNT_REQ, 0, 0, &c, 1);
    icnt_inject(n, ICNT_REQ, 1, 0, &b, 1);
    icnt_inject(n, ICNT_REQ, 1, 1, &d, 1);
    icnt_tick(n, 0);                       /* slice 0 grants SM 0 (pointer at 0) */
    icnt_tick(n, 1);                       /* pointer past SM 0: SM 1 wins over SM 0 */
    icnt_tick(n, 2);                       /* SM 0's second; SM 1's packet to slice 1 */
    struct mem_pkt *p = icnt_peek(n, ICNT_REQ, 0, 100);
    CHECK(p && p->req.id == 1 && p->ready == 5);
    icnt_pop(n, ICNT_REQ, 0);
    p = icnt_peek(n, ICNT_REQ, 0, 100);
    CHECK(p && p->req.id == 2 && p->ready == 6);
    icnt_pop(n, ICNT_REQ, 0);
    p = icnt_peek(n, ICNT_REQ, 0, 100);
    CHECK(p && p->req.id == 3 && p->ready == 7);
    p = icnt_peek(n, ICNT_REQ, 1, 100);
    CHECK(p && p->req.id == 4 && p->ready == 7);   /* 2 without the blocking head */
    icnt_free(n);
}

TEST(bounded_queues_back_pressure)
{
    struct icnt *n = icnt_new(1, 1, ICNT_CROSSBAR, 1, 2, 2);
    struct ws_mem_req r = rq(1);
    CHECK(!icnt_inject(n, ICNT_REQ, 0, 0, &r, 3));       /* more flits than the queue */
    CHECK(icnt_inject(n, ICNT_REQ, 0, 0, &r, 1));
    CHECK(icnt_inject(n, ICNT_REQ, 0, 0, &r, 1));
    CHECK(!icnt_can_inject(n, ICNT_REQ, 0, 1));
    CHECK(!icnt_inject(n, ICNT_REQ, 0, 0, &r, 1));       /* injection queue full */
    for (uint64_t t = 0; t < 5; t++)
        icnt_tick(n, t);
    CHECK(icnt_inject(n, ICNT_REQ, 0, 0, &r, 1));
    CHECK(icnt_inject(n, ICNT_REQ, 0, 0, &r, 1));
    for (uint64_t t = 5; t < 20; t++)
        icnt_tick(n, t);
    /* the ejection buffer (2) is full and nobody takes from it: the source stalls */
    CHECK(!icnt_can_inject(n, ICNT_REQ, 0, 1));
    icnt_pop(n, ICNT_REQ, 0);
    icnt_tick(n, 20);
    CHECK(icnt_can_inject(n, ICNT_REQ, 0, 1));
    icnt_free(n);
}

TEST(mesh_hops)
{
    /* 2 SMs + 2 slices on a 2x2 grid: slices at indices 1 and 3, SMs at 0 and 2:
     * (0,0) SM0, (1,0) slice0, (0,1) SM1, (1,1) slice1 */
    struct icnt *n = icnt_new(2, 2, ICNT_MESH, 5, 8, 4);
    CHECK_INT(icnt_hops(n, 0, 0), 1);
    CHECK_INT(icnt_hops(n, 0, 1), 2);
    CHECK_INT(icnt_hops(n, 1, 0), 2);
    CHECK_INT(icnt_hops(n, 1, 1), 1);
    struct ws_mem_req a = rq(7);
    icnt_inject(n, ICNT_REQ, 0, 1, &a, 1);
    CHECK_INT(arrive(n, ICNT_REQ, 1, 0, 7), 10);         /* 2 hops x 5 */
    icnt_free(n);
    /* OWL's 6x6 mesh: 28 SMs + 8 slices; every hop count is within the grid */
    n = icnt_new(28, 8, ICNT_MESH, 1, 8, 4);
    for (int s = 0; s < 28; s++)
        for (int p = 0; p < 8; p++)
            CHECK(icnt_hops(n, s, p) >= 1 && icnt_hops(n, s, p) <= 10);
    icnt_free(n);
}
