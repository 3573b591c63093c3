/* test_snap.c — snapshots (warpscope/snap.h): for every policy and every preset, on a
 * demo input and on a real Accel-Sim trace when ../shared has it, run to a pseudo-random
 * cycle, snapshot, run to the end recording the event log and the final registry dump,
 * restore, run again: identical; also into a fresh sim over a trace opened anew, and
 * through a file.  Corrupted, truncated and mismatched snapshots are refused.
 * The snapshot cycles are drawn from seeds printed with any failure; WS_SNAP_SEED=N
 * draws other ones (default 21). */
#include "harness.h"
#include "warpscope/config.h"
#include "warpscope/registry.h"
#include "warpscope/sim.h"
#include "warpscope/snap.h"

#include <stdlib.h>
#include <unistd.h>

/* ---- what a run leaves: a hash and count of its events, the registry's values ------- */

struct ev_log { uint64_t hash, n; };

static void log_event(void *ctx, const struct ws_event *e)
{
    struct ev_log *l = ctx;
    /* field by field: no padding in the hash */
    int64_t f[11] = { (int64_t)e->cycle, (int64_t)e->addr, e->a, e->b, e->warp, e->cta, e->row,
                      e->kind, e->sm, e->sched, e->ch * 1000 + e->bank };
    l->hash = ws_snap_hash(l->hash, f, sizeof f);
    l->n++;
}

struct dump { struct ws_snap_buf b; };

static bool dump_one(void *ctx, const char *name, const struct ws_reg_entry *e,
                     const struct ws_reg_value *v)
{
    struct dump *d = ctx;
    char val[64];
    if (e->flags & WS_REG_TIMING)
        return true;
    ws_reg_format(v, val, sizeof val);
    ws_snap_put(&d->b, name, strlen(name));
    ws_snap_put(&d->b, "=", 1);
    ws_snap_put(&d->b, val, strlen(val));
    ws_snap_put(&d->b, "\n", 1);
    return true;
}

/* Every registry value (per SM, warp, bank ...) and the whole-run stats, as text. */
static char *dump_state(struct ws_sim *s)
{
    struct dump d = { { 0 } };
    /* twice, the second kept: some values (a warp's reason) are refreshed by reading
     * others (the policy view), so one pass depends on what was read before it */
    ws_registry_foreach(ws_sim_registry(s), 0, dump_one, &d);
    d.b.len = 0;
    ws_registry_foreach(ws_sim_registry(s), 0, dump_one, &d);
    struct ws_sim_stats st;
    ws_sim_stats(s, &st);
    char line[256];
    snprintf(line, sizeof line, "cycles=%llu warp_insts=%llu ipc=%.9g l1d_misses=%llu "
             "dram_reads=%llu\n", (unsigned long long)st.cycles,
             (unsigned long long)st.warp_insts, st.ipc, (unsigned long long)st.l1d_misses,
             (unsigned long long)st.dram_reads);
    ws_snap_put(&d.b, line, strlen(line) + 1);
    return (char *)d.b.data;
}

/* Run s to its end with the event log on; the final dump. */
static char *run_to_end(struct ws_sim *s, struct ev_log *log)
{
    *log = (struct ev_log){ WS_SNAP_HASH_INIT, 0 };
    int id = ws_event_subscribe(ws_sim_bus(s), WS_EV_ALL, log_event, log);
    int rc = ws_sim_run(s);
    ws_event_unsubscribe(ws_sim_bus(s), id);
    if (rc) {
        fprintf(stderr, "run failed: %s\n", ws_sim_error(s));
        CHECK_INT(rc, 0);
    }
    return dump_state(s);
}

/* The first differing line of two dumps (for the failure message). */
static void report_diff(const char *what, const char *a, const char *b)
{
    size_t i = 0, line = 0;
    while (a[i] && a[i] == b[i]) {
        if (a[i] == '\n')
            line = i + 1;
        i++;
    }
    fprintf(stderr, "  %s differs at: %.80s | %.80s\n", what, a + line, b + line);
}

static bool same_run(const char *what, const struct ev_log *la, const char *da,
                     const struct ev_log *lb, const char *db)
{
    bool ok = true;
    if (la->n != lb->n || la->hash != lb->hash) {
        fprintf(stderr, "  %s: event logs differ (%llu vs %llu events)\n", what,
                (unsigned long long)la->n, (unsigned long long)lb->n);
        ok = false;
    }
    if (strcmp(da, db)) {
        report_diff(what, da, db);
        ok = false;
    }
    return ok;
}

static struct ws_sim *new_sim(const char *cfgpath, const char *pol, struct ws_trace *t,
                              struct ws_err *err)
{
    struct ws_config cfg;
    ws_config_defaults(&cfg);
    if (cfgpath && ws_config_load(&cfg, cfgpath, err))
        return NULL;
    snprintf(cfg.sched_policy, sizeof cfg.sched_policy, "%s", pol);
    return ws_sim_new(&cfg, t, err);
}

/* One case: policy pol under config cfgpath on input path; the snapshot cycle is drawn
 * from seed.  Returns false (after CHECKs) on any difference. */
static bool snap_case(const char *cfgpath, const char *pol, const char *path, uint64_t seed)
{
    struct ws_err err = { 0 };
    struct ws_trace *t = ws_trace_open(path, &err);
    if (!t) {
        fprintf(stderr, "%s: %s\n", path, err.msg);
        CHECK(t != NULL);
        return false;
    }
    bool ok = true;
    struct ev_log lr, l1, l2, l3, l4;
    char *dr = NULL, *d1 = NULL, *d2 = NULL, *d3 = NULL, *d4 = NULL, *dsnap = NULL, *dback = NULL;
    struct ws_snapshot *cp = NULL, *cf = NULL;
    struct ws_sim *s = NULL, *f = NULL;
    struct ws_trace *t2 = NULL;
    char file[64] = "";
    /* the reference: never stopped, never snapshotted */
    struct ws_sim *ref = new_sim(cfgpath, pol, t, &err);
    if (!ref) {
        if (strstr(err.msg, "does not fit an SM")) {   /* this preset cannot run it */
            fprintf(stderr, "skip: %s on %s: %s\n", path, cfgpath, err.msg);
            ws_trace_close(t);
            return true;
        }
        fprintf(stderr, "%s / %s: %s\n", cfgpath ? cfgpath : "default", pol, err.msg);
        CHECK(ref != NULL);
        ok = false;
        goto out;
    }
    dr = run_to_end(ref, &lr);
    uint64_t end = ws_sim_cycle(ref);
    ws_sim_free(ref);
    struct ws_rng rng;
    ws_rng_seed(&rng, seed);
    uint64_t at = end > 2 ? 1 + ws_rng_below(&rng, end - 1) : 1;
    char what[512];
    snprintf(what, sizeof what, "%s / %s / %s, snapshot at cycle %llu of %llu (seed %llu)",
             cfgpath ? cfgpath : "default", pol, path, (unsigned long long)at,
             (unsigned long long)end, (unsigned long long)seed);

    s = new_sim(cfgpath, pol, t, &err);
    if (!s)
        goto out;
    /* la: s's whole log (compared with the reference: taking a snapshot perturbs
     * nothing); l1: from the snapshot on (compared with the restored runs) */
    struct ev_log la = { WS_SNAP_HASH_INIT, 0 };
    int ida = ws_event_subscribe(ws_sim_bus(s), WS_EV_ALL, log_event, &la);
    while (ws_sim_cycle(s) < at && !ws_sim_done(s))
        ws_sim_step(s, at - ws_sim_cycle(s));
    dsnap = dump_state(s);
    cp = ws_snap_take(s, &err);
    if (!cp) {
        fprintf(stderr, "%s: %s\n", what, err.msg);
        CHECK(cp != NULL);
        ok = false;
        goto out;
    }
    d1 = run_to_end(s, &l1);
    ws_event_unsubscribe(ws_sim_bus(s), ida);
    if (!same_run("run on after the snapshot vs never stopped", &lr, dr, &la, d1))
        ok = false;
    if (ws_snap_restore(s, cp, &err)) {
        fprintf(stderr, "%s: restore: %s\n", what, err.msg);
        ok = false;
        goto out;
    }
    CHECK_INT(ws_sim_cycle(s), at);
    dback = dump_state(s);
    if (strcmp(dsnap, dback)) {
        report_diff("state right after the restore", dsnap, dback);
        ok = false;
    }
    d2 = run_to_end(s, &l2);
    if (!same_run("restored in the same sim", &l1, d1, &l2, d2))
        ok = false;

    /* a fresh sim over a trace opened anew, through a file */
    snprintf(file, sizeof file, "/tmp/ws-test-snap-%d.wsnap", (int)getpid());
    if (ws_snap_write(cp, file, &err) || !(cf = ws_snap_read(file, &err))) {
        fprintf(stderr, "%s: file: %s\n", what, err.msg);
        ok = false;
        goto out;
    }
    CHECK_INT(ws_snap_cycle(cf), at);
    CHECK_INT(ws_snap_size(cf), ws_snap_size(cp));
    CHECK(memcmp(ws_snap_data(cf), ws_snap_data(cp), ws_snap_size(cp)) == 0);
    t2 = ws_trace_open(path, &err);
    f = t2 ? new_sim(cfgpath, pol, t2, &err) : NULL;
    if (!f) {
        CHECK(f != NULL);
        ok = false;
        goto out;
    }
    if (ws_snap_restore(f, cf, &err)) {
        fprintf(stderr, "%s: restore into a fresh sim: %s\n", what, err.msg);
        ok = false;
        goto out;
    }
    d3 = run_to_end(f, &l3);
    if (!same_run("restored into a fresh sim", &l1, d1, &l3, d3))
        ok = false;
    /* a finished sim goes back too (a quarter of the cases: time) */
    if (seed % 4)
        goto out;
    if (ws_snap_restore(f, cp, &err)) {
        fprintf(stderr, "%s: second restore: %s\n", what, err.msg);
        ok = false;
        goto out;
    }
    d4 = run_to_end(f, &l4);
    if (!same_run("restored again after the end", &l1, d1, &l4, d4))
        ok = false;
out:
    if (!ok)
        fprintf(stderr, "FAILED: %s / %s / %s (seed %llu)\n", cfgpath ? cfgpath : "default",
                pol, path, (unsigned long long)seed);
    CHECK(ok);
    if (file[0])
        remove(file);
    free(dr), free(d1), free(d2), free(d3), free(d4), free(dsnap), free(dback);
    ws_snap_free(cp);
    ws_snap_free(cf);
    ws_sim_free(s);
    ws_sim_free(f);
    if (t2)
        ws_trace_close(t2);
    ws_trace_close(t);
    return ok;
}

/* The presets of configs/ (the tests run from the repository root). */
static const char *const presets[] = { NULL, "configs/default.cfg", "configs/tiny.cfg",
                                       "configs/gtx480.cfg", "configs/ccws.cfg",
                                       "configs/ctaa.cfg", "configs/owl.cfg", "configs/pro.cfg" };
#define NPRESETS (sizeof presets / sizeof presets[0])

static uint64_t case_seed(size_t c, size_t p, int input)
{
    const char *env = getenv("WS_SNAP_SEED");
    uint64_t base = env ? strtoull(env, NULL, 0) : 21;
    return base * 1000003u + c * 131u + p * 7u + (uint64_t)input;
}

TEST(every_policy_every_preset_demo)
{
    int n = 0, bad = 0;
    for (size_t c = 0; c < NPRESETS; c++)
        for (size_t p = 0; ws_sched_policies[p]; p++) {
            n++;
            bad += !snap_case(presets[c], ws_sched_policies[p]->name,
                              "demo:kmeans:points=128,clusters=4", case_seed(c, p, 0));
        }
    fprintf(stderr, "demo: %d cases, %d failed\n", n, bad);
}

/* Several kernels (snapshots between kernels, opcode classes per kernel): every policy
 * under the default config. */
TEST(every_policy_multi_kernel_demo)
{
    int n = 0, bad = 0;
    for (size_t p = 0; ws_sched_policies[p]; p++) {
        n++;
        bad += !snap_case(NULL, ws_sched_policies[p]->name, "demo:histogram:bytes=8192",
                          case_seed(0, p, 2));
    }
    fprintf(stderr, "histogram: %d cases, %d failed\n", n, bad);
}

TEST(every_policy_every_preset_real_trace)
{
    const char *shared = ws_test_shared();
    char path[1024];
    if (!shared) {
        fprintf(stderr, "skip: ../shared/traces not found (the real-trace cases did not run)\n");
        return;
    }
    snprintf(path, sizeof path, "%s/traces/accelsim/vectoradd-sm61", shared);
    if (access(path, R_OK)) {
        fprintf(stderr, "skip: %s not found (the real-trace cases did not run)\n", path);
        return;
    }
    int n = 0, bad = 0;
    for (size_t c = 0; c < NPRESETS; c++)
        for (size_t p = 0; ws_sched_policies[p]; p++) {
            n++;
            bad += !snap_case(presets[c], ws_sched_policies[p]->name, path, case_seed(c, p, 1));
        }
    fprintf(stderr, "vectoradd-sm61: %d cases, %d failed\n", n, bad);
}

/* ---- refusals ------------------------------------------------------------------------ */

static struct ws_snapshot *take_at(struct ws_sim *s, uint64_t cycle)
{
    struct ws_err err = { 0 };
    ws_sim_step(s, cycle);
    struct ws_snapshot *cp = ws_snap_take(s, &err);
    CHECK(cp != NULL);
    return cp;
}

TEST(corrupt_and_truncated_refused)
{
    struct ws_err err = { 0 };
    struct ws_trace *t = ws_trace_open("demo:vecadd:n=2048", &err);
    CHECK(t != NULL);
    if (!t)
        return;
    struct ws_sim *s = new_sim(NULL, "gto", t, &err);
    struct ws_snapshot *cp = take_at(s, 300);
    char *before = dump_state(s);
    size_t len = ws_snap_size(cp);
    uint8_t *buf = malloc(len);
    /* a flipped byte anywhere: in the header, the identity, the state */
    size_t at[] = { 0, 7, 8, 9, 10, 13, 17, 25, 30, 33, 39, 40, 45, len / 3, len / 2, len - 1 };
    for (size_t i = 0; i < sizeof at / sizeof at[0]; i++) {
        memcpy(buf, ws_snap_data(cp), len);
        buf[at[i]] ^= 0x20;
        err = (struct ws_err){ 0 };
        struct ws_snapshot *bad = ws_snap_from_blob(buf, len, &err);
        CHECK(bad == NULL);
        CHECK(err.code != 0);
        if (bad) {
            CHECK(ws_snap_restore(s, bad, &err) != 0);
            ws_snap_free(bad);
        }
    }
    /* truncations */
    size_t cut[] = { 0, 5, 39, 40, 41, len / 2, len - 1 };
    for (size_t i = 0; i < sizeof cut / sizeof cut[0]; i++) {
        err = (struct ws_err){ 0 };
        CHECK(ws_snap_from_blob(ws_snap_data(cp), cut[i], &err) == NULL);
        CHECK(err.msg[0] != '\0');
    }
    CHECK_HAS(err.msg, "truncated");
    memcpy(buf, ws_snap_data(cp), len);
    buf[len / 2] ^= 1;
    CHECK(ws_snap_from_blob(buf, len, &err) == NULL);
    CHECK_HAS(err.msg, "checksum");
    /* the same through a file: a truncated file */
    char file[64];
    snprintf(file, sizeof file, "/tmp/ws-test-snap-c%d.wsnap", (int)getpid());
    FILE *fp = fopen(file, "wb");
    CHECK(fp != NULL);
    if (fp) {
        fwrite(ws_snap_data(cp), 1, len - 7, fp);
        fclose(fp);
        err = (struct ws_err){ 0 };
        CHECK(ws_snap_read(file, &err) == NULL);
        CHECK_HAS(err.msg, file);
        CHECK_HAS(err.msg, "truncated");
        remove(file);
    }
    err = (struct ws_err){ 0 };
    CHECK(ws_snap_read("/nonexistent/x.wsnap", &err) == NULL);
    CHECK(err.code != 0);
    /* nothing of that touched s */
    char *after = dump_state(s);
    if (strcmp(before, after))
        report_diff("state after the refusals", before, after);
    CHECK(strcmp(before, after) == 0);
    CHECK(!ws_sim_done(s));
    free(before);
    free(after);
    free(buf);
    ws_snap_free(cp);
    ws_sim_free(s);
    ws_trace_close(t);
}

TEST(mismatch_refused)
{
    struct ws_err err = { 0 };
    struct ws_trace *t = ws_trace_open("demo:vecadd:n=2048", &err);
    struct ws_trace *u = ws_trace_open("demo:vecadd:n=4096", &err);
    CHECK(t && u);
    if (!t || !u)
        return;
    struct ws_sim *s = new_sim(NULL, "gto", t, &err);
    struct ws_snapshot *cp = take_at(s, 300);
    ws_sim_step(s, 100);
    char *before = dump_state(s);

    struct ws_sim *other = new_sim(NULL, "lrr", t, &err);
    err = (struct ws_err){ 0 };
    CHECK(ws_snap_restore(other, cp, &err) != 0);
    CHECK_HAS(err.msg, "policy 'gto'");
    CHECK_HAS(err.msg, "'lrr'");
    ws_sim_free(other);

    other = new_sim("configs/tiny.cfg", "gto", t, &err);
    err = (struct ws_err){ 0 };
    CHECK(ws_snap_restore(other, cp, &err) != 0);
    CHECK_HAS(err.msg, "another configuration");
    CHECK_HAS(err.msg, "the snapshot has clock.dram=");   /* the first key that differs */
    CHECK_HAS(err.msg, "this simulator clock.dram=");
    ws_sim_free(other);

    struct ws_config cfg;
    ws_config_defaults(&cfg);
    cfg.dram_tCL += 1;
    other = ws_sim_new(&cfg, t, &err);
    CHECK(other != NULL);
    if (other) {
        err = (struct ws_err){ 0 };
        CHECK(ws_snap_restore(other, cp, &err) != 0);
        CHECK_HAS(err.msg, "dram.tCL");
        ws_sim_free(other);
    }

    other = new_sim(NULL, "gto", u, &err);
    err = (struct ws_err){ 0 };
    CHECK(ws_snap_restore(other, cp, &err) != 0);
    CHECK_HAS(err.msg, "trace");
    ws_sim_free(other);

    /* s itself was never touched by those */
    char *after = dump_state(s);
    CHECK(strcmp(before, after) == 0);
    free(before);
    free(after);
    ws_snap_free(cp);
    ws_sim_free(s);
    ws_trace_close(t);
    ws_trace_close(u);
}

/* The buffer: bounds, block lengths and tags. */
TEST(buffer_checks)
{
    struct ws_snap_buf b = { 0 };
    ws_snap_tag(&b, "x");
    ws_snap_u8(&b, 7);
    ws_snap_u32(&b, 0x01020304u);
    ws_snap_u64(&b, UINT64_C(0x1122334455667788));
    uint16_t arr[3] = { 1, 2, 3 };
    WS_SNAP_ARR(&b, arr, 3);
    ws_snap_str(&b, "hello");
    struct ws_snap_rd r;
    ws_snap_rd_init(&r, b.data, b.len);
    CHECK(ws_snap_expect(&r, "x"));
    CHECK_INT(ws_snap_get_u8(&r), 7);
    CHECK_INT(ws_snap_get_u32(&r), 0x01020304);
    CHECK(ws_snap_get_u64(&r) == UINT64_C(0x1122334455667788));
    uint16_t back[3] = { 0 };
    CHECK(WS_SNAP_GET_ARR(&r, back, 3));
    CHECK(back[2] == 3);
    char s[8];
    CHECK(ws_snap_get_str(&r, s, sizeof s));
    CHECK_STR(s, "hello");
    CHECK(ws_snap_ok(&r));
    CHECK_INT(ws_snap_get_u8(&r), 0);      /* past the end: zero and an error */
    CHECK(!ws_snap_ok(&r));
    CHECK_HAS(r.err.msg, "truncated");
    /* a block of another length */
    ws_snap_rd_init(&r, b.data, b.len);
    ws_snap_expect(&r, "x");
    ws_snap_get_u8(&r), ws_snap_get_u32(&r), ws_snap_get_u64(&r);
    uint16_t two[2];
    CHECK(!WS_SNAP_GET_ARR(&r, two, 2));
    CHECK_HAS(r.err.msg, "block of 4 bytes expected");
    /* a wrong tag */
    ws_snap_rd_init(&r, b.data, b.len);
    CHECK(!ws_snap_expect(&r, "y"));
    CHECK_HAS(r.err.msg, "section 'y'");
    /* a string too long for its buffer */
    ws_snap_rd_init(&r, b.data, b.len);
    ws_snap_expect(&r, "x");
    ws_snap_get_u8(&r), ws_snap_get_u32(&r), ws_snap_get_u64(&r);
    WS_SNAP_GET_ARR(&r, back, 3);
    char tiny[3];
    CHECK(!ws_snap_get_str(&r, tiny, sizeof tiny));
    ws_snap_buf_free(&b);
}
