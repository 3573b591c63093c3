# compare --from: a count that is not a whole number names its line and what is expected
cmd: warpscope compare --csv -c configs/tiny.cfg -p lrr,gto demo:vecadd:n=1024 demo:bfs:nodes=256 > $TMP/t.csv && sed -i '2s/^\(\([^,]*,\)\{2\}\)[0-9]*/\1-12/' $TMP/t.csv && cd $TMP && warpscope compare --from t.csv
status: 2
--- stdout
--- stderr
warpscope: t.csv:2: column 'cycles': expected a whole number of 0 or more, got '-12'
