#!/usr/bin/env bash
# run.sh — `make correlate` (DESIGN §11): warpscope against Accel-Sim on the traces of
# set.txt (the shared real traces and demos exported with `trace export`), under gto and
# lrr, warpscope with -c gtx480 and the peer with its SM2_GTX480 config (WS_PRESET=qv100 or rtx3070:
# -c PRESET against SM7_QV100 or SM86_RTX3070 with set-PRESET.txt, reference-PRESET.txt).  When
# ../shared/peer/accelsim/run is present the peer is re-run here (and its numbers are
# checked against the stored ones); otherwise the numbers stored in reference.txt (with
# the command that produced each) are used, and it says so.  Prints a table per trace and
# policy (cycles, ratio, L1D and L2 miss rates, 32-byte DRAM reads, per-kernel cycles of
# multi-kernel traces), whether the GTO/LRR order agrees where the peer's differ by more
# than 3%, and the summary: mean absolute cycle error, the maximum, the count within
# +-20%.  A report, not a test: exit 0 unless a run fails or a number is missing (1).
#   tests/correlation/run.sh [NAME...]      only these traces of set.txt
#   WS_CORRELATE_STORED=1                   use the stored numbers even with the peer present
set -u
cd "$(dirname "$0")/../.."
. tests/correlation/common.sh
[ -x "$CORR_WS" ] || { echo "run.sh: $CORR_WS not built (make)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
live=0
if [ -x "$CORR_PEER" ] && [ "${WS_CORRELATE_STORED:-0}" != 1 ]; then
    live=1
    echo "peer: re-running $CORR_PEER (config $CORR_PEER_CONFIG) on every trace; its numbers are checked against $CORR_REF"
else
    why="not found"; [ -x "$CORR_PEER" ] && why="not re-run (WS_CORRELATE_STORED=1)"
    echo "peer: $CORR_PEER $why; using the numbers stored in $CORR_REF ($(sed -n 's/^# peer: //p' "$CORR_REF"))"
fi
echo "warpscope: $CORR_WS -c $CORR_CONFIG ($(git describe --always --dirty 2>/dev/null || echo 'no git'))"
echo
rows="$tmp/rows.tsv"
: >"$rows"
missing=0 notes=""
note() { notes="$notes$1"$'\n'; }
while read -r name src; do
    if ! dir=$(corr_prepare "$src" "$tmp" "$name" 2>"$tmp/err"); then
        note "$name: skipped: $(head -1 "$tmp/err")"; missing=1; continue
    fi
    fp=$(corr_fingerprint "$dir")
    for pol in $CORR_POLICIES; do
        stored=$(awk -F'\t' -v n="$name" -v p="$pol" '$1 == n && $2 == p' "$CORR_REF")
        if [ $live = 1 ]; then
            peer=$(corr_peer "$dir" "$pol" "$tmp/peer.log" 2>"$tmp/err") ||
                { note "$name $pol: the peer failed: $(tail -1 "$tmp/err")"; missing=1; continue; }
            if [ -z "$stored" ]; then
                note "$name $pol: no stored reference row (record it: tests/correlation/record.sh $name)"
            elif [ "$(echo "$stored" | cut -f3)" != "$fp" ]; then
                note "$name $pol: the trace changed since the reference was recorded (re-record: tests/correlation/record.sh $name)"
            elif [ "$(echo "$stored" | cut -f4-9)" != "$peer" ]; then
                note "$name $pol: the peer now gives '$(echo "$peer" | tr '\t' ' ')', stored '$(echo "$stored" | cut -f4-9 | tr '\t' ' ')'"
            fi
        else
            [ -n "$stored" ] || { note "$name $pol: no stored number (tests/correlation/record.sh $name records it)"; missing=1; continue; }
            [ "$(echo "$stored" | cut -f3)" = "$fp" ] ||
                note "$name $pol: the stored numbers were recorded on a different trace (fingerprint $(echo "$stored" | cut -f3), now $fp): compare with care"
            peer=$(echo "$stored" | cut -f4-9)
        fi
        ws=$(corr_ws "$dir" "$pol" "$tmp" 2>"$tmp/err") ||
            { note "$name $pol: warpscope failed: $(head -1 "$tmp/err")"; missing=1; continue; }
        pw=$(echo "$peer" | cut -f3) ww=$(echo "$ws" | cut -f3)
        [ "$pw" = "$ww" ] || note "$name $pol: warp instructions: peer $pw, warpscope $ww"
        printf '%s\t%s\t%s\t%s\n' "$name" "$pol" "$peer" "$ws" >>"$rows"
    done
    [ "${src#demo:}" != "$src" ] && rm -rf "$dir"
done < <(corr_set "$@")
if [ -s "$rows" ]; then
    corr_report "$rows"
else
    echo "no rows"
    missing=1
fi
echo
echo "DRAM reads are 32-byte sector reads on both sides: the peer's n_rd and warpscope's"
echo "dram.reads.  Warp instructions differ where the peer does not count ATOMS."
[ -z "$notes" ] || { echo; printf 'notes:\n'; printf '%s' "$notes" | sed 's/^/  /'; }
exit $missing
