#!/usr/bin/env bash
# tests/bench/pgo-train.sh BIN — the training run of `make release`'s profile-guided
# build (Makefile, "release build").  BIN is the instrumented warpscope; its counts land
# in build/pgo-data.  The work is what users run most: Accel-Sim traces (read through
# the text parser: demos exported with `trace export`) and demos under the baseline and
# the papers' policies, on the GTX480 preset and on each paper's preset.  The
# benchmarks' own workloads (vecadd, which tests/bench/peer.sh exports, and the shared
# Accel-Sim traces) are left out on purpose, so that the speed they measure is the speed
# of a trace the profile has not seen.  Nothing here is a test: it only has to run the
# code paths that matter for speed.  Not run by tests/bench/run.sh (it is not a
# benchmark).  About 10 s.
set -eu
cd "$(dirname "$0")/../.."
BIN=$1
export WARPSCOPE_CONFIGS="$PWD/configs"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$BIN" trace export demo:hotspot:rows=128,cols=128 "$tmp/hotspot" >/dev/null
"$BIN" trace export demo:bfs:nodes=8192,degree=4 "$tmp/bfs" >/dev/null
for p in gto lrr; do
    "$BIN" run -c gtx480 -p $p --stats csv "$tmp/hotspot" >/dev/null
    "$BIN" run -c gtx480 -p $p "$tmp/bfs" >/dev/null
done
for p in gto lrr tl swl; do
    "$BIN" run -c gtx480 -p $p demo:matmul >/dev/null
done
"$BIN" run -c ccws -p ccws demo:kmeans >/dev/null
"$BIN" run -c owl -p owl demo:spmv >/dev/null
"$BIN" run -c pro -p pro demo:scalarprod >/dev/null
"$BIN" run -c ctaa -p ctaa demo:laplace3d >/dev/null
