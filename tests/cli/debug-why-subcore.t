# why under sm.sub_cores (issue 23, qv100): warp 4 shares scheduler 0 with warp 0 and
# waits for sub-core 0's ID_OC slot; why names the instruction in the slot, sub-core 0's
# two collector units (banks 0-3: R1, R5 and R9 all map to bank 2) and its OC_EX slot
# and only SP unit; sm[].warp[].sub_core is the warp's scheduler
# (tests/cli/data/accelsim/subcores; run-sub-cores.t has the peer's cycles)
cmd: warpscope debug --batch -c qv100 -p gto tests/cli/data/accelsim/subcores -ex 'until 5010' -ex 'why 4' -ex 'print sm[0].warp[4].sub_core' -ex 'print sm[0].warp[3].sub_core'; echo "status $?"
--- stdout
cycle 5010, kernel 1 (_Z8subcoresPf), focus sm 0
SM 0 warp 4 (CTA 0, warp 4 of it) at cycle 5010: unit-busy
  next instruction: 0000 FFMA
  no free issue slot in sub-core 0: slot 0 of ID_OC sp holds w0 0050 FFMA (sm.sub_cores: scheduler 0 issues only into slot 0)
    it waits for a collector unit of sub-core 0 (banks 0-3):
      gen0   w0 0040 FFMA           unread R5 (bank 2, 2 reads queued), R9 (bank 2, 2 reads queued)
      gen1   w0 0030 FFMA           operands read, waiting for its OC_EX slot
    OC_EX sp slot 0 holds w0 0020 FFMA; only unit sp0 serves sub-core 0: free, it takes it next cycle if a result bus is free at the end of its latency (1 in flight)
sm[0].warp[4].sub_core = 0
sm[0].warp[3].sub_core = 3
status 0
