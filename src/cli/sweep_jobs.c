/* sweep_jobs.c — the job list of a sweep (DIR/jobs.tsv) and the running of one job: a
 * child process executing the job's `warpscope run` command with its outputs in
 * DIR/job-N/ (stats.json, stderr, status).  Shared by every engine of `warpscope sweep`
 * and read by `warpscope collect`. */
#define _POSIX_C_SOURCE 200809L
#include "sweep.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define SWEEP_MAX_LINE (1 << 20)

void sweep_list_free(struct sweep_list *l)
{
    for (int i = 0; i < l->njobs; i++) {
        struct sweep_job *j = &l->job[i];
        for (int k = 0; k < l->nkeys; k++)
            free(j->val[k]);
        free(j->val);
        free(j->config);
        free(j->policy);
        free(j->trace);
        free(j->command);
    }
    for (int k = 0; k < l->nkeys; k++)
        free(l->key[k]);
    free(l->key);
    free(l->job);
    memset(l, 0, sizeof *l);
}

/* Append s to the growing string *b (length *n, capacity *cap). */
static void sweep_cat(char **b, size_t *n, size_t *cap, const char *s)
{
    size_t k = strlen(s);
    ws_grow((void **)b, cap, *n + k + 1, 1);
    memcpy(*b + *n, s, k + 1);
    *n += k;
}

/* Append one shell word: bare when it holds only safe characters, else single-quoted
 * (a quote written as '\''). */
static void sweep_cat_word(char **b, size_t *n, size_t *cap, const char *w)
{
    sweep_cat(b, n, cap, *n ? " " : "");
    if (*w && !w[strspn(w, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                            "_-.,:=/+@%")]) {
        sweep_cat(b, n, cap, w);
        return;
    }
    sweep_cat(b, n, cap, "'");
    for (const char *p = w; *p; p++) {
        char c[2] = { *p, '\0' };
        sweep_cat(b, n, cap, *p == '\'' ? "'\\''" : c);
    }
    sweep_cat(b, n, cap, "'");
}

/* An existing file named by a relative path, as an absolute path, so that a worker
 * started elsewhere (ssh, Slurm) finds it; anything else as given.  malloc'd. */
static char *sweep_abs(const char *path)
{
    char real[PATH_MAX];
    if (strncmp(path, "demo:", 5) && path[0] != '/' && access(path, F_OK) == 0 &&
        realpath(path, real))
        return ws_strdup(real);
    return ws_strdup(path);
}

void sweep_list_add(struct sweep_list *l, const char *config, const char *policy,
                    const char *trace, const char *const *val, const char *const *ov, int nov)
{
    l->job = ws_realloc(l->job, sizeof *l->job * (size_t)(l->njobs + 1));
    struct sweep_job *j = &l->job[l->njobs];
    j->id = l->njobs++;
    j->config = ws_strdup(config);
    j->policy = ws_strdup(policy);
    j->trace = ws_strdup(trace);
    j->val = ws_calloc((size_t)l->nkeys + 1, sizeof *j->val);
    char *b = NULL, *p;
    size_t n = 0, cap = 0;
    sweep_cat_word(&b, &n, &cap, "warpscope");
    sweep_cat_word(&b, &n, &cap, "run");
    if (*config) {
        sweep_cat_word(&b, &n, &cap, "-c");
        /* a preset stays a name; a file (a path, or a name in the working directory) is
         * made absolute */
        p = strchr(config, '/') || access(config, F_OK) == 0 ? sweep_abs(config) : ws_strdup(config);
        sweep_cat_word(&b, &n, &cap, p);
        free(p);
    }
    sweep_cat_word(&b, &n, &cap, "-p");
    sweep_cat_word(&b, &n, &cap, policy);
    for (int i = 0; i < nov; i++) {
        sweep_cat_word(&b, &n, &cap, "-o");
        sweep_cat_word(&b, &n, &cap, ov[i]);
    }
    for (int k = 0; k < l->nkeys; k++) {
        j->val[k] = ws_strdup(val[k]);
        char kv[512];
        snprintf(kv, sizeof kv, "%s=%s", l->key[k], val[k]);
        sweep_cat_word(&b, &n, &cap, "-o");
        sweep_cat_word(&b, &n, &cap, kv);
    }
    sweep_cat_word(&b, &n, &cap, "--stats");
    sweep_cat_word(&b, &n, &cap, "json");
    p = sweep_abs(trace);
    sweep_cat_word(&b, &n, &cap, p);
    free(p);
    j->command = b;
}

char *sweep_list_text(const struct sweep_list *l)
{
    char *b = NULL, num[24];
    size_t n = 0, cap = 0;
    sweep_cat(&b, &n, &cap, "job\tconfig\tpolicy\ttrace");
    for (int k = 0; k < l->nkeys; k++) {
        sweep_cat(&b, &n, &cap, "\t");
        sweep_cat(&b, &n, &cap, l->key[k]);
    }
    sweep_cat(&b, &n, &cap, "\tcommand\n");
    for (int i = 0; i < l->njobs; i++) {
        const struct sweep_job *j = &l->job[i];
        snprintf(num, sizeof num, "%d", j->id);
        const char *f[] = { num, j->config, j->policy, j->trace };
        for (int k = 0; k < 4; k++) {
            sweep_cat(&b, &n, &cap, f[k]);
            sweep_cat(&b, &n, &cap, "\t");
        }
        for (int k = 0; k < l->nkeys; k++) {
            sweep_cat(&b, &n, &cap, j->val[k]);
            sweep_cat(&b, &n, &cap, "\t");
        }
        sweep_cat(&b, &n, &cap, j->command);
        sweep_cat(&b, &n, &cap, "\n");
    }
    return b;
}

/* Split line (its newline removed) at tabs in place; returns the field count (at most
 * max; -1 when there are more). */
static int sweep_fields(char *line, char **f, int max)
{
    int n = 0;
    for (char *p = line;; ) {
        if (n == max)
            return -1;
        f[n++] = p;
        char *t = strchr(p, '\t');
        if (!t)
            return n;
        *t = '\0';
        p = t + 1;
    }
}

#define SWEEP_MAX_FIELDS 64

int sweep_list_read(const char *dir, struct sweep_list *l, struct ws_err *err)
{
    memset(l, 0, sizeof *l);
    char *path = sweep_path(dir, -1, "jobs.tsv");
    int rc = ws_check_input_file(path, false, err);
    FILE *f = rc ? NULL : fopen(path, "r");
    if (!rc && !f)
        rc = ws_errf(err, WS_ERR_INPUT, "%s: %s", path, strerror(errno));
    char *line = NULL, *fld[SWEEP_MAX_FIELDS];
    size_t cap = 0;
    int lineno = 0, nf = 0;
    while (!rc) {
        long len = ws_read_line(f, &line, &cap, SWEEP_MAX_LINE);
        lineno++;
        if (len == WS_LINE_EOF)
            break;
        if (len < 0 || line[len - 1] != '\n') {
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: %s", path, lineno,
                         len == WS_LINE_NUL ? "binary data, expected a line of text"
                         : len == WS_LINE_LONG ? "line too long" : "expected a newline at the end");
            break;
        }
        line[len - 1] = '\0';
        int n = sweep_fields(line, fld, SWEEP_MAX_FIELDS);
        if (lineno == 1) {
            if (n < 5 || strcmp(fld[0], "job") || strcmp(fld[1], "config") ||
                strcmp(fld[2], "policy") || strcmp(fld[3], "trace") || strcmp(fld[n - 1], "command")) {
                rc = ws_errf(err, WS_ERR_INPUT, "%s:1: expected the header 'job config policy "
                             "trace [KEY...] command' (tab-separated), as warpscope sweep writes it",
                             path);
                break;
            }
            nf = n;
            l->nkeys = n - 5;
            l->key = ws_calloc((size_t)l->nkeys + 1, sizeof *l->key);
            for (int k = 0; k < l->nkeys; k++)
                l->key[k] = ws_strdup(fld[4 + k]);
            continue;
        }
        int64_t id;
        if (n != nf) {
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: %d tab-separated fields, expected %d as in the "
                         "header", path, lineno, n < 0 ? SWEEP_MAX_FIELDS + 1 : n, nf);
            break;
        }
        if (!ws_parse_i64(fld[0], &id) || id != l->njobs) {
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: job '%s', expected %d (jobs are numbered "
                         "from 0, one per line)", path, lineno, fld[0], l->njobs);
            break;
        }
        if (strncmp(fld[nf - 1], "warpscope run ", 14)) {
            rc = ws_errf(err, WS_ERR_INPUT, "%s:%d: command '%s', expected 'warpscope run ...'",
                         path, lineno, fld[nf - 1]);
            break;
        }
        l->job = ws_realloc(l->job, sizeof *l->job * (size_t)(l->njobs + 1));
        struct sweep_job *j = &l->job[l->njobs++];
        j->id = (int)id;
        j->config = ws_strdup(fld[1]);
        j->policy = ws_strdup(fld[2]);
        j->trace = ws_strdup(fld[3]);
        j->val = ws_calloc((size_t)l->nkeys + 1, sizeof *j->val);
        for (int k = 0; k < l->nkeys; k++)
            j->val[k] = ws_strdup(fld[4 + k]);
        j->command = ws_strdup(fld[nf - 1]);
    }
    if (!rc && !l->njobs)
        rc = ws_errf(err, WS_ERR_INPUT, "%s: no jobs (expected a row per job after the header)",
                     path);
    free(line);
    if (f)
        fclose(f);
    free(path);
    if (rc)
        sweep_list_free(l);
    return rc;
}

char *sweep_path(const char *dir, int job, const char *name)
{
    size_t n = strlen(dir) + strlen(name) + 40;
    char *p = ws_malloc(n);
    if (job >= 0)
        snprintf(p, n, "%s/job-%d/%s", dir, job, name);
    else
        snprintf(p, n, "%s/%s", dir, name);
    return p;
}

int sweep_job_status(const char *dir, int job)
{
    char *p = sweep_path(dir, job, "status");
    FILE *f = fopen(p, "r");
    free(p);
    int st = -1;
    if (f) {
        if (fscanf(f, "%d", &st) != 1 || st < 0)
            st = -1;
        fclose(f);
    }
    return st;
}

bool sweep_job_ok(const char *dir, int job)
{
    if (sweep_job_status(dir, job) != 0)
        return false;
    char *p = sweep_path(dir, job, "stats.json");
    bool ok = access(p, R_OK) == 0;
    free(p);
    return ok;
}

char **sweep_words(const char *s)
{
    char **w = ws_calloc(strlen(s) / 2 + 2, sizeof *w);
    int n = 0;
    while (*s) {
        while (*s == ' ')
            s++;
        if (!*s)
            break;
        char *b = ws_malloc(strlen(s) + 1), *o = b;
        while (*s && *s != ' ') {
            if (*s == '\'') {
                for (s++; *s && *s != '\''; )
                    *o++ = *s++;
                if (*s)
                    s++;
            } else if (*s == '\\' && s[1]) {
                *o++ = s[1];
                s += 2;
            } else {
                *o++ = *s++;
            }
        }
        *o = '\0';
        w[n++] = b;
    }
    w[n] = NULL;
    return w;
}

void sweep_words_free(char **w)
{
    for (char **p = w; p && *p; p++)
        free(*p);
    free(w);
}

/* Open path for writing (created, truncated) onto fd `to`; false on failure. */
static bool sweep_redirect(const char *path, int to)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
        return false;
    if (fd != to) {
        dup2(fd, to);
        close(fd);
    }
    return true;
}

int sweep_job_start(const char *dir, const struct sweep_job *j, pid_t *pid, struct ws_err *err)
{
    char name[32], exe[PATH_MAX];
    snprintf(name, sizeof name, "job-%d", j->id);
    char *jd = sweep_path(dir, -1, name);
    if (mkdir(jd, 0755) < 0 && errno != EEXIST) {
        int rc = ws_errf(err, WS_ERR_RUNTIME, "%s: %s", jd, strerror(errno));
        free(jd);
        return rc;
    }
    free(jd);
    /* not finished until it says so: an old result must not outlive its rerun */
    const char *stale[] = { "status", "stats.json" };
    for (int i = 0; i < 2; i++) {
        char *p = sweep_path(dir, j->id, stale[i]);
        unlink(p);
        free(p);
    }
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return ws_errf(err, WS_ERR_RUNTIME, "cannot find warpscope's own binary (/proc/self/exe)");
    exe[n] = '\0';
    char *out = sweep_path(dir, j->id, "stats.json.part");
    char *errp = sweep_path(dir, j->id, "stderr");
    char **argv = sweep_words(j->command);
    fflush(stdout);
    fflush(stderr);
    *pid = fork();
    if (*pid == 0) {
        if (!sweep_redirect(errp, 2) || !sweep_redirect(out, 1))
            _exit(127);
        int in = open("/dev/null", O_RDONLY);
        if (in >= 0 && in != 0) {
            dup2(in, 0);
            close(in);
        }
        execv(exe, argv);
        fprintf(stderr, "warpscope: cannot execute %s: %s\n", exe, strerror(errno));
        _exit(127);
    }
    int rc = WS_OK;
    if (*pid < 0)
        rc = ws_errf(err, WS_ERR_RUNTIME, "fork: %s", strerror(errno));
    sweep_words_free(argv);
    free(out);
    free(errp);
    return rc;
}

int sweep_job_end(const char *dir, const struct sweep_job *j, int ws)
{
    int st = WIFEXITED(ws) ? WEXITSTATUS(ws) : WIFSIGNALED(ws) ? 128 + WTERMSIG(ws) : 1;
    char *part = sweep_path(dir, j->id, "stats.json.part");
    char *stats = sweep_path(dir, j->id, "stats.json");
    char *tmp = sweep_path(dir, j->id, "status.part");
    char *status = sweep_path(dir, j->id, "status");
    if (st == 0 && rename(part, stats) < 0)
        st = 1;
    if (st)
        unlink(part);
    FILE *f = fopen(tmp, "w");
    if (f) {
        fprintf(f, "%d\n", st);
        if (fclose(f) == 0)
            rename(tmp, status);
    }
    free(part);
    free(stats);
    free(tmp);
    free(status);
    return st;
}

void sweep_job_tail(const char *dir, int job, int n)
{
    char *p = sweep_path(dir, job, "stderr");
    FILE *f = fopen(p, "r");
    if (!f) {
        fprintf(stderr, "    (no %s)\n", p);
        free(p);
        return;
    }
    char **ring = ws_calloc((size_t)n, sizeof *ring), *line = NULL;
    size_t cap = 0;
    long len, k = 0;
    while ((len = ws_read_line(f, &line, &cap, 4096)) != WS_LINE_EOF) {
        if (len < 0)
            break;
        free(ring[k % n]);
        ring[k % n] = ws_strdup(line);
        k++;
    }
    fclose(f);
    if (!k)
        fprintf(stderr, "    (%s is empty)\n", p);
    for (long i = k > n ? k - n : 0; i < k; i++) {
        const char *s = ring[i % n];
        fprintf(stderr, "    %s%s", s, s[0] && s[strlen(s) - 1] == '\n' ? "" : "\n");
    }
    for (int i = 0; i < n; i++)
        free(ring[i]);
    free(ring);
    free(line);
    free(p);
}
