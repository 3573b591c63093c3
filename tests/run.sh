#!/usr/bin/env bash
# tests/run.sh — runs every test group (unit, cli, paper, tui) and prints one closing
# line "N passed, N failed".  Called by `make test`; BUILD and T come from make.
set -u
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
T=${T:-}
export WS_BIN="$PWD/$BUILD/warpscope"
export PATH="$PWD/$BUILD:$PATH"
if [ -z "${WS_SHARED:-}" ] && [ -d ../shared/traces ]; then export WS_SHARED="$(cd ../shared && pwd)"; fi
passed=0 failed=0 skipped=0
failures=()

add() {   # add PASSED FAILED SKIPPED NAME
    passed=$((passed + $1)); failed=$((failed + $2)); skipped=$((skipped + $3))
    [ "$2" -gt 0 ] && failures+=("$4")
    return 0
}

# Unit tests: one binary per tests/unit/test_NAME.c; T selects by file name.
for bin in "$BUILD"/tests/test_*; do
    [ -x "$bin" ] || continue
    name=${bin##*/test_}
    if [ -n "$T" ] && [[ "$name" != *"$T"* ]]; then continue; fi
    out=$("$bin" 2>&1); rc=$?
    last=$(printf '%s\n' "$out" | tail -n 1)
    if [[ "$last" =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
        p=${BASH_REMATCH[1]} f=${BASH_REMATCH[2]}
        [ $rc -ne 0 ] && [ "$f" -eq 0 ] && f=1
    else
        p=0 f=1   # crashed before its summary
    fi
    if [ "$f" -gt 0 ]; then printf '%s\n' "$out" | grep -v '^ok ' | sed "s/^/unit\/$name: /"; fi
    printf 'unit/%-20s %s passed, %s failed\n' "$name" "$p" "$f"
    add "$p" "$f" 0 "unit/$name"
done

# Golden command tests, script tests, paper claims, TUI tests.
# WS_TEST_GROUPS=unit (make test-unit): the unit tests alone.
for group in cli paper tui; do
    [ "${WS_TEST_GROUPS:-}" = unit ] && break
    [ -f "tests/$group/run.sh" ] || continue
    out=$(T="$T" bash "tests/$group/run.sh" 2>&1); rc=$?
    printf '%s\n' "$out" | grep -Ev '^(ok |[0-9]+ passed, )'
    last=$(printf '%s\n' "$out" | tail -n 1)
    if [[ "$last" =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed(,\ ([0-9]+)\ skipped)?$ ]]; then
        add "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}" "${BASH_REMATCH[4]:-0}" "$group"
        [ $rc -ne 0 ] && [ "${BASH_REMATCH[2]}" -eq 0 ] && add 0 1 0 "$group (exit $rc)"
    else
        add 0 1 0 "$group (no summary)"
    fi
done

[ ${#failures[@]} -gt 0 ] && echo "failed groups: ${failures[*]}"
if [ "$skipped" -gt 0 ]; then
    echo "$passed passed, $failed failed, $skipped skipped"
else
    echo "$passed passed, $failed failed"
fi
[ "$failed" -eq 0 ]
