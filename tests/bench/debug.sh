#!/usr/bin/env bash
# tests/bench/debug.sh — the debugger's cost over a headless run (issue 6): `continue` with
# no breakpoint, and with event breakpoints that never fire (a rare kind, the
# per-instruction `issue` kind, and a condition evaluated on every L1 miss).
# Reports times (best of 3) and ratios to `warpscope run`; asserts nothing.
set -u
cd "$(dirname "$0")/../.."
WS=${WS_BIN:-build/warpscope}
T=${DEBUG_BENCH_TRACE:-demo:vecadd:scale=40}
best() {   # best wall time of 3 runs of "$@" ("failed" when one fails)
    local b=""
    for _ in 1 2 3; do
        local s e
        s=$(date +%s.%N)
        "$@" </dev/null >/dev/null 2>&1 || { echo failed; return; }
        e=$(date +%s.%N)
        b=$(awk -v b="$b" -v s="$s" -v e="$e" 'BEGIN { t = e - s; if (b == "" || t < b) print t; else print b }')
    done
    echo "$b"
}
base=$(best "$WS" run -c gtx480 "$T")
printf 'trace %s on gtx480; best of 3\n' "$T"
printf '  %-44s %6.2f s\n' "warpscope run" "$base"
while IFS='|' read -r label bp; do
    if [ -z "$bp" ]; then t=$(best "$WS" debug --batch -c gtx480 -ex run "$T")
    else t=$(best "$WS" debug --batch -c gtx480 -ex "$bp" -ex run "$T"); fi
    if [ "$t" = failed ]; then printf '  %-44s failed (exit status not 0)\n' "$label"; continue; fi
    printf '  %-44s %6.2f s  (%.2fx run)\n' "$label" "$t" "$(awk -v t="$t" -v b="$base" 'BEGIN { print t / b }')"
done <<'LIST'
debug: continue, no breakpoint|
debug: break row-close row=999999999 (never)|break row-close row=999999999
debug: break issue cta=999999999 (never fires)|break issue cta=999999999
debug: break l1-miss if cycle < 0 (never true)|break l1-miss if cycle < 0
LIST
