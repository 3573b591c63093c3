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
# owl.cfg is the only preset with 64-B L1D lines, and there a fully coalesced warp load (one
# 128-B access from the coalescer) fills only the first 64-B line of its segment.
HALF="with owl.cfg's 64-B L1D lines a coalesced 128-B warp access fills only its first 64-B line, so the upper halves are never demanded (vecadd: 16,392 DRAM sector reads for 32,768 sectors of loads; 32,776 with -o l1d.line=128)"
KNOWN_OWL="issue 24, a model error: $HALF, and OWL's prefetcher fills exactly those halves: of the lines it prefetched that no demand ever read (vecadd 5,532 of 5,748, mapreduce 15,727 of 19,873, scalarprod 65,682 of 110,306) over 99% are the upper half of a 128-B segment whose lower half was read; owl/cta-blp geomean 0.869 (mapreduce 0.581, scalarprod 0.604, vecadd 0.722)"
KNOWN_MR="issue 24: $HALF; mapreduce's record loads (8 B per lane, lanes 32 B apart) touch both halves of each segment, so half the lines they read never enter the L1D; with -o l1d.line=128 (a diagnostic, not Table 1's 64 B) cta-loc 0.597 vs cta 0.602 (0.5751 x 1.038 and x 1.047)"
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
    "$KNOWN_OWL; with -o l1d.line=128 (a diagnostic) owl/lrr is 1.057, below 1.15 still"
claim "$(gt "$r2" 1.0)" "owl IPC above two-level tl overall (paper +19%)" "geomean owl/tl ${r2}x" \
    "$KNOWN_OWL; with -o l1d.line=128 (a diagnostic) owl/tl is 1.019"
claim "$(gt "$r3" 1.0)" "owl IPC above cta overall (paper +19%, gmean +17%)" "geomean owl/cta ${r3}x" \
    "$KNOWN_OWL; with -o l1d.line=128 (a diagnostic) owl/cta is 1.021"
paper_done
