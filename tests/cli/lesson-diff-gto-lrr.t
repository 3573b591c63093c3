# the diff-gto-lrr lesson runs in batch mode; its whole transcript is golden: `diff
# gto,lrr` opened from the script, the first issue and cache divergences, the watchpoint
# over both sides where GTO's L1 misses first fall below LRR's, info diff at a gap of
# 100 misses, both sides to the end
cmd: warpscope debug --batch -x demos/lessons/diff-gto-lrr.ws
--- stdout
Loaded demo:kmeans:points=1024: 1 kernel.

Open two simulators of this trace in lockstep: A with gto, B with lrr.
demo:kmeans:points=1024 twice, in lockstep from cycle 0: A gto, B lrr.
Stop where the two schedulers first issue differently:
Breakpoint 1 at diverge kind=issue
Starting demo:kmeans:points=1024 (A gto, B lrr)

Breakpoint 1, diverge issue at cycle 317: A sm 0 sched 0 warp 0 cta 0 pc 0x10 | B sm 0 sched 0 warp 1 cta 0 pc 0x0
stopped at the end of that cycle (now cycle 318), kernel 1 (kmeans), focus sm 0 warp 0 (side A)

At cycle 317, on SM 0, both sides have issued warp 0's first instruction.  GTO
(side A) issues warp 0 again (its next instruction, PC 0x10); LRR (side B) moves
on to warp 1 (PC 0x0).  From here GTO runs one warp ahead while LRR walks all 8
warps through the same instructions together.

The first different cache outcome:
Breakpoint 2 at diverge kind=cache

Breakpoint 2, diverge cache at cycle 498: A l2-miss ch 0 addr 0xf0000080 (sm 0 warp 0) | B (none)
stopped at the end of that cycle (now cycle 499), kernel 1 (kmeans), focus sm 0 warp 0 (side A)

At cycle 498 side A misses the L2 on address 0xf0000080: not data but code, the
line of instructions from PC 0x80 on (instruction fetches travel the memory system
from 0xf0000000).  Side B has no such event yet.  Neither side has had an L1 data
miss so far: GTO's lead is only in fetching, no win yet.

When does GTO first have fewer L1 misses than LRR?  A watchpoint over both sides:
Watchpoint 3: a.l1d.misses < b.l1d.misses

Watchpoint 3: a.l1d.misses < b.l1d.misses

Old value = 0
New value = 1
cycle 4250, kernel 1 (kmeans), focus sm 0 warp 0 (side A)
a.l1d.hits = 2141
b.l1d.hits = 1759

At cycle 4250 GTO has had 1525 L1 misses and LRR 1526, and GTO has 2141 L1 hits
against LRR's 1759: a warp that keeps issuing finds the lines of its point row
still in the L1 for its next feature.  Under LRR the 8 warps interleave, 8 x 34
lines compete for 256, and a line is evicted before its warp comes back to it.

Let the gap grow to 100 misses and ask diff where the cycles went so far:
Watchpoint 4: b.l1d.misses - a.l1d.misses >= 100

Watchpoint 4: b.l1d.misses - a.l1d.misses >= 100

Old value = 0
New value = 1
cycle 39082, kernel 1 (kmeans), focus sm 0 warp 0 (side A)
At cycle 39082 (the totals are those so far):
A: gto
B: lrr

first divergence (cycle: A | B)
  issue      cycle 317: sm 0 sched 0 warp 0 cta 0 pc 0x10 | sm 0 sched 0 warp 1 cta 0 pc 0x0
  cache      cycle 498: l2-miss ch 0 addr 0xf0000080 (sm 0 warp 0) | (none)
  dram       cycle 603: dram-read ch 0 bank 0 row 3584 addr 0xf0000080 | (none)
  cta-launch none

totals                                        A              B            B-A
cycles                                    39082          39082             +0
ipc                                     14.2326        13.5965        -0.6361
l1d.misses                                16392          16492           +100
l1d.miss_rate                            0.2421         0.2552        +0.0130
l2.misses                                  4364           4364             +0
dram.activates                               51             51             +0

cycles lost by reason                         A              B            B-A  unit
stall.idle                                 1892           1988            +96  scheduler-cycles
stall.scoreboard                         136788         137397           +609  scheduler-cycles
stall.pipeline                              212            292            +80  scheduler-cycles
wait.loads                              1097821        1106945          +9124  warp-cycles
memory_blocked                            65803          69232          +3429  SM-cycles
l1d.reservation_fails                     12874          11000          -1874  accesses
mem.read_latency                         357.42         366.59          +9.17  cycles
wait.dram                                734045         725326          -8719  request-cycles
wait.barrier                                  0              0             +0  warp-cycles
policy.refused                                0              0             +0  warp-cycles
no_warp                                 1016136        1016136             +0  SM-cycles

loads behind the difference in L1 misses (hit rate before cycle 498, then A | B)
  kernel pc         misses A   misses B        B-A  share  hit rate                  wait A       wait B
  0      0xa0          16392      16492       +100 100.0%  n/a, 0.76 | 0.74         1097821      1106945

gto and lrr both took 39,082 cycles.

At cycle 39082 side A (gto) runs at IPC 14.24 against 13.60, with 16392 L1
misses against 16492.  The whole gap is the features load at PC 0xa0 (share
100%): its hit rate is 0.76 under GTO against 0.74 under LRR, and LRR's warps
spent 9124 more warp-cycles waiting on it.

Run both sides to the end:
[simulation finished] both sides ran to the end
  A (gto): the last kernel ended at cycle 56129: 27200 warp instructions, IPC 15.4281
  B (lrr): the last kernel ended at cycle 61515: 27200 warp instructions, IPC 14.0773
cycle 56129, all kernels done, focus sm 0 warp 0 (side A)

GTO finishes at cycle 56129, LRR at 61515: 5386 cycles (9.6%) more for LRR on the
same 27200 warp instructions.  'warpscope diff -c ccws -p gto,lrr
demo:kmeans:points=1024' prints the same attribution for the whole run.
--- stderr
