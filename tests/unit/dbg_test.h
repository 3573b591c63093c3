/* dbg_test.h — what the debugger's unit tests share (test_reverse.c, test_reverse_diff.c):
 * a session's output captured into a buffer, a command run with printf-style arguments,
 * two dumps compared with the place they first differ, files read and written whole,
 * and a session resumed from a file. */
#ifndef WS_TEST_DBG_TEST_H
#define WS_TEST_DBG_TEST_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "warpscope/config.h"
#include "warpscope/dbg.h"

#define DT_UNUSED __attribute__((unused))

struct out { char *buf; size_t n, cap; };

DT_UNUSED static void capture(void *ctx, const char *text)
{
    struct out *o = ctx;
    size_t l = strlen(text);
    if (o->n + l + 1 > o->cap) {
        o->cap = (o->n + l + 1) * 2;
        o->buf = realloc(o->buf, o->cap);
    }
    memcpy(o->buf + o->n, text, l + 1);
    o->n += l;
}

DT_UNUSED static void out_reset(struct out *o)
{
    o->n = 0;
    if (o->buf)
        o->buf[0] = '\0';
}

DT_UNUSED static int run(struct ws_dbg *d, const char *fmt, ...) WS_PRINTF(2, 3);
DT_UNUSED static int run(struct ws_dbg *d, const char *fmt, ...)
{
    char line[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    return ws_dbg_exec(d, line, true);
}

DT_UNUSED static bool same(const char *what, const char *a, const char *b)
{
    if (!strcmp(a, b))
        return true;
    size_t i = 0;
    while (a[i] && a[i] == b[i])
        i++;
    size_t from = i > 60 ? i - 60 : 0;
    printf("    %s differs at byte %zu:\n      got  ...%.120s\n      want ...%.120s\n", what, i,
           a + from, b + from);
    return false;
}

DT_UNUSED static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = malloc((size_t)n + 1);
    *len = fread(b, 1, (size_t)n, f);
    b[*len] = '\0';   /* its text part reads as a string */
    fclose(f);
    return b;
}

DT_UNUSED static void spit(const char *path, const char *b, size_t n)
{
    FILE *f = fopen(path, "wb");
    fwrite(b, 1, n, f);
    fclose(f);
}

/* b (n bytes, NULs and all) holds s. */
DT_UNUSED static bool has_bytes(const char *b, size_t n, const char *s)
{
    size_t l = strlen(s);
    for (size_t i = 0; i + l <= n; i++)
        if (!memcmp(b + i, s, l))
            return true;
    return false;
}

DT_UNUSED static struct ws_dbg *resumed(struct out *o, const char *path, int *rc)
{
    struct ws_config cfg;
    struct ws_err err = { 0 };
    ws_config_defaults(&cfg);
    struct ws_dbg *d = ws_dbg_new(&cfg, NULL, capture, o, &err);
    *rc = ws_dbg_load_session(d, path);
    return d;
}

/* The state (as dump shows it) of a fresh session (made by make from arg, checkpoints
 * every 256 cycles) run straight to cycle c (malloc'd). */
DT_UNUSED static char *dt_straight(struct ws_dbg *(*make)(struct out *, const char *, int64_t,
                                                        int64_t),
                                   char *(*dump)(struct ws_dbg *, struct out *), const char *arg,
                                   uint64_t c)
{
    struct out o = { 0 };
    struct ws_dbg *d = make(&o, arg, 256, 256 << 20);
    if (!d)
        return strdup("");
    if (c)
        run(d, "until %llu", (unsigned long long)c);
    char *s = dump(d, &o);
    ws_dbg_free(d);
    free(o.buf);
    return s;
}

#endif
