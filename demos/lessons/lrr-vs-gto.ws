# Lesson: loose round-robin vs greedy-then-oldest — why round-robin makes warps reach
# their long-latency loads together.
#
# Run it:   warpscope debug -c tiny -x demos/lessons/lrr-vs-gto.ws
# (add --batch to print it all at once; without it you get the prompt at the end)
#
# The workload is vectorAdd: each warp computes its index, loads a[i] and b[i] (LDG),
# adds them and stores c[i].  configs/tiny.cfg has one scheduler per SM and 8 warps.

file demo:vecadd:n=2048
echo \n=== Part 1: loose round-robin (lrr) ===\n
echo Each cycle LRR gives the next warp in turn the chance to issue.\n
echo Stop at the first L1 miss on SM 0:\n
set sched.policy lrr
tbreak l1-miss sm=0
run
info warps
echo \nLook at the Issued column: every warp has issued 7 or 8 instructions, and all of\n
echo them are at the first LDG.  Round-robin walked all 8 warps through the index\n
echo arithmetic together, so the first load left only at cycle 58 and now all 8 warps\n
echo want the memory unit at the same time.\n
until 120
info warps
echo \nAt cycle 120 warp 0 waits for its data (scoreboard) and the others cannot even\n
echo get their loads into the L1 (memory-stalled: the MSHRs are full).  Ask why:\n
why 0
print sm[0].memory_block_cycles
echo \n=== Part 2: greedy-then-oldest (gto) ===\n
echo GTO keeps issuing from the same warp until it stalls, then takes the oldest.\n
set sched.policy gto
tbreak l1-miss sm=0
run
info warps
echo \nWarp 0 ran ahead alone and sent its first load at cycle 12 instead of 58, while\n
echo warps 2-7 have not started: their arithmetic will overlap warp 0's memory wait.\n
until 120
info warps
print sm[0].memory_block_cycles
echo \n=== Part 3: to the end ===\n
echo Both policies run the same instructions; compare the cycles and the cycles in\n
echo which every warp of an SM waited on memory (OWL's MemoryBlockCycles):\n
continue
print core.memory_block_cycles
set sched.policy lrr
run
print core.memory_block_cycles
echo \nLRR took longer and spent more cycles with every warp blocked on memory.\n
echo The papers build on this: CCWS, OWL, PRO and CTAA all change which warps run\n
echo together, to control when their memory requests go out.\n
