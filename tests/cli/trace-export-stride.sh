#!/usr/bin/env bash
# trace-export-stride.sh — `trace export` writes base+stride (address mode 1) only for
# an instruction whose active lanes are one run, as the NVBit tracer does; any other
# mask goes out as base+delta (mode 2).  Accel-Sim's reader gives the lanes after the
# first inactive one address 0 on a mode-1 line (measured: lanes 0 and 31 at 0x..7c and
# 0x..100 made one L1D access in the peer instead of two), so a gapped mode-1 line made
# the peer simulate other addresses than warpscope.  Checked on demo:laplace3d, whose
# halo loads have lanes 0 and 31 active and a constant stride: no mode-1 line with a
# gap is written, its loads are mode 2, and when the peer is present
# (../shared/peer/accelsim/run) its L1D and L2 access counts on the export equal
# warpscope's.
set -u
ws=${WS_BIN:-warpscope}
peer=${WS_PEER:-../shared/peer/accelsim/run}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
src=demo:laplace3d:nx=96,ny=8,nz=4   # three tiles a row: halo loads of two lanes
"$ws" trace export "$src" "$tmp/e" || { echo "FAIL: export $src"; exit 1; }
# mode of each memory line, by whether its active lanes form one run
modes=$(awk '$1 ~ /^[0-9a-f]+$/ && NF > 6 {
        nd = $3; op = 4 + nd; ns = $(op + 1); w = $(op + 2 + ns)
        if (w == 0 || $2 == "00000000") next
        m = 0; for (k = 1; k <= 8; k++) m = m * 16 + index("0123456789abcdef", substr($2, k, 1)) - 1
        while (m % 2 == 0) m /= 2
        run = 1; while (m > 0) { if (m % 2 == 0) { run = 0; break } m = (m - 1) / 2 }
        print (run ? "run" : "gap"), $(op + 3 + ns) }' "$tmp/e"/kernel-*.traceg | sort | uniq -c)
echo "$modes" | grep -q ' gap 1$' && { echo "FAIL: a mode-1 line whose active lanes have a gap:"; echo "$modes"; fail=1; }
echo "$modes" | grep -q ' gap 2$' || { echo "FAIL: no gapped mask written as base+delta (the demo changed?):"; echo "$modes"; fail=1; }
echo "$modes" | grep -q ' run 1$' || { echo "FAIL: no mode-1 line at all:"; echo "$modes"; fail=1; }
# the export reads back with the same lane addresses
"$ws" trace dump --lanes "$src" >"$tmp/a.txt" && "$ws" trace dump --lanes "$tmp/e" >"$tmp/b.txt" &&
    cmp -s "$tmp/a.txt" "$tmp/b.txt" || { echo "FAIL: lane addresses differ after export"; fail=1; }
if [ -x "$peer" ]; then
    stats=$("$ws" run -c gtx480 -p gto --stats csv "$tmp/e") || { echo "FAIL: warpscope run"; exit 1; }
    ACCELSIM_LOG="$tmp/peer.log" "$peer" "$tmp/e" GTX480 gto >/dev/null 2>&1 || { echo "FAIL: the peer failed"; exit 1; }
    for k in l1d l2; do
        P=$(echo "$k" | tr a-z A-Z)
        want=$(sed -n "s/^[[:space:]]*${P}_total_cache_accesses = \([0-9]*\).*/\1/p" "$tmp/peer.log" | tail -1)
        got=$(echo "$stats" | sed -n "s/^$k.accesses,//p")
        [ -n "$want" ] && [ "$want" = "$got" ] ||
            { echo "FAIL: $k accesses: the peer $want, warpscope $got"; fail=1; }
    done
else
    echo "note: $peer not found: the peer's access counts are not compared"
fi
[ $fail = 0 ] && echo "ok: gapped masks exported as base+delta; $(echo "$modes" | tr -s ' \n' ' ')"
exit $fail
