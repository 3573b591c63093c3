/* plot.h — `warpscope plot` (cmd_plot.c) and `compare --plot`: a table read from CSV
 * (plot_table.c), the figures built from it and drawn as SVG (plot_svg.c) or as text. */
#ifndef WARPSCOPE_PLOT_H
#define WARPSCOPE_PLOT_H

#include <stdbool.h>
#include <stdio.h>
#include "warpscope/util.h"

/* A table: CSV (RFC 4180 fields; a header line of column names), or JSON (an array of
 * flat objects, as collect --stats json writes it).  Invariant: cell holds nrows * ncols
 * strings, row r's at cell[r * ncols]; line[r] is row r's line in path. */
struct plot_table {
    char *path;
    int ncols, nrows;
    char **name;
    char **cell;
    int *line;
};
/* Read the whole table from f (path names it in messages: "PATH:LINE: ..."): JSON when
 * its first character other than white space is '[', else CSV.  Every row must have
 * the header's number of fields (every object the first one's keys); an empty table is
 * an error. */
int plot_table_read(FILE *f, const char *path, struct plot_table *t, struct ws_err *err);
/* plot_json.c: the JSON table in buf[0..n) into t (whose path plot_table_read set). */
int plot_json_read(const char *buf, size_t n, const char *path, struct plot_table *t,
                   struct ws_err *err);
void plot_table_free(struct plot_table *t);
/* The index of column `name`, -1 when the header lacks it. */
int plot_table_col(const struct plot_table *t, const char *name);
/* Row r's value in column c as a number; an error naming the file, line and column
 * when it is not one. */
int plot_table_num(const struct plot_table *t, int r, int c, double *v, struct ws_err *err);

/* Grouped bars: ngroups groups (traces; the last one the mean when mean_label is set)
 * of nseries bars (policies), v[g * nseries + s] (NAN: no value, drawn as "n/a").
 * ref > 0 draws a dashed line at that value (1 for normalised figures). */
struct plot_bars {
    const char *title, *ylabel, *note;   /* note: a line under the legend (may be NULL) */
    int ngroups, nseries;
    char **group, **series;
    double *v;
    bool mean_group;                     /* the last group is the mean */
    double ref;
};

/* A time series in stacked panels sharing the x axis: n intervals starting at x0[i]
 * and w[i] wide (cycles); panel p's value of interval i is y[p][i]. */
#define PLOT_MAX_PANELS 6
struct plot_series {
    const char *title, *xlabel;
    int n, npanels;
    double *x0, *w;
    const char *panel[PLOT_MAX_PANELS];
    double *y[PLOT_MAX_PANELS];
};

/* Write the figure as a standalone SVG document (deterministic bytes). */
void plot_svg_bars(FILE *f, const struct plot_bars *b);
void plot_svg_series(FILE *f, const struct plot_series *s);

/* What to draw from a table (cmd_plot.c's options; NULL / -1 for the defaults). */
struct plot_opts {
    const char *metric;      /* bars: one column (ipc); time series: a comma list */
    const char *baseline;    /* bars: the column normalised to (the table's first) */
    const char *title;
    int normalise;           /* -1: for ipc and cycles; 0 absolute; 1 normalised */
    int mean;                /* -1 default (geo normalised, arith absolute), else PLOT_MEAN_* */
};
enum { PLOT_MEAN_NONE, PLOT_MEAN_GEO, PLOT_MEAN_ARITH, PLOT_MEAN_HARM };
/* Draw table t (compare's CSV layout: trace,column,... as bars; run --timeline's:
 * cycle,cycles,... as a time series) on f: SVG, or the same as text bars with text. */
int plot_render(const struct plot_table *t, const struct plot_opts *o, bool text, FILE *f,
                struct ws_err *err);
/* Read a table from `in` (`name` in messages), draw it as plot_render does and write the
 * figure to `out` (NULL: stdout).  It is drawn in memory first, so a bad table leaves no
 * half-written file.  Errors are reported on stderr, naming the output as `opt OUT`;
 * returns WS_OK, the table's or the drawing's error, WS_ERR_INPUT when out cannot be
 * opened or WS_ERR_RUNTIME when writing fails.  (plot and compare --plot.) */
int plot_file(FILE *in, const char *name, const struct plot_opts *o, bool text,
              const char *out, const char *opt);

#endif
