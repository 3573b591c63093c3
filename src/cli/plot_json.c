/* plot_json.c — a table given as JSON, as `warpscope collect --stats json` writes it:
 * an array of flat objects whose values are strings or numbers (true, false and null
 * too), every object with the keys of the first, in any order.  The first object's keys
 * are the columns and each object is a row; a number is kept as it is written, so the
 * JSON and the CSV of one table give the same cells. */
#include "plot.h"

#include <stdlib.h>
#include <string.h>

/* The reader's place.  Invariant: p <= end; line is p's line (from 1). */
struct pj {
    const char *p, *end, *path;
    int line;
    struct ws_err *err;
};

/* A growing string. */
struct pj_buf { char *s; size_t n, cap; };

static void pj_put(struct pj_buf *b, char c)
{
    if (b->n + 2 > b->cap)
        b->s = ws_realloc(b->s, b->cap = b->cap ? 2 * b->cap : 32);
    b->s[b->n++] = c;
    b->s[b->n] = '\0';
}

/* Make b the empty string. */
static void pj_clear(struct pj_buf *b)
{
    b->n = 0;
    pj_put(b, '\0');
    b->n = 0;
}

static void pj_space(struct pj *j)
{
    for (; j->p < j->end && *j->p && strchr(" \t\r\n", *j->p); j->p++)
        j->line += *j->p == '\n';
}

/* "PATH:LINE: expected WHAT, got ..." (what is at p). */
static int pj_expected(struct pj *j, const char *what)
{
    char got[32];
    if (j->p >= j->end)
        snprintf(got, sizeof got, "the end of the file");
    else if ((unsigned char)*j->p >= 0x20 && (unsigned char)*j->p < 0x7f)
        snprintf(got, sizeof got, "'%c'", *j->p);
    else
        snprintf(got, sizeof got, "byte 0x%02x", (unsigned char)*j->p);
    return ws_errf(j->err, WS_ERR_INPUT, "%s:%d: expected %s, got %s", j->path, j->line, what,
                   got);
}

static void pj_utf8(struct pj_buf *b, unsigned long c)
{
    if (c < 0x80) {
        pj_put(b, (char)c);
    } else if (c < 0x800) {
        pj_put(b, (char)(0xc0 | c >> 6));
        pj_put(b, (char)(0x80 | (c & 0x3f)));
    } else if (c < 0x10000) {
        pj_put(b, (char)(0xe0 | c >> 12));
        pj_put(b, (char)(0x80 | (c >> 6 & 0x3f)));
        pj_put(b, (char)(0x80 | (c & 0x3f)));
    } else {
        pj_put(b, (char)(0xf0 | c >> 18));
        pj_put(b, (char)(0x80 | (c >> 12 & 0x3f)));
        pj_put(b, (char)(0x80 | (c >> 6 & 0x3f)));
        pj_put(b, (char)(0x80 | (c & 0x3f)));
    }
}

/* The 4 hex digits of a \u escape at p; -1 when they are not. */
static long pj_hex4(const char *p, const char *end)
{
    long v = 0;
    for (int i = 0; i < 4; i++) {
        if (p + i >= end || !p[i] || !strchr("0123456789abcdefABCDEF", p[i]))
            return -1;
        char c = p[i];
        v = v * 16 + (c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
    }
    return v;
}

/* A string at p (its opening quote), decoded into b. */
static int pj_string(struct pj *j, struct pj_buf *b)
{
    j->p++;
    for (;;) {
        if (j->p >= j->end)
            return ws_errf(j->err, WS_ERR_INPUT, "%s:%d: a string is not closed (expected '\"' "
                           "before the end of the file)", j->path, j->line);
        char c = *j->p;
        if (c == '"') {
            j->p++;
            return WS_OK;
        }
        if ((unsigned char)c < 0x20)
            return pj_expected(j, "'\"' or a character of a string (line breaks and control "
                               "characters escaped)");
        if (c != '\\') {
            pj_put(b, c);
            j->p++;
            continue;
        }
        const char *esc = "\"\\/bfnrt", *to = "\"\\/\b\f\n\r\t", *e;
        j->p++;
        if (j->p < j->end && *j->p && *j->p != 'u' && (e = strchr(esc, *j->p)) != NULL) {
            pj_put(b, to[e - esc]);
            j->p++;
            continue;
        }
        long u = j->p < j->end && *j->p == 'u' ? pj_hex4(j->p + 1, j->end) : -1, lo = -1;
        if (u < 0)
            return pj_expected(j, "an escape: one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX");
        j->p += 5;
        if (u >= 0xd800 && u < 0xdc00) {   /* a surrogate pair */
            if (j->end - j->p >= 2 && j->p[0] == '\\' && j->p[1] == 'u')
                lo = pj_hex4(j->p + 2, j->end);
            if (lo < 0xdc00 || lo > 0xdfff)
                return pj_expected(j, "\\uDC00 to \\uDFFF (the second half of a surrogate pair)");
            j->p += 6;
            u = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
        } else if ((u >= 0xdc00 && u < 0xe000) || u == 0) {
            j->p -= 6;
            return pj_expected(j, u ? "a character (not half of a surrogate pair)"
                                    : "a character other than \\u0000");
        }
        pj_utf8(b, (unsigned long)u);
    }
}

/* A number as JSON writes one: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)? */
static int pj_number(struct pj *j, struct pj_buf *b)
{
    const char *s = j->p, *q = s;
    q += q < j->end && *q == '-';
    const char *d = q;
    while (q < j->end && *q >= '0' && *q <= '9')
        q++;
    bool ok = q > d && !(*d == '0' && q - d > 1);
    if (ok && q < j->end && *q == '.') {
        d = ++q;
        while (q < j->end && *q >= '0' && *q <= '9')
            q++;
        ok = q > d;
    }
    if (ok && q < j->end && (*q == 'e' || *q == 'E')) {
        q++;
        q += q < j->end && (*q == '+' || *q == '-');
        d = q;
        while (q < j->end && *q >= '0' && *q <= '9')
            q++;
        ok = q > d;
    }
    if (!ok)
        return pj_expected(j, "a number");
    for (; s < q; s++)
        pj_put(b, *s);
    j->p = q;
    return WS_OK;
}

/* A value: its text (a string decoded, a number as written; null is empty). */
static int pj_value(struct pj *j, struct pj_buf *b)
{
    static const char *const lit[][2] = {
        { "true", "true" }, { "false", "false" }, { "null", "" },
    };
    pj_clear(b);
    if (j->p < j->end && *j->p == '"')
        return pj_string(j, b);
    if (j->p < j->end && (*j->p == '-' || (*j->p >= '0' && *j->p <= '9')))
        return pj_number(j, b);
    for (int i = 0; i < 3; i++) {
        size_t n = strlen(lit[i][0]);
        if ((size_t)(j->end - j->p) >= n && !memcmp(j->p, lit[i][0], n)) {
            for (const char *s = lit[i][1]; *s; s++)
                pj_put(b, *s);
            j->p += n;
            return WS_OK;
        }
    }
    return pj_expected(j, "a string or a number (a table's objects hold no objects or arrays)");
}

/* The table being read.  Invariant: cell has cellcap slots, those not yet set NULL,
 * row r's at cell[r * ncols]; the header grows while the first object is read. */
struct pj_table {
    char **name, **cell;
    int ncols, nrows, *line;
    size_t cellcap;
};

/* At least need slots in tb->cell. */
static void pj_cells(struct pj_table *tb, size_t need)
{
    if (need <= tb->cellcap)
        return;
    size_t old = tb->cellcap;
    tb->cellcap = 2 * need;
    tb->cell = ws_realloc(tb->cell, tb->cellcap * sizeof *tb->cell);
    memset(tb->cell + old, 0, (tb->cellcap - old) * sizeof *tb->cell);
}

/* The object at p (its '{'): row r of tb. */
static int pj_object(struct pj *j, struct pj_table *tb)
{
    int r = tb->nrows++, start = j->line;
    tb->line = ws_realloc(tb->line, (size_t)tb->nrows * sizeof *tb->line);
    tb->line[r] = start;
    pj_cells(tb, (size_t)tb->nrows * (size_t)tb->ncols);
    struct pj_buf key = { 0 }, val = { 0 };
    int rc = WS_OK;
    j->p++;
    pj_space(j);
    if (j->p < j->end && *j->p == '}')
        rc = pj_expected(j, "a key (an object holds the table's columns)");
    while (!rc) {
        pj_space(j);
        if (j->p >= j->end || *j->p != '"') {
            rc = pj_expected(j, "a key (a string)");
            break;
        }
        int kline = j->line;
        pj_clear(&key);
        rc = pj_string(j, &key);
        pj_space(j);
        if (!rc && (j->p >= j->end || *j->p != ':'))
            rc = pj_expected(j, "':' after a key");
        if (rc)
            break;
        j->p++;
        pj_space(j);
        if ((rc = pj_value(j, &val)) != WS_OK)
            break;
        int c = 0;
        while (c < tb->ncols && strcmp(tb->name[c], key.s))
            c++;
        if (!*key.s)
            rc = ws_errf(j->err, WS_ERR_INPUT, "%s:%d: an empty key (expected a column name)",
                         j->path, kline);
        else if (c < tb->ncols && tb->cell[r * tb->ncols + c])
            rc = ws_errf(j->err, WS_ERR_INPUT, "%s:%d: key '%s' twice in one object", j->path,
                         kline, key.s);
        else if (c == tb->ncols && r)
            rc = ws_errf(j->err, WS_ERR_INPUT, "%s:%d: key '%s' is not in the first object "
                         "(line %d; expected every object to have its keys)", j->path, kline,
                         key.s, tb->line[0]);
        if (rc)
            break;
        if (c == tb->ncols) {   /* the first object: a new column */
            pj_cells(tb, (size_t)tb->ncols + 1);
            tb->name = ws_realloc(tb->name, (size_t)(tb->ncols + 1) * sizeof *tb->name);
            tb->name[tb->ncols++] = ws_strdup(key.s);
        }
        tb->cell[r * tb->ncols + c] = ws_strdup(val.s);
        pj_space(j);
        if (j->p < j->end && *j->p == '}')
            break;
        if (j->p >= j->end || *j->p != ',')
            rc = pj_expected(j, "',' or '}' after a value");
        else
            j->p++;
    }
    for (int c = 0; c < tb->ncols && !rc; c++)
        if (!tb->cell[r * tb->ncols + c])
            rc = ws_errf(j->err, WS_ERR_INPUT, "%s:%d: no key '%s' in this object (expected "
                         "the keys of the first object, line %d)", j->path, start, tb->name[c],
                         tb->line[0]);
    if (!rc)
        j->p++;
    free(key.s);
    free(val.s);
    return rc;
}

int plot_json_read(const char *buf, size_t n, const char *path, struct plot_table *t,
                   struct ws_err *err)
{
    struct pj j = { buf, buf + n, path, 1, err };
    struct pj_table tb = { 0 };
    int rc = WS_OK;
    pj_space(&j);
    if (j.p >= j.end || *j.p != '[')
        rc = pj_expected(&j, "'[' (a JSON table is an array of objects)");
    else
        j.p++;
    pj_space(&j);
    if (!rc && j.p < j.end && *j.p == ']')
        rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: no rows: expected at least one object in the "
                     "array", path, j.line);
    while (!rc) {
        pj_space(&j);
        if (j.p >= j.end || *j.p != '{') {
            rc = pj_expected(&j, "'{' (a row of the table)");
            break;
        }
        if ((rc = pj_object(&j, &tb)) != WS_OK)
            break;
        pj_space(&j);
        if (j.p < j.end && *j.p == ']')
            break;
        if (j.p >= j.end || *j.p != ',')
            rc = pj_expected(&j, "',' or ']' after an object");
        else
            j.p++;
    }
    if (!rc) {
        j.p++;
        pj_space(&j);
        if (j.p < j.end)
            rc = pj_expected(&j, "the end of the file after the array");
    }
    if (rc) {
        for (size_t i = 0; i < (size_t)tb.nrows * (size_t)tb.ncols; i++)
            free(tb.cell[i]);
        for (int c = 0; c < tb.ncols; c++)
            free(tb.name[c]);
        free(tb.cell);
        free(tb.name);
        free(tb.line);
        return rc;
    }
    t->ncols = tb.ncols;
    t->nrows = tb.nrows;
    t->name = tb.name;
    t->cell = tb.cell;
    t->line = tb.line;
    return WS_OK;
}
