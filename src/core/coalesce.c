/* coalesce.c — the accesses a memory instruction makes (GPGPU-Sim
 * warp_inst_t::generate_mem_accesses; MODEL-NOTES §6), as pure functions of the
 * configuration and the instruction's lane addresses:
 *  - the Fermi coalescer (sm.coalesce_arch below 70): one access per 128-byte segment
 *    for 4/8/16-byte data (64 for 2, 32 for 1; 32 when the access bypasses the L1),
 *    reduced to its used 64-byte half and then 32-byte quarter; a lane straddling two
 *    segments adds both; a segment is at most one L1 line;
 *  - the sector coalescer (70 and up): one access per distinct 32-byte sector;
 *  - shared memory: 4-byte banks, the cost is the most distinct words one bank serves
 *    (no limited broadcast), counting each lane's first word as GPGPU-Sim does;
 *  - the Fermi L1D set hash. */
#include "core.h"

#include <stdlib.h>
#include <string.h>

/* A segment: its 32-byte chunks touched (bit k: the chunk at k*32 in its 128-byte
 * block) and each chunk's bytes touched (bit i: byte i). */
struct co_seg { uint64_t addr; uint32_t bytes[4]; uint8_t chunks; };

/* Add bytes lo..hi (inclusive, within one segment at base) to the segment list. */
static int co_add(struct co_seg *seg, int n, int max, uint64_t base, uint64_t lo,
                  uint64_t hi)
{
    int i = 0;
    while (i < n && seg[i].addr != base)
        i++;
    if (i == n) {
        if (n >= max)
            return n;
        memset(&seg[n], 0, sizeof seg[n]);
        seg[n].addr = base;
        n++;
    }
    for (uint64_t c = lo & ~UINT64_C(31); c <= hi; c += 32) {
        unsigned k = (unsigned)((c & 127) >> 5);
        unsigned from = lo > c ? (unsigned)(lo - c) : 0, to = hi < c + 31 ? (unsigned)(hi - c) : 31;
        seg[i].chunks |= (uint8_t)(1u << k);
        seg[i].bytes[k] |= (to >= 31 ? UINT32_MAX : (UINT32_C(1) << (to + 1)) - 1) &
                           ~((UINT32_C(1) << from) - 1);
    }
    return n;
}

int core_coalesce(const struct ws_config *cfg, const struct ws_warp_trace *wt,
                  const struct ws_inst *in, bool bypass, struct core_access *out, int max)
{
    uint64_t addr[32];
    int width = in->width ? in->width : 4;
    bool sector = cfg->sm_coalesce_arch >= 70;
    uint64_t segsz = sector || bypass || width == 1 ? 32 : width == 2 ? 64 : 128;
    /* An access never spans two L1 lines: with 64-byte lines (OWL Table 1) a 128-byte
     * segment is two line accesses, each reduced as below (GPGPU-Sim's L1 looks up one
     * line per access: the stock configs pair the 128-byte coalescer with 128-byte
     * lines, and a larger access would fill only its first line). */
    if (!bypass && cfg->l1d_line >= 32 && segsz > (uint64_t)cfg->l1d_line)
        segsz = (uint64_t)cfg->l1d_line;
    struct co_seg seg[64];
    int ns = 0;
    int64_t stride = in->stride;
    int n = __builtin_popcount(in->mask);
    uint64_t span_end = in->base + (uint64_t)(n - 1) * (uint64_t)stride + (uint64_t)width - 1;
    bool range = in->addr_mode == WS_ADDR_STRIDE && n > 0 && stride >= 0 && stride <= width &&
                 span_end >= in->base;
    if (range) {
        /* lanes whose bytes touch or overlap, in address order: their union is one
         * range, and the segments below come out merged and sorted as the loop over
         * the lanes would leave them */
        addr[0] = in->base;
        n = 1;
    } else {
        n = ws_inst_addrs(wt, in, addr);
    }
    for (int i = 0; i < n; i++) {
        uint64_t first = addr[i], last = range ? span_end : addr[i] + (uint64_t)width - 1;
        for (uint64_t b = first & ~(segsz - 1); b <= last; b += segsz) {
            uint64_t lo = b > first ? b : first, hi = b + segsz - 1 < last ? b + segsz - 1 : last;
            ns = co_add(seg, ns, 64, b, lo, hi);
        }
    }
    /* ascending address order (GPGPU-Sim walks an ordered map) */
    for (int i = 1; i < ns; i++)
        for (int j = i; j > 0 && seg[j - 1].addr > seg[j].addr; j--) {
            struct co_seg t = seg[j];
            seg[j] = seg[j - 1];
            seg[j - 1] = t;
        }
    int k = 0;
    for (int i = 0; i < ns && k < max; i++) {
        uint64_t a = seg[i].addr, size = segsz;
        uint8_t q = seg[i].chunks, h = 0;
        if (size == 128) {
            bool lo = q & 3, hi = q & 12;
            if (lo && !hi) {
                size = 64;
                h = q & 3;
            } else if (!lo && hi) {
                a += 64;
                size = 64;
                h = (uint8_t)((q >> 2) & 3);
            }
        } else if (size == 64) {
            h = (a & 127) == 0 ? (q & 3) : (uint8_t)((q >> 2) & 3);
        }
        if (size == 64) {
            if (h == 1) {
                size = 32;
            } else if (h == 2) {
                a += 32;
                size = 32;
            }
        }
        out[k].addr = a;
        out[k].bytes = (uint16_t)size;
        out[k].full = 0;                 /* the access's sectors written in every byte */
        for (uint64_t c = a; c < a + size; c += 32) {
            unsigned q2 = (unsigned)((c & 127) >> 5);
            if (seg[i].bytes[q2] == UINT32_MAX)
                out[k].full |= (uint8_t)(1u << q2);
        }
        k++;
    }
    return k;
}

static unsigned co_gcd(unsigned a, unsigned b)
{
    while (b) {
        unsigned t = a % b;
        a = b;
        b = t;
    }
    return a;
}

int core_shmem_cost(const struct ws_config *cfg, const struct ws_warp_trace *wt,
                    const struct ws_inst *in)
{
    /* GPGPU-Sim counts each lane's first word only (memreqaddr[0]), whatever the width */
    unsigned banks = (unsigned)cfg->sm_shmem_banks;
    int n = __builtin_popcount(in->mask);
    if (in->addr_mode == WS_ADDR_STRIDE && in->stride % 4 == 0) {
        /* lane k reads word w0 + k*s: s = 0 is a broadcast; otherwise the lanes cycle
         * over banks/gcd(s, banks) banks, all words distinct */
        unsigned s = (unsigned)(in->stride < 0 ? -in->stride : in->stride) / 4;
        if (s == 0 || n <= 1)
            return 1;
        unsigned cycle = banks / co_gcd(s % banks ? s % banks : banks, banks);
        return (int)(((unsigned)n + cycle - 1) / cycle);
    }
    uint64_t addr[32];
    n = ws_inst_addrs(wt, in, addr);
    /* distinct 4-byte words per bank: each bank keeps a list of its words */
    uint64_t word[32];
    int next[32], head[64], cnt[64];
    for (unsigned k = 0; k < banks; k++) {
        head[k] = -1;
        cnt[k] = 0;
    }
    int nw = 0, cost = 1;
    for (int i = 0; i < n; i++) {
        uint64_t w = addr[i] >> 2;
        unsigned k = (unsigned)(w % banks);
        bool dup = false;
        for (int j = head[k]; j >= 0 && !dup; j = next[j])
            dup = word[j] == w;          /* the same word again: a broadcast */
        if (dup)
            continue;
        word[nw] = w;
        next[nw] = head[k];
        head[k] = nw++;
        if (++cnt[k] > cost)
            cost = cnt[k];
    }
    return cost;
}

uint32_t core_fermi_set(uint64_t addr, int line_log2, int sets)
{
    uint32_t lower = (uint32_t)(addr >> line_log2) & 0x1f;
    uint32_t upper = (uint32_t)((addr & 0xE000) >> 13) | (uint32_t)((addr & 0x20000) >> 14) |
                     (uint32_t)((addr & 0x80000) >> 15);
    uint32_t set = lower ^ upper;
    if (sets == 64)
        set |= (uint32_t)((addr & 0x1000) >> 7);
    return set;
}
