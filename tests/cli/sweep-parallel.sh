#!/usr/bin/env bash
# warpscope sweep --engine parallel (issue 22): GNU parallel runs the same 3 policies x
# 4 traces x 2 presets as the local engine, for real, and `collect` gives the same table;
# --sshlogin and --parallel-arg reach parallel (":" is parallel's name for this machine;
# --joblog records every job); parallel's own failure is reported.  Skipped when
# parallel is not installed.
set -u
cd "$(dirname "$0")/../.."
command -v parallel >/dev/null || { echo "GNU parallel is not installed (sudo apt-get install -y parallel)"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
no() { echo "FAIL: $*"; fail=1; }
. tests/cli/data/sweep-set.sh   # P, C, T
warpscope sweep -d "$tmp/local" -j 2 -c $C -p $P $T 2>/dev/null || no "local sweep failed"
warpscope collect "$tmp/local" > "$tmp/local.csv" || no "collect of the local sweep failed"
warpscope sweep --engine parallel -j 2 --sshlogin 2/: --parallel-arg --joblog --parallel-arg "$tmp/joblog" \
    -d "$tmp/par" -c $C -p $P $T 2>"$tmp/par.err" || { cat "$tmp/par.err"; no "sweep --engine parallel failed"; }
grep -q "24 jobs, 0 finished before, 24 to run (parallel engine)" "$tmp/par.err" || no "parallel: expected 24 jobs to run"
[ "$(tail -n +2 "$tmp/joblog" 2>/dev/null | wc -l)" = 24 ] || no "parallel's --joblog does not list 24 jobs (pass-through lost?)"
awk 'NR > 1 && $7 != 0 { exit 1 }' "$tmp/joblog" || no "parallel recorded a failed job"
warpscope collect "$tmp/par" > "$tmp/par.csv" || no "collect of the parallel sweep failed"
[ "$(wc -l < "$tmp/par.csv")" = 25 ] || no "parallel: expected a header and 24 rows"
cmp -s "$tmp/local.csv" "$tmp/par.csv" || { no "parallel's table differs from the local one:"; diff "$tmp/local.csv" "$tmp/par.csv" | head; }
# a second run through parallel has nothing to do
warpscope sweep --engine parallel -d "$tmp/par" -c $C -p $P $T 2>"$tmp/par2.err" || no "second parallel run failed"
grep -q "24 jobs, 24 finished before, 0 to run" "$tmp/par2.err" || no "second parallel run did not skip the finished jobs"
# parallel itself failing (an option it does not know) is an error, not a silent no-op
warpscope sweep --engine parallel --parallel-arg --no-such-option -d "$tmp/bad" -p gto demo:vecadd:n=1024 2>"$tmp/bad.err"
rc=$?
[ $rc = 1 ] || no "a failing parallel: exit $rc, expected 1"
grep -q "GNU parallel failed (exit status 255)" "$tmp/bad.err" || no "a failing parallel is not reported:"$'\n'"$(cat "$tmp/bad.err")"
grep -q "0 of 1 jobs finished, 0 failed, 1 not run" "$tmp/bad.err" || no "no summary after parallel failed"
exit $fail
