/* lockstep_snap.c — the lockstep engine's own state saved and loaded (diff.h's
 * ws_diff_save / ws_diff_load), so that a debugger's checkpoint of two simulators in
 * lockstep (their snapshots, warpscope/snap.h) also takes the engine back: the
 * divergences found so far, the events buffered for comparison, each side's issue
 * history, barrier waits, L2 misses waiting for DRAM, loads and counters.  Every field
 * is written at fixed width (no struct padding), the hash tables' entries sorted by key,
 * so that one state is always the same bytes. */
#include "lockstep_impl.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define LS_FORMAT 1

static void ls_put_event(struct ws_snap_buf *b, const struct ws_event *e)
{
    ws_snap_u64(b, e->cycle);
    ws_snap_u64(b, e->addr);
    ws_snap_u64(b, (uint64_t)e->a);
    ws_snap_u64(b, (uint64_t)e->b);
    ws_snap_u32(b, (uint32_t)e->warp);
    ws_snap_u32(b, (uint32_t)e->cta);
    ws_snap_u32(b, (uint32_t)e->row);
    const int16_t h[5] = { e->kind, e->sm, e->sched, e->ch, e->bank };
    for (int i = 0; i < 5; i++)
        ws_snap_u32(b, (uint32_t)(int32_t)h[i]);
}

static void ls_get_event(struct ws_snap_rd *r, struct ws_event *e)
{
    memset(e, 0, sizeof *e);
    e->cycle = ws_snap_get_u64(r);
    e->addr = ws_snap_get_u64(r);
    e->a = (int64_t)ws_snap_get_u64(r);
    e->b = (int64_t)ws_snap_get_u64(r);
    e->warp = (int32_t)ws_snap_get_u32(r);
    e->cta = (int32_t)ws_snap_get_u32(r);
    e->row = (int32_t)ws_snap_get_u32(r);
    int16_t h[5];
    for (int i = 0; i < 5; i++)
        h[i] = (int16_t)(int32_t)ws_snap_get_u32(r);
    e->kind = h[0], e->sm = h[1], e->sched = h[2], e->ch = h[3], e->bank = h[4];
    if (ws_snap_ok(r) && (e->kind < 0 || e->kind >= WS_EV_COUNT))
        ws_snap_fail(r, "lockstep state corrupt: event kind %d", e->kind);
}

static int ls_cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* The used entries of an open-addressing table as (key, i) pairs sorted by key: an
 * entry is used when its field of used_size bytes at used_at is not 0. */
static uint64_t *ls_sorted(size_t cap, size_t n, const void *tab, size_t size, size_t used_at,
                           size_t used_size)
{
    uint64_t *k = ws_malloc(sizeof *k * 2 * (n ? n : 1));
    size_t m = 0;
    for (size_t i = 0; i < cap && m < n; i++) {
        const char *e = (const char *)tab + i * size;
        uint64_t used = 0;
        memcpy(&used, e + used_at, used_size);
        if (used) {
            memcpy(&k[2 * m], e, sizeof *k);   /* the key is each entry's first field */
            k[2 * m + 1] = i;
            m++;
        }
    }
    qsort(k, m, 2 * sizeof *k, ls_cmp_u64);
    return k;
}

static void ls_save_side(const struct diff_side *sd, struct ws_snap_buf *b)
{
    ws_snap_u32(b, sd->kernel);
    for (int k = 0; k < WS_DIFF_KINDS; k++) {
        ws_snap_u64(b, sd->buf[k].n);
        for (size_t i = 0; i < sd->buf[k].n; i++) {
            ls_put_event(b, &sd->buf[k].r[i].e);
            ws_snap_u32(b, (uint32_t)sd->buf[k].r[i].load);
        }
    }
    ws_snap_u32(b, (uint32_t)sd->s->nsm);
    for (int m = 0; m < sd->s->nsm; m++) {
        ws_snap_u32(b, (uint32_t)sd->s->sm[m].max_warps);
        for (int w = 0; w < sd->s->sm[m].max_warps; w++) {
            const struct diff_warp *dw = &sd->warps[m][w];
            ws_snap_u64(b, dw->last);
            ws_snap_u8(b, dw->valid);
            ws_snap_u8(b, dw->n);
            for (int j = 0; j < dw->n; j++) {
                ws_snap_u32(b, dw->reg[j]);
                ws_snap_u32(b, (uint32_t)dw->load[j]);
            }
        }
        ws_snap_u32(b, sd->lcache_cap[m]);
        for (uint32_t i = 0; i < sd->lcache_cap[m]; i++) {
            ws_snap_u64(b, sd->lcache[m][i].uid);
            ws_snap_u32(b, (uint32_t)sd->lcache[m][i].idx);
        }
    }
    uint64_t *k = ls_sorted(sd->bar_cap, sd->nbar, sd->bar, sizeof *sd->bar,
                            offsetof(struct diff_bar, used), sizeof sd->bar->used);
    ws_snap_u64(b, sd->nbar);
    for (size_t i = 0; i < sd->nbar; i++) {
        const struct diff_bar *x = &sd->bar[k[2 * i + 1]];
        ws_snap_u64(b, x->key);
        ws_snap_u64(b, x->sum);
        ws_snap_u32(b, x->n);
    }
    free(k);
    k = ls_sorted(sd->pend_cap, sd->npend, sd->pend, sizeof *sd->pend,
                  offsetof(struct diff_pend, cycle1), sizeof sd->pend->cycle1);
    ws_snap_u64(b, sd->npend);
    for (size_t i = 0; i < sd->npend; i++) {
        ws_snap_u64(b, sd->pend[k[2 * i + 1]].key);
        ws_snap_u64(b, sd->pend[k[2 * i + 1]].cycle1 - 1);
    }
    free(k);
    ws_snap_u32(b, (uint32_t)sd->loads.n);
    for (int i = 0; i < sd->loads.n; i++) {
        const struct ws_diff_load *l = &sd->loads.load[i];
        ws_snap_u32(b, l->kernel);
        ws_snap_u32(b, l->pc);
        const uint64_t *v[] = { l->acc, l->hits, l->misses, l->acc_before, l->hits_before,
                                l->wait };
        for (int f = 0; f < 6; f++)
            for (int s = 0; s < 2; s++)
                ws_snap_u64(b, v[f][s]);
    }
    const struct ws_diff_side *c = &sd->ctr;
    const uint64_t ctr[6] = { c->load_wait, c->barrier_wait, c->mshr_full, c->throttles,
                              c->dram_wait, c->dram_waits };
    for (int i = 0; i < 6; i++)
        ws_snap_u64(b, ctr[i]);
}

void ws_diff_save(const struct ws_diff *d, struct ws_snap_buf *b)
{
    ws_snap_tag(b, "lockstep");
    ws_snap_u32(b, LS_FORMAT);
    for (int k = 0; k < WS_DIFF_KINDS; k++) {
        const struct ws_diff_divergence *v = &d->div[k];
        ws_snap_u8(b, v->found);
        ws_snap_u64(b, v->cycle);
        for (int s = 0; s < 2; s++) {
            ws_snap_u8(b, v->has[s]);
            ls_put_event(b, &v->ev[s]);
        }
    }
    for (int s = 0; s < 2; s++)
        ls_save_side(&d->side[s], b);
}

/* A load index read back: -1 or a load's (that it is one of the side's loads is
 * checked once they are read: they come last). */
static int32_t ls_load_index(struct ws_snap_rd *r)
{
    int32_t i = (int32_t)ws_snap_get_u32(r);
    if (ws_snap_ok(r) && i < -1)
        ws_snap_fail(r, "lockstep state corrupt: load %d", i);
    return i;
}

static bool ls_load_side(struct diff_side *sd, struct ws_snap_rd *r)
{
    sd->kernel = ws_snap_get_u32(r);
    for (int k = 0; k < WS_DIFF_KINDS && ws_snap_ok(r); k++) {
        struct diff_buf *bf = &sd->buf[k];
        bf->n = 0;
        uint64_t n = ws_snap_get_u64(r);
        if (n > (r->len - r->pos) / 64)
            return ws_snap_fail(r, "lockstep state corrupt: %llu buffered events",
                                (unsigned long long)n);
        for (uint64_t i = 0; i < n && ws_snap_ok(r); i++) {
            struct ws_event e;
            ls_get_event(r, &e);
            diff_push(bf, &e, ls_load_index(r));
        }
    }
    uint32_t nsm = ws_snap_get_u32(r);
    if (ws_snap_ok(r) && nsm != (uint32_t)sd->s->nsm)
        return ws_snap_fail(r, "lockstep state refused: %u SMs, the simulator has %d", nsm,
                            sd->s->nsm);
    for (int m = 0; m < sd->s->nsm && ws_snap_ok(r); m++) {
        uint32_t mw = ws_snap_get_u32(r);
        if (ws_snap_ok(r) && mw != (uint32_t)sd->s->sm[m].max_warps)
            return ws_snap_fail(r, "lockstep state refused: SM %d has %u warp slots, the "
                                "simulator's %d", m, mw, sd->s->sm[m].max_warps);
        for (int w = 0; w < sd->s->sm[m].max_warps && ws_snap_ok(r); w++) {
            struct diff_warp *dw = &sd->warps[m][w];
            memset(dw, 0, sizeof *dw);
            dw->last = ws_snap_get_u64(r);
            dw->valid = ws_snap_get_u8(r) != 0;
            uint8_t n = ws_snap_get_u8(r);
            if (ws_snap_ok(r) && n > DIFF_PENDING)
                return ws_snap_fail(r, "lockstep state corrupt: %u pending loads", n);
            for (int j = 0; j < n; j++) {
                dw->reg[j] = (uint16_t)ws_snap_get_u32(r);
                dw->load[j] = ls_load_index(r);
            }
            dw->n = n;
        }
        uint32_t cap = ws_snap_get_u32(r);
        if (ws_snap_ok(r) && cap > (r->len - r->pos) / 12)
            return ws_snap_fail(r, "lockstep state corrupt: %u load slots", cap);
        free(sd->lcache[m]);
        sd->lcache[m] = ws_malloc(sizeof **sd->lcache * (cap ? cap : 1));
        sd->lcache_cap[m] = cap;
        for (uint32_t i = 0; i < cap; i++) {
            sd->lcache[m][i].uid = ws_snap_get_u64(r);
            sd->lcache[m][i].idx = ls_load_index(r);
        }
    }
    free(sd->bar);
    sd->bar = NULL;
    sd->nbar = sd->bar_cap = 0;
    uint64_t n = ws_snap_get_u64(r);
    if (ws_snap_ok(r) && n > (r->len - r->pos) / 20)
        return ws_snap_fail(r, "lockstep state corrupt: %llu barrier records",
                            (unsigned long long)n);
    for (uint64_t i = 0; i < n && ws_snap_ok(r); i++) {
        uint64_t key = ws_snap_get_u64(r);
        struct diff_bar *x = diff_bar_slot(sd, key);
        x->sum = ws_snap_get_u64(r);
        x->n = ws_snap_get_u32(r);
    }
    free(sd->pend);
    sd->pend = NULL;
    sd->npend = sd->pend_cap = 0;
    n = ws_snap_get_u64(r);
    if (ws_snap_ok(r) && n > (r->len - r->pos) / 16)
        return ws_snap_fail(r, "lockstep state corrupt: %llu waiting misses",
                            (unsigned long long)n);
    for (uint64_t i = 0; i < n && ws_snap_ok(r); i++) {
        uint64_t key = ws_snap_get_u64(r), cycle = ws_snap_get_u64(r);
        if (ws_snap_ok(r) && cycle == UINT64_MAX)
            return ws_snap_fail(r, "lockstep state corrupt: a miss waiting since cycle %llu",
                                (unsigned long long)cycle);
        diff_pend_put(sd, key, cycle);
    }
    diff_loads_free(&sd->loads);
    uint32_t nl = ws_snap_get_u32(r);
    if (ws_snap_ok(r) && nl > (r->len - r->pos) / 104)
        return ws_snap_fail(r, "lockstep state corrupt: %u loads", nl);
    for (uint32_t i = 0; i < nl && ws_snap_ok(r); i++) {
        uint32_t kernel = ws_snap_get_u32(r), pc = ws_snap_get_u32(r);
        int32_t j = diff_load_find(&sd->loads, kernel, pc);
        if (j != (int32_t)i)
            return ws_snap_fail(r, "lockstep state corrupt: load (%u, 0x%x) twice", kernel, pc);
        struct ws_diff_load *l = &sd->loads.load[j];
        uint64_t *v[] = { l->acc, l->hits, l->misses, l->acc_before, l->hits_before, l->wait };
        for (int f = 0; f < 6; f++)
            for (int s = 0; s < 2; s++)
                v[f][s] = ws_snap_get_u64(r);
    }
    struct ws_diff_side *c = &sd->ctr;
    uint64_t *ctr[6] = { &c->load_wait, &c->barrier_wait, &c->mshr_full, &c->throttles,
                         &c->dram_wait, &c->dram_waits };
    for (int i = 0; i < 6; i++)
        *ctr[i] = ws_snap_get_u64(r);
    if (!ws_snap_ok(r))
        return false;
    /* every load index read above against the loads now known */
    int32_t bound = sd->loads.n;
    for (int k = 0; k < WS_DIFF_KINDS; k++)
        for (size_t i = 0; i < sd->buf[k].n; i++)
            if (sd->buf[k].r[i].load >= bound)
                return ws_snap_fail(r, "lockstep state corrupt: load %d of %d",
                                    sd->buf[k].r[i].load, bound);
    for (int m = 0; m < sd->s->nsm; m++) {
        for (int w = 0; w < sd->s->sm[m].max_warps; w++)
            for (int j = 0; j < sd->warps[m][w].n; j++)
                if (sd->warps[m][w].load[j] >= bound)
                    return ws_snap_fail(r, "lockstep state corrupt: load %d of %d",
                                        sd->warps[m][w].load[j], bound);
        for (uint32_t i = 0; i < sd->lcache_cap[m]; i++)
            if (sd->lcache[m][i].idx >= bound)
                return ws_snap_fail(r, "lockstep state corrupt: load %d of %d",
                                    sd->lcache[m][i].idx, bound);
    }
    return true;
}

int ws_diff_load(struct ws_diff *d, const void *data, size_t len, struct ws_err *err)
{
    struct ws_snap_rd r;
    ws_snap_rd_init(&r, data, len);
    ws_snap_expect(&r, "lockstep");
    uint32_t fmt = ws_snap_get_u32(&r);
    if (ws_snap_ok(&r) && fmt != LS_FORMAT)
        ws_snap_fail(&r, "lockstep state refused: format %u, this warpscope reads %d", fmt,
                     LS_FORMAT);
    for (int k = 0; k < WS_DIFF_KINDS && ws_snap_ok(&r); k++) {
        struct ws_diff_divergence *v = &d->div[k];
        v->found = ws_snap_get_u8(&r) != 0;
        v->cycle = ws_snap_get_u64(&r);
        for (int s = 0; s < 2; s++) {
            v->has[s] = ws_snap_get_u8(&r) != 0;
            ls_get_event(&r, &v->ev[s]);
        }
    }
    for (int s = 0; s < 2 && ws_snap_ok(&r); s++)
        ls_load_side(&d->side[s], &r);
    if (ws_snap_ok(&r) && r.pos != r.len)
        ws_snap_fail(&r, "lockstep state corrupt: %zu bytes past its end", r.len - r.pos);
    diff_loads_free(&d->merged);
    d->err_side = -1;
    d->err_code = 0;
    d->err[0] = '\0';
    diff_subscribe(d);   /* the kinds still listened to follow the divergences */
    if (!ws_snap_ok(&r))
        return ws_errf(err, r.err.code, "%s", r.err.msg);
    return WS_OK;
}
