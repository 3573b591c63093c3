#!/usr/bin/env bash
# tests/bench/diff-same.sh OLD [NEW] — checks that two builds of warpscope give the same
# lockstep results (a speed change to the diff engine must change no output): `diff`
# (text, JSON, CSV, one thread and two) and `debug --diff` stopping at each kind's first
# divergence, at every divergence in turn, and with an event breakpoint besides, with
# `info diff` there, for several policy pairs on demos and the shared Accel-Sim traces.
# NEW defaults to build/warpscope.  Takes a while (about 140 commands per build, two at a
# time); prints each difference and "N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
OLD=${1:?usage: diff-same.sh OLD_BINARY [NEW_BINARY]}
NEW=${2:-$PWD/build/warpscope}
export WARPSCOPE_CONFIGS=${WARPSCOPE_CONFIGS:-$PWD/configs}
S=${WS_SHARED:-$(cd .. && pwd)/shared}/traces/accelsim
tr=()
for t in vectoradd-sm61 matrixmul-sm61; do [ -d "$S/$t" ] && tr+=("$S/$t"); done
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
cmds=()
for p in gto,lrr gto,tla lrr,ccws owl,gto tl,swl pro,ctaa; do
    for t in demo:vecadd demo:kmeans demo:bfs demo:matmul demo:histogram demo:spmv "${tr[@]}"; do
        cmds+=("diff -c gtx480 -p $p $t")
    done
    cmds+=("diff -c gtx480 -p $p --stats json demo:conv2d")
    cmds+=("diff -c gtx480 -j 1 -p $p --stats csv demo:hotspot")
    cmds+=("diff -c tiny -p $p demo:mapreduce")
done
cmds+=("diff -c gtx480 -p gto -b l1d.assoc=2 demo:kmeans")
cmds+=("diff -c gtx480 -p lrr -a l1d.mshrs=8 demo:matmul")
for p in gto,lrr gto,tla lrr,ccws owl,gto; do
    for t in demo:vecadd demo:kmeans:scale=1 "${tr[@]:0:1}"; do
        for k in issue cache dram cta-launch; do
            cmds+=("debug --batch --nx --diff $p -c gtx480 $t -ex 'break diverge kind=$k' -ex run -ex 'info diff' -ex 'print a.cycle' -ex 'print b.warp_insts'")
        done
        cmds+=("debug --batch --nx --diff $p -c gtx480 $t -ex 'break diverge' -ex run -ex continue -ex continue -ex continue -ex continue -ex 'info diff'")
        cmds+=("debug --batch --nx --diff $p -c gtx480 $t -ex 'break diverge kind=dram' -ex 'break l1-miss sm=2 if cycle > 300' -ex run -ex continue -ex continue -ex 'info diff' -ex 'focus b' -ex 'continue 3' -ex 'info diff'")
    done
done
i=0
for c in "${cmds[@]}"; do
    i=$((i + 1))
    for b in old new; do
        bin=$OLD; [ $b = new ] && bin=$NEW
        printf '%s\n' "\"$bin\" $c > $W/$i.$b 2>&1; echo \"status \$?\" >> $W/$i.$b"
    done
done > "$W/cmds"
xargs -P 2 -d '\n' -n 1 bash -c < "$W/cmds"
pass=0 fail=0 i=0
for c in "${cmds[@]}"; do
    i=$((i + 1))
    if cmp -s "$W/$i.old" "$W/$i.new"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "DIFFERS: warpscope $c"
        diff "$W/$i.old" "$W/$i.new" | head -20
    fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
