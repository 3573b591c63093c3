/* owl_groups.c — OWL's CTA groups (Algorithm 1): formation by CTA slot, the RR / locality
 * / BLP priority assignments with the top group's rotation when its CTAs finish, the
 * per-scheduler current group (group-switch events) and the inspect view.  The policy
 * files cta.c, cta_loc.c, cta_blp.c and owl.c only pick the priority kind. */
#include "owl_groups.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sched_util.h"
#include "warpscope/util.h"

int owl_form_groups(int N, int k, int g_size, int *group_size)
{
    if (N < 1)
        return 0;
    if (k < 1)
        k = 1;
    int n = 1;
    while (n * k < g_size)
        n++;
    if (n > N) {                      /* fewer CTAs than one group needs: one group */
        group_size[0] = N;
        return 1;
    }
    int g_core = N / n;
    for (int g = 0; g < g_core; g++)
        group_size[g] = n;
    if (N % n)
        group_size[g_core - 1] += N % n;
    return g_core;
}

int owl_group_prio(enum owl_prio_kind kind, int g, int core, int g_core)
{
    if (g_core < 1)
        return 0;
    switch (kind) {
    case OWL_PRIO_LOC: return g % g_core;
    case OWL_PRIO_BLP: return ((g - core) % g_core + g_core) % g_core;
    default: return 0;
    }
}

int owl_groups_prio(const struct owl_groups *p, int g)
{
    if (p->kind == OWL_PRIO_RR || p->ngroups < 1)
        return 0;
    return owl_group_prio(p->kind, g, p->core + p->rot, p->ngroups);
}

int owl_groups_of(const struct owl_groups *p, const struct ws_warp *w)
{
    return w->cta_slot >= 0 && w->cta_slot < p->nslots ? p->slot_group[w->cta_slot] : -1;
}

struct owl_groups *owl_groups_new(struct ws_sm *sm, const struct ws_config *cfg,
                                  enum owl_prio_kind kind)
{
    struct owl_groups *p = ws_calloc(1, sizeof *p);
    p->kind = kind;
    p->sm = sm;
    p->core = ws_sm_id(sm);
    p->nsched = ws_sm_schedulers(sm);
    p->min_warps = (int)cfg->owl_group_min_warps;
    p->cap = (int)cfg->sm_max_ctas > 0 ? (int)cfg->sm_max_ctas : 1;
    p->slot_group = ws_calloc((size_t)p->cap, sizeof *p->slot_group);
    p->size = ws_calloc((size_t)p->cap, sizeof *p->size);
    p->slot_cta = ws_malloc((size_t)p->cap * sizeof *p->slot_cta);
    for (int i = 0; i < p->cap; i++)
        p->slot_cta[i] = -1;
    p->cur = ws_malloc((size_t)p->nsched * sizeof *p->cur);
    p->last = ws_malloc((size_t)p->nsched * sizeof *p->last);
    for (int s = 0; s < p->nsched; s++) {
        p->cur[s] = -1;
        p->last[s] = UINT64_MAX;
    }
    p->top_bound = -1;
    p->top_cycle = UINT64_MAX;
    return p;
}

void owl_groups_free(void *v)
{
    struct owl_groups *p = v;
    if (!p)
        return;
    free(p->slot_group);
    free(p->size);
    free(p->slot_cta);
    free(p->cur);
    free(p->last);
    free(p);
}

static void owl_groups_form(struct owl_groups *p)
{
    p->ngroups = owl_form_groups(p->nslots, p->k, p->min_warps, p->size);
    int slot = 0;
    for (int g = 0; g < p->ngroups; g++)
        for (int i = 0; i < p->size[g]; i++)
            p->slot_group[slot++] = g;
    for (int s = 0; s < p->nsched; s++)
        if (p->cur[s] >= p->ngroups)
            p->cur[s] = -1;
}

static int owl_groups_top(const struct owl_groups *p)
{
    for (int g = 0; g < p->ngroups; g++)
        if (owl_groups_prio(p, g) == 0)
            return g;
    return 0;
}

static int64_t owl_groups_max_cta(const struct owl_groups *p, int g)
{
    int64_t m = -1;
    for (int i = 0; i < p->nslots; i++)
        if (p->slot_group[i] == g && p->slot_cta[i] > m)
            m = p->slot_cta[i];
    return m;
}

/* The top group keeps the top priority until the CTAs it held when it became the top
 * group (ids <= top_bound) have all finished; then the priorities rotate. */
static void owl_groups_check_rotate(struct owl_groups *p, uint64_t now)
{
    if (p->kind == OWL_PRIO_RR || p->ngroups < 2)
        return;
    for (int tries = 0; tries < p->ngroups; tries++) {
        int top = owl_groups_top(p);
        bool old_left = false;
        for (int i = 0; i < p->nslots; i++)
            if (p->slot_group[i] == top && p->slot_cta[i] >= 0 && p->slot_cta[i] <= p->top_bound)
                old_left = true;
        if (old_left)
            return;
        p->rot = (p->rot + 1) % p->ngroups;
        p->rotations++;
        p->top_cycle = now;
        p->top_bound = owl_groups_max_cta(p, owl_groups_top(p));
        if (p->top_bound >= 0)
            return;
    }
}

void owl_groups_event(void *v, const struct ws_event *e)
{
    struct owl_groups *p = v;
    if (e->kind == WS_EV_CTA_LAUNCH) {
        int slot = (int)e->a;
        if (slot < 0 || slot >= p->cap)
            return;
        p->slot_cta[slot] = e->cta;
        p->live++;
        bool reform = false;
        if (slot + 1 > p->nslots) {
            p->nslots = slot + 1;
            reform = true;
        }
        if (e->b > p->k) {
            p->k = (int)e->b;
            reform = true;
        }
        if (reform)
            owl_groups_form(p);
        /* CTAs placed in the top group in the cycle it became the top group count as
         * its own (the kernel's initial placement) */
        if (p->top_cycle == UINT64_MAX)
            p->top_cycle = e->cycle;
        if (e->cycle == p->top_cycle)
            p->top_bound = owl_groups_max_cta(p, owl_groups_top(p));
    } else if (e->kind == WS_EV_CTA_FINISH) {
        for (int i = 0; i < p->nslots; i++)
            if (p->slot_cta[i] == e->cta) {
                p->slot_cta[i] = -1;
                p->live--;
            }
        if (p->live <= 0) {          /* the SM ran empty: the next kernel starts afresh */
            p->live = 0;
            p->nslots = p->k = p->ngroups = 0;
            p->rot = 0;
            p->top_bound = -1;
            p->top_cycle = UINT64_MAX;
            for (int s = 0; s < p->nsched; s++)
                p->cur[s] = -1;
            return;
        }
        owl_groups_check_rotate(p, e->cycle);
    }
}

static void owl_groups_switch(struct owl_groups *p, struct ws_sm *sm, int s, int g)
{
    int old = p->cur[s];
    p->cur[s] = g;
    if (old < 0 || old == g)
        return;
    p->switches++;
    sched_group_switch_event(sm, s, old, g);
}

void owl_groups_order(void *v, struct ws_sm *sm, int s, uint16_t *out, int *n)
{
    struct owl_groups *p = v;
    int cnt;
    const uint16_t *list = ws_sm_sched_warps(sm, s, &cnt);
    int last = ws_sm_last_issued(sm, s);
    if (last >= 0)
        p->last[s] = ws_sm_warp(sm, last)->launch_seq;
    int G = p->ngroups;
    if (G < 1 || cnt == 0) {
        *n = p->last[s] == UINT64_MAX ? (memcpy(out, list, (size_t)cnt * sizeof *list), cnt)
                                      : sched_rotate(sm, list, cnt, p->last[s], out);
        return;
    }
    /* which groups have live warps of this scheduler, and ready (not long-stalled) ones */
    uint64_t live[4] = { 0 }, ready[4] = { 0 };   /* G <= 256: sm.max_ctas bounds it */
    for (int i = 0; i < cnt; i++) {
        int g = owl_groups_of(p, ws_sm_warp(sm, list[i]));
        if (g < 0 || g >= 256)
            continue;
        live[g >> 6] |= UINT64_C(1) << (g & 63);
        if (!((ready[g >> 6] >> (g & 63)) & 1) && !sched_long_stalled(sm, list[i]))
            ready[g >> 6] |= UINT64_C(1) << (g & 63);
    }
#define OWL_HAS(m, g) (((m)[(g) >> 6] >> ((g) & 63)) & 1)
    /* the group sequence: by priority (RR: from the current group on) */
    int seq[256];
    int c = p->cur[s];
    if (p->kind == OWL_PRIO_RR) {
        if (c < 0 || c >= G)
            c = 0;
        if (!OWL_HAS(ready, c)) {      /* every warp of the group blocked: next group */
            int best = -1;
            for (int k = 1; k < G && best < 0; k++)
                if (OWL_HAS(ready, (c + k) % G))
                    best = (c + k) % G;
            for (int k = 1; k < G && best < 0 && !OWL_HAS(live, c); k++)
                if (OWL_HAS(live, (c + k) % G))
                    best = (c + k) % G;
            if (best >= 0)
                c = best;
        }
        for (int k = 0; k < G; k++)
            seq[k] = (c + k) % G;
    } else {
        for (int g = 0; g < G; g++)
            seq[owl_groups_prio(p, g)] = g;
        c = -1;
        for (int k = 0; k < G && c < 0; k++)
            if (OWL_HAS(ready, seq[k]))
                c = seq[k];
        for (int k = 0; k < G && c < 0; k++)
            if (OWL_HAS(live, seq[k]))
                c = seq[k];
        if (c < 0)
            c = seq[0];
    }
#undef OWL_HAS
    owl_groups_switch(p, sm, s, c);
    /* emit: groups in sequence, round robin inside each group; warps without a group last */
    int k = 0;
    uint16_t tmp[1024];
    for (int gi = 0; gi <= G; gi++) {
        int g = gi < G ? seq[gi] : -1;
        int m = 0;
        for (int i = 0; i < cnt && m < 1024; i++)
            if (owl_groups_of(p, ws_sm_warp(sm, list[i])) == g ||
                (g < 0 && owl_groups_of(p, ws_sm_warp(sm, list[i])) >= G))
                tmp[m++] = list[i];
        if (p->last[s] == UINT64_MAX) {
            memcpy(out + k, tmp, (size_t)m * sizeof *tmp);
            k += m;
        } else {
            k += sched_rotate(sm, tmp, m, p->last[s], out + k);
        }
    }
    *n = k;
}

/* Copy src into dst (size n), cutting it to fit: view labels are display text. */
static void owl_copy_trunc(char *dst, size_t n, const char *src)
{
    size_t l = strlen(src);
    if (l >= n)
        l = n - 1;
    memcpy(dst, src, l);
    dst[l] = '\0';
}

void owl_groups_inspect(void *v, struct ws_sched_view *out)
{
    struct owl_groups *p = v;
    for (int i = 0; i < out->nwarps; i++) {
        struct ws_sched_warp_view *w = &out->warp[i];
        const struct ws_warp *ww = ws_sm_warp(p->sm, w->slot);
        w->group = (int16_t)(ww ? owl_groups_of(p, ww) : -1);
        int cur = w->sched >= 0 && w->sched < p->nsched ? p->cur[w->sched] : -1;
        snprintf(w->queue, sizeof w->queue, "%s",
                 w->group < 0 ? "" : w->group == cur ? "active" : "pending");
    }
    ws_sched_view_kv(out, "group", p->cur[0]);
    ws_sched_view_kv(out, "groups", p->ngroups);
    ws_sched_view_kv(out, "top", p->ngroups ? owl_groups_top(p) : -1);
    ws_sched_view_kv(out, "min_warps", p->min_warps);
    ws_sched_view_kv(out, "cta_slots", p->nslots);
    ws_sched_view_kv(out, "warps_per_cta", p->k);
    ws_sched_view_kv(out, "rotations", (int64_t)p->rotations);
    ws_sched_view_kv(out, "switches", (int64_t)p->switches);
    for (int s = 1; s < p->nsched; s++) {
        char key[24];
        snprintf(key, sizeof key, "group.%d", s);
        ws_sched_view_kv(out, key, p->cur[s]);
    }
    for (int i = 0; i < p->nslots; i++) {
        if (p->slot_cta[i] < 0)
            continue;
        char key[24];
        snprintf(key, sizeof key, "cta[%u].group", (unsigned)(i % 1000));
        ws_sched_view_kv(out, key, p->slot_group[i]);
        snprintf(key, sizeof key, "cta[%u].group_prio", (unsigned)(i % 1000));
        ws_sched_view_kv(out, key, owl_groups_prio(p, p->slot_group[i]));
    }
    out->ngroups = p->ngroups < WS_SCHED_VIEW_MAX_GROUPS ? p->ngroups : WS_SCHED_VIEW_MAX_GROUPS;
    int slot0 = 0;
    for (int g = 0; g < out->ngroups; g++) {
        out->group[g].id = (int16_t)g;
        out->group[g].prio = (int16_t)owl_groups_prio(p, g);
        out->group[g].nwarps = 0;
        char ctas[80] = "";
        size_t len = 0;
        for (int i = slot0; i < slot0 + p->size[g] && i < p->nslots; i++)
            if (p->slot_cta[i] >= 0 && len < sizeof ctas)
                len += (size_t)snprintf(ctas + len, sizeof ctas - len, "%s%lld",
                                        len ? "," : "", (long long)p->slot_cta[i]);
        owl_copy_trunc(out->group[g].label, sizeof out->group[g].label, ctas[0] ? ctas : "-");
        if (out->nlines < WS_SCHED_VIEW_MAX_LINES) {
            bool is_cur = false;
            for (int s = 0; s < p->nsched; s++)
                is_cur |= p->cur[s] == g;
            char line[256];   /* room for the longest line; the view's row cuts it */
            snprintf(line, sizeof line, "group %d  prio %d  slots %d-%d  ctas %s%s", g,
                     owl_groups_prio(p, g), slot0, slot0 + p->size[g] - 1,
                     ctas[0] ? ctas : "-", is_cur ? "  <- current" : "");
            owl_copy_trunc(out->line[out->nlines++], sizeof out->line[0], line);
        }
        slot0 += p->size[g];
    }
    for (int i = 0; i < out->nwarps; i++)
        if (out->warp[i].group >= 0 && out->warp[i].group < out->ngroups)
            out->group[out->warp[i].group].nwarps++;
}

/* ---- snapshots ----------------------------------------------------------------------- */

void owl_groups_save(void *v, struct ws_snap_buf *b)
{
    struct owl_groups *p = v;
    struct owl_groups t = *p;
    t.slot_group = t.size = t.cur = NULL;
    t.slot_cta = NULL;
    t.last = NULL;
    t.sm = NULL;
    ws_snap_block(b, &t, sizeof t);
    WS_SNAP_ARR(b, p->slot_group, p->cap);
    WS_SNAP_ARR(b, p->size, p->cap);
    WS_SNAP_ARR(b, p->slot_cta, p->cap);
    WS_SNAP_ARR(b, p->cur, p->nsched);
    WS_SNAP_ARR(b, p->last, p->nsched);
}

bool owl_groups_load(void *v, struct ws_snap_rd *r)
{
    struct owl_groups *p = v, t;
    if (!ws_snap_get_block(r, &t, sizeof t))
        return false;
    if (t.cap != p->cap || t.nsched != p->nsched || t.kind != p->kind)
        return ws_snap_fail(r, "snapshot does not fit: CTA groups of another shape");
    t.slot_group = p->slot_group, t.size = p->size, t.slot_cta = p->slot_cta;
    t.cur = p->cur, t.last = p->last, t.sm = p->sm;
    *p = t;
    WS_SNAP_GET_ARR(r, p->slot_group, p->cap);
    WS_SNAP_GET_ARR(r, p->size, p->cap);
    WS_SNAP_GET_ARR(r, p->slot_cta, p->cap);
    WS_SNAP_GET_ARR(r, p->cur, p->nsched);
    return WS_SNAP_GET_ARR(r, p->last, p->nsched);
}
