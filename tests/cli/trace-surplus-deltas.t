# Base+delta lines with more deltas than active lanes (tests/cli/data/accelsim/
# surplus-deltas): one active lane followed by a row of junk zeros (the tracer bug seen in
# released traces) and two lanes with three deltas.  As Accel-Sim, the deltas needed are
# read and the rest ignored; trace info counts the lines and every command warns on
# stderr.  Checked with the peer: run ... GTX480 gto reads it (warp_insn=5,
# gpu_tot_sim_insn=69, as below; trace-export-peer.sh re-checks).
cmd: warpscope trace info tests/cli/data/accelsim/surplus-deltas && warpscope trace dump tests/cli/data/accelsim/surplus-deltas && warpscope run -c tiny --stats json tests/cli/data/accelsim/surplus-deltas | grep -E '^  "(warp|thread)_insts"'
--- stdout
trace tests/cli/data/accelsim/surplus-deltas (accelsim)
kernel 1 _Z5deltaPf
  grid (1,1,1) block (32,1,1) regs 8 shmem 0 sm 61
  ctas 1  warps 1  warp_insts 5  thread_insts 69  mem_insts 3
  memory by space: global 3 local 0 shared 0 const 0 tex 0
  classes: alu 1 sfu 0 mem 3 bar 0 exit 1 dp 0
total
  kernels 1
  ctas 1  warps 1  warp_insts 5  thread_insts 69  mem_insts 3
  memory by space: global 3 local 0 shared 0 const 0 tex 0
  classes: alu 1 sfu 0 mem 3 bar 0 exit 1 dp 0
unknown opcodes: none
lines with surplus values (ignored): base+delta 2 other 0
kernel 1 _Z5deltaPf grid (1,1,1) block (32,1,1) regs 8 shmem 0 sm 61
cta 0 warps 1
 warp 0 insts 5
  0008 ffffffff MOV                    R1 <-
  0010 00000001 LDG.E                  R2 <- R1  global load 4B 0x7f2b2d500000+0*k (1 lanes)
  0018 00000003 LDG.E                  R3 <- R1  global load 4B 0x7f2b2d500100+64*k (2 lanes)
  0020 00000005 STG.E                  <- R1,R3  global store 4B 0x7f2b2d600000+256*k (2 lanes)
  0028 ffffffff EXIT                   <-  exit
  "warp_insts": 5,
  "thread_insts": 69,
--- stderr
warpscope: warning: tests/cli/data/accelsim/surplus-deltas/kernel-1.traceg:21: 2 base+delta lines carry more deltas than active lanes: the surplus is ignored, as Accel-Sim ignores it
warpscope: warning: tests/cli/data/accelsim/surplus-deltas/kernel-1.traceg:21: 2 base+delta lines carry more deltas than active lanes: the surplus is ignored, as Accel-Sim ignores it
warpscope: warning: tests/cli/data/accelsim/surplus-deltas/kernel-1.traceg:21: 2 base+delta lines carry more deltas than active lanes: the surplus is ignored, as Accel-Sim ignores it
