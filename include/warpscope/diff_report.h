/* diff_report.h — the attribution of two simulations in lockstep (diff.h) in words: what
 * `warpscope diff` and `compare --explain` print at the end, and the debugger's `info
 * diff` at any stop (then the totals are those so far). */
#ifndef WARPSCOPE_DIFF_REPORT_H
#define WARPSCOPE_DIFF_REPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "warpscope/diff.h"

struct ws_sim;

enum { WS_DIFF_FMT_TEXT, WS_DIFF_FMT_JSON, WS_DIFF_FMT_CSV,
       WS_DIFF_FMT_CSV_MORE /* csv without the header line */ };

/* One divergent event of a kind (WS_DIFF_*) in words ("sm 2 sched 0 warp 0 cta 2 pc 0xc0"). */
void ws_diff_event_text(char *buf, size_t len, int kind, const struct ws_event *e);

/* The report on d over sims a and b of trace path: la, lb name the sides in the sentence
 * and the JSON/CSV; da, db describe them in the text header.  fmt: WS_DIFF_FMT_*;
 * divergences: include the first divergences. */
void ws_diff_report(FILE *f, struct ws_diff *d, struct ws_sim *a, struct ws_sim *b,
                    const char *path, const char *la, const char *lb, const char *da,
                    const char *db, int fmt, bool divergences);

#endif
