# compare: the table of cycles, IPC, L1 miss rate, L2 hit rate, RBL and BLP, normalised to the first column, with geometric means
cmd: warpscope compare -c configs/tiny.cfg -p lrr,gto,tla demo:vecadd demo:hotspot
--- stdout
--- stderr
warpscope: demo:hotspot (lrr): demo:hotspot: deadlock: no warp issued from cycle 1255 to 1001256 (policy lrr)
