# l1d.write = through (issue 23: -gpgpu_cache:dl1 ...,L:T:m:L:L, QV100 and RTX3070), on a
# hand-made trace (tests/cli/data/accelsim/write-through): a store writing a whole sector,
# a load of it, a one-lane store to another line, a load of that.  Fermi's write-evict:
# four misses.  Write-through with lazy fetch-on-read: the first store allocates its
# line and makes the sector readable, so the load hits; the one-lane store allocates
# its line but writes 4 of the sector's 32 bytes, so the load after it is a sector miss
# that fetches: 3 misses, 1 hit, 3 L2 accesses (the stores go on, and one fetch).
# Checked with the peer: ../shared/peer/accelsim/run tests/cli/data/accelsim/write-through
# QV100 gto gives L1D Access = 4, Miss = 3 and L2_total_cache_accesses = 3.
cmd: for w in evict through; do echo "l1d.write = $w"; warpscope run -c tiny -o sm.coalesce_arch=70 -o l1d.sectored=true -o l1d.write=$w --stats csv tests/cli/data/accelsim/write-through | grep -E '^(l1d\.(accesses|misses|hits)|l2\.accesses),'; done
--- stdout
l1d.write = evict
l1d.accesses,4
l1d.misses,4
l2.accesses,4
l1d.hits,0
l1d.write = through
l1d.accesses,4
l1d.misses,3
l2.accesses,3
l1d.hits,1
