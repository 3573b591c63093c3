# compare --explain --csv: one block per trace, each naming its trace (RFC 4180 quoting)
cmd: warpscope compare --explain gto,lrr -c tiny --csv demo:vecadd:n=1024 demo:vecadd:n=2048,seed=2
--- stdout
section,key,a,b,delta
trace,"demo:vecadd:n=1024",,,
side,label,"gto","lrr",
total,cycles,1205,1244,39
total,ipc,10.197510,9.877814,-0.319697
total,l1d.misses,96,96,0
total,l1d.miss_rate,1.000000,1.000000,0.000000
total,l2.misses,384,384,0
total,dram.activates,38,8,-30
lost,stall.idle,148,148,0
lost,stall.scoreboard,1760,1832,72
lost,stall.pipeline,0,0,0
lost,wait.loads,10432,13386,2954
lost,memory_blocked,1474,1590,116
lost,l1d.reservation_fails,1057,1101,44
lost,mem.read_latency,199.0156,201.1250,2.1094
lost,wait.dram,43180,43392,212
lost,wait.barrier,0,0,0
lost,policy.refused,0,0,0
lost,no_warp,90,96,6
explanation,,"lrr took 39 more cycles than gto (3.2%): lrr spent 2,954 more warp-cycles waiting on loads at PC 0x70 (kernel 0 vecadd), whose L1 hit rate after cycle 40 was 0.00 against 0.00 on gto.",,
trace,"demo:vecadd:n=2048,seed=2",,,
side,label,"gto","lrr",
total,cycles,2275,2338,63
total,ipc,10.802637,10.511548,-0.291089
total,l1d.misses,192,192,0
total,l1d.miss_rate,1.000000,1.000000,0.000000
total,l2.misses,768,768,0
total,dram.activates,78,16,-62
lost,stall.idle,296,296,0
lost,stall.scoreboard,3336,3456,120
lost,stall.pipeline,0,0,0
lost,wait.loads,19806,25630,5824
lost,memory_blocked,2776,2986,210
lost,l1d.reservation_fails,1909,1985,76
lost,mem.read_latency,191.3672,192.0625,0.6953
lost,wait.dram,82796,82688,-108
lost,wait.barrier,0,0,0
lost,policy.refused,0,0,0
lost,no_warp,94,100,6
explanation,,"lrr took 63 more cycles than gto (2.8%): lrr spent 5,824 more warp-cycles waiting on loads at PC 0x70 (kernel 0 vecadd), whose L1 hit rate after cycle 40 was 0.00 against 0.00 on gto.",,
--- stderr
