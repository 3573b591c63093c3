# compare --from: a trace and column twice names both lines
cmd: warpscope compare --csv -c configs/tiny.cfg -p lrr,gto demo:vecadd:n=1024 demo:bfs:nodes=256 > $TMP/t.csv && sed -n 3p $TMP/t.csv >> $TMP/t.csv && cd $TMP && warpscope compare --from t.csv
status: 2
--- stdout
--- stderr
warpscope: t.csv:6: trace 'demo:vecadd:n=1024' column 'gto' again (first on line 3; expected one row per trace and column)
