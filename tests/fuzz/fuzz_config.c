/* fuzz_config.c — libFuzzer harness of the config parser (src/core/config.c): the
 * input as a config file (`key = value` lines, comments, `include FILE`; a file
 * inc.cfg with a few keys lies beside it to be included), then validated, then every
 * key formatted back; with the first byte odd, the lines are -o KEY=VAL overrides
 * instead.  A failure must be WS_ERR_INPUT with a message naming the file or option. */
#include "fuzz.h"
#include "warpscope/config.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > 65536)
        return 0;
    static bool ready;
    char p[128], inc[128];
    if (!ready) {
        fuzz_path(inc, sizeof inc, "inc.cfg");
        static const char body[] = "sm.count = 2\nl1d.size = 4K\n# included\n";
        fuzz_write(inc, body, sizeof body - 1);   /* `include inc.cfg` resolves beside t.cfg */
        ready = true;
    }
    struct ws_config cfg;
    ws_config_defaults(&cfg);
    struct ws_err err = { 0 };
    int rc = 0;
    if (data[0] & 1) {
        char *text = ws_strndup((const char *)data + 1, size - 1);
        for (char *line = strtok(text, "\n"); line && !rc; line = strtok(NULL, "\n"))
            rc = ws_config_override(&cfg, line, &err);
        free(text);
    } else {
        fuzz_path(p, sizeof p, "t.cfg");
        fuzz_write(p, data + 1, size - 1);
        rc = ws_config_load(&cfg, p, &err);
    }
    if (!rc)
        rc = ws_config_validate(&cfg, &err);
    if (rc && (rc != WS_ERR_INPUT || !err.msg[0])) {
        fprintf(stderr, "fuzz: config error %d without the input-error contract: %s\n", rc,
                err.msg);
        abort();
    }
    char buf[WS_CONFIG_STR_MAX + 64];
    for (size_t i = 0; i < ws_config_nopts; i++)
        ws_config_format(&cfg, &ws_config_opts[i], buf, sizeof buf);
    return 0;
}
