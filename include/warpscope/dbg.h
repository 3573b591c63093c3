/* dbg.h — the debugger session (DESIGN §8): one command table shared by line mode,
 * batch mode and the TUI.  A session owns the configuration, the trace, the simulator,
 * the breakpoints and displays; it drives the simulation (step, next, continue, run)
 * and reports stops.  It prints only through its output callback, never to a terminal
 * directly, so the TUI can route its output into a pane. */
#ifndef WARPSCOPE_DBG_H
#define WARPSCOPE_DBG_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include "warpscope/bpt.h"
#include "warpscope/config.h"
#include "warpscope/sim.h"
#include "warpscope/util.h"

struct ws_dbg;
struct ws_dbg_state;   /* a checkpoint's contents (src/dbg/dbg_state.c) */

/* One debugger command.  fn returns WS_OK or an error code after printing a message. */
struct ws_dbg_cmd {
    const char *name;
    const char *aliases;     /* space-separated fixed short forms ("s" for step) */
    const char *usage;       /* "step [N]" */
    const char *doc;         /* first line: summary; further lines: details */
    int (*fn)(struct ws_dbg *d, const char *args);
    /* What the argument completes to: 0 none, or WS_DBG_COMPLETE_* */
    int complete;
    bool repeat;             /* Enter on an empty line repeats it (step, next) */
};

enum {
    WS_DBG_COMPLETE_NONE = 0,
    WS_DBG_COMPLETE_EVENT,    /* event kinds */
    WS_DBG_COMPLETE_EXPR,     /* registry names */
    WS_DBG_COMPLETE_INFO,     /* info subcommands */
    WS_DBG_COMPLETE_CONFIG,   /* config keys */
    WS_DBG_COMPLETE_COMMAND,  /* command names (help) */
    WS_DBG_COMPLETE_FILE,
    WS_DBG_COMPLETE_LAYOUT,
    WS_DBG_COMPLETE_LESSON    /* lesson names, next, quit */
};

extern const struct ws_dbg_cmd ws_dbg_cmds[];   /* NULL-terminated */

/* Find a command by exact name, alias, or unique prefix.  NULL with err filled
 * ("ambiguous command 'd': delete disable display") otherwise. */
const struct ws_dbg_cmd *ws_dbg_cmd_find(const char *word, struct ws_err *err);

typedef void (*ws_dbg_write_fn)(void *ctx, const char *text);

/* A display: an expression printed after every stop. */
struct ws_dbg_display {
    int num;
    char fmt;                 /* 0 or 'x' */
    struct ws_expr *expr;
};

/* Hooks a front end may provide (the TUI): layout changes, and a frame callback while
 * running (return true to interrupt). */
/* A lesson (dbg_lesson.c): a .ws script whose `pause TITLE` lines end the steps of a
 * story.  Invariant: 0 <= step <= nsteps; step 0 is the introduction (the file's leading
 * comments), step k the lines up to the k-th pause; pos is the next line to execute. */
struct ws_lesson_step {
    char title[160];
    char views[96];           /* the views the step talks about, space-separated */
    int line;                 /* the pause's line number (0: the end of the file) */
};
struct ws_lesson {
    char *name, *path, *title;
    char **lines;
    int nlines, pos;
    struct ws_lesson_step *steps;   /* steps[0]: the introduction */
    int nsteps, step;
    char *text;               /* the current step's narrative (its echo output) */
    size_t len, cap;
    bool running;             /* executing a step */
    bool paused;              /* the step reached its pause */
    bool failed;              /* a command of the step failed (the message is in text) */
    char *mark;               /* the session's state where the last step stopped */
};

/* One lesson of a directory: NAME.ws whose first line is "# Lesson: TITLE". */
struct ws_lesson_info {
    char name[64];
    char title[200];
};
/* The lessons in dir sorted by name (*out malloc'd; free it).  Returns how many. */
int ws_lesson_list(const char *dir, struct ws_lesson_info **out);

struct ws_dbg_frontend {
    int (*layout)(void *ctx, const char *name, struct ws_err *err);
    bool (*frame)(void *ctx, struct ws_dbg *d);
    /* Called after `run` (or `set` before the start) replaced d->sim, so a front end can
     * re-subscribe to the new simulator's event bus. */
    void (*sim_changed)(void *ctx, struct ws_dbg *d);
    /* The same simulator is about to jump to another cycle (reverse execution, goto):
     * what a front end recorded of its events no longer leads up to where it will be.
     * The re-run that follows delivers the events up to the target again. */
    void (*sim_jumped)(void *ctx, struct ws_dbg *d);
    /* A lesson opened, finished a step or closed (d->lesson): a front end with a lesson
     * pane shows its narrative (then `echo` in a lesson step goes there, not to the
     * output) and brings the step's views forward. */
    void (*lesson_step)(void *ctx, struct ws_dbg *d);
    void *ctx;
};

/* Invariant: sim != NULL iff a program is loaded (after `run`, or at start when a
 * trace was given); cfg is the configuration the next `run` uses. */
struct ws_dbg {
    struct ws_config cfg;
    char *trace_path;
    struct ws_trace *trace;
    uint32_t warned;               /* the trace's reader warnings already printed */
    struct ws_sim *sim;
    struct ws_bpt_table bpts;
    struct ws_dbg_display *displays;
    int ndisplays;
    size_t displays_cap;
    int next_display;
    int focus_sm, focus_warp;     /* focused SM and warp slot (-1: none) */
    int last_stop_bpt;            /* breakpoint of the last stop, 0 when none */
    bool has_stop_event;          /* the last stop was an event breakpoint: */
    struct ws_event stop_event;   /* ... this one (views highlight it) */
    int stop_side;                /* ... of this side under --diff (0 A, 1 B; else -1) */
    bool batch;                   /* stop at the first failing command */
    bool quit;
    int exit_code;
    char last_cmd[256];           /* for Enter-repeats */
    /* `commands N` collection: lines go to breakpoint collect_bpt until "end" */
    int collect_bpt;
    char **collect;
    int ncollect;
    int source_depth;
    ws_dbg_write_fn write;
    ws_dbg_write_fn write_err;    /* error messages (NULL: through write) */
    void *write_ctx;
    volatile sig_atomic_t *interrupt;  /* set asynchronously (Ctrl-C): stop running */
    struct ws_dbg_frontend fe;
    bool running_commands;        /* executing a breakpoint's command list */
    bool interrupted;             /* the last run stopped on a key or Ctrl-C */
    struct ws_lesson *lesson;     /* the open lesson, NULL when none */
    char *lesson_dir;             /* where `lesson NAME` looks (NULL: demos/lessons) */
    /* `set config NAME`: the file of preset NAME (malloc'd); NULL: NAME is a path */
    char *(*find_config)(const char *name);
    /* `checkpoint`: snapshots of the simulation (warpscope/snap.h) that `restart N`
     * goes back to, with the focus when taken; numbered from 1 in the order taken */
    struct ws_dbg_checkpoint {
        int num, focus_sm, focus_warp;
        struct ws_dbg_state *state;   /* the simulation (under --diff: both sides) */
    } *checkpoints;
    int ncheckpoints;
    size_t checkpoints_cap;
    int next_checkpoint;
    /* Automatic checkpoints (dbg_reverse.c) that reverse execution restores: one every
     * dbg.checkpoint_interval cycles while the debugger runs, sorted by cycle, the first
     * at cycle 0; over dbg.checkpoint_budget bytes the older ones are thinned.  They
     * belong to the simulator of the moment (a new 'run' drops them).  Under --diff each
     * holds both sides and the lockstep engine, and the budget covers all of it. */
    struct ws_dbg_autocp {
        uint64_t cycle;
        struct ws_dbg_state *state;
    } *autocps;
    int nautocps;
    size_t autocps_cap;
    size_t autocps_bytes;
    uint64_t autocps_thinned;     /* checkpoints dropped by thinning since the run began */
    bool replaying;               /* re-running history to search it: none taken */
    /* `warpscope debug --diff`: two simulators in lockstep (dbg_diff.c), NULL otherwise.
     * Then sim, trace and cfg above are the focused side's (A unless `focus b`). */
    struct dbg_diff *diff;
};

/* Create a session.  trace_path may be NULL (load one later with `file`, or `run`
 * reports that none is loaded).  Errors opening the trace are returned (exit 2). */
struct ws_dbg *ws_dbg_new(const struct ws_config *cfg, const char *trace_path,
                          ws_dbg_write_fn write, void *write_ctx, struct ws_err *err);
void ws_dbg_free(struct ws_dbg *d);

/* Make the session a diff (dbg_diff.c): two simulators of its trace, side A with cfg[0]
 * and side B with cfg[1], stepped in lockstep by diff.h's engine.  label names the sides
 * in the attribution's sentence, desc describes them (policy and overrides).  The
 * session must have a trace.  Errors (the trace, a config) are returned in err. */
int ws_dbg_diff_open(struct ws_dbg *d, const struct ws_config cfg[2], const char *const label[2],
                     const char *const desc[2], struct ws_err *err);

/* Under `--diff` (NULL or -1 in a session of one simulator): side i's simulator (0 A,
 * 1 B), its description ("gto", "gto l1d.size=64K"), the focused side, and the first
 * divergence of diff kind `kind` (diff.h's WS_DIFF_*) so far (NULL before the sides
 * diverged in it).  For front ends, which only read them. */
struct ws_diff_divergence;
struct ws_sim *ws_dbg_diff_sim(const struct ws_dbg *d, int side);
const char *ws_dbg_diff_desc(const struct ws_dbg *d, int side);
int ws_dbg_diff_focus(const struct ws_dbg *d);
const struct ws_diff_divergence *ws_dbg_diff_first(const struct ws_dbg *d, int kind);

/* Execute one command line (comments and blank lines allowed; an empty line repeats
 * the last repeatable command unless from_script).  Returns WS_OK or an error code. */
int ws_dbg_exec(struct ws_dbg *d, const char *line, bool from_script);
/* Execute every line of a file (`source`, -x); stops at the first error in batch mode
 * ("NAME:LINE: command failed: LINE"). */
int ws_dbg_source(struct ws_dbg *d, const char *path);
/* The same for an open stream named `name` in messages (`warpscope debug` reading a
 * non-terminal stdin). */
int ws_dbg_source_stream(struct ws_dbg *d, FILE *f, const char *name);

/* Resume a session file written by `save session FILE` (dbg_session.c): the trace,
 * the configuration, the breakpoints, watchpoints and displays, the focus and the
 * simulator state.  A corrupted file, one of another version or over a trace that has
 * changed is refused with a message saying why (WS_ERR_INPUT); the session is then as
 * it was. */
int ws_dbg_load_session(struct ws_dbg *d, const char *path);

/* Printing helpers (through the session's output callback). */
void ws_dbg_printf(struct ws_dbg *d, const char *fmt, ...) WS_PRINTF(2, 3);
/* Print an error ("name: message") and return WS_ERR_INPUT. */
int ws_dbg_error(struct ws_dbg *d, const char *fmt, ...) WS_PRINTF(2, 3);

/* Expression resolver over the session's registry (for bpt.h / expr.h). */
int ws_dbg_resolve(void *ctx, const char *name, struct ws_value *out, struct ws_err *err);

/* The prompt in line mode: "(warpscope) ". */
#define WS_DBG_PROMPT "(warpscope) "

#endif
