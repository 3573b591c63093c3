#!/usr/bin/env bash
# tests/paper/run.sh — the papers' qualitative claims, checked on the demos: each
# tests/paper/NAME.sh prints one line per claim, "ok NAME: claim (numbers)" or
# "FAIL NAME: claim (numbers)", and exits non-zero when any claim fails.  This runner
# counts those lines and prints "N passed, N failed".  T=NAME selects scripts.
#
# The claims are about the model's behaviour, not memory safety: under the sanitizer
# build (SAN=1) they are not run (the normal `make test` runs them), because their full-
# size simulations would take many times longer there.
set -u
cd "$(dirname "$0")/../.."
export PATH="$PWD/${BUILD:-build}:$PATH"
T=${T:-}
if [ -n "${SAN:-}" ]; then
    echo "paper claims run in the normal build (make test), not under the sanitizers"
    echo "0 passed, 0 failed"
    exit 0
fi
passed=0 failed=0
for s in tests/paper/*.sh; do
    [ "${s##*/}" = run.sh ] && continue
    name=${s##*/}; name=${name%.sh}
    if [ -n "$T" ] && [[ "paper-$name" != *"$T"* ]]; then continue; fi
    out=$(timeout 1200 bash "$s" 2>&1); rc=$?
    printf '%s\n' "$out"
    p=$(printf '%s\n' "$out" | grep -c '^ok ')
    f=$(printf '%s\n' "$out" | grep -c '^FAIL ')
    if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; echo "FAIL $name: exited $rc"; fi
    passed=$((passed + p)); failed=$((failed + f))
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
