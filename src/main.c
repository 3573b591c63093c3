/* main.c — `warpscope` subcommand dispatch (DESIGN §7): one table of subcommands,
 * global --help and --version, exit status 0 / 1 / 2. */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"

/* One row per subcommand.  A subcommand whose issue has not landed is absent. */
const struct cli_cmd cli_cmds[] = {
    { "config", cmd_config_main, "warpscope config [-c CFG] [-p POLICY] [-o KEY=VAL]... [--no-doc]",
      "Print the effective configuration: every key with its value and doc",
      "  -c, --config CFG     load a config file (or a preset name: gtx480, owl, ccws, tiny)\n"
      "  -p, --policy NAME    set sched.policy\n"
      "  -o, --option K=V     override one key (repeatable; applied after -c)\n"
      "      --no-doc         print only 'key = value' lines\n"
      "  -h, --help           show this help\n" },
    { NULL, NULL, NULL, NULL, NULL }
};

const struct cli_cmd *cli_find(const char *name)
{
    for (const struct cli_cmd *c = cli_cmds; c->name; c++)
        if (strcmp(c->name, name) == 0)
            return c;
    return NULL;
}

static void main_usage(FILE *f)
{
    fprintf(f, "usage: warpscope COMMAND [ARGS]\n"
               "       warpscope --help | --version\n\n"
               "warpscope is a cycle-level, trace-driven GPU simulator for seeing warp "
               "scheduling.\n\nCommands:\n");
    for (const struct cli_cmd *c = cli_cmds; c->name; c++)
        fprintf(f, "  %-10s %s\n", c->name, c->summary);
    fprintf(f, "\n'warpscope COMMAND --help' describes one command; man warpscope(1) all.\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        main_usage(stderr);
        return 2;
    }
    const char *a = argv[1];
    if (cli_is_help(a) || !strcmp(a, "help")) {
        if (argc > 2 && strcmp(a, "help") == 0) {
            const struct cli_cmd *c = cli_find(argv[2]);
            if (!c)
                return cli_usage(NULL, "unknown command '%s'", argv[2]);
            return cli_help(c);
        }
        main_usage(stdout);
        return 0;
    }
    if (!strcmp(a, "--version") || !strcmp(a, "-V")) {
        printf("warpscope %s\n", WS_VERSION);
        return 0;
    }
    const struct cli_cmd *c = cli_find(a);
    if (!c) {
        if (a[0] == '-')
            return cli_usage(NULL, "unknown option '%s'", a);
        return cli_usage(NULL, "unknown command '%s'", a);
    }
    return c->main(argc - 1, argv + 1);
}
