/* bpt.c — breakpoints on events (with field filters, conditions, ignore counts) and
 * watchpoints on expressions. */
#include "warpscope/bpt.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const bpt_filter_keys[] = { "sm", "warp", "cta", "sched", "ch", "bank", "row" };
#define BPT_NKEYS 7

static int64_t *bpt_filter_slot(struct ws_bpt_filter *f, int k)
{
    int64_t *slots[BPT_NKEYS] = { &f->sm, &f->warp, &f->cta, &f->sched, &f->ch, &f->bank, &f->row };
    return slots[k];
}

static int64_t bpt_filter_get(const struct ws_bpt_filter *f, int k)
{
    const int64_t vals[BPT_NKEYS] = { f->sm, f->warp, f->cta, f->sched, f->ch, f->bank, f->row };
    return vals[k];
}

static int64_t bpt_event_field(const struct ws_event *e, int k)
{
    const int64_t vals[BPT_NKEYS] = { e->sm, e->warp, e->cta, e->sched, e->ch, e->bank, e->row };
    return vals[k];
}

void ws_bpt_init(struct ws_bpt_table *t, ws_expr_resolve_fn resolve, void *ctx)
{
    memset(t, 0, sizeof *t);
    t->next_num = 1;
    t->resolve = resolve;
    t->resolve_ctx = ctx;
    t->nsides = 1;
    t->eval_side = -1;
}

static void bpt_clear(struct ws_bpt *b)
{
    ws_expr_free(b->cond);
    ws_expr_free(b->watch);
    for (int i = 0; i < b->ncommands; i++)
        free(b->commands[i]);
    free(b->commands);
}

void ws_bpt_free(struct ws_bpt_table *t)
{
    ws_bpt_detach(t);
    ws_bpt_pending_clear(t);
    free(t->pend);
    for (int i = 0; i < t->n; i++)
        bpt_clear(&t->v[i]);
    free(t->v);
    memset(t, 0, sizeof *t);
}

static struct ws_bpt *bpt_new(struct ws_bpt_table *t)
{
    WS_GROW(t->v, t->cap, (size_t)t->n + 1);
    struct ws_bpt *b = &t->v[t->n++];
    memset(b, 0, sizeof *b);
    b->num = t->next_num++;
    b->enabled = true;
    b->kind = -1;
    struct ws_bpt_filter any = { -1, -1, -1, -1, -1, -1, -1 };
    b->filter = any;
    return b;
}

static int bpt_unknown_event(const char *name, struct ws_err *err)
{
    char list[1024] = "";
    for (int i = 0; i < WS_EV_COUNT; i++) {
        strncat(list, ws_event_names[i], sizeof list - strlen(list) - 1);
        if (i + 1 < WS_EV_COUNT)
            strncat(list, " ", sizeof list - strlen(list) - 1);
    }
    const char *best = ws_closest(name, (const char *const *)ws_event_names, WS_EV_COUNT);
    if (best)
        return ws_errf(err, WS_ERR_INPUT, "unknown event '%s' (did you mean '%s'?); events: %s",
                       name, best, list);
    return ws_errf(err, WS_ERR_INPUT, "unknown event '%s'; events: %s", name, list);
}

/* Split off the next white-space separated word of *s into buf. */
static bool bpt_word(const char **s, char *buf, size_t n)
{
    const char *p = *s;
    while (isspace((unsigned char)*p))
        p++;
    if (!*p)
        return false;
    size_t k = 0;
    while (*p && !isspace((unsigned char)*p)) {
        if (k + 1 < n)
            buf[k++] = *p;
        p++;
    }
    buf[k] = '\0';
    *s = p;
    return true;
}

/* What each filter counts, for the message when a value is beyond the configuration. */
static const char *const bpt_filter_units[BPT_NKEYS] = {
    "SMs", "warp slots per SM", "CTAs", "schedulers per SM", "DRAM channels",
    "banks per channel", "rows"
};

void ws_bpt_set_limits(struct ws_bpt_table *t, const struct ws_bpt_filter *limits)
{
    t->limits = *limits;
}

static int bpt_parse_filter(const struct ws_bpt_table *t, struct ws_bpt *b, const char *word,
                            struct ws_err *err)
{
    const char *eq = strchr(word, '=');
    if (!eq)
        return ws_errf(err, WS_ERR_INPUT, "expected KEY=N or 'if EXPR', got '%s'", word);
    size_t kl = (size_t)(eq - word);
    for (int k = 0; k < BPT_NKEYS; k++) {
        if (strlen(bpt_filter_keys[k]) == kl && !strncmp(word, bpt_filter_keys[k], kl)) {
            int64_t v;
            if (!ws_parse_i64(eq + 1, &v) || v < 0)
                return ws_errf(err, WS_ERR_INPUT, "%.*s=%s: expected a number >= 0", (int)kl,
                               word, eq + 1);
            int64_t lim = bpt_filter_get(&t->limits, k);
            if (lim > 0 && v >= lim)
                return ws_errf(err, WS_ERR_INPUT, "%.*s=%s: beyond this configuration, which "
                               "has %" PRId64 " %s (%s=0..%" PRId64 ")", (int)kl, word, eq + 1,
                               lim, bpt_filter_units[k], bpt_filter_keys[k], lim - 1);
            *bpt_filter_slot(&b->filter, k) = v;
            return WS_OK;
        }
    }
    return ws_errf(err, WS_ERR_INPUT,
                   "unknown filter '%.*s' (expected sm, warp, cta, sched, ch, bank or row)",
                   (int)kl, word);
}

int ws_bpt_add_event(struct ws_bpt_table *t, const char *spec, bool temporary,
                     struct ws_err *err)
{
    const char *p = spec;
    char word[256];
    if (!bpt_word(&p, word, sizeof word))
        return -ws_errf(err, WS_ERR_INPUT, "expected an event name (e.g. 'break row-close ch=2')");
    int kind = ws_event_kind_find(word);
    if (kind < 0)
        return -bpt_unknown_event(word, err);
    struct ws_bpt tmp;
    memset(&tmp, 0, sizeof tmp);
    struct ws_bpt_filter any = { -1, -1, -1, -1, -1, -1, -1 };
    tmp.filter = any;
    for (;;) {
        if (!bpt_word(&p, word, sizeof word))
            break;
        if (!strcmp(word, "if")) {
            while (isspace((unsigned char)*p))
                p++;
            tmp.cond = ws_expr_parse(p, err);
            if (!tmp.cond) {
                char m[sizeof err->msg];
                snprintf(m, sizeof m, "%s", err->msg);
                return -ws_errf(err, WS_ERR_INPUT, "condition: %s", m);
            }
            break;
        }
        if (bpt_parse_filter(t, &tmp, word, err))
            return -err->code;
    }
    struct ws_bpt *b = bpt_new(t);
    b->type = WS_BPT_EVENT;
    b->kind = kind;
    b->temporary = temporary;
    b->filter = tmp.filter;
    b->cond = tmp.cond;
    ws_bpt_resubscribe(t);
    return b->num;
}

int ws_bpt_add_diverge(struct ws_bpt_table *t, int kind, bool temporary, struct ws_expr *cond)
{
    struct ws_bpt *b = bpt_new(t);
    b->type = WS_BPT_DIVERGE;
    b->diverge = kind;
    b->temporary = temporary;
    b->cond = cond;
    return b->num;
}

bool ws_bpt_wants_diverge(const struct ws_bpt_table *t, int kind)
{
    for (int i = 0; i < t->n; i++)
        if (t->v[i].type == WS_BPT_DIVERGE && t->v[i].enabled &&
            (t->v[i].diverge < 0 || t->v[i].diverge == kind))
            return true;
    return false;
}

bool ws_bpt_diverged(struct ws_bpt_table *t, int kind)
{
    bool fired = false;
    for (int i = 0; i < t->n; i++) {
        struct ws_bpt *b = &t->v[i];
        if (b->type != WS_BPT_DIVERGE || !b->enabled || (b->diverge >= 0 && b->diverge != kind))
            continue;
        char error[sizeof t->stop.error] = "";
        if (b->cond) {
            struct ws_value v;
            struct ws_err err = { 0 };
            if (ws_expr_eval(b->cond, t->resolve, t->resolve_ctx, &v, &err))
                snprintf(error, sizeof error, "error in condition of breakpoint %d: %s", b->num,
                         err.msg);
            else if (!ws_value_truthy(&v))
                continue;
        }
        if (!error[0]) {
            b->hits++;
            if (b->ignore > 0) {
                b->ignore--;
                continue;
            }
        }
        if (!fired && !t->stop.stopped) {
            t->stop.stopped = true;
            t->stop.num = b->num;
            t->stop.is_watch = false;
            t->stop.is_diverge = true;
            t->stop.side = -1;
            t->stop.diverge = kind;
            snprintf(t->stop.error, sizeof t->stop.error, "%s", error);
        }
        fired = true;
    }
    return fired;
}

/* Evaluate watch x on side `side` (with two sides; else as it is).  Returns how many
 * sides the watch has (1, or 2 when two are attached and it named a side's values), -1
 * on an error (err filled). */
static int bpt_watch_eval(struct ws_bpt_table *t, const struct ws_expr *x, int side,
                          struct ws_value *v, struct ws_err *err)
{
    t->eval_side = t->nsides > 1 ? side : -1;
    t->side_used = false;
    int rc = ws_expr_eval(x, t->resolve, t->resolve_ctx, v, err);
    bool used = t->side_used;
    t->eval_side = -1;
    t->side_used = false;
    if (rc)
        return -1;
    return t->nsides > 1 && used ? 2 : 1;
}

int ws_bpt_add_watch(struct ws_bpt_table *t, const char *text, struct ws_err *err)
{
    struct ws_expr *x = ws_expr_parse(text, err);
    if (!x)
        return -err->code;
    struct ws_value v[2];
    int n = bpt_watch_eval(t, x, 0, &v[0], err);
    if (n < 0 || (n == 2 && bpt_watch_eval(t, x, 1, &v[1], err) < 0)) {
        ws_expr_free(x);
        return -err->code;
    }
    struct ws_bpt *b = bpt_new(t);
    b->type = WS_BPT_WATCH;
    b->watch = x;
    for (int i = 0; i < n; i++) {
        b->last[i] = v[i];
        b->has_last[i] = true;
    }
    return b->num;
}

struct ws_bpt *ws_bpt_find(struct ws_bpt_table *t, int num)
{
    for (int i = 0; i < t->n; i++)
        if (t->v[i].num == num)
            return &t->v[i];
    return NULL;
}

int ws_bpt_delete(struct ws_bpt_table *t, int num)
{
    for (int i = 0; i < t->n; i++)
        if (t->v[i].num == num) {
            bpt_clear(&t->v[i]);
            memmove(&t->v[i], &t->v[i + 1], sizeof *t->v * (size_t)(t->n - i - 1));
            t->n--;
            ws_bpt_resubscribe(t);
            return 0;
        }
    return -1;
}

void ws_bpt_delete_all(struct ws_bpt_table *t)
{
    for (int i = 0; i < t->n; i++)
        bpt_clear(&t->v[i]);
    t->n = 0;
    ws_bpt_resubscribe(t);
}

int ws_bpt_set_condition(struct ws_bpt_table *t, int num, const char *text, struct ws_err *err)
{
    struct ws_bpt *b = ws_bpt_find(t, num);
    if (!b)
        return ws_errf(err, WS_ERR_INPUT, "no breakpoint number %d", num);
    struct ws_expr *x = NULL;
    if (text && *text) {
        x = ws_expr_parse(text, err);
        if (!x)
            return err->code;
    }
    ws_expr_free(b->cond);
    b->cond = x;
    return WS_OK;
}

bool ws_bpt_matches(const struct ws_bpt *b, const struct ws_event *e)
{
    if (b->type != WS_BPT_EVENT || b->kind != e->kind)
        return false;
    for (int k = 0; k < BPT_NKEYS; k++) {
        int64_t want = bpt_filter_get(&b->filter, k);
        if (want >= 0 && bpt_event_field(e, k) != want)
            return false;
    }
    return true;
}

static void bpt_queue(struct ws_bpt_table *t, const struct ws_bpt *b, const struct ws_event *e,
                      uint64_t seq, char *error, int side)
{
    WS_GROW(t->pend, t->pend_cap, t->npend + 1);
    t->pend[t->npend++] = (struct ws_bpt_pending){ *e, seq, b->num, side, error };
    t->bus[side]->stop = true;
}

/* Events of this side wait to be delivered (then its ignored hits queue behind them). */
static bool bpt_side_pending(const struct ws_bpt_table *t, int side)
{
    for (size_t i = t->phead; i < t->npend; i++)
        if (t->pend[i].side == side)
            return true;
    return false;
}

static void bpt_on_event(void *ctx, const struct ws_event *e)
{
    const struct ws_bpt_src *src = ctx;
    struct ws_bpt_table *t = src->t;
    int side = src->side;
    uint64_t seq = ++t->seq;
    for (int i = 0; i < t->n; i++) {
        struct ws_bpt *b = &t->v[i];
        if (!b->enabled || !ws_bpt_matches(b, e))
            continue;
        if (b->cond) {
            struct ws_value v;
            struct ws_err err = { 0 };
            t->eval_side = t->nsides > 1 ? side : -1;   /* the condition sees its side */
            int rc = ws_expr_eval(b->cond, t->resolve, t->resolve_ctx, &v, &err);
            t->eval_side = -1;
            if (rc) {
                /* like gdb: an error in a condition stops, saying so */
                char msg[sizeof t->stop.error];
                snprintf(msg, sizeof msg, "error in condition of breakpoint %d: %s", b->num,
                         err.msg);
                bpt_queue(t, b, e, seq, ws_strdup(msg), side);
                continue;
            }
            if (!ws_value_truthy(&v))
                continue;
        }
        /* nothing of its side waits to be delivered: an ignored hit need not stop it */
        if (b->ignore > 0 && !bpt_side_pending(t, side)) {
            b->hits++;
            b->ignore--;
            continue;
        }
        bpt_queue(t, b, e, seq, NULL, side);
    }
}

bool ws_bpt_has_pending(const struct ws_bpt_table *t)
{
    return t->phead < t->npend;
}

void ws_bpt_pending_clear(struct ws_bpt_table *t)
{
    for (size_t i = t->phead; i < t->npend; i++)
        free(t->pend[i].error);
    t->npend = t->phead = 0;
}

bool ws_bpt_next_stop(struct ws_bpt_table *t)
{
    while (t->phead < t->npend) {
        struct ws_bpt_pending p = t->pend[t->phead++];
        struct ws_bpt *b = ws_bpt_find(t, p.num);
        bool deliver = false;
        if (b && b->enabled && p.error) {
            deliver = true;
            snprintf(t->stop.error, sizeof t->stop.error, "%s", p.error);
        } else if (b && b->enabled) {
            b->hits++;
            if (b->ignore > 0)
                b->ignore--;
            else
                deliver = true;
            t->stop.error[0] = '\0';
        }
        free(p.error);
        if (!deliver)
            continue;
        t->stop.stopped = true;
        t->stop.num = p.num;
        t->stop.is_watch = false;
        t->stop.side = t->nsides > 1 ? p.side : -1;
        t->stop.event = p.event;
        /* the other breakpoints this same event matched count it, without a stop */
        while (t->phead < t->npend && t->pend[t->phead].seq == p.seq) {
            struct ws_bpt_pending *q = &t->pend[t->phead++];
            struct ws_bpt *c = ws_bpt_find(t, q->num);
            if (c && c->enabled && !q->error)
                c->hits++;
            free(q->error);
        }
        if (t->phead == t->npend)
            t->npend = t->phead = 0;
        return true;
    }
    t->npend = t->phead = 0;
    return false;
}

/* Subscribe on the buses set, to the kinds of the enabled event breakpoints. */
static void bpt_subscribe(struct ws_bpt_table *t)
{
    uint64_t mask = 0;
    for (int i = 0; i < t->n; i++)
        if (t->v[i].type == WS_BPT_EVENT && t->v[i].enabled)
            mask |= WS_EV_BIT(t->v[i].kind);
    for (int s = 0; s < 2; s++) {
        t->src[s] = (struct ws_bpt_src){ t, s };
        if (t->bus[s] && t->sub_id[s] > 0)
            ws_event_unsubscribe(t->bus[s], t->sub_id[s]);
        t->sub_id[s] = 0;
        if (t->bus[s] && mask)
            t->sub_id[s] = ws_event_subscribe(t->bus[s], mask, bpt_on_event, &t->src[s]);
    }
}

void ws_bpt_attach(struct ws_bpt_table *t, struct ws_event_bus *bus)
{
    ws_bpt_attach_sides(t, bus, NULL);
    t->nsides = 1;
}

void ws_bpt_attach_sides(struct ws_bpt_table *t, struct ws_event_bus *a, struct ws_event_bus *b)
{
    ws_bpt_detach(t);
    t->bus[0] = a;
    t->bus[1] = b;
    t->nsides = 2;
    bpt_subscribe(t);
}

void ws_bpt_resubscribe(struct ws_bpt_table *t)
{
    bpt_subscribe(t);
}

void ws_bpt_detach(struct ws_bpt_table *t)
{
    for (int s = 0; s < 2; s++) {
        if (t->bus[s] && t->sub_id[s] > 0)
            ws_event_unsubscribe(t->bus[s], t->sub_id[s]);
        t->sub_id[s] = 0;
        t->bus[s] = NULL;
    }
}

bool ws_bpt_armed(const struct ws_bpt_table *t)
{
    return t->sub_id[0] > 0 || t->sub_id[1] > 0;
}

bool ws_bpt_has_watches(const struct ws_bpt_table *t)
{
    for (int i = 0; i < t->n; i++)
        if (t->v[i].type == WS_BPT_WATCH && t->v[i].enabled)
            return true;
    return false;
}

void ws_bpt_rearm_watches(struct ws_bpt_table *t)
{
    for (int i = 0; i < t->n; i++) {
        struct ws_bpt *b = &t->v[i];
        if (b->type != WS_BPT_WATCH)
            continue;
        for (int s = 0; s < 2; s++) {
            struct ws_value v;
            struct ws_err err = { 0 };
            int n = bpt_watch_eval(t, b->watch, s, &v, &err);
            b->has_last[s] = n > 0;
            if (n > 0)
                b->last[s] = v;
            if (n == 1 || (n < 0 && t->nsides < 2))   /* (an error: maybe a side's name) */
                break;
        }
    }
}

/* One watch on one side: fire (hit, stop) when its value changed as it stops on. */
static bool bpt_check_watch(struct ws_bpt_table *t, struct ws_bpt *b, int s, int n,
                            const struct ws_value *v, bool fired)
{
    bool changed = !b->has_last[s] || !ws_value_equal(v, &b->last[s]);
    /* a comparison fires when it becomes true; other expressions on any change */
    bool fire = ws_expr_is_condition(b->watch) ? changed && ws_value_truthy(v) : changed;
    struct ws_value old = b->last[s];
    b->last[s] = *v;
    b->has_last[s] = true;
    if (!fire)
        return false;
    b->hits++;
    if (b->ignore > 0) {
        b->ignore--;
        return false;
    }
    if (!fired && !t->stop.stopped) {
        t->stop.stopped = true;
        t->stop.num = b->num;
        t->stop.is_watch = true;
        t->stop.side = n > 1 ? s : -1;
        t->stop.old_val = old;
        t->stop.new_val = *v;
        t->stop.error[0] = '\0';
    }
    return true;
}

bool ws_bpt_check_watches(struct ws_bpt_table *t)
{
    bool fired = false;
    for (int i = 0; i < t->n; i++) {
        struct ws_bpt *b = &t->v[i];
        if (b->type != WS_BPT_WATCH || !b->enabled)
            continue;
        for (int s = 0; s < 2; s++) {
            struct ws_value v;
            struct ws_err err = { 0 };
            int n = bpt_watch_eval(t, b->watch, s, &v, &err);
            /* a name that does not exist yet (no such SM now): not a change */
            if (n > 0 && bpt_check_watch(t, b, s, n, &v, fired))
                fired = true;
            if (n == 1 || (n < 0 && t->nsides < 2))   /* (an error: maybe a side's name) */
                break;
        }
    }
    return fired;
}

void ws_bpt_stop_done(struct ws_bpt_table *t)
{
    if (t->stop.stopped) {
        struct ws_bpt *b = ws_bpt_find(t, t->stop.num);
        if (b && b->temporary && !t->stop.error[0])
            ws_bpt_delete(t, b->num);
    }
    memset(&t->stop, 0, sizeof t->stop);
}

void ws_bpt_filter_text(const struct ws_bpt *b, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int k = 0; k < BPT_NKEYS; k++) {
        int64_t v = bpt_filter_get(&b->filter, k);
        if (v < 0 || len >= n)
            continue;
        int w = snprintf(buf + len, n - len, "%s%s=%" PRId64, len ? " " : "", bpt_filter_keys[k], v);
        if (w > 0)
            len += (size_t)w;
    }
}

/* Append " name=value" (no leading space when buf is empty). */
static void bpt_describe_add(char *buf, size_t n, size_t *len, const char *name,
                             const char *fmt, ...) WS_PRINTF(5, 6);

static void bpt_describe_add(char *buf, size_t n, size_t *len, const char *name,
                             const char *fmt, ...)
{
    if (*len >= n)
        return;
    int w = snprintf(buf + *len, n - *len, "%s%s=", *len ? " " : "", name);
    if (w < 0)
        return;
    *len += (size_t)w;
    if (*len >= n)
        return;
    va_list ap;
    va_start(ap, fmt);
    w = vsnprintf(buf + *len, n - *len, fmt, ap);
    va_end(ap);
    if (w > 0)
        *len += (size_t)w;
}

void ws_event_describe_op(const struct ws_event *e, const char *op_name, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int k = 0; k < BPT_NKEYS; k++) {
        int64_t v = bpt_event_field(e, k);
        if (v >= 0)
            bpt_describe_add(buf, n, &len, bpt_filter_keys[k], "%" PRId64, v);
    }
    const char *an = ws_event_field_name(e, WS_EV_FIELD_ADDR);
    bool pc = an && !strcmp(an, "pc");
    if (an && (e->addr || pc))
        bpt_describe_add(buf, n, &len, an, pc ? "0x%04" PRIx64 : "0x%" PRIx64, e->addr);
    const char *na = ws_event_field_name(e, WS_EV_FIELD_A);
    if (na && e->a >= 0) {
        if (op_name && e->kind == WS_EV_ISSUE)
            bpt_describe_add(buf, n, &len, na, "%s", op_name);
        else
            bpt_describe_add(buf, n, &len, na, "%" PRId64, e->a);
    }
    const char *nb = ws_event_field_name(e, WS_EV_FIELD_B);
    if (nb && e->b >= 0)
        bpt_describe_add(buf, n, &len, nb, "%" PRId64, e->b);
}

void ws_event_describe(const struct ws_event *e, char *buf, size_t n)
{
    ws_event_describe_op(e, NULL, buf, n);
}
