/* cli.h — subcommand implementations (src/cli/) and the option parsing they share.
 * This layer may print and choose exit statuses; the library layers below it may not. */
#ifndef WARPSCOPE_CLI_H
#define WARPSCOPE_CLI_H

#include <stdbool.h>
#include <stdio.h>
#include "warpscope/config.h"
#include "warpscope/util.h"

#define WS_VERSION "0.1.0"

/* A subcommand: name, entry point, one-line usage and summary, full help text. */
struct cli_cmd {
    const char *name;
    int (*main)(int argc, char **argv);   /* argv[0] is the subcommand name */
    const char *usage;                    /* "warpscope config [-c CFG] [-o KEY=VAL]..." */
    const char *summary;
    const char *help;                     /* options, one per line; printed by --help */
};

/* The table lives in main.c. */
extern const struct cli_cmd cli_cmds[];
const struct cli_cmd *cli_find(const char *name);

/* Print "warpscope: <msg>" on stderr. */
void cli_error(const char *fmt, ...) WS_PRINTF(1, 2);
/* Print a usage error and the command's usage on stderr; returns WS_ERR_INPUT (2). */
int cli_usage(const struct cli_cmd *cmd, const char *fmt, ...) WS_PRINTF(2, 3);
/* Print the command's full help on stdout; returns 0. */
int cli_help(const struct cli_cmd *cmd);
/* Report an error slot on stderr and return its code. */
int cli_report(const struct ws_err *err);

/* The options every simulating subcommand takes: -c CFG, -p POLICY, -o KEY=VAL. */
struct cli_simopts {
    const char *cfg;          /* -c: file path or preset name (configs/NAME.cfg) */
    const char *policy;       /* -p: shorthand for -o sched.policy=POLICY */
    const char **overrides;   /* -o values, in order */
    int noverrides;
};

/* If argv[*i] is one of the shared sim options, consume it (and its value), store it
 * in o, and return 1; return 0 when it is not; return -1 after printing a usage error
 * (missing value). */
int cli_simopt(const struct cli_cmd *cmd, int argc, char **argv, int *i,
               struct cli_simopts *o);
void cli_simopts_free(struct cli_simopts *o);
/* Build the effective config: defaults, then the -c file, then -p, then each -o. */
int cli_build_config(const struct cli_simopts *o, struct ws_config *cfg, struct ws_err *err);
/* Resolve a -c argument: an existing path, else configs/NAME.cfg next to the binary
 * (or in $WARPSCOPE_CONFIGS).  Returns a malloc'd path or NULL. */
char *cli_find_config(const char *name);

/* Is arg "-h" or "--help"? */
bool cli_is_help(const char *arg);

int cmd_config_main(int argc, char **argv);

#endif
