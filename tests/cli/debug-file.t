# file loads a trace (errors keep the old one)
cmd: warpscope debug -c tiny -ex 'file' -ex 'file /nonexistent.wst' -ex 'file demo:nosuch' -ex 'file demo:vecadd:n=64' -ex 'run' -ex 'print warp_insts' </dev/null
--- stdout
Loaded demo:vecadd:n=64: 1 kernel.
Starting demo:vecadd:n=64 (policy gto)
[simulation finished] the last kernel ended at cycle 272: 56 warp instructions, IPC 6.3529
cycle 272, all kernels done, focus sm 0
warp_insts = 56
--- stderr
file: expected a TRACE (a .wst, an Accel-Sim trace or demo:NAME)
/nonexistent.wst: cannot open: No such file or directory
demo:nosuch: unknown demo kernel (kernels: vecadd bfs kmeans mapreduce spmv conv2d laplace3d matmul scalarprod hotspot histogram)
