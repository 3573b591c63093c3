# plot: a cell of the plotted column that is no number names the file, line and column; no output file is left
cmd: cd $TMP && printf 'trace,column,ipc\na,lrr,1.5\na,gto,fast\n' > t.csv && warpscope plot t.csv -o o.svg; s=$?; test ! -e o.svg && exit $s
status: 2
--- stdout
--- stderr
warpscope: t.csv:3: column 'ipc': expected a number, got 'fast'
