/* cta_loc.c — the `cta-loc` policy, locality-aware scheduling (OWL 4.2): the top CTA
 * group always first, until the CTAs it held finish.
 * Groups, priorities, switching and the rule for replaced CTAs live in owl_groups.c. */
#include "owl_groups.h"

static void *cta_loc_create(struct ws_sm *sm, const struct ws_config *cfg)
{
    return owl_groups_new(sm, cfg, OWL_PRIO_LOC);
}

const struct ws_sched_policy ws_sched_cta_loc = {
    "cta-loc", "CTA-aware-locality: always the top CTA group first, next one when its CTAs finish",
    cta_loc_create, owl_groups_free, owl_groups_order, NULL, owl_groups_event, owl_groups_inspect,
    owl_groups_save, owl_groups_load, false
};
