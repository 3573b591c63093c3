/* test_dbg.c — the debugger session: Enter repeats step/next (and nothing else), command
 * lookup by unique prefix and gdb's short forms, output through the callback. */
#include "harness.h"
#include "warpscope/config.h"
#include "warpscope/dbg.h"

#include <stdlib.h>

struct out { char buf[65536]; size_t n; };

static void capture(void *ctx, const char *text)
{
    struct out *o = ctx;
    size_t l = strlen(text);
    if (o->n + l < sizeof o->buf) {
        memcpy(o->buf + o->n, text, l + 1);
        o->n += l;
    }
}

static struct ws_dbg *session(struct out *o)
{
    struct ws_config cfg;
    struct ws_err err = { 0 };
    ws_config_defaults(&cfg);
    cfg.sm_count = 2;
    struct ws_dbg *d = ws_dbg_new(&cfg, "demo:vecadd:n=2048", capture, o, &err);
    if (!d)
        printf("    session: %s\n", err.msg);
    return d;
}

TEST(enter_repeats_step_and_next_only)
{
    struct out o = { .n = 0 };
    struct ws_dbg *d = session(&o);
    if (!d)
        return;
    CHECK_INT(ws_dbg_exec(d, "step 3", false), 0);
    CHECK_INT(ws_sim_cycle(d->sim), 3);
    CHECK_INT(ws_dbg_exec(d, "", false), 0);          /* repeats "step 3" */
    CHECK_INT(ws_sim_cycle(d->sim), 6);
    CHECK_INT(ws_dbg_exec(d, "   ", false), 0);       /* blank counts as empty */
    CHECK_INT(ws_sim_cycle(d->sim), 9);
    CHECK_INT(ws_dbg_exec(d, "", true), 0);           /* scripts never repeat */
    CHECK_INT(ws_sim_cycle(d->sim), 9);
    CHECK_INT(ws_dbg_exec(d, "print cycle", false), 0);
    CHECK_INT(ws_dbg_exec(d, "", false), 0);          /* print is not repeatable */
    CHECK_INT(ws_sim_cycle(d->sim), 9);
    o.n = 0;
    o.buf[0] = '\0';
    CHECK_INT(ws_dbg_exec(d, "n", false), 0);
    uint64_t c1 = ws_sim_cycle(d->sim);
    CHECK(c1 > 9);
    CHECK_INT(ws_dbg_exec(d, "", false), 0);          /* repeats next */
    CHECK(ws_sim_cycle(d->sim) > c1);
    ws_dbg_free(d);
}

TEST(prefixes_and_aliases)
{
    struct ws_err e = { 0 };
    CHECK_STR(ws_dbg_cmd_find("s", &e)->name, "step");
    CHECK_STR(ws_dbg_cmd_find("n", &e)->name, "next");
    CHECK_STR(ws_dbg_cmd_find("c", &e)->name, "continue");
    CHECK_STR(ws_dbg_cmd_find("b", &e)->name, "break");
    CHECK_STR(ws_dbg_cmd_find("p", &e)->name, "print");
    CHECK_STR(ws_dbg_cmd_find("q", &e)->name, "quit");
    CHECK_STR(ws_dbg_cmd_find("i", &e)->name, "info");
    CHECK_STR(ws_dbg_cmd_find("catch", &e)->name, "break");
    CHECK_STR(ws_dbg_cmd_find("cond", &e)->name, "condition");
    CHECK_STR(ws_dbg_cmd_find("wat", &e)->name, "watch");
    CHECK_STR(ws_dbg_cmd_find("undisp", &e)->name, "undisplay");
    CHECK(ws_dbg_cmd_find("di", &e) == NULL);
    CHECK_HAS(e.msg, "Ambiguous command \"di\": disable display diff.");
    CHECK(ws_dbg_cmd_find("zork", &e) == NULL);
    CHECK_HAS(e.msg, "Undefined command: \"zork\"");
}

TEST(commands_collect_until_end)
{
    struct out o = { .n = 0 };
    struct ws_dbg *d = session(&o);
    if (!d)
        return;
    CHECK_INT(ws_dbg_exec(d, "break cta-finish", true), 0);
    CHECK_INT(ws_dbg_exec(d, "commands", true), 0);
    CHECK_INT(ws_dbg_exec(d, "print cycle", true), 0);   /* collected, not run */
    CHECK_INT(ws_dbg_exec(d, "echo x\\n", true), 0);
    CHECK_INT(ws_dbg_exec(d, "end", true), 0);
    struct ws_bpt *b = ws_bpt_find(&d->bpts, 1);
    CHECK(b != NULL);
    if (b) {
        CHECK_INT(b->ncommands, 2);
        CHECK_STR(b->commands[0], "print cycle");
    }
    o.n = 0;
    o.buf[0] = '\0';
    CHECK_INT(ws_dbg_exec(d, "continue", true), 0);
    CHECK_HAS(o.buf, "Breakpoint 1, cta-finish");
    CHECK_HAS(o.buf, "cycle = ");   /* the command ran at the stop */
    ws_dbg_free(d);
}
