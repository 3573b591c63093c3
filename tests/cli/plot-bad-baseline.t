# plot: an unknown --baseline lists the table's columns
cmd: cd $TMP && printf 'trace,column,ipc\na,lrr,1.5\na,gto,2\n' > t.csv && warpscope plot --baseline owl t.csv
status: 2
--- stdout
--- stderr
warpscope: --baseline owl: t.csv has no such column (expected one of: lrr, gto)
