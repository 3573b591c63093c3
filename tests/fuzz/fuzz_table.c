/* fuzz_table.c — libFuzzer harness of the tables `plot` and `compare --from` read
 * (src/cli/plot_table.c: CSV; plot_json.c: JSON, an array of flat objects): read the
 * input as a table, check what a read table promises, draw it as `plot` does (SVG and
 * text, the default figure and one of the cycles column), then print compare's tables
 * from it as `compare --from FILE` does (cmp_from.c; stdout discarded).  Errors must
 * come back as input errors with a message. */
#include "fuzz.h"
#include "cli/cmp.h"
#include "cli/plot.h"

/* main.c's command table is not linked in; plot_render's file holds `warpscope plot`,
 * which looks itself up there (never called here). */
const struct cli_cmd *cli_find(const char *name)
{
    (void)name;
    return NULL;
}

static void fuzz_render(const struct plot_table *t, const char *metric, bool text)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    struct plot_opts o = { .metric = metric, .normalise = -1, .mean = -1 };
    struct ws_err err = { 0 };
    if (plot_render(t, &o, text, m, &err) && (err.code != WS_ERR_INPUT || !err.msg[0]))
        abort();
    fclose(m);
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static bool quiet;
    if (!quiet) {   /* compare's tables are not looked at */
        if (!freopen("/dev/null", "w", stdout))
            abort();
        quiet = true;
    }
    if (size > 8192)
        return 0;
    char path[128];
    fuzz_path(path, sizeof path, "t.csv");
    fuzz_write(path, data, size);
    FILE *f = fopen(path, "r");
    if (!f)
        abort();
    struct plot_table t;
    struct ws_err err = { 0 };
    int rc = plot_table_read(f, path, &t, &err);
    fclose(f);
    if (rc) {
        if (rc != WS_ERR_INPUT || !err.msg[0])
            abort();
    } else {
        if (t.ncols < 1 || t.nrows < 1)
            abort();
        for (int c = 0; c < t.ncols; c++)
            if (!t.name[c] || !t.name[c][0])
                abort();
        for (int i = 0; i < t.nrows * t.ncols; i++)
            if (!t.cell[i])
                abort();
        for (int r = 1; r < t.nrows; r++)
            if (t.line[r] < t.line[r - 1])
                abort();
        fuzz_render(&t, NULL, false);
        fuzz_render(&t, NULL, true);
        fuzz_render(&t, "cycles", false);
    }
    plot_table_free(&t);
    rc = cmp_from(path, size & 1, NULL, NULL);
    if (rc != WS_OK && rc != WS_ERR_INPUT && rc != WS_ERR_RUNTIME)
        abort();
    return 0;
}
