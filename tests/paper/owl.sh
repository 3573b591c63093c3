#!/usr/bin/env bash
# tests/paper/owl.sh — OWL (Jog et al., ASPLOS 2013) claims on configs/owl.cfg (Table 1)
# over the memory-intensive demos: those whose IPC under lrr grew by 1.4x or more with a
# perfect L1 (the paper's Type-1 criterion, Table 2; matmul, 1.19x, was left out) on the
# model before the correlation work.  On the correlated model (`warpscope compare -c owl
# -p lrr -s l1d.perfect=false,true`) conv2d (1.08x), bfs (1.28x) and hotspot (1.03x) fall
# below 1.4 and matmul is 1.26x; the set is kept so that the numbers stay comparable, and
# issue 24 chooses the demos anew (demos/results-owl.md).
# Directions checked: Figure 7 (cta > lrr; owl clearly > lrr and > tl), Table 3 (cta-loc
# lowers the L1 miss rate of cta on the reuse-heavy demos), Figure 6 (cta-blp raises
# BLP and lowers row-buffer locality against cta-loc on the row-sharing demos), 5.1
# (owl raises the L2 hit rate and row locality against cta-blp).
set -u
cd "$(dirname "$0")/../.."
export PATH="$PWD/${BUILD:-build}:$PATH"
DEMOS="demo:spmv demo:conv2d demo:mapreduce demo:bfs demo:kmeans demo:scalarprod demo:hotspot demo:laplace3d demo:vecadd demo:histogram"
REUSE="demo:mapreduce demo:kmeans demo:spmv"      # intra-CTA / intra-warp L1 reuse
ROWS="demo:spmv demo:conv2d"                       # consecutive CTAs share DRAM rows
csv=$(warpscope compare -c owl -p lrr,tl,cta,cta-loc,cta-blp,owl --csv -j 2 $DEMOS) || {
    echo "FAIL owl: warpscope compare failed"; exit 1; }
PAPER=owl
. tests/paper/lib.sh
# v TRACE POLICY FIELD -> value (csv columns: trace,column,cycles,warp_insts,ipc,
# l1d_miss_rate,l2_hit_rate,dram_rbl,dram_blp,...)
v() {
    printf '%s\n' "$csv" | awk -F, -v t="$1" -v p="$2" -v f="$3" '
        NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
        $1 == t && $2 == p { print $(col[f]) }'
}
# geomean of POLICY_A/POLICY_B over $DEMOS for FIELD
gm() {
    printf '%s\n' "$csv" | awk -F, -v a="$1" -v b="$2" -v f="$3" '
        NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
        $2 == a { x[$1] = $(col[f]) } $2 == b { y[$1] = $(col[f]) }
        END { s = 0; n = 0; for (t in x) if (y[t] > 0 && x[t] > 0) { s += log(x[t] / y[t]); n++ }
              printf "%.3f", n ? exp(s / n) : 0 }'
}
claim() { paper_claim "$1" "$2 ($3)" "${4:-}"; }   # claim OK TEXT NUMBERS [KNOWN]
# Why a claim does not hold on the model as it is, as measured (issue 24; demos/results-owl.md).
# (Until b6bb3c9 a coalesced 128-B access filled only the first of owl.cfg's 64-B L1D
# lines and OWL prefetched the never-read upper halves; four claims failed on that.)
KNOWN_OWL="issue 24: the direction holds but the size is below the paper's: measured owl/lrr 1.161, of which owl over cta-blp is 1.072 (prefetch accuracy 0.84-1.00) and the CTA-aware base over lrr only 1.083 (paper +25%): every demo CTA has 8 warps, so cta's groups are two-level's 8-warp groups (cta/tl 1.000 on 8 of 10 demos), and lrr is within 10% of tl on 8 of 10 demos"
# At the default seed the mapreduce claim holds by 0.0016 (0.6259 vs 0.6275) and it fails on
# seeds 2 and 5: its "ok" is not evidence either way.
KNOWN_MR="issue 24: on the seeded Zipf log the sign of mapreduce's cta-loc minus cta L1 miss rate follows the seed (seeds 1 to 5: -0.0016, +0.0163, -0.0003, -0.0021, +0.0119; on the earlier uniform slots +0.0037 to +0.0147, seed 1 +0.0097); cta-loc lowers the miss rate on kmeans and spmv; the cause is not found yet"
gt() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a > b) }' && echo 1 || echo 0; }
lt() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a < b) }' && echo 1 || echo 0; }

r=$(gm cta lrr ipc)
claim "$(gt "$r" 1.0)" "cta IPC above lrr on average (Fig. 7)" "geomean cta/lrr ${r}x"

for t in $REUSE; do
    a=$(v "$t" cta-loc l1d_miss_rate); b=$(v "$t" cta l1d_miss_rate)
    k=; [ "$t" = demo:mapreduce ] && k=$KNOWN_MR
    claim "$(lt "$a" "$b")" "cta-loc L1 miss rate below cta on ${t#demo:} (Table 3)" "$a vs $b" "$k"
done

for t in $ROWS; do
    a=$(v "$t" cta-blp dram_blp); b=$(v "$t" cta-loc dram_blp)
    claim "$(gt "$a" "$b")" "cta-blp raises BLP against cta-loc on ${t#demo:} (Fig. 6)" "$a vs $b"
    a=$(v "$t" cta-blp dram_rbl); b=$(v "$t" cta-loc dram_rbl)
    claim "$(lt "$a" "$b")" "cta-blp lowers row-buffer locality against cta-loc on ${t#demo:} (Fig. 6)" "$a vs $b"
done

for t in $ROWS; do
    a=$(v "$t" owl l2_hit_rate); b=$(v "$t" cta-blp l2_hit_rate)
    claim "$(gt "$a" "$b")" "owl raises the L2 hit rate against cta-blp on ${t#demo:} (5.1)" "$a vs $b"
    a=$(v "$t" owl dram_rbl); b=$(v "$t" cta-blp dram_rbl)
    claim "$(gt "$a" "$b")" "owl restores row-buffer locality against cta-blp on ${t#demo:} (4.4)" "$a vs $b"
done
r=$(gm owl cta-blp l2_hit_rate); r2=$(gm owl cta-blp dram_rbl)
claim "$(gt "$r" 1.0)" "owl raises the L2 hit rate against cta-blp on average (5.1)" "geomean ${r}x"
claim "$(gt "$r2" 1.0)" "owl raises row-buffer locality against cta-blp on average (4.4)" "geomean ${r2}x"

r=$(gm owl lrr ipc); r2=$(gm owl tl ipc); r3=$(gm owl cta ipc)
claim "$(gt "$r" 1.15)" "owl IPC clearly above lrr overall (Fig. 7; paper +33%, gmean +28%)" "geomean owl/lrr ${r}x" \
    "$KNOWN_OWL"
claim "$(gt "$r2" 1.0)" "owl IPC above two-level tl overall (paper +19%)" "geomean owl/tl ${r2}x" \
    "$KNOWN_OWL"
claim "$(gt "$r3" 1.0)" "owl IPC above cta overall (paper +19%, gmean +17%)" "geomean owl/cta ${r3}x" \
    "$KNOWN_OWL"
paper_done
