/* prefetch.c — the core-side prefetcher table (warpscope/prefetch.h, DESIGN §3). */
#include "warpscope/prefetch.h"

#include <string.h>

extern const struct ws_prefetcher ws_prefetch_ctaa;

const struct ws_prefetcher *const ws_prefetchers[] = { &ws_prefetch_ctaa, NULL };

const struct ws_prefetcher *ws_prefetch_find(const char *name)
{
    for (int i = 0; ws_prefetchers[i]; i++)
        if (strcmp(ws_prefetchers[i]->name, name) == 0)
            return ws_prefetchers[i];
    return NULL;
}
