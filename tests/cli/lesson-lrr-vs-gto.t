# the lrr-vs-gto lesson runs in batch mode; its whole transcript is golden
cmd: warpscope debug --batch -c tiny -x demos/lessons/lrr-vs-gto.ws
--- stdout
Loaded demo:vecadd:n=2048: 1 kernel.

=== Part 1: loose round-robin (lrr) ===
Each cycle LRR gives the next warp in turn the chance to issue.
Stop at the first L1 miss on SM 0:
Temporary breakpoint 1 at l1-miss sm=0
Starting demo:vecadd:n=2048 (policy lrr)

Temporary breakpoint 1, l1-miss at cycle 68: sm=0 warp=0 cta=0 sched=0 line=0x7f0000000000 new_entry=1 mshrs=1
stopped at the end of that cycle (now cycle 69), kernel 1 (vecadd), focus sm 0 warp 0
SM 0, policy lrr, cycle 69
Slot Sch  CTA Rank Grp Queue    State    Reason          Issued  Next
*  0   0    0    7   - -        active   ready                9  0090 IMAD.WIDE
   1   0    0    0   - -        active   ready                9  0090 IMAD.WIDE
   2   0    0    1   - -        active   unit-busy            8  0080 LDG.E
   3   0    0    2   - -        active   unit-busy            8  0080 LDG.E
   4   0    0    3   - -        active   unit-busy            8  0080 LDG.E
   5   0    0    4   - -        active   unit-busy            8  0080 LDG.E
   6   0    0    5   - -        active   unit-busy            8  0080 LDG.E
   7   0    0    6   - -        active   unit-busy            8  0080 LDG.E

Look at the Issued column of info warps (in the output pane): every warp has
issued 8 or 9 instructions.  Round-robin walked all 8 warps through the index
arithmetic together, so the first load reached the L1 only at cycle 68, and now
warps 2-7 all want the memory unit at the same time:
they wait for its issue slot (unit-busy: the ID_OC register towards the LD/ST unit is
full).  Ask why warp 2 waits:
SM 0 warp 2 (CTA 0, warp 2 of it) at cycle 69: unit-busy
  next instruction: 0080 LDG.E
  no free issue slot: ID_OC mem 1/1 [w1 0080 LDG.E] is full (the pipeline register between issue and the operand collector; sm.pipeline_widths)
    it waits for a collector unit: all 2 collector units that take ID_OC mem are busy:
      mem0   w0 0080 LDG.E          unread R4 (bank 5)
      mem1   w7 0070 LDG.E          operands read, waiting for OC_EX
    OC_EX mem 1/1 [w6 0070 LDG.E]
    it drains into the LD/ST unit, which holds w5 0070 LDG.E, 1 access to go
cycle 120, kernel 1 (vecadd), focus sm 0 warp 0
SM 0, policy lrr, cycle 120
Slot Sch  CTA Rank Grp Queue    State    Reason          Issued  Next
*  0   0    0    0   - -        active   scoreboard          10  00a0 FADD
   1   0    0    1   - -        active   scoreboard          10  00a0 FADD
   2   0    0    2   - -        active   scoreboard          10  00a0 FADD
   3   0    0    3   - -        active   scoreboard          10  00a0 FADD
   4   0    0    4   - -        active   scoreboard          10  00a0 FADD
   5   0    0    5   - -        active   scoreboard          10  00a0 FADD
   6   0    0    6   - -        active   scoreboard          10  00a0 FADD
   7   0    0    7   - -        active   scoreboard          10  00a0 FADD

At cycle 120 every warp has issued both loads and waits for their data (scoreboard).
Ask why: warp 0's first line is on its way to DRAM, while its second is stuck at the
head of the L1 latency queue: all 8 MSHRs hold earlier misses, so the L1 refuses it.
SM 0 warp 0 (CTA 0, warp 0 of it) at cycle 120: scoreboard
  next instruction: 00a0 FADD
  R2 pending from LDG.E at 0x0070 (a global/local load)
    line 0x7f0000000000 (set 0): L1 miss, MSHR -> L2 slice 0 miss (MSHR, 1 waiter), on its way to DRAM ch 0 (dram.latency: 66 DRAM cycles to go)
  R5 pending from LDG.E at 0x0080 (a global/local load)
    line 0x7f0000200000 (set 0): at the head of the L1 latency queue, refused by the L1D (MSHRs 8/8, miss queue 0/8): it retries every cycle
sm[0].memory_block_cycles = 36

=== Part 2: greedy-then-oldest (gto) ===
GTO keeps issuing from the same warp until it stalls, then takes the oldest.
sched.policy = gto (takes effect at the next 'run')
Temporary breakpoint 2 at l1-miss sm=0
Starting demo:vecadd:n=2048 (policy gto)

Temporary breakpoint 2, l1-miss at cycle 40: sm=0 warp=0 cta=0 sched=0 line=0x7f0000000000 new_entry=1 mshrs=1
stopped at the end of that cycle (now cycle 41), kernel 1 (vecadd), focus sm 0 warp 0
SM 0, policy gto, cycle 41
Slot Sch  CTA Rank Grp Queue    State    Reason          Issued  Next
*  0   0    0    1   - -        active   scoreboard          10  00a0 FADD
   1   0    0    2   - -        active   scoreboard          10  00a0 FADD
   2   0    0    0   - -        active   ready                8  0080 LDG.E
   3   0    0    3   - -        active   ready                5  0050 IMAD.WIDE
   4   0    0    4   - -        active   ready                3  0030 ISETP.GE.AND
   5   0    0    5   - -        active   ready                2  0020 IMAD
   6   0    0    6   - -        active   ready                0  0000 S2R
   7   0    0    7   - -        active   ready                0  0000 S2R

GTO cannot run warp 0 quite alone: a warp's I-buffer holds two instructions and the
fetch unit refills one warp a cycle, so whenever warp 0's buffer runs dry GTO takes the
oldest warp that has instructions.  Still the oldest warps run ahead: warps 0 and 1
sent their loads (the first miss at cycle 40 instead of 68) while warps 3-7 are still
in their index arithmetic, which now overlaps the memory wait.
cycle 120, kernel 1 (vecadd), focus sm 0 warp 0
SM 0, policy gto, cycle 120
Slot Sch  CTA Rank Grp Queue    State    Reason          Issued  Next
*  0   0    0    1   - -        active   scoreboard          10  00a0 FADD
   1   0    0    2   - -        active   scoreboard          10  00a0 FADD
   2   0    0    3   - -        active   scoreboard          10  00a0 FADD
   3   0    0    4   - -        active   scoreboard          10  00a0 FADD
   4   0    0    5   - -        active   scoreboard          10  00a0 FADD
   5   0    0    6   - -        active   scoreboard          10  00a0 FADD
   6   0    0    7   - -        active   scoreboard          10  00a0 FADD
   7   0    0    0   - -        active   scoreboard          10  00a0 FADD
sm[0].memory_block_cycles = 24

=== Part 3: to the end ===
Both policies run the same instructions; compare the cycles and the cycles in
which every warp of an SM waited on memory (OWL's MemoryBlockCycles):
[simulation finished] the last kernel ended at cycle 2275: 832 warp instructions, IPC 10.8026
cycle 2275, all kernels done, focus sm 0 warp 0
core.memory_block_cycles = 2776
sched.policy = lrr (takes effect at the next 'run')
Starting demo:vecadd:n=2048 (policy lrr)
[simulation finished] the last kernel ended at cycle 2338: 832 warp instructions, IPC 10.5115
cycle 2338, all kernels done, focus sm 0 warp 0
core.memory_block_cycles = 2986

On this kernel GTO ends only 63 cycles (under 3%) sooner: 2275 against LRR's 2338.
vectorAdd has almost no arithmetic to overlap with its loads, and on tiny the 8 L1
MSHRs and the single DRAM channel set the pace whatever the order.  LRR also spent
more SM-cycles with every warp blocked on memory (2986 against 2776).

A kernel where the order pays: SpMV (CSR, one row per thread, a banded matrix) on
the same GPU, GTO then LRR:
Loaded demo:spmv:rows=2048: 1 kernel.
Starting demo:spmv:rows=2048 (policy gto)
[simulation finished] the last kernel ended at cycle 117070: 8526 warp instructions, IPC 1.6241
cycle 117070, all kernels done, focus sm 0
core.memory_block_cycles = 196027
l2.hit_rate = 0.3046
dram.reads = 35660
sched.policy = lrr (takes effect at the next 'run')
Starting demo:spmv:rows=2048 (policy lrr)
[simulation finished] the last kernel ended at cycle 142231: 8526 warp instructions, IPC 1.3368
cycle 142231, all kernels done, focus sm 0
core.memory_block_cycles = 246330
l2.hit_rate = 0.110238
dram.reads = 45944

GTO finishes about 18% sooner (117070 against 142231 cycles), with about a fifth fewer
memory-blocked SM-cycles (196027 against 246330).  Not thanks to the L1: both miss
on 94% of their loads.  The difference is in the L2 and DRAM.  Neighbouring rows of
the banded matrix read neighbouring lines (of col, val and x); GTO keeps a few warps,
hence a few neighbouring rows, in flight, so their lines are still in tiny's 16 KB
L2 when the next load asks: the L2 hit rate is 0.30 against LRR's 0.11, and DRAM
reads fall from 45944 to 35660.  LRR interleaves all warps' rows and evicts those
lines first.
The papers build on this: CCWS, OWL, PRO and CTAA all change which warps run
together, to control when their memory requests go out and what stays cached.
--- stderr
