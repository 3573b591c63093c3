# dram.partition_index = ipoly (issue 23: -gpgpu_memory_partition_indexing 2, QV100 and
# RTX3070), on a hand-made trace (tests/cli/data/accelsim/ipoly): one lane loads 16
# addresses 16 KB apart (a >> 14 = k + const).  Linear indexing puts all of them on
# channel 0 (in two rows); IPOLY(64) hashes 2 x channel + bank bit 13 with a >> 14 and
# spreads them one per channel over channels 16-31.  Printed: activates per channel.
# Checked with the peer: ../shared/peer/accelsim/run tests/cli/data/accelsim/ipoly QV100
# gto gives n_rd = 1 on each of DRAM[16] .. DRAM[31] and 0 elsewhere (cycles 10305).
cmd: for p in linear ipoly; do echo "dram.partition_index = $p"; warpscope debug --batch -c qv100 -p gto -o dram.partition_index=$p -ex run -ex 'info dram' tests/cli/data/accelsim/ipoly | awk '/^channel/ { c = $2; sub(":", "", c) } /^ +[0-9]+ / { a[c] += $5 } END { for (k = 0; k < 32; k++) if (a[k]) printf " ch%d=%d", k, a[k]; print "" }'; done
--- stdout
dram.partition_index = linear
 ch0=2
dram.partition_index = ipoly
 ch16=1 ch17=1 ch18=1 ch19=1 ch20=1 ch21=1 ch22=1 ch23=1 ch24=1 ch25=1 ch26=1 ch27=1 ch28=1 ch29=1 ch30=1 ch31=1
