# after file loads another trace the focus goes back to SM 0 with no warp (it named the
# old trace's SM and warp); reloading the same trace keeps it
cmd: warpscope debug --batch --nx -c tiny demo:vecadd
--- stdin
focus sm 1 warp 4
file demo:bfs
step
focus sm 1 warp 2
file demo:bfs
step
--- stdout
cycle 0, kernel 1 (vecadd), focus sm 1 warp 4
Loaded demo:bfs: 1 kernel.
cycle 1, kernel 1 (bfs), focus sm 0
cycle 1, kernel 1 (bfs), focus sm 1 warp 2
Loaded demo:bfs: 1 kernel.
cycle 1, kernel 1 (bfs), focus sm 1 warp 2
--- stderr
