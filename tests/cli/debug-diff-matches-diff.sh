#!/usr/bin/env bash
# `break diverge kind=K` under `debug --diff` stops at the cycle `warpscope diff` reports
# as the first divergence of kind K for the same pair on the same trace, naming the same
# events on both sides; where diff reports none, the debugger runs to the end without
# stopping.  Pairs of policies and of configs (-a/-b), with and without -j 1.
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0 checked=0
check() {   # check CFG TRACE PAIR-ARGS...
    local cfg=$1 t=$2; shift 2
    warpscope diff -c "$cfg" "$@" "$t" > "$tmp/d" || { echo "diff $* $t failed"; fail=1; return; }
    for k in issue cache dram cta-launch; do
        # diff:  "  issue      cycle 4: A-EVENT | B-EVENT"  or  "  dram       none"
        local want got
        want=$(awk -v k="$k" '$1 == k { sub(/^ *[^ ]+ +/, ""); print; exit }' "$tmp/d")
        [ -n "$want" ] || { echo "diff $* $t: no line for $k"; fail=1; continue; }
        local dargs=("$@")
        dargs[0]=--diff; [ "$1" = -j ] && dargs=("${@:3}") && dargs[0]=--diff
        warpscope debug --batch "${dargs[@]}" -c "$cfg" "$t" -ex "tbreak diverge kind=$k" -ex run \
            > "$tmp/g" 2>&1 || { echo "debug --diff $* $t (kind=$k) failed"; cat "$tmp/g"; fail=1; continue; }
        # debug: "Temporary breakpoint 1, diverge issue at cycle 4: A A-EVENT | B B-EVENT"
        got=$(sed -n "s/^Temporary breakpoint 1, diverge $k at \(cycle [0-9]*\): A \(.*\) | B \(.*\)\$/\1: \2 | \3/p" "$tmp/g")
        if [ "$want" = none ]; then
            [ -z "$got" ] && grep -q '^\[simulation finished\]' "$tmp/g" ||
                { echo "$* $t $k: diff reports none, the debugger stopped: $got"; fail=1; }
        elif [ "$got" != "$want" ]; then
            echo "$* $t $k: diff reports '$want', the debugger stopped at '$got'"; fail=1
        fi
        checked=$((checked + 1))
    done
}
check tiny demo:vecadd:n=2048 -p gto,lrr
check tiny demo:bfs -p gto,lrr
check tiny demo:kmeans:points=512 -p ccws,pro
check tiny demo:matmul -p gto -b l1d.perfect=1
check gtx480 demo:vecadd -p gto -a l1d.size=32K
check tiny demo:vecadd:n=4096 -j 1 -p owl,ctaa
[ "$checked" -eq 24 ] || { echo "checked $checked kinds, expected 24"; fail=1; }
exit $fail
