/* fuzz_bpt.c — libFuzzer harness of the breakpoint parser and table (src/dbg/bpt.c):
 * each input line is an operation on one table — "b SPEC" break, "t SPEC" tbreak,
 * "w EXPR" watch, "c N EXPR" condition, "d N" delete — and after each, every
 * breakpoint is described and matched against an event of every kind (its fields from
 * the input's length), and the watches are checked. */
#include "fuzz.h"
#include "warpscope/bpt.h"
#include "warpscope/event.h"

static int fuzz_resolve(void *ctx, const char *name, struct ws_value *out, struct ws_err *err)
{
    const int64_t *cycle = ctx;
    if (!strcmp(name, "cycle")) {
        *out = (struct ws_value){ WS_VAL_INT, *cycle, 0 };
        return 0;
    }
    if (!strcmp(name, "ipc")) {
        *out = (struct ws_value){ WS_VAL_FLOAT, 0, (double)*cycle / 3 };
        return 0;
    }
    return ws_errf(err, WS_ERR_INPUT, "unknown name '%s'", name);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 8192)
        return 0;
    int64_t cycle = (int64_t)size;
    struct ws_bpt_table t;
    ws_bpt_init(&t, fuzz_resolve, &cycle);
    char *text = ws_strndup((const char *)data, size);
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        struct ws_err err = { 0 };
        char *arg = line[0] ? line + 1 : line;
        long n = strtol(arg, NULL, 10);
        int rc = 0;
        switch (line[0]) {
        case 'b': rc = ws_bpt_add_event(&t, arg, false, &err) < 0; break;
        case 't': rc = ws_bpt_add_event(&t, arg, true, &err) < 0; break;
        case 'w': rc = ws_bpt_add_watch(&t, arg, &err) < 0; break;
        case 'c': {
            char *sp = *arg ? strchr(arg + 1, ' ') : NULL;   /* "c" alone: no number */
            rc = ws_bpt_set_condition(&t, (int)n, sp ? sp + 1 : "", &err) != 0;
            break;
        }
        case 'd': ws_bpt_delete(&t, (int)n); break;
        default: continue;
        }
        if (rc && (err.code != WS_ERR_INPUT || !err.msg[0]))
            abort();
        for (int i = 0; i < t.n; i++) {
            char buf[256];
            ws_bpt_filter_text(&t.v[i], buf, sizeof buf);
            for (int k = 0; k < WS_EV_COUNT; k++) {
                struct ws_event e = {
                    .cycle = (uint64_t)cycle, .addr = (uint64_t)size * 64, .a = (int64_t)size,
                    .b = -1, .warp = (int32_t)(size % 48), .cta = (int32_t)size,
                    .row = (int32_t)size, .kind = (int16_t)k, .sm = (int16_t)(size % 4),
                    .sched = (int16_t)(size % 2), .ch = (int16_t)(size % 6),
                    .bank = (int16_t)(size % 16) };
                (void)ws_bpt_matches(&t.v[i], &e);
                ws_event_describe(&e, buf, sizeof buf);
            }
        }
        cycle++;
        if (ws_bpt_has_watches(&t) && ws_bpt_check_watches(&t))
            ws_bpt_stop_done(&t);
    }
    free(text);
    ws_bpt_free(&t);
    return 0;
}
