# the PRO lesson runs in batch mode; its whole transcript is golden
cmd: warpscope debug --batch -c tiny -x demos/lessons/pro.ws
--- stdout
Loaded demo:scalarprod:vectors=6,ctas=6,elements=1024: 1 kernel.

Six CTAs of 8 warps on two SMs of 16 warp slots: two CTAs per SM at a time, two
wait in the dispatcher.  That is PRO's fast phase.
Stop when a TB of SM 0 changes state (from = old state, to = new state).  The first
stops are the launches: a TB starts in noWait (to=0), with no old state:
Breakpoint 1 at tb-state sm=0
Starting demo:scalarprod:vectors=6,ctas=6,elements=1024 (policy pro)

Breakpoint 1, tb-state at cycle 1: sm=0 cta=0 to=0
stopped as cycle 1 began, before it runs (now cycle 1), kernel 1 (scalarprod), focus sm 0

Breakpoint 1, tb-state at cycle 2: sm=0 cta=2 to=0
stopped as cycle 2 began, before it runs (now cycle 2), kernel 1 (scalarprod), focus sm 0

Now run to the first change of state:

Breakpoint 1, tb-state at cycle 1878: sm=0 cta=0 from=0 to=1
stopped at the end of that cycle (now cycle 1879), kernel 1 (scalarprod), focus sm 0
(the order below is the SM's last evaluation; one step re-evaluates it)
cycle 1880, kernel 1 (scalarprod), focus sm 0
SM 0: policy pro
  phase = 0
  ctas_waiting = 2
  threshold = 200
  last_sort = 1801
  sorts = 10
  groups (id prio warps): [0 p0 8w c0 barWait] [1 p1 8w c2 noWait]
  scheduler 0 order: 0:barWait 1:barWait 3:barWait 4:barWait 5:barWait 6:barWait 7:barWait 2:barWait 8:noWait 9:noWait 10:noWait 11:noWait 12:noWait 13:noWait 14:noWait 15:noWait
  fast phase; TBs by priority:
  rank  cta slot state         progress  key       fin bar warps
     0    0    0 barrierWait   13856     13856       0   1 inc
     1    2    1 noWait        5664      5664        0   0 dec

A warp of CTA 0 reached the barrier: the TB is in barrierWait (from=0 to=1), it
ranks ahead of the noWait TB, and its warps are re-sorted least progress first so
the laggards reach the barrier.  The next stop is the barrier's release, back to
noWait:

Breakpoint 1, tb-state at cycle 2319: sm=0 cta=0 from=1 to=0
stopped at the end of that cycle (now cycle 2320), kernel 1 (scalarprod), focus sm 0
cycle 2321, kernel 1 (scalarprod), focus sm 0
SM 0: policy pro
  phase = 0
  ctas_waiting = 2
  threshold = 200
  last_sort = 2201
  sorts = 12
  groups (id prio warps): [0 p0 8w c0 noWait] [1 p1 8w c2 noWait]
  scheduler 0 order: 0:noWait 1:noWait 3:noWait 4:noWait 5:noWait 6:noWait 7:noWait 2:noWait 8:noWait 9:noWait 10:noWait 11:noWait 12:noWait 13:noWait 14:noWait 15:noWait
  fast phase; TBs by priority:
  rank  cta slot state         progress  key       fin bar warps
     0    0    0 noWait        15904     15872       0   0 inc
     1    2    1 noWait        7360      6848        0   0 dec
sm[0].cta[0].state = 0
sm[0].cta[0].progress = 15904

States are numbered 0 noWait 1 barrierWait 2 finishWait 3 finishNoWait
4 barrierWait1 5 finished.  Now wait for the last CTA to leave the dispatcher:
Breakpoint 2 at phase-change sm=0

Breakpoint 2, phase-change at cycle 3238: sm=0 from=0 to=1
stopped as cycle 3238 began, before it runs (now cycle 3238), kernel 1 (scalarprod), focus sm 0
cycle 3239, kernel 1 (scalarprod), focus sm 0
SM 0: policy pro
  phase = 1
  ctas_waiting = 0
  threshold = 200
  last_sort = 3201
  sorts = 17
  groups (id prio warps): [0 p0 8w c2 barWait1] [1 p1 8w c5 finNoWait]
  scheduler 0 order: 14:barWait1 15:barWait1 13:barWait1 12:barWait1 11:barWait1 10:barWait1 9:barWait1 8:barWait1 0:finNoWait 1:finNoWait 2:finNoWait 3:finNoWait 4:finNoWait 5:finNoWait 6:finNoWait 7:finNoWait
  slow phase; TBs by priority:
  rank  cta slot state         progress  key       fin bar warps
     0    2    1 barrierWait1  14272     13824       0   4 inc
     1    5    0 finishNoWait  0         0           0   0 inc

The slow phase: noWait and finishWait TBs merge into finishNoWait (CTA 5, just
launched), ordered least progress first among themselves so the last TBs finish
together; a TB waiting at a barrier (barrierWait1: CTA 2) still goes first.
Let it run:
[simulation finished] the last kernel ended at cycle 5811: 6132 warp instructions, IPC 32.7713
cycle 5811, all kernels done, focus sm 0
core.stall_idle = 105
--- stderr
