# oc.dispatch_rr (issue 23: the collector dispatch units' round robin under
# -gpgpu_sub_core_model 1, QV100 and RTX3070) on a hand-made trace
# (tests/cli/data/accelsim/dispatch-rr): one CTA of 12 warps; the 6 warps of schedulers 0
# and 2 run 16 x (LDS R18; LDS R19; FFMA R6 <- R18,R19,R6), the others only EXIT.  The
# LD/ST unit is shared, so each sub-core's two collector units often hold two LDS ready
# for its one OC_EX_MEM slot; which goes first is the dispatch units' round robin:
# after the unit that dispatched last (unit), or from the first unit of the next
# sub-core (sub_core, GPGPU-Sim's dispatch_unit_t::find_ready with sub-cores).
# Checked with the peer:
#   ../shared/peer/accelsim/run tests/cli/data/accelsim/dispatch-rr RTX3070 lrr   cycles=5634
#   ../shared/peer/accelsim/run tests/cli/data/accelsim/dispatch-rr RTX3070 gto   cycles=5605
#   ../shared/peer/accelsim/run tests/cli/data/accelsim/dispatch-rr QV100 lrr     cycles=5489
# warpscope under LRR on RTX3070: 5609 with unit, 5635 with sub_core (the preset's);
# under GTO 5607 and 5608; QV100 LRR 5484 and 5493.  With schedulers 0 and 1 instead
# (16 iterations, RTX3070 LRR) the peer takes 5634, unit 5615, sub_core 5636.
cmd: for p in lrr gto; do for r in unit sub_core; do echo "rtx3070 $p oc.dispatch_rr = $r: $(warpscope run -c rtx3070 -p $p -o oc.dispatch_rr=$r --stats csv tests/cli/data/accelsim/dispatch-rr | grep '^cycles,')"; done; done; for r in unit sub_core; do echo "qv100 lrr oc.dispatch_rr = $r: $(warpscope run -c qv100 -p lrr -o oc.dispatch_rr=$r --stats csv tests/cli/data/accelsim/dispatch-rr | grep '^cycles,')"; done
--- stdout
rtx3070 lrr oc.dispatch_rr = unit: cycles,5609
rtx3070 lrr oc.dispatch_rr = sub_core: cycles,5635
rtx3070 gto oc.dispatch_rr = unit: cycles,5607
rtx3070 gto oc.dispatch_rr = sub_core: cycles,5608
qv100 lrr oc.dispatch_rr = unit: cycles,5484
qv100 lrr oc.dispatch_rr = sub_core: cycles,5493
