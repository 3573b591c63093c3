# per-subcommand help
cmd: warpscope config --help
--- stdout-has
usage: warpscope config
-o, --option K=V
--- stderr
