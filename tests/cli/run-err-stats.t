# run with a bad --stats value: what is expected, then the usage; exit 2
cmd: warpscope run -c configs/tiny.cfg --stats xml demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: --stats xml: expected text, json or csv
usage: warpscope run [-c CFG] [-p POLICY] [-o KEY=VAL]... [--stats text|json|csv] [--cta-timeline FILE] [--timeline FILE [--interval N]] TRACE
Try 'warpscope run --help' for more.
