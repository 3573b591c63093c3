/* dbg_session.c — `save session FILE` and `warpscope debug --session FILE`: resume
 * exactly where someone stopped.  A session file is text headers, three length-prefixed
 * sections and a checksum line:
 *
 *   warpscope-session 1
 *   version 0.1.0                      WS_VERSION of the build that saved it
 *   trace /abs/path/or/demo:spec       the trace reference
 *   trace-id 0123456789abcdef          FNV-1a of the trace's bytes (of the spec for demo:)
 *   focus SM WARP
 *   config N\n<N bytes>\n              every key as key=value lines (the simulator's)
 *   commands N\n<N bytes>\n            breakpoints, watchpoints, displays as commands
 *   snapshot N\n<N bytes>\n            the simulator state (warpscope/snap.h)
 *   checksum 0123456789abcdef          FNV-1a of every byte before this line
 *
 * A session of two simulators (`warpscope debug --diff`) has, after the focus line,
 * `diff a|b` (the focused side), `label-a`/`desc-a`/`label-b`/`desc-b` (the names the
 * report and the prompt use: "gto", "gto l1d.size=64K"), then `config-a` and `config-b`
 * (each side's every key: its policy and -a/-b overrides), when the debugger's `diff`
 * command opened the two `config-base` (the session's config before it, which `diff
 * off` goes back to), `commands`, `snapshot-a`, `snapshot-b` and `lockstep` (the
 * engine's state, diff.h), and the checksum.
 *
 * Loading checks, in order, and refuses saying why: the magic line, the checksum (a
 * corrupted or truncated file), the version (another build), the trace's identity (the
 * trace changed or is missing), then the snapshot's own checks at restore. */
#include "dbg_internal.h"
#include "warpscope/diff.h"
#include "warpscope/snap.h"

#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define SESSION_MAGIC "warpscope-session 1\n"
#define SESSION_MAX ((size_t)1 << 34)   /* 16 GB: larger is not a session */

static uint64_t hash_file(uint64_t h, const char *path, bool *ok)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        *ok = false;
        return h;
    }
    char buf[1 << 16];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
        h = ws_snap_hash(h, buf, n);
    if (ferror(f))
        *ok = false;
    fclose(f);
    return h;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The trace's identity: a hash of its bytes (a file; a directory: the names and bytes of
 * its regular files, sorted by name), of the spec for a demo.  false: unreadable. */
static bool trace_identity(const char *path, uint64_t *id)
{
    uint64_t h = WS_SNAP_HASH_INIT;
    bool ok = true;
    struct stat st;
    if (!strncmp(path, "demo:", 5)) {
        *id = ws_snap_hash(h, path, strlen(path));
        return true;
    }
    if (stat(path, &st))
        return false;
    if (S_ISREG(st.st_mode)) {
        *id = hash_file(h, path, &ok);
        return ok;
    }
    if (!S_ISDIR(st.st_mode))
        return false;
    DIR *dir = opendir(path);
    if (!dir)
        return false;
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(dir))) {
        if (e->d_name[0] == '.')
            continue;
        WS_GROW(names, cap, n + 1);
        names[n++] = ws_strdup(e->d_name);
    }
    closedir(dir);
    if (n)
        qsort(names, n, sizeof *names, cmp_str);
    for (size_t i = 0; i < n; i++) {
        char full[PATH_MAX];
        snprintf(full, sizeof full, "%s/%s", path, names[i]);
        if (!stat(full, &st) && S_ISREG(st.st_mode)) {
            h = ws_snap_hash(h, names[i], strlen(names[i]) + 1);
            h = hash_file(h, full, &ok);
        }
        free(names[i]);
    }
    free(names);
    *id = h;
    return ok;
}

static void put_section(struct ws_snap_buf *b, const char *name, const void *p, size_t n)
{
    char head[64];
    snprintf(head, sizeof head, "%s %zu\n", name, n);
    ws_snap_put(b, head, strlen(head));
    ws_snap_put(b, p, n);
    ws_snap_put(b, "\n", 1);   /* every section ends a line */
}

/* Every key of cfg as key=value lines, as section `name`. */
static void put_config(struct ws_snap_buf *b, const char *name, const struct ws_config *cfg)
{
    struct ws_snap_buf c = { 0 };
    char val[WS_CONFIG_STR_MAX + 64], line[WS_CONFIG_STR_MAX + 192];
    for (size_t i = 0; i < ws_config_nopts; i++) {
        ws_config_format(cfg, &ws_config_opts[i], val, sizeof val);
        snprintf(line, sizeof line, "%s=%s\n", ws_config_opts[i].name, val);
        ws_snap_put(&c, line, strlen(line));
    }
    put_section(b, name, c.data, c.len);
    ws_snap_buf_free(&c);
}

/* The breakpoints, watchpoints and displays as the commands that make them again. */
static void put_commands(struct ws_snap_buf *b, struct ws_dbg *d)
{
    char *cmds = NULL;
    size_t ncmds = 0;
    FILE *m = open_memstream(&cmds, &ncmds);
    for (int i = 0; m && i < d->bpts.n; i++)
        dbg_save_bpt(m, &d->bpts.v[i]);
    for (int i = 0; m && i < d->ndisplays; i++)
        fprintf(m, "display%s%s %s\n", d->displays[i].fmt ? "/" : "",
                d->displays[i].fmt ? (char[]){ d->displays[i].fmt, 0 } : "",
                ws_expr_text(d->displays[i].expr));
    if (m)
        fclose(m);
    put_section(b, "commands", cmds ? cmds : "", cmds ? ncmds : 0);
    free(cmds);
}

/* Under --diff: the focused side, each side's names and config (its policy and keys). */
static void put_sides(struct ws_snap_buf *b, struct ws_dbg *d)
{
    char line[600];
    snprintf(line, sizeof line, "diff %c\n", "ab"[ws_dbg_diff_focus(d)]);
    ws_snap_put(b, line, strlen(line));
    for (int i = 0; i < 2; i++) {
        snprintf(line, sizeof line, "label-%c %s\ndesc-%c %s\n", "ab"[i], dbg_diff_label(d, i),
                 "ab"[i], ws_dbg_diff_desc(d, i));
        ws_snap_put(b, line, strlen(line));
    }
    put_config(b, "config-a", ws_sim_config(ws_dbg_diff_sim(d, 0)));
    put_config(b, "config-b", ws_sim_config(ws_dbg_diff_sim(d, 1)));
    if (dbg_diff_base(d))
        put_config(b, "config-base", dbg_diff_base(d));
}

int dbg_save_session(struct ws_dbg *d, const char *path)
{
    if (!d->sim)
        return ws_dbg_error(d, "save session: the program is not being run (use 'run')");
    uint64_t id;
    const char *tp = d->trace_path;
    char abs[PATH_MAX];
    if (strncmp(tp, "demo:", 5) && realpath(tp, abs))
        tp = abs;
    if (!trace_identity(tp, &id))
        return ws_dbg_error(d, "save session: cannot read the trace %s", tp);
    struct ws_err err = { 0 };
    struct ws_dbg_state *st = dbg_state_take(d, &err);   /* both sides under --diff */
    if (!st)
        return ws_dbg_error(d, "save session: %s", err.msg);
    struct ws_snap_buf b = { 0 };
    char line[PATH_MAX + 128];
    snprintf(line, sizeof line, "%sversion %s\ntrace %s\ntrace-id %016" PRIx64 "\nfocus %d %d\n",
             SESSION_MAGIC, WS_VERSION, tp, id, d->focus_sm, d->focus_warp);
    ws_snap_put(&b, line, strlen(line));
    if (d->diff)
        put_sides(&b, d);
    else   /* the simulator's configuration (d->cfg may hold a 'set' for the next run) */
        put_config(&b, "config", ws_sim_config(d->sim));
    put_commands(&b, d);
    for (int i = 0; i < dbg_state_sides(st); i++) {
        const struct ws_snapshot *cp = dbg_state_snap(st, i);
        put_section(&b, !d->diff ? "snapshot" : i ? "snapshot-b" : "snapshot-a",
                    ws_snap_data(cp), ws_snap_size(cp));
    }
    if (d->diff)
        put_section(&b, "lockstep", dbg_state_engine(st)->data, dbg_state_engine(st)->len);
    uint64_t cycle = dbg_state_cycle(st);
    dbg_state_free(st);
    snprintf(line, sizeof line, "checksum %016" PRIx64 "\n",
             ws_snap_hash(WS_SNAP_HASH_INIT, b.data, b.len));
    ws_snap_put(&b, line, strlen(line));
    FILE *f = fopen(path, "wb");
    int rc = WS_OK;
    if (!f || fwrite(b.data, 1, b.len, f) != b.len || fclose(f)) {
        rc = ws_dbg_error(d, "save session: %s: %s", path, strerror(errno));
        f = NULL;
    }
    ws_snap_buf_free(&b);
    if (!rc)
        ws_dbg_printf(d, "Session saved to '%s' at cycle %" PRIu64 "%s.\n", path, cycle,
                      d->diff ? " (both sides)" : "");
    return rc;
}

/* ---- loading ---------------------------------------------------------------------------- */

struct sess_rd {
    const char *p, *end;
};

/* The next line "KEY VALUE" (KEY must match); VALUE into buf. */
static bool sess_line(struct sess_rd *r, const char *key, char *buf, size_t n)
{
    size_t kl = strlen(key);
    const char *nl = memchr(r->p, '\n', (size_t)(r->end - r->p));
    if (!nl || (size_t)(nl - r->p) <= kl || strncmp(r->p, key, kl) || r->p[kl] != ' ')
        return false;
    size_t vl = (size_t)(nl - r->p) - kl - 1;
    if (vl >= n)
        return false;
    memcpy(buf, r->p + kl + 1, vl);
    buf[vl] = '\0';
    r->p = nl + 1;
    return true;
}

static bool sess_section(struct sess_rd *r, const char *key, const char **data, size_t *len)
{
    char v[32];
    char *e;
    if (!sess_line(r, key, v, sizeof v))
        return false;
    errno = 0;
    unsigned long long n = strtoull(v, &e, 10);
    if (*e || errno || n >= (unsigned long long)(r->end - r->p) || r->p[n] != '\n')
        return false;
    *data = r->p;
    *len = (size_t)n;
    r->p += n + 1;
    return true;
}

/* A session file's parts (pointers into its bytes); sides: 1, or 2 for a diff. */
struct sess {
    char version[64], tp[PATH_MAX], idtext[40], focus[64];
    int sides, diff_focus;
    char label[2][64], desc[2][256];
    const char *cfg[3], *cmds, *snap[2], *engine;   /* cfg[2]: config-base, or NULL */
    size_t ncfg[3], ncmds, nsnap[2], nengine;
};

/* Under --diff: the focused side and each side's names and config.  NULL, or the part
 * that is malformed. */
static const char *sess_sides(struct sess_rd *r, struct sess *x)
{
    char f[8], key[16];
    if (!sess_line(r, "diff", f, sizeof f) || (strcmp(f, "a") && strcmp(f, "b")))
        return "diff";
    x->sides = 2;
    x->diff_focus = f[0] == 'b';
    for (int i = 0; i < 2; i++) {
        snprintf(key, sizeof key, "label-%c", "ab"[i]);
        if (!sess_line(r, key, x->label[i], sizeof x->label[i]))
            return i ? "label-b" : "label-a";
        snprintf(key, sizeof key, "desc-%c", "ab"[i]);
        if (!sess_line(r, key, x->desc[i], sizeof x->desc[i]))
            return i ? "desc-b" : "desc-a";
    }
    if (!sess_section(r, "config-a", &x->cfg[0], &x->ncfg[0]))
        return "config-a";
    if (!sess_section(r, "config-b", &x->cfg[1], &x->ncfg[1]))
        return "config-b";
    if (!strncmp(r->p, "config-base ", 12) && !sess_section(r, "config-base", &x->cfg[2],
                                                            &x->ncfg[2]))
        return "config-base";
    return NULL;
}

/* The parts after the version line, in order.  NULL, or the part that is malformed. */
static const char *sess_parse(struct sess_rd *r, const char *end, struct sess *x)
{
    if (!sess_line(r, "trace", x->tp, sizeof x->tp))
        return "trace";
    if (!sess_line(r, "trace-id", x->idtext, sizeof x->idtext))
        return "trace-id";
    if (!sess_line(r, "focus", x->focus, sizeof x->focus))
        return "focus";
    x->sides = 1;
    if (!strncmp(r->p, "diff ", 5)) {
        const char *why = sess_sides(r, x);
        if (why)
            return why;
    } else if (!sess_section(r, "config", &x->cfg[0], &x->ncfg[0])) {
        return "config";
    }
    if (!sess_section(r, "commands", &x->cmds, &x->ncmds))
        return "commands";
    if (x->sides == 1)
        return sess_section(r, "snapshot", &x->snap[0], &x->nsnap[0]) && r->p == end
               ? NULL : "snapshot";
    if (!sess_section(r, "snapshot-a", &x->snap[0], &x->nsnap[0]))
        return "snapshot-a";
    if (!sess_section(r, "snapshot-b", &x->snap[1], &x->nsnap[1]))
        return "snapshot-b";
    return sess_section(r, "lockstep", &x->engine, &x->nengine) && r->p == end ? NULL
                                                                               : "lockstep";
}

/* A config section: every key, validated. */
static int sess_config(struct ws_dbg *d, const char *path, const char *text, size_t n,
                       struct ws_config *cfg)
{
    ws_config_defaults(cfg);
    struct ws_err err = { 0 };
    char *ct = ws_strndup(text, n);
    for (char *ln = ct, *next; ln && *ln; ln = next) {
        next = strchr(ln, '\n');
        if (next)
            *next++ = '\0';
        char *eq = strchr(ln, '=');
        if (!eq) {
            int rc = ws_dbg_error(d, "%s: session refused: malformed 'config' line '%s'", path,
                                  ln);
            free(ct);
            return rc;
        }
        *eq = '\0';
        if (ws_config_set(cfg, ln, eq + 1, path, &err)) {
            free(ct);
            return ws_dbg_error(d, "%s: session refused: %s", path, err.msg);
        }
    }
    free(ct);
    if (ws_config_validate(cfg, &err))
        return ws_dbg_error(d, "%s: session refused: %s", path, err.msg);
    return WS_OK;
}

/* The session's simulator(s) made anew from the file's configs (the session's own go),
 * then the saved state restored into them. */
static int sess_load_sims(struct ws_dbg *d, const struct sess *x, const struct ws_config cfg[3],
                          struct ws_snapshot *cp[2], struct ws_err *err)
{
    dbg_diff_free(d);   /* one simulator, or two new sides, in place of what there was */
    if (x->sides == 1) {
        d->cfg = cfg[0];
        dbg_bpt_limits(d);
        if (dbg_load(d))
            return WS_ERR_INPUT;   /* (said why) */
    } else {
        const char *label[2] = { x->label[0], x->label[1] };
        const char *desc[2] = { x->desc[0], x->desc[1] };
        if (ws_dbg_diff_open(d, cfg, label, desc, err))
            return err->code;
        dbg_diff_set_focus(d, x->diff_focus);
        if (x->cfg[2])   /* opened by `diff`: `diff off` goes back to the config before */
            dbg_diff_set_base(d, &cfg[2]);
    }
    struct ws_dbg_state *st = dbg_state_make(d, cp, x->engine, x->nengine);
    int rc = dbg_state_restore(d, st, err);
    dbg_state_free(st);
    return rc;
}

static int session_apply(struct ws_dbg *d, const char *path, const char *buf, size_t len)
{
    if (len < strlen(SESSION_MAGIC) || memcmp(buf, SESSION_MAGIC, strlen(SESSION_MAGIC)))
        return ws_dbg_error(d, "%s: not a warpscope session file", path);
    /* the checksum line ends the file */
    const char *ck = len >= 2 ? buf + len - 1 : buf;
    while (ck > buf && ck[-1] != '\n')
        ck--;
    char sum[40];
    uint64_t want;
    struct sess_rd tail = { ck, buf + len };
    if (buf[len - 1] != '\n' || !sess_line(&tail, "checksum", sum, sizeof sum) ||
        !ws_parse_u64_hex(sum, &want))
        return ws_dbg_error(d, "%s: session refused: truncated (no checksum line at its end)",
                            path);
    if (ws_snap_hash(WS_SNAP_HASH_INIT, buf, (size_t)(ck - buf)) != want)
        return ws_dbg_error(d, "%s: session refused: corrupted (its checksum does not match "
                               "its contents)", path);
    struct sess_rd r = { buf + strlen(SESSION_MAGIC), ck };
    struct sess *x = ws_calloc(1, sizeof *x);
    const char *why = NULL;
    int rc = WS_ERR_INPUT;
    struct ws_config cfg[3];
    struct ws_snapshot *cp[2] = { NULL, NULL };
    struct ws_err err = { 0 };
    if (!sess_line(&r, "version", x->version, sizeof x->version))
        why = "version";
    else if (strcmp(x->version, WS_VERSION)) {
        ws_dbg_error(d, "%s: session refused: saved by warpscope %s, this is warpscope %s", path,
                     x->version, WS_VERSION);
        goto out;
    } else
        why = sess_parse(&r, ck, x);
    if (why) {
        ws_dbg_error(d, "%s: session refused: malformed '%s' section", path, why);
        goto out;
    }
    uint64_t id, now;
    if (!ws_parse_u64_hex(x->idtext, &id)) {
        ws_dbg_error(d, "%s: session refused: malformed 'trace-id' section", path);
        goto out;
    }
    if (!trace_identity(x->tp, &now)) {
        ws_dbg_error(d, "%s: session refused: its trace %s cannot be read", path, x->tp);
        goto out;
    }
    if (now != id) {
        ws_dbg_error(d, "%s: session refused: the trace %s changed since it was saved "
                        "(identity %016" PRIx64 ", now %016" PRIx64 ")", path, x->tp, id, now);
        goto out;
    }
    for (int i = 0; i < x->sides; i++)
        if (sess_config(d, path, x->cfg[i], x->ncfg[i], &cfg[i]))
            goto out;
    if (x->cfg[2] && sess_config(d, path, x->cfg[2], x->ncfg[2], &cfg[2]))
        goto out;
    for (int i = 0; i < x->sides; i++)
        if (!(cp[i] = ws_snap_from_blob(x->snap[i], x->nsnap[i], &err))) {
            ws_dbg_error(d, "%s: session refused: %s%s", path,
                         x->sides == 1 ? "" : i ? "side B: " : "side A: ", err.msg);
            goto out;
        }
    struct ws_config keep = d->cfg;
    char *keep_path = d->trace_path;
    d->trace_path = ws_strdup(x->tp);
    if (sess_load_sims(d, x, cfg, cp, &err)) {
        if (err.msg[0])
            ws_dbg_error(d, "%s: session refused: %s", path, err.msg);
        dbg_diff_free(d);   /* leave no half-loaded simulator */
        if (d->sim) {
            ws_bpt_detach(&d->bpts);
            ws_sim_free(d->sim);
            d->sim = NULL;
        }
        free(d->trace_path);
        d->trace_path = keep_path;
        d->cfg = keep;
        dbg_bpt_limits(d);
        goto out;
    }
    free(keep_path);
    int sm = 0, warp = -1;
    if (sscanf(x->focus, "%d %d", &sm, &warp) == 2 && sm >= 0 && sm < ws_sim_sm_count(d->sim) &&
        warp >= -1 && warp < d->cfg.sm_max_warps) {
        d->focus_sm = sm;
        d->focus_warp = warp;
    }
    /* breakpoints, watchpoints and displays replace the session's own */
    ws_bpt_delete_all(&d->bpts);
    for (int i = 0; i < d->ndisplays; i++)
        ws_expr_free(d->displays[i].expr);
    d->ndisplays = 0;
    char *cl = ws_strndup(x->cmds, x->ncmds);
    rc = WS_OK;
    for (char *ln = cl, *next; ln && *ln; ln = next) {
        next = strchr(ln, '\n');
        if (next)
            *next++ = '\0';
        if (ws_dbg_exec(d, ln, true))
            rc = WS_ERR_INPUT;
    }
    free(cl);
    dbg_bpt_attach(d);
    ws_bpt_rearm_watches(&d->bpts);
    dbg_autocp_take(d);
    if (d->diff && d->fe.sim_changed)   /* (dbg_load told it of one simulator) */
        d->fe.sim_changed(d->fe.ctx, d);
    ws_dbg_printf(d, "Resumed session %s: ", path);
    dbg_where(d);
out:
    for (int i = 0; i < 2; i++)
        ws_snap_free(cp[i]);
    free(x);
    return rc;
}

int ws_dbg_load_session(struct ws_dbg *d, const char *path)
{
    struct ws_err err = { 0 };
    if (ws_check_input_file(path, false, &err))
        return ws_dbg_error(d, "%s", err.msg);
    FILE *f = fopen(path, "rb");
    if (!f)
        return ws_dbg_error(d, "%s: %s", path, strerror(errno));
    char *buf = NULL;
    size_t len = 0, cap = 0;
    char chunk[1 << 16];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (len + n > SESSION_MAX) {
            fclose(f);
            free(buf);
            return ws_dbg_error(d, "%s: not a warpscope session file (too large)", path);
        }
        WS_GROW(buf, cap, len + n);
        memcpy(buf + len, chunk, n);
        len += n;
    }
    fclose(f);
    int rc = buf ? session_apply(d, path, buf, len)
                 : ws_dbg_error(d, "%s: not a warpscope session file (empty)", path);
    free(buf);
    return rc;
}
