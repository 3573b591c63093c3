/* expr.c — the debugger's expression language: a recursive-descent parser to a small
 * tree, and its evaluation with integer/float promotion.  Integers are 64-bit signed:
 * a literal outside that range and an operation that overflows it are errors (never
 * wrapped or capped), and so is an index outside 0..2^31-1. */
#include "warpscope/expr.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum expr_kind { EX_NUM, EX_NAME, EX_NEG, EX_NOT, EX_BIN };

enum expr_op {
    OP_OR, OP_AND, OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE,
    OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_MOD
};

/* A name is a list of parts: "sm" [3] "." "warp" [i] "." "pc".  Each part is an
 * identifier with an optional index expression. */
struct expr_part {
    char *ident;
    struct expr_node *index;   /* NULL when the part has no [..] */
};

/* Invariant: kind selects which members are used. */
struct expr_node {
    enum expr_kind kind;
    enum expr_op op;
    struct ws_value num;
    struct expr_node *l, *r;
    struct expr_part *parts;
    int nparts;
};

struct ws_expr {
    char *text;
    struct expr_node *root;
};

struct expr_parser {
    const char *s;
    size_t pos;
    struct ws_err *err;
    int depth;
};

#define EXPR_MAX_DEPTH 64

static void node_free(struct expr_node *n)
{
    if (!n)
        return;
    node_free(n->l);
    node_free(n->r);
    for (int i = 0; i < n->nparts; i++) {
        free(n->parts[i].ident);
        node_free(n->parts[i].index);
    }
    free(n->parts);
    free(n);
}

static struct expr_node *node_new(enum expr_kind k)
{
    struct expr_node *n = ws_calloc(1, sizeof *n);
    n->kind = k;
    return n;
}

static void skip_ws(struct expr_parser *p)
{
    while (isspace((unsigned char)p->s[p->pos]))
        p->pos++;
}

static struct expr_node *parse_err(struct expr_parser *p, const char *expected)
{
    if (p->err->code == WS_OK) {
        if (p->s[p->pos])
            ws_errf(p->err, WS_ERR_INPUT, "column %zu: expected %s, got '%.12s'", p->pos + 1,
                    expected, p->s + p->pos);
        else
            ws_errf(p->err, WS_ERR_INPUT, "column %zu: expected %s at the end", p->pos + 1,
                    expected);
    }
    return NULL;
}

/* Match a fixed token (after white space); advances on success. */
static bool accept(struct expr_parser *p, const char *tok)
{
    skip_ws(p);
    size_t n = strlen(tok);
    if (strncmp(p->s + p->pos, tok, n) != 0)
        return false;
    /* "<" must not match the start of "<=", "=" alone is never a token */
    if (n == 1 && (tok[0] == '<' || tok[0] == '>' || tok[0] == '!') && p->s[p->pos + 1] == '=')
        return false;
    p->pos += n;
    return true;
}

static struct expr_node *parse_or(struct expr_parser *p);

/* A number literal; neg: it follows a unary minus, which it takes over (so that
 * -9223372036854775808 is a literal).  Literals outside the 64-bit signed range (or a
 * float's) are errors, never capped or wrapped. */
static struct expr_node *parse_number(struct expr_parser *p, bool neg)
{
    const char *start = p->s + p->pos;
    char *end;
    struct expr_node *n = node_new(EX_NUM);
    bool range = false;
    errno = 0;
    if (start[0] == '0' && (start[1] == 'x' || start[1] == 'X')) {
        if (!isxdigit((unsigned char)start[2])) {
            node_free(n);
            p->pos += 2;
            return parse_err(p, "hex digits after 0x");
        }
        unsigned long long v = strtoull(start, &end, 16);
        range = errno == ERANGE || v > (unsigned long long)INT64_MAX + (neg ? 1 : 0);
        n->num.type = WS_VAL_INT;
        n->num.i = neg ? (int64_t)(0 - (uint64_t)v) : (int64_t)v;
    } else {
        size_t k = 0;
        bool is_float = false;
        while (isdigit((unsigned char)start[k]))
            k++;
        if (start[k] == '.' || start[k] == 'e' || start[k] == 'E')
            is_float = true;
        if (is_float) {
            n->num.type = WS_VAL_FLOAT;
            n->num.f = strtod(start, &end);
            range = errno == ERANGE && isinf(n->num.f);   /* underflow to 0 is fine */
            if (neg)
                n->num.f = -n->num.f;
        } else {
            unsigned long long v = strtoull(start, &end, 10);
            range = errno == ERANGE || v > (unsigned long long)INT64_MAX + (neg ? 1 : 0);
            n->num.type = WS_VAL_INT;
            n->num.i = neg ? (int64_t)(0 - (uint64_t)v) : (int64_t)v;
        }
    }
    if (range) {
        if (p->err->code == WS_OK)
            ws_errf(p->err, WS_ERR_INPUT, "column %zu: %s%.*s is out of range (%s)", p->pos + 1,
                    neg ? "-" : "", (int)(end - start), start, n->num.type == WS_VAL_FLOAT
                    ? "floats are doubles: at most about 1.8e308"
                    : "integers are 64-bit: -9223372036854775808..9223372036854775807");
        node_free(n);
        return NULL;
    }
    if (isalpha((unsigned char)*end) || *end == '_') {
        p->pos = (size_t)(end - p->s);
        node_free(n);
        return parse_err(p, "an operator after the number");
    }
    p->pos = (size_t)(end - p->s);
    return n;
}

static bool is_ident_start(char c)
{
    return isalpha((unsigned char)c) || c == '_' || c == '$';
}

static bool is_ident_char(char c)
{
    return isalnum((unsigned char)c) || c == '_' || c == '$';
}

static struct expr_node *parse_name(struct expr_parser *p)
{
    struct expr_node *n = node_new(EX_NAME);
    for (;;) {
        skip_ws(p);
        if (!is_ident_start(p->s[p->pos])) {
            node_free(n);
            return parse_err(p, "a name after '.'");
        }
        size_t st = p->pos;
        while (is_ident_char(p->s[p->pos]))
            p->pos++;
        n->parts = ws_realloc(n->parts, sizeof *n->parts * (size_t)(n->nparts + 1));
        struct expr_part *part = &n->parts[n->nparts++];
        part->ident = ws_strndup(p->s + st, p->pos - st);
        part->index = NULL;
        if (accept(p, "[")) {
            part->index = parse_or(p);
            if (!part->index) {
                node_free(n);
                return NULL;
            }
            if (!accept(p, "]")) {
                node_free(n);
                return parse_err(p, "']'");
            }
        }
        if (!accept(p, "."))
            break;
    }
    return n;
}

static struct expr_node *parse_unary(struct expr_parser *p)
{
    if (++p->depth > EXPR_MAX_DEPTH)
        return parse_err(p, "a less deeply nested expression");
    struct expr_node *res;
    skip_ws(p);
    char c = p->s[p->pos];
    if (c == '-' && isdigit((unsigned char)p->s[p->pos + 1])) {
        p->pos++;                       /* a negative literal */
        res = parse_number(p, true);
    } else if (accept(p, "-") || accept(p, "!")) {
        struct expr_node *n = node_new(c == '-' ? EX_NEG : EX_NOT);
        n->l = parse_unary(p);
        if (!n->l) {
            node_free(n);
            n = NULL;
        }
        res = n;
    } else if (accept(p, "(")) {
        res = parse_or(p);
        if (res && !accept(p, ")")) {
            node_free(res);
            res = parse_err(p, "')'");
        }
    } else if (isdigit((unsigned char)c) || (c == '.' && isdigit((unsigned char)p->s[p->pos + 1]))) {
        res = parse_number(p, false);
    } else if (is_ident_start(c)) {
        res = parse_name(p);
    } else {
        res = parse_err(p, "a number, a name, '(' , '-' or '!'");
    }
    p->depth--;
    return res;
}

/* Binary levels, loosest first. */
struct expr_level { const char *tok[4]; enum expr_op op[4]; };
static const struct expr_level expr_levels[] = {
    { { "||" }, { OP_OR } },
    { { "&&" }, { OP_AND } },
    { { "==", "!=" }, { OP_EQ, OP_NE } },
    { { "<=", ">=", "<", ">" }, { OP_LE, OP_GE, OP_LT, OP_GT } },
    { { "+", "-" }, { OP_ADD, OP_SUB } },
    { { "*", "/", "%" }, { OP_MUL, OP_DIV, OP_MOD } },
};
#define EXPR_NLEVELS ((int)(sizeof expr_levels / sizeof expr_levels[0]))

static struct expr_node *parse_level(struct expr_parser *p, int lvl)
{
    if (lvl == EXPR_NLEVELS)
        return parse_unary(p);
    struct expr_node *l = parse_level(p, lvl + 1);
    while (l) {
        int k = -1;
        for (int i = 0; i < 4 && expr_levels[lvl].tok[i]; i++)
            if (accept(p, expr_levels[lvl].tok[i])) {
                k = i;
                break;
            }
        if (k < 0)
            break;
        struct expr_node *n = node_new(EX_BIN);
        n->op = expr_levels[lvl].op[k];
        n->l = l;
        n->r = parse_level(p, lvl + 1);
        if (!n->r) {
            node_free(n);
            return NULL;
        }
        l = n;
    }
    return l;
}

static struct expr_node *parse_or(struct expr_parser *p)
{
    return parse_level(p, 0);
}

struct ws_expr *ws_expr_parse(const char *text, struct ws_err *err)
{
    struct ws_err local;
    if (!err)
        err = &local;
    ws_err_clear(err);
    struct expr_parser p = { text, 0, err, 0 };
    skip_ws(&p);
    if (!text[p.pos]) {
        ws_errf(err, WS_ERR_INPUT, "expected an expression");
        return NULL;
    }
    struct expr_node *root = parse_or(&p);
    if (root) {
        skip_ws(&p);
        if (text[p.pos]) {
            node_free(root);
            root = parse_err(&p, "an operator or the end of the expression");
        }
    }
    if (!root)
        return NULL;
    struct ws_expr *e = ws_malloc(sizeof *e);
    e->text = ws_strdup(text);
    e->root = root;
    return e;
}

void ws_expr_free(struct ws_expr *e)
{
    if (!e)
        return;
    node_free(e->root);
    free(e->text);
    free(e);
}

const char *ws_expr_text(const struct ws_expr *e)
{
    return e->text;
}

bool ws_expr_is_condition(const struct ws_expr *e)
{
    const struct expr_node *n = e->root;
    return n->kind == EX_NOT || (n->kind == EX_BIN && n->op <= OP_GE);
}

static double as_f(const struct ws_value *v)
{
    return v->type == WS_VAL_INT ? (double)v->i : v->f;
}

static struct ws_value vint(int64_t i)
{
    struct ws_value v = { WS_VAL_INT, i, 0.0 };
    return v;
}

static struct ws_value vflt(double f)
{
    struct ws_value v = { WS_VAL_FLOAT, 0, f };
    return v;
}

bool ws_value_truthy(const struct ws_value *v)
{
    return v->type == WS_VAL_INT ? v->i != 0 : v->f != 0.0;
}

bool ws_value_equal(const struct ws_value *a, const struct ws_value *b)
{
    if (a->type != b->type)
        return false;
    return a->type == WS_VAL_INT ? a->i == b->i : (a->f == b->f || (isnan(a->f) && isnan(b->f)));
}

static int node_eval(const struct expr_node *n, ws_expr_resolve_fn resolve, void *ctx,
                     struct ws_value *out, struct ws_err *err);

/* Build the canonical name into buf, evaluating indices. */
static int name_build(const struct expr_node *n, ws_expr_resolve_fn resolve, void *ctx,
                      char *buf, size_t cap, struct ws_err *err)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < n->nparts; i++) {
        const struct expr_part *pt = &n->parts[i];
        int w = snprintf(buf + len, cap - len, "%s%s", i ? "." : "", pt->ident);
        if (w < 0 || (size_t)w >= cap - len)
            return ws_errf(err, WS_ERR_INPUT, "name too long");
        len += (size_t)w;
        if (pt->index) {
            struct ws_value iv;
            if (node_eval(pt->index, resolve, ctx, &iv, err))
                return err->code;
            if (iv.type != WS_VAL_INT)
                return ws_errf(err, WS_ERR_INPUT, "index of '%s' must be an integer, got %g",
                               pt->ident, iv.f);
            if (iv.i < 0 || iv.i > INT32_MAX)   /* never narrowed to a smaller index */
                return ws_errf(err, WS_ERR_INPUT, "index %" PRId64 " of '%s' is out of range "
                               "(indices are 0 and up)", iv.i, pt->ident);
            w = snprintf(buf + len, cap - len, "[%" PRId64 "]", iv.i);
            if (w < 0 || (size_t)w >= cap - len)
                return ws_errf(err, WS_ERR_INPUT, "name too long");
            len += (size_t)w;
        }
    }
    return WS_OK;
}

static int eval_bin(enum expr_op op, struct ws_value a, struct ws_value b, struct ws_value *out,
                    struct ws_err *err)
{
    bool ints = a.type == WS_VAL_INT && b.type == WS_VAL_INT;
    double x = as_f(&a), y = as_f(&b);
    switch (op) {
    case OP_OR: *out = vint(ws_value_truthy(&a) || ws_value_truthy(&b)); return WS_OK;
    case OP_AND: *out = vint(ws_value_truthy(&a) && ws_value_truthy(&b)); return WS_OK;
    case OP_EQ: *out = vint(ints ? a.i == b.i : x == y); return WS_OK;
    case OP_NE: *out = vint(ints ? a.i != b.i : x != y); return WS_OK;
    case OP_LT: *out = vint(ints ? a.i < b.i : x < y); return WS_OK;
    case OP_LE: *out = vint(ints ? a.i <= b.i : x <= y); return WS_OK;
    case OP_GT: *out = vint(ints ? a.i > b.i : x > y); return WS_OK;
    case OP_GE: *out = vint(ints ? a.i >= b.i : x >= y); return WS_OK;
    case OP_ADD:
    case OP_SUB:
    case OP_MUL: {
        if (!ints) {
            *out = vflt(op == OP_ADD ? x + y : op == OP_SUB ? x - y : x * y);
            return WS_OK;
        }
        int64_t r;
        bool ovf = op == OP_ADD ? __builtin_add_overflow(a.i, b.i, &r)
                   : op == OP_SUB ? __builtin_sub_overflow(a.i, b.i, &r)
                                  : __builtin_mul_overflow(a.i, b.i, &r);
        if (ovf)
            return ws_errf(err, WS_ERR_INPUT, "integer overflow: %" PRId64 " %c %" PRId64
                           " is outside the 64-bit range", a.i,
                           op == OP_ADD ? '+' : op == OP_SUB ? '-' : '*', b.i);
        *out = vint(r);
        return WS_OK;
    }
    case OP_DIV:
        if (ints) {
            if (b.i == 0)
                return ws_errf(err, WS_ERR_INPUT, "division by zero");
            if (a.i == INT64_MIN && b.i == -1)
                return ws_errf(err, WS_ERR_INPUT, "integer overflow in division");
            *out = vint(a.i / b.i);
        } else {
            if (y == 0.0)
                return ws_errf(err, WS_ERR_INPUT, "division by zero");
            *out = vflt(x / y);
        }
        return WS_OK;
    case OP_MOD:
        if (!ints)
            return ws_errf(err, WS_ERR_INPUT, "operator %% needs integers, got %s",
                           a.type == WS_VAL_FLOAT ? "a float on the left" : "a float on the right");
        if (b.i == 0)
            return ws_errf(err, WS_ERR_INPUT, "division by zero in %%");
        if (a.i == INT64_MIN && b.i == -1)
            *out = vint(0);
        else
            *out = vint(a.i % b.i);
        return WS_OK;
    }
    return ws_errf(err, WS_ERR_RUNTIME, "bad operator %d", (int)op);
}

static int node_eval(const struct expr_node *n, ws_expr_resolve_fn resolve, void *ctx,
                     struct ws_value *out, struct ws_err *err)
{
    struct ws_value a, b;
    switch (n->kind) {
    case EX_NUM:
        *out = n->num;
        return WS_OK;
    case EX_NAME: {
        char name[512];
        if (name_build(n, resolve, ctx, name, sizeof name, err))
            return err->code;
        if (!resolve)
            return ws_errf(err, WS_ERR_INPUT, "unknown name '%s'", name);
        return resolve(ctx, name, out, err);
    }
    case EX_NEG:
        if (node_eval(n->l, resolve, ctx, &a, err))
            return err->code;
        if (a.type == WS_VAL_INT && a.i == INT64_MIN)
            return ws_errf(err, WS_ERR_INPUT, "integer overflow: -(%" PRId64 ") is outside the "
                           "64-bit range", a.i);
        *out = a.type == WS_VAL_INT ? vint(-a.i) : vflt(-a.f);
        return WS_OK;
    case EX_NOT:
        if (node_eval(n->l, resolve, ctx, &a, err))
            return err->code;
        *out = vint(!ws_value_truthy(&a));
        return WS_OK;
    case EX_BIN:
        if (node_eval(n->l, resolve, ctx, &a, err))
            return err->code;
        /* short-circuit like C */
        if (n->op == OP_AND && !ws_value_truthy(&a)) {
            *out = vint(0);
            return WS_OK;
        }
        if (n->op == OP_OR && ws_value_truthy(&a)) {
            *out = vint(1);
            return WS_OK;
        }
        if (node_eval(n->r, resolve, ctx, &b, err))
            return err->code;
        return eval_bin(n->op, a, b, out, err);
    }
    return ws_errf(err, WS_ERR_RUNTIME, "bad expression node");
}

int ws_expr_eval(const struct ws_expr *e, ws_expr_resolve_fn resolve, void *ctx,
                 struct ws_value *out, struct ws_err *err)
{
    return node_eval(e->root, resolve, ctx, out, err);
}

static bool node_const(const struct expr_node *n)
{
    if (!n)
        return true;
    if (n->kind == EX_NAME)
        return false;
    return node_const(n->l) && node_const(n->r);
}

static int node_names(const struct expr_node *n, int (*fn)(void *, const char *), void *ctx)
{
    if (!n)
        return 0;
    if (n->kind == EX_NAME) {
        for (int i = 0; i < n->nparts; i++)
            if (!node_const(n->parts[i].index))
                return 0;
        char name[512];
        struct ws_err e = { 0 };
        if (name_build(n, NULL, NULL, name, sizeof name, &e))
            return 0;
        return fn(ctx, name);
    }
    int rc = node_names(n->l, fn, ctx);
    return rc ? rc : node_names(n->r, fn, ctx);
}

int ws_expr_names(const struct ws_expr *e, int (*fn)(void *ctx, const char *name), void *ctx)
{
    return node_names(e->root, fn, ctx);
}

void ws_value_format(const struct ws_value *v, char fmt, char *buf, size_t n)
{
    if (v->type == WS_VAL_INT) {
        if (fmt == 'x')
            snprintf(buf, n, "0x%" PRIx64, (uint64_t)v->i);
        else if (fmt == 'f')
            snprintf(buf, n, "%g", (double)v->i);
        else
            snprintf(buf, n, "%" PRId64, v->i);
    } else if ((fmt == 'x' || fmt == 'd') && !(v->f >= -9223372036854775808.0 &&
                                              v->f < 9223372036854775808.0)) {
        /* no 64-bit integer holds it (nor NaN): converting would be undefined */
        snprintf(buf, n, "%.6g (no 64-bit integer)", v->f);
    } else if (fmt == 'x') {
        snprintf(buf, n, "0x%" PRIx64, (uint64_t)(int64_t)v->f);
    } else if (fmt == 'd') {
        snprintf(buf, n, "%" PRId64, (int64_t)v->f);
    } else {
        snprintf(buf, n, "%.6g", v->f);
    }
}
