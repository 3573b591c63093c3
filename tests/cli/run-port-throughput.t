# oc.port_throughput (issue 23: -gpgpu_reg_file_port_throughput 2, QV100 and RTX3070):
# one warp runs a chain of 10 or 30 dependent FFMA R1 <- R1,R2,R3 (sources in different
# banks with or without sub-cores; tests/cli/data/accelsim/ffma-chain10, ffma-chain30).
# With one collector step a cycle an FFMA spends three cycles from ID_OC to OC_EX and the
# chain advances 8 cycles per instruction; with two steps, two cycles and 7 per
# instruction, MODEL-NOTES' L+5 for V.  Checked with the peer, exactly:
#   ../shared/peer/accelsim/run tests/cli/data/accelsim/ffma-chain10 QV100 gto   cycles=5073
#   ../shared/peer/accelsim/run tests/cli/data/accelsim/ffma-chain30 QV100 gto   cycles=5213
cmd: for pt in 1 2; do for n in 10 30; do echo "oc.port_throughput = $pt, $n FFMA: $(warpscope run -c qv100 -p gto -o oc.port_throughput=$pt --stats csv tests/cli/data/accelsim/ffma-chain$n | grep '^cycles,')"; done; done
--- stdout
oc.port_throughput = 1, 10 FFMA: cycles,5083
oc.port_throughput = 1, 30 FFMA: cycles,5243
oc.port_throughput = 2, 10 FFMA: cycles,5073
oc.port_throughput = 2, 30 FFMA: cycles,5213
