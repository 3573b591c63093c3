# plot without a TABLE is a usage error
cmd: warpscope plot -o x.svg
status: 2
--- stdout
--- stderr
warpscope: missing TABLE (compare --csv output or a run --timeline file)
usage: warpscope plot [-o FILE.svg] [--terminal] [-m METRIC] [--baseline COL] [--absolute|--normalised] [--mean geo|arith|harm|none] [--title T] TABLE
Try 'warpscope plot --help' for more.
