# Lesson: two-level scheduling with fetch groups (TL)
# Narasiman et al.'s two-level scheduler, the baseline of OWL and CCWS: warps are split
# into fetch groups; the active group issues first (a pending group only fills cycles in
# which the active one has nothing ready), and the scheduler switches group when every
# warp of it waits on a long-latency load.  On configs/tiny.cfg (8 warps per SM).
#
# Run it:   warpscope lesson two-level      (the TUI; Space goes from step to step)
#           warpscope debug -c tiny -x demos/lessons/two-level.ws   (all at once)

set config tiny
file demo:vecadd:n=2048
set sched.policy tl
set tl.group_size 2
echo \nEight warps on SM 0 make four fetch groups of two: fg0 = warps 0-1, fg1 = 2-3 ...\n
echo Stop whenever SM 0 switches group (the event carries from = old group, to = new):\n
break group-switch sm=0
run
info sched
echo \nGroup 0 (warps 0 and 1) ran until both waited on their loads; now group 1 is\n
echo active and the others are pending.  The warps view shows the queues:\n
info warps
why 0
expect sm[0].sched.group == 1
pause view=warps warp=0 The first group switch
echo \nNext switch:\n
continue
info sched
expect sm[0].sched.group == 2
echo \nThe switches go round: while one group waits on memory, the next one computes.\n
pause view=warps,sms The next group
echo Let it run, counting switches:\n
delete 1
continue
info sched
print core.memory_block_cycles
expect cycles == 2294 && core.memory_block_cycles == 2859
echo \nNow one group holding all 8 warps: that is plain round-robin again.\n
set tl.group_size 8
run
print core.memory_block_cycles
expect cycles == 2338 && core.memory_block_cycles == 2986
echo \nCompare: the groups of two finished in 2294 cycles against 2338 and spent fewer\n
echo SM-cycles with every warp waiting on memory (2859 against 2986): staggering the\n
echo groups spreads the loads out.  The gain is small (under 2%) because vectorAdd has\n
echo only two loads per warp and little arithmetic to hide them behind, and on tiny the\n
echo 8 L1 MSHRs and the single DRAM channel set the pace.  Two-level scheduling pays off\n
echo when warps have work between long-latency loads; OWL builds on it by grouping warps\n
echo by CTA (demos/lessons/owl.ws).\n
pause view=sms,stats vectorAdd: groups of two against one group of eight
echo \nSpMV (one row per thread, a loop of loads per row) has more to gain.  Groups of two,\n
echo then one group of eight, then GTO for scale:\n
file demo:spmv:rows=2048
set tl.group_size 2
run
print l2.hit_rate
expect cycles == 133942 && l2.hit_rate > 0.18 && l2.hit_rate < 0.19
set tl.group_size 8
run
print l2.hit_rate
expect cycles == 142231 && l2.hit_rate > 0.11 && l2.hit_rate < 0.12
set sched.policy gto
run
print l2.hit_rate
expect cycles == 117070 && l2.hit_rate > 0.30 && l2.hit_rate < 0.31
echo \nGroups of two take 6% fewer cycles than one group of eight (133942 against 142231),\n
echo and the reason is where the lrr-vs-gto lesson found GTO's: fewer rows in flight keep\n
echo their neighbouring lines in tiny's 16 KB L2 (hit rate 0.18 against 0.11).  GTO,\n
echo which lets the oldest warps run far ahead, keeps even fewer rows in flight and gains\n
echo three times as much (117070 cycles, L2 hit rate 0.30): a fetch group of two still\n
echo round-robins inside the group and hands the pending groups every idle cycle.\n
pause view=stats SpMV: two-level against round-robin and GTO
