#!/usr/bin/env bash
# tests/bench/trace.sh — Accel-Sim text parse speed (MB/s, warp insts/s) against the
# native .wst read speed (warp insts/s) on vectoradd-sm80.  Reports; never asserts.
set -u
ws=${WS_BIN:-build/warpscope}
src=${WS_SHARED:-../shared}/traces/accelsim/vectoradd-sm80
[ -d "$src" ] || { echo "trace bench: $src not found, skipped"; exit 0; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$ws" trace convert "$src" "$tmp/v.wst" || exit 1
bytes=$(cat "$src"/kernel-*.traceg | wc -c)
# "trace bench TRACE SECONDS": open + load every CTA, repeated for SECONDS.
text=$("$ws" trace bench "$src" 2) || exit 1
wst=$("$ws" trace bench "$tmp/v.wst" 2) || exit 1
field() { printf '%s\n' "$1" | awk -v k="$2" '{ for (i = 1; i < NF; i++) if ($i == k) print $(i + 1) }'; }
ti=$(field "$text" warp_insts_per_s); tl=$(field "$text" seconds_per_loop)
wi=$(field "$wst" warp_insts_per_s)
awk -v b="$bytes" -v tl="$tl" -v ti="$ti" -v wi="$wi" -v wb="$(wc -c <"$tmp/v.wst")" 'BEGIN {
    printf "accelsim text (vectoradd-sm80, %.2f MB): %.1f MB/s, %.2f M warp insts/s (open scan + load of every CTA)\n", b / 1e6, b / 1e6 / tl, ti / 1e6
    printf "native .wst (%.1f KB): %.2f M warp insts/s\n", wb / 1e3, wi / 1e6
    printf "ratio .wst / text: %.1fx\n", wi / ti }'
