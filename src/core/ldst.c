/* ldst.c — the SM's load/store path: the coalescer (active lanes' addresses -> unique
 * line requests), one L1D access per cycle per memory unit (port), MSHR allocation and
 * merging, reservation failures, write-through + write-evict stores, atomics sent to
 * the L2, the miss queue towards the interconnect (back-pressure), replies and L1 hit
 * returns that release the destination registers when all lines are back.
 *
 * Miss accounting: an access is a hit (valid line), a miss (line absent: a new MSHR) or
 * a merge (line absent but already requested: HIT_RESERVED).  l1d.misses counts misses
 * and merges (the data was not in the L1), l1d.hits the rest.
 *
 * Core-side prefetch (warpscope/prefetch.h), only when the SM has a prefetcher: global
 * loads are shown to it at issue; its lines wait in a queue and take the L1 one per
 * cycle after the demand accesses (a miss reserves a way and an MSHR entry whose
 * waiter is CORE_PF_LOAD, then leaves through the miss queue); demand hits and merges
 * on prefetched lines count as useful (prefetch-use). */
#include "core.h"

#include <stdlib.h>
#include <string.h>

static uint32_t ldst_load_alloc(struct ws_sm *sm)
{
    if (sm->nfree_loads == 0) {
        uint32_t old = sm->loads_cap;
        uint32_t ncap = old ? old * 2 : 64;
        sm->loads = ws_realloc(sm->loads, ncap * sizeof *sm->loads);
        memset(sm->loads + old, 0, (ncap - old) * sizeof *sm->loads);
        sm->free_loads = ws_realloc(sm->free_loads, ncap * sizeof *sm->free_loads);
        for (uint32_t i = ncap; i > old; i--)
            sm->free_loads[sm->nfree_loads++] = i - 1;
        sm->loads_cap = ncap;
    }
    uint32_t li = sm->free_loads[--sm->nfree_loads];
    sm->loads[li].used = 1;
    return li;
}

/* Coalesce: unique line addresses of the active lanes (first-touch order) and the bytes
 * each line receives.  Returns the number of lines. */
static int ldst_coalesce(const struct ws_sm *sm, const struct ws_warp *w,
                         const struct ws_inst *in, uint64_t *line, uint16_t *bytes)
{
    uint64_t addr[32];
    int n = ws_inst_addrs(w->trace, in, addr);
    uint64_t mask = ~(uint64_t)(sm->cfg->l1d_line - 1);
    int width = in->width ? in->width : 4;
    int nl = 0;
    for (int i = 0; i < n; i++) {
        uint64_t ends[2] = { addr[i] & mask, (addr[i] + (uint64_t)width - 1) & mask };
        for (int k = 0; k < 2; k++) {
            if (k == 1 && ends[1] == ends[0])
                break;
            int j;
            for (j = nl - 1; j >= 0; j--)
                if (line[j] == ends[k])
                    break;
            if (j >= 0) {
                bytes[j] = (uint16_t)(bytes[j] + width);
            } else if (nl < 32) {
                line[nl] = ends[k];
                bytes[nl] = (uint16_t)width;
                nl++;
            }
        }
    }
    return nl;
}

void core_ldst_issue(struct ws_sm *sm, int unit, struct ws_warp *w, const struct ws_inst *in)
{
    struct core_ldst *L = &sm->ldst[unit];
    int nl = ldst_coalesce(sm, w, in, L->line, L->bytes);
    if (nl == 0)
        return;
    L->memop = in->memop;
    L->space = in->space;
    L->warp = w->slot;
    L->nlines = nl;
    L->next = 0;
    L->stalled = false;
    L->load = UINT32_MAX;
    if (in->memop == WS_MEMOP_LOAD || in->memop == WS_MEMOP_ATOMIC) {
        uint32_t li = ldst_load_alloc(sm);
        struct core_load *ld = &sm->loads[li];
        ld->warp = w->slot;
        ld->lines_left = (uint16_t)nl;
        ld->nreg = in->ndst;
        ld->long_lat = 1;
        for (int j = 0; j < in->ndst; j++) {
            ld->reg[j] = in->dst[j];
            uint16_t r = in->dst[j];
            w->pending[(r >> 6) & 3] |= UINT64_C(1) << (r & 63);
            w->pending_long[(r >> 6) & 3] |= UINT64_C(1) << (r & 63);
        }
        w->mem_loads++;
        L->load = li;
        if (sm->pf && in->memop == WS_MEMOP_LOAD && in->space == WS_SPACE_GLOBAL &&
            !sm->cfg->l1d_perfect && sm->pf->on_load)
            sm->pf->on_load(sm->pfst, sm, w, in, L->line, nl);
    }
    if (in->memop == WS_MEMOP_STORE)
        sm->st.stores++;
    if (in->memop == WS_MEMOP_ATOMIC)
        sm->st.atomics++;
    L->active = true;
}

static void ldst_line_done(struct ws_sm *sm, uint32_t li)
{
    struct core_load *ld = &sm->loads[li];
    if (--ld->lines_left == 0)
        core_sm_release_load(sm, li);
}

static bool ldst_push(struct ws_sm *sm, const struct ws_warp *w, uint64_t line, uint16_t bytes,
                      int op, uint64_t *id_out)
{
    if (sm->missq_len == sm->missq_cap)
        return false;
    uint32_t at = (sm->missq_head + sm->missq_len) % sm->missq_cap;
    struct ws_mem_req *r = &sm->missq[at];
    memset(r, 0, sizeof *r);
    r->addr = line;
    r->id = sm->sim->next_req_id++;
    r->sm = sm->id;
    r->warp = w->slot;
    r->cta = (int32_t)w->cta;
    r->bytes = bytes;
    r->op = (uint8_t)op;
    sm->missq_len++;
    if (id_out)
        *id_out = r->id;
    return true;
}

static void ldst_hit_push(struct ws_sm *sm, uint32_t li)
{
    uint32_t at = (sm->hits_head + sm->hits_len) % sm->hits_cap;
    sm->hits[at].cycle = sm->sim->cycle + (uint64_t)sm->cfg->l1d_latency;
    sm->hits[at].load = li;
    sm->hits_len++;
}

/* ---- core-side prefetch --------------------------------------------------------- */

static struct core_pf_meta *ldst_pf_meta(struct ws_sm *sm, uint64_t line)
{
    int way = ws_cache_find_way(sm->l1d, line);
    if (way < 0)
        return NULL;
    return &sm->pf_meta[(int)ws_cache_set_of(sm->l1d, line) * ws_cache_ways(sm->l1d) + way];
}

/* A demand access of w consumed the prefetched `line` (late: still in flight). */
static void ldst_pf_used(struct ws_sm *sm, const struct ws_warp *w, uint64_t line, bool late)
{
    const struct core_pf_meta *m = ldst_pf_meta(sm, line);
    uint64_t dist = m && sm->sim->cycle >= m->cycle ? sm->sim->cycle - m->cycle : 0;
    sm->pfs.useful++;
    if (late)
        sm->pfs.late++;
    else
        sm->pfs.distance_sum += dist;
    core_sm_emit(sm, WS_EV_PREFETCH_USE, w->slot, (int64_t)dist, late, line);
}

bool ws_sm_prefetch(struct ws_sm *sm, uint64_t line, int target, uint32_t pc)
{
    if (!sm->pfq || sm->pfq_len == sm->pfq_cap || target < 0 || target >= sm->max_warps) {
        sm->pfs.dropped++;
        return false;
    }
    struct core_pf *p = &sm->pfq[(sm->pfq_head + sm->pfq_len) % sm->pfq_cap];
    p->line = ws_cache_line_addr(sm->l1d, line);
    p->target = target;
    p->pc = pc;
    sm->pfq_len++;
    return true;
}

/* One queued prefetch line takes the L1: sent when absent and an MSHR, a way and a miss
 * queue slot are free; kept while only the miss queue is full; dropped otherwise. */
static void ldst_pf_step(struct ws_sm *sm)
{
    struct core_pf *p = &sm->pfq[sm->pfq_head];
    const struct ws_warp *w = &sm->warps[p->target];
    enum ws_cache_result r = ws_cache_probe(sm->l1d, p->line);
    if (r == WS_CACHE_MISS && ws_mshr_can_add(sm->mshr, p->line) &&
        sm->missq_len == sm->missq_cap)
        return;                    /* wait for the miss queue */
    sm->pfq_head = (sm->pfq_head + 1) % sm->pfq_cap;
    sm->pfq_len--;
    if (r != WS_CACHE_MISS || !ws_mshr_can_add(sm->mshr, p->line) ||
        w->state == WS_WARP_EMPTY) {
        sm->pfs.dropped++;
        return;
    }
    struct ws_cache_evict ev;
    ev.valid = false;
    ws_cache_access(sm->l1d, p->line, (int32_t)w->gwarp, 0, &ev);
    struct core_waiter wt = { CORE_PF_LOAD };
    ws_mshr_add(sm->mshr, p->line, &wt);
    uint64_t id;
    ldst_push(sm, w, p->line, (uint16_t)sm->cfg->l1d_line, WS_MEM_READ, &id);
    sm->missq[(sm->missq_head + sm->missq_len - 1) % sm->missq_cap].prefetch = 1;
    struct core_pf_meta *m = ldst_pf_meta(sm, p->line);
    m->cycle = sm->sim->cycle;
    m->target = p->target;
    sm->pfs.issued++;
    if (ev.valid) {
        sm->st.evictions++;
        if (ev.prefetched)
            sm->pfs.evicted_unused++;
        core_sm_emit(sm, WS_EV_L1_EVICT, p->target, ev.fill_warp, 0, ev.addr);
    }
    core_sm_emit(sm, WS_EV_PREFETCH, p->target, p->pc, ws_mshr_used(sm->mshr), p->line);
}

int ws_sm_max_ctas(const struct ws_sm *sm) { return sm->max_ctas; }
void *ws_sm_prefetcher(struct ws_sm *sm) { return sm->pfst; }

int ws_sm_cta_nwarps(const struct ws_sm *sm, int cta_slot)
{
    if (cta_slot < 0 || cta_slot >= sm->max_ctas || !sm->ctas[cta_slot].used)
        return 0;
    return sm->ctas[cta_slot].nwarps;
}

int ws_sm_cta_warp(const struct ws_sm *sm, int cta_slot, int idx)
{
    if (idx < 0 || idx >= ws_sm_cta_nwarps(sm, cta_slot))
        return -1;
    return sm->ctas[cta_slot].warp_slots[idx];
}

/* One global/local load line access.  Returns false on a reservation failure. */
static bool ldst_load_line(struct ws_sm *sm, struct core_ldst *L, uint64_t line)
{
    struct ws_warp *w = &sm->warps[L->warp];
    if (sm->cfg->l1d_perfect) {
        sm->st.l1d_accesses++;
        sm->st.l1d_hits++;
        ldst_hit_push(sm, L->load);
        return true;
    }
    struct core_waiter wt = { L->load };
    enum ws_cache_result r = ws_cache_probe(sm->l1d, line);
    switch (r) {
    case WS_CACHE_HIT: {
        ws_cache_access(sm->l1d, line, (int32_t)w->gwarp, 0, NULL);
        struct ws_cache_line_view v;
        ws_cache_line(sm->l1d, (int)ws_cache_set_of(sm->l1d, line),
                      ws_cache_find_way(sm->l1d, line), &v);
        bool intra = v.fill_warp == (int32_t)w->gwarp;
        if (intra)
            sm->st.hits_intra++;
        else
            sm->st.hits_inter++;
        sm->st.l1d_accesses++;
        sm->st.l1d_hits++;
        ldst_hit_push(sm, L->load);
        core_sm_emit(sm, WS_EV_L1_HIT, w->slot, intra, v.fill_warp, line);
        if (sm->pf && v.prefetched && ws_cache_take_prefetched(sm->l1d, line))
            ldst_pf_used(sm, w, line, false);
        return true;
    }
    case WS_CACHE_HIT_RESERVED: {
        bool pf_first = sm->pf && ws_mshr_count(sm->mshr, line) == 1 &&
            ((const struct core_waiter *)ws_mshr_waiter(sm->mshr, line, 0))->load == CORE_PF_LOAD;
        if (ws_mshr_add(sm->mshr, line, &wt) == WS_MSHR_FULL)
            break;
        if (pf_first)
            ldst_pf_used(sm, w, line, true);
        ws_cache_access(sm->l1d, line, (int32_t)w->gwarp, 0, NULL);
        sm->st.l1d_accesses++;
        sm->st.l1d_misses++;
        sm->st.l1d_merges++;
        core_sm_emit(sm, WS_EV_L1_MISS, w->slot, 0, ws_mshr_used(sm->mshr), line);
        return true;
    }
    case WS_CACHE_MISS: {
        if (!ws_mshr_can_add(sm->mshr, line) || sm->missq_len == sm->missq_cap)
            break;
        struct ws_cache_evict ev;
        ev.valid = false;
        ws_cache_access(sm->l1d, line, (int32_t)w->gwarp, 0, &ev);
        ws_mshr_add(sm->mshr, line, &wt);
        ldst_push(sm, w, line, (uint16_t)sm->cfg->l1d_line, WS_MEM_READ, NULL);
        sm->st.l1d_accesses++;
        sm->st.l1d_misses++;
        if (ev.valid) {
            sm->st.evictions++;
            if (ev.prefetched)
                sm->pfs.evicted_unused++;
            core_sm_emit(sm, WS_EV_L1_EVICT, w->slot, ev.fill_warp, 0, ev.addr);
        }
        core_sm_emit(sm, WS_EV_L1_MISS, w->slot, 1, ws_mshr_used(sm->mshr), line);
        return true;
    }
    case WS_CACHE_RESERVATION_FAIL:
        break;
    }
    sm->st.l1d_res_fails++;
    if (!L->stalled)
        core_sm_emit(sm, WS_EV_MSHR_FULL, w->slot, ws_mshr_used(sm->mshr), (int64_t)r, line);
    return false;
}

static bool ldst_access(struct ws_sm *sm, struct core_ldst *L)
{
    uint64_t line = L->line[L->next];
    const struct ws_warp *w = &sm->warps[L->warp];
    if (L->memop == WS_MEMOP_LOAD)
        return ldst_load_line(sm, L, line);
    if (L->memop == WS_MEMOP_STORE) {
        if (sm->cfg->l1d_perfect)
            return true;
        if (sm->missq_len == sm->missq_cap)
            return false;
        struct ws_cache_evict ev;
        ev.valid = false;
        if (ws_cache_invalidate(sm->l1d, line, &ev)) {
            sm->st.evictions++;
            if (ev.prefetched)
                sm->pfs.evicted_unused++;
            core_sm_emit(sm, WS_EV_L1_EVICT, w->slot, ev.fill_warp, 1, line);
        }
        return ldst_push(sm, w, line, L->bytes[L->next], WS_MEM_WRITE, NULL);
    }
    /* atomic: performed at the L2 slice, answered like a read */
    uint64_t id;
    if (!ldst_push(sm, w, line, L->bytes[L->next], WS_MEM_ATOMIC, &id))
        return false;
    if (sm->natom == sm->atom_cap)
        WS_GROW(sm->atom, sm->atom_cap, sm->natom + 1);
    sm->atom[sm->natom].id = id;
    sm->atom[sm->natom].load = L->load;
    sm->natom++;
    return true;
}

static void ldst_reply(struct ws_sm *sm, const struct ws_mem_req *req)
{
    sm->st.replies++;
    if (req->op == WS_MEM_ATOMIC) {
        for (uint32_t i = 0; i < sm->natom; i++)
            if (sm->atom[i].id == req->id) {
                uint32_t li = sm->atom[i].load;
                sm->atom[i] = sm->atom[--sm->natom];
                ldst_line_done(sm, li);
                return;
            }
        return;
    }
    uint64_t line = req->addr;
    int n = ws_mshr_count(sm->mshr, line);
    uint32_t ids[64];
    int k = 0;
    for (int i = 0; i < n && k < 64; i++) {
        const struct core_waiter *wt = ws_mshr_waiter(sm->mshr, line, i);
        if (wt->load != CORE_PF_LOAD)
            ids[k++] = wt->load;
    }
    /* a prefetch nobody demanded yet stays marked; one a demand merged into is used */
    bool unused_pf = req->prefetch && k == 0;
    ws_cache_fill(sm->l1d, line, unused_pf);
    ws_mshr_release(sm->mshr, line);
    for (int i = 0; i < k; i++)
        ldst_line_done(sm, ids[i]);
    if (unused_pf && sm->pf) {
        int way = ws_cache_find_way(sm->l1d, line);
        int32_t target = way < 0 ? -1 :
            sm->pf_meta[(int)ws_cache_set_of(sm->l1d, line) * ws_cache_ways(sm->l1d) + way].target;
        if (sm->pf->on_fill && target >= 0)
            sm->pf->on_fill(sm->pfst, sm, line, target);
        sm->stale = true;          /* the policy may wake the target warp */
        sm->wake = sm->sim->cycle;
    }
}

void core_ldst_cycle(struct ws_sm *sm)
{
    struct ws_sim *s = sm->sim;
    uint64_t now = s->cycle;
    struct ws_mem_req req;
    while (ws_memsys_recv(s->mem, sm->id, &req)) {
        ldst_reply(sm, &req);
        sm->wake = now;
    }
    while (sm->hits_len && sm->hits[sm->hits_head].cycle <= now) {
        uint32_t li = sm->hits[sm->hits_head].load;
        sm->hits_head = (sm->hits_head + 1) % sm->hits_cap;
        sm->hits_len--;
        ldst_line_done(sm, li);
        sm->wake = now;
    }
    for (int u = 0; u < sm->nunits[2]; u++) {
        struct core_ldst *L = &sm->ldst[u];
        if (!L->active)
            continue;
        if (L->stalled && L->fail_cache == ws_cache_version(sm->l1d) &&
            L->fail_mshr == ws_mshr_version(sm->mshr) && L->fail_missq == sm->missq_len) {
            /* nothing the access reads changed since it failed: it fails again */
            if (L->memop == WS_MEMOP_LOAD && !sm->cfg->l1d_perfect)
                sm->st.l1d_res_fails++;
            continue;
        }
        bool ok = ldst_access(sm, L);
        if (ok == L->stalled) {    /* the stall starts or ends: policies read it (tl, tla,
                                    * ctaa, owl), so the SM evaluates now */
            sm->stale = true;
            sm->wake = now;
        }
        L->stalled = !ok;
        if (ok) {
            if (++L->next == L->nlines) {
                L->active = false;
                sm->wake = now;    /* the unit is free: a memory instruction may issue */
                sm->stale = true;
            }
        } else {
            L->fail_cache = ws_cache_version(sm->l1d);
            L->fail_mshr = ws_mshr_version(sm->mshr);
            L->fail_missq = sm->missq_len;
        }
    }
    if (sm->pfq_len)
        ldst_pf_step(sm);
    if (sm->missq_len) {
        struct ws_mem_req *r = &sm->missq[sm->missq_head];
        r->t_sent = now;
        if (ws_memsys_send(s->mem, r)) {
            sm->missq_head = (sm->missq_head + 1) % sm->missq_cap;
            sm->missq_len--;
            sm->st.requests++;
        } else {
            sm->st.icnt_stalls++;
        }
    }
}

bool core_ldst_busy(const struct ws_sm *sm)
{
    if (sm->missq_len || sm->pfq_len)
        return true;
    for (int u = 0; u < sm->nunits[2]; u++)
        if (sm->ldst[u].active)
            return true;
    return false;
}

int core_ldst_init(struct ws_sm *sm, struct ws_err *err)
{
    const struct ws_config *cfg = sm->cfg;
    sm->ldst = ws_calloc((size_t)sm->nunits[2], sizeof *sm->ldst);
    struct ws_cache_cfg cc = { 0 };
    cc.line = (int)cfg->l1d_line;
    cc.ways = (int)cfg->l1d_assoc;
    cc.sets = (int)(cfg->l1d_size / (cfg->l1d_line * cfg->l1d_assoc));
    cc.repl = WS_REPL_LRU;
    if (cc.sets < 1)
        cc.sets = 1;   /* l1d.size = 0: a one-set cache (use l1d.perfect for no misses) */
    sm->l1d = ws_cache_new(&cc);
    if (!sm->l1d)
        return ws_errf(err, WS_ERR_INPUT, "l1d: invalid geometry (%d sets x %d ways x %d B)",
                       cc.sets, cc.ways, cc.line);
    sm->mshr = ws_mshr_new((int)cfg->l1d_mshrs, (int)cfg->l1d_mshr_merge,
                           sizeof(struct core_waiter));
    if (!sm->mshr)
        return ws_errf(err, WS_ERR_INPUT, "l1d: invalid MSHR table (%lld x %lld)",
                       (long long)cfg->l1d_mshrs, (long long)cfg->l1d_mshr_merge);
    sm->hits_cap = (uint32_t)(sm->nunits[2] * (cfg->l1d_latency + 1) + 1);
    sm->hits = ws_calloc(sm->hits_cap, sizeof *sm->hits);
    sm->missq_cap = (uint32_t)cfg->l1d_miss_queue;
    sm->missq = ws_calloc(sm->missq_cap, sizeof *sm->missq);
    if (sm->pf) {
        sm->pfq_cap = 64;
        sm->pfq = ws_calloc(sm->pfq_cap, sizeof *sm->pfq);
        sm->pf_meta = ws_calloc((size_t)cc.sets * (size_t)cc.ways, sizeof *sm->pf_meta);
    }
    return WS_OK;
}

void core_ldst_free(struct ws_sm *sm)
{
    ws_cache_free(sm->l1d);
    ws_mshr_free(sm->mshr);
    free(sm->ldst);
    free(sm->loads);
    free(sm->free_loads);
    free(sm->hits);
    free(sm->missq);
    free(sm->atom);
    free(sm->pfq);
    free(sm->pf_meta);
}
