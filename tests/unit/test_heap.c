/* test_heap.c — ws_heap_prepare (src/util/heap.c): blocks below 32 MiB then come from
 * the heap grown ahead of them, starting on a 2 MiB boundary, in a range marked for
 * transparent huge pages. */
#include "harness.h"
#include "warpscope/util.h"

#include <stdlib.h>
#include <unistd.h>

/* Does /proc/self/smaps mark the mapping holding `addr` with VmFlags `flag`? */
static int smaps_flag(uintptr_t addr, const char *flag)
{
    FILE *f = fopen("/proc/self/smaps", "r");
    if (!f)
        return -1;
    char line[512];
    int in = 0, found = 0;
    while (fgets(line, sizeof line, f)) {
        unsigned long lo, hi;
        if (sscanf(line, "%lx-%lx ", &lo, &hi) == 2 && strchr(line, ' ') &&
            line[strcspn(line, " ")] == ' ' && strchr(line, '-') < strchr(line, ' '))
            in = addr >= lo && addr < hi;
        else if (in && !strncmp(line, "VmFlags:", 8)) {
            char want[8];
            snprintf(want, sizeof want, " %s", flag);
            found = strstr(line, want) != NULL;
            break;
        }
    }
    fclose(f);
    return found;
}

TEST(heap_blocks_on_huge_pages)
{
    void *gap = ws_heap_prepare();
    if (!gap) {
        printf("  skipped: the heap is not prepared here (sanitizer, libc or a heap that "
               "did not grow)\n");
        return;
    }
    uintptr_t huge = (uintptr_t)2 << 20;
    char *big = malloc((size_t)1 << 20), *small = malloc(64);
    CHECK(big != NULL && small != NULL);
    uintptr_t end = (uintptr_t)sbrk(0);
    /* a 1 MiB block is no mmap of its own: it lies in the heap, after the reserved gap */
    CHECK((uintptr_t)big > (uintptr_t)gap && (uintptr_t)big < end);
    CHECK((uintptr_t)small > (uintptr_t)gap && (uintptr_t)small < end);
    /* the gap ends on (or just past) a 2 MiB boundary: the first block after it starts
     * within one page of the boundary */
    uintptr_t first = (uintptr_t)(big < small ? big : small);
    CHECK(first % huge < 4096);
    if (access("/sys/kernel/mm/transparent_hugepage/enabled", F_OK) != 0) {
        printf("  skipped the VmFlags check: this kernel has no transparent huge pages\n");
    } else {
        int hg = smaps_flag((uintptr_t)big, "hg");
        if (hg < 0)
            printf("  skipped the VmFlags check: no /proc/self/smaps\n");
        else
            CHECK(hg == 1);
    }
    free(big);
    free(small);
    free(gap);
}
