# Lesson: CTA-aware prefetching (CTAA, Jeon et al.) — warps of one CTA load with a fixed
# stride, but every CTA has its own base address.  CTAA runs one leading warp of every
# CTA early (to learn each CTA's base, the PerCTA table), learns the stride once from a
# leading and a trailing warp of one CTA (the DIST table), and prefetches base + k*stride
# for the trailing warps of the other CTAs, waking each target warp when its data lands.
#
# Run it:   warpscope debug -c tiny -x demos/lessons/ctaa.ws

file demo:laplace3d:nx=64,ny=32,nz=2
set sched.policy ctaa
echo \nlaplace3d is LPS of the paper's Figure 6a: CTAs of 32x4 threads, so 4 warps each,\n
echo and two CTAs per SM on this tiny GPU.  A warp's address is tx + ty*pitch + base(CTA).\n
echo Stop at the first prefetch SM 0 sends (a = the load's PC, addr = the line):\n
break prefetch sm=0
run
info sched
echo \nDIST holds the stride per load PC: learnt from warp 0 (the leading warp) and a\n
echo trailing warp of the same CTA, equal for every line of the load or the PC is dropped.\n
echo PerCTA holds each CTA's base lines, registered by its leading warp.  The same values\n
echo are in the registry:\n
print sm[0].ctaa.dist[0].pc
print sm[0].ctaa.dist[0].stride
print sm[0].ctaa.dist[0].mispredicts
echo \nThe warps view: leading warps (index 0 of each CTA) went first (Figure 7):\n
info warps
echo \nNow stop when a demand load of SM 0 uses a prefetched line (a = cycles since the\n
echo prefetch, b = 1 when the line was still in flight, i.e. the prefetch was late):\n
delete 1
break prefetch-use sm=0
continue
continue
continue
echo \nLet the kernel finish and look at the totals:\n
delete 2
continue
print prefetch.issued
print prefetch.useful
print prefetch.late
print prefetch.accuracy
print prefetch.coverage
print sm[0].ctaa.dist[0].mispredicts
print cycle
print l1d.miss_rate
echo \nThe same kernel under tla, the two-level scheduler CTAA builds on, without prefetch:\n
set sched.policy tla
run
print cycle
print l1d.miss_rate
echo \nWhat the numbers say: every prefetch was used (accuracy 1, no misprediction: the\n
echo stride learnt in one CTA holds in the others) and it covered about 46% of the demand\n
echo line accesses.  Yet the L1 miss rate only drops from 0.958 to 0.846 and the kernel\n
echo ends only about 2% sooner (3690 vs 3754 cycles): 109 of the 144 prefetches were late\n
echo (the demand merged into the prefetch still in flight, which counts as a miss), sent a\n
echo few cycles before the demand because the barrier and the shared-memory phase keep the\n
echo warps of a CTA in lockstep.  The paper reports 10% on average, up to 28%, on much\n
echo longer runs; tests/paper/ctaa.sh and demos/results-ctaa.md show the gtx480 numbers.\n
