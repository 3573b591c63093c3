/* test_trace_fuzz.c — seeded mutation fuzzing of the Accel-Sim text reader (and the .wst
 * reader): every mutated input must either load or fail cleanly with WS_ERR_INPUT and a
 * "path:line" (text) or "path: kernel/index" (.wst) message; ASan catches the rest. */
#include "harness.h"
#include "warpscope/trace.h"

#include <ctype.h>
#include <stdlib.h>
#include <unistd.h>

#define FUZZ_TEXT_CASES 3000
#define FUZZ_WST_CASES 1000

static const char seed_trace[] =
    "-kernel name = fuzz\n-kernel id = 1\n-grid dim = (3,1,1)\n-block dim = (40,1,1)\n"
    "-shmem = 64\n-nregs = 8\n-binary version = 80\n"
    "-shmem base_addr = 0x00007f0000000000\n-local mem base_addr = 0x00007e0000000000\n"
    "-accelsim tracer version = 5\n-enable lineinfo = 0\n\n#traces format = x\n\n"
    "#BEGIN_TB\nthread block = 0,0,0\ncluster id = 0,0,0\nwarp = 0\ninsts = 6\n"
    "0000 0000000f 1 R1 LDG.E.64 1 R2 8 0 0x1000 0x1100 0x1008 0x2000 0\n"
    "0010 ffffffff 0 STS.U8 2 R1 R255 1 1 0x10 1 0\n"
    "0020 000000f0 1 R3 LD.E 1 R4 4 2 0x7f0000000100 4 4 -12 7\n"
    "0030 00000000 0 EXIT 0 0 0\n"
    "0040 ffffffff 0 BAR.SYNC 0 0 0\n"
    "0050 ffffffff 1 R5 MUFU.RCP 1 R6 0 -3\n"
    "warp = 1\ninsts = 2\n"
    "0000 000000ff 1 R1 ATOMS.ADD 2 R2 R3 4 0 0x0 0x4 0x8 0xc 0x10 0x14 0x18 0x1c 0\n"
    "0010 000000ff 0 EXIT 0 0 0\n#END_TB\n"
    "#BEGIN_TB\nthread block = 2,0,0\nwarp = 1\ninsts = 1\n"
    "0000 ffffffff 1 R1 MOV 0 0 0\n#END_TB\n";

static const char *const dict[] = {
    "0", "1", "2", "5", "-1", "32", "255", "R255", "R999", "0xffffffffffffffff",
    "ffffffff", "00000000", "#BEGIN_TB", "#END_TB", "warp = 0", "insts = 99",
    "thread block = 9,9,9", "LDG.E", "4 0", "4 1 0x0", "4 2 0x0 -5", "=", "(", ",",
    "18446744073709551615", "99999999999999999999", "\n", "\t", " ",
};

static void write_all(const char *p, const char *buf, size_t n)
{
    FILE *f = fopen(p, "wb");
    fwrite(buf, 1, n, f);
    fclose(f);
}

/* One random mutation of buf[0..*n) (capacity cap). */
static void mutate(struct ws_rng *r, char *buf, size_t *n, size_t cap)
{
    size_t len = *n;
    size_t at = len ? (size_t)ws_rng_below(r, len) : 0;
    switch (ws_rng_below(r, 6)) {
    case 0:   /* flip a byte */
        if (len)
            buf[at] = (char)(buf[at] ^ (1u << ws_rng_below(r, 8)));
        break;
    case 1:   /* printable replacement */
        if (len)
            buf[at] = "0123456789abcdefxR =,-#\n"[ws_rng_below(r, 24)];
        break;
    case 2: { /* delete a span */
        size_t k = (size_t)ws_rng_below(r, 16) + 1;
        if (at + k > len)
            k = len - at;
        memmove(buf + at, buf + at + k, len - at - k);
        *n = len - k;
        break;
    }
    case 3: { /* insert a dictionary token */
        const char *d = dict[ws_rng_below(r, sizeof dict / sizeof dict[0])];
        size_t k = strlen(d);
        if (len + k < cap) {
            memmove(buf + at + k, buf + at, len - at);
            memcpy(buf + at, d, k);
            *n = len + k;
        }
        break;
    }
    case 4:   /* truncate */
        *n = at;
        break;
    default: { /* duplicate a span */
        size_t k = (size_t)ws_rng_below(r, 80) + 1;
        if (at + k > len)
            k = len - at;
        if (len + k < cap) {
            memmove(buf + at + k, buf + at, len - at);
            *n = len + k;
        }
        break;
    }
    }
}

/* Open and load everything; returns the error code (0 on success). */
static int load_all(const char *p, struct ws_err *err)
{
    struct ws_trace *t = ws_trace_open(p, err);
    if (!t)
        return err->code;
    for (uint32_t k = 0; k < t->nkernels && !err->code; k++)
        for (uint32_t c = 0; c < t->kernel[k].ncta && c < 64 && !err->code; c++) {
            struct ws_cta_trace ct;
            if (!ws_trace_load_cta(t, k, c, &ct, err))
                ws_cta_trace_free(&ct);
        }
    ws_trace_close(t);
    return err->code;
}

/* "PATH:NNN: ...", or "PATH: empty file" (refused before any reader opens it) */
static bool has_path_line(const char *msg, const char *path)
{
    size_t n = strlen(path);
    return !strncmp(msg, path, n) && ((msg[n] == ':' && isdigit((unsigned char)msg[n + 1])) ||
                                      !strcmp(msg + n, ": empty file"));
}

TEST(fuzz_text_reader)
{
    char dir[] = "/tmp/ws_trace_fuzz_XXXXXX";
    if (!mkdtemp(dir))
        return;
    char p[64];
    snprintf(p, sizeof p, "%s/f.traceg", dir);
    struct ws_rng r;
    ws_rng_seed(&r, 20240531);
    size_t cap = sizeof seed_trace * 3;
    char *buf = malloc(cap);
    int ok = 0, bad = 0;
    for (int i = 0; i < FUZZ_TEXT_CASES; i++) {
        size_t n = sizeof seed_trace - 1;
        memcpy(buf, seed_trace, n);
        int muts = 1 + (int)ws_rng_below(&r, 4);
        for (int m = 0; m < muts; m++)
            mutate(&r, buf, &n, cap);
        write_all(p, buf, n);
        struct ws_err err = { 0 };
        int rc = load_all(p, &err);
        if (rc == 0) {
            ok++;
            continue;
        }
        bad++;
        if (rc != WS_ERR_INPUT || !has_path_line(err.msg, p)) {
            ws_test_fail(__FILE__, __LINE__, "case %d: code %d message \"%s\"", i, rc, err.msg);
            break;
        }
    }
    printf("    %d inputs loaded, %d rejected cleanly\n", ok, bad);
    CHECK(ok > 0 && bad > 0);
    free(buf);
    unlink(p);
    rmdir(dir);
}

TEST(fuzz_wst_reader)
{
    char dir[] = "/tmp/ws_trace_fuzz_XXXXXX";
    if (!mkdtemp(dir))
        return;
    char src[64], p[64];
    snprintf(src, sizeof src, "%s/f.traceg", dir);
    snprintf(p, sizeof p, "%s/f.wst", dir);
    write_all(src, seed_trace, sizeof seed_trace - 1);
    struct ws_err err = { 0 };
    struct ws_trace *t = ws_trace_open(src, &err);
    CHECK(t != NULL);
    if (!t)
        return;
    struct ws_wst_writer *w = ws_wst_create(p, &err);
    CHECK(w != NULL && !ws_wst_begin_kernel(w, &t->kernel[0], &err));
    for (uint32_t c = 0; c < t->kernel[0].ncta; c++) {
        struct ws_cta_trace ct;
        CHECK_INT(ws_trace_load_cta(t, 0, c, &ct, &err), 0);
        CHECK_INT(ws_wst_add_cta(w, &ct, t, &err), 0);
        ws_cta_trace_free(&ct);
    }
    CHECK_INT(ws_wst_finish(w, &err), 0);
    ws_trace_close(t);
    FILE *f = fopen(p, "rb");
    char orig[8192];
    size_t n0 = fread(orig, 1, sizeof orig, f);
    fclose(f);
    char buf[8192 + 128];
    struct ws_rng r;
    ws_rng_seed(&r, 7);
    int ok = 0, bad = 0;
    for (int i = 0; i < FUZZ_WST_CASES; i++) {
        size_t n = n0;
        memcpy(buf, orig, n);
        int muts = 1 + (int)ws_rng_below(&r, 3);
        for (int m = 0; m < muts && n > 8; m++) {   /* a cut may leave the magic alone */
            size_t at = 8 + (size_t)ws_rng_below(&r, n - 8);   /* keep the magic */
            if (ws_rng_below(&r, 8) == 0)
                n = at;
            else
                buf[at] = (char)(buf[at] ^ (1u << ws_rng_below(&r, 8)));
        }
        write_all(p, buf, n);
        ws_err_clear(&err);
        int rc = load_all(p, &err);
        if (rc == 0) {
            ok++;
            continue;
        }
        bad++;
        if (rc != WS_ERR_INPUT || strncmp(err.msg, p, strlen(p))) {
            ws_test_fail(__FILE__, __LINE__, "case %d: code %d message \"%s\"", i, rc, err.msg);
            break;
        }
    }
    printf("    %d .wst inputs loaded, %d rejected cleanly\n", ok, bad);
    CHECK(bad > 0);
    unlink(p);
    unlink(src);
    rmdir(dir);
}
