# Lesson: cache-conscious wavefront scheduling (CCWS) — detecting lost locality with a
# victim tag array and throttling the warps that thrash the L1.
#
# Run it:   warpscope debug -c tiny -x demos/lessons/ccws.ws
# (add --batch to print it all at once; without it you get the prompt at the end)
#
# The workload is kmeans: each thread reads its own point's features, row-major, so one
# warp's load touches many L1 lines and the next iterations re-read them (intra-warp
# locality).  configs/tiny.cfg has an L1 of 2 KB (16 lines of 128 B) and 8 warps per SM:
# far too small for all warps' lines at once.

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
echo with cutoff = warps x base score.  This early there is 1 hit in ~100 instructions,\n
echo so the LLDS is below the base score and nothing changes yet (a = the new score).\n
print sm[0].sched.cutoff
echo \n=== Part 2: throttling ===\n
echo More hits raise the LLDS.  A raised score sinks to the bottom of the stack and\n
echo pushes the youngest warps above the cutoff: they may not issue loads.  A change of\n
echo a warp's can-issue bit is a throttle event (a = the new bit, b = its score):\n
tbreak throttle sm=0
continue
info sched
echo \nScores fall by one per cycle toward the base; when the stack fits under the\n
echo cutoff again the bit comes back:\n
tbreak throttle sm=0
continue
info vta
echo \n=== Part 3: to the end, against GTO ===\n
continue
print l1d.misses
print ccws.vta_hits
print ccws.throttled_warp_cycles
set sched.policy gto
run
print l1d.misses
echo \nThis 2 KB L1 is far too small for even a few warps' points, so both miss on nearly\n
echo every access; but GTO lets all 8 warps' loads thrash the L1 and the memory system\n
echo together, while CCWS keeps the throttled warps' loads back (see the throttled\n
echo warp-cycles) and finishes in less than half the cycles.\n
