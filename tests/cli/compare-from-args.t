# compare --from reads results: a simulation option or a TRACE with it is a usage error
cmd: warpscope compare --from t.csv -c tiny; echo "exit $?"; warpscope compare --from t.csv demo:bfs
status: 2
--- stdout
exit 2
--- stderr
warpscope: --from reads the results of runs made before: -c does not apply
usage: warpscope compare [-c CFG] -p P1,P2,... [-s KEY=V1,V2,...] [--best] [-o KEY=VAL]... [--csv] [--plot FILE.svg] [-j N] TRACE... | --from TABLE [--baseline COL] [--csv] [--plot FILE.svg]
Try 'warpscope compare --help' for more.
warpscope: --from reads the results of runs made before: TRACE 'demo:bfs' does not apply
usage: warpscope compare [-c CFG] -p P1,P2,... [-s KEY=V1,V2,...] [--best] [-o KEY=VAL]... [--csv] [--plot FILE.svg] [-j N] TRACE... | --from TABLE [--baseline COL] [--csv] [--plot FILE.svg]
Try 'warpscope compare --help' for more.
