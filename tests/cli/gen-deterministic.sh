#!/usr/bin/env bash
# Same parameters, same bytes: every kernel generated twice (and via `trace convert
# demo:...`) gives identical .wst files; another seed gives a different one.
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
for k in vecadd bfs kmeans mapreduce spmv conv2d laplace3d matmul scalarprod hotspot histogram; do
    warpscope gen "$k" -o "$tmp/a.wst" >/dev/null || { echo "gen $k failed"; fail=1; continue; }
    warpscope gen "$k" seed=1 scale=1 -o "$tmp/b.wst" >/dev/null || { echo "gen $k (2) failed"; fail=1; continue; }
    cmp -s "$tmp/a.wst" "$tmp/b.wst" || { echo "$k: two runs differ"; fail=1; }
    warpscope trace convert "demo:$k" "$tmp/c.wst" >/dev/null || { echo "convert demo:$k failed"; fail=1; continue; }
    cmp -s "$tmp/a.wst" "$tmp/c.wst" || { echo "$k: gen and trace convert differ"; fail=1; }
done
for k in bfs kmeans spmv histogram mapreduce; do
    warpscope gen "$k" seed=2 -o "$tmp/s2.wst" >/dev/null
    warpscope gen "$k" seed=1 -o "$tmp/s1.wst" >/dev/null
    cmp -s "$tmp/s1.wst" "$tmp/s2.wst" && { echo "$k: seed does not change the trace"; fail=1; }
done
exit $fail
