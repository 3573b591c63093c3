/* cta_blp.c — the `cta-blp` policy, BLP-aware scheduling (OWL 4.3): cta-loc with the
 * group priorities rotated per core, prio(g) = (g - core) mod groups.
 * Groups, priorities, switching and the rule for replaced CTAs live in owl_groups.c. */
#include "owl_groups.h"

static void *cta_blp_create(struct ws_sm *sm, const struct ws_config *cfg)
{
    return owl_groups_new(sm, cfg, OWL_PRIO_BLP);
}

const struct ws_sched_policy ws_sched_cta_blp = {
    "cta-blp", "CTA-aware-locality-BLP: cta-loc with priorities (g - core) mod groups per core",
    cta_blp_create, owl_groups_free, owl_groups_order, NULL, owl_groups_event, owl_groups_inspect,
    owl_groups_save, owl_groups_load, false
};
