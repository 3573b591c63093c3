# why on a load whose request has reached the head of the DRAM latency queue while the
# DRAM queue has room: it enters at the next DRAM cycle (not "waiting for room", which
# is for a full queue: lesson-reverse-dram.t)
cmd: warpscope debug -c tiny -p gto --batch -ex 'break row-open' -ex 'run' -ex 'why 0' demo:vecadd:n=2048
--- stdout
Breakpoint 1 at row-open
Starting demo:vecadd:n=2048 (policy gto)

Breakpoint 1, row-open at cycle 159: sm=0 warp=0 cta=0 ch=0 bank=0 row=0 addr=0x7f0000000000
stopped at the end of that cycle (now cycle 160), kernel 1 (vecadd), focus sm 0 warp 0
SM 0 warp 0 (CTA 0, warp 0 of it) at cycle 160: scoreboard
  next instruction: 00a0 FADD
  R2 pending from LDG.E at 0x0070 (a global/local load)
    line 0x7f0000000000 (set 0): L1 miss, MSHR -> L2 slice 0 miss (MSHR, 1 waiter), DRAM ch 0 latency queue head: enters the DRAM queue at the next DRAM cycle (it holds 2)
  R5 pending from LDG.E at 0x0080 (a global/local load)
    line 0x7f0000200000 (set 0): L1 miss, MSHR -> L2 slice 0 miss (MSHR, 1 waiter), on its way to DRAM ch 0 (dram.latency: 7 DRAM cycles to go)
--- stderr
