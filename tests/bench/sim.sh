#!/usr/bin/env bash
# tests/bench/sim.sh — simulator speed: headless runs on configs/gtx480.cfg over the
# shared vectoradd-sm80 trace and over a >= 10M-warp-instruction demo; reports warp
# instructions per second, simulated SM-cycles per second and peak RSS.
set -u
cd "$(dirname "$0")/../.."
BIN=${WS_BIN:-build/warpscope}
SHARED=${WS_SHARED:-}
bench() {   # bench NAME TRACE
    local out rss
    out=$( { /usr/bin/time -f 'RSS %M' "$BIN" run -c gtx480 --stats csv "$2" 2>&1 1>&3; } 3>&1 ) || {
        echo "$1: run failed"; return; }
    rss=$(printf '%s\n' "$out" | awk '/^RSS/ { print $2 }')
    printf '%s\n' "$out" | awk -F, -v name="$1" -v rss="$rss" -v sms=15 '
        $1 == "cycles" { c = $2 } $1 == "warp_insts" { w = $2 } $1 == "sim.seconds" { s = $2 }
        END { if (s <= 0) s = 1e-9;
              printf "%-28s %11d warp insts %9d cycles %7.2f s  %10.0f warp insts/s  %10.0f SM-cycles/s  peak RSS %d KiB\n",
                     name, w, c, s, w / s, c * sms / s, rss }'
}
if [ -n "$SHARED" ] && [ -d "$SHARED/traces/accelsim/vectoradd-sm80" ]; then
    bench vectoradd-sm80 "$SHARED/traces/accelsim/vectoradd-sm80"
else
    echo "vectoradd-sm80: skipped (../shared/traces not found)"
fi
# demo:vecadd has 53248 warp instructions per unit of scale: scale=200 -> 10.6M
bench "demo:vecadd:scale=200" "demo:vecadd:scale=200"
bench "demo:matmul:scale=8" "demo:matmul:scale=8"
