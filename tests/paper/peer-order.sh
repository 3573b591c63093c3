#!/usr/bin/env bash
# tests/paper/peer-order.sh [--table] [DEMO...] — does warpscope order the three baseline
# schedulers the peer has (lrr, gto, two-level active) the way Accel-Sim does?
#
# Each DEMO (a demo:NAME[:K=V,...] spec) is written once with `warpscope trace export` and
# both simulators read that directory, so they run the same instructions: the peer
# (WS_PEER, default ../shared/peer/accelsim/run) on GTX480 with lrr, gto and
# two_level_active:N:0:1, warpscope with `-c gtx480` and lrr, gto and tla with
# tla.active=N.  N is TLA_N, default 6: the setting GTX480's gpgpusim.config documents
# (`#-gpgpu_scheduler two_level_active:6:0:1`, inner LRR, outer SRR; the wrapper's bare
# two_level_active); configs/gtx480.cfg's own tla.active is 8.  Cycles are the peer's
# gpu_tot_sim_cycle and warpscope's `cycles` (both summed over the kernels).
#
# One line per demo: each side's cycles per policy and its order (fastest first), then
# whether the three pairs (lrr/gto, lrr/tla, gto/tla) are ordered alike.  A pair whose
# peer cycles differ by less than 1% of the smaller is a tie and agrees whichever way
# warpscope orders it.  A last line counts the demos that agree on all three pairs and
# the pairs that agree.  --table prints a markdown table instead of the lines.
# Exit status: 0 when every demo agrees, 1 otherwise (or a run failed), 77 when the
# peer is absent.
#
# The default demos are every kernel `warpscope gen --help` lists, sized so one peer run
# takes about 20 s or less of CPU on the machine this was written on, with several waves
# of CTAs on GTX480's 15 SMs (histogram's fixed-size merge kernels alone take ~30 s).
# Env: WS_BIN (default warpscope on PATH), JOBS (runs at once, default 2), TLA_N.
set -u
peer=${WS_PEER:-../shared/peer/accelsim/run}
ws=${WS_BIN:-warpscope}
jobs=${JOBS:-2}
tla_n=${TLA_N:-6}
table=0
while [ $# -gt 0 ]; do
    case $1 in
    --table) table=1; shift ;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    --) shift; break ;;
    -*) echo "peer-order.sh: unknown option $1" >&2; exit 2 ;;
    *) break ;;
    esac
done
[ -x "$peer" ] || { echo "$peer not found: skipped"; exit 77; }
command -v "$ws" >/dev/null || { echo "peer-order.sh: $ws not found (set WS_BIN)" >&2; exit 1; }

# The size of each default demo (peer CPU seconds for gto and CTAs, measured: waves are
# CTAs / (15 SMs x CTAs per SM by threads, registers and shared memory)).
size() {
    case $1 in
    vecadd) echo "" ;;                                            #  4 s, 512 CTAs, 5.7 waves
    bfs) echo ":nodes=46080,degree=2,frontier=50" ;;              # 15 s, 180 CTAs, 3 waves
    kmeans) echo ":points=65536,features=4" ;;                    # 15 s, 256 CTAs, 3.4 waves
    mapreduce) echo "" ;;                                         # 11 s, 256 CTAs, 2.8 waves
    spmv) echo ":rows=57344,nnz=2" ;;                             #  9 s, 224 CTAs, 3 waves
    conv2d) echo "" ;;                                            #  5 s, 256 CTAs, 2.8 waves
    laplace3d) echo ":ny=384,nz=4" ;;                             #  8 s, 384 CTAs, 3.2 waves
    matmul) echo ":m=256,n=256,k=16" ;;                           #  3 s, 256 CTAs, 3.4 waves
    scalarprod) echo ":vectors=270,elements=1024,ctas=270" ;;     # 12 s, 270 CTAs, 3 waves
    hotspot) echo ":rows=160,cols=160" ;;                         #  6 s, 196 CTAs, 3.3 waves
    histogram) echo ":bytes=131072" ;;                            # 37 s, 9+64+240+256 CTAs
    *) echo "" ;;                                                 # a new demo: its defaults
    esac
}
if [ $# -eq 0 ]; then
    kernels=$("$ws" gen --help | awk '/^Kernels/ { k = 1; next } k && /^  [a-z]/ { print $1 }')
    [ -n "$kernels" ] || { echo "peer-order.sh: no kernels in \`$ws gen --help\`" >&2; exit 1; }
    set --
    for k in $kernels; do set -- "$@" "demo:$k$(size "$k")"; done
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pols="lrr gto tla"

# Export every demo, then queue its six runs: "INDEX SIDE POLICY" per line.
n=0
for d in "$@"; do
    n=$((n + 1))
    if ! "$ws" trace export "$d" "$tmp/e$n" > "$tmp/e$n.log" 2>&1; then
        echo "export failed: $(tail -n 1 "$tmp/e$n.log")" > "$tmp/err$n"; continue
    fi
    for p in $pols; do echo "$n peer $p"; done
    for p in $pols; do echo "$n ws $p"; done
done > "$tmp/jobs"

# One run: writes its cycles to $tmp/c.INDEX.SIDE.POLICY, or its error to .err.
run1() {
    local i=$1 side=$2 p=$3 out=$tmp/c.$1.$2.$3 c
    if [ "$side" = peer ]; then
        local pp=$p
        [ "$p" = tla ] && pp="two_level_active:$tla_n:0:1"
        "$peer" "$tmp/e$i" GTX480 "$pp" > "$out.log" 2>&1
        c=$(sed -n 's/^cycles=//p' "$out.log")
    else
        local o=()
        [ "$p" = tla ] && o=(-o "tla.active=$tla_n")
        "$ws" run -c gtx480 -p "$p" "${o[@]}" --stats csv "$tmp/e$i" > "$out.log" 2>&1
        c=$(sed -n 's/^cycles,//p' "$out.log")
    fi
    if [ -n "$c" ]; then echo "$c" > "$out"
    else echo "$side $p failed: $(tail -n 1 "$out.log")" > "$out.err"; fi
}
export -f run1
export tmp peer ws tla_n
# Peer runs first (they take the longest), then warpscope's.
sort -k2,2 -s "$tmp/jobs" | xargs -P "$jobs" -L 1 bash -c 'run1 "$@"' run1

# order SIDE I: the policies fastest first, "<" between them ("=" when equal cycles)
order() {
    for p in $pols; do echo "$(cat "$tmp/c.$2.$1.$p") $p"; done | sort -s -n -k1,1 |
        awk 'NR > 1 { printf "%s", ($1 == c) ? "=" : "<" } { printf "%s", $2; c = $1 } END { print "" }'
}
# agree I A B: prints "tie", "ok" or "no"
agree() {
    awk -v pa="$(cat "$tmp/c.$1.peer.$2")" -v pb="$(cat "$tmp/c.$1.peer.$3")" \
        -v wa="$(cat "$tmp/c.$1.ws.$2")" -v wb="$(cat "$tmp/c.$1.ws.$3")" 'BEGIN {
        m = (pa < pb) ? pa : pb; d = pa - pb; if (d < 0) d = -d
        if (d < 0.01 * m) print "tie"
        else print (((pa < pb) && (wa < wb)) || ((pa > pb) && (wa > wb))) ? "ok" : "no" }'
}
cyc() { local s=; for p in $pols; do s="$s $p=$(cat "$tmp/c.$2.$1.$p")"; done; echo "${s# }"; }

demos_ok=0 pairs_ok=0 pairs=0 failed=0
[ $table = 1 ] && {
    echo "| demo | peer lrr | peer gto | peer tla | peer order | ws lrr | ws gto | ws tla | ws order | pairs agree |"
    echo "|---|---:|---:|---:|---|---:|---:|---:|---|---|"
}
i=0
for d in "$@"; do
    i=$((i + 1))
    errs=$(cat "$tmp/err$i" "$tmp"/c.$i.*.err 2>/dev/null)
    if [ -n "$errs" ]; then
        failed=$((failed + 1)); pairs=$((pairs + 3))
        if [ $table = 1 ]; then echo "| $d | run failed: $(echo "$errs" | head -n 1 | tr '|' '/') |||||||||"
        else echo "FAIL peer-order: $d: $(echo "$errs" | tr '\n' ';' | sed 's/;$//')"; fi
        continue
    fi
    good=0 notes=
    for ab in lrr,gto lrr,tla gto,tla; do
        r=$(agree "$i" "${ab%,*}" "${ab#*,}")
        [ "$r" = no ] || good=$((good + 1))
        [ "$r" = ok ] || notes="$notes ${ab/,//}:$r"
    done
    pairs=$((pairs + 3)) pairs_ok=$((pairs_ok + good))
    [ $good = 3 ] && demos_ok=$((demos_ok + 1))
    po=$(order peer "$i") wo=$(order ws "$i")
    if [ $table = 1 ]; then
        echo "| $d | $(cyc peer "$i" | sed 's/[a-z]*=//g; s/ / | /g') | $po |" \
             "$(cyc ws "$i" | sed 's/[a-z]*=//g; s/ / | /g') | $wo | $good/3${notes:+ (${notes# })} |"
    else
        [ $good = 3 ] && st=ok || st=FAIL
        echo "$st peer-order: $d: peer $(cyc peer "$i") $po; warpscope $(cyc ws "$i") $wo;" \
             "$good/3 pairs agree${notes:+ (${notes# })}"
    fi
done
[ $table = 1 ] && echo
fails=; [ $failed -gt 0 ] && fails=", $failed failed to run"
echo "$demos_ok/$n demos agree on all three pairs, $pairs_ok/$pairs pairwise orderings agree" \
     "(tla = $tla_n active warps; a peer difference under 1% is a tie$fails)"
[ "$demos_ok" -eq "$n" ]
