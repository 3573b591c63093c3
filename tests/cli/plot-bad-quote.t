# plot: an unclosed quoted field names the line it starts on
cmd: cd $TMP && printf 'trace,column,ipc\na,lrr,1.5\n"a,gto,1\nb,lrr,2\n' > t.csv && warpscope plot t.csv
status: 2
--- stdout
--- stderr
warpscope: t.csv:3: a quoted field is not closed (expected '"' before the end of the file)
