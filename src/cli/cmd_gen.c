/* cmd_gen.c — `warpscope gen KERNEL [KEY=VAL]... -o OUT.wst`: write a demo workload
 * (src/gen) as a native .wst trace, CTA by CTA. */
#include "cli.h"
#include "warpscope/gen.h"
#include "warpscope/trace.h"

#include <stdlib.h>
#include <string.h>

/* Print the kernel table (for --help and unknown-kernel errors). */
void cli_gen_list(FILE *f)
{
    fprintf(f, "Kernels (parameters with defaults; every kernel takes scale=N and seed=N):\n");
    for (size_t i = 0; i < ws_gen_count(); i++) {
        const struct ws_gen_kernel_desc *d = ws_gen_desc(i);
        fprintf(f, "  %-11s %s\n  %-11s %s\n", d->name, d->summary, "", d->params);
    }
}

static int gen_write(const char *spec, const char *out, struct ws_err *err)
{
    struct ws_trace *t = ws_gen_open(spec, err);
    if (!t)
        return err->code;
    struct ws_wst_writer *w = ws_wst_create(out, err);
    if (!w) {
        ws_trace_close(t);
        return err->code;
    }
    uint64_t ninst = 0, ncta = 0;
    int rc = WS_OK;
    for (uint32_t k = 0; k < t->nkernels && !rc; k++) {
        rc = ws_wst_begin_kernel(w, &t->kernel[k], err);
        for (uint32_t c = 0; c < t->kernel[k].ncta && !rc; c++) {
            struct ws_cta_trace cta;
            rc = ws_trace_load_cta(t, k, c, &cta, err);
            if (rc)
                break;
            for (uint32_t i = 0; i < cta.nwarps; i++)
                ninst += cta.warp[i].ninst;
            rc = ws_wst_add_cta(w, &cta, t, err);
            ws_cta_trace_free(&cta);
            ncta++;
        }
    }
    if (rc) {
        ws_wst_abort(w);
        ws_trace_close(t);
        return rc;
    }
    rc = ws_wst_finish(w, err);
    if (!rc)
        printf("%s: %s, %llu CTAs, %llu warp instructions\n", out, t->path,
               (unsigned long long)ncta, (unsigned long long)ninst);
    ws_trace_close(t);
    return rc;
}

int cmd_gen_main(int argc, char **argv)
{
    const struct cli_cmd *cmd = cli_find("gen");
    const char *kernel = NULL, *out = NULL;
    size_t cap = 64, len = 0, nkv = 0;
    char *spec = ws_malloc(cap);
    spec[0] = '\0';
    int rc = WS_OK;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (cli_is_help(a)) {
            free(spec);
            cli_help(cmd);
            printf("\n");
            cli_gen_list(stdout);
            return WS_OK;
        }
        if (!strcmp(a, "-o") || !strcmp(a, "--output")) {
            if (i + 1 >= argc) {
                free(spec);
                return cli_usage(cmd, "option '%s' needs a file name", a);
            }
            out = argv[++i];
            continue;
        }
        if (a[0] == '-') {
            free(spec);
            return cli_usage(cmd, "unknown option '%s'", a);
        }
        if (!kernel) {
            if (strchr(a, '=')) {
                free(spec);
                return cli_usage(cmd, "expected a kernel name before '%s'", a);
            }
            kernel = a;
        } else if (!strchr(a, '=') || strchr(a, ',') || a[0] == '=') {
            free(spec);
            return cli_usage(cmd, "expected KEY=VAL, got '%s'", a);
        }
        size_t n = strlen(a);
        WS_GROW(spec, cap, len + n + 2);
        if (kernel != a)
            spec[len++] = nkv++ ? ',' : ':';
        memcpy(spec + len, a, n + 1);
        len += n;
    }
    if (!kernel) {
        free(spec);
        return cli_usage(cmd, "missing KERNEL (see 'warpscope gen --help' for the list)");
    }
    if (!out) {
        free(spec);
        return cli_usage(cmd, "missing -o OUT.wst");
    }
    struct ws_err err = { 0 };
    rc = gen_write(spec, out, &err);
    free(spec);
    if (rc)
        return cli_report(&err);
    return WS_OK;
}
