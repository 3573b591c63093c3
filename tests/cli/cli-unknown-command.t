# an unknown subcommand prints the usage on stderr and exits 2
cmd: warpscope frobnicate
status: 2
--- stdout
--- stderr
warpscope: unknown command 'frobnicate'
usage: warpscope COMMAND [ARGS]
Try 'warpscope --help' for more.
