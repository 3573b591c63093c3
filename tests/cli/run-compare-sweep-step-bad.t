# compare -s takes sweep's LO:HI:STEP: a step of 0 and too many values are named
cmd: warpscope compare -c configs/tiny.cfg -p swl -s swl.limit=1:8:0 demo:bfs; echo "exit $?"; warpscope compare -c configs/tiny.cfg -p swl -s swl.limit=1:200:2 demo:bfs
status: 2
--- stdout
exit 2
--- stderr
warpscope: -s swl.limit=1:8:0: LO:HI:STEP needs integers LO <= HI and STEP >= 1
usage: warpscope compare [-c CFG] -p P1,P2,... [-s KEY=V1,V2,...] [--best] [-o KEY=VAL]... [--csv] [--plot FILE.svg] [-j N] TRACE... | --from TABLE [--baseline COL] [--csv] [--plot FILE.svg]
Try 'warpscope compare --help' for more.
warpscope: -s swl.limit=1:200:2: too many values (at most 64)
usage: warpscope compare [-c CFG] -p P1,P2,... [-s KEY=V1,V2,...] [--best] [-o KEY=VAL]... [--csv] [--plot FILE.svg] [-j N] TRACE... | --from TABLE [--baseline COL] [--csv] [--plot FILE.svg]
Try 'warpscope compare --help' for more.
