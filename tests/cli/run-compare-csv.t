# compare --csv: one row per trace and column; a trace name holding a comma (a demo with several parameters) is quoted (RFC 4180)
cmd: warpscope compare --csv -c configs/tiny.cfg -p lrr,gto demo:vecadd:n=2048,seed=3 demo:vecadd:n=1024
--- stdout
trace,column,cycles,warp_insts,ipc,l1d_miss_rate,l2_hit_rate,dram_rbl,dram_blp,memory_block_cycles,prefetch_issued,prefetch_useful,prefetch_coverage,prefetch_accuracy
"demo:vecadd:n=2048,seed=3",lrr,2009,832,12.232952,1.000000,0.000000,0.968750,1.831250,2517,0,0,0.000000,0.000000
"demo:vecadd:n=2048,seed=3",gto,2019,832,12.172363,1.000000,0.000000,0.849609,1.692187,2258,0,0,0.000000,0.000000
demo:vecadd:n=1024,lrr,1049,416,11.714013,1.000000,0.000000,0.968750,1.779570,1311,0,0,0.000000,0.000000
demo:vecadd:n=1024,gto,1058,416,11.614367,1.000000,0.000000,0.867188,1.641956,1217,0,0,0.000000,0.000000
--- stderr
