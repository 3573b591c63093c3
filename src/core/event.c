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
