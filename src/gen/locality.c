/* locality.c — workload characterisation used to pick demo workloads: OWL Table 4's
 * consecutive-CTA DRAM row sharing and CTAs per row, and CCWS Figure 1's intra- vs
 * inter-warp reuse with an unbounded cache.  Reads any trace CTA by CTA. */
#include "warpscope/gen.h"
#include "warpscope/addrmap.h"

#include <stdlib.h>
#include <string.h>

/* Open-addressing hash table over two-word keys with a small value record.
 * Invariant: used[i] iff slot i holds a key; n <= cap / 2. */
struct loc_row {
    uint32_t last_cta;   /* highest CTA id that touched the row so far */
    uint32_t nctas;      /* distinct CTAs that touched it */
    uint32_t nconsec;    /* of those, how many have CTA id-1 or id+1 among them too */
    uint8_t last_counted;
};
struct loc_table {
    uint64_t *ka, *kb;
    struct loc_row *v;   /* NULL for plain sets */
    uint8_t *used;
    size_t cap, n;
};

static void loc_init(struct loc_table *t, bool values)
{
    memset(t, 0, sizeof *t);
    t->cap = 1024;
    t->ka = ws_calloc(t->cap, sizeof *t->ka);
    t->kb = ws_calloc(t->cap, sizeof *t->kb);
    t->used = ws_calloc(t->cap, 1);
    if (values)
        t->v = ws_calloc(t->cap, sizeof *t->v);
}

static void loc_free(struct loc_table *t)
{
    free(t->ka);
    free(t->kb);
    free(t->v);
    free(t->used);
    memset(t, 0, sizeof *t);
}

static size_t loc_slot(const struct loc_table *t, uint64_t a, uint64_t b)
{
    uint64_t h = a * 0x9e3779b97f4a7c15ull ^ (b + 0x7f4a7c15ull) * 0xbf58476d1ce4e5b9ull;
    h ^= h >> 31;
    size_t i = (size_t)h & (t->cap - 1);
    while (t->used[i] && (t->ka[i] != a || t->kb[i] != b))
        i = (i + 1) & (t->cap - 1);
    return i;
}

static void loc_grow(struct loc_table *t)
{
    struct loc_table old = *t;
    t->cap *= 2;
    t->n = 0;
    t->ka = ws_calloc(t->cap, sizeof *t->ka);
    t->kb = ws_calloc(t->cap, sizeof *t->kb);
    t->used = ws_calloc(t->cap, 1);
    t->v = old.v ? ws_calloc(t->cap, sizeof *t->v) : NULL;
    for (size_t i = 0; i < old.cap; i++) {
        if (!old.used[i])
            continue;
        size_t j = loc_slot(t, old.ka[i], old.kb[i]);
        t->used[j] = 1;
        t->ka[j] = old.ka[i];
        t->kb[j] = old.kb[i];
        if (t->v)
            t->v[j] = old.v[i];
        t->n++;
    }
    loc_free(&old);
}

/* Find or insert (a, b); *fresh tells whether it was inserted.  Returns the slot. */
static size_t loc_put(struct loc_table *t, uint64_t a, uint64_t b, bool *fresh)
{
    if (2 * (t->n + 1) > t->cap)
        loc_grow(t);
    size_t i = loc_slot(t, a, b);
    *fresh = !t->used[i];
    if (*fresh) {
        t->used[i] = 1;
        t->ka[i] = a;
        t->kb[i] = b;
        if (t->v)
            memset(&t->v[i], 0, sizeof t->v[i]);
        t->n++;
    }
    return i;
}

/* Row sharing of one CTA's access to DRAM row key (CTAs arrive in increasing order). */
static void loc_row_touch(struct loc_table *rows, uint64_t key, uint32_t cta,
                          uint8_t *pair_shared)
{
    bool fresh;
    size_t i = loc_put(rows, key, 0, &fresh);
    struct loc_row *r = &rows->v[i];
    if (fresh) {
        r->last_cta = cta;
        r->nctas = 1;
        return;
    }
    if (r->last_cta == cta)
        return;
    if (r->last_cta + 1 == cta) {
        pair_shared[r->last_cta] = 1;
        r->nconsec += r->last_counted ? 1 : 2;
        r->last_counted = 1;
    } else {
        r->last_counted = 0;
    }
    r->last_cta = cta;
    r->nctas++;
}

int ws_trace_locality(struct ws_trace *t, const struct ws_addrmap *map, int line_bytes,
                      struct ws_locality *out, struct ws_err *err)
{
    memset(out, 0, sizeof *out);
    if (line_bytes <= 0)
        return ws_errf(err, WS_ERR_INPUT, "locality: line size must be positive");
    struct loc_table lines, pairs, rows;
    loc_init(&lines, false);
    loc_init(&pairs, false);
    double owl_sum = 0;
    int rc = WS_OK;
    for (uint32_t k = 0; k < t->nkernels && !rc; k++) {
        const struct ws_kernel_info *ki = &t->kernel[k];
        uint8_t *pair_shared = ws_calloc(ki->ncta ? ki->ncta : 1, 1);
        loc_init(&rows, true);
        for (uint32_t c = 0; c < ki->ncta && !rc; c++) {
            struct ws_cta_trace cta;
            rc = ws_trace_load_cta(t, k, c, &cta, err);
            if (rc)
                break;
            for (uint32_t w = 0; w < cta.nwarps; w++) {
                const struct ws_warp_trace *wt = &cta.warp[w];
                uint64_t gw = (uint64_t)k << 40 | ((uint64_t)c * ki->warps_per_cta + w);
                for (uint32_t i = 0; i < wt->ninst; i++) {
                    const struct ws_inst *in = &wt->inst[i];
                    if (in->space != WS_SPACE_GLOBAL || !in->mask)
                        continue;
                    uint64_t a[32], ln[32];
                    int n = ws_inst_addrs(wt, in, a), nl = 0;
                    for (int l = 0; l < n; l++) {
                        struct ws_dram_addr d;
                        ws_addrmap_decode(map, a[l], &d);
                        loc_row_touch(&rows, (uint64_t)d.row << 24 | (uint64_t)d.bank << 12 | d.ch,
                                      c, pair_shared);
                        uint64_t line = a[l] / (uint64_t)line_bytes;
                        int j = 0;
                        while (j < nl && ln[j] != line)
                            j++;
                        if (j == nl)
                            ln[nl++] = line;
                    }
                    if (in->memop != WS_MEMOP_LOAD)
                        continue;
                    out->global_loads++;
                    for (int j = 0; j < nl; j++) {
                        bool fresh_line, fresh_pair;
                        out->line_accesses++;
                        loc_put(&lines, ln[j], 0, &fresh_line);
                        loc_put(&pairs, ln[j], gw, &fresh_pair);
                        if (fresh_line)
                            out->misses++;
                        else if (!fresh_pair)
                            out->hits_intra++;
                        else
                            out->hits_inter++;
                    }
                }
            }
            ws_cta_trace_free(&cta);
        }
        out->ctas += ki->ncta;
        if (ki->ncta > 1) {
            out->cta_pairs += ki->ncta - 1;
            for (uint32_t c = 0; c + 1 < ki->ncta; c++)
                out->cta_pairs_sharing += pair_shared[c];
        }
        for (size_t i = 0; i < rows.cap; i++) {
            if (!rows.used[i])
                continue;
            out->rows++;
            out->row_ctas += rows.v[i].nctas;
            owl_sum += (double)rows.v[i].nconsec / rows.v[i].nctas;
        }
        loc_free(&rows);
        free(pair_shared);
    }
    loc_free(&lines);
    loc_free(&pairs);
    if (rc)
        return rc;
    out->owl_row_sharing = out->rows ? owl_sum / (double)out->rows : 0;
    return WS_OK;
}
