/* cmd_locality.c — `warpscope trace info --locality`: print a trace's consecutive-CTA
 * DRAM row sharing (OWL Table 4) and intra/inter-warp reuse (CCWS Figure 1), text or
 * JSON, under the effective config's line size and DRAM mapping. */
#include "cli.h"
#include "warpscope/addrmap.h"
#include "warpscope/gen.h"

static double loc_frac(uint64_t a, uint64_t b)
{
    return b ? (double)a / (double)b : 0.0;
}

int cli_trace_locality(struct ws_trace *t, const struct cli_simopts *so, bool json)
{
    struct ws_config cfg;
    struct ws_err err = { 0 };
    if (cli_build_config(so, &cfg, &err))
        return cli_report(&err);
    struct ws_addrmap map;
    if (ws_addrmap_parse(&map, cfg.dram_addr_map, (int)cfg.dram_channels, (int)cfg.dram_banks,
                         &err))
        return cli_report(&err);
    struct ws_locality L;
    if (ws_trace_locality(t, &map, (int)cfg.l1d_line, &L, &err))
        return cli_report(&err);
    double pair = loc_frac(L.cta_pairs_sharing, L.cta_pairs);
    double per_row = L.rows ? (double)L.row_ctas / (double)L.rows : 0.0;
    double miss = loc_frac(L.misses, L.line_accesses);
    double intra = loc_frac(L.hits_intra, L.line_accesses);
    double inter = loc_frac(L.hits_inter, L.line_accesses);
    if (json) {
        printf("{\"trace\": ");
        ws_json_str(stdout, t->path);
        printf(", \"line_bytes\": %lld, \"row_bytes\": %d, \"channels\": %lld, \"banks\": %lld,"
               " \"ctas\": %llu, \"cta_pairs\": %llu, \"cta_pairs_sharing_row\": %llu,"
               " \"cta_pair_row_sharing\": %.4f, \"owl_row_sharing\": %.4f, \"rows\": %llu,"
               " \"ctas_per_row\": %.3f, \"global_loads\": %llu, \"line_accesses\": %llu,"
               " \"miss\": %.4f, \"intra_warp\": %.4f, \"inter_warp\": %.4f}\n",
               (long long)cfg.l1d_line, ws_addrmap_row_bytes(&map), (long long)cfg.dram_channels,
               (long long)cfg.dram_banks, (unsigned long long)L.ctas,
               (unsigned long long)L.cta_pairs, (unsigned long long)L.cta_pairs_sharing, pair,
               L.owl_row_sharing, (unsigned long long)L.rows, per_row,
               (unsigned long long)L.global_loads, (unsigned long long)L.line_accesses, miss,
               intra, inter);
        return WS_OK;
    }
    printf("locality of %s\n", t->path);
    printf("  DRAM rows (%d-byte rows, %lld channels x %lld banks, dram.addr_map):\n",
           ws_addrmap_row_bytes(&map), (long long)cfg.dram_channels, (long long)cfg.dram_banks);
    printf("    consecutive CTA pairs sharing a row   %llu of %llu (%.1f%%)\n",
           (unsigned long long)L.cta_pairs_sharing, (unsigned long long)L.cta_pairs, 100 * pair);
    printf("    consecutive-CTA row sharing (OWL)     %.1f%%\n", 100 * L.owl_row_sharing);
    printf("    CTAs per row                          %.2f (%llu rows)\n", per_row,
           (unsigned long long)L.rows);
    printf("  global loads, unbounded cache, %lld-byte lines (CCWS Figure 1):\n",
           (long long)cfg.l1d_line);
    printf("    %llu load instructions, %llu line accesses\n",
           (unsigned long long)L.global_loads, (unsigned long long)L.line_accesses);
    printf("    miss %.1f%%  intra-warp hit %.1f%%  inter-warp hit %.1f%%\n", 100 * miss,
           100 * intra, 100 * inter);
    return WS_OK;
}
