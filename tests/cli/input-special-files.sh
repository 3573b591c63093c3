#!/usr/bin/env bash
# input-special-files.sh — no input hangs or runs away (issue 19): a character device
# (/dev/zero: NUL bytes forever), a FIFO nobody writes, a directory without a
# kernelslist.g and an empty file are refused within a second with exit 2 and a message
# naming them, as a TRACE (run, compare, debug, trace info), as a config (-c) and as a
# debugger script (-x, source) and as a config's include; a script or config of NUL
# bytes or a runaway line is an error.
set -u
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
mkfifo "$t/fifo"
mkdir "$t/dir"
: >"$t/empty.wst"
: >"$t/empty.traceg"
head -c 200000 /dev/zero >"$t/zeros.ws"
fail=0
# refuse WHAT WANT CMD... — exit 2 within 2 s, stderr holding WANT, nothing on stdout
refuse() {
    local what=$1 want=$2
    shift 2
    local t0 t1
    t0=$(date +%s%N)
    timeout 5 "$@" </dev/null >"$t/out" 2>"$t/err"
    local rc=$?
    t1=$(date +%s%N)
    local ms=$(( (t1 - t0) / 1000000 ))
    if [ $rc != 2 ] || ! grep -qF -- "$want" "$t/err" || [ -s "$t/out" ] || [ $ms -gt 2000 ]; then
        echo "FAIL $what: exit $rc after $ms ms (expected 2 within 2 s, '$want'):"
        head -c 400 "$t/err"; head -c 200 "$t/out"
        fail=1
    fi
}
for cmd in "run" "compare -p lrr" "trace info" "debug --batch -ex run"; do
    refuse "$cmd /dev/zero" "/dev/zero: a character device" warpscope $cmd /dev/zero
    refuse "$cmd FIFO" "fifo: a FIFO" warpscope $cmd "$t/fifo"
    refuse "$cmd directory" "dir: a directory without a kernelslist.g" warpscope $cmd "$t/dir"
    refuse "$cmd empty .wst" "empty.wst: empty file" warpscope $cmd "$t/empty.wst"
    refuse "$cmd empty .traceg" "empty.traceg: empty file" warpscope $cmd "$t/empty.traceg"
done
refuse "debug file /dev/zero" "/dev/zero: a character device" warpscope debug --batch -ex 'file /dev/zero'
refuse "-c /dev/zero" "/dev/zero: a character device" warpscope run -c /dev/zero demo:vecadd
refuse "-c FIFO" "fifo: a FIFO" warpscope config -c "$t/fifo"
refuse "-x /dev/zero" "/dev/zero: a character device" warpscope debug --batch -x /dev/zero demo:vecadd
refuse "-x FIFO" "fifo: a FIFO" warpscope debug --batch -x "$t/fifo" demo:vecadd
refuse "source FIFO" "fifo: a FIFO" warpscope debug --batch -ex "source $t/fifo" demo:vecadd
refuse "-x NUL bytes" "zeros.ws:1: line longer than 65536 bytes" warpscope debug --batch -x "$t/zeros.ws" demo:vecadd
printf 'include /dev/zero\n' >"$t/inc-zero.cfg"
printf 'include fifo\n' >"$t/inc-fifo.cfg"
refuse "include /dev/zero" "inc-zero.cfg:1: include: /dev/zero: a character device" warpscope run -c "$t/inc-zero.cfg" demo:vecadd
refuse "include FIFO" "inc-fifo.cfg:1: include: $t/fifo: a FIFO" warpscope config -c "$t/inc-fifo.cfg"
head -c 70000 /dev/zero | tr '\0' 'x' >"$t/long.cfg"
refuse "-c a runaway line" "long.cfg:1: line longer than 65536 bytes" warpscope config -c "$t/long.cfg"
printf '# a comment\n\0\n' >"$t/nul.ws"
refuse "-x a NUL byte" "nul.ws:2: a NUL byte (not a text file)" warpscope debug --batch -x "$t/nul.ws" demo:vecadd
exit $fail
