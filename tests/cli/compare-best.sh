#!/usr/bin/env bash
# compare --best against the plain sweep: per trace, the folded column must be the swept
# run with the most IPC (the first value on a tie), its last CSV field must name that
# value, a policy the key does not change must keep its plain name with an empty field,
# and A..B must expand to the same runs as the list A,...,B.
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
T="demo:bfs demo:kmeans demo:vecadd"
warpscope compare --csv -c configs/tiny.cfg -p gto,swl -s swl.limit=1,2,3,4 $T > "$tmp/all" || exit 1
warpscope compare --csv -c configs/tiny.cfg -p gto,swl -s swl.limit=1..4 --best $T > "$tmp/best" || exit 1
fail=0
for t in $T; do
    # the expected pick: the swl row with the largest ipc (field 5), first on a tie
    want=$(awk -F, -v t="$t" '$1 == t && $2 ~ /^swl\// && (n++ == 0 || $5 > b) { b = $5; r = $0 }
        END { print r }' "$tmp/all")
    lim=${want#*,swl/swl.limit=}; lim=${lim%%,*}
    got=$(awk -F, -v t="$t" '$1 == t && $2 == "swl/best"' "$tmp/best")
    if [ "${got%,*}" != "$t,swl/best,${want#*,swl/swl.limit=$lim,}" ] || [ "${got##*,}" != "swl.limit=$lim" ]; then
        echo "$t: --best row is"; echo "  $got"; echo "expected the swl.limit=$lim row"; echo "  $want"; fail=1
    fi
    g1=$(awk -F, -v t="$t" '$1 == t && $2 == "gto/swl.limit=1"' "$tmp/all")
    g2=$(awk -F, -v t="$t" '$1 == t && $2 == "gto"' "$tmp/best")
    if [ "$g2" != "$t,gto,${g1#*,gto/swl.limit=1,}," ]; then
        echo "$t: gto (the key does not change it) should be folded unnamed:"; echo "  $g2"; fail=1
    fi
done
[ "$(wc -l < "$tmp/best")" = 7 ] || { echo "expected a header and 6 rows:"; cat "$tmp/best"; fail=1; }
exit $fail
