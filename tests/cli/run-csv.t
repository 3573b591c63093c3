# whole run, golden: --stats csv (key,value lines) without the timing rows
cmd: warpscope run -c configs/tiny.cfg -p lrr --stats csv demo:conv2d | grep -v '^sim\.'
--- stdout
key,value
cycles,261278
warp_insts,157696
thread_insts,4980736
ipc,19.062975
l1d.accesses,47492
l1d.misses,46943
l1d.miss_rate,0.988440
l1d.hits_intra_warp,450
l1d.hits_inter_warp,99
l1d.mpki,9.424912
l2.accesses,50792
l2.misses,11464
dram.reads,5448
dram.writes,4019
dram.activates,3810
dram.rbl,0.597549
dram.blp,1.169253
core.memory_block_cycles,228395
core.no_warp_cycles,1246
core.stall_idle,0
core.stall_scoreboard,43461
core.stall_pipeline,320157
ccws.vta_hits,0
ccws.throttled_warp_cycles,0
prefetch.issued,0
prefetch.useful,0
prefetch.late,0
l1d.hits,549
l1d.reservation_fails,359292
l1d.mshr_merges,247
l2.hits,39328
l2.hit_rate,0.774295
dram.row_hits,5657
mem.requests,50792
mem.replies,46696
ctas,256
kernels,1
--- stderr
