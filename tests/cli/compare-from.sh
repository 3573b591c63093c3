#!/usr/bin/env bash
# compare --from (issue 22): a sweep's jobs collected into a table, read back by compare
# --from, give the tables compare prints after running the same jobs itself, byte for
# byte, from the CSV and from the JSON (and from stdin); --csv gives compare --csv's
# table (collect's extra columns dropped) and --plot compare --plot's figure.  compare
# -s takes sweep's LO:HI:STEP (one range parser).  --baseline moves a column first,
# relative values computed here agree; compare --csv --best read back gives compare
# --best's tables; a trace lacking a column's row is left out (exit 1) and the rest
# equal a live run on the remaining traces.
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
no() { echo "FAIL: $*"; fail=1; }
. tests/cli/data/sweep-set.sh   # T: 4 small demos
P=gto,swl
S=swl.limit=2:6:2

warpscope sweep -d "$tmp/res" -j 2 -c tiny -p $P -s $S $T 2>"$tmp/sweep.err" ||
    { cat "$tmp/sweep.err"; no "sweep failed"; }
warpscope collect "$tmp/res" > "$tmp/res.csv" || no "collect failed"
warpscope collect --stats json "$tmp/res" > "$tmp/res.json" || no "collect --stats json failed"
[ "$(wc -l < "$tmp/res.csv")" = 25 ] || no "collect: expected a header and 24 rows"

# the same runs, live: -s LO:HI:STEP is sweep's range
warpscope compare -c tiny -p $P -s $S --plot "$tmp/live.svg" $T > "$tmp/live.txt" 2>"$tmp/live.err" ||
    { cat "$tmp/live.err"; no "compare (live) failed"; }
warpscope compare --csv -c tiny -p $P -s $S $T > "$tmp/live.csv" || no "compare --csv (live) failed"
grep -q '^trace  *gto/swl.limit=2  *gto/swl.limit=4  *gto/swl.limit=6  *swl/swl.limit=2  *swl/swl.limit=4  *swl/swl.limit=6$' "$tmp/live.txt" ||
    no "compare -s swl.limit=2:6:2 did not give the columns 2, 4, 6:"$'\n'"$(head -3 "$tmp/live.txt")"
[ "$(grep -c '^L1 MPKI' "$tmp/live.txt")" = 1 ] || no "the live tables lack L1 MPKI"

for f in res.csv res.json; do
    warpscope compare --from "$tmp/$f" > "$tmp/$f.txt" 2>"$tmp/$f.err" || no "compare --from $f: exit $?"
    [ -s "$tmp/$f.err" ] && no "compare --from $f wrote on stderr: $(cat "$tmp/$f.err")"
    cmp -s "$tmp/live.txt" "$tmp/$f.txt" ||
        { no "compare --from $f differs from the live tables:"; diff "$tmp/live.txt" "$tmp/$f.txt" | head; }
    warpscope compare --from "$tmp/$f" --csv > "$tmp/$f.csv" || no "compare --from $f --csv failed"
    cmp -s "$tmp/live.csv" "$tmp/$f.csv" ||
        { no "compare --from $f --csv differs from compare --csv:"; diff "$tmp/live.csv" "$tmp/$f.csv" | head; }
    warpscope compare --from "$tmp/$f" --plot "$tmp/$f.svg" > /dev/null || no "compare --from $f --plot failed"
    cmp -s "$tmp/live.svg" "$tmp/$f.svg" || no "compare --from $f --plot differs from compare --plot"
done
warpscope compare --from - < "$tmp/res.json" | cmp -s - "$tmp/live.txt" || no "compare --from - (stdin) differs"

# --baseline: the column moves first and the others are relative to it
B=swl/swl.limit=4
warpscope compare --from "$tmp/res.csv" --baseline $B > "$tmp/base.txt" || no "--baseline $B failed"
grep -q "^trace  *$B  *gto/swl.limit=2 " "$tmp/base.txt" || no "--baseline: $B is not the first column:"$'\n'"$(sed -n 2p "$tmp/base.txt")"
t1=${T%% *}
want=$(awk -F, -v t="$t1" -v b="$B" '$1 == t && $2 == b { base = $5 } $1 == t && $2 == "gto/swl.limit=2" { x = $5 }
    END { printf "%.4f %.3fx\n", base, x / base }' "$tmp/res.csv")
got=$(awk -v t="$t1" '/^IPC/ { on = 1 } on && $1 == t { print $2, $3; exit }' "$tmp/base.txt")
[ "$got" = "$want" ] || no "--baseline: IPC of $t1 is '$got', computed from the table '$want'"
# the same as a table whose baseline rows come first
{ head -1 "$tmp/res.csv"; awk -F, -v b="$B" 'NR > 1 && $2 == b' "$tmp/res.csv"; awk -F, -v b="$B" 'NR > 1 && $2 != b' "$tmp/res.csv"; } > "$tmp/moved.csv"
warpscope compare --from "$tmp/moved.csv" | cmp -s - "$tmp/base.txt" || no "--baseline differs from the table with $B's rows first"

# compare --best's CSV read back: compare --best's tables
warpscope compare -c tiny -p $P -s swl.limit=1:4:1 --best $T > "$tmp/best.txt" || no "compare --best failed"
warpscope compare --csv -c tiny -p $P -s swl.limit=1..4 --best $T > "$tmp/best.csv" || no "compare --best --csv failed"
grep -q '^best swl.limit per trace' "$tmp/best.txt" || no "compare --best printed no best table"
warpscope compare --from "$tmp/best.csv" | cmp -s - "$tmp/best.txt" ||
    { no "compare --from of compare --best --csv differs from compare --best:"; warpscope compare --from "$tmp/best.csv" | diff "$tmp/best.txt" - | head; }
warpscope compare --from "$tmp/best.csv" --csv | cmp -s - "$tmp/best.csv" || no "compare --from --csv does not give the --best table back"

# a trace lacking one column's row: left out, named, exit 1; the others as a live run on them
grep -v "^$t1,swl/swl.limit=6," "$tmp/res.csv" > "$tmp/part.csv"
warpscope compare --from "$tmp/part.csv" > "$tmp/part.txt" 2>"$tmp/part.err"
rc=$?
[ $rc = 1 ] || no "a trace lacking a column: exit $rc, expected 1"
grep -qF "part.csv: trace '$t1' has no row for column 'swl/swl.limit=6': its rows are left out" "$tmp/part.err" ||
    no "the incomplete trace is not named:"$'\n'"$(cat "$tmp/part.err")"
warpscope compare -c tiny -p $P -s $S ${T#* } > "$tmp/rest.txt" || no "compare on the other traces failed"
cmp -s "$tmp/part.txt" "$tmp/rest.txt" ||
    { no "the complete traces' tables differ from a live run on them:"; diff "$tmp/rest.txt" "$tmp/part.txt" | head; }
exit $fail
