/* test_ctaa.c — the CTA-aware prefetch engine (CTAA §4.2-4.3, Figure 9) through its own
 * API (src/prefetch/ctaa.h and its ws_prefetcher hooks) on hand-made warp orders: stride
 * detection and rejection, both prefetch scenarios, misprediction throttling, wake-up.
 * The engine needs a real SM for CTA/warp lookups and its prefetch queue, so each test
 * builds a one-SM sim on a hand-made trace (3 CTAs of 4 long ALU-only warps), steps it
 * until the CTAs are resident and then feeds the engine hand-made loads; the queued
 * prefetches are read back from the SM's queue.  The last test checks the scheduler
 * half of the wake-up: an arrival for a pending warp moves it into the ready queue. */
#include "harness.h"
#include "test_sm_trace.h"
#include "core/core.h"
#include "prefetch/ctaa.h"
#include "warpscope/config.h"

extern const struct ws_prefetcher ws_prefetch_ctaa;

#define NCTA 3
#define NW 4
#define STRIDE 256                 /* bytes between consecutive warps: 2 lines each */
static const uint64_t cta_base[NCTA] = { 0x10000, 0x53000, 0x91000 };   /* irregular */

static void gen_busy(void *ctx, uint32_t k, uint32_t cta, uint32_t warp, struct ht_warp *b)
{
    (void)ctx; (void)k; (void)cta; (void)warp;
    for (int i = 0; i < 400; i++)
        ht_alu(b, 1, 1, -1);
    ht_exit(b);
}

struct fx {
    struct ht_trace h;
    struct ws_sim *s;
    struct ws_sm *sm;
    struct ctaa_pf *pf;
    int cs[NCTA];                  /* CTA slot of CTA c */
};

static bool fx_init(struct fx *f, int threshold)
{
    struct ws_config cfg;
    ws_config_defaults(&cfg);
    cfg.sm_count = 1;
    cfg.sm_schedulers = 1;
    cfg.ctaa_mispredict_threshold = threshold;
    snprintf(cfg.sched_policy, sizeof cfg.sched_policy, "ctaa");
    ht_init(&f->h, NCTA, NW, gen_busy, NULL);
    struct ws_err err = { 0 };
    f->s = ws_sim_new(&cfg, &f->h.t, &err);
    CHECK(f->s != NULL);
    if (!f->s)
        return false;
    CHECK_INT(ws_sim_step(f->s, NCTA + 1), 0);   /* one CTA issues per cycle */
    f->sm = &f->s->sm[0];
    f->pf = ws_sim_prefetcher(f->s, 0);
    CHECK(f->pf != NULL);
    for (int c = 0; c < NCTA; c++)
        f->cs[c] = -1;
    for (int cs = 0; cs < ws_sm_max_ctas(f->sm); cs++) {
        int slot = ws_sm_cta_warp(f->sm, cs, 0);
        if (slot >= 0 && ws_sm_warp(f->sm, slot)->cta < NCTA)
            f->cs[ws_sm_warp(f->sm, slot)->cta] = cs;
    }
    for (int c = 0; c < NCTA; c++) {
        CHECK(f->cs[c] >= 0);
        if (f->cs[c] < 0)
            return false;
        CHECK_INT(ws_sm_cta_nwarps(f->sm, f->cs[c]), NW);
    }
    f->sm->pfq_len = 0;            /* nothing queued yet */
    return f->pf != NULL;
}

static void fx_free(struct fx *f)
{
    if (f->s)
        ws_sim_free(f->s);
}

static int fx_slot(struct fx *f, int cta, int w) { return ws_sm_cta_warp(f->sm, f->cs[cta], w); }

/* Warp w of CTA cta executes the load at pc touching n lines. */
static void fx_load(struct fx *f, int cta, int w, uint32_t pc, const uint64_t *lines, int n)
{
    struct ws_inst in;
    memset(&in, 0, sizeof in);
    in.pc = pc;
    ws_prefetch_ctaa.on_load(f->pf, f->sm, ws_sm_warp(f->sm, fx_slot(f, cta, w)), &in, lines, n);
}

/* The strided load: warp w of CTA cta touches base + w * STRIDE and the next line. */
static void fx_strided(struct fx *f, int cta, int w, uint32_t pc)
{
    uint64_t a = cta_base[cta] + (uint64_t)w * STRIDE;
    uint64_t lines[2] = { a, a + 128 };
    fx_load(f, cta, w, pc, lines, 2);
}

/* Drain the SM's prefetch queue into "line>target" text, space separated. */
static void fx_queue(struct fx *f, char *out, size_t cap)
{
    size_t off = 0;
    out[0] = 0;
    for (uint32_t i = 0; i < f->sm->pfq_len && off < cap; i++) {
        const struct core_pf *p = &f->sm->pfq[(f->sm->pfq_head + i) % f->sm->pfq_cap];
        off += (size_t)snprintf(out + off, cap - off, "%s%llx>%d", i ? " " : "",
                                (unsigned long long)p->line, p->target);
    }
    f->sm->pfq_head = 0;
    f->sm->pfq_len = 0;
}

static int64_t dist(struct fx *f, int k, int field)
{
    int64_t v = -1;
    if (!ctaa_pf_dist_field(f->pf, k, field, &v))
        return -1;
    return v;
}

/* Figure 9a: the leading warps W0, W4, W8 register their CTAs' bases, then W1 (a
 * trailing warp of the leading CTA) computes the stride and prefetches for warp 1 of
 * CTA1 and CTA2 (W5 and W9). */
TEST(ctaa_scenario_a)
{
    struct fx f;
    if (!fx_init(&f, 128)) { fx_free(&f); return; }
    char q[512], want[512];
    fx_strided(&f, 0, 0, 0x40);
    fx_strided(&f, 1, 0, 0x40);
    fx_strided(&f, 2, 0, 0x40);
    fx_queue(&f, q, sizeof q);
    CHECK_STR(q, "");                     /* no stride yet */
    CHECK_INT(dist(&f, 0, 3), 0);
    fx_strided(&f, 0, 1, 0x40);
    CHECK_INT(dist(&f, 0, 0), 0x40);
    CHECK_INT(dist(&f, 0, 1), STRIDE);
    CHECK_INT(dist(&f, 0, 2), 0);
    CHECK_INT(f.pf->strides, 1);
    fx_queue(&f, q, sizeof q);
    snprintf(want, sizeof want, "%llx>%d %llx>%d %llx>%d %llx>%d",
             (unsigned long long)cta_base[1] + STRIDE, fx_slot(&f, 1, 1),
             (unsigned long long)cta_base[1] + STRIDE + 128, fx_slot(&f, 1, 1),
             (unsigned long long)cta_base[2] + STRIDE, fx_slot(&f, 2, 1),
             (unsigned long long)cta_base[2] + STRIDE + 128, fx_slot(&f, 2, 1));
    CHECK_STR(q, want);
    /* W5's own demand matches its prediction: no misprediction, nothing re-sent */
    fx_strided(&f, 1, 1, 0x40);
    CHECK_INT(dist(&f, 0, 2), 0);
    fx_queue(&f, q, sizeof q);
    /* W5 covers warp 1 of CTA0 (already demanded) and CTA2 (already sent): nothing */
    CHECK_STR(q, "");
    /* W2 of CTA0 verifies and prefetches for W6 and W10 */
    fx_strided(&f, 0, 2, 0x40);
    fx_queue(&f, q, sizeof q);
    snprintf(want, sizeof want, "%llx>%d %llx>%d %llx>%d %llx>%d",
             (unsigned long long)cta_base[1] + 2 * STRIDE, fx_slot(&f, 1, 2),
             (unsigned long long)cta_base[1] + 2 * STRIDE + 128, fx_slot(&f, 1, 2),
             (unsigned long long)cta_base[2] + 2 * STRIDE, fx_slot(&f, 2, 2),
             (unsigned long long)cta_base[2] + 2 * STRIDE + 128, fx_slot(&f, 2, 2));
    CHECK_STR(q, want);
    fx_free(&f);
}

/* Figure 9b: W1 runs before the leading warps of the trailing CTAs, so the stride is in
 * DIST before CTA1's base; W4 then registers its base and prefetches for all trailing
 * warps of its own CTA (W5, W6, W7). */
TEST(ctaa_scenario_b)
{
    struct fx f;
    if (!fx_init(&f, 128)) { fx_free(&f); return; }
    char q[512], want[512];
    fx_strided(&f, 0, 0, 0x80);
    fx_strided(&f, 0, 1, 0x80);
    fx_queue(&f, q, sizeof q);
    CHECK_STR(q, "");                     /* no other CTA's base known yet */
    CHECK_INT(dist(&f, 0, 1), STRIDE);
    fx_strided(&f, 1, 0, 0x80);
    fx_queue(&f, q, sizeof q);
    size_t off = 0;
    for (int w = 1; w < NW; w++)
        for (int k = 0; k < 2; k++)
            off += (size_t)snprintf(want + off, sizeof want - off, "%s%llx>%d", off ? " " : "",
                                    (unsigned long long)(cta_base[1] + (uint64_t)w * STRIDE + 128u * (unsigned)k),
                                    fx_slot(&f, 1, w));
    CHECK_STR(q, want);
    /* the PerCTA table of CTA1 holds the lead and its bases */
    int64_t v = -1;
    CHECK(ctaa_pf_percta_field(f.pf, f.cs[1], 0, 1, &v));
    CHECK_INT(v, 0);
    CHECK(ctaa_pf_percta_field(f.pf, f.cs[1], 0, 2, &v));
    CHECK_INT(v, (int64_t)cta_base[1]);
    CHECK(ctaa_pf_percta_field(f.pf, f.cs[1], 0, 4, &v));
    CHECK_INT(v, 2);
    fx_free(&f);
}

/* A stride between two warps that differs across the load's lines drops the PC: the
 * PerCTA entry is invalidated, no DIST entry, no prefetch.  Loads of more than
 * ctaa.max_lines lines are not tracked at all. */
TEST(ctaa_stride_rejection)
{
    struct fx f;
    if (!fx_init(&f, 128)) { fx_free(&f); return; }
    char q[512];
    uint64_t l0[2] = { 0x20000, 0x20080 }, l1[2] = { 0x20100, 0x20200 };  /* +256, +384 */
    fx_strided(&f, 1, 0, 0xc0);           /* another CTA's base for the same PC */
    fx_load(&f, 0, 0, 0xc0, l0, 2);
    fx_load(&f, 0, 1, 0xc0, l1, 2);
    CHECK_INT(f.pf->rejects, 1);
    CHECK_INT(f.pf->strides, 0);
    CHECK_INT(dist(&f, 0, 3), 0);
    CHECK_INT(dist(&f, 1, 3), 0);
    int64_t v = -1;
    CHECK(ctaa_pf_percta_field(f.pf, f.cs[0], 0, 3, &v));
    CHECK_INT(v, 0);                      /* CTA0's entry for the PC is dropped */
    fx_queue(&f, q, sizeof q);
    CHECK_STR(q, "");
    /* a different number of lines is not one stride either */
    uint64_t m0[1] = { 0x30000 }, m1[2] = { 0x30100, 0x30180 };
    fx_load(&f, 2, 0, 0xd0, m0, 1);
    fx_load(&f, 2, 1, 0xd0, m1, 2);
    CHECK_INT(f.pf->rejects, 2);
    /* a stride not divisible by the warp distance is rejected too (warp 0 vs warp 3) */
    uint64_t d0[1] = { 0x40000 }, d3[1] = { 0x40100 };
    fx_load(&f, 0, 0, 0xe0, d0, 1);
    fx_load(&f, 0, 3, 0xe0, d3, 1);
    CHECK_INT(f.pf->rejects, 3);
    /* five lines > ctaa.max_lines (4): ignored */
    uint64_t big[5] = { 0x50000, 0x50080, 0x50100, 0x50180, 0x50200 };
    fx_load(&f, 1, 0, 0xf0, big, 5);
    CHECK(!ctaa_pf_percta_field(f.pf, f.cs[1], 1, 0, &v));
    CHECK_INT(f.pf->strides, 0);
    fx_free(&f);
}

/* Every demand of a trailing warp is compared with its prediction; above
 * ctaa.mispredict_threshold (here 2) the PC prefetches no more. */
TEST(ctaa_mispredict_throttling)
{
    struct fx f;
    if (!fx_init(&f, 2)) { fx_free(&f); return; }
    char q[512];
    fx_strided(&f, 0, 0, 0x40);
    fx_strided(&f, 0, 1, 0x40);           /* stride 256 */
    uint64_t wrong[2] = { 0x70000, 0x70080 };
    for (int i = 1; i <= 3; i++) {
        fx_load(&f, 0, 2, 0x40, wrong, 2);
        CHECK_INT(dist(&f, 0, 2), i);     /* one per warp instruction */
    }
    CHECK_INT(f.pf->mispredicts, 3);
    fx_queue(&f, q, sizeof q);
    /* CTA1's leading warp: stride known (scenario b) but 3 > 2: throttled */
    fx_strided(&f, 1, 0, 0x40);
    fx_queue(&f, q, sizeof q);
    CHECK_STR(q, "");
    CHECK(f.pf->throttled >= 1);
    struct ws_sched_view v;
    memset(&v, 0, sizeof v);
    ws_prefetch_ctaa.inspect(f.pf, &v);
    bool seen = false;
    for (int i = 0; i < v.nlines; i++)
        if (strstr(v.line[i], "DIST[0] pc 0x40 stride 256 mispredicts 3 (throttled)"))
            seen = true;
    CHECK(seen);
    fx_free(&f);

    /* at the threshold (2 <= 2) it still prefetches */
    if (!fx_init(&f, 2)) { fx_free(&f); return; }
    fx_strided(&f, 0, 0, 0x40);
    fx_strided(&f, 0, 1, 0x40);
    fx_load(&f, 0, 2, 0x40, wrong, 2);
    fx_load(&f, 0, 2, 0x40, wrong, 2);
    fx_queue(&f, q, sizeof q);
    fx_strided(&f, 1, 0, 0x40);
    fx_queue(&f, q, sizeof q);
    CHECK(strlen(q) > 0);
    fx_free(&f);
}

/* A prefetch arriving for warp slot t flags t for wake-up once. */
TEST(ctaa_wake_flag)
{
    struct fx f;
    if (!fx_init(&f, 128)) { fx_free(&f); return; }
    int t = fx_slot(&f, 2, 3);
    CHECK(!ctaa_pf_take_wake(f.pf, t));
    ws_prefetch_ctaa.on_fill(f.pf, f.sm, 0x91300, t);
    CHECK_INT(f.pf->woken, 1);
    CHECK(ctaa_pf_take_wake(f.pf, t));
    CHECK(!ctaa_pf_take_wake(f.pf, t));
    CHECK(!ctaa_pf_take_wake(f.pf, -1));
    CHECK(!ctaa_pf_take_wake(NULL, t));
    fx_free(&f);
}

/* The scheduler half of the wake-up (§4.3): warps run long ALU chains, one ready warp
 * per scheduler (tla.active 1), the others pending.  A prefetch arriving for a pending
 * warp (on_fill, as the L1 fill path calls it) moves it into the ready queue on the
 * next cycle, pushing the ready warp to the front of the pending queue. */
static void queue_of(struct ws_sim *s, struct ws_sched_view *v, int slot, char *out, size_t cap)
{
    memset(v, 0, sizeof *v);
    ws_sim_sched_inspect(s, 0, v);
    const struct ws_sched_warp_view *wv = ws_sched_view_warp(v, slot);
    snprintf(out, cap, "%s", wv ? wv->queue : "?");
}

TEST(ctaa_wake_into_ready_queue)
{
    struct fx f;
    if (!fx_init(&f, 128)) { fx_free(&f); return; }
    ws_sim_free(f.s);
    struct ws_config cfg;
    ws_config_defaults(&cfg);
    cfg.sm_count = 1;
    cfg.sm_schedulers = 1;
    cfg.tla_active = 1;
    snprintf(cfg.sched_policy, sizeof cfg.sched_policy, "ctaa");
    struct ws_err err = { 0 };
    f.s = ws_sim_new(&cfg, &f.h.t, &err);
    CHECK(f.s != NULL);
    if (!f.s)
        return;
    CHECK_INT(ws_sim_step(f.s, 5), 0);
    f.sm = &f.s->sm[0];
    f.pf = ws_sim_prefetcher(f.s, 0);
    struct ws_sched_view *v = ws_calloc(1, sizeof *v);
    /* find the ready warp and a pending one */
    memset(v, 0, sizeof *v);
    ws_sim_sched_inspect(f.s, 0, v);
    int ready = -1, pend = -1, nready = 0;
    for (int i = 0; i < v->nwarps; i++) {
        if (strcmp(v->warp[i].queue, "ready") == 0) { ready = v->warp[i].slot; nready++; }
        else if (strcmp(v->warp[i].queue, "pending") == 0) pend = v->warp[i].slot;
    }
    CHECK_INT(nready, 1);
    CHECK(pend >= 0);
    if (ready >= 0 && pend >= 0) {
        char q[16];
        ws_prefetch_ctaa.on_fill(f.pf, f.sm, 0x91300, pend);

        CHECK_INT(ws_sim_step(f.s, 1), 0);
        queue_of(f.s, v, pend, q, sizeof q);
        CHECK_STR(q, "ready");
        queue_of(f.s, v, ready, q, sizeof q);
        CHECK_STR(q, "pending");
        CHECK(!ctaa_pf_take_wake(f.pf, pend));   /* taken by the scheduler */
        bool front = false;
        for (int i = 0; i < v->nlines; i++) {
            char want[48];
            snprintf(want, sizeof want, "sched 0 pending: %d ", ready);
            if (strncmp(v->line[i], want, strlen(want)) == 0)
                front = true;
        }
        CHECK(front);
    }
    free(v);
    fx_free(&f);
}
