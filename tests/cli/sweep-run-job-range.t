# --run-job with a number outside the list names the range
cmd: cd $TMP && warpscope sweep --engine slurm -d d -p gto demo:vecadd:n=1024 >/dev/null 2>&1 && warpscope sweep --run-job 1 d
status: 2
--- stdout
--- stderr
warpscope: --run-job 1: expected a job number from 0 to 0
usage: warpscope sweep -d DIR -p P1,P2,... [-c CFG1,CFG2,...] [-s KEY=V1,V2,...]... [-o KEY=VAL]... [--engine local|parallel|slurm] [-j N] TRACE...
Try 'warpscope sweep --help' for more.
