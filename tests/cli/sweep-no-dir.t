# the results directory is required
cmd: warpscope sweep -p gto demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: missing -d DIR (the results directory)
usage: warpscope sweep -d DIR -p P1,P2,... [-c CFG1,CFG2,...] [-s KEY=V1,V2,...]... [-o KEY=VAL]... [--engine local|parallel|slurm] [-j N] TRACE...
Try 'warpscope sweep --help' for more.
