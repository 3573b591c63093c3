#!/usr/bin/env bash
# fuzz-replay.sh — every fuzz harness (tests/fuzz/fuzz_*.c), built with the test build's
# compiler and library and tests/fuzz/driver.c instead of libFuzzer, replays its seed
# corpus and every input that ever crashed it (tests/fuzz/crashes/NAME/): the crashes
# stay fixed in every `make test` and, under the sanitizers, every `make asan`, even on
# a machine without clang.  (make fuzz / fuzz-smoke run the real fuzzer.)
set -u
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
CC=${CC:-cc}
out=$BUILD/fuzz-replay
mkdir -p "$out"
flags=(-std=c11 -O1 -g -D_DEFAULT_SOURCE -Iinclude -Isrc -Itests/fuzz)
[ -n "${SAN:-}" ] && flags+=(-fsanitize=address,undefined -fno-sanitize-recover=all)
fail=0 total=0
for src in tests/fuzz/fuzz_*.c; do
    name=${src##*/fuzz_}
    name=${name%.c}
    if ! $CC "${flags[@]}" "$src" tests/fuzz/driver.c "$BUILD/libwarpscope.a" \
            -lreadline -lncursesw -lz -lm -o "$out/$name" 2>"$out/$name.err"; then
        echo "FAIL $name: does not build:"; head -20 "$out/$name.err"; fail=1; continue
    fi
    if ! res=$("$out/$name" "$PWD/tests/fuzz/corpus/$name" "$PWD/tests/fuzz/crashes/$name" 2>"$out/$name.log"); then
        echo "FAIL $name: $(tail -5 "$out/$name.log")"; fail=1; continue
    fi
    total=$((total + ${res%% *}))
done
echo "$total inputs replayed"
[ $total -gt 0 ] || fail=1
exit $fail
