/* fetch.c — the SM front end (GPGPU-Sim shader_core_ctx::fetch/decode; MODEL-NOTES §2):
 * one fetch buffer per SM, an L1 instruction cache (allocate-on-fill, sectored MSHRs
 * that wait for every sector of a line, a miss queue towards the interconnect) and the
 * decode of up to sm.ibuffer trace records into a warp's empty I-buffer.
 *
 * decode: the fetch buffer's warp gets its next sm.ibuffer instructions (whatever their
 * PCs: trace mode has no control hazards).
 * fetch, when the buffer is empty: a warp whose I-cache miss has been filled gets the
 * buffer (one per cycle); otherwise the warp slots are scanned round-robin from the one
 * after the last fetch for a warp that is not finished, has no miss pending and has an
 * empty I-buffer; it reads 16 bytes at PC (the next record's) from the L1I: a hit fills
 * the buffer, a miss marks the warp, a reservation failure just moves the scan on.  The
 * same scan retires finished warps that are done in hardware. */
#include "core.h"

#include <stdlib.h>
#include <string.h>

/* Instruction addresses in the memory system (GPGPU-Sim PROGRAM_MEM_START). */
#define FETCH_BASE UINT64_C(0xF0000000)

int core_fetch_init(struct ws_sm *sm, struct ws_err *err)
{
    const struct ws_config *c = sm->cfg;
    struct core_fetch *f = &sm->fe;
    f->last = -1;
    struct ws_cache_cfg cc = { 0 };
    cc.line = (int)c->l1i_line;
    cc.ways = (int)c->l1i_assoc;
    cc.sets = (int)(c->l1i_size / (c->l1i_line * c->l1i_assoc));
    if (cc.sets < 1)
        cc.sets = 1;
    cc.repl = WS_REPL_LRU;
    f->l1i = ws_cache_new(&cc);
    f->mshr = ws_mshr_new((int)c->l1i_mshrs, (int)c->l1i_mshr_merge, sizeof(uint16_t));
    if (!f->l1i || !f->mshr)
        return ws_errf(err, WS_ERR_INPUT, "l1i: invalid geometry");
    f->missq_cap = (int)c->l1i_miss_queue;
    f->missq = ws_calloc((size_t)f->missq_cap, sizeof *f->missq);
    f->ready_cap = (int)c->l1i_mshrs;
    f->ready = ws_calloc((size_t)f->ready_cap, sizeof *f->ready);
    return WS_OK;
}

void core_fetch_free(struct ws_sm *sm)
{
    ws_cache_free(sm->fe.l1i);
    ws_mshr_free(sm->fe.mshr);
    free(sm->fe.missq);
    free(sm->fe.ready);
}

bool core_fetch_busy(const struct ws_sm *sm)
{
    return sm->fe.valid || sm->fe.missq_n || sm->fe.nready || ws_mshr_used(sm->fe.mshr);
}

static void fetch_decode(struct ws_sm *sm)
{
    struct core_fetch *f = &sm->fe;
    if (!f->valid)
        return;
    f->valid = false;
    f->acted = true;                     /* a warp's I-buffer fills: issue may change */
    struct ws_warp *w = &sm->warps[f->warp];
    if (w->state != WS_WARP_ACTIVE && w->state != WS_WARP_BARRIER)
        return;
    uint32_t n = (uint32_t)sm->cfg->sm_ibuffer;
    if (n > w->ninst - w->fetched)
        n = w->ninst - w->fetched;
    w->fetched += n;
    w->in_pipe += n;
    core_issue_touch(sm, w->slot);
}

/* A fill of the L1I completed: its merged warps get the fetch buffer one per cycle. */
void core_fetch_fill(struct ws_sm *sm, const struct ws_mem_req *rep)
{
    struct core_fetch *f = &sm->fe;
    uint64_t line = ws_cache_line_addr(f->l1i, rep->addr - FETCH_BASE);
    int *left = ws_mshr_aux(f->mshr, line);
    if (!left)
        return;
    if (--*left > 0)
        return;                          /* wait for the line's other sectors */
    ws_cache_fill_alloc(f->l1i, line, -1, NULL);
    if (f->nready < f->ready_cap)
        f->ready[f->nready++] = (struct core_ready){ line, 0, ws_mshr_count(f->mshr, line) };
}

/* One fetch-buffer fill from a completed miss; true when one was served. */
static bool fetch_from_ready(struct ws_sm *sm)
{
    struct core_fetch *f = &sm->fe;
    if (!f->nready)
        return false;
    struct core_ready *r = &f->ready[0];
    uint16_t slot = *(const uint16_t *)ws_mshr_waiter(f->mshr, r->line, r->next);
    struct ws_warp *w = &sm->warps[slot];
    w->imiss = 0;
    sm->fetch_want[slot >> 6] |= UINT64_C(1) << (slot & 63);
    if (++r->next >= ws_mshr_count(f->mshr, r->line)) {
        ws_mshr_release(f->mshr, r->line);
        memmove(&f->ready[0], &f->ready[1], (size_t)(f->nready - 1) * sizeof *f->ready);
        f->nready--;
    }
    if ((w->state == WS_WARP_ACTIVE || w->state == WS_WARP_BARRIER) && w->next == w->fetched &&
        w->fetched < w->ninst) {
        f->valid = true;
        f->warp = slot;
        sm->fetch_want[slot >> 6] &= ~(UINT64_C(1) << (slot & 63));
    }
    return true;
}

/* Access the L1I for warp w at its next record's PC (read_only_cache::access). */
static void fetch_access(struct ws_sm *sm, struct ws_warp *w)
{
    struct core_fetch *f = &sm->fe;
    uint64_t pc = core_warp_inst(w, w->fetched)->pc;
    uint64_t line = ws_cache_line_addr(f->l1i, pc);
    f->last = w->slot;
    f->accesses++;
    f->acted = true;
    if (sm->cfg->l1i_perfect || ws_cache_probe(f->l1i, line) == WS_CACHE_HIT) {
        ws_cache_access(f->l1i, line, -1, 0, NULL);
        f->hits++;
        f->valid = true;
        f->warp = w->slot;
        return;
    }
    bool in_mshr = ws_mshr_has(f->mshr, line);
    if (f->missq_n >= f->missq_cap || !ws_mshr_can_add(f->mshr, line) ||
        (!in_mshr && f->missq_n >= f->missq_cap)) {
        f->res_fails++;
        f->accesses--;                   /* reservation failures are not accesses */
        return;
    }
    uint16_t waiter = w->slot;
    ws_mshr_add(f->mshr, line, &waiter);
    f->misses++;
    w->imiss = 1;
    core_sm_emit(sm, WS_EV_L1I_MISS, w->slot, in_mshr ? 0 : 1, ws_mshr_used(f->mshr),
                 FETCH_BASE + line);
    if (in_mshr) {
        f->mshr_hits++;
        return;
    }
    struct ws_mem_req *r = &f->missq[(f->missq_head + f->missq_n) % f->missq_cap];
    memset(r, 0, sizeof *r);
    r->addr = FETCH_BASE + line;
    r->id = sm->sim->next_req_id++;
    r->sm = sm->id;
    r->warp = w->slot;
    r->cta = (int32_t)w->cta;
    r->bytes = (uint16_t)ws_cache_line_size(f->l1i);
    r->op = WS_MEM_READ;
    r->kind = WS_MEM_INST;
    f->missq_n++;
    *ws_mshr_aux(f->mshr, line) = ws_mem_replies(r);
}

static bool fetch_candidate(const struct ws_warp *w)
{
    return w->state == WS_WARP_EXITING ||
           ((w->state == WS_WARP_ACTIVE || w->state == WS_WARP_BARRIER) && !w->imiss &&
            w->next == w->fetched && w->fetched < w->ninst);
}

/* The scan over the warp slots from the one after the last fetch: retire finished
 * warps, fetch for the first that can.  Only slots flagged in fetch_want can do either
 * (sm.c, issue.c and this file flag them), so the scan visits those alone, in the same
 * cyclic order; an exiting warp that cannot retire yet waits in retire_wait instead. */
static void fetch_scan(struct ws_sm *sm)
{
    struct core_fetch *f = &sm->fe;
    int n = sm->max_warps, nw = (n + 63) / 64;
    uint64_t any = 0;
    for (int word = 0; word < nw; word++)
        any |= sm->fetch_want[word];
    if (!any)
        return;                          /* no slot flagged: the scan would visit none */
    int start = (f->last + 1) % n;
    for (int pass = 0; pass < 2; pass++) {
        int lo = pass ? 0 : start, hi = pass ? start : n;
        for (int word = lo >> 6; word < nw && word * 64 < hi; word++) {
            uint64_t bits = sm->fetch_want[word];
            if (word == lo >> 6)
                bits &= ~UINT64_C(0) << (lo & 63);
            while (bits) {
                int slot = word * 64 + __builtin_ctzll(bits);
                if (slot >= hi)
                    break;
                bits &= bits - 1;
                struct ws_warp *w = &sm->warps[slot];
                if (w->state == WS_WARP_EXITING) {
                    core_sm_warp_retire(sm, w);
                    if (w->state == WS_WARP_EXITING) {
                        /* still waiting for something in flight: set aside until that
                         * drops (core_sm_retire_recheck); visiting it changes nothing */
                        sm->fetch_want[word] &= ~(UINT64_C(1) << (slot & 63));
                        sm->retire_wait[word] |= UINT64_C(1) << (slot & 63);
                        continue;
                    }
                }
                if (!fetch_candidate(w)) {
                    sm->fetch_want[word] &= ~(UINT64_C(1) << (slot & 63));
                    continue;
                }
                if (w->state != WS_WARP_EXITING) {
                    fetch_access(sm, w);     /* a hit, a miss or a reservation failure */
                    if (f->valid || w->imiss)
                        sm->fetch_want[word] &= ~(UINT64_C(1) << (slot & 63));
                    return;
                }
            }
        }
    }
}

static void fetch_fetch(struct ws_sm *sm)
{
    struct core_fetch *f = &sm->fe;
    if (!f->valid && !fetch_from_ready(sm))
        fetch_scan(sm);
    /* L1I cycle: the miss queue's head enters the interconnect */
    if (f->missq_n) {
        struct ws_mem_req *r = &f->missq[f->missq_head];
        r->t_sent = sm->sim->cycle;
        if (ws_memsys_send(sm->sim->mem, r)) {
            sm->outstanding += (uint64_t)ws_mem_replies(r);
            sm->st.replies_expected += (uint64_t)ws_mem_replies(r);
            sm->st.requests++;
            f->missq_head = (f->missq_head + 1) % f->missq_cap;
            f->missq_n--;
        }
    }
}

void core_fetch_cycle(struct ws_sm *sm)
{
    sm->fe.acted = false;
    fetch_decode(sm);
    fetch_fetch(sm);
}

/* ---- snapshots: the fetch buffer, the L1I and its MSHRs, miss queue, filled lines ---- */

void core_fetch_save(const struct ws_sm *sm, struct ws_snap_buf *b)
{
    const struct core_fetch *f = &sm->fe;
    struct core_fetch t = *f;
    t.l1i = NULL, t.mshr = NULL, t.missq = NULL, t.ready = NULL;
    ws_snap_tag(b, "fetch");
    ws_snap_block(b, &t, sizeof t);
    ws_cache_save(f->l1i, b);
    ws_mshr_save(f->mshr, b);
    ws_snap_block(b, f->missq, (size_t)f->missq_cap * sizeof *f->missq);
    ws_snap_block(b, f->ready, (size_t)f->ready_cap * sizeof *f->ready);
}

bool core_fetch_load(struct ws_sm *sm, struct ws_snap_rd *r)
{
    struct core_fetch *f = &sm->fe, t;
    ws_snap_expect(r, "fetch");
    if (!ws_snap_get_block(r, &t, sizeof t))
        return false;
    if (t.missq_cap != f->missq_cap || t.ready_cap != f->ready_cap)
        return ws_snap_fail(r, "snapshot does not fit: SM %d's L1I queues differ", sm->id);
    t.l1i = f->l1i, t.mshr = f->mshr, t.missq = f->missq, t.ready = f->ready;
    *f = t;
    ws_cache_load(f->l1i, r);
    ws_mshr_load(f->mshr, r);
    ws_snap_get_block(r, f->missq, (size_t)f->missq_cap * sizeof *f->missq);
    ws_snap_get_block(r, f->ready, (size_t)f->ready_cap * sizeof *f->ready);
    return ws_snap_ok(r);
}
