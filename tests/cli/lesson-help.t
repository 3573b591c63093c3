# the lessons are listed in warpscope --help, warpscope lesson --help and warpscope tui --help
cmd: warpscope --help; warpscope lesson --help; warpscope tui --help
--- stdout-has
Lessons (warpscope lesson NAME; start here if you are new):
  lesson     List the guided lessons, or open one in the TUI (its story stops at each step)
usage: warpscope lesson [--line] [NAME]
Lessons:
  lrr-vs-gto       loose round-robin vs greedy-then-oldest (LRR, GTO)
  two-level        two-level scheduling with fetch groups (TL)
New here?  ':lesson' lists guided lessons (warpscope lesson NAME opens one); Space
