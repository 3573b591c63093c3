#!/usr/bin/env bash
# tests/paper/ccws.sh — CCWS's claims on configs/ccws.cfg:
# on the highly cache-sensitive demos (bfs, kmeans) GTO beats LRR and CCWS beats GTO with
# fewer L1D misses (Figs. 7, 8), Best-SWL is close to CCWS (Fig. 7: slightly better;
# as in CCWS §5.1, "all possible limitation values" are run and the best is picked:
# swl.limit = 1..16, the demos' occupancy); on the cache-insensitive vecadd CCWS stays within a few
# percent of GTO (Fig. 9); raising ccws.k lowers L1D misses (Fig. 16).
# Inputs are sized so each SM runs at its occupancy limit with a footprint above the
# 32 KB L1D (the paper's point: the working set of all warps does not fit).
set -u
cd "$(dirname "$0")/../.."
export PATH="$PWD/${BUILD:-build}:$PATH"
# WS_PAPER_BFS: another BFS for the bfs claims, e.g. an Accel-Sim trace of Rodinia BFS
# (`WS_PAPER_BFS=DIR/kernelslist.g`); the default is the demo.
HCS="${WS_PAPER_BFS:-demo:bfs:scale=8} demo:kmeans:scale=4"
CI="demo:vecadd:scale=4"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
PAPER=ccws
. tests/paper/lib.sh
warpscope compare --csv -j 2 -c ccws -p gto,lrr,ccws $HCS $CI > "$tmp/a.csv" || exit 1
warpscope compare --csv -j 2 -c ccws -p swl -s swl.limit=1..16 --best $HCS > "$tmp/swl.csv" || exit 1
warpscope compare --csv -j 2 -c ccws -p ccws -s ccws.k=2,32 $HCS > "$tmp/k.csv" || exit 1
# field: trace column -> value (5 = ipc, 6 = l1d miss rate; accesses are the same per trace)
get() { awk -F, -v t="$1" -v c="$2" -v f="$3" '$1 == t && $2 == c { print $f }' "$tmp"/*.csv; }
best_swl() { awk -F, -v t="$1" '$1 == t && $2 == "swl/best" { sub("swl.limit=", "", $NF); print $5, $NF }' "$tmp/swl.csv"; }
gt() { awk -v a="$1" -v b="$2" 'BEGIN { print (a > b) ? 1 : 0 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
# Why Best-SWL is not close to CCWS, as measured on each demo (issue 24; the numbers are
# from `warpscope run -c ccws --stats json` and the debugger, demos/results-ccws.md).  A
# BFS given in WS_PAPER_BFS has no measured reason: there the claim fails plainly.
known_swl() {
    case $1 in
    demo:bfs:scale=8) echo "issue 24 (figures measured at 2c5c9015, before the interconnect change; best limit now $lim): CCWS's VTA sees 24,507 hits in 1,315,988 warp instructions, so LLDS is about 0.0186 x 8 x 1600 = 238, twice the base score, and CCWS holds back 1.09 of 16 warps on average (12.17M throttled warp-cycles / 30 SMs / 371,649 cycles) against swl.limit=7's 9; 35.8k of the 59.4k L1D hits swl.limit=7 gains over GTO are inter-warp, which a per-warp VTA cannot see (demos/results-ccws.md)" ;;
    demo:kmeans:scale=4) echo "issue 24 (figures measured at 2c5c9015, before the interconnect change; best limit now $lim): the 256-line L1D holds the 34-line feature rows of at most 7 warps (swl.limit=5 148,243 cycles, 7 163,207, 8 483,123, GTO 3,561,101); CCWS holds back 9.9 of 16 warps on average in cycles 100k-400k but the number and set of warps allowed to load move with the scores, and it misses 0.254 times per warp instruction there against swl.limit=5's 0.044 (2.2 against 6.8 warp instructions per cycle) (demos/results-ccws.md)" ;;
    esac
}
for t in $HCS; do
    n=${t#demo:}
    g=$(get "$t" gto 5) l=$(get "$t" lrr 5) c=$(get "$t" ccws 5)
    gm=$(get "$t" gto 6) cm=$(get "$t" ccws 6)
    lm=$(get "$t" lrr 6) kg=
    # bfs: measured on the correlated model (issue 24), the reason GTO gains nothing
    [ "$n" = bfs:scale=8 ] && kg="issue 24: LRR and GTO miss the L1D alike (miss rate $lm vs $gm, 0.5269 vs 0.5264 when measured): bfs's loads hold little intra-warp reuse for GTO to keep (CCWS's VTA sees 24,507 hits in 1.32M warp instructions) and 93% of its L1D misses hit in the L2, so the two orders end within 1% (LRR/GTO was 0.993 before the interconnect's input queues, 1c5df93)"
    paper_claim "$(gt "$g" "$l")" "$n: GTO beats LRR (IPC LRR/GTO $(ratio "$l" "$g"); paper HCS hmean 0.61)" "$kg"
    ok=$(awk -v c="$c" -v g="$g" -v cm="$cm" -v gm="$gm" 'BEGIN { print (c > g && cm < gm) ? 1 : 0 }')
    paper_claim "$ok" "$n: CCWS beats GTO with fewer L1D misses (IPC $(ratio "$c" "$g")x, miss rate $cm vs $gm)"
    read -r b lim <<< "$(best_swl "$t")"
    r=$(ratio "$c" "$b")
    paper_claim "$(awk -v r="$r" 'BEGIN { print (r >= 0.9 && r <= 1.1) ? 1 : 0 }')" \
        "$n: Best-SWL (swl.limit=$lim) close to CCWS (CCWS/Best-SWL IPC $r, want within 10%)" \
        "$(known_swl "$t")"
    k2=$(get "$t" ccws/ccws.k=2 6) k32=$(get "$t" ccws/ccws.k=32 6)
    ok=$(awk -v a="$k2" -v b="$cm" -v c="$k32" 'BEGIN { print (a > b && b > c) ? 1 : 0 }')
    paper_claim "$ok" "$n: raising ccws.k lowers L1D misses (miss rate k=2 $k2, k=8 $cm, k=32 $k32)"
done
g=$(get "$CI" gto 5) c=$(get "$CI" ccws 5)
r=$(ratio "$c" "$g")
paper_claim "$(awk -v r="$r" 'BEGIN { print (r >= 0.97 && r <= 1.03) ? 1 : 0 }')" \
    "vecadd: CCWS within 3% of GTO (IPC $r)"
paper_done
