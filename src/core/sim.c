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
    *regs = (((int64_t)k->nregs + 3) & ~(int64_t)3) * w * ws;   /* roundup4 (max_cta) */
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

/* One CTA for SM sm if it fits (shader_core_ctx::issue_block2core). */
static bool sim_dispatch_sm(struct ws_sim *s, struct ws_sm *sm)
{
    const struct ws_kernel_info *k = &s->trace->kernel[s->kernel];
    if (s->next_cta >= k->ncta || !core_sm_fits(sm))
        return false;
    struct ws_err err = { 0 };
    if (core_sm_launch(sm, s->next_cta, &err)) {
        core_sim_fail(s, &err);
        return false;
    }
    s->next_cta++;
    s->ctas_total++;
    if (s->next_cta == k->ncta)
        sim_phase(s, 1);
    return true;
}

/* CTA issue after each core cycle (gpgpu_sim::issue_block2core): every SM may take one
 * CTA, visiting the SMs round-robin from the one after the last SM that got one; CTAs go
 * in trace order once the kernel's launch latency has run out. */
static void sim_issue_ctas(struct ws_sim *s)
{
    if (!s->kernel_running || s->failed)
        return;
    if (s->launch_wait) {
        s->launch_wait--;
        return;
    }
    int last = -1;
    for (int i = 0; i < s->nsm && !s->failed; i++) {
        int idx = (s->rr_next_sm + i) % s->nsm;
        if (sim_dispatch_sm(s, &s->sm[idx]))
            last = idx;
    }
    if (last >= 0)
        s->rr_next_sm = (last + 1) % s->nsm;
}

static void sim_kernel_start(struct ws_sim *s)
{
    while (s->kernel < s->trace->nkernels) {
        const struct ws_kernel_info *k = &s->trace->kernel[s->kernel];
        s->max_ctas_per_sm = sim_occupancy(&s->cfg, k, &s->cta_threads, &s->cta_warps,
                                           &s->cta_regs, &s->cta_shmem);
        /* a small grid is spread: at most ceil(CTAs / SMs) per SM (shader_core_config::max_cta) */
        if (k->ncta < (uint64_t)s->max_ctas_per_sm * (uint64_t)s->nsm)
            s->max_ctas_per_sm = (int)((k->ncta + (uint32_t)s->nsm - 1) / (uint32_t)s->nsm);
        if (s->cfg.l1d_adaptive) {
            /* the carve-out, from the occupancy after the small-grid spread, as the peer
             * sizes it: demo:laplace3d:scale=2 (2448 B of shared memory per CTA, 16 CTAs
             * per SM by threads, 256 CTAs on 80 SMs) logs "CTA/core = 16" and then
             * "Reconfigure L1 cache to 112KB": 4 x 2448 B fits the 16 KB option */
            int ways = core_l1d_carveout_ways(&s->cfg, (int64_t)k->shmem * s->max_ctas_per_sm);
            for (int i = 0; i < s->nsm; i++)
                core_ldst_carveout(&s->sm[i], ways);
        }
        s->cta_lanes = (int64_t)k->block[0] * k->block[1] * k->block[2];
        s->next_cta = 0;
        s->ctas_done = 0;
        s->kernel_running = true;
        s->kernels_total++;
        s->kernel_start = s->cycle;
        s->launch_wait = (uint64_t)s->cfg.sim_kernel_launch_latency +
                         (uint64_t)s->cfg.sim_cta_launch_latency * k->ncta;
        core_optable_kernel(s);
        struct ws_event e = ws_event_make(&s->bus, WS_EV_KERNEL_START);
        e.a = s->kernel;
        e.b = k->ncta;
        ws_emit(&s->bus, &e);
        if (k->ncta == 0) {
            e.kind = WS_EV_KERNEL_END;
            ws_emit(&s->bus, &e);
            s->kernel_running = false;
            s->kernel_cycles[s->kernel] = 0;
            ws_sim_stats(s, &s->kernel_end[s->kernel]);
            s->kernel++;
            continue;
        }
        sim_phase(s, 0);
        return;
    }
    s->kernel_running = false;
    s->draining = true;
    s->end_cycle = s->cycle;
}

void core_sim_cta_finished(struct ws_sim *s, struct ws_sm *sm)
{
    (void)sm;
    s->ctas_done++;
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
    s->kernel_cycles[s->kernel] = s->cycle - s->kernel_start;
    ws_sim_stats(s, &s->kernel_end[s->kernel]);
    s->kernel_running = false;
    s->kernel++;
    sim_kernel_start(s);
}

/* No warp issued for this long while a kernel runs: a deadlock (GPGPU-Sim's
 * gpu_deadlock_detect counts cycles without an instruction committed). */
#define SIM_DEADLOCK_CYCLES 1000000

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
    s->mem = ws_memsys_new(&s->cfg, &s->bus, err);
    if (!s->mem) {
        free(s);
        return NULL;
    }
    if (strcmp(pol->name, "owl") == 0)    /* OWL 4.4: the memory-side prefetcher */
        ws_owl_pf_attach(s->mem, &s->cfg);
    s->nsm = (int)cfg->sm_count;
    s->kernel_cycles = ws_calloc(trace->nkernels ? trace->nkernels : 1, sizeof *s->kernel_cycles);
    s->kernel_end = ws_calloc(trace->nkernels ? trace->nkernels : 1, sizeof *s->kernel_end);
    if (core_optable_init(s, err)) {
        ws_sim_free(s);
        return NULL;
    }
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
    free(s->kernel_cycles);
    free(s->kernel_end);
    free(s->opc);
    if (s->mem)
        ws_memsys_free(s->mem);
    ws_registry_free(s->reg);
    free(s);
}

/* One core cycle's pipeline: every SM, then the cycle count, CTA issue and the end
 * of the kernel (gpgpu_sim::cycle's CORE part). */
static void sim_core_cycle(struct ws_sim *s)
{
    s->bus.cycle = s->cycle;
    for (int i = 0; i < s->nsm; i++) {
        core_sm_cycle(&s->sm[i]);
        if (s->sm[i].issued_now)
            s->last_issue = s->cycle;
    }
    s->cycle++;
    s->bus.cycle = s->cycle;
    sim_issue_ctas(s);
    sim_kernel_check(s);
}

int ws_sim_step(struct ws_sim *s, uint64_t ncycles)
{
    if (s->failed)
        return s->err_code;
    s->bus.stop = false;
    uint64_t end = s->cycle + ncycles;
    while (!s->done && s->cycle < end) {
        struct core_clock *c = s->clk;
        if (s->draining && sim_all_idle(s)) {
            s->done = true;
            break;
        }
        if (s->draining && s->cycle - s->end_cycle > SIM_DEADLOCK_CYCLES) {
            struct ws_err err = { 0 };
            ws_errf(&err, WS_ERR_RUNTIME, "deadlock: the memory system did not drain from "
                    "cycle %llu to %llu after the last kernel (policy %s)",
                    (unsigned long long)s->end_cycle, (unsigned long long)s->cycle,
                    s->pol->name);
            core_sim_fail(s, &err);
            break;
        }
        uint64_t t = c[0].next;
        for (int d = 1; d < CLK_COUNT; d++)
            if (c[d].next < t)
                t = c[d].next;
        bool core = c[CLK_CORE].next == t, icnt = c[CLK_ICNT].next == t;
        bool l2 = c[CLK_L2].next == t, dram = c[CLK_DRAM].next == t;
        /* GPGPU-Sim's order within a step: SMs pop the interconnect, L2 replies enter
         * it, DRAM, L2, interconnect transfer, SM pipelines */
        if (core)
            for (int i = 0; i < s->nsm; i++)
                core_sm_icnt_cycle(&s->sm[i]);
        if (icnt)
            ws_memsys_tick_icnt_push(s->mem);
        if (dram) {
            ws_memsys_tick_dram(s->mem);
            c[CLK_DRAM].next += c[CLK_DRAM].period;
        }
        if (l2) {
            ws_memsys_tick_l2(s->mem);
            c[CLK_L2].next += c[CLK_L2].period;
        }
        if (icnt) {
            ws_memsys_tick_icnt(s->mem);
            c[CLK_ICNT].next += c[CLK_ICNT].period;
        }
        if (core) {
            sim_core_cycle(s);
            c[CLK_CORE].next += c[CLK_CORE].period;
            if (s->bus.stop)
                break;
        }
        if (s->kernel_running && s->cycle - s->last_issue > SIM_DEADLOCK_CYCLES &&
            s->cycle - s->kernel_start > SIM_DEADLOCK_CYCLES) {
            struct ws_err err = { 0 };
            ws_errf(&err, WS_ERR_RUNTIME, "deadlock: no warp issued from cycle %llu to %llu "
                    "(policy %s)", (unsigned long long)s->last_issue,
                    (unsigned long long)s->cycle, s->pol->name);
            core_sim_fail(s, &err);
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

uint64_t ws_sim_ctas_finished(const struct ws_sim *s)
{
    uint64_t n = 0;
    for (uint32_t k = 0; k < s->kernel && k < s->trace->nkernels; k++)
        n += s->trace->kernel[k].ncta;
    return n + (s->kernel_running ? s->ctas_done : 0);
}

/* ---- snapshots ------------------------------------------------------------------------
 * The sim's own state (clocks, kernel and CTA issue state, PRNG, counters, the
 * per-kernel cycles and the opcode classification cache), then the memory system and
 * every SM.  The config, trace, event bus subscriptions and registry stay those of the
 * live sim (the snapshot header checks config and trace; the bus's cycle is restored). */

static void sim_keep_ptrs(struct ws_sim *d, const struct ws_sim *s)
{
    d->cfg = s->cfg;
    d->trace = s->trace;
    uint64_t cycle = d->bus.cycle;
    d->bus = s->bus;
    d->bus.cycle = cycle;
    d->mem = s->mem, d->reg = s->reg, d->pol = s->pol;
    d->sm = s->sm, d->kernel_cycles = s->kernel_cycles, d->kernel_end = s->kernel_end;
    d->opc = s->opc, d->nopc = s->nopc;
}

void core_sim_save(const struct ws_sim *s, struct ws_snap_buf *b)
{
    struct ws_sim *t = ws_calloc(2, sizeof *t);     /* t[1]: nothing kept */
    t[0] = *s;
    sim_keep_ptrs(&t[0], &t[1]);
    ws_snap_tag(b, "sim");
    ws_snap_block(b, &t[0], sizeof t[0]);
    free(t);
    ws_snap_block(b, s->kernel_cycles, (size_t)s->trace->nkernels * sizeof *s->kernel_cycles);
    ws_snap_block(b, s->kernel_end, (size_t)s->trace->nkernels * sizeof *s->kernel_end);
    ws_snap_block(b, s->opc, s->nopc);
    ws_memsys_save(s->mem, b);
    for (int i = 0; i < s->nsm; i++)
        core_sm_save(&s->sm[i], b);
    ws_snap_tag(b, "end");
}

bool core_sim_load(struct ws_sim *s, struct ws_snap_rd *r)
{
    struct ws_sim *t = ws_calloc(1, sizeof *t);
    ws_snap_expect(r, "sim");
    if (!ws_snap_get_block(r, t, sizeof *t) || t->nsm != s->nsm) {
        if (ws_snap_ok(r))
            ws_snap_fail(r, "snapshot does not fit: %d SMs, this simulator has %d", t->nsm, s->nsm);
        free(t);
        return false;
    }
    sim_keep_ptrs(t, s);
    *s = *t;
    free(t);
    ws_snap_get_block(r, s->kernel_cycles, (size_t)s->trace->nkernels * sizeof *s->kernel_cycles);
    ws_snap_get_block(r, s->kernel_end, (size_t)s->trace->nkernels * sizeof *s->kernel_end);
    const void *opc;
    size_t n = ws_snap_get_block_ref(r, &opc, s->trace->nopcodes);
    if (ws_snap_ok(r)) {
        if (n > s->nopc)
            s->opc = ws_realloc(s->opc, n);
        if (n)
            memcpy(s->opc, opc, n);
        if (s->nopc > n)       /* opcodes the snapshot had not met yet: unclassified */
            memset(s->opc + n, 0xff, s->nopc - n);
        else
            s->nopc = n;
    }
    ws_memsys_load(s->mem, r);
    for (int i = 0; i < s->nsm && ws_snap_ok(r); i++)
        core_sm_load(&s->sm[i], r);
    ws_snap_expect(r, "end");
    return ws_snap_ok(r);
}
