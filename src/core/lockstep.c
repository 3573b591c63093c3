/* lockstep.c — two simulations of one trace stepped in lockstep (diff.h): each side's
 * events buffered per kind and compared event by event for the first divergence, and
 * the per-side counters of the cycle-gap attribution (loads by PC, barrier waits).
 * It only subscribes to the sims' buses and reads their state; it changes nothing. */
#include "lockstep_impl.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const ws_diff_kind_names[WS_DIFF_KINDS] = { "issue", "cache", "dram", "cta-launch" };

/* Cycles each side runs before the buffered streams are compared: small enough that
 * the buffers stay in cache, large enough that the two sims do not thrash it.  Once
 * issue, cache and dram have diverged, what is left to buffer (cta-launch: an event per
 * CTA) is little, and the sides take turns in long runs (fewer hand-overs between the
 * two sims, or between the caller and the worker). */
#define DIFF_CHUNK 256
#define DIFF_CHUNK_DONE 65536
static const uint64_t diff_masks[WS_DIFF_KINDS] = {
    WS_EV_BIT(WS_EV_ISSUE),
    WS_EV_BIT(WS_EV_L1_HIT) | WS_EV_BIT(WS_EV_L1_MISS) | WS_EV_BIT(WS_EV_MSHR_FULL) |
        WS_EV_BIT(WS_EV_L2_HIT) | WS_EV_BIT(WS_EV_L2_MISS),
    WS_EV_BIT(WS_EV_ROW_OPEN) | WS_EV_BIT(WS_EV_ROW_CLOSE) | WS_EV_BIT(WS_EV_DRAM_READ) |
        WS_EV_BIT(WS_EV_DRAM_WRITE),
    WS_EV_BIT(WS_EV_CTA_LAUNCH),
};

/* ---- the loads table -------------------------------------------------------------- */

static uint64_t diff_mix(uint64_t k)
{
    k ^= k >> 33;
    k *= UINT64_C(0xff51afd7ed558ccd);
    k ^= k >> 33;
    return k;
}

int32_t diff_load_find(struct diff_loads *t, uint32_t kernel, uint32_t pc)
{
    if (2 * (t->n + 1) > t->hcap) {
        int cap = t->hcap ? 2 * t->hcap : 256;
        int32_t *h = ws_malloc(sizeof *h * (size_t)cap);
        for (int i = 0; i < cap; i++)
            h[i] = -1;
        for (int i = 0; i < t->n; i++) {
            uint64_t k = ((uint64_t)t->load[i].kernel << 32) | t->load[i].pc;
            size_t j = diff_mix(k) & (size_t)(cap - 1);
            while (h[j] >= 0)
                j = (j + 1) & (size_t)(cap - 1);
            h[j] = i;
        }
        free(t->hash);
        t->hash = h;
        t->hcap = cap;
    }
    uint64_t k = ((uint64_t)kernel << 32) | pc;
    size_t j = diff_mix(k) & (size_t)(t->hcap - 1);
    for (;;) {
        int32_t i = t->hash[j];
        if (i < 0)
            break;
        if (t->load[i].kernel == kernel && t->load[i].pc == pc)
            return i;
        j = (j + 1) & (size_t)(t->hcap - 1);
    }
    if (t->n == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 64;
        t->load = ws_realloc(t->load, sizeof *t->load * (size_t)t->cap);
    }
    struct ws_diff_load *l = &t->load[t->n];
    memset(l, 0, sizeof *l);
    l->kernel = kernel;
    l->pc = pc;
    t->hash[j] = t->n;
    return t->n++;
}

void diff_loads_free(struct diff_loads *t)
{
    free(t->load);
    free(t->hash);
    memset(t, 0, sizeof *t);
}

/* ---- per-side accounting ------------------------------------------------------------ */

/* Instruction i of warp w without moving a streamed warp's decoded window (that is the
 * simulator's to move): NULL when it is not at hand. */
static const struct ws_inst *diff_inst(const struct ws_warp *w, uint32_t i)
{
    const struct ws_warp_trace *t = w->trace;
    if (!t || i >= t->ninst)
        return NULL;
    if (!t->stream)
        return &t->inst[i];
    const struct ws_warp_window *v = (const struct ws_warp_window *)(const void *)t->stream;
    return i - v->first < v->n ? &v->inst[i - v->first] : NULL;
}

static void diff_on_issue(struct diff_side *sd, const struct ws_event *e)
{
    struct ws_sm *sm = &sd->s->sm[e->sm];
    struct diff_warp *dw = &sd->warps[e->sm][e->warp];
    const struct ws_inst *in = diff_inst(&sm->warps[e->warp], (uint32_t)e->b);
    uint64_t gap = dw->valid && e->cycle > dw->last ? e->cycle - dw->last - 1 : 0;
    dw->last = e->cycle;
    dw->valid = true;
    if (!in)
        return;
    bool charged = false;
    for (int k = 0; k < dw->n;) {
        bool hit = false;
        for (int j = 0; j < in->nsrc && !hit; j++)
            hit = in->src[j] == dw->reg[k];
        for (int j = 0; j < in->ndst && !hit; j++)
            hit = in->dst[j] == dw->reg[k];
        if (!hit) {
            k++;
            continue;
        }
        if (!charged) {                  /* the gap counts once, for the oldest load */
            sd->loads.load[dw->load[k]].wait[sd->id] += gap;
            sd->ctr.load_wait += gap;
            charged = true;
        }
        dw->n--;
        memmove(&dw->reg[k], &dw->reg[k + 1], sizeof dw->reg[0] * (size_t)(dw->n - k));
        memmove(&dw->load[k], &dw->load[k + 1], sizeof dw->load[0] * (size_t)(dw->n - k));
    }
    if (in->memop != WS_MEMOP_LOAD || (in->space != WS_SPACE_GLOBAL && in->space != WS_SPACE_LOCAL))
        return;
    int32_t li = diff_load_find(&sd->loads, sd->kernel, in->pc);
    for (int j = 0; j < in->ndst; j++) {
        if (dw->n == DIFF_PENDING) {     /* forget the oldest */
            dw->n--;
            memmove(&dw->reg[0], &dw->reg[1], sizeof dw->reg[0] * dw->n);
            memmove(&dw->load[0], &dw->load[1], sizeof dw->load[0] * dw->n);
        }
        dw->reg[dw->n] = in->dst[j];
        dw->load[dw->n++] = li;
    }
}

/* The load of an L1 access event: the request at the head of an L1 latency queue for
 * this warp and line (the event is emitted while it is being served). */
static int32_t diff_l1_load(struct diff_side *sd, const struct ws_event *e)
{
    const struct ws_sm *sm = &sd->s->sm[e->sm];
    for (int b = 0; b < (int)sm->cfg->l1d_banks; b++) {
        const struct core_l1req *h = core_ldst_lq(sm, b, 0);
        if (!(h->valid && h->warp == (uint16_t)e->warp && h->line == e->addr &&
              h->load < sm->loads_cap && sm->loads[h->load].used))
            continue;
        const struct core_inst *ci = &sm->loads[h->load].inst;
        if (h->load >= sd->lcache_cap[e->sm]) {
            uint32_t cap = sm->loads_cap;
            sd->lcache[e->sm] = ws_realloc(sd->lcache[e->sm], sizeof **sd->lcache * cap);
            for (uint32_t i = sd->lcache_cap[e->sm]; i < cap; i++)
                sd->lcache[e->sm][i] = (struct diff_lcache){ 0, -1 };
            sd->lcache_cap[e->sm] = cap;
        }
        struct diff_lcache *c = &sd->lcache[e->sm][h->load];
        if (c->uid != ci->uid || c->idx < 0) {   /* uids are never 0 for a live load */
            c->uid = ci->uid;
            c->idx = diff_load_find(&sd->loads, sd->kernel, ci->in.pc);
        }
        return c->idx;
    }
    return -1;
}

struct diff_bar *diff_bar_slot(struct diff_side *sd, uint64_t key)
{
    if (2 * (sd->nbar + 1) > sd->bar_cap) {
        size_t cap = sd->bar_cap ? 2 * sd->bar_cap : 64;
        struct diff_bar *nb = ws_calloc(cap, sizeof *nb);
        for (size_t i = 0; i < sd->bar_cap; i++)
            if (sd->bar[i].used) {
                size_t j = diff_mix(sd->bar[i].key) & (cap - 1);
                while (nb[j].used)
                    j = (j + 1) & (cap - 1);
                nb[j] = sd->bar[i];
            }
        free(sd->bar);
        sd->bar = nb;
        sd->bar_cap = cap;
    }
    size_t j = diff_mix(key) & (sd->bar_cap - 1);
    while (sd->bar[j].used && sd->bar[j].key != key)
        j = (j + 1) & (sd->bar_cap - 1);
    if (!sd->bar[j].used) {
        sd->bar[j] = (struct diff_bar){ key, 0, 0, true };
        sd->nbar++;
    }
    return &sd->bar[j];
}

/* The home slot of an L2 miss's key: the sectors of one 4 KB page (of one channel) in
 * consecutive slots from a hashed base.  The misses in flight are mostly near each other
 * (a warp's lines, a stream), and so are their slots: the table's lines touched by one
 * burst of misses and by their DRAM reads stay few and in cache. */
static size_t diff_pend_home(uint64_t key, size_t m)
{
    return (diff_mix(key >> 12) + ((key >> 5) & 127)) & m;
}

void diff_pend_put(struct diff_side *sd, uint64_t key, uint64_t cycle)
{
    if (2 * (sd->npend + 1) > sd->pend_cap) {
        size_t cap = sd->pend_cap ? 2 * sd->pend_cap : 256;
        struct diff_pend *np = ws_calloc(cap, sizeof *np);
        for (size_t i = 0; i < sd->pend_cap; i++)
            if (sd->pend[i].cycle1) {
                size_t j = diff_pend_home(sd->pend[i].key, cap - 1);
                while (np[j].cycle1)
                    j = (j + 1) & (cap - 1);
                np[j] = sd->pend[i];
            }
        free(sd->pend);
        sd->pend = np;
        sd->pend_cap = cap;
    }
    size_t m = sd->pend_cap - 1, j = diff_pend_home(key, m);
    while (sd->pend[j].cycle1 && sd->pend[j].key != key)
        j = (j + 1) & m;
    if (!sd->pend[j].cycle1)
        sd->npend++;
    sd->pend[j] = (struct diff_pend){ key, cycle + 1 };   /* the latest miss counts */
}

/* Take the miss waiting under key: its cycle, or UINT64_MAX when there is none. */
static uint64_t diff_pend_take(struct diff_side *sd, uint64_t key)
{
    if (!sd->npend)
        return UINT64_MAX;
    size_t m = sd->pend_cap - 1, j = diff_pend_home(key, m);
    while (sd->pend[j].cycle1 && sd->pend[j].key != key)
        j = (j + 1) & m;
    if (!sd->pend[j].cycle1)
        return UINT64_MAX;
    uint64_t c = sd->pend[j].cycle1 - 1;
    sd->pend[j].cycle1 = 0;
    sd->npend--;
    for (size_t k = (j + 1) & m; sd->pend[k].cycle1; k = (k + 1) & m) {   /* backward shift */
        size_t h = diff_pend_home(sd->pend[k].key, m);
        if (((k - h) & m) >= ((k - j) & m)) {   /* its home is at or before the hole */
            sd->pend[j] = sd->pend[k];
            sd->pend[k].cycle1 = 0;
            j = k;
        }
    }
    return c;
}

void diff_push(struct diff_buf *b, const struct ws_event *e, int32_t load)
{
    if (b->n == b->cap) {
        b->cap = b->cap ? 2 * b->cap : 1024;
        b->r = ws_realloc(b->r, sizeof *b->r * b->cap);
    }
    b->r[b->n].e = *e;
    b->r[b->n++].load = load;
}

/* The divergence kind of each event kind plus one, 0 for none (diff_masks as a table). */
static const uint8_t diff_kind_of[WS_EV_COUNT] = {
    [WS_EV_ISSUE] = WS_DIFF_ISSUE + 1,
    [WS_EV_L1_HIT] = WS_DIFF_CACHE + 1, [WS_EV_L1_MISS] = WS_DIFF_CACHE + 1,
    [WS_EV_MSHR_FULL] = WS_DIFF_CACHE + 1, [WS_EV_L2_HIT] = WS_DIFF_CACHE + 1,
    [WS_EV_L2_MISS] = WS_DIFF_CACHE + 1,
    [WS_EV_ROW_OPEN] = WS_DIFF_DRAM + 1, [WS_EV_ROW_CLOSE] = WS_DIFF_DRAM + 1,
    [WS_EV_DRAM_READ] = WS_DIFF_DRAM + 1, [WS_EV_DRAM_WRITE] = WS_DIFF_DRAM + 1,
    [WS_EV_CTA_LAUNCH] = WS_DIFF_CTA + 1,
};

static void diff_on_event(void *ctx, const struct ws_event *e)
{
    struct diff_side *sd = ctx;
    struct ws_diff *d = sd->d;
    int32_t load = -1;
    switch (e->kind) {
    case WS_EV_KERNEL_START:
        sd->kernel = (uint32_t)e->a;
        return;
    case WS_EV_ISSUE:
        diff_on_issue(sd, e);
        break;
    case WS_EV_L1_HIT:
    case WS_EV_L1_MISS:
        load = diff_l1_load(sd, e);
        if (load >= 0) {
            struct ws_diff_load *l = &sd->loads.load[load];
            l->acc[sd->id]++;
            if (e->kind == WS_EV_L1_HIT)
                l->hits[sd->id]++;
            else
                l->misses[sd->id]++;
        }
        break;
    case WS_EV_MSHR_FULL:
        sd->ctr.mshr_full++;
        break;
    case WS_EV_L2_MISS:
        if (e->b == 0)
            diff_pend_put(sd, ((uint64_t)(uint16_t)e->ch << 56) ^ e->addr, e->cycle);
        break;
    case WS_EV_DRAM_READ:
    case WS_EV_DRAM_WRITE: {
        uint64_t c = diff_pend_take(sd, ((uint64_t)(uint16_t)e->ch << 56) ^ e->addr);
        if (c != UINT64_MAX && e->kind == WS_EV_DRAM_READ && e->cycle >= c) {
            sd->ctr.dram_wait += e->cycle - c;
            sd->ctr.dram_waits++;
        }
        break;
    }
    case WS_EV_THROTTLE:
        sd->ctr.throttles++;
        return;
    case WS_EV_WARP_FINISH:
        sd->warps[e->sm][e->warp].valid = false;
        sd->warps[e->sm][e->warp].n = 0;
        return;
    case WS_EV_BARRIER: {
        struct diff_bar *b = diff_bar_slot(sd, ((uint64_t)(uint16_t)e->sm << 32) | (uint32_t)e->cta);
        b->n++;
        b->sum += e->cycle;
        return;
    }
    case WS_EV_BARRIER_RELEASE: {
        struct diff_bar *b = diff_bar_slot(sd, ((uint64_t)(uint16_t)e->sm << 32) | (uint32_t)e->cta);
        sd->ctr.barrier_wait += b->n * e->cycle - b->sum;
        b->n = 0;
        b->sum = 0;
        return;
    }
    default:
        break;
    }
    int k = diff_kind_of[e->kind] - 1;
    if (k >= 0 && !d->div[k].found)
        diff_push(&sd->buf[k], e, load);
}

/* ---- comparison --------------------------------------------------------------------- */

static bool diff_same(int k, const struct ws_event *a, const struct ws_event *b)
{
    if (a->cycle != b->cycle || a->kind != b->kind)
        return false;
    switch (k) {
    case WS_DIFF_ISSUE:
        return a->sm == b->sm && a->sched == b->sched && a->warp == b->warp &&
               a->cta == b->cta && a->addr == b->addr;
    case WS_DIFF_CACHE:
        return a->sm == b->sm && a->warp == b->warp && a->cta == b->cta && a->ch == b->ch &&
               a->addr == b->addr &&
               (a->kind != WS_EV_L1_MISS || a->a == b->a) &&
               (a->kind != WS_EV_L2_MISS || a->b == b->b);
    case WS_DIFF_DRAM:
        return a->ch == b->ch && a->bank == b->bank && a->row == b->row && a->addr == b->addr;
    default:
        return a->sm == b->sm && a->cta == b->cta && a->a == b->a;
    }
}

/* The cache divergence at cycle c: the loads' counts from before it, per side (the
 * counters hold this chunk's events too; take back those at c and after). */
static void diff_cache_before(struct ws_diff *d, uint64_t c)
{
    for (int s = 0; s < 2; s++) {
        struct diff_loads *t = &d->side[s].loads;
        for (int i = 0; i < t->n; i++) {
            t->load[i].acc_before[s] = t->load[i].acc[s];
            t->load[i].hits_before[s] = t->load[i].hits[s];
        }
        const struct diff_buf *b = &d->side[s].buf[WS_DIFF_CACHE];
        for (size_t i = 0; i < b->n; i++) {
            const struct diff_rec *r = &b->r[i];
            if (r->e.cycle < c || r->load < 0)
                continue;
            if (r->e.kind != WS_EV_L1_HIT && r->e.kind != WS_EV_L1_MISS)
                continue;
            t->load[r->load].acc_before[s]--;
            if (r->e.kind == WS_EV_L1_HIT)
                t->load[r->load].hits_before[s]--;
        }
    }
}

static void diff_compare(struct ws_diff *d)
{
    for (int k = 0; k < WS_DIFF_KINDS; k++) {
        struct diff_buf *ba = &d->side[0].buf[k], *bb = &d->side[1].buf[k];
        if (d->div[k].found)
            continue;
        size_t n = ba->n < bb->n ? ba->n : bb->n, i = 0;
        while (i < n && diff_same(k, &ba->r[i].e, &bb->r[i].e))
            i++;
        if (i < ba->n || i < bb->n) {
            struct ws_diff_divergence *v = &d->div[k];
            uint64_t ca = i < ba->n ? ba->r[i].e.cycle : UINT64_MAX;
            uint64_t cb = i < bb->n ? bb->r[i].e.cycle : UINT64_MAX;
            v->found = true;
            v->cycle = ca < cb ? ca : cb;
            v->has[0] = ca == v->cycle;
            v->has[1] = cb == v->cycle;
            if (v->has[0])
                v->ev[0] = ba->r[i].e;
            if (v->has[1])
                v->ev[1] = bb->r[i].e;
            if (k == WS_DIFF_CACHE)
                diff_cache_before(d, v->cycle);
            free(ba->r);
            free(bb->r);
            memset(ba, 0, sizeof *ba);
            memset(bb, 0, sizeof *bb);
        } else {
            ba->n = bb->n = 0;
        }
    }
}

/* The events a side listens to: those of the attribution always, those of a kind only
 * until it has diverged (l2-hit and row-open/close matter to nothing else). */
uint64_t diff_mask(const struct ws_diff *d)
{
    uint64_t m = WS_EV_BIT(WS_EV_KERNEL_START) | WS_EV_BIT(WS_EV_THROTTLE) |
                 WS_EV_BIT(WS_EV_WARP_FINISH) | WS_EV_BIT(WS_EV_BARRIER) |
                 WS_EV_BIT(WS_EV_BARRIER_RELEASE) | WS_EV_BIT(WS_EV_ISSUE) |
                 WS_EV_BIT(WS_EV_L1_HIT) | WS_EV_BIT(WS_EV_L1_MISS) |
                 WS_EV_BIT(WS_EV_MSHR_FULL) | WS_EV_BIT(WS_EV_L2_MISS) |
                 WS_EV_BIT(WS_EV_DRAM_READ) | WS_EV_BIT(WS_EV_DRAM_WRITE);
    for (int k = 0; k < WS_DIFF_KINDS; k++)
        if (!d->div[k].found)
            m |= diff_masks[k];
    return m;
}

/* ---- the lockstep ------------------------------------------------------------------- */

/* The worker: steps side 1 by d->job cycles whenever asked, until told to quit. */
static void *diff_worker(void *arg)
{
    struct ws_diff *d = arg;
    pthread_mutex_lock(&d->mu);
    for (;;) {
        while (!d->job && !d->quit)
            pthread_cond_wait(&d->cv_job, &d->mu);
        if (d->quit)
            break;
        uint64_t n = d->job;
        pthread_mutex_unlock(&d->mu);
        int rc = ws_sim_step(d->side[1].s, n);
        pthread_mutex_lock(&d->mu);
        d->job = 0;
        d->job_rc = rc;
        d->job_done = true;
        pthread_cond_signal(&d->cv_done);
    }
    pthread_mutex_unlock(&d->mu);
    return NULL;
}

static void diff_worker_start(struct ws_diff *d)
{
    pthread_mutex_init(&d->mu, NULL);
    pthread_cond_init(&d->cv_job, NULL);
    pthread_cond_init(&d->cv_done, NULL);
    sigset_t all, old;          /* signals stay the caller's (it polls for them) */
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old);
    d->worker = pthread_create(&d->th, NULL, diff_worker, d) == 0;
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (!d->worker) {           /* no thread: both sides on the caller's */
        pthread_cond_destroy(&d->cv_done);
        pthread_cond_destroy(&d->cv_job);
        pthread_mutex_destroy(&d->mu);
    }
}

struct ws_diff *ws_diff_new(struct ws_sim *a, struct ws_sim *b, bool thread)
{
    struct ws_diff *d = ws_calloc(1, sizeof *d);
    d->err_side = -1;
    uint64_t mask = diff_mask(d);
    for (int i = 0; i < 2; i++) {
        struct diff_side *sd = &d->side[i];
        sd->d = d;
        sd->s = i ? b : a;
        sd->id = i;
        sd->kernel = (uint32_t)ws_sim_kernel(sd->s);   /* kernel 0 started in ws_sim_new */
        sd->warps = ws_calloc((size_t)sd->s->nsm, sizeof *sd->warps);
        for (int m = 0; m < sd->s->nsm; m++)
            sd->warps[m] = ws_calloc((size_t)sd->s->sm[m].max_warps, sizeof **sd->warps);
        sd->lcache = ws_calloc((size_t)sd->s->nsm, sizeof *sd->lcache);
        sd->lcache_cap = ws_calloc((size_t)sd->s->nsm, sizeof *sd->lcache_cap);
        sd->sub = ws_event_subscribe(ws_sim_bus(sd->s), mask, diff_on_event, sd);
    }
    /* the CTAs of the first wave were launched by ws_sim_new, before anybody listened:
     * each side's are taken from its CTA slots (SM by SM, slot by slot), at cycle 0 */
    for (int i = 0; i < 2; i++) {
        struct diff_side *sd = &d->side[i];
        for (int m = 0; m < sd->s->nsm; m++) {
            int max = sd->s->sm[m].max_ctas;
            struct ws_cta_view *cv = ws_calloc((size_t)(max > 0 ? max : 1), sizeof *cv);
            int n = ws_sim_ctas(sd->s, m, cv, max);
            for (int c = 0; c < n; c++) {
                struct ws_event e = ws_event_make(ws_sim_bus(sd->s), WS_EV_CTA_LAUNCH);
                e.cycle = 0;
                e.sm = (int16_t)m;
                e.cta = (int32_t)cv[c].id;
                e.a = cv[c].slot;
                diff_push(&sd->buf[WS_DIFF_CTA], &e, -1);
            }
            free(cv);
        }
    }
    if (thread)
        diff_worker_start(d);
    return d;
}

void ws_diff_free(struct ws_diff *d)
{
    if (!d)
        return;
    if (d->worker) {
        pthread_mutex_lock(&d->mu);
        d->quit = true;
        pthread_cond_signal(&d->cv_job);
        pthread_mutex_unlock(&d->mu);
        pthread_join(d->th, NULL);
        pthread_cond_destroy(&d->cv_done);
        pthread_cond_destroy(&d->cv_job);
        pthread_mutex_destroy(&d->mu);
    }
    for (int i = 0; i < 2; i++) {
        struct diff_side *sd = &d->side[i];
        if (sd->sub > 0)
            ws_event_unsubscribe(ws_sim_bus(sd->s), sd->sub);
        for (int k = 0; k < WS_DIFF_KINDS; k++)
            free(sd->buf[k].r);
        for (int m = 0; m < sd->s->nsm; m++) {
            free(sd->warps[m]);
            free(sd->lcache[m]);
        }
        free(sd->warps);
        free(sd->lcache);
        free(sd->lcache_cap);
        free(sd->bar);
        free(sd->pend);
        diff_loads_free(&sd->loads);
    }
    diff_loads_free(&d->merged);
    free(d);
}

int ws_diff_step(struct ws_diff *d, uint64_t ncycles)
{
    if (d->err_side >= 0)
        return d->err_code;
    while (ncycles && !ws_diff_done(d)) {
        bool busy = !d->div[WS_DIFF_ISSUE].found || !d->div[WS_DIFF_CACHE].found ||
                    !d->div[WS_DIFF_DRAM].found;
        uint64_t chunk = busy ? DIFF_CHUNK : DIFF_CHUNK_DONE;
        if (d->both_stop && !d->worker)
            chunk = 1;   /* either side may stop: a cycle each, in turn */
        uint64_t n = ncycles < chunk ? ncycles : chunk;
        int rc[2] = { WS_OK, WS_OK };
        bool run[2] = { !ws_sim_done(d->side[0].s), !ws_sim_done(d->side[1].s) };
        bool stopped = false;   /* the lead side's bus asked to stop before n cycles */
        if (d->worker) {
            if (run[1]) {
                pthread_mutex_lock(&d->mu);
                d->job = n;
                d->job_done = false;
                pthread_cond_signal(&d->cv_job);
                pthread_mutex_unlock(&d->mu);
            }
            if (run[0])
                rc[0] = ws_sim_step(d->side[0].s, n);
            if (run[1]) {
                pthread_mutex_lock(&d->mu);
                while (!d->job_done)
                    pthread_cond_wait(&d->cv_done, &d->mu);
                rc[1] = d->job_rc;
                pthread_mutex_unlock(&d->mu);
            }
        } else {
            /* the lead first; when its bus stopped it early, the other goes as far */
            int l = d->lead, o = !l;
            struct ws_sim *ls = d->side[l].s;
            uint64_t m = n, c0 = ws_sim_cycle(ls);
            if (run[l]) {
                rc[l] = ws_sim_step(ls, n);
                if (!rc[l] && !ws_sim_done(ls) && ws_sim_cycle(ls) - c0 < n) {
                    m = ws_sim_cycle(ls) - c0;
                    stopped = true;
                }
            }
            if (run[o] && m) {
                rc[o] = ws_sim_step(d->side[o].s, m);
                /* both stopping: a cycle at a time (m is 1), so a stop the other side
                 * asks for also ends the step with both at the same cycle */
                if (d->both_stop && ws_sim_bus(d->side[o].s)->stop)
                    stopped = true;
            }
            if (d->both_stop && run[l] && ws_sim_bus(ls)->stop)
                stopped = true;
            n = m;
        }
        for (int i = 0; i < 2; i++)   /* side A's error first, whichever came first */
            if (rc[i]) {
                struct ws_sim *s = d->side[i].s;
                d->err_side = i;
                d->err_code = rc[i];
                snprintf(d->err, sizeof d->err, "%s", ws_sim_error(s) ? ws_sim_error(s)
                                                                     : "simulation failed");
                return rc[i];
            }
        uint64_t before = diff_mask(d);
        diff_compare(d);
        if (diff_mask(d) != before)   /* a kind diverged: stop listening to its events */
            diff_subscribe(d);
        ncycles -= n;
        if (stopped)
            break;
    }
    return WS_OK;
}

void diff_subscribe(struct ws_diff *d)
{
    for (int i = 0; i < 2; i++) {
        struct diff_side *sd = &d->side[i];
        if (sd->sub > 0)
            ws_event_unsubscribe(ws_sim_bus(sd->s), sd->sub);
        sd->sub = ws_event_subscribe(ws_sim_bus(sd->s), diff_mask(d), diff_on_event, sd);
    }
}

void ws_diff_set_stops(struct ws_diff *d, bool both)
{
    d->both_stop = both;
}

void ws_diff_set_lead(struct ws_diff *d, int side)
{
    d->lead = side ? 1 : 0;
}

bool ws_diff_done(const struct ws_diff *d)
{
    return ws_sim_done(d->side[0].s) && ws_sim_done(d->side[1].s);
}

int ws_diff_error_side(const struct ws_diff *d) { return d->err_side; }
const char *ws_diff_error(const struct ws_diff *d) { return d->err_side >= 0 ? d->err : NULL; }

const struct ws_diff_divergence *ws_diff_first(const struct ws_diff *d, int kind)
{
    return kind >= 0 && kind < WS_DIFF_KINDS ? &d->div[kind] : NULL;
}

const struct ws_diff_load *ws_diff_loads(struct ws_diff *d, int *n)
{
    /* side A's loads in their order, then those only side B saw, in theirs */
    struct diff_loads *m = &d->merged;
    diff_loads_free(m);
    for (int s = 0; s < 2; s++) {
        const struct diff_loads *t = &d->side[s].loads;
        for (int i = 0; i < t->n; i++) {
            const struct ws_diff_load *l = &t->load[i];
            int32_t j = diff_load_find(m, l->kernel, l->pc);   /* may move m->load */
            struct ws_diff_load *o = &m->load[j];
            o->acc[s] = l->acc[s];
            o->hits[s] = l->hits[s];
            o->misses[s] = l->misses[s];
            o->acc_before[s] = l->acc_before[s];
            o->hits_before[s] = l->hits_before[s];
            o->wait[s] = l->wait[s];
        }
    }
    *n = m->n;
    return m->load;
}

void ws_diff_side_counters(const struct ws_diff *d, int side, struct ws_diff_side *out)
{
    *out = d->side[side & 1].ctr;
}
