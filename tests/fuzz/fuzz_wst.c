/* fuzz_wst.c — libFuzzer harness of the native .wst reader (src/trace/wst_read.c).  The
 * first byte picks what the rest is:
 *   0  a whole .wst file, as is (header, layout, chunk headers, zlib, CRC);
 *   1  a CTA payload (warpscope-trace(5) "CTA payload"), which the harness wraps in a
 *      valid file (zlib, CRC, index of one kernel whose block has data[1] threads) so
 *      the instruction decoder sees every input, not only the few with a right CRC;
 *   2  an index payload, wrapped likewise in a file with no CTA chunk.
 * Every input is then read as `trace info` reads it. */
#include "fuzz.h"
#include "trace/wst.h"

#include <zlib.h>

/* Append a chunk of raw bytes (tag) to b: chunk header + zlib data. */
static void put_chunk(struct ws_buf *b, const uint8_t *raw, size_t n, uint32_t tag)
{
    uLongf clen = compressBound((uLong)n);
    unsigned char *z = ws_malloc(clen + WST_CHUNK_HEADER);
    if (compress2(z + WST_CHUNK_HEADER, &clen, raw, (uLong)n, 1) != Z_OK)
        abort();
    wst_put32(z, (uint32_t)n);
    wst_put32(z + 4, (uint32_t)clen);
    wst_put32(z + 8, ws_crc32(0, raw, n));
    wst_put32(z + 12, tag);
    ws_buf_put(b, z, clen + WST_CHUNK_HEADER);
    free(z);
}

static void put_str(struct ws_buf *b, const char *s)
{
    ws_buf_varint(b, strlen(s));
    ws_buf_put(b, s, strlen(s));
}

static const char *const fuzz_ops[] = { "IMAD", "LDG.E.64", "STS", "ATOMS.ADD", "BAR.SYNC",
                                        "EXIT", "MUFU.RCP", "DADD" };

/* A file whose only CTA's chunk holds `cta` (when not NULL: the harness writes the
 * index), or whose index chunk holds `index` (cta NULL). */
static void wrap(struct ws_buf *f, const uint8_t *cta, size_t cta_n, unsigned threads,
                 const uint8_t *index, size_t index_n)
{
    unsigned char h[WST_HEADER_SIZE] = { 0 };
    memcpy(h, WS_WST_MAGIC, WS_WST_MAGIC_LEN);
    wst_put32(h + 8, WST_VERSION);
    ws_buf_put(f, h, sizeof h);
    struct ws_buf ix = { 0 };
    if (cta) {
        put_chunk(f, cta, cta_n, 0);
        ws_buf_varint(&ix, 1);
        put_str(&ix, "fuzz");
        uint64_t v[] = { 1, 1, 1, 1, threads, 1, 1, 32, 0, 70, 0, 0, 1 };
        for (size_t j = 0; j < sizeof v / sizeof v[0]; j++)
            ws_buf_varint(&ix, v[j]);
        ws_buf_varint(&ix, 0);
        ws_buf_varint(&ix, WST_HEADER_SIZE);
        ws_buf_varint(&ix, sizeof fuzz_ops / sizeof fuzz_ops[0]);
        for (size_t j = 0; j < sizeof fuzz_ops / sizeof fuzz_ops[0]; j++)
            put_str(&ix, fuzz_ops[j]);
        index = ix.p;
        index_n = ix.n;
    }
    uint64_t index_off = f->n;
    put_chunk(f, index, index_n, WST_INDEX_TAG);
    wst_put64(f->p + 16, index_off);
    free(ix.p);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2 || size > (1u << 20))
        return 0;
    char p[128];
    fuzz_path(p, sizeof p, "t.wst");
    struct ws_buf f = { 0 };
    switch (data[0] % 3) {
    case 0:
        fuzz_write(p, data + 1, size - 1);
        break;
    case 1:
        wrap(&f, data + 2, size - 2, 1u + data[1] * 4u, NULL, 0);
        fuzz_write(p, f.p, f.n);
        break;
    default:
        wrap(&f, NULL, 0, 0, data + 1, size - 1);
        fuzz_write(p, f.p, f.n);
        break;
    }
    free(f.p);
    fuzz_read_trace(p, 64);
    return 0;
}
