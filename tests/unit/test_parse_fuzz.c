/* test_parse_fuzz.c — seeded mutation fuzzing of the config-file parser, the debugger's
 * expression parser and the breakpoint-spec parser: every input either parses or fails
 * with a message (never a crash, never a message-less error).  Runs under ASan too. */
#include "harness.h"
#include "warpscope/bpt.h"
#include "warpscope/config.h"
#include "warpscope/expr.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* Mutate seed text s into out (bounded): flip, insert, delete or duplicate bytes. */
static void fuzz_mutate(struct ws_rng *r, const char *s, char *out, size_t cap)
{
    size_t n = strlen(s);
    if (n >= cap)
        n = cap - 1;
    memcpy(out, s, n);
    out[n] = '\0';
    int edits = 1 + (int)ws_rng_below(r, 4);
    static const char alphabet[] = "0123456789abcxyz=#.[]()<>!&|+-*/% \t\n\"'\\KMG_";
    for (int e = 0; e < edits; e++) {
        size_t len = strlen(out);
        size_t at = len ? (size_t)ws_rng_below(r, len) : 0;
        switch (ws_rng_below(r, 4)) {
        case 0:   /* replace */
            if (len)
                out[at] = alphabet[ws_rng_below(r, sizeof alphabet - 1)];
            break;
        case 1:   /* insert */
            if (len + 1 < cap) {
                memmove(out + at + 1, out + at, len - at + 1);
                out[at] = alphabet[ws_rng_below(r, sizeof alphabet - 1)];
            }
            break;
        case 2:   /* delete */
            if (len)
                memmove(out + at, out + at + 1, len - at);
            break;
        default:  /* duplicate a run */
            if (len && len * 2 < cap) {
                size_t k = (size_t)ws_rng_below(r, len - at) + 1;
                memmove(out + at + k, out + at, len - at + 1);
            }
            break;
        }
    }
}

TEST(config_files)
{
    static const char *const seeds[] = {
        "sm.count = 4\nl1d.size = 32K # comment\n",
        "include other.cfg\nsched.policy = gto\n",
        "dram.addr_map = dramid@8;00000000.00000000.0000RRRR.RRRRRRRR.BBBCCCCB.CCSSSSSS\n",
        "clock.core = 1300.5\nl1d.perfect = yes\nicnt.topology = mesh\n",
    };
    char dir[] = "/tmp/ws-fuzz-cfg-XXXXXX";
    if (!mkdtemp(dir))
        return;
    char path[128], other[128];
    snprintf(path, sizeof path, "%s/f.cfg", dir);
    snprintf(other, sizeof other, "%s/other.cfg", dir);
    FILE *o = fopen(other, "w");
    fputs("sm.count = 2\n", o);
    fclose(o);
    struct ws_rng r;
    ws_rng_seed(&r, 42);
    int ok = 0, err = 0;
    for (int i = 0; i < 1500; i++) {
        char buf[512];
        fuzz_mutate(&r, seeds[i % 4], buf, sizeof buf);
        FILE *f = fopen(path, "w");
        fputs(buf, f);
        fclose(f);
        struct ws_config c;
        struct ws_err e = { 0 };
        ws_config_defaults(&c);
        int rc = ws_config_load(&c, path, &e);
        if (rc == 0 && ws_config_validate(&c, &e) == 0) {
            ok++;
        } else {
            err++;
            CHECK(e.code == WS_ERR_INPUT);
            CHECK(e.msg[0] != '\0');
        }
    }
    CHECK(ok > 0);
    CHECK(err > 0);
    unlink(path);
    unlink(other);
    rmdir(dir);
}

static int fuzz_resolve(void *ctx, const char *name, struct ws_value *out, struct ws_err *err)
{
    (void)ctx;
    if (!strcmp(name, "cycle") || !strncmp(name, "sm[", 3)) {
        out->type = WS_VAL_INT;
        out->i = 7;
        return 0;
    }
    return ws_errf(err, WS_ERR_INPUT, "unknown name '%s'", name);
}

TEST(expressions_and_breakpoints)
{
    static const char *const seeds[] = {
        "sm[1].warp[cycle % 4].pc + 3 * (cycle - 2) >= 10 && !0",
        "1.5e3 / (cycle + 1) || sm[0].ipc != 2",
        "-(-cycle) % 3 == 1",
    };
    static const char *const bseeds[] = {
        "row-close ch=2 bank=1 if cycle > 100",
        "group-switch sm=0 warp=3 cta=1 sched=0 row=4",
        "l1-miss if sm[0].warp[1].pc == 0x80",
    };
    struct ws_rng r;
    ws_rng_seed(&r, 7);
    int parsed = 0, rejected = 0;
    for (int i = 0; i < 3000; i++) {
        char buf[256];
        fuzz_mutate(&r, seeds[i % 3], buf, sizeof buf);
        struct ws_err e = { 0 };
        struct ws_expr *x = ws_expr_parse(buf, &e);
        if (!x) {
            rejected++;
            CHECK(e.code == WS_ERR_INPUT && e.msg[0]);
            continue;
        }
        parsed++;
        struct ws_value v;
        if (ws_expr_eval(x, fuzz_resolve, NULL, &v, &e))
            CHECK(e.msg[0] != '\0');
        ws_expr_free(x);
    }
    CHECK(parsed > 0 && rejected > 0);
    struct ws_bpt_table t;
    ws_bpt_init(&t, fuzz_resolve, NULL);
    int added = 0, refused = 0;
    for (int i = 0; i < 3000; i++) {
        char buf[256];
        fuzz_mutate(&r, bseeds[i % 3], buf, sizeof buf);
        struct ws_err e = { 0 };
        int n = ws_bpt_add_event(&t, buf, false, &e);
        if (n > 0) {
            added++;
            ws_bpt_delete(&t, n);
        } else {
            refused++;
            CHECK(e.msg[0] != '\0');
        }
    }
    CHECK(added > 0 && refused > 0);
    ws_bpt_free(&t);
}
