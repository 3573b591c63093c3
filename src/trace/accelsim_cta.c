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

/* For the token readers run for every field of every line: inlined always (GCC would
 * leave some out of line in as_inst, a call per token). */
#define AS_HOT __attribute__((always_inline)) static inline

/* Character classes of the tokenizer: 1 blank (space, tab, CR), 2 end of line (NUL; and
 * the newline, which ends a line read in place in the file's buffer). */
static const unsigned char tok_class[256] = { [' '] = 1, ['\t'] = 1, ['\r'] = 1, [0] = 2,
                                              ['\n'] = 2 };

/* Hex digit values plus one (0: not a hex digit). */
static const unsigned char hex_val[256] = {
    ['0'] = 1, ['1'] = 2, ['2'] = 3, ['3'] = 4, ['4'] = 5, ['5'] = 6, ['6'] = 7, ['7'] = 8,
    ['8'] = 9, ['9'] = 10, ['a'] = 11, ['b'] = 12, ['c'] = 13, ['d'] = 14, ['e'] = 15,
    ['f'] = 16, ['A'] = 11, ['B'] = 12, ['C'] = 13, ['D'] = 14, ['E'] = 15, ['F'] = 16 };

static inline const char *skip_blanks(const char *s)
{
    while (tok_class[(unsigned char)*s] == 1)
        s++;
    return s;
}

/* Where the inline fast paths below look for the next token: after one space, how every
 * tracer separates fields.  Other blanks (tabs, more spaces) make the fast path fail on a
 * blank; the slow path it falls back to skips them all. */
AS_HOT const char *skip_space(const char *s)
{
    return s + (*s == ' ');
}

static int tok_next(const char **p, struct as_tok *t)
{
    const char *s = skip_blanks(*p);
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

/* rd_hex and rd_dec for what their fast path leaves: the token at *p (moving *p past
 * it) read by tok_hex / tok_dec. */
static bool rd_hex_token(const char **p, unsigned maxdigits, uint64_t *out)
{
    struct as_tok t;
    tok_next(p, &t);
    return tok_hex(&t, out, maxdigits);
}

static bool rd_dec_token(const char **p, int64_t *out)
{
    struct as_tok t;
    tok_next(p, &t);
    return tok_dec(&t, out);
}

/* The next token as a hex number of at most maxdigits digits, after an optional 0x, as
 * tok_hex reads it; *p moves past the token.  Inline, in one pass, for the common case:
 * one space, then digits ending at a blank or the end of the line; anything else (other
 * blanks, a sign, too many digits, a stray character) is read again by rd_hex_token, so
 * that what is accepted is tok_hex's.  A caller that reports a bad token finds it again
 * with as_expect_at. */
AS_HOT bool rd_hex(const char **p, unsigned maxdigits, uint64_t *out)
{
    const char *s = skip_space(*p);
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X') && hex_val[(unsigned char)s[2]])
        s += 2;   /* tok_hex drops a 0x that has digits after it */
    const char *e = s;
    uint64_t v = 0;
    unsigned d;
    while ((d = hex_val[(unsigned char)*e]) != 0) {
        v = v << 4 | (d - 1);
        e++;
    }
    if (e > s && (size_t)(e - s) <= maxdigits && tok_class[(unsigned char)*e]) {
        *p = e;
        *out = v;
        return true;
    }
    return rd_hex_token(p, maxdigits, out);
}

/* The active mask: rd_hex with 8 digits, "ffffffff" (every lane, as on most lines)
 * matched without the digit loop. */
AS_HOT bool rd_mask(const char **p, uint32_t *mask)
{
    const char *s = skip_space(*p);
    int n = 0;
    while (n < 8 && s[n] == 'f')
        n++;
    if (n == 8 && tok_class[(unsigned char)s[8]]) {
        *p = s + 8;
        *mask = UINT32_MAX;
        return true;
    }
    uint64_t h;
    if (!rd_hex(p, 8, &h))
        return false;
    *mask = (uint32_t)h;
    return true;
}

/* The next token as a signed decimal, as tok_dec reads it; the fast path takes one space
 * and at most 18 plain digits (no sign), rd_dec_token the rest. */
AS_HOT bool rd_dec(const char **p, int64_t *out)
{
    const char *s = skip_space(*p);
    unsigned d = (unsigned char)s[0] - '0';
    if (d <= 9 && tok_class[(unsigned char)s[1]]) {   /* one digit, as most fields are */
        *p = s + 1;
        *out = d;
        return true;
    }
    const char *e = s;
    uint64_t v = 0;
    while ((d = (unsigned char)*e - '0') <= 9) {
        v = v * 10 + d;
        e++;
    }
    if (e > s && e - s <= 18 && tok_class[(unsigned char)*e]) {
        *p = e;
        *out = (int64_t)v;
        return true;
    }
    return rd_dec_token(p, out);
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

/* "... expected WHAT, got 'TOKEN'" for the token at at (after its blanks). */
static int as_expect_at(const struct as_file *f, struct ws_err *err, const char *what,
                        const char *at)
{
    struct as_tok t;
    tok_next(&at, &t);
    return as_expect(f, err, what, &t);
}

/* as_reg for what its fast path leaves: R<n> with a sign or more digits, UR<n>, or a
 * bad token (the error). */
static int as_reg_token(const struct as_file *f, const char **p, uint16_t *reg,
                        struct ws_err *err)
{
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

/* The next token as a register: R0..R255, or UR0..UR62 (256 + n; URZ is WS_REG_NONE).
 * Inline for one space and R with 1-3 digits; the rest in as_reg_token. */
AS_HOT int as_reg(const struct as_file *f, const char **p, uint16_t *reg,
                  struct ws_err *err)
{
    const char *s = skip_space(*p);
    if (s[0] == 'R') {
        unsigned v = 0, n = 0, d;
        while (n < 4 && (d = (unsigned char)s[1 + n] - '0') <= 9)
            v = v * 10 + d, n++;
        if (n > 0 && n < 4 && v <= 255 && tok_class[(unsigned char)s[1 + n]]) {
            *reg = (uint16_t)v;
            *p = s + 1 + n;
            return 0;
        }
    }
    return as_reg_token(f, p, reg, err);
}

/* The opcode table's hash (FNV-1a) of n bytes. */
#define AS_FNV_BASIS 2166136261u
#define AS_FNV_PRIME 16777619u

static uint32_t as_hash(const char *s, size_t n)
{
    uint32_t h = AS_FNV_BASIS;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * AS_FNV_PRIME;
    return h;
}

/* The next token, for an opcode: into *tok, *p moved past it, and its as_hash computed
 * on the way. */
static inline uint32_t as_op_token(const char **p, struct as_tok *tok)
{
    const char *s = skip_blanks(*p);
    const char *e = s;
    uint32_t h = AS_FNV_BASIS;
    while (!tok_class[(unsigned char)*e])
        h = (h ^ (unsigned char)*e++) * AS_FNV_PRIME;
    tok->s = s;
    tok->n = (size_t)(e - s);
    *p = e;
    return h;
}

/* Opcode text (as_hash h) to id through the hash table, interning and classifying new
 * ones. */
static int as_opcode(struct ws_trace *t, const struct as_file *f, const struct as_tok *tok,
                     uint32_t h, uint16_t *id, struct ws_err *err)
{
    struct as_impl *im = t->impl;
    size_t mask = im->hcap - 1;
    for (size_t i = h & mask;; i = (i + 1) & mask) {
        uint32_t e = im->htab[i];
        if (!e)
            break;
        if (im->ops[e - 1].len == tok->n && !memcmp(t->opcode[e - 1], tok->s, tok->n)) {
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
    o->len = (uint32_t)strlen(t->opcode[*id]);
    ws_opcode_classify(t->opcode[*id], &o->unit, &o->space, &o->memop, &o->width);
    size_t first = strcspn(t->opcode[*id], ".");
    o->generic = (first == 2 && (!strncmp(t->opcode[*id], "LD", 2) ||
                                 !strncmp(t->opcode[*id], "ST", 2)));
    if ((size_t)t->nopcodes * 2 > im->hcap) {   /* rehash */
        size_t ncap = im->hcap * 2;
        uint32_t *nt = ws_calloc(ncap, sizeof *nt);
        for (uint32_t k = 0; k < t->nopcodes; k++) {
            size_t j = as_hash(t->opcode[k], im->ops[k].len) & (ncap - 1);
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

/* The opcode at *p when it is the one last read at this PC (warps run the same code, so
 * it usually is): compared with that opcode's text as it is scanned; *p moves past it.
 * An opcode in the cache is a valid opcode token, so a match is what as_op_token and
 * as_opcode would have found. */
static inline bool as_op_cached(const struct ws_trace *t, uint32_t pc, const char **p,
                                uint16_t *id)
{
    const struct as_impl *im = t->impl;
    uint32_t e = im->pc_op[pc / 8 % AS_PC_OPS];
    if (!e)
        return false;
    const char *s = skip_blanks(*p), *op = t->opcode[e - 1];
    while (*op && *s == *op)
        s++, op++;
    if (*op || !tok_class[(unsigned char)*s])
        return false;
    *p = s;
    *id = (uint16_t)(e - 1);
    return true;
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

/* The n lane addresses in a[0..n) into in (base, and a stride or a place in the warp's
 * list w->addr): a stride when they are evenly spaced by a 32-bit step. */
static int as_addr_store(const struct as_file *f, struct ws_inst *in, struct ws_warp_trace *w,
                         size_t *acap, const uint64_t a[32], int n, struct ws_err *err)
{
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

/* Mode 1 (base+stride) after its mode: the base and stride into in, as as_addr_store
 * would store the n lane addresses they make, without making them unless the stride
 * needs more than 32 bits (a list).  a[0] is the base. */
static int as_addr_stride(const struct as_file *f, const char **p, struct ws_inst *in,
                          struct ws_warp_trace *w, size_t *acap, uint64_t a[32], int n,
                          struct ws_err *err)
{
    const char *at = *p;
    int64_t d;
    if (!rd_hex(p, 16, &a[0]))
        return as_expect_at(f, err, "a hex base address", at);
    at = *p;
    if (!rd_dec(p, &d))
        return as_expect_at(f, err, "a decimal stride", at);
    if (n > 1 && (d < INT32_MIN || d > INT32_MAX)) {
        for (int k = 1; k < n; k++)
            a[k] = a[k - 1] + (uint64_t)d;
        return as_addr_store(f, in, w, acap, a, n, err);
    }
    if (n > 0) {
        in->base = a[0];
        in->addr_mode = WS_ADDR_STRIDE;
        in->stride = n > 1 ? (int32_t)d : 0;
    }
    return 0;
}

/* The lane addresses after "mem_width": mode and addresses; fills in->addr_* and base,
 * a[0..*na) with the lane addresses (for mode 1: a[0] only) and *modep with the mode. */
static int as_addrs(const struct as_file *f, const char **p, struct ws_inst *in,
                    struct ws_warp_trace *w, size_t *acap, uint64_t a[32], int *na,
                    int64_t *modep, struct ws_err *err)
{
    const char *at = *p;
    int64_t mode, d;
    int n = __builtin_popcount(in->mask);
    if (!rd_dec(p, &mode) || mode < 0 || mode > 2)
        return as_expect_at(f, err, "an address mode 0, 1 or 2", at);
    *modep = mode;
    *na = n;
    if (mode == 1)
        return as_addr_stride(f, p, in, w, acap, a, n, err);
    if (mode == 0) {
        for (int k = 0; k < n; k++) {
            at = *p;
            if (!rd_hex(p, 16, &a[k]))
                return as_expect_at(f, err, "a hex lane address", at);
        }
    } else {
        at = *p;
        if (!rd_hex(p, 16, &a[0]))
            return as_expect_at(f, err, "a hex base address", at);
        for (int k = 1; k < n; k++) {
            at = *p;
            if (!rd_dec(p, &d))
                return as_expect_at(f, err, "a decimal address delta", at);
            a[k] = a[k - 1] + (uint64_t)d;
        }
    }
    return as_addr_store(f, in, w, acap, a, n, err);
}

/* The decimal prefix fields of every line of an older trace ("tb_x tb_y tb_z warp",
 * version < 3) and the line number (lineinfo), read and dropped. */
static int as_prefix(const struct as_file *f, const struct as_kernel *k, const char **p,
                     struct ws_err *err)
{
    int n = (k->version < 3 ? 4 : 0) + (k->lineinfo ? 1 : 0);
    for (int i = 0; i < n; i++) {
        const char *at = *p;
        int64_t v;
        if (!rd_dec(p, &v))
            return as_expect_at(f, err, i < 4 && k->version < 3
                                ? "a decimal 'tb_x tb_y tb_z warp' prefix (a trace without "
                                  "'-accelsim tracer version' >= 3 has one on every line)"
                                : "a decimal line number", at);
    }
    return 0;
}

/* The fields after the last one (Accel-Sim ignores them): numbers only, counted as
 * surplus during the scan.  The reading must end at eol (see as_inst). */
static int as_surplus(struct as_impl *im, const struct as_file *f, const char *p, char eol,
                      bool delta, struct ws_err *err)
{
    struct as_tok tk;
    int64_t v;
    uint64_t h;
    bool surplus = false;   /* numbers past the last field: read as Accel-Sim does */
    while (tok_next(&p, &tk)) {
        if (!tok_dec(&tk, &v) && !(tk.n > 2 && tk.s[1] == 'x' && tok_hex(&tk, &h, 16)))
            return as_expect(f, err, "end of line (or surplus numbers, which are ignored)",
                             &tk);
        surplus = true;
    }
    if (*p != eol)
        return WS_ERR_INPUT;   /* a NUL byte inside a line read in place */
    if (surplus && im->scanning) {
        struct as_surplus *sp = &im->surplus;
        uint64_t *n = delta ? &sp->delta_lines : &sp->value_lines;
        uint32_t *first = delta ? &sp->first_delta : &sp->first_value;
        if ((*n)++ == 0)
            *first = f->lineno;
    }
    return 0;
}

/* One instruction line into a new ws_inst of warp w.  The line ends at the first eol
 * byte: '\0' for a NUL-terminated copy, '\n' for a line read in place in the file's
 * buffer.  In place, a NUL byte before the newline fails the line (err is NULL then:
 * the caller reads it again as a copy, which reports it). */
static int as_inst(struct ws_trace *t, uint32_t kernel, const struct as_file *f,
                   const char *line, char eol, struct ws_warp_trace *w, size_t *icap,
                   size_t *acap, struct ws_err *err)
{
    struct as_impl *im = t->impl;
    const struct as_kernel *k = &im->k[kernel];
    const char *p = line, *at;
    struct as_tok tk;
    int64_t v;
    uint64_t h;
    int rc;
    if (w->ninst == *icap)
        WS_GROW(w->inst, *icap, (size_t)w->ninst + 1);
    struct ws_inst *in = &w->inst[w->ninst];
    memset(in, 0, sizeof *in);
    in->line = f->lineno;
    if ((k->version < 3 || k->lineinfo) && (rc = as_prefix(f, k, &p, err)))
        return rc;
    at = p;
    if (!rd_hex(&p, 8, &h))
        return as_expect_at(f, err, "a hex PC", at);
    in->pc = (uint32_t)h;
    at = p;
    if (!rd_mask(&p, &in->mask))
        return as_expect_at(f, err, "an 8-digit hex active mask", at);
    at = p;
    if (!rd_dec(&p, &v) || v < 0 || v > WS_MAX_DST)
        return as_expect_at(f, err, "a destination count 0..4", at);
    for (int64_t i = 0; i < v; i++) {
        uint16_t r = WS_REG_NONE;   /* (as_reg sets it unless it fails) */
        if ((rc = as_reg(f, &p, &r, err)))
            return rc;
        if (r != WS_REG_NONE)
            in->dst[in->ndst++] = r;
    }
    if (!as_op_cached(t, in->pc, &p, &in->op)) {
        uint32_t hash = as_op_token(&p, &tk);
        if (tk.n == 0 || (tk.s[0] >= '0' && tk.s[0] <= '9'))
            return as_expect(f, err, "an opcode", &tk);
        if ((rc = as_opcode(t, f, &tk, hash, &in->op, err)))
            return rc;
        im->pc_op[in->pc / 8 % AS_PC_OPS] = (uint32_t)in->op + 1;
    }
    at = p;
    if (!rd_dec(&p, &v) || v < 0 || v > WS_MAX_SRC)
        return as_expect_at(f, err, "a source count 0..6", at);
    for (int64_t i = 0; i < v; i++) {
        uint16_t r = WS_REG_NONE;
        if ((rc = as_reg(f, &p, &r, err)))
            return rc;
        if (r != WS_REG_NONE)
            in->src[in->nsrc++] = r;
    }
    at = p;
    if (!rd_dec(&p, &v) || v < 0 || v > 255)
        return as_expect_at(f, err, "a memory width 0..255", at);
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
        at = p;
        if (!rd_dec(&p, &v)) {
            tok_next(&at, &tk);
            if (!tok_hex(&tk, &h, 16) || tk.n < 2 || tk.s[1] != 'x')
                return as_expect(f, err, "a decimal immediate (version 5)", &tk);
            v = (int64_t)h;
        }
        in->imm = v;
    }
    if ((rc = as_surplus(im, f, p, eol, mode == 2 && in->mask, err)))
        return rc;
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

/* The X,Y,Z of a 'thread block' line's value, accepted as sscanf("%" SCNd64 " , %"
 * SCNd64 " , %" SCNd64 " %c") == 3 accepts it: plain digits (at most 18 each) with bare
 * commas read here, anything else by sscanf. */
static bool as_tb_xyz(const char *val, int64_t xyz[3])
{
    const char *p = val;
    for (int i = 0; i < 3; i++, p++) {
        const char *s = p;
        uint64_t v = 0;
        unsigned d;
        while ((d = (unsigned char)*p - '0') <= 9)
            v = v * 10 + d, p++;
        if (p == s || p - s > 18 || *p != (i < 2 ? ',' : '\0')) {
            char extra;
            return sscanf(val, "%" SCNd64 " , %" SCNd64 " , %" SCNd64 " %c", &xyz[0],
                          &xyz[1], &xyz[2], &extra) == 3;
        }
        xyz[i] = (int64_t)v;
    }
    return true;
}

/* " (thread block X,Y,Z)" for messages once the CTA's 'thread block' line is read, else
 * "". */
static const char *as_tb_text(char buf[64], bool have_tb, const int64_t xyz[3])
{
    buf[0] = '\0';
    if (have_tb)
        snprintf(buf, 64, " (thread block %u,%u,%u)", (unsigned)xyz[0], (unsigned)xyz[1],
                 (unsigned)xyz[2]);
    return buf;
}

/* Does a (trimmed) line start like an instruction line (a hex PC or a decimal prefix)? */
static bool as_starts_inst(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
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
    int64_t xyz[3] = { 0, 0, 0 };    /* the thread block, once have_tb */
    uint32_t insts_line = 0;
    size_t icap = 0, acap = 0;
    char tb[64];                     /* for as_tb_text */
    for (;;) {
        size_t len;
        const char *raw = as_nextline(f, &len, &rc, err);
        if (!raw && !rc && w && want >= 0 && (int64_t)w->ninst < want)
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: warp %lld declares insts = %lld at line %u "
                         "but the file ends after %u of them (truncated trace?)%s", f->path,
                         f->lineno, (long long)wid, (long long)want, insts_line, w->ninst,
                         as_tb_text(tb, have_tb, xyz));
        else if (!raw && !rc)
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: expected '#END_TB', got end of file "
                         "(truncated trace?)%s", f->path, f->lineno,
                         as_tb_text(tb, have_tb, xyz));
        if (!raw)
            break;
        /* Most lines are read in place: blank lines, and instruction lines where one is
         * expected.  An instruction line as_inst rejects there (or one with a NUL byte) is
         * read again below, where everything else is: as a trimmed copy. */
        const char *s = skip_blanks(raw);
        if (*s == '\n')
            continue;
        bool want_inst = w && want >= 0 && (int64_t)w->ninst < want;
        if (want_inst && as_starts_inst(*s)) {
            uint32_t naddr = w->naddr;
            if (!as_inst(t, kernel, f, s, '\n', w, &icap, &acap, NULL))
                continue;
            w->naddr = naddr;   /* drop what the failed line added */
        }
        char *line = as_copyline(f, raw, len, &rc, err);
        if (!line)
            break;
        line = ws_trim(line);
        if (!*line)
            continue;
        bool is_inst = as_starts_inst(*line);
        if (want_inst) {
            if (is_inst) {
                if ((rc = as_inst(t, kernel, f, line, '\0', w, &icap, &acap, err)))
                    break;
                continue;
            }
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: warp %lld declares insts = %lld at line "
                         "%u but has %u instruction lines, got %s%s", f->path, f->lineno,
                         (long long)wid, (long long)want, insts_line, w->ninst,
                         as_show(line, buf, sizeof buf), as_tb_text(tb, have_tb, xyz));
            break;
        }
        const char *val;
        if (!strcmp(line, "#END_TB")) {
            if (!have_tb)
                rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: expected 'thread block = X,Y,Z', got "
                             "'#END_TB'", f->path, f->lineno);
            else if (w && want < 0)
                rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: expected 'insts = N', got '#END_TB'%s",
                             f->path, f->lineno, as_tb_text(tb, have_tb, xyz));
            break;
        } else if ((val = as_keyval(line, "thread block"))) {
            int64_t v[3];
            if (have_tb || !as_tb_xyz(val, v) || v[0] < 0 || v[1] < 0 || v[2] < 0 ||
                v[0] >= ki->grid[0] || v[1] >= ki->grid[1] || v[2] >= ki->grid[2]) {
                rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: expected 'thread block = X,Y,Z' once "
                             "per CTA inside grid (%u,%u,%u), got %s", f->path, f->lineno,
                             ki->grid[0], ki->grid[1], ki->grid[2],
                             as_show(line, buf, sizeof buf));
                break;
            }
            out->id = (uint32_t)(((uint64_t)v[2] * ki->grid[1] + (uint64_t)v[1]) *
                                 ki->grid[0] + (uint64_t)v[0]);
            have_tb = true;
            memcpy(xyz, v, sizeof xyz);
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
                             "thread block%s", f->path, f->lineno, (long long)wid,
                             as_tb_text(tb, have_tb, xyz));
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
                             (long long)wid, (long long)want, insts_line,
                             as_tb_text(tb, have_tb, xyz));
            else
                rc = as_expect(f, err, exp, &(struct as_tok){ line, strlen(line) });
            break;
        }
    }
    free(seen);
    return rc;
}
