# the ccws lesson runs in batch mode; its whole transcript is golden
cmd: warpscope debug --batch -c tiny -x demos/lessons/ccws.ws
--- stdout
Loaded demo:kmeans:points=512: 1 kernel.

=== Part 1: the victim tag array ===
Every line the L1 evicts goes, as a tag, into the VTA of the warp that filled it.
When that warp misses on the line again, the VTA hits: locality was lost.
Temporary breakpoint 1 at vta-hit sm=0
Starting demo:kmeans:points=512 (policy ccws)

Temporary breakpoint 1, vta-hit at cycle 5058: sm=0 warp=0 cta=0 sched=0 line=0x7f0000000780 score=100 llds=46
stopped at the end of that cycle (now cycle 5059), kernel 1 (kmeans), focus sm 0 warp 0
SM 0: cutoff 800 (8 warps x base 100), LLDS 46 (VTA hits 1 / insts 138 x K 8 x cutoff), 0 throttled
  stack  warp   score   below  loads  vta-hits  entries
      0     0     100       0  yes           1       15
      1     1     100     100  yes           0       16
      2     2     100     200  yes           0       16
      3     3     100     300  yes           0       16
      4     4     100     400  yes           0       16
      5     5     100     500  yes           0        0
      6     6     100     600  yes           0        0
      7     7     100     700  yes           0       16

The event's warp missed on a line it had brought in itself and lost: a VTA hit.
Its score is raised to the LLDS (b) = VTA hits / instructions issued x K x cutoff,
with cutoff = warps x base score.  This early there is 1 hit in 138 instructions,
so the LLDS (46) is below the base score and nothing changes yet (score = the new score).
sm[0].sched.cutoff = 800

=== Part 2: throttling ===
More hits raise the LLDS.  A raised score sinks to the bottom of the stack and
pushes the youngest warps above the cutoff: they may not issue loads.  A change of
a warp's can-issue bit is a throttle event (can_issue = the new bit, score = its score):
Temporary breakpoint 2 at throttle sm=0

Temporary breakpoint 2, throttle at cycle 5250: sm=0 warp=7 cta=0 sched=0 can_issue=0 score=100
stopped at the end of that cycle (now cycle 5251), kernel 1 (kmeans), focus sm 0 warp 7
SM 0: policy ccws
  cutoff = 800
  base = 100
  llds = 139
  vta_hits = 3
  insts = 138
  throttled = 1
  scheduler 0 order: 7:throttled 0 1 2 3 4 5 6
  score stack, largest first ('!' = past the cutoff 800: loads refused):
  W0 138  W1 100  W2 100  W3 100  W4 100  W5 100
  W6 100  W7 100!

Scores fall by one per cycle toward the base; when the stack fits under the
cutoff again the bit comes back:
Temporary breakpoint 3 at throttle sm=0

Temporary breakpoint 3, throttle at cycle 5289: sm=0 warp=7 cta=0 sched=0 can_issue=1 score=100
stopped at the end of that cycle (now cycle 5290), kernel 1 (kmeans), focus sm 0 warp 7
SM 0: cutoff 800 (8 warps x base 100), LLDS 137 (VTA hits 3 / insts 140 x K 8 x cutoff), 0 throttled
  stack  warp   score   below  loads  vta-hits  entries
      0     0     100       0  yes           3       16
      1     1     100     100  yes           0       16
      2     2     100     200  yes           0       16
      3     3     100     300  yes           0       16
      4     4     100     400  yes           0       16
      5     5     100     500  yes           0        0
      6     6     100     600  yes           0        0
      7     7     100     700  yes           0       16

=== Part 3: to the end, against GTO ===
[simulation finished] the last kernel ended at cycle 503621: 13600 warp instructions, IPC 0.8597
cycle 503621, all kernels done, focus sm 0 warp 7
l1d.misses = 52240
ccws.vta_hits = 10578
ccws.throttled_warp_cycles = 5684559
sched.policy = gto (takes effect at the next 'run')
Starting demo:kmeans:points=512 (policy gto)
[simulation finished] the last kernel ended at cycle 516459: 13600 warp instructions, IPC 0.8384
cycle 516459, all kernels done, focus sm 0 warp 7
l1d.misses = 52240
cycles = 516459

Here CCWS gains little: both miss on nearly every access and CCWS ends under 3%
sooner (503621 against 516459 cycles).  One kmeans load touches a line per lane (a point
is 136 bytes), so a single warp needs more lines than this 2 KB L1 (16 lines) holds:
no throttling can keep a warp's lines until its next iteration reads them.

=== Part 4: an L1 with room for a few warps ===
With 8 KB (64 lines) the L1 holds two warps' lines.  GTO still lets all 8 warps
thrash it; CCWS throttles until the warps that run keep their lines:
l1d.size = 8K (takes effect at the next 'run')
Starting demo:kmeans:points=512 (policy gto)
[simulation finished] the last kernel ended at cycle 503047: 13600 warp instructions, IPC 0.8607
cycle 503047, all kernels done, focus sm 0 warp 7
l1d.miss_rate = 0.809284
sched.policy = ccws (takes effect at the next 'run')
Starting demo:kmeans:points=512 (policy ccws)
[simulation finished] the last kernel ended at cycle 108148: 13600 warp instructions, IPC 4.0037
cycle 108148, all kernels done, focus sm 0 warp 7
l1d.miss_rate = 0.102871
ccws.throttled_warp_cycles = 917121

Now the lost locality comes back: CCWS misses on about a tenth of its accesses (0.103)
instead of four in five (0.809), and finishes in about a fifth of GTO's cycles
(108148 against 503047).  Throttling pays when the cache can hold what the remaining
warps reuse.
--- stderr
