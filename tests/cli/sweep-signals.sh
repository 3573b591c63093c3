#!/usr/bin/env bash
# SIGTERM stops a sweep (issue 22): the running jobs are stopped and reaped (no run left
# behind), recorded as stopped without results, the exit status is 143; the same command
# again finishes them and collect gives every row.
set -u
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail=0
no() { echo "FAIL: $*"; fail=1; }
K=demo:kmeans:points=8192,seed=4243   # a few seconds per run; the seed marks our processes
args=(-d "$t/s" -j 2 -c tiny -p gto,lrr "$K" demo:vecadd:n=4096)
warpscope sweep "${args[@]}" 2>"$t/err" &
pid=$!
for _ in $(seq 100); do [ -e "$t/s/job-1/stderr" ] && break; sleep 0.1; done
sleep 0.3
kill -TERM $pid
wait $pid
rc=$?
[ $rc = 143 ] || no "exit status $rc after SIGTERM, expected 143"
sleep 0.2
pgrep -f "seed=4243" >/dev/null && { no "runs left behind:"; pgrep -af "seed=4243"; }
grep -q "job 0 was stopped by signal 15: warpscope run -c tiny -p gto" "$t/err" || no "job 0 not reported stopped:"$'\n'"$(cat "$t/err")"
[ ! -e "$t/s/job-0/stats.json" ] || no "a stopped job left a stats.json"
grep -q "0 of 4 jobs finished, 0 failed, 2 stopped, 2 not run" "$t/err" || no "no summary of the stopped sweep:"$'\n'"$(cat "$t/err")"
warpscope sweep "${args[@]}" 2>"$t/err2" || { cat "$t/err2"; no "the rerun failed"; }
grep -q "4 jobs, 0 finished before, 4 to run" "$t/err2" || no "the rerun should run all 4 jobs"
[ "$(warpscope collect "$t/s" | wc -l)" = 5 ] || no "collect after the rerun: expected 4 rows"
exit $fail
