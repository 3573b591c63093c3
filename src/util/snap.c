/* snap.c — the snapshot buffer (warpscope/snap.h): little-endian fixed-width integers,
 * length-checked blocks, strings and section tags, and a reader that never reads past
 * its end (the first failure is kept, later reads give zeros). */
#include "warpscope/snap.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void ws_snap_buf_free(struct ws_snap_buf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}

void ws_snap_put(struct ws_snap_buf *b, const void *p, size_t n)
{
    if (!n)
        return;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + n)
            cap *= 2;
        b->data = ws_realloc(b->data, cap);
        b->cap = cap;
    }
    memcpy(b->data + b->len, p, n);
    b->len += n;
}

static void put_le(struct ws_snap_buf *b, uint64_t v, int n)
{
    uint8_t x[8];
    for (int i = 0; i < n; i++)
        x[i] = (uint8_t)(v >> (8 * i));
    ws_snap_put(b, x, (size_t)n);
}

void ws_snap_u8(struct ws_snap_buf *b, uint8_t v) { put_le(b, v, 1); }
void ws_snap_u32(struct ws_snap_buf *b, uint32_t v) { put_le(b, v, 4); }
void ws_snap_u64(struct ws_snap_buf *b, uint64_t v) { put_le(b, v, 8); }

void ws_snap_block(struct ws_snap_buf *b, const void *p, size_t n)
{
    ws_snap_u64(b, n);
    ws_snap_put(b, p, n);
}

void ws_snap_str(struct ws_snap_buf *b, const char *s)
{
    ws_snap_block(b, s, strlen(s));
}

void ws_snap_tag(struct ws_snap_buf *b, const char *tag)
{
    ws_snap_str(b, tag);
}

void ws_snap_rd_init(struct ws_snap_rd *r, const void *data, size_t len)
{
    memset(r, 0, sizeof *r);
    r->data = data;
    r->len = len;
}

bool ws_snap_ok(const struct ws_snap_rd *r) { return r->err.code == WS_OK; }

bool ws_snap_fail(struct ws_snap_rd *r, const char *fmt, ...)
{
    if (r->err.code)
        return false;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->err.msg, sizeof r->err.msg, fmt, ap);
    va_end(ap);
    r->err.code = WS_ERR_INPUT;
    return false;
}

bool ws_snap_get(struct ws_snap_rd *r, void *p, size_t n)
{
    if (r->err.code)
        return false;
    if (!n)
        return true;
    if (n > r->len - r->pos)
        return ws_snap_fail(r, "snapshot truncated: %zu bytes needed at offset %zu of %zu",
                            n, r->pos, r->len);
    memcpy(p, r->data + r->pos, n);
    r->pos += n;
    return true;
}

static uint64_t get_le(struct ws_snap_rd *r, int n)
{
    uint8_t x[8] = { 0 };
    if (!ws_snap_get(r, x, (size_t)n))
        return 0;
    uint64_t v = 0;
    for (int i = 0; i < n; i++)
        v |= (uint64_t)x[i] << (8 * i);
    return v;
}

uint8_t ws_snap_get_u8(struct ws_snap_rd *r) { return (uint8_t)get_le(r, 1); }
uint32_t ws_snap_get_u32(struct ws_snap_rd *r) { return (uint32_t)get_le(r, 4); }
uint64_t ws_snap_get_u64(struct ws_snap_rd *r) { return get_le(r, 8); }

bool ws_snap_get_block(struct ws_snap_rd *r, void *p, size_t n)
{
    size_t at = r->pos;
    uint64_t len = ws_snap_get_u64(r);
    if (!ws_snap_ok(r))
        return false;
    if (len != n)
        return ws_snap_fail(r, "snapshot does not fit this simulator: a block of %zu bytes "
                            "expected at offset %zu, found %llu (another configuration "
                            "or build?)", n, at, (unsigned long long)len);
    return ws_snap_get(r, p, n);
}

size_t ws_snap_get_block_ref(struct ws_snap_rd *r, const void **data, size_t max)
{
    size_t at = r->pos;
    uint64_t len = ws_snap_get_u64(r);
    *data = NULL;
    if (!ws_snap_ok(r))
        return 0;
    if (len > max) {
        ws_snap_fail(r, "snapshot corrupt: a block of %llu bytes at offset %zu, at most %zu "
                     "expected", (unsigned long long)len, at, max);
        return 0;
    }
    if (len > r->len - r->pos) {
        ws_snap_fail(r, "snapshot truncated: %llu bytes needed at offset %zu of %zu",
                     (unsigned long long)len, r->pos, r->len);
        return 0;
    }
    *data = r->data + r->pos;
    r->pos += len;
    return (size_t)len;
}

bool ws_snap_get_str(struct ws_snap_rd *r, char *buf, size_t n)
{
    const void *p;
    size_t len = ws_snap_get_block_ref(r, &p, n - 1);
    buf[0] = '\0';
    if (!ws_snap_ok(r))
        return false;
    if (len)
        memcpy(buf, p, len);
    buf[len] = '\0';
    return true;
}

bool ws_snap_expect(struct ws_snap_rd *r, const char *tag)
{
    size_t at = r->pos;
    char got[64];
    if (!ws_snap_get_str(r, got, sizeof got))
        return false;
    if (strcmp(got, tag))
        return ws_snap_fail(r, "snapshot corrupt: section '%s' expected at offset %zu, "
                            "found '%.20s'", tag, at, got);
    return true;
}

uint64_t ws_snap_hash(uint64_t h, const void *p, size_t n)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++) {
        h ^= b[i];
        h *= UINT64_C(0x100000001b3);
    }
    return h;
}
