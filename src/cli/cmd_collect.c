/* cmd_collect.c — `warpscope collect DIR`: the finished jobs of a sweep merged into one
 * table, in job order, in the layout of `compare --csv` (trace, column, then compare's
 * metrics; the values as the runs printed them) followed by the job's number, config,
 * policy and one column per swept key; or the same rows as a JSON array of objects.
 * Jobs that did not finish are named on stderr and left out (exit status 1). */
#include "cli.h"
#include "cmp.h"
#include "sweep.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* Where each of compare --csv's metric columns (cmp.h: cmp_csv_name) comes from: a
 * stats.json key, or (prefetch_coverage and prefetch_accuracy) the ratio of two, as
 * ws_sim_stats computes it. */
#define K(key) { key, NULL, NULL }
static const struct { const char *key, *num, *den; } collect_src[CMP_NCSV] = {
    K("cycles"), K("warp_insts"), K("ipc"), K("l1d.miss_rate"), K("l2.hit_rate"),
    K("dram.rbl"), K("dram.blp"), K("core.memory_block_cycles"), K("prefetch.issued"),
    K("prefetch.useful"), { NULL, "prefetch.issued", "l1d.accesses" },
    { NULL, "prefetch.useful", "prefetch.issued" }, K("l1d.mpki"),
};
#undef K
#define NCOLS CMP_NCSV
#define NREAD (NCOLS + 1)   /* the keys read: a column's (none when computed), l1d.accesses */

/* The values of one job's stats.json, as printed there.  Invariant: v[i] holds the
 * value of collect_key(i) when it is not NULL. */
struct collect_row { char v[NREAD][40]; };

static const char *collect_key(int i)
{
    return i < NCOLS ? collect_src[i].key : "l1d.accesses";
}

/* Read the top-level "key": number lines of path (the layout of run --stats json). */
static int collect_read(const char *path, struct collect_row *row, struct ws_err *err)
{
    int rc = ws_check_input_file(path, false, err);
    FILE *f = rc ? NULL : fopen(path, "r");
    if (!rc && !f)
        return ws_errf(err, WS_ERR_INPUT, "%s: %s", path, strerror(errno));
    bool have[NREAD] = { false };
    char *line = NULL;
    size_t cap = 0;
    long len;
    int lineno = 0;
    while (!rc && (len = ws_read_line(f, &line, &cap, 1 << 20)) != WS_LINE_EOF) {
        lineno++;
        if (len < 0) {
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: %s", path, lineno,
                         len == WS_LINE_NUL ? "binary data, expected JSON text" : "line too long");
            break;
        }
        if (lineno == 1 && strcmp(line, "{\n")) {
            rc = ws_errf(err, WS_ERR_INPUT, "%s:1: expected '{' (the output of warpscope run "
                         "--stats json)", path);
            break;
        }
        if (strncmp(line, "  \"", 3))
            continue;
        char *name = line + 3, *q = strstr(name, "\": ");
        if (!q)
            continue;
        *q = '\0';
        char *val = q + 3;
        val[strcspn(val, ",\n")] = '\0';
        if (!strcmp(name, "partial")) {
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: partial statistics (the run was stopped)",
                         path, lineno);
            break;
        }
        for (int i = 0; i < NREAD; i++) {
            if (!collect_key(i) || strcmp(name, collect_key(i)))
                continue;
            double d;
            if (!ws_parse_double(val, &d) || strlen(val) >= sizeof row->v[i]) {
                rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: \"%s\" is '%s', expected a number", path,
                             lineno, name, val);
                break;
            }
            snprintf(row->v[i], sizeof row->v[i], "%s", val);
            have[i] = true;
        }
    }
    for (int i = 0; i < NREAD && !rc; i++)
        if (!have[i] && collect_key(i))
            rc = ws_errf(err, WS_ERR_INPUT, "%s: no \"%s\" key (expected the output of "
                         "warpscope run --stats json)", path, collect_key(i));
    free(line);
    if (f)
        fclose(f);
    return rc;
}

/* Metric c of a row, as compare prints it. */
static void collect_value(const struct collect_row *row, int c, char *buf, size_t n)
{
    if (collect_src[c].key) {
        snprintf(buf, n, "%s", row->v[c]);
        return;
    }
    uint64_t a = 0, b = 0;
    for (int i = 0; i < NREAD; i++) {
        if (collect_key(i) && !strcmp(collect_key(i), collect_src[c].num))
            a = strtoull(row->v[i], NULL, 10);
        if (collect_key(i) && !strcmp(collect_key(i), collect_src[c].den))
            b = strtoull(row->v[i], NULL, 10);
    }
    snprintf(buf, n, "%.6f", b ? (double)a / (double)b : 0.0);
}

/* compare's column name: the policy, "@CONFIG" when the sweep has several, and
 * "/KEY=VALUE" per swept key. */
static void collect_label(const struct sweep_list *l, const struct sweep_job *j, bool cfgs,
                          char *buf, size_t n)
{
    size_t u = (size_t)snprintf(buf, n, "%s", j->policy);
    if (cfgs && u < n)
        u += (size_t)snprintf(buf + u, n - u, "@%s", *j->config ? j->config : "default");
    for (int k = 0; k < l->nkeys && u < n; k++)
        u += (size_t)snprintf(buf + u, n - u, "/%s=%s", l->key[k], j->val[k]);
}

static void collect_csv_row(const struct sweep_list *l, const struct sweep_job *j,
                            const struct collect_row *row, const char *label)
{
    char buf[64];
    cli_csv_field(stdout, j->trace);
    putchar(',');
    cli_csv_field(stdout, label);
    for (int c = 0; c < NCOLS; c++) {
        collect_value(row, c, buf, sizeof buf);
        printf(",%s", buf);
    }
    printf(",%d,", j->id);
    cli_csv_field(stdout, j->config);
    putchar(',');
    cli_csv_field(stdout, j->policy);
    for (int k = 0; k < l->nkeys; k++) {
        putchar(',');
        cli_csv_field(stdout, j->val[k]);
    }
    putchar('\n');
}

static void collect_json_row(const struct sweep_list *l, const struct sweep_job *j,
                             const struct collect_row *row, const char *label, bool first)
{
    char buf[64];
    printf("%s\n  {\"trace\": ", first ? "" : ",");
    ws_json_str(stdout, j->trace);
    fputs(", \"column\": ", stdout);
    ws_json_str(stdout, label);
    for (int c = 0; c < NCOLS; c++) {
        collect_value(row, c, buf, sizeof buf);
        printf(", \"%s\": %s", cmp_csv_name(c), buf);
    }
    printf(", \"job\": %d, \"config\": ", j->id);
    ws_json_str(stdout, j->config);
    fputs(", \"policy\": ", stdout);
    ws_json_str(stdout, j->policy);
    for (int k = 0; k < l->nkeys; k++) {
        fputs(", ", stdout);
        ws_json_str(stdout, l->key[k]);
        fputs(": ", stdout);
        ws_json_str(stdout, j->val[k]);
    }
    putchar('}');
}

int cmd_collect_main(int argc, char **argv)
{
    const struct cli_cmd *cmd = cli_find("collect");
    const char *dir = NULL;
    bool json = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (cli_is_help(a))
            return cli_help(cmd);
        if (!strcmp(a, "--stats") || !strcmp(a, "--csv") || !strcmp(a, "--json")) {
            const char *v = a[2] == 's' ? (i + 1 < argc ? argv[++i] : NULL) : a + 2;
            if (!v || (strcmp(v, "csv") && strcmp(v, "json")))
                return cli_usage(cmd, "--stats %s: expected csv or json", v ? v : "(nothing)");
            json = !strcmp(v, "json");
            continue;
        }
        if (a[0] == '-' && a[1])
            return cli_usage(cmd, "unknown option '%s'", a);
        if (dir)
            return cli_usage(cmd, "one results directory expected ('%s' and '%s')", dir, a);
        dir = a;
    }
    if (!dir)
        return cli_usage(cmd, "missing DIR (a directory written by warpscope sweep)");
    struct sweep_list l;
    struct ws_err err = { 0 };
    if (sweep_list_read(dir, &l, &err))
        return cli_report(&err);
    bool cfgs = false;
    for (int i = 1; i < l.njobs; i++)
        cfgs |= strcmp(l.job[i].config, l.job[0].config) != 0;
    struct collect_row *row = ws_calloc((size_t)l.njobs, sizeof *row);
    bool *ok = ws_calloc((size_t)l.njobs, sizeof *ok);
    int rc = WS_OK, missing = 0;
    for (int i = 0; i < l.njobs && !rc; i++) {
        ok[i] = sweep_job_ok(dir, i);
        if (!ok[i]) {
            int st = sweep_job_status(dir, i);
            if (st > 0)
                cli_error("job %d failed (exit status %d): its row is left out", i, st);
            else
                cli_error("job %d has not finished: its row is left out", i);
            missing++;
            continue;
        }
        char *p = sweep_path(dir, i, "stats.json");
        if (collect_read(p, &row[i], &err))
            rc = cli_report(&err);
        free(p);
    }
    if (!rc) {   /* everything read: print (a bad file prints nothing) */
        if (json)
            fputs("[", stdout);
        else {
            fputs("trace,column", stdout);
            for (int c = 0; c < NCOLS; c++)
                printf(",%s", cmp_csv_name(c));
            fputs(",job,config,policy", stdout);
            for (int k = 0; k < l.nkeys; k++) {
                putchar(',');
                cli_csv_field(stdout, l.key[k]);
            }
            putchar('\n');
        }
        bool first = true;
        for (int i = 0; i < l.njobs; i++) {
            if (!ok[i])
                continue;
            char label[512];
            collect_label(&l, &l.job[i], cfgs, label, sizeof label);
            if (json)
                collect_json_row(&l, &l.job[i], &row[i], label, first);
            else
                collect_csv_row(&l, &l.job[i], &row[i], label);
            first = false;
        }
        if (json)
            fputs(first ? "]\n" : "\n]\n", stdout);
        if (missing) {
            cli_error("%d of %d jobs have no results (run the sweep again to finish them)",
                      missing, l.njobs);
            rc = WS_ERR_RUNTIME;
        }
    }
    free(row);
    free(ok);
    sweep_list_free(&l);
    return rc;
}
