#!/usr/bin/env bash
# trace-export-peer.sh — Accel-Sim (../shared/peer/accelsim/run, skipped when absent)
# runs what `trace export` writes and the hand-made inputs in tests/cli/data/accelsim,
# and executes exactly the instructions warpscope counts: its warp_insn and
# gpu_tot_sim_insn equal `trace info`'s warp_insts and thread_insts.  One measured
# exception, a fact of the peer: shared-memory atomics (ATOMS) are executed but not
# counted by it (demo:mapreduce has one per warp), so they are subtracted here.
set -u
peer=${WS_PEER:-../shared/peer/accelsim/run}
[ -x "$peer" ] || { echo "../shared/peer/accelsim/run not found: skipped"; exit 77; }
ws=${WS_BIN:-warpscope}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0 i=0
for src in demo:vecadd:n=4096 demo:matmul:m=32,n=32,k=32 demo:mapreduce:records=4096 \
           demo:hotspot:rows=64,cols=64 tests/cli/data/accelsim/*/; do
    i=$((i + 1)); dir=$src
    if [ "${src#demo:}" != "$src" ]; then
        dir="$tmp/e$i"
        "$ws" trace export "$src" "$dir" || { echo "FAIL $src: export"; fail=1; continue; }
    fi
    tot=$("$ws" trace info --json "$dir" 2>/dev/null | sed -n 's/.*"totals": {[^}]*"warp_insts": \([0-9]*\), "thread_insts": \([0-9]*\).*/\1 \2/p')
    # ATOMS: instructions and active lanes (popcount of the hex mask, the dump's 2nd field)
    atoms=$("$ws" trace dump "$dir" 2>/dev/null | awk 'BEGIN { pc = "0112122312232334" }
        $3 ~ /^ATOMS/ { n++; for (k = 1; k <= 8; k++) l += substr(pc, index("0123456789abcdef", substr($2, k, 1)), 1) }
        END { print n + 0, l + 0 }')
    [ -n "$tot" ] || { echo "FAIL $src: trace info"; fail=1; continue; }
    want="$((${tot% *} - ${atoms% *})) $((${tot#* } - ${atoms#* }))"
    out=$("$peer" "$dir" GTX480 gto 2>&1) || { echo "FAIL $src: the peer failed:"; echo "$out" | tail -3; fail=1; continue; }
    got="$(echo "$out" | sed -n 's/^warp_insn=//p') $(echo "$out" | sed -n 's/^gpu_tot_sim_insn=//p')"
    if [ "$got" != "$want" ]; then
        echo "FAIL $src: the peer executed '$got' warp/thread instructions, warpscope counts '$want'"; fail=1
    else
        echo "$src: $got warp/thread instructions, $(echo "$out" | sed -n 's/^cycles=//p') peer cycles"
    fi
done
exit $fail
