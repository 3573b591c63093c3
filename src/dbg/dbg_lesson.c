/* dbg_lesson.c — guided lessons: `lesson [NAME|next|quit]` runs a .ws script step by
 * step, stopping at each `pause TITLE` line until the student goes on; `pause` (a no-op
 * outside a lesson) and `expect EXPR` (a claim of the narrative, checked against the
 * run) are the two commands a lesson adds to the script language, so the same file also
 * runs whole with `warpscope debug -x`. */
#include "dbg_internal.h"

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpscope/config.h"
#include "warpscope/expr.h"

#define LESSON_DIR "demos/lessons"
#define LESSON_MAX_LINE 4096

/* The views a step may name (views/layout.c's table, less the lesson pane itself). */
static const char *const lesson_views[] = {
    "sms", "warps", "ctas", "cache", "dram", "stats", "log", "trace", "output", "vta", "pipe",
    "diff", NULL,
};

/* ---- the list of lessons ------------------------------------------------------------ */

static int lesson_info_cmp(const void *a, const void *b)
{
    return strcmp(((const struct ws_lesson_info *)a)->name,
                  ((const struct ws_lesson_info *)b)->name);
}

/* The title of a lesson file: its first line after "# Lesson: " ("" when it has none). */
static bool lesson_title_of(const char *path, char *title, size_t n)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    char line[512] = "";
    bool ok = fgets(line, sizeof line, f) && !strncmp(line, "# Lesson: ", 10);
    fclose(f);
    if (ok) {
        line[strcspn(line, "\r\n")] = '\0';
        snprintf(title, n, "%.*s", (int)(n - 1), line + 10);
    }
    return ok;
}

int ws_lesson_list(const char *dir, struct ws_lesson_info **out)
{
    *out = NULL;
    DIR *dp = opendir(dir ? dir : LESSON_DIR);
    if (!dp)
        return 0;
    int n = 0;
    size_t cap = 0;
    for (struct dirent *e; (e = readdir(dp));) {
        size_t len = strlen(e->d_name);
        if (len < 4 || len - 3 >= sizeof (*out)->name || strcmp(e->d_name + len - 3, ".ws"))
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir ? dir : LESSON_DIR, e->d_name);
        struct ws_lesson_info li;
        if (!lesson_title_of(path, li.title, sizeof li.title))
            continue;
        snprintf(li.name, sizeof li.name, "%.*s", (int)(len - 3), e->d_name);
        WS_GROW(*out, cap, (size_t)n + 1);
        (*out)[n++] = li;
    }
    closedir(dp);
    if (n > 1)
        qsort(*out, (size_t)n, sizeof **out, lesson_info_cmp);
    return n;
}

/* ---- the lesson object ------------------------------------------------------------ */

void dbg_lesson_free(struct ws_lesson *l)
{
    if (!l)
        return;
    for (int i = 0; i < l->nlines; i++)
        free(l->lines[i]);
    free(l->lines);
    free(l->steps);
    free(l->text);
    free(l->mark);
    free(l->name);
    free(l->path);
    free(l->title);
    free(l);
}

static void lesson_text(struct ws_lesson *l, const char *s)
{
    size_t n = strlen(s);
    WS_GROW(l->text, l->cap, l->len + n + 1);
    memcpy(l->text + l->len, s, n + 1);
    l->len += n;
}

/* `echo` inside a lesson step: into the narrative.  True when a front end shows it in
 * its lesson pane (then it is not printed). */
bool dbg_lesson_echo(struct ws_dbg *d, const char *text)
{
    struct ws_lesson *l = d->lesson;
    if (!l || !l->running)
        return false;
    lesson_text(l, text);
    return d->fe.lesson_step != NULL;
}

static bool lesson_view_ok(const char *name)
{
    for (int i = 0; lesson_views[i]; i++)
        if (!strcmp(lesson_views[i], name))
            return true;
    return false;
}

/* Parse `pause [view=V[,V...]] [sm=N] [warp=N] TITLE`.  sm/warp are -1 when absent. */
static int lesson_pause_parse(const char *args, struct ws_lesson_step *st, int *sm, int *warp,
                              struct ws_err *err)
{
    memset(st, 0, sizeof *st);
    *sm = *warp = -1;
    const char *p = args;
    for (;;) {
        while (isspace((unsigned char)*p))
            p++;
        size_t w = strcspn(p, " \t");
        const char *eq = memchr(p, '=', w);
        if (!eq)
            break;
        char key[16], val[96];
        snprintf(key, sizeof key, "%.*s", (int)(eq - p), p);
        snprintf(val, sizeof val, "%.*s", (int)(p + w - eq - 1), eq + 1);
        if (!strcmp(key, "view")) {
            for (char *v = strtok(val, ","); v; v = strtok(NULL, ",")) {
                if (!lesson_view_ok(v))
                    return ws_errf(err, WS_ERR_INPUT, "pause: unknown view '%s' (views: sms warps "
                                   "ctas cache dram stats log trace output vta pipe)", v);
                size_t k = strlen(st->views);
                snprintf(st->views + k, sizeof st->views - k, "%s%s", k ? " " : "", v);
            }
        } else if (!strcmp(key, "sm") || !strcmp(key, "warp")) {
            int64_t n;
            if (!ws_parse_i64(val, &n) || n < 0 || n > 4096)
                return ws_errf(err, WS_ERR_INPUT, "pause: %s= expects a number, got '%s'", key, val);
            *(key[0] == 's' ? sm : warp) = (int)n;
        } else {
            return ws_errf(err, WS_ERR_INPUT, "pause: unknown option '%s=' (view=, sm=, warp=)", key);
        }
        p += w;
    }
    if (!*p)
        return ws_errf(err, WS_ERR_INPUT, "pause: expected a TITLE for the step");
    snprintf(st->title, sizeof st->title, "%s", p);
    return WS_OK;
}

/* Check each line is a command (inside `commands ... end` too) and collect the steps. */
static int lesson_check(struct ws_dbg *d, struct ws_lesson *l)
{
    bool block = false, tail = false;
    for (int i = 0; i < l->nlines; i++) {
        char buf[LESSON_MAX_LINE];
        snprintf(buf, sizeof buf, "%s", l->lines[i]);
        char *s = ws_trim(buf);
        if (!*s || *s == '#')
            continue;
        char word[64];
        snprintf(word, sizeof word, "%.*s", (int)strcspn(s, " \t/"), s);
        if (block && !strcmp(word, "end")) {
            block = false;
            continue;
        }
        struct ws_err err = { 0 };
        const struct ws_dbg_cmd *c = ws_dbg_cmd_find(word, &err);
        if (c && (!strcmp(c->name, "lesson") || !strcmp(c->name, "quit")))
            ws_errf(&err, WS_ERR_INPUT, "'%s' cannot be used in a lesson", c->name);
        struct ws_lesson_step st;
        int sm, warp;
        if (c && !err.code && !strcmp(c->name, "pause")) {
            const char *a = s + strlen(word);
            if (!lesson_pause_parse(a, &st, &sm, &warp, &err)) {
                st.line = i + 1;
                l->steps = ws_realloc(l->steps, sizeof *l->steps * (size_t)(l->nsteps + 2));
                l->steps[++l->nsteps] = st;
                tail = false;
                continue;
            }
        }
        if (err.code)
            return ws_dbg_error(d, "%s:%d: %s", l->path, i + 1, err.msg);
        if (!strcmp(c->name, "commands"))
            block = true;
        tail = true;
    }
    if (block)
        return ws_dbg_error(d, "%s: 'commands' without 'end'", l->path);
    if (l->nsteps == 0)
        return ws_dbg_error(d, "%s: no step: a lesson marks the end of each step with "
                            "'pause TITLE'", l->path);
    if (tail) {   /* commands after the last pause: one more step */
        l->steps = ws_realloc(l->steps, sizeof *l->steps * (size_t)(l->nsteps + 2));
        memset(&l->steps[++l->nsteps], 0, sizeof *l->steps);
        snprintf(l->steps[l->nsteps].title, sizeof l->steps[0].title, "to the end");
    }
    return WS_OK;
}

/* Read a lesson file: its lines, its title and introduction (the leading comments). */
static struct ws_lesson *lesson_load(struct ws_dbg *d, const char *name, const char *path)
{
    struct ws_err err = { 0 };
    if (ws_check_input_file(path, true, &err)) {
        ws_dbg_error(d, "%s", err.msg);
        return NULL;
    }
    FILE *f = fopen(path, "r");
    if (!f) {
        ws_dbg_error(d, "lesson: cannot open %s", path);
        return NULL;
    }
    struct ws_lesson *l = ws_calloc(1, sizeof *l);
    l->name = ws_strdup(name);
    l->path = ws_strdup(path);
    l->steps = ws_calloc(1, sizeof *l->steps);
    char *line = NULL;
    size_t cap = 0, lcap = 0;
    long n;
    bool bad = false;
    while ((n = ws_read_line(f, &line, &cap, LESSON_MAX_LINE)) != WS_LINE_EOF) {
        if (n < 0) {
            ws_dbg_error(d, "%s:%d: %s", path, l->nlines + 1, n == WS_LINE_NUL ?
                         "a NUL byte (not a text file)" : "line longer than 4096 bytes");
            bad = true;
            break;
        }
        line[strcspn(line, "\r\n")] = '\0';
        WS_GROW(l->lines, lcap, (size_t)l->nlines + 1);
        l->lines[l->nlines++] = ws_strdup(line);
    }
    free(line);
    fclose(f);
    if (!bad && (l->nlines == 0 || strncmp(l->lines[0], "# Lesson: ", 10))) {
        ws_dbg_error(d, "%s:1: a lesson starts with '# Lesson: TITLE'", path);
        bad = true;
    }
    if (bad || lesson_check(d, l)) {
        dbg_lesson_free(l);
        return NULL;
    }
    l->title = ws_strdup(l->lines[0] + 10);
    snprintf(l->steps[0].title, sizeof l->steps[0].title, "%s", l->title);
    /* the introduction: the leading comments, up to the "Run it:" lines */
    for (int i = 1; i < l->nlines && l->lines[i][0] == '#'; i++) {
        const char *s = l->lines[i] + 1;
        if (strstr(s, "Run it:"))
            break;
        lesson_text(l, *s == ' ' ? s + 1 : s);
        lesson_text(l, "\n");
    }
    return l;
}

/* ---- running it -------------------------------------------------------------------- */

static void lesson_announce(struct ws_dbg *d)
{
    struct ws_lesson *l = d->lesson;
    if (d->fe.lesson_step) {
        d->fe.lesson_step(d->fe.ctx, d);
        return;
    }
    if (l->step == 0)
        ws_dbg_printf(d, "\n[Enter (or 'lesson next') starts step 1 of %d; 'lesson quit' "
                      "leaves.]\n", l->nsteps);
    else if (l->step < l->nsteps)
        ws_dbg_printf(d, "[lesson %s: step %d of %d done.  Look around with commands of your "
                      "own, then Enter (or 'lesson next') goes on; 'lesson quit' leaves.]\n",
                      l->name, l->step, l->nsteps);
    else
        ws_dbg_printf(d, "[lesson %s finished. 'lesson' lists the others.]\n", l->name);
}

/* What a student's own commands between steps may change that the story relies on:
 * the cycle, the trace, the configuration, breakpoints and displays (malloc'd text). */
static char *lesson_mark(struct ws_dbg *d)
{
    char *m = NULL;
    size_t cap = 0, len = 0;
    char buf[WS_CONFIG_STR_MAX + 64];
    snprintf(buf, sizeof buf, "%lld %s %d %d %d %d\n",
             d->sim ? (long long)ws_sim_cycle(d->sim) : -1LL, d->trace_path ? d->trace_path : "",
             d->bpts.n, d->bpts.next_num, d->ndisplays, d->next_display);
    for (size_t i = 0;; i++) {
        size_t n = strlen(buf);
        WS_GROW(m, cap, len + n + 1);
        memcpy(m + len, buf, n + 1);
        len += n;
        if (i == ws_config_nopts)
            break;
        ws_config_format(&d->cfg, &ws_config_opts[i], buf, sizeof buf);
    }
    return m;
}

static void lesson_quiet(void *ctx, const char *text)
{
    (void)ctx;
    (void)text;
}

/* A fresh start for the story: no breakpoints or displays, numbered from 1 again (the
 * script's `delete 1` means its own first breakpoint). */
static void lesson_clean(struct ws_dbg *d)
{
    ws_dbg_exec(d, "delete", true);
    ws_dbg_exec(d, "undisplay", true);
    d->bpts.next_num = 1;
    d->next_display = 1;
}

/* The student's commands moved the simulation away from where the story stopped: run
 * the story again, silently, up to there (the simulator is deterministic). */
static int lesson_replay(struct ws_dbg *d)
{
    struct ws_lesson *l = d->lesson;
    ws_dbg_printf(d, "(Your commands moved the simulation: replaying the lesson to the end of "
                  "step %d first.)\n", l->step);
    ws_dbg_write_fn w = d->write, we = d->write_err;
    d->write = lesson_quiet;
    d->write_err = lesson_quiet;
    if (d->diff)             /* a story that opened `diff` starts again from one simulator */
        dbg_cmd_diff(d, "off");
    lesson_clean(d);
    int rc = WS_OK, at = 0;
    l->running = true;
    for (; at < l->pos && !rc && !d->quit; at++)
        rc = ws_dbg_exec(d, l->lines[at], true);
    l->running = false;
    d->write = w;
    d->write_err = we;
    if (rc)
        return ws_dbg_error(d, "%s:%d: the replay failed: %s", l->path, at, l->lines[at - 1]);
    return WS_OK;
}

/* Execute the next step: the lines up to its pause. */
static int lesson_next(struct ws_dbg *d)
{
    struct ws_lesson *l = d->lesson;
    if (l->step >= l->nsteps) {
        ws_dbg_printf(d, "Lesson %s is finished ('lesson' lists the others).\n", l->name);
        return WS_OK;
    }
    bool moved = false;
    if (l->mark) {
        char *now = lesson_mark(d);
        moved = strcmp(now, l->mark) != 0;
        free(now);
        if (moved && lesson_replay(d))
            return WS_ERR_INPUT;
    }
    l->len = 0;
    if (l->text)
        l->text[0] = '\0';
    if (moved)
        lesson_text(l, "(Your commands had moved the simulation: the lesson was replayed to "
                    "where it stopped.)\n\n");
    l->failed = l->paused = false;
    l->running = true;
    if (!d->fe.lesson_step)
        ws_dbg_printf(d, "\n=== Lesson %s, step %d of %d: %s ===\n", l->name, l->step + 1,
                      l->nsteps, l->steps[l->step + 1].title);
    int rc = WS_OK;
    while (l->pos < l->nlines && !l->paused && !d->quit) {
        int at = l->pos++;
        d->interrupted = false;
        rc = ws_dbg_exec(d, l->lines[at], true);
        if (rc || d->interrupted) {
            char msg[600];
            snprintf(msg, sizeof msg, "%s:%d: %s: %.200s", l->path, at + 1,
                     rc ? "this step's command failed" : "interrupted at", l->lines[at]);
            if (rc)
                ws_dbg_error(d, "%s", msg);
            lesson_text(l, "\n");
            lesson_text(l, msg);
            lesson_text(l, "\n'lesson next' goes on from the next line.\n");
            l->failed = rc != 0;
            break;
        }
    }
    l->running = false;
    free(l->mark);
    l->mark = lesson_mark(d);
    if (l->paused || l->pos >= l->nlines)
        l->step++;
    if (l->pos >= l->nlines)
        l->step = l->nsteps;
    lesson_announce(d);
    return rc;
}

static int lesson_list(struct ws_dbg *d)
{
    struct ws_lesson_info *li;
    int n = ws_lesson_list(d->lesson_dir, &li);
    if (n == 0)
        ws_dbg_printf(d, "No lessons found in %s.\n", d->lesson_dir ? d->lesson_dir : LESSON_DIR);
    else
        ws_dbg_printf(d, "Lessons ('lesson NAME' opens one; Enter goes from step to step):\n");
    for (int i = 0; i < n; i++)
        ws_dbg_printf(d, "  %-16s %s\n", li[i].name, li[i].title);
    free(li);
    if (d->lesson)
        ws_dbg_printf(d, "Open: %s, step %d of %d ('lesson next', 'lesson quit').\n",
                      d->lesson->name, d->lesson->step, d->lesson->nsteps);
    return WS_OK;
}

static int lesson_open(struct ws_dbg *d, const char *name)
{
    char path[4096];
    bool is_path = strchr(name, '/') || strstr(name, ".ws");
    if (is_path)
        snprintf(path, sizeof path, "%s", name);
    else
        snprintf(path, sizeof path, "%s/%s.ws", d->lesson_dir ? d->lesson_dir : LESSON_DIR, name);
    FILE *probe = fopen(path, "r");
    if (!probe) {
        if (is_path)
            return ws_dbg_error(d, "lesson: cannot open %s", path);
        struct ws_lesson_info *li;
        int n = ws_lesson_list(d->lesson_dir, &li);
        char names[1024] = "";
        for (int i = 0; i < n; i++)
            snprintf(names + strlen(names), sizeof names - strlen(names), " %s", li[i].name);
        free(li);
        return ws_dbg_error(d, "lesson: no lesson '%s' (lessons:%s)", name, n ? names : " none");
    }
    fclose(probe);
    const char *base = strrchr(name, '/') ? strrchr(name, '/') + 1 : name;
    char nm[64];
    size_t nl = strcspn(base, ".");
    snprintf(nm, sizeof nm, "%.*s", (int)(nl < sizeof nm ? nl : sizeof nm - 1), base);
    struct ws_lesson *l = lesson_load(d, nm, path);
    if (!l)
        return WS_ERR_INPUT;
    dbg_lesson_free(d->lesson);
    d->lesson = l;
    /* a clean start: the student's breakpoints and displays would change the story */
    lesson_clean(d);
    if (!d->fe.lesson_step)
        ws_dbg_printf(d, "Lesson %s: %s (%d steps)\n\n%s", l->name, l->title, l->nsteps, l->text);
    lesson_announce(d);
    return WS_OK;
}

int dbg_cmd_lesson(struct ws_dbg *d, const char *args)
{
    if (!*args)
        return lesson_list(d);
    if (!strcmp(args, "next") || !strcmp(args, "quit")) {
        if (!d->lesson)
            return ws_dbg_error(d, "lesson %s: no lesson is open ('lesson' lists them)", args);
        if (args[0] == 'n')
            return lesson_next(d);
        ws_dbg_printf(d, "Left lesson %s at step %d of %d.\n", d->lesson->name, d->lesson->step,
                      d->lesson->nsteps);
        dbg_lesson_free(d->lesson);
        d->lesson = NULL;
        if (d->fe.lesson_step)
            d->fe.lesson_step(d->fe.ctx, d);
        return WS_OK;
    }
    if (d->lesson && d->lesson->running)
        return ws_dbg_error(d, "lesson: a lesson cannot open another");
    return lesson_open(d, args);
}

/* `pause [view=...] [sm=N] [warp=N] TITLE`: the end of a lesson step.  The focus moves to
 * the warp it names (views mark it); outside a lesson it only checks its arguments. */
int dbg_cmd_pause(struct ws_dbg *d, const char *args)
{
    struct ws_lesson_step st;
    int sm, warp;
    struct ws_err err = { 0 };
    if (lesson_pause_parse(args, &st, &sm, &warp, &err))
        return ws_dbg_error(d, "%s", err.msg);
    struct ws_lesson *l = d->lesson;
    if (!l || !l->running)
        return WS_OK;
    l->paused = true;
    int nsm = d->sim ? ws_sim_sm_count(d->sim) : d->cfg.sm_count;
    if (sm >= 0 && sm < nsm)
        d->focus_sm = sm;
    if (warp >= 0 && warp < d->cfg.sm_max_warps)
        d->focus_warp = warp;
    return WS_OK;
}

static int expect_name(void *ctx, const char *name)
{
    struct ws_dbg *d = ctx;
    struct ws_value v;
    struct ws_err err = { 0 };
    char buf[64];
    if (ws_dbg_resolve(d, name, &v, &err))
        snprintf(buf, sizeof buf, "<%.60s>", err.msg);
    else
        ws_value_format(&v, 0, buf, sizeof buf);
    ws_dbg_error(d, "  %s = %s", name, buf);
    return 0;
}

/* `expect EXPR`: silent when EXPR is true; otherwise an error with the values of its
 * names, so a model change that moves a lesson's numbers fails loudly. */
int dbg_cmd_expect(struct ws_dbg *d, const char *args)
{
    struct ws_err err = { 0 };
    struct ws_expr *e = ws_expr_parse(args, &err);
    if (!e)
        return ws_dbg_error(d, "expect: %s", err.msg);
    struct ws_value v;
    int rc = WS_OK;
    if (ws_expr_eval(e, ws_dbg_resolve, d, &v, &err))
        rc = ws_dbg_error(d, "expect: %s", err.msg);
    else if (!ws_value_truthy(&v)) {
        rc = ws_dbg_error(d, "expect failed: %s", args);
        ws_expr_names(e, expect_name, d);
    }
    ws_expr_free(e);
    return rc;
}
