#!/usr/bin/env bash
# A failing job (issue 22): a sweep with an unreadable trace finishes the other jobs,
# lists each failed job with its command and the end of its stderr, and exits non-zero;
# collect prints the finished rows, names the failed jobs and exits 1; a rerun retries
# only the failed jobs.
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
no() { echo "FAIL: $*"; fail=1; }
d="$tmp/f"
printf 'not a trace\n' > "$tmp/bad.wst"
warpscope sweep -d "$d" -j 2 -c tiny -p gto,lrr demo:vecadd:n=4096 "$tmp/bad.wst" 2>"$tmp/err"
rc=$?
[ $rc -ne 0 ] || no "a sweep with failed jobs exited 0"
for j in 2 3; do
    grep -q "job $j failed (exit status 2): warpscope run -c tiny -p .* --stats json $tmp/bad.wst" "$tmp/err" ||
        no "job $j is not listed as failed with its command"
done
grep -q "job [01] failed" "$tmp/err" && no "a good job is listed as failed"
grep -q "^  $d/job-2/stderr ends:" "$tmp/err" || no "no stderr heading for job 2"
want=$(tail -n 1 "$d/job-2/stderr")
[ -n "$want" ] && grep -qF "    $want" "$tmp/err" || no "job 2's stderr ($want) is not shown"
grep -q "bad.wst" "$d/job-2/stderr" || no "job 2's stderr does not name the bad trace"
grep -q "2 of 4 jobs finished, 2 failed, 0 not run" "$tmp/err" || no "no summary line"
[ ! -e "$d/job-2/stats.json" ] || no "a failed job left a stats.json"
warpscope collect "$d" > "$tmp/t" 2>"$tmp/cerr"
rc=$?
[ $rc = 1 ] || no "collect with failed jobs: exit $rc, expected 1"
[ "$(wc -l < "$tmp/t")" = 3 ] || no "collect: expected a header and the 2 finished rows"
grep -q "job 2 failed (exit status 2): its row is left out" "$tmp/cerr" || no "collect does not name job 2"
# fix the trace: the rerun runs only the two failed jobs
warpscope gen vecadd n=2048 -o "$tmp/bad.wst" >/dev/null || no "gen failed"
warpscope sweep -d "$d" -j 2 -c tiny -p gto,lrr demo:vecadd:n=4096 "$tmp/bad.wst" 2>"$tmp/err2" || no "the rerun failed"
grep -q "4 jobs, 2 finished before, 2 to run" "$tmp/err2" || no "the rerun should run the 2 failed jobs"
warpscope collect "$d" > "$tmp/t" || no "collect after the rerun failed"
[ "$(wc -l < "$tmp/t")" = 5 ] || no "collect after the rerun: expected 4 rows"
exit $fail
