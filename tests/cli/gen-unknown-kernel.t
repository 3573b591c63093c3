# an unknown demo kernel exits 2 and lists the valid ones
cmd: warpscope gen nosuch -o $TMP/x.wst
status: 2
--- stdout
--- stderr
warpscope: demo:nosuch: unknown demo kernel (kernels: vecadd bfs kmeans mapreduce spmv conv2d laplace3d matmul scalarprod hotspot histogram)
