# an unknown global flag exits 2 with the usage
cmd: warpscope --frob
status: 2
--- stdout
--- stderr
warpscope: unknown option '--frob'
usage: warpscope COMMAND [ARGS]
Try 'warpscope --help' for more.
