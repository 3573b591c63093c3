# A .traceg cut off in the middle of a CTA: file and line named, exit 2.
requires: shared
cmd: cd "$TMP" && head -n 60 "$SHARED/traces/accelsim/vectoradd-sm61/kernel-1.traceg" > k.traceg && warpscope trace info k.traceg
status: 2
--- stdout
--- stderr
warpscope: k.traceg:60: expected '#END_TB', got end of file (truncated trace?)
