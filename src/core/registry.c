/* registry.c — the named-value registry: patterns with "[]" index slots, lookup of a
 * concrete name ("sm[3].warp[5].pc"), enumeration with expanded indices. */
#include "warpscope/registry.h"

#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <string.h>

/* Invariant: e[0..n) have distinct patterns, each with at most WS_REG_MAX_DIMS "[]". */
struct ws_registry {
    struct ws_reg_entry *e;
    size_t n, cap;
};

struct ws_registry *ws_registry_new(void)
{
    return ws_calloc(1, sizeof(struct ws_registry));
}

void ws_registry_free(struct ws_registry *r)
{
    if (!r)
        return;
    free(r->e);
    free(r);
}

int ws_reg_pattern_dims(const char *p)
{
    int n = 0;
    for (; (p = strstr(p, "[]")); p += 2)
        n++;
    return n;
}

int ws_registry_add(struct ws_registry *r, const struct ws_reg_entry *e)
{
    int d = ws_reg_pattern_dims(e->pattern);
    if (!e->pattern[0] || d > WS_REG_MAX_DIMS || (d > 0 && !e->dim) || !e->get)
        return WS_ERR_INPUT;
    for (size_t i = 0; i < r->n; i++)
        if (strcmp(r->e[i].pattern, e->pattern) == 0) {
            r->e[i] = *e;
            return WS_OK;
        }
    WS_GROW(r->e, r->cap, r->n + 1);
    r->e[r->n++] = *e;
    return WS_OK;
}

size_t ws_registry_count(const struct ws_registry *r) { return r->n; }

const struct ws_reg_entry *ws_registry_entry(const struct ws_registry *r, size_t i)
{
    return i < r->n ? &r->e[i] : NULL;
}

/* Turn "sm[3].warp[5].pc" into the pattern "sm[].warp[].pc" and the indices. */
static bool reg_split(const char *name, char *pat, size_t cap, int *idx, int *nidx)
{
    size_t k = 0;
    *nidx = 0;
    for (const char *p = name; *p;) {
        if (*p == '[') {
            char *end;
            long v = strtol(p + 1, &end, 10);
            if (end == p + 1 || *end != ']' || v < 0 || v > INT_MAX || *nidx >= WS_REG_MAX_DIMS)
                return false;
            idx[(*nidx)++] = (int)v;
            if (k + 2 >= cap)
                return false;
            pat[k++] = '[';
            pat[k++] = ']';
            p = end + 1;
        } else {
            if (k + 1 >= cap)
                return false;
            pat[k++] = *p++;
        }
    }
    pat[k] = '\0';
    return true;
}

int ws_registry_get(const struct ws_registry *r, const char *name, struct ws_reg_value *out,
                    struct ws_err *err)
{
    char pat[256];
    int idx[WS_REG_MAX_DIMS], nidx;
    if (!reg_split(name, pat, sizeof pat, idx, &nidx))
        return ws_errf(err, WS_ERR_INPUT, "'%s': malformed name (expected e.g. sm[3].ipc)", name);
    for (size_t i = 0; i < r->n; i++) {
        const struct ws_reg_entry *e = &r->e[i];
        if (strcmp(e->pattern, pat) != 0)
            continue;
        for (int l = 0; l < nidx; l++) {
            int lim = e->dim(e->obj, e->ctx, l, idx);
            if (idx[l] >= lim)
                return ws_errf(err, WS_ERR_INPUT, "'%s': index %d out of range (0..%d)", name,
                               idx[l], lim - 1);
        }
        memset(out, 0, sizeof *out);
        out->type = e->type;
        if (!e->get(e->obj, e->ctx, idx, out))
            return ws_errf(err, WS_ERR_INPUT, "'%s': no value now", name);
        return WS_OK;
    }
    const char **names = ws_malloc((r->n + 1) * sizeof *names);
    for (size_t i = 0; i < r->n; i++)
        names[i] = r->e[i].pattern;
    const char *best = ws_closest(pat, names, r->n);
    int rc;
    if (best)
        rc = ws_errf(err, WS_ERR_INPUT, "'%s': unknown name (did you mean '%s'?)", name, best);
    else
        rc = ws_errf(err, WS_ERR_INPUT, "'%s': unknown name", name);
    free(names);
    return rc;
}

void ws_reg_format(const struct ws_reg_value *v, char *buf, size_t n)
{
    if (v->type == WS_REG_INT)
        snprintf(buf, n, "%lld", (long long)v->i);
    else
        snprintf(buf, n, "%.6f", v->f);
}

/* Expand the indices of entry e from level l onward. */
static bool reg_expand(const struct ws_reg_entry *e, int dims, int l, int *idx, ws_reg_each_fn fn,
                       void *ctx)
{
    if (l == dims) {
        char name[256];
        size_t k = 0;
        int d = 0;
        for (const char *p = e->pattern; *p && k + 16 < sizeof name;) {
            if (p[0] == '[' && p[1] == ']') {
                k += (size_t)snprintf(name + k, sizeof name - k, "[%d]", idx[d++]);
                p += 2;
            } else {
                name[k++] = *p++;
            }
        }
        name[k] = '\0';
        struct ws_reg_value v;
        memset(&v, 0, sizeof v);
        v.type = e->type;
        if (!e->get(e->obj, e->ctx, idx, &v))
            return true;
        return fn(ctx, name, e, &v);
    }
    int lim = e->dim(e->obj, e->ctx, l, idx);
    for (int i = 0; i < lim; i++) {
        idx[l] = i;
        if (!reg_expand(e, dims, l + 1, idx, fn, ctx))
            return false;
    }
    return true;
}

void ws_registry_foreach(const struct ws_registry *r, unsigned flags, ws_reg_each_fn fn,
                         void *ctx)
{
    for (size_t i = 0; i < r->n; i++) {
        const struct ws_reg_entry *e = &r->e[i];
        if ((e->flags & flags) != flags)
            continue;
        int idx[WS_REG_MAX_DIMS] = { 0 };
        if (!reg_expand(e, ws_reg_pattern_dims(e->pattern), 0, idx, fn, ctx))
            return;
    }
}
