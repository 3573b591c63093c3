# A trace that fails while being exported (a corrupted CTA chunk of a .wst) leaves no
# partial export behind: the files written and the directory created are removed
# (tests/unit/test_export.c checks the same with a source failing at its third CTA).
cmd: cd "$TMP" && warpscope gen vecadd n=4096 -o v.wst >/dev/null && printf '\377\377' | dd of=v.wst bs=1 seek=60 conv=notrunc status=none && warpscope trace export v.wst out; echo "rc=$?"; ls
--- stderr-has
warpscope: v.wst: kernel 1 CTA 0
--- stdout
rc=2
v.wst
