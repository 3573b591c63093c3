# compare --from: a table without one of compare's columns (here l1d_mpki) says which, and what is expected
cmd: warpscope compare --csv -c configs/tiny.cfg -p lrr,gto demo:vecadd:n=1024 demo:bfs:nodes=256 | cut -d, -f1-14 > $TMP/t.csv && cd $TMP && warpscope compare --from t.csv
status: 2
--- stdout
--- stderr
warpscope: t.csv:1: no column 'l1d_mpki' (expected compare --csv's or warpscope collect's columns: trace, column, cycles, warp_insts, ipc, l1d_miss_rate, l2_hit_rate, dram_rbl, dram_blp, memory_block_cycles, prefetch_issued, prefetch_useful, prefetch_coverage, prefetch_accuracy, l1d_mpki)
