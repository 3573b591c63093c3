/* accelsim_write.c — `trace export`: any trace written as an Accel-Sim trace directory
 * (kernelslist.g plus one kernel-N.traceg per kernel, tracer format version 5), loaded
 * and written one CTA at a time so memory stays bounded by one CTA. */
#include "trace_impl.h"

#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* An export in progress.  Invariant: files[0..nfiles) were created by us (removed again
 * when the export fails), made_dir says whether dir was created by us. */
struct aw_state {
    const char *dir;
    char **files;
    size_t nfiles, files_cap;
    bool made_dir;
    struct ws_export_notes *notes;
};

/* Where an instruction sits, for messages. */
struct aw_where {
    const struct ws_kernel_info *k;
    uint32_t cta, warp, inst;
};

static char *aw_path(const char *dir, const char *name)
{
    size_t n = strlen(dir) + strlen(name) + 2;
    char *p = ws_malloc(n);
    snprintf(p, n, "%s/%s", dir, name);
    return p;
}

/* DIR must be new (created here, one level) or an empty directory. */
static int aw_prepare_dir(struct aw_state *s, struct ws_err *err)
{
    struct stat st;
    if (stat(s->dir, &st) != 0) {
        if (errno != ENOENT)
            return ws_errf(err, WS_ERR_INPUT, "%s: cannot use as the export directory: %s",
                           s->dir, strerror(errno));
        if (mkdir(s->dir, 0777) != 0)
            return ws_errf(err, WS_ERR_INPUT, "%s: cannot create the export directory: %s",
                           s->dir, strerror(errno));
        s->made_dir = true;
        return 0;
    }
    if (!S_ISDIR(st.st_mode))
        return ws_errf(err, WS_ERR_INPUT, "%s: exists and is not a directory (trace export "
                       "writes into a new or empty directory)", s->dir);
    DIR *d = opendir(s->dir);
    if (!d)
        return ws_errf(err, WS_ERR_INPUT, "%s: cannot read the export directory: %s", s->dir,
                       strerror(errno));
    struct dirent *e;
    const char *found = NULL;
    while ((e = readdir(d)))
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
            found = e->d_name;
            break;
        }
    int rc = 0;
    if (found)
        rc = ws_errf(err, WS_ERR_INPUT, "%s: directory is not empty (it holds '%s'); trace "
                     "export writes only into a new or empty directory", s->dir, found);
    closedir(d);
    return rc;
}

static FILE *aw_create(struct aw_state *s, const char *name, struct ws_err *err)
{
    char *p = aw_path(s->dir, name);
    FILE *f = fopen(p, "wx");
    if (!f) {
        ws_errf(err, WS_ERR_INPUT, "%s: cannot create: %s", p, strerror(errno));
        free(p);
        return NULL;
    }
    WS_GROW(s->files, s->files_cap, s->nfiles + 1);
    s->files[s->nfiles++] = p;
    return f;
}

/* Flush and close f; a write error (disk full, ...) names the file. */
static int aw_close(struct aw_state *s, FILE *f, struct ws_err *err)
{
    bool bad = ferror(f) != 0;
    int e = errno;
    if (fclose(f) != 0 && !bad)
        bad = true, e = errno;
    if (bad)
        return ws_errf(err, WS_ERR_RUNTIME, "%s: write error: %s", s->files[s->nfiles - 1],
                       strerror(e));
    return 0;
}

static int aw_bad(struct ws_err *err, const struct aw_where *w, const char *what)
{
    return ws_errf(err, WS_ERR_INPUT, "kernel %u CTA %u warp %u instruction %u: %s: cannot "
                   "be written as an Accel-Sim trace line", w->k->id, w->cta, w->warp,
                   w->inst, what);
}

static void aw_reg(FILE *f, uint16_t r)
{
    if (r < 256)
        fprintf(f, " R%u", r);
    else
        fprintf(f, " UR%u", r - 256u);
}

/* Are the active lanes one run (no inactive lane between two active ones)?  Only then
 * is base+stride (mode 1) written, as the tracer writes it: Accel-Sim's reader gives
 * base, base+stride, ... to the active lanes up to the first inactive one and address 0
 * to every lane after it (measured: lanes 0 and 31 at 0x7c and 0x100 make one L1D access
 * in the peer, not two), so other masks are written as base+delta (mode 2). */
static bool aw_one_run(uint32_t mask)
{
    uint32_t m = mask >> __builtin_ctz(mask);   /* mask != 0: it has lane addresses */
    return (m & (m + 1)) == 0;
}

/* One instruction line: PC mask ndst [R..] OPCODE nsrc [R..] width [mode addrs] imm. */
static int aw_inst(FILE *f, const struct ws_trace *t, const struct ws_warp_trace *wt,
                   const struct ws_inst *in, const struct aw_where *w, struct ws_err *err)
{
    const char *op = ws_trace_opcode_name(t, in->op);
    if (!*op || strpbrk(op, " \t\r\n") || (*op >= '0' && *op <= '9'))
        return aw_bad(err, w, "the opcode is empty, holds white space or starts with a digit");
    if (in->ndst > WS_MAX_DST || in->nsrc > WS_MAX_SRC)
        return aw_bad(err, w, "too many registers");
    fprintf(f, "%04x %08x %u", in->pc, in->mask, in->ndst);
    for (int i = 0; i < in->ndst; i++)
        aw_reg(f, in->dst[i]);
    fprintf(f, " %s %u", op, in->nsrc);
    for (int i = 0; i < in->nsrc; i++)
        aw_reg(f, in->src[i]);
    uint64_t a[32];
    int n = ws_inst_addrs(wt, in, a);
    if (in->unit != WS_UNIT_MEM || (n == 0 && (in->mask != 0 || in->width == 0))) {
        if (in->addr_mode != WS_ADDR_NONE)
            return aw_bad(err, w, "lane addresses that do not match the active mask");
        fputs(" 0", f);   /* no addresses recorded (a real trace's LDC, ...) */
    } else if (in->width == 0) {
        return aw_bad(err, w, "a memory access of width 0");
    } else if (n == 0) {
        fprintf(f, " %u 0", in->width);   /* predicated off: list-all of no lanes */
    } else if (in->addr_mode == WS_ADDR_STRIDE && aw_one_run(in->mask)) {
        fprintf(f, " %u 1 0x%" PRIx64 " %" PRId32, in->width, in->base, in->stride);
    } else {
        fprintf(f, " %u 2 0x%" PRIx64, in->width, a[0]);
        for (int k = 1; k < n; k++)
            fprintf(f, " %" PRId64, (int64_t)(a[k] - a[k - 1]));
    }
    fprintf(f, " %" PRId64 "\n", in->imm);
    return 0;
}

/* Does every thread of warp wi end with an EXIT?  Accel-Sim (this commit) asserts on a
 * warp without instructions and crashes on one whose EXITs leave a thread running. */
static bool aw_exits_all(const struct ws_kernel_info *k, const struct ws_warp_trace *wt,
                         uint32_t wi)
{
    uint64_t threads = (uint64_t)k->block[0] * k->block[1] * k->block[2] - 32ull * wi;
    uint32_t want = threads >= 32 ? 0xffffffffu : (1u << threads) - 1, got = 0;
    for (uint32_t i = 0; i < wt->ninst; i++)
        if (wt->inst[i].unit == WS_UNIT_EXIT)
            got |= wt->inst[i].mask;
    return wt->ninst > 0 && (got & want) == want;
}

static int aw_cta(struct aw_state *s, FILE *f, const struct ws_trace *t,
                  const struct ws_kernel_info *k, const struct ws_cta_trace *c,
                  struct ws_err *err)
{
    uint32_t x = c->id % k->grid[0], y = c->id / k->grid[0] % k->grid[1];
    uint32_t z = (uint32_t)(c->id / ((uint64_t)k->grid[0] * k->grid[1]));
    if (c->nwarps > k->warps_per_cta)
        return ws_errf(err, WS_ERR_INPUT, "kernel %u CTA %u: %u warps, more than the %u a "
                       "block of (%u,%u,%u) threads has", k->id, c->id, c->nwarps,
                       k->warps_per_cta, k->block[0], k->block[1], k->block[2]);
    fprintf(f, "\n#BEGIN_TB\n\nthread block = %u,%u,%u\n", x, y, z);
    for (uint32_t wi = 0; wi < c->nwarps; wi++) {
        const struct ws_warp_trace *wt = &c->warp[wi];
        if (!aw_exits_all(k, wt, wi) && s->notes->unexited_warps++ == 0) {
            s->notes->first_kernel = k->id;
            s->notes->first_cta = c->id;
            s->notes->first_warp = wi;
        }
        fprintf(f, "\nwarp = %u\ninsts = %u\n", wi, wt->ninst);
        for (uint32_t i = 0; i < wt->ninst; i++) {
            struct aw_where where = { k, c->id, wi, i };
            int rc = aw_inst(f, t, wt, &wt->inst[i], &where, err);
            if (rc)
                return rc;
        }
    }
    fputs("\n#END_TB\n", f);
    return 0;
}

static int aw_kernel(struct aw_state *s, struct ws_trace *t, uint32_t ki, struct ws_err *err)
{
    const struct ws_kernel_info *k = &t->kernel[ki];
    const char *name = k->name ? k->name : "";
    if (strpbrk(name, "\r\n"))
        return ws_errf(err, WS_ERR_INPUT, "kernel %u: its name holds a line break, which an "
                       "Accel-Sim header cannot carry", k->id);
    char fname[40];
    snprintf(fname, sizeof fname, "kernel-%u.traceg", ki + 1);
    FILE *f = aw_create(s, fname, err);
    if (!f)
        return err->code;
    setvbuf(f, NULL, _IOFBF, 1u << 16);
    fprintf(f, "-kernel name = %s\n-kernel id = %u\n-grid dim = (%u,%u,%u)\n"
            "-block dim = (%u,%u,%u)\n-shmem = %u\n-nregs = %u\n-binary version = %u\n"
            "-cuda stream id = 0\n-shmem base_addr = 0x%016" PRIx64 "\n"
            "-local mem base_addr = 0x%016" PRIx64 "\n-accelsim tracer version = 5\n"
            "-enable lineinfo = 0\n\n#traces format = PC mask dest_num [reg_dests] opcode "
            "src_num [reg_srcs] mem_width [adrrescompress?] [mem_addresses] immediate\n",
            name, k->id, k->grid[0], k->grid[1], k->grid[2], k->block[0], k->block[1],
            k->block[2], k->shmem, k->nregs, k->binary_version, k->shmem_base,
            k->local_base);
    int rc = 0;
    for (uint32_t c = 0; c < k->ncta && !rc; c++) {
        struct ws_cta_trace ct;
        if ((rc = ws_trace_load_cta(t, ki, c, &ct, err)))
            break;
        rc = aw_cta(s, f, t, k, &ct, err);
        ws_cta_trace_free(&ct);
    }
    if (rc) {
        fclose(f);
        return rc;
    }
    return aw_close(s, f, err);
}

static void aw_cleanup(struct aw_state *s, bool remove)
{
    for (size_t i = 0; i < s->nfiles; i++) {
        if (remove)
            unlink(s->files[i]);
        free(s->files[i]);
    }
    free(s->files);
    if (remove && s->made_dir)
        rmdir(s->dir);
}

int ws_accelsim_export(struct ws_trace *t, const char *dir, struct ws_export_notes *notes,
                       struct ws_err *err)
{
    memset(notes, 0, sizeof *notes);
    struct aw_state s = { .dir = dir, .notes = notes };
    int rc = aw_prepare_dir(&s, err);
    for (uint32_t k = 0; !rc && k < t->nkernels; k++)
        rc = aw_kernel(&s, t, k, err);
    if (!rc) {   /* the list last: a directory without it is not a finished export */
        FILE *f = aw_create(&s, "kernelslist.g", err);
        if (!f)
            rc = err->code;
        for (uint32_t k = 0; f && k < t->nkernels; k++)
            fprintf(f, "kernel-%u.traceg\n", k + 1);
        if (f)
            rc = aw_close(&s, f, err);
    }
    aw_cleanup(&s, rc != 0);
    return rc;
}
