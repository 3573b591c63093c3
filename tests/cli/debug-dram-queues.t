# the DRAM channel's two queues: requests in its scheduler queue and those past the L2
# still waiting out dram.latency (print and info dram agree)
cmd: printf 'break dram-read\nrun\nprint dram[0].queue\nprint dram[0].latency_queue\ninfo dram 0\n' | warpscope debug --batch -c tiny demo:vecadd
--- stdout-has
dram[0].queue = 5
dram[0].latency_queue = 58
channel 0: queue 5, latency queue 58
--- stderr
