#!/usr/bin/env bash
# tests/tui/speed.sh — `continue` to the end in the TUI with every view live (layout all,
# 160x50) against `warpscope run` headless on the same trace; prints both wall times and
# the ratio (reported, not asserted: DESIGN §10 bench rule).  TRACE=... overrides.
set -u
cd "$(dirname "$0")/../.."
. tests/tui/lib.sh
trap tui_cleanup EXIT
tui_need_tmux || exit 1
TRACE=${TRACE:-demo:vecadd:scale=20}
now() { date +%s.%N; }

t0=$(now)
"$BIN" run "$TRACE" >/dev/null || exit 1
t1=$(now)
headless=$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')

tui_start 160 50 "" -ex 'layout all' "$TRACE"
sleep 0.5
t0=$(now)
tui_keys c
tui_wait 'simulation finished' 600 || { echo "the TUI run did not finish"; exit 1; }
t1=$(now)
tui=$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')
tui_keys q
printf 'trace %s\nheadless run   %.2f s\nTUI continue   %.2f s (layout all, 160x50, <= 20 frames/s)\nTUI speed / headless speed = %.2f\n' \
    "$TRACE" "$headless" "$tui" "$(awk -v a="$headless" -v b="$tui" 'BEGIN { print a / b }')"
