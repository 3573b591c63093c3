# Lesson: cache-conscious wavefront scheduling (CCWS)
# Detecting lost locality with a victim tag array and throttling the warps that thrash
# the L1 (Rogers et al.).
# The workload is kmeans: each thread reads its own point's features, row-major, so one
# warp's load touches many L1 lines and the next iterations re-read them (intra-warp
# locality).  configs/tiny.cfg has an L1 of 2 KB (16 lines of 128 B) and 8 warps per SM:
# far too small for all warps' lines at once; Part 4 gives it 8 KB.
#
# Run it:   warpscope lesson ccws           (the TUI; Space goes from step to step)
#           warpscope debug -c tiny -x demos/lessons/ccws.ws   (all at once)

set config tiny
file demo:kmeans:points=512
set sched.policy ccws
echo \n=== Part 1: the victim tag array ===\n
echo Every line the L1 evicts goes, as a tag, into the VTA of the warp that filled it.\n
echo When that warp misses on the line again, the VTA hits: locality was lost.\n
tbreak vta-hit sm=0
run
info vta
echo \nThe event's warp missed on a line it had brought in itself and lost: a VTA hit.\n
echo Its score is raised to the LLDS (b) = VTA hits / instructions issued x K x cutoff,\n
echo with cutoff = warps x base score.  This early there is 1 hit in 138 instructions,\n
echo so the LLDS (46) is below the base score and nothing changes yet (score = the new score).\n
print sm[0].sched.cutoff
expect cycle == 5059 && sm[0].sched.cutoff == 800 && sm[0].sched.vta_hits == 1
expect sm[0].sched.insts == 138 && sm[0].sched.llds == 46 && sm[0].sched.base == 100
pause view=vta,cache warp=0 The first VTA hit
echo \n=== Part 2: throttling ===\n
echo More hits raise the LLDS.  A raised score sinks to the bottom of the stack and\n
echo pushes the youngest warps above the cutoff: they may not issue loads.  A change of\n
echo a warp's can-issue bit is a throttle event (can_issue = the new bit, score = its score):\n
tbreak throttle sm=0
continue
info sched
expect cycle == 5251 && sm[0].warp[7].can_issue == 0
pause view=vta,warps warp=7 A warp throttled
echo \nScores fall by one per cycle toward the base; when the stack fits under the\n
echo cutoff again the bit comes back:\n
tbreak throttle sm=0
continue
info vta
expect cycle == 5290 && sm[0].warp[7].can_issue == 1
pause view=vta warp=7 The can-issue bit comes back
echo \n=== Part 3: to the end, against GTO ===\n
continue
print l1d.misses
print ccws.vta_hits
print ccws.throttled_warp_cycles
expect cycles == 503621
set sched.policy gto
run
print l1d.misses
print cycles
expect cycles == 516459 && l1d.misses == 52240
echo \nHere CCWS gains little: both miss on nearly every access and CCWS ends under 3%\n
echo sooner (503621 against 516459 cycles).  One kmeans load touches a line per lane (a point\n
echo is 136 bytes), so a single warp needs more lines than this 2 KB L1 (16 lines) holds:\n
echo no throttling can keep a warp's lines until its next iteration reads them.\n
pause view=sms,stats A 2 KB L1: CCWS against GTO
echo \n=== Part 4: an L1 with room for a few warps ===\n
echo With 8 KB (64 lines) the L1 holds two warps' lines.  GTO still lets all 8 warps\n
echo thrash it; CCWS throttles until the warps that run keep their lines:\n
set l1d.size 8K
run
print l1d.miss_rate
expect cycles == 503047 && l1d.miss_rate > 0.809 && l1d.miss_rate < 0.810
set sched.policy ccws
run
print l1d.miss_rate
print ccws.throttled_warp_cycles
expect cycles == 108148 && l1d.miss_rate > 0.102 && l1d.miss_rate < 0.104
echo \nNow the lost locality comes back: CCWS misses on about a tenth of its accesses (0.103)\n
echo instead of four in five (0.809), and finishes in about a fifth of GTO's cycles\n
echo (108148 against 503047).  Throttling pays when the cache can hold what the remaining\n
echo warps reuse.\n
pause view=vta,stats An 8 KB L1: throttling pays
