/* cli_values.c — comma lists on the command line: split into items (sweep -c and -p),
 * and the values of a swept key (compare -s and sweep -s, one parser for both), whose
 * items are values, A..B ranges or LO:HI:STEP ranges of integers. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

int cli_list_split(const char *s, char ***out)
{
    int n = 0;
    char **v = ws_calloc(strlen(s) + 2, sizeof *v);
    for (const char *p = s;; ) {
        size_t k = strcspn(p, ",");
        if (!k) {
            cli_list_free(v, n);
            return -1;
        }
        v[n++] = ws_strndup(p, k);
        if (!p[k])
            break;
        p += k + 1;
    }
    *out = v;
    return n;
}

void cli_list_free(char **v, int n)
{
    for (int i = 0; i < n; i++)
        free(v[i]);
    free(v);
}

/* Parse one range item: A..B (step 1) or LO:HI:STEP into *a, *b, *step.  0: not a range
 * (a plain value); 1: a range; -1: a malformed range, with why. */
static int cli_range(char *s, int64_t *a, int64_t *b, int64_t *step, const char **why)
{
    char *d = strstr(s, ".."), *c1 = strchr(s, ':');
    char *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
    bool ok;
    *step = 1;
    if (d) {
        *d = '\0';
        ok = ws_parse_i64(s, a) && ws_parse_i64(d + 2, b) && *a <= *b;
        *d = '.';
        *why = "A..B needs integers A <= B";
    } else if (c1 && c2 && !strchr(c2 + 1, ':')) {
        *c1 = *c2 = '\0';
        ok = ws_parse_i64(s, a) && ws_parse_i64(c1 + 1, b) && ws_parse_i64(c2 + 1, step) &&
             *step >= 1 && *a <= *b;
        *c1 = *c2 = ':';
        *why = "LO:HI:STEP needs integers LO <= HI and STEP >= 1";
    } else {
        return 0;
    }
    return ok ? 1 : -1;
}

int cli_values(const char *spec, int max, char ***out, char *why, size_t whylen)
{
    char **item;
    int ni = cli_list_split(spec, &item), n = 0;
    if (ni < 0) {
        snprintf(why, whylen, "an empty value");
        return -1;
    }
    char **v = NULL;
    int rc = 0;
    for (int i = 0; i < ni && !rc; i++) {
        int64_t a = 0, b = 0, step = 1;
        const char *bad = "";
        int r = cli_range(item[i], &a, &b, &step, &bad);
        /* the range's count, b - a computed unsigned: it cannot overflow */
        uint64_t count = r > 0 ? ((uint64_t)b - (uint64_t)a) / (uint64_t)step + 1 : 1;
        if (r < 0) {
            snprintf(why, whylen, "%s", bad);
            rc = -1;
        } else if (count > (uint64_t)(max - n)) {
            snprintf(why, whylen, "too many values (at most %d)", max);
            rc = -1;
        } else {
            v = ws_realloc(v, ((size_t)n + (size_t)count) * sizeof *v);
            for (uint64_t k = 0; k < count; k++) {
                char buf[24];
                /* a + k * STEP <= b: in range, so the unsigned sum converts back exactly */
                snprintf(buf, sizeof buf, "%lld",
                         (long long)(int64_t)((uint64_t)a + k * (uint64_t)step));
                v[n++] = ws_strdup(r ? buf : item[i]);
            }
        }
    }
    cli_list_free(item, ni);
    if (rc) {
        cli_list_free(v, n);
        return -1;
    }
    *out = v;
    return n;
}
