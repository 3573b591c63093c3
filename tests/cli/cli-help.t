# --help lists the subcommands on stdout and exits 0
cmd: warpscope --help
--- stdout-has
usage: warpscope COMMAND [ARGS]
  config 
--- stderr
