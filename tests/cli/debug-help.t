# help lists every command; help CMD shows usage, doc and aliases
cmd: warpscope debug --batch -ex help -ex 'help break' -ex 'help s' -ex 'help xyz'
status: 2
--- stdout
Commands (unique prefixes work; Enter repeats step and next):
  run         Start the simulation from cycle 0 (breakpoints are kept).
  file        Load a trace (a .wst, an Accel-Sim trace or demo:NAME[:K=V,...]).
  continue    Continue running until a breakpoint, a watchpoint or the end.
  step        Advance N core cycles (default 1).
  next        Advance until the focused SM has issued N more warp instructions.
  until       Run until the given core cycle (or a breakpoint).
  finish      Run until the current kernel ends (under --diff: on either side).
  break       Stop when an event of that kind happens and matches the filters.
  tbreak      Like break, deleted after it first stops.
  delete      Delete breakpoints N... (all when none given).
  disable     Disable breakpoints N... (all when none given).
  enable      Enable breakpoints N... (all when none given).
  condition   Stop at breakpoint N only when EXPR is true (no EXPR: always).
  ignore      Do not stop at breakpoint N for its next COUNT hits.
  commands    Set commands to run when breakpoint N (default: the last) stops.
  watch       Stop when EXPR changes value (a comparison: when it becomes true).
  print       Evaluate an expression over the registry and print it.
  display     Print EXPR after every stop (no EXPR: print them all now).
  undisplay   Stop displaying expressions N... (all when none given).
  info        Show breakpoints, SMs, warps, CTAs, cache sets, DRAM banks, policy state or stats.
  why         Explain why a warp of the focused SM did not issue this cycle.
  diff        Run the loaded trace on two simulators in lockstep, from cycle 0.
  focus       Choose the SM (and warp) that next, why and the views show.
  layout      Arrange the TUI's views (sched, mem, all, pipeline, a policy's layout, or one view alone).
  set         Change a configuration key for the next 'run'.
  show        Show a configuration key (all when none given).
  source      Execute the commands in FILE.
  echo        Print TEXT (\n is a newline).
  start       Start the simulation from cycle 0 and stop at the first issue.
  kill        Stop the simulation and free it ('run' or 'start' begins again).
  checkpoint  Save the whole simulation state in memory; prints its number.
  restart     Go back to checkpoint N (the simulation state it saved).
  reverse-step Go back N core cycles (default 1): step N returns here.
  reverse-next Go back over the focused SM's last N warp instructions (default 1).
  reverse-continue Go back to the previous breakpoint or watchpoint hit.
  reverse-finish Go back to where the current kernel started (kernel-start).
  goto        Go to any cycle, earlier or later (no breakpoint stops it).
  thread      Focus warp slot N of the focused SM (no N: say which is).
  where       Show a warp's CTA, kernel, PC and last instructions.
  save        Write the breakpoints and watchpoints to FILE as commands.
  shell       Run CMD with /bin/sh and show its output.
  lesson      List the guided lessons, or open one (a step at a time).
  pause       End a lesson's step (elsewhere: nothing).
  expect      Fail (with the values) unless EXPR is true; silent when it is.
  help        List the commands, or describe one.
  quit        Leave warpscope.
Type "help COMMAND" for its syntax and details.
Lessons ('lesson NAME' opens one): ccws ctaa diff-gto-lrr dram-row-buffer lrr-vs-gto owl pro reverse-dram two-level
usage: break EVENT [sm=N warp=N cta=N sched=N ch=N bank=N row=N] [if EXPR]
Stop when an event of that kind happens and matches the filters.
Events: kernel-start kernel-end cta-launch cta-finish warp-finish issue barrier
barrier-release group-switch l1-hit l1-miss l1-evict vta-hit throttle l2-hit l2-miss
row-open row-close dram-read dram-write prefetch prefetch-use mshr-full phase-change
tb-state l1i-miss.  Example: break row-close ch=2 if cycle > 1000
Under 'warpscope debug --diff': 'break diverge [kind=issue|cache|dram|cta-launch]'
stops at the end of the cycle in which the two sides first differ in that kind (any
kind without kind=), saying both sides' events.  There event breakpoints watch both
sides: a stop says which side hit it ('on side B') and focuses that side, and a
condition's names without a prefix are that side's.
aliases: b br catch
usage: step [N]
Advance N core cycles (default 1).
aliases: s
--- stderr
Undefined command: "xyz".  Try "help".
