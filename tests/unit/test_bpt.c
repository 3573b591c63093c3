/* test_bpt.c — breakpoint parsing, filters, conditions, ignore counts, temporaries and
 * watchpoints, driven through a real event bus (and two, for the sides of a diff). */
#include "harness.h"
#include "warpscope/bpt.h"

#include <ctype.h>

static int64_t fake_cycle;

static int resolve(void *ctx, const char *name, struct ws_value *out, struct ws_err *err)
{
    (void)ctx;
    if (!strcmp(name, "cycle")) {
        *out = (struct ws_value){ WS_VAL_INT, fake_cycle, 0 };
        return 0;
    }
    return ws_errf(err, WS_ERR_INPUT, "unknown name '%s'", name);
}

static struct ws_event ev(struct ws_event_bus *b, int kind, int sm, int ch, int bank)
{
    struct ws_event e = ws_event_make(b, kind);
    e.sm = (int16_t)sm;
    e.ch = (int16_t)ch;
    e.bank = (int16_t)bank;
    return e;
}

TEST(parse_and_errors)
{
    struct ws_bpt_table t;
    struct ws_err e = { 0 };
    ws_bpt_init(&t, resolve, NULL);
    CHECK_INT(ws_bpt_add_event(&t, "row-close ch=2 bank=1", false, &e), 1);
    CHECK_INT(ws_bpt_add_event(&t, "group-switch sm=0 if cycle > 5", true, &e), 2);
    char buf[128];
    ws_bpt_filter_text(ws_bpt_find(&t, 1), buf, sizeof buf);
    CHECK_STR(buf, "ch=2 bank=1");
    CHECK(ws_bpt_find(&t, 2)->temporary);
    CHECK_STR(ws_expr_text(ws_bpt_find(&t, 2)->cond), "cycle > 5");
    CHECK(ws_bpt_add_event(&t, "row-clsoe", false, &e) < 0);
    CHECK_HAS(e.msg, "unknown event 'row-clsoe' (did you mean 'row-close'?)");
    CHECK_HAS(e.msg, "events: kernel-start kernel-end");
    CHECK(ws_bpt_add_event(&t, "issue lane=3", false, &e) < 0);
    CHECK_HAS(e.msg, "unknown filter 'lane'");
    CHECK(ws_bpt_add_event(&t, "issue sm=x", false, &e) < 0);
    CHECK_HAS(e.msg, "sm=x: expected a number >= 0");
    CHECK(ws_bpt_add_event(&t, "issue sm", false, &e) < 0);
    CHECK_HAS(e.msg, "expected KEY=N or 'if EXPR'");
    CHECK(ws_bpt_add_event(&t, "issue if 1 +", false, &e) < 0);
    CHECK_HAS(e.msg, "condition: column");
    CHECK(ws_bpt_add_event(&t, "", false, &e) < 0);
    CHECK_INT(ws_bpt_delete(&t, 1), 0);
    CHECK_INT(ws_bpt_delete(&t, 1), -1);
    ws_bpt_free(&t);
}

TEST(filters_conditions_ignore)
{
    struct ws_event_bus bus;
    struct ws_bpt_table t;
    struct ws_err e = { 0 };
    ws_event_bus_init(&bus);
    ws_bpt_init(&t, resolve, NULL);
    int n = ws_bpt_add_event(&t, "row-close ch=2", false, &e);
    ws_bpt_attach(&t, &bus);
    CHECK(ws_event_wanted(&bus, WS_EV_ROW_CLOSE));
    CHECK(!ws_event_wanted(&bus, WS_EV_ISSUE));
    struct ws_event x = ev(&bus, WS_EV_ROW_CLOSE, -1, 1, 0);
    ws_emit(&bus, &x);
    CHECK(!bus.stop);
    x = ev(&bus, WS_EV_ROW_CLOSE, -1, 2, 3);
    ws_emit(&bus, &x);
    CHECK(bus.stop);
    CHECK(!t.stop.stopped);          /* queued: delivered by ws_bpt_next_stop */
    CHECK(ws_bpt_next_stop(&t));
    CHECK(t.stop.stopped);
    CHECK_INT(t.stop.num, n);
    CHECK_INT(t.stop.event.bank, 3);
    CHECK_INT(ws_bpt_find(&t, n)->hits, 1);
    ws_bpt_stop_done(&t);
    bus.stop = false;
    /* ignore the next two hits */
    ws_bpt_find(&t, n)->ignore = 2;
    for (int i = 0; i < 2; i++) {
        ws_emit(&bus, &x);
        CHECK(!bus.stop);
    }
    ws_emit(&bus, &x);
    CHECK(bus.stop);
    CHECK(ws_bpt_next_stop(&t));
    CHECK_INT(ws_bpt_find(&t, n)->hits, 4);
    ws_bpt_stop_done(&t);
    bus.stop = false;
    /* a condition */
    CHECK_INT(ws_bpt_set_condition(&t, n, "cycle >= 10", &e), 0);
    fake_cycle = 9;
    ws_emit(&bus, &x);
    CHECK(!bus.stop);
    fake_cycle = 10;
    ws_emit(&bus, &x);
    CHECK(bus.stop);
    CHECK(ws_bpt_next_stop(&t));
    ws_bpt_stop_done(&t);
    bus.stop = false;
    /* disabled: no subscription at all */
    ws_bpt_find(&t, n)->enabled = false;
    ws_bpt_attach(&t, &bus);
    CHECK(!ws_event_wanted(&bus, WS_EV_ROW_CLOSE));
    ws_bpt_free(&t);
    CHECK_INT(bus.mask, 0);
}

TEST(condition_error_stops)
{
    struct ws_event_bus bus;
    struct ws_bpt_table t;
    struct ws_err e = { 0 };
    ws_event_bus_init(&bus);
    ws_bpt_init(&t, resolve, NULL);
    ws_bpt_add_event(&t, "issue if nosuch == 1", false, &e);
    ws_bpt_attach(&t, &bus);
    struct ws_event x = ev(&bus, WS_EV_ISSUE, 0, -1, -1);
    ws_emit(&bus, &x);
    CHECK(bus.stop);
    CHECK(ws_bpt_next_stop(&t));
    CHECK_HAS(t.stop.error, "error in condition of breakpoint 1: unknown name 'nosuch'");
    ws_bpt_free(&t);
}

TEST(temporary_deleted_after_stop)
{
    struct ws_event_bus bus;
    struct ws_bpt_table t;
    struct ws_err e = { 0 };
    ws_event_bus_init(&bus);
    ws_bpt_init(&t, resolve, NULL);
    int n = ws_bpt_add_event(&t, "cta-finish", true, &e);
    ws_bpt_attach(&t, &bus);
    struct ws_event x = ev(&bus, WS_EV_CTA_FINISH, 1, -1, -1);
    ws_emit(&bus, &x);
    ws_emit(&bus, &x);               /* a second one in the same cycle */
    CHECK(ws_bpt_next_stop(&t));
    CHECK(t.stop.stopped);
    ws_bpt_stop_done(&t);
    CHECK(ws_bpt_find(&t, n) == NULL);
    CHECK(!ws_event_wanted(&bus, WS_EV_CTA_FINISH));
    CHECK(!ws_bpt_next_stop(&t));    /* deleted: its second event is no stop */
    ws_bpt_free(&t);
}

TEST(watchpoints)
{
    struct ws_bpt_table t;
    struct ws_err e = { 0 };
    ws_bpt_init(&t, resolve, NULL);
    fake_cycle = 1;
    int w1 = ws_bpt_add_watch(&t, "cycle / 10", &e);
    CHECK(w1 > 0);
    CHECK(ws_bpt_has_watches(&t));
    fake_cycle = 5;
    CHECK(!ws_bpt_check_watches(&t));
    fake_cycle = 12;
    CHECK(ws_bpt_check_watches(&t));
    CHECK_INT(t.stop.num, w1);
    CHECK_INT(t.stop.old_val.i, 0);
    CHECK_INT(t.stop.new_val.i, 1);
    ws_bpt_stop_done(&t);
    ws_bpt_delete(&t, w1);
    /* a comparison fires when it becomes true, not when it becomes false */
    fake_cycle = 0;
    int w2 = ws_bpt_add_watch(&t, "cycle >= 3", &e);
    fake_cycle = 2;
    CHECK(!ws_bpt_check_watches(&t));
    fake_cycle = 3;
    CHECK(ws_bpt_check_watches(&t));
    CHECK_INT(t.stop.num, w2);
    ws_bpt_stop_done(&t);
    fake_cycle = 4;
    CHECK(!ws_bpt_check_watches(&t));
    CHECK(ws_bpt_add_watch(&t, "nosuch", &e) < 0);
    CHECK_HAS(e.msg, "unknown name 'nosuch'");
    ws_bpt_free(&t);
}

TEST(describe_event)
{
    struct ws_event_bus bus;
    ws_event_bus_init(&bus);
    struct ws_event x = ev(&bus, WS_EV_GROUP_SWITCH, 2, -1, -1);
    x.a = 0;
    x.b = 1;
    char buf[200];
    ws_event_describe(&x, buf, sizeof buf);
    CHECK_STR(buf, "sm=2 from=0 to=1");
    /* the fields a kind leaves unused are not shown; pc is shown even when 0 */
    x = ev(&bus, WS_EV_MSHR_FULL, 0, -1, -1);
    x.a = 4;
    x.b = 0;
    x.addr = 0x80;
    ws_event_describe(&x, buf, sizeof buf);
    CHECK_STR(buf, "sm=0 line=0x80 mshrs=4");
    x = ev(&bus, WS_EV_ISSUE, 1, -1, -1);
    x.a = 7;
    x.b = 0;
    ws_event_describe_op(&x, "LDG", buf, sizeof buf);
    CHECK_STR(buf, "sm=1 pc=0x0000 op=LDG inst=0");
    /* the same kind named by its source: OWL's DRAM prefetch vs CTAA's SM prefetch */
    x = ev(&bus, WS_EV_PREFETCH, -1, 2, 1);
    x.a = 3;
    x.b = 5;
    ws_event_describe(&x, buf, sizeof buf);
    CHECK_STR(buf, "ch=2 bank=1 row_line=3 row_prefetches=5");
    for (int k = 0; k < WS_EV_COUNT; k++) {   /* every kind has an entry */
        x = ev(&bus, k, 0, -1, -1);
        CHECK(ws_event_field_name(&x, WS_EV_FIELD_A) || k == WS_EV_ROW_OPEN);
    }
}

TEST(every_matching_event_is_a_stop)
{
    struct ws_event_bus bus;
    struct ws_bpt_table t;
    struct ws_err e = { 0 };
    ws_event_bus_init(&bus);
    ws_bpt_init(&t, resolve, NULL);
    int a = ws_bpt_add_event(&t, "issue", false, &e);
    int b = ws_bpt_add_event(&t, "issue sm=1", false, &e);
    ws_bpt_attach(&t, &bus);
    /* three issues in one cycle: SM 0, SM 1 (both breakpoints match), SM 2 */
    for (int sm = 0; sm < 3; sm++) {
        struct ws_event x = ev(&bus, WS_EV_ISSUE, sm, -1, -1);
        ws_emit(&bus, &x);
    }
    CHECK(bus.stop);
    CHECK_INT(ws_bpt_find(&t, a)->hits, 0);   /* counted when delivered */
    for (int sm = 0; sm < 3; sm++) {
        CHECK(ws_bpt_next_stop(&t));
        CHECK_INT(t.stop.num, a);
        CHECK_INT(t.stop.event.sm, sm);
        CHECK_INT(ws_bpt_find(&t, a)->hits, (uint64_t)sm + 1);
        ws_bpt_stop_done(&t);
    }
    CHECK_INT(ws_bpt_find(&t, b)->hits, 1);   /* the SM 1 event counted for both */
    CHECK(!ws_bpt_next_stop(&t));
    /* ignore counts apply at delivery; dropping the queue counts nothing */
    ws_bpt_find(&t, a)->ignore = 1;
    for (int sm = 0; sm < 3; sm++) {
        struct ws_event x = ev(&bus, WS_EV_ISSUE, sm, -1, -1);
        ws_emit(&bus, &x);
    }
    CHECK(ws_bpt_next_stop(&t));          /* SM 0 ignored (at the event), SM 1 stops */
    CHECK_INT(t.stop.event.sm, 1);
    CHECK_INT(ws_bpt_find(&t, a)->hits, 5);
    ws_bpt_stop_done(&t);
    CHECK(ws_bpt_has_pending(&t));
    ws_bpt_pending_clear(&t);
    CHECK(!ws_bpt_next_stop(&t));
    CHECK_INT(ws_bpt_find(&t, a)->hits, 5);
    ws_bpt_free(&t);
}

/* The man page's EVENTS table names every kind and, in its row, every field the kind
 * carries (both sources of prefetch and prefetch-use). */
TEST(man_events_table_covers_every_field)
{
    FILE *f = fopen("man/warpscope.1", "r");
    CHECK(f != NULL);
    if (!f)
        return;
    static char man[1 << 20];
    size_t n = fread(man, 1, sizeof man - 1, f);
    fclose(f);
    man[n] = '\0';
    const char *sec = strstr(man, "\n.SH EVENTS\n");
    CHECK(sec != NULL);
    if (!sec)
        return;
    struct ws_event_bus bus;
    ws_event_bus_init(&bus);
    for (int k = 0; k < WS_EV_COUNT; k++) {
        /* the row: a line that starts with the kind (or ", kind"), then T{ text T} */
        const char *row = NULL;
        size_t kl = strlen(ws_event_names[k]);
        for (const char *p = sec; (p = strstr(p + 1, ws_event_names[k])) && !row;) {
            bool start = p[-1] == '\n' || (p[-1] == ' ' && p[-2] == ',');
            if (start && (p[kl] == '\t' || p[kl] == ','))
                row = p;
        }
        CHECK(row != NULL);
        if (!row)
            continue;
        const char *end = strstr(row, "T}");
        CHECK(end != NULL);
        for (int ch = -1; ch <= 0 && end; ch++) {
            struct ws_event x = ev(&bus, k, 0, ch, -1);
            for (int fld = WS_EV_FIELD_A; fld <= WS_EV_FIELD_ADDR; fld++) {
                const char *name = ws_event_field_name(&x, (enum ws_event_field)fld);
                if (!name)
                    continue;
                bool found = false;
                for (const char *p = row; (p = strstr(p, name)) && p < end; p++)
                    found |= !isalnum((unsigned char)p[-1]) && p[-1] != '_' &&
                             !isalnum((unsigned char)p[strlen(name)]) && p[strlen(name)] != '_';
                if (!found)
                    fprintf(stderr, "man EVENTS: %s lacks field %s\n", ws_event_names[k], name);
                CHECK(found);
            }
        }
    }
}

/* Two sides (debug --diff): a resolver whose unprefixed "v" is side A's or side B's value
 * (as eval_side says, and saying so through side_used) and "a.v" side A's always. */
static int64_t side_v[2];
static int resolve_sides(void *ctx, const char *name, struct ws_value *out, struct ws_err *err)
{
    struct ws_bpt_table *t = ctx;
    if (!strcmp(name, "a.v")) {
        *out = (struct ws_value){ WS_VAL_INT, side_v[0], 0 };
        return 0;
    }
    if (!strcmp(name, "v")) {
        int s = t->eval_side >= 0 ? t->eval_side : 0;
        t->side_used = t->eval_side >= 0;
        *out = (struct ws_value){ WS_VAL_INT, side_v[s], 0 };
        return 0;
    }
    return ws_errf(err, WS_ERR_INPUT, "unknown name '%s'", name);
}

/* An event on side B's bus stops side B's bus (not A's) and says so; each side's ignored
 * hits are counted at once unless that side has a stop waiting; a condition sees the
 * side of its event; a watch on a side's name fires per side, one on side A's name once. */
TEST(two_sides)
{
    struct ws_event_bus bus[2];
    struct ws_bpt_table t;
    struct ws_err e = { 0 };
    ws_event_bus_init(&bus[0]);
    ws_event_bus_init(&bus[1]);
    ws_bpt_init(&t, resolve_sides, &t);
    int n = ws_bpt_add_event(&t, "row-close if v > 5", false, &e);
    CHECK(n > 0);
    ws_bpt_attach_sides(&t, &bus[0], &bus[1]);
    CHECK(ws_bpt_armed(&t));
    CHECK(ws_event_wanted(&bus[1], WS_EV_ROW_CLOSE));
    side_v[0] = 1, side_v[1] = 9;
    struct ws_event x = ev(&bus[0], WS_EV_ROW_CLOSE, -1, 0, 0);
    ws_emit(&bus[0], &x);              /* side A: v is 1, no stop */
    CHECK(!bus[0].stop);
    x = ev(&bus[1], WS_EV_ROW_CLOSE, -1, 1, 2);
    ws_emit(&bus[1], &x);              /* side B: v is 9 */
    CHECK(bus[1].stop);
    CHECK(!bus[0].stop);
    CHECK(ws_bpt_next_stop(&t));
    CHECK_INT(t.stop.side, 1);
    CHECK_INT(t.stop.event.ch, 1);
    ws_bpt_stop_done(&t);
    /* ignore 1: side B has a stop waiting, so its next hit queues behind it; side A's
     * hit is counted (and used up) at once without stopping A */
    side_v[0] = 9;
    bus[1].stop = false;
    ws_emit(&bus[1], &x);
    ws_bpt_find(&t, n)->ignore = 1;
    x = ev(&bus[0], WS_EV_ROW_CLOSE, -1, 0, 0);
    ws_emit(&bus[0], &x);
    CHECK(!bus[0].stop);
    CHECK_INT(ws_bpt_find(&t, n)->ignore, 0);
    CHECK(ws_bpt_next_stop(&t));
    CHECK_INT(t.stop.side, 1);
    ws_bpt_stop_done(&t);
    ws_bpt_delete(&t, n);
    CHECK(!ws_bpt_armed(&t));
    /* watches: "v" per side, "a.v" once */
    side_v[0] = side_v[1] = 0;
    int w1 = ws_bpt_add_watch(&t, "v", &e), w2 = ws_bpt_add_watch(&t, "a.v > 3", &e);
    CHECK(w1 > 0 && w2 > 0);
    side_v[1] = 4;
    CHECK(ws_bpt_check_watches(&t));
    CHECK_INT(t.stop.num, w1);
    CHECK_INT(t.stop.side, 1);
    CHECK_INT(t.stop.new_val.i, 4);
    ws_bpt_stop_done(&t);
    CHECK(!ws_bpt_check_watches(&t));   /* side A's v did not change */
    side_v[0] = 7;
    CHECK(ws_bpt_check_watches(&t));
    CHECK_INT(t.stop.num, w1);
    CHECK_INT(t.stop.side, 0);
    ws_bpt_stop_done(&t);
    ws_bpt_delete(&t, w1);
    side_v[0] = 0;                      /* a.v > 3 becomes false (no stop) ... */
    CHECK(!ws_bpt_check_watches(&t));
    side_v[0] = 8;                      /* ... then true: once, on no side */
    CHECK(ws_bpt_check_watches(&t));
    CHECK_INT(t.stop.num, w2);
    CHECK_INT(t.stop.side, -1);
    ws_bpt_stop_done(&t);
    CHECK(!ws_bpt_check_watches(&t));
    /* back to one bus: one side */
    ws_bpt_attach(&t, &bus[0]);
    CHECK_INT(t.nsides, 1);
    ws_bpt_free(&t);
}
