/* addrmap.h — DRAM address mapping in GPGPU-Sim's syntax:
 *   "dramid@8;00000000.00000000.00000000.00000000.0000RRRR.RRRRRRRR.BBBCCCCB.CCSSSSSS"
 * The channel id is taken from the address at bit position 8 upward (as many bits as
 * log2(channels), non-power-of-two counts use a modulo); the dotted mask, read from
 * the least significant bit, assigns each remaining address bit to the row (R), bank
 * (B), column (C) or burst (S); 0 bits are ignored.  Bits of the channel field are
 * removed before the mask is applied (as GPGPU-Sim does). */
#ifndef WARPSCOPE_ADDRMAP_H
#define WARPSCOPE_ADDRMAP_H

#include <stdint.h>
#include <stdbool.h>
#include "warpscope/util.h"

struct ws_addrmap {
    int channels, banks;
    int ch_pos, ch_bits;       /* channel field position and width */
    uint64_t row_mask, bank_mask, col_mask, burst_mask;   /* over the de-channelled address */
};

struct ws_dram_addr {
    uint32_t ch, bank, row;
    uint32_t col;   /* byte offset within the row: the C and S bits gathered */
};

/* Parse spec for the given channel and bank counts; errors name the offending text. */
int ws_addrmap_parse(struct ws_addrmap *m, const char *spec, int channels, int banks,
                     struct ws_err *err);
/* Bytes of one row: 2^(column bits + burst bits). */
int ws_addrmap_row_bytes(const struct ws_addrmap *m);
void ws_addrmap_decode(const struct ws_addrmap *m, uint64_t addr, struct ws_dram_addr *out);
/* addr with its column and burst bits (the byte offset within its row) replaced by col:
 * the address of byte col of the same row, bank and channel. */
uint64_t ws_addrmap_with_col(const struct ws_addrmap *m, uint64_t addr, uint32_t col);

/* IPOLY index hashing (Rau, "Pseudo-randomly interleaved memory", ISCA 1991), as
 * GPGPU-Sim's hashing.cc applies it to the L2 set index ('P' in -gpgpu_cache:dl2) and
 * to the memory sub-partition (-gpgpu_memory_partition_indexing 2): the n-bit index
 * (n = log2 of `count`) is XORed with the residue modulo an irreducible polynomial of
 * degree n of the address bits above it, `higher` (bit j standing for x^(n+j)).
 * GPGPU-Sim's equations cover count 32 (x^5+x^2+1, higher bits 0..14) and 64
 * (x^6+x+1, higher bits 0..18); higher bits beyond those do not take part.
 * ws_ipoly_supported says whether count is one of them. */
bool ws_ipoly_supported(int count);
uint32_t ws_ipoly_hash(uint64_t higher, uint32_t index, int count);

#endif
