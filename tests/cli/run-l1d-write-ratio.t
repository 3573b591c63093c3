# l1d.write_ratio (issue 23: -gpgpu_l1_cache_write_ratio 25, QV100 and RTX3070), on a
# hand-made trace (tests/cli/data/accelsim/write-ratio): one warp, one lane, on L1D set
# 0 of qv100's 4 sets x 256 ways: 200 stores to 200 lines (written, lazily allocated),
# 56 loads of 56 other lines (the set is full), a load of a new line, and a load of the
# first loaded line again.  200 written lines are under 25% of the 1024, so with ratio
# 25 the new line replaces the least recently used clean line, the first loaded one,
# whose reload misses: 258 misses, no hit.  With ratio 0 it replaces the least recently
# used line, the first written one, and the reload hits: 257 misses, 1 hit.
# Checked with the peer: ../shared/peer/accelsim/run tests/cli/data/accelsim/write-ratio
# QV100 gto gives L1D_total_cache_accesses = 258, misses = 258, GLOBAL_ACC_R HIT = 0,
# L2_total_cache_accesses = 258 (cycles 24281); adding -gpgpu_l1_cache_write_ratio 0
# gives misses = 257, GLOBAL_ACC_R HIT = 1, L2 accesses 257 (cycles 24112).
cmd: for r in 25 0; do echo "l1d.write_ratio = $r"; warpscope run -c qv100 -p gto -o l1d.write_ratio=$r --stats csv tests/cli/data/accelsim/write-ratio | grep -E '^(l1d\.(accesses|misses|hits)|l2\.accesses),'; done
--- stdout
l1d.write_ratio = 25
l1d.accesses,258
l1d.misses,258
l2.accesses,258
l1d.hits,0
l1d.write_ratio = 0
l1d.accesses,258
l1d.misses,257
l2.accesses,257
l1d.hits,1
