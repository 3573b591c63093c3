# compare --baseline: an unknown column lists the table's; without --from it is a usage error
cmd: warpscope compare --csv -c configs/tiny.cfg -p lrr,gto demo:vecadd:n=1024 demo:bfs:nodes=256 > $TMP/t.csv && cd $TMP && warpscope compare --from t.csv --baseline swl; echo "exit $?"; warpscope compare -p lrr,gto --baseline gto demo:bfs
status: 2
--- stdout
exit 2
--- stderr
warpscope: --baseline swl: t.csv has no such column (expected one of: lrr, gto)
warpscope: --baseline applies to --from (a run's baseline is its first -p policy)
usage: warpscope compare [-c CFG] -p P1,P2,... [-s KEY=V1,V2,...] [--best] [-o KEY=VAL]... [--csv] [--plot FILE.svg] [-j N] TRACE... | --from TABLE [--baseline COL] [--csv] [--plot FILE.svg]
Try 'warpscope compare --help' for more.
