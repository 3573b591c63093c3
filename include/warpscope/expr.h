/* expr.h — debugger expressions (DESIGN §8): integers, floats, + - * / %, comparisons,
 * && || !, parentheses and registry names with indices (`sm[3].warp[i+1].pc`).
 * An expression is parsed once into a tree and evaluated many times (breakpoint
 * conditions, watches, displays).  Names are resolved through a callback, so the
 * parser knows nothing of the simulator: indices are evaluated first and the callback
 * receives the canonical name ("sm[3].warp[5].pc"). */
#ifndef WARPSCOPE_EXPR_H
#define WARPSCOPE_EXPR_H

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>
#include "warpscope/util.h"

enum ws_val_type { WS_VAL_INT = 0, WS_VAL_FLOAT };

struct ws_value {
    enum ws_val_type type;
    int64_t i;     /* valid when type == WS_VAL_INT */
    double f;      /* valid when type == WS_VAL_FLOAT */
};

/* Resolve a canonical name to a value; on failure fill err ("unknown name 'x'") and
 * return non-zero. */
typedef int (*ws_expr_resolve_fn)(void *ctx, const char *name, struct ws_value *out,
                                  struct ws_err *err);

struct ws_expr;   /* parsed expression (opaque tree) */

/* Parse text; errors say what was expected and at which column. */
struct ws_expr *ws_expr_parse(const char *text, struct ws_err *err);
void ws_expr_free(struct ws_expr *e);
int ws_expr_eval(const struct ws_expr *e, ws_expr_resolve_fn resolve, void *ctx,
                 struct ws_value *out, struct ws_err *err);
/* The source text the expression was parsed from. */
const char *ws_expr_text(const struct ws_expr *e);
/* True when the top operator is a comparison or logical operator (a watch on such an
 * expression stops when it becomes true rather than whenever it changes). */
bool ws_expr_is_condition(const struct ws_expr *e);
/* Call fn for every name in the expression whose indices are all constants, with the
 * canonical name (used to check names exist when a breakpoint is set). */
int ws_expr_names(const struct ws_expr *e, int (*fn)(void *ctx, const char *name), void *ctx);

/* Format a value: fmt 0 natural, 'x' hex, 'd' decimal, 'f' float. */
void ws_value_format(const struct ws_value *v, char fmt, char *buf, size_t n);
bool ws_value_truthy(const struct ws_value *v);
bool ws_value_equal(const struct ws_value *a, const struct ws_value *b);

#endif
