/* registry.h — the named-value registry (DESIGN §3): one table of named, typed values
 * serving `print`, `watch`, conditions, the stats report (JSON/CSV/text) and the views.
 *
 * A name is a dotted path whose components may carry an index: `cycle`, `ipc`,
 * `sm[3].ipc`, `sm[3].warp[5].pc`, `dram[2].bank[1].row`.  An entry registers a
 * pattern with "[]" where indices go ("sm[].warp[].pc"), a getter receiving the indices
 * in order, and a dimension function giving the valid range of each index (so names
 * can be enumerated for completion and reports).  Modules add their own entries
 * (ws_registry_add) — a policy adds "sm[].sched.group", a prefetcher "prefetch.issued".
 * The registry owns no simulation state: entries point at an object (the sim). */
#ifndef WARPSCOPE_REGISTRY_H
#define WARPSCOPE_REGISTRY_H

#include <stdint.h>
#include <stdbool.h>
#include <stddef.h>
#include "warpscope/util.h"

#define WS_REG_MAX_DIMS 4

enum ws_reg_type { WS_REG_INT = 0, WS_REG_FLOAT };

/* Entry flags. */
#define WS_REG_STAT   1u   /* part of the whole-run stats report (--stats) */
#define WS_REG_TIMING 2u   /* depends on wall-clock time (excluded from determinism checks) */

struct ws_reg_value {
    int type;            /* enum ws_reg_type */
    int64_t i;
    double f;
};

/* idx[0..ndims) are the indices in name order.  Return false when the value does not
 * exist for these indices (e.g. an empty warp slot). */
typedef bool (*ws_reg_get_fn)(void *obj, const void *ctx, const int *idx,
                              struct ws_reg_value *out);
/* Number of valid values for index `level` given the outer indices idx[0..level). */
typedef int (*ws_reg_dim_fn)(void *obj, const void *ctx, int level, const int *idx);

struct ws_reg_entry {
    const char *pattern;   /* "sm[].l1d.miss_rate" */
    int type;              /* enum ws_reg_type */
    unsigned flags;
    const char *doc;       /* one line */
    ws_reg_get_fn get;
    ws_reg_dim_fn dim;     /* NULL when the pattern has no index */
    void *obj;             /* passed to get/dim */
    const void *ctx;       /* passed to get/dim (e.g. an offset or a field selector) */
};

struct ws_registry;

struct ws_registry *ws_registry_new(void);
void ws_registry_free(struct ws_registry *r);
/* Copies the entry (the strings must outlive the registry).  An existing pattern is
 * replaced.  Returns WS_OK or WS_ERR_INPUT for a malformed pattern. */
int ws_registry_add(struct ws_registry *r, const struct ws_reg_entry *e);
size_t ws_registry_count(const struct ws_registry *r);
const struct ws_reg_entry *ws_registry_entry(const struct ws_registry *r, size_t i);
/* Number of "[]" in a pattern. */
int ws_reg_pattern_dims(const char *pattern);

/* Look a name up ("sm[3].warp[5].pc").  Errors name the problem: unknown name (with a
 * suggestion), index out of range, value absent. */
int ws_registry_get(const struct ws_registry *r, const char *name, struct ws_reg_value *out,
                    struct ws_err *err);
/* Format a value ("%lld" or "%.6g"-ish, stable across runs). */
void ws_reg_format(const struct ws_reg_value *v, char *buf, size_t n);

/* Call fn for every concrete name of every entry whose flags include all of `flags`,
 * in registration order with indices expanded in increasing order.  fn returns false
 * to stop. */
typedef bool (*ws_reg_each_fn)(void *ctx, const char *name, const struct ws_reg_entry *e,
                               const struct ws_reg_value *v);
void ws_registry_foreach(const struct ws_registry *r, unsigned flags, ws_reg_each_fn fn,
                         void *ctx);

#endif
