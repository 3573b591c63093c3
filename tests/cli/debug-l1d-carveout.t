# l1d.adaptive (issue 23: -gpgpu_adaptive_cache_config 1, MODEL-NOTES §1): at each kernel's
# start the L1D gets the ways the shared-memory carve-out leaves of l1d.unified (128 KB,
# 4 sets of 128-byte lines: 256 ways at most).  The shared memory counted is the CTA's
# times the CTAs per SM after a small grid is spread (at most ceil(CTAs / SMs)), as the
# peer sizes it (its log prints the occupancy before the spread, then the L1 size):
# - demo:vecadd uses no shared memory: 256 ways (128 KB).
# - demo:matmul: 64 CTAs of 2 KB on 80 SMs, 8 CTAs per SM by threads, spread to 1: 2 KB,
#   whose smallest option (0,8,16,...) is 8 KB, leaving 256 x (1 - 8/128) = 240 ways.
#   The peer on its export: "CTA/core = 8, limited by: threads", "Reconfigure L1 cache
#   to 120KB" (`warpscope trace export demo:matmul DIR; ../shared/peer/accelsim/run DIR
#   QV100 gto`, with ACCELSIM_LOG).
# - demo:laplace3d:scale=2: 256 CTAs of 2448 B, 16 per SM by threads, spread to 4:
#   9792 B, option 16 KB, 224 ways.  The peer: "CTA/core = 16", "Reconfigure L1 cache to
#   112KB".  (Sized from the 16 CTAs instead, 39 KB would take the 64 KB option and leave
#   128 ways: with its stores all in set 0, l1d.write_ratio then held the set and the
#   run took 2.2x the peer's cycles.)
# Without l1d.adaptive the configured 64 ways (32 KB) stay.
cmd: warpscope debug -c qv100 --batch -ex 'run' -ex 'print sm[0].l1d.ways' demo:vecadd 2>&1 | grep l1d.ways; warpscope debug -c qv100 --batch -ex 'run' -ex 'print sm[5].l1d.ways' demo:matmul 2>&1 | grep l1d.ways; warpscope debug -c qv100 --batch -ex 'goto 10' -ex 'print sm[0].l1d.ways' demo:laplace3d:scale=2 2>&1 | grep l1d.ways; warpscope debug -c qv100 -o l1d.adaptive=false --batch -ex 'run' -ex 'print sm[5].l1d.ways' demo:matmul 2>&1 | grep l1d.ways
--- stdout
sm[0].l1d.ways = 256
sm[5].l1d.ways = 240
sm[0].l1d.ways = 224
sm[5].l1d.ways = 64
