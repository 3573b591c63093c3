# tests/cli/data/sweep-set.sh — the sweep of issue 22's tests, sourced by sweep-engines.sh
# and sweep-parallel.sh so that both engines run the same jobs: 3 policies x 2 presets x
# 4 small demos (24 jobs, a few seconds).
P=lrr,gto,ccws
C=tiny,gtx480
T="demo:vecadd:n=4096 demo:bfs:nodes=256 demo:kmeans:points=512 demo:spmv:rows=512"
