/* test_dispatch.c — occupancy limits by each resource, initial round-robin CTA placement
 * and later placement on the SM that freed room. */
#include "harness.h"
#include "test_sm_trace.h"
#include "warpscope/config.h"
#include "warpscope/event.h"

static void gen_short(void *ctx, uint32_t k, uint32_t cta, uint32_t warp, struct ht_warp *b)
{
    (void)ctx; (void)k; (void)warp;
    int len = cta == 6 ? 1 : 50;     /* CTA 6 finishes first */
    for (int i = 0; i < len; i++)
        ht_alu(b, 1, 1, -1);
    ht_exit(b);
}

static int resident(struct ws_config *cfg, struct ht_trace *h)
{
    struct ws_err err = { 0 };
    struct ws_sim *s = ws_sim_new(cfg, &h->t, &err);
    CHECK(s != NULL);
    if (!s)
        return -1;
    struct ws_cta_view v[64];
    int n = ws_sim_ctas(s, 0, v, 64);
    ws_sim_free(s);
    return n;
}

/* 20 CTAs of 2 warps (64 threads) on one SM; each case lifts every limit but one. */
TEST(occupancy_each_resource)
{
    struct ws_config cfg;
    ws_config_defaults(&cfg);
    cfg.sm_count = 1;
    cfg.sm_max_ctas = 64;
    cfg.sm_max_warps = 1024;
    cfg.sm_max_threads = 32768;
    cfg.sm_registers = 1048576;
    cfg.sm_shmem = 16777216;
    struct ht_trace h;
    ht_init(&h, 20, 2, gen_short, NULL);
    h.k[0].nregs = 16;
    h.k[0].shmem = 3000;
    struct ws_config c = cfg;
    c.sm_max_threads = 256;               /* 256 / 64 = 4 */
    CHECK_INT(resident(&c, &h), 4);
    c = cfg;
    c.sm_max_warps = 6;                   /* 6 / 2 = 3 */
    CHECK_INT(resident(&c, &h), 3);
    c = cfg;
    c.sm_max_ctas = 5;
    CHECK_INT(resident(&c, &h), 5);
    c = cfg;
    c.sm_registers = 4096;                /* 16 regs x 64 threads = 1024 per CTA -> 4 */
    CHECK_INT(resident(&c, &h), 4);
    c = cfg;
    c.sm_shmem = 10000;                   /* 3000 B per CTA -> 3 */
    CHECK_INT(resident(&c, &h), 3);
    c = cfg;
    c.sm_shmem = 2000;                    /* not even one CTA fits: an input error */
    struct ws_err err = { 0 };
    CHECK(ws_sim_new(&c, &h.t, &err) == NULL);
    CHECK_INT(err.code, WS_ERR_INPUT);
    CHECK_HAS(err.msg, "does not fit");
}

struct launches { int n; int sm[32]; int cta[32]; };

static void on_launch(void *ctx, const struct ws_event *e)
{
    struct launches *l = ctx;
    if (l->n < 32) {
        l->sm[l->n] = e->sm;
        l->cta[l->n] = e->cta;
        l->n++;
    }
}

/* 4 SMs, 2 CTAs each, 10 CTAs: 0..3 on SMs 0..3, 4..7 on SMs 0..3 again; CTA 6 (SM 2)
 * is short, so CTA 8 goes to SM 2; all the others end together at cycle 200 and SM 0,
 * processed first, takes CTA 9. */
TEST(round_robin_then_freed_sm)
{
    struct ws_config cfg;
    ws_config_defaults(&cfg);
    cfg.sm_count = 4;
    cfg.sm_max_ctas = 2;
    struct ht_trace h;
    ht_init(&h, 10, 1, gen_short, NULL);
    struct launches *l = calloc(1, sizeof *l);
    struct ws_err err = { 0 };
    /* the initial placement happens in ws_sim_new: subscribe through a fresh bus is not
     * possible before it, so read the resident CTAs first, then log later launches */
    struct ws_sim *s = ws_sim_new(&cfg, &h.t, &err);
    CHECK(s != NULL);
    if (!s) { free(l); return; }
    for (int sm = 0; sm < 4; sm++) {
        struct ws_cta_view v[8];
        int n = ws_sim_ctas(s, sm, v, 8);
        CHECK_INT(n, 2);
        CHECK_INT(v[0].id, (uint32_t)sm);
        CHECK_INT(v[1].id, (uint32_t)sm + 4);
    }
    ws_event_subscribe(ws_sim_bus(s), WS_EV_BIT(WS_EV_CTA_LAUNCH), on_launch, l);
    CHECK_INT(ws_sim_run(s), 0);
    CHECK_INT(l->n, 2);
    CHECK_INT(l->cta[0], 8);
    CHECK_INT(l->sm[0], 2);
    CHECK_INT(l->cta[1], 9);
    CHECK_INT(l->sm[1], 0);
    struct ws_sim_stats st;
    ws_sim_stats(s, &st);
    CHECK_INT(st.ctas, 10);
    CHECK_INT(st.warp_insts, 9 * 51 + 2);
    ws_sim_free(s);
    free(l);
}
