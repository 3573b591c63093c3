#!/usr/bin/env bash
# plot-svg.sh — `warpscope plot` and `compare --plot` (issue 22): the SVG is well-formed
# XML (xmllint when installed, else Python's parser), and what it draws is the compare
# run's values: each bar's height read back through the y axis's own tick labels equals
# the CSV's value divided by the baseline column's (or the absolute value), the mean
# group is the geometric/arithmetic/harmonic mean computed here, bars sit in the groups
# and series the CSV names; compare --plot writes the same bytes as plot on compare
# --csv; a timeline's panels, read back the same way, are the timeline's columns; the
# text form prints the same values; two renderings are byte-identical.
set -u
cd "$(dirname "$0")/../.."
command -v python3 >/dev/null || { echo "python3 not found: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
wellformed() {
    if command -v xmllint >/dev/null; then
        xmllint --noout "$1" || { echo "FAIL: $1 is not well-formed XML (xmllint)"; fail=1; }
    else
        python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' "$1" ||
            { echo "FAIL: $1 is not well-formed XML (python)"; fail=1; }
    fi
}
traces="demo:vecadd:n=2048,seed=3 demo:bfs:nodes=1024 demo:spmv:rows=1024"
# shellcheck disable=SC2086
warpscope compare -c configs/tiny.cfg -p lrr,gto,tl --csv --plot "$tmp/direct.svg" $traces \
    > "$tmp/c.csv" || { echo "FAIL: compare --plot"; exit 1; }
warpscope plot "$tmp/c.csv" -o "$tmp/ipc.svg" || { echo "FAIL: plot"; exit 1; }
cmp -s "$tmp/direct.svg" "$tmp/ipc.svg" || { echo "FAIL: compare --plot differs from plot of compare --csv"; fail=1; }
warpscope plot "$tmp/c.csv" > "$tmp/ipc2.svg"
cmp -s "$tmp/ipc.svg" "$tmp/ipc2.svg" || { echo "FAIL: two renderings differ"; fail=1; }
warpscope plot -m l1d_miss_rate "$tmp/c.csv" -o "$tmp/miss.svg" || fail=1
warpscope plot --baseline gto --mean harm "$tmp/c.csv" -o "$tmp/harm.svg" || fail=1
warpscope plot -m cycles --mean none "$tmp/c.csv" -o "$tmp/cyc.svg" || fail=1
warpscope plot --terminal "$tmp/c.csv" > "$tmp/ipc.txt" || fail=1
for f in ipc miss harm cyc; do wellformed "$tmp/$f.svg"; done

python3 - "$tmp" <<'PY' || fail=1
import csv, math, os, sys, xml.etree.ElementTree as ET
tmp = sys.argv[1]
NS = "{http://www.w3.org/2000/svg}"
rows = list(csv.DictReader(open(os.path.join(tmp, "c.csv"))))
traces, cols = [], []
for r in rows:
    if r["trace"] not in traces: traces.append(r["trace"])
    if r["column"] not in cols: cols.append(r["column"])
val = {(r["trace"], r["column"]): r for r in rows}
bad = []

def read(name):
    root = ET.parse(os.path.join(tmp, name)).getroot()
    ticks = [(float(t.get("y")), float(t.text)) for t in root.iter(NS + "text") if t.get("class") == "ytick"]
    if len(ticks) < 2:
        bad.append("%s: fewer than two y ticks" % name); return root, {}
    (y1, v1), (y2, v2) = ticks[0], ticks[-1]
    per = (y1 - y2) / (v2 - v1)          # pixels per unit, from the labels
    zero = y1 + v1 * per                 # the pixel row of value 0
    bars = {}
    for r in root.iter(NS + "rect"):
        if r.get("class") != "bar": continue
        y, h = float(r.get("y")), float(r.get("height"))
        top = y if y + h <= zero + 0.02 else y + h
        bars[(r.get("data-group"), r.get("data-series"))] = ((zero - top) / per, per,
                                                               r.find(NS + "title").text)
    return root, bars

def mean(xs, kind):
    xs = [x for x in xs if x is not None]
    if kind == "geo": return math.exp(sum(math.log(x) for x in xs) / len(xs))
    if kind == "harm": return len(xs) / sum(1 / x for x in xs)
    return sum(xs) / len(xs)

def check(name, metric, base, kind, label):
    root, bars = read(name)
    exp = {}
    for t in traces:
        for c in cols:
            v = float(val[(t, c)][metric])
            exp[(t, c)] = v / float(val[(t, base)][metric]) if base else v
    if kind:
        for c in cols:
            exp[(label, c)] = mean([exp[(t, c)] for t in traces], kind)
    if set(bars) != set(exp):
        bad.append("%s: bars %s, expected %s" % (name, sorted(bars), sorted(exp)))
    for k, v in exp.items():
        if k not in bars: continue
        got, per, title = bars[k]
        if abs(got - v) * per > 0.02:    # coordinates are printed to 0.01 px
            bad.append("%s: bar %s is %.5f high, the run's value is %.5f" % (name, k, got, v))
        if not title.endswith(": %.4f" % v):
            bad.append("%s: bar %s says %r, expected %.4f" % (name, k, title, v))
    groups = [t.text for t in root.iter(NS + "text") if t.get("class") == "group"]
    want = traces + ([label] if kind else [])
    if groups != want:
        bad.append("%s: group labels %s, expected %s" % (name, groups, want))
    legend = [t.text for t in root.iter(NS + "text") if t.get("class") == "legend"]
    if legend != cols:
        bad.append("%s: legend %s, expected %s" % (name, legend, cols))
    note = "".join(t.text or "" for t in root.iter(NS + "tspan"))
    words = {"geo": "geometric", "harm": "harmonic", "arith": "arithmetic"}
    if kind and words[kind] not in note:
        bad.append("%s: the legend does not name the %s mean: %r" % (name, words[kind], note))
    return bars

check("ipc.svg", "ipc", cols[0], "geo", "gmean")
check("miss.svg", "l1d_miss_rate", None, "arith", "amean")
check("harm.svg", "ipc", "gto", "harm", "hmean")
check("cyc.svg", "cycles", cols[0], None, None)
# the text form: the same values, one line per bar
txt = open(os.path.join(tmp, "ipc.txt")).read().split("\n")
for t in traces:
    i = txt.index(t)
    for j, c in enumerate(cols):
        parts = txt[i + 1 + j].split()
        v = float(val[(t, c)]["ipc"]) / float(val[(t, cols[0])]["ipc"])
        if parts[0] != c or parts[-1] != "%.4f" % v:
            bad.append("text: %r, expected %s %.4f" % (txt[i + 1 + j], c, v))
for b in bad[:10]:
    print("FAIL:", b)
sys.exit(1 if bad else 0)
PY

# a timeline: three panels, each the step line of its column
warpscope run -c configs/tiny.cfg -p gto --timeline "$tmp/tl.csv" --interval 1500 demo:spmv:rows=1024 \
    > /dev/null || { echo "FAIL: run --timeline"; exit 1; }
warpscope plot "$tmp/tl.csv" -o "$tmp/tl.svg" || fail=1
wellformed "$tmp/tl.svg"
python3 - "$tmp" <<'PY' || fail=1
import csv, os, sys, xml.etree.ElementTree as ET
tmp = sys.argv[1]
NS = "{http://www.w3.org/2000/svg}"
rows = list(csv.DictReader(open(os.path.join(tmp, "tl.csv"))))
root = ET.parse(os.path.join(tmp, "tl.svg")).getroot()
panels = [g for g in root.iter(NS + "g") if g.get("class") == "panel"]
bad = []
want = [("ipc", "IPC"), ("l1d_misses", "L1D misses per interval"), ("dram_util", "DRAM utilisation")]
if [g.get("data-panel") for g in panels] != [w[1] for w in want]:
    bad.append("panels %s" % [g.get("data-panel") for g in panels])
for g, (col, _) in zip(panels, want):
    ticks = [(float(t.get("y")), float(t.text)) for t in g.iter(NS + "text") if t.get("class") == "ytick"]
    (y1, v1), (y2, v2) = ticks[0], ticks[-1]
    per = (y1 - y2) / (v2 - v1)
    pts = g.find(NS + "polyline").get("points").split()
    if len(pts) != 2 * len(rows):
        bad.append("%s: %d points for %d intervals" % (col, len(pts), len(rows))); continue
    for i, r in enumerate(rows):
        ya, yb = (float(p.split(",")[1]) for p in pts[2 * i: 2 * i + 2])
        got = v1 + (y1 - ya) / per
        if ya != yb or abs(got - float(r[col])) * per > 0.02:
            bad.append("%s: interval %d drawn at %.4f, the timeline says %s" % (col, i, got, r[col]))
for b in bad[:10]:
    print("FAIL:", b)
sys.exit(1 if bad else 0)
PY
exit $fail
