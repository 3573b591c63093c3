/* cta.c — the `cta` policy, CTA-aware two-level scheduling (OWL 4.1): CTA groups by
 * Algorithm 1, round-robin among groups when every warp of the current one blocks.
 * Groups, priorities, switching and the rule for replaced CTAs live in owl_groups.c. */
#include "owl_groups.h"

static void *cta_create(struct ws_sm *sm, const struct ws_config *cfg)
{
    return owl_groups_new(sm, cfg, OWL_PRIO_RR);
}

const struct ws_sched_policy ws_sched_cta = {
    "cta", "CTA-aware two-level: CTA groups (Algorithm 1), next group when the current one blocks",
    cta_create, owl_groups_free, owl_groups_order, NULL, owl_groups_event, owl_groups_inspect,
    owl_groups_save, owl_groups_load, false
};
