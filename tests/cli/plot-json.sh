#!/usr/bin/env bash
# plot reads collect's JSON (issue 22): a sweep's table as `collect --stats json` writes
# it draws the same SVG bytes (and the same text bars) as the same table in CSV, for
# each kind of figure; the objects' keys may come in any order; strings with JSON
# escapes name the same groups as the CSV's quoted fields.
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
no() { echo "FAIL: $*"; fail=1; }
# a trace name holding a comma: quoted in the CSV, plain in the JSON
T="demo:vecadd:n=2048,seed=3 demo:bfs:nodes=256 demo:spmv:rows=512"
warpscope sweep -d "$tmp/res" -j 2 -c tiny -p lrr,gto,ccws $T 2>"$tmp/sweep.err" ||
    { cat "$tmp/sweep.err"; no "sweep failed"; }
warpscope collect "$tmp/res" > "$tmp/t.csv" || no "collect failed"
warpscope collect --stats json "$tmp/res" > "$tmp/t.json" || no "collect --stats json failed"
grep -q '^"demo:vecadd:n=2048,seed=3",' "$tmp/t.csv" || no "the CSV does not quote the trace with a comma"

draw() {   # draw NAME ARGS...: plot the CSV and the JSON table with ARGS, compare
    local n=$1; shift
    warpscope plot "$@" "$tmp/t.csv" -o "$tmp/$n.csv.svg" || no "plot $* of the CSV failed"
    warpscope plot "$@" "$tmp/t.json" -o "$tmp/$n.json.svg" 2>"$tmp/$n.err" ||
        { no "plot $* of the JSON failed:"; cat "$tmp/$n.err"; }
    [ -s "$tmp/$n.csv.svg" ] || no "plot $*: an empty SVG"
    cmp -s "$tmp/$n.csv.svg" "$tmp/$n.json.svg" || no "plot $*: the JSON's SVG differs from the CSV's"
}
draw ipc
draw miss -m l1d_miss_rate
draw harm --baseline gto --mean harm
draw cyc -m cycles --mean none
grep -q 'data-group="demo:vecadd:n=2048,seed=3"' "$tmp/ipc.json.svg" || no "the JSON's figure lacks the trace group with a comma"
warpscope plot --terminal "$tmp/t.json" | cmp -s - <(warpscope plot --terminal "$tmp/t.csv") ||
    no "plot --terminal: the JSON's bars differ from the CSV's"
warpscope plot "$tmp/t.json" -o - | cmp -s - "$tmp/ipc.csv.svg" || no "plot -o - of the JSON differs"
# the keys in another order in every object but the first: the same table
sed '3,$s/{"trace": \("[^"]*"\), "column": \("[^"]*"\), "cycles": \([0-9]*\)/{"cycles": \3, "column": \2, "trace": \1/' \
    "$tmp/t.json" > "$tmp/perm.json"
cmp -s "$tmp/t.json" "$tmp/perm.json" && no "the key permutation changed nothing (sed pattern stale?)"
warpscope plot "$tmp/perm.json" -o "$tmp/perm.svg" || no "plot of the permuted JSON failed"
cmp -s "$tmp/perm.svg" "$tmp/ipc.csv.svg" || no "keys in another order give another figure"
# escapes: \" \/ \u00e9 and a surrogate pair decode to the CSV's text (and 3e0 is 3)
printf '%s\n' 'trace,column,ipc' '"a/b ""q"" é",lrr,1.5' '"a/b ""q"" é",gto,2.25' 'x😀,lrr,3' 'x😀,gto,1' > "$tmp/e.csv"
printf '%s\n' '[{"trace": "a\/b \"q\" \u00e9", "column": "lrr", "ipc": 1.5},' \
    ' {"trace": "a\/b \"q\" \u00E9", "column": "gto", "ipc": 2.25},' \
    ' {"trace": "x\ud83d\ude00", "column": "lrr", "ipc": 3e0}, {"trace": "x😀", "column": "gto", "ipc": 1}]' > "$tmp/e.json"
warpscope plot "$tmp/e.csv" -o "$tmp/e.csv.svg" || no "plot of e.csv failed"
warpscope plot "$tmp/e.json" -o "$tmp/e.json.svg" || no "plot of e.json failed"
cmp -s "$tmp/e.json.svg" "$tmp/e.csv.svg" || { no "escaped JSON strings give another figure:"; diff "$tmp/e.csv.svg" "$tmp/e.json.svg" | head -5; }
exit $fail
