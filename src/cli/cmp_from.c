/* cmp_from.c — `warpscope compare --from FILE`: compare's tables (cmp_table.c) from a
 * table of results written before — compare --csv's, or `warpscope collect`'s, CSV or
 * JSON (plot_table.c reads both; columns other than compare's are ignored) — without
 * simulating.  Its rows form a grid: the traces and the columns in the order they first
 * appear, one row per trace and column. */
#include "cmp.h"
#include "plot.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* The table's rows as a grid.  Invariant: at[t * ncols + c] is the table row of trace t
 * and column c (-1: none); st[r] holds table row r's metrics; trace and label point
 * into the table. */
struct cf_grid {
    int ntraces, ncols;
    const char **trace, **label;
    int *at;
    struct ws_sim_stats *st;
};

static void cf_grid_free(struct cf_grid *g)
{
    free(g->trace);
    free(g->label);
    free(g->at);
    free(g->st);
}

/* Index of s among v[0..n), searched from the end (a table lists a trace's rows
 * together); n, after adding it, when absent. */
static int cf_index(const char **v, int *n, const char *s)
{
    for (int i = *n - 1; i >= 0; i--)
        if (!strcmp(v[i], s))
            return i;
    v[*n] = s;
    return (*n)++;
}

/* Build the grid of t: every row's trace and column, every metric a number, no trace
 * and column twice. */
static int cf_grid(const struct plot_table *t, struct cf_grid *g, struct ws_err *err)
{
    int ct = plot_table_col(t, "trace"), cc = plot_table_col(t, "column"), cm[CMP_NCSV];
    for (int i = 0; i < CMP_NCSV; i++)
        cm[i] = plot_table_col(t, cmp_csv_name(i));
    for (int i = -2; i < CMP_NCSV; i++) {
        if ((i == -2 ? ct : i == -1 ? cc : cm[i]) >= 0)
            continue;
        char want[512] = "trace, column";
        for (int k = 0; k < CMP_NCSV; k++) {
            size_t l = strlen(want);
            snprintf(want + l, sizeof want - l, ", %s", cmp_csv_name(k));
        }
        return ws_errf(err, WS_ERR_INPUT, "%s:1: no column '%s' (expected compare --csv's or "
                       "warpscope collect's columns: %s)", t->path,
                       i == -2 ? "trace" : i == -1 ? "column" : cmp_csv_name(i), want);
    }
    g->trace = ws_calloc((size_t)t->nrows, sizeof *g->trace);
    g->label = ws_calloc((size_t)t->nrows, sizeof *g->label);
    g->st = ws_calloc((size_t)t->nrows, sizeof *g->st);
    int *rt = ws_calloc((size_t)t->nrows, sizeof *rt);      /* row r's trace */
    int *rcol = ws_calloc((size_t)t->nrows, sizeof *rcol);  /* and column */
    int rc = WS_OK;
    for (int r = 0; r < t->nrows && !rc; r++) {
        const char *tr = t->cell[r * t->ncols + ct], *co = t->cell[r * t->ncols + cc];
        if (!*tr || !*co) {
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: an empty %s (expected a trace and a column "
                         "name in every row)", t->path, t->line[r], *tr ? "column" : "trace");
            break;
        }
        rt[r] = cf_index(g->trace, &g->ntraces, tr);
        rcol[r] = cf_index(g->label, &g->ncols, co);
        for (int i = 0; i < CMP_NCSV && !rc; i++) {
            const char *v = t->cell[r * t->ncols + cm[i]], *want = cmp_csv_set(&g->st[r], i, v);
            if (want)
                rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: column '%s': expected %s, got '%s'",
                             t->path, t->line[r], cmp_csv_name(i), want, v);
        }
    }
    /* a table far from one row per trace and column is no grid (and would be a large one) */
    if (!rc && (int64_t)g->ntraces * g->ncols > 4 * (int64_t)t->nrows + 4096)
        rc = ws_errf(err, WS_ERR_INPUT, "%s: %d traces and %d columns in %d rows (expected one "
                     "row per trace and column)", t->path, g->ntraces, g->ncols, t->nrows);
    if (!rc) {
        size_t n = (size_t)g->ntraces * (size_t)g->ncols;
        g->at = ws_malloc(n * sizeof *g->at);
        for (size_t k = 0; k < n; k++)
            g->at[k] = -1;
    }
    for (int r = 0; r < t->nrows && !rc; r++) {
        int *at = &g->at[rt[r] * g->ncols + rcol[r]];
        if (*at >= 0)
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: trace '%s' column '%s' again (first on line "
                         "%d; expected one row per trace and column)", t->path, t->line[r],
                         g->trace[rt[r]], g->label[rcol[r]], t->line[*at]);
        *at = r;
    }
    free(rt);
    free(rcol);
    return rc;
}

/* The "best" column of compare --csv --best: per row KEY=VALUE, or nothing when no
 * value changed the run.  Sets *key (from the first given; "value" when none is) and
 * val[r] (into the table; NULL for nothing). */
static int cf_best(const struct plot_table *t, int cb, char *key, size_t keylen,
                   const char **val, struct ws_err *err)
{
    snprintf(key, keylen, "value");
    bool seen = false;
    for (int r = 0; r < t->nrows; r++) {
        const char *f = t->cell[r * t->ncols + cb], *eq = strchr(f, '=');
        val[r] = NULL;
        if (!*f)
            continue;
        if (!eq || eq == f || !eq[1])
            return ws_errf(err, WS_ERR_INPUT, "%s:%d: column 'best': expected KEY=VALUE (the "
                           "value --best picked) or nothing, got '%s'", t->path, t->line[r], f);
        if (!seen)
            snprintf(key, keylen, "%.*s", (int)(eq - f), f);
        seen = true;
        val[r] = eq + 1;
    }
    return WS_OK;
}

/* Print the grid's complete traces, the baseline column first. */
static int cf_print(const struct plot_table *t, const struct cf_grid *g, const char *baseline,
                    bool csv, const char *plot)
{
    int base = 0, nc = g->ncols, cb = plot_table_col(t, "best");
    if (baseline) {
        for (base = 0; base < nc && strcmp(g->label[base], baseline); base++)
            ;
        if (base == nc) {
            char list[1024] = "";
            for (int c = 0; c < nc; c++) {
                size_t l = strlen(list);
                snprintf(list + l, sizeof list - l, "%s%s", c ? ", " : "", g->label[c]);
            }
            cli_error("--baseline %s: %s has no such column (expected one of: %s)", baseline,
                      t->path, list);
            return WS_ERR_INPUT;
        }
    }
    size_t cells = (size_t)g->ntraces * (size_t)nc + 1;
    int *col = ws_calloc((size_t)nc + 1, sizeof *col), rc = WS_OK, nt = 0;
    for (int c = 0, k = 1; c < nc; c++)   /* the baseline, then the others in order */
        col[c == base ? 0 : k++] = c;
    const char **trace = ws_calloc((size_t)g->ntraces + 1, sizeof *trace);
    const char **label = ws_calloc((size_t)nc + 1, sizeof *label);
    const struct ws_sim_stats **st = ws_calloc(cells, sizeof *st);
    const char **bval = ws_calloc(cells, sizeof *bval);
    const char **rowbest = ws_calloc((size_t)t->nrows + 1, sizeof *rowbest);
    char key[128];
    struct ws_err err = { 0 };
    if (cb >= 0 && cf_best(t, cb, key, sizeof key, rowbest, &err))
        rc = cli_report(&err);
    for (int c = 0; c < nc; c++)
        label[c] = g->label[col[c]];
    for (int tr = 0; tr < g->ntraces && !rc; tr++) {
        const int *at = &g->at[tr * nc];
        int miss = 0;
        while (miss < nc && at[miss] >= 0)
            miss++;
        if (miss < nc) {
            cli_error("%s: trace '%s' has no row for column '%s': its rows are left out",
                      t->path, g->trace[tr], g->label[miss]);
            continue;
        }
        for (int c = 0; c < nc; c++) {
            st[nt * nc + c] = &g->st[at[col[c]]];
            bval[nt * nc + c] = rowbest[at[col[c]]];
        }
        trace[nt++] = g->trace[tr];
    }
    if (!rc && !nt) {
        cli_error("%s: no trace has a row for every column (expected one row per trace and "
                  "column)", t->path);
        rc = WS_ERR_INPUT;
    }
    if (!rc) {
        struct cmp_view v = { nt, nc, trace, label, st, cb >= 0 ? key : NULL, bval };
        rc = cmp_print(&v, csv, plot);
        if (!rc && nt < g->ntraces)
            rc = WS_ERR_RUNTIME;
    }
    free(col);
    free(trace);
    free(label);
    free(st);
    free(bval);
    free(rowbest);
    return rc;
}

int cmp_from(const char *path, bool csv, const char *plot, const char *baseline)
{
    bool std_in = !strcmp(path, "-");
    FILE *f = std_in ? stdin : fopen(path, "r");
    if (!f) {
        cli_error("--from %s: cannot read: %s", path, strerror(errno));
        return WS_ERR_INPUT;
    }
    struct plot_table t;
    struct cf_grid g = { 0 };
    struct ws_err err = { 0 };
    int rc = plot_table_read(f, std_in ? "(stdin)" : path, &t, &err);
    if (!std_in)
        fclose(f);
    if (!rc)
        rc = cf_grid(&t, &g, &err);
    if (rc)
        rc = cli_report(&err);
    else
        rc = cf_print(&t, &g, baseline, csv, plot);
    cf_grid_free(&g);
    plot_table_free(&t);
    return rc;
}
