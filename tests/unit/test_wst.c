/* test_wst.c — the .wst reader's bounds (issue 19): hand-built files with valid CRCs and
 * zlib streams whose claims are absurd (a grid of 2^40 or 2^31 CTAs, a chunk of 2 GiB,
 * an index that leaves a CTA out) are refused at once with a message, before any large
 * allocation; the writer refuses to leave a CTA out; the open path refuses FIFOs,
 * devices, directories and empty files. */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"
#include "trace/wst.h"

#include <stdlib.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <zlib.h>

#if defined(__SANITIZE_ADDRESS__)
#define WST_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WST_TEST_ASAN 1
#endif
#endif

static char tmp_dir[] = "/tmp/ws_test_wst_XXXXXX";

static const char *tmp_file(const char *name)
{
    static char p[128];
    static bool made;   /* (not "does the name still end in X": a made one can, 1 in 62) */
    if (!made && !mkdtemp(tmp_dir))
        return NULL;
    made = true;
    snprintf(p, sizeof p, "%s/%s", tmp_dir, name);
    return p;
}

/* Append a chunk (16-byte header + zlib of raw) tagged tag to file f; ulen_claim (when
 * not 0) replaces the true uncompressed length in the header. */
static void put_chunk(FILE *f, const struct ws_buf *raw, uint32_t tag, uint32_t ulen_claim)
{
    uLongf clen = compressBound((uLong)raw->n);
    unsigned char *z = malloc(clen + WST_CHUNK_HEADER);
    compress2(z + WST_CHUNK_HEADER, &clen, raw->p, (uLong)raw->n, 6);
    wst_put32(z, ulen_claim ? ulen_claim : (uint32_t)raw->n);
    wst_put32(z + 4, (uint32_t)clen);
    wst_put32(z + 8, ws_crc32(0, raw->p, raw->n));
    wst_put32(z + 12, tag);
    fwrite(z, 1, clen + WST_CHUNK_HEADER, f);
    free(z);
}

static void put_str(struct ws_buf *b, const char *s)
{
    ws_buf_varint(b, strlen(s));
    ws_buf_put(b, s, strlen(s));
}

/* A .wst of one kernel with grid gx x gy x 1, block 32, whose index lists nlisted CTAs
 * (ids 0, 1, ...; each chunk one empty warp) and claims nclaim; ulen_claim as above for
 * CTA 0's chunk. */
static const char *build(const char *name, uint32_t gx, uint32_t gy, uint32_t nlisted,
                         uint64_t nclaim, uint32_t ulen_claim)
{
    const char *p = tmp_file(name);
    FILE *f = fopen(p, "wb");
    unsigned char h[WST_HEADER_SIZE] = { 0 };
    memcpy(h, WS_WST_MAGIC, WS_WST_MAGIC_LEN);
    wst_put32(h + 8, WST_VERSION);
    fwrite(h, 1, sizeof h, f);
    uint64_t *off = calloc(nlisted + 1, sizeof *off);
    for (uint32_t c = 0; c < nlisted; c++) {
        off[c] = (uint64_t)ftell(f);
        struct ws_buf raw = { 0 };
        ws_buf_varint(&raw, c);       /* cta id */
        ws_buf_varint(&raw, 1);       /* one warp */
        ws_buf_varint(&raw, 0);       /* no instructions */
        put_chunk(f, &raw, c, c == 0 ? ulen_claim : 0);
        free(raw.p);
    }
    uint64_t index_off = (uint64_t)ftell(f);
    struct ws_buf ix = { 0 };
    ws_buf_varint(&ix, 1);
    put_str(&ix, "k");
    uint64_t v[] = { 1, gx, gy, 1, 32, 1, 1, 8, 0, 70, 0, 0, nclaim };
    for (size_t j = 0; j < sizeof v / sizeof v[0]; j++)
        ws_buf_varint(&ix, v[j]);
    for (uint32_t c = 0; c < nlisted; c++) {
        ws_buf_varint(&ix, 0);
        ws_buf_varint(&ix, c ? off[c] - off[c - 1] : off[c]);
    }
    ws_buf_varint(&ix, 1);
    put_str(&ix, "EXIT");
    put_chunk(f, &ix, WST_INDEX_TAG, 0);
    free(ix.p);
    free(off);
    wst_put64(h + 16, index_off);
    fseek(f, 0, SEEK_SET);
    fwrite(h, 1, sizeof h, f);
    fclose(f);
    return p;
}

/* Open path and load every CTA; returns the first error code (message in err). */
static int load_all(const char *p, struct ws_err *err)
{
    struct ws_trace *t = ws_trace_open(p, err);
    if (!t)
        return err->code;
    for (uint32_t k = 0; k < t->nkernels && !err->code; k++)
        for (uint32_t c = 0; c < t->kernel[k].ncta && !err->code; c++) {
            struct ws_cta_trace ct;
            if (!ws_trace_load_cta(t, k, c, &ct, err))
                ws_cta_trace_free(&ct);
        }
    ws_trace_close(t);
    return err->code;
}

/* load_all under a 512 MiB address-space limit in a child (skipped under ASan, whose
 * shadow memory needs more): exit 2 with the message's check passing is success. */
static void refused_small(const char *p, const char *want)
{
#ifndef WST_TEST_ASAN
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        struct rlimit rl = { 512u << 20, 512u << 20 };
        setrlimit(RLIMIT_AS, &rl);
        struct ws_err err = { 0 };
        int rc = load_all(p, &err);
        _exit(rc == WS_ERR_INPUT && strstr(err.msg, want) ? 0 : 1);
    }
    int st = 0;
    waitpid(pid, &st, 0);
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
        ws_test_fail(__FILE__, __LINE__, "%s: not refused under a 512 MiB limit (%s)", p,
                     WIFSIGNALED(st) ? "killed" : "wrong error");
#endif
    struct ws_err err = { 0 };
    CHECK_INT(load_all(p, &err), WS_ERR_INPUT);
    CHECK_HAS(err.msg, p);
    CHECK_HAS(err.msg, want);
}

TEST(wst_hand_built_loads)
{
    struct ws_err err = { 0 };
    const char *p = build("ok.wst", 3, 1, 3, 3, 0);
    CHECK_INT(load_all(p, &err), 0);
    if (err.code)
        printf("    %s\n", err.msg);
}

TEST(wst_huge_claims_refused)
{
    /* 2^40 CTAs: more than 32 bits */
    refused_small(build("g40.wst", 1u << 20, 1u << 20, 0, 1ull << 40, 0),
                  "kernel 1: more CTAs than the file can hold");
    /* 2^31 CTAs listed in a file of a hundred bytes */
    refused_small(build("g31.wst", 1u << 31, 1, 0, 1u << 31, 0),
                  "kernel 1: more CTAs than the file can hold");
    /* a chunk claiming 2 GiB from a few compressed bytes */
    refused_small(build("c2g.wst", 1, 1, 1, 1, 0x80000000u),
                  "kernel 1 CTA 0: corrupted chunk header (2147483648 bytes cannot come from");
    /* just under the old 1 GiB cap, which the reader used to allocate before inflating */
    refused_small(build("c1g.wst", 1, 1, 1, 1, 0x3fffffffu),
                  "kernel 1 CTA 0: corrupted chunk header (1073741823 bytes cannot come from");
    /* a CTA left out of the index */
    refused_small(build("gap.wst", 4, 1, 3, 3, 0),
                  "the index does not list every CTA of the grid");
}

TEST(wst_48_byte_file_claiming_2_gib)
{
    const char *p = tmp_file("48.wst");
    FILE *f = fopen(p, "wb");
    unsigned char b[48] = { 0 };
    memcpy(b, WS_WST_MAGIC, WS_WST_MAGIC_LEN);
    wst_put32(b + 8, WST_VERSION);
    wst_put64(b + 16, 32);
    wst_put32(b + 32, 0x80000000u);    /* ulen 2 GiB, clen 0 */
    wst_put32(b + 44, WST_INDEX_TAG);
    fwrite(b, 1, sizeof b, f);
    fclose(f);
    refused_small(p, "index: corrupted chunk header (2147483648 bytes cannot come from 0");
}

TEST(wst_writer_writes_every_cta)
{
    struct ws_err err = { 0 };
    struct ws_trace *t = ws_trace_open("demo:vecadd:n=1024", &err);
    CHECK(t != NULL);
    if (!t)
        return;
    const char *p = tmp_file("w.wst");
    struct ws_wst_writer *w = ws_wst_create(p, &err);
    CHECK(w && !ws_wst_begin_kernel(w, &t->kernel[0], &err));
    struct ws_cta_trace c;
    CHECK_INT(ws_trace_load_cta(t, 0, 1, &c, &err), 0);
    CHECK_INT(ws_wst_add_cta(w, &c, t, &err), WS_ERR_RUNTIME);   /* CTA 0 first */
    CHECK_HAS(err.msg, "out of order");
    ws_cta_trace_free(&c);
    CHECK_INT(ws_trace_load_cta(t, 0, 0, &c, &err), 0);
    CHECK_INT(ws_wst_add_cta(w, &c, t, &err), 0);
    ws_cta_trace_free(&c);
    CHECK_INT(ws_wst_finish(w, &err), WS_ERR_RUNTIME);           /* 1 of 4 written */
    CHECK_HAS(err.msg, "kernel 1: 1 of its 4 CTAs written");
    CHECK(access(p, F_OK) != 0);                                   /* and removed */
    ws_trace_close(t);
}

TEST(open_refuses_special_files)
{
    struct ws_err err = { 0 };
    CHECK(ws_trace_open("/dev/zero", &err) == NULL);
    CHECK_HAS(err.msg, "/dev/zero: a character device");
    const char *fifo = tmp_file("fifo");
    CHECK(mkfifo(fifo, 0600) == 0);
    CHECK(ws_trace_open(fifo, &err) == NULL);   /* returns: never blocks on the FIFO */
    CHECK_HAS(err.msg, "a FIFO");
    CHECK(ws_wst_open(fifo, &err) == NULL);
    unlink(fifo);
    const char *empty = tmp_file("empty.wst");
    fclose(fopen(empty, "wb"));
    CHECK(ws_trace_open(empty, &err) == NULL);
    CHECK_HAS(err.msg, "empty.wst: empty file");
    CHECK(ws_wst_open(empty, &err) == NULL);
    CHECK_HAS(err.msg, "empty file");
    unlink(empty);
    CHECK(ws_trace_open(tmp_dir, &err) == NULL);
    CHECK_HAS(err.msg, "a directory without a kernelslist.g");
}

/* Are two instructions the same (line and the list index aside) with the same lanes? */
static bool same_inst(const struct ws_warp_trace *wa, const struct ws_inst *a,
                      const struct ws_warp_trace *wb, const struct ws_inst *b)
{
    if (a->pc != b->pc || a->mask != b->mask || a->op != b->op || a->unit != b->unit ||
        a->space != b->space || a->memop != b->memop || a->width != b->width ||
        a->addr_mode != b->addr_mode || a->imm != b->imm || a->ndst != b->ndst ||
        a->nsrc != b->nsrc || memcmp(a->dst, b->dst, a->ndst * sizeof a->dst[0]) ||
        memcmp(a->src, b->src, a->nsrc * sizeof a->src[0]))
        return false;
    if (a->addr_mode == WS_ADDR_STRIDE && (a->base != b->base || a->stride != b->stride))
        return false;
    uint64_t la[32], lb[32];
    int na = ws_inst_addrs(wa, a, la), nb = ws_inst_addrs(wb, b, lb);
    return na == nb && !memcmp(la, lb, (size_t)na * sizeof la[0]);
}

/* Streamed loading gives every instruction of every CTA as the whole load does: in
 * order, and jumping around (views look back), for demos of long warps and a .wst. */
TEST(streamed_warps_decode_the_same)
{
    static const char *const traces[] = {
        "demo:histogram:bytes=16777216", "demo:matmul:m=32,n=32,k=1024", "demo:bfs",
        "demo:hotspot:rows=64,cols=64", "demo:vecadd:n=1024", NULL
    };
    struct ws_rng r;
    ws_rng_seed(&r, 19);
    uint64_t checked = 0, streamed = 0;
    for (int ti = 0; traces[ti]; ti++) {
        struct ws_err err = { 0 };
        struct ws_trace *t = ws_trace_open(traces[ti], &err);
        CHECK(t != NULL);
        if (!t)
            continue;
        for (uint32_t k = 0; k < t->nkernels; k++)
            for (uint32_t c = 0; c < t->kernel[k].ncta && c < 3; c++) {
                struct ws_cta_trace a, b;
                CHECK_INT(ws_trace_load_cta(t, k, c, &a, &err), 0);
                CHECK_INT(ws_trace_load_cta_streamed(t, k, c, &b, &err), 0);
                CHECK_INT(a.nwarps, b.nwarps);
                for (uint32_t w = 0; w < a.nwarps && w < b.nwarps; w++) {
                    const struct ws_warp_trace *wa = &a.warp[w], *wb = &b.warp[w];
                    CHECK_INT(wa->ninst, wb->ninst);
                    streamed += wb->stream != NULL;
                    for (uint32_t i = 0; i < wa->ninst; i++, checked++)
                        if (!same_inst(wa, ws_warp_inst(wa, i), wb, ws_warp_inst(wb, i))) {
                            ws_test_fail(__FILE__, __LINE__, "%s kernel %u CTA %u warp %u "
                                         "instruction %u differs", traces[ti], k, c, w, i);
                            i = wa->ninst;
                        }
                    for (int n = 0; n < 64 && wa->ninst; n++, checked++) {
                        uint32_t i = (uint32_t)ws_rng_below(&r, wa->ninst);
                        if (!same_inst(wa, ws_warp_inst(wa, i), wb, ws_warp_inst(wb, i))) {
                            ws_test_fail(__FILE__, __LINE__, "%s: instruction %u out of order "
                                         "differs", traces[ti], i);
                            break;
                        }
                    }
                }
                ws_cta_trace_free(&a);
                ws_cta_trace_free(&b);
            }
        ws_trace_close(t);
    }
    printf("    %llu instructions compared, %llu warps streamed\n",
           (unsigned long long)checked, (unsigned long long)streamed);
    CHECK(streamed > 10);
}

TEST(zz_cleanup)
{
    static const char *const names[] = { "ok.wst", "g40.wst", "g31.wst", "c2g.wst", "gap.wst",
                                         "48.wst", "w.wst", "c1g.wst" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        unlink(tmp_file(names[i]));
    CHECK(rmdir(tmp_dir) == 0);
}
