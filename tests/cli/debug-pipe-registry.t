# the pipeline's named values: print reads them, a watch on one stops where it changes,
# and a value that does not exist now (an empty fetch buffer or LD/ST unit) says so.
# tiny, lrr, vecadd: the LD/ST unit's L1 latency queue fills (4 deep) once the L1D
# refuses its head (8 MSHRs); every instruction fetch hits (l1i.perfect)
cmd: warpscope debug --batch -c tiny -p lrr demo:vecadd:n=2048
--- stdin
watch sm[0].ldst.queue == 4
run
print sm[0].ldst.busy
print sm[0].ldst.warp
print sm[0].ldst.stalled
print sm[0].l1d.mshrs
print sm[0].l1d.miss_queue
print sm[0].oc.busy
print sm[0].oc.queued
print sm[0].pipe.id_oc
print sm[0].pipe.oc_ex
print sm[0].pipe.ex_wb
print sm[0].pipe.inflight
print sm[0].warp[0].next
print sm[0].warp[0].fetched
print sm[0].warp[0].ibuffer
print sm[0].warp[0].inflight
print sm[0].warp[0].imiss
print sm[0].l1i.accesses
print sm[0].l1i.misses
display sm[0].fetch.warp
delete
watch sm[0].warp[3].ibuffer
continue
print sm[0].warp[3].next
print sm[0].warp[3].fetched
info pipe
--- stdout
Watchpoint 1: sm[0].ldst.queue == 4
Starting demo:vecadd:n=2048 (policy lrr)

Watchpoint 1: sm[0].ldst.queue == 4

Old value = 0
New value = 1
cycle 68, kernel 1 (vecadd), focus sm 0
sm[0].ldst.busy = 1
sm[0].ldst.warp = 4
sm[0].ldst.stalled = 0
sm[0].l1d.mshrs = 0
sm[0].l1d.miss_queue = 0
sm[0].oc.busy = 2
sm[0].oc.queued = 1
sm[0].pipe.id_oc = 1
sm[0].pipe.oc_ex = 1
sm[0].pipe.ex_wb = 0
sm[0].pipe.inflight = 5
sm[0].warp[0].next = 9
sm[0].warp[0].fetched = 10
sm[0].warp[0].ibuffer = 1
sm[0].warp[0].inflight = 1
sm[0].warp[0].imiss = 0
sm[0].l1i.accesses = 40
sm[0].l1i.misses = 0
1: sm[0].fetch.warp = <'sm[0].fetch.warp': no value now>
Watchpoint 2: sm[0].warp[3].ibuffer

Watchpoint 2: sm[0].warp[3].ibuffer

Old value = 2
New value = 1
cycle 71, kernel 1 (vecadd), focus sm 0
1: sm[0].fetch.warp = <'sm[0].fetch.warp': no value now>
sm[0].warp[3].next = 9
sm[0].warp[3].fetched = 10
SM 0 pipeline at cycle 71: fetch -> I-buffer -> issue -> ID_OC -> operand collector -> OC_EX -> units -> EX_WB
fetch   buffer empty; fetched last: warp 7; next: none
L1I     MSHRs 0/2, miss queue 0/4; accesses 40, misses 0 (0 merged), reservation fails 0
I-buffers (Warp: IB = decoded instructions waiting, then the next ones; Pipe = its issued instructions, oldest first)
  Warp IB  Waiting                        Pipe
     0  1  0090 IMAD.WIDE                 MD
     1  1  0090 IMAD.WIDE                 MC
     2  1  0090 IMAD.WIDE                 MC
     3  1  0090 IMAD.WIDE                 MI
     4  2  0080 LDG.E, 0090 IMAD.WIDE     M
     5  2  0080 LDG.E, 0090 IMAD.WIDE     M
     6  2  0080 LDG.E, 0090 IMAD.WIDE     M
     7  2  0080 LDG.E, 0090 IMAD.WIDE     L
ID_OC   sp 0/2  sfu 0/1  mem 1/1 [w3 0080 LDG.E]
collector units 2/16 busy; 1 read queued on 16 banks b7:1; bank conflicts 0
  mem0   w2 0080 LDG.E          unread R4 (bank 7)
  mem1   w1 0080 LDG.E          operands read -> OC_EX mem
  free: sp 6/6 sfu 8/8 mem 0/2
OC_EX   sp 0/2  sfu 0/1  mem 1/1 [w0 0080 LDG.E]
units   idle: sp0 sp1 sfu0
EX_WB   0/2
LD/ST   w7 0070 LDG.E, 1 access to go
        L1 latency queue 4/4, shared pipeline 0/4, L1D miss queue 1/8, MSHRs 3/8, response FIFO 0/2
        loads waiting 8, filled lines writing back 0, write port next: -; bank conflicts: shared 0, L1 0
Pipe letters: I ID_OC, C collector unit, D OC_EX, X unit, W EX_WB, L LD/ST unit, S shared-memory pipeline, M load waiting for memory
--- stderr
