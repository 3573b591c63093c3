# A .traceg cut off in the middle of a CTA: file and line named, exit 2.
requires: shared
cmd: cd "$TMP" && head -n 60 "$SHARED/traces/accelsim/vectoradd-sm61/kernel-1.traceg" > k.traceg && warpscope trace info k.traceg
status: 2
--- stdout
--- stderr
warpscope: k.traceg:60: warp 1 declares insts = 23 at line 50 but the file ends after 10 of them (truncated trace?) (thread block 0,0,0)
