/* cmd_trace.c — `warpscope trace info|convert|export|dump`: summarise, convert to .wst,
 * export as an Accel-Sim trace directory and print traces of any supported format. */
#include "cli.h"
#include "warpscope/trace.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* Counts over a set of CTAs.  Invariant: mem_insts == sum(by_space). */
struct tr_stats {
    uint64_t kernels, ctas, warps, warp_insts, thread_insts, mem_insts;
    uint64_t by_space[WS_SPACE_COUNT], by_unit[WS_UNIT_COUNT];
};

static const char *const tr_space_names[WS_SPACE_COUNT] = {
    "none", "global", "local", "shared", "const", "tex"
};
static const char *const tr_unit_names[WS_UNIT_COUNT] = { "alu", "sfu", "mem", "bar", "exit", "dp" };

static const char tr_usage_all[] =
    "usage: warpscope trace info [--json] [--locality [-c CFG] [-o KEY=VAL]...] TRACE\n"
    "       warpscope trace convert IN OUT.wst\n"
    "       warpscope trace export TRACE DIR\n"
    "       warpscope trace dump [--kernel N] [--cta N] [--warp N] [--lanes] TRACE\n";

void cli_trace_warnings(const struct ws_trace *t)
{
    const char *w;
    for (uint32_t i = 0; (w = ws_trace_warning(t, i)); i++)
        fprintf(stderr, "warpscope: warning: %s\n", w);
}

static void tr_add(struct tr_stats *a, const struct tr_stats *b)
{
    a->kernels += b->kernels;
    a->ctas += b->ctas;
    a->warps += b->warps;
    a->warp_insts += b->warp_insts;
    a->thread_insts += b->thread_insts;
    a->mem_insts += b->mem_insts;
    for (int i = 0; i < WS_SPACE_COUNT; i++)
        a->by_space[i] += b->by_space[i];
    for (int i = 0; i < WS_UNIT_COUNT; i++)
        a->by_unit[i] += b->by_unit[i];
}

/* Counts one kernel; per-opcode counts accumulate into *opc (grown as needed). */
static int tr_count_kernel(struct ws_trace *t, uint32_t k, struct tr_stats *s,
                           uint64_t **opc, size_t *opc_cap, struct ws_err *err)
{
    memset(s, 0, sizeof *s);
    s->kernels = 1;
    s->ctas = t->kernel[k].ncta;
    for (uint32_t c = 0; c < t->kernel[k].ncta; c++) {
        struct ws_cta_trace cta;
        if (ws_trace_load_cta(t, k, c, &cta, err))
            return err->code;
        s->warps += cta.nwarps;
        for (uint32_t w = 0; w < cta.nwarps; w++) {
            const struct ws_warp_trace *wt = &cta.warp[w];
            s->warp_insts += wt->ninst;
            for (uint32_t i = 0; i < wt->ninst; i++) {
                const struct ws_inst *in = &wt->inst[i];
                s->thread_insts += (uint64_t)__builtin_popcount(in->mask);
                s->by_unit[in->unit < WS_UNIT_COUNT ? in->unit : 0]++;
                if (in->unit == WS_UNIT_MEM) {
                    s->mem_insts++;
                    s->by_space[in->space < WS_SPACE_COUNT ? in->space : 0]++;
                }
                if (in->op >= *opc_cap) {
                    size_t old = *opc_cap;
                    WS_GROW(*opc, *opc_cap, (size_t)in->op + 1);
                    memset(*opc + old, 0, (*opc_cap - old) * sizeof **opc);
                }
                (*opc)[in->op]++;
            }
        }
        ws_cta_trace_free(&cta);
    }
    return 0;
}

static void tr_json_str(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            printf("\\%c", c);
        else if (c < 32 || c >= 127)
            printf("\\u%04x", c);
        else
            putchar(c);
    }
    putchar('"');
}

static void tr_json_counts(const struct tr_stats *s, bool totals)
{
    printf("\"ctas\": %" PRIu64 ", \"warps\": %" PRIu64 ", \"warp_insts\": %" PRIu64
           ", \"thread_insts\": %" PRIu64 ", \"mem_insts\": %" PRIu64, s->ctas, s->warps,
           s->warp_insts, s->thread_insts, s->mem_insts);
    if (totals)
        return;
    printf(", \"mem_by_space\": {");
    for (int i = 1; i < WS_SPACE_COUNT; i++)
        printf("%s\"%s\": %" PRIu64, i > 1 ? ", " : "", tr_space_names[i], s->by_space[i]);
    printf("}, \"classes\": {");
    for (int i = 0; i < WS_UNIT_COUNT; i++)
        printf("%s\"%s\": %" PRIu64, i ? ", " : "", tr_unit_names[i], s->by_unit[i]);
    printf("}");
}

static void tr_text_counts(const struct tr_stats *s)
{
    printf("  ctas %" PRIu64 "  warps %" PRIu64 "  warp_insts %" PRIu64 "  thread_insts %"
           PRIu64 "  mem_insts %" PRIu64 "\n", s->ctas, s->warps, s->warp_insts,
           s->thread_insts, s->mem_insts);
    printf("  memory by space:");
    for (int i = 1; i < WS_SPACE_COUNT; i++)
        printf(" %s %" PRIu64, tr_space_names[i], s->by_space[i]);
    printf("\n  classes:");
    for (int i = 0; i < WS_UNIT_COUNT; i++)
        printf(" %s %" PRIu64, tr_unit_names[i], s->by_unit[i]);
    printf("\n");
}

static int tr_info(struct ws_trace *t, bool json)
{
    struct ws_err err = { 0 };
    struct tr_stats tot = { 0 }, *ks = ws_calloc(t->nkernels + 1u, sizeof *ks);
    uint64_t *opc = NULL;
    size_t opc_cap = 0;
    struct ws_trace_notes notes;
    ws_trace_notes(t, &notes);
    for (uint32_t k = 0; k < t->nkernels; k++) {
        if (tr_count_kernel(t, k, &ks[k], &opc, &opc_cap, &err)) {
            free(ks);
            free(opc);
            return cli_report(&err);
        }
        tr_add(&tot, &ks[k]);
    }
    if (json) {
        printf("{\"trace\": ");
        tr_json_str(t->path);
        printf(", \"format\": \"%s\", \"kernels\": [", t->ops->format);
        for (uint32_t k = 0; k < t->nkernels; k++) {
            const struct ws_kernel_info *ki = &t->kernel[k];
            printf("%s\n  {\"id\": %u, \"name\": ", k ? "," : "", ki->id);
            tr_json_str(ki->name ? ki->name : "");
            printf(", \"grid\": [%u, %u, %u], \"block\": [%u, %u, %u], \"nregs\": %u, "
                   "\"shmem\": %u, \"binary_version\": %u, ", ki->grid[0], ki->grid[1],
                   ki->grid[2], ki->block[0], ki->block[1], ki->block[2], ki->nregs,
                   ki->shmem, ki->binary_version);
            tr_json_counts(&ks[k], false);
            printf("}");
        }
        printf("],\n \"totals\": {\"kernels\": %" PRIu64 ", ", tot.kernels);
        tr_json_counts(&tot, true);
        printf("},\n \"mem_by_space\": {");
        for (int i = 1; i < WS_SPACE_COUNT; i++)
            printf("%s\"%s\": %" PRIu64, i > 1 ? ", " : "", tr_space_names[i], tot.by_space[i]);
        printf("}, \"classes\": {");
        for (int i = 0; i < WS_UNIT_COUNT; i++)
            printf("%s\"%s\": %" PRIu64, i ? ", " : "", tr_unit_names[i], tot.by_unit[i]);
        printf("},\n \"unknown_opcodes\": {");
        int n = 0;
        for (uint32_t i = 0; i < t->nopcodes; i++)
            if (t->opcode_unknown[i] && i < opc_cap && opc[i]) {
                printf("%s", n++ ? ", " : "");
                tr_json_str(t->opcode[i]);
                printf(": %" PRIu64, opc[i]);
            }
        printf("},\n \"surplus_lines\": {\"base_delta\": %" PRIu64 ", \"other\": %" PRIu64
               "}, \"absent_ctas\": %" PRIu64 "}\n", notes.surplus_delta_lines,
               notes.surplus_value_lines, notes.missing_ctas);
    } else {
        printf("trace %s (%s)\n", t->path, t->ops->format);
        for (uint32_t k = 0; k < t->nkernels; k++) {
            const struct ws_kernel_info *ki = &t->kernel[k];
            printf("kernel %u %s\n  grid (%u,%u,%u) block (%u,%u,%u) regs %u shmem %u sm %u\n",
                   ki->id, ki->name ? ki->name : "", ki->grid[0], ki->grid[1], ki->grid[2],
                   ki->block[0], ki->block[1], ki->block[2], ki->nregs, ki->shmem,
                   ki->binary_version);
            tr_text_counts(&ks[k]);
        }
        printf("total\n  kernels %" PRIu64 "\n", tot.kernels);
        tr_text_counts(&tot);
        printf("unknown opcodes:");
        int n = 0;
        for (uint32_t i = 0; i < t->nopcodes; i++)
            if (t->opcode_unknown[i] && i < opc_cap && opc[i])
                printf(" %s (%" PRIu64 ")", t->opcode[i], opc[i]), n++;
        printf("%s\n", n ? "" : " none");
        if (notes.surplus_delta_lines + notes.surplus_value_lines)
            printf("lines with surplus values (ignored): base+delta %" PRIu64 " other %"
                   PRIu64 "\n", notes.surplus_delta_lines, notes.surplus_value_lines);
        if (notes.missing_ctas)
            printf("absent thread blocks (run empty): %" PRIu64 "\n", notes.missing_ctas);
    }
    free(ks);
    free(opc);
    return WS_OK;
}

static void tr_dump_inst(const struct ws_trace *t, const struct ws_warp_trace *w,
                         const struct ws_inst *in, bool lanes)
{
    printf("  %04x %08x %-22s", in->pc, in->mask, ws_trace_opcode_name(t, in->op));
    for (int i = 0; i < in->ndst; i++)
        printf("%sR%u", i ? "," : " ", in->dst[i]);
    printf(" <-");
    for (int i = 0; i < in->nsrc; i++)
        printf("%sR%u", i ? "," : " ", in->src[i]);
    if (in->unit == WS_UNIT_MEM) {
        static const char *const memops[] = { "none", "load", "store", "atomic" };
        printf("  %s %s %uB", tr_space_names[in->space < WS_SPACE_COUNT ? in->space : 0],
               memops[in->memop & 3], in->width);
        uint64_t a[32];
        int n = ws_inst_addrs(w, in, a);
        if (in->addr_mode == WS_ADDR_STRIDE && !lanes)
            printf(" 0x%" PRIx64 "%+d*k (%d lanes)", in->base, in->stride, n);
        else
            for (int i = 0; i < n; i++)
                printf("%s0x%" PRIx64, i ? "," : " ", a[i]);
    } else if (in->unit != WS_UNIT_ALU) {
        printf("  %s", tr_unit_names[in->unit < WS_UNIT_COUNT ? in->unit : 0]);
    }
    if (in->imm)
        printf("  imm %" PRId64, in->imm);
    printf("\n");
}

static int tr_dump(struct ws_trace *t, int64_t kern, int64_t cta, int64_t warp, bool lanes)
{
    struct ws_err err = { 0 };
    for (uint32_t k = 0; k < t->nkernels; k++) {
        const struct ws_kernel_info *ki = &t->kernel[k];
        if (kern >= 0 && (uint32_t)kern != ki->id)
            continue;
        printf("kernel %u %s grid (%u,%u,%u) block (%u,%u,%u) regs %u shmem %u sm %u\n",
               ki->id, ki->name ? ki->name : "", ki->grid[0], ki->grid[1], ki->grid[2],
               ki->block[0], ki->block[1], ki->block[2], ki->nregs, ki->shmem,
               ki->binary_version);
        if (cta >= 0 && (uint64_t)cta >= ki->ncta) {
            cli_error("kernel %u has %u CTAs: no CTA %" PRId64, ki->id, ki->ncta, cta);
            return WS_ERR_INPUT;
        }
        for (uint32_t c = 0; c < ki->ncta; c++) {
            if (cta >= 0 && (uint32_t)cta != c)
                continue;
            struct ws_cta_trace ct;
            if (ws_trace_load_cta(t, k, c, &ct, &err))
                return cli_report(&err);
            printf("cta %u warps %u\n", ct.id, ct.nwarps);
            for (uint32_t w = 0; w < ct.nwarps; w++) {
                if (warp >= 0 && (uint32_t)warp != w)
                    continue;
                printf(" warp %u insts %u\n", w, ct.warp[w].ninst);
                for (uint32_t i = 0; i < ct.warp[w].ninst; i++)
                    tr_dump_inst(t, &ct.warp[w], &ct.warp[w].inst[i], lanes);
            }
            ws_cta_trace_free(&ct);
        }
    }
    return WS_OK;
}

static int tr_convert(struct ws_trace *t, const char *out)
{
    struct ws_err err = { 0 };
    struct ws_wst_writer *w = ws_wst_create(out, &err);
    if (!w)
        return cli_report(&err);
    for (uint32_t k = 0; k < t->nkernels; k++) {
        if (ws_wst_begin_kernel(w, &t->kernel[k], &err))
            goto fail;
        for (uint32_t c = 0; c < t->kernel[k].ncta; c++) {
            struct ws_cta_trace ct;
            if (ws_trace_load_cta(t, k, c, &ct, &err))
                goto fail;
            int rc = ws_wst_add_cta(w, &ct, t, &err);
            ws_cta_trace_free(&ct);
            if (rc)
                goto fail;
        }
    }
    if (ws_wst_finish(w, &err))
        return cli_report(&err);
    return WS_OK;
fail:
    ws_wst_abort(w);
    return cli_report(&err);
}

static int tr_export(struct ws_trace *t, const char *dir)
{
    struct ws_err err = { 0 };
    struct ws_export_notes n;
    if (ws_accelsim_export(t, dir, &n, &err))
        return cli_report(&err);
    if (n.unexited_warps)
        fprintf(stderr, "warpscope: warning: %s: %" PRIu64 " warp%s (the first: kernel %u "
                "CTA %u warp %u) %s no instructions or a thread that never reaches an EXIT; "
                "Accel-Sim stops with an assertion or a crash on such a warp\n", dir,
                n.unexited_warps, n.unexited_warps > 1 ? "s" : "", n.first_kernel,
                n.first_cta, n.first_warp, n.unexited_warps > 1 ? "have" : "has");
    return WS_OK;
}

/* Hidden: `trace bench TRACE [SECONDS]` opens and reads every CTA repeatedly for at
 * least SECONDS (default 1) and prints the rate; used by tests/bench/trace.sh. */
static int tr_bench(const char *path, double min_s)
{
    struct ws_err err = { 0 };
    uint64_t insts = 0, loops = 0;
    double t0 = ws_wall_seconds(), el = 0;
    do {
        struct ws_trace *t = ws_trace_open(path, &err);
        if (!t)
            return cli_report(&err);
        for (uint32_t k = 0; k < t->nkernels; k++)
            for (uint32_t c = 0; c < t->kernel[k].ncta; c++) {
                struct ws_cta_trace ct;
                if (ws_trace_load_cta(t, k, c, &ct, &err)) {
                    ws_trace_close(t);
                    return cli_report(&err);
                }
                for (uint32_t w = 0; w < ct.nwarps; w++)
                    insts += ct.warp[w].ninst;
                ws_cta_trace_free(&ct);
            }
        ws_trace_close(t);
        loops++;
        el = ws_wall_seconds() - t0;
    } while (el < min_s);
    printf("loops %" PRIu64 " seconds %.4f warp_insts %" PRIu64 " warp_insts_per_s %.0f "
           "seconds_per_loop %.6f\n", loops, el, insts, (double)insts / el, el / (double)loops);
    return WS_OK;
}

static int tr_sub_usage(const char *fmt, const char *arg)
{
    fputs("warpscope: ", stderr);
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\n%sTry 'warpscope trace --help' for more.\n", tr_usage_all);
    return WS_ERR_INPUT;
}

static bool tr_num(const char *s, int64_t *out)
{
    return s && ws_parse_i64(s, out) && *out >= 0;
}

int cmd_trace_main(int argc, char **argv)
{
    const struct cli_cmd *cmd = cli_find("trace");
    if (argc < 2)
        return cli_usage(cmd, "missing subcommand (info, convert, export or dump)");
    const char *sub = argv[1];
    if (cli_is_help(sub) || !strcmp(sub, "help"))
        return cli_help(cmd);
    bool json = false, lanes = false, locality = false;
    struct cli_simopts so = { 0 };
    int64_t kern = -1, cta = -1, warp = -1;
    const char *pos[2] = { NULL, NULL };
    int npos = 0;
    if (strcmp(sub, "info") && strcmp(sub, "convert") && strcmp(sub, "export") &&
        strcmp(sub, "dump") && strcmp(sub, "bench"))
        return cli_usage(cmd, "unknown trace subcommand '%s' (expected info, convert, export "
                         "or dump)", sub);
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        if (cli_is_help(a)) {
            cli_simopts_free(&so);
            return cli_help(cmd);
        }
        if (!strcmp(sub, "info") && !strcmp(a, "--json"))
            json = true;
        else if (!strcmp(sub, "info") && !strcmp(a, "--locality"))
            locality = true;
        else if (!strcmp(sub, "info") && (!strcmp(a, "-c") || !strcmp(a, "--config") ||
                                          !strcmp(a, "-o") || !strcmp(a, "--option"))) {
            if (cli_simopt(cmd, argc, argv, &i, &so) < 0) {
                cli_simopts_free(&so);
                return WS_ERR_INPUT;
            }
        } else if (!strcmp(sub, "dump") && !strcmp(a, "--lanes"))
            lanes = true;
        else if (!strcmp(sub, "dump") && (!strcmp(a, "--cta") || !strcmp(a, "--warp") ||
                                          !strcmp(a, "--kernel"))) {
            int64_t *dst = a[2] == 'c' ? &cta : a[2] == 'w' ? &warp : &kern;
            if (!tr_num(i + 1 < argc ? argv[i + 1] : NULL, dst)) {
                cli_simopts_free(&so);
                return tr_sub_usage("option '%s' needs a non-negative number", a);
            }
            i++;
        } else if (a[0] == '-' && a[1]) {
            cli_simopts_free(&so);
            return tr_sub_usage("unknown option '%s'", a);
        } else if (npos < 2) {
            pos[npos++] = a;
        } else {
            cli_simopts_free(&so);
            return tr_sub_usage("unexpected argument '%s'", a);
        }
    }
    int want = !strcmp(sub, "convert") || !strcmp(sub, "export") ? 2
               : !strcmp(sub, "bench") ? npos : 1;
    if (npos != want || npos == 0) {
        cli_simopts_free(&so);
        return tr_sub_usage("trace %s: wrong number of arguments", sub);
    }
    if (!strcmp(sub, "bench")) {
        double s = 1.0;
        if (npos > 1 && (!ws_parse_double(pos[1], &s) || s < 0))
            return tr_sub_usage("bad seconds '%s'", pos[1]);
        return tr_bench(pos[0], s);
    }
    if ((so.cfg || so.noverrides) && !locality) {
        cli_simopts_free(&so);
        return tr_sub_usage("trace %s: -c and -o apply only with --locality", sub);
    }
    struct ws_err err = { 0 };
    struct ws_trace *t = ws_trace_open(pos[0], &err);
    if (!t) {
        cli_simopts_free(&so);
        return cli_report(&err);
    }
    cli_trace_warnings(t);
    int rc;
    if (!strcmp(sub, "info"))
        rc = locality ? cli_trace_locality(t, &so, json) : tr_info(t, json);
    else if (!strcmp(sub, "dump"))
        rc = tr_dump(t, kern, cta, warp, lanes);
    else if (!strcmp(sub, "export"))
        rc = tr_export(t, pos[1]);
    else
        rc = tr_convert(t, pos[1]);
    cli_simopts_free(&so);
    ws_trace_close(t);
    return rc;
}
