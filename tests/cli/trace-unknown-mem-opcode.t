# An opcode the table does not know but that carries memory operands (one flipped letter:
# STG.E -> STQ.E) is simulated as a load whose space comes from its address, with one
# warning per opcode naming the file, line and opcode, on every command that reads the
# trace (here trace info and trace dump; exit status 0).
cmd: cd "$TMP" && warpscope trace export demo:vecadd:n=64 e && sed -i 's/ STG\.E / STQ.E /' e/kernel-1.traceg && warpscope trace info e | tail -n 4 && warpscope trace dump --warp 1 e | grep STQ
--- stdout
  ctas 1  warps 8  warp_insts 56  thread_insts 1728  mem_insts 6
  memory by space: global 6 local 0 shared 0 const 0 tex 0
  classes: alu 40 sfu 0 mem 6 bar 0 exit 10 dp 0
unknown opcodes: STQ.E (2)
  00b0 ffffffff STQ.E                  <- R6,R9  global load 4B 0x7f0000400080+4*k (32 lanes)
--- stderr
warpscope: warning: e/kernel-1.traceg:33: opcode 'STQ.E' is unknown but carries memory operands: simulated as a load whose space comes from its address
warpscope: warning: e/kernel-1.traceg:33: opcode 'STQ.E' is unknown but carries memory operands: simulated as a load whose space comes from its address
