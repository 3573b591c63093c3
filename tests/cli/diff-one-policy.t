# warpscope diff -p gto demo:vecadd
cmd: warpscope diff -p gto demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: -p gto: one policy compares two configs: give -a KEY=VAL and/or -b KEY=VAL (or two policies: -p A,B)
usage: warpscope diff -p A,B [-c CFG] [-o KEY=VAL]... [-a KEY=VAL]... [-b KEY=VAL]... [--stats text|json|csv] [-j N] TRACE
Try 'warpscope diff --help' for more.
