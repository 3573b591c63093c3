# the dram-row-buffer lesson runs in batch mode; its whole transcript is golden
cmd: warpscope debug --batch -c tiny -x demos/lessons/dram-row-buffer.ws
--- stdout
Loaded demo:vecadd:n=2048: 1 kernel.

Stop at the first row opened (an ACT):
Temporary breakpoint 1 at row-open
Starting demo:vecadd:n=2048 (policy gto)

Temporary breakpoint 1, row-open at cycle 123: sm=0 warp=0 cta=0 ch=0 bank=0 row=0 addr=0x7f0000000000
cycle 125, kernel 1 (vecadd), focus sm 0 warp 0
channel 0: queue 1, latency queue 15
  bank St  OpenRow  Queued  Activates  RowHits
     0 A        0       1          1        0
     1 I        -       0          0        0
St: I idle, A activating, R reading, W writing, P precharging

Bank b=the event's bank now holds row r open.  Watch the next reads of channel 0:
Temporary breakpoint 2 at dram-read ch=0

Temporary breakpoint 2, dram-read at cycle 127: sm=0 warp=0 cta=0 ch=0 bank=0 row=0 addr=0x7f0000000000 a=0
cycle 129, kernel 1 (vecadd), focus sm 0 warp 0
channel 0: queue 3, latency queue 12
  bank St  OpenRow  Queued  Activates  RowHits
     0 R        0       3          1        0
     1 I        -       0          0        0
St: I idle, A activating, R reading, W writing, P precharging

Stop when a row closes (a PRE) — it had served a=cycles open, b=accesses:
Temporary breakpoint 3 at row-close ch=0

Temporary breakpoint 3, row-close at cycle 169: sm=1 warp=0 cta=1 ch=0 bank=0 row=0 addr=0x7f0000200400 a=46 b=4
cycle 171, kernel 1 (vecadd), focus sm 1 warp 0
channel 0: queue 8, latency queue 4
  bank St  OpenRow  Queued  Activates  RowHits
     0 P        -       4          1        3
     1 R        0       4          1        1
St: I idle, A activating, R reading, W writing, P precharging
dram.row_hits = 4
dram.activates = 2

=== FR-FCFS: row hits first, then the oldest ===
[simulation finished] the last kernel ended at cycle 1687: 832 warp instructions, IPC 14.5679
cycle 1703, all kernels done, focus sm 1 warp 0
dram.rbl = 0.5625
dram.activates = 56
cycle = 1703

=== FCFS: strictly oldest first ===
dram.scheduler = fcfs (takes effect at the next 'run')
Starting demo:vecadd:n=2048 (policy gto)
[simulation finished] the last kernel ended at cycle 1813: 832 warp instructions, IPC 13.5554
cycle 1829, all kernels done, focus sm 1 warp 0
dram.rbl = 0.15625
dram.activates = 108
cycle = 1829

FCFS serves requests in arrival order even when they hop between rows, so it
opens rows more often (more ACTs) and hits the open row less (lower dram.rbl).
FR-FCFS lets a younger row hit go before an older row miss.  OWL's BLP scheme
trades some of this row locality for bank-level parallelism.
--- stderr
