# why names the busy pipeline: one ALU unit at SIMT width 8 takes a warp instruction
# every 4 cycles, so at cycle 3 every other warp waits for it; a memory instruction
# waits for the load/store unit
cmd: printf 'until 3\nwhy 1\n' | warpscope debug --batch -c tiny -o sm.simt_width=8 -o sm.alu_units=1 -p lrr demo:vecadd:n=2048; printf 'tbreak l1-miss sm=0\nrun\nwhy 0\n' | warpscope debug --batch -c tiny -p lrr demo:vecadd:n=2048
--- stdout-has
SM 0 warp 1 (CTA 0, warp 1 of it) at cycle 3: unit-busy
  next instruction: 0000 S2R
  every ALU pipeline is inside its initiation interval (warp size / SIMT width; sm.dp_interval after a double-precision instruction)
SM 0 warp 0 (CTA 0, warp 0 of it) at cycle 58: unit-busy
  next instruction: 0080 LDG.E
  every load/store pipeline is inside its initiation interval (warp size / SIMT width)
--- stderr
