# plot: --mean takes geo, arith, harm or none
cmd: warpscope plot --mean median x.csv
status: 2
--- stdout
--- stderr
warpscope: --mean median: expected geo, arith, harm or none
usage: warpscope plot [-o FILE.svg] [--terminal] [-m METRIC] [--baseline COL] [--absolute|--normalised] [--mean geo|arith|harm|none] [--title T] TABLE
Try 'warpscope plot --help' for more.
