/* fuzz_accelsim.c — libFuzzer harness of the Accel-Sim trace reader (src/trace/
 * accelsim*.c) through ws_trace_open and every CTA, as `trace info` reads it.  The
 * first byte picks the form: 0 a plain .traceg, 1 the same gzip-compressed (.traceg.gz),
 * 2 a kernelslist.g (the bytes up to the first NUL) beside k1.traceg and k2.traceg.gz
 * (the rest, plain and compressed), which the list may name. */
#include "fuzz.h"

#include <zlib.h>

static void write_gz(const char *path, const uint8_t *p, size_t n)
{
    gzFile g = gzopen(path, "wb");
    if (!g)
        abort();
    if (n && gzwrite(g, p, (unsigned)n) != (int)n)
        abort();
    gzclose(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > (1u << 20))
        return 0;
    unsigned mode = data[0] % 3;
    data++, size--;
    char p[128], q[128];
    switch (mode) {
    case 0:
        fuzz_path(p, sizeof p, "t.traceg");
        fuzz_write(p, data, size);
        break;
    case 1:
        fuzz_path(p, sizeof p, "t.traceg.gz");
        write_gz(p, data, size);
        break;
    default: {
        const uint8_t *nul = memchr(data, 0, size);
        size_t n = nul ? (size_t)(nul - data) : size;
        const uint8_t *rest = nul ? nul + 1 : data + size;
        size_t rn = (size_t)(data + size - rest);
        fuzz_path(q, sizeof q, "k1.traceg");
        fuzz_write(q, rest, rn);
        fuzz_path(q, sizeof q, "k2.traceg.gz");
        write_gz(q, rest, rn);
        fuzz_path(p, sizeof p, "kernelslist.g");
        fuzz_write(p, data, n);
        break;
    }
    }
    fuzz_read_trace(p, 64);
    return 0;
}
