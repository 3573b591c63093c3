/* trace.c — opening any trace source (format detection and dispatch), the trace object's
 * lifetime, the opcode table, lane-address expansion and small encoding helpers. */
#define _POSIX_C_SOURCE 200809L
#include "wst.h"
#include "warpscope/gen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct ws_trace *ws_trace_alloc(const struct ws_trace_ops *ops, const char *path)
{
    struct ws_trace *t = ws_calloc(1, sizeof *t);
    t->ops = ops;
    t->path = ws_strdup(path ? path : "");
    return t;
}

/* Is the file a .wst?  Reads its first bytes (gz-transparently is not needed: .wst
 * files are never gzip'd as a whole).  Only called on regular files. */
static int trace_is_wst(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    char magic[WS_WST_MAGIC_LEN];
    size_t n = fread(magic, 1, sizeof magic, f);
    fclose(f);
    return n == sizeof magic && memcmp(magic, WS_WST_MAGIC, WS_WST_MAGIC_LEN) == 0;
}

struct ws_trace *ws_trace_open(const char *path, struct ws_err *err)
{
    if (!path || !*path) {
        ws_errf(err, WS_ERR_INPUT, "no trace given");
        return NULL;
    }
    if (strncmp(path, "demo:", 5) == 0)
        return ws_gen_open(path + 5, err);
    /* Refuse what would block (a FIFO nobody writes), never end (/dev/zero) or mean
     * nothing (an empty file) before any reader opens it.  A directory is an Accel-Sim
     * trace directory when it holds a kernelslist.g. */
    struct stat st;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        size_t n = strlen(path);
        char *list = ws_malloc(n + 16);
        snprintf(list, n + 16, "%s/kernelslist.g", path);
        int rc = ws_check_input_file(list, false, err);
        free(list);
        if (rc) {
            ws_errf(err, WS_ERR_INPUT, "%s: a directory without a kernelslist.g (expected an "
                    "Accel-Sim trace directory, a kernelslist.g, a .traceg or a .wst)", path);
            return NULL;
        }
        return ws_accelsim_open(path, err);
    }
    if (ws_check_input_file(path, false, err))
        return NULL;
    size_t n = strlen(path);
    if (trace_is_wst(path) || (n > 4 && strcmp(path + n - 4, ".wst") == 0))
        return ws_wst_open(path, err);
    return ws_accelsim_open(path, err);
}

void ws_trace_close(struct ws_trace *t)
{
    if (!t)
        return;
    if (t->ops && t->ops->close)
        t->ops->close(t);
    for (uint32_t i = 0; i < t->nkernels; i++)
        free(t->kernel[i].name);
    free(t->kernel);
    for (uint32_t i = 0; i < t->nopcodes; i++)
        free(t->opcode[i]);
    free(t->opcode);
    free(t->opcode_unknown);
    free(t->path);
    free(t);
}

/* What every source's CTA must satisfy (the invariants of trace.h that the simulator
 * relies on), checked here so that every reader and every command (run, compare,
 * debug, trace ...) applies the same checks.  NULL when fine.  (Opcode ids are only
 * names: ws_trace_opcode_name answers "?" for one outside the table.) */
static const char *trace_check_inst(const struct ws_trace *t, const struct ws_warp_trace *w,
                                    const struct ws_inst *in)
{
    if (in->unit >= WS_UNIT_COUNT || in->space >= WS_SPACE_COUNT || in->memop > WS_MEMOP_ATOMIC)
        return "unknown unit, space or kind of access";
    if ((in->unit == WS_UNIT_MEM) != (in->space != WS_SPACE_NONE))
        return "a memory space on a non-memory instruction (or none on a memory one)";
    if (in->ndst > WS_MAX_DST || in->nsrc > WS_MAX_SRC)
        return "too many registers";
    if (in->addr_mode > WS_ADDR_LIST ||
        (in->addr_mode != WS_ADDR_NONE && (in->mask == 0 || in->unit != WS_UNIT_MEM)))
        return "addresses on an instruction that cannot have them";
    if (in->addr_mode == WS_ADDR_LIST &&
        (uint64_t)in->addr_idx + (uint64_t)__builtin_popcount(in->mask) > w->naddr)
        return "address list outside the warp's addresses";
    return NULL;
}

static int trace_check_cta(const struct ws_trace *t, uint32_t kernel, uint32_t cta,
                           const struct ws_cta_trace *c, struct ws_err *err)
{
    const struct ws_kernel_info *k = &t->kernel[kernel];
    if (c->id != cta)
        return ws_errf(err, WS_ERR_INPUT, "%s: kernel %u CTA %u: the source returned CTA %u",
                       t->path, k->id, cta, c->id);
    if (c->nwarps > k->warps_per_cta || (c->nwarps && !c->warp))
        return ws_errf(err, WS_ERR_INPUT, "%s: kernel %u CTA %u: %u warps, its block has %u",
                       t->path, k->id, cta, c->nwarps, k->warps_per_cta);
    for (uint32_t wi = 0; wi < c->nwarps; wi++) {
        const struct ws_warp_trace *w = &c->warp[wi];
        if (w->ninst && !w->inst)
            return ws_errf(err, WS_ERR_INPUT, "%s: kernel %u CTA %u warp %u: no instructions",
                           t->path, k->id, cta, wi);
        for (uint32_t i = 0; i < w->ninst; i++) {
            const char *why = trace_check_inst(t, w, &w->inst[i]);
            if (why)
                return ws_errf(err, WS_ERR_INPUT, "%s: kernel %u CTA %u warp %u instruction "
                               "%u (pc 0x%x): %s", t->path, k->id, cta, wi, i,
                               w->inst[i].pc, why);
        }
    }
    return WS_OK;
}

int ws_trace_load_cta(struct ws_trace *t, uint32_t kernel, uint32_t cta,
                      struct ws_cta_trace *out, struct ws_err *err)
{
    memset(out, 0, sizeof *out);
    if (kernel >= t->nkernels)
        return ws_errf(err, WS_ERR_INPUT, "%s: no kernel index %u (the trace has %u)",
                       t->path, kernel, t->nkernels);
    if (cta >= t->kernel[kernel].ncta)
        return ws_errf(err, WS_ERR_INPUT, "%s: kernel %u has no CTA %u (it has %u)",
                       t->path, t->kernel[kernel].id, cta, t->kernel[kernel].ncta);
    int rc = t->ops->load_cta(t, kernel, cta, out, err);
    if (!rc)
        rc = trace_check_cta(t, kernel, cta, out, err);
    if (rc)
        ws_cta_trace_free(out);
    return rc;
}

void ws_warp_trace_free(struct ws_warp_trace *w)
{
    free(w->inst);
    free(w->addr);
    ws_warp_stream_free(w->stream);
    w->inst = NULL;
    w->addr = NULL;
    w->stream = NULL;
    w->ninst = w->naddr = 0;
}

void ws_cta_trace_free(struct ws_cta_trace *c)
{
    if (!c)
        return;
    for (uint32_t i = 0; i < c->nwarps && c->warp; i++)
        ws_warp_trace_free(&c->warp[i]);
    free(c->warp);
    c->warp = NULL;
    c->nwarps = 0;
}

int ws_trace_intern_checked(struct ws_trace *t, const char *text, size_t len, uint16_t *id)
{
    for (uint32_t i = 0; i < t->nopcodes; i++)
        if (strncmp(t->opcode[i], text, len) == 0 && t->opcode[i][len] == '\0') {
            *id = (uint16_t)i;
            return 0;
        }
    if (t->nopcodes >= 0xffff)
        return -1;
    size_t cap = t->opcode_cap;
    WS_GROW(t->opcode, t->opcode_cap, (size_t)t->nopcodes + 1);
    if (t->opcode_cap != cap)
        t->opcode_unknown = ws_realloc(t->opcode_unknown,
                                       t->opcode_cap * sizeof *t->opcode_unknown);
    char *s = ws_strndup(text, len);
    uint8_t u, sp, mo, w;
    t->opcode_unknown[t->nopcodes] = ws_opcode_classify(s, &u, &sp, &mo, &w) ? 0 : 1;
    t->opcode[t->nopcodes] = s;
    *id = (uint16_t)t->nopcodes++;
    return 0;
}

uint16_t ws_trace_intern_opcode(struct ws_trace *t, const char *text)
{
    uint16_t id;
    if (ws_trace_intern_checked(t, text, strlen(text), &id))
        return 0xffff;   /* table full: callers with untrusted input use the checked form */
    return id;
}

const char *ws_trace_opcode_name(const struct ws_trace *t, uint16_t op)
{
    return op < t->nopcodes ? t->opcode[op] : "?";
}

int ws_inst_addrs(const struct ws_warp_trace *w, const struct ws_inst *in, uint64_t out[32])
{
    int n = __builtin_popcount(in->mask);
    if (in->addr_mode == WS_ADDR_STRIDE) {
        for (int k = 0; k < n; k++)
            out[k] = in->base + (uint64_t)((int64_t)k * in->stride);
        return n;
    }
    if (in->addr_mode == WS_ADDR_LIST) {
        uint32_t naddr = w->naddr;
        const uint64_t *addr = w->stream ? ws_warp_stream_addrs(w, &naddr) : w->addr;
        if ((uint64_t)in->addr_idx + (uint64_t)n > naddr)
            return 0;
        memcpy(out, addr + in->addr_idx, (size_t)n * sizeof *out);
        return n;
    }
    return 0;
}

/* --- encoding helpers for .wst ---------------------------------------------------- */

void ws_buf_put(struct ws_buf *b, const void *src, size_t n)
{
    WS_GROW(b->p, b->cap, b->n + n);
    memcpy(b->p + b->n, src, n);
    b->n += n;
}

void ws_buf_u8(struct ws_buf *b, unsigned v)
{
    WS_GROW(b->p, b->cap, b->n + 1);
    b->p[b->n++] = (unsigned char)v;
}

void ws_buf_varint(struct ws_buf *b, uint64_t v)
{
    WS_GROW(b->p, b->cap, b->n + 10);
    while (v >= 0x80) {
        b->p[b->n++] = (unsigned char)(v | 0x80);
        v >>= 7;
    }
    b->p[b->n++] = (unsigned char)v;
}

uint64_t ws_cur_varint_slow(struct ws_cur *c)
{
    uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (c->p >= c->end) {
            c->bad = 1;
            return 0;
        }
        unsigned b = *c->p++;
        v |= (uint64_t)(b & 0x7f) << shift;
        if (!(b & 0x80))
            return v;
    }
    c->bad = 1;
    return 0;
}

/* ---- identity (provenance) ---------------------------------------------------------- */

/* A word-at-a-time mix (multiply, xor-shift): not cryptographic, only a fingerprint
 * of what was read, fast enough to cost little next to reading a trace. */
static uint64_t id_mix(uint64_t h, uint64_t w)
{
    h = (h ^ w) * UINT64_C(0x9e3779b97f4a7c15);
    return h ^ (h >> 29);
}

static uint64_t id_bytes(uint64_t h, const unsigned char *p, size_t n)
{
    h = id_mix(h, (uint64_t)n);
    for (; n >= 8; p += 8, n -= 8) {
        uint64_t w;
        memcpy(&w, p, 8);
        h = id_mix(h, w);
    }
    uint64_t w = 0;
    memcpy(&w, p, n);
    return id_mix(h, w);
}

bool ws_trace_identity(const struct ws_trace *t, uint64_t *id)
{
    uint64_t h = UINT64_C(0x6a09e667f3bcc908);
    if (!strcmp(t->ops->format, "demo")) {
        *id = id_bytes(h, (const unsigned char *)t->path, strlen(t->path));
        return true;
    }
    static const size_t bufsz = 1 << 16;
    unsigned char *buf = ws_malloc(bufsz);
    bool ok = true;
    const char *file;
    for (uint32_t i = 0; ok && (file = ws_trace_file(t, i)); i++) {
        FILE *f = fopen(file, "rb");
        if (!f) {
            ok = false;
            break;
        }
        size_t n;
        h = id_bytes(h, (const unsigned char *)file, 0);    /* a file boundary */
        while ((n = fread(buf, 1, bufsz, f)) > 0)
            h = id_bytes(h, buf, n);
        ok = !ferror(f);
        fclose(f);
    }
    free(buf);
    *id = h;
    return ok;
}
