# -s KEY=LO:HI:STEP with HI below LO is an input error naming the option
cmd: warpscope sweep -d $TMP/d -p gto -s swl.limit=8:2:1 demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: -s swl.limit=8:2:1: LO:HI:STEP needs integers LO <= HI and STEP >= 1
usage: warpscope sweep -d DIR -p P1,P2,... [-c CFG1,CFG2,...] [-s KEY=V1,V2,...]... [-o KEY=VAL]... [--engine local|parallel|slurm] [-j N] TRACE...
Try 'warpscope sweep --help' for more.
