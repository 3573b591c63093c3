# an unknown flag of a subcommand: usage, exit 2
cmd: warpscope config --bogus
status: 2
--- stdout
--- stderr
warpscope: unknown option '--bogus'
usage: warpscope config [-c CFG] [-p POLICY] [-o KEY=VAL]... [--no-doc]
Try 'warpscope config --help' for more.
