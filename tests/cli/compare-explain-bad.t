# compare --explain needs exactly two policies
cmd: warpscope compare --explain gto demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: --explain expects two policies A,B (and no -p or -s)
usage: warpscope compare [-c CFG] -p P1,P2,... [-s KEY=V1,V2,...] [--best] [-o KEY=VAL]... [--csv] [--plot FILE.svg] [-j N] TRACE... | --from TABLE [--baseline COL] [--csv] [--plot FILE.svg]
Try 'warpscope compare --help' for more.
