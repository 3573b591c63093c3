#!/usr/bin/env bash
# trace-gz-trailing.sh — a gzip'd Accel-Sim kernel file with bytes after its last gzip
# member: zlib skips them without a word, so warpscope warns (naming the file and the
# count) and still runs the whole stream; a clean file and a file of two concatenated
# members (legal gzip, read whole) give no warning and the same statistics.
set -u
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
warpscope trace export demo:vecadd:n=8192 "$t/src" >/dev/null || exit 1
k="$t/src/kernel-1.traceg"
[ -f "$k" ] || { echo "FAIL: export wrote no $k"; exit 1; }
fail=0
mk() {   # mk DIR: a trace directory whose kernel file is DIR/kernel-1.traceg.gz
    mkdir -p "$t/$1"
    sed 's/kernel-1\.traceg$/kernel-1.traceg.gz/' "$t/src/kernelslist.g" >"$t/$1/kernelslist.g"
}
mk clean;  gzip -c "$k" >"$t/clean/kernel-1.traceg.gz"
mk multi;  n=$(wc -l <"$k"); head -n $((n / 2)) "$k" | gzip -c >"$t/multi/kernel-1.traceg.gz"
           tail -n +$((n / 2 + 1)) "$k" | gzip -c >>"$t/multi/kernel-1.traceg.gz"
mk junk;   cp "$t/clean/kernel-1.traceg.gz" "$t/junk/"; printf 'not gzip data\n' >>"$t/junk/kernel-1.traceg.gz"
mk zeros;  cp "$t/clean/kernel-1.traceg.gz" "$t/zeros/"; head -c 4096 /dev/zero >>"$t/zeros/kernel-1.traceg.gz"
want=$(warpscope run --stats csv "$t/src" 2>/dev/null | grep -v '^provenance\|^sim\.') || { echo "FAIL: plain run"; exit 1; }
for d in clean multi junk zeros; do
    got=$(warpscope run --stats csv "$t/$d" 2>"$t/$d.err" | grep -v '^provenance\|^sim\.')
    rc=${PIPESTATUS[0]}
    [ "$rc" = 0 ] || { echo "FAIL $d: exit $rc"; cat "$t/$d.err"; fail=1; }
    [ "$got" = "$want" ] || { echo "FAIL $d: statistics differ from the plain file's"; fail=1; }
done
for d in clean multi; do
    if grep -q 'after the end of the gzip data' "$t/$d.err"; then
        echo "FAIL $d: warned of trailing data:"; cat "$t/$d.err"; fail=1
    fi
done
grep -q "warning: $t/junk/kernel-1.traceg.gz: 14 bytes after the end of the gzip data" "$t/junk.err" ||
    { echo "FAIL junk: no warning with the file and 14 bytes:"; cat "$t/junk.err"; fail=1; }
grep -q "warning: $t/zeros/kernel-1.traceg.gz: 4096 bytes after the end of the gzip data" "$t/zeros.err" ||
    { echo "FAIL zeros: no warning with the file and 4096 bytes:"; cat "$t/zeros.err"; fail=1; }
# trace info lists it among the trace's warnings too
warpscope trace info "$t/junk" 2>&1 | grep -q '14 bytes after the end of the gzip data' ||
    { echo "FAIL: trace info does not show the warning"; fail=1; }
exit $fail
