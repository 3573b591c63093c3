/* event.c — the event bus: kind names, subscriptions, dispatch. */
#include "warpscope/event.h"

#include <string.h>

#define WS_EV_NAME(id, name) name,
const char *const ws_event_names[WS_EV_COUNT] = { WS_EVENT_KINDS(WS_EV_NAME) };
#undef WS_EV_NAME

int ws_event_kind_find(const char *name)
{
    for (int i = 0; i < WS_EV_COUNT; i++)
        if (strcmp(ws_event_names[i], name) == 0)
            return i;
    return -1;
}

void ws_event_bus_init(struct ws_event_bus *b)
{
    memset(b, 0, sizeof *b);
    b->next_id = 1;
}

static void bus_remask(struct ws_event_bus *b)
{
    uint64_t m = 0;
    for (int i = 0; i < b->nsubs; i++)
        if (b->subs[i].id)
            m |= b->subs[i].mask;
    b->mask = m;
}

int ws_event_subscribe(struct ws_event_bus *b, uint64_t mask, ws_event_fn fn, void *ctx)
{
    int slot = -1;
    for (int i = 0; i < b->nsubs; i++)
        if (!b->subs[i].id) {
            slot = i;
            break;
        }
    if (slot < 0) {
        if (b->nsubs >= WS_EVENT_MAX_SUBS)
            return -1;
        slot = b->nsubs++;
    }
    b->subs[slot] = (struct ws_event_sub){ mask, fn, ctx, b->next_id++ };
    bus_remask(b);
    return b->subs[slot].id;
}

void ws_event_unsubscribe(struct ws_event_bus *b, int id)
{
    for (int i = 0; i < b->nsubs; i++)
        if (b->subs[i].id == id)
            b->subs[i].id = 0;
    while (b->nsubs > 0 && !b->subs[b->nsubs - 1].id)
        b->nsubs--;
    bus_remask(b);
}

void ws_event_dispatch(struct ws_event_bus *b, const struct ws_event *e)
{
    /* subscribers may unsubscribe themselves; iterate by index over a stable count */
    int n = b->nsubs;
    for (int i = 0; i < n; i++) {
        const struct ws_event_sub *s = &b->subs[i];
        if (s->id && ((s->mask >> e->kind) & 1u))
            s->fn(s->ctx, e);
    }
}

/* The names of a, b and addr per kind (NULL: the field carries nothing for that kind).
 * prefetch and prefetch-use have two sources, told apart by ch: the DRAM side (OWL's
 * row prefetches, an L2 slice's first use of one) sets ch, the SM side (CTAA) does not. */
struct ev_fields {
    const char *a, *b, *addr;
};

static const struct ev_fields ev_fields[WS_EV_COUNT] = {
    [WS_EV_KERNEL_START] = { "kernel", "ctas", NULL },
    [WS_EV_KERNEL_END] = { "kernel", "ctas", NULL },
    [WS_EV_CTA_LAUNCH] = { "slot", "warps", NULL },
    [WS_EV_CTA_FINISH] = { "cycles", "warp_insts", NULL },
    [WS_EV_WARP_FINISH] = { "warp_insts", "cycles", NULL },
    [WS_EV_ISSUE] = { "op", "inst", "pc" },
    [WS_EV_BARRIER] = { "arrived", "warps", "pc" },
    [WS_EV_BARRIER_RELEASE] = { "warps", NULL, NULL },
    [WS_EV_GROUP_SWITCH] = { "from", "to", NULL },
    [WS_EV_L1_HIT] = { "own_fill", "fill_warp", "line" },
    [WS_EV_L1_MISS] = { "new_entry", "mshrs", "line" },
    [WS_EV_L1_EVICT] = { "fill_warp", "by_store", "line" },
    [WS_EV_VTA_HIT] = { "score", "llds", "line" },
    [WS_EV_THROTTLE] = { "can_issue", "score", NULL },
    [WS_EV_L2_HIT] = { "slice", NULL, "addr" },
    [WS_EV_L2_MISS] = { "slice", "merged", "addr" },
    [WS_EV_ROW_OPEN] = { NULL, NULL, "addr" },
    [WS_EV_ROW_CLOSE] = { "open_cycles", "accesses", "addr" },
    [WS_EV_DRAM_READ] = { "row_hit", NULL, "addr" },
    [WS_EV_DRAM_WRITE] = { "row_hit", NULL, "addr" },
    [WS_EV_PREFETCH] = { "pc", "mshrs", "line" },
    [WS_EV_PREFETCH_USE] = { "distance", "late", "line" },
    [WS_EV_MSHR_FULL] = { "mshrs", NULL, "line" },
    [WS_EV_PHASE_CHANGE] = { "from", "to", NULL },
    [WS_EV_TB_STATE] = { "from", "to", NULL },
    [WS_EV_L1I_MISS] = { "new_entry", "mshrs", "line" },
};

static const struct ev_fields ev_fields_dram_prefetch = { "row_line", "row_prefetches", "addr" };
static const struct ev_fields ev_fields_l2_prefetch_use = { "slice", NULL, "addr" };

const char *ws_event_field_name(const struct ws_event *e, enum ws_event_field f)
{
    if (e->kind < 0 || e->kind >= WS_EV_COUNT)
        return NULL;
    const struct ev_fields *n = &ev_fields[e->kind];
    if (e->ch >= 0 && e->kind == WS_EV_PREFETCH)
        n = &ev_fields_dram_prefetch;
    else if (e->ch >= 0 && e->kind == WS_EV_PREFETCH_USE)
        n = &ev_fields_l2_prefetch_use;
    return f == WS_EV_FIELD_A ? n->a : f == WS_EV_FIELD_B ? n->b : n->addr;
}
