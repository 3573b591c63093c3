# whole run, golden: --stats csv (key,value lines) without the timing rows
cmd: warpscope run -c configs/tiny.cfg -p lrr --stats csv demo:conv2d | grep -v '^sim\.'
--- stdout
key,value
cycles,252106
warp_insts,157696
thread_insts,4980736
ipc,19.756515
l1d.accesses,47492
l1d.misses,46900
l1d.miss_rate,0.987535
l1d.hits_intra_warp,459
l1d.hits_inter_warp,133
l1d.mpki,9.416279
l2.accesses,50732
l2.misses,11556
dram.reads,5623
dram.writes,3996
dram.activates,3253
dram.rbl,0.661815
dram.blp,1.167687
core.memory_block_cycles,285252
core.no_warp_cycles,1258
core.stall_idle,0
core.stall_scoreboard,41646
core.stall_pipeline,303616
ccws.vta_hits,0
ccws.throttled_warp_cycles,0
prefetch.issued,0
prefetch.useful,0
prefetch.late,0
l1d.hits,592
l1d.reservation_fails,342919
l1d.mshr_merges,264
l2.hits,39176
l2.hit_rate,0.772215
dram.row_hits,6366
mem.requests,50732
mem.replies,46636
ctas,256
kernels,1
--- stderr
