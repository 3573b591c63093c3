#!/usr/bin/env bash
# wst-corrupt.sh — every corruption of a .wst is an error (issue 19): each byte of a
# small trace flipped in turn, the file cut at every length, bytes appended, and a
# sample of positions in a larger trace of four kernels, all through `warpscope run`:
# each must exit 2 with a message naming the file and print no statistics.  A few are
# also run through compare, debug and trace.  Prints the byte-flip table and its time.
set -u
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
warpscope gen vecadd n=1024 -o "$t/small.wst" >/dev/null || exit 1
warpscope gen histogram bytes=65536 -o "$t/large.wst" >/dev/null || exit 1
fail=0 tried=0 refused=0

# expect2 WHAT FILE CMD... — the command must exit 2, name FILE and print no statistics
expect2() {
    local what=$1 file=$2
    shift 2
    "$@" >"$t/out" 2>"$t/err"
    local rc=$? msg=''
    tried=$((tried + 1))
    IFS= read -r -d '' msg <"$t/err"    # builtins only: this runs some 1500 times
    # the debugger announces the run ("Starting ...") on stdout before the error;
    # every other command must print nothing there
    local out_ok=1
    if [ -s "$t/out" ]; then
        out_ok=0
        [ -n "${ALLOW_START:-}" ] && [ "$(grep -vc '^Starting ' "$t/out")" = 0 ] && out_ok=1
    fi
    if [ $rc != 2 ] || [ $out_ok = 0 ] || [[ "$msg" != *"$file"* ]]; then
        echo "FAIL $what: exit $rc (expected 2), stdout $(wc -c <"$t/out") bytes: ${msg:0:300}"
        fail=1
        return 1
    fi
    refused=$((refused + 1))
}

# flip FILE POS OUT — OUT is FILE with the byte at POS inverted
flip() { perl -e 'open(F, "<:raw", $ARGV[0]) or die; local $/; $d = <F>;
    substr($d, $ARGV[1], 1) = chr(ord(substr($d, $ARGV[1], 1)) ^ 0xff);
    open(G, ">:raw", $ARGV[2]) or die; print G $d' "$1" "$2" "$3"; }

start=$(date +%s.%N)
n=$(stat -c %s "$t/small.wst")
# all the damaged copies at once: flip-I.wst (byte I inverted), cut-I.wst (first I bytes)
mkdir "$t/m"
perl -e 'open(F, "<:raw", $ARGV[0]) or die; local $/; my $d = <F>;
    for my $i (0 .. length($d) - 1) {
        my $x = $d; substr($x, $i, 1) = chr(ord(substr($x, $i, 1)) ^ 0xff);
        open(G, ">:raw", "$ARGV[1]/flip-$i.wst") or die; print G $x; close G;
        open(G, ">:raw", "$ARGV[1]/cut-$i.wst") or die; print G substr($d, 0, $i); close G;
    }' "$t/small.wst" "$t/m"
for ((i = 0; i < n; i++)); do
    expect2 "small byte $i" flip-$i.wst warpscope run -c tiny "$t/m/flip-$i.wst"
done
flips_small=$tried
for ((i = 0; i < n; i++)); do
    expect2 "cut at $i" cut-$i.wst warpscope run -c tiny "$t/m/cut-$i.wst"
done
for junk in '\0' 'x' '\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0' "$(printf 'WSTRACE\032')"; do
    cp "$t/small.wst" "$t/junk.wst"
    printf "$junk" >>"$t/junk.wst"
    expect2 "appended junk" junk.wst warpscope run -c tiny "$t/junk.wst"
done
mid=$(date +%s.%N)

# the larger trace: the header, every 16th of the first 64 bytes, then positions spread
# evenly over the file (fewer under the sanitizers: each run simulates up to the CTA)
N=$(stat -c %s "$t/large.wst")
samples=${WS_FLIP_SAMPLES:-48}
[ -n "${SAN:-}" ] && samples=${WS_FLIP_SAMPLES:-12}
large0=$tried
for ((k = 0; k < samples; k++)); do
    if [ $k -lt 8 ]; then i=$((k * 4 + 8)); else i=$(( (k - 8) * (N - 1) / (samples - 9 > 0 ? samples - 9 : 1) )); fi
    flip "$t/large.wst" $i "$t/bad.wst"
    expect2 "large byte $i" bad.wst warpscope run "$t/bad.wst"
done
flips_large=$((tried - large0))
end=$(date +%s.%N)

# every command that reads a trace sees the same checks
flip "$t/small.wst" 12 "$t/bad.wst"      # a flag bit in the header
expect2 "compare" bad.wst warpscope compare -p lrr,gto "$t/bad.wst"
expect2 "debug" bad.wst warpscope debug --batch -ex run "$t/bad.wst"
expect2 "trace info" bad.wst warpscope trace info "$t/bad.wst"
expect2 "trace dump" bad.wst warpscope trace dump "$t/bad.wst"
flip "$t/small.wst" $((n - 40)) "$t/bad.wst"    # inside the index
expect2 "trace convert" bad.wst warpscope trace convert "$t/bad.wst" "$t/out.wst"
flip "$t/small.wst" 300 "$t/bad.wst"            # inside a CTA chunk past the first
ALLOW_START=1 expect2 "debug run" bad.wst warpscope debug --batch -ex run "$t/bad.wst"
grep -Eq 'kernel 1 CTA [0-9]+' "$t/err" || { echo "FAIL chunk error names no kernel and CTA: $(cat "$t/err")"; fail=1; }

printf 'byte flips: %d positions of a %d-byte .wst (4 CTAs), %d cuts, 4 appends, %d of %d positions of a %d-byte .wst (4 kernels): %d of %d refused with exit 2 (%.1f s + %.1f s)\n' \
    "$flips_small" "$n" "$n" "$flips_large" "$N" "$N" "$refused" "$tried" \
    "$(awk "BEGIN{print $mid - $start}")" "$(awk "BEGIN{print $end - $mid}")"
exit $fail
