/* ldst.c — the load/store unit (GPGPU-Sim ldst_unit; MODEL-NOTES §6).  It holds one
 * memory instruction at a time in its dispatch register until every access has left:
 *  - shared memory: held cost-1 extra cycles for bank conflicts, then a load enters the
 *    sm.shmem_latency-deep pipeline (a store is done);
 *  - global/local: up to l1d.banks accesses a cycle (highest address first) enter the
 *    tail of their bank's l1d.latency-deep queue (an occupied tail stops the unit: a bank
 *    conflict); at the head the access meets the L1D: a read hit frees its part of the
 *    destination registers at once, a miss takes an MSHR (merging into an outstanding
 *    one) and the miss queue, a reservation failure stays at the head and blocks the
 *    bank; a global store hit evicts the line (write-evict), every global store goes on
 *    to the L2 and waits for its acknowledgements (one per 32-byte sector);
 *  - atomics bypass the L1: one access a cycle straight into the interconnect; the warp
 *    waits until every reply is back.
 * Each cycle, in GPGPU-Sim's order: write-back (one item through the register file:
 * the shared pipeline's head, a bypass reply, or one access of a filled line, chosen
 * round-robin), the shared pipeline moves, one response is taken (a store ack, a bypass
 * reply, or a fill sector: a line is filled when all its sectors are back), the miss
 * queue's head enters the interconnect, the latency queues' heads access the L1D and
 * the queues move, then the dispatch register works.
 *
 * L1D statistics are GPGPU-Sim's: accesses = hits + hits on reserved lines + misses
 * (stores included); reservation failures are counted apart, once per failed try.
 *
 * Core-side prefetch (warpscope/prefetch.h), only when the SM has a prefetcher: global
 * loads are shown to it when they enter the unit; its lines wait in a queue and take the
 * L1 one per cycle after the demand accesses (a miss reserves a way and an MSHR entry
 * whose waiter is CORE_PF_LOAD, then leaves through the miss queue); demand hits and
 * merges on prefetched lines count as useful (prefetch-use). */
#include "core.h"

#include <stdlib.h>
#include <string.h>

#define WB_CLIENTS 5
enum { WB_SHMEM = 0, WB_TEX, WB_CONST, WB_BYPASS, WB_L1D };

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

/* Release a load's registers (its last access answered) and complete it. */
static void ldst_load_done(struct ws_sm *sm, uint32_t li)
{
    struct core_load *ld = &sm->loads[li];
    struct ws_warp *w = &sm->warps[ld->inst.warp];
    const struct ws_inst *in = &ld->inst.in;
    for (int j = 0; j < in->ndst; j++)
        core_sb_release(sm, w, in->dst[j]);
    if (in->space == WS_SPACE_GLOBAL || in->space == WS_SPACE_LOCAL)
        w->mem_loads--;
    if (in->memop == WS_MEMOP_ATOMIC && w->atomics)
        w->atomics--;
    core_sm_retire_recheck(sm, w->slot);
    ld->used = 0;
    sm->free_loads[sm->nfree_loads++] = li;
}

static void ldst_load_part(struct ws_sm *sm, uint32_t li)
{
    if (li == UINT32_MAX)
        return;
    if (--sm->loads[li].left == 0)
        ldst_load_done(sm, li);
}

/* ---- accepting an instruction ------------------------------------------------------ */

bool core_ldst_can_accept(const struct ws_sm *sm)
{
    return !sm->ls.dispatch.uid;
}

/* Atomics and .STRONG.GPU loads go straight to the L2 (CACHE_GLOBAL). */
static bool ldst_bypass(const struct core_inst *ci)
{
    const struct ws_inst *in = &ci->in;
    return (in->memop == WS_MEMOP_ATOMIC || ci->bypass) && in->space == WS_SPACE_GLOBAL;
}

static bool ldst_through_l1(const struct ws_inst *in)
{
    return in->space == WS_SPACE_GLOBAL || in->space == WS_SPACE_LOCAL;
}

void core_ldst_accept(struct ws_sm *sm, const struct core_inst *ci)
{
    struct core_ldst *L = &sm->ls;
    struct ws_warp *w = &sm->warps[ci->warp];
    L->dispatch = *ci;
    const struct ws_inst *in = &L->dispatch.in;
    /* a streamed warp's lane addresses are in its decoded block: make it this one's */
    if (in->addr_mode == WS_ADDR_LIST && w->trace->stream)
        (void)ws_warp_inst(w->trace, ci->idx);
    L->dispatch.cycles = 1;
    L->nacc = 0;
    L->load = UINT32_MAX;
    if (in->mask == 0)
        return;
    if (in->space == WS_SPACE_SHARED) {
        sm->st.shmem++;
        int cost = core_shmem_cost(sm->cfg, w->trace, in);
        L->dispatch.cycles = (uint8_t)(cost > 255 ? 255 : cost);
        if (cost > 1)
            sm->st.shmem_bank_conflicts += (uint64_t)(cost - 1);
        return;
    }
    if (!ldst_through_l1(in) && !ldst_bypass(ci))
        return;                           /* const/texture data: the shared pipeline's latency */
    bool bypass = ldst_bypass(ci);
    L->nacc = core_coalesce(sm->cfg, w->trace, in, bypass, L->acc,
                            (int)(sizeof L->acc / sizeof L->acc[0]));
    if (in->memop == WS_MEMOP_STORE)
        sm->st.stores++;
    if (in->memop == WS_MEMOP_ATOMIC)
        sm->st.atomics++;
    if (in->memop != WS_MEMOP_STORE && L->nacc) {
        uint32_t li = ldst_load_alloc(sm);
        sm->loads[li].inst = *ci;
        sm->loads[li].left = (uint16_t)L->nacc;
        L->load = li;
        if (in->space == WS_SPACE_GLOBAL || in->space == WS_SPACE_LOCAL)
            w->mem_loads++;
        if (sm->pf && in->memop == WS_MEMOP_LOAD && in->space == WS_SPACE_GLOBAL &&
            !sm->cfg->l1d_perfect && sm->pf->on_load) {
            uint64_t lines[64];
            int nl = 0;
            for (int i = 0; i < L->nacc; i++) {
                uint64_t line = ws_cache_line_addr(sm->l1d, L->acc[i].addr);
                if (!nl || lines[nl - 1] != line)
                    lines[nl++] = line;
            }
            sm->pf->on_load(sm->pfst, sm, w, in, lines, nl);
        }
    }
}

/* ---- responses -------------------------------------------------------------------- */

bool core_ldst_response(struct ws_sm *sm, const struct ws_mem_req *rep)
{
    struct core_ldst *L = &sm->ls;
    if (L->resp_n >= L->resp_cap)
        return false;
    L->resp[(L->resp_head + L->resp_n) % L->resp_cap] = *rep;
    L->resp_n++;
    return true;
}

/* A sectored L1D's fill (l1d.sectored): the MSHR entry is the sector's, and the sector
 * becomes valid; its merged accesses then write back one per cycle (ready holds the
 * MSHR key, here the sector's address).  Prefetchers are refused with a sectored L1D
 * (core_ldst_init), so no fill is a prefetch. */
static void ldst_fill_one_sector(struct ws_sm *sm, const struct ws_mem_req *r)
{
    struct core_ldst *L = &sm->ls;
    uint64_t sector = r->addr & ~(uint64_t)(WS_SECTOR_BYTES - 1);
    if (!ws_mshr_has(sm->mshr, sector))
        return;
    ws_cache_sector_fill(sm->l1d, sector, false);
    if (L->nready == L->ready_cap)
        return;                          /* not reached: one entry per MSHR */
    L->ready[L->nready++] = (struct core_ready){ sector, 0, ws_mshr_count(sm->mshr, sector) };
}

/* A fill sector for the L1D: the line is filled once all its sectors are back; its
 * merged accesses then write back one per cycle. */
static void ldst_fill_sector(struct ws_sm *sm, const struct ws_mem_req *r)
{
    struct core_ldst *L = &sm->ls;
    if (sm->cfg->l1d_sectored) {
        ldst_fill_one_sector(sm, r);
        return;
    }
    uint64_t line = ws_cache_line_addr(sm->l1d, r->addr);
    int *left = ws_mshr_aux(sm->mshr, line);
    if (!left || --*left > 0)
        return;
    int n = ws_mshr_count(sm->mshr, line);
    bool demand = false;
    for (int i = 0; i < n; i++)
        demand |= ((const struct core_waiter *)ws_mshr_waiter(sm->mshr, line, i))->load != CORE_PF_LOAD;
    /* a prefetch nobody demanded yet stays marked; one a demand merged into is used */
    bool unused_pf = r->prefetch && !demand;
    ws_cache_fill(sm->l1d, line, unused_pf);
    if (L->nready == L->ready_cap)
        return;                          /* not reached: one entry per MSHR */
    L->ready[L->nready++] = (struct core_ready){ line, 0, n };
    if (unused_pf && sm->pf) {
        int way = ws_cache_find_way(sm->l1d, line);
        int32_t target = way < 0 ? -1 :
            sm->pf_meta[(int)ws_cache_set_of(sm->l1d, line) * ws_cache_ways(sm->l1d) + way].target;
        if (sm->pf->on_fill && target >= 0)
            sm->pf->on_fill(sm->pfst, sm, line, target);
    }
}

static void ldst_response(struct ws_sm *sm)
{
    struct core_ldst *L = &sm->ls;
    if (!L->resp_n)
        return;
    const struct ws_mem_req *r = &L->resp[L->resp_head];
    if (r->op == WS_MEM_WRITE) {
        if (r->warp >= 0 && r->warp < sm->max_warps && sm->warps[r->warp].store_acks) {
            sm->warps[r->warp].store_acks--;
            core_sm_retire_recheck(sm, r->warp);
        }
        sm->st.store_acks++;
    } else if (r->kind == WS_MEM_BYPASS) {
        if (L->bypass_n)                 /* the bypass reply register is taken */
            return;
        L->bypass = *r;
        L->bypass_n = 1;
    } else {
        ldst_fill_sector(sm, r);
    }
    L->resp_head = L->resp_head + 1 == L->resp_cap ? 0 : L->resp_head + 1;
    L->resp_n--;
}

/* ---- write-back ------------------------------------------------------------------- */

static void ldst_writeback(struct ws_sm *sm)
{
    struct core_ldst *L = &sm->ls;
    if (L->next_wb.uid) {
        if (!core_oc_writeback(sm, &L->next_wb))
            goto arbitrate;              /* a bank is taken this cycle: retry */
        if (L->next_wb_load == UINT32_MAX) {   /* shared memory (and const/texture) */
            struct ws_warp *w = &sm->warps[L->next_wb.warp];
            for (int j = 0; j < L->next_wb.in.ndst; j++)
                core_sb_release(sm, w, L->next_wb.in.dst[j]);
        } else {
            ldst_load_part(sm, L->next_wb_load);
        }
        memset(&L->next_wb, 0, sizeof L->next_wb);
    }
arbitrate:
    if (!L->smem_n && !L->bypass_n && !L->nready)
        return;                          /* no client has a result */
    for (int c = 0; !L->next_wb.uid && c < WB_CLIENTS; c++) {
        int client = (L->wb_arb + c) % WB_CLIENTS;
        bool served = false;
        switch (client) {
        case WB_SHMEM:
            if (L->smem_n && L->smem[0].uid) {
                L->next_wb = L->smem[0];
                L->next_wb_load = UINT32_MAX;
                struct ws_warp *w = &sm->warps[L->smem[0].warp];
                if (L->smem[0].in.memop == WS_MEMOP_ATOMIC && w->atomics)
                    w->atomics--;
                core_sm_complete(sm, &L->smem[0]);
                memset(&L->smem[0], 0, sizeof L->smem[0]);
                L->smem_n--;
                served = true;
            }
            break;
        case WB_BYPASS:
            if (L->bypass_n) {
                uint32_t li = (uint32_t)L->bypass.cta;   /* the load index rides in cta */
                L->bypass_n = 0;
                if (li < sm->loads_cap && sm->loads[li].used) {
                    L->next_wb = sm->loads[li].inst;
                    L->next_wb_load = li;
                    served = true;
                }
            }
            break;
        case WB_L1D:
            while (L->nready) {
                struct core_ready *r = &L->ready[0];
                const struct core_waiter *wt = ws_mshr_waiter(sm->mshr, r->line, r->next);
                uint32_t li = wt->load;
                /* an access may still merge into the entry while it drains (its line was
                 * evicted meanwhile): it is served too, as GPGPU-Sim drains until empty */
                bool last = ++r->next >= ws_mshr_count(sm->mshr, r->line);
                if (last) {
                    ws_mshr_release(sm->mshr, r->line);
                    memmove(&L->ready[0], &L->ready[1], (size_t)(L->nready - 1) * sizeof *L->ready);
                    L->nready--;
                }
                if (li == CORE_PF_LOAD)
                    continue;            /* a prefetch takes no write-back */
                L->next_wb = sm->loads[li].inst;
                L->next_wb_load = li;
                served = true;
                break;
            }
            break;
        default:
            break;
        }
        if (served)
            L->wb_arb = (client + 1) % WB_CLIENTS;
    }
}

/* ---- the L1D ---------------------------------------------------------------------- */

static bool ldst_missq_push(struct ws_sm *sm, const struct core_l1req *q, uint64_t addr,
                            uint16_t bytes, int op, int kind)
{
    if (sm->missq_len == sm->missq_cap)
        return false;
    uint32_t at = (sm->missq_head + sm->missq_len) % sm->missq_cap;
    struct ws_mem_req *r = &sm->missq[at];
    memset(r, 0, sizeof *r);
    r->addr = addr;
    r->id = sm->sim->next_req_id++;
    r->sm = sm->id;
    r->warp = q ? q->warp : -1;
    r->cta = q && q->warp < sm->max_warps ? (int32_t)sm->warps[q->warp].cta : -1;
    r->bytes = bytes;
    r->op = (uint8_t)op;
    r->kind = (uint8_t)kind;
    if (op == WS_MEM_WRITE)              /* an evicted line goes back whole */
        r->full = q ? q->full : 0xf;
    sm->missq_len++;
    return true;
}

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

/* The warp slot that filled a line (its events name warps by slot), when an event of
 * this kind is wanted. */
static int64_t ldst_fill_slot(const struct ws_sm *sm, int kind, int32_t fill)
{
    if (!ws_event_wanted(&sm->sim->bus, kind) && !sm->pol->on_event)
        return -1;
    return core_sm_slot_of_gwarp(sm, fill);
}

static void ldst_evicted(struct ws_sm *sm, int warp, const struct ws_cache_evict *ev, int store)
{
    if (!ev->valid)
        return;
    sm->st.evictions++;
    if (ev->prefetched)
        sm->pfs.evicted_unused++;
    core_sm_emit(sm, WS_EV_L1_EVICT, warp, ldst_fill_slot(sm, WS_EV_L1_EVICT, ev->fill_warp),
                 store, ev->addr);
}

/* A hit's statistics and event: intra- or inter-warp by the line's filling warp.
 * Returns the line's prefetched flag. */
static bool ldst_l1_hit(struct ws_sm *sm, const struct ws_warp *w, uint64_t line)
{
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
    core_sm_emit(sm, WS_EV_L1_HIT, w->slot, intra, ldst_fill_slot(sm, WS_EV_L1_HIT, v.fill_warp),
                 line);
    return v.prefetched;
}

/* A read merged into the MSHR entry of its line (or sector) already being fetched. */
static enum ws_cache_result ldst_l1_merged(struct ws_sm *sm, const struct ws_warp *w,
                                           uint64_t line)
{
    sm->st.l1d_accesses++;
    sm->st.l1d_merges++;
    core_sm_emit(sm, WS_EV_L1_MISS, w->slot, 0, ws_mshr_used(sm->mshr), line);
    return WS_CACHE_HIT_RESERVED;
}

/* A read miss whose fetch is queued: its statistics, the victim the allocation evicted
 * (a dirty one written back, unless the L1D is write-through) and its event. */
static enum ws_cache_result ldst_l1_missed(struct ws_sm *sm, const struct ws_warp *w,
                                           uint64_t line, const struct ws_cache_evict *ev)
{
    sm->st.l1d_accesses++;
    sm->st.l1d_misses++;
    ldst_evicted(sm, w->slot, ev, 0);
    if (ev->valid && ev->dirty && !sm->l1d_through)   /* a dirty local line goes back */
        ldst_missq_push(sm, NULL, ev->addr, (uint16_t)sm->cfg->l1d_line, WS_MEM_WRITE,
                        WS_MEM_WRBK);
    core_sm_emit(sm, WS_EV_L1_MISS, w->slot, 1, ws_mshr_used(sm->mshr), line);
    return WS_CACHE_MISS;
}

/* A read at the head of a sectored L1D (l1d.sectored; sector_cache_block, MSHRs keyed by
 * the 32-byte sector as gpgpu-sim's mshr_addr does for 'S' caches).  A hit needs the
 * sector valid; a sector being filled merges into its MSHR entry; a missing sector (its
 * line present or not) takes an entry and fetches 32 bytes.  Events name the line. */
static enum ws_cache_result ldst_l1_read_sector(struct ws_sm *sm, struct core_l1req *q)
{
    struct ws_warp *w = &sm->warps[q->warp];
    uint64_t line = q->line, sector = q->addr & ~(uint64_t)(WS_SECTOR_BYTES - 1);
    enum ws_cache_result r = ws_cache_sector_probe(sm->l1d, sector);
    if (r == WS_CACHE_HIT) {
        ws_cache_sector_access_by(sm->l1d, sector, false, (int32_t)w->gwarp, NULL);
        ldst_l1_hit(sm, w, line);
        return WS_CACHE_HIT;
    }
    if (r == WS_CACHE_RESERVATION_FAIL || sm->missq_len + 1 >= sm->missq_cap ||
        !ws_mshr_can_add(sm->mshr, sector))
        return WS_CACHE_RESERVATION_FAIL;    /* every way reserved, no room for two, no MSHR */
    struct core_waiter wt = { q->load, q->warp };
    if (r == WS_CACHE_HIT_RESERVED) {
        ws_mshr_add(sm->mshr, sector, &wt);
        ws_cache_sector_access_by(sm->l1d, sector, false, (int32_t)w->gwarp, NULL);
        return ldst_l1_merged(sm, w, line);
    }
    struct ws_cache_evict ev;
    ws_cache_sector_access_by(sm->l1d, sector, false, (int32_t)w->gwarp, &ev);
    ws_mshr_add(sm->mshr, sector, &wt);
    ldst_missq_push(sm, q, sector, WS_SECTOR_BYTES, WS_MEM_READ, WS_MEM_DATA);
    return ldst_l1_missed(sm, w, line, &ev);
}

/* A read at the latency queue's head (data_cache::rd_hit/rd_miss). */
static enum ws_cache_result ldst_l1_read(struct ws_sm *sm, struct core_l1req *q)
{
    struct ws_warp *w = &sm->warps[q->warp];
    uint64_t line = q->line;
    if (sm->cfg->l1d_perfect) {
        sm->st.l1d_accesses++;
        sm->st.l1d_hits++;
        return WS_CACHE_HIT;
    }
    if (sm->cfg->l1d_sectored)
        return ldst_l1_read_sector(sm, q);
    enum ws_cache_result r = ws_cache_probe(sm->l1d, line);
    if (r == WS_CACHE_HIT) {
        ws_cache_access(sm->l1d, line, (int32_t)w->gwarp, 0, NULL);
        bool prefetched = ldst_l1_hit(sm, w, line);
        if (sm->pf && prefetched && ws_cache_take_prefetched(sm->l1d, line))
            ldst_pf_used(sm, w, line, false);
        return WS_CACHE_HIT;
    }
    if (r == WS_CACHE_RESERVATION_FAIL || sm->missq_len + 1 >= sm->missq_cap)
        return WS_CACHE_RESERVATION_FAIL;    /* every way reserved, or no room for two */
    struct core_waiter wt = { q->load, q->warp };
    bool merge = ws_mshr_has(sm->mshr, line);
    if (!ws_mshr_can_add(sm->mshr, line))
        return WS_CACHE_RESERVATION_FAIL;
    if (merge) {
        bool pf_first = sm->pf && ws_mshr_count(sm->mshr, line) == 1 &&
            ((const struct core_waiter *)ws_mshr_waiter(sm->mshr, line, 0))->load == CORE_PF_LOAD;
        ws_mshr_add(sm->mshr, line, &wt);
        if (pf_first)
            ldst_pf_used(sm, w, line, true);
        ws_cache_access(sm->l1d, line, (int32_t)w->gwarp, 0, NULL);
        return ldst_l1_merged(sm, w, line);
    }
    struct ws_cache_evict ev;
    ev.valid = false;
    ws_cache_access(sm->l1d, line, (int32_t)w->gwarp, 0, &ev);
    ws_mshr_add(sm->mshr, line, &wt);
    struct ws_mem_req tmp;
    tmp.addr = line;
    tmp.bytes = (uint16_t)sm->cfg->l1d_line;
    tmp.op = WS_MEM_READ;
    *ws_mshr_aux(sm->mshr, line) = ws_mem_replies(&tmp);
    ldst_missq_push(sm, q, line, (uint16_t)sm->cfg->l1d_line, WS_MEM_READ, WS_MEM_DATA);
    return ldst_l1_missed(sm, w, line, &ev);
}

/* A store at the head of a write-through L1D (l1d.write = through; data_cache::wr_hit_wt
 * and wr_miss_wa_lazy_fetch_on_read): the store always goes on to the L2; a missing line
 * is allocated without a fetch, its sector marked written (readable when written in
 * full).  Nothing is written back on eviction. */
static enum ws_cache_result ldst_l1_write_through(struct ws_sm *sm, struct core_l1req *q)
{
    struct ws_warp *w = &sm->warps[q->warp];
    if (sm->missq_len == sm->missq_cap)
        return WS_CACHE_RESERVATION_FAIL;
    uint64_t sector = q->addr & ~(uint64_t)(WS_SECTOR_BYTES - 1);
    struct ws_cache_evict ev;
    enum ws_cache_result r = ws_cache_sector_write_lazy(sm->l1d, sector,
                                                        ws_mem_sector_full(q->full, sector),
                                                        (int32_t)w->gwarp, &ev);
    if (r == WS_CACHE_RESERVATION_FAIL)
        return r;
    ldst_evicted(sm, w->slot, &ev, 1);
    ldst_missq_push(sm, q, q->addr, q->bytes, WS_MEM_WRITE, WS_MEM_DATA);
    sm->st.l1d_accesses++;
    if (r == WS_CACHE_HIT)
        sm->st.l1d_hits++;
    else
        sm->st.l1d_misses++;
    return r == WS_CACHE_HIT ? WS_CACHE_HIT : WS_CACHE_MISS;
}

/* A store at the head: global write-evict (hit: invalidate and send), local write-back
 * (hit: dirty, acknowledged at once), no write-allocate (miss: send). */
static enum ws_cache_result ldst_l1_write(struct ws_sm *sm, struct core_l1req *q)
{
    struct ws_warp *w = &sm->warps[q->warp];
    if (sm->cfg->l1d_perfect) {
        sm->st.l1d_accesses++;
        sm->st.l1d_hits++;
        w->store_acks -= w->store_acks >= (uint32_t)(q->bytes + 31) / 32 ? (uint32_t)(q->bytes + 31) / 32 : w->store_acks;
        core_sm_retire_recheck(sm, w->slot);
        return WS_CACHE_HIT;
    }
    if (sm->l1d_through)
        return ldst_l1_write_through(sm, q);
    bool hit = ws_cache_probe(sm->l1d, q->line) == WS_CACHE_HIT;
    if (hit && q->space == WS_SPACE_LOCAL) {
        ws_cache_access(sm->l1d, q->line, (int32_t)w->gwarp, WS_CACHE_WRITE, NULL);
        uint32_t acks = (uint32_t)(q->bytes + 31) / 32;
        w->store_acks -= acks <= w->store_acks ? acks : w->store_acks;
        core_sm_retire_recheck(sm, w->slot);
        sm->st.l1d_accesses++;
        sm->st.l1d_hits++;
        return WS_CACHE_HIT;
    }
    if (sm->missq_len == sm->missq_cap)
        return WS_CACHE_RESERVATION_FAIL;
    if (hit) {
        struct ws_cache_evict ev;
        if (ws_cache_invalidate(sm->l1d, q->line, &ev))
            ldst_evicted(sm, w->slot, &ev, 1);
    }
    ldst_missq_push(sm, q, q->addr, q->bytes, WS_MEM_WRITE, WS_MEM_DATA);
    sm->st.l1d_accesses++;
    if (hit)
        sm->st.l1d_hits++;
    else
        sm->st.l1d_misses++;
    return hit ? WS_CACHE_HIT : WS_CACHE_MISS;
}

/* Would the load at the head of bank b fail its reservation again?  Its failure
 * depends only on the L1D's lines, the MSHRs and the miss queue's length (the failing
 * paths of ldst_l1_read change nothing): the same when none of them changed. */
static bool ldst_refail(const struct ws_sm *sm, int b, const struct core_l1req *h)
{
    const struct core_refail *f = &sm->ls.refail;
    return f->valid && f->bank == b && f->line == h->line && f->missq == sm->missq_len &&
           f->cache == ws_cache_version(sm->l1d) && f->mshr == ws_mshr_version(sm->mshr);
}

/* One cycle of bank b's queue: every request with a free stage ahead of it moves up one
 * stage; the run of requests held at the head stays.  On the ring, whichever is
 * shorter moves: the stages behind the run's gap up one, or the run back one slot
 * with the origin forward one (the slot the head left becomes the empty tail). */
static void ldst_lq_advance(struct ws_sm *sm, int b, int lat)
{
    struct core_ldst *L = &sm->ls;
    struct core_l1req *q = &L->lq[b * lat];
    int org = L->lq_org[b], run = 0;
    if (L->lq_still[b])
        return;                          /* packed at the head since the last change */
#define LQ(s) (&q[org + (s) >= lat ? org + (s) - lat : org + (s)])
    while (run < lat && LQ(run)->valid)
        run++;
    if (run == L->lq_bn[b]) {
        L->lq_still[b] = true;           /* every request held at the head: none moves */
        return;
    }
    if (run <= lat - 1 - run) {
        for (int s = run; s > 0; s--)
            *LQ(s) = *LQ(s - 1);
        LQ(0)->valid = 0;                /* the tail-to-be */
        L->lq_org[b] = org + 1 == lat ? 0 : org + 1;
    } else {
        for (int s = run; s + 1 < lat; s++)
            *LQ(s) = *LQ(s + 1);
        LQ(lat - 1)->valid = 0;
    }
#undef LQ
}

static void ldst_latency_queue(struct ws_sm *sm)
{
    struct core_ldst *L = &sm->ls;
    int lat = (int)sm->cfg->l1d_latency, banks = (int)sm->cfg->l1d_banks;
    for (int b = 0; b < banks; b++) {
        struct core_l1req *h = core_ldst_lq(sm, b, 0);
        if (h->valid) {
            enum ws_cache_result r;
            if (h->memop == WS_MEMOP_STORE) {
                r = ldst_l1_write(sm, h);
            } else if (ldst_refail(sm, b, h)) {
                r = WS_CACHE_RESERVATION_FAIL;
            } else {
                r = ldst_l1_read(sm, h);
                if (r == WS_CACHE_RESERVATION_FAIL)
                    L->refail = (struct core_refail){ ws_cache_version(sm->l1d),
                        ws_mshr_version(sm->mshr), h->line, sm->missq_len, b, true };
            }
            if (r == WS_CACHE_RESERVATION_FAIL) {
                if (!h->memop || h->memop != WS_MEMOP_STORE) {
                    if (!L->resfail)
                        core_sm_emit(sm, WS_EV_MSHR_FULL, h->warp, ws_mshr_used(sm->mshr), 0,
                                     h->line);
                }
                L->resfail = true;
                sm->st.l1d_res_fails++;
                /* l1d.write_ratio: refused because the set's free ways are written lines
                 * the ratio keeps (counted in the cache: sm[].l1d.write_ratio_fails) */
                if (sm->cfg->l1d_write_ratio && ws_cache_ratio_blocked(sm->l1d, h->addr))
                    ws_cache_count_ratio_fail(sm->l1d);
            } else {
                L->resfail = false;
                if (r == WS_CACHE_HIT && h->memop != WS_MEMOP_STORE)
                    ldst_load_part(sm, h->load);
                h->valid = 0;
                L->lq_n--;
                L->lq_bn[b]--;
                L->lq_still[b] = false;
            }
        }
        if (L->lq_n)
            ldst_lq_advance(sm, b, lat);
    }
}

/* ---- the dispatch register ---------------------------------------------------------- */

/* Push accesses of the dispatched global/local instruction into the latency queues;
 * false while some remain. */
static bool ldst_l1_accesses(struct ws_sm *sm)
{
    struct core_ldst *L = &sm->ls;
    const struct ws_inst *in = &L->dispatch.in;
    struct ws_warp *w = &sm->warps[L->dispatch.warp];
    int lat = (int)sm->cfg->l1d_latency, banks = (int)sm->cfg->l1d_banks;
    for (int k = 0; k < banks && L->nacc; k++) {
        const struct core_access *a = &L->acc[L->nacc - 1];
        int b = (int)((a->addr >> 5) % (uint64_t)banks);
        struct core_l1req *tail = core_ldst_lq(sm, b, lat - 1);
        if (tail->valid) {
            L->stall = MS_BANK;
            sm->st.l1_bank_conflicts++;
            return false;
        }
        tail->valid = 1;
        tail->addr = a->addr;
        tail->line = ws_cache_line_addr(sm->l1d, a->addr);
        tail->bytes = a->bytes;
        tail->full = a->full;
        tail->warp = L->dispatch.warp;
        tail->memop = in->memop;
        tail->space = in->space;
        tail->load = in->memop == WS_MEMOP_STORE ? UINT32_MAX : L->load;
        if (in->memop == WS_MEMOP_STORE)
            w->store_acks += (uint32_t)(a->bytes + 31) / 32;
        L->lq_n++;
        L->lq_bn[b]++;
        L->lq_still[b] = false;
        L->nacc--;
    }
    if (L->nacc)
        L->stall = MS_COAL;
    return L->nacc == 0;
}

/* Atomics and L1-bypassing loads: one access a cycle straight into the interconnect;
 * each reply writes back through the bypass register. */
static bool ldst_bypass_accesses(struct ws_sm *sm)
{
    struct core_ldst *L = &sm->ls;
    if (!L->nacc)
        return true;
    const struct core_access *a = &L->acc[L->nacc - 1];
    struct ws_mem_req r;
    memset(&r, 0, sizeof r);
    r.addr = a->addr;
    r.id = sm->sim->next_req_id;
    r.sm = sm->id;
    r.warp = L->dispatch.warp;
    r.cta = (int32_t)L->load;            /* the load index rides in cta (WB_BYPASS) */
    r.bytes = a->bytes;
    r.op = L->dispatch.in.memop == WS_MEMOP_ATOMIC ? WS_MEM_ATOMIC : WS_MEM_READ;
    r.kind = WS_MEM_BYPASS;
    r.t_sent = sm->sim->cycle;
    if (!ws_memsys_send(sm->sim->mem, &r)) {
        L->stall = MS_ICNT;
        sm->st.icnt_stalls++;
        return false;
    }
    sm->sim->next_req_id++;
    sm->outstanding += (uint64_t)ws_mem_replies(&r);
    sm->st.replies_expected += (uint64_t)ws_mem_replies(&r);
    sm->st.requests++;
    L->nacc--;
    if (L->nacc)
        L->stall = MS_COAL;
    return L->nacc == 0;
}

static void ldst_dispatch(struct ws_sm *sm)
{
    struct core_ldst *L = &sm->ls;
    L->stall = MS_NONE;
    if (!L->dispatch.uid)
        return;
    const struct ws_inst *in = &L->dispatch.in;
    bool done;
    if (in->space == WS_SPACE_SHARED || (!ldst_through_l1(in) && !ldst_bypass(&L->dispatch))) {
        if (L->dispatch.cycles > 1) {
            L->dispatch.cycles--;        /* bank conflicts: one more cycle */
            L->stall = MS_BANK;
            done = false;
        } else {
            done = true;
        }
    } else if (ldst_bypass(&L->dispatch)) {
        done = ldst_bypass_accesses(sm);
    } else {
        done = ldst_l1_accesses(sm);
    }
    L->stalled = !done && L->stall != MS_COAL;
    if (!done)
        return;
    bool load = in->memop != WS_MEMOP_STORE && in->ndst > 0;
    bool smem_path = in->space == WS_SPACE_SHARED ||
                     (!ldst_through_l1(in) && !ldst_bypass(&L->dispatch));
    if (smem_path && (load || in->memop == WS_MEMOP_ATOMIC) && in->mask) {
        int depth = (int)sm->cfg->sm_shmem_latency;
        if (L->smem[depth - 1].uid) {
            L->stalled = true;           /* the pipeline's entry is taken */
            return;
        }
        L->smem[depth - 1] = L->dispatch;
        L->smem_n++;
    } else {
        if (L->load == UINT32_MAX && in->memop != WS_MEMOP_STORE) {
            /* a load that made no access (no active lane): its registers are written
             * as it leaves (ldst_unit::cycle's pending-writes check finds none) */
            struct ws_warp *w = &sm->warps[L->dispatch.warp];
            for (int j = 0; j < in->ndst; j++)
                core_sb_release(sm, w, in->dst[j]);
            if (in->memop == WS_MEMOP_ATOMIC && in->mask && w->atomics)
                w->atomics--;
        }
        core_sm_complete(sm, &L->dispatch);
    }
    memset(&L->dispatch, 0, sizeof L->dispatch);
}

/* ---- core-side prefetch ------------------------------------------------------------ */

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

/* One queued prefetch line takes the L1: sent when absent and an MSHR, a way and two
 * miss-queue slots are free; kept while only the miss queue is full; dropped otherwise. */
static void ldst_pf_step(struct ws_sm *sm)
{
    struct core_pf *p = &sm->pfq[sm->pfq_head];
    const struct ws_warp *w = &sm->warps[p->target];
    enum ws_cache_result r = ws_cache_probe(sm->l1d, p->line);
    if (r == WS_CACHE_MISS && ws_mshr_can_add(sm->mshr, p->line) &&
        sm->missq_len + 1 >= sm->missq_cap)
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
    struct core_waiter wt = { CORE_PF_LOAD, (uint16_t)p->target };
    ws_mshr_add(sm->mshr, p->line, &wt);
    struct core_l1req q = { 0 };
    q.warp = (uint16_t)p->target;
    ldst_missq_push(sm, &q, p->line, (uint16_t)sm->cfg->l1d_line, WS_MEM_READ, WS_MEM_DATA);
    sm->missq[(sm->missq_head + sm->missq_len - 1) % sm->missq_cap].prefetch = 1;
    struct ws_mem_req tmp = { .addr = p->line, .bytes = (uint16_t)sm->cfg->l1d_line };
    *ws_mshr_aux(sm->mshr, p->line) = ws_mem_replies(&tmp);
    struct core_pf_meta *m = ldst_pf_meta(sm, p->line);
    m->cycle = sm->sim->cycle;
    m->target = p->target;
    sm->pfs.issued++;
    ldst_evicted(sm, p->target, &ev, 0);
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

/* ---- the cycle --------------------------------------------------------------------- */

void core_ldst_cycle(struct ws_sm *sm)
{
    struct core_ldst *L = &sm->ls;
    ldst_writeback(sm);
    if (L->smem_n) {
        int depth = (int)sm->cfg->sm_shmem_latency;
        for (int s = 0; s + 1 < depth; s++)
            if (!L->smem[s].uid && L->smem[s + 1].uid) {
                L->smem[s] = L->smem[s + 1];
                memset(&L->smem[s + 1], 0, sizeof L->smem[s + 1]);
            }
    }
    ldst_response(sm);
    if (sm->missq_len) {                 /* the L1D's cycle: the miss queue's head leaves */
        struct ws_mem_req *r = &sm->missq[sm->missq_head];
        r->t_sent = sm->sim->cycle;
        if (ws_memsys_send(sm->sim->mem, r)) {
            if (!(r->op == WS_MEM_WRITE && r->kind == WS_MEM_WRBK)) {
                sm->outstanding += (uint64_t)ws_mem_replies(r);
                sm->st.replies_expected += (uint64_t)ws_mem_replies(r);
            }
            sm->missq_head = (sm->missq_head + 1) % sm->missq_cap;
            sm->missq_len--;
            sm->st.requests++;
        } else {
            sm->st.icnt_stalls++;
        }
    }
    if (L->lq_n)
        ldst_latency_queue(sm);
    if (sm->pfq_len)
        ldst_pf_step(sm);
    ldst_dispatch(sm);
}

bool core_ldst_busy(const struct ws_sm *sm)
{
    const struct core_ldst *L = &sm->ls;
    return L->dispatch.uid || L->smem_n || L->lq_n || L->next_wb.uid || L->nready ||
           L->resp_n || L->bypass_n || sm->missq_len || sm->pfq_len;
}

int core_l1d_carveout_ways(const struct ws_config *cfg, int64_t shmem)
{
    int64_t opt[16];
    int n = ws_config_list(cfg->sm_shmem_options, opt, 16);
    int64_t sets = cfg->l1d_size / (cfg->l1d_line * cfg->l1d_assoc);
    if (sets < 1)
        sets = 1;
    int64_t max_ways = cfg->l1d_unified / (cfg->l1d_line * sets);
    int64_t pick = n > 0 ? opt[n - 1] * 1024 : 0;  /* more than every option: the largest */
    for (int i = 0; i < n; i++)
        if (shmem <= opt[i] * 1024) {
            pick = opt[i] * 1024;
            break;
        }
    int64_t ways = max_ways * (cfg->l1d_unified - pick) / cfg->l1d_unified;
    return ways < 1 ? 1 : (int)ways;
}

/* The prefetch records follow the L1D's geometry (one per way); the records of a resized
 * cache's lines are gone with the lines. */
static void ldst_pf_meta_fit(struct ws_sm *sm, int old_ways)
{
    if (!sm->pf || ws_cache_ways(sm->l1d) == old_ways)
        return;
    free(sm->pf_meta);
    sm->pf_meta = ws_calloc((size_t)ws_cache_sets(sm->l1d) * (size_t)ws_cache_ways(sm->l1d),
                            sizeof *sm->pf_meta);
}

void core_ldst_carveout(struct ws_sm *sm, int ways)
{
    int old = ws_cache_ways(sm->l1d);
    ws_cache_resize(sm->l1d, ways);
    ldst_pf_meta_fit(sm, old);
}

void core_ldst_invalidate(struct ws_sm *sm)
{
    ws_cache_invalidate_all(sm->l1d);
}

static uint32_t ldst_fermi_index(const void *ctx, uint64_t addr)
{
    const struct ws_sm *sm = ctx;
    return core_fermi_set(addr, __builtin_ctz((unsigned)sm->cfg->l1d_line),
                          ws_cache_sets(sm->l1d));
}

int core_ldst_init(struct ws_sm *sm, struct ws_err *err)
{
    const struct ws_config *cfg = sm->cfg;
    struct core_ldst *L = &sm->ls;
    struct ws_cache_cfg cc = { 0 };
    cc.line = (int)cfg->l1d_line;
    cc.ways = (int)cfg->l1d_assoc;
    cc.sets = (int)(cfg->l1d_size / (cfg->l1d_line * cfg->l1d_assoc));
    cc.repl = WS_REPL_LRU;
    if (cc.sets < 1)
        cc.sets = 1;   /* l1d.size = 0: a one-set cache (use l1d.perfect for no misses) */
    if (cfg->l1d_sectored) {
        cc.sectors = cc.line / WS_SECTOR_BYTES;
        if (cc.line % WS_SECTOR_BYTES || cc.sectors > 8)
            return ws_errf(err, WS_ERR_INPUT, "l1d.sectored = true needs l1d.line a multiple "
                           "of %d bytes and at most 8 sectors (l1d.line = %d)", WS_SECTOR_BYTES,
                           cc.line);
        if (sm->pf)
            return ws_errf(err, WS_ERR_INPUT, "l1d.sectored = true: the core-side prefetchers "
                           "(%s) fetch whole lines and do not work with a sectored L1D yet",
                           sm->pf->name);
    }
    cc.write_ratio = (int)cfg->l1d_write_ratio;    /* -gpgpu_l1_cache_write_ratio */
    sm->l1d_through = !strcmp(cfg->l1d_write, "through");
    if (sm->l1d_through && !cfg->l1d_sectored)
        return ws_errf(err, WS_ERR_INPUT, "l1d.write = through needs l1d.sectored = true (the "
                       "write-through L1D of Volta and later is sectored)");
    if (!strcmp(cfg->l1d_index, "fermi")) {
        if (cc.sets != 32 && cc.sets != 64)
            return ws_errf(err, WS_ERR_INPUT, "l1d.index = fermi needs 32 or 64 sets (l1d.size "
                           "/ (l1d.line x l1d.assoc) = %d); use l1d.index = linear", cc.sets);
        cc.index_fn = ldst_fermi_index;
        cc.index_ctx = sm;
    }
    sm->l1d = ws_cache_new(&cc);
    if (!sm->l1d)
        return ws_errf(err, WS_ERR_INPUT, "l1d: invalid geometry (%d sets x %d ways x %d B)",
                       cc.sets, cc.ways, cc.line);
    sm->mshr = ws_mshr_new((int)cfg->l1d_mshrs, (int)cfg->l1d_mshr_merge,
                           sizeof(struct core_waiter));
    if (!sm->mshr)
        return ws_errf(err, WS_ERR_INPUT, "l1d: invalid MSHR table (%lld x %lld)",
                       (long long)cfg->l1d_mshrs, (long long)cfg->l1d_mshr_merge);
    sm->missq_cap = (uint32_t)cfg->l1d_miss_queue;
    sm->missq = ws_calloc(sm->missq_cap, sizeof *sm->missq);
    L->smem = ws_calloc((size_t)cfg->sm_shmem_latency, sizeof *L->smem);
    L->lq = ws_calloc((size_t)(cfg->l1d_latency * cfg->l1d_banks), sizeof *L->lq);
    L->lq_org = ws_calloc((size_t)cfg->l1d_banks, sizeof *L->lq_org);
    L->lq_bn = ws_calloc((size_t)cfg->l1d_banks, sizeof *L->lq_bn);
    L->lq_still = ws_calloc((size_t)cfg->l1d_banks, sizeof *L->lq_still);
    L->resp_cap = (int)cfg->sm_ldst_response;
    L->resp = ws_calloc((size_t)L->resp_cap, sizeof *L->resp);
    L->ready_cap = (int)cfg->l1d_mshrs;
    L->ready = ws_calloc((size_t)L->ready_cap, sizeof *L->ready);
    if (sm->pf) {
        sm->pfq_cap = 64;
        sm->pfq = ws_calloc(sm->pfq_cap, sizeof *sm->pfq);
        sm->pf_meta = ws_calloc((size_t)cc.sets * (size_t)cc.ways, sizeof *sm->pf_meta);
    }
    return WS_OK;
}

void core_ldst_free(struct ws_sm *sm)
{
    struct core_ldst *L = &sm->ls;
    ws_cache_free(sm->l1d);
    ws_mshr_free(sm->mshr);
    free(sm->loads);
    free(sm->free_loads);
    free(sm->missq);
    free(L->smem);
    free(L->lq);
    free(L->lq_org);
    free(L->lq_bn);
    free(L->lq_still);
    free(L->resp);
    free(L->ready);
    free(sm->pfq);
    free(sm->pf_meta);
}

/* ---- snapshots: the unit (dispatch, shared-memory pipeline, L1 latency queues, fills,
 * responses), the L1D and its MSHRs, the load pool, the miss queue, queued prefetches.
 * The SM's scalars (queue heads and lengths, counters) travel with struct ws_sm. ---- */

void core_ldst_save(const struct ws_sm *sm, struct ws_snap_buf *b)
{
    const struct ws_config *cfg = sm->cfg;
    const struct core_ldst *L = &sm->ls;
    struct core_ldst t = *L;
    t.smem = NULL, t.lq = NULL, t.lq_org = NULL, t.lq_bn = NULL, t.lq_still = NULL;
    t.ready = NULL, t.resp = NULL;
    size_t nb = (size_t)cfg->l1d_banks;
    ws_snap_tag(b, "ldst");
    ws_snap_block(b, &t, sizeof t);
    ws_snap_block(b, L->smem, (size_t)cfg->sm_shmem_latency * sizeof *L->smem);
    ws_snap_block(b, L->lq, (size_t)cfg->l1d_latency * nb * sizeof *L->lq);
    ws_snap_block(b, L->lq_org, nb * sizeof *L->lq_org);
    ws_snap_block(b, L->lq_bn, nb * sizeof *L->lq_bn);
    ws_snap_block(b, L->lq_still, nb * sizeof *L->lq_still);
    ws_snap_block(b, L->ready, (size_t)L->ready_cap * sizeof *L->ready);
    ws_snap_block(b, L->resp, (size_t)L->resp_cap * sizeof *L->resp);
    ws_cache_save(sm->l1d, b);
    ws_mshr_save(sm->mshr, b);
    ws_snap_u32(b, sm->loads_cap);
    ws_snap_put(b, sm->loads, (size_t)sm->loads_cap * sizeof *sm->loads);
    ws_snap_put(b, sm->free_loads, (size_t)sm->loads_cap * sizeof *sm->free_loads);
    ws_snap_block(b, sm->missq, (size_t)sm->missq_cap * sizeof *sm->missq);
    if (sm->pf) {
        size_t nl = (size_t)ws_cache_sets(sm->l1d) * (size_t)ws_cache_ways(sm->l1d);
        ws_snap_block(b, sm->pfq, (size_t)sm->pfq_cap * sizeof *sm->pfq);
        ws_snap_block(b, sm->pf_meta, nl * sizeof *sm->pf_meta);
    }
}

/* sm->loads_cap is the capacity of the live pool here (core_sm_load keeps it): the
 * pool takes the saved capacity exactly, so later growth hands out the same indices. */
bool core_ldst_load(struct ws_sm *sm, struct ws_snap_rd *r)
{
    const struct ws_config *cfg = sm->cfg;
    struct core_ldst *L = &sm->ls, t;
    size_t nb = (size_t)cfg->l1d_banks;
    ws_snap_expect(r, "ldst");
    if (!ws_snap_get_block(r, &t, sizeof t))
        return false;
    if (t.ready_cap != L->ready_cap || t.resp_cap != L->resp_cap)
        return ws_snap_fail(r, "snapshot does not fit: SM %d's LD/ST queues differ", sm->id);
    t.smem = L->smem, t.lq = L->lq, t.lq_org = L->lq_org, t.lq_bn = L->lq_bn;
    t.lq_still = L->lq_still, t.ready = L->ready, t.resp = L->resp;
    *L = t;
    ws_snap_get_block(r, L->smem, (size_t)cfg->sm_shmem_latency * sizeof *L->smem);
    ws_snap_get_block(r, L->lq, (size_t)cfg->l1d_latency * nb * sizeof *L->lq);
    ws_snap_get_block(r, L->lq_org, nb * sizeof *L->lq_org);
    ws_snap_get_block(r, L->lq_bn, nb * sizeof *L->lq_bn);
    ws_snap_get_block(r, L->lq_still, nb * sizeof *L->lq_still);
    ws_snap_get_block(r, L->ready, (size_t)L->ready_cap * sizeof *L->ready);
    ws_snap_get_block(r, L->resp, (size_t)L->resp_cap * sizeof *L->resp);
    int ways = ws_cache_ways(sm->l1d);
    ws_cache_load(sm->l1d, r);           /* takes the saved carve-out's ways */
    ldst_pf_meta_fit(sm, ways);
    ws_mshr_load(sm->mshr, r);
    uint32_t cap = ws_snap_get_u32(r);
    if (!ws_snap_ok(r))
        return false;
    if (cap > (1u << 24) || (size_t)cap * (sizeof *sm->loads + sizeof *sm->free_loads) >
                            r->len - r->pos)
        return ws_snap_fail(r, "snapshot corrupt: a pool of %u loads", cap);
    if (cap != sm->loads_cap) {
        free(sm->loads);
        free(sm->free_loads);
        sm->loads = cap ? ws_calloc(cap, sizeof *sm->loads) : NULL;
        sm->free_loads = cap ? ws_calloc(cap, sizeof *sm->free_loads) : NULL;
        sm->loads_cap = cap;
    }
    ws_snap_get(r, sm->loads, (size_t)cap * sizeof *sm->loads);
    ws_snap_get(r, sm->free_loads, (size_t)cap * sizeof *sm->free_loads);
    ws_snap_get_block(r, sm->missq, (size_t)sm->missq_cap * sizeof *sm->missq);
    if (sm->pf) {
        size_t nl = (size_t)ws_cache_sets(sm->l1d) * (size_t)ws_cache_ways(sm->l1d);
        ws_snap_get_block(r, sm->pfq, (size_t)sm->pfq_cap * sizeof *sm->pfq);
        ws_snap_get_block(r, sm->pf_meta, nl * sizeof *sm->pf_meta);
    }
    return ws_snap_ok(r);
}
