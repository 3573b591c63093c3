/* harness.c — runs the tests registered with TEST(); see harness.h. */
#include "harness.h"

#include <stdarg.h>
#include <stdlib.h>
#include <unistd.h>

struct ws_test { const char *name; ws_test_fn fn; };
static struct ws_test tests[512];
static int ntests;
static int cur_failed;

void ws_test_register(const char *name, ws_test_fn fn)
{
    if (ntests < (int)(sizeof tests / sizeof tests[0]))
        tests[ntests++] = (struct ws_test){ name, fn };
}

void ws_test_fail(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    printf("    %s:%d: check failed: ", file, line);
    vprintf(fmt, ap);
    printf("\n");
    va_end(ap);
    cur_failed++;
}

const char *ws_test_shared(void)
{
    const char *e = getenv("WS_SHARED");
    if (e && *e && access(e, R_OK) == 0)
        return e;
    return access("../shared/traces", R_OK) == 0 ? "../shared" : NULL;
}

int main(int argc, char **argv)
{
    int passed = 0, failed = 0;
    for (int i = 0; i < ntests; i++) {
        if (argc > 1) {
            bool want = false;
            for (int a = 1; a < argc; a++)
                want |= strstr(tests[i].name, argv[a]) != NULL;
            if (!want)
                continue;
        }
        cur_failed = 0;
        tests[i].fn();
        fflush(stdout);
        if (cur_failed) {
            printf("FAIL %s\n", tests[i].name);
            failed++;
        } else {
            printf("ok   %s\n", tests[i].name);
            passed++;
        }
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
