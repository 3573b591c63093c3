# compare --from: a metric that is no number names file, line, column and value
cmd: warpscope compare --csv -c configs/tiny.cfg -p lrr,gto demo:vecadd:n=1024 demo:bfs:nodes=256 > $TMP/t.csv && sed -i '4s/^\(\([^,]*,\)\{4\}\)[^,]*/\1fast/' $TMP/t.csv && cd $TMP && warpscope compare --from t.csv
status: 2
--- stdout
--- stderr
warpscope: t.csv:4: column 'ipc': expected a number, got 'fast'
