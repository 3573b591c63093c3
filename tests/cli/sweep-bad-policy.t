# an unknown policy in the list is an input error
cmd: warpscope sweep -d $TMP/d -p gto,gtoo demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: -p: unknown policy 'gtoo' (`warpscope policies` lists them)
usage: warpscope sweep -d DIR -p P1,P2,... [-c CFG1,CFG2,...] [-s KEY=V1,V2,...]... [-o KEY=VAL]... [--engine local|parallel|slurm] [-j N] TRACE...
Try 'warpscope sweep --help' for more.
