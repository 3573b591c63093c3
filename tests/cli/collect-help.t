# collect --help describes the table's columns
cmd: warpscope collect --help
--- stdout-has
usage: warpscope collect [--stats csv|json] DIR
compare --csv's metrics (cycles, warp_insts, ipc,
--- stderr
