# warpscope diff -c tiny -p gto,lrr demo:vecadd:n=2048
cmd: warpscope diff -c tiny -p gto,lrr demo:vecadd:n=2048
--- stdout
A: gto
B: lrr

first divergence (cycle: A | B)
  issue      cycle 4: sm 0 sched 0 warp 0 cta 0 pc 0x10 | sm 0 sched 0 warp 1 cta 0 pc 0x0
  cache      cycle 40: l1-miss sm 0 warp 0 cta 0 line 0x7f0000000000 new-entry | (none)
  dram       cycle 159: row-open ch 0 bank 0 row 0 addr 0x7f0000000000 | (none)
  cta-launch cycle 597: cta 2 on sm 0 slot 0 | (none)

totals                                        A              B            B-A
cycles                                     2275           2338            +63
ipc                                     10.8026        10.5115        -0.2911
l1d.misses                                  192            192             +0
l1d.miss_rate                            1.0000         1.0000        +0.0000
l2.misses                                   768            768             +0
dram.activates                               78             16            -62

cycles lost by reason                         A              B            B-A  unit
stall.idle                                  296            296             +0  scheduler-cycles
stall.scoreboard                           3336           3456           +120  scheduler-cycles
stall.pipeline                                0              0             +0  scheduler-cycles
wait.loads                                19806          25630          +5824  warp-cycles
memory_blocked                             2776           2986           +210  SM-cycles
l1d.reservation_fails                      1909           1985            +76  accesses
mem.read_latency                         191.37         192.06          +0.70  cycles
wait.dram                                 82796          82688           -108  request-cycles
wait.barrier                                  0              0             +0  warp-cycles
policy.refused                                0              0             +0  warp-cycles
no_warp                                      94            100             +6  SM-cycles

lrr took 63 more cycles than gto (2.8%): lrr spent 5,824 more warp-cycles waiting on loads at PC 0x70 (kernel 0 vecadd), whose L1 hit rate after cycle 40 was 0.00 against 0.00 on gto.
--- stderr
