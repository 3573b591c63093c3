#!/usr/bin/env bash
# run-corrupt-first-wave.sh — a .wst whose first-wave CTA chunk is damaged must end
# `run`, `compare` and `debug --batch` with exit 2 and an error, never with statistics
# of a simulation that did nothing (issue 19: the simulator used to be created failed
# and done, so the run loop never ran and the error was never read).
set -u
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
warpscope gen vecadd -o "$t/v.wst" >/dev/null || exit 1
# byte 100 lies inside CTA 0's compressed chunk (the header and index come first)
cp "$t/v.wst" "$t/bad.wst"
printf '\377' | dd of="$t/bad.wst" bs=1 seek=100 conv=notrunc 2>/dev/null
fail=0
check() {
    local what=$1; shift
    "$@" >"$t/out" 2>"$t/err"
    local rc=$?
    if [ $rc != 2 ]; then echo "FAIL $what: exit $rc, expected 2"; fail=1; fi
    if grep -q '^cycles' "$t/out"; then echo "FAIL $what: printed statistics"; fail=1; fi
    if ! grep -q 'bad.wst' "$t/err"; then echo "FAIL $what: error does not name the file:"; cat "$t/err"; fail=1; fi
}
check run warpscope run "$t/bad.wst"
check compare warpscope compare -p lrr,gto "$t/bad.wst"
check debug warpscope debug --batch -ex run "$t/bad.wst"
exit $fail
