# trace info --locality: OWL Table 4 row sharing and CCWS Figure 1 reuse of a demo
cmd: warpscope trace info --locality demo:spmv && warpscope trace info --locality --json -o l1d.line=64 demo:vecadd:n=4096
--- stdout
locality of demo:spmv
  DRAM rows (4096-byte rows, 6 channels x 16 banks, dram.addr_map):
    consecutive CTA pairs sharing a row   63 of 63 (100.0%)
    consecutive-CTA row sharing (OWL)     84.4%
    CTAs per row                          7.28 (348 rows)
  global loads, unbounded cache, 128-byte lines (CCWS Figure 1):
    19396 load instructions, 109471 line accesses
    miss 8.4%  intra-warp hit 89.3%  inter-warp hit 2.3%
{"trace": "demo:vecadd:n=4096", "line_bytes": 64, "row_bytes": 4096, "channels": 6, "banks": 16, "ctas": 16, "cta_pairs": 15, "cta_pairs_sharing_row": 0, "cta_pair_row_sharing": 0.0000, "owl_row_sharing": 0.0000, "rows": 36, "ctas_per_row": 5.333, "global_loads": 256, "line_accesses": 512, "miss": 1.0000, "intra_warp": 0.0000, "inter_warp": 0.0000}
--- stderr
