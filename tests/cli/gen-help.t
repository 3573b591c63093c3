# gen --help lists every kernel with its parameters and defaults
cmd: warpscope gen --help
--- stdout-has
usage: warpscope gen KERNEL [KEY=VAL]... -o OUT.wst
  vecadd      vectorAdd
              scale=1 seed=1 n=131072
  bfs         Rodinia BFS
              scale=1 seed=1 nodes=8192 degree=8 frontier=100
  kmeans      Rodinia kmeans
  mapreduce   Mars page-view count
  spmv        CSR SpMV
  conv2d      2-D convolution
  laplace3d   LPS
  matmul      CUDA SDK matrixMul
  scalarprod  CUDA SDK scalarProd
  hotspot     Rodinia hotspot
  histogram   CUDA SDK histogram:
--- stderr
