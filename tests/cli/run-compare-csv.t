# compare --csv: one row per trace and column; a trace name holding a comma (a demo with several parameters) is quoted (RFC 4180)
cmd: warpscope compare --csv -c configs/tiny.cfg -p lrr,gto demo:vecadd:n=2048,seed=3 demo:vecadd:n=1024
--- stdout
trace,column,cycles,warp_insts,ipc,l1d_miss_rate,l2_hit_rate,dram_rbl,dram_blp,memory_block_cycles,prefetch_issued,prefetch_useful,prefetch_coverage,prefetch_accuracy
"demo:vecadd:n=2048,seed=3",lrr,1715,832,14.330029,1.000000,0.000000,0.875000,1.777679,2480,0,0,0.000000,0.000000
"demo:vecadd:n=2048,seed=3",gto,1687,832,14.567872,1.000000,0.000000,0.562500,1.649746,2450,0,0,0.000000,0.000000
demo:vecadd:n=1024,lrr,903,416,13.607973,1.000000,0.000000,0.875000,1.736559,1304,0,0,0.000000,0.000000
demo:vecadd:n=1024,gto,850,416,14.456471,1.000000,0.000000,0.609375,1.647359,1249,0,0,0.000000,0.000000
--- stderr
