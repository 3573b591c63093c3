/* sim.c — the simulation object: clock domains (integer femtosecond periods; time
 * advances to the next tick of the earliest domain), kernels one after another, the
 * occupancy-limited CTA dispatcher (initial round-robin over SMs in increasing CTA id,
 * then one CTA to an SM whenever one finishes there), fast-forward of idle core time,
 * and the end-of-run drain of the memory system. */
#include "core.h"
#include "prefetch/owl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void core_sim_fail(struct ws_sim *s, const struct ws_err *err)
{
    if (s->failed)
        return;
    s->failed = true;
    s->done = true;
    s->err_code = err->code ? err->code : WS_ERR_RUNTIME;
    snprintf(s->err, sizeof s->err, "%s", err->msg);
}

/* Occupancy of kernel k: resources per CTA and CTAs per SM (0 = does not fit). */
static int sim_occupancy(const struct ws_config *cfg, const struct ws_kernel_info *k,
                         int64_t *threads, int64_t *warps, int64_t *regs, int64_t *shmem)
{
    int64_t t = (int64_t)k->block[0] * k->block[1] * k->block[2];
    int64_t ws = cfg->sm_warp_size;
    int64_t w = (t + ws - 1) / ws;
    if (w < (int64_t)k->warps_per_cta)
        w = k->warps_per_cta;
    *warps = w;
    *threads = w * ws;                 /* warp-granular */
    *regs = (int64_t)k->nregs * w * ws;
    *shmem = k->shmem;
    int64_t n = cfg->sm_max_ctas;
    if (w > 0 && cfg->sm_max_warps / w < n) n = cfg->sm_max_warps / w;
    if (*threads > 0 && cfg->sm_max_threads / *threads < n) n = cfg->sm_max_threads / *threads;
    if (*regs > 0 && cfg->sm_registers / *regs < n) n = cfg->sm_registers / *regs;
    if (*shmem > 0 && cfg->sm_shmem / *shmem < n) n = cfg->sm_shmem / *shmem;
    return (int)n;
}

/* Tell every SM's policy that the kernel's phase changed (sched.h: a = 0 CTAs wait in
 * the dispatcher, 1 the last CTA was dispatched; PRO's fast/slow TB phase). */
static void sim_phase(struct ws_sim *s, int slow)
{
    struct ws_event e = ws_event_make(&s->bus, WS_EV_PHASE_CHANGE);
    e.a = slow;
    e.b = s->kernel;
    for (int i = 0; i < s->nsm; i++)
        core_sm_policy_event(&s->sm[i], &e);
}

static void sim_dispatch_sm(struct ws_sim *s, struct ws_sm *sm, int max)
{
    const struct ws_kernel_info *k = &s->trace->kernel[s->kernel];
    bool launched = false;
    for (int i = 0; i < max && s->next_cta < k->ncta && core_sm_fits(sm); i++) {
        struct ws_err err = { 0 };
        if (core_sm_launch(sm, s->next_cta, &err)) {
            core_sim_fail(s, &err);
            return;
        }
        s->next_cta++;
        s->ctas_total++;
        launched = true;
    }
    if (launched && s->next_cta == k->ncta)
        sim_phase(s, 1);
}

static void sim_kernel_start(struct ws_sim *s)
{
    while (s->kernel < s->trace->nkernels) {
        const struct ws_kernel_info *k = &s->trace->kernel[s->kernel];
        s->max_ctas_per_sm = sim_occupancy(&s->cfg, k, &s->cta_threads, &s->cta_warps,
                                           &s->cta_regs, &s->cta_shmem);
        s->next_cta = 0;
        s->ctas_done = 0;
        s->kernel_running = true;
        s->kernels_total++;
        struct ws_event e = ws_event_make(&s->bus, WS_EV_KERNEL_START);
        e.a = s->kernel;
        e.b = k->ncta;
        ws_emit(&s->bus, &e);
        if (k->ncta == 0) {
            e.kind = WS_EV_KERNEL_END;
            ws_emit(&s->bus, &e);
            s->kernel_running = false;
            s->kernel++;
            continue;
        }
        sim_phase(s, 0);
        /* initial placement: round robin over SMs in increasing CTA id */
        bool placed = true;
        while (placed && s->next_cta < k->ncta && !s->failed) {
            placed = false;
            for (int i = 0; i < s->nsm && s->next_cta < k->ncta && !s->failed; i++) {
                uint32_t before = s->next_cta;
                sim_dispatch_sm(s, &s->sm[i], 1);
                placed |= s->next_cta != before;
            }
        }
        return;
    }
    s->kernel_running = false;
    s->draining = true;
    s->end_cycle = s->cycle;
}

void core_sim_cta_finished(struct ws_sim *s, struct ws_sm *sm)
{
    s->ctas_done++;
    if (s->failed)
        return;
    /* placement on the SM that freed room */
    sim_dispatch_sm(s, sm, s->max_ctas_per_sm);
}

/* After each core cycle: end the kernel when all its CTAs finished. */
static void sim_kernel_check(struct ws_sim *s)
{
    if (!s->kernel_running)
        return;
    const struct ws_kernel_info *k = &s->trace->kernel[s->kernel];
    if (s->ctas_done < k->ncta)
        return;
    struct ws_event e = ws_event_make(&s->bus, WS_EV_KERNEL_END);
    e.a = s->kernel;
    e.b = k->ncta;
    ws_emit(&s->bus, &e);
    s->kernel_running = false;
    s->kernel++;
    sim_kernel_start(s);
}

static bool sim_all_idle(const struct ws_sim *s)
{
    for (int i = 0; i < s->nsm; i++)
        if (!core_sm_idle(&s->sm[i]))
            return false;
    return ws_memsys_idle(s->mem);
}

static uint64_t sim_period(double mhz)
{
    double p = 1e9 / mhz;   /* femtoseconds */
    return p < 1 ? 1 : (uint64_t)(p + 0.5);
}

struct ws_sim *ws_sim_new(const struct ws_config *cfg, struct ws_trace *trace,
                          struct ws_err *err)
{
    if (ws_config_validate(cfg, err))
        return NULL;
    const struct ws_sched_policy *pol = ws_sched_find(cfg->sched_policy);
    if (!pol) {
        const char *names[64];
        size_t n = 0;
        for (; ws_sched_policies[n] && n < 64; n++)
            names[n] = ws_sched_policies[n]->name;
        const char *best = ws_closest(cfg->sched_policy, names, n);
        char list[512] = "";
        size_t len = 0;
        for (size_t i = 0; i < n && len < sizeof list; i++)
            len += (size_t)snprintf(list + len, sizeof list - len, "%s%s", i ? ", " : "",
                                    names[i]);
        ws_errf(err, WS_ERR_INPUT, "sched.policy = '%s': unknown policy (%s%s%sknown: %s)",
                cfg->sched_policy, best ? "did you mean '" : "", best ? best : "",
                best ? "'? " : "", list);
        return NULL;
    }
    for (uint32_t i = 0; i < trace->nkernels; i++) {
        int64_t t, w, r, sh;
        const struct ws_kernel_info *k = &trace->kernel[i];
        if (k->ncta && sim_occupancy(cfg, k, &t, &w, &r, &sh) < 1) {
            ws_errf(err, WS_ERR_INPUT,
                    "kernel %u (%s): one CTA (%lld threads, %lld registers, %lld B shared) "
                    "does not fit an SM (%lld threads, %lld warps, %lld registers, %lld B)",
                    k->id, k->name ? k->name : "?", (long long)t, (long long)r, (long long)sh,
                    (long long)cfg->sm_max_threads, (long long)cfg->sm_max_warps,
                    (long long)cfg->sm_registers, (long long)cfg->sm_shmem);
            return NULL;
        }
    }
    struct ws_sim *s = ws_calloc(1, sizeof *s);
    s->cfg = *cfg;
    s->trace = trace;
    s->pol = pol;
    ws_event_bus_init(&s->bus);
    ws_rng_seed(&s->rng, (uint64_t)cfg->sim_seed);
    s->mem = ws_memsys_new(&s->cfg, &s->bus, err);
    if (!s->mem) {
        free(s);
        return NULL;
    }
    if (strcmp(pol->name, "owl") == 0)    /* OWL 4.4: the memory-side prefetcher */
        ws_owl_pf_attach(s->mem, &s->cfg);
    s->nsm = (int)cfg->sm_count;
    s->sm = ws_calloc((size_t)s->nsm, sizeof *s->sm);
    for (int i = 0; i < s->nsm; i++)
        if (core_sm_init(&s->sm[i], s, i, err)) {
            ws_sim_free(s);
            return NULL;
        }
    double mhz[CLK_COUNT] = { cfg->clock_core, cfg->clock_icnt, cfg->clock_l2, cfg->clock_dram };
    for (int i = 0; i < CLK_COUNT; i++) {
        s->clk[i].period = sim_period(mhz[i]);
        s->clk[i].next = 0;
    }
    s->reg = ws_registry_new();
    core_registry_init(s);
    sim_kernel_start(s);
    if (s->failed) {
        /* the first wave could not be placed (e.g. a CTA failed to load): the caller
         * gets the error, never a simulation that is already done with nothing run */
        ws_errf(err, s->err_code, "%s", s->err);
        ws_sim_free(s);
        return NULL;
    }
    return s;
}

void ws_sim_free(struct ws_sim *s)
{
    if (!s)
        return;
    for (int i = 0; i < s->nsm; i++)
        core_sm_free(&s->sm[i]);
    free(s->sm);
    if (s->mem)
        ws_memsys_free(s->mem);
    ws_registry_free(s->reg);
    free(s);
}

/* One core cycle. */
static void sim_core_cycle(struct ws_sim *s)
{
    s->bus.cycle = s->cycle;
    for (int i = 0; i < s->nsm; i++)
        core_sm_cycle(&s->sm[i]);
    sim_kernel_check(s);
    s->cycle++;
}

/* Earliest cycle at which some SM may do something, if every SM sleeps with nothing in
 * its load/store path; UINT64_MAX when all wait on memory replies only. */
static uint64_t sim_min_wake(const struct ws_sim *s)
{
    uint64_t m = UINT64_MAX;
    for (int i = 0; i < s->nsm; i++) {
        const struct ws_sm *sm = &s->sm[i];
        if (core_ldst_busy(sm))
            return s->cycle;
        uint64_t w = sm->wake;
        if (sm->hits_len && sm->hits[sm->hits_head].cycle < w)
            w = sm->hits[sm->hits_head].cycle;
        if (w < m)
            m = w;
    }
    return m;
}

int ws_sim_step(struct ws_sim *s, uint64_t ncycles)
{
    if (s->failed)
        return s->err_code;
    s->bus.stop = false;
    uint64_t end = s->cycle + ncycles;
    while (!s->done && s->cycle < end) {
        struct core_clock *c = s->clk;
        if (s->draining) {
            if (sim_all_idle(s)) {
                s->done = true;
                break;
            }
        }
        /* fast-forward the core domain when nothing can happen before a known cycle */
        if (ws_memsys_idle(s->mem)) {
            uint64_t w = sim_min_wake(s);
            if (w == UINT64_MAX && !s->draining) {
                struct ws_err err = { 0 };
                ws_errf(&err, WS_ERR_RUNTIME,
                        "deadlock at cycle %llu: no warp can ever issue (policy %s)",
                        (unsigned long long)s->cycle, s->pol->name);
                core_sim_fail(s, &err);
                break;
            }
            if (w > s->cycle && w != UINT64_MAX && s->cfg.sm_skip) {
                uint64_t to = w < end ? w : end;
                uint64_t skip = to - s->cycle;
                /* the SMs sleep through these cycles: account them in bulk */
                for (int i = 0; i < s->nsm; i++)
                    core_sm_skip(&s->sm[i], skip);
                s->cycle += skip;
                s->bus.cycle = s->cycle;
                uint64_t t = c[CLK_CORE].next + skip * c[CLK_CORE].period;
                c[CLK_CORE].next = t;
                for (int d = 1; d < CLK_COUNT; d++)
                    if (c[d].next < t)
                        c[d].next = (t + c[d].period - 1) / c[d].period * c[d].period;
                continue;
            }
        }
        uint64_t t = c[0].next;
        for (int d = 1; d < CLK_COUNT; d++)
            if (c[d].next < t)
                t = c[d].next;
        if (c[CLK_CORE].next == t) {
            sim_core_cycle(s);
            c[CLK_CORE].next += c[CLK_CORE].period;
            if (s->bus.stop)
                break;
        }
        if (c[CLK_ICNT].next == t) {
            ws_memsys_tick_icnt(s->mem);
            c[CLK_ICNT].next += c[CLK_ICNT].period;
        }
        if (c[CLK_L2].next == t) {
            ws_memsys_tick_l2(s->mem);
            c[CLK_L2].next += c[CLK_L2].period;
        }
        if (c[CLK_DRAM].next == t) {
            ws_memsys_tick_dram(s->mem);
            c[CLK_DRAM].next += c[CLK_DRAM].period;
        }
    }
    return s->failed ? s->err_code : WS_OK;
}

int ws_sim_run(struct ws_sim *s)
{
    while (!s->done) {
        int rc = ws_sim_step(s, UINT64_C(1) << 40);
        if (rc)
            return rc;
    }
    return s->failed ? s->err_code : WS_OK;
}

bool ws_sim_done(const struct ws_sim *s) { return s->done; }
const char *ws_sim_error(const struct ws_sim *s) { return s->failed ? s->err : NULL; }
uint64_t ws_sim_cycle(const struct ws_sim *s) { return s->cycle; }
struct ws_event_bus *ws_sim_bus(struct ws_sim *s) { return &s->bus; }
const struct ws_config *ws_sim_config(const struct ws_sim *s) { return &s->cfg; }
struct ws_trace *ws_sim_trace(const struct ws_sim *s) { return s->trace; }
struct ws_memsys *ws_sim_memsys(struct ws_sim *s) { return s->mem; }
struct ws_registry *ws_sim_registry(struct ws_sim *s) { return s->reg; }
const struct ws_sched_policy *ws_sim_policy(const struct ws_sim *s) { return s->pol; }
int ws_sim_kernel(const struct ws_sim *s) { return (int)s->kernel; }
