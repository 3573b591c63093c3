#!/usr/bin/env bash
# The SM skips issue evaluations that would repeat the last one (and the simulation
# fast-forwards while every SM sleeps); that must change only speed.  Every policy on
# demos with memory stalls, barriers and prefetches, with sm.skip=true and false: the
# statistics must be identical except wall-clock ones (sim.*) and
# ccws.throttled_warp_cycles, which CCWS accumulates at its score refreshes (how often it
# refreshes differs; the throttling itself and every cycle count do not).
set -u
cd "$(dirname "$0")/../.."
fail=0
# same POLICY TRACE [-o KEY=VAL]...: the statistics with sm.skip on and off agree
same() {
    local p=$1 t=$2 a b
    shift 2
    a=$(warpscope run -c tiny -p "$p" "$@" --stats csv "$t" | grep -v '^sim\.\|^ccws\.throttled\|^provenance\.override,') || exit 1
    b=$(warpscope run -c tiny -p "$p" "$@" -o sm.skip=false --stats csv "$t" | grep -v '^sim\.\|^ccws\.throttled\|^provenance\.override,') || exit 1
    if [ "$a" != "$b" ]; then
        echo "$p on $t $*: statistics differ with sm.skip=false:"
        diff <(printf '%s\n' "$a") <(printf '%s\n' "$b") | head -6
        fail=1
    fi
}
for p in $(warpscope policies | awk '{ print $1 }'); do
    for t in demo:matmul:m=64,n=64 demo:bfs:nodes=2048 demo:spmv:rows=2048; do
        same "$p" "$t"
    done
done
# the same with a sectored L1D (l1d.sectored: sector misses, an MSHR entry per sector)
for p in gto lrr ccws; do
    same "$p" demo:kmeans:points=512 -o l1d.sectored=true
done
exit $fail
