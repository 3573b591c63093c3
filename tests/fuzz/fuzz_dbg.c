/* fuzz_dbg.c — libFuzzer harness of the debugger's command line (src/dbg/): a session
 * on a small .wst under a tiny GPU, fed the input one line at a time as a script is —
 * every command, including the run-control ones (run, continue, step, next, until,
 * finish, source, file, commands ... end), breakpoints, watches, displays, info, why,
 * focus, set and show.  The first byte's low bit picks batch mode, its next bit two
 * simulators in lockstep (debug --diff: the tiny GPU's policy and lrr).  So that an input
 * stays fast, a run is stopped after a budget of simulation chunks (through the
 * front-end frame hook, as a key press stops the TUI), `set` may change only keys that
 * do not grow the GPU, and lines naming a demo: trace are skipped (a demo's size is
 * its parameters').  Files the commands may name lie in the scratch directory:
 * t.wst, s.ws (a script) and x.ws (a script that sources s.ws). */
#include "fuzz.h"
#include "warpscope/config.h"
#include "warpscope/dbg.h"

#define FUZZ_MAX_LINES 64
#define FUZZ_MAX_FRAMES 64        /* chunks of DBG_CHUNK_CYCLES per input */

static struct ws_config fuzz_cfg;
static int fuzz_frames;

static void fuzz_sink(void *ctx, const char *text)
{
    (void)ctx;
    (void)text;
}

static bool fuzz_frame(void *ctx, struct ws_dbg *d)
{
    (void)ctx;
    (void)d;
    return ++fuzz_frames > FUZZ_MAX_FRAMES;
}

/* Keys `set` may change: policy parameters and switches, none that grows the GPU. */
static bool fuzz_key_allowed(const char *key)
{
    static const char *const ok[] = {
        "sched.policy", "sm.skip", "tl.group_size", "tla.active", "swl.limit", "ccws.k",
        "ccws.base_score", "pro.threshold", "owl.group_min_warps", "owl.prefetch_lower",
        "owl.prefetch_higher", "owl.prefetch_threshold", "ctaa.mispredict_threshold",
        "ctaa.max_lines", "l1d.perfect", "l2.perfect", NULL
    };
    for (int i = 0; ok[i]; i++)
        if (!strcmp(key, ok[i]))
            return true;
    return !ws_config_find(key);   /* an unknown key only makes an error */
}

/* Should the harness skip this line (see the top comment)? */
static bool fuzz_skip(const char *line)
{
    if (strstr(line, "demo:"))
        return true;
    char word[64], key[128];
    if (sscanf(line, " %63s %127s", word, key) != 2)
        return false;
    struct ws_err err = { 0 };
    const struct ws_dbg_cmd *c = ws_dbg_cmd_find(word, &err);
    return c && !strcmp(c->name, "set") && !fuzz_key_allowed(key);
}

static void fuzz_setup(void)
{
    ws_config_defaults(&fuzz_cfg);
    struct ws_err err = { 0 };
    if (ws_config_load(&fuzz_cfg, "configs/tiny.cfg", &err))
        ws_config_override(&fuzz_cfg, "sm.count=2", &err);
    if (chdir(fuzz_dir()) != 0)
        abort();
    struct ws_trace *t = ws_trace_open("demo:vecadd:n=1024", &err);
    struct ws_wst_writer *w = t ? ws_wst_create("t.wst", &err) : NULL;
    if (!w || ws_wst_begin_kernel(w, &t->kernel[0], &err))
        abort();
    for (uint32_t c = 0; c < t->kernel[0].ncta; c++) {
        struct ws_cta_trace ct;
        if (ws_trace_load_cta(t, 0, c, &ct, &err) || ws_wst_add_cta(w, &ct, t, &err))
            abort();
        ws_cta_trace_free(&ct);
    }
    if (ws_wst_finish(w, &err))
        abort();
    ws_trace_close(t);
    static const char s[] = "break cta-finish\ncontinue\ninfo warps\nwhy 0\ndisplay cycle\nnext 3\n";
    fuzz_write("s.ws", s, sizeof s - 1);
    static const char x[] = "source s.ws\nrun\n";
    fuzz_write("x.ws", x, sizeof x - 1);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static bool ready;
    if (!ready) {
        fuzz_setup();
        ready = true;
    }
    if (size < 1 || size > 16384)
        return 0;
    struct ws_err err = { 0 };
    struct ws_dbg *d = ws_dbg_new(&fuzz_cfg, "t.wst", fuzz_sink, NULL, &err);
    if (!d)
        abort();
    if (data[0] & 2) {   /* debug --diff: break diverge, a./b. names, focus a|b, info diff */
        struct ws_config cfg[2] = { fuzz_cfg, fuzz_cfg };
        if (ws_config_set(&cfg[1], "sched.policy", "lrr", "fuzz", &err))
            abort();
        const char *label[2] = { "A", "B" };
        const char *desc[2] = { cfg[0].sched_policy, cfg[1].sched_policy };
        if (ws_dbg_diff_open(d, cfg, label, desc, &err))
            abort();
    }
    d->batch = data[0] & 1;
    d->fe.frame = fuzz_frame;
    fuzz_frames = 0;
    char *text = ws_strndup((const char *)data + 1, size - 1);
    char *save = NULL;
    int n = 0;
    for (char *line = strtok_r(text, "\n", &save); line && !d->quit && n < FUZZ_MAX_LINES;
         line = strtok_r(NULL, "\n", &save), n++) {
        if (strlen(line) > 512)
            line[512] = '\0';
        if (fuzz_skip(line))
            continue;
        int rc = ws_dbg_exec(d, line, true);
        if (rc && d->batch)
            break;
    }
    free(text);
    ws_dbg_free(d);
    return 0;
}
