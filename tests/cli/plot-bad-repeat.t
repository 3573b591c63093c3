# plot: the same trace and column twice names both lines
cmd: cd $TMP && printf 'trace,column,ipc\na,lrr,1.5\na,gto,2\na,lrr,1.6\n' > t.csv && warpscope plot t.csv
status: 2
--- stdout
--- stderr
warpscope: t.csv:4: trace 'a' column 'lrr' again (first on line 2; expected one row per trace and column)
