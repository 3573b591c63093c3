/* test_dispatch.c — occupancy limits by each resource, CTA issue (one CTA per SM per
 * cycle, the SMs visited round-robin from the one after the last that got a CTA; GPGPU-
 * Sim's issue_block2core) and later placement on the SM that freed room. */
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
    CHECK_INT(ws_sim_step(s, 30), 0);    /* one CTA a cycle; none finishes this early */
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

struct launches { int n; int sm[32]; int cta[32]; uint64_t cycle[32]; int nfin; int fin_sm[32]; };

static void on_launch(void *ctx, const struct ws_event *e)
{
    struct launches *l = ctx;
    if (e->kind == WS_EV_CTA_FINISH) {
        if (l->nfin < 32)
            l->fin_sm[l->nfin++] = e->sm;
        return;
    }
    if (l->n < 32) {
        l->sm[l->n] = e->sm;
        l->cta[l->n] = e->cta;
        l->cycle[l->n] = e->cycle;
        l->n++;
    }
}

/* 4 SMs, 2 CTAs each, 10 CTAs: at the end of cycle 0 CTAs 0..3 go to SMs 0..3, at the
 * end of cycle 1 CTAs 4..7 (one per SM per cycle); CTA 6 (SM 2) is short, so CTA 8 goes
 * to SM 2; CTA 9 goes to the SM that frees a slot next. */
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
    struct ws_sim *s = ws_sim_new(&cfg, &h.t, &err);
    CHECK(s != NULL);
    if (!s) { free(l); return; }
    ws_event_subscribe(ws_sim_bus(s), WS_EV_BIT(WS_EV_CTA_LAUNCH) | WS_EV_BIT(WS_EV_CTA_FINISH),
                       on_launch, l);
    CHECK_INT(ws_sim_run(s), 0);
    CHECK_INT(l->n, 10);
    for (int i = 0; i < 8 && i < l->n; i++) {
        CHECK_INT(l->cta[i], i);
        CHECK_INT(l->sm[i], i % 4);
        CHECK_INT(l->cycle[i], 1 + i / 4);
    }
    CHECK_INT(l->cta[8], 8);
    CHECK_INT(l->sm[8], 2);
    CHECK_INT(l->fin_sm[0], 2);          /* CTA 6 finished first */
    CHECK_INT(l->cta[9], 9);
    CHECK_INT(l->sm[9], l->fin_sm[1]);   /* the next SM to free a slot */
    struct ws_sim_stats st;
    ws_sim_stats(s, &st);
    CHECK_INT(st.ctas, 10);
    CHECK_INT(st.warp_insts, 9 * 51 + 2);
    ws_sim_free(s);
    free(l);
}
