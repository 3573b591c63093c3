/* accelsim.c — the Accel-Sim trace reader: kernelslist.g or one .traceg (plain or .gz),
 * kernel headers, one validating scan per kernel file recording where each CTA starts
 * (and what it accepted but reports: warnings), and load_cta seeking to a CTA and
 * parsing it (accelsim_cta.c). */
#include "accelsim.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const struct ws_trace_ops as_ops;

/* "(X,Y,Z)" with each positive. */
static bool as_dim3(const char *v, uint32_t out[3])
{
    int64_t d[3];
    char extra;
    if (sscanf(v, " ( %" SCNd64 " , %" SCNd64 " , %" SCNd64 " ) %c", &d[0], &d[1], &d[2],
               &extra) != 3)
        return false;
    for (int i = 0; i < 3; i++) {
        if (d[i] < 1 || d[i] > UINT32_MAX)
            return false;
        out[i] = (uint32_t)d[i];
    }
    return true;
}

static bool as_u32(const char *v, uint32_t *out)
{
    int64_t x;
    if (!ws_parse_i64(v, &x) || x < 0 || x > UINT32_MAX)
        return false;
    *out = (uint32_t)x;
    return true;
}

/* The "-key = value" header, up to and including the first '#' line. */
static int as_header(struct as_file *f, struct ws_kernel_info *ki, struct as_kernel *k,
                     struct ws_err *err)
{
    char buf[80];
    int rc;
    bool grid = false, block = false;
    k->version = 0;   /* no '-accelsim tracer version' line: the oldest layout (< 3) */
    for (;;) {
        char *line = as_getline(f, &rc, err);
        if (!line)
            return rc ? rc : ws_errf(err, WS_ERR_INPUT, "%s:%u: expected a '#' line ending the "
                                     "header, got end of file (truncated trace?)", f->path,
                                     f->lineno);
        line = ws_trim(line);
        if (!*line)
            continue;
        if (*line == '#')
            break;
        char *eq = strchr(line, '=');
        if (*line != '-' || !eq)
            return ws_errf(err, WS_ERR_INPUT, "%s:%u: expected a '-key = value' header line, "
                           "got %s", f->path, f->lineno, as_show(line, buf, sizeof buf));
        *eq = '\0';
        char *key = ws_trim(line + 1), *val = ws_trim(eq + 1);
        bool ok = true;
        uint64_t h = 0;
        if (!strcmp(key, "kernel name")) {
            free(ki->name);
            ki->name = ws_strdup(val);
        } else if (!strcmp(key, "kernel id"))
            ok = as_u32(val, &ki->id);
        else if (!strcmp(key, "grid dim"))
            ok = grid = as_dim3(val, ki->grid);
        else if (!strcmp(key, "block dim"))
            ok = block = as_dim3(val, ki->block);
        else if (!strcmp(key, "shmem"))
            ok = as_u32(val, &ki->shmem);
        else if (!strcmp(key, "nregs"))
            ok = as_u32(val, &ki->nregs);
        else if (!strcmp(key, "binary version"))
            ok = as_u32(val, &ki->binary_version);
        else if (!strcmp(key, "shmem base_addr"))
            ok = ws_parse_u64_hex(val, &h), ki->shmem_base = h;
        else if (!strcmp(key, "local mem base_addr"))
            ok = ws_parse_u64_hex(val, &h), ki->local_base = h;
        else if (!strcmp(key, "accelsim tracer version")) {
            char *end;
            long v = strtol(val, &end, 10);
            ok = end != val && v >= 0 && v < 1000 && (!*end || *end == '.');
            k->version = (int)v;
        } else if (!strcmp(key, "enable lineinfo")) {
            uint32_t v = 0;
            ok = as_u32(val, &v) && v <= 1;
            k->lineinfo = (int)v;
        }
        if (!ok)
            return ws_errf(err, WS_ERR_INPUT, "%s:%u: bad value for '-%s', got %s", f->path,
                           f->lineno, key, as_show(val, buf, sizeof buf));
    }
    if (!grid || !block)
        return ws_errf(err, WS_ERR_INPUT, "%s:%u: header lacks '-%s = (X,Y,Z)'", f->path,
                       f->lineno, grid ? "block dim" : "grid dim");
    uint64_t ncta = (uint64_t)ki->grid[0] * ki->grid[1] * ki->grid[2];
    uint64_t threads = (uint64_t)ki->block[0] * ki->block[1] * ki->block[2];
    if (ncta > UINT32_MAX || threads > 65536)
        return ws_errf(err, WS_ERR_INPUT, "%s:%u: grid (%u,%u,%u) x block (%u,%u,%u) is too "
                       "large (at most 2^32-1 CTAs of 65536 threads)", f->path, f->lineno, ki->grid[0],
                       ki->grid[1], ki->grid[2], ki->block[0], ki->block[1], ki->block[2]);
    ki->ncta = (uint32_t)ncta;
    ki->warps_per_cta = (uint32_t)((threads + 31) / 32);
    return 0;
}

static int ref_cmp(const void *a, const void *b)
{
    const struct as_cta_ref *x = a, *y = b;
    return x->cta < y->cta ? -1 : x->cta > y->cta;
}

void as_warn(struct as_impl *im, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    WS_GROW(im->warn, im->warn_cap, (size_t)im->nwarn + 1);
    im->warn[im->nwarn++] = ws_strdup(buf);
}

/* After a kernel file's scan: one warning for its surplus values, one for its missing
 * thread blocks (the grid has more than the file holds). */
static void as_scan_findings(struct ws_trace *t, uint32_t ki)
{
    struct as_impl *im = t->impl;
    const struct as_kernel *k = &im->k[ki];
    const struct ws_kernel_info *kk = &t->kernel[ki];
    const struct as_surplus *sp = &im->surplus;
    im->notes.surplus_delta_lines += sp->delta_lines;
    im->notes.surplus_value_lines += sp->value_lines;
    if (sp->delta_lines && sp->value_lines)
        as_warn(im, "%s:%u: %" PRIu64 " base+delta lines carry more deltas than active lanes "
                "and %" PRIu64 " other lines (first at line %u) carry values past their last "
                "field: ignored, as Accel-Sim ignores them", k->file, sp->first_delta,
                sp->delta_lines, sp->value_lines, sp->first_value);
    else if (sp->delta_lines)
        as_warn(im, "%s:%u: %" PRIu64 " base+delta line%s carr%s more deltas than active "
                "lanes: the surplus is ignored, as Accel-Sim ignores it", k->file,
                sp->first_delta, sp->delta_lines, sp->delta_lines > 1 ? "s" : "",
                sp->delta_lines > 1 ? "y" : "ies");
    else if (sp->value_lines)
        as_warn(im, "%s:%u: %" PRIu64 " line%s carr%s values past the last field (nvbit "
                "1.8 writes two immediates): ignored, as Accel-Sim ignores them", k->file,
                sp->first_value, sp->value_lines, sp->value_lines > 1 ? "s" : "",
                sp->value_lines > 1 ? "y" : "ies");
    if (k->nref < kk->ncta) {
        uint32_t first = 0;   /* the lowest id absent: refs are sorted and distinct */
        while (first < k->nref && k->ref[first].cta == first)
            first++;
        im->notes.missing_ctas += kk->ncta - k->nref;
        as_warn(im, "%s: %u of the %u thread blocks of grid (%u,%u,%u) are absent (the first "
                "is %u); they run as empty thread blocks (truncated trace?)", k->file,
                kk->ncta - k->nref, kk->ncta, kk->grid[0], kk->grid[1], kk->grid[2], first);
    }
}

/* Header plus one validating pass over the body, recording each CTA's offset. */
static int as_scan_kernel(struct ws_trace *t, uint32_t ki, struct ws_err *err)
{
    struct as_impl *im = t->impl;
    struct as_kernel *k = &im->k[ki];
    struct as_file f = { 0 };
    int rc = as_fopen(&f, k->file, err);
    if (rc)
        return rc;
    if ((rc = as_header(&f, &t->kernel[ki], k, err)))
        goto out;
    memset(&im->surplus, 0, sizeof im->surplus);
    char buf[80];
    for (;;) {
        char *line = as_getline(&f, &rc, err);
        if (!line)
            break;
        line = ws_trim(line);
        if (!*line)
            continue;
        if (strcmp(line, "#BEGIN_TB")) {
            if (*line == '#' && strcmp(line, "#END_TB"))
                continue;   /* a comment */
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: expected '#BEGIN_TB', got %s", f.path,
                         f.lineno, as_show(line, buf, sizeof buf));
            break;
        }
        struct as_cta_ref r = { 0, f.lineno, as_ftell(&f), NULL };
        struct ws_cta_trace c;
        rc = as_parse_cta(t, ki, &f, &c, err);
        r.cta = c.id;
        uint64_t bytes = 0;
        for (uint32_t w = 0; w < c.nwarps; w++)
            bytes += (uint64_t)c.warp[w].ninst * sizeof(struct ws_inst) +
                     (uint64_t)c.warp[w].naddr * sizeof(uint64_t);
        if (!rc && im->kept + bytes <= AS_KEEP_BYTES) {
            im->kept += bytes;
            r.parsed = ws_malloc(sizeof *r.parsed);
            *r.parsed = c;
        } else {
            ws_cta_trace_free(&c);
        }
        if (rc)
            break;
        WS_GROW(k->ref, k->ref_cap, (size_t)k->nref + 1);
        k->ref[k->nref++] = r;
    }
    if (rc)
        goto out;
    if (k->nref > 1)
        qsort(k->ref, k->nref, sizeof *k->ref, ref_cmp);
    for (uint32_t i = 1; i < k->nref; i++)
        if (k->ref[i].cta == k->ref[i - 1].cta) {
            uint32_t a = k->ref[i - 1].line, b = k->ref[i].line;
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: thread block %u appears again (first at "
                         "line %u)", f.path, a > b ? a : b, k->ref[i].cta, a < b ? a : b);
            break;
        }
    if (!rc) {
        as_scan_findings(t, ki);
        uint64_t junk = as_gz_trailing(&f);
        if (junk)
            as_warn(im, "%s: %" PRIu64 " byte%s after the end of the gzip data: ignored, as "
                    "zlib ignores them (a damaged or appended-to file?)", k->file, junk,
                    junk > 1 ? "s" : "");
    }
out:
    as_fclose(&f);
    return rc;
}

/* The path exists (as anything: a directory or device is reported by the caller). */
static bool as_exists(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0;
}

static bool as_same_file(const char *a, const char *b)
{
    struct stat x, y;
    return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino;
}

static void as_add_kernel(struct ws_trace *t, size_t *cap, char *file)
{
    struct as_impl *im = t->impl;
    size_t c2 = *cap;
    WS_GROW(t->kernel, *cap, (size_t)t->nkernels + 1);
    WS_GROW(im->k, c2, (size_t)t->nkernels + 1);
    memset(&t->kernel[t->nkernels], 0, sizeof *t->kernel);
    memset(&im->k[t->nkernels], 0, sizeof *im->k);
    t->kernel[t->nkernels].name = ws_strdup("");
    t->kernel[t->nkernels].id = t->nkernels + 1;
    im->k[t->nkernels++].file = file;
}

/* kernelslist.g: every line starting with "kernel" names a kernel file. */
static int as_kernelslist(struct ws_trace *t, const char *path, struct ws_err *err)
{
    struct as_file f = { 0 };
    int rc = as_fopen(&f, path, err);
    if (rc)
        return rc;
    const char *slash = strrchr(path, '/');
    size_t dirlen = slash ? (size_t)(slash - path) + 1 : 0;
    size_t cap = 0;
    char buf[80], first[80];
    uint32_t first_line = 0;
    for (;;) {
        char *line = as_getline(&f, &rc, err);
        if (!line)
            break;
        line = ws_trim(line);
        if (*line && !first_line) {
            first_line = f.lineno;
            as_show(line, first, sizeof first);
        }
        if (strncmp(line, "kernel", 6))
            continue;
        size_t n = strlen(line);
        char *file = ws_malloc(dirlen + n + 4);
        memcpy(file, path, dirlen);
        memcpy(file + dirlen, line, n + 1);
        if (!as_exists(file) && n > 3 && !strcmp(file + dirlen + n - 3, ".xz"))
            file[dirlen + n - 3] = '\0';              /* decompressed copy next to it */
        else if (!as_exists(file))
            strcat(file, ".gz");
        const char *why = NULL, *is = "";
        if (!as_exists(file))
            why = n > 3 && !strcmp(line + n - 3, ".xz")
                      ? "not found (.xz is not supported: decompress it with xz -d)"
                      : "no such file";
        else if (as_same_file(file, path))
            why = "it is this kernelslist.g itself";
        else if ((why = as_not_regular(file)))
            is = "it is ";
        free(why ? file : NULL);
        if (why) {
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: cannot open kernel trace %s: %s%s", path,
                         f.lineno, as_show(line, buf, sizeof buf), is, why);
            break;
        }
        as_add_kernel(t, &cap, file);
    }
    if (!rc && t->nkernels == 0)
        rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: expected a kernelslist.g with lines like "
                     "'kernel-1.traceg' or a .traceg starting with '-kernel name = ...', got "
                     "%s", path, first_line ? first_line : 1, first_line ? first : "an empty file");
    as_fclose(&f);
    return rc;
}

/* Does the file look like a .traceg (its first non-blank line starts with '-' or '#')? */
static int as_is_traceg(const char *path, struct ws_err *err, bool *yes)
{
    struct as_file f = { 0 };
    int rc = as_fopen(&f, path, err);
    if (rc)
        return rc;
    char *line;
    *yes = false;
    while ((line = as_getline(&f, &rc, err))) {
        line = ws_trim(line);
        if (*line) {
            *yes = *line == '-' || *line == '#';
            break;
        }
    }
    as_fclose(&f);
    return rc;
}

struct ws_trace *ws_accelsim_open(const char *path, struct ws_err *err)
{
    struct ws_trace *t = ws_trace_alloc(&as_ops, path);
    struct as_impl *im = ws_calloc(1, sizeof *im);
    t->impl = im;
    im->hcap = 64;
    im->htab = ws_calloc(im->hcap, sizeof *im->htab);
    struct stat st;
    char *dirlist = NULL;
    int rc = 0;
    bool traceg = false;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        size_t n = strlen(path);
        while (n > 1 && path[n - 1] == '/')   /* "dir/" names dir/kernelslist.g */
            n--;
        dirlist = ws_malloc(n + 16);
        snprintf(dirlist, n + 16, "%.*s/kernelslist.g", (int)n, path);
    } else {
        rc = as_is_traceg(path, err, &traceg);
    }
    if (!rc) {
        if (traceg) {
            size_t cap = 0;
            as_add_kernel(t, &cap, ws_strdup(path));
        } else {
            rc = as_kernelslist(t, dirlist ? dirlist : path, err);
            im->list = dirlist ? dirlist : ws_strdup(path);
            dirlist = NULL;
        }
    }
    free(dirlist);
    im->scanning = true;
    for (uint32_t i = 0; !rc && i < t->nkernels; i++)
        rc = as_scan_kernel(t, i, err);
    im->scanning = false;
    if (rc) {
        ws_trace_close(t);
        return NULL;
    }
    return t;
}

static int as_load_cta(struct ws_trace *t, uint32_t kernel, uint32_t cta,
                       struct ws_cta_trace *out, struct ws_err *err)
{
    struct as_impl *im = t->impl;
    struct as_kernel *k = &im->k[kernel];
    size_t lo = 0, hi = k->nref;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (k->ref[mid].cta < cta)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == k->nref || k->ref[lo].cta != cta) {   /* not in the trace: empty warps */
        out->id = cta;
        out->nwarps = t->kernel[kernel].warps_per_cta;
        out->warp = ws_calloc(out->nwarps ? out->nwarps : 1, sizeof *out->warp);
        return 0;
    }
    if (k->ref[lo].parsed) {        /* the scan's parse, handed over once */
        *out = *k->ref[lo].parsed;
        free(k->ref[lo].parsed);
        k->ref[lo].parsed = NULL;
        return 0;
    }
    int rc;
    if (im->f.gz && im->cur_kernel != kernel)
        as_fclose(&im->f);
    if (!im->f.gz) {
        if ((rc = as_fopen(&im->f, k->file, err)))
            return rc;
        im->cur_kernel = kernel;
    }
    if (as_fseek(&im->f, k->ref[lo].off, k->ref[lo].line)) {
        as_fclose(&im->f);
        return ws_errf(err, WS_ERR_INPUT, "%s:%u: cannot seek to this thread block (file "
                       "changed?)", k->file, k->ref[lo].line);
    }
    rc = as_parse_cta(t, kernel, &im->f, out, err);
    if (!rc && out->id != cta)
        rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: expected thread block %u here (file "
                     "changed?)", k->file, k->ref[lo].line, cta);
    return rc;
}

static void as_close(struct ws_trace *t)
{
    struct as_impl *im = t->impl;
    if (!im)
        return;
    as_fclose(&im->f);
    for (uint32_t i = 0; i < t->nkernels; i++) {
        for (uint32_t r = 0; r < im->k[i].nref; r++)
            if (im->k[i].ref[r].parsed) {
                ws_cta_trace_free(im->k[i].ref[r].parsed);
                free(im->k[i].ref[r].parsed);
            }
        free(im->k[i].file);
        free(im->k[i].ref);
    }
    for (uint32_t i = 0; i < im->nwarn; i++)
        free(im->warn[i]);
    free(im->warn);
    free(im->k);
    free(im->list);
    free(im->ops);
    free(im->htab);
    free(im);
    t->impl = NULL;
}

static const struct ws_trace_ops as_ops = { "accelsim", as_load_cta, as_close };

const char *ws_trace_file(const struct ws_trace *t, uint32_t i)
{
    if (!t || !t->impl)
        return NULL;
    if (t->ops != &as_ops)
        return i == 0 && !strcmp(t->ops->format, "wst") ? t->path : NULL;
    const struct as_impl *im = t->impl;
    if (im->list && i-- == 0)
        return im->list;
    return i < t->nkernels ? im->k[i].file : NULL;
}

void ws_trace_notes(const struct ws_trace *t, struct ws_trace_notes *out)
{
    memset(out, 0, sizeof *out);
    if (t && t->ops == &as_ops && t->impl)
        *out = ((const struct as_impl *)t->impl)->notes;
}

const char *ws_trace_warning(const struct ws_trace *t, uint32_t i)
{
    if (!t || t->ops != &as_ops || !t->impl)
        return NULL;
    const struct as_impl *im = t->impl;
    return i < im->nwarn ? im->warn[i] : NULL;
}
