# plot: a row with more fields than the header names its line
cmd: cd $TMP && printf 'trace,column,ipc\na,lrr,1.5\n"a,b",gto,1,2\n' > t.csv && warpscope plot t.csv
status: 2
--- stdout
--- stderr
warpscope: t.csv:3: 4 fields, expected 3 as the header has
