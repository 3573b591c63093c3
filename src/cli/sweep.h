/* sweep.h — the job list of `warpscope sweep` and `warpscope collect` (sweep_jobs.c):
 * one `warpscope run ... --stats json` per combination, listed in DIR/jobs.tsv, each
 * job's outputs in DIR/job-N/ (stats.json, stderr, status). */
#ifndef WARPSCOPE_CLI_SWEEP_H
#define WARPSCOPE_CLI_SWEEP_H

#include <stdbool.h>
#include <sys/types.h>

#include "warpscope/util.h"

/* One job: the run of one trace under one config, policy and value of each swept key.
 * Invariant: id is its index in the list and its row (id + 2) in jobs.tsv; command is
 * the shell-quoted `warpscope run` line, the only thing a worker executes. */
struct sweep_job {
    int id;
    char *config;    /* -c as given ("" when none) */
    char *policy;
    char *trace;     /* as given (the command may name it by its absolute path) */
    char **val;      /* one per swept key */
    char *command;
};

/* Invariant: every job has nkeys values. */
struct sweep_list {
    int nkeys;
    char **key;
    int njobs;
    struct sweep_job *job;
};

void sweep_list_free(struct sweep_list *l);
/* Append a job (strings copied); its command is built from the fields and the common
 * -o overrides ov. */
void sweep_list_add(struct sweep_list *l, const char *config, const char *policy,
                    const char *trace, const char *const *val, const char *const *ov, int nov);
/* jobs.tsv: a header "job config policy trace KEY... command" and a row per job, tab
 * separated.  sweep_list_text returns it (malloc'd); sweep_list_read parses DIR/jobs.tsv
 * (errors name the file and line). */
char *sweep_list_text(const struct sweep_list *l);
int sweep_list_read(const char *dir, struct sweep_list *l, struct ws_err *err);

/* A path inside DIR: DIR/NAME, or DIR/job-N/NAME when job >= 0 (malloc'd). */
char *sweep_path(const char *dir, int job, const char *name);
/* Has job finished: its status file says 0 and its stats.json exists? */
bool sweep_job_ok(const char *dir, int job);
/* Its status: the exit status it ended with, -1 while it has none (never run, or still
 * running, or stopped before it could be recorded). */
int sweep_job_status(const char *dir, int job);
/* Start job j of dir: a child process running its command with stdout going to
 * job-N/stats.json.part and stderr to job-N/stderr.  *pid is the child. */
int sweep_job_start(const char *dir, const struct sweep_job *j, pid_t *pid, struct ws_err *err);
/* The child started by sweep_job_start ended with wait status ws: record it (status
 * file; stats.json when it succeeded).  Returns the job's exit status. */
int sweep_job_end(const char *dir, const struct sweep_job *j, int ws);
/* Print the last n lines of job's stderr on stderr, each indented. */
void sweep_job_tail(const char *dir, int job, int n);
/* Split a command written by sweep_list_add back into words (malloc'd, NULL-ended). */
char **sweep_words(const char *cmd);
void sweep_words_free(char **w);

/* sweep_engine.c: run the pending jobs pend[0..np) of l.  Local: at most workers at a
 * time.  Parallel: GNU parallel with --jobs workers (0: its default) and the extra
 * arguments (--sshlogin ...).  Slurm: write DIR/sweep.sbatch (array of the pending jobs,
 * at most workers at once when > 0, extra as #SBATCH lines) and submit it only with
 * submit.  They return an exit status for the engine itself; the jobs' own outcomes are
 * in their status files. */
int sweep_engine_local(const char *dir, const struct sweep_list *l, const int *pend, int np,
                       int workers);
int sweep_engine_parallel(const char *dir, const int *pend, int np, int workers,
                          const char *const *extra, int nextra);
int sweep_engine_slurm(const char *dir, const int *pend, int np, int workers,
                       const char *const *extra, int nextra, bool submit);

#endif
