# plot: an empty file, a header without rows and a missing file are errors
cmd: cd $TMP && : > e.csv && printf 'trace,column,ipc\n' > h.csv && { warpscope plot e.csv; echo $?; warpscope plot h.csv; echo $?; warpscope plot nosuch.csv; }
status: 2
--- stdout
2
2
--- stderr
warpscope: e.csv:1: empty: expected a header line of column names
warpscope: h.csv:2: no rows after the header (expected at least one)
warpscope: nosuch.csv: cannot read: No such file or directory
