#!/usr/bin/env bash
# trace-export-roundtrip.sh — `trace export` then reading the export back gives the same
# trace: for every demo generator (small sizes; a demo missing from the table below runs
# at its defaults), a .wst, the hand-made Accel-Sim inputs in tests/cli/data/accelsim
# and the shared real traces (when ../shared is present), `trace info --json` reports the
# same kernels and counts and `trace dump --lanes` prints the same instructions and lane
# addresses.  Exporting is deterministic (same bytes twice) and exporting an export
# reproduces it byte for byte.  Intentional losses: R255 (RZ) operands, which warpscope
# never stores, are not written back (dump does not show them either), and surplus values
# (extra deltas, nvbit 1.8's second immediate) are not written: the export has none.
set -u
ws=${WS_BIN:-warpscope}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
declare -A small=(
    [vecadd]=n=4096 [bfs]=nodes=512 [kmeans]=points=512 [mapreduce]=records=4096
    [spmv]=rows=1024 [conv2d]=width=64,height=64 [laplace3d]=nx=32,ny=32,nz=4
    [matmul]=m=32,n=32,k=32 [scalarprod]=vectors=16,elements=1024,ctas=16
    [hotspot]=rows=64,cols=64 [histogram]=bytes=65536
)
demos=$("$ws" gen --help | awk '/^Kernels/ { on = 1; next } on && /^  [a-z]/ { print $1 }')
[ "$(echo "$demos" | wc -w)" -ge 11 ] || { echo "FAIL: could not list the demos from gen --help"; exit 1; }
srcs=()
for d in $demos; do srcs+=("demo:$d${small[$d]:+:${small[$d]}}"); done
"$ws" gen vecadd n=2000 seed=3 -o "$tmp/v.wst" >/dev/null || { echo "FAIL: gen"; fail=1; }
srcs+=("$tmp/v.wst" tests/cli/data/accelsim/*/)
if [ -n "${SHARED:-}" ] && [ -d "$SHARED/traces/accelsim" ]; then
    srcs+=("$SHARED"/traces/accelsim/*/)
else
    echo "note: ../shared/traces not found: the real traces are not round-tripped"
fi
# info --json without the two fields naming the source and the surplus counts
counts() { "$ws" trace info --json "$1" 2>/dev/null | sed 's/^{"trace": "[^"]*", "format": "[a-z]*", //; s/"surplus_lines": {[^}]*}, //'; }
i=0
for src in "${srcs[@]}"; do
    i=$((i + 1)); out="$tmp/e$i"
    "$ws" trace export "$src" "$out" 2>"$tmp/err" || { echo "FAIL $src: export: $(cat "$tmp/err")"; fail=1; continue; }
    [ -s "$out/kernelslist.g" ] || { echo "FAIL $src: no kernelslist.g"; fail=1; }
    "$ws" trace info --json "$out" | grep -q '"surplus_lines": {"base_delta": 0, "other": 0}' ||
        { echo "FAIL $src: the export has surplus values"; fail=1; }
    a=$(counts "$src"); b=$(counts "$out")
    [ -n "$a" ] && [ "$a" = "$b" ] || { echo "FAIL $src: trace info differs after export"; diff <(echo "$a") <(echo "$b") | head -5; fail=1; }
    "$ws" trace dump --lanes "$src" >"$tmp/a.txt" 2>/dev/null; "$ws" trace dump --lanes "$out" >"$tmp/b.txt"
    [ -s "$tmp/a.txt" ] && cmp -s "$tmp/a.txt" "$tmp/b.txt" || { echo "FAIL $src: dump differs after export"; diff "$tmp/a.txt" "$tmp/b.txt" | head -5; fail=1; }
    "$ws" trace export "$src" "$out.again" 2>/dev/null && diff -r "$out" "$out.again" >/dev/null ||
        { echo "FAIL $src: a second export differs"; fail=1; }
    "$ws" trace export "$out" "$out.re" && diff -r "$out" "$out.re" >/dev/null ||
        { echo "FAIL $src: exporting the export changes it"; fail=1; }
    rm -rf "$out" "$out.again" "$out.re"
done
echo "${#srcs[@]} traces exported and read back"
exit $fail
