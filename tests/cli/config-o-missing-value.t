# -o as the last argument, without its value
cmd: warpscope config -o
status: 2
--- stdout
--- stderr
warpscope: option '-o' needs a value
usage: warpscope config [-c CFG] [-p POLICY] [-o KEY=VAL]... [--no-doc]
Try 'warpscope config --help' for more.
