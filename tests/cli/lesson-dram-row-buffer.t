# the dram-row-buffer lesson runs in batch mode; its whole transcript is golden
cmd: warpscope debug --batch -c tiny -x demos/lessons/dram-row-buffer.ws
--- stdout
Loaded demo:vecadd:n=2048: 1 kernel.

Stop at the first row opened (an ACT):
Temporary breakpoint 1 at row-open
Starting demo:vecadd:n=2048 (policy gto)

Temporary breakpoint 1, row-open at cycle 159: sm=0 warp=0 cta=0 ch=0 bank=0 row=0 addr=0x7f0000000000
stopped at the end of that cycle (now cycle 160), kernel 1 (vecadd), focus sm 0 warp 0
channel 0: queue 2, latency queue 62
  bank St  OpenRow  Queued  Activates  RowHits
     0 A        0       2          1        0
     1 I        -       0          0        0
St: I idle, A activating, R reading, W writing, P precharging

The event's bank now holds its row open.  Watch the next reads of channel 0:
Temporary breakpoint 2 at dram-read ch=0

Temporary breakpoint 2, dram-read at cycle 163: sm=0 warp=0 cta=0 ch=0 bank=0 row=0 addr=0x7f0000000000 row_hit=0
stopped at the end of that cycle (now cycle 164), kernel 1 (vecadd), focus sm 0 warp 0
channel 0: queue 5, latency queue 58
  bank St  OpenRow  Queued  Activates  RowHits
     0 R        0       5          1        0
     1 I        -       0          0        0
St: I idle, A activating, R reading, W writing, P precharging

Stop when a row closes (a PRE) — it had served open_cycles (DRAM cycles open) and accesses:
Temporary breakpoint 3 at row-close ch=0

Temporary breakpoint 3, row-close at cycle 200: sm=0 warp=0 cta=0 ch=0 bank=0 row=0 addr=0x7f0000200000 open_cycles=41 accesses=8
stopped at the end of that cycle (now cycle 201), kernel 1 (vecadd), focus sm 0 warp 0
channel 0: queue 8, latency queue 43
  bank St  OpenRow  Queued  Activates  RowHits
     0 P        -       6          1        7
     1 R        0       2          1        4
St: I idle, A activating, R reading, W writing, P precharging
dram.row_hits = 11
dram.activates = 2

=== FR-FCFS: row hits first, then the oldest ===
[simulation finished] the last kernel ended at cycle 2275: 832 warp instructions, IPC 10.8026
cycle 2275, all kernels done, focus sm 0 warp 0
dram.rbl = 0.847656
dram.activates = 78
cycle = 2275

=== FCFS: strictly oldest first ===
dram.scheduler = fcfs (takes effect at the next 'run')
Starting demo:vecadd:n=2048 (policy gto)
[simulation finished] the last kernel ended at cycle 2556: 832 warp instructions, IPC 9.6150
cycle 2556, all kernels done, focus sm 0 warp 0
dram.rbl = 0.806641
dram.activates = 99
cycle = 2556

FCFS serves requests in arrival order even when they hop between rows, so it
opens rows more often (99 ACTs against 78) and hits the open row less (dram.rbl
0.807 against 0.848), and the kernel ends later (cycle 2556 against 2275).
FR-FCFS lets a younger row hit go before an older row miss.  OWL's BLP scheme
trades some of this row locality for bank-level parallelism.
--- stderr
