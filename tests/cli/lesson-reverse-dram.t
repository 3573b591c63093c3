# the reverse-dram lesson runs in batch mode; its whole transcript is golden: the
# row close it stops at, reverse-step and back, reverse-continue to the row opens and
# closes before it, to warp 0's L1 miss and the issue of its load, goto back and on
cmd: warpscope debug --batch -c tiny -x demos/lessons/reverse-dram.ws
--- stdout
Loaded demo:vecadd:n=2048: 1 kernel.

Break on every row close of bank 0, pass over the first and stop at the second:
Breakpoint 1 at row-close ch=0 bank=0
Will ignore next 1 crossings of breakpoint 1.
Starting demo:vecadd:n=2048 (policy gto)

Breakpoint 1, row-close at cycle 248: sm=0 warp=1 cta=0 ch=0 bank=0 row=32 addr=0x7f0000000080 open_cycles=44 accesses=8
stopped at the end of that cycle (now cycle 249), kernel 1 (vecadd), focus sm 0 warp 1
channel 0: queue 8, latency queue 40
  bank St  OpenRow  Queued  Activates  RowHits
     0 P        -       6          2       14
     1 R       32       2          2       11
St: I idle, A activating, R reading, W writing, P precharging

At cycle 248 bank 0 closes row 32 (St P: precharging, no row open).  The event
names the request the bank turned to: SM 0 warp 1, line 0x7f0000000080.
Which load is that, and what does it wait for?  Ask why warp 1 waits:
SM 0 warp 1 (CTA 0, warp 1 of it) at cycle 249: scoreboard
  next instruction: 00a0 FADD
  R2 pending from LDG.E at 0x0070 (a global/local load)
    line 0x7f0000000080 (set 1): L1 miss, MSHR -> L2 slice 0 miss (MSHR, 1 waiter), DRAM ch 0 bank 0 serving row 0: row closed, waiting for ACT
  R5 pending from LDG.E at 0x0080 (a global/local load)
    line 0x7f0000200080 (set 1): L1 miss, MSHR -> L2 slice 0 miss (MSHR, 1 waiter), DRAM ch 0 latency queue position 4, waiting for room in the DRAM queue (full: 8 requests)

Its first load, LDG.E at PC 0x0070 (a[i]), wants row 0 of the same bank: row
closed, waiting for ACT.  That request closed row 32.  Its second load, PC 0x0080
(b[i], line 0x7f0000200080), is still outside the DRAM scheduler, in the latency
queue: the DRAM queue is full (8 requests).
dram[0].queue = 8

Go back two cycles, before the PRE (reverse-step):
cycle 247, kernel 1 (vecadd), focus sm 0 warp 1
channel 0: queue 8, latency queue 40
  bank St  OpenRow  Queued  Activates  RowHits
     0 I       32       7          2       13
     1 R       32       1          2       11
St: I idle, A activating, R reading, W writing, P precharging
SM 0 warp 1 (CTA 0, warp 1 of it) at cycle 247: scoreboard
  next instruction: 00a0 FADD
  R2 pending from LDG.E at 0x0070 (a global/local load)
    line 0x7f0000000080 (set 1): L1 miss, MSHR -> L2 slice 0 miss (MSHR, 1 waiter), DRAM ch 0 bank 0 queue position 0 of 6 (row 0, row conflict), waiting 32 DRAM cycles
  R5 pending from LDG.E at 0x0080 (a global/local load)
    line 0x7f0000200080 (set 1): L1 miss, MSHR -> L2 slice 0 miss (MSHR, 1 waiter), DRAM ch 0 latency queue position 5, waiting for room in the DRAM queue (full: 8 requests)

At cycle 247 bank 0 still has row 32 open and idle: its last row hit is done.
Warp 1's a[i] request is first in bank 0's queue, marked row conflict.  FR-FCFS
takes a row hit first when its queue has one; it has none for row 32, so at cycle
248 the bank takes its oldest request and closes the row.

Step forward again: the same row close, at the same cycle (the simulator is
deterministic, so reverse-step then step returns to the very same state):

Breakpoint 1, row-close at cycle 248: sm=0 warp=1 cta=0 ch=0 bank=0 row=32 addr=0x7f0000000080 open_cycles=44 accesses=8
stopped at the end of that cycle (now cycle 249), kernel 1 (vecadd), focus sm 0 warp 1

Who had opened row 32?  Break on row opens of bank 0 and go back to the last one
(reverse-continue, rc: back to the previous breakpoint hit):
Breakpoint 2 at row-open ch=0 bank=0

Breakpoint 2, row-open at cycle 204: sm=0 warp=0 cta=0 ch=0 bank=0 row=32 addr=0x7f0000200000
stopped at the end of that cycle (now cycle 205), kernel 1 (vecadd), focus sm 0 warp 0
channel 0: queue 8, latency queue 42
  bank St  OpenRow  Queued  Activates  RowHits
     0 A       32       7          2        7
     1 R        0       1          1        5
St: I idle, A activating, R reading, W writing, P precharging
SM 0 warp 0 (CTA 0, warp 0 of it) at cycle 205: scoreboard
  next instruction: 00a0 FADD
  R5 pending from LDG.E at 0x0080 (a global/local load)
    line 0x7f0000200000 (set 0): L1 miss, MSHR -> L2 slice 0 miss (MSHR, 1 waiter), DRAM ch 0 bank 0 serving row 32: row open, waiting for RD/WR

Row 32 opened at cycle 204 for SM 0 warp 0's line 0x7f0000200000: why 0 names
the load, LDG.E at PC 0x0080, b[i] of warp 0, now waiting for its read.

And before that?  rc again:

Breakpoint 1, row-close at cycle 200: sm=0 warp=0 cta=0 ch=0 bank=0 row=0 addr=0x7f0000200000 open_cycles=41 accesses=8
stopped at the end of that cycle (now cycle 201), kernel 1 (vecadd), focus sm 0 warp 0

Breakpoint 2, row-open at cycle 159: sm=0 warp=0 cta=0 ch=0 bank=0 row=0 addr=0x7f0000000000
stopped at the end of that cycle (now cycle 160), kernel 1 (vecadd), focus sm 0 warp 0
channel 0: queue 2, latency queue 62
  bank St  OpenRow  Queued  Activates  RowHits
     0 A        0       2          1        0
     1 I        -       0          0        0
St: I idle, A activating, R reading, W writing, P precharging

At cycle 200 bank 0 closed row 0 for the same request (warp 0's b[i] line, row 32),
and at cycle 159 row 0 had been opened for warp 0's a[i] line 0x7f0000000000
(PC 0x0070).  One warp's two loads want two rows of one bank: a[i] opens row 0,
b[i] closes it and opens row 32, the next warp's a[i] closes row 32 again.

Now from the DRAM back to the SM: the L1 miss of warp 0 before this, then its issue.
Breakpoint 3 at l1-miss sm=0 warp=0

Breakpoint 3, l1-miss at cycle 42: sm=0 warp=0 cta=0 sched=0 line=0x7f0000200000 new_entry=1 mshrs=2
stopped at the end of that cycle (now cycle 43), kernel 1 (vecadd), focus sm 0 warp 0

The last L1 miss of warp 0 before cycle 159 is its b[i] line, at cycle 42.
Breakpoint 4 at issue sm=0 warp=0

Breakpoint 4, issue at cycle 34: sm=0 warp=0 cta=0 sched=0 pc=0x0090 op=IMAD.WIDE inst=9
stopped at the end of that cycle (now cycle 35), kernel 1 (vecadd), focus sm 0 warp 0

Breakpoint 4, issue at cycle 33: sm=0 warp=0 cta=0 sched=0 pc=0x0080 op=LDG.E inst=8
stopped at the end of that cycle (now cycle 34), kernel 1 (vecadd), focus sm 0 warp 0
sm[0].warp[0].pc = 0x90

Warp 0 issued the load, LDG.E at PC 0x0080, at cycle 33 (its next instruction is
now 0x0090).  The line missed the L1 at cycle 42 and the L2, and waited in the
DRAM queues until bank 0 closed row 0 for it at cycle 200 and opened row 32 at 204.

Back to the row close (goto goes to any cycle, later ones too) and on from there:
cycle 249, kernel 1 (vecadd), focus sm 0 warp 0
Breakpoint 5 at row-open ch=0 bank=0

Breakpoint 5, row-open at cycle 252: sm=0 warp=1 cta=0 ch=0 bank=0 row=0 addr=0x7f0000000080
stopped at the end of that cycle (now cycle 253), kernel 1 (vecadd), focus sm 0 warp 1

Breakpoint 5, row-open at cycle 300: sm=0 warp=1 cta=0 ch=0 bank=0 row=32 addr=0x7f0000200080
stopped at the end of that cycle (now cycle 301), kernel 1 (vecadd), focus sm 0 warp 1
SM 0 warp 1 (CTA 0, warp 1 of it) at cycle 301: scoreboard
  next instruction: 00a0 FADD
  R5 pending from LDG.E at 0x0080 (a global/local load)
    line 0x7f0000200080 (set 1): L1 miss, MSHR -> L2 slice 0 miss (MSHR, 1 waiter), DRAM ch 0 bank 0 serving row 32: row open, waiting for RD/WR

Row 0 opens at cycle 252 for warp 1's a[i] line, and row 32 opens again at cycle
300 for warp 1's b[i] line 0x7f0000200080: the request that was still in the
latency queue when row 32 closed.  Had it reached the DRAM queue in time, FR-FCFS
would have served it as a row hit; instead it waited for a PRE and an ACT.

Why the row closed: vectorAdd's a and b are 2 MB apart, so a warp's a[i] and b[i]
lines fall in the same bank, in different rows (here rows 0 and 32): its two loads
conflict.  FR-FCFS serves the row hits in its queue first, but the queue holds 8
requests: when row 32's hits ran out, requests for it (warp 1's b[i] among them)
were still waiting outside, and the oldest request, for row 0, closed it.
The dram-row-buffer lesson compares FR-FCFS with FCFS over a whole run.
--- stderr
