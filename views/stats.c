/* stats.c — the `stats` view: the key whole-run numbers (DESIGN §7 names) and
 * sparklines of IPC and DRAM commands per cycle over the recent frames, followed by the
 * policy's and prefetchers' registry statistics as they exist. */
#include "tui.h"

#include <stdio.h>
#include <string.h>

#include "warpscope/registry.h"
#include "warpscope/sim.h"

struct stats_ctx {
    struct tui_pane *p;
    int row, rows, skip;
};

static bool stats_reg_line(void *ctx, const char *name, const struct ws_reg_entry *e,
                           const struct ws_reg_value *v)
{
    (void)e;
    struct stats_ctx *c = ctx;
    /* the core numbers are above; list the rest (policy, prefetch, ccws ...) */
    static const char *const shown[] = { "cycles", "warp_insts", "thread_insts", "ipc", "l1d.",
                                         "l2.", "dram.", "core.", "sim.", NULL };
    for (int i = 0; shown[i]; i++)
        if (!strncmp(name, shown[i], strlen(shown[i])))
            return true;
    if (c->skip > 0) {
        c->skip--;
        return true;
    }
    char buf[64];
    ws_reg_format(v, buf, sizeof buf);
    tui_put(c->p, c->row++, 0, 0, "%-28s %s", name, buf);
    return c->row < c->rows;
}

static void stats_draw(struct tui *t, struct tui_pane *p)
{
    struct ws_sim *s = t->d->sim;
    int rows = tui_rows(p), cols = tui_cols(p);
    if (!s) {
        tui_put(p, 0, 0, 0, "no simulation (run)");
        return;
    }
    struct ws_sim_stats st;
    ws_sim_stats(s, &st);
    const struct tui_rec *r = &t->rec;
    char spark[TUI_HIST * 4 + 1];
    int sw = cols - 14;
    int row = 0;
    tui_sparkline(t, r->ipc, r->nhist, sw, spark, sizeof spark);
    tui_put(p, row, 0, tui_attr(t, TUI_C_TITLE), "IPC %8.2f ", r->nhist ? r->ipc[r->nhist - 1] : 0);
    tui_put(p, row++, 13, tui_attr(t, TUI_C_ACTIVE), "%s", spark);
    tui_sparkline(t, r->dram, r->nhist, sw, spark, sizeof spark);
    tui_put(p, row, 0, tui_attr(t, TUI_C_TITLE), "DRAM/c %5.2f ", r->nhist ? r->dram[r->nhist - 1] : 0);
    tui_put(p, row++, 13, tui_attr(t, TUI_C_MEM), "%s", spark);
    const struct { const char *name; double v; const char *fmt; } nums[] = {
        { "cycles", (double)st.cycles, "%.0f" },       { "ipc", st.ipc, "%.3f" },
        { "warp_insts", (double)st.warp_insts, "%.0f" }, { "l1d.miss_rate", st.l1d_miss_rate, "%.3f" },
        { "l2.hit_rate", st.l2_hit_rate, "%.3f" },     { "dram.rbl", st.dram_rbl, "%.3f" },
        { "dram.blp", st.dram_blp, "%.2f" },           { "dram.activates", (double)st.dram_activates, "%.0f" },
        { "core.mem_block", (double)st.memory_block_cycles, "%.0f" },
        { "core.stall_sb", (double)st.stall_scoreboard, "%.0f" },
        { "ctas", (double)st.ctas, "%.0f" },           { "kernels", (double)st.kernels, "%.0f" },
    };
    int n = (int)(sizeof nums / sizeof nums[0]);
    int per = cols >= 56 ? 2 : 1, colw = cols / per;
    for (int i = 0; i < n && row < rows; i += per, row++)
        for (int k = 0; k < per && i + k < n; k++) {
            char v[32];
            snprintf(v, sizeof v, nums[i + k].fmt, nums[i + k].v);
            tui_put(p, row, k * colw, 0, "%-15s %12s", nums[i + k].name, v);
        }
    struct stats_ctx c = { p, row, rows, t->vs[p->vi].scroll };
    if (row < rows)
        ws_registry_foreach(ws_sim_registry(s), WS_REG_STAT, stats_reg_line, &c);
}

const struct ws_view tui_view_stats = {
    "stats", '6', "key numbers and sparklines of IPC and DRAM commands per cycle",
    stats_draw, NULL, NULL,
    "IPC: thread instructions per cycle over the last frame (sparkline) and the "
    "whole run (ipc).  DRAM/c: DRAM commands per cycle.  rbl row-buffer locality, "
    "blp bank-level parallelism, mem_block cycles with every warp waiting on "
    "memory, stall_sb scoreboard stalls.",
};
