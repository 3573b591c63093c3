#!/usr/bin/env bash
# tests/bench/memory.sh — peak RSS against trace length (issue 19): every demo at three
# sizes (scale=1,2,4; histogram bytes=1, 4 and 16 MiB, its grid-stride kernel's warps
# growing with the input), run headless on the default config.  Memory should follow
# what is resident (CTAs on the SMs), not the trace's length: the last column, peak RSS
# at the largest size over the smallest, stays near 1 when it does.
set -u
cd "$(dirname "$0")/../.."
BIN=${WS_BIN:-build/warpscope}
measure() {   # measure TRACE -> "warp_insts rss_kib"
    local out
    out=$( { /usr/bin/time -f 'RSS %M' "$BIN" run --stats csv "$1" 2>&1 1>&3; } 3>&1 ) || { echo "0 0"; return; }
    printf '%s\n' "$out" | awk -F, '$1 == "warp_insts" { w = $2 } /^RSS/ { split($0, a, " "); r = a[2] }
                                    END { print w + 0, r + 0 }'
}
printf '%-11s %34s %34s %34s %7s\n' demo "size 1: warp insts, peak RSS" "size 2" "size 3" "RSS 3/1"
for d in vecadd bfs kmeans mapreduce spmv conv2d laplace3d matmul scalarprod hotspot histogram; do
    if [ $d = histogram ]; then sizes="bytes=1048576 bytes=4194304 bytes=16777216"; else sizes="scale=1 scale=2 scale=4"; fi
    line=$(printf '%-11s' $d) first=0 last=0
    for s in $sizes; do
        read -r w r < <(measure "demo:$d:$s")
        line+=$(printf ' %14s %11d %6.1f MB' "$s" "$w" "$(awk -v r="$r" 'BEGIN { print r / 1024 }')")
        [ $first = 0 ] && first=$r
        last=$r
    done
    printf '%s %6.2fx\n' "$line" "$(awk -v a="$first" -v b="$last" 'BEGIN { print a ? b / a : 0 }')"
done
