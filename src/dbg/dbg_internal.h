/* dbg_internal.h — shared between the debugger's files (session, commands, info). */
#ifndef WARPSCOPE_DBG_INTERNAL_H
#define WARPSCOPE_DBG_INTERNAL_H

#include <stddef.h>
#include <stdio.h>

#include "warpscope/dbg.h"

enum dbg_mode { DBG_STEP, DBG_UNTIL, DBG_NEXT, DBG_CONTINUE, DBG_FINISH, DBG_START };

int dbg_load(struct ws_dbg *d);
void dbg_bpt_limits(struct ws_dbg *d);
int dbg_advance(struct ws_dbg *d, enum dbg_mode mode, uint64_t arg);
void dbg_where(struct ws_dbg *d);
void dbg_show_displays(struct ws_dbg *d);
int dbg_commands_end(struct ws_dbg *d);
int dbg_cmd_info(struct ws_dbg *d, const char *args);
int dbg_cmd_why(struct ws_dbg *d, const char *args);
/* dbg_gdb.c: start, kill, thread, where, save breakpoints, shell */
int dbg_cmd_start(struct ws_dbg *d, const char *args);
int dbg_cmd_kill(struct ws_dbg *d, const char *args);
int dbg_cmd_thread(struct ws_dbg *d, const char *args);
int dbg_cmd_where(struct ws_dbg *d, const char *args);
int dbg_cmd_save(struct ws_dbg *d, const char *args);
/* One breakpoint as the commands that recreate it (save breakpoints, save session). */
void dbg_save_bpt(FILE *f, const struct ws_bpt *b);
int dbg_cmd_shell(struct ws_dbg *d, const char *args);
/* dbg_checkpoint.c: checkpoint, restart, info checkpoints, delete checkpoint */
int dbg_cmd_checkpoint(struct ws_dbg *d, const char *args);
int dbg_cmd_restart(struct ws_dbg *d, const char *args);
int dbg_info_checkpoints(struct ws_dbg *d, const char *args);
int dbg_delete_checkpoints(struct ws_dbg *d, const char *args);
void dbg_checkpoints_free(struct ws_dbg *d);
/* dbg_reverse.c: automatic checkpoints, goto, reverse-step/next/continue/finish */
void dbg_autocp_take(struct ws_dbg *d);
/* The cycle at which the next automatic checkpoint falls due (UINT64_MAX: none): the run
 * loops end a chunk there, so checkpoints keep their interval. */
uint64_t dbg_autocp_due(const struct ws_dbg *d);
void dbg_autocp_free(struct ws_dbg *d);
/* Thin the automatic checkpoints until they fit dbg.checkpoint_budget (`set` lowers it). */
void dbg_autocp_thin(struct ws_dbg *d);
int dbg_cmd_goto(struct ws_dbg *d, const char *args);
int dbg_cmd_reverse_step(struct ws_dbg *d, const char *args);
int dbg_cmd_reverse_next(struct ws_dbg *d, const char *args);
int dbg_cmd_reverse_continue(struct ws_dbg *d, const char *args);
int dbg_cmd_reverse_finish(struct ws_dbg *d, const char *args);
void dbg_report_stop(struct ws_dbg *d);
/* dbg_state.c: what a checkpoint holds — one simulator's snapshot, or under --diff both
 * sides' and the lockstep engine's state.  Restoring refuses (err) a state of another
 * shape: one simulator against two, other policies or configs; then nothing changed. */
struct ws_snapshot;
struct ws_snap_buf;
struct ws_dbg_state *dbg_state_take(struct ws_dbg *d, struct ws_err *err);
int dbg_state_restore(struct ws_dbg *d, const struct ws_dbg_state *st, struct ws_err *err);
void dbg_state_free(struct ws_dbg_state *st);
uint64_t dbg_state_cycle(const struct ws_dbg_state *st);   /* the later side's under --diff */
size_t dbg_state_size(const struct ws_dbg_state *st);      /* bytes, both sides and engine */
int dbg_state_sides(const struct ws_dbg_state *st);        /* 1, or 2 under --diff */
/* The session can restore it (the same shape, policies and configs). */
bool dbg_state_fits(const struct ws_dbg *d, const struct ws_dbg_state *st);
const struct ws_snapshot *dbg_state_snap(const struct ws_dbg_state *st, int side);
const struct ws_snap_buf *dbg_state_engine(const struct ws_dbg_state *st);   /* NULL: one */
/* A state of the session's shape from its parts (a session file's): the snapshots are
 * taken over (snap[i] set to NULL), the engine's bytes copied (two sides only). */
struct ws_dbg_state *dbg_state_make(struct ws_dbg *d, struct ws_snapshot *snap[2],
                                    const void *engine, size_t len);
/* dbg.c: the run loops' primitives.  dbg_now: the cycle (under --diff the later side's,
 * one side having finished); dbg_done: the simulation (both sides) ended; dbg_step:
 * advance n cycles, both sides in lockstep under --diff, where stops says an event
 * subscriber of either side may ask to stop (they then go a cycle at a time, so that both
 * stop together); an error is printed. */
uint64_t dbg_now(const struct ws_dbg *d);
bool dbg_done(const struct ws_dbg *d);
int dbg_step(struct ws_dbg *d, uint64_t n, bool stops);
/* The breakpoints listen to the session's simulator (both sides under --diff). */
void dbg_bpt_attach(struct ws_dbg *d);
/* The session's simulators (side A then B under --diff); returns how many. */
int dbg_sims(const struct ws_dbg *d, struct ws_sim *sims[2]);
/* A failed simulation (one side, under --diff): only a checkpoint takes it back. */
bool dbg_failed(const struct ws_dbg *d);
/* dbg_session.c: save session FILE, and loading one (warpscope debug --session) */
int dbg_save_session(struct ws_dbg *d, const char *path);
/* dbg_lesson.c: lessons (`lesson`, `pause`, `expect`) */
int dbg_cmd_lesson(struct ws_dbg *d, const char *args);
int dbg_cmd_pause(struct ws_dbg *d, const char *args);
int dbg_cmd_expect(struct ws_dbg *d, const char *args);
bool dbg_lesson_echo(struct ws_dbg *d, const char *text);
void dbg_lesson_free(struct ws_lesson *l);
/* dbg_pipe.c: the SM pipeline (`info pipe`, the pipeline parts of `why`) */
int dbg_info_pipe(struct ws_dbg *d, const char *args);
void dbg_why_ibuffer(struct ws_dbg *d, int slot);
void dbg_why_unit_busy(struct ws_dbg *d, int slot);
void dbg_why_mem_stall(struct ws_dbg *d, int slot);
/* dbg_why_sched.c: a ready warp its policy keeps back (two-level groups, pending queues) */
bool dbg_why_sched(struct ws_dbg *d, int slot);
/* dbg_why_sched.c: sm.sub_cores: a full ID_OC slot of the warp's sub-core (its collector
 * units, its OC_EX slot and unit); false without sub-cores */
bool dbg_why_subcore(struct ws_dbg *d, int slot);
char dbg_pipe_writer(struct ws_dbg *d, int slot, int64_t idx);
bool dbg_pipe_l1q(struct ws_dbg *d, int slot, uint64_t line, char *buf, size_t n);

/* dbg_diff.c: two simulators in lockstep (`warpscope debug --diff`); every function
 * but dbg_diff_refuses and the commands needs d->diff */
void dbg_diff_free(struct ws_dbg *d);
int dbg_diff_load(struct ws_dbg *d);
int dbg_diff_step(struct ws_dbg *d, uint64_t ncycles, bool stops);
struct ws_diff *dbg_diff_engine(const struct ws_dbg *d);
/* Both sides jumped (a checkpoint restored, a re-run): the divergences found so far are
 * behind, as if already offered to the breakpoints. */
void dbg_diff_restored(struct ws_dbg *d);
/* The breakpoints listen to both sides' buses (after they were detached). */
void dbg_diff_attach(struct ws_dbg *d);
/* An event or watch stop on side `side` (0 A, 1 B): the focus goes to that side, saying
 * so when it changes ("[Switching to side B: lrr]"). */
void dbg_diff_stop_side(struct ws_dbg *d, int side);
void dbg_diff_set_focus(struct ws_dbg *d, int side);        /* the same, silently */
const char *dbg_diff_label(const struct ws_dbg *d, int side);   /* the report's name */
bool dbg_diff_done(const struct ws_dbg *d);
uint64_t dbg_diff_cycle(const struct ws_dbg *d);
/* A divergence not yet offered to the breakpoints may stop: true when one did (d->bpts.stop). */
bool dbg_diff_check(struct ws_dbg *d);
/* A `break diverge` of a kind that has not diverged yet is enabled (step cycle by cycle). */
bool dbg_diff_armed(const struct ws_dbg *d);
/* The stop line of a divergence stop (d->bpts.stop); returns the divergence's cycle. */
uint64_t dbg_diff_report_stop(struct ws_dbg *d);
void dbg_diff_report_finished(struct ws_dbg *d);
const char *dbg_diff_side_name(const struct ws_dbg *d);
void dbg_diff_describe(const struct ws_dbg *d, char *buf, size_t n);   /* "A gto, B lrr" */   /* "A" or "B"; NULL: no diff */
int dbg_diff_resolve(struct ws_dbg *d, int side, const char *name, struct ws_value *out,
                     struct ws_err *err);
/* A failed side, for the debugger's messages and dbg_failed. */
bool dbg_diff_failed(const struct ws_dbg *d);
/* Opened by the debugger's `diff` command: the session's config before it, which `diff
 * off` goes back to (saved in a session file); NULL when opened by `debug --diff`, whose
 * `diff off` takes side A's. */
const struct ws_config *dbg_diff_base(const struct ws_dbg *d);
void dbg_diff_set_base(struct ws_dbg *d, const struct ws_config *base);
/* In diff mode, a command that works on one simulator only is refused (after a message). */
bool dbg_diff_refuses(struct ws_dbg *d, const char *cmd, const char *args);
/* Run fn on each side in turn, labelled "A:" and "B:" (false: not in diff mode, or
 * already inside; the caller runs fn itself). */
bool dbg_diff_each(struct ws_dbg *d, int (*fn)(struct ws_dbg *, const char *), const char *args,
                   int *rc);
int dbg_diff_break(struct ws_dbg *d, const char *args, bool temporary);
int dbg_diff_focus(struct ws_dbg *d, const char *side);
int dbg_info_diff(struct ws_dbg *d, const char *args);
int dbg_cmd_diff(struct ws_dbg *d, const char *args);   /* `diff A,B ...`, `diff off` */

#endif
