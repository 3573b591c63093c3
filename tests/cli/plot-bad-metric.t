# plot: an unknown metric lists the table's columns
cmd: cd $TMP && printf 'trace,column,ipc,l1d_miss_rate\na,lrr,1.5,0.5\n' > t.csv && warpscope plot -m l2_miss_rate t.csv
status: 2
--- stdout
--- stderr
warpscope: t.csv:1: no column 'l2_miss_rate' to plot (expected one of: ipc, l1d_miss_rate)
