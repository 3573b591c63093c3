#!/usr/bin/env bash
# tests/bench/diff.sh — the lockstep diff's speed (issue 21: `diff` runs at least 0.45x
# the speed of one `run`): `warpscope run` of each policy, `warpscope diff` of the pair
# (side B on a thread of its own, the default) and `diff -j 1` (both sides on one
# thread) on demo:kmeans:scale=2 under gtx480, CPU and wall time (best of two), and each
# diff's speed against the two runs' mean.  DIFF_BENCH_REPEAT=N measures it N times
# (the machine is shared: the spread says how far one measurement can be trusted).
# Reports; asserts nothing.
set -u
cd "$(dirname "$0")/../.."
WS=${WS_BIN:-build/warpscope}
export WARPSCOPE_CONFIGS=${WARPSCOPE_CONFIGS:-$PWD/configs}   # a WS_BIN outside the tree
T=${DIFF_BENCH_TRACE:-demo:kmeans:scale=2}
A=${DIFF_BENCH_A:-gto}
B=${DIFF_BENCH_B:-lrr}
N=${DIFF_BENCH_REPEAT:-1}
TIMES=$(mktemp)
RATIOS=$(mktemp)
trap 'rm -f "$TIMES" "$RATIOS"' EXIT
best() {   # "CPU WALL" seconds, the best (least CPU) of 2 runs of "$@" ("failed" when one fails)
    local b="" r
    for _ in 1 2; do
        /usr/bin/time -o "$TIMES" -f '%U %S %e' "$@" </dev/null >/dev/null 2>&1 ||
            { echo failed; return; }
        r=$(awk '{ printf "%.2f %.2f", $1 + $2, $3 }' "$TIMES")
        b=$(awk -v b="$b" -v r="$r" 'BEGIN { split(r, x, " "); split(b, y, " ");
                                              print (b == "" || x[1] < y[1]) ? r : b }')
    done
    echo "$b"
}
if [ ! -x /usr/bin/time ]; then echo "diff.sh needs /usr/bin/time"; exit 0; fi
for i in $(seq 1 "$N"); do
    printf 'trace %s on gtx480, %s against %s; best of 2 (load average %s)\n' "$T" "$A" "$B" \
        "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
    ra=$(best "$WS" run -c gtx480 -p "$A" "$T")
    rb=$(best "$WS" run -c gtx480 -p "$B" "$T")
    rd=$(best "$WS" diff -c gtx480 -p "$A,$B" "$T")
    r1=$(best "$WS" diff -j 1 -c gtx480 -p "$A,$B" "$T")
    for x in "run -p $A|$ra" "run -p $B|$rb" "diff -p $A,$B|$rd" "diff -j 1 -p $A,$B|$r1"; do
        printf '  %-24s %s s of CPU, %s s wall\n' "${x%%|*}" $(cut -d' ' -f1 <<<"${x#*|}") $(cut -d' ' -f2 <<<"${x#*|}")
    done
    awk -v a="$ra" -v b="$rb" -v d="$rd" -v e="$r1" 'BEGIN {
        split(a, x, " "); split(b, y, " "); split(d, z, " "); split(e, v, " ")
        if (z[1] <= 0 || z[2] <= 0 || v[1] <= 0 || v[2] <= 0) exit
        cpu = x[1] + y[1]; wall = x[2] + y[2]     # the two runs together
        printf "  diff: %.2fx the two runs together (CPU); %.2fx the speed of their mean run by wall time, %.2fx by CPU\n",
            z[1] / cpu, wall / 2 / z[2], cpu / 2 / z[1]
        printf "  diff -j 1: %.2fx the two runs together (CPU); %.2fx the speed of their mean run by wall time, %.2fx by CPU\n",
            v[1] / cpu, wall / 2 / v[2], cpu / 2 / v[1]
        printf "%.4f %.4f %.4f %.4f\n", wall / 2 / z[2], cpu / 2 / z[1], wall / 2 / v[2], cpu / 2 / v[1] > "/dev/stderr" }' 2>>"$RATIOS"
done
if [ "$N" -gt 1 ]; then
    awk 'function st(k, name,   i, lo, hi, sum) {
             lo = hi = v[1, k]
             for (i = 1; i <= NR; i++) { sum += v[i, k]; if (v[i, k] < lo) lo = v[i, k]; if (v[i, k] > hi) hi = v[i, k] }
             printf "  %s %.2fx-%.2fx (mean %.2fx)\n", name, lo, hi, sum / NR }
         { for (k = 1; k <= 4; k++) v[NR, k] = $k }
         END { if (!NR) exit
               printf "over %d measurements, the speed of the mean run:\n", NR
               st(1, "diff by wall time:     "); st(2, "diff by CPU:           ")
               st(3, "diff -j 1 by wall time:"); st(4, "diff -j 1 by CPU:      ") }' "$RATIOS"
fi
