#!/usr/bin/env bash
# tests/paper/claims.sh — `make claims`: every claim of the four papers (tests/paper/
# claims/ccws.sh, ctaa.sh, owl.sh, pro.sh), each measured on 6 inputs (2 sizes x 3 seeds
# of its demos), as one markdown table: the paper's number, ours (median and range over
# the inputs), the magnitude (tests/paper/claims/lib.sh: 1 is the paper's effect, 0 none), how many
# inputs hold the direction, and the verdict (a claim holds on at least 5 of 6; the rest
# are XFAIL with the measured reason, or FAIL).  Then, when the peer is next to the
# repository (../shared/peer/accelsim/run), tests/paper/peer-order.sh: whether Accel-Sim
# orders the baselines it has (lrr, gto, two-level active) as warpscope does on the
# exported demos.  The per-claim lines of each script go to stderr.  Exit status 1 when
# a claim FAILs or a script fails, else 0.
set -u
cd "$(dirname "$0")/../.."
export PATH="$PWD/${BUILD:-build}:$PATH"
md=$(mktemp); trap 'rm -f "$md"' EXIT
rc=0
for p in ccws ctaa owl pro; do
    CLAIMS_MD=$md bash "tests/paper/claims/$p.sh" >&2 || rc=1
done
echo "| paper | claim | paper | ours: median (range) | magnitude | holds | verdict |"
echo "|---|---|---|---|---|---|---|"
cat "$md"
if [ -x "${WS_PEER:-../shared/peer/accelsim/run}" ] && [ -f tests/paper/peer-order.sh ]; then
    echo
    bash tests/paper/peer-order.sh --table || rc=1
fi
exit $rc
