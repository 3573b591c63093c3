/* ctaa.c — the CTA-aware prefetch engine (CTAA §4.2-4.3, Figure 9): a PerCTA table per
 * CTA (load PC, leading warp, base lines; least-recently-updated replacement) and a DIST
 * table per SM (PC, stride, mispredict counter).
 *
 * On each global load of at most ctaa.max_lines lines by warp i of CTA c at PC p:
 *  - no PerCTA entry for p: i is the leading warp; register its lines as c's bases;
 *  - the leading warp again (the next trip of a loop): its lines replace the bases;
 *    either way, when DIST knows p's stride, prefetch for all trailing warps of c
 *    (scenario b: the leading warp of a trailing CTA prefetches for its own CTA);
 *  - another warp, p not in DIST: stride = (line - base) / (i - lead), equal for all
 *    lines, or the PerCTA entry is dropped (not a striding load); a new stride enters
 *    DIST with 0 mispredictions;
 *  - another warp, p in DIST: compare its lines with the prediction base + (i - lead) *
 *    stride; a difference counts a misprediction;
 *    then (scenario a) prefetch for warp i of every other CTA whose bases are known.
 * No prefetch for a PC whose counter exceeds ctaa.mispredict_threshold.  Prefetch lines
 * go to the SM (ws_sm_prefetch), bound to the target warp; on arrival the target is
 * flagged for wake-up (read by the ctaa scheduler).  Reading choices: strides are per
 * warp index (a trailing warp two warps behind divides by 2); the mispredict counter
 * saturates at 65535 (2 bytes, §4.2); DIST (replacement unspecified in the paper)
 * replaces the entry with the fewest mispredictions, then the least recently used: with
 * plain LRU an irregular PC evicted and re-entered restarts at 0 and is never
 * throttled (BFS's edge loads), so the paper's "recognises the lack of strides" needs
 * the counter to survive the churn. */
#include "ctaa.h"

#include <stdio.h>
#include <stdlib.h>
#include "warpscope/registry.h"
#include "warpscope/util.h"
#include "warpscope/snap.h"

static void *ctaa_pf_create(struct ws_sm *sm, const struct ws_config *cfg)
{
    struct ctaa_pf *p = ws_calloc(1, sizeof *p);
    p->npercta = (int)cfg->ctaa_percta_entries;
    p->ndist = (int)cfg->ctaa_dist_entries;
    p->max_lines = (int)(cfg->ctaa_max_lines < CTAA_MAX_BASES ? cfg->ctaa_max_lines : CTAA_MAX_BASES);
    p->threshold = (uint32_t)cfg->ctaa_mispredict_threshold;
    p->maxctas = ws_sm_max_ctas(sm);
    p->maxw = ws_sm_max_warps(sm);
    p->percta = ws_calloc((size_t)p->maxctas * (size_t)p->npercta, sizeof *p->percta);
    p->cta_id = ws_calloc((size_t)p->maxctas, sizeof *p->cta_id);
    for (int i = 0; i < p->maxctas; i++)
        p->cta_id[i] = -1;
    p->dist = ws_calloc((size_t)p->ndist, sizeof *p->dist);
    p->wake = ws_calloc((size_t)p->maxw, 1);
    return p;
}

static void ctaa_pf_destroy(void *v)
{
    struct ctaa_pf *p = v;
    free(p->percta);
    free(p->cta_id);
    free(p->dist);
    free(p->wake);
    free(p);
}

static struct ctaa_percta_entry *ctaa_find(struct ctaa_pf *p, int cs, uint32_t pc)
{
    for (int k = 0; k < p->npercta; k++) {
        struct ctaa_percta_entry *e = &p->percta[cs * p->npercta + k];
        if (e->valid && e->pc == pc)
            return e;
    }
    return NULL;
}

static struct ctaa_dist *ctaa_dist_find(struct ctaa_pf *p, uint32_t pc)
{
    for (int k = 0; k < p->ndist; k++)
        if (p->dist[k].valid && p->dist[k].pc == pc)
            return &p->dist[k];
    return NULL;
}

/* Send warp j of CTA slot cs its prefetches from entry e (unless already covered). */
static void ctaa_prefetch_warp(struct ctaa_pf *p, struct ws_sm *sm, int cs,
                               struct ctaa_percta_entry *e, const struct ctaa_dist *d, int j)
{
    if (j < 0 || j >= 64 || ((e->covered >> j) & 1))
        return;
    int slot = ws_sm_cta_warp(sm, cs, j);
    if (slot < 0)
        return;
    const struct ws_warp *t = ws_sm_warp(sm, slot);
    if (t->state != WS_WARP_ACTIVE && t->state != WS_WARP_BARRIER)
        return;
    e->covered |= UINT64_C(1) << j;
    for (int k = 0; k < e->nbase; k++)
        ws_sm_prefetch(sm, e->base[k] + (uint64_t)((int64_t)(j - e->lead) * d->stride), slot, e->pc);
}

static void ctaa_pf_on_load(void *v, struct ws_sm *sm, const struct ws_warp *w,
                            const struct ws_inst *in, const uint64_t *lines, int n)
{
    struct ctaa_pf *p = v;
    if (n < 1 || n > p->max_lines || w->cta_slot < 0 || w->cta_slot >= p->maxctas)
        return;
    int cs = w->cta_slot, i = (int)w->warp_in_cta;
    if (p->cta_id[cs] != (int64_t)w->cta) {      /* a new CTA in this slot */
        for (int k = 0; k < p->npercta; k++)
            p->percta[cs * p->npercta + k].valid = false;
        p->cta_id[cs] = w->cta;
    }
    uint32_t pc = in->pc;
    p->clock++;
    struct ctaa_percta_entry *e = ctaa_find(p, cs, pc);
    struct ctaa_dist *d = ctaa_dist_find(p, pc);
    if (d)
        d->stamp = p->clock;
    bool usable = d && d->mispredicts <= p->threshold;
    if (d && !usable)
        p->throttled++;
    if (!e || e->lead == i) {
        if (!e) {                /* leading warp: least recently updated entry */
            e = &p->percta[cs * p->npercta];
            for (int k = 0; k < p->npercta; k++) {
                struct ctaa_percta_entry *x = &p->percta[cs * p->npercta + k];
                if (!x->valid) { e = x; break; }
                if (x->stamp < e->stamp) e = x;
            }
            e->valid = true;
            e->pc = pc;
            e->lead = i;
        }
        e->nbase = n;
        for (int k = 0; k < n; k++)
            e->base[k] = lines[k];
        e->covered = i < 64 ? UINT64_C(1) << i : 0;
        e->stamp = p->clock;
        if (usable)              /* scenario b: the stride is known already */
            for (int j = 0; j < ws_sm_cta_nwarps(sm, cs); j++)
                ctaa_prefetch_warp(p, sm, cs, e, d, j);
        return;
    }
    if (i < 64)
        e->covered |= UINT64_C(1) << i;
    int64_t dw = i - e->lead;
    if (!d) {                    /* stride from the leading and this trailing warp */
        bool ok = n == e->nbase;
        int64_t delta = ok ? (int64_t)(lines[0] - e->base[0]) : 0;
        for (int k = 1; ok && k < n; k++)
            ok = (int64_t)(lines[k] - e->base[k]) == delta;
        if (!ok || delta % dw) {
            e->valid = false;    /* not a striding load */
            p->rejects++;
            return;
        }
        d = &p->dist[0];         /* victim: empty, else fewest mispredictions, then LRU */
        for (int k = 0; k < p->ndist; k++) {
            const struct ctaa_dist *x = &p->dist[k];
            if (!x->valid) { d = &p->dist[k]; break; }
            if (x->mispredicts < d->mispredicts ||
                (x->mispredicts == d->mispredicts && x->stamp < d->stamp))
                d = &p->dist[k];
        }
        d->valid = true;
        d->pc = pc;
        d->stride = delta / dw;
        d->mispredicts = 0;
        d->stamp = p->clock;
        p->strides++;
        usable = d->mispredicts <= p->threshold;
    } else {                     /* verify the prediction for this warp */
        bool hit = n == e->nbase;
        for (int k = 0; hit && k < n; k++)
            hit = lines[k] == e->base[k] + (uint64_t)(dw * d->stride);
        if (!hit) {
            p->mispredicts++;
            if (d->mispredicts < 65535)
                d->mispredicts++;
        }
    }
    if (!usable)
        return;
    /* scenario a: warp i of every other CTA whose base is known */
    for (int c = 0; c < p->maxctas; c++) {
        if (c == cs || p->cta_id[c] < 0)
            continue;
        struct ctaa_percta_entry *x = ctaa_find(p, c, pc);
        if (x)
            ctaa_prefetch_warp(p, sm, c, x, d, i);
    }
}

static void ctaa_pf_on_fill(void *v, struct ws_sm *sm, uint64_t line, int target)
{
    (void)sm; (void)line;
    struct ctaa_pf *p = v;
    if (target >= 0 && target < p->maxw) {
        p->wake[target] = 1;
        p->woken++;
    }
}

bool ctaa_pf_take_wake(struct ctaa_pf *p, int slot)
{
    if (!p || slot < 0 || slot >= p->maxw || !p->wake[slot])
        return false;
    p->wake[slot] = 0;
    return true;
}

bool ctaa_pf_dist_field(const struct ctaa_pf *p, int k, int field, int64_t *out)
{
    if (!p || k < 0 || k >= p->ndist)
        return false;
    const struct ctaa_dist *d = &p->dist[k];
    if (field == 3) { *out = d->valid; return true; }
    if (!d->valid)
        return false;
    *out = field == 0 ? (int64_t)d->pc : field == 1 ? d->stride : (int64_t)d->mispredicts;
    return true;
}

bool ctaa_pf_percta_field(const struct ctaa_pf *p, int cs, int k, int field, int64_t *out)
{
    if (!p || cs < 0 || cs >= p->maxctas || k < 0 || k >= p->npercta)
        return false;
    const struct ctaa_percta_entry *e = &p->percta[cs * p->npercta + k];
    if (field == 3) { *out = e->valid; return true; }
    if (!e->valid)
        return false;
    *out = field == 0 ? (int64_t)e->pc : field == 1 ? e->lead : field == 2 ? (int64_t)e->base[0] : e->nbase;
    return true;
}

static void ctaa_pf_inspect(void *v, struct ws_sched_view *out)
{
    struct ctaa_pf *p = v;
    ws_sched_view_kv(out, "strides", (int64_t)p->strides);
    ws_sched_view_kv(out, "rejects", (int64_t)p->rejects);
    ws_sched_view_kv(out, "mispredicts", (int64_t)p->mispredicts);
    ws_sched_view_kv(out, "woken", (int64_t)p->woken);
    for (int k = 0; k < p->ndist && out->nlines < WS_SCHED_VIEW_MAX_LINES; k++) {
        const struct ctaa_dist *d = &p->dist[k];
        char *l = out->line[out->nlines++];
        if (d->valid)
            snprintf(l, 96, "DIST[%d] pc 0x%x stride %lld mispredicts %u%s", k, d->pc,
                     (long long)d->stride, d->mispredicts,
                     d->mispredicts > p->threshold ? " (throttled)" : "");
        else
            snprintf(l, 96, "DIST[%d] -", k);
    }
    for (int c = 0; c < p->maxctas; c++) {
        if (p->cta_id[c] < 0)
            continue;
        for (int k = 0; k < p->npercta && out->nlines < WS_SCHED_VIEW_MAX_LINES; k++) {
            const struct ctaa_percta_entry *e = &p->percta[c * p->npercta + k];
            if (!e->valid)
                continue;
            char *l = out->line[out->nlines++];
            int off = snprintf(l, 96, "PerCTA cta %lld pc 0x%x lead w%d base", (long long)p->cta_id[c],
                               e->pc, e->lead);
            for (int b = 0; b < e->nbase && off < 80; b++)
                off += snprintf(l + off, (size_t)(96 - off), " 0x%llx", (unsigned long long)e->base[b]);
        }
    }
}

/* ---- registry: sm[N].ctaa.dist[K].{pc,stride,mispredicts}, sm[N].ctaa.cta[S].entry[K].
 * {pc,lead,base} (S: CTA slot) ------------------------------------------------------ */

static const int ctaa_f[5] = { 0, 1, 2, 3, 4 };

static int ctaa_reg_dim(void *obj, const void *ctx, int level, const int *idx)
{
    (void)ctx; (void)idx;
    struct ctaa_pf *p = ws_sim_prefetcher(obj, 0);
    return level == 0 ? ws_sim_sm_count(obj) : p ? p->ndist : 0;
}

static bool ctaa_reg_dist(void *obj, const void *ctx, const int *idx, struct ws_reg_value *v)
{
    return ctaa_pf_dist_field(ws_sim_prefetcher(obj, idx[0]), idx[1], *(const int *)ctx, &v->i);
}

static int ctaa_reg_dim_cta(void *obj, const void *ctx, int level, const int *idx)
{
    (void)ctx; (void)idx;
    struct ctaa_pf *p = ws_sim_prefetcher(obj, 0);
    if (level == 0)
        return ws_sim_sm_count(obj);
    return !p ? 0 : level == 1 ? p->maxctas : p->npercta;
}

static bool ctaa_reg_percta(void *obj, const void *ctx, const int *idx, struct ws_reg_value *v)
{
    return ctaa_pf_percta_field(ws_sim_prefetcher(obj, idx[0]), idx[1], idx[2],
                                *(const int *)ctx, &v->i);
}

static void ctaa_pf_registry(struct ws_registry *r, struct ws_sim *s)
{
    static const struct { const char *pat; int f; bool dist; const char *doc; } rows[] = {
        { "sm[].ctaa.dist[].pc", 0, true, "CTAA DIST entry: load PC (absent when empty)" },
        { "sm[].ctaa.dist[].stride", 1, true, "CTAA DIST entry: stride between consecutive warps (bytes)" },
        { "sm[].ctaa.dist[].mispredicts", 2, true, "CTAA DIST entry: misprediction counter" },
        { "sm[].ctaa.dist[].valid", 3, true, "CTAA DIST entry in use (1) or empty (0)" },
        { "sm[].ctaa.cta[].entry[].pc", 0, false, "CTAA PerCTA entry of CTA slot: load PC" },
        { "sm[].ctaa.cta[].entry[].lead", 1, false, "CTAA PerCTA entry: leading warp (index in the CTA)" },
        { "sm[].ctaa.cta[].entry[].base", 2, false, "CTAA PerCTA entry: first base line address" },
        { "sm[].ctaa.cta[].entry[].valid", 3, false, "CTAA PerCTA entry in use (1) or empty (0)" },
    };
    struct ws_reg_entry e = { 0 };
    e.obj = s;
    e.type = WS_REG_INT;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        e.pattern = rows[i].pat;
        e.doc = rows[i].doc;
        e.ctx = &ctaa_f[rows[i].f];
        e.get = rows[i].dist ? ctaa_reg_dist : ctaa_reg_percta;
        e.dim = rows[i].dist ? ctaa_reg_dim : ctaa_reg_dim_cta;
        ws_registry_add(r, &e);
    }
}

/* ---- snapshots: the PerCTA and DIST tables, wake flags, counters -------------------- */

static void ctaa_pf_save(void *v, struct ws_snap_buf *b)
{
    struct ctaa_pf *p = v, t = *p;
    t.percta = NULL, t.cta_id = NULL, t.dist = NULL, t.wake = NULL;
    ws_snap_block(b, &t, sizeof t);
    WS_SNAP_ARR(b, p->percta, (size_t)p->maxctas * (size_t)p->npercta);
    WS_SNAP_ARR(b, p->cta_id, p->maxctas);
    WS_SNAP_ARR(b, p->dist, p->ndist);
    WS_SNAP_ARR(b, p->wake, p->maxw);
}

static bool ctaa_pf_load(void *v, struct ws_snap_rd *r)
{
    struct ctaa_pf *p = v, t;
    if (!ws_snap_get_block(r, &t, sizeof t))
        return false;
    if (t.maxctas != p->maxctas || t.npercta != p->npercta || t.ndist != p->ndist ||
        t.maxw != p->maxw)
        return ws_snap_fail(r, "snapshot does not fit: CTAA tables of another shape");
    t.percta = p->percta, t.cta_id = p->cta_id, t.dist = p->dist, t.wake = p->wake;
    *p = t;
    WS_SNAP_GET_ARR(r, p->percta, (size_t)p->maxctas * (size_t)p->npercta);
    WS_SNAP_GET_ARR(r, p->cta_id, p->maxctas);
    WS_SNAP_GET_ARR(r, p->dist, p->ndist);
    return WS_SNAP_GET_ARR(r, p->wake, p->maxw);
}

const struct ws_prefetcher ws_prefetch_ctaa = {
    "ctaa", "CTA-aware stride prefetch: PerCTA bases + DIST strides, wake the target warp",
    ctaa_pf_create, ctaa_pf_destroy, ctaa_pf_on_load, ctaa_pf_on_fill, ctaa_pf_inspect,
    ctaa_pf_registry, ctaa_pf_save, ctaa_pf_load
};
