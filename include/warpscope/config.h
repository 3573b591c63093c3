/* config.h — the configuration system: one options table (WS_CONFIG_KEYS), a plain
 * struct of values, `key = value` files with `include`, and -o KEY=VAL overrides.
 *
 * To add a key: add one X(...) line below (field, name, type, default, min, max, unit,
 * doc) and describe it in configs/default.cfg (a test keeps the two in sync). */
#ifndef WARPSCOPE_CONFIG_H
#define WARPSCOPE_CONFIG_H

#include <stdint.h>
#include <stdbool.h>
#include <stddef.h>
#include "warpscope/util.h"

enum ws_opt_type {
    WS_OPT_INT,     /* int64, decimal, K/M/G suffixes accepted */
    WS_OPT_FLOAT,   /* double */
    WS_OPT_BOOL,    /* true/false, yes/no, on/off, 1/0 */
    WS_OPT_STR,     /* free text (up to WS_CONFIG_STR_MAX-1 bytes) */
    WS_OPT_ENUM     /* one of the '|'-separated words in `choices` */
};

#define WS_CONFIG_STR_MAX 128

/* X(field, "name", type, "default", min, max, "unit", "doc")
 * For ENUM the min/max are unused and the unit slot holds the choices ("a|b|c"). */
#define WS_CONFIG_KEYS(X) \
    X(clock_core,        "clock.core",        FLOAT, "700",   1, 1e5, "MHz", "core (SM) clock: one warp-scheduler decision per cycle") \
    X(clock_icnt,        "clock.icnt",        FLOAT, "700",   1, 1e5, "MHz", "interconnect clock") \
    X(clock_l2,          "clock.l2",          FLOAT, "700",   1, 1e5, "MHz", "L2 slice clock") \
    X(clock_dram,        "clock.dram",        FLOAT, "924",   1, 1e5, "MHz", "DRAM command clock (timing parameters count these cycles)") \
    X(sm_count,          "sm.count",          INT,   "15",    1, 1024, "", "number of SMs") \
    X(sm_warp_size,      "sm.warp_size",      INT,   "32",    1, 32, "threads", "threads per warp") \
    X(sm_simt_width,     "sm.simt_width",     INT,   "32",    1, 32, "lanes", "lanes per unit: a warp instruction occupies a unit warp_size/simt_width cycles") \
    X(sm_schedulers,     "sm.schedulers",     INT,   "2",     1, 8, "", "warp schedulers per SM (warp i belongs to scheduler i mod N)") \
    X(sm_max_warps,      "sm.max_warps",      INT,   "48",    1, 1024, "warps", "resident warps per SM") \
    X(sm_max_ctas,       "sm.max_ctas",       INT,   "8",     1, 64, "CTAs", "resident CTAs per SM") \
    X(sm_max_threads,    "sm.max_threads",    INT,   "1536",  1, 32768, "threads", "resident threads per SM") \
    X(sm_registers,      "sm.registers",      INT,   "32768", 1, 1048576, "regs", "32-bit registers per SM") \
    X(sm_shmem,          "sm.shmem",          INT,   "48K",   0, 16777216, "bytes", "shared memory per SM") \
    X(sm_alu_units,      "sm.alu_units",      INT,   "2",     1, 16, "", "ALU pipelines per SM") \
    X(sm_sfu_units,      "sm.sfu_units",      INT,   "1",     1, 16, "", "SFU pipelines per SM") \
    X(sm_alu_latency,    "sm.alu_latency",    INT,   "4",     1, 1000, "cycles", "cycles from issuing an ALU instruction until a dependent one may issue") \
    X(sm_sfu_latency,    "sm.sfu_latency",    INT,   "20",    1, 1000, "cycles", "SFU result latency") \
    X(sm_dp_latency,     "sm.dp_latency",     INT,   "8",     1, 1000, "cycles", "double-precision (DADD/DMUL/DFMA...) result latency") \
    X(sm_dp_interval,    "sm.dp_interval",    INT,   "8",     1, 1000, "cycles", "cycles a double-precision warp instruction holds its ALU pipeline (at least warp_size/simt_width)") \
    X(sm_shmem_latency,  "sm.shmem_latency",  INT,   "24",    1, 1000, "cycles", "shared-memory access latency") \
    X(sm_mem_units,      "sm.mem_units",      INT,   "1",     1, 16, "", "load/store units per SM (each takes one memory instruction per initiation interval)") \
    X(sm_skip,           "sm.skip",           BOOL,  "true",  0, 1, "", "skip issue evaluations that would repeat the last one (false: evaluate every cycle; results must not change, only speed)") \
    X(sm_const_latency,  "sm.const_latency",  INT,   "8",     1, 1000, "cycles", "constant/texture access latency (fixed: stated simplification)") \
    X(l1d_size,          "l1d.size",          INT,   "16K",   0, 16777216, "bytes", "L1 data cache capacity per SM") \
    X(l1d_line,          "l1d.line",          INT,   "128",   32, 256, "bytes", "L1 line size (64 or 128)") \
    X(l1d_assoc,         "l1d.assoc",         INT,   "4",     1, 64, "ways", "L1 associativity") \
    X(l1d_mshrs,         "l1d.mshrs",         INT,   "64",    1, 4096, "", "L1 miss status holding registers (one per outstanding line)") \
    X(l1d_mshr_merge,    "l1d.mshr_merge",    INT,   "8",     1, 64, "", "L1 misses merged into one MSHR entry at most") \
    X(l1d_miss_queue,    "l1d.miss_queue",    INT,   "8",     1, 4096, "requests", "L1 miss queue towards the interconnect (full: the memory unit stalls)") \
    X(l1d_latency,       "l1d.latency",       INT,   "1",     1, 1000, "cycles", "L1 hit latency") \
    X(l1d_perfect,       "l1d.perfect",       BOOL,  "false", 0, 1, "", "every L1 access hits (OWL's PMEM bound)") \
    X(icnt_topology,     "icnt.topology",     ENUM,  "crossbar", 0, 0, "crossbar|mesh", "interconnect between SMs and memory partitions") \
    X(icnt_latency,      "icnt.latency",      INT,   "8",     0, 10000, "cycles", "interconnect traversal latency (icnt cycles; per hop on a mesh)") \
    X(icnt_flit_bytes,   "icnt.flit_bytes",   INT,   "32",    1, 4096, "bytes", "interconnect flit (channel width): a line reply is line/flit_bytes flits, a read request 1") \
    X(icnt_queue,        "icnt.queue",        INT,   "16",    1, 4096, "packets", "interconnect buffer per port and direction (SM injection, partition return, ejection)") \
    X(l2_size,           "l2.size",           INT,   "64K",   0, 1073741824, "bytes", "L2 capacity per slice") \
    X(l2_line,           "l2.line",           INT,   "128",   32, 256, "bytes", "L2 line size") \
    X(l2_assoc,          "l2.assoc",          INT,   "8",     1, 64, "ways", "L2 associativity") \
    X(l2_latency,        "l2.latency",        INT,   "120",   1, 10000, "cycles", "L2 hit latency, as GPGPU-Sim's ROP latency (core cycles)") \
    X(l2_perfect,        "l2.perfect",        BOOL,  "false", 0, 1, "", "every L2 access hits (OWL's Perfect-L2 bound)") \
    X(l2_slices_per_channel, "l2.slices_per_channel", INT, "2", 1, 16, "", "L2 slices (sub-partitions) per DRAM channel; l2.size is per slice") \
    X(l2_mshrs,          "l2.mshrs",          INT,   "32",    1, 4096, "", "L2 miss status holding registers per slice") \
    X(l2_mshr_merge,     "l2.mshr_merge",     INT,   "4",     1, 64, "", "L2 misses merged into one MSHR entry") \
    X(l2_queue,          "l2.queue",          INT,   "8",     1, 4096, "requests", "L2 slice queues: towards DRAM, and waiting beyond the ROP latency pipeline") \
    X(l2_replacement,    "l2.replacement",    ENUM,  "lru",   0, 0, "lru|fifo", "L2 replacement policy") \
    X(dram_channels,     "dram.channels",     INT,   "6",     1, 64, "", "DRAM channels (memory controllers)") \
    X(dram_banks,        "dram.banks",        INT,   "16",    1, 64, "", "banks per channel") \
    X(dram_row_bytes,    "dram.row_bytes",    INT,   "4K",    64, 65536, "bytes", "row (page) size per bank; must match dram.addr_map's C+S bits") \
    X(dram_queue,        "dram.queue",        INT,   "64",    1, 4096, "requests", "DRAM controller request queue") \
    X(dram_return_queue, "dram.return_queue", INT,   "116",   1, 65536, "requests", "DRAM return queue: with dram.queue, the requests a channel takes from its L2 slices before their replies are collected (credits that cover dram.latency)") \
    X(dram_tCL,          "dram.tCL",          INT,   "12",    1, 1000, "dram cycles", "CAS latency") \
    X(dram_tRCD,         "dram.tRCD",         INT,   "12",    1, 1000, "dram cycles", "ACT to READ/WRITE") \
    X(dram_tRP,          "dram.tRP",          INT,   "12",    1, 1000, "dram cycles", "PRE to ACT") \
    X(dram_tRAS,         "dram.tRAS",         INT,   "28",    1, 1000, "dram cycles", "ACT to PRE") \
    X(dram_tRC,          "dram.tRC",          INT,   "40",    1, 1000, "dram cycles", "ACT to ACT, same bank") \
    X(dram_tRRD,         "dram.tRRD",         INT,   "6",     1, 1000, "dram cycles", "ACT to ACT, different banks") \
    X(dram_tCCD,         "dram.tCCD",         INT,   "2",     1, 1000, "dram cycles", "column command to column command") \
    X(dram_tWL,          "dram.tWL",          INT,   "4",     0, 1000, "dram cycles", "write latency") \
    X(dram_tWR,          "dram.tWR",          INT,   "12",    1, 1000, "dram cycles", "write recovery: end of write data to PRE") \
    X(dram_tCDLR,        "dram.tCDLR",        INT,   "5",     1, 1000, "dram cycles", "write to read turnaround") \
    X(dram_bytes_per_cycle, "dram.bytes_per_cycle", INT, "16", 1, 4096, "bytes", "data-bus bytes per DRAM cycle per channel") \
    X(dram_addr_map,     "dram.addr_map",     STR,   "dramid@8;00000000.00000000.00000000.00000000.0000RRRR.RRRRRRRR.BBBCCCCB.CCSSSSSS", 0, 0, "", "address mapping: channel bit position, then R/B/C/S bits from the low end (GPGPU-Sim syntax)") \
    X(dram_scheduler,    "dram.scheduler",    ENUM,  "frfcfs", 0, 0, "frfcfs|fcfs", "DRAM request scheduler: row hits first then oldest, or strictly oldest") \
    X(dram_latency,      "dram.latency",      INT,   "100",   0, 100000, "cycles", "minimum L2-to-DRAM latency, as GPGPU-Sim's dram_latency (core cycles)") \
    X(dram_bank_groups,  "dram.bank_groups",  INT,   "1",     1, 64, "", "bank groups per channel (column commands in one group are tCCDL apart)") \
    X(dram_tCCDL,        "dram.tCCDL",        INT,   "0",     0, 1000, "dram cycles", "column to column in the same bank group (0: same as tCCD)") \
    X(sched_policy,      "sched.policy",      STR,   "gto",   0, 0, "", "warp-scheduling policy (see `warpscope policies`)") \
    X(tl_group_size,     "tl.group_size",     INT,   "8",     1, 1024, "warps", "two-level: warps per fetch group") \
    X(tl_inner,          "tl.inner",          ENUM,  "rr",    0, 0, "rr|gto", "two-level: order among the warps of the active fetch group") \
    X(tl_outer,          "tl.outer",          ENUM,  "rr",    0, 0, "rr|gto", "two-level: which fetch group becomes active next") \
    X(tla_active,        "tla.active",        INT,   "8",     1, 1024, "warps", "two-level active: ready-queue size") \
    X(swl_limit,         "swl.limit",         INT,   "8",     1, 1024, "warps", "static wavefront limiting: warps that may issue") \
    X(owl_group_min_warps, "owl.group_min_warps", INT, "8",   1, 1024, "warps", "OWL: minimum warps per CTA group (Algorithm 1)") \
    X(owl_prefetch_lower,  "owl.prefetch_lower",  INT, "8",   0, 1024, "lines", "OWL: lines prefetched per open row when the queue is busy") \
    X(owl_prefetch_higher, "owl.prefetch_higher", INT, "16",  0, 1024, "lines", "OWL: lines prefetched per open row when the queue is quiet") \
    X(owl_prefetch_threshold, "owl.prefetch_threshold", INT, "0", 0, 4096, "requests", "OWL: queue length below which prefetch_higher applies (0: the running average)") \
    X(ccws_k,            "ccws.k",            FLOAT, "8",     0, 1e6, "", "CCWS: lost-locality score scale K") \
    X(ccws_base_score,   "ccws.base_score",   INT,   "100",   1, 1000000, "", "CCWS: base locality score per warp") \
    X(ccws_vta_entries,  "ccws.vta_entries",  INT,   "16",    1, 4096, "tags", "CCWS: victim tag array entries per warp") \
    X(ccws_vta_assoc,    "ccws.vta_assoc",    INT,   "8",     1, 4096, "ways", "CCWS: victim tag array associativity") \
    X(pro_threshold,     "pro.threshold",     INT,   "1000",  1, 100000000, "cycles", "PRO: cycles between re-sorts") \
    X(ctaa_percta_entries, "ctaa.percta_entries", INT, "2",   1, 64, "", "CTAA: PerCTA table entries per CTA") \
    X(ctaa_dist_entries, "ctaa.dist_entries", INT,   "2",     1, 64, "", "CTAA: DIST table entries per SM") \
    X(ctaa_mispredict_threshold, "ctaa.mispredict_threshold", INT, "128", 0, 1000000, "", "CTAA: stop prefetching a PC above this many mispredictions") \
    X(ctaa_max_lines,    "ctaa.max_lines",    INT,   "4",     1, 32, "lines", "CTAA: prefetch only loads touching at most this many lines") \
    X(sim_seed,          "sim.seed",          INT,   "1",     0, 9.2e18, "", "seed of the model's PRNG (ties broken deterministically)")

#define WS_CFG_CTYPE_INT   int64_t
#define WS_CFG_CTYPE_FLOAT double
#define WS_CFG_CTYPE_BOOL  bool
#define WS_CFG_FIELD_STR(f)  char f[WS_CONFIG_STR_MAX];
#define WS_CFG_FIELD_ENUM(f) char f[WS_CONFIG_STR_MAX];
#define WS_CFG_FIELD_INT(f)   int64_t f;
#define WS_CFG_FIELD_FLOAT(f) double f;
#define WS_CFG_FIELD_BOOL(f)  bool f;
#define WS_CFG_FIELD(field, name, type, def, mn, mx, unit, doc) WS_CFG_FIELD_##type(field)

/* Every value, by field name: cfg->sm_count, cfg->dram_tRCD, cfg->sched_policy ...
 * Plain data: copying the struct copies the configuration. */
struct ws_config {
    WS_CONFIG_KEYS(WS_CFG_FIELD)
};

/* One row of the options table. */
struct ws_opt {
    const char *name;     /* "l1d.size" */
    enum ws_opt_type type;
    const char *def;      /* default, as text */
    double min, max;      /* inclusive range for INT and FLOAT */
    const char *unit;     /* unit word, or the choices for ENUM */
    const char *doc;      /* one line */
    size_t offset;        /* offsetof(struct ws_config, field) */
};

extern const struct ws_opt ws_config_opts[];
extern const size_t ws_config_nopts;

/* Fill every key with its default. */
void ws_config_defaults(struct ws_config *c);
/* Look a key up by exact name; NULL when unknown. */
const struct ws_opt *ws_config_find(const char *name);
/* Set one key from text.  `where` prefixes any error ("gtx480.cfg:12" or
 * "-o l1d.size=3"); unknown keys get a "did you mean" suggestion. */
int ws_config_set(struct ws_config *c, const char *key, const char *value,
                  const char *where, struct ws_err *err);
/* Apply "KEY=VAL" (an -o argument). */
int ws_config_override(struct ws_config *c, const char *kv, struct ws_err *err);
/* Load a file of `key = value` lines, `# comments` and `include FILE` (relative to the
 * including file's directory).  Include loops and missing files are errors. */
int ws_config_load(struct ws_config *c, const char *path, struct ws_err *err);
/* Format a key's current value as text (sizes stay plain integers). */
void ws_config_format(const struct ws_config *c, const struct ws_opt *o, char *buf, size_t n);
/* Cross-key checks (e.g. l1d.size divisible by line*assoc); called before simulating. */
int ws_config_validate(const struct ws_config *c, struct ws_err *err);

#endif
