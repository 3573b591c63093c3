/* cmd_tui.c — `warpscope tui [options] [TRACE]`: the same as `warpscope debug --tui`,
 * opening the default demo when no TRACE is given. */
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpscope/trace.h"

#define TUI_DEFAULT_TRACE "demo:vecadd"

/* Options of `debug` that take a value (so that value is not taken for the TRACE). */
static bool tui_opt_has_value(const char *a)
{
    static const char *const with[] = { "-c", "--config", "-p", "--policy", "-o", "--option",
                                        "-x", "--command", "-ex", "--eval-command", "--session",
                                        "-a", "-b", NULL };
    for (int i = 0; with[i]; i++)
        if (!strcmp(a, with[i]))
            return true;
    return false;
}

int cmd_tui_main(int argc, char **argv)
{
    const struct cli_cmd *cmd = cli_find("tui");
    bool has_trace = false;
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i]))
            return cli_help(cmd);
        if (!strcmp(argv[i], "--batch") || !strcmp(argv[i], "-batch"))
            return cli_usage(cmd, "--batch: the TUI is interactive (use 'warpscope debug --batch')");
        if (!strcmp(argv[i], "--session"))
            has_trace = true;   /* the session names its trace */
        if (tui_opt_has_value(argv[i]))
            i++;
        else if (!strcmp(argv[i], "--diff") && i + 1 < argc && argv[i + 1][0] != '-')
            i++;     /* --diff A,B (its value is optional, as debug takes it) */
        else if (argv[i][0] != '-' || !argv[i][1])
            has_trace = true;
    }
    const char *deflt = NULL;
    if (!has_trace) {
        struct ws_err err = { 0 };
        struct ws_trace *t = ws_trace_open(TUI_DEFAULT_TRACE, &err);
        if (!t) {
            cli_error("no TRACE given and the default demo %s is not available (%s); "
                      "give a TRACE", TUI_DEFAULT_TRACE, err.msg);
            return WS_ERR_INPUT;
        }
        ws_trace_close(t);
        deflt = TUI_DEFAULT_TRACE;
    }
    /* debug --tui ARGS... [demo] */
    char **av = ws_calloc((size_t)argc + 3, sizeof *av);
    int n = 0;
    av[n++] = "debug";
    av[n++] = "--tui";
    for (int i = 1; i < argc; i++)
        av[n++] = argv[i];
    if (deflt)
        av[n++] = (char *)deflt;
    av[n] = NULL;
    int rc = cmd_debug_main(n, av);
    free(av);
    return rc;
}
