/* owl.c — the `owl` policy (OWL 4.4): cta-blp's groups and per-core rotated priorities;
 * the simulator also attaches the opportunistic memory-side prefetcher
 * (src/prefetch/owl.c) to the DRAM controllers when this policy runs. */
#include "owl_groups.h"

static void *owl_create(struct ws_sm *sm, const struct ws_config *cfg)
{
    return owl_groups_new(sm, cfg, OWL_PRIO_BLP);
}

const struct ws_sched_policy ws_sched_owl = {
    "owl", "OWL: cta-blp + opportunistic prefetch of open DRAM rows into the L2",
    owl_create, owl_groups_free, owl_groups_order, NULL, owl_groups_event, owl_groups_inspect,
    owl_groups_save, owl_groups_load, false
};
