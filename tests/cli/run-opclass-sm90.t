# Hopper (sm_90): warpscope's own opcode map (src/trace/opclass.c; the peer refuses
# sm_90 traces, so there is no peer number, and the trace is not in data/accelsim/, whose
# traces trace-export-peer.sh runs on the peer).  tests/cli/data/sm90/opclass:
# kernel 1 one warp, 8 dependent HGMMA.64x128x16.F32, EXIT; kernel 2 one warp, 8
# dependent UIMNMX USETMAXREG UIADD3 VIADD WIBBLE.X ELECT UMOV WIBBLE, EXIT (WIBBLE is
# no SASS opcode).  trace info counts and lists the unknown opcodes.  On rtx3070 HGMMA
# takes the tensor unit (op.spec3: 32,32), as HMMA does (run-opclass-sm80.t: 5307), and
# kernel 2 has four UDP ops (latency 4) and four ALU ops (2): 8 cycles more than eight
# ALU ops (5067).  On gtx480 op.trace_config = auto picks no trace.config for sm_90,
# so there are no specialized units and everything is an ALU op (4,1).
cmd: warpscope trace info tests/cli/data/sm90/opclass | tail -n 2; for c in rtx3070 gtx480; do echo "$c"; warpscope run -c $c -p gto --stats csv tests/cli/data/sm90/opclass | awk -F, '/^kernel\.[0-9]+\.cycles,/ { printf "%s ", $2 } END { print "" }'; done
--- stdout
  classes: alu 16 sfu 0 mem 0 bar 0 exit 2 dp 0
unknown opcodes: WIBBLE.X (1) WIBBLE (1)
rtx3070
5307 5068 
gtx480
599 352 
--- stderr
