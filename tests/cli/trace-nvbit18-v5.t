# nvbit 1.8's version-5 lines with two trailing immediates (tests/cli/data/accelsim/
# nvbit18-v5, a kernel-N-ctx_0x....traceg named by its kernelslist.g): the first is the
# immediate, the second is counted and ignored, as Accel-Sim reads the line.  Checked with
# the peer: run ... GTX480 gto runs it (sm_86; warp_insn=6, gpu_tot_sim_insn=192;
# trace-export-peer.sh re-checks).
cmd: warpscope trace info tests/cli/data/accelsim/nvbit18-v5 && warpscope trace dump tests/cli/data/accelsim/nvbit18-v5 && warpscope run -c tiny --stats json tests/cli/data/accelsim/nvbit18-v5 | grep -E '^  "(warp|thread)_insts"'
--- stdout
trace tests/cli/data/accelsim/nvbit18-v5 (accelsim)
kernel 1 _Z9vectorAddPKfS0_Pfi
  grid (1,1,1) block (32,1,1) regs 12 shmem 0 sm 86
  ctas 1  warps 1  warp_insts 6  thread_insts 192  mem_insts 2
  memory by space: global 2 local 0 shared 0 const 0 tex 0
  classes: alu 3 sfu 0 mem 2 bar 0 exit 1 dp 0
total
  kernels 1
  ctas 1  warps 1  warp_insts 6  thread_insts 192  mem_insts 2
  memory by space: global 2 local 0 shared 0 const 0 tex 0
  classes: alu 3 sfu 0 mem 2 bar 0 exit 1 dp 0
unknown opcodes: none
lines with surplus values (ignored): base+delta 0 other 6
kernel 1 _Z9vectorAddPKfS0_Pfi grid (1,1,1) block (32,1,1) regs 12 shmem 0 sm 86
cta 0 warps 1
 warp 0 insts 6
  0000 ffffffff MOV                    R1 <-
  0010 ffffffff S2R                    R6 <-
  0020 ffffffff IMAD                   R6 <- R6,R1
  0030 ffffffff LDG.E                  R2 <- R6  global load 4B 0x7fb0fc400000+4*k (32 lanes)
  0040 ffffffff STG.E                  <- R6,R2  global store 4B 0x7fb0fc430e00+4*k (32 lanes)  imm 16
  0050 ffffffff EXIT                   <-  exit
  "warp_insts": 6,
  "thread_insts": 192,
--- stderr
warpscope: warning: tests/cli/data/accelsim/nvbit18-v5/kernel-1-ctx_0x5581d2f0e6b0.traceg:23: 6 lines carry values past the last field (nvbit 1.8 writes two immediates): ignored, as Accel-Sim ignores them
warpscope: warning: tests/cli/data/accelsim/nvbit18-v5/kernel-1-ctx_0x5581d2f0e6b0.traceg:23: 6 lines carry values past the last field (nvbit 1.8 writes two immediates): ignored, as Accel-Sim ignores them
warpscope: warning: tests/cli/data/accelsim/nvbit18-v5/kernel-1-ctx_0x5581d2f0e6b0.traceg:23: 6 lines carry values past the last field (nvbit 1.8 writes two immediates): ignored, as Accel-Sim ignores them
