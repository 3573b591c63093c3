# whole run, golden: demo:bfs on tiny under lrr, --stats json without the timing fields (sim.*)
cmd: warpscope run -c configs/tiny.cfg -p lrr --stats json demo:bfs | grep -v '"sim\.'
--- stdout
--- stderr
warpscope: demo:bfs: deadlock: no warp issued from cycle 28202 to 1028203 (policy lrr)
