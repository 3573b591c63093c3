# gen needs a kernel and -o; KEY=VAL arguments must look like that
cmd: warpscope gen vecadd; echo "rc=$?"; warpscope gen -o $TMP/x.wst; echo "rc=$?"; warpscope gen vecadd n -o $TMP/x.wst
status: 2
--- stdout
rc=2
rc=2
--- stderr
warpscope: missing -o OUT.wst
usage: warpscope gen KERNEL [KEY=VAL]... -o OUT.wst
Try 'warpscope gen --help' for more.
warpscope: missing KERNEL (see 'warpscope gen --help' for the list)
usage: warpscope gen KERNEL [KEY=VAL]... -o OUT.wst
Try 'warpscope gen --help' for more.
warpscope: expected KEY=VAL, got 'n'
usage: warpscope gen KERNEL [KEY=VAL]... -o OUT.wst
Try 'warpscope gen --help' for more.
