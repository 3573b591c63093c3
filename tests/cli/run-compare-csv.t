# compare --csv: one row per trace and column; a trace name holding a comma (a demo with several parameters) is quoted (RFC 4180)
cmd: warpscope compare --csv -c configs/tiny.cfg -p lrr,gto demo:vecadd:n=2048,seed=3 demo:vecadd:n=1024
--- stdout
trace,column,cycles,warp_insts,ipc,l1d_miss_rate,l2_hit_rate,dram_rbl,dram_blp,memory_block_cycles,prefetch_issued,prefetch_useful,prefetch_coverage,prefetch_accuracy,l1d_mpki
"demo:vecadd:n=2048,seed=3",lrr,2338,832,10.511548,1.000000,0.000000,0.968750,1.936869,2986,0,0,0.000000,0.000000,7.812500
"demo:vecadd:n=2048,seed=3",gto,2275,832,10.802637,1.000000,0.000000,0.847656,1.798645,2776,0,0,0.000000,0.000000,7.812500
demo:vecadd:n=1024,lrr,1244,416,9.877814,1.000000,0.000000,0.968750,1.906329,1590,0,0,0.000000,0.000000,7.812500
demo:vecadd:n=1024,gto,1205,416,10.197510,1.000000,0.000000,0.851562,1.744444,1474,0,0,0.000000,0.000000,7.812500
--- stderr
