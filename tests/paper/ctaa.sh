#!/usr/bin/env bash
# tests/paper/ctaa.sh — CTAA's claims (CTA-aware prefetching, §5.2, §5.4, Figs. 10, 13)
# on configs/gtx480.cfg (its Table 3 baseline; `tla` = two-level, 8 ready warps):
# on the strided demos (LPS = laplace3d, MM = matmul) prefetches are at least 90%
# accurate and ctaa takes fewer cycles than tla; on bfs (indirect, few strides) it
# prefetches little (low coverage) and stays accurate.  One line per claim.
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
LPS=demo:laplace3d:ny=256
MM=demo:matmul:scale=4
# WS_PAPER_BFS: another BFS to check the bfs claims on, e.g. an Accel-Sim trace of Rodinia
# BFS (`WS_PAPER_BFS=DIR/kernelslist.g`); the default is the demo.
BFS=${WS_PAPER_BFS:-demo:bfs}
warpscope compare --csv -j 2 -c gtx480 -p tla,ctaa $LPS $MM $BFS > "$tmp/a.csv" || exit 1
get() { awk -F, -v t="$1" -v c="$2" -v f="$3" '$1 == t && $2 == c { print $f }' "$tmp/a.csv"; }
PAPER=ctaa
. tests/paper/lib.sh
for t in $LPS $MM; do
    c0=$(get "$t" tla 3) c1=$(get "$t" ctaa 3) acc=$(get "$t" ctaa 14) cov=$(get "$t" ctaa 13)
    paper_claim "$(awk -v a="$acc" 'BEGIN { print (a >= 0.9) ? 1 : 0 }')" \
        "$t: prefetch accuracy >= 90% (accuracy $acc, coverage $cov)"
    paper_claim "$(awk -v a="$c1" -v b="$c0" 'BEGIN { print (a < b) ? 1 : 0 }')" \
        "$t: fewer cycles than tla ($c1 vs $c0, speedup $(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.3f", a / b }'))"
done
acc=$(get $BFS ctaa 14) cov=$(get $BFS ctaa 13)
lcov=$(get $LPS ctaa 13)
paper_claim "$(awk -v c="$cov" -v l="$lcov" 'BEGIN { print (c < 0.15 && c < l) ? 1 : 0 }')" \
    "$BFS: low coverage, below the strided demos' (coverage $cov vs laplace3d $lcov)"
paper_claim "$(awk -v a="$acc" 'BEGIN { print (a >= 0.9) ? 1 : 0 }')" \
    "$BFS: prefetches stay accurate (accuracy $acc)" \
    "issue 11 blocked on BFS's access stream: the indirect loads g_graph_edges[i] and g_graph_visited[id] qualify whenever they touch at most 4 lines and waste 1441 of 2042 unused prefetches, never throttled because the 2-entry DIST table churns and each re-entry resets the counter; neighbours' stores invalidate g_cost[tid]'s prefetched lines; the graph alone moves accuracy from 0.46 to 0.88 (see demos/results-ctaa.md)"
paper_done
