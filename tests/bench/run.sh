#!/usr/bin/env bash
# tests/bench/run.sh — runs every tests/bench/*.sh benchmark and prints their reports.
# Benchmarks report figures; they never fail the build on speed.
set -u
cd "$(dirname "$0")/../.."
export BUILD=${BUILD:-build}
export WS_BIN="$PWD/$BUILD/warpscope"
if [ -z "${WS_SHARED:-}" ] && [ -d ../shared/traces ]; then export WS_SHARED="$(cd ../shared && pwd)"; fi
found=0
for b in tests/bench/*.sh; do
    [ "${b##*/}" = run.sh ] && continue
    found=1
    echo "== ${b##*/}"
    bash "$b" || echo "(benchmark ${b##*/} failed: exit $?)"
done
[ $found = 1 ] || echo "no benchmarks yet"
