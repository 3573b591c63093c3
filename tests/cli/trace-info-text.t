# trace info on matrixmul-sm61: 1440 memory instructions (shared and global).
requires: shared
cmd: cd "$SHARED/traces/accelsim" && warpscope trace info matrixmul-sm61/kernelslist.g
--- stdout
trace matrixmul-sm61/kernelslist.g (accelsim)
kernel 1 _Z8mult_gpuIfEvPT_S1_S1_ii
  grid (1,1,1) block (32,32,1) regs 30 shmem 8192 sm 61
  ctas 1  warps 32  warp_insts 4416  thread_insts 139264  mem_insts 1440
  memory by space: global 96 local 0 shared 1344 const 0 tex 0
  classes: alu 2880 sfu 0 mem 1440 bar 64 exit 32 dp 0
total
  kernels 1
  ctas 1  warps 32  warp_insts 4416  thread_insts 139264  mem_insts 1440
  memory by space: global 96 local 0 shared 1344 const 0 tex 0
  classes: alu 2880 sfu 0 mem 1440 bar 64 exit 32 dp 0
unknown opcodes: none
--- stderr
