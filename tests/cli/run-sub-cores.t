# sm.sub_cores (issue 23: -gpgpu_sub_core_model 1, QV100 and RTX3070) on a hand-made
# trace (tests/cli/data/accelsim/subcores): one CTA of 5 warps; warps 1-3 only EXIT,
# warps 0 and 4 (both scheduler 0) each issue 16 independent FFMA R20+i <- R1,R5,R9.
# Without sub-cores the two warps share 16 banks (R1,R5,R9 of warp 0 in banks 2,6,10)
# and all 4 SP units.  With sub-cores scheduler 0 has one ID_OC slot, 2 collector units,
# banks 0-3 only (R1,R5,R9 all in bank 2: each FFMA reads one operand per step) and one
# SP unit (II 2): 31 cycles more and register-bank conflicts where there were none.
# Checked with the peer (gto, as here):
#   ../shared/peer/accelsim/run tests/cli/data/accelsim/subcores QV100 gto
#     cycles=5074 (gpgpu_sub_core_model 1, SM7_QV100's own)
#   ../shared/peer/accelsim/run tests/cli/data/accelsim/subcores QV100 gto -gpgpu_sub_core_model 0
#     cycles=5043
# warpscope gives 5073 and 5042: the same +31 cycles, each total one cycle short.
cmd: for s in false true; do echo "sm.sub_cores = $s"; warpscope run -c qv100 -p gto -o sm.sub_cores=$s --stats csv tests/cli/data/accelsim/subcores | grep -E '^(cycles|oc\.bank_conflicts),'; done
--- stdout
sm.sub_cores = false
cycles,5042
oc.bank_conflicts,0
sm.sub_cores = true
cycles,5073
oc.bank_conflicts,123
