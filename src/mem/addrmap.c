/* addrmap.c — GPGPU-Sim-style DRAM address mapping: channel field at a bit position,
 * then a dotted bit mask assigning the remaining bits to row, bank, column and burst;
 * and the same map compiled into bit runs for the memory system's per-request paths
 * (struct mem_addrdec). */
#include "mem_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int addrmap_log2_ceil(int n)
{
    int b = 0;
    while ((1 << b) < n)
        b++;
    return b;
}

/* Gather the bits of x selected by mask into the low bits, lowest first (like PEXT). */
static uint64_t addrmap_gather(uint64_t x, uint64_t mask)
{
    uint64_t out = 0;
    int k = 0;
    while (mask) {                       /* a run of contiguous mask bits at a time */
        int lo = __builtin_ctzll(mask);
        uint64_t m = mask >> lo;
        int len = m == UINT64_MAX ? 64 : __builtin_ctzll(~m);
        uint64_t ones = len == 64 ? UINT64_MAX : (UINT64_C(1) << len) - 1;
        out |= ((x >> lo) & ones) << k;
        k += len;
        mask &= ~(ones << lo);
    }
    return out;
}

static int addrmap_popcount(uint64_t x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

int ws_addrmap_parse(struct ws_addrmap *m, const char *spec, int channels, int banks,
                     struct ws_err *err)
{
    memset(m, 0, sizeof *m);
    m->channels = channels;
    m->banks = banks;
    const char *p = spec;
    if (strncmp(p, "dramid@", 7) != 0)
        return ws_errf(err, WS_ERR_INPUT,
                       "dram.addr_map = '%s': expected 'dramid@BIT;MASK' (GPGPU-Sim syntax)",
                       spec);
    p += 7;
    char *end;
    long pos = strtol(p, &end, 10);
    if (end == p || *end != ';' || pos < 0 || pos > 40)
        return ws_errf(err, WS_ERR_INPUT,
                       "dram.addr_map = '%s': expected a channel bit position 0..40 after "
                       "'dramid@', then ';'", spec);
    m->ch_pos = (int)pos;
    m->ch_bits = addrmap_log2_ceil(channels);
    p = end + 1;
    /* the mask: characters R B C S 0, dots ignored, most significant bit first */
    int nbits = 0;
    for (const char *q = p; *q; q++) {
        if (*q == '.')
            continue;
        if (!strchr("RBCS0", *q))
            return ws_errf(err, WS_ERR_INPUT,
                           "dram.addr_map: unexpected '%c' in the bit mask (expected R, B, C, "
                           "S, 0 or '.')", *q);
        nbits++;
    }
    if (nbits == 0 || nbits > 64)
        return ws_errf(err, WS_ERR_INPUT,
                       "dram.addr_map: expected 1 to 64 mask bits, got %d", nbits);
    int bit = nbits - 1;
    for (const char *q = p; *q; q++) {
        if (*q == '.')
            continue;
        uint64_t b = UINT64_C(1) << bit;
        switch (*q) {
        case 'R': m->row_mask |= b; break;
        case 'B': m->bank_mask |= b; break;
        case 'C': m->col_mask |= b; break;
        case 'S': m->burst_mask |= b; break;
        default: break;
        }
        bit--;
    }
    int bank_bits = addrmap_popcount(m->bank_mask);
    if ((1 << bank_bits) < banks)
        return ws_errf(err, WS_ERR_INPUT,
                       "dram.addr_map has %d bank bit%s (B) but dram.banks = %d needs %d",
                       bank_bits, bank_bits == 1 ? "" : "s", banks, addrmap_log2_ceil(banks));
    if (!m->row_mask)
        return ws_errf(err, WS_ERR_INPUT, "dram.addr_map: expected at least one row bit (R)");
    return WS_OK;
}

int ws_addrmap_row_bytes(const struct ws_addrmap *m)
{
    return 1 << (addrmap_popcount(m->col_mask) + addrmap_popcount(m->burst_mask));
}

void ws_addrmap_decode(const struct ws_addrmap *m, uint64_t addr, struct ws_dram_addr *out)
{
    uint64_t low = addr & ((UINT64_C(1) << m->ch_pos) - 1);
    uint64_t high = addr >> m->ch_pos;
    uint64_t ch, rest;
    if ((m->channels & (m->channels - 1)) == 0) {
        ch = high & (uint64_t)(m->channels - 1);
        rest = high >> m->ch_bits;
    } else {
        /* non-power-of-two channel counts: modulo, and the quotient carries on */
        ch = high % (uint64_t)m->channels;
        rest = high / (uint64_t)m->channels;
    }
    uint64_t pa = rest << m->ch_pos | low;
    out->ch = (uint32_t)ch;
    out->bank = (uint32_t)(addrmap_gather(pa, m->bank_mask) % (uint64_t)m->banks);
    out->row = (uint32_t)addrmap_gather(pa, m->row_mask);
    out->col = (uint32_t)addrmap_gather(pa, m->col_mask | m->burst_mask);
}

/* ---- the compiled map (mem_internal.h) ---------------------------------------------- */

static void addrmap_compile(struct mem_gather *g, uint64_t mask)
{
    g->n = 0;
    int k = 0;                           /* result bits so far */
    while (mask) {
        int lo = __builtin_ctzll(mask);
        uint64_t m = mask >> lo;
        int len = m == UINT64_MAX ? 64 : __builtin_ctzll(~m);
        uint64_t ones = len == 64 ? UINT64_MAX : (UINT64_C(1) << len) - 1;
        /* ((x >> lo) & ones) << k, as one shift and one mask (lo >= k) */
        g->run[g->n].shift = lo - k;
        g->run[g->n].mask = ones << k;
        g->n++;
        k += len;
        mask &= ~(ones << lo);
    }
}

void mem_addrdec_init(struct mem_addrdec *d, const struct ws_addrmap *m, uint64_t slice_bits,
                      int line_shift)
{
    memset(d, 0, sizeof *d);
    d->ch_pos = m->ch_pos;
    d->ch_bits = m->ch_bits;
    d->low_mask = (UINT64_C(1) << m->ch_pos) - 1;
    d->channels = (uint64_t)m->channels;
    d->ch_pow2 = (m->channels & (m->channels - 1)) == 0;
    d->banks = (uint32_t)m->banks;
    addrmap_compile(&d->bank, m->bank_mask);
    addrmap_compile(&d->row, m->row_mask);
    addrmap_compile(&d->col, m->col_mask | m->burst_mask);
    /* the gather packs the kept bits lowest first: leaving out the lowest line_shift of
     * them is the shift right by line_shift */
    uint64_t keep = ~slice_bits;
    for (int k = 0; k < line_shift && keep; k++)
        keep &= keep - 1;
    addrmap_compile(&d->l2_line, keep);
}

/* Scatter the low bits of x into the positions of mask, lowest first (like PDEP). */
static uint64_t addrmap_scatter(uint64_t x, uint64_t mask)
{
    uint64_t out = 0;
    for (int k = 0; mask; k++) {
        uint64_t low = mask & (~mask + 1);
        if ((x >> k) & 1)
            out |= low;
        mask &= mask - 1;
    }
    return out;
}

uint64_t ws_addrmap_with_col(const struct ws_addrmap *m, uint64_t addr, uint32_t col)
{
    uint64_t lowmask = (UINT64_C(1) << m->ch_pos) - 1;
    uint64_t low = addr & lowmask, high = addr >> m->ch_pos, ch, rest;
    bool pow2 = (m->channels & (m->channels - 1)) == 0;
    if (pow2) {
        ch = high & (uint64_t)(m->channels - 1);
        rest = high >> m->ch_bits;
    } else {
        ch = high % (uint64_t)m->channels;
        rest = high / (uint64_t)m->channels;
    }
    uint64_t cs = m->col_mask | m->burst_mask;
    uint64_t pa = ((rest << m->ch_pos | low) & ~cs) | addrmap_scatter(col, cs);
    rest = pa >> m->ch_pos;
    high = pow2 ? (rest << m->ch_bits | ch) : rest * (uint64_t)m->channels + ch;
    return high << m->ch_pos | (pa & lowmask);
}

/* IPOLY (addrmap.h).  The residue of x^(n+j) modulo the polynomial, for each higher
 * bit j, is computed by shifting: r <- r*x, reduced when the degree reaches n. */
struct addrmap_ipoly { int count, n, nhigher; uint32_t poly; };

static const struct addrmap_ipoly addrmap_ipoly_table[] = {
    { 32, 5, 15, 0x25 },    /* x^5 + x^2 + 1 */
    { 64, 6, 19, 0x43 },    /* x^6 + x + 1 */
};

static const struct addrmap_ipoly *addrmap_ipoly_find(int count)
{
    for (size_t i = 0; i < sizeof addrmap_ipoly_table / sizeof addrmap_ipoly_table[0]; i++)
        if (addrmap_ipoly_table[i].count == count)
            return &addrmap_ipoly_table[i];
    return NULL;
}

bool ws_ipoly_supported(int count) { return addrmap_ipoly_find(count) != NULL; }

uint32_t ws_ipoly_hash(uint64_t higher, uint32_t index, int count)
{
    const struct addrmap_ipoly *p = addrmap_ipoly_find(count);
    if (!p)
        return index;
    uint32_t top = 1u << p->n, r = p->poly & (top - 1);     /* x^n mod poly */
    uint32_t out = index & (top - 1);
    for (int j = 0; j < p->nhigher; j++) {
        if ((higher >> j) & 1)
            out ^= r;
        r <<= 1;                                             /* times x */
        if (r & top)
            r ^= p->poly;
    }
    return out;
}
