/* cmp.h — what `warpscope compare` prints (cmp_table.c), from the runs it made
 * (cmd_compare.c) or from a table of results written before (cmp_from.c: --from). */
#ifndef WARPSCOPE_CLI_CMP_H
#define WARPSCOPE_CLI_CMP_H

#include <stdbool.h>
#include <stdio.h>

#include "cli.h"
#include "warpscope/sim.h"

/* The results: ntraces rows by ncols columns, the first column the baseline.
 * Invariant: st and best_val hold ntraces * ncols entries, row t's at [t * ncols]. */
struct cmp_view {
    int ntraces, ncols;
    const char *const *trace;                /* full names (the text tables shorten them) */
    const char *const *label;                /* the column names */
    const struct ws_sim_stats *const *st;    /* only compare --csv's metrics are read */
    const char *best_key;                    /* --best's swept key; NULL: no --best */
    const char *const *best_val;             /* with best_key: the value picked, NULL when
                                              * no value changed the run ("any") */
};

/* Print v: compare --csv's table on stdout with csv, else the text tables (each metric
 * normalised to the first column, with means); with plot, also write the figure of IPC
 * (what `warpscope plot` draws from the --csv table) to that file.  Returns WS_OK or
 * the figure's error (reported on stderr). */
int cmp_print(const struct cmp_view *v, bool csv, const char *plot);

/* compare --csv's metric columns after trace and column, in order: CMP_NCSV of them,
 * named by cmp_csv_name.  cmp_csv_set stores column i's text in st and returns NULL,
 * or, when it is no number of the column's kind, what was expected ("a number"; for a
 * count "a whole number of 0 or more"). */
#define CMP_NCSV 13
const char *cmp_csv_name(int i);
const char *cmp_csv_set(struct ws_sim_stats *st, int i, const char *text);

/* compare --from PATH ('-': stdin): the tables of a table written by compare --csv or
 * `warpscope collect` (CSV or JSON), without simulating; baseline (NULL: the table's
 * first column) names the column the others are normalised to.  Returns an exit status:
 * 2 for a bad table (named by file and line), 1 when a trace lacks some column's row
 * (it is left out, named on stderr). */
int cmp_from(const char *path, bool csv, const char *plot, const char *baseline);

#endif
