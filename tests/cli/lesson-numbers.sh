#!/usr/bin/env bash
# tests/cli/lesson-numbers.sh — every lesson's claims hold for the run (issue 20):
#  1. each lesson runs whole in batch mode WITHOUT -c (it sets its own config) and every
#     `expect` in it holds (a failing one exits 2 naming the file and line);
#  2. every step whose narrative (echo) quotes a number checks at least one with `expect`;
#  3. each lesson also walks step by step in lesson mode (lesson next until finished)
#     without a failure, one "=== Lesson" heading per pause;
#  4. a lesson whose expect no longer matches the run fails loudly, naming file and line.
set -u
cd "$(dirname "$0")/../.."
BIN=${BIN:-warpscope}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
for f in demos/lessons/*.ws; do
    if ! "$BIN" debug --batch -x "$f" >"$tmp/out" 2>"$tmp/err"; then
        echo "FAIL $f: does not run whole in batch mode:"; sed 's/^/    /' "$tmp/err" | head -5
        fail=1
    fi
    grep -q 'expect failed' "$tmp/err" && { echo "FAIL $f: an expect failed"; fail=1; }
    steps=$(grep -c '^pause ' "$f")
    yes 'lesson next' | head -n $((steps + 2)) | "$BIN" lesson --line "$f" >"$tmp/walk" 2>&1
    ran=$(grep -c '^=== Lesson ' "$tmp/walk")
    if [ "$ran" != "$steps" ] || ! grep -q "finished. 'lesson' lists the others" "$tmp/walk" ||
       grep -q 'failed\|interrupted at' "$tmp/walk"; then
        echo "FAIL $f: lesson mode ran $ran of $steps steps:"; grep -m3 'failed\|interrupted' "$tmp/walk"
        fail=1
    fi
    # steps (lines up to each pause) with a quoted number (2+ digits, a decimal or a
    # percentage) in an echo line, but no expect
    awk -v f="$f" '
        /^echo / { t = $0; gsub(/\\n/, " ", t); gsub(/sm\[[0-9]\]|[0-9]-[0-9]|0x[0-9a-f]+/, "", t)
                   if (t ~ /[0-9][0-9]|[0-9]\.[0-9]|[0-9]%/) num = num " " NR }
        /^expect / { chk = 1 }
        /^pause / { if (num != "" && !chk) { printf "FAIL %s: the step ending at line %d quotes numbers (lines%s) but has no expect\n", f, NR, num; bad = 1 }
                    num = ""; chk = 0 }
        END { if (num != "" && !chk) { printf "FAIL %s: the last step quotes numbers (lines%s) but has no expect\n", f, num; bad = 1 }
              exit bad }' "$f" || fail=1
done
# a moved number: change one expected value and the lesson must fail at that line
line=$(grep -n '^expect cycles == 2275' demos/lessons/lrr-vs-gto.ws | cut -d: -f1)
if [ -z "$line" ]; then
    echo "FAIL lrr-vs-gto.ws no longer expects cycles == 2275 (update this test)"; fail=1
else
    sed "${line}s/2275/2276/" demos/lessons/lrr-vs-gto.ws > "$tmp/moved.ws"
    "$BIN" debug --batch -x "$tmp/moved.ws" >/dev/null 2>"$tmp/err"
    rc=$?
    if [ $rc -ne 2 ] || ! grep -q "^expect failed: cycles == 2276" "$tmp/err" ||
       ! grep -q "^  cycles = 2275" "$tmp/err" || ! grep -q "moved.ws:$line: command failed" "$tmp/err"; then
        echo "FAIL a moved number is not caught loudly (exit $rc):"; sed 's/^/    /' "$tmp/err"; fail=1
    fi
fi
exit $fail
