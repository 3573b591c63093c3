# whole run, golden: --stats csv (key,value lines) without the timing rows
cmd: warpscope run -c configs/tiny.cfg -p lrr --stats csv demo:conv2d | grep -v '^sim\.'
--- stdout
key,value
cycles,273338
warp_insts,157696
thread_insts,4980736
ipc,18.221894
l1d.accesses,51588
l1d.misses,50810
l1d.miss_rate,0.984919
l1d.hits_intra_warp,574
l1d.hits_inter_warp,55
l1d.mpki,10.201304
l2.accesses,195048
l2.misses,28460
dram.reads,20268
dram.writes,3983
dram.activates,3418
dram.rbl,0.859057
dram.blp,1.180297
core.memory_block_cycles,164600
core.no_warp_cycles,1853
core.stall_idle,9925
core.stall_scoreboard,377244
core.stall_pipeline,214
ccws.vta_hits,0
ccws.throttled_warp_cycles,0
prefetch.issued,0
prefetch.useful,0
prefetch.late,0
l1d.hits,629
l1d.reservation_fails,386071
l1d.mshr_merges,149
l2.hits,166588
l2.hit_rate,0.854087
dram.row_hits,20833
mem.requests,50810
mem.replies,195048
ctas,256
kernels,1
--- stderr
