# A bad hex lane address in a real trace.
requires: shared
cmd: cd "$TMP" && sed '39s/0x7f2b2d500000/0x7f2b2dz00000/' "$SHARED/traces/accelsim/vectoradd-sm61/kernel-1.traceg" > k.traceg && grep -n 0x7f2b2dz k.traceg | cut -d: -f1 && warpscope trace info k.traceg
status: 2
--- stdout
39
--- stderr
warpscope: k.traceg:39: expected a hex base address, got '0x7f2b2dz00000'
