# run: --interval must be a positive number of cycles, and needs --timeline
cmd: warpscope run -c tiny --timeline $TMP/t.csv --interval 0 demo:vecadd; echo $?; warpscope run -c tiny --interval 100 demo:vecadd
status: 2
--- stdout
2
--- stderr
warpscope: --interval 0: expected a number of core cycles, 1 to 2^40
usage: warpscope run [-c CFG] [-p POLICY] [-o KEY=VAL]... [--stats text|json|csv] [--cta-timeline FILE] [--timeline FILE [--interval N]] TRACE
Try 'warpscope run --help' for more.
warpscope: --interval applies to --timeline FILE
usage: warpscope run [-c CFG] [-p POLICY] [-o KEY=VAL]... [--stats text|json|csv] [--cta-timeline FILE] [--timeline FILE [--interval N]] TRACE
Try 'warpscope run --help' for more.
