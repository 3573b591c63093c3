#!/usr/bin/env bash
# tests/bench/reverse.sh — reverse execution (issue 21) on demo:kmeans:scale=8 under
# gtx480: `until 1000000` with automatic checkpoints (dbg.checkpoint_budget at its
# default 256M) against the same with none (budget 0); then, at cycle 1,000,000,
# the time of `reverse-step`, `reverse-step 1000`, `reverse-next` and `goto` to earlier
# cycles (each command timed alone, between two `shell date` lines), and the checkpoints'
# memory against the budget.  Then the same with two simulators in lockstep
# (`debug --diff gto,lrr`: both sides checkpointed within the one budget, and moved back
# together); REVERSE_BENCH_DIFF=0 leaves that out.  Targets (issue 21): reverse-step
# < 0.2 s, goto < 1 s, checkpointing continue >= 0.8x plain.  Reports; asserts nothing.
set -u
cd "$(dirname "$0")/../.."
WS=${WS_BIN:-build/warpscope}
T=${REVERSE_BENCH_TRACE:-demo:kmeans:scale=8}
C=${REVERSE_BENCH_CYCLE:-1000000}
now() { date +%s.%N; }
wall() {   # wall time of "$@" (output discarded)
    local s e
    s=$(now)
    "$@" </dev/null >/dev/null 2>&1 || { echo failed; return; }
    e=$(now)
    awk -v s="$s" -v e="$e" 'BEGIN { printf "%.2f", e - s }'
}
# bench LABEL DEBUG-ARGS... — the whole report for one debugger setup
bench() {
    local label=$1
    shift
    printf '%s: trace %s on gtx480, to cycle %s (load average %s)\n' "$label" "$T" "$C" \
        "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
    local plain ckpt
    plain=$(wall "$WS" debug --batch --nx -c gtx480 "$@" -o dbg.checkpoint_budget=0 -ex "until $C" "$T")
    ckpt=$(wall "$WS" debug --batch --nx -c gtx480 "$@" -ex "until $C" "$T")
    printf '  %-46s %7s s\n' "until $C, no checkpoints (budget 0)" "$plain"
    printf '  %-46s %7s s  (%s x the speed)\n' "until $C, automatic checkpoints (256M)" "$ckpt" \
        "$(awk -v a="$plain" -v b="$ckpt" 'BEGIN { printf "%.2f", a / b }')"
    # one session (commands in this order, each from where the one before left): each
    # timed command between two `shell date +%s.%N`
    local args=(-ex "until $C") c out times i s e
    local cmds=("reverse-step" "step" "reverse-step 1000" "reverse-next" "goto $((C - 1))"
                "goto $((C / 2))" "goto 1" "goto $((C - 8191))" "goto $C")
    for c in "${cmds[@]}"; do args+=(-ex 'shell date +T%s.%N' -ex "$c" -ex 'shell date +T%s.%N'); done
    args+=(-ex 'info checkpoints')
    out=$("$WS" debug --batch --nx -c gtx480 "$@" "${args[@]}" "$T" 2>&1)
    times=$(grep -E '^T[0-9]' <<<"$out" | tr -d T)
    i=0
    while read -r s && read -r e; do
        printf '  %-46s %7.3f s\n' "${cmds[$i]}" "$(awk -v s="$s" -v e="$e" 'BEGIN { print e - s }')"
        i=$((i + 1))
    done <<<"$times"
    grep -E '^Automatic:' <<<"$out" | sed 's/^/  /'
    # the widest gap between two checkpoints: what a goto may have to re-run at worst
    # (re-run at the plain run's speed: an estimate of the slowest goto)
    grep -E '^[ *] +-' <<<"$out" | awk -v t="$plain" -v c="$C" '
        { x = ($1 == "*") ? $3 : $2; if (n++ && x - p > g) g = x - p; p = x }
        END { printf "  widest gap between checkpoints: %d cycles (a goto into it re-runs at most that: ~%.2f s)\n", g, g * t / c }'
}
bench "one simulator (gto)" -p gto
[ "${REVERSE_BENCH_DIFF:-1}" = 0 ] || bench "two simulators (debug --diff gto,lrr)" --diff gto,lrr
