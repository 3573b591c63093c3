# no command at all: usage on stderr, exit 2
cmd: warpscope
status: 2
--- stdout-has
--- stderr-has
usage: warpscope COMMAND [ARGS]
