/* ccws_vta.c — the per-warp victim tag arrays of CCWS's lost-locality detector. */
#include "ccws_vta.h"

#include <stdlib.h>
#include <string.h>
#include "warpscope/util.h"

bool ccws_vta_init(struct ccws_vta *v, int nwarps, int entries, int assoc, uint64_t line)
{
    memset(v, 0, sizeof *v);
    if (nwarps < 1 || entries < 1 || assoc < 1 || line == 0 || (line & (line - 1)))
        return false;
    v->nwarps = nwarps;
    v->ways = assoc < entries ? assoc : entries;
    v->sets = entries / v->ways;
    v->line = line;
    v->e = ws_calloc((size_t)nwarps * (size_t)v->sets * (size_t)v->ways, sizeof *v->e);
    v->hits = ws_calloc((size_t)nwarps, sizeof *v->hits);
    return true;
}

void ccws_vta_free(struct ccws_vta *v)
{
    free(v->e);
    free(v->hits);
    memset(v, 0, sizeof *v);
}

static struct ccws_vta_entry *vta_set(const struct ccws_vta *v, int w, uint64_t tag)
{
    uint64_t s = (tag / v->line) % (uint64_t)v->sets;
    return &v->e[((size_t)w * (size_t)v->sets + s) * (size_t)v->ways];
}

void ccws_vta_clear(struct ccws_vta *v, int w)
{
    if (w < 0 || w >= v->nwarps)
        return;
    memset(&v->e[(size_t)w * (size_t)v->sets * (size_t)v->ways], 0,
           (size_t)v->sets * (size_t)v->ways * sizeof *v->e);
    v->hits[w] = 0;
}

void ccws_vta_insert(struct ccws_vta *v, int w, uint64_t addr)
{
    if (w < 0 || w >= v->nwarps)
        return;
    uint64_t tag = addr & ~(v->line - 1);
    struct ccws_vta_entry *set = vta_set(v, w, tag);
    int victim = 0;
    for (int k = 0; k < v->ways; k++) {
        if (set[k].stamp && set[k].tag == tag) {
            victim = k;
            break;
        }
        if (set[k].stamp < set[victim].stamp)
            victim = k;   /* an invalid way (stamp 0) or the least recent */
    }
    set[victim].tag = tag;
    set[victim].stamp = ++v->clock;
}

bool ccws_vta_probe(struct ccws_vta *v, int w, uint64_t addr)
{
    if (w < 0 || w >= v->nwarps)
        return false;
    uint64_t tag = addr & ~(v->line - 1);
    struct ccws_vta_entry *set = vta_set(v, w, tag);
    for (int k = 0; k < v->ways; k++)
        if (set[k].stamp && set[k].tag == tag) {
            set[k].stamp = 0;
            v->hits[w]++;
            return true;
        }
    return false;
}

int ccws_vta_tags(const struct ccws_vta *v, int w, uint64_t *tags, int max)
{
    if (w < 0 || w >= v->nwarps)
        return 0;
    int n = 0;
    for (int s = 0; s < v->sets; s++) {
        const struct ccws_vta_entry *set = &v->e[((size_t)w * (size_t)v->sets + (size_t)s) *
                                                 (size_t)v->ways];
        uint64_t below = UINT64_MAX;   /* emit the set's valid ways by decreasing stamp */
        for (;;) {
            int best = -1;
            for (int k = 0; k < v->ways; k++)
                if (set[k].stamp && set[k].stamp < below &&
                    (best < 0 || set[k].stamp > set[best].stamp))
                    best = k;
            if (best < 0 || n >= max)
                break;
            tags[n++] = set[best].tag;
            below = set[best].stamp;
        }
    }
    return n;
}
