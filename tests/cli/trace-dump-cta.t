# dump of one warp of one CTA of a real trace (divergent warp 3 of vectoradd-sm61).
requires: shared
cmd: warpscope trace dump --cta 0 --warp 3 "$SHARED/traces/accelsim/vectoradd-sm61/kernelslist.g"
--- stdout
kernel 1 _Z6vecAddIfEvPT_S1_S1_i grid (1,1,1) block (1024,1,1) regs 8 shmem 0 sm 61
cta 0 warps 32
 warp 3 insts 23
  0008 ffffffff MOV                    R1 <-
  0010 ffffffff S2R                    R0 <-
  0018 ffffffff S2R                    R2 <-
  0028 ffffffff XMAD.MRG               R3 <- R0,R255
  0030 ffffffff XMAD                   R2 <- R0,R2
  0038 ffffffff XMAD.PSL.CBCC          R0 <- R0,R3,R2
  0048 ffffffff ISETP.GE.AND           <- R0
  0050 ffffffff NOP                    <-
  0058 fffffff0 EXIT                   <-  exit
  0068 0000000f SHL                    R6 <- R0
  0070 0000000f SHR                    R0 <- R0
  0078 0000000f IADD                   R4 <- R6
  0088 0000000f IADD.X                 R5 <- R0
  0090 0000000f IADD                   R2 <- R6
  0098 0000000f LDG.E.CG               R4 <- R4  global load 4B 0x7f2b2d500180+4*k (4 lanes)
  00a8 0000000f IADD.X                 R3 <- R0
  00b0 0000000f LDG.E.CG               R2 <- R2  global load 4B 0x7f2b2d500380+4*k (4 lanes)
  00b8 0000000f IADD                   R6 <- R6
  00c8 0000000f IADD.X                 R7 <- R0
  00d0 0000000f FADD                   R0 <- R2,R4
  00d8 0000000f STG.E                  <- R6,R0  global store 4B 0x7f2b2d500580+4*k (4 lanes)
  00e8 0000000f NOP                    <-
  00f0 0000000f EXIT                   <-  exit
--- stderr
