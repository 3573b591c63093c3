# Operation classes and specialized units on a hand-made sm_70 trace, checked with the
# peer (issue 23).  tests/cli/data/accelsim/opclass-sm70 has six one-CTA kernels:
#   1-2  one warp, 8 dependent HMMA.884.F32.F32 / IMMA.8816.S32.S8, EXIT
#   3    one warp, 8 dependent branch-unit ops (BSSY BRA BSYNC WARPSYNC BMOV.32.CLEAR
#        BRA BSSY BSYNC), EXIT
#   4    one warp, 8 dependent ALU ops (ISETP PLOP3 P2R R2P PSETP IMAD SEL FSETP), EXIT
#   5-6  warps 0 and 4 (scheduler 0) each 8 independent HMMA / 16 BRA
# Volta's map sends HMMA to the tensor unit (3) and IMMA to the ALU (int line): on
# QV100 both are 2,2, so their chains match the ALU chain; the branch unit (1) is 4,4.
# The peer, 2026-11-29 (Accel-Sim 73f9fac), cycles of kernels 1..6:
#   ../shared/peer/accelsim/run tests/cli/data/accelsim/opclass-sm70 QV100 gto
#     5059 5060 5075 5059 5040 5136   (94 warp instructions)
#   ../shared/peer/accelsim/run tests/cli/data/accelsim/opclass-sm70 GTX480 gto
#     (the wrapper borrows QV100's trace.config for sm_70, and adds 2 generic collectors)
#     589 346 360 346 307 587
# warpscope below (QV100, then GTX480 with op.trace_config = auto): the branch chain is
# 16 cycles longer than the ALU chain, as in the peer.  On QV100 every kernel is within
# one cycle of the peer's (sub-cores and two collector steps a cycle; before them the
# short chains were 8 cycles slower and kernels 5 and 6 ran on four units); GTX480's
# short chains are 8 cycles faster than the peer's, on every class alike (the
# dependent-issue distance there, not the classes).
# Then the branch unit off (op.spec1=off): the branch chain becomes an ALU chain.
cmd: for c in qv100 gtx480; do echo "$c"; warpscope run -c $c -p gto --stats csv tests/cli/data/accelsim/opclass-sm70 | awk -F, '/^warp_insts,/ { w = $2 } /^kernel\.[0-9]+\.cycles,/ { printf "%s ", $2 } END { print "insts " w }'; done; echo "qv100 op.spec1=off"; warpscope run -c qv100 -p gto -o op.spec1=off --stats csv tests/cli/data/accelsim/opclass-sm70 | awk -F, '/^kernel\.[1-4]\.cycles,/ { printf "%s ", $2 } END { print "" }'
--- stdout
qv100
5059 5060 5075 5059 5039 5135 insts 94
gtx480
585 338 352 338 298 576 insts 94
qv100 op.spec1=off
5059 5060 5060 5059 
--- stderr
