/* lockstep_impl.h — the lockstep engine's private structures (diff.h), shared by
 * lockstep.c (stepping, comparing, the attribution's counters) and lockstep_snap.c (the
 * engine's state saved and loaded next to the two sims' snapshots).  Only those two
 * files include it. */
#ifndef WS_LOCKSTEP_IMPL_H
#define WS_LOCKSTEP_IMPL_H

#include <pthread.h>
#include "core.h"
#include "warpscope/diff.h"

/* Load destination registers remembered per warp (older ones are dropped). */
#define DIFF_PENDING 8

/* The loads seen by one side (or merged): (kernel, pc) -> index in load[], in order of
 * first appearance; hash is open addressing over a power of two, -1 empty. */
struct diff_loads {
    struct ws_diff_load *load;
    int n, cap;
    int32_t *hash;
    int hcap;
};

/* A buffered event; load: its index in the side's loads (cache events of loads), else -1. */
struct diff_rec { struct ws_event e; int32_t load; };

struct diff_buf { struct diff_rec *r; size_t n, cap; };

/* A warp slot's issue history: the cycle of its last issue (valid) and the destination
 * registers of its loads not yet read or overwritten. */
struct diff_warp {
    uint64_t last;
    bool valid;
    uint8_t n;
    uint16_t reg[DIFF_PENDING];
    int32_t load[DIFF_PENDING];
};

/* A CTA's warps waiting at a barrier: how many and the sum of their arrival cycles. */
struct diff_bar { uint64_t key, sum; uint32_t n; bool used; };

/* An L2 read miss waiting for its DRAM read: (channel, address) -> cycle of the miss
 * (cycle1: that cycle + 1; 0: an empty slot).  Open addressing, power-of-two capacity,
 * deletion by backward shift; a key's home slot is diff_pend_home's. */
struct diff_pend { uint64_t key, cycle1; };

struct diff_side {
    struct ws_diff *d;
    struct ws_sim *s;
    int id, sub;
    uint32_t kernel;
    struct diff_buf buf[WS_DIFF_KINDS];
    struct diff_warp **warps;      /* [sm][slot] */
    struct diff_bar *bar;
    size_t nbar, bar_cap;          /* open addressing, power of two */
    struct diff_pend *pend;
    size_t npend, pend_cap;
    struct diff_loads loads;       /* only this side's fields [id] are counted */
    /* per SM, per load slot of its pool: the uid of the load last looked up there and
     * its index in loads (a cache in front of the (kernel, pc) lookup) */
    struct diff_lcache { uint64_t uid; int32_t idx; } **lcache;
    uint32_t *lcache_cap;
    struct ws_diff_side ctr;
};

/* Invariant: with a worker, side 1 is stepped by it and side 0 by the caller, at the
 * same time; the sides share nothing while they step (every callback writes its own
 * diff_side; div[] is read only), and the buffers are compared once both are done. */
struct ws_diff {
    struct diff_side side[2];
    struct ws_diff_divergence div[WS_DIFF_KINDS];
    struct diff_loads merged;      /* both sides' loads, built by ws_diff_loads */
    int err_side, err_code;
    char err[512];
    bool worker;
    pthread_t th;
    pthread_mutex_t mu;
    pthread_cond_t cv_job, cv_done;
    uint64_t job;                  /* cycles for the worker to step side 1; 0: none */
    bool job_done, quit;
    int job_rc;
    int lead;                      /* without a worker: the side stepped first (0 or 1) */
    bool both_stop;                /* either side's bus may ask to stop (ws_diff_set_stops) */
};

/* lockstep.c: the loads table's lookup (adds the load when new), and the events a side
 * listens to given the divergences found so far (diff_subscribe: (re)subscribe both
 * sides with it). */
int32_t diff_load_find(struct diff_loads *t, uint32_t kernel, uint32_t pc);
uint64_t diff_mask(const struct ws_diff *d);
void diff_subscribe(struct ws_diff *d);
/* A CTA's barrier record (made when new), an L2 miss waiting for its DRAM read, an event
 * appended to a buffer. */
struct diff_bar *diff_bar_slot(struct diff_side *sd, uint64_t key);
void diff_pend_put(struct diff_side *sd, uint64_t key, uint64_t cycle);
void diff_push(struct diff_buf *b, const struct ws_event *e, int32_t load);
void diff_loads_free(struct diff_loads *t);

#endif
