/* cmd_policies.c — `warpscope policies`: the policy table with one-line summaries. */
#include "cli.h"

#include "warpscope/sched.h"

int cmd_policies_main(int argc, char **argv)
{
    const struct cli_cmd *cmd = cli_find("policies");
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i]))
            return cli_help(cmd);
        return cli_usage(cmd, "unexpected argument '%s'", argv[i]);
    }
    for (int i = 0; ws_sched_policies[i]; i++)
        printf("%-10s %s\n", ws_sched_policies[i]->name, ws_sched_policies[i]->summary);
    return WS_OK;
}
