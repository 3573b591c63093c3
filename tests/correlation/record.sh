#!/usr/bin/env bash
# record.sh — re-record tests/correlation/reference.txt: runs Accel-Sim
# (../shared/peer/accelsim/run) on every trace of set.txt under each policy and stores
# its numbers with the trace's fingerprint and the exact command that produced them.
# Run it after a change to a demo generator or to set.txt (run.sh says when a stored
# trace fingerprint no longer matches).  Takes about ten minutes on the build machine.
#   tests/correlation/record.sh [NAME...]   only these traces (the other rows are kept)
set -u
cd "$(dirname "$0")/../.."
. tests/correlation/common.sh
[ -x "$CORR_PEER" ] || { echo "record.sh: $CORR_PEER not found" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# the peer's build line, from a run on the smallest shared trace
build=$("$CORR_PEER" "$CORR_SHARED/traces/accelsim/vectoradd-sm61" "$CORR_PEER_CONFIG" gto 2>/dev/null | sed -n 's/^build=//p')
new="$tmp/ref.txt"
{
    echo "# $(basename "$CORR_REF") — Accel-Sim's numbers for the correlation set $(basename "$CORR_SETFILE"), written by record.sh."
    echo "# peer: $build, config $CORR_PEER_CONFIG (../shared/peer/accelsim/configs/$CORR_PEER_DIR)"
    echo "# Columns (tab-separated): name policy fingerprint cycles kernel_cycles warp_insts"
    echo "# l1d_miss_rate l2_miss_rate dram_reads_32B command.  fingerprint: md5 (12 hex digits)"
    echo "# of the kernelslist.g and kernel files the peer read; command: how the row was made"
    echo "# (LOG is the kept log, from which lib.sh's corr_peer_stats took the values)."
} >"$new"
fail=0
names=$(corr_set "$@" | awk '{ print $1 }')
while read -r name src; do
    if ! echo "$names" | grep -qx "$name"; then
        awk -F'\t' -v n="$name" '$1 == n' "$CORR_REF" >>"$new" 2>/dev/null
        continue
    fi
    dir=$(corr_prepare "$src" "$tmp" "$name") || { fail=1; continue; }
    fp=$(corr_fingerprint "$dir")
    for pol in $CORR_POLICIES; do
        t0=$(date +%s)
        if stats=$(corr_peer "$dir" "$pol" "$tmp/$name.$pol.log"); then
            printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$pol" "$fp" "$stats" "$(corr_command "$src" "$pol")" >>"$new"
            echo "$name $pol: $(echo "$stats" | cut -f1) cycles ($(($(date +%s) - t0)) s)"
        else
            echo "record.sh: the peer failed on $name ($src) $pol" >&2; fail=1
        fi
    done
    [ "${src#demo:}" != "$src" ] && rm -rf "$dir"
done < <(corr_set)
[ $fail = 0 ] || { echo "record.sh: not all rows recorded; $CORR_REF left as it was" >&2; exit 1; }
mv "$new" "$CORR_REF"
echo "wrote $CORR_REF"
