/* cmd_config.c — `warpscope config`: print the effective value of every key. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

int cmd_config_main(int argc, char **argv)
{
    const struct cli_cmd *cmd = cli_find("config");
    struct cli_simopts so = { 0 };
    bool docs = true;
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            cli_simopts_free(&so);
            return cli_help(cmd);
        }
        int r = cli_simopt(cmd, argc, argv, &i, &so);
        if (r < 0) {
            cli_simopts_free(&so);
            return WS_ERR_INPUT;
        }
        if (r > 0)
            continue;
        if (!strcmp(argv[i], "--no-doc")) {
            docs = false;
            continue;
        }
        cli_simopts_free(&so);
        return cli_usage(cmd, "unknown option '%s'", argv[i]);
    }
    struct ws_config cfg;
    struct ws_err err = { 0 };
    int rc = cli_build_config(&so, &cfg, &err);
    cli_simopts_free(&so);
    if (rc)
        return cli_report(&err);
    const char *prev = "";
    size_t prevlen = 0;
    for (size_t i = 0; i < ws_config_nopts; i++) {
        const struct ws_opt *o = &ws_config_opts[i];
        char val[WS_CONFIG_STR_MAX + 32];
        /* a header line whenever the key's section (text before the first '.') changes */
        const char *dot = strchr(o->name, '.');
        size_t seclen = dot ? (size_t)(dot - o->name) : strlen(o->name);
        if (docs && (seclen != prevlen || strncmp(prev, o->name, seclen) != 0))
            printf("%s# --- %.*s ---\n", i ? "\n" : "", (int)seclen, o->name);
        prev = o->name;
        prevlen = seclen;
        ws_config_format(&cfg, o, val, sizeof val);
        if (!docs) {
            printf("%s = %s\n", o->name, val);
            continue;
        }
        const char *unit = o->type == WS_OPT_ENUM ? "" : o->unit;
        char left[WS_CONFIG_STR_MAX + 64];
        snprintf(left, sizeof left, "%s = %s", o->name, val);
        if (o->type == WS_OPT_ENUM)
            printf("%-34s # %s (%s)\n", left, o->doc, o->unit);
        else if (unit[0])
            printf("%-34s # %s [%s]\n", left, o->doc, unit);
        else
            printf("%-34s # %s\n", left, o->doc);
    }
    return WS_OK;
}
