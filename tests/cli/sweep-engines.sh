#!/usr/bin/env bash
# warpscope sweep (issue 22): 3 policies x 4 traces x 2 presets through the local engine
# and through the Slurm script (run by hand, SLURM_ARRAY_TASK_ID set for each array task:
# sbatch is not needed) give the same `collect` table, byte for byte; the table is in job
# order and its compare columns equal `compare --csv`'s for the same runs.  (GNU parallel:
# sweep-parallel.sh.)
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
no() { echo "FAIL: $*"; fail=1; }
. tests/cli/data/sweep-set.sh   # P, C, T

warpscope sweep -d "$tmp/local" -j 2 -c $C -p $P $T 2>"$tmp/local.err" || { cat "$tmp/local.err"; no "local sweep failed"; }
grep -q "sweep $tmp/local: 24 jobs, 0 finished before, 24 to run (local engine)" "$tmp/local.err" ||
    no "local: expected 24 jobs to run:"$'\n'"$(cat "$tmp/local.err")"
[ "$(wc -l < "$tmp/local/jobs.tsv")" = 25 ] || no "jobs.tsv should list 24 jobs under its header"
warpscope collect "$tmp/local" > "$tmp/local.csv" || no "collect of the local sweep failed"
[ "$(wc -l < "$tmp/local.csv")" = 25 ] || no "collect: expected a header and 24 rows:"$'\n'"$(cat "$tmp/local.csv")"
# job order: the job field (16th, after compare's 15 columns) counts 0..23; trace, then
# preset, then policy
awk -F, 'NR > 1 && $16 != NR - 2 { exit 1 }' "$tmp/local.csv" || no "rows are not in job order"
want=""
for t in $T; do for c in tiny gtx480; do for p in lrr gto ccws; do want+="$t,$p@$c,$c,$p"$'\n'; done; done; done
got=$(awk -F, 'NR > 1 { print $1 "," $2 "," $17 "," $18 }' "$tmp/local.csv")
[ "$got" = "${want%$'\n'}" ] || no "trace/column/config/policy fields are not the sweep's combinations in order:"$'\n'"$got"
# the same runs through compare: collect's compare columns of the tiny jobs equal them
warpscope compare --csv -c tiny -p $P $T > "$tmp/compare.csv" || no "compare failed"
awk -F, -v OFS=, 'NR == 1 || $17 == "tiny" { sub(/@tiny$/, "", $2); NF = 15; print }' "$tmp/local.csv" > "$tmp/tiny.csv"
cmp -s "$tmp/tiny.csv" "$tmp/compare.csv" ||
    { no "collect's table differs from compare --csv's for the same runs:"; diff "$tmp/compare.csv" "$tmp/tiny.csv" | head; }
# JSON: the same rows
warpscope collect --stats json "$tmp/local" > "$tmp/local.json" || no "collect --stats json failed"
[ "$(grep -c '^  {"trace": ' "$tmp/local.json")" = 24 ] || no "collect --stats json: expected 24 objects"
a=$(awk -F, 'NR == 5 { print "\"cycles\": " $3 ", \"warp_insts\": " $4 ", \"ipc\": " $5 }' "$tmp/local.csv")
sed -n 5p "$tmp/local.json" | grep -qF "$a" || no "JSON row 4 does not carry CSV row 4's values ($a)"

# Slurm: the script's array lists every job; each task runs its job
warpscope sweep --engine slurm -d "$tmp/slurm" -c $C -p $P $T > "$tmp/slurm.out" 2>"$tmp/slurm.err" ||
    { cat "$tmp/slurm.err"; no "sweep --engine slurm failed"; }
s="$tmp/slurm/sweep.sbatch"
grep -q "^sbatch $s\$\|sbatch $s" "$tmp/slurm.out" || no "slurm: does not say how to submit:"$'\n'"$(cat "$tmp/slurm.out")"
grep -qx '#SBATCH --array=0-23' "$s" || no "sweep.sbatch lacks '#SBATCH --array=0-23'"
[ ! -e "$tmp/slurm/job-0" ] || no "slurm without --submit should not run jobs"
cmp -s "$tmp/local/jobs.tsv" "$tmp/slurm/jobs.tsv" || no "the engines' jobs.tsv differ"
for i in $(seq 0 23); do
    SLURM_ARRAY_TASK_ID=$i bash "$s" || no "array task $i failed"
done
bash "$s" 2>/dev/null && no "the script ran without SLURM_ARRAY_TASK_ID"
warpscope collect "$tmp/slurm" > "$tmp/slurm.csv" || no "collect of the Slurm sweep failed"
cmp -s "$tmp/local.csv" "$tmp/slurm.csv" || { no "Slurm's table differs from the local one:"; diff "$tmp/local.csv" "$tmp/slurm.csv" | head; }
# and the whole thing is reproducible: a second local sweep, the same bytes
warpscope sweep -d "$tmp/again" -j 1 -c $C -p $P $T 2>/dev/null || no "second local sweep failed"
warpscope collect "$tmp/again" | cmp -s - "$tmp/local.csv" || no "a second sweep's table differs"
exit $fail
