# an unknown engine is an input error listing the engines
cmd: warpscope sweep --engine pbs -d $TMP/d -p gto demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: --engine pbs: expected local, parallel or slurm
usage: warpscope sweep -d DIR -p P1,P2,... [-c CFG1,CFG2,...] [-s KEY=V1,V2,...]... [-o KEY=VAL]... [--engine local|parallel|slurm] [-j N] TRACE...
Try 'warpscope sweep --help' for more.
