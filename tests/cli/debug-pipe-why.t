# why inside the pipeline: memory-stalled names the instruction the LD/ST unit holds and
# why it cannot move (its L1 latency queue's head refused by the L1D: every MSHR in use);
# scoreboard says where the pending writer is now (issued into ID_OC, a collector unit,
# the LD/ST unit) and where each line of a load is; info pipe shows the same state
cmd: warpscope debug --batch -c tiny -p gto demo:kmeans
--- stdin
until 100
why 5
why 4
why 0
info pipe
--- stdout
cycle 100, kernel 1 (kmeans), focus sm 0
SM 0 warp 5 (CTA 0, warp 5 of it) at cycle 100: memory-stalled
  next instruction: 00a0 LDG.E
  no free issue slot towards the LD/ST unit (ID_OC mem 1/1 [w4 00a0 LDG.E]), and the LD/ST unit is stalled:
    it holds w0 00a0 LDG.E, 20 accesses to go: L1 latency queue full (bank conflict)
    L1 latency queue 4/4: it moves only when its head enters the L1D
    head: warp 0 load of line 0x7f0000000c00: refused, every L1 MSHR is in use (MSHRs 8/8, miss queue 0/8)
SM 0 warp 4 (CTA 0, warp 4 of it) at cycle 100: scoreboard
  next instruction: 00c0 FADD
  R12 pending from LDG.E at 0x00a0 (a global/local load)
    now issued into ID_OC mem, waiting for a collector unit
SM 0 warp 0 (CTA 0, warp 0 of it) at cycle 100: scoreboard
  next instruction: 00c0 FADD
  R12 pending from LDG.E at 0x00a0 (a global/local load)
    now in the LD/ST unit's dispatch register, 20 accesses to go; stalled: L1 latency queue full (bank conflict)
    20 lines 0x7f0000000000..0x7f0000000a00: still in the LD/ST unit, not yet in the L1 latency queue
    line 0x7f0000000a80 (set 1): in the L1 latency queue (l1d.latency), 3 stages from the L1D
    line 0x7f0000000b00 (set 2): in the L1 latency queue (l1d.latency), 2 stages from the L1D
    line 0x7f0000000b80 (set 3): in the L1 latency queue (l1d.latency), 1 stage from the L1D
    line 0x7f0000000c00 (set 0): at the head of the L1 latency queue, refused by the L1D (MSHRs 8/8, miss queue 0/8): it retries every cycle
    line 0x7f0000000c80 (set 1): L1 miss, MSHR -> L2 slice 0 L2-to-DRAM queue position 8 (MSHR 32/256 used)
    line 0x7f0000000d00 (set 2): L1 miss, MSHR -> L2 slice 1 L2-to-DRAM queue position 8 (MSHR 32/256 used)
    line 0x7f0000000d80 (set 3): L1 miss, MSHR -> L2 slice 1 L2-to-DRAM queue position 0 (MSHR 32/256 used)
    line 0x7f0000000e00 (set 0): L1 miss, MSHR -> L2 slice 0 L2-to-DRAM queue position 0 (MSHR 32/256 used)
    line 0x7f0000000e80 (set 1): L1 miss, MSHR -> L2 slice 0 miss (MSHR, 1 waiter), on its way to DRAM ch 0 (dram.latency: 84 DRAM cycles to go)
    line 0x7f0000000f00 (set 2): L1 miss, MSHR -> L2 slice 1 miss (MSHR, 1 waiter), on its way to DRAM ch 0 (dram.latency: 85 DRAM cycles to go)
    line 0x7f0000000f80 (set 3): L1 miss, MSHR -> L2 slice 1 miss (MSHR, 1 waiter), on its way to DRAM ch 0 (dram.latency: 69 DRAM cycles to go)
    line 0x7f0000001000 (set 0): L1 miss, MSHR -> L2 slice 0 miss (MSHR, 1 waiter), on its way to DRAM ch 0 (dram.latency: 68 DRAM cycles to go)
SM 0 pipeline at cycle 100: fetch -> I-buffer -> issue -> ID_OC -> operand collector -> OC_EX -> units -> EX_WB
fetch   buffer empty; fetched last: warp 7; next: none
L1I     MSHRs 0/2, miss queue 0/4; accesses 53, misses 0 (0 merged), reservation fails 0
I-buffers (Warp: IB = decoded instructions waiting, then the next ones; Pipe = its issued instructions, oldest first)
  Warp IB  Waiting                        Pipe
     0  2  00c0 FADD, 00d0 FFMA           L
     1  2  00c0 FADD, 00d0 FFMA           D
     2  2  00c0 FADD, 00d0 FFMA           C
     3  2  00c0 FADD, 00d0 FFMA           C
     4  2  00c0 FADD, 00d0 FFMA           I
     5  2  00a0 LDG.E, 00b0 LDC           -
     6  2  00a0 LDG.E, 00b0 LDC           -
     7  2  00a0 LDG.E, 00b0 LDC           C
ID_OC   sp 0/2  sfu 0/1  mem 1/1 [w4 00a0 LDG.E]
collector units 3/16 busy; 1 read queued on 16 banks b14:1; bank conflicts 0
  sp0    w7 0090 IMAD.WIDE      unread R6 (bank 14)
  mem0   w2 00a0 LDG.E          operands read -> OC_EX mem
  mem1   w3 00a0 LDG.E          operands read -> OC_EX mem
  free: sp 5/6 sfu 8/8 mem 0/2
OC_EX   sp 0/2  sfu 0/1  mem 1/1 [w1 00a0 LDG.E]
units   idle: sp0 sp1 sfu0
EX_WB   0/2
LD/ST   w0 00a0 LDG.E, 20 accesses to go; stalled: L1 latency queue full (bank conflict)
        L1 latency queue 4/4 (head refused: reservation fail), shared pipeline 0/4, L1D miss queue 0/8, MSHRs 8/8, response FIFO 0/2
        loads waiting 1, filled lines writing back 0, write port next: -; bank conflicts: shared 0, L1 42
Pipe letters: I ID_OC, C collector unit, D OC_EX, X unit, W EX_WB, L LD/ST unit, S shared-memory pipeline, M load waiting for memory
--- stderr
