/* test_config.c — the options table, value parsing, files, includes and overrides. */
#include "harness.h"
#include "warpscope/config.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static char tmpdir[64];

static const char *tmp_file(const char *name, const char *text)
{
    static char path[5][256];
    static int k;
    if (!tmpdir[0]) {
        snprintf(tmpdir, sizeof tmpdir, "/tmp/ws-test-config-XXXXXX");
        if (!mkdtemp(tmpdir))
            abort();
    }
    char *p = path[k++ % 5];
    snprintf(p, 256, "%s/%s", tmpdir, name);
    FILE *f = fopen(p, "w");
    fputs(text, f);
    fclose(f);
    return p;
}

TEST(defaults_match_table)
{
    struct ws_config c;
    ws_config_defaults(&c);
    CHECK_INT(c.sm_count, 15);
    CHECK_INT(c.l1d_size, 16 * 1024);
    CHECK_INT(c.sm_shmem, 48 * 1024);
    CHECK_STR(c.sched_policy, "gto");
    CHECK_STR(c.icnt_topology, "crossbar");
    CHECK(!c.l1d_perfect);
    CHECK(c.clock_dram == 924.0);
    struct ws_err e = { 0 };
    CHECK_INT(ws_config_validate(&c, &e), 0);
}

/* CCWS Table 1: 8 GDDR3 channels at 800 MHz, 8 bytes per transfer each (a 64-bit
 * channel, GT200's 512-bit bus).  GDDR3 is double data rate and dram.bytes_per_cycle
 * counts bytes per DRAM command cycle (as gtx480.cfg's 32 = GDDR5's four transfers of
 * 8 B), so the preset moves 16 B per cycle: 102.4 GB/s in all, not 51.2. */
TEST(ccws_preset_gddr3_bandwidth)
{
    struct ws_config c;
    struct ws_err e = { 0 };
    ws_config_defaults(&c);
    CHECK_INT(ws_config_load(&c, "configs/ccws.cfg", &e), 0);
    CHECK_INT(c.dram_channels, 8);
    CHECK(c.clock_dram == 800.0);
    CHECK_INT(c.dram_bytes_per_cycle, 2 * 8);
    CHECK_INT((long long)(c.dram_channels * c.dram_bytes_per_cycle * c.clock_dram), 102400);
}

TEST(set_types_and_suffixes)
{
    struct ws_config c;
    struct ws_err e = { 0 };
    ws_config_defaults(&c);
    CHECK_INT(ws_config_set(&c, "l2.size", "128K", "t", &e), 0);
    CHECK_INT(c.l2_size, 131072);
    CHECK_INT(ws_config_set(&c, "l2.size", "1M", "t", &e), 0);
    CHECK_INT(c.l2_size, 1048576);
    CHECK_INT(ws_config_set(&c, "l1d.perfect", "yes", "t", &e), 0);
    CHECK(c.l1d_perfect);
    CHECK_INT(ws_config_set(&c, "clock.core", "1400.5", "t", &e), 0);
    CHECK(c.clock_core == 1400.5);
    CHECK_INT(ws_config_set(&c, "icnt.topology", "mesh", "t", &e), 0);
    CHECK_STR(c.icnt_topology, "mesh");
}

TEST(errors_name_the_place)
{
    struct ws_config c;
    struct ws_err e = { 0 };
    ws_config_defaults(&c);
    CHECK_INT(ws_config_set(&c, "l1d.sizee", "3", "x.cfg:4", &e), WS_ERR_INPUT);
    CHECK_STR(e.msg, "x.cfg:4: unknown key 'l1d.sizee' (did you mean 'l1d.size'?)");
    CHECK_INT(ws_config_set(&c, "sm.count", "many", "x.cfg:5", &e), WS_ERR_INPUT);
    CHECK_HAS(e.msg, "x.cfg:5: sm.count = 'many': expected an integer");
    CHECK_INT(ws_config_set(&c, "sm.count", "0", "x.cfg:6", &e), WS_ERR_INPUT);
    CHECK_HAS(e.msg, "out of range (expected 1 to 1024)");
    CHECK_INT(ws_config_set(&c, "l1d.perfect", "maybe", "w", &e), WS_ERR_INPUT);
    CHECK_HAS(e.msg, "expected true or false");
    CHECK_INT(ws_config_set(&c, "icnt.topology", "ring", "w", &e), WS_ERR_INPUT);
    CHECK_HAS(e.msg, "expected one of crossbar|mesh");
    CHECK_INT(ws_config_set(&c, "sm.count", "99999999999999999999", "w", &e), WS_ERR_INPUT);
    CHECK_INT(ws_config_set(&c, "sm.count", "8Q", "w", &e), WS_ERR_INPUT);
    CHECK_INT(ws_config_set(&c, "zzzzzzzz", "1", "w", &e), WS_ERR_INPUT);
    CHECK_HAS(e.msg, "`warpscope config` lists every key");
}

TEST(override_syntax)
{
    struct ws_config c;
    struct ws_err e = { 0 };
    ws_config_defaults(&c);
    CHECK_INT(ws_config_override(&c, "sm.count=4", &e), 0);
    CHECK_INT(c.sm_count, 4);
    CHECK_INT(ws_config_override(&c, "sm.count", &e), WS_ERR_INPUT);
    CHECK_STR(e.msg, "-o sm.count: expected KEY=VALUE");
    CHECK_INT(ws_config_override(&c, "=4", &e), WS_ERR_INPUT);
    CHECK_INT(ws_config_override(&c, "sm.count=", &e), WS_ERR_INPUT);
}

TEST(file_include_and_comments)
{
    struct ws_config c;
    struct ws_err e = { 0 };
    ws_config_defaults(&c);
    tmp_file("base.cfg", "# base\nsm.count = 4   # trailing comment\n\nl1d.size = 32K\n");
    const char *top = tmp_file("top.cfg", "include base.cfg\nsm.count = 6\n");
    CHECK_INT(ws_config_load(&c, top, &e), 0);
    CHECK_INT(c.sm_count, 6);
    CHECK_INT(c.l1d_size, 32768);
}

TEST(file_errors)
{
    struct ws_config c;
    struct ws_err e = { 0 };
    ws_config_defaults(&c);
    const char *bad = tmp_file("bad.cfg", "sm.count = 4\nthis is not a line\n");
    CHECK_INT(ws_config_load(&c, bad, &e), WS_ERR_INPUT);
    CHECK_HAS(e.msg, "bad.cfg:2: expected 'key = value' or 'include FILE'");
    const char *loop = tmp_file("loop.cfg", "include loop.cfg\n");
    CHECK_INT(ws_config_load(&c, loop, &e), WS_ERR_INPUT);
    CHECK_HAS(e.msg, "loop.cfg:1: include loop");
    const char *miss = tmp_file("miss.cfg", "\ninclude nope.cfg\n");
    CHECK_INT(ws_config_load(&c, miss, &e), WS_ERR_INPUT);
    CHECK_HAS(e.msg, "miss.cfg:2: cannot open included file");
    CHECK_INT(ws_config_load(&c, "/nonexistent/x.cfg", &e), WS_ERR_INPUT);
    CHECK_HAS(e.msg, "/nonexistent/x.cfg: cannot open config");
}

TEST(validate_cross_keys)
{
    struct ws_config c;
    struct ws_err e = { 0 };
    ws_config_defaults(&c);
    c.l1d_line = 96;
    CHECK_INT(ws_config_validate(&c, &e), WS_ERR_INPUT);
    CHECK_HAS(e.msg, "power of two");
    ws_config_defaults(&c);
    c.l1d_size = 1000;
    CHECK_INT(ws_config_validate(&c, &e), WS_ERR_INPUT);
    ws_config_defaults(&c);
    c.sm_simt_width = 12;
    CHECK_INT(ws_config_validate(&c, &e), WS_ERR_INPUT);
}

TEST(format_roundtrip)
{
    struct ws_config c, d;
    struct ws_err e = { 0 };
    ws_config_defaults(&c);
    ws_config_defaults(&d);
    c.sm_count = 7;
    c.clock_core = 1234.5;
    for (size_t i = 0; i < ws_config_nopts; i++) {
        char buf[256];
        ws_config_format(&c, &ws_config_opts[i], buf, sizeof buf);
        CHECK_INT(ws_config_set(&d, ws_config_opts[i].name, buf, "rt", &e), 0);
    }
    CHECK_INT(d.sm_count, 7);
    CHECK(d.clock_core == 1234.5);
}
