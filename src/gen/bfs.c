/* bfs.c — demo kernel modelled on Rodinia BFS (Kernel 1; CTAA Figure 6b, CCWS's HCS
 * class): one thread per node of a CSR graph; a frontier node clears its mask, reads
 * g_graph_nodes[tid] {starting, no_of_edges} and loops over its own edge list, reading
 * g_graph_visited[id] and, for unvisited neighbours, g_cost[tid] then writing g_cost[id]
 * and g_updating_graph_mask[id].  Each thread walks consecutive edges: intra-thread
 * (hence intra-warp) locality.  The graph comes from a seeded power-law generator. */
#include "gen_internal.h"

#include <stdlib.h>

enum { BFS_NODES, BFS_DEGREE, BFS_FRONTIER };
static const struct gen_param bfs_params[] = {
    { "nodes", 8192, 1, 1ll << 26, "graph nodes (times scale); one thread each" },
    { "degree", 8, 1, 256, "mean out-degree (power-law distributed)" },
    { "frontier", 100, 0, 100, "percent of nodes in the frontier (g_graph_mask set)" },
};

#define BFS_BLOCK 256
enum { A_MASK, A_NODES, A_EDGES, A_VISITED, A_COST, A_UPDATING };

struct bfs_graph {
    uint32_t n;
    uint32_t *start;   /* n + 1 prefix sums: edges of node v are edge[start[v] .. start[v+1]) */
    uint32_t *edge;
};

/* Degree: uniform base times 2^k with P(k >= j) = 4^-j, a power-law tail (exponent 2)
 * whose mean is about `degree`; capped at 64 * degree and n - 1. */
static uint32_t bfs_degree_draw(struct ws_rng *r, int64_t degree, uint32_t n)
{
    uint64_t m = (uint64_t)(4 * degree / 3);
    uint64_t d = 1 + ws_rng_below(r, m ? m : 1);
    int k = 0;
    while (k < 10 && ws_rng_below(r, 4) == 0)
        k++;
    d <<= k;
    uint64_t cap = (uint64_t)degree * 64;
    if (d > cap)
        d = cap;
    if (d > (uint64_t)n - 1)
        d = n > 1 ? n - 1 : 0;
    return (uint32_t)d;
}

static int bfs_setup(struct gen_ctx *g, struct ws_err *err)
{
    int64_t n = g->p[BFS_NODES] * g->scale;
    if (n > (1ll << 27))
        return ws_errf(err, WS_ERR_INPUT, "demo:bfs: nodes*scale = %lld is too large",
                       (long long)n);
    struct bfs_graph *gr = ws_calloc(1, sizeof *gr);
    g->data = gr;
    gr->n = (uint32_t)n;
    gr->start = ws_malloc(((size_t)n + 1) * sizeof *gr->start);
    struct ws_rng r;
    ws_rng_seed(&r, g->seed * 2654435761u + 17);
    uint64_t total = 0;
    for (uint32_t v = 0; v < gr->n; v++) {
        gr->start[v] = (uint32_t)total;
        total += bfs_degree_draw(&r, g->p[BFS_DEGREE], gr->n);
        if (total > 0xffffffffu)
            return ws_errf(err, WS_ERR_INPUT, "demo:bfs: too many edges");
    }
    gr->start[gr->n] = (uint32_t)total;
    gr->edge = ws_malloc((total ? total : 1) * sizeof *gr->edge);
    /* Targets: half near the source (mesh-like locality), half preferential (skewed
     * towards low ids, the hubs of a power-law graph). */
    for (uint32_t v = 0; v < gr->n; v++)
        for (uint32_t e = gr->start[v]; e < gr->start[v + 1]; e++) {
            uint64_t t;
            if (ws_rng_below(&r, 2)) {
                int64_t off = (int64_t)ws_rng_below(&r, 129) - 64;
                int64_t nn = gr->n, u = ((int64_t)v + off) % nn;
                t = (uint64_t)(u < 0 ? u + nn : u);
            } else {
                t = ws_rng_below(&r, ws_rng_below(&r, gr->n) + 1);
            }
            gr->edge[e] = (uint32_t)t;
        }
    gen_set_grid(g, (uint32_t)((n + BFS_BLOCK - 1) / BFS_BLOCK), 1, BFS_BLOCK, 1);
    g->info.nregs = 28;
    g->base[A_MASK] = gen_alloc(g, (uint64_t)n);
    g->base[A_NODES] = gen_alloc(g, (uint64_t)n * 8);
    g->base[A_EDGES] = gen_alloc(g, total * 4);
    g->base[A_VISITED] = gen_alloc(g, (uint64_t)n);
    g->base[A_COST] = gen_alloc(g, (uint64_t)n * 4);
    g->base[A_UPDATING] = gen_alloc(g, (uint64_t)n);
    return WS_OK;
}

static void bfs_cleanup(struct gen_ctx *g)
{
    struct bfs_graph *gr = g->data;
    if (!gr)
        return;
    free(gr->start);
    free(gr->edge);
    free(gr);
}

uint32_t gen_bfs_degree(const struct gen_ctx *g, uint32_t node)
{
    const struct bfs_graph *gr = g->data;
    return gr->start[node + 1] - gr->start[node];
}

bool gen_bfs_in_frontier(const struct gen_ctx *g, uint32_t node)
{
    return gen_hash(g->seed, node, 1) % 100 < (uint64_t)g->p[BFS_FRONTIER];
}

static bool bfs_visited(const struct gen_ctx *g, uint32_t node)
{
    return gen_hash(g->seed, node, 2) % 2 == 0;
}

static void bfs_warp(const struct gen_ctx *g, uint32_t kernel, uint32_t cta,
                     uint32_t warp, struct ws_warp_trace *out)
{
    const struct bfs_graph *gr = g->data;
    struct gen_warp b;
    gb_init(&b, out);
    int64_t first = (int64_t)cta * BFS_BLOCK + warp * GEN_WARP;
    uint32_t m = gb_prologue_1d(&b, first, gr->n);
    if (!m)
        return;
    uint64_t a[GEN_WARP] = { 0 }, a2[GEN_WARP] = { 0 };
    uint32_t fm = 0, maxd = 0;
    for (int l = 0; l < GEN_WARP; l++) {
        if (!(m & (1u << l)))
            continue;
        uint32_t v = (uint32_t)(first + l);
        a[l] = g->base[A_MASK] + v;
        a2[l] = g->base[A_NODES] + (uint64_t)v * 8;
        if (gen_bfs_in_frontier(g, v)) {
            fm |= 1u << l;
            uint32_t d = gen_bfs_degree(g, v);
            maxd = d > maxd ? d : maxd;
        }
    }
    gb_op(&b, GOP_IMAD_WIDE, m, 2, 0, R_NONE, R_NONE);        /* R2 = &g_graph_mask[tid] */
    gb_mem(&b, GOP_LDG_U8, m, 4, 2, R_NONE, a);               /* R4 = g_graph_mask[tid] */
    gb_op(&b, GOP_ISETP_GE, m, R_NONE, 4, R_NONE, R_NONE);    /* P1 = !mask */
    gb_op(&b, GOP_BRA, m, R_NONE, R_NONE, R_NONE, R_NONE);    /* @P1 BRA .Lexit */
    if (fm) {
        gb_mem(&b, GOP_STG_U8, fm, R_NONE, 2, R_NONE, a);     /* g_graph_mask[tid] = false */
        gb_op(&b, GOP_IMAD_WIDE, fm, 6, 0, R_NONE, R_NONE);   /* R6 = &g_graph_nodes[tid] */
        gb_mem(&b, GOP_LDG64, fm, 8, 6, R_NONE, a2);          /* R8 = starting, R9 = count */
        gb_op(&b, GOP_IADD3, fm, 10, 8, 9, R_NONE);           /* R10 = end */
        gb_op(&b, GOP_ISETP_GE, fm, R_NONE, 8, 10, R_NONE);
        gb_op(&b, GOP_BRA, fm, R_NONE, R_NONE, R_NONE, R_NONE);
        uint32_t top = b.pc;
        for (uint32_t j = 0; j < maxd; j++) {
            b.pc = top;
            uint32_t lm = 0, um = 0;
            uint64_t ea[GEN_WARP] = { 0 }, va[GEN_WARP] = { 0 }, ca[GEN_WARP] = { 0 };
            uint64_t ci[GEN_WARP] = { 0 }, ua[GEN_WARP] = { 0 };
            for (int l = 0; l < GEN_WARP; l++) {
                uint32_t v = (uint32_t)(first + l);
                if (!(fm & (1u << l)) || gen_bfs_degree(g, v) <= j)
                    continue;
                lm |= 1u << l;
                uint32_t e = gr->start[v] + j, id = gr->edge[e];
                ea[l] = g->base[A_EDGES] + (uint64_t)e * 4;
                va[l] = g->base[A_VISITED] + id;
                if (!bfs_visited(g, id)) {
                    um |= 1u << l;
                    ca[l] = g->base[A_COST] + (uint64_t)v * 4;
                    ci[l] = g->base[A_COST] + (uint64_t)id * 4;
                    ua[l] = g->base[A_UPDATING] + id;
                }
            }
            gb_op(&b, GOP_IMAD_WIDE, lm, 12, 8, R_NONE, R_NONE);    /* &g_graph_edges[i] */
            gb_mem(&b, GOP_LDG, lm, 14, 12, R_NONE, ea);            /* id */
            gb_op(&b, GOP_IMAD_WIDE, lm, 16, 14, R_NONE, R_NONE);   /* &g_graph_visited[id] */
            gb_mem(&b, GOP_LDG_U8, lm, 18, 16, R_NONE, va);
            gb_op(&b, GOP_ISETP_GE, lm, R_NONE, 18, R_NONE, R_NONE); /* P3 = visited */
            gb_op(&b, GOP_IMAD_WIDE, um, 20, 0, R_NONE, R_NONE);    /* @!P3 &g_cost[tid] */
            gb_mem(&b, GOP_LDG, um, 22, 20, R_NONE, ca);
            gb_op(&b, GOP_IMAD_WIDE, um, 24, 14, R_NONE, R_NONE);   /* &g_cost[id] */
            gb_op(&b, GOP_IADD3, um, 22, 22, R_NONE, R_NONE);       /* cost + 1 */
            gb_mem(&b, GOP_STG, um, R_NONE, 24, 22, ci);
            gb_op(&b, GOP_IMAD_WIDE, um, 26, 14, R_NONE, R_NONE);   /* &g_updating[id] */
            gb_mem(&b, GOP_STG_U8, um, R_NONE, 26, R_NONE, ua);
            gb_op(&b, GOP_IADD3, lm, 8, 8, R_NONE, R_NONE);         /* i++ */
            gb_op(&b, GOP_ISETP_LT, lm, R_NONE, 8, 10, R_NONE);
            gb_op(&b, GOP_BRA, lm, R_NONE, R_NONE, R_NONE, R_NONE);
        }
    }
    gb_exit(&b, m);
}

const struct gen_kernel gen_bfs = {
    { "bfs", "Rodinia BFS: per-node edge loops over a power-law CSR graph (CCWS HCS, intra-warp locality)",
      "scale=1 seed=1 nodes=8192 degree=8 frontier=100" },
    bfs_params, 3, bfs_setup, bfs_warp, bfs_cleanup,
};
