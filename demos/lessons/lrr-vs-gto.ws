# Lesson: loose round-robin vs greedy-then-oldest (LRR, GTO)
# Why round-robin makes warps reach their long-latency loads together, and when that
# costs cycles.  The workload is vectorAdd: each warp computes its index, loads a[i] and
# b[i] (LDG), adds them and stores c[i].  The GPU is configs/tiny.cfg: two SMs of 8
# warps, one scheduler per SM, a 2 KB L1 with 8 MSHRs, one DRAM channel.
#
# Run it:   warpscope lesson lrr-vs-gto     (the TUI; Space goes from step to step)
#           warpscope debug -c tiny -x demos/lessons/lrr-vs-gto.ws   (all at once)

set config tiny
file demo:vecadd:n=2048
echo \n=== Part 1: loose round-robin (lrr) ===\n
echo Each cycle LRR gives the next warp in turn the chance to issue.\n
echo Stop at the first L1 miss on SM 0:\n
set sched.policy lrr
tbreak l1-miss sm=0
run
info warps
echo \nLook at the Issued column of info warps (in the output pane): every warp has\n
echo issued 8 or 9 instructions.  Round-robin walked all 8 warps through the index\n
echo arithmetic together, so the first load reached the L1 only at cycle 68, and now\n
echo warps 2-7 all want the memory unit at the same time:\n
echo they wait for its issue slot (unit-busy: the ID_OC register towards the LD/ST unit is\n
echo full).  Ask why warp 2 waits:\n
why 2
expect cycle == 69
expect sm[0].warp[0].issued == 9 && sm[0].warp[1].issued == 9
expect sm[0].warp[2].issued == 8 && sm[0].warp[7].issued == 8
pause view=warps warp=2 LRR: every warp reaches its first load together
until 120
info warps
echo \nAt cycle 120 every warp has issued both loads and waits for their data (scoreboard).\n
echo Ask why: warp 0's first line is on its way to DRAM, while its second is stuck at the\n
echo head of the L1 latency queue: all 8 MSHRs hold earlier misses, so the L1 refuses it.\n
why 0
print sm[0].memory_block_cycles
expect sm[0].warp[0].issued == 10 && sm[0].warp[7].issued == 10
pause view=warps,cache warp=0 LRR at cycle 120: every warp waits on memory
echo \n=== Part 2: greedy-then-oldest (gto) ===\n
echo GTO keeps issuing from the same warp until it stalls, then takes the oldest.\n
set sched.policy gto
tbreak l1-miss sm=0
run
info warps
echo \nGTO cannot run warp 0 quite alone: a warp's I-buffer holds two instructions and the\n
echo fetch unit refills one warp a cycle, so whenever warp 0's buffer runs dry GTO takes the\n
echo oldest warp that has instructions.  Still the oldest warps run ahead: warps 0 and 1\n
echo sent their loads (the first miss at cycle 40 instead of 68) while warps 3-7 are still\n
echo in their index arithmetic, which now overlaps the memory wait.\n
expect cycle == 41
expect sm[0].warp[0].issued == 10 && sm[0].warp[1].issued == 10
expect sm[0].warp[3].issued < 8 && sm[0].warp[7].issued < 8
pause view=warps warp=0 GTO: the oldest warps run ahead
until 120
info warps
print sm[0].memory_block_cycles
pause view=warps,sms GTO at cycle 120
echo \n=== Part 3: to the end ===\n
echo Both policies run the same instructions; compare the cycles and the cycles in\n
echo which every warp of an SM waited on memory (OWL's MemoryBlockCycles):\n
continue
print core.memory_block_cycles
expect cycles == 2275 && core.memory_block_cycles == 2776
set sched.policy lrr
run
print core.memory_block_cycles
expect cycles == 2338 && core.memory_block_cycles == 2986
echo \nOn this kernel GTO ends only 63 cycles (under 3%) sooner: 2275 against LRR's 2338.\n
echo vectorAdd has almost no arithmetic to overlap with its loads, and on tiny the 8 L1\n
echo MSHRs and the single DRAM channel set the pace whatever the order.  LRR also spent\n
echo more SM-cycles with every warp blocked on memory (2986 against 2776).\n
pause view=sms,stats vectorAdd to the end: under 3% apart
echo \nA kernel where the order pays: SpMV (CSR, one row per thread, a banded matrix) on\n
echo the same GPU, GTO then LRR:\n
file demo:spmv:rows=2048
set sched.policy gto
run
print core.memory_block_cycles
print l2.hit_rate
print dram.reads
expect cycles == 117070 && core.memory_block_cycles == 196027
expect l2.hit_rate > 0.30 && l2.hit_rate < 0.31 && dram.reads == 35660
expect l1d.miss_rate > 0.94 && l1d.miss_rate < 0.95
set sched.policy lrr
run
print core.memory_block_cycles
print l2.hit_rate
print dram.reads
expect cycles == 142231 && core.memory_block_cycles == 246330
expect l2.hit_rate > 0.11 && l2.hit_rate < 0.12 && dram.reads == 45944
expect l1d.miss_rate > 0.94 && l1d.miss_rate < 0.95
echo \nGTO finishes about 18% sooner (117070 against 142231 cycles), with about a fifth fewer\n
echo memory-blocked SM-cycles (196027 against 246330).  Not thanks to the L1: both miss\n
echo on 94% of their loads.  The difference is in the L2 and DRAM.  Neighbouring rows of\n
echo the banded matrix read neighbouring lines (of col, val and x); GTO keeps a few warps,\n
echo hence a few neighbouring rows, in flight, so their lines are still in tiny's 16 KB\n
echo L2 when the next load asks: the L2 hit rate is 0.30 against LRR's 0.11, and DRAM\n
echo reads fall from 45944 to 35660.  LRR interleaves all warps' rows and evicts those\n
echo lines first.\n
echo The papers build on this: CCWS, OWL, PRO and CTAA all change which warps run\n
echo together, to control when their memory requests go out and what stays cached.\n
pause view=stats,dram SpMV: GTO 18% faster, through the L2
