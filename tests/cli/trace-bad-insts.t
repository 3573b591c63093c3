# "insts = N" disagreeing with the instruction lines that follow.
requires: shared
cmd: cd "$TMP" && sed '24s/insts = 23/insts = 24/' "$SHARED/traces/accelsim/vectoradd-sm61/kernel-1.traceg" > k.traceg && warpscope trace info k.traceg
status: 2
--- stdout
--- stderr
warpscope: k.traceg:49: warp 0 declares insts = 24 at line 24 but has 23 instruction lines, got 'warp = 1' (thread block 0,0,0)
