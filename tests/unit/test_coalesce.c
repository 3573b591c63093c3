/* test_coalesce.c — core_coalesce: the Fermi coalescer's segments and their halving
 * (MODEL-NOTES §6), and that no access spans two L1 lines when l1d.line is smaller
 * than the 128-byte segment (OWL Table 1's 64-byte lines). */
#include "harness.h"
#include "core/core.h"
#include "warpscope/config.h"
#include "warpscope/trace.h"

#include <string.h>

static int coalesce(int line, uint64_t base, int32_t stride, uint32_t mask,
                    struct core_access *out)
{
    struct ws_config cfg;
    ws_config_defaults(&cfg);
    cfg.l1d_line = line;
    struct ws_warp_trace wt;
    memset(&wt, 0, sizeof wt);
    struct ws_inst in;
    memset(&in, 0, sizeof in);
    in.unit = WS_UNIT_MEM;
    in.mask = mask;
    in.width = 4;
    in.addr_mode = WS_ADDR_STRIDE;
    in.base = base;
    in.stride = stride;
    return core_coalesce(&cfg, &wt, &in, false, out, 64);
}

TEST(coalesce_128_byte_lines_one_access_per_segment)
{
    struct core_access a[64];
    CHECK_INT(coalesce(128, 0x1000, 4, 0xffffffffu, a), 1);
    CHECK_INT(a[0].addr, 0x1000);
    CHECK_INT(a[0].bytes, 128);
    /* upper half only: reduced to 64 bytes at +64 */
    CHECK_INT(coalesce(128, 0x1040, 4, 0x0000ffffu, a), 1);
    CHECK_INT(a[0].addr, 0x1040);
    CHECK_INT(a[0].bytes, 64);
    /* one lane: a 32-byte quarter */
    CHECK_INT(coalesce(128, 0x1064, 4, 1u, a), 1);
    CHECK_INT(a[0].addr, 0x1060);
    CHECK_INT(a[0].bytes, 32);
}

TEST(coalesce_64_byte_lines_split_each_segment_into_lines)
{
    struct core_access a[64];
    /* 32 lanes x 4 bytes = 128 contiguous bytes: two 64-byte line accesses */
    CHECK_INT(coalesce(64, 0x1000, 4, 0xffffffffu, a), 2);
    CHECK_INT(a[0].addr, 0x1000);
    CHECK_INT(a[0].bytes, 64);
    CHECK_INT(a[1].addr, 0x1040);
    CHECK_INT(a[1].bytes, 64);
    /* 256 bytes (8-byte stride over 4-byte data): four line accesses, ascending */
    CHECK_INT(coalesce(64, 0x2000, 8, 0xffffffffu, a), 4);
    for (int i = 0; i < 4; i++) {
        CHECK_INT(a[i].addr, 0x2000 + 64 * i);
        CHECK_INT(a[i].bytes, 64);
    }
    /* lanes touching only the first 32 bytes of the upper line: one 32-byte access */
    CHECK_INT(coalesce(64, 0x1040, 4, 0xffu, a), 1);
    CHECK_INT(a[0].addr, 0x1040);
    CHECK_INT(a[0].bytes, 32);
}

/* The strided form (whose touching lanes are coalesced as one byte range) gives the
 * same accesses as the same addresses given lane by lane, for every width, stride and
 * alignment around a segment boundary, for the Fermi and the sector coalescer. */
TEST(coalesce_stride_same_as_lane_list)
{
    static const int widths[] = { 1, 2, 4, 8, 16 };
    uint64_t addr[32];
    struct ws_warp_trace wt;
    memset(&wt, 0, sizeof wt);
    wt.addr = addr;
    wt.naddr = 32;
    int checked = 0;
    for (int arch = 20; arch <= 70; arch += 50)
        for (size_t wi = 0; wi < sizeof widths / sizeof widths[0]; wi++)
            for (int32_t stride = -2; stride <= widths[wi] + 2; stride++)
                for (uint64_t off = 0; off < 160; off += 5)
                    for (int lanes = 1; lanes <= 32; lanes += 7) {
                        struct ws_config cfg;
                        ws_config_defaults(&cfg);
                        cfg.sm_coalesce_arch = arch;
                        struct ws_inst in;
                        memset(&in, 0, sizeof in);
                        in.unit = WS_UNIT_MEM;
                        in.mask = lanes == 32 ? 0xffffffffu : (1u << lanes) - 1;
                        in.width = (uint8_t)widths[wi];
                        in.addr_mode = WS_ADDR_STRIDE;
                        in.base = 0x10000 + off;
                        in.stride = stride;
                        struct core_access a[64], b[64];
                        int na = core_coalesce(&cfg, &wt, &in, false, a, 64);
                        for (int k = 0; k < lanes; k++)
                            addr[k] = in.base + (uint64_t)((int64_t)k * stride);
                        in.addr_mode = WS_ADDR_LIST;
                        in.addr_idx = 0;
                        int nb = core_coalesce(&cfg, &wt, &in, false, b, 64);
                        CHECK_INT(na, nb);
                        for (int k = 0; k < na && k < nb; k++) {
                            CHECK_INT(a[k].addr, b[k].addr);
                            CHECK_INT(a[k].bytes, b[k].bytes);
                        }
                        checked++;
                    }
    CHECK(checked > 1000);
}
