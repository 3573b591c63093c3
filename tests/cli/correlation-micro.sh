#!/usr/bin/env bash
# correlation-micro.sh — warpscope's cycles on the microkernels of tests/correlation/micro
# are within 5% of Accel-Sim's (stored in tests/correlation/micro/reference.txt with the
# command that produced them).  Each kernel pins one mechanism; before the operand
# collector's generic units came first, d16 was 20% and f40r1 8% off, so a change that
# undoes a mechanism fails here, not only in `make correlate`'s report.
set -u
cd "$(dirname "$0")/../.."
BIN=${WS_BIN:-build/warpscope}
m=tests/correlation/micro
fail=0 n=0
while read -r name pol peer rest; do
    case "$name" in ''|'#'*) continue ;; esac
    # warpscope's options are the "-o KEY=VAL" pairs among the rest of the line
    wopts=$(echo "$rest" | awk '{ o = ""; for (i = 1; i <= NF; i++) if ($i == "-o") o = o " -o " $(i + 1); print o }')
    # shellcheck disable=SC2086
    ws=$("$BIN" run -c gtx480 -p "$pol" -o l1i.perfect=true $wopts "$m/$name" | awk '$1 == "cycles" { print $2 }')
    n=$((n + 1))
    if [ -z "$ws" ]; then
        echo "FAIL $name $pol: no cycles from warpscope"; fail=1; continue
    fi
    err=$(awk -v w="$ws" -v p="$peer" 'BEGIN { printf "%.1f", (w / p - 1) * 100 }')
    if awk -v e="$err" 'BEGIN { exit !(e > 5 || e < -5) }'; then
        echo "FAIL $name $pol: warpscope $ws cycles, Accel-Sim $peer ($err%, want within 5%)"; fail=1
    fi
done < "$m/reference.txt"
[ "$n" -ge 10 ] || { echo "FAIL: only $n microkernel runs read from $m/reference.txt"; fail=1; }
exit $fail
