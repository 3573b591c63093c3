# the CTAA lesson runs in batch mode; its whole transcript is golden
cmd: warpscope debug --batch -c tiny -x demos/lessons/ctaa.ws
--- stdout
Loaded demo:laplace3d:nx=64,ny=32,nz=2: 1 kernel.

laplace3d is LPS of the paper's Figure 6a: CTAs of 32x4 threads, so 4 warps each,
and two CTAs per SM on this tiny GPU.  A warp's address is tx + ty*pitch + base(CTA).
Stop at the first prefetch SM 0 sends (a = the load's PC, addr = the line):
Breakpoint 1 at prefetch sm=0
Starting demo:laplace3d:nx=64,ny=32,nz=2 (policy ctaa)

Breakpoint 1, prefetch at cycle 83: sm=0 warp=5 cta=2 sched=0 addr=0x7f0000000500 a=160 b=4
cycle 84, kernel 1 (laplace3d), focus sm 0 warp 5
SM 0: policy ctaa
  active = 8
  strides = 1
  rejects = 0
  mispredicts = 0
  woken = 0
  scheduler 0 order: 2:ready 3:ready 5:ready 6:ready 7:ready
  DIST[0] pc 0xa0 stride 256 mispredicts 0
  DIST[1] -
  sched 0 ready: 2 3 5 6 7
  sched 0 pending: 0 4 1
  PerCTA cta 0 pc 0xa0 lead w0 base 0x7f0000000000
  PerCTA cta 2 pc 0xa0 lead w0 base 0x7f0000000400

DIST holds the stride per load PC: learnt from warp 0 (the leading warp) and a
trailing warp of the same CTA, equal for every line of the load or the PC is dropped.
PerCTA holds each CTA's base lines, registered by its leading warp.  The same values
are in the registry:
sm[0].ctaa.dist[0].pc = 160
sm[0].ctaa.dist[0].stride = 256
sm[0].ctaa.dist[0].mispredicts = 0

The warps view: leading warps (index 0 of each CTA) went first (Figure 7):
SM 0, policy ctaa, cycle 84
Slot Sch  CTA Rank Grp Queue    State    Reason          Issued  Next
   0   0    0    -   - pending  active   scoreboard          11  00b0 STS
   1   0    0    -   - pending  active   scoreboard          11  00b0 STS
   2   0    0    0   - ready    active   scoreboard          11  00b0 STS
   3   0    0    1   - ready    active   unit-busy           10  00a0 LDG.E
   4   0    2    -   - pending  active   scoreboard          11  00b0 STS
*  5   0    2    2   - ready    active   unit-busy           10  00a0 LDG.E
   6   0    2    3   - ready    active   unit-busy           10  00a0 LDG.E
   7   0    2    4   - ready    active   unit-busy           10  00a0 LDG.E

Now stop when a demand load of SM 0 uses a prefetched line (a = cycles since the
prefetch, b = 1 when the line was still in flight, i.e. the prefetch was late):
Breakpoint 2 at prefetch-use sm=0

Breakpoint 2, prefetch-use at cycle 86: sm=0 warp=5 cta=2 sched=0 addr=0x7f0000000500 a=3 b=1
cycle 87, kernel 1 (laplace3d), focus sm 0 warp 5

Breakpoint 2, prefetch-use at cycle 87: sm=0 warp=6 cta=2 sched=0 addr=0x7f0000000600 a=3 b=1
cycle 88, kernel 1 (laplace3d), focus sm 0 warp 6

Breakpoint 2, prefetch-use at cycle 88: sm=0 warp=7 cta=2 sched=0 addr=0x7f0000000700 a=3 b=1
cycle 89, kernel 1 (laplace3d), focus sm 0 warp 7

Let the kernel finish and look at the totals:
[simulation finished] the last kernel ended at cycle 3668: 4416 warp instructions, IPC 21.7056
cycle 3765, all kernels done, focus sm 0 warp 7
prefetch.issued = 143
prefetch.useful = 143
prefetch.late = 111
prefetch.accuracy = 1
prefetch.coverage = 0.458333
sm[0].ctaa.dist[0].mispredicts = 0
cycle = 3765
l1d.miss_rate = 0.858974

The same kernel under tla, the two-level scheduler CTAA builds on, without prefetch:
sched.policy = tla (takes effect at the next 'run')
Starting demo:laplace3d:nx=64,ny=32,nz=2 (policy tla)
[simulation finished] the last kernel ended at cycle 3754: 4416 warp instructions, IPC 21.2083
cycle 3847, all kernels done, focus sm 0 warp 7
cycle = 3847
l1d.miss_rate = 0.958333

What the numbers say: every prefetch was used (accuracy 1, no misprediction: the
stride learnt in one CTA holds in the others) and it covered about 46% of the demand
line accesses.  Yet the L1 miss rate only drops from 0.958 to 0.846 and the kernel
ends only about 2% sooner (3690 vs 3754 cycles): 109 of the 144 prefetches were late
(the demand merged into the prefetch still in flight, which counts as a miss), sent a
few cycles before the demand because the barrier and the shared-memory phase keep the
warps of a CTA in lockstep.  The paper reports 10% on average, up to 28%, on much
longer runs; tests/paper/ctaa.sh and demos/results-ctaa.md show the gtx480 numbers.
--- stderr
