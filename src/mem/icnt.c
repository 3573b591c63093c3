/* icnt.c — the interconnect between SMs and L2 slices, one network per direction, as an
 * input-queued switch with one virtual channel (BookSim's fly router in
 * config_fermi_islip.icnt: num_vcs 1, iSLIP allocation).  Each source has one FIFO
 * holding up to `inject` flits (the interface's input buffer plus the router's input
 * VC buffer); only its head packet competes.  Each cycle every free destination port
 * with ejection room grants the competing source nearest after its round-robin
 * pointer, and the pointer moves past the winner (iSLIP, one iteration).  A packet of
 * F flits holds its source and destination ports F cycles; a source whose head is not
 * granted waits, blocking the packets behind it (head-of-line blocking, which is what
 * limits the peer's throughput under load: tests/correlation micro traces).  The
 * packet arrives after `latency` cycles per hop plus its flits.  Destinations have a
 * bounded ejection buffer (BookSim's boundary buffer) that doubles as the credit.
 * Topologies: crossbar (one hop) or mesh (nodes on a grid, XY routing: hops = Manhattan
 * distance).  Stated simplification: links inside the mesh are not contended. */
#include "mem_internal.h"

#include <stdio.h>
#include <string.h>

/* One direction.  Invariants: pending == sum of inj[s].n; inj_flits[s] == flits queued
 * at source s; ejection ring contents are in non-decreasing ready order (last_ready
 * only grows); src_free[s] / dst_free[d] are the first cycles the source / destination
 * port can take a new flit; ptr[d] is destination d's round-robin pointer.
 * Derived (speed only; rebuilt after a snapshot load): bit s of the bit set src_busy is
 * set iff inj[s] holds a packet.  Between ticks win[] is all 0 and so is dst_won (bit d:
 * win[d] != 0, during a tick). */
struct icnt_net {
    int nsrc, ndst;
    uint32_t inject;
    struct mem_ring *inj, *ej;
    uint32_t *inj_flits;
    uint64_t *src_free, *dst_free, *last_ready;
    uint64_t *ej_due;             /* per destination: ready of its ejection head, or MAX */
    int *ptr, *win;
    uint64_t *src_busy, *dst_won; /* bit sets of nsrc and ndst bits */
    uint32_t pending, in_ej;
};

/* Bit sets of n bits: words of 64. */
static size_t icnt_words(int n) { return ((size_t)n + 63) / 64; }
static void icnt_bit_set(uint64_t *set, int i) { set[i >> 6] |= UINT64_C(1) << (i & 63); }
static void icnt_bit_clear(uint64_t *set, int i) { set[i >> 6] &= ~(UINT64_C(1) << (i & 63)); }

struct icnt {
    int n_sm, n_slices, latency;
    int *hops;                   /* [sm * n_slices + slice] */
    struct icnt_net net[2];
};

static void icnt_net_init(struct icnt_net *d, int nsrc, int ndst, uint32_t inject,
                          uint32_t queue)
{
    d->nsrc = nsrc;
    d->ndst = ndst;
    d->inject = inject;
    d->inj = ws_calloc((size_t)nsrc, sizeof *d->inj);
    d->ej = ws_calloc((size_t)ndst, sizeof *d->ej);
    for (int i = 0; i < nsrc; i++)
        mem_ring_init(&d->inj[i], inject);           /* every packet is at least a flit */
    for (int i = 0; i < ndst; i++)
        mem_ring_init(&d->ej[i], queue);
    d->inj_flits = ws_calloc((size_t)nsrc, sizeof *d->inj_flits);
    d->src_free = ws_calloc((size_t)nsrc, sizeof *d->src_free);
    d->dst_free = ws_calloc((size_t)ndst, sizeof *d->dst_free);
    d->last_ready = ws_calloc((size_t)ndst, sizeof *d->last_ready);
    d->ej_due = ws_calloc((size_t)ndst, sizeof *d->ej_due);
    for (int i = 0; i < ndst; i++)
        d->ej_due[i] = UINT64_MAX;
    d->ptr = ws_calloc((size_t)ndst, sizeof *d->ptr);
    d->win = ws_calloc((size_t)ndst, sizeof *d->win);
    d->src_busy = ws_calloc(icnt_words(nsrc), sizeof *d->src_busy);
    d->dst_won = ws_calloc(icnt_words(ndst), sizeof *d->dst_won);
}

static void icnt_net_free(struct icnt_net *d)
{
    for (int i = 0; i < d->nsrc; i++)
        mem_ring_free(&d->inj[i]);
    for (int i = 0; i < d->ndst; i++)
        mem_ring_free(&d->ej[i]);
    free(d->inj);
    free(d->ej);
    free(d->inj_flits);
    free(d->src_free);
    free(d->dst_free);
    free(d->last_ready);
    free(d->ej_due);
    free(d->ptr);
    free(d->win);
    free(d->src_busy);
    free(d->dst_won);
}

/* Mesh placement: N = SMs + slices nodes on a W x W grid (W = ceil(sqrt(N))), row-major;
 * slice p sits at index floor((p + 0.5) * N / slices) so memory nodes spread over the
 * grid; SMs take the remaining indices in order. */
static void icnt_place_mesh(struct icnt *n)
{
    int total = n->n_sm + n->n_slices, w = 1;
    while (w * w < total)
        w++;
    int *pos = ws_calloc((size_t)total, sizeof *pos);        /* node -> grid index */
    bool *taken = ws_calloc((size_t)total, sizeof *taken);
    for (int p = 0; p < n->n_slices; p++) {
        int idx = (int)(((2 * (int64_t)p + 1) * total) / (2 * (int64_t)n->n_slices));
        while (taken[idx])
            idx = (idx + 1) % total;
        taken[idx] = true;
        pos[n->n_sm + p] = idx;
    }
    int next = 0;
    for (int s = 0; s < n->n_sm; s++) {
        while (taken[next])
            next++;
        taken[next] = true;
        pos[s] = next;
    }
    for (int s = 0; s < n->n_sm; s++)
        for (int p = 0; p < n->n_slices; p++) {
            int a = pos[s], b = pos[n->n_sm + p];
            int dx = a % w - b % w, dy = a / w - b / w;
            n->hops[s * n->n_slices + p] = (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
        }
    free(pos);
    free(taken);
}

struct icnt *icnt_new(int n_sm, int n_slices, int topology, int latency, int inject, int queue)
{
    struct icnt *n = ws_calloc(1, sizeof *n);
    n->n_sm = n_sm;
    n->n_slices = n_slices;
    n->latency = latency;
    n->hops = ws_calloc((size_t)n_sm * (size_t)n_slices, sizeof *n->hops);
    if (topology == ICNT_MESH)
        icnt_place_mesh(n);
    else
        for (int i = 0; i < n_sm * n_slices; i++)
            n->hops[i] = 1;
    icnt_net_init(&n->net[ICNT_REQ], n_sm, n_slices, (uint32_t)inject, (uint32_t)queue);
    icnt_net_init(&n->net[ICNT_REP], n_slices, n_sm, (uint32_t)inject, (uint32_t)queue);
    return n;
}

void icnt_free(struct icnt *n)
{
    if (!n)
        return;
    icnt_net_free(&n->net[0]);
    icnt_net_free(&n->net[1]);
    free(n->hops);
    free(n);
}

int icnt_hops(const struct icnt *n, int sm, int slice) { return n->hops[sm * n->n_slices + slice]; }

bool icnt_can_inject(const struct icnt *n, int dir, int src, int flits)
{
    const struct icnt_net *d = &n->net[dir];
    return d->inj_flits[src] + (uint32_t)(flits < 1 ? 1 : flits) <= d->inject;
}

bool icnt_inject(struct icnt *n, int dir, int src, int dst, const struct ws_mem_req *req,
                 int flits)
{
    struct icnt_net *d = &n->net[dir];
    if (flits < 1)
        flits = 1;
    if (!icnt_can_inject(n, dir, src, flits))
        return false;
    struct mem_pkt *p = mem_ring_push(&d->inj[src]);
    if (!p)
        return false;
    p->req = *req;
    p->aux = dst;
    p->flits = (uint16_t)flits;
    p->ready = 0;
    d->inj_flits[src] += (uint32_t)flits;
    d->pending++;
    icnt_bit_set(d->src_busy, src);
    return true;
}

/* Source s's head packet asks for its destination port, if the source port and the
 * destination port are free and the destination has ejection room: it becomes the
 * destination's winner when it is the requester nearest at or after its pointer. */
static void icnt_request(struct icnt_net *d, int s, uint64_t now, int *nwin)
{
    const struct mem_pkt *p = mem_ring_head(&d->inj[s]);
    if (d->src_free[s] > now)
        return;
    int dst = p->aux;
    if (d->dst_free[dst] > now || mem_ring_full(&d->ej[dst]))
        return;
    int w = d->win[dst];
    if (w == 0) {
        d->win[dst] = s + 1;
        icnt_bit_set(d->dst_won, dst);
        (*nwin)++;
    } else {
        int ds = s - d->ptr[dst], dw = w - 1 - d->ptr[dst];
        if (ds < 0)
            ds += d->nsrc;
        if (dw < 0)
            dw += d->nsrc;
        if (ds < dw)
            d->win[dst] = s + 1;
    }
}

/* Destination dst grants its winner: the winner's head packet starts, to arrive after
 * its hops and flits (and after the destination's previous packet). */
static void icnt_grant(struct icnt *n, int dir, int dst, uint64_t now)
{
    struct icnt_net *d = &n->net[dir];
    int s = d->win[dst] - 1;
    d->win[dst] = 0;
    struct mem_pkt *p = mem_ring_head(&d->inj[s]);
    int sm = dir == ICNT_REQ ? s : dst, sl = dir == ICNT_REQ ? dst : s;
    uint64_t ready = now + (uint64_t)n->latency * (uint64_t)icnt_hops(n, sm, sl) +
                     p->flits - 1;
    if (ready <= d->last_ready[dst])
        ready = d->last_ready[dst] + 1;
    if (mem_ring_empty(&d->ej[dst]))
        d->ej_due[dst] = ready;      /* (readies only grow per destination) */
    struct mem_pkt *q = mem_ring_push(&d->ej[dst]);
    *q = *p;
    q->ready = ready;
    d->last_ready[dst] = ready;
    d->dst_free[dst] = now + p->flits;
    d->src_free[s] = now + p->flits;
    d->ptr[dst] = s + 1 == d->nsrc ? 0 : s + 1;
    d->inj_flits[s] -= p->flits;
    mem_ring_pop(&d->inj[s]);
    if (mem_ring_empty(&d->inj[s]))
        icnt_bit_clear(d->src_busy, s);
    d->pending--;
    d->in_ej++;
}

static void icnt_net_tick(struct icnt *n, int dir, uint64_t now)
{
    struct icnt_net *d = &n->net[dir];
    if (!d->pending)
        return;
    /* requests from the sources holding packets, lowest first; then the grants (each
     * source wins at most one destination: their order does not matter) */
    int nwin = 0;
    for (size_t k = 0; k < icnt_words(d->nsrc); k++)
        for (uint64_t bits = d->src_busy[k]; bits; bits &= bits - 1)
            icnt_request(d, (int)(k * 64) + __builtin_ctzll(bits), now, &nwin);
    for (size_t k = 0; nwin; k++)
        for (; d->dst_won[k]; d->dst_won[k] &= d->dst_won[k] - 1, nwin--)
            icnt_grant(n, dir, (int)(k * 64) + __builtin_ctzll(d->dst_won[k]), now);
}

void icnt_tick(struct icnt *n, uint64_t now)
{
    icnt_net_tick(n, ICNT_REQ, now);
    icnt_net_tick(n, ICNT_REP, now);
}

struct mem_pkt *icnt_peek(const struct icnt *n, int dir, int dst, uint64_t now)
{
    if (n->net[dir].ej_due[dst] > now)
        return NULL;                     /* empty, or its head not there yet */
    return mem_ring_head(&n->net[dir].ej[dst]);
}

void icnt_pop(struct icnt *n, int dir, int dst)
{
    struct icnt_net *d = &n->net[dir];
    if (!mem_ring_empty(&d->ej[dst])) {
        mem_ring_pop(&d->ej[dst]);
        d->in_ej--;
        const struct mem_pkt *h = mem_ring_head(&d->ej[dst]);
        d->ej_due[dst] = h ? h->ready : UINT64_MAX;
    }
}

bool icnt_idle(const struct icnt *n)
{
    return !n->net[0].pending && !n->net[0].in_ej && !n->net[1].pending && !n->net[1].in_ej;
}

bool icnt_locate(const struct icnt *n, const struct mem_match *mk, uint64_t now, char *buf, size_t len)
{
    for (int dir = 0; dir < 2; dir++) {
        const struct icnt_net *d = &n->net[dir];
        const char *src = dir == ICNT_REQ ? "SM" : "L2 slice";
        const char *dsts = dir == ICNT_REQ ? "L2 slice" : "SM";
        for (int s = 0; s < d->nsrc; s++)
            for (uint32_t k = 0; k < d->inj[s].n; k++)
                if (mem_match_req(mk, &mem_ring_at(&d->inj[s], k)->req)) {
                    snprintf(buf, len, "%s %d injection queue position %u of %u (to %s %d)",
                             src, s, k, d->inj[s].n, dsts, mem_ring_at(&d->inj[s], k)->aux);
                    return true;
                }
        for (int t = 0; t < d->ndst; t++)
            for (uint32_t k = 0; k < d->ej[t].n; k++) {
                const struct mem_pkt *p = mem_ring_at(&d->ej[t], k);
                if (mem_match_req(mk, &p->req)) {
                    snprintf(buf, len, "in the interconnect to %s %d%s", dsts, t,
                             p->ready <= now ? " (arrived, waiting to be taken)" : "");
                    return true;
                }
            }
    }
    return false;
}

/* ---- snapshots: both directions' queues, port clocks and arbiters ------------------- */

void icnt_save(const struct icnt *n, struct ws_snap_buf *b)
{
    ws_snap_tag(b, "icnt");
    for (int k = 0; k < 2; k++) {
        const struct icnt_net *d = &n->net[k];
        size_t ns = (size_t)d->nsrc, nd = (size_t)d->ndst;
        ws_snap_u32(b, (uint32_t)d->nsrc);
        ws_snap_u32(b, (uint32_t)d->ndst);
        ws_snap_u32(b, d->pending);
        ws_snap_u32(b, d->in_ej);
        for (size_t i = 0; i < ns; i++)
            mem_ring_save(&d->inj[i], b);
        for (size_t i = 0; i < nd; i++)
            mem_ring_save(&d->ej[i], b);
        ws_snap_block(b, d->inj_flits, ns * sizeof *d->inj_flits);
        ws_snap_block(b, d->src_free, ns * sizeof *d->src_free);
        ws_snap_block(b, d->dst_free, nd * sizeof *d->dst_free);
        ws_snap_block(b, d->last_ready, nd * sizeof *d->last_ready);
        ws_snap_block(b, d->ej_due, nd * sizeof *d->ej_due);
        ws_snap_block(b, d->ptr, nd * sizeof *d->ptr);
        ws_snap_block(b, d->win, nd * sizeof *d->win);
    }
}

bool icnt_load(struct icnt *n, struct ws_snap_rd *r)
{
    ws_snap_expect(r, "icnt");
    for (int k = 0; k < 2 && ws_snap_ok(r); k++) {
        struct icnt_net *d = &n->net[k];
        size_t ns = (size_t)d->nsrc, nd = (size_t)d->ndst;
        uint32_t a = ws_snap_get_u32(r), c = ws_snap_get_u32(r);
        if (ws_snap_ok(r) && (a != (uint32_t)d->nsrc || c != (uint32_t)d->ndst))
            return ws_snap_fail(r, "snapshot does not fit: interconnect of %u x %u nodes, "
                                "this one has %d x %d", a, c, d->nsrc, d->ndst);
        d->pending = ws_snap_get_u32(r);
        d->in_ej = ws_snap_get_u32(r);
        for (size_t i = 0; i < ns; i++)
            mem_ring_load(&d->inj[i], r);
        for (size_t i = 0; i < nd; i++)
            mem_ring_load(&d->ej[i], r);
        ws_snap_get_block(r, d->inj_flits, ns * sizeof *d->inj_flits);
        ws_snap_get_block(r, d->src_free, ns * sizeof *d->src_free);
        ws_snap_get_block(r, d->dst_free, nd * sizeof *d->dst_free);
        ws_snap_get_block(r, d->last_ready, nd * sizeof *d->last_ready);
        ws_snap_get_block(r, d->ej_due, nd * sizeof *d->ej_due);
        ws_snap_get_block(r, d->ptr, nd * sizeof *d->ptr);
        ws_snap_get_block(r, d->win, nd * sizeof *d->win);
        memset(d->src_busy, 0, icnt_words(d->nsrc) * sizeof *d->src_busy);
        for (int i = 0; i < d->nsrc; i++)
            if (!mem_ring_empty(&d->inj[i]))
                icnt_bit_set(d->src_busy, i);
        memset(d->dst_won, 0, icnt_words(d->ndst) * sizeof *d->dst_won);
        for (int i = 0; i < d->ndst; i++)
            if (d->win[i])
                icnt_bit_set(d->dst_won, i);
    }
    return ws_snap_ok(r);
}
