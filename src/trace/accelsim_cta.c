/* accelsim_cta.c — parsing one Accel-Sim CTA body ("thread block", "warp", "insts" and
 * instruction lines) into a ws_cta_trace, with lane addresses normalised to
 * base+stride where they allow it. */
#include "accelsim.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Address windows used when the generic LD/ST's space comes from its address. */
#define AS_SHARED_WINDOW 0x01000000ull   /* 16 MiB above the shared base */
#define AS_LOCAL_WINDOW  0x02000000ull   /* 32 MiB above the local base */
/* Instructions allocated at once from a warp's 'insts = N' (more grow as they come). */
#define AS_INST_PREALLOC 65536

struct as_tok { const char *s; size_t n; };

const char *as_show(const char *s, char *buf, size_t n)
{
    size_t j = 0;
    buf[j++] = '\'';
    for (size_t i = 0; s[i] && j + 5 < n; i++) {
        unsigned char c = (unsigned char)s[i];
        buf[j++] = (c >= 32 && c < 127) ? (char)c : '?';
        if (i >= 60 && s[i + 1]) {
            buf[j++] = '.', buf[j++] = '.', buf[j++] = '.';
            break;
        }
    }
    buf[j++] = '\'';
    buf[j] = '\0';
    return buf;
}

/* Character classes of the tokenizer: 1 blank (space, tab, CR), 2 end of line (NUL). */
static const unsigned char tok_class[256] = { [' '] = 1, ['\t'] = 1, ['\r'] = 1, [0] = 2 };

/* Hex digit values plus one (0: not a hex digit). */
static const unsigned char hex_val[256] = {
    ['0'] = 1, ['1'] = 2, ['2'] = 3, ['3'] = 4, ['4'] = 5, ['5'] = 6, ['6'] = 7, ['7'] = 8,
    ['8'] = 9, ['9'] = 10, ['a'] = 11, ['b'] = 12, ['c'] = 13, ['d'] = 14, ['e'] = 15,
    ['f'] = 16, ['A'] = 11, ['B'] = 12, ['C'] = 13, ['D'] = 14, ['E'] = 15, ['F'] = 16 };

static int tok_next(const char **p, struct as_tok *t)
{
    const char *s = *p;
    while (tok_class[(unsigned char)*s] == 1)
        s++;
    const char *e = s;
    while (!tok_class[(unsigned char)*e])
        e++;
    t->s = s;
    t->n = (size_t)(e - s);
    *p = e;
    return t->n > 0;
}

static bool tok_hex(const struct as_tok *t, uint64_t *out, unsigned maxdigits)
{
    const char *s = t->s;
    size_t n = t->n;
    if (n > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        s += 2, n -= 2;
    if (n == 0 || n > maxdigits)
        return false;
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned d = hex_val[(unsigned char)s[i]];
        if (!d)
            return false;
        v = v << 4 | (d - 1);
    }
    *out = v;
    return true;
}

static bool tok_dec(const struct as_tok *t, int64_t *out)
{
    size_t i = 0;
    bool neg = false;
    if (t->n && (t->s[0] == '-' || t->s[0] == '+'))
        neg = t->s[0] == '-', i = 1;
    if (i == t->n || t->n - i > 19)
        return false;
    uint64_t v = 0;   /* at most 19 digits: no unsigned overflow */
    for (; i < t->n; i++) {
        unsigned d = (unsigned char)t->s[i] - '0';
        if (d > 9)
            return false;
        v = v * 10 + d;
    }
    if (v > (uint64_t)INT64_MAX + neg)
        return false;
    *out = neg ? (int64_t)(0 - v) : (int64_t)v;
    return true;
}

/* Token and value in one pass for the common case: a token of plain digits (hex: at
 * most maxdigits; decimal: at most 18) ending at a blank or the end of the line.
 * Anything else (a 0x prefix, a sign, more digits, a stray character) is read again by
 * tok_next and tok_hex/tok_dec from where the token starts, so what is accepted and
 * the error messages are theirs. */
static bool rd_hex(const char **p, unsigned maxdigits, uint64_t *out, struct as_tok *t)
{
    const char *s = *p;
    while (tok_class[(unsigned char)*s] == 1)
        s++;
    const char *e = s;
    uint64_t v = 0;
    unsigned d;
    while ((d = hex_val[(unsigned char)*e]) != 0) {
        v = v << 4 | (d - 1);
        e++;
    }
    if (e > s && (size_t)(e - s) <= maxdigits && tok_class[(unsigned char)*e]) {
        t->s = s;
        t->n = (size_t)(e - s);
        *p = e;
        *out = v;
        return true;
    }
    tok_next(p, t);
    return tok_hex(t, out, maxdigits);
}

static bool rd_dec(const char **p, int64_t *out, struct as_tok *t)
{
    const char *s = *p;
    while (tok_class[(unsigned char)*s] == 1)
        s++;
    const char *e = s;
    uint64_t v = 0;
    unsigned d;
    while ((d = (unsigned char)*e - '0') <= 9) {
        v = v * 10 + d;
        e++;
    }
    if (e > s && e - s <= 18 && tok_class[(unsigned char)*e]) {
        t->s = s;
        t->n = (size_t)(e - s);
        *p = e;
        *out = (int64_t)v;
        return true;
    }
    tok_next(p, t);
    return tok_dec(t, out);
}

/* "PATH:LINE: expected WHAT, got 'TOKEN'" (or "end of line"). */
static int as_expect(const struct as_file *f, struct ws_err *err, const char *what,
                     const struct as_tok *t)
{
    char buf[80];
    if (!t || t->n == 0)
        return ws_errf(err, WS_ERR_INPUT, "%s:%u: expected %s, got end of line", f->path,
                       f->lineno, what);
    size_t n = t->n < 60 ? t->n : 60;
    char tmp[64];
    memcpy(tmp, t->s, n);
    tmp[n] = '\0';
    return ws_errf(err, WS_ERR_INPUT, "%s:%u: expected %s, got %s", f->path, f->lineno,
                   what, as_show(tmp, buf, sizeof buf));
}

static int as_reg(const struct as_file *f, const char **p, uint16_t *reg, struct ws_err *err)
{
    const char *s = *p;
    while (tok_class[(unsigned char)*s] == 1)
        s++;
    if (s[0] == 'R') {                   /* R0..R255 in one pass; anything else below */
        unsigned v = 0, n = 0, d;
        while (n < 4 && (d = (unsigned char)s[1 + n] - '0') <= 9)
            v = v * 10 + d, n++;
        if (n > 0 && n < 4 && v <= 255 && tok_class[(unsigned char)s[1 + n]]) {
            *reg = (uint16_t)v;
            *p = s + 1 + n;
            return 0;
        }
    }
    struct as_tok t;
    tok_next(p, &t);
    int64_t v;
    struct as_tok num = t;
    unsigned off = 0, limit = 255;
    if (t.n > 1 && t.s[0] == 'R')
        off = 0, num.s++, num.n--;
    else if (t.n > 2 && t.s[0] == 'U' && t.s[1] == 'R')
        off = 256, limit = 63, num.s += 2, num.n -= 2;
    else
        return as_expect(f, err, "a register R<n>", &t);
    if (!tok_dec(&num, &v) || v < 0 || v > (int64_t)limit || num.s[0] == '-' || num.s[0] == '+')
        return as_expect(f, err, "a register R0..R255", &t);
    /* R255 (RZ) stays a register, as the peer keeps it (MODEL-NOTES §0: an ordinary
     * register for the scoreboard and the register banks); URZ (UR63) is dropped */
    *reg = off && v == (int64_t)limit ? WS_REG_NONE : (uint16_t)(off + (unsigned)v);
    return 0;
}

/* Opcode text to id through the hash table, interning and classifying new ones. */
static int as_opcode(struct ws_trace *t, const struct as_file *f, const struct as_tok *tok,
                     uint16_t *id, struct ws_err *err)
{
    struct as_impl *im = t->impl;
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < tok->n; i++)
        h = (h ^ (unsigned char)tok->s[i]) * 16777619u;
    size_t mask = im->hcap - 1;
    for (size_t i = h & mask;; i = (i + 1) & mask) {
        uint32_t e = im->htab[i];
        if (!e)
            break;
        const char *s = t->opcode[e - 1];
        if (!strncmp(s, tok->s, tok->n) && s[tok->n] == '\0') {
            *id = (uint16_t)(e - 1);
            return 0;
        }
    }
    if (ws_trace_intern_checked(t, tok->s, tok->n, id))
        return ws_errf(err, WS_ERR_INPUT, "%s:%u: more than 65535 distinct opcodes", f->path,
                       f->lineno);
    WS_GROW(im->ops, im->ops_cap, (size_t)*id + 1);
    struct as_opinfo *o = &im->ops[*id];
    memset(o, 0, sizeof *o);   /* WS_GROW does not clear: mem_warned starts 0 */
    ws_opcode_classify(t->opcode[*id], &o->unit, &o->space, &o->memop, &o->width);
    size_t first = strcspn(t->opcode[*id], ".");
    o->generic = (first == 2 && (!strncmp(t->opcode[*id], "LD", 2) ||
                                 !strncmp(t->opcode[*id], "ST", 2)));
    if ((size_t)t->nopcodes * 2 > im->hcap) {   /* rehash */
        size_t ncap = im->hcap * 2;
        uint32_t *nt = ws_calloc(ncap, sizeof *nt);
        for (uint32_t k = 0; k < t->nopcodes; k++) {
            uint32_t hk = 2166136261u;
            for (const char *c = t->opcode[k]; *c; c++)
                hk = (hk ^ (unsigned char)*c) * 16777619u;
            size_t j = hk & (ncap - 1);
            while (nt[j])
                j = (j + 1) & (ncap - 1);
            nt[j] = k + 1;
        }
        free(im->htab);
        im->htab = nt;
        im->hcap = ncap;
    } else {
        size_t i = h & mask;
        while (im->htab[i])
            i = (i + 1) & mask;
        im->htab[i] = (uint32_t)*id + 1;
    }
    return 0;
}

static uint8_t as_generic_space(const struct ws_kernel_info *k, uint64_t a)
{
    uint64_t sh = k->shmem_base, lo = k->local_base;
    uint64_t sh_end = sh && lo > sh ? lo : sh + AS_SHARED_WINDOW;
    uint64_t lo_end = lo && sh > lo ? sh : lo + AS_LOCAL_WINDOW;
    if (sh && a >= sh && a < sh_end)
        return WS_SPACE_SHARED;
    if (lo && a >= lo && a < lo_end)
        return WS_SPACE_LOCAL;
    return WS_SPACE_GLOBAL;
}

/* The lane addresses after "mem_width": mode and addresses; fills in->addr_* and base. */
static int as_addrs(const struct as_file *f, const char **p, struct ws_inst *in,
                    struct ws_warp_trace *w, size_t *acap, uint64_t a[32], int *na,
                    int64_t *modep, struct ws_err *err)
{
    struct as_tok t;
    int64_t mode, d;
    uint64_t base;
    int n = __builtin_popcount(in->mask);
    if (!rd_dec(p, &mode, &t) || mode < 0 || mode > 2)
        return as_expect(f, err, "an address mode 0, 1 or 2", &t);
    *modep = mode;
    if (mode == 0) {
        for (int k = 0; k < n; k++) {
            if (!rd_hex(p, 16, &a[k], &t))
                return as_expect(f, err, "a hex lane address", &t);
        }
    } else {
        if (!rd_hex(p, 16, &base, &t))
            return as_expect(f, err, "a hex base address", &t);
        a[0] = base;
        if (mode == 1) {
            if (!rd_dec(p, &d, &t))
                return as_expect(f, err, "a decimal stride", &t);
            for (int k = 1; k < n; k++)
                a[k] = a[k - 1] + (uint64_t)d;
        } else {
            for (int k = 1; k < n; k++) {
                if (!rd_dec(p, &d, &t))
                    return as_expect(f, err, "a decimal address delta", &t);
                a[k] = a[k - 1] + (uint64_t)d;
            }
        }
    }
    *na = n;
    if (n == 0)
        return 0;
    in->base = a[0];
    int64_t stride = n > 1 ? (int64_t)(a[1] - a[0]) : 0;
    bool strided = stride >= INT32_MIN && stride <= INT32_MAX;
    for (int k = 2; k < n && strided; k++)
        strided = (int64_t)(a[k] - a[k - 1]) == stride;
    if (strided) {
        in->addr_mode = WS_ADDR_STRIDE;
        in->stride = (int32_t)stride;
        return 0;
    }
    if ((uint64_t)w->naddr + (uint64_t)n > UINT32_MAX)
        return ws_errf(err, WS_ERR_INPUT, "%s:%u: too many lane addresses in one warp",
                       f->path, f->lineno);
    WS_GROW(w->addr, *acap, (size_t)w->naddr + (size_t)n);
    in->addr_mode = WS_ADDR_LIST;
    in->addr_idx = w->naddr;
    memcpy(w->addr + w->naddr, a, (size_t)n * sizeof *a);
    w->naddr += (uint32_t)n;
    return 0;
}

/* One instruction line into a new ws_inst of warp w. */
static int as_inst(struct ws_trace *t, uint32_t kernel, const struct as_file *f,
                   const char *line, struct ws_warp_trace *w, size_t *icap,
                   size_t *acap, struct ws_err *err)
{
    struct as_impl *im = t->impl;
    const struct as_kernel *k = &im->k[kernel];
    const char *p = line;
    struct as_tok tk;
    int64_t v;
    uint64_t h;
    int rc;
    if (w->ninst == *icap)
        WS_GROW(w->inst, *icap, (size_t)w->ninst + 1);
    struct ws_inst *in = &w->inst[w->ninst];
    memset(in, 0, sizeof *in);
    in->line = f->lineno;
    for (int i = 0; i < (k->version < 3 ? 4 : 0) + (k->lineinfo ? 1 : 0); i++) {
        if (!rd_dec(&p, &v, &tk))
            return as_expect(f, err, i < 4 && k->version < 3
                             ? "a decimal 'tb_x tb_y tb_z warp' prefix (a trace without "
                               "'-accelsim tracer version' >= 3 has one on every line)"
                             : "a decimal line number", &tk);
    }
    if (!rd_hex(&p, 8, &h, &tk))
        return as_expect(f, err, "a hex PC", &tk);
    in->pc = (uint32_t)h;
    if (!rd_hex(&p, 8, &h, &tk))
        return as_expect(f, err, "an 8-digit hex active mask", &tk);
    in->mask = (uint32_t)h;
    if (!rd_dec(&p, &v, &tk) || v < 0 || v > WS_MAX_DST)
        return as_expect(f, err, "a destination count 0..4", &tk);
    for (int64_t i = 0; i < v; i++) {
        uint16_t r;
        if ((rc = as_reg(f, &p, &r, err)))
            return rc;
        if (r != WS_REG_NONE)
            in->dst[in->ndst++] = r;
    }
    tok_next(&p, &tk);
    if (tk.n == 0 || (tk.s[0] >= '0' && tk.s[0] <= '9'))
        return as_expect(f, err, "an opcode", &tk);
    if ((rc = as_opcode(t, f, &tk, &in->op, err)))
        return rc;
    if (!rd_dec(&p, &v, &tk) || v < 0 || v > WS_MAX_SRC)
        return as_expect(f, err, "a source count 0..6", &tk);
    for (int64_t i = 0; i < v; i++) {
        uint16_t r;
        if ((rc = as_reg(f, &p, &r, err)))
            return rc;
        if (r != WS_REG_NONE)
            in->src[in->nsrc++] = r;
    }
    if (!rd_dec(&p, &v, &tk) || v < 0 || v > 255)
        return as_expect(f, err, "a memory width 0..255", &tk);
    struct as_opinfo *o = &im->ops[in->op];
    in->unit = o->unit;
    in->space = o->space;
    in->memop = o->memop;
    in->width = o->width;
    uint64_t a[32];
    int na = 0;
    int64_t mode = -1;
    bool generic = o->generic;
    if (v > 0) {
        if (in->unit != WS_UNIT_MEM) {   /* an access the table does not know about */
            in->unit = WS_UNIT_MEM;
            in->memop = WS_MEMOP_LOAD;
            generic = true;
            if (im->scanning && !o->mem_warned) {
                o->mem_warned = 1;
                im->notes.mem_unknown_opcodes++;
                as_warn(im, "%s:%u: opcode '%s' %s memory operands: simulated as a load whose "
                        "space comes from its address", f->path, f->lineno,
                        t->opcode[in->op], t->opcode_unknown[in->op]
                            ? "is unknown but carries" : "is not a memory access but carries");
            }
        }
        in->width = (uint8_t)v;
        if ((rc = as_addrs(f, &p, in, w, acap, a, &na, &mode, err)))
            return rc;
    }
    if (in->unit == WS_UNIT_MEM && generic)
        in->space = na ? as_generic_space(&t->kernel[kernel], a[0]) : WS_SPACE_GLOBAL;
    if (k->version >= 5) {
        if (!rd_dec(&p, &v, &tk)) {
            if (!tok_hex(&tk, &h, 16) || tk.n < 2 || tk.s[1] != 'x')
                return as_expect(f, err, "a decimal immediate (version 5)", &tk);
            v = (int64_t)h;
        }
        in->imm = v;
    }
    bool surplus = false;   /* numbers past the last field: read as Accel-Sim does */
    while (tok_next(&p, &tk)) {
        if (!tok_dec(&tk, &v) && !(tk.n > 2 && tk.s[1] == 'x' && tok_hex(&tk, &h, 16)))
            return as_expect(f, err, "end of line (or surplus numbers, which are ignored)",
                             &tk);
        surplus = true;
    }
    if (surplus && im->scanning) {
        struct as_surplus *sp = &im->surplus;
        bool delta = mode == 2 && in->mask;
        uint64_t *n = delta ? &sp->delta_lines : &sp->value_lines;
        uint32_t *first = delta ? &sp->first_delta : &sp->first_value;
        if ((*n)++ == 0)
            *first = f->lineno;
    }
    w->ninst++;
    return 0;
}

/* "KEY = VALUE" line with a given key: returns the value or NULL. */
static const char *as_keyval(const char *line, const char *key)
{
    size_t n = strlen(key);
    if (strncmp(line, key, n))
        return NULL;
    const char *p = line + n;
    while (*p == ' ' || *p == '\t')
        p++;
    if (*p != '=')
        return NULL;
    p++;
    while (*p == ' ' || *p == '\t')
        p++;
    return p;
}

static int as_count_line(const struct as_file *f, const char *val, const char *what,
                         int64_t max, int64_t *out, struct ws_err *err)
{
    struct as_tok t;
    const char *p = val;
    tok_next(&p, &t);
    struct as_tok rest;
    tok_next(&p, &rest);
    if (!tok_dec(&t, out) || *out < 0 || *out > max || rest.n)
        return as_expect(f, err, what, &t);
    return 0;
}

int as_parse_cta(struct ws_trace *t, uint32_t kernel, struct as_file *f,
                 struct ws_cta_trace *out, struct ws_err *err)
{
    const struct ws_kernel_info *ki = &t->kernel[kernel];
    char buf[80];
    int rc = 0;
    memset(out, 0, sizeof *out);
    out->nwarps = ki->warps_per_cta;
    out->warp = ws_calloc(out->nwarps ? out->nwarps : 1, sizeof *out->warp);
    bool have_tb = false, *seen = ws_calloc(out->nwarps + 1u, 1);
    struct ws_warp_trace *w = NULL;
    int64_t want = -1, wid = -1;     /* current warp's declared insts, or -1 */
    uint32_t insts_line = 0;
    size_t icap = 0, acap = 0;
    char tb[64] = "";   /* " (thread block X,Y,Z)" once known, for messages */
    for (;;) {
        char *line = as_getline(f, &rc, err);
        if (!line && !rc && w && want >= 0 && (int64_t)w->ninst < want)
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: warp %lld declares insts = %lld at line %u "
                         "but the file ends after %u of them (truncated trace?)%s", f->path,
                         f->lineno, (long long)wid, (long long)want, insts_line, w->ninst, tb);
        else if (!line && !rc)
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: expected '#END_TB', got end of file "
                         "(truncated trace?)%s", f->path, f->lineno, tb);
        if (!line)
            break;
        line = ws_trim(line);
        if (!*line)
            continue;
        bool is_inst = (*line >= '0' && *line <= '9') || (*line >= 'a' && *line <= 'f');
        if (w && want >= 0 && (int64_t)w->ninst < want) {
            if (is_inst) {
                if ((rc = as_inst(t, kernel, f, line, w, &icap, &acap, err)))
                    break;
                continue;
            }
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: warp %lld declares insts = %lld at line "
                         "%u but has %u instruction lines, got %s%s", f->path, f->lineno,
                         (long long)wid, (long long)want, insts_line, w->ninst,
                         as_show(line, buf, sizeof buf), tb);
            break;
        }
        const char *val;
        int64_t x = 0, y = 0, z = 0;
        if (!strcmp(line, "#END_TB")) {
            if (!have_tb)
                rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: expected 'thread block = X,Y,Z', got "
                             "'#END_TB'", f->path, f->lineno);
            else if (w && want < 0)
                rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: expected 'insts = N', got '#END_TB'%s",
                             f->path, f->lineno, tb);
            break;
        } else if ((val = as_keyval(line, "thread block"))) {
            char extra;
            if (have_tb || sscanf(val, "%" SCNd64 " , %" SCNd64 " , %" SCNd64 " %c", &x, &y,
                                  &z, &extra) != 3 || x < 0 || y < 0 || z < 0 ||
                x >= ki->grid[0] || y >= ki->grid[1] || z >= ki->grid[2]) {
                rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: expected 'thread block = X,Y,Z' once "
                             "per CTA inside grid (%u,%u,%u), got %s", f->path, f->lineno,
                             ki->grid[0], ki->grid[1], ki->grid[2],
                             as_show(line, buf, sizeof buf));
                break;
            }
            out->id = (uint32_t)(((uint64_t)z * ki->grid[1] + (uint64_t)y) * ki->grid[0] +
                                 (uint64_t)x);
            have_tb = true;
            snprintf(tb, sizeof tb, " (thread block %u,%u,%u)", (unsigned)x, (unsigned)y,
                     (unsigned)z);
        } else if (!strncmp(line, "cluster", 7)) {
            continue;   /* cluster id / cta / rank: accepted and ignored */
        } else if (have_tb && (val = as_keyval(line, "warp"))) {
            if (w && want < 0) {
                rc = as_expect(f, err, "'insts = N'", &(struct as_tok){ line, strlen(line) });
                break;
            }
            if (as_count_line(f, val, "", (int64_t)ki->warps_per_cta - 1, &wid, err)) {
                char what[96];           /* (the message is made only when needed) */
                snprintf(what, sizeof what, "a warp index 0..%u (a block of (%u,%u,%u) "
                         "threads)", ki->warps_per_cta - 1, ki->block[0], ki->block[1],
                         ki->block[2]);
                rc = as_count_line(f, val, what, (int64_t)ki->warps_per_cta - 1, &wid, err);
                break;
            }
            if (seen[wid]) {
                rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: warp %lld appears twice in this "
                             "thread block%s", f->path, f->lineno, (long long)wid, tb);
                break;
            }
            seen[wid] = true;
            w = &out->warp[wid];
            want = -1;
            icap = acap = 0;
        } else if (w && want < 0 && (val = as_keyval(line, "insts"))) {
            if ((rc = as_count_line(f, val, "an instruction count", INT32_MAX, &want, err)))
                break;
            insts_line = f->lineno;
            if (want > 0 && !w->inst) {   /* the declared count, bounded against bad files */
                icap = (size_t)(want < AS_INST_PREALLOC ? want : AS_INST_PREALLOC);
                w->inst = ws_malloc(icap * sizeof *w->inst);
            }
        } else {
            const char *exp = !have_tb ? "'thread block = X,Y,Z'"
                              : !w ? "'warp = N'"
                              : want < 0 ? "'insts = N'"
                              : "'warp = N' or '#END_TB'";
            if (is_inst && w && want >= 0)
                rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: warp %lld declares insts = %lld at "
                             "line %u but has more instruction lines%s", f->path, f->lineno,
                             (long long)wid, (long long)want, insts_line, tb);
            else
                rc = as_expect(f, err, exp, &(struct as_tok){ line, strlen(line) });
            break;
        }
    }
    free(seen);
    return rc;
}
