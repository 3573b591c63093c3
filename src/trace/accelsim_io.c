/* accelsim_io.c — the Accel-Sim reader's line reader: buffered gzread over a plain or
 * gzip'd file, lines of at most AS_MAX_LINE bytes, NUL bytes and truncated gzip streams
 * reported as errors, and the uncompressed offset of every line for seeking back (within
 * the buffer when it can, so CTAs loaded in file order never make zlib rewind). */
#include "accelsim.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define AS_CHUNK (1u << 17)   /* bytes asked of zlib per read */

/* Why a path is not a regular file, or NULL when it is one (or cannot be stat'ed: the
 * open then says why). */
const char *as_not_regular(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || S_ISREG(st.st_mode))
        return NULL;
    return S_ISDIR(st.st_mode) ? "a directory" : S_ISFIFO(st.st_mode) ? "a FIFO"
         : S_ISCHR(st.st_mode) ? "a character device" : S_ISBLK(st.st_mode) ? "a block device"
         : S_ISSOCK(st.st_mode) ? "a socket" : "not a regular file";
}

int as_fopen(struct as_file *f, const char *path, struct ws_err *err)
{
    f->path = path;
    f->lineno = 0;
    f->beg = f->end = 0;
    f->off = 0;
    f->eof = false;
    const char *what = as_not_regular(path);
    if (what)
        return ws_errf(err, WS_ERR_INPUT, "%s: is %s, not a trace file", path, what);
    errno = 0;
    f->gz = gzopen(path, "rb");
    if (!f->gz)
        return ws_errf(err, WS_ERR_INPUT, "%s: cannot open: %s", path,
                       errno ? strerror(errno) : "out of memory");
    gzbuffer(f->gz, AS_CHUNK);
    return 0;
}

void as_fclose(struct as_file *f)
{
    if (f->gz)
        gzclose(f->gz);
    f->gz = NULL;
    free(f->buf);
    free(f->line);
    f->buf = f->line = NULL;
    f->cap = f->line_cap = 0;
}

int64_t as_ftell(const struct as_file *f)
{
    return f->off + (int64_t)f->beg;
}

int as_fseek(struct as_file *f, int64_t off, uint32_t lineno)
{
    f->lineno = lineno;
    if (off >= f->off && off <= f->off + (int64_t)f->end) {   /* still buffered */
        f->beg = (size_t)(off - f->off);
        return 0;
    }
    f->beg = f->end = 0;
    f->off = off;
    f->eof = false;
    return gzseek(f->gz, off, SEEK_SET) == off ? 0 : -1;
}

/* Read more bytes after buf[end]; sets eof at the end of the stream. */
static int as_fill(struct as_file *f, int *rc, struct ws_err *err)
{
    if (f->beg > 0) {   /* keep only the unread part */
        memmove(f->buf, f->buf + f->beg, f->end - f->beg);
        f->off += (int64_t)f->beg;
        f->end -= f->beg;
        f->beg = 0;
    }
    if (f->end >= AS_MAX_LINE) {
        *rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: line longer than %u bytes (not a text "
                      "trace?)", f->path, f->lineno + 1, AS_MAX_LINE);
        return -1;
    }
    if (f->cap < f->end + AS_CHUNK + 1) {   /* + 1: the sentinel */
        f->cap = f->end + AS_CHUNK + 1;
        f->buf = ws_realloc(f->buf, f->cap);
    }
    int n = gzread(f->gz, f->buf + f->end, AS_CHUNK);
    int errnum = Z_OK;
    const char *msg = n <= 0 ? gzerror(f->gz, &errnum) : NULL;
    if (n < 0 || (errnum != Z_OK && errnum != Z_STREAM_END)) {
        *rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: cannot read: %s (truncated or corrupt "
                      "file?)", f->path, f->lineno + 1,
                      errnum == Z_ERRNO ? strerror(errno) : msg ? msg : "read error");
        return -1;
    }
    if (n == 0)
        f->eof = true;
    f->end += (size_t)n;
    f->buf[f->end] = '\n';   /* ends a last line that has no newline of its own */
    return 0;
}

/* as_nextline where the buffer holds no complete line: read more (to the end of the
 * next line, or of the file). */
const char *as_nextline_fill(struct as_file *f, size_t *len, int *rc, struct ws_err *err)
{
    *rc = 0;
    size_t scanned = 0;   /* bytes after beg known to hold no newline */
    char *nl;
    for (;;) {
        size_t avail = f->end - f->beg;
        nl = avail > scanned ? memchr(f->buf + f->beg + scanned, '\n', avail - scanned) : NULL;
        if (nl || f->eof)
            break;
        scanned = avail;
        if (as_fill(f, rc, err))
            return NULL;
    }
    const char *line = f->buf + f->beg;
    *len = nl ? (size_t)(nl - line) : f->end - f->beg;
    if (!nl && *len == 0)
        return NULL;
    f->lineno++;
    f->beg += *len + (nl ? 1 : 0);
    return line;
}

char *as_copyline(struct as_file *f, const char *line, size_t len, int *rc,
                  struct ws_err *err)
{
    if (memchr(line, '\0', len)) {
        *rc = ws_errf(err, WS_ERR_INPUT, "%s:%u: NUL byte in a text line (a binary file, not "
                      "an Accel-Sim trace?)", f->path, f->lineno);
        return NULL;
    }
    if (f->line_cap < len + 1) {   /* a copy: callers may edit it, buf stays as read */
        f->line_cap = len + 1 > 256 ? len + 1 : 256;
        f->line = ws_realloc(f->line, f->line_cap);
    }
    memcpy(f->line, line, len);
    f->line[len] = '\0';
    return f->line;
}

char *as_getline(struct as_file *f, int *rc, struct ws_err *err)
{
    size_t len;
    const char *line = as_nextline(f, &len, rc, err);
    return line ? as_copyline(f, line, len, rc, err) : NULL;
}

/* Bytes after the last gzip member of f's file, which zlib's gzread skips without a word
 * (gzip itself says "trailing garbage ignored"); 0 for a plain file, a clean gzip file or
 * one that cannot be read again.  Call at the end of the stream.  The common case costs
 * one 4-byte read: a single member ends with ISIZE, its data's length mod 2^32, and that
 * is what was read.  Otherwise (several members, or junk) the file is inflated again,
 * member by member, to find where the last one ends. */
uint64_t as_gz_trailing(const struct as_file *f)
{
    if (!f->gz || gzdirect(f->gz))
        return 0;
    uint64_t total = (uint64_t)as_ftell(f);
    FILE *fp = fopen(f->path, "rb");
    if (!fp)
        return 0;
    unsigned char tail[4];
    uint64_t size = 0, junk = 0;
    if (fseek(fp, 0, SEEK_END) == 0) {
        long end = ftell(fp);
        size = end > 0 ? (uint64_t)end : 0;
    }
    if (size < 18 || fseek(fp, -4, SEEK_END) != 0 || fread(tail, 1, 4, fp) != 4 ||
        ((uint32_t)tail[0] | (uint32_t)tail[1] << 8 | (uint32_t)tail[2] << 16 |
         (uint32_t)tail[3] << 24) == (uint32_t)total || fseek(fp, 0, SEEK_SET) != 0) {
        fclose(fp);
        return 0;
    }
    z_stream z = { 0 };
    if (inflateInit2(&z, 16 + MAX_WBITS) != Z_OK) {
        fclose(fp);
        return 0;
    }
    unsigned char *in = ws_malloc(AS_CHUNK), *out = ws_malloc(AS_CHUNK);
    uint64_t pos = 0;          /* file offset of in[0] */
    bool member_end = false;   /* a member just ended at pos + (z.next_in - in) */
    for (;;) {
        if (z.avail_in == 0 || (member_end && z.avail_in < 2)) {
            size_t keep = z.avail_in;   /* a lone byte that may start a gzip magic */
            pos += (uint64_t)(z.next_in ? z.next_in - in : 0);
            if (keep)
                in[0] = z.next_in[0];
            size_t n = fread(in + keep, 1, AS_CHUNK - keep, fp);
            z.next_in = in;
            z.avail_in = (uInt)(keep + n);
            if (z.avail_in == 0)
                break;     /* the file ends right after a member, or inside one */
        }
        if (member_end) { /* what follows a member: another one, or junk */
            if (z.avail_in >= 2 && z.next_in[0] == 0x1f && z.next_in[1] == 0x8b) {
                inflateReset(&z);
                member_end = false;
            } else {
                junk = size - (pos + (uint64_t)(z.next_in - in));
                break;
            }
        }
        z.next_out = out;
        z.avail_out = AS_CHUNK;
        int rc = inflate(&z, Z_NO_FLUSH);
        if (rc == Z_STREAM_END)
            member_end = true;
        else if (rc != Z_OK && rc != Z_BUF_ERROR)
            break;         /* zlib's own reading accepted it: not for this check */
    }
    inflateEnd(&z);
    free(in);
    free(out);
    fclose(fp);
    return junk;
}
