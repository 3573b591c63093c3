/* fuzz.h — what the libFuzzer harnesses in tests/fuzz/ share: a private scratch
 * directory, writing an input to a file there, and reading a whole trace the way the
 * commands do (open, every CTA of every kernel, close), bounded so that one input stays
 * fast.  Each harness defines LLVMFuzzerTestOneInput; driver.c runs a corpus through it
 * without libFuzzer (make test's regression run). */
#ifndef WS_FUZZ_H
#define WS_FUZZ_H

#define _POSIX_C_SOURCE 200809L
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "warpscope/trace.h"
#include "warpscope/util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The scratch directory of this process (created on first use, removed at exit). */
static char fuzz_dir_buf[64];
static void fuzz_rmdir(void)
{
    char cmd[96];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", fuzz_dir_buf);
    if (system(cmd) != 0)
        fprintf(stderr, "fuzz: could not remove %s\n", fuzz_dir_buf);
}
static const char *fuzz_dir(void)
{
    if (!fuzz_dir_buf[0]) {
        snprintf(fuzz_dir_buf, sizeof fuzz_dir_buf, "/tmp/wsfuzz-%ld-XXXXXX", (long)getpid());
        if (!mkdtemp(fuzz_dir_buf))
            abort();
        atexit(fuzz_rmdir);
    }
    return fuzz_dir_buf;
}

/* dir/name (a static buffer per call site is not needed: callers copy). */
static void fuzz_path(char *out, size_t n, const char *name)
{
    snprintf(out, n, "%s/%s", fuzz_dir(), name);
}

static void fuzz_write(const char *path, const void *p, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        abort();
    if (n && fwrite(p, 1, n, f) != n)
        abort();
    fclose(f);
}

/* Read trace `path` as `trace info` does: every CTA of every kernel (at most max_ctas
 * per kernel), checking the error contract: a failure is WS_ERR_INPUT with a message
 * (abort otherwise, which libFuzzer reports as a crash). */
static int fuzz_read_trace(const char *path, uint32_t max_ctas)
{
    struct ws_err err = { 0 };
    struct ws_trace *t = ws_trace_open(path, &err);
    if (t) {
        for (uint32_t k = 0; k < t->nkernels && !err.code; k++)
            for (uint32_t c = 0; c < t->kernel[k].ncta && c < max_ctas && !err.code; c++) {
                struct ws_cta_trace ct;
                if (ws_trace_load_cta(t, k, c, &ct, &err) == 0) {
                    uint64_t a[32];
                    for (uint32_t w = 0; w < ct.nwarps; w++)   /* what the simulator reads */
                        for (uint32_t i = 0; i < ct.warp[w].ninst; i++)
                            ws_inst_addrs(&ct.warp[w], &ct.warp[w].inst[i], a);
                    ws_cta_trace_free(&ct);
                }
            }
        ws_trace_close(t);
    }
    if (err.code && (err.code != WS_ERR_INPUT || !err.msg[0])) {
        fprintf(stderr, "fuzz: error code %d without the input-error contract: %s\n", err.code,
                err.msg);
        abort();
    }
    return err.code;
}

#endif
