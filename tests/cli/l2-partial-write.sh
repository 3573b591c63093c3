#!/usr/bin/env bash
# l2-partial-write.sh — the L2's lazy fetch-on-read keeps a sector written in part
# unreadable (GPGPU-Sim: a MODIFIED sector is a HIT for a write, and a SECTOR_MISS for a
# read unless every byte was written): one warp stores, waits 150 dependent
# instructions, then loads the 128-byte line holding the store.  Written in part (one
# lane, 4 bytes), the load's sector misses in the L2 and is read from DRAM; written in
# full (eight lanes, the whole 32-byte sector), it hits.  When the peer is present
# (../shared/peer/accelsim/run) its DRAM reads (the channels' n_rd) equal warpscope's on
# both, as measured when this was modelled (84 and 83 under GTX480).
set -u
ws=${WS_BIN:-warpscope}
peer=${WS_PEER:-../shared/peer/accelsim/run}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
mk() {   # mk DIR STORE-MASK
    mkdir -p "$1"
    echo kernel-1.traceg >"$1/kernelslist.g"
    {
        printf -- '-kernel name = k\n-kernel id = 1\n-grid dim = (1,1,1)\n-block dim = (32,1,1)\n'
        printf -- '-shmem = 0\n-nregs = 16\n-binary version = 70\n-cuda stream id = 0\n'
        printf -- '-shmem base_addr = 0x0000000000000000\n-local mem base_addr = 0x0000000000000000\n'
        printf -- '-accelsim tracer version = 5\n-enable lineinfo = 0\n\n#traces format = PC mask ...\n\n#BEGIN_TB\n\n'
        printf 'thread block = 0,0,0\n\nwarp = 0\ninsts = 153\n'
        printf '0000 %s 0 STG.E 2 R6 R7 4 1 0x7f0000000000 4 0\n' "$2"
        for i in $(seq 1 150); do printf '%04x ffffffff 1 R8 IADD3 1 R8 0 0\n' $((i * 16)); done
        printf '0970 00000001 1 R9 LDG.E 1 R6 4 1 0x7f0000000008 4 0\n'
        printf '0980 ffffffff 0 EXIT 0 0 0\n#END_TB\n'
    } >"$1/kernel-1.traceg"
}
mk "$tmp/part" 00000001
mk "$tmp/full" 000000ff
stat() { "$ws" run -c gtx480 -p gto --stats csv "$1" | sed -n "s/^$2,//p"; }
pr=$(stat "$tmp/part" dram.reads) fr=$(stat "$tmp/full" dram.reads)
ph=$(stat "$tmp/part" l2.hits) fh=$(stat "$tmp/full" l2.hits)
[ -n "$pr" ] && [ -n "$fr" ] || { echo "FAIL: warpscope run"; exit 1; }
[ "$pr" -eq $((fr + 1)) ] || { echo "FAIL: DRAM reads: written in part $pr, in full $fr (expected one more in part)"; fail=1; }
[ "$fh" -eq $((ph + 1)) ] || { echo "FAIL: L2 hits: written in part $ph, in full $fh (expected one more in full)"; fail=1; }
if [ -x "$peer" ]; then
    for k in part full; do
        ACCELSIM_LOG="$tmp/$k.log" "$peer" "$tmp/$k" GTX480 gto >/dev/null 2>&1 || { echo "FAIL: the peer failed on $k"; fail=1; continue; }
        want=$(grep -o 'n_rd=[0-9]*' "$tmp/$k.log" | awk -F= '{ s += $2 } END { print s + 0 }')
        got=$(stat "$tmp/$k" dram.reads)
        [ "$want" = "$got" ] || { echo "FAIL: $k: DRAM reads, the peer $want, warpscope $got"; fail=1; }
    done
else
    echo "note: $peer not found: the peer's DRAM reads are not compared"
fi
[ $fail = 0 ] && echo "ok: a sector written in part is fetched on read ($pr DRAM reads), one written in full hits ($fr)"
exit $fail
