# a bad demo: trace is an input error wherever a TRACE is accepted
cmd: warpscope trace info demo:bfs:nodes=0
status: 2
--- stdout
--- stderr
warpscope: demo:bfs: nodes=0: must be in 1..67108864
