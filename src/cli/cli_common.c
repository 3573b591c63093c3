/* cli_common.c — error printing, usage/help output, the shared -c/-p/-o options and the
 * catching of the signals that stop a long command (SIGINT, SIGTERM, SIGHUP). */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <dirent.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The one piece of process-wide state here: the number of the stopping signal caught
 * (0: none).  A signal handler can reach nothing else (DESIGN §3). */
static volatile sig_atomic_t cli_sig;

static void cli_on_signal(int sig)
{
    cli_sig = sig;
}

static const int cli_stop_signals[] = { SIGINT, SIGTERM, SIGHUP };
#define CLI_NSTOP ((int)(sizeof cli_stop_signals / sizeof cli_stop_signals[0]))

void cli_signals_catch(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = cli_on_signal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = (int)SA_RESETHAND;   /* a second signal acts as if never caught */
    cli_sig = 0;
    for (int i = 0; i < CLI_NSTOP; i++) {
        struct sigaction old;
        /* an ignored signal stays ignored (nohup, a shell's background job) */
        if (sigaction(cli_stop_signals[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(cli_stop_signals[i], &sa, NULL);
    }
}

void cli_signals_default(void)
{
    for (int i = 0; i < CLI_NSTOP; i++) {
        struct sigaction old;
        if (sigaction(cli_stop_signals[i], NULL, &old) == 0 && old.sa_handler == cli_on_signal)
            signal(cli_stop_signals[i], SIG_DFL);
    }
}

int cli_signal_caught(void)
{
    return cli_sig;
}

const char *cli_signal_name(int sig)
{
    switch (sig) {
    case SIGINT: return "SIGINT";
    case SIGTERM: return "SIGTERM";
    case SIGHUP: return "SIGHUP";
    default: return "a signal";
    }
}

int cli_signal_status(int sig)
{
    return 128 + sig;
}

void cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("warpscope: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

int cli_usage(const struct cli_cmd *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("warpscope: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    if (cmd)
        fprintf(stderr, "usage: %s\nTry 'warpscope %s --help' for more.\n", cmd->usage,
                cmd->name);
    else
        fprintf(stderr, "usage: warpscope COMMAND [ARGS]\nTry 'warpscope --help' for more.\n");
    return WS_ERR_INPUT;
}

int cli_help(const struct cli_cmd *cmd)
{
    printf("usage: %s\n\n%s.\n", cmd->usage, cmd->summary);
    if (cmd->help && cmd->help[0])
        printf("\n%s", cmd->help);
    return WS_OK;
}

int cli_report(const struct ws_err *err)
{
    cli_error("%s", err->msg[0] ? err->msg : "unknown error");
    return err->code ? err->code : WS_ERR_RUNTIME;
}

bool cli_is_help(const char *arg)
{
    return strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0;
}

int cli_simopt(const struct cli_cmd *cmd, int argc, char **argv, int *i,
               struct cli_simopts *o)
{
    const char *a = argv[*i];
    const char *val = NULL;
    char which = 0;
    if (!strcmp(a, "-c") || !strcmp(a, "--config"))
        which = 'c';
    else if (!strcmp(a, "-p") || !strcmp(a, "--policy"))
        which = 'p';
    else if (!strcmp(a, "-o") || !strcmp(a, "--option"))
        which = 'o';
    else if (!strncmp(a, "--config=", 9))
        which = 'c', val = a + 9;
    else if (!strncmp(a, "--policy=", 9))
        which = 'p', val = a + 9;
    else if (!strncmp(a, "--option=", 9))
        which = 'o', val = a + 9;
    else if (a[0] == '-' && strchr("cpo", a[1]) && a[1] && a[2])
        which = a[1], val = a + 2;   /* -cFILE, -pgto, -oKEY=VAL */
    else
        return 0;
    if (!val) {
        if (*i + 1 >= argc) {
            cli_usage(cmd, "option '%s' needs a value", a);
            return -1;
        }
        val = argv[++*i];
    }
    if (which == 'c')
        o->cfg = val;
    else if (which == 'p')
        o->policy = val;
    else {
        o->overrides = ws_realloc(o->overrides, sizeof *o->overrides * (size_t)(o->noverrides + 1));
        o->overrides[o->noverrides++] = val;
    }
    return 1;
}

void cli_simopts_free(struct cli_simopts *o)
{
    free(o->overrides);
    o->overrides = NULL;
    o->noverrides = 0;
}

static char *cli_join(const char *dir, const char *name, const char *suffix)
{
    size_t n = strlen(dir) + strlen(name) + strlen(suffix) + 2;
    char *p = ws_malloc(n);
    snprintf(p, n, "%s/%s%s", dir, name, suffix);
    return p;
}

/* The first of warpscope's data directories `sub` (configs, lessons) that exists:
 * beside the build directory (build/warpscope, build/san/warpscope: ../SRC, ../../SRC,
 * SRC being sub's place in the source tree) or installed (PREFIX/bin/warpscope:
 * ../share/warpscope/SUB).  NULL: none. */
static char *cli_data_dir(const char *src, const char *sub)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return NULL;
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash)
        return NULL;
    *slash = '\0';
    char up1[64], up2[64], inst[64];
    snprintf(up1, sizeof up1, "../%s", src);
    snprintf(up2, sizeof up2, "../../%s", src);
    snprintf(inst, sizeof inst, "../share/warpscope/%s", sub);
    const char *const rel[] = { up1, up2, inst };
    for (size_t k = 0; k < sizeof rel / sizeof rel[0]; k++) {
        char *dir = cli_join(exe, rel[k], ""), real[PATH_MAX];
        if (access(dir, R_OK) == 0 && realpath(dir, real)) {
            free(dir);
            return ws_strdup(real);
        }
        free(dir);
    }
    return NULL;
}

/* The presets' directory: $WARPSCOPE_CONFIGS, else cli_data_dir's.  NULL: none. */
static char *cli_configs_dir(void)
{
    const char *env = getenv("WARPSCOPE_CONFIGS");
    if (env && *env)
        return ws_strdup(env);
    return cli_data_dir("configs", "configs");
}

char *cli_find_config(const char *name)
{
    if (access(name, R_OK) == 0 || strchr(name, '/'))
        return ws_strdup(name);
    const char *suffix = strstr(name, ".cfg") ? "" : ".cfg";
    char *dir = cli_configs_dir();
    if (dir) {
        char *p = cli_join(dir, name, suffix);
        free(dir);
        if (access(p, R_OK) == 0)
            return p;
        free(p);
    }
    return ws_strdup(name);   /* let the loader report "cannot open" for the name given */
}

static int cli_cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* "a, b, c" of the presets (NAME.cfg) in the presets' directory, into buf. */
static void cli_preset_list(char *buf, size_t n)
{
    buf[0] = '\0';
    char *dir = cli_configs_dir();
    DIR *d = dir ? opendir(dir) : NULL;
    free(dir);
    if (!d)
        return;
    char *names[64];
    size_t k = 0;
    struct dirent *e;
    while ((e = readdir(d)) && k < 64) {
        size_t len = strlen(e->d_name);
        if (len > 4 && !strcmp(e->d_name + len - 4, ".cfg") && e->d_name[0] != '.')
            names[k++] = ws_strndup(e->d_name, len - 4);
    }
    closedir(d);
    qsort(names, k, sizeof *names, cli_cmp_str);
    size_t used = 0;
    for (size_t i = 0; i < k; i++) {
        if (used < n)
            used += (size_t)snprintf(buf + used, n - used, "%s%s", i ? ", " : "", names[i]);
        free(names[i]);
    }
}

char *cli_find_lessons(void)
{
    const char *env = getenv("WARPSCOPE_LESSONS");
    if (env && *env)
        return ws_strdup(env);
    char *dir = cli_data_dir("demos/lessons", "lessons");
    return dir ? dir : ws_strdup("demos/lessons");
}

int cli_build_config(const struct cli_simopts *o, struct ws_config *cfg, struct ws_err *err)
{
    ws_config_defaults(cfg);
    if (o->cfg) {
        char *path = cli_find_config(o->cfg);
        if (access(path, F_OK) != 0 && !strchr(o->cfg, '/')) {   /* not a file: a preset */
            char list[512];
            cli_preset_list(list, sizeof list);
            ws_errf(err, WS_ERR_INPUT, "-c %s: no such config file or preset (presets: %s)",
                    o->cfg, *list ? list : "none found: set WARPSCOPE_CONFIGS");
            free(path);
            return err->code;
        }
        /* a FIFO or a device would block or never end (the loader reports a missing one) */
        int rc = access(path, F_OK) == 0 ? ws_check_input_file(path, true, err) : WS_OK;
        if (!rc)
            rc = ws_config_load(cfg, path, err);
        free(path);
        if (rc)
            return rc;
    }
    if (o->policy) {
        char where[200];
        snprintf(where, sizeof where, "-p %s", o->policy);
        if (ws_config_set(cfg, "sched.policy", o->policy, where, err))
            return err->code;
    }
    for (int i = 0; i < o->noverrides; i++)
        if (ws_config_override(cfg, o->overrides[i], err))
            return err->code;
    return ws_config_validate(cfg, err);
}

void cli_progress(const char *what, uint64_t done, uint64_t total, const char *unit, double t0,
                  const char *extra)
{
    double el = ws_wall_seconds() - t0;
    char eta[32] = "?";
    if (done && done < total) {
        double left = el / (double)done * (double)(total - done);
        if (left < 60)
            snprintf(eta, sizeof eta, "%.0f s", left);
        else if (left < 3600)
            snprintf(eta, sizeof eta, "%d min %02d s", (int)left / 60, (int)left % 60);
        else
            snprintf(eta, sizeof eta, "%.1f h", left / 3600);
    } else if (done >= total) {
        snprintf(eta, sizeof eta, "0 s");
    }
    fprintf(stderr, "\rwarpscope: %s %3.0f%% (%llu of %llu %s), ETA %s%s%s\033[K", what,
            total ? 100.0 * (double)done / (double)total : 100.0, (unsigned long long)done,
            (unsigned long long)total, unit, eta, extra ? ", " : "", extra ? extra : "");
}

void cli_progress_clear(void)
{
    fputs("\r\033[K", stderr);
}
