# Lesson: two-level scheduling with fetch groups (Narasiman et al., the baseline of OWL
# and CCWS) — warps are split into groups; the active group issues first (a pending
# group only fills cycles in which the active one has nothing ready), and the scheduler
# switches group when every warp of it waits on a long-latency load.
#
# Run it:   warpscope debug -c tiny -x demos/lessons/two-level.ws

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
echo \nNext switch:\n
continue
info sched
echo \nThe switches go round: while one group waits on memory, the next one computes.\n
echo Let it run, counting switches:\n
delete 1
continue
info sched
print core.memory_block_cycles
echo \nNow one group holding all 8 warps: that is plain round-robin again.\n
set tl.group_size 8
run
print core.memory_block_cycles
echo \nCompare: the groups of two finished in 2294 cycles against 2338 and spent fewer\n
echo SM-cycles with every warp waiting on memory (2859 against 2986): staggering the\n
echo groups spreads the loads out.  The gain is small (under 2%) because vectorAdd has\n
echo only two loads per warp and little arithmetic to hide them behind, and on tiny the\n
echo 8 L1 MSHRs and the single DRAM channel set the pace.  Two-level scheduling pays off\n
echo when warps have work between long-latency loads; OWL builds on it by grouping warps\n
echo by CTA (demos/lessons/owl.ws).\n
