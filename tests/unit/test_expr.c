/* test_expr.c — the expression language: precedence, types, names, errors. */
#include "harness.h"
#include "warpscope/expr.h"

#include <stdlib.h>

/* A tiny registry: cycle = 100, ipc = 1.5, sm[N].warp[M].pc = N*1000 + M*8. */
static int resolve(void *ctx, const char *name, struct ws_value *out, struct ws_err *err)
{
    (void)ctx;
    int s, w;
    char tail[8];
    if (!strcmp(name, "cycle")) {
        *out = (struct ws_value){ WS_VAL_INT, 100, 0 };
        return 0;
    }
    if (!strcmp(name, "ipc")) {
        *out = (struct ws_value){ WS_VAL_FLOAT, 0, 1.5 };
        return 0;
    }
    if (sscanf(name, "sm[%d].warp[%d].p%1s", &s, &w, tail) == 3 && !strcmp(tail, "c")) {
        *out = (struct ws_value){ WS_VAL_INT, s * 1000 + w * 8, 0 };
        return 0;
    }
    return ws_errf(err, WS_ERR_INPUT, "unknown name '%s'", name);
}

static struct ws_value eval(const char *text, int *rc, char *msg)
{
    struct ws_err e = { 0 };
    struct ws_value v = { WS_VAL_INT, -999, 0 };
    struct ws_expr *x = ws_expr_parse(text, &e);
    *rc = 0;
    if (!x) {
        *rc = e.code;
        strcpy(msg, e.msg);
        return v;
    }
    *rc = ws_expr_eval(x, resolve, NULL, &v, &e);
    strcpy(msg, e.msg);
    ws_expr_free(x);
    return v;
}

static int64_t ival(const char *text)
{
    int rc;
    char msg[1024];
    struct ws_value v = eval(text, &rc, msg);
    if (rc || v.type != WS_VAL_INT) {
        printf("    '%s': rc %d %s\n", text, rc, msg);
        return -12345;
    }
    return v.i;
}

TEST(precedence)
{
    CHECK_INT(ival("1 + 2 * 3"), 7);
    CHECK_INT(ival("(1 + 2) * 3"), 9);
    CHECK_INT(ival("10 - 4 - 3"), 3);
    CHECK_INT(ival("7 / 2"), 3);
    CHECK_INT(ival("7 % 4"), 3);
    CHECK_INT(ival("-3 + 5"), 2);
    CHECK_INT(ival("1 < 2 == 1"), 1);
    CHECK_INT(ival("1 + 1 == 2 && 3 > 2"), 1);
    CHECK_INT(ival("0 || !0"), 1);
    CHECK_INT(ival("!(1 && 0)"), 1);
    CHECK_INT(ival("0x10 + 1"), 17);
    CHECK_INT(ival("2 <= 2"), 1);
    CHECK_INT(ival("3 >= 4"), 0);
    CHECK_INT(ival("3 != 4"), 1);
}

TEST(names_and_indices)
{
    CHECK_INT(ival("cycle"), 100);
    CHECK_INT(ival("sm[3].warp[5].pc"), 3040);
    CHECK_INT(ival("sm[1 + 2].warp[cycle / 20].pc"), 3040);
    CHECK_INT(ival("sm [ 0 ] . warp[1].pc + 1"), 9);
    CHECK_INT(ival("cycle > 50 && sm[0].warp[0].pc == 0"), 1);
}

TEST(floats)
{
    int rc;
    char msg[1024];
    struct ws_value v = eval("ipc * 2", &rc, msg);
    CHECK_INT(rc, 0);
    CHECK_INT(v.type, WS_VAL_FLOAT);
    CHECK(v.f == 3.0);
    CHECK_INT(ival("ipc > 1"), 1);
    v = eval("1.25 + 1", &rc, msg);
    CHECK(v.type == WS_VAL_FLOAT && v.f == 2.25);
    CHECK_INT(ival("7.0 / 2 == 3.5"), 1);
}

TEST(errors)
{
    int rc;
    char msg[1024];
    eval("nosuch + 1", &rc, msg);
    CHECK_INT(rc, WS_ERR_INPUT);
    CHECK_STR(msg, "unknown name 'nosuch'");
    eval("1 +", &rc, msg);
    CHECK_INT(rc, WS_ERR_INPUT);
    CHECK_HAS(msg, "expected a number, a name");
    eval("(1 + 2", &rc, msg);
    CHECK_HAS(msg, "expected ')'");
    eval("1 2", &rc, msg);
    CHECK_HAS(msg, "column 3: expected an operator or the end");
    eval("ipc % 2", &rc, msg);
    CHECK_HAS(msg, "operator % needs integers");
    eval("5 / 0", &rc, msg);
    CHECK_HAS(msg, "division by zero");
    eval("sm[ipc].warp[0].pc", &rc, msg);
    CHECK_HAS(msg, "index of 'sm' must be an integer");
    eval("", &rc, msg);
    CHECK_HAS(msg, "expected an expression");
    eval("12abc", &rc, msg);
    CHECK_HAS(msg, "expected an operator after the number");
    eval("sm[1", &rc, msg);
    CHECK_HAS(msg, "expected ']'");
    /* deep nesting is refused, not a stack overflow */
    char deep[400];
    memset(deep, '(', 300);
    deep[300] = '1';
    deep[301] = '\0';
    eval(deep, &rc, msg);
    CHECK_INT(rc, WS_ERR_INPUT);
}

TEST(conditions_and_format)
{
    struct ws_err e = { 0 };
    struct ws_expr *x = ws_expr_parse("cycle > 10", &e);
    CHECK(ws_expr_is_condition(x));
    CHECK_STR(ws_expr_text(x), "cycle > 10");
    ws_expr_free(x);
    x = ws_expr_parse("cycle + 10", &e);
    CHECK(!ws_expr_is_condition(x));
    ws_expr_free(x);
    char buf[64];
    struct ws_value v = { WS_VAL_INT, 255, 0 };
    ws_value_format(&v, 'x', buf, sizeof buf);
    CHECK_STR(buf, "0xff");
    ws_value_format(&v, 0, buf, sizeof buf);
    CHECK_STR(buf, "255");
    v = (struct ws_value){ WS_VAL_FLOAT, 0, 0.125 };
    ws_value_format(&v, 0, buf, sizeof buf);
    CHECK_STR(buf, "0.125");
}

static int count_names(void *ctx, const char *name)
{
    (void)name;
    (*(int *)ctx)++;
    return 0;
}

TEST(constant_names_listed)
{
    struct ws_err e = { 0 };
    struct ws_expr *x = ws_expr_parse("sm[1].warp[2].pc + cycle + sm[cycle].warp[0].pc", &e);
    int n = 0;
    ws_expr_names(x, count_names, &n);
    CHECK_INT(n, 2);   /* the third has a non-constant index */
    ws_expr_free(x);
}

/* Issue 19: 64-bit integers never wrap or cap silently; indices never narrow. */
static void check_err(const char *text, const char *want)
{
    int rc;
    char msg[1024];
    eval(text, &rc, msg);
    if (rc != WS_ERR_INPUT || !strstr(msg, want))
        ws_test_fail(__FILE__, __LINE__, "'%s': rc %d \"%s\", expected an error with \"%s\"",
                     text, rc, msg, want);
}

TEST(overflow_is_an_error)
{
    CHECK_INT(ival("9223372036854775806 + 1"), INT64_MAX);
    CHECK_INT(ival("-9223372036854775808"), INT64_MIN);
    CHECK_INT(ival("-9223372036854775807 - 1"), INT64_MIN);
    CHECK_INT(ival("0x7fffffffffffffff"), INT64_MAX);
    CHECK_INT(ival("-0x8000000000000000"), INT64_MIN);
    CHECK_INT(ival("3037000499 * 3037000499"), 9223372030926249001LL);
    CHECK_INT(ival("2 - -3"), 5);
    CHECK_INT(ival("-2 * 3"), -6);
    check_err("9223372036854775807 + 1", "integer overflow");
    check_err("-9223372036854775807 - 2", "integer overflow");
    check_err("3037000500 * 3037000500", "integer overflow");
    check_err("-(-9223372036854775808)", "integer overflow");
    check_err("(-9223372036854775807 - 1) / -1", "overflow");
    check_err("9223372036854775808", "out of range");
    check_err("99999999999999999999", "out of range");
    check_err("-9223372036854775809", "out of range");
    check_err("0x8000000000000000", "out of range");
    check_err("0x1ffffffffffffffff", "out of range");
    check_err("1e999", "out of range");
    check_err("sm[4294967296].warp[0].pc", "index 4294967296 of 'sm' is out of range");
    check_err("sm[0].warp[-1].pc", "index -1 of 'warp' is out of range");
    check_err("sm[2147483647 + 1].warp[0].pc", "out of range");
    CHECK_INT(ival("sm[3].warp[2147483647 - 2147483645].pc"), 3016);
}

/* Found by fuzz_expr: /x and /d of a float no int64 holds converted it (undefined). */
TEST(format_float_beyond_int64)
{
    char buf[64];
    struct ws_value v = { WS_VAL_FLOAT, 0, 1.1371e20 };
    ws_value_format(&v, 'd', buf, sizeof buf);
    CHECK_STR(buf, "1.1371e+20 (no 64-bit integer)");
    ws_value_format(&v, 'x', buf, sizeof buf);
    CHECK_STR(buf, "1.1371e+20 (no 64-bit integer)");
    v.f = -1.5;
    ws_value_format(&v, 'd', buf, sizeof buf);
    CHECK_STR(buf, "-1");
    v.f = 0.0 / 0.0;
    ws_value_format(&v, 'x', buf, sizeof buf);
    CHECK_HAS(buf, "(no 64-bit integer)");
}
