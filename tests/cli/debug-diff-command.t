# the debugger's `diff` command opens the lockstep from a session of one simulator (the
# same first divergence as `debug --diff gto,lrr`, run first), `diff off` goes back to one
# (the config before it, cycle 0); its errors: no argument, one policy without -a/-b, an
# unknown policy or key, a dangling -a, -a without =, a second diff, diff off without one, no trace
cmd: warpscope debug --batch --diff gto,lrr -c tiny demo:vecadd:n=2048 -ex 'break diverge kind=cache' -ex run; warpscope debug --batch -c tiny -p tl demo:vecadd:n=2048 -ex 'diff gto,lrr' -ex 'break diverge kind=cache' -ex run -ex 'print a.cycle - b.cycle' -ex 'diff off' -ex 'print cycle' -ex 'show sched.policy'; warpscope debug -c tiny demo:vecadd:n=2048 < /dev/null -ex 'diff' -ex 'diff gto' -ex 'diff gto,nosuch' -ex 'diff gto -a l1d.nosuch=1' -ex 'diff gto -a' -ex 'diff off' -ex 'diff gto -b l1d.assoc=2' -ex 'diff gto,lrr' -ex 'info diff'; warpscope debug -ex 'diff gto -a l1d.size' demo:vecadd < /dev/null; warpscope debug --batch -ex 'diff gto,lrr'; echo "status $?"
--- stdout
Breakpoint 1 at diverge kind=cache
Starting demo:vecadd:n=2048 (A gto, B lrr)

Breakpoint 1, diverge cache at cycle 40: A l1-miss sm 0 warp 0 cta 0 line 0x7f0000000000 new-entry | B (none)
stopped at the end of that cycle (now cycle 41), kernel 1 (vecadd), focus sm 0 warp 0 (side A)
demo:vecadd:n=2048 twice, in lockstep from cycle 0: A gto, B lrr.
Breakpoint 1 at diverge kind=cache
Starting demo:vecadd:n=2048 (A gto, B lrr)

Breakpoint 1, diverge cache at cycle 40: A l1-miss sm 0 warp 0 cta 0 line 0x7f0000000000 new-entry | B (none)
stopped at the end of that cycle (now cycle 41), kernel 1 (vecadd), focus sm 0 warp 0 (side A)
a.cycle - b.cycle = 0
One simulator again (policy tl), at cycle 0.
cycle = 0
sched.policy = tl
demo:vecadd:n=2048 twice, in lockstep from cycle 0: A gto, B gto l1d.assoc=2.
At cycle 0 (the totals are those so far):
A: gto
B: gto l1d.assoc=2

first divergence (cycle: A | B)
  issue      none
  cache      none
  dram       none
  cta-launch none

totals                                        A              B            B-A
cycles                                        0              0             +0
ipc                                      0.0000         0.0000        +0.0000
l1d.misses                                    0              0             +0
l1d.miss_rate                            0.0000         0.0000        +0.0000
l2.misses                                     0              0             +0
dram.activates                                0              0             +0

cycles lost by reason                         A              B            B-A  unit
stall.idle                                    0              0             +0  scheduler-cycles
stall.scoreboard                              0              0             +0  scheduler-cycles
stall.pipeline                                0              0             +0  scheduler-cycles
wait.loads                                    0              0             +0  warp-cycles
memory_blocked                                0              0             +0  SM-cycles
l1d.reservation_fails                         0              0             +0  accesses
mem.read_latency                           0.00           0.00          +0.00  cycles
wait.dram                                     0              0             +0  request-cycles
wait.barrier                                  0              0             +0  warp-cycles
policy.refused                                0              0             +0  warp-cycles
no_warp                                       0              0             +0  SM-cycles

A and B both took 0 cycles.
status 2
--- stderr
diff: expected 'diff A,B' (two policies) or 'diff POLICY' with -a/-b KEY=VAL, or 'diff off'
diff gto: one policy compares two configs: give -a KEY=VAL and/or -b KEY=VAL (or two policies: diff A,B)
diff: unknown policy 'nosuch' (`warpscope policies`)
diff -a l1d.nosuch=1: unknown key 'l1d.nosuch' (`warpscope config` lists every key)
diff: '-a': expected -a KEY=VAL or -b KEY=VAL
diff off: the session has one simulator
diff: the session already runs two simulators (A gto, B gto l1d.assoc=2); 'diff off' goes back to one
diff -a l1d.size: expected KEY=VAL
diff: no trace loaded (use 'file TRACE')
