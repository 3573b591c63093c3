#!/usr/bin/env bash
# run-timeline.sh — `run --timeline FILE [--interval N]` (issue 22): recording the
# per-interval figures changes no statistic (every --stats csv line but the wall-clock
# sim.* ones is identical with and without it, also next to --cta-timeline), and the
# rows tile the run: contiguous from cycle 0, each `interval` cycles but the last, and
# their cycles, instructions, L1D, L2 and DRAM counts add up to the run's totals; ipc and
# the miss rate are the row's own ratios, dram_util lies in [0, 1].
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
strip() { grep -v '^sim\.' "$1"; }
check() {   # check INTERVAL RUN-ARGS...
    local iv=$1; shift
    warpscope run --stats csv "$@" > "$tmp/plain" || { echo "FAIL: run $*"; fail=1; return; }
    warpscope run --stats csv --timeline "$tmp/tl.csv" --interval "$iv" "$@" > "$tmp/with" ||
        { echo "FAIL: run --timeline $*"; fail=1; return; }
    if ! cmp -s <(strip "$tmp/plain") <(strip "$tmp/with"); then
        echo "FAIL: $* --interval $iv: statistics differ with --timeline:"
        diff <(strip "$tmp/plain") <(strip "$tmp/with") | head -5
        fail=1
    fi
    python3 - "$tmp/tl.csv" "$tmp/plain" "$iv" "$*" <<'PY' || fail=1
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
tot = {}
for line in open(sys.argv[2]):
    k, _, v = line.rstrip("\n").partition(",")
    tot[k] = v
iv, what = int(sys.argv[3]), sys.argv[4]
bad = []
if not rows:
    bad.append("no rows")
at = 0
for i, r in enumerate(rows):
    c, n = int(r["cycle"]), int(r["cycles"])
    if c != at:
        bad.append("row %d starts at cycle %d, expected %d" % (i + 1, c, at))
    if i < len(rows) - 1 and n != iv:
        bad.append("row %d is %d cycles, expected the interval %d" % (i + 1, n, iv))
    if n and abs(float(r["ipc"]) - int(r["thread_insts"]) / n) > 1e-6:
        bad.append("row %d: ipc %s is not thread_insts/cycles" % (i + 1, r["ipc"]))
    a = int(r["l1d_accesses"])
    if a and abs(float(r["l1d_miss_rate"]) - int(r["l1d_misses"]) / a) > 1e-6:
        bad.append("row %d: l1d_miss_rate %s" % (i + 1, r["l1d_miss_rate"]))
    if not 0 <= float(r["dram_util"]) <= 1:
        bad.append("row %d: dram_util %s" % (i + 1, r["dram_util"]))
    at = c + n
for col, key in (("cycles", "cycles"), ("warp_insts", "warp_insts"),
                 ("thread_insts", "thread_insts"), ("l1d_accesses", "l1d.accesses"),
                 ("l1d_misses", "l1d.misses"), ("l2_accesses", "l2.accesses"),
                 ("l2_misses", "l2.misses"), ("dram_reads", "dram.reads"),
                 ("dram_writes", "dram.writes"), ("dram_activates", "dram.activates")):
    s = sum(int(r[col]) for r in rows)
    if s != int(tot[key]):
        bad.append("%s adds up to %d, the run's %s is %s" % (col, s, key, tot[key]))
for b in bad[:5]:
    print("FAIL: %s --interval %d: %s" % (what, iv, b))
sys.exit(1 if bad else 0)
PY
}
check 500 -c configs/tiny.cfg -p gto demo:bfs:nodes=1024
check 777 -c configs/tiny.cfg -p lrr demo:histogram:bytes=65536
check 1 -c configs/tiny.cfg -p tl demo:vecadd:n=1024
check 100000000 -c configs/tiny.cfg -p ccws demo:spmv:rows=512
check 2000 -c gtx480 -p owl demo:kmeans
# next to --cta-timeline: both files, the same statistics
warpscope run --stats csv -c configs/tiny.cfg -p gto demo:matmul:m=64,n=64 > "$tmp/a" || fail=1
warpscope run --stats csv -c configs/tiny.cfg -p gto --cta-timeline "$tmp/ctas.csv" \
    --timeline "$tmp/t2.csv" --interval 300 demo:matmul:m=64,n=64 > "$tmp/b" || fail=1
cmp -s <(strip "$tmp/a") <(strip "$tmp/b") || { echo "FAIL: --cta-timeline with --timeline changes the statistics"; fail=1; }
[ "$(head -n 1 "$tmp/ctas.csv")" = "kernel,cta,sm,start,end" ] || { echo "FAIL: --cta-timeline file"; fail=1; }
[ "$(awk -F, 'NR > 1 { s += $2 } END { print s }' "$tmp/t2.csv")" = \
  "$(sed -n 's/^cycles,//p' "$tmp/a")" ] || { echo "FAIL: --timeline next to --cta-timeline: cycles"; fail=1; }
exit $fail
