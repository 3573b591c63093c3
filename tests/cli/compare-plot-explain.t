# compare: --plot does not apply to --explain
cmd: warpscope compare --explain lrr,gto --plot $TMP/x.svg demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: --plot draws the policies' table; it does not apply to --explain
usage: warpscope compare [-c CFG] -p P1,P2,... [-s KEY=V1,V2,...] [--best] [-o KEY=VAL]... [--csv] [--plot FILE.svg] [-j N] TRACE... | --from TABLE [--baseline COL] [--csv] [--plot FILE.svg]
Try 'warpscope compare --help' for more.
