/* cmp_table.c — compare's output from a grid of results (cmp.h): the --csv table of
 * absolute values; the text tables, one per metric, the first column absolute and the
 * others relative to it, with geometric means (and IPC's harmonic mean, CCWS Fig. 7),
 * then prefetch coverage and accuracy when a column prefetched and --best's picks; and
 * --plot's figure, drawn from the --csv table as `warpscope plot` draws it. */
#define _POSIX_C_SOURCE 200809L
#include "cmp.h"
#include "plot.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* compare --csv's metric columns: counts printed as integers, ratios with 6 decimals. */
static const struct { const char *name; size_t off; bool count; } cmp_csv[CMP_NCSV] = {
#define CMP_U(n) { #n, offsetof(struct ws_sim_stats, n), true }
#define CMP_D(n) { #n, offsetof(struct ws_sim_stats, n), false }
    CMP_U(cycles), CMP_U(warp_insts), CMP_D(ipc), CMP_D(l1d_miss_rate), CMP_D(l2_hit_rate),
    CMP_D(dram_rbl), CMP_D(dram_blp), CMP_U(memory_block_cycles), CMP_U(prefetch_issued),
    CMP_U(prefetch_useful), CMP_D(prefetch_coverage), CMP_D(prefetch_accuracy),
    CMP_D(l1d_mpki),
#undef CMP_U
#undef CMP_D
};

const char *cmp_csv_name(int i)
{
    return cmp_csv[i].name;
}

const char *cmp_csv_set(struct ws_sim_stats *st, int i, const char *text)
{
    char *at = (char *)st + cmp_csv[i].off;
    if (cmp_csv[i].count) {
        int64_t v;
        if (!ws_parse_i64(text, &v) || v < 0)
            return "a whole number of 0 or more";
        *(uint64_t *)(void *)at = (uint64_t)v;
        return NULL;
    }
    double d;
    if (!ws_parse_double(text, &d) || !isfinite(d))
        return "a number";
    *(double *)(void *)at = d;
    return NULL;
}

/* Write the --csv table on f. */
static void cmp_write_csv(FILE *f, const struct cmp_view *v)
{
    fputs("trace,column", f);
    for (int i = 0; i < CMP_NCSV; i++)
        fprintf(f, ",%s", cmp_csv[i].name);
    fputs(v->best_key ? ",best\n" : "\n", f);
    for (int t = 0; t < v->ntraces; t++)
        for (int c = 0; c < v->ncols; c++) {
            const char *st = (const char *)v->st[t * v->ncols + c];
            cli_csv_field(f, v->trace[t]);
            fputc(',', f);
            cli_csv_field(f, v->label[c]);
            for (int i = 0; i < CMP_NCSV; i++) {
                const void *at = st + cmp_csv[i].off;
                if (cmp_csv[i].count)
                    fprintf(f, ",%llu", (unsigned long long)*(const uint64_t *)at);
                else
                    fprintf(f, ",%.6f", *(const double *)at);
            }
            const char *bv = v->best_key ? v->best_val[t * v->ncols + c] : NULL;
            if (v->best_key)
                fputc(',', f);
            if (bv) {
                char set[256];
                snprintf(set, sizeof set, "%s=%s", v->best_key, bv);
                cli_csv_field(f, set);
            }
            fputc('\n', f);
        }
}

/* --plot FILE: draw the --csv table as `warpscope plot` draws it (the same bytes). */
static int cmp_plot(const struct cmp_view *v, const char *path)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    cmp_write_csv(m, v);
    fclose(m);
    FILE *in = fmemopen(buf, len, "r");
    struct plot_opts o = { .normalise = -1, .mean = -1 };
    int rc = plot_file(in, "compare", &o, false, path, "--plot");
    fclose(in);
    free(buf);
    return rc;
}

/* A trace as the tables name it: a path's last component, else the whole name. */
static const char *cmp_short(const char *trace)
{
    const char *b = strrchr(trace, '/');
    return b && b[1] ? b + 1 : trace;
}

/* A table's header row: "trace" and the column labels. */
static void cmp_header(int tw, int cw, const struct cmp_view *v)
{
    printf("%-*s", tw, "trace");
    for (int c = 0; c < v->ncols; c++)
        printf(" %*s", cw, v->label[c]);
    printf("\n");
}

static double cmp_metric(const struct ws_sim_stats *s, int m)
{
    switch (m) {
    case 0: return (double)s->cycles;
    case 1: return s->ipc;
    case 2: return s->l1d_miss_rate;
    case 3: return s->l2_hit_rate;
    case 4: return s->dram_rbl;
    case 6: return s->l1d_mpki;
    default: return s->dram_blp;
    }
}

static const char *const cmp_names[] = { "cycles", "IPC", "L1 miss rate", "L2 hit rate",
                                         "RBL", "BLP", "L1 MPKI" };
#define CMP_METRICS ((int)(sizeof cmp_names / sizeof cmp_names[0]))

/* One metric's table: the first column absolute, the others relative to it. */
static void cmp_text_metric(const struct cmp_view *v, int tw, int cw, int m)
{
    int n = v->ncols;
    printf("%s%s (first column absolute, others relative to it)\n", m ? "\n" : "",
           cmp_names[m]);
    cmp_header(tw, cw, v);
    double *logsum = ws_calloc((size_t)n, sizeof *logsum);
    double *invsum = ws_calloc((size_t)n, sizeof *invsum);  /* harmonic mean of IPC ratios */
    int *logn = ws_calloc((size_t)n, sizeof *logn), *invn = ws_calloc((size_t)n, sizeof *invn);
    for (int t = 0; t < v->ntraces; t++) {
        printf("%-*.*s", tw, tw, cmp_short(v->trace[t]));
        double base = cmp_metric(v->st[t * n], m);
        for (int c = 0; c < n; c++) {
            double x = cmp_metric(v->st[t * n + c], m);
            if (c == 0) {
                printf(m == 0 ? " %*.0f" : " %*.4f", cw, x);
                if (x > 0) {
                    logsum[0] += log(x); logn[0]++;
                    invsum[0] += 1 / x; invn[0]++;
                }
            } else if (base > 0) {
                printf(" %*.3fx", cw - 1, x / base);
                if (x > 0) {
                    logsum[c] += log(x / base); logn[c]++;
                    invsum[c] += base / x; invn[c]++;
                }
            } else {
                printf(" %*s", cw, "-");
            }
        }
        printf("\n");
    }
    printf("%-*s", tw, "geomean");
    for (int c = 0; c < n; c++) {
        if (!logn[c])
            printf(" %*s", cw, "-");
        else if (c == 0)
            printf(m == 0 ? " %*.0f" : " %*.4f", cw, exp(logsum[0] / logn[0]));
        else
            printf(" %*.3fx", cw - 1, exp(logsum[c] / logn[c]));
    }
    printf("\n");
    if (m == 1) {   /* IPC: also the harmonic mean (CCWS Fig. 7) */
        printf("%-*s", tw, "hmean");
        for (int c = 0; c < n; c++) {
            if (!invn[c])
                printf(" %*s", cw, "-");
            else if (c == 0)
                printf(" %*.4f", cw, invn[0] / invsum[0]);
            else
                printf(" %*.3fx", cw - 1, invn[c] / invsum[c]);
        }
        printf("\n");
    }
    free(logsum);
    free(invsum);
    free(logn);
    free(invn);
}

static void cmp_text(const struct cmp_view *v)
{
    int tw = 12, n = v->ncols;
    for (int t = 0; t < v->ntraces; t++) {
        int l = (int)strlen(cmp_short(v->trace[t]));
        if (l > tw) tw = l;
    }
    if (tw > 40) tw = 40;
    int cw = 14;   /* columns widen to the longest label (policy/key=value) */
    for (int c = 0; c < n; c++) {
        int l = (int)strlen(v->label[c]);
        if (l > cw) cw = l;
    }
    for (int m = 0; m < CMP_METRICS; m++)
        cmp_text_metric(v, tw, cw, m);
    /* core-side prefetch (CTAA Fig. 13), absolute, only when some column prefetched */
    bool anypf = false;
    for (int i = 0; i < v->ntraces * n; i++)
        anypf |= v->st[i]->prefetch_issued > 0;
    for (int m = 0; anypf && m < 2; m++) {
        printf("\nprefetch %s (absolute)\n", m ? "accuracy" : "coverage");
        cmp_header(tw, cw, v);
        for (int t = 0; t < v->ntraces; t++) {
            printf("%-*.*s", tw, tw, cmp_short(v->trace[t]));
            for (int c = 0; c < n; c++) {
                const struct ws_sim_stats *st = v->st[t * n + c];
                printf(" %*.4f", cw, m ? st->prefetch_accuracy : st->prefetch_coverage);
            }
            printf("\n");
        }
    }
    if (v->best_key) {   /* which value each folded column took */
        printf("\nbest %s per trace (most IPC; \"any\": no value changed the cycles)\n",
               v->best_key);
        cmp_header(tw, cw, v);
        for (int t = 0; t < v->ntraces; t++) {
            printf("%-*.*s", tw, tw, cmp_short(v->trace[t]));
            for (int c = 0; c < n; c++) {
                const char *bv = v->best_val[t * n + c];
                printf(" %*s", cw, bv ? bv : "any");
            }
            printf("\n");
        }
    }
}

int cmp_print(const struct cmp_view *v, bool csv, const char *plot)
{
    if (csv)
        cmp_write_csv(stdout, v);
    int rc = plot ? cmp_plot(v, plot) : WS_OK;
    if (!csv)
        cmp_text(v);
    return rc;
}
