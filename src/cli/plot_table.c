/* plot_table.c — reads the tables `warpscope plot` draws: CSV as compare --csv and
 * run --timeline write it (RFC 4180: a field is quoted when it holds a comma, a quote or
 * a line break, quotes doubled inside), a header line of column names first; or JSON
 * (plot_json.c) when the text starts with '['. */
#include "plot.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A growing array of strings. */
struct pt_vec { char **v; int n, cap; };

static void pt_push(struct pt_vec *a, char *s)
{
    if (a->n == a->cap) {
        a->cap = a->cap ? 2 * a->cap : 32;
        a->v = ws_realloc(a->v, (size_t)a->cap * sizeof *a->v);
    }
    a->v[a->n++] = s;
}

/* Parse one record starting at *p (within end), its fields pushed on out; *p moves past
 * its line break.  *line counts the lines read (a quoted line break adds one). */
static int pt_record(const char **p, const char *end, struct pt_vec *out, const char *path,
                     int *line, struct ws_err *err)
{
    const char *s = *p;
    for (;;) {
        size_t cap = 16, n = 0;
        char *f = ws_malloc(cap);
        if (s < end && *s == '"') {
            int start = *line;
            s++;
            for (;;) {
                if (s >= end) {
                    free(f);
                    return ws_errf(err, WS_ERR_INPUT, "%s:%d: a quoted field is not closed "
                                   "(expected '\"' before the end of the file)", path, start);
                }
                if (*s == '"') {
                    if (s + 1 < end && s[1] == '"') {
                        s++;
                    } else {
                        s++;
                        break;
                    }
                }
                if (*s == '\n')
                    (*line)++;
                if (n + 2 > cap)
                    f = ws_realloc(f, cap *= 2);
                f[n++] = *s++;
            }
            if (s < end && *s != ',' && *s != '\n' && *s != '\r') {
                free(f);
                return ws_errf(err, WS_ERR_INPUT, "%s:%d: expected ',' or the end of the line "
                               "after a quoted field, got '%c'", path, *line, *s);
            }
        } else {
            while (s < end && *s != ',' && *s != '\n' && *s != '\r') {
                if (*s == '"') {
                    free(f);
                    return ws_errf(err, WS_ERR_INPUT, "%s:%d: a '\"' inside an unquoted field "
                                   "(expected the whole field quoted, quotes doubled)", path,
                                   *line);
                }
                if (n + 2 > cap)
                    f = ws_realloc(f, cap *= 2);
                f[n++] = *s++;
            }
        }
        f[n] = '\0';
        pt_push(out, f);
        if (s < end && *s == ',') {
            s++;
            continue;
        }
        if (s < end && *s == '\r')
            s++;
        if (s < end && *s == '\n')
            s++;
        (*line)++;
        *p = s;
        return WS_OK;
    }
}

int plot_table_read(FILE *f, const char *path, struct plot_table *t, struct ws_err *err)
{
    memset(t, 0, sizeof *t);
    t->path = ws_strdup(path);
    size_t cap = 1 << 16, n = 0;
    char *buf = ws_malloc(cap);
    for (;;) {
        if (n == cap)
            buf = ws_realloc(buf, cap *= 2);
        size_t r = fread(buf + n, 1, cap - n, f);
        n += r;
        if (r == 0)
            break;
    }
    if (ferror(f)) {
        free(buf);
        return ws_errf(err, WS_ERR_INPUT, "%s: cannot read: %s", path, strerror(errno));
    }
    if (memchr(buf, '\0', n)) {
        free(buf);
        return ws_errf(err, WS_ERR_INPUT, "%s: a NUL byte: expected a CSV table (text)", path);
    }
    size_t lead = 0;
    while (lead < n && strchr(" \t\r\n", buf[lead]))
        lead++;
    if (lead < n && buf[lead] == '[') {
        int rc = plot_json_read(buf, n, path, t, err);
        free(buf);
        return rc;
    }
    const char *p = buf, *end = buf + n;
    int line = 1, rc = WS_OK;
    struct pt_vec hdr = { 0 }, cells = { 0 };
    int *lines = NULL, lcap = 0;
    if (n == 0) {
        rc = ws_errf(err, WS_ERR_INPUT, "%s:1: empty: expected a header line of column names",
                     path);
        goto done;
    }
    rc = pt_record(&p, end, &hdr, path, &line, err);
    for (int c = 0; !rc && c < hdr.n; c++) {
        if (!hdr.v[c][0])
            rc = ws_errf(err, WS_ERR_INPUT, "%s:1: column %d has no name (expected a header "
                         "line of column names)", path, c + 1);
        for (int d = 0; !rc && d < c; d++)
            if (!strcmp(hdr.v[c], hdr.v[d]))
                rc = ws_errf(err, WS_ERR_INPUT, "%s:1: column '%s' appears twice", path,
                             hdr.v[c]);
    }
    while (!rc && p < end) {
        if (*p == '\n' || *p == '\r') {   /* a blank line: skipped */
            p += *p == '\r' && p + 1 < end && p[1] == '\n' ? 2 : 1;
            line++;
            continue;
        }
        int at = line, before = cells.n;
        rc = pt_record(&p, end, &cells, path, &line, err);
        if (!rc && cells.n - before != hdr.n)
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: %d fields, expected %d as the header has",
                         path, at, cells.n - before, hdr.n);
        if (!rc) {
            if (t->nrows == lcap)
                lines = ws_realloc(lines, (size_t)(lcap = lcap ? 2 * lcap : 64) * sizeof *lines);
            lines[t->nrows++] = at;
        }
    }
    if (!rc && t->nrows == 0)
        rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: no rows after the header (expected at least one)",
                     path, line);
done:
    free(buf);
    t->ncols = hdr.n;
    t->name = hdr.v;
    t->cell = cells.v;
    t->line = lines;
    if (rc) {
        for (int i = 0; i < cells.n; i++)
            free(cells.v[i]);
        free(cells.v);
        t->cell = NULL;
        t->nrows = 0;
    }
    return rc;
}

void plot_table_free(struct plot_table *t)
{
    for (int i = 0; i < t->nrows * t->ncols; i++)
        free(t->cell[i]);
    for (int i = 0; i < t->ncols; i++)
        free(t->name[i]);
    free(t->cell);
    free(t->name);
    free(t->line);
    free(t->path);
    memset(t, 0, sizeof *t);
}

int plot_table_col(const struct plot_table *t, const char *name)
{
    for (int c = 0; c < t->ncols; c++)
        if (!strcmp(t->name[c], name))
            return c;
    return -1;
}

int plot_table_num(const struct plot_table *t, int r, int c, double *v, struct ws_err *err)
{
    const char *s = t->cell[r * t->ncols + c];
    if (!ws_parse_double(s, v) || !isfinite(*v))
        return ws_errf(err, WS_ERR_INPUT, "%s:%d: column '%s': expected a number, got '%s'",
                       t->path, t->line[r], t->name[c], s);
    return WS_OK;
}
