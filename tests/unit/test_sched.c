/* test_sched.c — each base policy's issue order on hand-made warps: 4 warps of 4
 * independent ALU instructions + EXIT (always ready), one SM, one scheduler, an I-buffer
 * that holds a whole stream and a perfect I-cache, so the order in which warps issue is
 * exactly the policy's priority order (the front end never holds a warp back). */
#include "harness.h"
#include "test_sm_trace.h"
#include "warpscope/config.h"
#include "warpscope/event.h"

static void gen_indep(void *ctx, uint32_t k, uint32_t cta, uint32_t warp, struct ht_warp *b)
{
    (void)ctx; (void)k; (void)cta; (void)warp;
    for (int i = 0; i < 4; i++)
        ht_alu(b, 2 + i, -1, -1);
    ht_exit(b);
}

struct seq { char s[128]; int n; int switches; int64_t sw_a, sw_b; };

static void on_ev(void *ctx, const struct ws_event *e)
{
    struct seq *q = ctx;
    if (e->kind == WS_EV_GROUP_SWITCH) {
        if (!q->switches) { q->sw_a = e->a; q->sw_b = e->b; }
        q->switches++;
        return;
    }
    if (q->n < 127)
        q->s[q->n++] = (char)('0' + e->warp);
}

static void issue_order_ctas(const char *pol, const char *opt, const char *val, ht_gen_fn gen,
                             uint32_t nctas, struct seq *q)
{
    struct ws_config cfg;
    ws_config_defaults(&cfg);
    cfg.sm_count = 1;
    cfg.sm_schedulers = 1;
    cfg.sm_ibuffer = 8;
    cfg.l1i_perfect = true;
    snprintf(cfg.sched_policy, sizeof cfg.sched_policy, "%s", pol);
    struct ws_err err = { 0 };
    if (opt)
        CHECK_INT(ws_config_set(&cfg, opt, val, "test", &err), 0);
    cfg.sm_max_ctas = 1;                 /* several CTAs run one after another */
    struct ht_trace h;
    ht_init(&h, nctas, 4, gen, NULL);
    memset(q, 0, sizeof *q);
    struct ws_sim *s = ws_sim_new(&cfg, &h.t, &err);
    CHECK(s != NULL);
    if (!s)
        return;
    ws_event_subscribe(ws_sim_bus(s), WS_EV_BIT(WS_EV_ISSUE) | WS_EV_BIT(WS_EV_GROUP_SWITCH),
                       on_ev, q);
    CHECK_INT(ws_sim_run(s), 0);
    ws_sim_free(s);
}

static void issue_order_gen(const char *pol, const char *opt, const char *val, ht_gen_fn gen,
                            struct seq *q)
{
    issue_order_ctas(pol, opt, val, gen, 1, q);
}

static void issue_order(const char *pol, const char *opt, const char *val, struct seq *q)
{
    issue_order_gen(pol, opt, val, gen_indep, q);
}

/* GTO: warp 0 (oldest, greedy) issues all 5, then warp 1, ... */
TEST(gto_order)
{
    struct seq q;
    issue_order("gto", NULL, NULL, &q);
    CHECK_STR(q.s, "00000111112222233333");
}

/* LRR: one instruction per warp in turn. */
TEST(lrr_order)
{
    struct seq q;
    issue_order("lrr", NULL, NULL, &q);
    CHECK_STR(q.s, "01230123012301230123");
}

/* A policy with order_of_list has no state of its own (the SM reuses its last order
 * while the scheduler's warp list and last issued warp are unchanged: issue.c), and the
 * two baselines use it. */
TEST(order_of_list_is_stateless)
{
    for (int i = 0; ws_sched_policies[i]; i++) {
        const struct ws_sched_policy *p = ws_sched_policies[i];
        if (!p->order_of_list)
            continue;
        CHECK(!p->create && !p->destroy && !p->may_issue && !p->on_event);
        CHECK(!p->save && !p->load);
    }
    CHECK(ws_sched_find("gto")->order_of_list);
    CHECK(ws_sched_find("lrr")->order_of_list);
}

/* Three CTAs one after another on the SM: each one's warps take slots 0-3 again, so the
 * policies' reused orders must follow the warp list as it empties and refills. */
TEST(order_of_list_follows_new_warps)
{
    struct seq q;
    issue_order_ctas("gto", NULL, NULL, gen_indep, 3, &q);
    CHECK_STR(q.s, "000001111122222333330000011111222223333300000111112222233333");
    issue_order_ctas("lrr", NULL, NULL, gen_indep, 3, &q);
    CHECK_STR(q.s, "012301230123012301230123012301230123012301230123012301230123");
}

static void gen_dep(void *ctx, uint32_t k, uint32_t cta, uint32_t warp, struct ht_warp *b)
{
    (void)ctx; (void)k; (void)cta; (void)warp;
    for (int i = 0; i < 4; i++)
        ht_alu(b, 1, 1, -1);
    ht_exit(b);
}

/* SWL limit 2 on dependent chains (ALU latency 4): warps 0 and 1 alternate (0 at 0, 4,
 * 8, 12; 1 at 1, 5, 9) while warps 2 and 3 wait although they are ready.  At 13 both
 * warp 0's EXIT and warp 1's 4th ALU are ready: greedy keeps warp 0 (EXIT), then warp 1
 * twice -> "0101010011".  Warp 2 is admitted once warp 0 has finished; the same
 * pattern follows.  (GTO without the limit fills the stalls: 0123 0123 ...) */
TEST(swl_order)
{
    struct seq q;
    issue_order_gen("swl", "swl.limit", "2", gen_dep, &q);
    CHECK_STR(q.s, "01010100112323232233");
    issue_order_gen("gto", NULL, NULL, gen_dep, &q);
    CHECK_INT(strncmp(q.s, "01230123", 8), 0);
}

/* TL, groups of 2 (warps 0,1 | 2,3), inner rr: 0 and 1 alternate; when both have
 * exited the group has no runnable warp and the scheduler switches to group 1. */
TEST(tl_order)
{
    struct seq q;
    issue_order("tl", "tl.group_size", "2", &q);
    CHECK_STR(q.s, "01010101012323232323");
    CHECK(q.switches >= 1);
    CHECK_INT(q.sw_a, 0);
    CHECK_INT(q.sw_b, 1);
    issue_order("tl", "tl.inner", "gto", &q);   /* one group of 8: plain GTO */
    CHECK_STR(q.s, "00000111112222233333");
}

/* TLA, ready queue of 2: warps 0 and 1 are promoted first (FIFO) and alternate; as
 * they exit, 2 and 3 take their places. */
TEST(tla_order)
{
    struct seq q;
    issue_order("tla", "tla.active", "2", &q);
    CHECK_STR(q.s, "01010101012323232323");
    issue_order("tla", "tla.active", "8", &q);
    CHECK_STR(q.s, "01230123012301230123");
}
