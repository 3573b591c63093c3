# Shared and local addresses given as small offsets outside the header's base-address
# windows (tests/cli/data/accelsim/small-offsets: STS at 0x0, LDS.U.32 at 0x484, STL/LDL at
# 0xfffbd0): the opcode decides the space (2 shared, 2 local, none global).  Checked with
# the peer: run ... GTX480 gto runs it (warp_insn=7, gpu_tot_sim_insn=224;
# trace-export-peer.sh re-checks).
cmd: warpscope trace info tests/cli/data/accelsim/small-offsets && warpscope trace dump tests/cli/data/accelsim/small-offsets && warpscope run -c tiny --stats json tests/cli/data/accelsim/small-offsets | grep -E '^  "(warp|thread)_insts"'
--- stdout
trace tests/cli/data/accelsim/small-offsets (accelsim)
kernel 1 _Z8offsetsPf
  grid (1,1,1) block (32,1,1) regs 16 shmem 2048 sm 61
  ctas 1  warps 1  warp_insts 7  thread_insts 224  mem_insts 4
  memory by space: global 0 local 2 shared 2 const 0 tex 0
  classes: alu 1 sfu 0 mem 4 bar 1 exit 1 dp 0
total
  kernels 1
  ctas 1  warps 1  warp_insts 7  thread_insts 224  mem_insts 4
  memory by space: global 0 local 2 shared 2 const 0 tex 0
  classes: alu 1 sfu 0 mem 4 bar 1 exit 1 dp 0
unknown opcodes: none
kernel 1 _Z8offsetsPf grid (1,1,1) block (32,1,1) regs 16 shmem 2048 sm 61
cta 0 warps 1
 warp 0 insts 7
  0008 ffffffff MOV                    R1 <-
  0010 ffffffff STS                    <- R1,R1  shared store 4B 0x0+4*k (32 lanes)
  0018 ffffffff BAR.SYNC               <-  bar
  0020 ffffffff LDS.U.32               R2 <- R1  shared load 4B 0x484+4*k (32 lanes)
  0028 ffffffff STL                    <- R1,R2  local store 4B 0xfffbd0+4*k (32 lanes)
  0030 ffffffff LDL                    R3 <- R1  local load 4B 0xfffbd0+4*k (32 lanes)
  0038 ffffffff EXIT                   <-  exit
  "warp_insts": 7,
  "thread_insts": 224,
--- stderr
