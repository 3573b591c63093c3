# -c/-o only make sense with --locality; bad keys are input errors
cmd: warpscope trace info -o l1d.line=64 demo:vecadd; echo "rc=$?"; warpscope trace info --locality -o dram.addr_map=bogus demo:vecadd
status: 2
--- stdout
rc=2
--- stderr
warpscope: trace info: -c and -o apply only with --locality
usage: warpscope trace info [--json] [--locality [-c CFG] [-o KEY=VAL]...] TRACE
       warpscope trace convert IN OUT.wst
       warpscope trace export TRACE DIR
       warpscope trace dump [--kernel N] [--cta N] [--warp N] [--lanes] TRACE
Try 'warpscope trace --help' for more.
warpscope: dram.addr_map = 'bogus': expected 'dramid@BIT;MASK' (GPGPU-Sim syntax)
