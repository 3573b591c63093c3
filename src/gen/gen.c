/* gen.c — the demo kernel table, "NAME[:K=V,...]" parsing and the "demo" trace source
 * that generates each CTA on demand (memory bounded by the CTAs a caller holds). */
#include "gen_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct gen_kernel *const gen_table[] = {
    &gen_vecadd, &gen_bfs, &gen_kmeans, &gen_mapreduce, &gen_spmv, &gen_conv2d,
    &gen_laplace3d, &gen_matmul, &gen_scalarprod, &gen_hotspot, &gen_histogram,
};
#define GEN_NKERNELS (sizeof gen_table / sizeof gen_table[0])

/* Limits that keep every id and count inside the trace model's 32-bit fields. */
#define GEN_MAX_SCALE 100000
#define GEN_MAX_CTAS (1u << 24)

size_t ws_gen_count(void)
{
    return GEN_NKERNELS;
}

const struct ws_gen_kernel_desc *ws_gen_desc(size_t i)
{
    return i < GEN_NKERNELS ? &gen_table[i]->d : NULL;
}

const struct gen_kernel *gen_find(const char *name)
{
    for (size_t i = 0; i < GEN_NKERNELS; i++)
        if (strcmp(gen_table[i]->d.name, name) == 0)
            return gen_table[i];
    return NULL;
}

static void gen_list_kernels(char *buf, size_t n)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < GEN_NKERNELS && used < n; i++)
        used += (size_t)snprintf(buf + used, n - used, "%s%s", i ? " " : "", gen_table[i]->d.name);
}

static void gen_list_params(const struct gen_kernel *k, char *buf, size_t n)
{
    size_t used = (size_t)snprintf(buf, n, "scale seed");
    for (int i = 0; i < k->nparams && used < n; i++)
        used += (size_t)snprintf(buf + used, n - used, " %s", k->params[i].name);
}

/* Apply one "KEY=VAL" to g. */
static int gen_set(struct gen_ctx *g, const char *kv, size_t len, struct ws_err *err)
{
    char item[128];
    if (len >= sizeof item)
        return ws_errf(err, WS_ERR_INPUT, "demo:%s: parameter too long", g->k->d.name);
    memcpy(item, kv, len);
    item[len] = '\0';
    char *eq = strchr(item, '=');
    char valid[256];
    gen_list_params(g->k, valid, sizeof valid);
    if (!eq || eq == item)
        return ws_errf(err, WS_ERR_INPUT, "demo:%s: expected KEY=VAL, got '%s' (parameters: %s)",
                       g->k->d.name, item, valid);
    *eq = '\0';
    const char *key = item, *val = eq + 1;
    int64_t v;
    if (!ws_parse_size(val, &v))
        return ws_errf(err, WS_ERR_INPUT, "demo:%s: %s=%s: expected an integer", g->k->d.name,
                       key, val);
    if (!strcmp(key, "seed")) {
        if (v < 0)
            return ws_errf(err, WS_ERR_INPUT, "demo:%s: seed=%s: must be >= 0", g->k->d.name, val);
        g->seed = (uint64_t)v;
        return WS_OK;
    }
    if (!strcmp(key, "scale")) {
        if (v < 1 || v > GEN_MAX_SCALE)
            return ws_errf(err, WS_ERR_INPUT, "demo:%s: scale=%s: must be in 1..%d", g->k->d.name,
                           val, GEN_MAX_SCALE);
        g->scale = v;
        return WS_OK;
    }
    for (int i = 0; i < g->k->nparams; i++) {
        const struct gen_param *p = &g->k->params[i];
        if (strcmp(p->name, key) != 0)
            continue;
        if (v < p->min || v > p->max)
            return ws_errf(err, WS_ERR_INPUT, "demo:%s: %s=%s: must be in %lld..%lld",
                           g->k->d.name, key, val, (long long)p->min, (long long)p->max);
        g->p[i] = v;
        return WS_OK;
    }
    return ws_errf(err, WS_ERR_INPUT, "demo:%s: unknown parameter '%s' (parameters: %s)",
                   g->k->d.name, key, valid);
}

struct gen_ctx *gen_ctx_open(const char *spec, struct ws_err *err)
{
    const char *colon = strchr(spec, ':');
    size_t nlen = colon ? (size_t)(colon - spec) : strlen(spec);
    char name[64];
    const struct gen_kernel *k = NULL;
    if (nlen < sizeof name) {
        memcpy(name, spec, nlen);
        name[nlen] = '\0';
        k = gen_find(name);
    }
    if (!k) {
        char valid[256];
        gen_list_kernels(valid, sizeof valid);
        ws_errf(err, WS_ERR_INPUT, "demo:%.*s: unknown demo kernel (kernels: %s)",
                (int)(nlen > 64 ? 64 : nlen), spec, valid);
        return NULL;
    }
    struct gen_ctx *g = ws_calloc(1, sizeof *g);
    g->k = k;
    g->scale = 1;
    g->seed = 1;
    for (int i = 0; i < k->nparams; i++)
        g->p[i] = k->params[i].def;
    for (const char *s = colon ? colon + 1 : NULL; s && *s;) {
        const char *comma = strchr(s, ',');
        size_t len = comma ? (size_t)(comma - s) : strlen(s);
        if (gen_set(g, s, len, err)) {
            free(g);
            return NULL;
        }
        s = comma ? comma + 1 : NULL;
    }
    g->info.name = ws_strdup(k->d.name);
    g->info.id = 1;
    g->info.binary_version = 70;
    g->info.nregs = 32;
    if (k->setup(g, err)) {
        gen_ctx_free(g);
        return NULL;
    }
    if (!g->kernels)
        g->nkernels = 1;
    for (uint32_t i = 0; i < g->nkernels; i++) {
        uint32_t ncta = gen_kinfo(g, i)->ncta;
        if (ncta == 0 || ncta > GEN_MAX_CTAS) {
            ws_errf(err, WS_ERR_INPUT, "demo:%s: parameters give %u CTAs (must be 1..%u)",
                    k->d.name, ncta, GEN_MAX_CTAS);
            gen_ctx_free(g);
            return NULL;
        }
    }
    return g;
}

const struct ws_kernel_info *gen_kinfo(const struct gen_ctx *g, uint32_t k)
{
    return g->kernels ? &g->kernels[k] : &g->info;
}

void gen_ctx_free(struct gen_ctx *g)
{
    if (!g)
        return;
    if (g->k->cleanup)
        g->k->cleanup(g);
    for (uint32_t i = 0; g->kernels && i < g->nkernels; i++)
        free(g->kernels[i].name);
    free(g->kernels);
    free(g->info.name);
    free(g);
}

void gen_cta(const struct gen_ctx *g, uint32_t kernel, uint32_t cta, struct ws_cta_trace *out)
{
    const struct ws_kernel_info *ki = gen_kinfo(g, kernel);
    out->id = cta;
    out->nwarps = ki->warps_per_cta;
    out->warp = ws_calloc(out->nwarps ? out->nwarps : 1, sizeof *out->warp);
    if (cta >= ki->ncta)
        return;
    for (uint32_t w = 0; w < out->nwarps; w++)
        g->k->emit_warp(g, kernel, cta, w, &out->warp[w]);
}

void gen_cta_free(struct ws_cta_trace *c)
{
    for (uint32_t w = 0; w < c->nwarps; w++) {
        free(c->warp[w].inst);
        free(c->warp[w].addr);
    }
    free(c->warp);
    c->warp = NULL;
    c->nwarps = 0;
}

/* ---- the "demo" trace source ---- */

static int gen_load_cta(struct ws_trace *t, uint32_t kernel, uint32_t cta,
                        struct ws_cta_trace *out, struct ws_err *err)
{
    const struct gen_ctx *g = t->impl;
    if (kernel >= t->nkernels)
        return ws_errf(err, WS_ERR_INPUT, "%s: no kernel %u", t->path, kernel);
    gen_cta(g, kernel, cta, out);
    return WS_OK;
}

static void gen_close(struct ws_trace *t)
{
    gen_ctx_free(t->impl);
    t->impl = NULL;
}

static const struct ws_trace_ops gen_trace_ops = { "demo", gen_load_cta, gen_close };

struct ws_trace *ws_gen_open(const char *spec, struct ws_err *err)
{
    struct gen_ctx *g = gen_ctx_open(spec, err);
    if (!g)
        return NULL;
    struct ws_trace *t = ws_calloc(1, sizeof *t);
    t->ops = &gen_trace_ops;
    t->impl = g;
    size_t n = strlen(spec) + 6;
    t->path = ws_malloc(n);
    snprintf(t->path, n, "demo:%s", spec);
    t->nkernels = g->nkernels;
    t->kernel = ws_calloc(g->nkernels, sizeof *t->kernel);
    for (uint32_t i = 0; i < g->nkernels; i++) {
        t->kernel[i] = *gen_kinfo(g, i);
        t->kernel[i].name = ws_strdup(gen_kinfo(g, i)->name);
    }
    t->opcode_cap = GOP_COUNT;
    t->nopcodes = GOP_COUNT;
    t->opcode = ws_calloc(GOP_COUNT, sizeof *t->opcode);
    t->opcode_unknown = ws_calloc(GOP_COUNT, sizeof *t->opcode_unknown);
    for (int i = 0; i < GOP_COUNT; i++)
        t->opcode[i] = ws_strdup(gen_ops[i].text);
    return t;
}
