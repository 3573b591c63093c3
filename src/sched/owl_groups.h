/* owl_groups.h — OWL's CTA groups (Jog et al., ASPLOS 2013, Algorithm 1) shared by the
 * cta, cta-loc, cta-blp and owl policies: group formation over an SM's CTA slots, the
 * three priority assignments, the current group per scheduler and the inspect view. */
#ifndef WS_OWL_GROUPS_H
#define WS_OWL_GROUPS_H

#include <stdbool.h>
#include <stdint.h>
#include "warpscope/sched.h"
#include "warpscope/snap.h"

/* Algorithm 1, FORM_GROUPS: N CTAs of k warps, at least g_size warps per group.
 * n = smallest count with n * k >= g_size (at least 1); g_core = floor(N / n) groups of
 * n CTAs, the last one taking the N mod n left over (N < n: one group of N).  Writes
 * group_size[0..g_core) and returns g_core (0 when N < 1). */
int owl_form_groups(int N, int k, int g_size, int *group_size);

/* Priority of group g (0 = highest) on core `core` among g_core groups. */
enum owl_prio_kind { OWL_PRIO_RR = 0, OWL_PRIO_LOC, OWL_PRIO_BLP };
int owl_group_prio(enum owl_prio_kind kind, int g, int core, int g_core);

/* Per-SM group state.
 *
 * Membership is by CTA slot: slots 0..N-1 of the SM are cut into groups by Algorithm 1
 * in slot order, N = CTA slots in use this kernel (the occupancy: the highest slot
 * launched + 1; the dispatcher fills the lowest free slot), k = warps per CTA (the
 * largest CTA launched).  The groups are re-formed when a launch raises N or k, and
 * forgotten when the SM runs empty (the next kernel may differ).
 *
 * A CTA that finishes is replaced in the same slot, so the replacement joins the group
 * of the slot it takes.  Priorities (cta-loc, cta-blp, owl) rotate: the top group keeps
 * the top priority until every CTA it held when it became the top group has finished
 * (OWL 4.2: "shift the priority to the next CTA only after CTA 1 completes"); then
 * `rot` advances, the next group becomes the top one and the finished group, holding
 * its replacement CTAs, goes to the bottom.  A group whose slots are all empty (the tail
 * of a kernel) counts as finished.  For cta-blp the rotation adds to the per-core offset:
 * prio(g) = (g - core - rot) mod g_core.
 *
 * Invariants: ngroups == 0 or group sizes sum to nslots; slot_group[i] in [0, ngroups)
 * for i < nslots; cur[s] is scheduler s's current group (-1 before the first order);
 * top_bound = the largest CTA id in the top group when it became the top group. */
struct owl_groups {
    enum owl_prio_kind kind;
    int core, nsched, min_warps;
    int nslots, k, ngroups, cap;
    int *slot_group;               /* [cap] */
    int *size;                     /* [cap] CTAs per group */
    int64_t *slot_cta;             /* [cap] live CTA id in each slot, -1 empty */
    int live;                      /* live CTAs on the SM */
    int rot;                       /* rotations of the priority list */
    int64_t top_bound;
    uint64_t top_cycle;            /* cycle the top group became the top one (UINT64_MAX unset) */
    int *cur;                      /* [nsched] */
    uint64_t *last;                /* [nsched] launch_seq of the last issued warp */
    uint64_t switches, rotations;
    struct ws_sm *sm;
};

struct owl_groups *owl_groups_new(struct ws_sm *sm, const struct ws_config *cfg,
                                  enum owl_prio_kind kind);
void owl_groups_free(void *p);
/* on_event: cta-launch / cta-finish keep the slots, groups and rotation. */
void owl_groups_event(void *p, const struct ws_event *e);
/* order() for the three policies (kind decides the group priorities and switching). */
void owl_groups_order(void *p, struct ws_sm *sm, int s, uint16_t *out, int *n);
void owl_groups_inspect(void *p, struct ws_sched_view *v);
void owl_groups_save(void *p, struct ws_snap_buf *b);
bool owl_groups_load(void *p, struct ws_snap_rd *r);
/* Group of a warp slot's CTA (-1 none) and group g's priority now. */
int owl_groups_of(const struct owl_groups *g, const struct ws_warp *w);
int owl_groups_prio(const struct owl_groups *g, int group);

#endif
