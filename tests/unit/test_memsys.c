/* test_memsys.c — the whole memory system, cycle-exact round trips.
 * Setup: 1 SM, 1 channel, 1 slice, all clocks equal; each cycle runs GPGPU-Sim's order
 * (replies into the network, DRAM, L2, network transfer), then the SM receives.  icnt
 * latency 3, flits of 40 B (a request 1 flit, a 32-byte sector reply 1 flit);
 * l2.latency 10; dram.latency 5; tRCD 7, tCL 5, one bus cycle per 32-byte atom.
 * A 128-byte read is four sector requests, each answered on its own.  L2 miss to a
 * closed row, sent at cycle 0: the network delivers it at 3, the slice takes it at 4
 * (one L2 cycle later: the L2 ticks before the network), its sectors leave the ROP at
 * 14, 15, 16, 17 and access the cache at 15, 16, 17, 18; sector 0's miss leaves the miss
 * queue at 16, the channel takes it at 17 and queues it after dram.latency at 22; ACT
 * at 23, RD at 30, data at 36, back in the slice at 37, filled there, answered at 38,
 * into the network at 39, at the SM at 42; the other sectors follow one RD per tCCD.
 * L2 hit sent at S: in at S+3, taken S+4, ROP S+14, hit S+15, into the network S+16, at
 * the SM S+19 (and the next sectors one cycle apart). */
#include "harness.h"
#include "warpscope/mem.h"
#include "mem/mem_internal.h"

#include <string.h>

struct sys {
    struct ws_config cfg;
    struct ws_event_bus bus;
    struct ws_memsys *m;
    uint64_t now;
    uint64_t got_id[16], got_at[16];
    int ngot;
};

static void sys_cfg(struct sys *s)
{
    ws_config_defaults(&s->cfg);
    struct ws_config *c = &s->cfg;
    c->sm_count = 1;
    c->clock_core = c->clock_icnt = c->clock_l2 = c->clock_dram = 1000;
    c->icnt_latency = 3;
    c->icnt_flit_bytes = 40;
    c->icnt_queue = 4;
    c->icnt_inject = 4;          /* flits */
    c->dram_bank_groups = 1;     /* sector reads of one bank tCCD apart */
    c->dram_tCCDL = 0;
    c->l2_size = 1024;           /* 4 sets x 2 ways x 128 B */
    c->l2_assoc = 2;
    c->l2_line = 128;
    c->l2_latency = 10;
    c->l2_slices_per_channel = 1;
    c->l2_mshrs = 4;
    c->l2_mshr_merge = 2;
    c->l2_queue = 4;
    c->dram_channels = 1;
    c->dram_banks = 4;
    c->dram_latency = 5;
    c->dram_tCL = 5; c->dram_tRCD = 7; c->dram_tRP = 3; c->dram_tRAS = 20; c->dram_tRC = 30;
    c->dram_tRRD = 4; c->dram_tCCD = 2; c->dram_tWL = 2; c->dram_tWR = 6; c->dram_tCDLR = 3;
    c->dram_bytes_per_cycle = 32;
    c->dram_atom = 32;
    c->l2_partition_queues[0] = '\0';
    strcat(c->l2_partition_queues, "8:8:8:8");
}

static void sys_open(struct sys *s)
{
    struct ws_err err = { 0 };
    ws_event_bus_init(&s->bus);
    s->m = ws_memsys_new(&s->cfg, &s->bus, &err);
    CHECK(s->m != NULL);
    if (!s->m)
        fprintf(stderr, "%s\n", err.msg);
    s->now = 0;
    s->ngot = 0;
}

static bool sys_send(struct sys *s, uint64_t id, int op, uint64_t addr, int bytes)
{
    struct ws_mem_req r = { .addr = addr, .id = id, .t_sent = s->now, .sm = 0,
                            .warp = (int32_t)id, .cta = 0, .op = (uint8_t)op,
                            .bytes = (uint16_t)bytes };
    return ws_memsys_send(s->m, &r);
}

/* Run cycles until `until` (exclusive), recording replies at the cycle they arrive. */
static void sys_run(struct sys *s, uint64_t until)
{
    for (; s->now < until; s->now++) {
        s->bus.cycle = s->now;
        ws_memsys_tick_icnt_push(s->m);
        ws_memsys_tick_dram(s->m);
        ws_memsys_tick_l2(s->m);
        ws_memsys_tick_icnt(s->m);
        struct ws_mem_req r;
        while (ws_memsys_recv(s->m, 0, &r))
            if (s->ngot < 16) {
                s->got_id[s->ngot] = r.id;
                s->got_at[s->ngot++] = s->now;
            }
    }
}

TEST(round_trip_miss_then_hit)
{
    struct sys s;
    sys_cfg(&s);
    sys_open(&s);
    CHECK(sys_send(&s, 1, WS_MEM_READ, 0x0, 128));
    sys_run(&s, 20);
    char where[256];
    CHECK(ws_memsys_locate(s.m, 1, where, sizeof where));
    CHECK_HAS(where, "L2 slice 0");
    sys_run(&s, 100);
    CHECK_INT(s.ngot, 4);                /* one reply per sector */
    CHECK_INT(s.got_id[0], 1);
    CHECK_INT(s.got_at[0], 42);
    CHECK_INT(s.got_at[3], 48);          /* RDs tCCD = 2 apart */
    CHECK(!ws_memsys_locate(s.m, 1, where, sizeof where));
    CHECK(sys_send(&s, 2, WS_MEM_READ, 0x40, 32));   /* one sector of the line: L2 hit */
    sys_run(&s, 200);
    CHECK_INT(s.ngot, 5);
    CHECK_INT(s.got_at[4], 100 + 19);
    struct ws_mem_stats st;
    ws_memsys_stats(s.m, &st);
    CHECK_INT(st.l2_accesses, 5);
    CHECK_INT(st.l2_hits, 1);
    CHECK_INT(st.l2_misses, 4);
    CHECK_INT(st.dram_reads, 4);
    CHECK_INT(st.dram_activates, 1);
    CHECK_INT(st.requests_in, 2);
    CHECK_INT(st.replies_out, 5);
    CHECK(ws_memsys_idle(s.m));
    ws_memsys_free(s.m);
}

/* dram.latency is covered by credits, not by the L2's queue towards DRAM (GPGPU-Sim's
 * memory partition): 16 reads to distinct lines of one row, l2.queue 2, dram.latency
 * 100.  With dram.queue 4 + dram.return_queue 60 credits all 16 wait out the latency
 * together: the data bus then streams them (16 x 4 cycles) and the last reply is in
 * well under 300 cycles.  With 1 + 1 credits only two are on their way at a time:
 * 8 round trips of more than 100 cycles each. */
static uint64_t sixteen_reads(int queue, int ret)
{
    struct sys s;
    sys_cfg(&s);
    s.cfg.l2_size = 64 * 1024;
    s.cfg.l2_assoc = 8;
    s.cfg.l2_mshrs = 32;
    s.cfg.l2_queue = 2;
    s.cfg.dram_latency = 100;
    s.cfg.dram_queue = queue;
    s.cfg.dram_return_queue = ret;
    sys_open(&s);
    uint64_t sent = 0;
    while (s.ngot < 16 && s.now < 5000) {
        if (sent < 16 && sys_send(&s, sent + 1, WS_MEM_READ, sent * 128, 32))
            sent++;
        sys_run(&s, s.now + 1);
    }
    CHECK_INT(s.ngot, 16);
    uint64_t last = s.ngot ? s.got_at[s.ngot - 1] : 0;
    CHECK(ws_memsys_idle(s.m));
    ws_memsys_free(s.m);
    return last;
}

TEST(dram_latency_covered_by_credits)
{
    uint64_t wide = sixteen_reads(4, 60), narrow = sixteen_reads(1, 1);
    if (wide >= 300 || narrow <= 8 * 100)
        ws_test_fail(__FILE__, __LINE__, "last reply at %llu with 64 credits, %llu with 2",
                     (unsigned long long)wide, (unsigned long long)narrow);
}

TEST(l2_mshr_merge_one_dram_read)
{
    /* two reads of one sector sent together: taken at 4 and 5, accessed at 15 and 16;
     * the second merges into the first's MSHR; both answered after the fill, one per
     * L2 cycle: at the SM at 42 and 43 */
    struct sys s;
    sys_cfg(&s);
    sys_open(&s);
    CHECK(sys_send(&s, 1, WS_MEM_READ, 0x0, 32));
    CHECK(sys_send(&s, 2, WS_MEM_READ, 0x0, 32));
    sys_run(&s, 100);
    CHECK_INT(s.ngot, 2);
    CHECK_INT(s.got_at[0], 42);
    CHECK_INT(s.got_at[1], 43);
    struct ws_mem_stats st;
    ws_memsys_stats(s.m, &st);
    CHECK_INT(st.dram_reads, 1);
    CHECK(ws_memsys_idle(s.m));
    ws_memsys_free(s.m);
}

TEST(writes_acked_and_written_back)
{
    /* set 0 holds lines 0x000, 0x200, 0x400, 0x600 (4 sets x 2 ways x 128 B).  Read
     * sector 0 (a miss), write 0x200 and 0x400 (written at once, without a fetch: 0x400
     * evicts the clean LRU line 0), write 0x600 evicts the dirty 0x200: one DRAM write
     * of its one dirty sector; every write is acknowledged */
    struct sys s;
    sys_cfg(&s);
    sys_open(&s);
    CHECK(sys_send(&s, 1, WS_MEM_READ, 0x0, 32));
    sys_run(&s, 60);
    CHECK(sys_send(&s, 2, WS_MEM_WRITE, 0x200, 32));
    sys_run(&s, 61);
    CHECK(sys_send(&s, 3, WS_MEM_WRITE, 0x400, 32));
    sys_run(&s, 62);
    CHECK(sys_send(&s, 4, WS_MEM_WRITE, 0x600, 32));
    sys_run(&s, 300);
    CHECK_INT(s.ngot, 4);
    struct ws_mem_stats st;
    ws_memsys_stats(s.m, &st);
    CHECK_INT(st.requests_in, 4);
    CHECK_INT(st.replies_out, 4);
    CHECK_INT(st.l2_writebacks, 1);
    CHECK_INT(st.dram_writes, 1);
    CHECK_INT(st.dram_reads, 1);
    CHECK(ws_memsys_idle(s.m));
    ws_memsys_free(s.m);
}

TEST(perfect_l2_and_back_pressure)
{
    struct sys s;
    sys_cfg(&s);
    s.cfg.l2_perfect = true;
    sys_open(&s);
    CHECK(sys_send(&s, 1, WS_MEM_READ, 0x12300, 32));
    sys_run(&s, 100);
    CHECK_INT(s.ngot, 1);
    CHECK_INT(s.got_at[0], 19);                        /* the L2 hit latency */
    struct ws_mem_stats st;
    ws_memsys_stats(s.m, &st);
    CHECK_INT(st.dram_reads, 0);
    /* injection queue of 4 flits: the fifth one-flit send in one cycle is refused */
    for (uint64_t k = 0; k < 4; k++)
        CHECK(sys_send(&s, 10 + k, WS_MEM_READ, k * 128, 32));
    CHECK(!sys_send(&s, 14, WS_MEM_READ, 0x1000, 32));
    CHECK(!ws_memsys_idle(s.m));
    sys_run(&s, 300);
    ws_memsys_stats(s.m, &st);
    CHECK_INT(st.icnt_stall_cycles, 1);
    CHECK_INT(st.requests_in, 5);
    CHECK_INT(st.replies_out, 5);
    CHECK(ws_memsys_idle(s.m));
    ws_memsys_free(s.m);
}

TEST(domain_conversion_and_views)
{
    /* DRAM at twice the core clock: dram.latency 5 core cycles = 10 DRAM cycles */
    struct sys s;
    sys_cfg(&s);
    s.cfg.dram_channels = 2;
    s.cfg.l2_slices_per_channel = 2;
    s.cfg.sm_count = 3;
    sys_open(&s);
    CHECK_INT(ws_memsys_channels(s.m), 2);
    CHECK_INT(ws_memsys_banks(s.m), 4);
    struct ws_bank_view v;
    ws_memsys_bank(s.m, 1, 3, &v);
    CHECK_INT(v.open_row, -1);
    CHECK_INT(v.state, 'I');
    CHECK_INT(ws_memsys_queue_len(s.m, 0), 0);
    ws_memsys_free(s.m);
    struct ws_err err = { 0 };
    s.cfg.l2_size = 1000;
    CHECK(ws_memsys_new(&s.cfg, NULL, &err) == NULL);
    CHECK_HAS(err.msg, "l2.size");
}

TEST(stress_conservation_gtx480_defaults)
{
    /* default (GTX480) configuration, 15 SMs sending a seeded mix of reads, writes and
     * atomics over 8 MB with some reuse; DRAM at 924 MHz against a 700 MHz core.  At
     * the end every sector of every read and write was answered exactly once (data or
     * acknowledgement), every atomic once, and every queue and MSHR is empty. */
    struct ws_config cfg;
    ws_config_defaults(&cfg);
    struct ws_event_bus bus;
    ws_event_bus_init(&bus);
    struct ws_err err = { 0 };
    struct ws_memsys *m = ws_memsys_new(&cfg, &bus, &err);
    CHECK(m != NULL);
    if (!m)
        return;
    struct ws_rng rng;
    ws_rng_seed(&rng, 42);
    int nsm = (int)cfg.sm_count;
    uint64_t sent = 0, want_replies = 0, got = 0, id = 1, acc = 0, cycle = 0, sectors = 0;
    uint8_t seen[20001] = { 0 };
    bool dup = false;
    struct ws_mem_req pend[64];
    bool has[64] = { false };
    while ((sent < 20000 || !ws_memsys_idle(m)) && cycle < 2000000) {
        for (int s = 0; s < nsm && sent < 20000; s++) {
            if (!has[s]) {
                uint64_t line = ws_rng_below(&rng, 4) ? ws_rng_below(&rng, 2048)
                                                      : ws_rng_below(&rng, 65536);
                int k = (int)ws_rng_below(&rng, 10);
                int op = k < 7 ? WS_MEM_READ : k < 9 ? WS_MEM_WRITE : WS_MEM_ATOMIC;
                struct ws_mem_req r = { .addr = line * 128, .id = id++, .sm = s, .warp = 0,
                                        .op = (uint8_t)op, .bytes = 128 };
                if (op == WS_MEM_ATOMIC)
                    r.bytes = 4;
                pend[s] = r;
                has[s] = true;
            }
            if (ws_memsys_send(m, &pend[s])) {
                has[s] = false;
                sent++;
                want_replies += (uint64_t)ws_mem_replies(&pend[s]);
                sectors += pend[s].op == WS_MEM_ATOMIC ? 1 : 4;
            }
        }
        bus.cycle = cycle;
        ws_memsys_tick_icnt_push(m);
        for (acc += 924; acc >= 700; acc -= 700)
            ws_memsys_tick_dram(m);
        ws_memsys_tick_l2(m);
        ws_memsys_tick_icnt(m);
        for (int s = 0; s < nsm; s++) {
            struct ws_mem_req r;
            while (ws_memsys_recv(m, s, &r)) {
                got++;
                CHECK_INT(r.sm, s);
                if (r.id < 20001 && (r.op == WS_MEM_ATOMIC || (r.addr & 127) == 0)) {
                    dup |= seen[r.id];   /* one reply per request for its first sector */
                    seen[r.id] = 1;
                }
            }
        }
        cycle++;
    }
    CHECK(!dup);
    CHECK_INT(sent, 20000);
    CHECK_INT(got, want_replies);
    CHECK(ws_memsys_idle(m));
    struct ws_mem_stats st;
    ws_memsys_stats(m, &st);
    CHECK_INT(st.requests_in, 20000);
    CHECK_INT(st.replies_out, want_replies);
    CHECK_INT(st.l2_accesses, sectors);
    CHECK(st.dram_reads <= st.l2_misses);
    CHECK(st.dram_writes == st.l2_writebacks);
    CHECK(st.dram_row_hits <= st.dram_reads + st.dram_writes);
    CHECK(st.dram_bank_busy_sum >= st.dram_busy_cycles);
    CHECK(st.dram_reads > 1000 && st.l2_hits > 1000);
    ws_memsys_free(m);
}

TEST(ipoly_partition_and_l2_index)
{
    /* QV100's map (MODEL-NOTES §8): 32 channels from bit 8, 2 slices per channel by bank
     * bit 13; with dram.partition_index = ipoly the slice 2 x channel + bit 13 is hashed
     * with a >> 14 (IPOLY(64)): a = 1 << 14 is slice 0 linearly, 3 (x^6 = x + 1) hashed */
    struct sys s;
    sys_cfg(&s);
    s.cfg.dram_channels = 32;
    s.cfg.l2_slices_per_channel = 2;
    s.cfg.dram_banks = 16;
    s.cfg.l2_size = 32 * 2 * 128;           /* 32 sets x 2 ways */
    snprintf(s.cfg.dram_addr_map, sizeof s.cfg.dram_addr_map, "%s", "dramid@8;00000000."
             "00000000.00000000.00000000.0000RRRR.RRRRRRRR.RBBBCCCB.CCCSSSSS");
    sys_open(&s);
    CHECK_INT(memsys_slice_of(s.m, UINT64_C(1) << 14), 0);
    CHECK_INT(memsys_slice_of(s.m, 0x100), 2);
    /* L2 set: pa bit 13 (address bit 18) is above the 5 index bits once the slice bit
     * is squeezed out: set 0 linearly, x^5 mod (x^5+x^2+1) = 5 with IPOLY(32) */
    CHECK_INT(ws_cache_set_of(ws_memsys_l2_cache(s.m, 0), UINT64_C(1) << 18), 0);
    ws_memsys_free(s.m);
    snprintf(s.cfg.dram_partition_index, sizeof s.cfg.dram_partition_index, "ipoly");
    snprintf(s.cfg.l2_index, sizeof s.cfg.l2_index, "ipoly");
    sys_open(&s);
    CHECK_INT(memsys_slice_of(s.m, UINT64_C(1) << 14), 3);
    CHECK_INT(memsys_slice_of(s.m, 0x100), 2);          /* no higher bits: unchanged */
    CHECK_INT(ws_cache_set_of(ws_memsys_l2_cache(s.m, 0), UINT64_C(1) << 18), 5);
    /* a request goes to its hashed slice and comes back */
    CHECK(sys_send(&s, 1, WS_MEM_READ, UINT64_C(1) << 14, 32));
    sys_run(&s, 200);
    CHECK_INT(s.ngot, 1);
    CHECK_INT(s.m->sl[3].accesses, 1);
    CHECK_INT(s.m->sl[0].accesses, 0);
    ws_memsys_free(s.m);
    /* counts IPOLY has no equations for */
    struct ws_err err = { 0 };
    s.cfg.dram_channels = 6;
    CHECK(ws_memsys_new(&s.cfg, NULL, &err) == NULL);
    CHECK_HAS(err.msg, "dram.partition_index = ipoly");
    s.cfg.dram_channels = 32;
    s.cfg.l2_size = 4 * 2 * 128;
    CHECK(ws_memsys_new(&s.cfg, NULL, &err) == NULL);
    CHECK_HAS(err.msg, "l2.index = ipoly");
}

TEST(local_icnt_counts_packets)
{
    /* icnt.topology = local (-network_mode 2): every packet is one unit; a crossbar of
     * 40-byte flits makes a 128-byte write 4 flits (136 bytes) and its read request 1 */
    struct sys s;
    sys_cfg(&s);
    sys_open(&s);
    struct ws_mem_req w = { .op = WS_MEM_WRITE, .bytes = 128 }, r = { .op = WS_MEM_READ, .bytes = 128 };
    CHECK_INT(memsys_flits(s.m, &w, false), 4);
    CHECK_INT(memsys_flits(s.m, &r, false), 1);
    CHECK_INT(memsys_flits(s.m, &r, true), 4);
    ws_memsys_free(s.m);
    snprintf(s.cfg.icnt_topology, sizeof s.cfg.icnt_topology, "local");
    sys_open(&s);
    CHECK_INT(memsys_flits(s.m, &w, false), 1);
    CHECK_INT(memsys_flits(s.m, &r, true), 1);
    /* a round trip still works */
    CHECK(sys_send(&s, 1, WS_MEM_WRITE, 0x1000, 128));
    sys_run(&s, 100);
    CHECK_INT(s.ngot, 4);                  /* an ack per sector written */
    ws_memsys_free(s.m);
}
