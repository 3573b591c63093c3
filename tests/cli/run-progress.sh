#!/usr/bin/env bash
# run-progress.sh — progress on a terminal (issue 22): `run` shows percent of CTAs
# finished with an ETA, `compare` runs done of total with an ETA, both on stderr and
# only when it is a terminal (script(1) gives them one); the line is erased at the end.
# Without a terminal stderr stays empty.
set -u
command -v script >/dev/null || { echo "script(1) not found (bsdutils)"; exit 77; }
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail=0
no() { echo "FAIL: $*"; fail=1; }
W=$(command -v warpscope)
script -qec "$W run -c gtx480 -p lrr demo:kmeans:points=4096 >$t/out" "$t/tty" >/dev/null 2>&1 ||
    no "run under script failed"
tr '\r' '\n' <"$t/tty" | grep -aEq '^warpscope: run +[0-9]+% \([0-9]+ of 16 CTAs\), ETA [^,]+, cycle [0-9]+, kernel 1 of 1' ||
    no "run: no progress line on the terminal: $(tr '\r' '\n' <"$t/tty" | grep -a warpscope | head -2)"
grep -q '^cycles ' "$t/out" || no "run: no statistics on stdout"
script -qec "$W compare -c tiny -p lrr,gto demo:vecadd:n=8192 demo:matmul:m=64,n=64 >$t/cout" "$t/ctty" >/dev/null 2>&1 ||
    no "compare under script failed"
tr '\r' '\n' <"$t/ctty" | grep -aEq '^warpscope: compare +75% \(3 of 4 runs\), ETA ' ||
    no "compare: no progress line: $(tr '\r' '\n' <"$t/ctty" | grep -a warpscope | head -2)"
warpscope run -c gtx480 -p lrr demo:kmeans:points=4096 >/dev/null 2>"$t/err" || no "plain run failed"
[ ! -s "$t/err" ] || no "progress without a terminal: $(head -c 200 "$t/err")"
exit $fail
