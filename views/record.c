/* record.c — the TUI's event recorder: one bus subscription that keeps the recent
 * events for the log, a glyph timeline per DRAM bank, hit/miss marks on the focused
 * SM's L1 lines since the last frame, and IPC samples for the sparklines.  It only
 * listens; it never asks the simulator to stop. */
#include "tui.h"

#include <stdlib.h>
#include <string.h>

#include "warpscope/cache.h"
#include "warpscope/mem.h"
#include "warpscope/sim.h"

/* Every kind but `issue` (one per warp instruction: the log would hold nothing else,
 * and the views read issue state from the inspection API instead). */
#define REC_MASK (WS_EV_ALL & ~WS_EV_BIT(WS_EV_ISSUE))

static void rec_on_event(void *ctx, const struct ws_event *e)
{
    struct tui_rec *r = ctx;
    r->log[r->nlog++ & (TUI_LOG_CAP - 1)] = *e;
    switch (e->kind) {
    case WS_EV_ROW_OPEN: case WS_EV_DRAM_READ: case WS_EV_DRAM_WRITE: case WS_EV_ROW_CLOSE: {
        if (e->ch < 0 || e->ch >= r->channels || e->bank < 0 || e->bank >= r->banks)
            break;
        struct tui_bank_tl *b = &r->tl[e->ch * r->banks + e->bank];
        static const char glyph[] = { [WS_EV_ROW_OPEN] = 'A', [WS_EV_DRAM_READ] = 'R',
                                      [WS_EV_DRAM_WRITE] = 'W', [WS_EV_ROW_CLOSE] = 'P' };
        b->glyph[b->head] = glyph[e->kind];
        b->head = (b->head + 1) % TUI_TL_LEN;
        if (b->n < TUI_TL_LEN)
            b->n++;
        r->dram_events++;
        break;
    }
    case WS_EV_L1_HIT: case WS_EV_L1_MISS: {
        if (e->sm != r->l1_sm || !r->l1)
            break;
        uint32_t set = ws_cache_set_of(r->l1, e->addr);
        if ((int)set >= r->sets)
            break;
        r->set_stamp[set] = r->frame;
        r->set_kind[set] = (uint8_t)e->kind;
        int way = ws_cache_find_way(r->l1, e->addr);
        if (way >= 0 && way < r->ways) {
            r->way_stamp[set * (uint32_t)r->ways + (uint32_t)way] = r->frame;
            r->way_kind[set * (uint32_t)r->ways + (uint32_t)way] = (uint8_t)e->kind;
        }
        break;
    }
    default:
        break;
    }
}

static void rec_free_marks(struct tui_rec *r)
{
    free(r->set_stamp);
    free(r->way_stamp);
    free(r->set_kind);
    free(r->way_kind);
    r->set_stamp = r->way_stamp = NULL;
    r->set_kind = r->way_kind = NULL;
    r->l1 = NULL;
    r->sets = r->ways = 0;
}

void tui_rec_focus_sm(struct tui_rec *r, int focus_sm)
{
    if (!r->sim) {
        rec_free_marks(r);
        return;
    }
    const struct ws_cache *l1 = focus_sm < ws_sim_sm_count(r->sim) ? ws_sim_l1d(r->sim, focus_sm)
                                                                  : NULL;
    if (l1 == r->l1 && r->l1_sm == focus_sm)
        return;
    rec_free_marks(r);
    r->l1_sm = focus_sm;
    r->l1 = l1;
    if (!l1)
        return;
    r->sets = ws_cache_sets(l1);
    r->ways = ws_cache_ways(l1);
    size_t nl = (size_t)r->sets * (size_t)r->ways;
    /* stamps start one frame behind: nothing is "new" yet */
    r->set_stamp = ws_malloc(sizeof *r->set_stamp * (size_t)r->sets);
    r->way_stamp = ws_malloc(sizeof *r->way_stamp * nl);
    for (int i = 0; i < r->sets; i++)
        r->set_stamp[i] = r->frame - 1;
    for (size_t i = 0; i < nl; i++)
        r->way_stamp[i] = r->frame - 1;
    r->set_kind = ws_calloc((size_t)r->sets, 1);
    r->way_kind = ws_calloc(nl, 1);
}

void tui_rec_focus(struct tui *t)
{
    tui_rec_focus_sm(&t->rec, t->d->focus_sm);
}

void tui_rec_attach_sim(struct tui_rec *r, struct ws_sim *s, int focus_sm)
{
    r->sub = 0;
    r->sim = s;
    r->nlog = 0;
    r->nhist = 0;
    r->dram_events = 0;
    if (!r->log)
        r->log = ws_malloc(sizeof *r->log * TUI_LOG_CAP);
    free(r->tl);
    r->tl = NULL;
    free(r->sm_ipc);
    free(r->sm_tinsts);
    r->sm_ipc = NULL;
    r->sm_tinsts = NULL;
    r->nsm = 0;
    rec_free_marks(r);
    r->l1_sm = -1;
    if (!s)
        return;
    struct ws_memsys *m = ws_sim_memsys(s);
    r->channels = m ? ws_memsys_channels(m) : 0;
    r->banks = m ? ws_memsys_banks(m) : 0;
    r->tl = ws_calloc((size_t)(r->channels * r->banks) + 1, sizeof *r->tl);
    r->nsm = ws_sim_sm_count(s);
    r->sm_ipc = ws_calloc((size_t)r->nsm + 1, sizeof *r->sm_ipc);
    r->sm_tinsts = ws_calloc((size_t)r->nsm + 1, sizeof *r->sm_tinsts);
    for (int i = 0; i < r->nsm; i++) {
        struct ws_sm_view v;
        ws_sim_sm(s, i, &v);
        r->sm_tinsts[i] = v.thread_insts;
    }
    struct ws_sim_stats st;
    ws_sim_stats(s, &st);
    r->last_cycle = ws_sim_cycle(s);
    r->last_tinsts = st.thread_insts;
    int id = ws_event_subscribe(ws_sim_bus(s), REC_MASK, rec_on_event, r);
    r->sub = id > 0 ? id : 0;
    tui_rec_focus_sm(r, focus_sm);
}

void tui_rec_attach(struct tui *t)
{
    tui_rec_attach_sim(&t->rec, t->d->sim, t->d->focus_sm);
}

void tui_rec_detach_rec(struct tui_rec *r)
{
    if (r->sim && r->sub > 0)
        ws_event_unsubscribe(ws_sim_bus(r->sim), r->sub);
    r->sub = 0;
    r->sim = NULL;
}

void tui_rec_detach(struct tui *t)
{
    tui_rec_detach_rec(&t->rec);
}

void tui_rec_free_rec(struct tui_rec *r)
{
    tui_rec_detach_rec(r);
    rec_free_marks(r);
    free(r->log);
    free(r->tl);
    free(r->sm_ipc);
    free(r->sm_tinsts);
    memset(r, 0, sizeof *r);
}

void tui_rec_free(struct tui *t)
{
    tui_rec_free_rec(&t->rec);
}

void tui_rec_sample(struct tui *t)
{
    tui_rec_sample_rec(&t->rec);
}

void tui_rec_sample_rec(struct tui_rec *r)
{
    if (!r->sim)
        return;
    uint64_t cyc = ws_sim_cycle(r->sim);
    if (cyc <= r->last_cycle)
        return;
    uint64_t dc = cyc - r->last_cycle, total = 0;
    for (int i = 0; i < r->nsm; i++) {
        struct ws_sm_view v;
        ws_sim_sm(r->sim, i, &v);
        r->sm_ipc[i] = (double)(v.thread_insts - r->sm_tinsts[i]) / (double)dc;
        r->sm_tinsts[i] = v.thread_insts;
        total += v.thread_insts;
    }
    int k = r->nhist < TUI_HIST ? r->nhist : TUI_HIST - 1;
    if (r->nhist >= TUI_HIST) {
        memmove(r->ipc, r->ipc + 1, sizeof r->ipc[0] * (TUI_HIST - 1));
        memmove(r->dram, r->dram + 1, sizeof r->dram[0] * (TUI_HIST - 1));
    } else {
        r->nhist++;
    }
    r->ipc[k] = (double)(total - r->last_tinsts) / (double)dc;
    r->dram[k] = (double)r->dram_events / (double)dc;
    r->dram_events = 0;
    r->last_cycle = cyc;
    r->last_tinsts = total;
}

const struct ws_event *tui_rec_log(const struct tui *t, uint64_t i)
{
    return &t->rec.log[i & (TUI_LOG_CAP - 1)];
}
