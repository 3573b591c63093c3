/* harness.h — a small unit-test harness: TEST(name) { CHECK(...); } registers a test;
 * harness.c's main runs them (optionally only those named on the command line) and
 * prints "N passed, N failed". */
#ifndef WS_TEST_HARNESS_H
#define WS_TEST_HARNESS_H

#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <stdbool.h>

typedef void (*ws_test_fn)(void);
void ws_test_register(const char *name, ws_test_fn fn);
/* Record a failed check; tests continue after a failed CHECK. */
void ws_test_fail(const char *file, int line, const char *fmt, ...);
/* Directory of the shared traces (../shared next to the repository), or NULL. */
const char *ws_test_shared(void);

#define TEST(name)                                                             \
    static void test_##name(void);                                             \
    __attribute__((constructor)) static void reg_##name(void)                  \
    { ws_test_register(#name, test_##name); }                                  \
    static void test_##name(void)

#define CHECK(cond)                                                            \
    do { if (!(cond)) ws_test_fail(__FILE__, __LINE__, "%s", #cond); } while (0)

#define CHECK_INT(a, b)                                                        \
    do { long long va_ = (long long)(a), vb_ = (long long)(b);                 \
         if (va_ != vb_) ws_test_fail(__FILE__, __LINE__, "%s == %s: %lld != %lld", \
                                      #a, #b, va_, vb_); } while (0)

#define CHECK_STR(a, b)                                                        \
    do { const char *sa_ = (a), *sb_ = (b);                                    \
         if (!sa_ || !sb_ || strcmp(sa_, sb_))                                 \
             ws_test_fail(__FILE__, __LINE__, "%s == %s: \"%s\" != \"%s\"",    \
                          #a, #b, sa_ ? sa_ : "(null)", sb_ ? sb_ : "(null)"); } while (0)

/* Substring check: a contains b. */
#define CHECK_HAS(a, b)                                                        \
    do { const char *sa_ = (a), *sb_ = (b);                                    \
         if (!sa_ || !sb_ || !strstr(sa_, sb_))                                \
             ws_test_fail(__FILE__, __LINE__, "%s contains %s: \"%s\" lacks \"%s\"", \
                          #a, #b, sa_ ? sa_ : "(null)", sb_ ? sb_ : "(null)"); } while (0)

#endif
