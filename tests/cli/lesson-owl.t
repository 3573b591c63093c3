# the OWL lesson runs in batch mode; its whole transcript is golden
cmd: warpscope debug --batch -c tiny -x demos/lessons/owl.ws
--- stdout
Loaded demo:laplace3d:nx=64,ny=32,nz=4: 1 kernel.

laplace3d has CTAs of 4 warps; tiny.cfg's SMs hold 8 warps, so 2 CTAs each.  With at
least 4 warps per group, Algorithm 1 makes 2 groups of 1 CTA (membership by CTA slot).
`cta` runs one group until all its warps wait on memory, then the next (round robin):
Breakpoint 1 at group-switch sm=0
Starting demo:laplace3d:nx=64,ny=32,nz=4 (policy cta)

Breakpoint 1, group-switch at cycle 51: sm=0 sched=0 from=0 to=1
stopped at the end of that cycle (now cycle 52), kernel 1 (laplace3d), focus sm 0
SM 0: policy cta
  group = 1
  groups = 2
  top = 0
  min_warps = 4
  cta_slots = 2
  warps_per_cta = 4
  rotations = 0
  switches = 1
  groups (id prio warps): [0 p0 4w 0] [1 p0 4w 2]
  scheduler 0 order: 4:active 5:active 6:active 7:active 0:pending 1:pending 2:pending 3:pending
  group 0  prio 0  slots 0-0  ctas 0
  group 1  prio 0  slots 1-1  ctas 2  <- current

The warps view: the active group's warps first, the pending group behind them.
SM 0, policy cta, cycle 52
Slot Sch  CTA Rank Grp Queue    State    Reason          Issued  Next
   0   0    0    4   0 pending  active   scoreboard          11  00b0 STS
   1   0    0    5   0 pending  active   scoreboard          11  00b0 STS
   2   0    0    6   0 pending  active   scoreboard          11  00b0 STS
   3   0    0    7   0 pending  active   scoreboard          11  00b0 STS
   4   0    2    0   1 active   active   ibuffer-empty        2  0020 S2R
   5   0    2    1   1 active   active   ready                1  0010 S2R
   6   0    2    2   1 active   active   ready                1  0010 S2R
   7   0    2    3   1 active   active   ready                1  0010 S2R
SM 0 warp 4 (CTA 2, warp 0 of it) at cycle 52: ibuffer-empty
  next instruction: 0020 S2R
  its instruction buffer is empty: its instructions were fetched this cycle and sit in the fetch buffer; they are decoded into the I-buffer next cycle and can issue the cycle after

Next switch goes back to group 0 (round robin between the two):

Breakpoint 1, group-switch at cycle 211: sm=0 sched=0 from=1 to=0
stopped at the end of that cycle (now cycle 212), kernel 1 (laplace3d), focus sm 0
sm[0].sched.group = 0

`cta-loc` always prefers the top group (priority 0) and returns to it as soon as
one of its warps is ready; the top moves on only when the top group's CTAs finish.
sched.policy = cta-loc (takes effect at the next 'run')
Breakpoint 2 at group-switch sm=0
Starting demo:laplace3d:nx=64,ny=32,nz=4 (policy cta-loc)

Breakpoint 2, group-switch at cycle 51: sm=0 sched=0 from=0 to=1
stopped at the end of that cycle (now cycle 52), kernel 1 (laplace3d), focus sm 0
SM 0: policy cta-loc
  group = 1
  groups = 2
  top = 0
  min_warps = 4
  cta_slots = 2
  warps_per_cta = 4
  rotations = 0
  switches = 1
  groups (id prio warps): [0 p0 4w 0] [1 p1 4w 2]
  scheduler 0 order: 0:pending 1:pending 2:pending 3:pending 4:active 5:active 6:active 7:active
  group 0  prio 0  slots 0-0  ctas 0
  group 1  prio 1  slots 1-1  ctas 2  <- current
sm[0].cta[0].group_prio = 0
sm[0].cta[1].group_prio = 1

`cta-blp` rotates the priorities per SM, (g - core) mod groups, so SM 0 and SM 1
prefer different groups, hence CTAs that do not share DRAM rows:
sched.policy = cta-blp (takes effect at the next 'run')
Temporary breakpoint 3 at issue sm=1
Starting demo:laplace3d:nx=64,ny=32,nz=4 (policy cta-blp)

Temporary breakpoint 3, issue at cycle 3: sm=1 warp=0 cta=1 sched=0 pc=0x0000 op=S2R inst=0
stopped at the end of that cycle (now cycle 4), kernel 1 (laplace3d), focus sm 1 warp 0
sm[0].sched.top = 0
sm[1].sched.top = 1

`owl` adds the opportunistic prefetcher in the DRAM controller: once no demand for
the open row is left, it reads the row's other lines into the L2 (row_line = line in the row,
row_prefetches = prefetches so far for this opening):
sched.policy = owl (takes effect at the next 'run')
Breakpoint 4 at prefetch
Starting demo:laplace3d:nx=64,ny=32,nz=4 (policy owl)

Breakpoint 4, prefetch at cycle 371: ch=0 bank=0 row=0 addr=0x7f0000000800 row_line=8 row_prefetches=1
stopped at the end of that cycle (now cycle 372), kernel 1 (laplace3d), focus sm 1 warp 0
channel 0: queue 0, latency queue 0
  bank St  OpenRow  Queued  Activates  RowHits
     0 R        0       0          1       32
     1 R        0       1          1       31
St: I idle, A activating, R reading, W writing, P precharging

Run to the end and count the prefetches and the demand hits they served:
[simulation finished] the last kernel ended at cycle 10305: 8128 warp instructions, IPC 17.2367
cycle 10388, all kernels done, focus sm 1 warp 0
prefetch.issued = 1071
prefetch.useful = 13
dram.rbl = 0.961212

tiny.cfg's L2 holds 16 KB (two slices of 8 KB), four DRAM rows' worth: most prefetched
lines are evicted before a demand comes, so few are useful here (13 of 1071).
On configs/owl.cfg (512 KB of L2 per channel) the command
`warpscope compare -c owl -p cta-blp,owl demo:spmv` shows the L2 hit rate and the
row-buffer locality that the prefetcher restores (1.354x and 1.076x, about +35% and
+8%), and the kernel takes 0.972x the cycles there (about 3% fewer): the restored
locality pays for the prefetch traffic.
--- stderr
