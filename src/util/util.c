/* util.c — errors, checked allocation, PRNG, parsing and string helpers, and the checks
 * every input file goes through (a regular file; bounded text lines). */
#define _POSIX_C_SOURCE 200809L
#include "warpscope/util.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <zlib.h>

int ws_errf(struct ws_err *err, int code, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
        err->code = code;
    }
    return code;
}

void ws_err_clear(struct ws_err *err)
{
    if (err) {
        err->code = WS_OK;
        err->msg[0] = '\0';
    }
}

static void *ws_oom(size_t n)
{
    fprintf(stderr, "warpscope: out of memory allocating %zu bytes\n", n);
    abort();
}

void *ws_malloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    return p ? p : ws_oom(n);
}

void *ws_calloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    return p ? p : ws_oom(n * size);
}

void *ws_calloc_lines(size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size)
        return ws_oom(SIZE_MAX);
    size_t bytes = n && size ? (n * size + 63) / 64 * 64 : 64;
    void *p = NULL;
    if (posix_memalign(&p, 64, bytes))
        return ws_oom(bytes);
    return memset(p, 0, bytes);
}

void *ws_realloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    return q ? q : ws_oom(n);
}

char *ws_strdup(const char *s)
{
    return ws_strndup(s, strlen(s));
}

char *ws_strndup(const char *s, size_t n)
{
    char *d = ws_malloc(n + 1);
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

void ws_grow(void **p, size_t *cap, size_t need, size_t esz)
{
    if (need <= *cap)
        return;
    size_t c = *cap ? *cap : 8;
    while (c < need)
        c *= 2;
    *p = ws_realloc(*p, c * esz);
    *cap = c;
}

void ws_rng_seed(struct ws_rng *r, uint64_t seed)
{
    r->s = seed ^ 0x9e3779b97f4a7c15ull;
}

uint64_t ws_rng_next(struct ws_rng *r)
{
    /* splitmix64 */
    uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

uint64_t ws_rng_below(struct ws_rng *r, uint64_t n)
{
    /* rejection sampling keeps the distribution exact */
    uint64_t lim = UINT64_MAX - UINT64_MAX % n;
    uint64_t x;
    do
        x = ws_rng_next(r);
    while (x >= lim);
    return x % n;
}

double ws_rng_unit(struct ws_rng *r)
{
    return (double)(ws_rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}

int ws_edit_distance(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    if (la > 64 || lb > 64)
        return INT_MAX / 2;
    int row[65];
    for (size_t j = 0; j <= lb; j++)
        row[j] = (int)j;
    for (size_t i = 1; i <= la; i++) {
        int diag = row[0];
        row[0] = (int)i;
        for (size_t j = 1; j <= lb; j++) {
            int up = row[j];
            int best = diag + (a[i - 1] != b[j - 1]);
            if (row[j] + 1 < best)
                best = row[j] + 1;
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            row[j] = best;
            diag = up;
        }
    }
    return row[lb];
}

const char *ws_closest(const char *s, const char *const *names, size_t n)
{
    const char *best = NULL;
    int bestd = INT_MAX;
    for (size_t i = 0; i < n; i++) {
        int d = ws_edit_distance(s, names[i]);
        if (d < bestd) {
            bestd = d;
            best = names[i];
        }
    }
    /* close enough: at most a third of the word (and at least 1, at most 3) edits */
    int lim = (int)strlen(s) / 3;
    if (lim < 1)
        lim = 1;
    if (lim > 3)
        lim = 3;
    return bestd <= lim ? best : NULL;
}

bool ws_parse_i64(const char *s, int64_t *out)
{
    if (!s || !*s || isspace((unsigned char)*s))
        return false;
    errno = 0;
    char *end;
    long long v = strtoll(s, &end, 10);
    if (errno || *end)
        return false;
    *out = v;
    return true;
}

bool ws_parse_u64_hex(const char *s, uint64_t *out)
{
    if (!s)
        return false;
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        s += 2;
    if (!*s)
        return false;
    uint64_t v = 0;
    for (const char *p = s; *p; p++) {
        int d;
        if (*p >= '0' && *p <= '9')
            d = *p - '0';
        else if (*p >= 'a' && *p <= 'f')
            d = *p - 'a' + 10;
        else if (*p >= 'A' && *p <= 'F')
            d = *p - 'A' + 10;
        else
            return false;
        if (v >> 60)
            return false;   /* would overflow */
        v = v << 4 | (uint64_t)d;
    }
    *out = v;
    return true;
}

bool ws_parse_double(const char *s, double *out)
{
    if (!s || !*s || isspace((unsigned char)*s))
        return false;
    errno = 0;
    char *end;
    double v = strtod(s, &end);
    if (errno || *end || !isfinite(v))
        return false;
    *out = v;
    return true;
}

bool ws_parse_size(const char *s, int64_t *out)
{
    if (!s || !*s)
        return false;
    size_t n = strlen(s);
    int64_t mul = 1;
    char last = s[n - 1];
    if (last == 'K' || last == 'k')
        mul = 1024;
    else if (last == 'M' || last == 'm')
        mul = 1024 * 1024;
    else if (last == 'G' || last == 'g')
        mul = 1024LL * 1024 * 1024;
    if (mul == 1)
        return ws_parse_i64(s, out);
    char buf[64];
    if (n - 1 == 0 || n - 1 >= sizeof buf)
        return false;
    memcpy(buf, s, n - 1);
    buf[n - 1] = '\0';
    int64_t v;
    if (!ws_parse_i64(buf, &v) || v > INT64_MAX / mul || v < INT64_MIN / mul)
        return false;
    *out = v * mul;
    return true;
}

uint32_t ws_crc32(uint32_t crc, const void *buf, size_t n)
{
    const unsigned char *p = buf;
    while (n > 0) {
        uInt chunk = n > 0x40000000u ? 0x40000000u : (uInt)n;
        crc = (uint32_t)crc32(crc, p, chunk);
        p += chunk;
        n -= chunk;
    }
    return crc;
}

char *ws_trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n > 0 && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
    return s;
}

void ws_json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fprintf(f, "\\%c", *s);
        else if ((unsigned char)*s < 0x20)
            fprintf(f, "\\u%04x", *s);
        else
            fputc(*s, f);
    }
    fputc('"', f);
}

double ws_wall_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

long ws_peak_rss_kib(void)
{
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) != 0)
        return 0;
    return ru.ru_maxrss;
}

int ws_check_input_file(const char *path, bool allow_empty, struct ws_err *err)
{
    struct stat st;
    if (stat(path, &st))
        return ws_errf(err, WS_ERR_INPUT, "%s: cannot open: %s", path, strerror(errno));
    if (S_ISDIR(st.st_mode))
        return ws_errf(err, WS_ERR_INPUT, "%s: is a directory", path);
    if (!S_ISREG(st.st_mode)) {
        const char *kind = S_ISFIFO(st.st_mode) ? "a FIFO" : S_ISCHR(st.st_mode)
                           ? "a character device" : S_ISBLK(st.st_mode) ? "a block device"
                           : S_ISSOCK(st.st_mode) ? "a socket" : "not a regular file";
        return ws_errf(err, WS_ERR_INPUT, "%s: %s, not a file to read", path, kind);
    }
    if (st.st_size == 0 && !allow_empty)
        return ws_errf(err, WS_ERR_INPUT, "%s: empty file", path);
    return WS_OK;
}

long ws_read_line(FILE *f, char **buf, size_t *cap, size_t max)
{
    size_t n = 0;
    int c;
    bool nul = false;
    while ((c = getc(f)) != EOF) {
        if (n >= max)
            return WS_LINE_LONG;
        WS_GROW(*buf, *cap, n + 2);
        (*buf)[n++] = (char)c;
        nul |= c == 0;
        if (c == '\n')
            break;
    }
    if (n == 0)
        return WS_LINE_EOF;
    (*buf)[n] = '\0';
    return nul ? WS_LINE_NUL : (long)n;
}
