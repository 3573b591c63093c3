/* config.c — the options table, `key = value` files with includes, -o overrides,
 * value formatting and cross-key validation. */
#define _POSIX_C_SOURCE 200809L
#include "warpscope/config.h"
#include "warpscope/addrmap.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define WS_CFG_ROW(field, name, type, def, mn, mx, unit, doc) \
    { name, WS_OPT_##type, def, (double)(mn), (double)(mx), unit, doc,    \
      offsetof(struct ws_config, field) },

const struct ws_opt ws_config_opts[] = { WS_CONFIG_KEYS(WS_CFG_ROW) };
const size_t ws_config_nopts = sizeof ws_config_opts / sizeof ws_config_opts[0];

#define CFG_MAX_INCLUDE_DEPTH 16

void ws_config_defaults(struct ws_config *c)
{
    memset(c, 0, sizeof *c);
    for (size_t i = 0; i < ws_config_nopts; i++) {
        struct ws_err e;
        /* defaults are part of the program: a failure here is a programming error */
        if (ws_config_set(c, ws_config_opts[i].name, ws_config_opts[i].def, "default", &e)) {
            fprintf(stderr, "warpscope: bad built-in default: %s\n", e.msg);
            abort();
        }
    }
}

const struct ws_opt *ws_config_find(const char *name)
{
    for (size_t i = 0; i < ws_config_nopts; i++)
        if (strcmp(ws_config_opts[i].name, name) == 0)
            return &ws_config_opts[i];
    return NULL;
}

static int cfg_unknown_key(const char *key, const char *where, struct ws_err *err)
{
    const char *names[sizeof ws_config_opts / sizeof ws_config_opts[0]];
    for (size_t i = 0; i < ws_config_nopts; i++)
        names[i] = ws_config_opts[i].name;
    const char *best = ws_closest(key, names, ws_config_nopts);
    if (best)
        return ws_errf(err, WS_ERR_INPUT, "%s: unknown key '%s' (did you mean '%s'?)",
                       where, key, best);
    return ws_errf(err, WS_ERR_INPUT,
                   "%s: unknown key '%s' (`warpscope config` lists every key)", where, key);
}

static bool cfg_enum_has(const char *choices, const char *v)
{
    size_t n = strlen(v);
    const char *p = choices;
    while (*p) {
        const char *bar = strchr(p, '|');
        size_t len = bar ? (size_t)(bar - p) : strlen(p);
        if (len == n && strncmp(p, v, n) == 0)
            return true;
        if (!bar)
            break;
        p = bar + 1;
    }
    return false;
}

static void cfg_fmt_num(double v, char *buf, size_t n)
{
    if (v == floor(v) && fabs(v) < 1e15)
        snprintf(buf, n, "%.0f", v);
    else
        snprintf(buf, n, "%g", v);
}

static int cfg_range_err(const struct ws_opt *o, const char *value, const char *where,
                         struct ws_err *err)
{
    char lo[32], hi[32];
    cfg_fmt_num(o->min, lo, sizeof lo);
    cfg_fmt_num(o->max, hi, sizeof hi);
    return ws_errf(err, WS_ERR_INPUT, "%s: %s = %s is out of range (expected %s to %s%s%s)",
                   where, o->name, value, lo, hi, o->unit[0] ? " " : "", o->unit);
}

static int cfg_set_str(const struct ws_opt *o, char *field, const char *value,
                       const char *where, struct ws_err *err)
{
    if (strlen(value) >= WS_CONFIG_STR_MAX)
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: value longer than %d characters", where,
                       o->name, WS_CONFIG_STR_MAX - 1);
    if (value[0] == '\0')
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: expected a value", where, o->name);
    memcpy(field, value, strlen(value) + 1);
    return WS_OK;
}

int ws_config_set(struct ws_config *c, const char *key, const char *value,
                  const char *where, struct ws_err *err)
{
    const struct ws_opt *o = ws_config_find(key);
    if (!o)
        return cfg_unknown_key(key, where, err);
    char *field = (char *)c + o->offset;
    switch (o->type) {
    case WS_OPT_INT: {
        int64_t v;
        if (!ws_parse_size(value, &v))
            return ws_errf(err, WS_ERR_INPUT,
                           "%s: %s = '%s': expected an integer (K/M/G suffixes allowed)",
                           where, o->name, value);
        if ((double)v < o->min || (double)v > o->max)
            return cfg_range_err(o, value, where, err);
        memcpy(field, &v, sizeof v);
        return WS_OK;
    }
    case WS_OPT_FLOAT: {
        double v;
        if (!ws_parse_double(value, &v))
            return ws_errf(err, WS_ERR_INPUT, "%s: %s = '%s': expected a number",
                           where, o->name, value);
        if (v < o->min || v > o->max)
            return cfg_range_err(o, value, where, err);
        memcpy(field, &v, sizeof v);
        return WS_OK;
    }
    case WS_OPT_BOOL: {
        bool v;
        if (!strcmp(value, "true") || !strcmp(value, "yes") || !strcmp(value, "on") ||
            !strcmp(value, "1"))
            v = true;
        else if (!strcmp(value, "false") || !strcmp(value, "no") || !strcmp(value, "off") ||
                 !strcmp(value, "0"))
            v = false;
        else
            return ws_errf(err, WS_ERR_INPUT,
                           "%s: %s = '%s': expected true or false", where, o->name, value);
        memcpy(field, &v, sizeof v);
        return WS_OK;
    }
    case WS_OPT_ENUM:
        if (!cfg_enum_has(o->unit, value))
            return ws_errf(err, WS_ERR_INPUT, "%s: %s = '%s': expected one of %s", where,
                           o->name, value, o->unit);
        return cfg_set_str(o, field, value, where, err);
    case WS_OPT_STR:
        return cfg_set_str(o, field, value, where, err);
    }
    return ws_errf(err, WS_ERR_RUNTIME, "%s: %s: bad option type", where, o->name);
}

int ws_config_override(struct ws_config *c, const char *kv, struct ws_err *err)
{
    char where[300];
    snprintf(where, sizeof where, "-o %s", kv);
    const char *eq = strchr(kv, '=');
    if (!eq || eq == kv)
        return ws_errf(err, WS_ERR_INPUT, "%s: expected KEY=VALUE", where);
    char key[128];
    size_t klen = (size_t)(eq - kv);
    if (klen >= sizeof key)
        return ws_errf(err, WS_ERR_INPUT, "%s: key too long", where);
    memcpy(key, kv, klen);
    key[klen] = '\0';
    return ws_config_set(c, ws_trim(key), eq + 1, where, err);
}

/* Stack of files being loaded, for include-loop detection and error context. */
struct cfg_load {
    const char *stack[CFG_MAX_INCLUDE_DEPTH];
    int depth;
};

static int cfg_load_file(struct ws_config *c, const char *path, struct cfg_load *ld,
                         const char *from, struct ws_err *err);

static char *cfg_resolve(const char *base, const char *rel)
{
    if (rel[0] == '/')
        return ws_strdup(rel);
    const char *slash = strrchr(base, '/');
    if (!slash)
        return ws_strdup(rel);
    size_t dl = (size_t)(slash - base) + 1;
    char *p = ws_malloc(dl + strlen(rel) + 1);
    memcpy(p, base, dl);
    strcpy(p + dl, rel);
    return p;
}

static int cfg_parse_line(struct ws_config *c, char *line, const char *path, int lineno,
                          struct cfg_load *ld, struct ws_err *err)
{
    char where[600];
    snprintf(where, sizeof where, "%s:%d", path, lineno);
    char *hash = strchr(line, '#');
    if (hash)
        *hash = '\0';
    char *s = ws_trim(line);
    if (!*s)
        return WS_OK;
    if (strncmp(s, "include", 7) == 0 && (s[7] == ' ' || s[7] == '\t')) {
        char *file = ws_trim(s + 7);
        if (!*file)
            return ws_errf(err, WS_ERR_INPUT, "%s: include: expected a file name", where);
        char *full = cfg_resolve(path, file);
        int rc = cfg_load_file(c, full, ld, where, err);
        free(full);
        return rc;
    }
    char *eq = strchr(s, '=');
    if (!eq)
        return ws_errf(err, WS_ERR_INPUT,
                       "%s: expected 'key = value' or 'include FILE', got '%s'", where, s);
    *eq = '\0';
    char *key = ws_trim(s), *val = ws_trim(eq + 1);
    if (!*key)
        return ws_errf(err, WS_ERR_INPUT, "%s: expected a key before '='", where);
    if (!*val)
        return ws_errf(err, WS_ERR_INPUT, "%s: %s: expected a value after '='", where, key);
    return ws_config_set(c, key, val, where, err);
}

static int cfg_load_file(struct ws_config *c, const char *path, struct cfg_load *ld,
                         const char *from, struct ws_err *err)
{
    for (int i = 0; i < ld->depth; i++)
        if (strcmp(ld->stack[i], path) == 0) {
            char chain[600] = "";
            for (int j = i; j < ld->depth; j++) {
                strncat(chain, ld->stack[j], sizeof chain - strlen(chain) - 1);
                strncat(chain, " -> ", sizeof chain - strlen(chain) - 1);
            }
            strncat(chain, path, sizeof chain - strlen(chain) - 1);
            return ws_errf(err, WS_ERR_INPUT, "%s: include loop: %s", from, chain);
        }
    if (ld->depth >= CFG_MAX_INCLUDE_DEPTH)
        return ws_errf(err, WS_ERR_INPUT, "%s: includes nested deeper than %d", from,
                       CFG_MAX_INCLUDE_DEPTH);
    if (access(path, F_OK) == 0) {
        /* a FIFO would block, /dev/zero never ends: regular files only */
        int crc = ws_check_input_file(path, true, err);
        if (crc) {
            if (from) {
                char why[sizeof err->msg];
                snprintf(why, sizeof why, "%s", err->msg);
                ws_errf(err, WS_ERR_INPUT, "%s: include: %s", from, why);
            }
            return crc;
        }
    }
    FILE *f = fopen(path, "r");
    if (!f) {
        if (from)
            return ws_errf(err, WS_ERR_INPUT, "%s: cannot open included file '%s': %s", from,
                           path, strerror(errno));
        return ws_errf(err, WS_ERR_INPUT, "%s: cannot open config: %s", path,
                       strerror(errno));
    }
    ld->stack[ld->depth++] = path;
    char *line = NULL;
    size_t cap = 0;
    long n;
    int lineno = 0, rc = WS_OK;
    while ((n = ws_read_line(f, &line, &cap, 65536)) != WS_LINE_EOF) {
        lineno++;
        if (n == WS_LINE_NUL) {
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: unexpected NUL byte (not a text file?)",
                         path, lineno);
            break;
        }
        if (n == WS_LINE_LONG) {
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: line longer than 65536 bytes "
                         "(not a config file?)", path, lineno);
            break;
        }
        rc = cfg_parse_line(c, line, path, lineno, ld, err);
        if (rc)
            break;
    }
    if (!rc && ferror(f))
        rc = ws_errf(err, WS_ERR_INPUT, "%s: read error", path);
    free(line);
    fclose(f);
    ld->depth--;
    return rc;
}

int ws_config_load(struct ws_config *c, const char *path, struct ws_err *err)
{
    struct cfg_load ld = { .depth = 0 };
    return cfg_load_file(c, path, &ld, NULL, err);
}

void ws_config_format(const struct ws_config *c, const struct ws_opt *o, char *buf, size_t n)
{
    const char *field = (const char *)c + o->offset;
    switch (o->type) {
    case WS_OPT_INT: {
        int64_t v;
        memcpy(&v, field, sizeof v);
        snprintf(buf, n, "%lld", (long long)v);
        break;
    }
    case WS_OPT_FLOAT: {
        double v;
        memcpy(&v, field, sizeof v);
        cfg_fmt_num(v, buf, n);
        break;
    }
    case WS_OPT_BOOL: {
        bool v;
        memcpy(&v, field, sizeof v);
        snprintf(buf, n, "%s", v ? "true" : "false");
        break;
    }
    case WS_OPT_STR:
    case WS_OPT_ENUM:
        snprintf(buf, n, "%s", field);
        break;
    }
}

static bool cfg_pow2(int64_t v)
{
    return v > 0 && (v & (v - 1)) == 0;
}

int ws_config_list(const char *text, int64_t *out, int max)
{
    int n = 0;
    const char *p = text;
    for (;;) {
        while (*p == ' ' || *p == '\t')
            p++;
        char *end;
        errno = 0;
        long long v = strtoll(p, &end, 10);
        if (end == p || errno || n >= max)
            return -1;
        out[n++] = v;
        p = end;
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p == '\0')
            return n;
        if (*p != ',' && *p != ':')
            return -1;
        p++;
    }
}

/* A list key must hold `want` integers (or between want and want2) in [lo, hi]. */
static int cfg_check_list(const char *key, const char *text, int want, int want2, int64_t lo,
                          int64_t hi, const char *what, struct ws_err *err)
{
    int64_t v[16];
    int n = ws_config_list(text, v, 16);
    bool ok = n == want || (want2 && n == want2);
    for (int i = 0; ok && i < n; i++)
        ok = v[i] >= lo && v[i] <= hi;
    if (!ok)
        return ws_errf(err, WS_ERR_INPUT, "%s = '%s': expected %s", key, text, what);
    return WS_OK;
}

int ws_config_validate(const struct ws_config *c, struct ws_err *err)
{
    const struct { const char *key, *val; } ops[] = {
        { "op.int", c->op_int }, { "op.sp", c->op_sp }, { "op.dp", c->op_dp },
        { "op.sfu", c->op_sfu }, { "op.tensor", c->op_tensor } };
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (cfg_check_list(ops[i].key, ops[i].val, 2, 0, 1, 511,
                           "LATENCY,INTERVAL (two integers from 1 to 511)", err))
            return err->code;
    const char *specs[4] = { c->op_spec1, c->op_spec2, c->op_spec3, c->op_spec4 };
    for (int k = 0; k < 4; k++) {
        int64_t v[8];
        if (!strcmp(specs[k], "auto") || !strcmp(specs[k], "off"))
            continue;
        /* UNITS,DEPTH,ID_OC,OC_EX,LATENCY,INTERVAL; GPGPU-Sim's unit pipeline is DEPTH
         * stages deep and the latency must fit in it (stock files: latency <= depth) */
        int n = ws_config_list(specs[k], v, 8);
        bool ok = n == 6 && v[0] >= 1 && v[0] <= 16 && v[1] >= 1 && v[1] <= 511 && v[2] >= 1 &&
                  v[2] <= 64 && v[3] >= 1 && v[3] <= 64 && v[4] >= 1 && v[4] <= v[1] &&
                  v[5] >= 1 && v[5] <= 511;
        if (!ok)
            return ws_errf(err, WS_ERR_INPUT, "op.spec%d = '%s': expected auto, off or "
                           "UNITS,DEPTH,ID_OC,OC_EX,LATENCY,INTERVAL (units 1-16, depth "
                           "1-511, widths 1-64, latency 1-depth, interval 1-511)", k + 1,
                           specs[k]);
    }
    const struct { const char *key, *val; } ocs[] = {
        { "oc.sp", c->oc_sp }, { "oc.dp", c->oc_dp }, { "oc.sfu", c->oc_sfu },
        { "oc.int", c->oc_int }, { "oc.mem", c->oc_mem }, { "oc.tensor", c->oc_tensor },
        { "oc.gen", c->oc_gen } };
    for (size_t i = 0; i < sizeof ocs / sizeof ocs[0]; i++)
        if (cfg_check_list(ocs[i].key, ocs[i].val, 3, 0, 0, 64,
                           "UNITS,IN_PORTS,OUT_PORTS (three integers from 0 to 64)", err))
            return err->code;
    {
        int64_t q[8];
        int n = ws_config_list(c->l2_partition_queues, q, 8);
        bool ok = n == 4;
        for (int i = 0; ok && i < 4; i++)
            ok = q[i] >= 4 && q[i] <= 65536;
        if (!ok)
            return ws_errf(err, WS_ERR_INPUT, "l2.partition_queues = '%s': expected four sizes "
                           "A:B:C:D from 4 to 65536", c->l2_partition_queues);
    }
    if (cfg_check_list("sm.pipeline_widths", c->sm_pipeline_widths, 11, 13, 0, 64,
                       "11 or 13 integers from 0 to 64 (ID_OC_SP,DP,INT,SFU,MEM,OC_EX_SP,DP,"
                       "INT,SFU,MEM,EX_WB[,ID_OC_TC,OC_EX_TC])", err))
        return err->code;
    if (!cfg_pow2(c->l1i_line))
        return ws_errf(err, WS_ERR_INPUT, "l1i.line = %lld: expected a power of two",
                       (long long)c->l1i_line);
    if (c->l1i_size % (c->l1i_line * c->l1i_assoc) != 0)
        return ws_errf(err, WS_ERR_INPUT,
                       "l1i.size = %lld: expected a multiple of l1i.line x l1i.assoc (%lld)",
                       (long long)c->l1i_size, (long long)(c->l1i_line * c->l1i_assoc));
    {
        int64_t opt[16];
        int n = ws_config_list(c->sm_shmem_options, opt, 16);
        bool ok = n >= 1 && n <= 16;
        for (int i = 0; ok && i < n; i++)
            ok = opt[i] >= 0 && opt[i] * 1024 <= c->l1d_unified && (i == 0 || opt[i] > opt[i - 1]);
        if (!ok)
            return ws_errf(err, WS_ERR_INPUT, "sm.shmem_options = '%s': expected 1 to 16 "
                           "ascending sizes in KB, none above l1d.unified (%lld KB)",
                           c->sm_shmem_options, (long long)(c->l1d_unified / 1024));
    }
    if (c->l1d_miss_queue < 2)
        return ws_errf(err, WS_ERR_INPUT, "l1d.miss_queue = %lld: expected at least 2 (a read "
                       "miss needs two free entries)", (long long)c->l1d_miss_queue);
    if (!cfg_pow2(c->l1d_line))
        return ws_errf(err, WS_ERR_INPUT, "l1d.line = %lld: expected a power of two",
                       (long long)c->l1d_line);
    if (!cfg_pow2(c->l2_line))
        return ws_errf(err, WS_ERR_INPUT, "l2.line = %lld: expected a power of two",
                       (long long)c->l2_line);
    if (c->l1d_size % (c->l1d_line * c->l1d_assoc) != 0)
        return ws_errf(err, WS_ERR_INPUT,
                       "l1d.size = %lld: expected a multiple of l1d.line x l1d.assoc (%lld)",
                       (long long)c->l1d_size, (long long)(c->l1d_line * c->l1d_assoc));
    if (c->l2_size % (c->l2_line * c->l2_assoc) != 0)
        return ws_errf(err, WS_ERR_INPUT,
                       "l2.size = %lld: expected a multiple of l2.line x l2.assoc (%lld)",
                       (long long)c->l2_size, (long long)(c->l2_line * c->l2_assoc));
    if (c->sm_warp_size % c->sm_simt_width != 0)
        return ws_errf(err, WS_ERR_INPUT,
                       "sm.simt_width = %lld: expected a divisor of sm.warp_size (%lld)",
                       (long long)c->sm_simt_width, (long long)c->sm_warp_size);
    struct ws_addrmap map;
    if (ws_addrmap_parse(&map, c->dram_addr_map, (int)c->dram_channels, (int)c->dram_banks, err))
        return err->code;
    if (ws_addrmap_row_bytes(&map) != c->dram_row_bytes)
        return ws_errf(err, WS_ERR_INPUT,
                       "dram.row_bytes = %lld but dram.addr_map gives rows of %d bytes "
                       "(2^(C bits + S bits)); change one to match the other",
                       (long long)c->dram_row_bytes, ws_addrmap_row_bytes(&map));
    if (c->sm_max_threads < c->sm_warp_size)
        return ws_errf(err, WS_ERR_INPUT, "sm.max_threads = %lld: expected at least one warp",
                       (long long)c->sm_max_threads);
    return WS_OK;
}
