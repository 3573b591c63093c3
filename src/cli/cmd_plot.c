/* cmd_plot.c — `warpscope plot`: the papers' figure shapes from warpscope's tables.
 * A table in compare's CSV layout (compare --csv, and `warpscope collect`'s merged
 * table: trace,column,METRIC...) gives grouped bars, one group per trace and one bar per
 * column, of one metric: IPC normalised to a baseline column with a mean group (OWL and
 * CCWS Figure 7), or a metric's absolute values (miss rates).  A run --timeline table
 * (cycle,cycles,METRIC...) gives a time series, one panel per metric.  Output is SVG
 * (plot_svg.c) or, on a terminal or with --terminal, the same values as text bars. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "plot.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define PLOT_TEXT_WIDTH 48    /* characters of the longest text bar */
#define PLOT_TEXT_LINES 40    /* at most this many lines of a text time series */

/* A column's name in titles and labels. */
static const char *plot_pretty(const char *col)
{
    static const char *const names[][2] = {
        { "ipc", "IPC" }, { "cycles", "cycles" }, { "l1d_miss_rate", "L1D miss rate" },
        { "l2_hit_rate", "L2 hit rate" }, { "dram_rbl", "DRAM row-buffer hit rate" },
        { "dram_blp", "DRAM bank-level parallelism" }, { "l1d_misses", "L1D misses" },
        { "l1d_accesses", "L1D accesses" }, { "l2_misses", "L2 misses" },
        { "dram_util", "DRAM utilisation" }, { "warp_insts", "warp instructions" },
        { "thread_insts", "thread instructions" },
        { "memory_block_cycles", "memory-blocked SM cycles" },
        { "prefetch_coverage", "prefetch coverage" },
        { "prefetch_accuracy", "prefetch accuracy" },
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!strcmp(col, names[i][0]))
            return names[i][1];
    return col;
}

static const char *plot_base(const char *path)
{
    const char *b = strrchr(path, '/');
    return b && b[1] ? b + 1 : path;
}

/* "a, b, c": the table's columns but `skip1` and `skip2` (its labels), for messages. */
static void plot_cols(const struct plot_table *t, const char *skip1, const char *skip2,
                      char *buf, size_t n)
{
    buf[0] = '\0';
    for (int c = 0; c < t->ncols; c++) {
        if (!strcmp(t->name[c], skip1) || !strcmp(t->name[c], skip2))
            continue;
        size_t l = strlen(buf);
        snprintf(buf + l, n - l, "%s%s", l ? ", " : "", t->name[c]);
    }
}

/* Index of s in v[0..n), -1 when absent. */
static int plot_find(char **v, int n, const char *s)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(v[i], s))
            return i;
    return -1;
}

static double plot_mean(const double *v, int stride, int n, int kind, int *used)
{
    double sum = 0;
    int k = 0;
    for (int i = 0; i < n; i++) {
        double x = v[i * stride];
        if (isnan(x) || (kind != PLOT_MEAN_ARITH && x <= 0))
            continue;   /* geometric and harmonic means: positive values only */
        sum += kind == PLOT_MEAN_GEO ? log(x) : kind == PLOT_MEAN_HARM ? 1 / x : x;
        k++;
    }
    *used = k;
    if (!k)
        return NAN;
    return kind == PLOT_MEAN_GEO ? exp(sum / k) : kind == PLOT_MEAN_HARM ? k / sum : sum / k;
}

static void plot_text_bars(FILE *f, const struct plot_bars *b)
{
    fprintf(f, "%s\n", b->title);
    if (b->note)
        fprintf(f, "(%s)\n", b->note);
    double hi = 0;
    int sw = 4;
    for (int i = 0; i < b->ngroups * b->nseries; i++)
        if (!isnan(b->v[i]))
            hi = fmax(hi, b->v[i]);
    for (int s = 0; s < b->nseries; s++)
        sw = (int)strlen(b->series[s]) > sw ? (int)strlen(b->series[s]) : sw;
    for (int g = 0; g < b->ngroups; g++) {
        fprintf(f, "%s\n", b->group[g]);
        for (int s = 0; s < b->nseries; s++) {
            double v = b->v[g * b->nseries + s];
            fprintf(f, "  %-*s |", sw, b->series[s]);
            if (isnan(v)) {
                fprintf(f, "%*s n/a\n", PLOT_TEXT_WIDTH, "");
                continue;
            }
            int n = hi > 0 && v > 0 ? (int)floor(v / hi * PLOT_TEXT_WIDTH + 0.5) : 0;
            for (int i = 0; i < PLOT_TEXT_WIDTH; i++)
                fputc(i < n ? '#' : ' ', f);
            fprintf(f, " %.4f\n", v);
        }
    }
}

static void plot_text_series(FILE *f, const struct plot_series *s)
{
    int per = (s->n + PLOT_TEXT_LINES - 1) / PLOT_TEXT_LINES;
    fprintf(f, "%s\n", s->title);
    if (per > 1)
        fprintf(f, "(%d intervals; each line the mean of up to %d of them, weighted by their "
                "cycles)\n", s->n, per);
    else
        fprintf(f, "(%d intervals, one a line)\n", s->n);
    /* each line's values first: the bars are scaled to the largest line */
    int nl = (s->n + per - 1) / per;
    double *m = ws_calloc((size_t)nl * PLOT_MAX_PANELS, sizeof *m), hi = 0;
    for (int l = 0; l < nl; l++) {
        int i = l * per, e = i + per < s->n ? i + per : s->n;
        double wsum = 0;
        for (int k = i; k < e; k++)
            wsum += s->w[k];
        for (int p = 0; p < s->npanels; p++)
            for (int k = i; k < e; k++)
                m[l * PLOT_MAX_PANELS + p] += wsum > 0 ? s->y[p][k] * s->w[k] / wsum
                                                       : s->y[p][k] / (e - i);
        hi = fmax(hi, m[l * PLOT_MAX_PANELS]);
    }
    fprintf(f, "%12s  %-*s", "cycle", PLOT_TEXT_WIDTH / 2 + 11, s->panel[0]);
    int cw[PLOT_MAX_PANELS];   /* each column as wide as its name, at least 16 */
    for (int p = 1; p < s->npanels; p++) {
        cw[p] = strlen(s->panel[p]) > 16 ? (int)strlen(s->panel[p]) : 16;
        fprintf(f, " %*s", cw[p], s->panel[p]);
    }
    fputc('\n', f);
    for (int l = 0; l < nl; l++) {
        const double *v = &m[l * PLOT_MAX_PANELS];
        int n = hi > 0 && v[0] > 0 ? (int)floor(v[0] / hi * (PLOT_TEXT_WIDTH / 2) + 0.5) : 0;
        fprintf(f, "%12.0f  ", s->x0[l * per]);
        for (int k = 0; k < PLOT_TEXT_WIDTH / 2; k++)
            fputc(k < n ? '#' : ' ', f);
        fprintf(f, " %10.4f", v[0]);
        for (int p = 1; p < s->npanels; p++)
            fprintf(f, " %*.4f", cw[p], v[p]);
        fputc('\n', f);
    }
    free(m);
}

/* compare's layout: bars of one metric per trace (group) and column (series). */
static int plot_bars_of(const struct plot_table *t, const struct plot_opts *o, bool text,
                        FILE *f, struct ws_err *err)
{
    int ct = plot_table_col(t, "trace"), cc = plot_table_col(t, "column");
    const char *metric = o->metric ? o->metric : "ipc";
    int cm = plot_table_col(t, metric);
    char cols[1024];
    if (cm < 0 || cm == ct || cm == cc) {
        plot_cols(t, "trace", "column", cols, sizeof cols);
        return ws_errf(err, WS_ERR_INPUT, "%s:1: no column '%s' to plot (expected one of: %s)",
                       t->path, metric, cols);
    }
    struct plot_bars b = { 0 };
    b.group = ws_calloc((size_t)t->nrows + 1, sizeof *b.group);
    b.series = ws_calloc((size_t)t->nrows, sizeof *b.series);
    int *rowg = ws_calloc((size_t)t->nrows, sizeof *rowg), *rows = ws_calloc((size_t)t->nrows, sizeof *rows);
    for (int r = 0; r < t->nrows; r++) {
        char *tr = t->cell[r * t->ncols + ct], *co = t->cell[r * t->ncols + cc];
        int g = plot_find(b.group, b.ngroups, plot_base(tr)), s = plot_find(b.series, b.nseries, co);
        if (g < 0)
            b.group[g = b.ngroups++] = (char *)plot_base(tr);
        if (s < 0)
            b.series[s = b.nseries++] = co;
        rowg[r] = g;
        rows[r] = s;
    }
    int rc = WS_OK, ng = b.ngroups, ns = b.nseries;
    double *raw = ws_calloc((size_t)(ng + 1) * (size_t)ns, sizeof *raw);
    int *from = ws_calloc((size_t)ng * (size_t)ns, sizeof *from);
    for (int i = 0; i < (ng + 1) * ns; i++)
        raw[i] = NAN;
    for (int r = 0; r < t->nrows && !rc; r++) {
        int k = rowg[r] * ns + rows[r];
        if (from[k])
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: trace '%s' column '%s' again (first on line "
                         "%d; expected one row per trace and column)", t->path, t->line[r],
                         t->cell[r * t->ncols + ct], b.series[rows[r]], from[k]);
        else
            rc = plot_table_num(t, r, cm, &raw[k], err);
        from[k] = t->line[r];
    }
    int norm = o->normalise >= 0 ? o->normalise : !strcmp(metric, "ipc") || !strcmp(metric, "cycles");
    int base = 0;
    if (!rc && o->baseline && (base = plot_find(b.series, ns, o->baseline)) < 0) {
        char list[1024] = "";
        for (int s = 0; s < ns; s++) {
            size_t l = strlen(list);
            snprintf(list + l, sizeof list - l, "%s%s", s ? ", " : "", b.series[s]);
        }
        rc = ws_errf(err, WS_ERR_INPUT, "--baseline %s: %s has no such column (expected one "
                     "of: %s)", o->baseline, t->path, list);
    }
    char title[512], ylabel[256], note[256];
    if (!rc) {
        b.v = raw;
        if (norm)
            for (int g = 0; g < ng; g++) {
                double bv = raw[g * ns + base];
                for (int s = 0; s < ns; s++) {
                    double *v = &raw[g * ns + s];
                    *v = !isnan(*v) && bv > 0 ? *v / bv : NAN;
                }
            }
        int mean = o->mean >= 0 ? o->mean : norm ? PLOT_MEAN_GEO : PLOT_MEAN_ARITH;
        static const char *const mname[] = { "", "gmean", "amean", "hmean" };
        static const char *const mlong[] = { "", "geometric", "arithmetic", "harmonic" };
        if (mean != PLOT_MEAN_NONE && ng > 1) {
            int used = 0, umin = ng;
            for (int s = 0; s < ns; s++) {
                raw[ng * ns + s] = plot_mean(raw + s, ns, ng, mean, &used);
                umin = used < umin ? used : umin;
            }
            b.group[ng] = (char *)mname[mean];
            b.ngroups = ng + 1;
            b.mean_group = true;
            snprintf(note, sizeof note, "%s: %s mean over %d traces%s", mname[mean], mlong[mean],
                     ng, umin < ng ? " (those with a value)" : "");
            b.note = note;
        }
        if (norm) {
            snprintf(title, sizeof title, "%s normalised to %s", plot_pretty(metric), b.series[base]);
            snprintf(ylabel, sizeof ylabel, "%s relative to %s", plot_pretty(metric), b.series[base]);
            b.ref = 1;
        } else {
            snprintf(title, sizeof title, "%s", plot_pretty(metric));
            snprintf(ylabel, sizeof ylabel, "%s", plot_pretty(metric));
        }
        b.title = o->title ? o->title : title;
        b.ylabel = ylabel;
        if (text)
            plot_text_bars(f, &b);
        else
            plot_svg_bars(f, &b);
    }
    free(raw);
    free(from);
    free(rowg);
    free(rows);
    free(b.group);
    free(b.series);
    return rc;
}

/* run --timeline's layout: one panel per metric over the intervals. */
static int plot_series_of(const struct plot_table *t, const struct plot_opts *o, bool text,
                          FILE *f, struct ws_err *err)
{
    char spec[512], cols[1024], title[512], label[PLOT_MAX_PANELS][96];
    snprintf(spec, sizeof spec, "%s", o->metric ? o->metric : "ipc,l1d_misses,dram_util");
    struct plot_series s = { 0 };
    int pc[PLOT_MAX_PANELS], rc = WS_OK;
    char *save = NULL;
    for (char *tok = strtok_r(spec, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        int c = plot_table_col(t, tok);
        if (s.npanels == PLOT_MAX_PANELS)
            return ws_errf(err, WS_ERR_INPUT, "--metric: at most %d panels", PLOT_MAX_PANELS);
        if (c < 0) {
            plot_cols(t, "cycle", "cycles", cols, sizeof cols);
            return ws_errf(err, WS_ERR_INPUT, "%s:1: no column '%s' to plot (expected one of: %s)",
                           t->path, tok, cols);
        }
        /* counts are per interval; ratios (ipc, *_rate, *_util, dram_*) are not */
        const char *nm = t->name[c];
        bool ratio = !strcmp(nm, "ipc") || strstr(nm, "_rate") || strstr(nm, "_util") ||
                     !strcmp(nm, "dram_rbl") || !strcmp(nm, "dram_blp") || !strcmp(nm, "cycle");
        snprintf(label[s.npanels], sizeof label[0], "%s%s", plot_pretty(nm),
                 ratio ? "" : " per interval");
        pc[s.npanels] = c;
        s.panel[s.npanels] = label[s.npanels];
        s.npanels++;
    }
    if (!s.npanels)
        return ws_errf(err, WS_ERR_INPUT, "--metric: expected column names, e.g. ipc,dram_util");
    int cx = plot_table_col(t, "cycle"), cw = plot_table_col(t, "cycles");
    s.n = t->nrows;
    s.x0 = ws_calloc((size_t)s.n, sizeof *s.x0);
    s.w = ws_calloc((size_t)s.n, sizeof *s.w);
    for (int p = 0; p < s.npanels; p++)
        s.y[p] = ws_calloc((size_t)s.n, sizeof *s.y[p]);
    for (int r = 0; r < s.n && !rc; r++) {
        rc = plot_table_num(t, r, cx, &s.x0[r], err);
        if (!rc)
            rc = plot_table_num(t, r, cw, &s.w[r], err);
        if (!rc && (s.x0[r] < 0 || s.w[r] < 0))
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: expected a cycle and cycles of 0 or more",
                         t->path, t->line[r]);
        for (int p = 0; p < s.npanels && !rc; p++)
            rc = plot_table_num(t, r, pc[p], &s.y[p][r], err);
    }
    if (!rc) {
        snprintf(title, sizeof title, "per-interval figures of %s", plot_base(t->path));
        s.title = o->title ? o->title : title;
        s.xlabel = "core cycle";
        if (text)
            plot_text_series(f, &s);
        else
            plot_svg_series(f, &s);
    }
    free(s.x0);
    free(s.w);
    for (int p = 0; p < s.npanels; p++)
        free(s.y[p]);
    return rc;
}

int plot_render(const struct plot_table *t, const struct plot_opts *o, bool text, FILE *f,
                struct ws_err *err)
{
    if (plot_table_col(t, "trace") >= 0 && plot_table_col(t, "column") >= 0)
        return plot_bars_of(t, o, text, f, err);
    if (plot_table_col(t, "cycle") >= 0 && plot_table_col(t, "cycles") >= 0)
        return plot_series_of(t, o, text, f, err);
    return ws_errf(err, WS_ERR_INPUT, "%s:1: expected the header of a compare --csv table "
                   "(trace,column,...) or of a run --timeline table (cycle,cycles,...)", t->path);
}

int plot_file(FILE *in, const char *name, const struct plot_opts *o, bool text,
              const char *out, const char *opt)
{
    struct plot_table t;
    struct ws_err err = { 0 };
    int rc = plot_table_read(in, name, &t, &err);
    char *buf = NULL;
    size_t len = 0;
    if (!rc) {
        FILE *m = open_memstream(&buf, &len);
        rc = plot_render(&t, o, text, m, &err);
        fclose(m);
    }
    plot_table_free(&t);
    if (rc) {
        free(buf);
        return cli_report(&err);
    }
    FILE *fo = out ? fopen(out, "w") : stdout;
    if (!fo) {
        cli_error("%s %s: cannot write: %s", opt, out, strerror(errno));
        free(buf);
        return WS_ERR_INPUT;
    }
    bool ok = fwrite(buf, 1, len, fo) == len;
    ok &= out ? fclose(fo) == 0 : fflush(fo) == 0;
    free(buf);
    if (!ok) {
        cli_error("%s: write failed", out ? out : "stdout");
        return WS_ERR_RUNTIME;
    }
    return WS_OK;
}

int cmd_plot_main(int argc, char **argv)
{
    const struct cli_cmd *cmd = cli_find("plot");
    struct plot_opts o = { .normalise = -1, .mean = -1 };
    const char *in = NULL, *out = NULL;
    bool text = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (cli_is_help(a))
            return cli_help(cmd);
        if (!strcmp(a, "--terminal")) { text = true; continue; }
        if (!strcmp(a, "--absolute")) { o.normalise = 0; continue; }
        if (!strcmp(a, "--normalised") || !strcmp(a, "--normalized")) { o.normalise = 1; continue; }
        if (!strcmp(a, "-o") || !strcmp(a, "--output") || !strcmp(a, "-m") ||
            !strcmp(a, "--metric") || !strcmp(a, "--baseline") || !strcmp(a, "--mean") ||
            !strcmp(a, "--title")) {
            if (i + 1 >= argc)
                return cli_usage(cmd, "option '%s' needs a value", a);
            const char *v = argv[++i];
            if (!strcmp(a, "-o") || !strcmp(a, "--output")) out = v;
            else if (!strcmp(a, "-m") || !strcmp(a, "--metric")) o.metric = v;
            else if (!strcmp(a, "--baseline")) o.baseline = v;
            else if (!strcmp(a, "--title")) o.title = v;
            else if (!strcmp(v, "geo")) o.mean = PLOT_MEAN_GEO;
            else if (!strcmp(v, "arith")) o.mean = PLOT_MEAN_ARITH;
            else if (!strcmp(v, "harm")) o.mean = PLOT_MEAN_HARM;
            else if (!strcmp(v, "none")) o.mean = PLOT_MEAN_NONE;
            else
                return cli_usage(cmd, "--mean %s: expected geo, arith, harm or none", v);
            continue;
        }
        if (a[0] == '-' && a[1])
            return cli_usage(cmd, "unknown option '%s'", a);
        if (in)
            return cli_usage(cmd, "only one TABLE expected (got '%s' and '%s')", in, a);
        in = a;
    }
    if (!in)
        return cli_usage(cmd, "missing TABLE (compare --csv output or a run --timeline file)");
    if (out && !strcmp(out, "-"))
        out = NULL;
    if (!out && !text && isatty(1))
        text = true;   /* an SVG document is no use on a terminal */
    bool stdin_in = !strcmp(in, "-");
    FILE *fi = stdin_in ? stdin : fopen(in, "r");
    if (!fi) {
        cli_error("%s: cannot read: %s", in, strerror(errno));
        return WS_ERR_INPUT;
    }
    int rc = plot_file(fi, stdin_in ? "(stdin)" : in, &o, text, out, "-o");
    if (!stdin_in)
        fclose(fi);
    return rc;
}
