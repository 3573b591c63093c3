# run with a kernel whose CTA does not fit an SM (256 threads against sm.max_threads 128): the resources; exit 2
cmd: warpscope run -c configs/tiny.cfg -o sm.max_threads=128 demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: kernel 1 (vecadd): one CTA (256 threads, 3072 registers, 0 B shared) does not fit an SM (128 threads, 8 warps, 32768 registers, 49152 B)
