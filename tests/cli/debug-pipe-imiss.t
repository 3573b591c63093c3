# an instruction fetch that misses the L1I (gtx480: 2 KB, 2 MSHRs of 32 merges): the
# l1i-miss event names a new request (a=1) or a merge (a=0) and the MSHR entries in use
# (b); why follows the line into the memory system and, once it is filled, to the order
# in which the fill hands the fetch buffer to its waiting warps (one a cycle); warps past
# the 32 merges wait for the fetch unit; a watch on a warp's imiss stops when its line
# comes back; the L1I counts are in the statistics
cmd: warpscope debug --batch -p gto demo:vecadd
--- stdin
tbreak l1i-miss sm=0 warp=0
tbreak l1i-miss sm=0 warp=1
run
continue
print sm[0].l1i.misses
print sm[0].l1i.mshr_hits
print sm[0].l1i.mshrs
print sm[0].warp[1].imiss
until 100
why 0
why 1
why 40
watch sm[0].warp[1].imiss
continue
delete
why 24
why 30
print sm[0].warp[24].imiss
print sm[0].fetch.warp
info stats
--- stdout
Temporary breakpoint 1 at l1i-miss sm=0 warp=0
Temporary breakpoint 2 at l1i-miss sm=0 warp=1
Starting demo:vecadd (policy gto)

Temporary breakpoint 1, l1i-miss at cycle 1: sm=0 warp=0 cta=0 sched=0 line=0xf0000000 new_entry=1 mshrs=1
stopped at the end of that cycle (now cycle 2), kernel 1 (vecadd), focus sm 0 warp 0

Temporary breakpoint 2, l1i-miss at cycle 2: sm=0 warp=1 cta=0 sched=1 line=0xf0000000 new_entry=0 mshrs=1
stopped at the end of that cycle (now cycle 3), kernel 1 (vecadd), focus sm 0 warp 1
sm[0].l1i.misses = 2
sm[0].l1i.mshr_hits = 1
sm[0].l1i.mshrs = 1
sm[0].warp[1].imiss = 1
cycle 100, kernel 1 (vecadd), focus sm 0 warp 1
SM 0 warp 0 (CTA 0, warp 0 of it) at cycle 100: ibuffer-empty
  next instruction: 0000 S2R
  its instruction buffer is empty: the fetch of its next instructions missed the L1I (l1i.*)
    line 0xf0000000: its L1I MSHR entry has 32 warps waiting (this one first: its miss sent the request); L1I MSHRs 1/2 in use
    -> L2 slice 0 ROP pipeline, 26 L2 cycles to go
SM 0 warp 1 (CTA 0, warp 1 of it) at cycle 100: ibuffer-empty
  next instruction: 0000 S2R
  its instruction buffer is empty: the fetch of its next instructions missed the L1I (l1i.*)
    line 0xf0000000: its L1I MSHR entry has 32 warps waiting (this one merged into it); L1I MSHRs 1/2 in use
    -> L2 slice 0 ROP pipeline, 26 L2 cycles to go
SM 0 warp 40 (CTA 75, warp 0 of it) at cycle 100: ibuffer-empty
  next instruction: 0000 S2R
  its instruction buffer is empty: waiting for the fetch unit, which fetches for one warp a cycle (only into an empty I-buffer, round robin from the warp after the one fetched last)
    5 warps ahead of it in the fetch order: 35 36 37 38 39
Watchpoint 3: sm[0].warp[1].imiss

Watchpoint 3: sm[0].warp[1].imiss

Old value = 1
New value = 0
cycle 279, kernel 1 (vecadd), focus sm 0 warp 1
SM 0 warp 24 (CTA 45, warp 0 of it) at cycle 279: ibuffer-empty
  next instruction: 0000 S2R
  its instruction buffer is empty: the fetch of its next instructions missed the L1I (l1i.*)
    line 0xf0000000: its L1I MSHR entry has 32 warps waiting (this one merged into it); L1I MSHRs 1/2 in use
    -> arrived: filled lines hand out the fetch buffer one warp a cycle, 22 ahead of this one
SM 0 warp 30 (CTA 45, warp 6 of it) at cycle 279: ibuffer-empty
  next instruction: 0000 S2R
  its instruction buffer is empty: the fetch of its next instructions missed the L1I (l1i.*)
    line 0xf0000000: its L1I MSHR entry has 32 warps waiting (this one merged into it); L1I MSHRs 1/2 in use
    -> arrived: filled lines hand out the fetch buffer one warp a cycle, 28 ahead of this one
sm[0].warp[24].imiss = 1
sm[0].fetch.warp = 1
cycles                           279
warp_insts                       25
thread_insts                     800
ipc                              2.867384
l1d.accesses                     0
l1d.misses                       0
l1d.miss_rate                    0.000000
l1d.hits_intra_warp              0
l1d.hits_inter_warp              0
l1d.mpki                         0.000000
l2.accesses                      41
l2.misses                        4
dram.reads                       4
dram.writes                      0
dram.activates                   1
dram.rbl                         0.750000
dram.blp                         1.000000
core.memory_block_cycles         0
core.no_warp_cycles              15
core.stall_idle                  8314
core.stall_scoreboard            0
core.stall_pipeline              1
ccws.vta_hits                    0
ccws.throttled_warp_cycles       0
prefetch.issued                  0
prefetch.useful                  0
prefetch.late                    0
l1d.hits                         0
l1d.reservation_fails            0
l1d.mshr_merges                  0
l2.hits                          37
l2.hit_rate                      0.902439
dram.row_hits                    3
mem.requests                     15
mem.replies                      24
mem.read_latency                 265.500000
ctas                             90
kernels                          1
l1i.accesses                     480
l1i.hits                         0
l1i.misses                       480
l1i.mshr_hits                    465
l1i.reservation_fails            3670
l1i.miss_rate                    1.000000
oc.bank_conflicts                0
smem.bank_conflicts              0
l1d.bank_conflicts               0
--- stderr
