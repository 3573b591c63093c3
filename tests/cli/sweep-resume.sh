#!/usr/bin/env bash
# warpscope sweep is resumable (issue 22): run again, it skips every finished job (no
# result rewritten); with one job's stats.json deleted, only that job runs again; the
# directory alone (`sweep -d DIR`) resumes too; Slurm's array lists only the jobs left; a different sweep into the same
# directory is refused (exit 2, naming jobs.tsv and the line); the table stays the same.
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
no() { echo "FAIL: $*"; fail=1; }
d="$tmp/res"
args=(-c tiny -p gto,lrr -s swl.limit=2,4 demo:vecadd:n=4096 demo:bfs:nodes=256)
warpscope sweep -d "$d" -j 2 "${args[@]}" 2>"$tmp/e1" || { cat "$tmp/e1"; no "first sweep failed"; }
grep -q "8 jobs, 0 finished before, 8 to run" "$tmp/e1" || no "first run: expected 8 jobs to run"
warpscope collect "$d" > "$tmp/t1" || no "collect failed"
# mark every result old; a job that runs again writes a new stats.json
for i in $(seq 0 7); do touch -d '2001-01-01 00:00:00' "$d/job-$i/stats.json" "$d/job-$i/status"; done
stamps() { for i in $(seq 0 7); do stat -c "%Y" "$d/job-$i/stats.json" 2>/dev/null || echo none; done | tr '\n' ' '; }
old=$(stamps)
warpscope sweep -d "$d" -j 2 "${args[@]}" 2>"$tmp/e2" || no "second sweep failed"
grep -q "8 jobs, 8 finished before, 0 to run" "$tmp/e2" || no "second run did not skip everything:"$'\n'"$(cat "$tmp/e2")"
[ "$(stamps)" = "$old" ] || no "second run rewrote results: $(stamps) (was $old)"
rm "$d/job-5/stats.json"
# the Slurm engine's array lists only what is left to run
warpscope sweep --engine slurm -d "$d" "${args[@]}" >/dev/null 2>&1 || no "sweep --engine slurm on the directory failed"
grep -qx '#SBATCH --array=5' "$d/sweep.sbatch" || no "the array should hold only job 5: $(grep array "$d/sweep.sbatch")"
warpscope sweep -d "$d" -j 2 "${args[@]}" 2>"$tmp/e3" || no "third sweep failed"
grep -q "8 jobs, 7 finished before, 1 to run" "$tmp/e3" || no "third run: expected only job 5 to run:"$'\n'"$(cat "$tmp/e3")"
new=$(stamps)
for i in $(seq 0 7); do
    o=$(echo $old | cut -d' ' -f$((i + 1))); n=$(echo $new | cut -d' ' -f$((i + 1)))
    if [ $i = 5 ]; then [ "$n" != "$o" ] && [ "$n" != none ] || no "job 5 was not run again";
    else [ "$n" = "$o" ] || no "job $i ran again"; fi
done
warpscope collect "$d" | cmp -s - "$tmp/t1" || no "the table changed after the rerun of job 5"
# a failed status makes the job run again too; resuming from the directory alone
echo 2 > "$d/job-1/status"
warpscope sweep -d "$d" -j 1 2>"$tmp/e4" || no "sweep -d DIR alone failed"
grep -q "8 jobs, 7 finished before, 1 to run" "$tmp/e4" || no "sweep -d DIR alone: expected job 1 to run:"$'\n'"$(cat "$tmp/e4")"
[ "$(cat "$d/job-1/status")" = 0 ] || no "job 1's status was not rewritten"
warpscope collect "$d" | cmp -s - "$tmp/t1" || no "the table changed after resuming from the directory"
# another sweep into the same directory
warpscope sweep -d "$d" -c tiny -p gto,lrr -s swl.limit=2,8 demo:vecadd:n=4096 demo:bfs:nodes=256 2>"$tmp/e5"
rc=$?
[ $rc = 2 ] || no "a different sweep into the directory: exit $rc, expected 2"
grep -q "$d/jobs.tsv:3: lists another sweep than this command's" "$tmp/e5" ||
    no "the refusal does not name jobs.tsv and its line 3:"$'\n'"$(cat "$tmp/e5")"
exit $fail
