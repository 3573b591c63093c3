#!/usr/bin/env bash
# tests/fuzz/fuzz.sh — runs the libFuzzer harnesses built in $FUZZ_DIR (make fuzz,
# make fuzz-smoke).  Usage: fuzz.sh time SECONDS | runs N.
# Each harness NAME runs nice'd, one at a time, on a working corpus in
# $FUZZ_DIR/corpus/NAME seeded from tests/fuzz/corpus/NAME and every regression input in
# tests/fuzz/crashes/NAME (and, for `time`, seeds derived from ../shared/traces when
# present), with the dictionary tests/fuzz/NAME.dict.  A crash, a leak, a timeout
# (over 10 s) or out-of-memory (over 2 GiB) fails the harness and leaves the input in
# $FUZZ_DIR/artifacts/NAME/; copy it into tests/fuzz/crashes/NAME/ when it is fixed.
# One line per harness with the inputs run, then "fuzz: N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
FUZZ_DIR=${FUZZ_DIR:-build/fuzz}
FUZZ=${FUZZ:-}
mode=${1:-runs}
amount=${2:-4000}
case $mode in
time) limit=(-max_total_time="$amount") ;;
runs) limit=(-runs="$amount" -seed=1) ;;   # CI: the same inputs every time
*) echo "usage: fuzz.sh time SECONDS | runs N"; exit 2 ;;
esac

# Seeds from the shared traces, made at run time (never copied into the repository):
# the first 32 KiB of each Accel-Sim kernel trace, and each trace converted to .wst.
shared_seeds() {
    local sh=${WS_SHARED:-../shared} out=$FUZZ_DIR/shared-seeds bin=${WS_BIN:-build/warpscope}
    [ -d "$sh/traces/accelsim" ] || return 0
    rm -rf "$out"
    mkdir -p "$out/accelsim" "$out/wst"
    local d n=0
    for d in "$sh"/traces/accelsim/*/; do
        n=$((n + 1))
        for f in "$d"*.traceg; do
            [ -f "$f" ] || continue
            { printf '\0'; head -c 32768 "$f"; } >"$out/accelsim/shared-$n-$(basename "$f")"
        done
        if [ -x "$bin" ] && "$bin" trace convert "$d" "$out/t.wst" >/dev/null 2>&1 &&
            [ "$(stat -c %s "$out/t.wst")" -lt 262144 ]; then
            { printf '\0'; cat "$out/t.wst"; } >"$out/wst/shared-$n.wst"
        fi
        rm -f "$out/t.wst"
    done
}
# (make fuzz, or FUZZ_SHARED=1; the CI smoke run keeps to the committed seeds)
use_shared=${FUZZ_SHARED:-}
[ "$mode" = time ] && use_shared=1
[ -n "$use_shared" ] && shared_seeds

passed=0 failed=0
for src in tests/fuzz/fuzz_*.c; do
    name=${src##*/fuzz_}
    name=${name%.c}
    if [ -n "$FUZZ" ] && [[ "$name" != *"$FUZZ"* ]]; then continue; fi
    bin=$FUZZ_DIR/fuzz_$name
    case $name in
    accelsim) maxlen=65536 ;;
    wst) maxlen=131072 ;;
    dbg) maxlen=4096 ;;
    *) maxlen=8192 ;;
    esac
    # absolute paths: the dbg harness works in its scratch directory
    work=$PWD/$FUZZ_DIR/corpus/$name
    art=$PWD/$FUZZ_DIR/artifacts/$name
    mkdir -p "$work" "$art"
    seeds=("$PWD/tests/fuzz/corpus/$name")
    [ -d tests/fuzz/crashes/$name ] && seeds+=("$PWD/tests/fuzz/crashes/$name")
    [ -n "$use_shared" ] && [ -d "$FUZZ_DIR/shared-seeds/$name" ] && seeds+=("$PWD/$FUZZ_DIR/shared-seeds/$name")
    log=$PWD/$FUZZ_DIR/$name.log
    start=$(date +%s)
    nice -n 10 "$bin" -dict="$PWD/tests/fuzz/$name.dict" -max_len=$maxlen -timeout=10 \
        -rss_limit_mb=2048 -artifact_prefix="$art/" -print_final_stats=1 "${limit[@]}" \
        "$work" "${seeds[@]}" >"$log" 2>&1
    rc=$?
    secs=$(( $(date +%s) - start ))
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    cov=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1)
    corp=$(find "$work" -type f | wc -l)
    if [ $rc = 0 ]; then
        printf 'ok   fuzz-%-9s %8s inputs in %4d s, %s, corpus %d\n' "$name" "${runs:-?}" "$secs" "${cov:-cov ?}" "$corp"
        passed=$((passed + 1))
    else
        printf 'FAIL fuzz-%-9s after %s inputs (exit %d); see %s, inputs in %s\n' "$name" "${runs:-?}" "$rc" "$log" "$art"
        grep -E '^(==[0-9]+==ERROR|SUMMARY|.*runtime error)' "$log" | head -5 | sed 's/^/    /'
        failed=$((failed + 1))
    fi
done
echo "fuzz: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
