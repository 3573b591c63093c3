#!/usr/bin/env bash
# tests/paper/claims/ctaa.sh — CTA-aware prefetching's claims (Koo et al., §5.2, §5.4, Figs. 10,
# 13) on configs/ctaa.cfg (its Table 3; the baseline `tla` is GPGPU-Sim's two-level
# active scheduler with 8 ready warps, the "two level scheduler without prefetch" of
# Fig. 10): on the strided demos (LPS = laplace3d, MM = matmul) prefetches are accurate
# (the paper: 99.27% over its stride-friendly benchmarks) and ctaa takes fewer cycles
# than tla (10% on average, Fig. 10); on BFS (indirect loads, few strides) it prefetches
# little (coverage below the strided demos') and stays accurate (over 95%, Fig. 13).
# Each claim is measured on 6 inputs (2 sizes x 3 seeds; tests/paper/claims/lib.sh).
set -u
cd "$(dirname "$0")/../../.."
export PATH="$PWD/${BUILD:-build}:$PATH"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
PAPER=ctaa
. tests/paper/claims/lib.sh
mapfile -t LPS < <(inputs laplace3d "ny=256" "ny=512")
mapfile -t MM < <(inputs matmul "scale=4" "scale=8")
mapfile -t BFS < <(inputs bfs "" "scale=2")
compare_inputs "$tmp/a.csv" -c ctaa -p tla,ctaa -- "${LPS[@]}" "${MM[@]}" "${BFS[@]}"
A=$tmp/a.csv
# Why a claim does not hold on the model, as measured (demos/results-ctaa.md).
KNOWN_BFS_ACC="indirect loads qualify as strided whenever a loop trip's active lanes touch at most 4 lines: of demo:bfs's prefetches (seed 1) about half go unused, most from g_graph_edges[i] and g_graph_visited[id] (demos/results-ctaa.md)"
claim "laplace3d (LPS): prefetch accuracy (Fig. 13b)" 0.9927 ge:0.9 "" \
    $(val "$A" prefetch_accuracy ctaa "${LPS[@]}")
claim "matmul (MM): prefetch accuracy (Fig. 13b)" 0.9927 ge:0.9 "" \
    $(val "$A" prefetch_accuracy ctaa "${MM[@]}")
claim "laplace3d (LPS): ctaa faster than tla, IPC ctaa/tla (Fig. 10; paper: 10% on average)" 1.10 gt:1 "" \
    $(ratio "$A" ipc ctaa tla "${LPS[@]}")
claim "matmul (MM): ctaa faster than tla, IPC ctaa/tla (Fig. 10; paper: 10% on average)" 1.10 gt:1 "" \
    $(ratio "$A" ipc ctaa tla "${MM[@]}")
claim "bfs: coverage below laplace3d's, coverage bfs/LPS (Fig. 13a: BFS shuts prefetching down)" - lt:1 "" \
    $(for i in "${!BFS[@]}"; do
          awk -v a="$(val "$A" prefetch_coverage ctaa "${BFS[$i]}")" \
              -v b="$(val "$A" prefetch_coverage ctaa "${LPS[$i]}")" 'BEGIN { print (b > 0) ? a / b : "nan" }'
      done)
claim "bfs: prefetches stay accurate (Fig. 13b: over 95%)" 0.95 ge:0.9 "$KNOWN_BFS_ACC" \
    $(val "$A" prefetch_accuracy ctaa "${BFS[@]}")
paper_done
