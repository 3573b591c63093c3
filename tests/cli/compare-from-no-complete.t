# compare --from: when no trace has a row for every column nothing is printed, exit 2
cmd: warpscope compare --csv -c configs/tiny.cfg -p lrr,gto demo:vecadd:n=1024 demo:bfs:nodes=256 | grep -v ',gto,' > $TMP/t.csv && echo 'demo:other,gto,1,1,1,1,1,1,1,1,0,0,0,0,1' >> $TMP/t.csv && cd $TMP && warpscope compare --from t.csv
status: 2
--- stdout
--- stderr
warpscope: t.csv: trace 'demo:vecadd:n=1024' has no row for column 'gto': its rows are left out
warpscope: t.csv: trace 'demo:bfs:nodes=256' has no row for column 'gto': its rows are left out
warpscope: t.csv: trace 'demo:other' has no row for column 'lrr': its rows are left out
warpscope: t.csv: no trace has a row for every column (expected one row per trace and column)
