# gen writes a .wst that reads back with the generated counts (1000 threads: 4 CTAs,
# 32 warps of 13 instructions; thread instructions 32*32*4 + 24 + 1000*8 = 12120)
cmd: cd $TMP && warpscope gen vecadd n=1000 seed=7 -o v.wst && warpscope trace info v.wst
--- stdout
v.wst: demo:vecadd:n=1000,seed=7, 4 CTAs, 416 warp instructions
trace v.wst (wst)
kernel 1 vecadd
  grid (4,1,1) block (256,1,1) regs 12 shmem 0 sm 70
  ctas 4  warps 32  warp_insts 416  thread_insts 12120  mem_insts 96
  memory by space: global 96 local 0 shared 0 const 0 tex 0
  classes: alu 256 sfu 0 mem 96 bar 0 exit 64 dp 0
total
  kernels 1
  ctas 4  warps 32  warp_insts 416  thread_insts 12120  mem_insts 96
  memory by space: global 96 local 0 shared 0 const 0 tex 0
  classes: alu 256 sfu 0 mem 96 bar 0 exit 64 dp 0
unknown opcodes: none
--- stderr
