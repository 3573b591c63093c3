/* heap.c — the process heap set up for a simulator's allocation pattern.
 *
 * A run allocates a few MB in many small and middle-sized blocks (the trace's
 * instructions, caches, MSHRs, queues) and touches each page once, so on Linux most of
 * its kernel time is page faults: 1,400 of them on vectoradd-sm80, about 12% of its
 * wall time (perf, 2026-11-25).  Here the heap is grown by 32 MiB at once, every block
 * below that size comes from it (no mmap per large block), and the kernel is asked to
 * back it with transparent huge pages where it allows them
 * (/sys/kernel/mm/transparent_hugepage/enabled = madvise or always): 2 MiB per fault
 * instead of 4 KiB: vectoradd-sm80 then takes 150 faults and 29 ms of CPU instead of
 * 32.  Pages not touched cost nothing.  Under AddressSanitizer (its own allocator),
 * with another libc or without MADV_HUGEPAGE this does nothing.  Results never depend
 * on where memory lies. */
#include <warpscope/util.h>

#include <stdint.h>
#include <stdlib.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WS_HAS_ASAN 1
#endif
#endif
#ifndef WS_HAS_ASAN
#define WS_HAS_ASAN 0
#endif

#if defined(__GLIBC__) && defined(__linux__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

void *ws_heap_prepare(void)
{
#if defined(__GLIBC__) && defined(__linux__) && defined(MADV_HUGEPAGE) && \
    !defined(__SANITIZE_ADDRESS__) && !WS_HAS_ASAN
    const size_t pad = (size_t)32 << 20, huge = (size_t)2 << 20;
    mallopt(M_TOP_PAD, (int)pad);
    mallopt(M_TRIM_THRESHOLD, (int)(2 * pad));
    mallopt(M_MMAP_THRESHOLD, (int)pad);
    void *volatile probe = malloc(64);   /* grows the heap by pad; where blocks start */
    if (!probe)
        return NULL;
    uintptr_t at = (uintptr_t)probe, end = (uintptr_t)sbrk(0);
    uintptr_t lo = (at + 64 + huge - 1) & ~(uintptr_t)(huge - 1);
    uintptr_t hi = end & ~(uintptr_t)(huge - 1);
    if (end == (uintptr_t)-1 || at >= end || end - at > pad + huge || hi <= lo) {
        free(probe);                     /* not a block of the brk heap (valgrind...) */
        return NULL;
    }
    /* the blocks before the first 2 MiB boundary would sit on small pages: the probe,
     * grown in place, takes that span untouched, so the run's blocks start on the
     * boundary (after madvise: the block's end touches the range) */
    (void)madvise((void *)lo, hi - lo, MADV_HUGEPAGE);   /* a hint: may be refused */
    void *gap = realloc(probe, lo - at - 16);
    if (!gap)
        free(probe);
    return gap;
#else
    return NULL;
#endif
}
