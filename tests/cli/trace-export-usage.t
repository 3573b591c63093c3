# trace export needs exactly TRACE and DIR.
cmd: warpscope trace export demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: trace export: wrong number of arguments
usage: warpscope trace info [--json] [--locality [-c CFG] [-o KEY=VAL]...] TRACE
       warpscope trace convert IN OUT.wst
       warpscope trace export TRACE DIR
       warpscope trace dump [--kernel N] [--cta N] [--warp N] [--lanes] TRACE
Try 'warpscope trace --help' for more.
