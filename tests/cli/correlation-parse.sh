#!/usr/bin/env bash
# correlation-parse.sh — the correlation harness (tests/correlation, `make correlate`)
# reads the numbers it compares correctly, so that a broken parser fails here rather
# than printing a wrong table: corr_peer_stats on a stored Accel-Sim log (4 kernels of
# demo:histogram:bytes=65536 under lrr; the expected values were read off the log by
# hand: the last gpu_tot_sim_cycle, every gpu_sim_cycle, the last L1D/L2 miss rates and
# gpgpu_n_tot_w_icount, the last dump's n_rd summed over DRAM[0..5]) and on a cut log
# (a missing number is an error); corr_ws_stats on a stored `run --stats json` and CTA
# timeline; corr_report's arithmetic on six made-up rows (ratios, errors, the GTO/LRR
# order with its 3% threshold, the summary); and, with ../shared present, run.sh end to
# end on vectoradd-sm61 from the stored reference numbers.
set -u
cd "$(dirname "$0")/../.."
. tests/correlation/lib.sh
d=tests/correlation/data
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
check() {   # check WHAT EXPECTED ACTUAL
    [ "$2" = "$3" ] || { echo "FAIL $1:"; echo "  expected: $2"; echo "  actual:   $3"; fail=1; }
}
tab=$'\t'
check "corr_peer_stats" "97950${tab}25000,2694,3899,66357${tab}193568${tab}0.9032${tab}0.0421${tab}2120" \
    "$(corr_peer_stats $d/peer-histogram-64k-lrr.log.gz)"
gzip -cd $d/peer-histogram-64k-lrr.log.gz | sed '/^L2_total_cache_miss_rate/d' >"$tmp/cut.log"
corr_peer_stats "$tmp/cut.log" >/dev/null 2>"$tmp/err" && { echo "FAIL: a log without L2_total_cache_miss_rate parsed"; fail=1; }
check "missing number message" "$tmp/cut.log: no L2_total_cache_miss_rate in the log" "$(cat "$tmp/err")"
# ws: cycles 85751, kernels end at 24870 27371 30685, 195616 warp insts, l1d 0.907864,
# l2 9880/236088 = 0.0418, dram.reads 2120 (32-byte sector reads)
check "corr_ws_stats" "85751${tab}24870,2501,3314,55066${tab}195616${tab}0.9079${tab}0.0418${tab}2120" \
    "$(corr_ws_stats $d/ws-histogram-64k-lrr.json $d/ws-histogram-64k-lrr.csv)"
printf '%s\n' "a${tab}gto${tab}1000${tab}1000${tab}10${tab}0.5${tab}0.5${tab}100${tab}900${tab}900${tab}10${tab}0.52${tab}0.4${tab}90" \
    "a${tab}lrr${tab}1100${tab}1100${tab}10${tab}0.5${tab}0.5${tab}100${tab}1000${tab}1000${tab}10${tab}0.60${tab}0.4${tab}90" \
    "b${tab}gto${tab}2000${tab}500,1500${tab}20${tab}1.0${tab}0.9${tab}200${tab}2600${tab}600,2000${tab}20${tab}0.9${tab}0.8${tab}180" \
    "b${tab}lrr${tab}2020${tab}520,1500${tab}20${tab}1.0${tab}0.9${tab}200${tab}1500${tab}500,1000${tab}20${tab}0.9${tab}0.8${tab}180" \
    "c${tab}gto${tab}100${tab}100${tab}5${tab}0${tab}0${tab}0${tab}80${tab}80${tab}5${tab}0${tab}0${tab}0" \
    "c${tab}lrr${tab}120${tab}120${tab}5${tab}0${tab}0${tab}0${tab}70${tab}70${tab}5${tab}0${tab}0${tab}0" >"$tmp/rows.tsv"
corr_report "$tmp/rows.tsv" >"$tmp/report.txt"
for want in \
    "a                gto          1000        900   0.90  -10.0%  0.500/0.520   0.500/0.400   100/90" \
    "b                lrr          2020       1500   0.74  -25.7%  1.000/0.900   0.900/0.800   200/180" \
    "kernel cycles peer 500,1500, warpscope 600,2000" \
    "a                peer LRR/GTO +10.0%, warpscope +11.1%: agree" \
    "b                peer LRR/GTO +1.0%, warpscope -42.3%: not compared" \
    "c                peer LRR/GTO +20.0%, warpscope -12.5%: DISAGREE" \
    "summary over 6 runs: mean absolute cycle error 22.8%, max 41.7% (c/lrr), within +-20%: 3 of 6; L1D miss rate within 0.05: 3 of 6; L2: 2 of 6; GTO/LRR order agrees: 1 of 2 compared (1 not compared)"; do
    grep -qF -- "$want" "$tmp/report.txt" || { echo "FAIL corr_report lacks: $want"; fail=1; }
done
if [ -n "${SHARED:-}" ] && [ -d "$SHARED/traces/accelsim/vectoradd-sm61" ]; then
    WS_SHARED="$SHARED" WS_CORRELATE_STORED=1 bash tests/correlation/run.sh vectoradd-sm61 >"$tmp/run.txt" 2>&1
    rc=$?
    [ $rc = 0 ] || { echo "FAIL run.sh vectoradd-sm61: exit $rc"; sed 's/^/    /' "$tmp/run.txt" | tail -5; fail=1; }
    for want in "using the numbers stored in tests/correlation/reference.txt" \
                "vectoradd-sm61   gto          1217 " "vectoradd-sm61   lrr          1220 " \
                "vectoradd-sm61   peer LRR/GTO +0.2%" "summary over 2 runs:"; do
        grep -qF -- "$want" "$tmp/run.txt" || { echo "FAIL run.sh output lacks: $want"; sed 's/^/    /' "$tmp/run.txt" | head -20; fail=1; }
    done
else
    echo "note: ../shared/traces not found: run.sh end to end not checked"
fi
exit $fail
