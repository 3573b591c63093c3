#!/usr/bin/env bash
# tests/bench/diff.sh — the lockstep diff's speed (issue 21: `diff` runs at least 0.45x
# the speed of one `run`): `warpscope run` of each policy and `warpscope diff` of the
# pair on demo:kmeans:scale=2 under gtx480, CPU and wall time (best of two), and the
# diff's speed against the two runs' mean.  DIFF_BENCH_REPEAT=N measures it N times
# (the machine is shared: the spread says how far one measurement can be trusted).
# Reports; asserts nothing.
set -u
cd "$(dirname "$0")/../.."
WS=${WS_BIN:-build/warpscope}
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
    for x in "run -p $A|$ra" "run -p $B|$rb" "diff -p $A,$B|$rd"; do
        printf '  %-24s %s s of CPU, %s s wall\n' "${x%%|*}" $(cut -d' ' -f1 <<<"${x#*|}") $(cut -d' ' -f2 <<<"${x#*|}")
    done
    awk -v a="$ra" -v b="$rb" -v d="$rd" 'BEGIN {
        split(a, x, " "); split(b, y, " "); split(d, z, " ")
        if (z[1] <= 0 || z[2] <= 0) exit
        printf "  diff: %.2fx the two runs together (CPU); %.2fx the speed of their mean run (CPU), %.2fx by wall time\n",
            z[1] / (x[1] + y[1]), (x[1] + y[1]) / 2 / z[1], (x[2] + y[2]) / 2 / z[2]
        printf "%.4f %.4f\n", (x[1] + y[1]) / 2 / z[1], (x[2] + y[2]) / 2 / z[2] > "/dev/stderr" }' 2>>"$RATIOS"
done
if [ "$N" -gt 1 ]; then
    awk 'NR == 1 { lc = hc = $1; lw = hw = $2 }
         { sc += $1; sw += $2; if ($1 < lc) lc = $1; if ($1 > hc) hc = $1; if ($2 < lw) lw = $2; if ($2 > hw) hw = $2 }
         END { if (NR) printf "over %d measurements: %.2fx-%.2fx (mean %.2fx) the speed of the mean run by CPU, %.2fx-%.2fx (mean %.2fx) by wall time\n",
                              NR, lc, hc, sc / NR, lw, hw, sw / NR }' "$RATIOS"
fi
