# why names the reason a warp waits: with one SP issue slot and one SP operand
# collector, warps wait for the slot (unit-busy: why shows what holds the ID_OC register,
# the collector unit it waits for and the OC_EX register and units behind it); warps the
# fetch unit has not reached yet (one fetch per cycle, GPGPU-Sim's front end) have an
# empty instruction buffer, and why says who is ahead in the fetch order
cmd: printf 'until 6\nwhy 1\nwhy 5\n' | warpscope debug --batch -c tiny -o sm.pipeline_widths=1,0,0,1,1,1,0,0,1,1,1 -o oc.sp=1,1,1 -p lrr demo:vecadd:n=2048
--- stdout
cycle 6, kernel 1 (vecadd), focus sm 0
SM 0 warp 1 (CTA 0, warp 1 of it) at cycle 6: unit-busy
  next instruction: 0010 S2R
  no free issue slot: ID_OC sp 1/1 [w2 0000 S2R] is full (the pipeline register between issue and the operand collector; sm.pipeline_widths)
    it waits for a collector unit: the 1 collector unit that takes ID_OC sp is busy:
      sp0    w1 0000 S2R            no register operands, waiting for OC_EX
    OC_EX sp 1/1 [w0 0000 S2R]
    units: sp0 free (0 in flight), sp1 free (0 in flight) (a unit takes the oldest of OC_EX once its initiation interval has passed and a result bus is free at the end of its latency)
SM 0 warp 5 (CTA 0, warp 5 of it) at cycle 6: ibuffer-empty
  next instruction: 0000 S2R
  its instruction buffer is empty: waiting for the fetch unit, which fetches for one warp a cycle (only into an empty I-buffer, round robin from the warp after the one fetched last)
    the fetch buffer holds warp 4's instructions this cycle
    it is next in the fetch order
--- stderr
