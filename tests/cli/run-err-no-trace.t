# run without a trace: usage; exit 2
cmd: warpscope run -c configs/tiny.cfg
status: 2
--- stdout
--- stderr
warpscope: missing TRACE
usage: warpscope run [-c CFG] [-p POLICY] [-o KEY=VAL]... [--stats text|json|csv] [--cta-timeline FILE] [--timeline FILE [--interval N]] TRACE
Try 'warpscope run --help' for more.
