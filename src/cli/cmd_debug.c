/* cmd_debug.c — `warpscope debug`: the debugger in line mode (readline: history, tab
 * completion) and batch mode (-batch -ex CMD -x FILE), with an init file. */
#include "cli.h"

#include <ctype.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "warpscope/dbg.h"
#include "warpscope/event.h"
#include "warpscope/registry.h"
#include "warpscope/sched.h"

/* The one piece of process-wide state: the SIGINT flag (a signal handler can reach
 * nothing else) and the session readline's completion callbacks need. */
static volatile sig_atomic_t debug_interrupted;
static struct ws_dbg *debug_session;

static void debug_on_sigint(int sig)
{
    (void)sig;
    debug_interrupted = 1;
}

static void debug_write(void *ctx, const char *text)
{
    (void)ctx;
    fputs(text, stdout);
    fflush(stdout);
}

/* Errors go to stderr, as gdb's do (stdout is flushed first to keep the order). */
static void debug_write_err(void *ctx, const char *text)
{
    (void)ctx;
    fflush(stdout);
    fputs(text, stderr);
    fflush(stderr);
}

/* ---- completion (shared with the TUI: cli_complete.c) ---------------------------- */

static char **debug_complete(const char *text, int start, int end)
{
    return cli_dbg_complete(debug_session, text, start, end, NULL);
}

/* ---- the session ----------------------------------------------------------------- */

static char *debug_home_file(const char *name)
{
    const char *home = getenv("HOME");
    if (!home || !*home)
        return NULL;
    size_t n = strlen(home) + strlen(name) + 2;
    char *p = ws_malloc(n);
    snprintf(p, n, "%s/%s", home, name);
    return p;
}

/* Readline calls this when a signal interrupts its read: a Ctrl-C at the prompt drops
 * the line being typed, as gdb does ("Quit" and a fresh prompt). */
static int debug_on_signal_event(void)
{
    if (debug_interrupted) {
        debug_interrupted = 0;
        fputs("\nQuit\n", stdout);
        rl_replace_line("", 0);
        rl_on_new_line();
        rl_redisplay();
    }
    return 0;
}

static void debug_interactive(struct ws_dbg *d)
{
    char *hist = debug_home_file(".warpscope_history");
    using_history();
    if (hist)
        read_history(hist);
    rl_readline_name = "warpscope";
    rl_catch_signals = 0;            /* our SIGINT handler, without SA_RESTART */
    rl_signal_event_hook = debug_on_signal_event;
    rl_attempted_completion_function = debug_complete;
    while (!d->quit) {
        debug_interrupted = 0;
        char *line = readline(WS_DBG_PROMPT);
        if (!line) {
            fputs("quit\n", stdout);
            break;
        }
        char *t = ws_trim(line);
        if (*t)
            add_history(t);
        ws_dbg_exec(d, line, false);
        free(line);
    }
    if (hist) {
        write_history(hist);
        history_truncate_file(hist, 1000);
        free(hist);
    }
}

int cmd_debug_main(int argc, char **argv)
{
    const struct cli_cmd *cmd = cli_find("debug");
    struct cli_simopts so = { 0 };
    const char *trace = NULL, *session = NULL;
    bool batch = false, nx = false, tui = false;
    /* -ex and -x in command-line order */
    struct { char kind; const char *arg; } *acts = ws_calloc((size_t)argc + 1, sizeof *acts);
    int nacts = 0, rc = WS_OK;
    /* --diff [A,B]: two simulators in lockstep, side i with -a/-b overrides ov[i] */
    bool diff = false;
    const char *diff_spec = NULL;
    const char **ov[2] = { ws_calloc((size_t)argc + 1, sizeof(char *)),
                           ws_calloc((size_t)argc + 1, sizeof(char *)) };
    int nov[2] = { 0, 0 };
    struct cli_diff_sides *sides = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (cli_is_help(a)) {
            rc = cli_help(cmd);
            goto out;
        }
        if (!strcmp(a, "-a") || !strcmp(a, "-b")) {
            if (i + 1 >= argc) {
                rc = cli_usage(cmd, "option '%s' needs KEY=VAL", a);
                goto out;
            }
            int side = a[1] == 'b';
            ov[side][nov[side]++] = argv[++i];
            continue;
        }
        if (!strcmp(a, "--diff")) {   /* its value is optional: the policies may come by -p */
            diff = true;
            if (i + 1 < argc && argv[i + 1][0] != '-')
                diff_spec = argv[++i];
            continue;
        }
        int r = cli_simopt(cmd, argc, argv, &i, &so);
        if (r < 0) {
            rc = WS_ERR_INPUT;
            goto out;
        }
        if (r > 0)
            continue;
        if (!strcmp(a, "--batch") || !strcmp(a, "-batch")) {
            batch = true;
        } else if (!strcmp(a, "--nx") || !strcmp(a, "-nx") || !strcmp(a, "-n")) {
            nx = true;
        } else if (!strcmp(a, "--tui")) {
            tui = true;
        } else if (!strcmp(a, "--session")) {
            if (i + 1 >= argc) {
                rc = cli_usage(cmd, "option '%s' needs a value", a);
                goto out;
            }
            session = argv[++i];
        } else if (!strcmp(a, "-ex") || !strcmp(a, "--eval-command") || !strcmp(a, "-x") ||
                   !strcmp(a, "--command")) {
            if (i + 1 >= argc) {
                rc = cli_usage(cmd, "option '%s' needs a value", a);
                goto out;
            }
            acts[nacts].kind = (a[1] == 'e' || a[2] == 'e') ? 'e' : 'x';
            acts[nacts++].arg = argv[++i];
        } else if (a[0] == '-' && a[1]) {
            rc = cli_usage(cmd, "unknown option '%s'", a);
            goto out;
        } else if (!trace) {
            trace = a;
        } else {
            rc = cli_usage(cmd, "more than one TRACE ('%s' and '%s')", trace, a);
            goto out;
        }
    }
    if (session && trace) {
        rc = cli_usage(cmd, "--session names its trace: no TRACE with it ('%s')", trace);
        goto out;
    }
    if (tui && batch) {
        rc = cli_usage(cmd, "--tui and --batch exclude each other");
        goto out;
    }
    if (!diff && (nov[0] || nov[1])) {
        rc = cli_usage(cmd, "-a and -b override a side of --diff: give --diff A,B (or --diff "
                       "with -p POLICY)");
        goto out;
    }
    if (diff) {
        if (diff_spec && so.policy) {
            rc = cli_usage(cmd, "--diff %s and -p %s: give the policies once", diff_spec, so.policy);
            goto out;
        }
        if (!diff_spec)
            diff_spec = so.policy;
        if (!diff_spec) {
            rc = cli_usage(cmd, "--diff: expected --diff A,B (two policies) or --diff POLICY "
                           "with -a/-b KEY=VAL");
            goto out;
        }
        if (session) {
            rc = cli_usage(cmd, "--diff and --session exclude each other (the session file "
                           "says which sides it holds)");
            goto out;
        }
        char pols[2][64];
        if ((rc = cli_diff_policies(cmd, "--diff", diff_spec, nov, pols)))
            goto out;
        if (!trace) {
            rc = cli_usage(cmd, "--diff: missing TRACE");
            goto out;
        }
        sides = ws_calloc(1, sizeof *sides);
        if ((rc = cli_diff_sides(&so, pols, ov, nov, sides)))
            goto out;
    }
    struct ws_config cfg;
    struct ws_err err = { 0 };
    if (sides)
        cfg = sides->cfg[0];
    else if (cli_build_config(&so, &cfg, &err)) {
        rc = cli_report(&err);
        goto out;
    }
    /* the TUI collects output (init file, -ex) into its output pane */
    struct ws_tui *tui_fe = tui ? ws_tui_new() : NULL;
    struct ws_dbg *d = tui ? ws_dbg_new(&cfg, trace, ws_tui_write, tui_fe, &err)
                           : ws_dbg_new(&cfg, trace, debug_write, NULL, &err);
    if (!d) {
        ws_tui_free(tui_fe);
        rc = cli_report(&err);
        goto out;
    }
    if (sides) {
        const char *label[2] = { sides->label[0], sides->label[1] };
        const char *desc[2] = { sides->desc[0], sides->desc[1] };
        if (ws_dbg_diff_open(d, sides->cfg, label, desc, &err)) {
            ws_dbg_free(d);
            rc = cli_report(&err);
            goto out;
        }
    }
    debug_session = d;
    if (tui_fe)
        ws_tui_attach(tui_fe, d);
    else
        d->write_err = debug_write_err;
    d->batch = batch;
    d->interrupt = &debug_interrupted;
    d->find_config = cli_find_config;
    d->lesson_dir = cli_find_lessons();
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = debug_on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    if (session && ws_dbg_load_session(d, session)) {
        rc = WS_ERR_INPUT;
        goto done;
    }
    if (!batch && !nx) {
        char *init = debug_home_file(".warpscopeinit");
        if (init && access(init, R_OK) == 0)
            ws_dbg_source(d, init);
        free(init);
    }
    for (int k = 0; k < nacts && !d->quit; k++) {
        int r = acts[k].kind == 'e' ? ws_dbg_exec(d, acts[k].arg, true) : ws_dbg_source(d, acts[k].arg);
        if (r) {
            rc = r;
            if (batch)
                break;
        }
    }
    if (tui_fe) {
        rc = d->quit ? WS_OK : ws_tui_run(tui_fe, d);
    } else if (!d->quit && !(batch && rc)) {
        if (isatty(STDIN_FILENO) && !batch) {
            if (sides)
                fprintf(stdout, "warpscope %s: %s loaded twice, in lockstep: A %s, B %s. Type "
                        "'help', 'break diverge', 'run' to start.\n", WS_VERSION, trace,
                        sides->desc[0], sides->desc[1]);
            else if (trace)
                fprintf(stdout, "warpscope %s: %s loaded (policy %s). Type 'help', 'run' to start, "
                        "'lesson' for guided lessons.\n", WS_VERSION, trace, cfg.sched_policy);
            debug_interactive(d);
        } else if (!isatty(STDIN_FILENO)) {
            int r = ws_dbg_source_stream(d, stdin, "stdin");   /* no prompt, no history */
            if (r)
                rc = r;
        }
    }
    if (d->quit && d->exit_code)
        rc = d->exit_code;
    else if (!batch && !(tui_fe && rc))
        rc = WS_OK;   /* interactive: failed commands do not make the exit status */
done:
    debug_session = NULL;
    ws_tui_free(tui_fe);   /* before the session: it unsubscribes from the simulator */
    ws_dbg_free(d);
out:
    free(acts);
    free(ov[0]);
    free(ov[1]);
    free(sides);
    cli_simopts_free(&so);
    return rc;
}
