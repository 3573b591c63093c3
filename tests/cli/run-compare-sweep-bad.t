# compare -s: a range must be A..B with integers A <= B, named in the error
cmd: warpscope compare -c configs/tiny.cfg -p swl -s swl.limit=4..1 demo:bfs
status: 2
--- stdout
--- stderr
warpscope: -s swl.limit=4..1: A..B needs integers A <= B
usage: warpscope compare [-c CFG] -p P1,P2,... [-s KEY=V1,V2,...] [--best] [-o KEY=VAL]... [--csv] [--plot FILE.svg] [-j N] TRACE... | --from TABLE [--baseline COL] [--csv] [--plot FILE.svg]
Try 'warpscope compare --help' for more.
