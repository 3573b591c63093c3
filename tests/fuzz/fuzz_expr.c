/* fuzz_expr.c — libFuzzer harness of the debugger's expression language (src/dbg/
 * expr.c): parse the input, list its constant names, evaluate it over a small fake
 * registry (integers, floats and indexed names), format the value.  Errors must come
 * back as messages; overflow must be reported, never undefined behaviour (UBSan). */
#include "fuzz.h"
#include "warpscope/expr.h"

/* cycle = 9223372036854775807, ipc = 1.5, big = -9223372036854775808,
 * sm[N].warp[M].pc = N * 1000 + M, anything else unknown. */
static int fuzz_resolve(void *ctx, const char *name, struct ws_value *out, struct ws_err *err)
{
    (void)ctx;
    long s, w;
    char tail[4];
    if (!strcmp(name, "cycle")) {
        *out = (struct ws_value){ WS_VAL_INT, INT64_MAX, 0 };
        return 0;
    }
    if (!strcmp(name, "big")) {
        *out = (struct ws_value){ WS_VAL_INT, INT64_MIN, 0 };
        return 0;
    }
    if (!strcmp(name, "ipc")) {
        *out = (struct ws_value){ WS_VAL_FLOAT, 0, 1.5 };
        return 0;
    }
    if (sscanf(name, "sm[%ld].warp[%ld].p%1s", &s, &w, tail) == 3 && !strcmp(tail, "c") &&
        s >= 0 && s < 16 && w >= 0 && w < 64) {
        *out = (struct ws_value){ WS_VAL_INT, s * 1000 + w, 0 };
        return 0;
    }
    return ws_errf(err, WS_ERR_INPUT, "unknown name '%s'", name);
}

static int fuzz_name(void *ctx, const char *name)
{
    (void)ctx;
    return name[0] == '\0';   /* a name is never empty */
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096)
        return 0;
    char *text = ws_strndup((const char *)data, size);
    struct ws_err err = { 0 };
    struct ws_expr *e = ws_expr_parse(text, &err);
    if (!e) {
        if (err.code != WS_ERR_INPUT || !err.msg[0])
            abort();
    } else {
        if (strcmp(ws_expr_text(e), text))
            abort();
        if (ws_expr_names(e, fuzz_name, NULL))
            abort();
        struct ws_value v;
        if (ws_expr_eval(e, fuzz_resolve, NULL, &v, &err) == 0) {
            static const char fmts[] = { 0, 'x', 'd', 'f' };
            char buf[64];
            for (size_t i = 0; i < sizeof fmts; i++)
                ws_value_format(&v, fmts[i], buf, sizeof buf);
            (void)ws_value_truthy(&v);
            (void)ws_expr_is_condition(e);
        } else if (!err.msg[0]) {
            abort();
        }
        ws_expr_free(e);
    }
    free(text);
    return 0;
}
