/* dbg_state.c — what a debugger checkpoint holds (`checkpoint`, the automatic checkpoints
 * of reverse execution, DESIGN §12): the session's simulation at one position.  With one
 * simulator that is its snapshot (warpscope/snap.h); under `warpscope debug --diff` both
 * sides' snapshots and the lockstep engine's own state (diff.h: the divergences found, the
 * attribution's counters), so that going back moves both sides and what `info diff` and
 * `break diverge` know, and coming forward again repeats both exactly.  A state is
 * restored only into a session of the same shape: one simulator, or two sides of the same
 * policies and configs (checked before either side is touched). */
#include "dbg_internal.h"

#include <stdlib.h>
#include <string.h>

#include "warpscope/diff.h"
#include "warpscope/snap.h"

/* Invariant: snap[0..nsides) are set; engine holds the lockstep state when nsides == 2;
 * id is dbg_state_id of the session it was taken in. */
struct ws_dbg_state {
    uint64_t cycle;
    int nsides;
    struct ws_snapshot *snap[2];
    struct ws_snap_buf engine;
    uint64_t id;
};

/* What a state must match to be restored: the number of sides, each side's policy and
 * every key of its config (a snapshot checks its own side again, but only as it is
 * restored: the other side might be refused after this one was restored). */
static uint64_t state_id(const struct ws_dbg *d)
{
    struct ws_sim *sims[2];
    int n = dbg_sims(d, sims);
    uint64_t h = ws_snap_hash(WS_SNAP_HASH_INIT, &n, sizeof n);
    char val[WS_CONFIG_STR_MAX + 64];
    for (int i = 0; i < n; i++) {
        const struct ws_config *cfg = ws_sim_config(sims[i]);
        for (size_t k = 0; k < ws_config_nopts; k++) {
            if (!strncmp(ws_config_opts[k].name, "dbg.", 4))
                continue;   /* the debugger's own keys do not simulate */
            ws_config_format(cfg, &ws_config_opts[k], val, sizeof val);
            h = ws_snap_hash(h, ws_config_opts[k].name, strlen(ws_config_opts[k].name) + 1);
            h = ws_snap_hash(h, val, strlen(val) + 1);
        }
    }
    return h;
}

struct ws_dbg_state *dbg_state_take(struct ws_dbg *d, struct ws_err *err)
{
    struct ws_sim *sims[2];
    int n = dbg_sims(d, sims);
    struct ws_dbg_state *st = ws_calloc(1, sizeof *st);
    st->nsides = n;
    for (int i = 0; i < n; i++) {
        st->snap[i] = ws_snap_take(sims[i], err);
        if (!st->snap[i]) {
            if (n == 2) {
                char m[sizeof err->msg];
                snprintf(m, sizeof m, "%s", err->msg);
                ws_errf(err, err->code, "side %c: %s", "AB"[i], m);
            }
            dbg_state_free(st);
            return NULL;
        }
        if (ws_snap_cycle(st->snap[i]) > st->cycle)
            st->cycle = ws_snap_cycle(st->snap[i]);
    }
    if (n == 2)
        ws_diff_save(dbg_diff_engine(d), &st->engine);
    st->id = state_id(d);
    return st;
}

bool dbg_state_fits(const struct ws_dbg *d, const struct ws_dbg_state *st)
{
    struct ws_sim *sims[2];
    return d->sim && dbg_sims(d, sims) == st->nsides && state_id(d) == st->id;
}

int dbg_state_restore(struct ws_dbg *d, const struct ws_dbg_state *st, struct ws_err *err)
{
    struct ws_sim *sims[2];
    int n = dbg_sims(d, sims);
    if (n != st->nsides)
        return ws_errf(err, WS_ERR_INPUT, "taken with %s, this session has %s",
                       st->nsides == 2 ? "two simulators (a diff)" : "one simulator",
                       n == 2 ? "two (a diff)" : "one");
    /* both sides checked before either changes (one side's restore alone would leave
     * the two out of step) */
    for (int pass = n == 2 ? 0 : 1; pass < 2; pass++)
        for (int i = 0; i < n; i++)
            if (pass ? ws_snap_restore(sims[i], st->snap[i], err)
                     : ws_snap_check(sims[i], st->snap[i], err)) {
                if (n == 2) {
                    char m[sizeof err->msg];
                    snprintf(m, sizeof m, "%s", err->msg);
                    ws_errf(err, err->code, "side %c: %s", "AB"[i], m);
                }
                return err->code;
            }
    if (n == 2) {
        if (ws_diff_load(dbg_diff_engine(d), st->engine.data, st->engine.len, err))
            return err->code;
        dbg_diff_restored(d);
    }
    return WS_OK;
}

void dbg_state_free(struct ws_dbg_state *st)
{
    if (!st)
        return;
    for (int i = 0; i < 2; i++)
        ws_snap_free(st->snap[i]);
    ws_snap_buf_free(&st->engine);
    free(st);
}

uint64_t dbg_state_cycle(const struct ws_dbg_state *st)
{
    return st->cycle;
}

size_t dbg_state_size(const struct ws_dbg_state *st)
{
    size_t n = st->engine.len;
    for (int i = 0; i < st->nsides; i++)
        n += ws_snap_size(st->snap[i]);
    return n;
}

int dbg_state_sides(const struct ws_dbg_state *st)
{
    return st->nsides;
}

const struct ws_snapshot *dbg_state_snap(const struct ws_dbg_state *st, int side)
{
    return side >= 0 && side < st->nsides ? st->snap[side] : NULL;
}

const struct ws_snap_buf *dbg_state_engine(const struct ws_dbg_state *st)
{
    return st->nsides == 2 ? &st->engine : NULL;
}

struct ws_dbg_state *dbg_state_make(struct ws_dbg *d, struct ws_snapshot *snap[2],
                                    const void *engine, size_t len)
{
    struct ws_sim *sims[2];
    struct ws_dbg_state *st = ws_calloc(1, sizeof *st);
    st->nsides = dbg_sims(d, sims);
    for (int i = 0; i < st->nsides; i++) {
        st->snap[i] = snap[i];
        snap[i] = NULL;
        if (ws_snap_cycle(st->snap[i]) > st->cycle)
            st->cycle = ws_snap_cycle(st->snap[i]);
    }
    if (st->nsides == 2)
        ws_snap_put(&st->engine, engine, len);
    st->id = state_id(d);
    return st;
}
