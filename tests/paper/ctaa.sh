#!/usr/bin/env bash
# tests/paper/ctaa.sh — CTAA's claims (CTA-aware prefetching, §5.2, §5.4, Figs. 10, 13)
# on configs/ctaa.cfg (its Table 3: gtx480.cfg with 32 L1D and L2 MSHRs and a DRAM
# scheduler queue of 16; `tla` = the two-level baseline, 8 ready warps):
# on the strided demos (LPS = laplace3d, MM = matmul) prefetches are at least 90%
# accurate and ctaa takes fewer cycles than tla; on bfs (indirect, few strides) it
# prefetches little (low coverage) and stays accurate.  One line per claim.
set -u
cd "$(dirname "$0")/../.."
export PATH="$PWD/${BUILD:-build}:$PATH"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
LPS=demo:laplace3d:ny=256
MM=demo:matmul:scale=4
# WS_PAPER_BFS: another BFS to check the bfs claims on, e.g. an Accel-Sim trace of Rodinia
# BFS (`WS_PAPER_BFS=DIR/kernelslist.g`); the default is the demo.
BFS=${WS_PAPER_BFS:-demo:bfs}
warpscope compare --csv -j 2 -c ctaa -p tla,ctaa $LPS $MM $BFS > "$tmp/a.csv" || exit 1
get() { awk -F, -v t="$1" -v c="$2" -v f="$3" '$1 == t && $2 == c { print $f }' "$tmp/a.csv"; }
PAPER=ctaa
. tests/paper/lib.sh
# Why a claim does not hold, as measured (issue 24; demos/results-ctaa.md).  Only for the
# demos it was measured on: a BFS given in WS_PAPER_BFS fails plainly.
known_speed() {
    [ "$1" = "$MM" ] && echo "issue 24 (figures measured at 2c5c9015, before the interconnect change): ctaa's prefetches are 99% accurate and cut L1D misses from 25,422 to 16,471, and its SMs are busy 1.2% fewer SM-cycles (451,432 against 457,062), but its last of 3.4 waves of 256 CTAs on 15 SMs ends unevenly: SM 5 runs 19 CTAs until cycle 32,356 while SM 14 is done at 26,638 after 15 (tla: 16 to 18 CTAs per SM, all done between cycles 29,547 and 31,683); SM-cycles with no warp 33,908 against 18,183"
}
known_bfs_acc=
[ "$BFS" = demo:bfs ] && known_bfs_acc="issue 24 (issue 11 was blocked on BFS's access stream; figures measured at 2c5c9015, before the interconnect change): of the 4,081 prefetches 1,947 go unused, 1,437 of them from the indirect loads g_graph_edges[i] (749 issued, 61 used) and g_graph_visited[id] (852, 103), which qualify whenever a trip's active lanes touch at most 4 lines, and 510 from g_cost[tid] (2,188 issued, 1,678 used); neither larger tables (8 PerCTA + 8 DIST entries: accuracy 0.591) nor the strictest throttle (ctaa.mispredict_threshold=0: 0.633) reach 0.9 (demos/results-ctaa.md)"
for t in $LPS $MM; do
    c0=$(get "$t" tla 3) c1=$(get "$t" ctaa 3) acc=$(get "$t" ctaa 14) cov=$(get "$t" ctaa 13)
    paper_claim "$(awk -v a="$acc" 'BEGIN { print (a >= 0.9) ? 1 : 0 }')" \
        "$t: prefetch accuracy >= 90% (accuracy $acc, coverage $cov)"
    paper_claim "$(awk -v a="$c1" -v b="$c0" 'BEGIN { print (a < b) ? 1 : 0 }')" \
        "$t: fewer cycles than tla ($c1 vs $c0, speedup $(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.3f", a / b }'))" \
        "$(known_speed "$t")"
done
acc=$(get $BFS ctaa 14) cov=$(get $BFS ctaa 13)
lcov=$(get $LPS ctaa 13)
paper_claim "$(awk -v c="$cov" -v l="$lcov" 'BEGIN { print (c < 0.15 && c < l) ? 1 : 0 }')" \
    "$BFS: low coverage, below the strided demos' (coverage $cov vs laplace3d $lcov)"
paper_claim "$(awk -v a="$acc" 'BEGIN { print (a >= 0.9) ? 1 : 0 }')" \
    "$BFS: prefetches stay accurate (accuracy $acc)" "$known_bfs_acc"
paper_done
