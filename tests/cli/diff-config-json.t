# warpscope diff -c tiny -p gto -b l1d.perfect=1 --stats json demo:vecadd:n=2048
cmd: warpscope diff -c tiny -p gto -b l1d.perfect=1 --stats json demo:vecadd:n=2048
--- stdout
{
  "trace": "demo:vecadd:n=2048",
  "sides": ["gto", "gto l1d.perfect=1"],
  "divergence": {
    "issue": { "cycle": 42, "a": "sm 0 sched 0 warp 2 cta 0 pc 0x80", "b": "sm 0 sched 0 warp 0 cta 0 pc 0xa0" },
    "cache": { "cycle": 40, "a": "l1-miss sm 0 warp 0 cta 0 line 0x7f0000000000 new-entry", "b": null },
    "dram": { "cycle": 159, "a": "row-open ch 0 bank 0 row 0 addr 0x7f0000000000", "b": null },
    "cta-launch": { "cycle": 131, "a": null, "b": "cta 2 on sm 0 slot 0" }
  },
  "totals": {
    "cycles": [2275, 521],
    "ipc": [10.802637, 47.170825],
    "l1d.misses": [192, 0],
    "l1d.miss_rate": [1.000000, 0.000000],
    "l2.misses": [768, 0],
    "dram.activates": [78, 0]
  },
  "lost": {
    "stall.idle": [296, 80],
    "stall.scoreboard": [3336, 128],
    "stall.pipeline": [0, 0],
    "wait.loads": [19806, 496],
    "memory_blocked": [2776, 0],
    "l1d.reservation_fails": [1909, 0],
    "mem.read_latency": [191.3672, 0.0000],
    "wait.dram": [82796, 0],
    "wait.barrier": [0, 0],
    "policy.refused": [0, 0],
    "no_warp": [94, 10]
  },
  "loads": [
    { "kernel": 0, "pc": 112, "l1d_misses": [64, 0], "l1d_hit_rate": [0.0000, 0.0000], "wait": [19806, 496] },
    { "kernel": 0, "pc": 128, "l1d_misses": [64, 0], "l1d_hit_rate": [0.0000, 0.0000], "wait": [0, 0] }
  ],
  "explanation": "A took 1,754 more cycles than B (336.7%): A spent 19,310 more warp-cycles waiting on loads at PC 0x70 (kernel 0 vecadd), whose L1 hit rate after cycle 40 was 0.00 against n/a on B."
}
--- stderr
