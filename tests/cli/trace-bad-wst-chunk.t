# A corrupted CTA chunk in a .wst: the error names the kernel and CTA.
requires: shared
cmd: cd "$TMP" && warpscope trace convert "$SHARED/traces/accelsim/vectoradd-sm80" v.wst && printf '\377\377' | dd of=v.wst bs=1 seek=60 conv=notrunc status=none && warpscope trace info v.wst
status: 2
--- stdout
--- stderr
warpscope: v.wst: kernel 1 CTA 0: corrupted chunk (zlib: data error)
