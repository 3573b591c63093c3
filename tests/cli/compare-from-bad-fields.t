# compare --from: a row with a field missing names its line
cmd: warpscope compare --csv -c configs/tiny.cfg -p lrr,gto demo:vecadd:n=1024 demo:bfs:nodes=256 > $TMP/t.csv && sed -i '3s/,[^,]*$//' $TMP/t.csv && cd $TMP && warpscope compare --from t.csv
status: 2
--- stdout
--- stderr
warpscope: t.csv:3: 14 fields, expected 15 as the header has
