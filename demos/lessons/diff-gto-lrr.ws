# Lesson: where GTO first beats LRR, two simulators in lockstep (diff)
# Two simulators of one trace, one per policy, stepped together: `diff gto,lrr` makes
# side A run greedy-then-oldest and side B loose round-robin, `break diverge` stops
# where their decisions first differ, a. and b. name each side's values, and `info
# diff` says where the cycles went.  The workload is kmeans (Rodinia's kmeansPoint,
# un-transposed): one thread per point, 34 features per point stored row-major, so the
# 32 lanes of a load are 136 bytes apart (one 128 B line each) and the next feature is
# in the same lines: each warp re-reads its own 34 lines, intra-warp locality.  The GPU
# is configs/ccws.cfg (CCWS Table 1: a 32 KB L1 per SM); 1024 points are 4 CTAs of 8
# warps, one CTA per SM, so 8 warps share an L1 whose 256 lines hold about 7 warps'
# lines.
#
# Run it:   warpscope lesson diff-gto-lrr   (the TUI; Space goes from step to step)
#           warpscope debug -x demos/lessons/diff-gto-lrr.ws   (all at once)

set config ccws
file demo:kmeans:points=1024
echo \nOpen two simulators of this trace in lockstep: A with gto, B with lrr.\n
diff gto,lrr
echo Stop where the two schedulers first issue differently:\n
break diverge kind=issue
run
echo \nAt cycle 317, on SM 0, both sides have issued warp 0's first instruction.  GTO\n
echo (side A) issues warp 0 again (its next instruction, PC 0x10); LRR (side B) moves\n
echo on to warp 1 (PC 0x0).  From here GTO runs one warp ahead while LRR walks all 8\n
echo warps through the same instructions together.\n
expect cycle == 318 && a.sm[0].warp[0].issued == 2
expect b.sm[0].warp[0].issued == 1 && b.sm[0].warp[1].issued == 1
pause view=diff,warps warp=0 The first different decision: GTO stays on warp 0
echo \nThe first different cache outcome:\n
break diverge kind=cache
continue
echo \nAt cycle 498 side A misses the L2 on address 0xf0000080: not data but code, the\n
echo line of instructions from PC 0x80 on (instruction fetches travel the memory system\n
echo from 0xf0000000).  Side B has no such event yet.  Neither side has had an L1 data\n
echo miss so far: GTO's lead is only in fetching, no win yet.\n
expect cycle == 499 && a.l2.misses == b.l2.misses + 1
expect a.l1d.misses == 0 && b.l1d.misses == 0
pause view=diff The first different cache outcome: an instruction line
echo \nWhen does GTO first have fewer L1 misses than LRR?  A watchpoint over both sides:\n
delete
watch a.l1d.misses < b.l1d.misses
continue
print a.l1d.hits
print b.l1d.hits
echo \nAt cycle 4250 GTO has had 1525 L1 misses and LRR 1526, and GTO has 2141 L1 hits\n
echo against LRR's 1759: a warp that keeps issuing finds the lines of its point row\n
echo still in the L1 for its next feature.  Under LRR the 8 warps interleave, 8 x 34\n
echo lines compete for 256, and a line is evicted before its warp comes back to it.\n
expect cycle == 4250 && a.l1d.misses == 1525 && b.l1d.misses == 1526
expect a.l1d.hits == 2141 && b.l1d.hits == 1759
pause view=diff,cache Cycle 4250: GTO's L1 misses fall below LRR's
echo \nLet the gap grow to 100 misses and ask diff where the cycles went so far:\n
delete
watch b.l1d.misses - a.l1d.misses >= 100
continue
info diff
echo \nAt cycle 39082 side A (gto) runs at IPC 14.24 against 13.60, with 16392 L1\n
echo misses against 16492.  The whole gap is the features load at PC 0xa0 (share\n
echo 100%): its hit rate is 0.76 under GTO against 0.74 under LRR, and LRR's warps\n
echo spent 9124 more warp-cycles waiting on it.\n
expect cycle == 39082 && a.l1d.misses == 16392 && b.l1d.misses == 16492
expect a.ipc > 14.23 && a.ipc < 14.24 && b.ipc > 13.59 && b.ipc < 13.60
pause view=diff,warps info diff: the load at PC 0xa0 behind the gap
echo \nRun both sides to the end:\n
delete
continue
echo \nGTO finishes at cycle 56129, LRR at 61515: 5386 cycles (9.6%) more for LRR on the\n
echo same 27200 warp instructions.  'warpscope diff -c ccws -p gto,lrr\n
echo demo:kmeans:points=1024' prints the same attribution for the whole run.\n
expect a.cycle == 56129 && b.cycle == 61515
pause view=diff The end: GTO 56129 cycles, LRR 61515
