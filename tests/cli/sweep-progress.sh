#!/usr/bin/env bash
# sweep's progress on a terminal (issue 22): jobs done of all with an ETA on stderr, only
# when it is a terminal (script(1) gives it one), from the local engine and while GNU
# parallel runs the jobs; without a terminal only the summary lines, no progress line.
set -u
command -v script >/dev/null || { echo "script(1) not found (bsdutils)"; exit 77; }
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail=0
no() { echo "FAIL: $*"; fail=1; }
W=$(command -v warpscope)
A="-c tiny -p lrr,gto demo:vecadd:n=4096 demo:bfs:nodes=256"
script -qec "$W sweep -d $t/a -j 1 $A" "$t/tty" >/dev/null 2>&1 || no "sweep under script failed"
for k in 1 2 3; do
    tr '\r' '\n' <"$t/tty" | grep -aEq "^warpscope: sweep +$((k * 25))% \($k of 4 jobs\), ETA " ||
        no "local: no progress line for $k of 4 jobs: $(tr '\r' '\n' <"$t/tty" | grep -a 'sweep ' | head -3)"
done
if command -v parallel >/dev/null; then
    script -qec "$W sweep --engine parallel -d $t/b -j 1 $A" "$t/ptty" >/dev/null 2>&1 || no "parallel sweep under script failed"
    tr '\r' '\n' <"$t/ptty" | grep -aEq '^warpscope: sweep +[0-9]+% \([0-3] of 4 jobs\), ETA ' ||
        no "parallel: no progress line: $(tr '\r' '\n' <"$t/ptty" | grep -a 'sweep ' | head -3)"
fi
warpscope sweep -d "$t/c" -j 1 $A 2>"$t/err" || no "plain sweep failed"
[ "$(wc -l < "$t/err")" = 2 ] && ! grep -q $'\r' "$t/err" || no "progress without a terminal: $(cat -A "$t/err" | head -5)"
exit $fail
