/* cli.h — subcommand implementations (src/cli/) and the option parsing they share.
 * This layer may print and choose exit statuses; the library layers below it may not. */
#ifndef WARPSCOPE_CLI_H
#define WARPSCOPE_CLI_H

#include <stdbool.h>
#include <stdio.h>
#include "warpscope/config.h"
#include "warpscope/util.h"

/* WS_VERSION: warpscope/util.h (sessions record it) */

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
/* A progress line on stderr (rewritten in place): "warpscope: WHAT P% (DONE of TOTAL
 * UNIT), ETA T" with the ETA from the rate since t0 (ws_wall_seconds); extra, when not
 * NULL, follows.  cli_progress_clear erases it. */
void cli_progress(const char *what, uint64_t done, uint64_t total, const char *unit, double t0,
                  const char *extra);
void cli_progress_clear(void);

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
/* The lessons' directory: $WARPSCOPE_LESSONS, else demos/lessons next to the build
 * directory, else demos/lessons (malloc'd). */
char *cli_find_lessons(void);

/* SIGINT, SIGTERM and SIGHUP during a long command (run, compare): cli_signals_catch
 * makes them set a flag (cli_signal_caught: the signal's number, 0 while none came) that
 * the command polls to stop, report what it finished, marked partial, and exit with
 * cli_signal_status (128 + the number: 130, 143, 129).  The handler restores the
 * default action, so a second signal ends the process at once.  cli_signals_default
 * gives a forked worker the default actions back. */
void cli_signals_catch(void);
void cli_signals_default(void);
int cli_signal_caught(void);
const char *cli_signal_name(int sig);
int cli_signal_status(int sig);

/* Is arg "-h" or "--help"? */
bool cli_is_help(const char *arg);

/* cli_values.c: comma lists.  cli_list_split copies the items of s into *out (n + 1
 * slots, malloc'd) and returns n, or -1 when an item is empty; cli_list_free frees them.
 * cli_values gives the values of a swept key (compare -s, sweep -s): a comma list whose
 * items are values, A..B (the integers A to B) or LO:HI:STEP (LO, LO+STEP, ... up to
 * HI); at most max of them.  Returns the count (>= 1; *out malloc'd, freed by
 * cli_list_free) or -1 with the reason in why. */
int cli_list_split(const char *s, char ***out);
void cli_list_free(char **v, int n);
int cli_values(const char *spec, int max, char ***out, char *why, size_t whylen);

int cmd_config_main(int argc, char **argv);
int cmd_debug_main(int argc, char **argv);
int cmd_run_main(int argc, char **argv);
int cmd_compare_main(int argc, char **argv);
/* cmd_diff.c: `warpscope diff`; cli_diff_run runs cfg[0] and cfg[1] on one trace in
 * lockstep and prints the report (fmt 0 text, 1 json, 2 csv, 3 csv without its header
 * line, for the traces after the first; the first divergences
 * only with `divergences`) on f, naming the sides label[i] in its sentence and desc[i]
 * in its header; with thread, side B runs on a thread of its own (same output).
 * Returns an exit status (errors on stderr). */
int cmd_diff_main(int argc, char **argv);
int cli_diff_run(const struct ws_config cfg[2], const char *path, const char *label[2],
                 const char *desc[2], int fmt, bool divergences, bool thread, FILE *f);
/* The two policies of a diff from spec ("A,B", or one POLICY when -a/-b overrides are
 * given: nov[i] of them for side i); opt names the option in messages ("-p", "--diff").
 * Prints a usage error and returns its code. */
int cli_diff_policies(const struct cli_cmd *cmd, const char *opt, const char *spec,
                      const int nov[2], char pol[2][64]);
/* The sides' configs (so's options for both, then side i's policy and its -a/-b
 * overrides ov[i]), descriptions (the policy and the overrides) and labels (the
 * policies, or A and B under one).  Prints an error and returns its code. */
struct cli_diff_sides {
    struct ws_config cfg[2];
    char desc[2][256];
    char label[2][64];
};
int cli_diff_sides(const struct cli_simopts *so, char pol[2][64],
                   const char **const ov[2], const int nov[2], struct cli_diff_sides *out);
int cmd_policies_main(int argc, char **argv);
/* cmd_plot.c: `warpscope plot` (figures: plot.h) */
int cmd_plot_main(int argc, char **argv);
/* cmd_sweep.c, cmd_collect.c: `warpscope sweep` and `warpscope collect` (sweep.h). */
int cmd_sweep_main(int argc, char **argv);
int cmd_collect_main(int argc, char **argv);

/* cmd_run.c: simulate `path` under cfg to completion (progress on stderr if asked);
 * *out is the finished sim (free with cli_sim_close), *seconds the wall time.  It
 * stops early, still returning WS_OK and the sim, when cli_signal_caught() is set (the
 * caller then reports the statistics as partial).  A sim that ended without running
 * every CTA of its trace is an error, never statistics.  With warn, the reader's
 * warnings (cli_trace_warnings) are printed once the simulation has loaded its CTAs. */
struct ws_sim;
int cli_simulate(const struct ws_config *cfg, const char *path, bool progress, bool warn,
                 struct ws_sim **out, double *seconds, struct ws_err *err);
void cli_sim_close(struct ws_sim *s);
/* cli_stats.c: print the stats report: fmt 0 text (with each kernel's figures and
 * GPGPU-Sim's named block per kernel), 1 json, 2 csv (both with the per-kernel figures
 * and the provenance: version, trace and its identity, config as given by so (NULL:
 * the default), policy, overrides).  sig != 0 marks it partial: the simulation was
 * stopped by that signal. */
void cli_print_stats(FILE *f, struct ws_sim *s, int fmt, double seconds, int sig,
                     const struct cli_simopts *so);
/* A string as one CSV field (RFC 4180: quoted, quotes doubled, when it holds a comma,
 * a quote or a line break); JSON strings: ws_json_str (warpscope/util.h). */
void cli_csv_field(FILE *f, const char *s);
int cmd_trace_main(int argc, char **argv);
/* cmd_trace.c: print t's warnings (ws_trace_warning), one "warpscope: warning: " line
 * each on stderr; every command that opens a trace calls it once after opening. */
struct ws_trace;
void cli_trace_warnings(const struct ws_trace *t);
int cmd_gen_main(int argc, char **argv);
/* The demo kernel table with parameters (cmd_gen.c), for help texts. */
void cli_gen_list(FILE *f);
/* `trace info --locality` (cmd_locality.c): row sharing and reuse of trace t under the
 * config built from so; text or JSON on stdout.  Returns an exit status. */
struct ws_trace;
int cli_trace_locality(struct ws_trace *t, const struct cli_simopts *so, bool json);

/* cli_complete.c: readline completion of a debugger command line (rl_line_buffer) for
 * session d (may be NULL); layouts lists `layout` names (NULL: none, line mode). */
struct ws_dbg;
char **cli_dbg_complete(struct ws_dbg *d, const char *text, int start, int end,
                        const char *const *layouts);
void cli_dbg_complete_free(void);

/* The TUI (views/tui.c) over a debugger session: create it before the session (its
 * write callback, ws_tui_write, collects output into the output pane), then run it
 * until `quit`.  ws_tui_run returns an exit status; the terminal is restored on every
 * path. */
struct ws_tui;
struct ws_tui *ws_tui_new(void);
/* Hook the TUI into session d (the `layout` command, frames, re-subscription). */
void ws_tui_attach(struct ws_tui *tui, struct ws_dbg *d);
void ws_tui_write(void *tui, const char *text);
int ws_tui_run(struct ws_tui *tui, struct ws_dbg *d);
void ws_tui_free(struct ws_tui *tui);
int cmd_tui_main(int argc, char **argv);
/* cmd_lesson.c: `warpscope lesson`; cli_lesson_list prints "  NAME  TITLE" lines. */
int cmd_lesson_main(int argc, char **argv);
int cli_lesson_list(FILE *f);

#endif
