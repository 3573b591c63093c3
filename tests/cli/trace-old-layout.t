# The oldest tracer layout (tests/cli/data/accelsim/old-layout): no '-accelsim tracer
# version', '-nvbit version' or base-address lines, and every instruction line starts with
# 'tb_x tb_y tb_z warpid_tb'.  Read as version < 3; run reads it too.  Checked with the
# peer: ../shared/peer/accelsim/run tests/cli/data/accelsim/old-layout GTX480 gto runs it
# (warp_insn=15, gpu_tot_sim_insn=432, the counts below; trace-export-peer.sh re-checks).
cmd: warpscope trace info tests/cli/data/accelsim/old-layout && warpscope trace dump tests/cli/data/accelsim/old-layout && warpscope run -c tiny --stats json tests/cli/data/accelsim/old-layout | grep -E '^  "(warp|thread)_insts"'
--- stdout
trace tests/cli/data/accelsim/old-layout (accelsim)
kernel 1 _Z6oldAddPfS_S_
  grid (2,1,1) block (64,1,1) regs 8 shmem 0 sm 61
  ctas 2  warps 4  warp_insts 15  thread_insts 432  mem_insts 4
  memory by space: global 4 local 0 shared 0 const 0 tex 0
  classes: alu 6 sfu 0 mem 4 bar 0 exit 5 dp 0
total
  kernels 1
  ctas 2  warps 4  warp_insts 15  thread_insts 432  mem_insts 4
  memory by space: global 4 local 0 shared 0 const 0 tex 0
  classes: alu 6 sfu 0 mem 4 bar 0 exit 5 dp 0
unknown opcodes: none
kernel 1 _Z6oldAddPfS_S_ grid (2,1,1) block (64,1,1) regs 8 shmem 0 sm 61
cta 0 warps 2
 warp 0 insts 5
  0008 ffffffff MOV                    R1 <-
  0010 ffffffff S2R                    R0 <-
  0018 ffffffff LDG.E                  R2 <- R0  global load 4B 0x7f2b2d500000+4*k (32 lanes)
  0020 ffffffff STG.E                  <- R0,R2  global store 4B 0x7f2b2d600000+4*k (32 lanes)
  0028 ffffffff EXIT                   <-  exit
 warp 1 insts 5
  0008 ffffffff MOV                    R1 <-
  0010 ffffffff S2R                    R0 <-
  0018 ffffffff LDG.E                  R2 <- R0  global load 4B 0x7f2b2d500080+4*k (32 lanes)
  0020 0000ffff STG.E                  <- R0,R2  global store 4B 0x7f2b2d600080+4*k (16 lanes)
  0028 ffffffff EXIT                   <-  exit
cta 1 warps 2
 warp 0 insts 2
  0008 ffffffff MOV                    R1 <-
  0028 ffffffff EXIT                   <-  exit
 warp 1 insts 3
  0008 ffffffff MOV                    R1 <-
  0020 00000000 EXIT                   <-  exit
  0028 ffffffff EXIT                   <-  exit
  "warp_insts": 15,
  "thread_insts": 432,
--- stderr
