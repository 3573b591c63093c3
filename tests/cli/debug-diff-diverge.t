# debug --diff: break diverge kind=issue stops at the first issue divergence, continue
# to the cache one; a./b. prefixes, focus b, why and info sm for both sides, info diff
cmd: warpscope debug --batch --diff gto,lrr -c tiny demo:vecadd:n=2048
--- stdin
break diverge kind=issue
break diverge kind=cache
run
print a.cycle == b.cycle
print a.sm[0].warp_insts - b.sm[0].warp_insts
continue
print a.sm[0].l1d.misses
print b.sm[0].l1d.misses
print sm[0].l1d.misses
why 0
info breakpoints
focus b
print sm[0].l1d.misses
info sm
info diff
continue
--- stdout
Breakpoint 1 at diverge kind=issue
Breakpoint 2 at diverge kind=cache
Starting demo:vecadd:n=2048 (A gto, B lrr)

Breakpoint 1, diverge issue at cycle 4: A sm 0 sched 0 warp 0 cta 0 pc 0x10 | B sm 0 sched 0 warp 1 cta 0 pc 0x0
stopped at the end of that cycle (now cycle 5), kernel 1 (vecadd), focus sm 0 warp 0 (side A)
a.cycle == b.cycle = 1
a.sm[0].warp_insts - b.sm[0].warp_insts = 0

Breakpoint 2, diverge cache at cycle 40: A l1-miss sm 0 warp 0 cta 0 line 0x7f0000000000 new-entry | B (none)
stopped at the end of that cycle (now cycle 41), kernel 1 (vecadd), focus sm 0 warp 0 (side A)
a.sm[0].l1d.misses = 1
b.sm[0].l1d.misses = 0
sm[0].l1d.misses = 1
A: gto
SM 0 warp 0 (CTA 0, warp 0 of it) at cycle 41: scoreboard
  next instruction: 00a0 FADD
  R2 pending from LDG.E at 0x0070 (a global/local load)
    line 0x7f0000000000 (set 0): L1 miss, MSHR -> in SM 0's miss queue, position 0 of 1 (not yet sent to the interconnect)
  R5 pending from LDG.E at 0x0080 (a global/local load)
    line 0x7f0000200000 (set 0): in the L1 latency queue (l1d.latency), 1 stage from the L1D
B: lrr
SM 0 warp 0 (CTA 0, warp 0 of it) at cycle 41: ready
  next instruction: 0050 IMAD.WIDE
  it is ready: scheduler 0 issues the first ready warp in its policy's order each cycle (this warp: rank 3, 0 first) ('info sched')
Num     Type           Disp Enb What
1       breakpoint     keep y   diverge kind=issue
	breakpoint already hit 1 time
2       breakpoint     keep y   diverge kind=cache
	breakpoint already hit 1 time
Focused side B (lrr): print, display and the other commands now see it.
cycle 41, kernel 1 (vecadd), focus sm 0 warp 0 (side B)
sm[0].l1d.misses = 0
A: gto
 SM St Warps CTAs  WarpInsts    IPC  MemBlock  L1D miss  MSHR
* 0 A      8    1         38  26.54         0    100.0%     1
  1 A      8    1         38  26.54         0    100.0%     1
St: A issued this cycle, M all warps wait on memory, I idle, - no warps
B: lrr
 SM St Warps CTAs  WarpInsts    IPC  MemBlock  L1D miss  MSHR
* 0 A      8    1         38  24.98         0      0.0%     0
  1 A      8    1         38  24.98         0      0.0%     0
St: A issued this cycle, M all warps wait on memory, I idle, - no warps
At cycle 41 (the totals are those so far):
A: gto
B: lrr

first divergence (cycle: A | B)
  issue      cycle 4: sm 0 sched 0 warp 0 cta 0 pc 0x10 | sm 0 sched 0 warp 1 cta 0 pc 0x0
  cache      cycle 40: l1-miss sm 0 warp 0 cta 0 line 0x7f0000000000 new-entry | (none)
  dram       none
  cta-launch none

totals                                        A              B            B-A
cycles                                       41             41             +0
ipc                                     53.0732        49.9512        -3.1220
l1d.misses                                    2              0             -2
l1d.miss_rate                            1.0000         0.0000        -1.0000
l2.misses                                     0              0             +0
dram.activates                                0              0             +0

cycles lost by reason                         A              B            B-A  unit
stall.idle                                    4              4             +0  scheduler-cycles
stall.scoreboard                              0              0             +0  scheduler-cycles
stall.pipeline                                0              0             +0  scheduler-cycles
wait.loads                                    0              0             +0  warp-cycles
memory_blocked                                0              0             +0  SM-cycles
l1d.reservation_fails                         0              0             +0  accesses
mem.read_latency                           0.00           0.00          +0.00  cycles
wait.dram                                     0              0             +0  request-cycles
wait.barrier                                  0              0             +0  warp-cycles
policy.refused                                0              0             +0  warp-cycles
no_warp                                       2              2             +0  SM-cycles

loads behind the difference in L1 misses (hit rate before cycle 40, then A | B)
  kernel pc         misses A   misses B        B-A  share  hit rate                  wait A       wait B
  0      0x70              2          0         -2 100.0%  n/a, 0.00 | n/a                0            0

gto and lrr both took 41 cycles.
[simulation finished] both sides ran to the end
  A (gto): the last kernel ended at cycle 2275: 832 warp instructions, IPC 10.8026
  B (lrr): the last kernel ended at cycle 2338: 832 warp instructions, IPC 10.5115
cycle 2338, all kernels done, focus sm 0 warp 0 (side B)
--- stderr
