#!/usr/bin/env bash
# diff's per-side totals are those of `run` of each side's configuration (the lockstep
# only listens), for policy pairs with state of their own (ccws, pro, owl's prefetcher,
# ctaa) and for one policy with -a/-b; and the same inputs give the same bytes twice,
# with side B on a thread of its own (the default) or not (-j 1).
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
keys='cycles l1d.misses l2.misses ipc l1d.miss_rate dram.activates'
check() {   # check TRACE POLA OPTA POLB OPTB DIFF-ARGS...
    local t=$1 pa=$2 oa=$3 pb=$4 ob=$5; shift 5
    warpscope diff -c tiny "$@" --stats csv "$t" > "$tmp/d" || { echo "diff $* $t failed"; fail=1; return; }
    warpscope run -c tiny -p "$pa" $oa --stats csv "$t" > "$tmp/a" || { fail=1; return; }
    warpscope run -c tiny -p "$pb" $ob --stats csv "$t" > "$tmp/b" || { fail=1; return; }
    for k in $keys; do
        local a b got
        a=$(awk -F, -v k="$k" '$1 == k { print $2 }' "$tmp/a")
        b=$(awk -F, -v k="$k" '$1 == k { print $2 }' "$tmp/b")
        got=$(awk -F, -v k="$k" '$1 == "total" && $2 == k { print $3 "," $4 }' "$tmp/d")
        # run prints floats with 6 decimals too (ws_reg_format); compare as numbers
        if ! awk -v g="$got" -v a="$a" -v b="$b" 'BEGIN { split(g, x, ","); exit !(x[1] == a + 0 && x[2] == b + 0) }'; then
            echo "diff $* $t: $k is $got, run gives $a,$b"; fail=1
        fi
    done
}
check demo:bfs gto "" lrr "" -p gto,lrr
check demo:kmeans:points=512 ccws "" pro "" -p ccws,pro
check demo:vecadd:n=4096 owl "" ctaa "" -p owl,ctaa
check demo:matmul gto "" gto "-o l1d.perfect=1" -p gto -b l1d.perfect=1
warpscope diff -c tiny -p ccws,pro demo:kmeans:points=512 > "$tmp/1" || fail=1
warpscope diff -c tiny -p ccws,pro demo:kmeans:points=512 > "$tmp/2" || fail=1
cmp -s "$tmp/1" "$tmp/2" || { echo "two identical diffs differ"; fail=1; }
warpscope diff -j 1 -c tiny -p ccws,pro demo:kmeans:points=512 > "$tmp/3" || fail=1
cmp -s "$tmp/1" "$tmp/3" || { echo "diff -j 1 (one thread) differs from -j 2"; fail=1; }
exit $fail
