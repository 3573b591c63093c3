# why explains a ready warp its policy keeps back: under tla a warp in the pending queue
# (its position, the ready queue's room, the promotion rule); under tl a warp outside the
# active fetch group (its group, its rank, when groups switch)
cmd: warpscope debug --batch -c tiny -p tla -o tla.active=2 -ex 'until 20' -ex 'info sched' -ex 'why 5' -ex 'why 0' demo:vecadd:n=8192 && warpscope debug --batch -c tiny -p tl -o tl.group_size=2 -ex 'until 20' -ex 'why 7' demo:vecadd:n=8192
--- stdout
cycle 20, kernel 1 (vecadd), focus sm 0
SM 0: policy tla
  active = 2
  ready.0 = 2
  pending.0 = 6
  scheduler 0 order: 0:ready 1:ready
  sched 0 ready: 0 1
  sched 0 pending: 2 3 4 5 6 7
SM 0 warp 5 (CTA 0, warp 5 of it) at cycle 20: ready
  next instruction: 0000 S2R
  not in the ready queue: it waits in scheduler 0's pending queue (position 4 of 6);
  only ready-queue warps may issue (2 of at most 2 now, tla.active)
  pending warps move up first in, first out, when the ready queue has room
  and none of their loads is outstanding
SM 0 warp 0 (CTA 0, warp 0 of it) at cycle 20: scoreboard
  next instruction: 0030 ISETP.GE.AND
  R0 pending from IMAD at 0x0020
    now in EX_WB: written back next cycle
cycle 20, kernel 1 (vecadd), focus sm 0
SM 0 warp 7 (CTA 0, warp 7 of it) at cycle 20: ready
  next instruction: 0000 S2R
  not in the active fetch group 0: it is in fetch group 3;
  scheduler 0 puts the active group's warps first (this warp: rank 7, 0 first):
  it issues only in a cycle when no warp ahead of it can ('info sched')
  the scheduler switches groups when every warp of the active group
  waits on a long-latency operation (a group-switch event)
--- stderr
