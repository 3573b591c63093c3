# compare --best: one column per policy, per trace the swept value with the most IPC (Best-SWL); gto, which swl.limit does not change, keeps its name; a last table names the values picked; 1..4 is 1,2,3,4
cmd: warpscope compare -c configs/tiny.cfg -p gto,swl -s swl.limit=1..4 --best demo:bfs demo:kmeans
--- stdout
--- stderr
warpscope: demo:bfs (gto/swl.limit=1): demo:bfs: deadlock: no warp issued from cycle 28479 to 1028480 (policy gto)
