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

int cmd_diff_main(int argc, char **argv)
{
    const struct cli_cmd *cmd = cli_find("diff");
    struct cli_simopts so = { 0 };
    const char **ov[2] = { calloc((size_t)argc, sizeof(char *)), calloc((size_t)argc, sizeof(char *)) };
    int nov[2] = { 0, 0 }, fmt = WS_DIFF_FMT_TEXT, rc = WS_OK, jobs = 2;
    const char *trace = NULL;
    char *pol = NULL;
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
    pol = ws_strdup(so.policy);
    char *comma = strchr(pol, ',');
    const char *p[2] = { pol, pol };
    if (comma) {
        *comma = '\0';
        p[1] = comma + 1;
        if (!*p[0] || !*p[1] || strchr(p[1], ',')) {
            rc = cli_usage(cmd, "-p %s: expected two policies A,B", so.policy);
            goto out;
        }
    } else if (!nov[0] && !nov[1]) {
        rc = cli_usage(cmd, "-p %s: one policy compares two configs: give -a KEY=VAL and/or "
                       "-b KEY=VAL (or two policies: -p A,B)", so.policy);
        goto out;
    }
    if (!trace) {
        rc = cli_usage(cmd, "missing TRACE");
        goto out;
    }
    so.policy = NULL;   /* each side sets its own */
    struct ws_config cfg[2];
    struct ws_err err = { 0 };
    for (int i = 0; i < 2; i++)
        if (diff_config(&so, p[i], ov[i], nov[i], i ? "-b" : "-a", &cfg[i], &err)) {
            rc = cli_report(&err);
            goto out;
        }
    /* the sentence names the sides by policy, or A and B under one policy; the header
     * and the JSON/CSV "sides" give the policy and the side's own overrides */
    char desc[2][256];
    for (int i = 0; i < 2; i++) {
        int o = snprintf(desc[i], sizeof desc[i], "%s", p[i]);
        for (int k = 0; k < nov[i] && o > 0 && (size_t)o < sizeof desc[i]; k++)
            o += snprintf(desc[i] + o, sizeof desc[i] - (size_t)o, " %s", ov[i][k]);
    }
    bool same = !strcmp(p[0], p[1]);
    const char *label[2] = { same ? "A" : p[0], same ? "B" : p[1] };
    const char *dsc[2] = { desc[0], desc[1] };
    cli_signals_catch();
    rc = cli_diff_run(cfg, trace, label, dsc, fmt, true, jobs > 1, stdout);
out:
    free(pol);
    free(ov[0]);
    free(ov[1]);
    cli_simopts_free(&so);
    fflush(stdout);
    return rc;
}
