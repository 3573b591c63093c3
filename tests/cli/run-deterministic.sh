#!/usr/bin/env bash
# Determinism: two runs of the same inputs give byte-identical stats apart from the
# timing fields (sim.seconds, sim.warp_insts_per_sec), in every --stats format, for
# several policies and configurations; the timing fields are the only ones removed.
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
strip() { grep -v -e '"sim\.' -e '^sim\.' "$1"; }
check() {   # check FMT ARGS...
    local fmt=$1; shift
    for k in 1 2; do
        warpscope run --stats "$fmt" "$@" >"$tmp/$k" 2>"$tmp/e$k" || {
            echo "run $* failed: $(head -n 1 "$tmp/e$k")"; fail=1; return; }
    done
    [ "$(grep -c 'sim\.' "$tmp/1")" = 2 ] || { echo "$fmt $*: expected 2 timing fields"; fail=1; }
    if ! cmp -s <(strip "$tmp/1") <(strip "$tmp/2"); then
        echo "$fmt $*: two runs differ:"; diff <(strip "$tmp/1") <(strip "$tmp/2") | head -n 5
        fail=1
    fi
}
check json -c configs/tiny.cfg -p gto demo:bfs
check json -c configs/tiny.cfg -p tl demo:histogram
check csv -c configs/tiny.cfg -p tla demo:spmv
check text -c configs/tiny.cfg -p swl demo:hotspot
check json -c configs/owl.cfg -p lrr demo:vecadd
check json -c configs/gtx480.cfg -p gto demo:conv2d
exit $fail
