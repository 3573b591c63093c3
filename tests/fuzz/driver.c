/* driver.c — runs inputs through a fuzz harness without libFuzzer: every file named on
 * the command line, and every file in every directory named (sorted), once each.  make
 * test links each harness with it (any C compiler) to replay the seed corpus and every
 * crash ever found (tests/fuzz/corpus/NAME/, tests/fuzz/crashes/NAME/) as regression
 * inputs; a crash or sanitizer report ends the process as it would under libFuzzer. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "driver: cannot open %s\n", path);
        return 1;
    }
    size_t cap = 4096, n = 0;
    uint8_t *buf = malloc(cap);
    for (size_t r; buf && (r = fread(buf + n, 1, cap - n, f)) > 0;) {
        n += r;
        if (n == cap)
            buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    if (!buf)
        return 1;
    LLVMFuzzerTestOneInput(buf, n);
    free(buf);
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv)
{
    int inputs = 0, bad = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0)
            continue;                      /* a harness without crashes yet */
        if (!S_ISDIR(st.st_mode)) {
            bad += run_file(argv[i]);
            inputs++;
            continue;
        }
        DIR *dir = opendir(argv[i]);
        char **names = NULL;
        size_t n = 0;
        for (struct dirent *e; dir && (e = readdir(dir));) {
            if (e->d_name[0] == '.')
                continue;
            names = realloc(names, (n + 1) * sizeof *names);
            size_t len = strlen(argv[i]) + strlen(e->d_name) + 2;
            names[n] = malloc(len);
            snprintf(names[n++], len, "%s/%s", argv[i], e->d_name);
        }
        if (dir)
            closedir(dir);
        if (n)
            qsort(names, n, sizeof *names, by_name);
        for (size_t k = 0; k < n; k++) {
            bad += run_file(names[k]);
            inputs++;
            free(names[k]);
        }
        free(names);
    }
    printf("%d inputs replayed\n", inputs);
    return bad != 0;
}
