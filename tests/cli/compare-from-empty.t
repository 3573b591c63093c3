# compare --from: a table with a header and no rows is an error (CSV and JSON)
cmd: warpscope compare --csv -c configs/tiny.cfg -p lrr,gto demo:vecadd:n=1024 demo:bfs:nodes=256 | head -1 > $TMP/t.csv && printf '[\n]\n' > $TMP/t.json && cd $TMP && warpscope compare --from t.csv; echo "exit $?"; warpscope compare --from t.json
status: 2
--- stdout
exit 2
--- stderr
warpscope: t.csv:2: no rows after the header (expected at least one)
warpscope: t.json:2: no rows: expected at least one object in the array
