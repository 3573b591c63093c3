# a value out of range
cmd: warpscope config -o sm.warp_size=64
status: 2
--- stdout
--- stderr
warpscope: -o sm.warp_size=64: sm.warp_size = 64 is out of range (expected 1 to 32 threads)
