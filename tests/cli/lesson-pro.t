# the PRO lesson runs in batch mode; its whole transcript is golden
cmd: warpscope debug --batch -c tiny -x demos/lessons/pro.ws
--- stdout
Loaded demo:scalarprod:vectors=6,ctas=6,elements=1024: 1 kernel.

Six CTAs of 8 warps on two SMs of 16 warp slots: two CTAs per SM at a time, two
wait in the dispatcher.  That is PRO's fast phase.
Stop when a TB of SM 0 changes state (a = old state, b = new state):
Breakpoint 1 at tb-state sm=0
Starting demo:scalarprod:vectors=6,ctas=6,elements=1024 (policy pro)

Breakpoint 1, tb-state at cycle 853: sm=0 cta=0 a=0 b=1
cycle 854, kernel 1 (scalarprod), focus sm 0
(the order below is the SM's last evaluation; one step re-evaluates it)
cycle 855, kernel 1 (scalarprod), focus sm 0
SM 0: policy pro
  phase = 0
  ctas_waiting = 2
  threshold = 200
  last_sort = 800
  sorts = 5
  groups (id prio warps): [0 p0 8w c0 barWait] [1 p1 8w c2 noWait]
  scheduler 0 order: 7:barWait 6:barWait 4:barWait 5:barWait 3:barWait 1:barWait 2:barWait 0:barWait 8:noWait 9:noWait 10:noWait 11:noWait 12:noWait 13:noWait 14:noWait 15:noWait
  fast phase; TBs by priority:
  rank  cta slot state         progress  key       fin bar warps
     0    0    0 barrierWait   10336     10304       0   1 inc
     1    2    1 noWait        2048      2048        0   0 dec

A warp of the TB reached the barrier: the TB is in barrierWait (priority M), and
its warps are re-sorted least progress first so the laggards reach the barrier.

Breakpoint 1, tb-state at cycle 1703: sm=0 cta=0 a=1 b=0
cycle 1704, kernel 1 (scalarprod), focus sm 0

Breakpoint 1, tb-state at cycle 1730: sm=0 cta=0 a=0 b=1
cycle 1731, kernel 1 (scalarprod), focus sm 0
cycle 1732, kernel 1 (scalarprod), focus sm 0
SM 0: policy pro
  phase = 0
  ctas_waiting = 2
  threshold = 200
  last_sort = 1600
  sorts = 9
  groups (id prio warps): [0 p0 8w c0 barWait] [1 p1 8w c2 noWait]
  scheduler 0 order: 0:barWait 1:barWait 2:barWait 3:barWait 5:barWait 4:barWait 6:barWait 7:barWait 8:noWait 9:noWait 10:noWait 11:noWait 12:noWait 13:noWait 14:noWait 15:noWait
  fast phase; TBs by priority:
  rank  cta slot state         progress  key       fin bar warps
     0    0    0 barrierWait   16768     16736       0   1 inc
     1    2    1 noWait        5760      5120        0   0 dec
sm[0].cta[0].state = 1
sm[0].cta[0].progress = 16768

States are numbered 0 noWait 1 barrierWait 2 finishWait 3 finishNoWait
4 barrierWait1 5 finished.  Now wait for the last CTA to leave the dispatcher:
Breakpoint 2 at phase-change sm=0

Breakpoint 2, phase-change at cycle 2261: sm=0 a=0 b=1
cycle 2262, kernel 1 (scalarprod), focus sm 0
cycle 2263, kernel 1 (scalarprod), focus sm 0
SM 0: policy pro
  phase = 1
  ctas_waiting = 0
  threshold = 200
  last_sort = 2200
  sorts = 12
  groups (id prio warps): [0 p0 8w c4 finNoWait] [1 p1 8w c2 finNoWait]
  scheduler 0 order: 0:finNoWait 1:finNoWait 2:finNoWait 3:finNoWait 4:finNoWait 5:finNoWait 6:finNoWait 7:finNoWait 14:finNoWait 15:finNoWait 12:finNoWait 13:finNoWait 11:finNoWait 10:finNoWait 9:finNoWait 8:finNoWait
  slow phase; TBs by priority:
  rank  cta slot state         progress  key       fin bar warps
     0    4    0 finishNoWait  32        0           0   0 inc
     1    2    1 finishNoWait  6784      6784        0   0 inc

The slow phase: noWait and finishWait TBs merged into finishNoWait, ordered least
progress first so the last TBs finish together.  Let it run:
[simulation finished] the last kernel ended at cycle 5316: 6132 warp instructions, IPC 35.8228
cycle 5325, all kernels done, focus sm 0
core.stall_idle = 0
--- stderr
