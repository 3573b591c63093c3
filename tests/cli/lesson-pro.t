# the PRO lesson runs in batch mode; its whole transcript is golden
cmd: warpscope debug --batch -c tiny -x demos/lessons/pro.ws
--- stdout
Loaded demo:histogram:ctas=6,iters=2: 1 kernel.

Six CTAs of 8 warps on two SMs of 16 warp slots: two CTAs per SM at a time, two
wait in the dispatcher.  That is PRO's fast phase.
Stop when a TB of SM 0 changes state (a = old state, b = new state):
Breakpoint 1 at tb-state sm=0
Starting demo:histogram:ctas=6,iters=2 (policy pro)

Breakpoint 1, tb-state at cycle 6: sm=0 cta=0 a=0 b=1
cycle 7, kernel 1 (histogram), focus sm 0
(the order below is the SM's last evaluation; one step re-evaluates it)
cycle 8, kernel 1 (histogram), focus sm 0
SM 0: policy pro
  phase = 0
  ctas_waiting = 2
  threshold = 200
  last_sort = 0
  sorts = 1
  groups (id prio warps): [0 p0 8w c0 barWait] [1 p1 8w c2 noWait]
  scheduler 0 order: 2:barWait 3:barWait 4:barWait 5:barWait 6:barWait 7:barWait 1:barWait 0:barWait 8:noWait 9:noWait 10:noWait 11:noWait 12:noWait 13:noWait 14:noWait 15:noWait
  fast phase; TBs by priority:
  rank  cta slot state         progress  key       fin bar warps
     0    0    0 barrierWait   256       224         0   1 inc
     1    2    1 noWait        0         0           0   0 dec

A warp of the TB reached the barrier: the TB is in barrierWait (priority M), and
its warps are re-sorted least progress first so the laggards reach the barrier.

Breakpoint 1, tb-state at cycle 47: sm=0 cta=0 a=1 b=0
cycle 48, kernel 1 (histogram), focus sm 0

Breakpoint 1, tb-state at cycle 267: sm=0 cta=2 a=0 b=1
cycle 268, kernel 1 (histogram), focus sm 0
cycle 269, kernel 1 (histogram), focus sm 0
SM 0: policy pro
  phase = 0
  ctas_waiting = 2
  threshold = 200
  last_sort = 200
  sorts = 2
  groups (id prio warps): [0 p0 8w c2 barWait] [1 p1 8w c0 noWait]
  scheduler 0 order: 9:barWait 10:barWait 11:barWait 12:barWait 13:barWait 14:barWait 15:barWait 8:barWait 2:noWait 3:noWait 4:noWait 5:noWait 6:noWait 7:noWait 0:noWait 1:noWait
  fast phase; TBs by priority:
  rank  cta slot state         progress  key       fin bar warps
     0    2    1 barrierWait   896       864         0   1 inc
     1    0    0 noWait        3072      2048        0   0 dec
sm[0].cta[0].state = 0
sm[0].cta[0].progress = 3072

States are numbered 0 noWait 1 barrierWait 2 finishWait 3 finishNoWait
4 barrierWait1 5 finished.  Now wait for the last CTA to leave the dispatcher:
Breakpoint 2 at phase-change sm=0

Breakpoint 2, phase-change at cycle 920: sm=0 a=0 b=1
cycle 921, kernel 1 (histogram), focus sm 0
cycle 922, kernel 1 (histogram), focus sm 0
SM 0: policy pro
  phase = 1
  ctas_waiting = 0
  threshold = 200
  last_sort = 800
  sorts = 5
  groups (id prio warps): [0 p0 4w c2 finNoWait] [1 p1 6w c0 finNoWait]
  scheduler 0 order: 12:finNoWait 13:finNoWait 14:finNoWait 15:finNoWait 0:finNoWait 1:finNoWait 7:finNoWait 5:finNoWait 6:finNoWait 2:finNoWait
  slow phase; TBs by priority:
  rank  cta slot state         progress  key       fin bar warps
     0    2    1 finishNoWait  5504      5504        4   0 inc
     1    0    0 finishNoWait  8704      8704        2   0 inc

The slow phase: noWait and finishWait TBs merged into finishNoWait, ordered least
progress first so the last TBs finish together.  Let it run:
[simulation finished] the last kernel ended at cycle 2352: 1632 warp instructions, IPC 22.2041
cycle 2353, all kernels done, focus sm 0
core.stall_idle = 42
--- stderr
