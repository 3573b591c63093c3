/* cmd_diff.c — `warpscope diff`: two simulations of one trace in lockstep (diff.h), the
 * first divergence of each kind, and at the end the attribution of the cycle gap:
 * totals per side, cycles lost by stall reason, the loads behind the difference in L1
 * misses and one sentence saying why one side is slower.  cli_diff_explain runs the
 * same for `compare --explain`. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <stdlib.h>
#include <string.h>

#include "warpscope/diff.h"
#include "warpscope/diff_report.h"
#include "warpscope/sim.h"
#include "warpscope/trace.h"

/* Open the trace and make a sim for one side. */
static struct ws_sim *diff_open(const struct ws_config *cfg, const char *path, bool warn,
                                struct ws_err *err)
{
    struct ws_trace *t = ws_trace_open(path, err);
    if (!t)
        return NULL;
    if (warn)
        cli_trace_warnings(t);
    struct ws_sim *s = ws_sim_new(cfg, t, err);
    if (!s)
        ws_trace_close(t);
    return s;
}

int cli_diff_run(const struct ws_config cfg[2], const char *path, const char *label[2],
                 const char *desc[2], int fmt, bool divergences, bool thread, FILE *f)
{
    struct ws_err err = { 0 };
    struct ws_sim *s[2] = { NULL, NULL };
    for (int i = 0; i < 2; i++) {
        s[i] = diff_open(&cfg[i], path, i == 0, &err);
        if (!s[i]) {
            cli_sim_close(s[0]);
            return cli_report(&err);
        }
    }
    struct ws_diff *d = ws_diff_new(s[0], s[1], thread);
    int rc = WS_OK;
    while (!ws_diff_done(d) && !cli_signal_caught()) {
        rc = ws_diff_step(d, 100000);
        if (rc)
            break;
    }
    int sig = cli_signal_caught();
    if (rc) {
        cli_error("%s (%s): %s", path, label[ws_diff_error_side(d)], ws_diff_error(d));
    } else if (sig) {
        cli_error("stopped by %s at cycle %llu: nothing reported", cli_signal_name(sig),
                  (unsigned long long)ws_sim_cycle(s[0]));
        rc = cli_signal_status(sig);
    } else {
        ws_diff_report(f, d, s[0], s[1], path, label[0], label[1], desc[0], desc[1], fmt,
                        divergences);
    }
    ws_diff_free(d);
    cli_sim_close(s[0]);
    cli_sim_close(s[1]);
    return rc;
}

/* Build side `i`'s config: the shared options, its policy, its own -a/-b overrides. */
static int diff_config(const struct cli_simopts *so, const char *pol, const char **ov, int nov,
                       const char *opt, struct ws_config *cfg, struct ws_err *err)
{
    int rc = cli_build_config(so, cfg, err);
    if (!rc && pol) {
        if (!ws_sched_find(pol))
            return ws_errf(err, WS_ERR_INPUT, "-p: unknown policy '%s' (`warpscope policies`)", pol);
        rc = ws_config_set(cfg, "sched.policy", pol, "-p", err);
    }
    for (int i = 0; !rc && i < nov; i++) {   /* ws_config_override's checks, named -a/-b */
        char where[300], key[128];
        snprintf(where, sizeof where, "%s %s", opt, ov[i]);
        const char *eq = strchr(ov[i], '=');
        size_t klen = eq ? (size_t)(eq - ov[i]) : 0;
        if (!klen || klen >= sizeof key)
            return ws_errf(err, WS_ERR_INPUT, "%s: expected KEY=VALUE", where);
        memcpy(key, ov[i], klen);
        key[klen] = '\0';
        rc = ws_config_set(cfg, ws_trim(key), eq + 1, where, err);
    }
    if (!rc)
        rc = ws_config_validate(cfg, err);
    return rc;
}

int cli_diff_policies(const struct cli_cmd *cmd, const char *opt, const char *spec,
                      const int nov[2], char pol[2][64])
{
    const char *comma = strchr(spec, ',');
    size_t la = comma ? (size_t)(comma - spec) : strlen(spec);
    const char *b = comma ? comma + 1 : spec;
    if (comma && (!la || !*b || strchr(b, ',')))
        return cli_usage(cmd, "%s %s: expected two policies A,B", opt, spec);
    if (!comma && !nov[0] && !nov[1])
        return cli_usage(cmd, "%s %s: one policy compares two configs: give -a KEY=VAL and/or "
                         "-b KEY=VAL (or two policies: %s A,B)", opt, spec, opt);
    if (la >= sizeof pol[0] || strlen(b) >= sizeof pol[1])
        return cli_usage(cmd, "%s %s: no such policy (`warpscope policies`)", opt, spec);
    memcpy(pol[0], spec, la);
    pol[0][la] = '\0';
    snprintf(pol[1], sizeof pol[1], "%s", b);
    return WS_OK;
}

int cli_diff_sides(const struct cli_simopts *so, char pol[2][64],
                   const char **const ov[2], const int nov[2], struct cli_diff_sides *out)
{
    struct cli_simopts shared = *so;
    shared.policy = NULL;   /* each side sets its own */
    struct ws_err err = { 0 };
    for (int i = 0; i < 2; i++)
        if (diff_config(&shared, pol[i], ov[i], nov[i], i ? "-b" : "-a",
                        &out->cfg[i], &err))
            return cli_report(&err);
    /* the sentence names the sides by policy, or A and B under one policy; the header
     * and the JSON/CSV "sides" give the policy and the side's own overrides */
    for (int i = 0; i < 2; i++) {
        int o = snprintf(out->desc[i], sizeof out->desc[i], "%s", pol[i]);
        for (int k = 0; k < nov[i] && o > 0 && (size_t)o < sizeof out->desc[i]; k++)
            o += snprintf(out->desc[i] + o, sizeof out->desc[i] - (size_t)o, " %s", ov[i][k]);
    }
    bool same = !strcmp(pol[0], pol[1]);
    for (int i = 0; i < 2; i++)
        snprintf(out->label[i], sizeof out->label[i], "%s", same ? (i ? "B" : "A") : pol[i]);
    return WS_OK;
}

int cmd_diff_main(int argc, char **argv)
{
    const struct cli_cmd *cmd = cli_find("diff");
    struct cli_simopts so = { 0 };
    const char **ov[2] = { calloc((size_t)argc, sizeof(char *)), calloc((size_t)argc, sizeof(char *)) };
    int nov[2] = { 0, 0 }, fmt = WS_DIFF_FMT_TEXT, rc = WS_OK, jobs = 2;
    const char *trace = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = NULL;
        if (cli_is_help(a)) {
            rc = cli_help(cmd);
            goto out;
        }
        if (!strcmp(a, "-a") || !strcmp(a, "-b")) {
            if (i + 1 >= argc) {
                rc = cli_usage(cmd, "option '%s' needs KEY=VAL", a);
                goto out;
            }
            int s = a[1] == 'b';
            ov[s][nov[s]++] = argv[++i];
            continue;
        }
        if (!strcmp(a, "-j") || !strcmp(a, "--jobs")) {
            int64_t nj;
            if (i + 1 >= argc || !ws_parse_i64(argv[i + 1], &nj) || nj < 1 || nj > 2) {
                rc = cli_usage(cmd, "%s: expected 1 or 2", a);
                goto out;
            }
            jobs = (int)nj;
            i++;
            continue;
        }
        int r = cli_simopt(cmd, argc, argv, &i, &so);
        if (r < 0) {
            rc = WS_ERR_INPUT;
            goto out;
        }
        if (r > 0)
            continue;
        if (!strcmp(a, "--stats")) {
            if (i + 1 >= argc) {
                rc = cli_usage(cmd, "option '--stats' needs a value (text, json or csv)");
                goto out;
            }
            v = argv[++i];
        } else if (!strncmp(a, "--stats=", 8)) {
            v = a + 8;
        }
        if (v) {
            if (!strcmp(v, "text")) fmt = WS_DIFF_FMT_TEXT;
            else if (!strcmp(v, "json")) fmt = WS_DIFF_FMT_JSON;
            else if (!strcmp(v, "csv")) fmt = WS_DIFF_FMT_CSV;
            else {
                rc = cli_usage(cmd, "--stats %s: expected text, json or csv", v);
                goto out;
            }
            continue;
        }
        if (a[0] == '-' && a[1]) {
            rc = cli_usage(cmd, "unknown option '%s'", a);
            goto out;
        }
        if (trace) {
            rc = cli_usage(cmd, "only one TRACE expected (got '%s' and '%s')", trace, a);
            goto out;
        }
        trace = a;
    }
    if (!so.policy) {
        rc = cli_usage(cmd, "expected -p A,B (two policies) or -p POLICY with -a/-b KEY=VAL");
        goto out;
    }
    char pols[2][64];
    if ((rc = cli_diff_policies(cmd, "-p", so.policy, nov, pols)))
        goto out;
    if (!trace) {
        rc = cli_usage(cmd, "missing TRACE");
        goto out;
    }
    struct cli_diff_sides *sd = ws_calloc(1, sizeof *sd);
    if ((rc = cli_diff_sides(&so, pols, ov, nov, sd))) {
        free(sd);
        goto out;
    }
    const char *label[2] = { sd->label[0], sd->label[1] };
    const char *dsc[2] = { sd->desc[0], sd->desc[1] };
    cli_signals_catch();
    rc = cli_diff_run(sd->cfg, trace, label, dsc, fmt, true, jobs > 1, stdout);
    free(sd);
out:
    free(ov[0]);
    free(ov[1]);
    cli_simopts_free(&so);
    fflush(stdout);
    return rc;
}
