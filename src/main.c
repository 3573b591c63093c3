/* main.c — `warpscope` subcommand dispatch (DESIGN §7): one table of subcommands,
 * global --help and --version, exit status 0 / 1 / 2. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include <warpscope/util.h>

/* One row per subcommand.  A subcommand whose issue has not landed is absent. */
const struct cli_cmd cli_cmds[] = {
    { "config", cmd_config_main, "warpscope config [-c CFG] [-p POLICY] [-o KEY=VAL]... [--no-doc]",
      "Print the effective configuration: every key with its value and doc",
      "  -c, --config CFG     config file or preset (gtx480, qv100, rtx3070, owl, ccws, pro, ctaa, tiny)\n"
      "  -p, --policy NAME    set sched.policy\n"
      "  -o, --option K=V     override one key (repeatable; applied after -c)\n"
      "      --no-doc         print only 'key = value' lines\n"
      "  -h, --help           show this help\n" },
    { "trace", cmd_trace_main,
      "warpscope trace info [--json] TRACE | convert IN OUT.wst | export TRACE DIR | dump [--cta N] [--warp N] TRACE",
      "Summarise, convert to native .wst or to Accel-Sim, or print a trace (Accel-Sim, .wst or demo:NAME)",
      "  info [--json] TRACE       per kernel and total: CTAs, warps, warp and thread\n"
      "                            instructions, memory instructions by space, unit classes,\n"
      "                            unknown opcodes, ignored surplus values\n"
      "      --locality           instead: consecutive-CTA DRAM row sharing and CTAs per\n"
      "                           row (OWL Table 4), intra/inter-warp reuse with an\n"
      "                           unbounded cache (CCWS Figure 1); -c CFG and -o KEY=VAL\n"
      "                           set l1d.line and the dram.* mapping\n"
      "  convert IN OUT.wst        write any trace as a native .wst (see warpscope-trace(5))\n"
      "  export TRACE DIR          write any trace as an Accel-Sim trace directory\n"
      "                            (kernelslist.g, kernel-N.traceg, tracer version 5) that\n"
      "                            Accel-Sim runs; DIR is created, or must be empty\n"
      "  dump TRACE                one line per instruction: PC, mask, opcode, registers,\n"
      "                            memory space, width and lane addresses\n"
      "      --kernel N           only kernel id N\n"
      "      --cta N              only CTA N (linear id)\n"
      "      --warp N             only warp N of each CTA\n"
      "      --lanes              list every lane address (default: base+stride*k)\n"
      "  -h, --help                show this help\n"
      "TRACE is a .wst, an Accel-Sim kernelslist.g, trace directory or .traceg[.gz], or\n"
      "demo:NAME[:K=V,...].\n" },
    { "gen", cmd_gen_main, "warpscope gen KERNEL [KEY=VAL]... -o OUT.wst",
      "Write a demo workload (a kernel modelled on a paper's benchmark) as a .wst trace",
      "  KERNEL               one of the kernels listed below\n"
      "  KEY=VAL              a parameter: scale=N (work grows linearly), seed=N, sizes\n"
      "  -o, --output FILE    the .wst file to write\n"
      "  -h, --help           show this help\n"
      "The same workload is a TRACE anywhere as demo:KERNEL[:KEY=VAL,...], generated on\n"
      "the fly.  Same parameters, same bytes.\n" },
    { "run", cmd_run_main,
      "warpscope run [-c CFG] [-p POLICY] [-o KEY=VAL]... [--stats text|json|csv] [--cta-timeline FILE] [--timeline FILE [--interval N]] TRACE",
      "Simulate a trace headless and print the statistics",
      "  -c, --config CFG     config file or preset (gtx480, qv100, rtx3070, owl, ccws, pro, ctaa, tiny)\n"
      "  -p, --policy NAME    set sched.policy (see `warpscope policies`)\n"
      "  -o, --option K=V     override one key (repeatable; applied after -c)\n"
      "      --stats FMT      text (default; also GPGPU-Sim names), json (stdout holds only\n"
      "                       the JSON object) or csv\n"
      "      --cta-timeline FILE  write every CTA's start and end cycle as CSV: kernel,\n"
      "                       cta, sm, start, end (one row per CTA as it finishes)\n"
      "      --timeline FILE  write the figures of every interval as CSV: cycle (its\n"
      "                       start), cycles, warp_insts, thread_insts, ipc, l1d_accesses,\n"
      "                       l1d_misses, l1d_miss_rate, l2_accesses, l2_misses,\n"
      "                       dram_reads, dram_writes, dram_activates, dram_util (share of\n"
      "                       DRAM channel-cycles with a bank busy); the rows add up to\n"
      "                       the totals, the statistics do not change (`warpscope plot\n"
      "                       FILE` draws it)\n"
      "      --interval N     --timeline's interval in core cycles (default 1000)\n"
      "  -h, --help           show this help\n"
      "TRACE is a .wst, an Accel-Sim kernelslist.g/.traceg, or demo:NAME[:K=V,...].\n"
      "Progress (percent of CTAs finished, ETA) is shown on stderr when it is a terminal.\n"
      "SIGINT, SIGTERM or SIGHUP stop it: what finished is printed, marked partial, and\n"
      "the exit status is 128 + the signal.\n" },
    { "compare", cmd_compare_main,
      "warpscope compare [-c CFG] -p P1,P2,... [-s KEY=V1,V2,...] [--best] [-o KEY=VAL]... [--csv] [--plot FILE.svg] [-j N] TRACE... | --from TABLE [--baseline COL] [--csv] [--plot FILE.svg]",
      "Run every policy (and parameter value) on every trace; table normalised to the first column",
      "  -c, --config CFG     config file or preset name\n"
      "  -p, --policy LIST    comma-separated policies (columns)\n"
      "  -s, --sweep K=V,...  also sweep a config key over these values (columns: every\n"
      "                       policy x every value); A..B stands for the integers A to B,\n"
      "                       LO:HI:STEP for LO, LO+STEP, ... up to HI (as sweep -s)\n"
      "      --best           one column per policy: per trace, the swept value with the\n"
      "                       most IPC (Best-SWL: -p swl -s swl.limit=1..16 --best); a\n"
      "                       last table names the values picked\n"
      "  -o, --option K=V     override one key for every run\n"
      "      --csv            one CSV line per run with absolute values (RFC 4180 quoting;\n"
      "                       with --best one per trace and policy, and a last field\n"
      "                       names the value picked)\n"
      "      --plot FILE.svg  also draw IPC normalised to the first column, with the\n"
      "                       geometric mean, as an SVG figure (what `warpscope plot` draws\n"
      "                       from the --csv table: the same bytes)\n"
      "  -j, --jobs N         simulations at once (default 2; each is single-threaded)\n"
      "      --explain A,B    instead: run policies A and B on each trace in lockstep and\n"
      "                       attribute the cycle gap (cycles lost by reason, the loads\n"
      "                       behind the difference in L1 misses, one sentence), as\n"
      "                       `warpscope diff` does at its end\n"
      "      --from TABLE     instead: print the tables (--csv: the CSV; --plot: the\n"
      "                       figure) of a table written before, by compare --csv or\n"
      "                       `warpscope collect` (CSV or JSON; '-': stdin), simulating\n"
      "                       nothing: its traces and columns in the order they first\n"
      "                       appear, one row per trace and column (a trace lacking a\n"
      "                       column is left out, named on stderr; exit status 1)\n"
      "      --baseline COL   with --from: the column the others are relative to (moved\n"
      "                       first; default the table's first)\n"
      "  -h, --help           show this help\n"
      "Metrics: cycles, IPC (also its harmonic mean), L1 miss rate, L2 hit rate, RBL, BLP,\n"
      "L1 MPKI; each normalised to the first column, with geometric means over the traces;\n"
      "prefetch coverage and accuracy (absolute) when a column prefetched.  Progress (runs\n"
      "done of all, ETA) is shown on stderr when it is a terminal.  SIGINT, SIGTERM or\n"
      "SIGHUP stop it: the traces whose runs all finished are printed and the exit status\n"
      "is 128 + the signal.\n" },
    { "plot", cmd_plot_main,
      "warpscope plot [-o FILE.svg] [--terminal] [-m METRIC] [--baseline COL] [--absolute|--normalised] [--mean geo|arith|harm|none] [--title T] TABLE",
      "Draw a figure (SVG, or text bars) from a compare --csv, collect or run --timeline table",
      "  -o, --output FILE    write the SVG there (default, or '-': stdout; on a terminal\n"
      "                       the text form instead)\n"
      "      --terminal       the same values as text bars (a quick look), on stdout or FILE\n"
      "  -m, --metric M       bars: the column drawn (default ipc; also cycles,\n"
      "                       l1d_miss_rate, l2_hit_rate, dram_rbl, dram_blp, ...); time\n"
      "                       series: the panels, a comma list (default\n"
      "                       ipc,l1d_misses,dram_util)\n"
      "      --baseline COL   bars: normalise to this column (default: the table's first)\n"
      "      --absolute       bars: the metric's own values (default except ipc and cycles)\n"
      "      --normalised     bars: each trace's values divided by its baseline's (default\n"
      "                       for ipc and cycles; a dashed line marks 1)\n"
      "      --mean KIND      bars: the last group, over the traces: geo (default when\n"
      "                       normalised), arith (default when absolute), harm or none;\n"
      "                       the legend names it\n"
      "      --title TEXT     the figure's title\n"
      "  -h, --help           show this help\n"
      "TABLE ('-': stdin) is compare's CSV layout (compare --csv, collect's merged table:\n"
      "trace,column,METRIC...; one group of bars per trace, one bar per column; extra\n"
      "columns are ignored) or a run --timeline file (cycle,cycles,METRIC...; one panel\n"
      "per metric over the cycles), or the same rows as JSON, an array of flat objects\n"
      "(collect --stats json; read when the text starts with '['): the same figure.  A\n"
      "malformed table is an error naming its line.\n" },
    { "sweep", cmd_sweep_main,
      "warpscope sweep -d DIR -p P1,P2,... [-c CFG1,CFG2,...] [-s KEY=V1,V2,...]... [-o KEY=VAL]... [--engine local|parallel|slurm] [-j N] TRACE...",
      "Run every trace x preset x policy x swept value as a job into DIR, resumably, locally, with GNU parallel or as a Slurm array",
      "  -d, --dir DIR        the results directory: DIR/jobs.tsv lists job N and its exact\n"
      "                       `warpscope run ... --stats json` command; DIR/job-N/ holds\n"
      "                       its stats.json, stderr and status (its exit status)\n"
      "  -p, --policy LIST    comma-separated policies\n"
      "  -c, --config LIST    comma-separated presets or config files (default: none)\n"
      "  -s, --sweep K=SPEC   sweep a config key (repeatable: every combination); SPEC is a\n"
      "                       comma list of values, A..B (integers A to B) or LO:HI:STEP\n"
      "  -o, --option K=V     override one key in every job (repeatable)\n"
      "      --engine E       local (default): -j workers on this machine;\n"
      "                       parallel: GNU parallel runs the jobs (-j its --jobs);\n"
      "                       slurm: write DIR/sweep.sbatch, a job array whose task N runs\n"
      "                       job N (-j: at most N tasks at once)\n"
      "  -j, --jobs N         workers (local default: the number of CPUs)\n"
      "      --sshlogin S     parallel: spread the jobs over machines (repeatable; passed to\n"
      "                       parallel; DIR and warpscope must be at the same path there)\n"
      "      --parallel-arg A parallel: pass A to GNU parallel (repeatable)\n"
      "      --sbatch OPT     slurm: add '#SBATCH OPT' to the script (repeatable)\n"
      "      --submit         slurm: submit the script with sbatch (default: print how)\n"
      "      --run-job N DIR  run job N of DIR alone and record it (what parallel and the\n"
      "                       array tasks call); its exit status is the job's\n"
      "  -h, --help           show this help\n"
      "Jobs are numbered trace by trace, then preset, policy and the keys' values (the\n"
      "last key fastest).  Resumable: a job whose status is 0 and whose stats.json exists\n"
      "is skipped, so the same command again (or 'warpscope sweep -d DIR' alone) runs only\n"
      "what failed or never ran; DIR/jobs.tsv must list the same jobs.  Failed jobs are\n"
      "listed with the last lines of their stderr and the exit status is then 1.  Progress\n"
      "(jobs done of all, ETA) is shown on stderr when it is a terminal.  SIGINT, SIGTERM\n"
      "or SIGHUP stop the running jobs (recorded without results) and the exit status is\n"
      "128 + the signal.  'warpscope collect DIR' merges the results.\n" },
    { "collect", cmd_collect_main, "warpscope collect [--stats csv|json] DIR",
      "Merge the results of a sweep into one table (compare --csv's layout), in job order",
      "  DIR                  a directory written by warpscope sweep\n"
      "      --stats FMT      csv (default) or json (an array of one object per row)\n"
      "  -h, --help           show this help\n"
      "Columns: trace, column (the policy, @CONFIG when the sweep has several presets,\n"
      "/KEY=VALUE per swept key), compare --csv's metrics (cycles, warp_insts, ipc,\n"
      "l1d_miss_rate, l2_hit_rate, dram_rbl, dram_blp, memory_block_cycles,\n"
      "prefetch_issued, prefetch_useful, prefetch_coverage, prefetch_accuracy,\n"
      "l1d_mpki), then job, config, policy and one column per swept key.  Jobs without\n"
      "results are named on stderr and left out; the exit status is then 1.  'warpscope\n"
      "compare --from' prints compare's tables from it, 'warpscope plot' its figures.\n" },
    { "diff", cmd_diff_main,
      "warpscope diff -p A,B [-c CFG] [-o KEY=VAL]... [-a KEY=VAL]... [-b KEY=VAL]... [--stats text|json|csv] [-j N] TRACE",
      "Run two policies (or two configs) on one trace in lockstep: where they first differ, and why one is faster",
      "  -p, --policy A,B     the two sides' policies; one POLICY with -a/-b compares two\n"
      "                       configs under it\n"
      "  -c, --config CFG     config file or preset, for both sides\n"
      "  -o, --option K=V     override one key on both sides (repeatable)\n"
      "  -a K=V, -b K=V       override one key on side A or B only (repeatable; after -o)\n"
      "      --stats FMT      text (default), json or csv\n"
      "  -j, --jobs N         2 (default): side B runs on a thread of its own; 1: both on\n"
      "                       one (the output is the same)\n"
      "  -h, --help           show this help\n"
      "Both simulations advance together.  Reported: the first divergence of each kind --\n"
      "issue (cycle, SM, scheduler, warp, CTA, PC per side), cache (L1/L2 outcome), dram\n"
      "(ACT, PRE, read, write), cta-launch -- each at its exact cycle; then cycles, IPC and\n"
      "misses per side with deltas, cycles lost by stall reason, the loads (kernel, PC)\n"
      "behind most of the difference in L1 misses, and one sentence on why the slower\n"
      "side is slower.  See warpscope(1), DIFF.\n" },
    { "policies", cmd_policies_main, "warpscope policies",
      "List the warp-scheduling policies with one-line summaries",
      "  -h, --help           show this help\n" },
    { "debug", cmd_debug_main,
      "warpscope debug [-c CFG] [-p POLICY] [-o KEY=VAL]... [--diff [A,B] [-a KEY=VAL]... [-b KEY=VAL]...] [-x FILE] [-ex CMD]... [--batch] [--nx] [TRACE | --session FILE]",
      "Debug a simulation: breakpoints on events, stepping, expressions (gdb-style)",
      "  -c, --config CFG     config file or preset (gtx480, qv100, rtx3070, owl, ccws, pro, ctaa, tiny)\n"
      "  -p, --policy NAME    warp-scheduling policy\n"
      "  -o, --option K=V     override a config key (repeatable)\n"
      "  -x FILE              execute the debugger commands in FILE (repeatable)\n"
      "  -ex CMD              execute one debugger command (repeatable; in order with -x)\n"
      "      --batch          no prompt; exit after the commands, non-zero at the first\n"
      "                       failing one (commands are also read from a non-terminal stdin)\n"
      "      --nx             do not read ~/.warpscopeinit\n"
      "      --tui            live ncurses views above the command line (= warpscope tui)\n"
      "      --session FILE   resume a session saved by 'save session FILE' (its trace,\n"
      "                       config, breakpoints, displays and simulator state; of a\n"
      "                       --diff session, both sides)\n"
      "      --diff A,B       two simulators of TRACE in lockstep, as warpscope diff: side A\n"
      "                       with policy A, side B with policy B (or --diff with -p POLICY,\n"
      "                       or --diff POLICY, and the sides' -a/-b overrides)\n"
      "  -a K=V, -b K=V       with --diff: override one key on side A or B only (repeatable)\n"
      "  -h, --help           show this help\n"
      "Inside, 'help' lists the commands.  History is kept in ~/.warpscope_history.\n"
      "With --diff: 'break diverge [kind=issue|cache|dram|cta-launch]' stops where the sides\n"
      "first differ, a. and b. prefix registry names (print a.ipc - b.ipc), 'focus a|b'\n"
      "picks the side the other commands see, 'info diff' prints warpscope diff's report\n"
      "so far; why, info sm and info warps answer for both.  Breakpoints, watchpoints and\n"
      "next watch both sides (a stop says which, and focuses it); reverse execution,\n"
      "checkpoints and 'save session' move and keep both.  With --tui (or warpscope tui\n"
      "--diff A,B) the two sides' warps, L1 sets and DRAM banks side by side.\n"
      "Reverse execution: reverse-step (rs), reverse-next (rn), reverse-continue (rc),\n"
      "reverse-finish, goto CYCLE, from automatic checkpoints (dbg.checkpoint_budget).\n" },
    { "tui", cmd_tui_main,
      "warpscope tui [-c CFG] [-p POLICY] [-o KEY=VAL]... [--diff [A,B] [-a KEY=VAL]... [-b KEY=VAL]...] [-x FILE] [-ex CMD]... [--nx] [TRACE | --session FILE]",
      "Live ncurses views of a simulation with the debugger's command line (= debug --tui)",
      "  -c, --config CFG     config file or preset (gtx480, qv100, rtx3070, owl, ccws, pro, ctaa, tiny)\n"
      "  -p, --policy NAME    warp-scheduling policy\n"
      "  -o, --option K=V     override a config key (repeatable)\n"
      "  -x FILE              execute the debugger commands in FILE first (repeatable)\n"
      "  -ex CMD              execute one debugger command first (repeatable)\n"
      "      --nx             do not read ~/.warpscopeinit\n"
      "      --session FILE   resume a session saved by 'save session FILE' (one of\n"
      "                       debug --diff resumes both sides)\n"
      "      --diff A,B       two simulators in lockstep (as debug --diff): side A's and side\n"
      "                       B's warps, L1 sets and DRAM banks side by side (A above B on a\n"
      "                       narrow, tall terminal), cells that differ in reverse video, and\n"
      "                       a delta line (cycle, IPC, L1D misses: A|B and B-A)\n"
      "  -a K=V, -b K=V       with --diff: override one key on side A or B only (repeatable)\n"
      "  -h, --help           show this help\n"
      "Without a TRACE it opens demo:vecadd.  Keys: ? help, s/n/c step/next/continue,\n"
      "S/N/C reverse-step/reverse-next/reverse-continue (F4, F9: S, C), g goto a cycle,\n"
      "q quit (on an empty command line), : starts a command (Esc leaves it), Tab cycles\n"
      "the views, 0-9 and P focus one, L or F3 shows each view's legend; any key or Ctrl-C\n"
      "stops a running continue (keys typed during a short step are kept); 'layout\n"
      "sched|mem|all|pipeline|wide' arranges views (wide is the default at 160x48 and up);\n"
      "under --diff 'layout diff|diff-cache|diff-dram|diff-all' (F2 cycles them; D focuses\n"
      "the delta line; < and > focus side A's or B's pane, each scrolling on its own, =\n"
      "scrolls both together) and 'break diverge', 'info diff', 'focus a|b' on the\n"
      "command line; reverse execution moves both sides.\n"
      "Needs a terminal of at least 40x12 that can move the cursor (not TERM=dumb).\n"
      "New here?  ':lesson' lists guided lessons (warpscope lesson NAME opens one); Space\n"
      "goes from step to step.\n" },
    { "lesson", cmd_lesson_main, "warpscope lesson [--line] [NAME]",
      "List the guided lessons, or open one in the TUI (its story stops at each step)",
      "  NAME                 a lesson (listed below) or a lesson file (.ws)\n"
      "      --line           run it in line mode (warpscope debug) instead of the TUI\n"
      "  -h, --help           show this help\n"
      "A lesson sets its own configuration, policy and trace.  Each step runs part of the\n"
      "story and stops: its narrative is in a pane of its own, the views it talks about are\n"
      "brought forward and what it names is marked.  Space (Enter in line mode, or 'lesson\n"
      "next') runs the next step; in between, type any command (: first in the TUI).\n"
      "'lesson quit' leaves.  Inside the TUI or warpscope debug, 'lesson' lists them too.\n" },
    { NULL, NULL, NULL, NULL, NULL }
};

const struct cli_cmd *cli_find(const char *name)
{
    for (const struct cli_cmd *c = cli_cmds; c->name; c++)
        if (strcmp(c->name, name) == 0)
            return c;
    return NULL;
}

static void main_usage(FILE *f)
{
    fprintf(f, "usage: warpscope COMMAND [ARGS]\n"
               "       warpscope --help | --version\n\n"
               "warpscope is a cycle-level, trace-driven GPU simulator for seeing warp "
               "scheduling.\n\nCommands:\n");
    for (const struct cli_cmd *c = cli_cmds; c->name; c++)
        fprintf(f, "  %-10s %s\n", c->name, c->summary);
    fprintf(f, "\nLessons (warpscope lesson NAME; start here if you are new):\n");
    cli_lesson_list(f);
    fprintf(f, "\n'warpscope COMMAND --help' describes one command; man warpscope(1) all.\n");
}

static int main_dispatch(int argc, char **argv);

int main(int argc, char **argv)
{
    void *heap = ws_heap_prepare();
    int rc = main_dispatch(argc, argv);
    free(heap);
    return rc;
}

static int main_dispatch(int argc, char **argv)
{
    if (argc < 2) {
        main_usage(stderr);
        return 2;
    }
    const char *a = argv[1];
    if (cli_is_help(a) || !strcmp(a, "help")) {
        if (argc > 2 && strcmp(a, "help") == 0) {
            const struct cli_cmd *c = cli_find(argv[2]);
            if (!c)
                return cli_usage(NULL, "unknown command '%s'", argv[2]);
            return cli_help(c);
        }
        main_usage(stdout);
        return 0;
    }
    if (!strcmp(a, "--version") || !strcmp(a, "-V")) {
        printf("warpscope %s\n", WS_VERSION);
        return 0;
    }
    const struct cli_cmd *c = cli_find(a);
    if (!c) {
        if (a[0] == '-')
            return cli_usage(NULL, "unknown option '%s'", a);
        return cli_usage(NULL, "unknown command '%s'", a);
    }
    return c->main(argc - 1, argv + 1);
}
