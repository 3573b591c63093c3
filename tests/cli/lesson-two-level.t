# the two-level lesson runs in batch mode; its whole transcript is golden
cmd: warpscope debug --batch -c tiny -x demos/lessons/two-level.ws
--- stdout
Loaded demo:vecadd:n=2048: 1 kernel.

Eight warps on SM 0 make four fetch groups of two: fg0 = warps 0-1, fg1 = 2-3 ...
Stop whenever SM 0 switches group (the event carries from = old group, to = new):
Breakpoint 1 at group-switch sm=0
Starting demo:vecadd:n=2048 (policy tl)

Breakpoint 1, group-switch at cycle 39: sm=0 sched=0 from=0 to=1
stopped at the end of that cycle (now cycle 40), kernel 1 (vecadd), focus sm 0
SM 0: policy tl
  group.0 = 1
  group = 1
  group_size = 2
  switches = 1
  groups (id prio warps): [0 p3 2w fg0] [1 p0 2w fg1] [2 p1 2w fg2] [3 p2 2w fg3]
  scheduler 0 order: 3:active 2:active 4:pending 5:pending 6:pending 7:pending 0:pending 1:pending

Group 0 (warps 0 and 1) ran until both waited on their loads; now group 1 is
active and the others are pending.  The warps view shows the queues:
SM 0, policy tl, cycle 40
Slot Sch  CTA Rank Grp Queue    State    Reason          Issued  Next
   0   0    0    6   0 pending  active   scoreboard          10  00a0 FADD
   1   0    0    7   0 pending  active   scoreboard          10  00a0 FADD
   2   0    0    1   1 active   active   ready                6  0060 IMAD.WIDE
   3   0    0    0   1 active   active   ibuffer-empty        6  0060 IMAD.WIDE
   4   0    0    2   2 pending  active   ready                2  0020 IMAD
   5   0    0    3   2 pending  active   ready                2  0020 IMAD
   6   0    0    4   3 pending  active   ready                1  0010 S2R
   7   0    0    5   3 pending  active   ready                0  0000 S2R
SM 0 warp 0 (CTA 0, warp 0 of it) at cycle 40: scoreboard
  next instruction: 00a0 FADD
  R2 pending from LDG.E at 0x0070 (a global/local load)
    line 0x7f0000000000 (set 0): in the L1 latency queue (l1d.latency), 1 stage from the L1D
  R5 pending from LDG.E at 0x0080 (a global/local load)
    line 0x7f0000200000 (set 0): in the L1 latency queue (l1d.latency), 3 stages from the L1D

Next switch:

Breakpoint 1, group-switch at cycle 53: sm=0 sched=0 from=1 to=2
stopped at the end of that cycle (now cycle 54), kernel 1 (vecadd), focus sm 0
SM 0: policy tl
  group.0 = 2
  group = 2
  group_size = 2
  switches = 2
  groups (id prio warps): [0 p2 2w fg0] [1 p3 2w fg1] [2 p0 2w fg2] [3 p1 2w fg3]
  scheduler 0 order: 5:active 4:active 6:pending 7:pending 0:pending 1:pending 2:pending 3:pending

The switches go round: while one group waits on memory, the next one computes.
Let it run, counting switches:
[simulation finished] the last kernel ended at cycle 2294: 832 warp instructions, IPC 10.7132
cycle 2294, all kernels done, focus sm 0
SM 0: policy tl
  group.0 = 0
  group = 0
  group_size = 2
  switches = 36
  groups (id prio warps): [0 p0 0w fg0] [1 p1 0w fg1] [2 p2 0w fg2] [3 p3 0w fg3]
  scheduler 0 order: (none)
core.memory_block_cycles = 2859

Now one group holding all 8 warps: that is plain round-robin again.
tl.group_size = 8 (takes effect at the next 'run')
Starting demo:vecadd:n=2048 (policy tl)
[simulation finished] the last kernel ended at cycle 2338: 832 warp instructions, IPC 10.5115
cycle 2338, all kernels done, focus sm 0
core.memory_block_cycles = 2986

Compare: the groups of two finished in 2294 cycles against 2338 and spent fewer
SM-cycles with every warp waiting on memory (2859 against 2986): staggering the
groups spreads the loads out.  The gain is small (under 2%) because vectorAdd has
only two loads per warp and little arithmetic to hide them behind, and on tiny the
8 L1 MSHRs and the single DRAM channel set the pace.  Two-level scheduling pays off
when warps have work between long-latency loads; OWL builds on it by grouping warps
by CTA (demos/lessons/owl.ws).

SpMV (one row per thread, a loop of loads per row) has more to gain.  Groups of two,
then one group of eight, then GTO for scale:
Loaded demo:spmv:rows=2048: 1 kernel.
Starting demo:spmv:rows=2048 (policy tl)
[simulation finished] the last kernel ended at cycle 133942: 8526 warp instructions, IPC 1.4195
cycle 133942, all kernels done, focus sm 0
l2.hit_rate = 0.180245
tl.group_size = 8 (takes effect at the next 'run')
Starting demo:spmv:rows=2048 (policy tl)
[simulation finished] the last kernel ended at cycle 142231: 8526 warp instructions, IPC 1.3368
cycle 142231, all kernels done, focus sm 0
l2.hit_rate = 0.110238
sched.policy = gto (takes effect at the next 'run')
Starting demo:spmv:rows=2048 (policy gto)
[simulation finished] the last kernel ended at cycle 117070: 8526 warp instructions, IPC 1.6241
cycle 117070, all kernels done, focus sm 0
l2.hit_rate = 0.3046

Groups of two take 6% fewer cycles than one group of eight (133942 against 142231),
and the reason is where the lrr-vs-gto lesson found GTO's: fewer rows in flight keep
their neighbouring lines in tiny's 16 KB L2 (hit rate 0.18 against 0.11).  GTO,
which lets the oldest warps run far ahead, keeps even fewer rows in flight and gains
three times as much (117070 cycles, L2 hit rate 0.30): a fetch group of two still
round-robins inside the group and hands the pending groups every idle cycle.
--- stderr
