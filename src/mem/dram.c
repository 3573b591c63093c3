/* dram.c — one DRAM channel: a bounded request queue, banks with open rows (open-page
 * policy), a request scheduler table (frfcfs, fcfs), ACT/RD/WR/PRE commands obeying
 * tCL tRCD tRP tRAS tRC tRRD tCCD(L) tWL tWR tCDLR and a data bus busy for one burst
 * per line.  All times are DRAM cycles.
 *
 * Per cycle: the scheduler gives each free bank a request; then at most one command is
 * issued (banks tried round-robin from the one after the last issuer).  A request's
 * commands: [PRE if another row is open] [ACT if the row is closed] RD or WR.  The bank
 * is free again once its column command issued.  Uncontended costs from the cycle a is
 * assigned: row hit RD at a; closed row ACT at a, RD at a+tRCD; conflict PRE at a, ACT
 * at a+tRP, RD at a+tRP+tRCD.  A read's data is back tCL+burst after its RD.
 * A write waits tRTW = tCL + burst + 2 - tWL after a read (GPGPU-Sim's tRTW with
 * burst = BL/r); a read waits tCDLR after a write's data.
 * Stated simplifications: read-to-precharge is one burst; bank-level parallelism
 * counts a bank busy while it holds a request or its data is on the bus. */
#include "mem_internal.h"

#include <stdio.h>
#include <string.h>

/* A queued request.  Invariant: in a bank's list (next links, arrival order) iff
 * waiting; a bank's cur when assigned; on the free list otherwise. */
struct dram_slot {
    struct ws_mem_req req;
    uint64_t seq, t_arrive;
    uint32_t bank, row, col;
    int32_t next;
    int ret;
    bool write, activated;   /* activated: an ACT was issued for this request */
    bool pf;                 /* a memory-side prefetch (never in a bank list, only cur) */
};

/* Invariants: open_row == -1 iff precharged; cur is a slot index or -1; the list
 * head..tail holds nq waiting requests for this bank, oldest first; t_* are the
 * earliest cycles at which each command may issue to this bank. */
struct dram_bank {
    int32_t open_row, cur, head, tail;
    uint32_t nq;
    uint64_t t_act, t_col, t_pre;
    uint64_t opened_at, open_hits, busy_until;
    uint64_t row_hits, activates;
    uint64_t last_cmd_until;
    char last_cmd;
    bool idle_hook_done;
    /* memory-side prefetch (with a prefetcher): pf_state 0 = no row open, 1 = the row's
     * prefetching may go on, 2 = ended for this opening; sent bit i = line i read,
     * written or prefetched since the ACT; row_addr = the address whose ACT opened it */
    uint8_t pf_state;
    int pf_issued;
    uint64_t row_addr;
    uint64_t sent[WS_MEM_ROW_MAX_LINES / 64];
};

/* The kind of a bank's next command (struct dram_channel's next[]). */
enum dram_next { DRAM_NEXT_NONE = 0, DRAM_NEXT_READ, DRAM_NEXT_WRITE, DRAM_NEXT_ACT,
                 DRAM_NEXT_PRE, DRAM_NEXT_N };

struct dram_channel {
    int id, nbanks, cap, sched, per_group;
    struct dram_timing t;
    struct ws_event_bus *bus;
    struct dram_slot *slots;
    int32_t *free_list;
    int nfree;
    uint32_t queued, assigned;         /* waiting in bank lists / held by banks */
    uint64_t qmask;                    /* bit i: bank i has requests waiting (nq > 0) */
    uint64_t seq;
    uint64_t t_act_any, t_rd, t_wr, bus_free, busy_until;
    uint64_t *t_col_grp;               /* per bank group: earliest column command */
    int prio;
    struct dram_bank *bk;
    /* Derived per-bank state for the per-cycle loops (speed only), refreshed by
     * dram_bank_sync after every change of a bank's request and rebuilt after a snapshot
     * load: ready[i] = the bank-level earliest cycle of bank i's next command (t_col,
     * t_act or t_pre of its request; UINT64_MAX when it holds none); next[i] = that
     * command's kind (enum dram_next), kind[k] bit i = next[i] is k; held bit i = bank i
     * holds a request (cur >= 0: popcount(held) == assigned), held_pf bit i = that
     * request is a memory-side prefetch; drain bit i = bank i holds none but its data
     * may still be on the bus (busy_until not yet checked against the cycle:
     * dram_channel_tick clears the bits whose busy_until has passed). */
    uint64_t *ready;
    uint8_t *next;
    uint64_t held, held_pf, drain;
    uint64_t kind[DRAM_NEXT_N];
    uint8_t *group;                    /* per bank: its bank group (config, not state) */
    struct mem_ring *ret;
    int nret;
    uint32_t ret_pending;              /* packets in all return rings */
    dram_row_idle_fn hook;
    void *hook_ctx;
    /* memory-side prefetcher: pf_pending = banks with pf_state 1; pf_held = prefetch
     * slots held by banks (the queue has cap + nbanks slots: cap for demands, one per
     * bank for its prefetch); ret_pf = prefetched lines in the return rings; q_area =
     * integral of the demand count over DRAM cycles up to q_last */
    dram_prefetch_fn pf;
    void *pf_ctx;
    int nlines, pf_pending, pf_held;
    uint32_t ret_pf;
    uint64_t q_area, q_last, pf_seq;
    struct dram_counters c;
};

/* ------------------------------------------------------------- scheduler table */

static void dram_sched_frfcfs(struct dram_channel *ch, uint64_t now);
static void dram_sched_fcfs(struct dram_channel *ch, uint64_t now);

struct dram_sched {
    const char *name;
    void (*schedule)(struct dram_channel *ch, uint64_t now);   /* fill free banks */
};

static const struct dram_sched dram_sched_table[] = {
    [DRAM_SCHED_FRFCFS] = { "frfcfs", dram_sched_frfcfs },
    [DRAM_SCHED_FCFS] = { "fcfs", dram_sched_fcfs },
};
#define DRAM_NSCHED ((int)(sizeof dram_sched_table / sizeof dram_sched_table[0]))

int dram_sched_find(const char *name)
{
    for (int i = 0; i < DRAM_NSCHED; i++)
        if (strcmp(name, dram_sched_table[i].name) == 0)
            return i;
    return -1;
}

/* ------------------------------------------------------------------ life cycle */

struct dram_channel *dram_channel_new(int id, int banks, int queue, int sched,
                                      const struct dram_timing *t, int returns,
                                      uint32_t ret_cap, struct ws_event_bus *bus)
{
    struct dram_channel *ch = ws_calloc(1, sizeof *ch);
    ch->id = id;
    ch->nbanks = banks;
    ch->cap = queue;
    ch->sched = sched >= 0 && sched < DRAM_NSCHED ? sched : DRAM_SCHED_FRFCFS;
    ch->t = *t;
    if (ch->t.bank_groups < 1 || ch->t.bank_groups > banks)
        ch->t.bank_groups = 1;
    ch->per_group = banks / ch->t.bank_groups;
    if (ch->t.tCCDL < ch->t.tCCD)
        ch->t.tCCDL = ch->t.tCCD;
    ch->bus = bus;
    int nslots = queue + banks;
    ch->slots = ws_calloc((size_t)nslots, sizeof *ch->slots);
    ch->free_list = ws_calloc((size_t)nslots, sizeof *ch->free_list);
    for (int i = 0; i < nslots; i++)
        ch->free_list[i] = nslots - 1 - i;
    ch->nfree = nslots;
    ch->bk = ws_calloc((size_t)banks, sizeof *ch->bk);
    for (int b = 0; b < banks; b++) {
        ch->bk[b].open_row = -1;
        ch->bk[b].cur = ch->bk[b].head = ch->bk[b].tail = -1;
        ch->bk[b].last_cmd = 'I';
    }
    ch->ready = ws_calloc((size_t)banks, sizeof *ch->ready);
    ch->next = ws_calloc((size_t)banks, sizeof *ch->next);
    ch->group = ws_calloc((size_t)banks, sizeof *ch->group);
    for (int b = 0; b < banks; b++) {
        ch->ready[b] = UINT64_MAX;
        ch->group[b] = (uint8_t)(ch->t.group_low ? b % ch->t.bank_groups : b / ch->per_group);
    }
    ch->t_col_grp = ws_calloc((size_t)ch->t.bank_groups, sizeof *ch->t_col_grp);
    ch->nret = returns;
    ch->ret = ws_calloc((size_t)returns, sizeof *ch->ret);
    for (int r = 0; r < returns; r++)
        mem_ring_init(&ch->ret[r], ret_cap);
    return ch;
}

void dram_channel_free(struct dram_channel *ch)
{
    if (!ch)
        return;
    for (int r = 0; r < ch->nret; r++)
        mem_ring_free(&ch->ret[r]);
    free(ch->ret);
    free(ch->t_col_grp);
    free(ch->ready);
    free(ch->next);
    free(ch->group);
    free(ch->bk);
    free(ch->free_list);
    free(ch->slots);
    free(ch);
}

void dram_channel_set_hook(struct dram_channel *ch, dram_row_idle_fn fn, void *ctx)
{
    ch->hook = fn;
    ch->hook_ctx = ctx;
}

void dram_channel_set_prefetcher(struct dram_channel *ch, dram_prefetch_fn fn, void *ctx,
                                 int nlines)
{
    ch->pf = fn;
    ch->pf_ctx = ctx;
    ch->nlines = nlines < WS_MEM_ROW_MAX_LINES ? nlines : WS_MEM_ROW_MAX_LINES;
}

/* Demand slots in use: every slot but the free ones and the banks' prefetch slots. */
uint32_t dram_channel_load(const struct dram_channel *ch)
{
    return ch->queued + (ch->assigned - (uint32_t)ch->pf_held) + (ch->ret_pending - ch->ret_pf);
}

bool dram_channel_full(const struct dram_channel *ch)
{
    return ch->nfree + ch->pf_held <= ch->nbanks;
}
uint32_t dram_channel_queue_len(const struct dram_channel *ch)
{
    return ch->queued + ch->assigned - (uint32_t)ch->pf_held;
}
uint32_t dram_channel_ret_pf(const struct dram_channel *ch) { return ch->ret_pf; }
uint32_t dram_channel_ret_pending(const struct dram_channel *ch) { return ch->ret_pending; }

bool dram_channel_idle(const struct dram_channel *ch)
{
    return ch->queued == 0 && ch->assigned == 0 && ch->ret_pending == 0 && ch->pf_pending == 0;
}

/* Keep the integral of the demand count (before it changes at `now`). */
static void dram_queue_area(struct dram_channel *ch, uint64_t now)
{
    if (now > ch->q_last) {
        ch->q_area += (uint64_t)dram_channel_queue_len(ch) * (now - ch->q_last);
        ch->q_last = now;
    }
}

bool dram_channel_push(struct dram_channel *ch, const struct ws_mem_req *req,
                       uint32_t bank, uint32_t row, uint32_t col, int ret, uint64_t now)
{
    if (dram_channel_full(ch))
        return false;
    dram_queue_area(ch, now);
    int32_t s = ch->free_list[--ch->nfree];
    struct dram_slot *d = &ch->slots[s];
    d->req = *req;
    d->seq = ch->seq++;
    d->t_arrive = now;
    d->bank = bank % (uint32_t)ch->nbanks;
    d->row = row;
    d->col = col;
    d->next = -1;
    d->ret = ret;
    d->write = req->op == WS_MEM_WRITE;
    d->activated = false;
    d->pf = false;
    struct dram_bank *b = &ch->bk[d->bank];
    if (b->tail >= 0)
        ch->slots[b->tail].next = s;
    else
        b->head = s;
    b->tail = s;
    b->nq++;
    ch->qmask |= UINT64_C(1) << d->bank;
    ch->queued++;
    return true;
}

/* ------------------------------------------------------------------ scheduling */

/* Refresh bank i's derived state: ready[i], next[i] and its bits of held, held_pf and
 * drain (see struct dram_channel). */
static void dram_bank_sync(struct dram_channel *ch, int i)
{
    const struct dram_bank *b = &ch->bk[i];
    uint64_t bit = UINT64_C(1) << i;
    ch->kind[ch->next[i]] &= ~bit;
    if (b->cur < 0) {
        ch->ready[i] = UINT64_MAX;
        ch->next[i] = DRAM_NEXT_NONE;
        ch->kind[DRAM_NEXT_NONE] |= bit;
        ch->held &= ~bit;
        ch->held_pf &= ~bit;
        ch->drain |= bit;
        return;
    }
    const struct dram_slot *d = &ch->slots[b->cur];
    if (b->open_row == (int32_t)d->row) {
        ch->ready[i] = b->t_col;
        ch->next[i] = d->write ? DRAM_NEXT_WRITE : DRAM_NEXT_READ;
    } else if (b->open_row < 0) {
        ch->ready[i] = b->t_act;
        ch->next[i] = DRAM_NEXT_ACT;
    } else {
        ch->ready[i] = b->t_pre;
        ch->next[i] = DRAM_NEXT_PRE;
    }
    ch->kind[ch->next[i]] |= bit;
    ch->held |= bit;
    if (d->pf)
        ch->held_pf |= bit;
    else
        ch->held_pf &= ~bit;
    ch->drain &= ~bit;
}

/* Do the channel-wide constraints (bank group, read/write turnaround, data bus, tRRD)
 * allow bank i's next command at `now`?  The bank's own timing is ready[i]; a read's
 * room in its return ring is checked when it issues.  (dram_candidates and
 * dram_bank_may_issue split the same test for the per-cycle loop.) */
static bool dram_channel_allows(const struct dram_channel *ch, int i, uint64_t now)
{
    switch (ch->next[i]) {
    case DRAM_NEXT_READ:
        return now >= ch->t_col_grp[ch->group[i]] && now >= ch->t_rd &&
               now + (uint64_t)ch->t.tCL >= ch->bus_free;
    case DRAM_NEXT_WRITE:
        return now >= ch->t_col_grp[ch->group[i]] && now >= ch->t_wr &&
               now + (uint64_t)ch->t.tWL >= ch->bus_free;
    case DRAM_NEXT_ACT:
        return now >= ch->t_act_any;
    case DRAM_NEXT_PRE:
        return true;
    default:
        return false;
    }
}

/* Move slot s (after prev in bank b's list, prev -1 = head) to the bank. */
static void dram_assign(struct dram_channel *ch, int bank, int32_t prev, int32_t s)
{
    struct dram_bank *b = &ch->bk[bank];
    int32_t nx = ch->slots[s].next;
    if (prev < 0)
        b->head = nx;
    else
        ch->slots[prev].next = nx;
    if (b->tail == s)
        b->tail = prev;
    ch->slots[s].next = -1;
    if (--b->nq == 0)
        ch->qmask &= ~(UINT64_C(1) << bank);
    b->cur = s;
    ch->queued--;
    ch->assigned++;
    dram_bank_sync(ch, bank);
}

/* Oldest request of the bank for its open row: its slot, and prev through *prev. */
static int32_t dram_find_row_hit(const struct dram_channel *ch, const struct dram_bank *b,
                                 int32_t *prev)
{
    int32_t p = -1;
    for (int32_t s = b->head; s >= 0; p = s, s = ch->slots[s].next)
        if ((int32_t)ch->slots[s].row == b->open_row) {
            *prev = p;
            return s;
        }
    return -1;
}

/* ------------------------------------------------------- memory-side prefetch */

static void dram_pf_set(struct dram_bank *b, uint32_t line, bool on)
{
    if (line >= WS_MEM_ROW_MAX_LINES)
        return;
    if (on)
        b->sent[line >> 6] |= UINT64_C(1) << (line & 63);
    else
        b->sent[line >> 6] &= ~(UINT64_C(1) << (line & 63));
}

/* The bank's prefetching ends for this opening of its row. */
static void dram_pf_end(struct dram_channel *ch, struct dram_bank *b)
{
    if (b->pf_state == 1)
        ch->pf_pending--;
    b->pf_state = 2;
}

/* Give back bank i's prefetch that has not issued its column command. */
static void dram_pf_cancel(struct dram_channel *ch, int i)
{
    struct dram_bank *b = &ch->bk[i];
    struct dram_slot *d = &ch->slots[b->cur];
    dram_pf_set(b, d->col / (uint32_t)(ch->t.line ? ch->t.line : 1), false);
    b->pf_issued--;
    ch->free_list[ch->nfree++] = b->cur;
    b->cur = -1;
    ch->assigned--;
    ch->pf_held--;
    dram_bank_sync(ch, i);
}

/* Bank i is free, its row open, no demand for the row queued: ask the prefetcher for
 * the next line.  True when a prefetch now holds the bank. */
static bool dram_pf_next(struct dram_channel *ch, int i, uint64_t now)
{
    struct dram_bank *b = &ch->bk[i];
    struct ws_mem_row_state st;
    memset(&st, 0, sizeof st);
    st.ch = ch->id;
    st.bank = i;
    st.row = b->open_row;
    st.nlines = ch->nlines;
    memcpy(st.skip, b->sent, sizeof st.skip);
    st.issued = b->pf_issued;
    st.other_demand = b->nq > 0;
    st.queue = dram_channel_queue_len(ch);
    dram_queue_area(ch, now);
    st.avg_queue = now ? (double)ch->q_area / (double)now : 0.0;
    struct ws_mem_req req;
    int ret = 0;
    int line = ch->pf(ch->pf_ctx, &st, b->row_addr, &req, &ret);
    if (line < 0 || line >= ch->nlines || ch->nfree == 0) {
        dram_pf_end(ch, b);
        return false;
    }
    int32_t s = ch->free_list[--ch->nfree];
    struct dram_slot *d = &ch->slots[s];
    memset(d, 0, sizeof *d);
    d->req = req;
    d->req.id = (UINT64_C(3) << 62) | ch->pf_seq++;
    d->seq = ch->seq++;
    d->t_arrive = now;
    d->bank = (uint32_t)i;
    d->row = (uint32_t)b->open_row;
    d->col = (uint32_t)line * (uint32_t)ch->t.line;
    d->next = -1;
    d->ret = ret;
    d->pf = true;
    dram_pf_set(b, (uint32_t)line, true);
    b->pf_issued++;
    b->cur = s;
    ch->assigned++;
    ch->pf_held++;
    dram_bank_sync(ch, i);
    return true;
}

/* FR-FCFS: each free bank takes its oldest row hit, else its oldest request.  When a
 * bank's open row has no demand left, the row-idle hook runs first (once per ACT). */
static void dram_sched_frfcfs(struct dram_channel *ch, uint64_t now)
{
    /* without a row-idle hook or a prefetch to come, only banks with requests waiting
     * have anything to do: visit just those, in the same order */
    bool all = ch->hook || ch->pf_pending;
    /* (a bank holding a demand request has nothing to do either: see below) */
    uint64_t todo = ch->qmask & ~(ch->held & ~ch->held_pf);
    for (int i = 0; i < ch->nbanks; i++) {
        if (!all) {
            if (!todo)
                break;
            i = __builtin_ctzll(todo);
            todo &= todo - 1;
        }
        struct dram_bank *b = &ch->bk[i];
        int32_t prev = -1, s = -1;
        if (b->nq == 0 && (b->cur >= 0 || b->open_row < 0 ||
                           ((!ch->hook || b->idle_hook_done) && b->pf_state != 1)))
            continue;                    /* nothing waits and no hook or prefetch is due */
        if (b->cur >= 0) {
            /* a demand for the open row takes the bank from a waiting prefetch */
            if (!ch->slots[b->cur].pf || b->nq == 0 ||
                (s = dram_find_row_hit(ch, b, &prev)) < 0)
                continue;
            dram_pf_cancel(ch, i);
        }
        if (b->open_row >= 0 && s < 0) {
            s = dram_find_row_hit(ch, b, &prev);
            if (s < 0 && ch->hook && !b->idle_hook_done) {
                b->idle_hook_done = true;
                ch->hook(ch->hook_ctx, ch->id, i, b->open_row);
                s = dram_find_row_hit(ch, b, &prev);
            }
            if (s < 0 && b->pf_state == 1 && dram_pf_next(ch, i, now))
                continue;
        }
        if (s < 0) {
            s = b->head;
            prev = -1;
        }
        if (s >= 0)
            dram_assign(ch, i, prev, s);
    }
}

/* FCFS: requests leave the queue strictly in arrival order; the oldest waits for its
 * bank to be free and blocks every younger request meanwhile. */
static void dram_sched_fcfs(struct dram_channel *ch, uint64_t now)
{
    (void)now;
    while (ch->queued) {
        int best = -1;
        for (int i = 0; i < ch->nbanks; i++) {
            int32_t h = ch->bk[i].head;
            if (h >= 0 && (best < 0 || ch->slots[h].seq < ch->slots[ch->bk[best].head].seq))
                best = i;
        }
        if (best < 0 || ch->bk[best].cur >= 0)
            return;
        dram_assign(ch, best, -1, ch->bk[best].head);
    }
}

/* -------------------------------------------------------------------- commands */

static uint64_t dram_max(uint64_t a, uint64_t b) { return a > b ? a : b; }

static void dram_event(struct dram_channel *ch, int kind, int bank, int32_t row,
                       const struct ws_mem_req *req, int64_t a, int64_t b)
{
    if (!ch->bus || !ws_event_wanted(ch->bus, kind))
        return;
    struct ws_event e = ws_event_make(ch->bus, kind);
    e.ch = (int16_t)ch->id;
    e.bank = (int16_t)bank;
    e.row = row;
    e.a = a;
    e.b = b;
    if (req) {
        e.addr = req->addr;
        e.sm = (int16_t)req->sm;
        e.warp = req->warp;
        e.cta = req->cta;
    }
    ws_emit(ch->bus, &e);
}

static void dram_set_cmd(struct dram_bank *b, char cmd, uint64_t until)
{
    b->last_cmd = cmd;
    b->last_cmd_until = until;
}

/* Column command for slot s in bank i at cycle now, if every constraint allows. */
static bool dram_try_column(struct dram_channel *ch, int i, struct dram_slot *d, uint64_t now)
{
    struct dram_bank *b = &ch->bk[i];
    const struct dram_timing *t = &ch->t;
    int g = ch->group[i];
    if (now < b->t_col || !dram_channel_allows(ch, i, now))
        return false;
    uint64_t data_start = now + (uint64_t)(d->write ? t->tWL : t->tCL);
    /* a request holds the bus one burst per DRAM atom it covers */
    int atoms = t->atom > 0 && d->req.bytes > t->atom ? (d->req.bytes + t->atom - 1) / t->atom : 1;
    uint64_t data_end = data_start + (uint64_t)t->burst * (uint64_t)atoms;
    if (!d->write) {
        struct mem_ring *r = &ch->ret[d->ret];
        struct mem_pkt *p = mem_ring_push(r);
        if (!p)
            return false;            /* return ring full: hold the column command */
        p->req = d->req;
        p->ready = data_end;
        p->aux = ch->id;
        p->flits = 0;
        ch->ret_pending++;
        ch->ret_pf += d->pf;
    }
    if (!d->pf)
        dram_queue_area(ch, now);
    dram_pf_set(b, d->col / (uint32_t)(ch->t.line ? ch->t.line : 1), true);
    ch->bus_free = data_end;
    ch->t_col_grp[g] = now + (uint64_t)t->tCCDL;
    if (d->write) {
        ch->t_wr = now + (uint64_t)t->tCCD;
        ch->t_rd = dram_max(now + (uint64_t)t->tCCD, data_end + (uint64_t)t->tCDLR);
        b->t_pre = dram_max(b->t_pre, data_end + (uint64_t)t->tWR);
        ch->c.writes++;
    } else {
        ch->t_rd = dram_max(ch->t_rd, now + (uint64_t)t->tCCD);
        /* read-to-write turnaround tRTW = CL + BL/r + 2 - WL (GPGPU-Sim dram_t: RTWc) */
        int64_t rtw = (int64_t)t->tCL + t->burst + 2 - t->tWL;
        ch->t_wr = dram_max(ch->t_wr, now + (uint64_t)(rtw > t->tCCD ? rtw : t->tCCD));
        b->t_pre = dram_max(b->t_pre, now + (uint64_t)t->burst);
        ch->c.reads++;
    }
    if (!d->activated) {
        ch->c.row_hits++;
        b->row_hits++;
    }
    b->open_hits++;
    b->busy_until = data_end;
    ch->busy_until = dram_max(ch->busy_until, data_end);
    dram_set_cmd(b, d->write ? 'W' : 'R', data_end);
    dram_event(ch, d->write ? WS_EV_DRAM_WRITE : WS_EV_DRAM_READ, i, (int32_t)d->row,
               &d->req, d->activated ? 0 : 1, -1);
    if (d->pf) {      /* prefetch: a = line in the row, b = prefetches for this opening */
        ch->c.prefetches++;
        ch->pf_held--;
        dram_event(ch, WS_EV_PREFETCH, i, (int32_t)d->row, &d->req,
                   (int64_t)(d->col / (uint32_t)ch->t.line), b->pf_issued);
    }
    /* the request leaves the bank */
    int32_t s = b->cur;
    b->cur = -1;
    ch->assigned--;
    ch->free_list[ch->nfree++] = s;
    dram_bank_sync(ch, i);
    return true;
}

/* Try the next command of bank i's request; true when one issued. */
static bool dram_bank_issue(struct dram_channel *ch, int i, uint64_t now)
{
    struct dram_bank *b = &ch->bk[i];
    struct dram_slot *d = &ch->slots[b->cur];
    const struct dram_timing *t = &ch->t;
    if (b->open_row == (int32_t)d->row)
        return dram_try_column(ch, i, d, now);
    if (b->open_row < 0) {
        if (now < b->t_act || !dram_channel_allows(ch, i, now))
            return false;
        b->open_row = (int32_t)d->row;
        b->opened_at = now;
        b->open_hits = 0;
        b->idle_hook_done = false;
        memset(b->sent, 0, sizeof b->sent);
        b->pf_issued = 0;
        b->row_addr = d->req.addr;
        if (ch->pf && b->pf_state != 1) {
            b->pf_state = 1;
            ch->pf_pending++;
        }
        b->t_col = now + (uint64_t)t->tRCD;
        b->t_pre = now + (uint64_t)t->tRAS;
        b->t_act = now + (uint64_t)t->tRC;
        ch->t_act_any = now + (uint64_t)t->tRRD;
        d->activated = true;
        b->activates++;
        ch->c.activates++;
        dram_set_cmd(b, 'A', now + (uint64_t)t->tRCD);
        dram_event(ch, WS_EV_ROW_OPEN, i, b->open_row, &d->req, -1, -1);
        dram_bank_sync(ch, i);
        return true;
    }
    if (now < b->t_pre)
        return false;
    dram_event(ch, WS_EV_ROW_CLOSE, i, b->open_row, &d->req, (int64_t)(now - b->opened_at),
               (int64_t)b->open_hits);
    b->open_row = -1;
    if (b->pf_state == 1)
        ch->pf_pending--;
    b->pf_state = 0;
    b->t_act = dram_max(b->t_act, now + (uint64_t)t->tRP);
    ch->c.precharges++;
    dram_set_cmd(b, 'P', now + (uint64_t)t->tRP);
    dram_bank_sync(ch, i);
    return true;
}

/* The banks whose next command the channel-wide timing allows at `now`, the bank
 * group's tCCDL aside (dram_channel_allows for every kind of command at once). */
static uint64_t dram_candidates(const struct dram_channel *ch, uint64_t now)
{
    uint64_t c = ch->kind[DRAM_NEXT_PRE];
    if (now >= ch->t_act_any)
        c |= ch->kind[DRAM_NEXT_ACT];
    if (now >= ch->t_rd && now + (uint64_t)ch->t.tCL >= ch->bus_free)
        c |= ch->kind[DRAM_NEXT_READ];
    if (now >= ch->t_wr && now + (uint64_t)ch->t.tWL >= ch->bus_free)
        c |= ch->kind[DRAM_NEXT_WRITE];
    return c;
}

/* The rest of the test for a candidate bank i: its own timing and its bank group's. */
static bool dram_bank_may_issue(const struct dram_channel *ch, int i, uint64_t now)
{
    if (ch->ready[i] > now)
        return false;
    return (ch->next[i] != DRAM_NEXT_READ && ch->next[i] != DRAM_NEXT_WRITE) ||
           now >= ch->t_col_grp[ch->group[i]];
}

/* The candidate banks (dram_candidates, taken once: a command issued in the cycle only
 * delays the others) in the round-robin order of the command issue: from prio up, then
 * from 0. */
struct dram_order { uint64_t first, then; };

static struct dram_order dram_order_start(const struct dram_channel *ch, uint64_t now)
{
    uint64_t c = dram_candidates(ch, now);
    uint64_t from_prio = ~UINT64_C(0) << ch->prio;      /* prio < nbanks <= 64 */
    return (struct dram_order){ c & from_prio, c & ~from_prio };
}

/* The next bank of the order, or -1. */
static int dram_order_next(struct dram_order *o)
{
    uint64_t *m = o->first ? &o->first : &o->then;
    if (!*m)
        return -1;
    int i = __builtin_ctzll(*m);
    *m &= *m - 1;
    return i;
}

/* dram.dual_bus (-dram_dual_bus_interface 1, MODEL-NOTES §8): separate row and column
 * command buses, so one row command (ACT or PRE) and one column command (RD or WR) may
 * issue in the same cycle, from different banks.  Banks are tried round-robin from the
 * rotating start as with one bus; each bus takes the first bank whose next command is
 * of its kind and may issue; the start then moves past the last bank that issued (a
 * stated choice: the notes give the two buses, not the pointer's move). */
static void dram_issue_dual(struct dram_channel *ch, uint64_t now)
{
    bool row_done = false, col_done = false;
    int last = -1;
    struct dram_order o = dram_order_start(ch, now);
    for (int i; !(row_done && col_done) && (i = dram_order_next(&o)) >= 0; ) {
        bool col = ch->next[i] == DRAM_NEXT_READ || ch->next[i] == DRAM_NEXT_WRITE;
        if ((col ? col_done : row_done) || !dram_bank_may_issue(ch, i, now))
            continue;
        if (dram_bank_issue(ch, i, now)) {
            if (col)
                col_done = true;
            else
                row_done = true;
            last = i;
        }
    }
    if (row_done && col_done)
        ch->c.dual_issues++;
    if (last >= 0)
        ch->prio = last + 1 == ch->nbanks ? 0 : last + 1;
}

bool dram_channel_tick(struct dram_channel *ch, uint64_t now)
{
    if (ch->queued == 0 && ch->assigned == 0 && ch->pf_pending == 0 && now >= ch->busy_until)
        return false;                            /* idle: nothing to do */
    if (ch->queued || ch->pf_pending)
        dram_sched_table[ch->sched].schedule(ch, now);
    if (ch->assigned && ch->t.dual_bus) {
        dram_issue_dual(ch, now);
    } else if (ch->assigned) {
        struct dram_order o = dram_order_start(ch, now);
        for (int i; (i = dram_order_next(&o)) >= 0; ) {
            /* (a bank left out would be refused by dram_bank_issue too) */
            if (dram_bank_may_issue(ch, i, now) && dram_bank_issue(ch, i, now)) {
                ch->prio = i + 1 == ch->nbanks ? 0 : i + 1;
                break;
            }
        }
    }
    /* busy banks: those holding a request, and those whose data is on the bus */
    uint32_t busy = ch->assigned;                  /* == popcount(held) */
    for (uint64_t m = ch->drain; m; m &= m - 1) {
        int i = __builtin_ctzll(m);
        if (now < ch->bk[i].busy_until)
            busy++;
        else
            ch->drain &= ~(UINT64_C(1) << i);      /* done until its next request */
    }
    if (busy) {
        ch->c.busy_cycles++;
        ch->c.bank_busy_sum += busy;
    }
    return ch->queued || ch->assigned || ch->pf_pending || now + 1 < ch->busy_until;
}

struct mem_pkt *dram_channel_ret_head(struct dram_channel *ch, int r, uint64_t now)
{
    struct mem_pkt *p = mem_ring_head(&ch->ret[r]);
    return p && p->ready <= now ? p : NULL;
}

void dram_channel_ret_pop(struct dram_channel *ch, int r)
{
    if (!mem_ring_empty(&ch->ret[r])) {
        ch->ret_pf -= mem_ring_head(&ch->ret[r])->req.prefetch == 2;
        mem_ring_pop(&ch->ret[r]);
        ch->ret_pending--;
    }
}

/* ------------------------------------------------------------------ inspection */

void dram_channel_counters(const struct dram_channel *ch, struct dram_counters *out)
{
    *out = ch->c;
}

void dram_channel_bank_view(const struct dram_channel *ch, int bank, uint64_t now,
                            struct ws_bank_view *out)
{
    memset(out, 0, sizeof *out);
    out->open_row = -1;
    out->state = 'I';
    if (bank < 0 || bank >= ch->nbanks)
        return;
    const struct dram_bank *b = &ch->bk[bank];
    out->open_row = b->open_row;
    out->queued = b->nq + (b->cur >= 0);
    out->row_hits = b->row_hits;
    out->activates = b->activates;
    out->state = now < b->last_cmd_until ? b->last_cmd : 'I';
}

bool dram_channel_locate(const struct dram_channel *ch, const struct mem_match *mk, uint64_t now,
                         char *buf, size_t n)
{
    for (int i = 0; i < ch->nbanks; i++) {
        const struct dram_bank *b = &ch->bk[i];
        if (b->cur >= 0 && mem_match_req(mk, &ch->slots[b->cur].req)) {
            const struct dram_slot *d = &ch->slots[b->cur];
            const char *what = b->open_row == (int32_t)d->row ? "row open, waiting for RD/WR"
                             : b->open_row < 0 ? "row closed, waiting for ACT"
                                               : "row conflict, waiting for PRE";
            snprintf(buf, n, "DRAM ch %d bank %d serving row %u: %s", ch->id, i, d->row, what);
            return true;
        }
        int pos = 0;
        for (int32_t s = b->head; s >= 0; s = ch->slots[s].next, pos++)
            if (mem_match_req(mk, &ch->slots[s].req)) {
                const struct dram_slot *d = &ch->slots[s];
                const char *what = b->open_row == (int32_t)d->row ? "row hit"
                                 : b->open_row < 0 ? "row closed" : "row conflict";
                snprintf(buf, n, "DRAM ch %d bank %d queue position %d of %u (row %u, %s), "
                         "waiting %llu DRAM cycles", ch->id, i, pos, b->nq, d->row, what,
                         (unsigned long long)(now - d->t_arrive));
                return true;
            }
    }
    for (int r = 0; r < ch->nret; r++)
        for (uint32_t k = 0; k < ch->ret[r].n; k++) {
            const struct mem_pkt *p = mem_ring_at(&ch->ret[r], k);
            if (mem_match_req(mk, &p->req)) {
                snprintf(buf, n, "DRAM ch %d: data %s (ready at DRAM cycle %llu), returning "
                         "to its L2 slice", ch->id, p->ready <= now ? "returned" : "on the bus",
                         (unsigned long long)p->ready);
                return true;
            }
        }
    return false;
}

/* ---- snapshots: the channel's scalars (pointers kept from the live channel), its
 * request slots, banks and return rings ---------------------------------------------- */

static void dram_keep_ptrs(struct dram_channel *d, const struct dram_channel *s)
{
    d->bus = s->bus;
    d->slots = s->slots;
    d->free_list = s->free_list;
    d->t_col_grp = s->t_col_grp;
    d->bk = s->bk;
    d->ready = s->ready;
    d->next = s->next;
    d->group = s->group;
    d->ret = s->ret;
    d->hook = s->hook;
    d->hook_ctx = s->hook_ctx;
    d->pf = s->pf;
    d->pf_ctx = s->pf_ctx;
}

void dram_channel_save(const struct dram_channel *ch, struct ws_snap_buf *b)
{
    struct dram_channel t = *ch, z;
    memset(&z, 0, sizeof z);
    dram_keep_ptrs(&t, &z);
    size_t nslots = (size_t)ch->cap + (size_t)ch->nbanks;
    ws_snap_tag(b, "dram");
    ws_snap_block(b, &t, sizeof t);
    ws_snap_block(b, ch->slots, nslots * sizeof *ch->slots);
    ws_snap_block(b, ch->free_list, nslots * sizeof *ch->free_list);
    ws_snap_block(b, ch->t_col_grp, (size_t)ch->t.bank_groups * sizeof *ch->t_col_grp);
    ws_snap_block(b, ch->bk, (size_t)ch->nbanks * sizeof *ch->bk);
    for (int r = 0; r < ch->nret; r++)
        mem_ring_save(&ch->ret[r], b);
}

bool dram_channel_restore(struct dram_channel *ch, struct ws_snap_rd *r)
{
    struct dram_channel t;
    ws_snap_expect(r, "dram");
    if (!ws_snap_get_block(r, &t, sizeof t))
        return false;
    if (t.cap != ch->cap || t.nbanks != ch->nbanks || t.nret != ch->nret ||
        t.t.bank_groups != ch->t.bank_groups)
        return ws_snap_fail(r, "snapshot does not fit: DRAM channel %d has another geometry",
                            ch->id);
    dram_keep_ptrs(&t, ch);
    *ch = t;
    size_t nslots = (size_t)ch->cap + (size_t)ch->nbanks;
    ws_snap_get_block(r, ch->slots, nslots * sizeof *ch->slots);
    ws_snap_get_block(r, ch->free_list, nslots * sizeof *ch->free_list);
    ws_snap_get_block(r, ch->t_col_grp, (size_t)ch->t.bank_groups * sizeof *ch->t_col_grp);
    ws_snap_get_block(r, ch->bk, (size_t)ch->nbanks * sizeof *ch->bk);
    for (int k = 0; k < ch->nret; k++)
        mem_ring_load(&ch->ret[k], r);
    if (!ws_snap_ok(r))
        return false;
    /* the derived per-bank state (ready, next, kind, held, held_pf, drain) afresh from
     * the banks */
    memset(ch->next, DRAM_NEXT_NONE, (size_t)ch->nbanks);
    memset(ch->kind, 0, sizeof ch->kind);
    ch->held = ch->held_pf = ch->drain = 0;
    for (int i = 0; i < ch->nbanks; i++) {
        if (ch->bk[i].cur < -1 || ch->bk[i].cur >= (int32_t)nslots)
            return ws_snap_fail(r, "snapshot corrupt: DRAM channel %d bank %d", ch->id, i);
        dram_bank_sync(ch, i);
    }
    return true;
}
