/* test_addrmap.c — GPGPU-Sim address mapping: channel field, bit gathering, errors. */
#include "harness.h"
#include "warpscope/addrmap.h"

#define GTX480_MAP "dramid@8;00000000.00000000.00000000.00000000.0000RRRR.RRRRRRRR.BBBCCCCB.CCSSSSSS"

TEST(gtx480_fields)
{
    struct ws_addrmap m;
    struct ws_err e = { 0 };
    CHECK_INT(ws_addrmap_parse(&m, GTX480_MAP, 8, 16, &e), 0);
    CHECK_INT(ws_addrmap_row_bytes(&m), 4096);   /* 6 C + 6 S bits */
    struct ws_dram_addr d;
    /* bits 8..10 select the channel with 8 channels */
    ws_addrmap_decode(&m, 0x300, &d);
    CHECK_INT(d.ch, 3);
    CHECK_INT(d.bank, 0);
    CHECK_INT(d.row, 0);
    /* after removing 3 channel bits: address 1<<11 becomes 1<<8, which is a C bit
     * (mask bit 8 counting from 0: ".CCSSSSSS" -> bits 6,7 are C, bit 8 is B) */
    ws_addrmap_decode(&m, UINT64_C(1) << 11, &d);
    CHECK_INT(d.ch, 0);
    CHECK_INT(d.bank, 1);          /* de-channelled bit 8 is the lowest B */
    /* a row bit: de-channelled bit 16 is the lowest R; original bit 19 */
    ws_addrmap_decode(&m, UINT64_C(1) << 19, &d);
    CHECK_INT(d.row, 1);
    CHECK_INT(d.bank, 0);
    /* consecutive 256 B chunks rotate over channels; within a channel the next chunk
     * (one rotation later, 0x800) flips the lowest bank bit, the one after (0x1000)
     * is back in the first bank, same row, next column */
    struct ws_dram_addr a0, a1, a2;
    ws_addrmap_decode(&m, 0x0, &a0);
    ws_addrmap_decode(&m, 0x800, &a1);
    ws_addrmap_decode(&m, 0x1000, &a2);
    CHECK_INT(a1.ch, a0.ch);
    CHECK_INT(a1.bank, 1);
    CHECK_INT(a2.ch, a0.ch);
    CHECK_INT(a2.bank, a0.bank);
    CHECK_INT(a2.row, a0.row);
    CHECK_INT(a2.col, a0.col + 256);  /* col is the byte offset in the row: bit 9 is its bit 8 */
}

TEST(non_power_of_two_channels)
{
    struct ws_addrmap m;
    struct ws_err e = { 0 };
    CHECK_INT(ws_addrmap_parse(&m, GTX480_MAP, 6, 16, &e), 0);
    struct ws_dram_addr d;
    for (uint64_t k = 0; k < 12; k++) {
        ws_addrmap_decode(&m, k << 8, &d);
        CHECK_INT(d.ch, k % 6);
    }
}

TEST(errors)
{
    struct ws_addrmap m;
    struct ws_err e = { 0 };
    CHECK_INT(ws_addrmap_parse(&m, "RRRR", 4, 4, &e), WS_ERR_INPUT);
    CHECK_HAS(e.msg, "expected 'dramid@BIT;MASK'");
    CHECK_INT(ws_addrmap_parse(&m, "dramid@8;RRBBXCCC", 4, 4, &e), WS_ERR_INPUT);
    CHECK_HAS(e.msg, "unexpected 'X'");
    CHECK_INT(ws_addrmap_parse(&m, "dramid@8;RRRRBCCC", 4, 4, &e), WS_ERR_INPUT);
    CHECK_HAS(e.msg, "1 bank bit (B) but dram.banks = 4 needs 2");
    CHECK_INT(ws_addrmap_parse(&m, "dramid@x;RRBB", 4, 4, &e), WS_ERR_INPUT);
}

/* Field gathering against a bit-by-bit reference, for masks whose fields come in many
 * runs (the decoder gathers a run of contiguous bits at a time). */
static uint64_t ref_gather(uint64_t x, uint64_t mask)
{
    uint64_t out = 0;
    for (int b = 0, k = 0; b < 64; b++)
        if (mask >> b & 1)
            out |= (x >> b & 1) << k++;
    return out;
}

TEST(addrmap_decode_gathers_every_run)
{
    uint64_t seed = 12345;
    for (int round = 0; round < 200; round++) {
        char spec[128] = "dramid@8;";
        size_t at = strlen(spec);
        uint64_t rmask = 0, bmask = 0, cmask = 0;
        for (int bit = 39; bit >= 0; bit--) {   /* 40 mask bits, most significant first */
            seed = seed * 6364136223846793005u + 1442695040888963407u;
            char c = "RRBCS0"[(seed >> 33) % 6];
            if (bit < 3)
                c = 'B';                           /* enough bank bits for 8 banks */
            if (bit == 39)
                c = 'R';
            spec[at++] = c;
            uint64_t b = UINT64_C(1) << bit;
            if (c == 'R') rmask |= b;
            if (c == 'B') bmask |= b;
            if (c == 'C' || c == 'S') cmask |= b;
        }
        spec[at] = '\0';
        struct ws_addrmap m;
        struct ws_err err = { 0 };
        CHECK_INT(ws_addrmap_parse(&m, spec, 4, 8, &err), WS_OK);
        for (int k = 0; k < 50; k++) {
            seed = seed * 6364136223846793005u + 1442695040888963407u;
            uint64_t addr = seed >> 20;
            struct ws_dram_addr d;
            ws_addrmap_decode(&m, addr, &d);
            uint64_t pa = (addr >> 10) << 8 | (addr & 0xff);   /* 2 channel bits at 8 */
            CHECK_INT(d.ch, (addr >> 8) & 3);
            CHECK_INT(d.row, (uint32_t)ref_gather(pa, rmask));
            CHECK_INT(d.bank, (uint32_t)(ref_gather(pa, bmask) % 8));
            CHECK_INT(d.col, (uint32_t)ref_gather(pa, cmask));
        }
    }
}

TEST(ipoly_hash_gpgpusim_equations)
{
    /* hashing.cc's equations are the residues of x^(n+j) modulo the polynomial:
     * 32: x^5+x^2+1, so higher bit 0 (x^5) flips index bits 0 and 2, bit 13 (x^18)
     * bits 0 and 1, bit 14 (x^19) bits 1 and 2; bit 15 is beyond the equations */
    CHECK(ws_ipoly_supported(32) && ws_ipoly_supported(64) && !ws_ipoly_supported(16));
    CHECK_INT(ws_ipoly_hash(0, 9, 32), 9);
    CHECK_INT(ws_ipoly_hash(1, 0, 32), 0x05);
    CHECK_INT(ws_ipoly_hash(UINT64_C(1) << 13, 0, 32), 0x03);
    CHECK_INT(ws_ipoly_hash(UINT64_C(1) << 14, 0, 32), 0x06);
    CHECK_INT(ws_ipoly_hash(UINT64_C(1) << 15, 4, 32), 4);
    /* 64: x^6+x+1: bit 0 (x^6) flips 0 and 1, bit 6 (x^12) 0 and 2, bit 18 (x^24) 0
     * and 4; bit 19 is beyond the equations; XOR with the index */
    CHECK_INT(ws_ipoly_hash(1, 0, 64), 0x03);
    CHECK_INT(ws_ipoly_hash(UINT64_C(1) << 6, 0, 64), 0x05);
    CHECK_INT(ws_ipoly_hash(UINT64_C(1) << 18, 1, 64), 0x10);
    CHECK_INT(ws_ipoly_hash(UINT64_C(1) << 19, 7, 64), 7);
    /* a power-of-two stride of lines spreads over every set: higher = 0..31 with the
     * same index gives 32 different sets */
    uint32_t seen = 0;
    for (uint64_t h = 0; h < 32; h++)
        seen |= 1u << ws_ipoly_hash(h, 0, 32);
    CHECK_INT(seen, 0xffffffffu);
}
