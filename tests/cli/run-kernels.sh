#!/usr/bin/env bash
# run-kernels.sh — `warpscope run`'s per-kernel statistics (issue 22): on multi-kernel
# traces, under several policies and configs, each kernel's counters add up to the
# totals in JSON and CSV; text's GPGPU-Sim block repeats per kernel with the kernel's
# own gpu_sim_cycle/gpu_sim_insn, and its last gpu_tot_sim_cycle/gpu_tot_sim_insn are
# the run's cycles and thread instructions; JSON and CSV carry the provenance.
set -u
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
no() { echo "FAIL: $*"; fail=1; }
check() {   # check CFG POLICY TRACE NKERNELS OVERRIDE
    warpscope run -c "$1" -p "$2" -o "$5" --stats json "$3" > "$tmp/j" || { no "$*: run failed"; return; }
    python3 - "$tmp/j" "$4" "$1" "$2" "$3" "$5" <<'PY' || fail=1
import json, sys
d = json.load(open(sys.argv[1]))
n, cfg, pol, trace, ov = int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6]
ks = d["kernels"]
bad = []
if len(ks) != n:
    bad.append("%d kernels, expected %d" % (len(ks), n))
for key, tot in (("cycles", "cycles"), ("warp_insts", "warp_insts"), ("thread_insts", "thread_insts"),
                 ("ctas", "ctas"), ("l1d.accesses", "l1d.accesses"), ("l1d.misses", "l1d.misses"),
                 ("l2.accesses", "l2.accesses"), ("l2.misses", "l2.misses"), ("dram.reads", "dram.reads"),
                 ("dram.writes", "dram.writes"), ("dram.activates", "dram.activates")):
    s = sum(k[key] for k in ks)
    if s != d[tot]:
        bad.append("sum of kernels' %s %d != total %d" % (key, s, d[tot]))
for i, k in enumerate(ks):
    if k["kernel"] != i + 1 or not k["name"] or k["cycles"] <= 0:
        bad.append("kernel %d: %r" % (i + 1, k))
    if k["cycles"] and abs(k["ipc"] - k["thread_insts"] / k["cycles"]) > 1e-5:
        bad.append("kernel %d: ipc %f" % (i + 1, k["ipc"]))
p = d["provenance"]
want = {"config": cfg, "policy": pol, "trace": trace, "overrides": [ov]}
for key, v in want.items():
    if p.get(key) != v:
        bad.append("provenance %s = %r, expected %r" % (key, p.get(key), v))
if len(p.get("trace_id", "")) != 16 or not p.get("warpscope"):
    bad.append("provenance %r" % p)
for b in bad:
    print("FAIL: %s %s %s: %s" % (cfg, pol, trace, b))
sys.exit(1 if bad else 0)
PY
    warpscope run -c "$1" -p "$2" -o "$5" "$3" > "$tmp/t" || { no "$*: text run failed"; return; }
    local c i k
    c=$(awk '$1 == "cycles" { print $2 }' "$tmp/t")
    i=$(awk '$1 == "thread_insts" { print $2 }' "$tmp/t")
    k=$(grep -c '^gpu_sim_cycle = ' "$tmp/t")
    [ "$k" = "$4" ] || no "$*: $k GPGPU-Sim blocks, expected $4"
    [ "$(grep -c '^kernel_name = ' "$tmp/t")" = "$4" ] || no "$*: kernel_name lines"
    [ "$(sed -n 's/^gpu_tot_sim_cycle = //p' "$tmp/t" | tail -1)" = "$c" ] || no "$*: last gpu_tot_sim_cycle != cycles $c"
    [ "$(sed -n 's/^gpu_tot_sim_insn = //p' "$tmp/t" | tail -1)" = "$i" ] || no "$*: last gpu_tot_sim_insn != thread_insts $i"
    [ "$(sed -n 's/^gpu_sim_cycle = //p' "$tmp/t" | awk '{ s += $1 } END { print s }')" = "$c" ] || no "$*: gpu_sim_cycle does not add up to $c"
    # CSV: the same per-kernel figures as JSON, and the provenance rows
    warpscope run -c "$1" -p "$2" -o "$5" --stats csv "$3" > "$tmp/c" || { no "$*: csv run failed"; return; }
    for key in warpscope trace trace_id config policy override; do
        grep -q "^provenance\.$key," "$tmp/c" || no "$*: csv lacks provenance.$key"
    done
    [ "$(grep -c '^kernel\.[0-9]*\.cycles,' "$tmp/c")" = "$4" ] || no "$*: csv kernel rows"
    python3 - "$tmp/j" "$tmp/c" <<'PY' || no "$*: csv and json per-kernel figures differ"
import csv, json, sys
ks = json.load(open(sys.argv[1]))["kernels"]
rows = dict(r for r in csv.reader(open(sys.argv[2])) if len(r) == 2)
for k in ks:
    for key, v in k.items():
        if key in ("kernel",):
            continue
        got = rows.get("kernel.%d.%s" % (k["kernel"], key))
        if got is None or (str(v) != got and not (isinstance(v, float) and abs(float(got) - v) < 1e-6)):
            print("kernel %d %s: csv %r json %r" % (k["kernel"], key, got, v)); sys.exit(1)
PY
}
check configs/tiny.cfg gto demo:histogram:bytes=65536 4 l1d.size=8K
check configs/tiny.cfg lrr demo:histogram:bytes=65536,seed=3 4 dram.queue=8
check gtx480 tla demo:histogram:bytes=131072 4 l1d.size=32K
check gtx480 ccws demo:vecadd:n=8192 1 l2.size=256K
S=../shared/traces/accelsim/vectoradd-sm80
if [ -d "$S" ]; then
    check gtx480 gto "$S" 1 l1d.size=32K
else
    echo "skip: $S not found (the real-trace case)"
fi
exit $fail
