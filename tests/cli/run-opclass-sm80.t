# Operation classes and specialized units on a hand-made sm_80 trace, checked with the
# peer (issue 23).  tests/cli/data/accelsim/opclass-sm80 has nine one-CTA kernels:
#   1-3  one warp, 8 dependent HMMA.16816.F32 / IMMA.8816.S32.S8 / DMMA.884, EXIT
#   4    one warp, 8 dependent uniform-datapath ops (UIADD3 UMOV ULDC.64 S2UR R2UR
#        VOTEU.ANY ULOP3.LUT USHF.L.U32), EXIT
#   5    one warp, 8 dependent branch-unit ops (BSSY BRA BSYNC WARPSYNC BMOV.32.CLEAR
#        BRA BSSY BSYNC), EXIT
#   6    one warp, 8 dependent ALU ops (ISETP.GE.AND PLOP3.LUT P2R R2P PSETP.AND IMAD
#        SEL FSETP.GT.AND), EXIT
#   7-9  warps 0 and 4 (scheduler 0) each 8 independent HMMA / 16 UIADD3 / 16 BRA
# (a chain is hand-made: each op reads and writes R2, so its latency shows.)
# The peer, 2026-11-29 (Accel-Sim 73f9fac), cycles of kernels 1..9:
#   ../shared/peer/accelsim/run tests/cli/data/accelsim/opclass-sm80 RTX3070 gto
#     5307 5307 5307 5075 5075 5059 5520 5044 5136   (149 warp instructions)
#   ../shared/peer/accelsim/run tests/cli/data/accelsim/opclass-sm80 QV100 gto
#     (the wrapper copies unit 4, UDP, from RTX3070's trace.config: sm_80 needs it)
#     5059 5059 5059 5075 5075 5059 5040 5044 5136
# warpscope below: RTX3070's tensor chains (unit 3, 32,32) equal the peer's, and on
# both presets the UDP chain (unit 4, latency 4) and the branch chain (unit 1, 4) take
# 16 cycles more than the ALU chain (int line, 2), as in the peer; QV100's tensor chains
# (2,2) take what the ALU chain takes, as in the peer.  With sub-cores and two collector
# steps a cycle (sm.sub_cores, oc.port_throughput) every kernel is within one cycle of
# the peer's on both presets, kernels 7-9 included (scheduler 0's one unit of a type);
# before them the short chains were 8 cycles slower (a dependent op issued L+6 cycles
# after its producer, L+5 in the peer) and kernels 7 and 9 ran on four units.
# Before op.spec4's auto took the missing UDP unit, QV100's kernel 4 took 5067 (an ALU
# op).  Then the units switched off: HMMA, IMMA and DMMA become ALU ops (int 2,2) and so
# do the uniform ops; and an explicit tensor unit with latency 64.
cmd: for c in rtx3070 qv100; do echo "$c"; warpscope run -c $c -p gto --stats csv tests/cli/data/accelsim/opclass-sm80 | awk -F, '/^warp_insts,/ { w = $2 } /^kernel\.[0-9]+\.cycles,/ { printf "%s ", $2 } END { print "insts " w }'; done; for o in op.spec3=off op.spec4=off op.spec3=4,64,4,4,64,64; do echo "rtx3070 $o"; warpscope run -c rtx3070 -p gto -o $o --stats csv tests/cli/data/accelsim/opclass-sm80 | awk -F, '/^kernel\.[1-4]\.cycles,/ { printf "%s ", $2 } END { print "" }'; done
--- stdout
rtx3070
5307 5307 5307 5075 5075 5059 5519 5043 5135 insts 149
qv100
5059 5059 5059 5075 5075 5059 5039 5043 5135 insts 149
rtx3070 op.spec3=off
5067 5067 5067 5075 
rtx3070 op.spec4=off
5307 5307 5307 5060 
rtx3070 op.spec3=4,64,4,4,64,64
5563 5563 5563 5075 
--- stderr
