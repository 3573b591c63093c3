# compare --best without -s is a usage error
cmd: warpscope compare -c configs/tiny.cfg -p gto,swl --best demo:bfs
status: 2
--- stdout
--- stderr
warpscope: --best needs a sweep (-s KEY=V1,V2,...)
usage: warpscope compare [-c CFG] -p P1,P2,... [-s KEY=V1,V2,...] [--best] [-o KEY=VAL]... [--csv] [--plot FILE.svg] [-j N] TRACE... | --from TABLE [--baseline COL] [--csv] [--plot FILE.svg]
Try 'warpscope compare --help' for more.
