#!/usr/bin/env bash
# trace-counts.sh — for every shared Accel-Sim trace, `trace info --json` totals equal an
# independent awk count over the trace lines; the .wst conversion reports the same counts
# and dumps to identical text.
set -u
[ -n "${SHARED:-}" ] && [ -d "$SHARED/traces/accelsim" ] || { echo "../shared/traces not found"; exit 77; }
ws=${WS_BIN:-warpscope}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
for dir in "$SHARED"/traces/accelsim/*/; do
    name=$(basename "$dir")
    # Independent count: instruction lines are "PC MASK DSTNUM ...", PC and mask hex.
    want=$(cat "$dir"/kernel-*.traceg | awk '
        BEGIN { pc = "0112122312232334"; split("LDG STG LD ST LDL STL LDS STS LDSM ATOM ATOMG ATOMS RED LDC ULDC TEX TLD", m, " "); for (i in m) mem[m[i]] = 1 }
        /^#BEGIN_TB/ { ctas++ }
        /^warp = / { warps++ }
        $1 ~ /^[0-9a-f]+$/ && length($2) == 8 && $2 ~ /^[0-9a-f]+$/ {
            wi++
            for (i = 1; i <= 8; i++) ti += substr(pc, index("0123456789abcdef", substr($2, i, 1)), 1)
            op = $(4 + $3); sub(/\..*/, "", op)
            if (op in mem) mi++
        }
        END { printf "ctas %d warps %d warp_insts %d thread_insts %d mem_insts %d\n", ctas, warps, wi, ti, mi }')
    for src in "$dir" "$tmp/$name.wst"; do
        if [ "$src" = "$dir" ]; then
            "$ws" trace convert "$dir/kernelslist.g" "$tmp/$name.wst" || { echo "FAIL $name: convert"; fail=1; continue; }
        fi
        got=$("$ws" trace info --json "$src" | sed -n 's/.*"totals": {\([^}]*\)}.*/\1/p' |
              sed 's/"kernels": [0-9]*, //; s/[",:]//g')
        if [ "$got" != "$want" ]; then
            echo "FAIL $name ($src): info says '$got', awk counts '$want'"; fail=1
        fi
    done
    "$ws" trace dump "$dir/kernelslist.g" >"$tmp/a.txt" && "$ws" trace dump "$tmp/$name.wst" >"$tmp/b.txt" ||
        { echo "FAIL $name: dump"; fail=1; }
    if ! cmp -s "$tmp/a.txt" "$tmp/b.txt"; then
        echo "FAIL $name: dump of the Accel-Sim trace and of its .wst differ"; diff "$tmp/a.txt" "$tmp/b.txt" | head -5; fail=1
    fi
    [ -s "$tmp/a.txt" ] || { echo "FAIL $name: empty dump"; fail=1; }
    echo "$name: $want"
done
# gzip'd .traceg, alone and through a kernelslist.g naming it without the .gz
gzip -c "$SHARED/traces/accelsim/vectoradd-sm80/kernel-1.traceg" >"$tmp/kernel-1.traceg.gz"
printf 'kernel-1.traceg\n' >"$tmp/kernelslist.g"
plain=$("$ws" trace info --json "$SHARED/traces/accelsim/vectoradd-sm80" | grep totals)
for src in "$tmp/kernel-1.traceg.gz" "$tmp/kernelslist.g"; do
    [ "$("$ws" trace info --json "$src" | grep totals)" = "$plain" ] || { echo "FAIL gzip: $src"; fail=1; }
done
# Hand-verified (Accel-Sim's own run reports gpu_tot_sim_insn = 10516).
"$ws" trace info --json "$SHARED/traces/accelsim/vectoradd-sm61/kernelslist.g" |
    grep -q '"totals": {"kernels": 1, "ctas": 1, "warps": 32, "warp_insts": 344, "thread_insts": 10516, "mem_insts": 12}' ||
    { echo "FAIL vectoradd-sm61 constants"; fail=1; }
exit $fail
