# --sshlogin belongs to the parallel engine, --sbatch and --submit to slurm
cmd: for e in local slurm; do warpscope sweep --engine $e --sshlogin host -d $TMP/d -p gto demo:vecadd; echo "exit $?"; done; warpscope sweep --sbatch --time=1 -d $TMP/d -p gto demo:vecadd; warpscope sweep --submit -d $TMP/d -p gto demo:vecadd
status: 2
--- stdout
exit 2
exit 2
--- stderr
warpscope: --sshlogin and --parallel-arg need --engine parallel
usage: warpscope sweep -d DIR -p P1,P2,... [-c CFG1,CFG2,...] [-s KEY=V1,V2,...]... [-o KEY=VAL]... [--engine local|parallel|slurm] [-j N] TRACE...
Try 'warpscope sweep --help' for more.
warpscope: --sshlogin and --parallel-arg need --engine parallel
usage: warpscope sweep -d DIR -p P1,P2,... [-c CFG1,CFG2,...] [-s KEY=V1,V2,...]... [-o KEY=VAL]... [--engine local|parallel|slurm] [-j N] TRACE...
Try 'warpscope sweep --help' for more.
warpscope: --sbatch needs --engine slurm
usage: warpscope sweep -d DIR -p P1,P2,... [-c CFG1,CFG2,...] [-s KEY=V1,V2,...]... [-o KEY=VAL]... [--engine local|parallel|slurm] [-j N] TRACE...
Try 'warpscope sweep --help' for more.
warpscope: --submit needs --engine slurm
usage: warpscope sweep -d DIR -p P1,P2,... [-c CFG1,CFG2,...] [-s KEY=V1,V2,...]... [-o KEY=VAL]... [--engine local|parallel|slurm] [-j N] TRACE...
Try 'warpscope sweep --help' for more.
