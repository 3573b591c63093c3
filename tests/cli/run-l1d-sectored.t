# l1d.sectored (issue 23: -gpgpu_cache:dl1 S:..., QV100 and RTX3070): one warp loads
# sector 0 of a line, waits for it, loads sector 1 of the same line, waits, and loads
# sector 1 again (tests/cli/data/accelsim/sectors).  Whole-line L1D: one miss fetching
# the line's 4 sectors, then two hits.  Sectored: the first load fetches its sector
# only, the second is a sector miss (its line present, its sector not) fetching the
# next, the third hits: 2 misses, 2 sectors read from DRAM.  Checked with the peer:
# ../shared/peer/accelsim/run tests/cli/data/accelsim/sectors QV100 gto counts 3 L1D
# accesses, 2 of them misses (L1D_total_cache_misses = 2).
cmd: for s in false true; do echo "l1d.sectored = $s"; warpscope run -c tiny -o l1d.sectored=$s --stats csv tests/cli/data/accelsim/sectors | grep -E '^(l1d\.(accesses|misses)|l2\.accesses|dram\.reads),'; done
--- stdout
l1d.sectored = false
l1d.accesses,3
l1d.misses,1
l2.accesses,4
dram.reads,4
l1d.sectored = true
l1d.accesses,3
l1d.misses,2
l2.accesses,2
dram.reads,2
