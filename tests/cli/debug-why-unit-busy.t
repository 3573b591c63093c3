# why names the reason a warp waits: with one SP issue slot and one SP operand
# collector, warps wait for the slot (unit-busy); warps the fetch unit has not reached
# yet (one fetch per cycle, GPGPU-Sim's front end) have an empty instruction buffer
cmd: printf 'until 6\nwhy 1\nwhy 5\n' | warpscope debug --batch -c tiny -o sm.pipeline_widths=1,0,0,1,1,1,0,0,1,1,1 -o oc.sp=1,1,1 -p lrr demo:vecadd:n=2048
--- stdout-has
SM 0 warp 1 (CTA 0, warp 1 of it) at cycle 6: unit-busy
  next instruction: 0010 S2R
  no free issue slot towards the SP units: the ID_OC pipeline register is full (its operand collectors are busy; sm.pipeline_widths, oc.*)
SM 0 warp 5 (CTA 0, warp 5 of it) at cycle 6: ibuffer-empty
  its instruction buffer is empty: waiting for the fetch unit (one warp is fetched per cycle, and only once its buffer is empty)
--- stderr
