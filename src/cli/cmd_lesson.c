/* cmd_lesson.c — `warpscope lesson [NAME]`: list the guided lessons, or open one in the
 * TUI (= warpscope tui -ex 'lesson NAME'; --line runs it in line mode instead). */
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpscope/dbg.h"

/* Print the lessons of the lessons' directory; returns how many. */
int cli_lesson_list(FILE *f)
{
    char *dir = cli_find_lessons();
    struct ws_lesson_info *li;
    int n = ws_lesson_list(dir, &li);
    for (int i = 0; i < n; i++)
        fprintf(f, "  %-16s %s\n", li[i].name, li[i].title);
    if (n == 0)
        fprintf(f, "  (none found in %s)\n", dir);
    free(li);
    free(dir);
    return n;
}

static void lesson_quiet(void *ctx, const char *text)
{
    (void)ctx;
    (void)text;
}

static void lesson_stderr(void *ctx, const char *text)
{
    (void)ctx;
    fputs(text, stderr);
}

/* Open the lesson in a session of its own first, so an unknown name or a malformed file
 * is an error on the terminal (exit 2) rather than a message inside the TUI. */
static int lesson_check(const char *open)
{
    struct ws_config cfg;
    struct ws_err err = { 0 };
    ws_config_defaults(&cfg);
    struct ws_dbg *d = ws_dbg_new(&cfg, NULL, lesson_quiet, NULL, &err);
    if (!d)
        return cli_report(&err);
    d->write_err = lesson_stderr;
    d->find_config = cli_find_config;
    d->lesson_dir = cli_find_lessons();
    int rc = ws_dbg_exec(d, open, true);
    ws_dbg_free(d);
    return rc;
}

int cmd_lesson_main(int argc, char **argv)
{
    const struct cli_cmd *cmd = cli_find("lesson");
    const char *name = NULL;
    bool line = false;
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            cli_help(cmd);
            printf("Lessons:\n");
            cli_lesson_list(stdout);
            return 0;
        }
        if (!strcmp(argv[i], "--line"))
            line = true;
        else if (argv[i][0] == '-' && argv[i][1])
            return cli_usage(cmd, "unknown option '%s'", argv[i]);
        else if (name)
            return cli_usage(cmd, "one lesson at a time ('%s' and '%s')", name, argv[i]);
        else
            name = argv[i];
    }
    if (!name) {
        printf("Lessons ('warpscope lesson NAME' opens one in the TUI):\n");
        cli_lesson_list(stdout);
        return 0;
    }
    size_t n = strlen(name) + 16;
    char *open = ws_malloc(n);
    snprintf(open, n, "lesson %s", name);
    if (lesson_check(open)) {
        free(open);
        return WS_ERR_INPUT;
    }
    /* debug [--tui] --nx -ex 'lesson NAME' ('debug' also takes commands from stdin) */
    char *av[] = { "debug", line ? "--nx" : "--tui", "--nx", "-ex", open, NULL };
    int rc = cmd_debug_main(5, av);
    free(open);
    return rc;
}
