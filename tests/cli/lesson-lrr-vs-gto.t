# the lrr-vs-gto lesson runs in batch mode; its whole transcript is golden
cmd: warpscope debug --batch -c tiny -x demos/lessons/lrr-vs-gto.ws
--- stdout
Loaded demo:vecadd:n=2048: 1 kernel.

=== Part 1: loose round-robin (lrr) ===
Each cycle LRR gives the next warp in turn the chance to issue.
Stop at the first L1 miss on SM 0:
Temporary breakpoint 1 at l1-miss sm=0
Starting demo:vecadd:n=2048 (policy lrr)

Temporary breakpoint 1, l1-miss at cycle 68: sm=0 warp=0 cta=0 sched=0 addr=0x7f0000000000 a=1 b=1
cycle 69, kernel 1 (vecadd), focus sm 0 warp 0
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

Look at the Issued column: every warp has issued 7 or 8 instructions, and all of
them are at the first LDG.  Round-robin walked all 8 warps through the index
arithmetic together, so the first load left only at cycle 58 and now all 8 warps
want the memory unit at the same time.
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

At cycle 120 warp 0 waits for its data (scoreboard) and the others cannot even
get their loads into the L1 (memory-stalled: the MSHRs are full).  Ask why:
SM 0 warp 0 (CTA 0, warp 0 of it) at cycle 120: scoreboard
  next instruction: 00a0 FADD
  R2 pending from LDG.E at 0x0070 (a global/local load)
    line 0x7f0000000000 (set 0): L1 miss, MSHR -> L2 slice 0 miss (MSHR, 1 waiter), on its way to DRAM ch 0 (dram.latency: 66 DRAM cycles to go)
  R5 pending from LDG.E at 0x0080 (a global/local load)
    line 0x7f0000200000 (set 0): not yet in the L1: the memory unit retries it (every MSHR is in use; MSHRs 8/8)
sm[0].memory_block_cycles = 36

=== Part 2: greedy-then-oldest (gto) ===
GTO keeps issuing from the same warp until it stalls, then takes the oldest.
sched.policy = gto (takes effect at the next 'run')
Temporary breakpoint 2 at l1-miss sm=0
Starting demo:vecadd:n=2048 (policy gto)

Temporary breakpoint 2, l1-miss at cycle 40: sm=0 warp=0 cta=0 sched=0 addr=0x7f0000000000 a=1 b=1
cycle 41, kernel 1 (vecadd), focus sm 0 warp 0
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

Warp 0 ran ahead alone and sent its first load at cycle 12 instead of 58, while
warps 2-7 have not started: their arithmetic will overlap warp 0's memory wait.
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
[simulation finished] the last kernel ended at cycle 2019: 832 warp instructions, IPC 12.1724
cycle 2019, all kernels done, focus sm 0 warp 0
core.memory_block_cycles = 2258
sched.policy = lrr (takes effect at the next 'run')
Starting demo:vecadd:n=2048 (policy lrr)
[simulation finished] the last kernel ended at cycle 2009: 832 warp instructions, IPC 12.2330
cycle 2009, all kernels done, focus sm 0 warp 0
core.memory_block_cycles = 2517

LRR took longer and spent more cycles with every warp blocked on memory.
The papers build on this: CCWS, OWL, PRO and CTAA all change which warps run
together, to control when their memory requests go out.
--- stderr
