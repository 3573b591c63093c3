# l1d.adaptive (issue 23: -gpgpu_adaptive_cache_config 1, MODEL-NOTES §1): at each kernel's
# start the L1D gets the ways the shared-memory carve-out leaves of l1d.unified (128 KB,
# 4 sets of 128-byte lines: 256 ways at most).  demo:vecadd uses no shared memory: 256
# ways (128 KB).  demo:matmul's CTAs take 2 KB each, 8 CTAs per SM: 16 KB, whose
# smallest option (0,8,16,...) is 16 KB, leaving 256 x (1 - 16/128) = 224 ways.  Without
# l1d.adaptive the configured 64 ways (32 KB) stay.
cmd: warpscope debug -c qv100 --batch -ex 'run' -ex 'print sm[0].l1d.ways' demo:vecadd 2>&1 | grep l1d.ways; warpscope debug -c qv100 --batch -ex 'run' -ex 'print sm[5].l1d.ways' demo:matmul 2>&1 | grep l1d.ways; warpscope debug -c qv100 -o l1d.adaptive=false --batch -ex 'run' -ex 'print sm[5].l1d.ways' demo:matmul 2>&1 | grep l1d.ways
--- stdout
sm[0].l1d.ways = 256
sm[5].l1d.ways = 224
sm[5].l1d.ways = 64
