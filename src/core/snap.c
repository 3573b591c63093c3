/* snap.c — whole-simulation snapshots (warpscope/snap.h, DESIGN §12): the blob's header
 * (magic, format version, build layout, checksum), the identity checks that refuse a
 * snapshot of another config, policy or trace, the trace's opcode table, and the
 * module states (core_sim_save: sim, memory system, SMs with their stages, policies
 * and prefetchers).  Files hold the blob as it is. */
#include "core.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* magic (8) | u32 version | u32 0 | u64 layout | u64 payload checksum | u64 length */
#define SNAP_MAGIC "WSSNAP\r\n"
#define SNAP_HEADER 40

struct ws_snapshot {
    uint8_t *data;
    size_t len;
    uint64_t cycle;
};

/* Sizes of the structures saved as bytes: a build that lays them out otherwise cannot
 * read the blob. */
static uint64_t snap_layout(void)
{
    const uint64_t sz[] = { sizeof(struct ws_sim), sizeof(struct ws_sm), sizeof(struct ws_warp),
                            sizeof(struct core_inst), sizeof(struct core_cta),
                            sizeof(struct core_sched), sizeof(struct core_ldst),
                            sizeof(struct core_fetch), sizeof(struct core_opcoll),
                            sizeof(struct ws_mem_req), sizeof(struct ws_config),
                            sizeof(void *), WS_SNAP_VERSION };
    return ws_snap_hash(WS_SNAP_HASH_INIT, sz, sizeof sz);
}

static void put_le64(uint8_t *p, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

static uint64_t get_le64(const uint8_t *p)
{
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v |= (uint64_t)p[i] << (8 * i);
    return v;
}

/* ---- identity: config (every key but the policy), policy, trace ------------------------ */

static void snap_config_text(const struct ws_config *cfg, struct ws_snap_buf *b)
{
    char val[WS_CONFIG_STR_MAX + 64];
    for (size_t i = 0; i < ws_config_nopts; i++) {
        const struct ws_opt *o = &ws_config_opts[i];
        if (!strcmp(o->name, "sched.policy") || !strncmp(o->name, "dbg.", 4))
            continue;   /* the policy is checked by name; dbg.* keys do not simulate */
        ws_config_format(cfg, o, val, sizeof val);
        ws_snap_put(b, o->name, strlen(o->name));
        ws_snap_put(b, "=", 1);
        ws_snap_put(b, val, strlen(val));
        ws_snap_put(b, "\n", 1);
    }
}

static void snap_save_id(const struct ws_sim *s, struct ws_snap_buf *b)
{
    ws_snap_tag(b, "id");
    ws_snap_str(b, s->pol->name);
    struct ws_snap_buf c = { 0 };
    snap_config_text(&s->cfg, &c);
    ws_snap_block(b, c.data, c.len);
    ws_snap_buf_free(&c);
    const struct ws_trace *t = s->trace;
    ws_snap_str(b, t->path ? t->path : "");
    ws_snap_u32(b, t->nkernels);
    for (uint32_t k = 0; k < t->nkernels; k++) {
        const struct ws_kernel_info *ki = &t->kernel[k];
        ws_snap_str(b, ki->name ? ki->name : "");
        ws_snap_u32(b, ki->ncta);
        ws_snap_u32(b, ki->warps_per_cta);
        for (int d = 0; d < 3; d++) {
            ws_snap_u32(b, ki->grid[d]);
            ws_snap_u32(b, ki->block[d]);
        }
    }
    ws_snap_u64(b, s->cycle);
    ws_snap_u32(b, t->nopcodes);
    for (uint32_t i = 0; i < t->nopcodes; i++)
        ws_snap_str(b, t->opcode[i]);
}

/* The first line of a that differs from b's ("" when equal), into out. */
static void snap_config_diff(const char *a, size_t na, const char *b, size_t nb, char *out,
                             size_t n)
{
    size_t i = 0, j = 0;
    out[0] = '\0';
    while (i < na || j < nb) {
        size_t ei = i, ej = j;
        while (ei < na && a[ei] != '\n') ei++;
        while (ej < nb && b[ej] != '\n') ej++;
        if (ei - i != ej - j || memcmp(a + i, b + j, ei - i)) {
            snprintf(out, n, "the snapshot has %.*s, this simulator %.*s", (int)(ei - i), a + i,
                     (int)(ej - j), b + j);
            return;
        }
        i = ei + 1, j = ej + 1;
    }
}

/* Check the identity section against s; the trace's opcode table may be extended with
 * the snapshot's (only when intern is true, after every check passed). */
static bool snap_check_id(struct ws_sim *s, struct ws_snap_rd *r, bool intern)
{
    char name[64], path[4096], kn[512];
    ws_snap_expect(r, "id");
    ws_snap_get_str(r, name, sizeof name);
    if (ws_snap_ok(r) && strcmp(name, s->pol->name))
        return ws_snap_fail(r, "snapshot refused: taken under policy '%s', this simulator "
                            "runs '%s'", name, s->pol->name);
    const void *cfg;
    size_t ncfg = ws_snap_get_block_ref(r, &cfg, (size_t)1 << 20);
    if (ws_snap_ok(r)) {
        struct ws_snap_buf c = { 0 };
        snap_config_text(&s->cfg, &c);
        char diff[600];
        snap_config_diff(cfg, ncfg, (const char *)c.data, c.len, diff, sizeof diff);
        ws_snap_buf_free(&c);
        if (diff[0])
            return ws_snap_fail(r, "snapshot refused: another configuration (%s)", diff);
    }
    const struct ws_trace *t = s->trace;
    ws_snap_get_str(r, path, sizeof path);
    uint32_t nk = ws_snap_get_u32(r);
    if (ws_snap_ok(r) && nk != t->nkernels)
        return ws_snap_fail(r, "snapshot refused: taken on trace '%s' of %u kernels, this "
                            "trace ('%s') has %u", path, nk, t->path ? t->path : "", t->nkernels);
    for (uint32_t k = 0; k < nk && ws_snap_ok(r); k++) {
        const struct ws_kernel_info *ki = &t->kernel[k];
        ws_snap_get_str(r, kn, sizeof kn);
        uint32_t v[8];
        v[0] = ws_snap_get_u32(r), v[1] = ws_snap_get_u32(r);
        for (int d = 0; d < 3; d++)
            v[2 + 2 * d] = ws_snap_get_u32(r), v[3 + 2 * d] = ws_snap_get_u32(r);
        if (!ws_snap_ok(r))
            break;
        bool same = !strcmp(kn, ki->name ? ki->name : "") && v[0] == ki->ncta &&
                    v[1] == ki->warps_per_cta;
        for (int d = 0; d < 3; d++)
            same = same && v[2 + 2 * d] == ki->grid[d] && v[3 + 2 * d] == ki->block[d];
        if (!same)
            return ws_snap_fail(r, "snapshot refused: taken on trace '%s' whose kernel %u is "
                                "'%s' (%u CTAs), this trace ('%s') has '%s' (%u CTAs)", path, k,
                                kn, v[0], t->path ? t->path : "", ki->name ? ki->name : "",
                                ki->ncta);
    }
    uint64_t cycle = ws_snap_get_u64(r);
    (void)cycle;
    uint32_t nop = ws_snap_get_u32(r);
    if (ws_snap_ok(r) && nop > 0xffff)
        return ws_snap_fail(r, "snapshot corrupt: %u opcodes", nop);
    size_t at = r->pos;
    for (uint32_t i = 0; i < nop && ws_snap_ok(r); i++) {
        ws_snap_get_str(r, kn, sizeof kn);
        if (ws_snap_ok(r) && i < t->nopcodes && strcmp(kn, t->opcode[i]))
            return ws_snap_fail(r, "snapshot refused: the trace's opcode %u is '%s', the "
                                "snapshot's '%s' (another trace?)", i, t->opcode[i], kn);
    }
    if (!intern || !ws_snap_ok(r))
        return ws_snap_ok(r);
    /* opcodes the snapshot's run had met that this trace object has not yet */
    r->pos = at;
    for (uint32_t i = 0; i < nop && ws_snap_ok(r); i++) {
        ws_snap_get_str(r, kn, sizeof kn);
        if (i >= s->trace->nopcodes && ws_trace_intern_opcode(s->trace, kn) != i)
            return ws_snap_fail(r, "snapshot refused: the trace's opcode table does not "
                                "extend to the snapshot's (opcode %u '%s')", i, kn);
    }
    return ws_snap_ok(r);
}

/* ---- the API ------------------------------------------------------------------------------ */

struct ws_snapshot *ws_snap_take(struct ws_sim *s, struct ws_err *err)
{
    if (s->failed) {
        ws_errf(err, WS_ERR_RUNTIME, "no snapshot of a failed simulation: %s", s->err);
        return NULL;
    }
    struct ws_snap_buf b = { 0 };
    uint8_t hdr[SNAP_HEADER] = { 0 };
    ws_snap_put(&b, hdr, sizeof hdr);
    snap_save_id(s, &b);
    core_sim_save(s, &b);
    uint8_t *p = b.data;
    memcpy(p, SNAP_MAGIC, 8);
    p[8] = WS_SNAP_VERSION & 0xff, p[9] = (WS_SNAP_VERSION >> 8) & 0xff;
    put_le64(p + 16, snap_layout());
    put_le64(p + 24, ws_snap_hash(WS_SNAP_HASH_INIT, p + SNAP_HEADER, b.len - SNAP_HEADER));
    put_le64(p + 32, b.len - SNAP_HEADER);
    struct ws_snapshot *cp = ws_calloc(1, sizeof *cp);
    cp->data = b.data;
    cp->len = b.len;
    cp->cycle = s->cycle;
    return cp;
}

/* Magic, version, layout, length and checksum of a blob. */
static int snap_check_blob(const uint8_t *p, size_t len, struct ws_err *err)
{
    if (len < 8 || memcmp(p, SNAP_MAGIC, 8))
        return ws_errf(err, WS_ERR_INPUT, "not a warpscope snapshot (no WSSNAP magic)");
    if (len < SNAP_HEADER)
        return ws_errf(err, WS_ERR_INPUT, "snapshot truncated: %zu bytes, the header alone "
                       "is %d", len, SNAP_HEADER);
    unsigned ver = p[8] | (unsigned)p[9] << 8;
    if (ver != WS_SNAP_VERSION || p[10] || p[11] || p[12] || p[13] || p[14] || p[15])
        return ws_errf(err, WS_ERR_INPUT, "snapshot refused: format version %u, this "
                       "warpscope reads version %d", ver, WS_SNAP_VERSION);
    if (get_le64(p + 16) != snap_layout())
        return ws_errf(err, WS_ERR_INPUT, "snapshot refused: written by another build of "
                       "warpscope (its data layout differs)");
    uint64_t n = get_le64(p + 32);
    if (n != len - SNAP_HEADER)
        return ws_errf(err, WS_ERR_INPUT, "snapshot truncated or padded: %llu bytes of state "
                       "announced, %zu present", (unsigned long long)n, len - SNAP_HEADER);
    if (ws_snap_hash(WS_SNAP_HASH_INIT, p + SNAP_HEADER, n) != get_le64(p + 24))
        return ws_errf(err, WS_ERR_INPUT, "snapshot corrupt: checksum mismatch");
    return WS_OK;
}

int ws_snap_check(struct ws_sim *s, const struct ws_snapshot *cp, struct ws_err *err)
{
    if (snap_check_blob(cp->data, cp->len, err))
        return err->code;
    struct ws_snap_rd r;
    ws_snap_rd_init(&r, cp->data + SNAP_HEADER, cp->len - SNAP_HEADER);
    if (!snap_check_id(s, &r, false))
        return ws_errf(err, r.err.code, "%s", r.err.msg);
    return WS_OK;
}

int ws_snap_restore(struct ws_sim *s, const struct ws_snapshot *cp, struct ws_err *err)
{
    if (ws_snap_check(s, cp, err))
        return err->code;
    struct ws_snap_rd r;
    ws_snap_rd_init(&r, cp->data + SNAP_HEADER, cp->len - SNAP_HEADER);
    if (!snap_check_id(s, &r, true) || !core_sim_load(s, &r)) {
        /* past the checks: the sim is in pieces; it may not run on */
        struct ws_err e = { 0 };
        ws_errf(&e, WS_ERR_INPUT, "restoring a snapshot failed: %s", r.err.msg);
        s->failed = false;
        core_sim_fail(s, &e);
        return ws_errf(err, e.code, "%s", e.msg);
    }
    if (r.pos != r.len)
        return ws_errf(err, WS_ERR_INPUT, "snapshot corrupt: %zu bytes past its end",
                       r.len - r.pos);
    return WS_OK;
}

void ws_snap_free(struct ws_snapshot *cp)
{
    if (!cp)
        return;
    free(cp->data);
    free(cp);
}

uint64_t ws_snap_cycle(const struct ws_snapshot *cp) { return cp->cycle; }
size_t ws_snap_size(const struct ws_snapshot *cp) { return cp->len; }
const void *ws_snap_data(const struct ws_snapshot *cp) { return cp->data; }

struct ws_snapshot *ws_snap_from_blob(const void *data, size_t len, struct ws_err *err)
{
    if (snap_check_blob(data, len, err))
        return NULL;
    struct ws_snap_rd r;
    ws_snap_rd_init(&r, (const uint8_t *)data + SNAP_HEADER, len - SNAP_HEADER);
    /* the cycle, from the identity section */
    char tmp[4096];
    ws_snap_expect(&r, "id");
    ws_snap_get_str(&r, tmp, sizeof tmp);
    const void *p;
    ws_snap_get_block_ref(&r, &p, (size_t)1 << 20);
    ws_snap_get_str(&r, tmp, sizeof tmp);
    uint32_t nk = ws_snap_get_u32(&r);
    for (uint32_t k = 0; k < nk && ws_snap_ok(&r); k++) {
        ws_snap_get_str(&r, tmp, sizeof tmp);
        for (int i = 0; i < 8; i++)
            ws_snap_get_u32(&r);
    }
    uint64_t cycle = ws_snap_get_u64(&r);
    if (!ws_snap_ok(&r)) {
        ws_errf(err, WS_ERR_INPUT, "%s", r.err.msg);
        return NULL;
    }
    struct ws_snapshot *cp = ws_calloc(1, sizeof *cp);
    cp->data = ws_malloc(len);
    memcpy(cp->data, data, len);
    cp->len = len;
    cp->cycle = cycle;
    return cp;
}

int ws_snap_write(const struct ws_snapshot *cp, const char *path, struct ws_err *err)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return ws_errf(err, WS_ERR_INPUT, "%s: cannot write: %s", path, strerror(errno));
    bool ok = fwrite(cp->data, 1, cp->len, f) == cp->len;
    ok = (fclose(f) == 0) && ok;
    if (!ok) {
        remove(path);
        return ws_errf(err, WS_ERR_RUNTIME, "%s: write failed: %s", path, strerror(errno));
    }
    return WS_OK;
}

struct ws_snapshot *ws_snap_read(const char *path, struct ws_err *err)
{
    if (ws_check_input_file(path, false, err))
        return NULL;
    FILE *f = fopen(path, "rb");
    if (!f) {
        ws_errf(err, WS_ERR_INPUT, "%s: cannot open: %s", path, strerror(errno));
        return NULL;
    }
    struct ws_snap_buf b = { 0 };
    uint8_t chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        ws_snap_put(&b, chunk, n);
    bool bad = ferror(f);
    fclose(f);
    if (bad) {
        ws_snap_buf_free(&b);
        ws_errf(err, WS_ERR_INPUT, "%s: read error", path);
        return NULL;
    }
    struct ws_snapshot *cp = ws_snap_from_blob(b.data, b.len, err);
    ws_snap_buf_free(&b);
    if (!cp) {
        char msg[sizeof err->msg];
        snprintf(msg, sizeof msg, "%s", err->msg);
        ws_errf(err, WS_ERR_INPUT, "%s: %s", path, msg);
    }
    return cp;
}
