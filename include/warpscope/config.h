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
    X(sm_alu_units,      "sm.alu_units",      INT,   "2",     0, 16, "", "SP (ALU) units per SM (-gpgpu_num_sp_units)") \
    X(sm_sfu_units,      "sm.sfu_units",      INT,   "1",     0, 16, "", "SFU units per SM (-gpgpu_num_sfu_units); they also run DP ops when sm.dp_units = 0") \
    X(sm_dp_units,       "sm.dp_units",       INT,   "0",     0, 16, "", "double-precision units per SM (-gpgpu_num_dp_units)") \
    X(sm_int_units,      "sm.int_units",      INT,   "0",     0, 16, "", "integer units per SM (-gpgpu_num_int_units; 0: ALU and INT ops run on the SP units)") \
    X(sm_tensor_units,   "sm.tensor_units",   INT,   "0",     0, 16, "", "tensor-core units per SM (-gpgpu_num_tensor_core_units)") \
    X(sm_pipeline_widths, "sm.pipeline_widths", STR, "2,0,0,1,1,2,0,0,1,1,2", 0, 0, "", "pipeline-register widths ID_OC_SP,DP,INT,SFU,MEM, OC_EX_SP,DP,INT,SFU,MEM, EX_WB[,ID_OC_TC,OC_EX_TC] (-gpgpu_pipeline_widths)") \
    X(sm_fetch_width,    "sm.fetch_width",    INT,   "1",     1, 8, "", "decode+fetch steps per cycle (-gpgpu_inst_fetch_throughput)") \
    X(sm_ibuffer,        "sm.ibuffer",        INT,   "2",     1, 8, "insts", "instruction-buffer entries per warp, filled by one fetch (GPGPU-Sim IBUFFER_SIZE)") \
    X(sm_skip,           "sm.skip",           BOOL,  "true",  0, 1, "", "skip the cycles of an SM in which nothing can change (every stage empty, every warp waiting on memory); results must not change, only speed") \
    X(sm_flush_l1,       "sm.flush_l1",       BOOL,  "true",  0, 1, "", "invalidate the L1D while an SM holds no threads (-gpgpu_flush_l1_cache)") \
    X(oc_sp,             "oc.sp",             STR,   "6,2,2", 0, 0, "", "SP operand collectors: units,in ports,out ports (-gpgpu_operand_collector_num_units_sp, _in_ports_sp, _out_ports_sp)") \
    X(oc_dp,             "oc.dp",             STR,   "0,0,0", 0, 0, "", "DP operand collectors: units,in,out (-gpgpu_operand_collector_num_*_dp)") \
    X(oc_sfu,            "oc.sfu",            STR,   "8,1,1", 0, 0, "", "SFU operand collectors: units,in,out (-gpgpu_operand_collector_num_*_sfu)") \
    X(oc_int,            "oc.int",            STR,   "0,0,0", 0, 0, "", "INT operand collectors: units,in,out (-gpgpu_operand_collector_num_*_int)") \
    X(oc_mem,            "oc.mem",            STR,   "2,1,1", 0, 0, "", "memory operand collectors: units,in,out (-gpgpu_operand_collector_num_*_mem)") \
    X(oc_tensor,         "oc.tensor",         STR,   "0,0,0", 0, 0, "", "tensor operand collectors: units,in,out (-gpgpu_operand_collector_num_*_tensor_core)") \
    X(oc_gen,            "oc.gen",            STR,   "0,0,0", 0, 0, "", "generic operand collectors (any unit): units,in,out (-gpgpu_operand_collector_num_*_gen)") \
    X(oc_banks,          "oc.banks",          INT,   "16",    1, 64, "", "register-file banks (-gpgpu_num_reg_banks); bank = (register + warp slot) mod banks") \
    X(oc_port_throughput, "oc.port_throughput", INT, "1",     1, 8, "", "operand-collector steps per cycle (-gpgpu_reg_file_port_throughput): each step dispatches, reads one operand per bank and allocates; a write-back's bank reservation blocks only the first") \
    X(oc_dispatch_rr,    "oc.dispatch_rr",    ENUM,  "unit",  0, 0, "unit|sub_core", "where a collector dispatch unit's round robin starts: after the unit it dispatched last, or (with sm.sub_cores) at the first unit of the next sub-core, as GPGPU-Sim's dispatch units do under -gpgpu_sub_core_model") \
    X(sm_sub_cores,      "sm.sub_cores",      BOOL,  "false", 0, 1, "", "sub-core model (-gpgpu_sub_core_model): scheduler k issues into slot k of each ID_OC register, its instructions read banks [k*B/N, (k+1)*B/N) and use its own share of each collector set, and unit k of each type serves scheduler k (the LD/ST unit is shared)") \
    X(op_int,            "op.int",            STR,   "4,1",   0, 0, "", "latency,initiation interval of ALU/INT/branch ops (-trace_opcode_latency_initiation_int)") \
    X(op_sp,             "op.sp",             STR,   "4,1",   0, 0, "", "latency,initiation interval of fp32 ops (-trace_opcode_latency_initiation_sp)") \
    X(op_dp,             "op.dp",             STR,   "4,1",   0, 0, "", "latency,initiation interval of fp64 ops (-trace_opcode_latency_initiation_dp)") \
    X(op_sfu,            "op.sfu",            STR,   "4,1",   0, 0, "", "latency,initiation interval of SFU ops (-trace_opcode_latency_initiation_sfu)") \
    X(op_tensor,         "op.tensor",         STR,   "4,1",   0, 0, "", "latency,initiation interval of tensor ops (-trace_opcode_latency_initiation_tensor)") \
    X(op_trace_config,   "op.trace_config",   ENUM,  "auto",  0, 0, "auto|none|qv100|rtx2060|rtx3070", "opcode latencies and specialized units of a stock Accel-Sim trace.config instead of op.*; auto picks by the trace's binary version as the peer's run wrapper does (70 qv100, 75 rtx2060, 80/86 rtx3070, else none)") \
    X(op_spec1,          "op.spec1",          STR,   "auto",  0, 0, "", "specialized unit 1 (BRA in the stock trace.config files): auto (op.trace_config's unit; one the trace's opcode map needs but that file lacks from the file of the trace's binary version, as the peer's run wrapper), off, or UNITS,DEPTH,ID_OC,OC_EX,LATENCY,INTERVAL (-specialized_unit_1 1,UNITS,DEPTH,ID_OC,OC_EX,BRA and -trace_opcode_latency_initiation_spec_op_1 LATENCY,INTERVAL)") \
    X(op_spec2,          "op.spec2",          STR,   "auto",  0, 0, "", "specialized unit 2 (TEX in the stock trace.config files): auto (op.trace_config's unit; one the trace's opcode map needs but that file lacks from the file of the trace's binary version, as the peer's run wrapper), off, or UNITS,DEPTH,ID_OC,OC_EX,LATENCY,INTERVAL (-specialized_unit_2 1,UNITS,DEPTH,ID_OC,OC_EX,TEX and -trace_opcode_latency_initiation_spec_op_2 LATENCY,INTERVAL)") \
    X(op_spec3,          "op.spec3",          STR,   "auto",  0, 0, "", "specialized unit 3 (TENSOR in the stock trace.config files): auto (op.trace_config's unit; one the trace's opcode map needs but that file lacks from the file of the trace's binary version, as the peer's run wrapper), off, or UNITS,DEPTH,ID_OC,OC_EX,LATENCY,INTERVAL (-specialized_unit_3 1,UNITS,DEPTH,ID_OC,OC_EX,TENSOR and -trace_opcode_latency_initiation_spec_op_3 LATENCY,INTERVAL)") \
    X(op_spec4,          "op.spec4",          STR,   "auto",  0, 0, "", "specialized unit 4 (UDP in the stock trace.config files): auto (op.trace_config's unit; one the trace's opcode map needs but that file lacks from the file of the trace's binary version, as the peer's run wrapper), off, or UNITS,DEPTH,ID_OC,OC_EX,LATENCY,INTERVAL (-specialized_unit_4 1,UNITS,DEPTH,ID_OC,OC_EX,UDP and -trace_opcode_latency_initiation_spec_op_4 LATENCY,INTERVAL)") \
    X(sm_shmem_latency,  "sm.shmem_latency",  INT,   "26",    1, 1000, "cycles", "shared-memory pipeline depth (-gpgpu_smem_latency)") \
    X(sm_mem_units,      "sm.mem_units",      INT,   "1",     1, 1, "", "load/store units per SM (-gpgpu_mem_unit_ports; one memory instruction at a time)") \
    X(sm_shmem_banks,    "sm.shmem_banks",    INT,   "32",    1, 64, "", "shared-memory banks of 4 bytes (-gpgpu_shmem_num_banks)") \
    X(sm_coalesce_arch,  "sm.coalesce_arch",  INT,   "20",    13, 100, "", "coalescer (-gpgpu_coalesce_arch): below 70 one access per 128/64/32 B segment (Fermi), 70 and up one per 32 B sector") \
    X(sm_ldst_response,  "sm.ldst_response",  INT,   "2",     1, 4096, "packets", "load/store unit response FIFO (-gpgpu_n_ldst_response_buffer_size)") \
    X(l1d_size,          "l1d.size",          INT,   "16K",   0, 16777216, "bytes", "L1 data cache capacity per SM") \
    X(l1d_line,          "l1d.line",          INT,   "128",   32, 256, "bytes", "L1 line size (64 or 128)") \
    X(l1d_assoc,         "l1d.assoc",         INT,   "4",     1, 256, "ways", "L1 associativity") \
    X(l1d_mshrs,         "l1d.mshrs",         INT,   "64",    1, 4096, "", "L1 miss status holding registers (one per outstanding line)") \
    X(l1d_mshr_merge,    "l1d.mshr_merge",    INT,   "8",     1, 64, "", "L1 misses merged into one MSHR entry at most") \
    X(l1d_miss_queue,    "l1d.miss_queue",    INT,   "8",     1, 4096, "requests", "L1 miss queue towards the interconnect (full: the memory unit stalls)") \
    X(l1d_latency,       "l1d.latency",       INT,   "35",    1, 1000, "cycles", "L1 latency queue depth per bank (-gpgpu_l1_latency)") \
    X(l1d_banks,         "l1d.banks",         INT,   "1",     1, 32, "", "L1 banks: accesses per cycle, bank = (addr / 32) mod banks (-gpgpu_l1_banks)") \
    X(l1d_index,         "l1d.index",         ENUM,  "fermi", 0, 0, "linear|fermi", "L1D set index: (addr / line) mod sets, or the Fermi hash (-gpgpu_cache:dl1 index H)") \
    X(l1d_write,         "l1d.write",         ENUM,  "evict", 0, 0, "evict|through", "L1D stores: evict (Fermi, -gpgpu_cache:dl1 ...,L:L:m:N: a global store hit invalidates the line, a local one is written back, a miss allocates nothing) or through (Volta and later, ...,L:T:m:L: write-through, a miss allocates its line without a fetch and a later read of a sector not written in full fetches it; needs l1d.sectored)") \
    X(l1d_adaptive,      "l1d.adaptive",      BOOL,  "false", 0, 1, "", "the L1D/shared-memory carve-out is chosen per kernel (-gpgpu_adaptive_cache_config): the smallest of sm.shmem_options holding the kernel's shared memory x its CTAs per SM (after a small grid is spread: at most ceil(CTAs / SMs)) goes to shared memory, the rest of l1d.unified to the L1D, as ways (l1d.size sets the sets)") \
    X(l1d_unified,       "l1d.unified",       INT,   "128K",  1024, 16777216, "bytes", "unified L1D + shared-memory capacity the carve-out divides (-gpgpu_unified_l1d_size)") \
    X(sm_shmem_options,  "sm.shmem_options",  STR,   "0,8,16,32,64,96", 0, 0, "", "shared-memory carve-outs in KB, ascending, for l1d.adaptive (-gpgpu_shmem_option)") \
    X(l1d_sectored,      "l1d.sectored",      BOOL,  "false", 0, 1, "", "sectored L1D (-gpgpu_cache:dl1 S:...): a line holds 32-byte sectors valid on their own, a read miss fetches its sector (an MSHR entry per sector), a read of a missing sector in a present line is a sector miss; false: a miss fetches the whole line (N:...)") \
    X(l1d_write_ratio,   "l1d.write_ratio",   INT,   "0",     0, 100, "percent", "a written (modified) L1D line may be replaced only while at least this percentage of all L1D lines is written; below it a miss takes a clean way or fails to reserve one (-gpgpu_l1_cache_write_ratio; 0: any line may be replaced)") \
    X(l1i_size,          "l1i.size",          INT,   "2K",    0, 16777216, "bytes", "L1 instruction cache (-gpgpu_cache:il1 N:4:128:4)") \
    X(l1i_line,          "l1i.line",          INT,   "128",   16, 1024, "bytes", "L1I line size") \
    X(l1i_assoc,         "l1i.assoc",         INT,   "4",     1, 64, "ways", "L1I associativity") \
    X(l1i_mshrs,         "l1i.mshrs",         INT,   "2",     1, 4096, "", "L1I MSHR entries (-gpgpu_cache:il1 ...,S:2:32)") \
    X(l1i_mshr_merge,    "l1i.mshr_merge",    INT,   "32",    1, 64, "", "fetches merged into one L1I MSHR entry") \
    X(l1i_miss_queue,    "l1i.miss_queue",    INT,   "4",     1, 4096, "requests", "L1I miss queue towards the interconnect") \
    X(l1i_perfect,       "l1i.perfect",       BOOL,  "false", 0, 1, "", "every instruction fetch hits (-gpgpu_perfect_inst_const_cache)") \
    X(l1d_perfect,       "l1d.perfect",       BOOL,  "false", 0, 1, "", "every L1 access hits (OWL's PMEM bound)") \
    X(icnt_topology,     "icnt.topology",     ENUM,  "crossbar", 0, 0, "crossbar|mesh|local", "interconnect between SMs and memory partitions: crossbar and mesh count flits (icnt.flit_bytes); local is GPGPU-Sim's own crossbar (-network_mode 2, MODEL-NOTES §7): a crossbar whose buffers and ports count packets, every packet one unit whatever its size (icnt.flit_bytes is then not used)") \
    X(icnt_latency,      "icnt.latency",      INT,   "3",     0, 10000, "cycles", "interconnect traversal latency (icnt cycles; per hop on a mesh)") \
    X(icnt_flit_bytes,   "icnt.flit_bytes",   INT,   "40",    1, 4096, "bytes", "interconnect flit (channel width): a packet of B bytes is ceil(B / flit_bytes) flits, with B = 8 for a read request or a write ack and data + 8 for a write or a read reply") \
    X(icnt_ejection,     "icnt.ejection",     INT,   "32",    1, 4096, "packets", "SM (cluster) response FIFO from the interconnect (-gpgpu_n_cluster_ejection_buffer_size)") \
    X(icnt_inject,       "icnt.inject",       INT,   "73",    1, 65536, "flits", "flits a source (SM or L2 slice) can queue into the interconnect before it refuses: BookSim's input_buffer_size (9, default) plus the router's vc_buf_size (64)") \
    X(icnt_queue,        "icnt.queue",        INT,   "16",    1, 4096, "packets", "ejection buffer per destination and direction (BookSim's boundary buffer, 16)") \
    X(l2_size,           "l2.size",           INT,   "64K",   0, 1073741824, "bytes", "L2 capacity per slice") \
    X(l2_line,           "l2.line",           INT,   "128",   32, 256, "bytes", "L2 line size") \
    X(l2_assoc,          "l2.assoc",          INT,   "8",     1, 256, "ways", "L2 associativity") \
    X(l2_latency,        "l2.latency",        INT,   "120",   1, 10000, "cycles", "L2 hit latency, as GPGPU-Sim's ROP latency (core cycles)") \
    X(l2_perfect,        "l2.perfect",        BOOL,  "false", 0, 1, "", "every L2 access hits (OWL's Perfect-L2 bound)") \
    X(l2_slices_per_channel, "l2.slices_per_channel", INT, "2", 1, 16, "", "L2 slices (sub-partitions) per DRAM channel; l2.size is per slice") \
    X(l2_mshrs,          "l2.mshrs",          INT,   "256",    1, 4096, "", "L2 miss status holding registers per slice") \
    X(l2_mshr_merge,     "l2.mshr_merge",     INT,   "4",     1, 64, "", "L2 misses merged into one MSHR entry") \
    X(l2_queue,          "l2.queue",          INT,   "4",     1, 4096, "requests", "L2 miss queue per slice (-gpgpu_cache:dl2 ...,A:256:4,4)") \
    X(l2_partition_queues, "l2.partition_queues", STR, "64:64:64:64", 0, 0, "", "per slice: icnt-to-L2, L2-to-DRAM, DRAM-to-L2, L2-to-icnt queue sizes (-gpgpu_dram_partition_queues)") \
    X(l2_replacement,    "l2.replacement",    ENUM,  "lru",   0, 0, "lru|fifo", "L2 replacement policy") \
    X(l2_index,          "l2.index",          ENUM,  "linear", 0, 0, "linear|ipoly", "L2 set index over the partition address: (addr / line) mod sets, or IPOLY hashing of the address bits above the index (-gpgpu_cache:dl2 ...,L:B:m:L:P; 32 or 64 sets)") \
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
    X(dram_bytes_per_cycle, "dram.bytes_per_cycle", INT, "32", 1, 4096, "bytes", "data-bus bytes per DRAM cycle per channel") \
    X(dram_atom,         "dram.atom",         INT,   "64",    1, 4096, "bytes", "DRAM access granularity: a request holds the bus atom/bytes_per_cycle cycles (-gpgpu_dram_buswidth x -gpgpu_dram_burst_length x -gpgpu_n_mem_per_ctrlr)") \
    X(dram_addr_map,     "dram.addr_map",     STR,   "dramid@8;00000000.00000000.00000000.00000000.0000RRRR.RRRRRRRR.BBBCCCCB.CCSSSSSS", 0, 0, "", "address mapping: channel bit position, then R/B/C/S bits from the low end (GPGPU-Sim syntax)") \
    X(dram_partition_index, "dram.partition_index", ENUM, "linear", 0, 0, "linear|ipoly", "memory sub-partition (L2 slice) of an address: channel x slices + the low bank bits, or that number IPOLY-hashed with the address bits above the channel and slice bits (-gpgpu_memory_partition_indexing 0 / 2; 32 or 64 slices)") \
    X(dram_scheduler,    "dram.scheduler",    ENUM,  "frfcfs", 0, 0, "frfcfs|fcfs", "DRAM request scheduler: row hits first then oldest, or strictly oldest") \
    X(dram_latency,      "dram.latency",      INT,   "100",   0, 100000, "cycles", "minimum L2-to-DRAM latency, as GPGPU-Sim's dram_latency (core cycles)") \
    X(dram_bank_groups,  "dram.bank_groups",  INT,   "4",     1, 64, "", "bank groups per channel (column commands in one group are tCCDL apart)") \
    X(dram_bank_group_bits, "dram.bank_group_bits", ENUM, "lower", 0, 0, "lower|higher", "which bank-number bits pick the bank group: bank mod groups, or bank / (banks / groups) (-dram_bnkgrp_indexing_policy 1 / 0)") \
    X(dram_tCCDL,        "dram.tCCDL",        INT,   "3",     0, 1000, "dram cycles", "column to column in the same bank group (0: same as tCCD)") \
    X(dram_dual_bus,     "dram.dual_bus",     BOOL,  "false", 0, 1, "", "separate row and column command buses: a channel may issue one row command (ACT/PRE) and one column command (RD/WR) in the same DRAM cycle (-dram_dual_bus_interface 1; false: one command a cycle)") \
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
    X(sim_kernel_launch_latency, "sim.kernel_launch_latency", INT, "0", 0, 100000000, "cycles", "core cycles from a kernel's launch to its first CTA (-gpgpu_kernel_launch_latency)") \
    X(sim_cta_launch_latency, "sim.cta_launch_latency", INT, "0", 0, 100000000, "cycles", "extra launch cycles per CTA of the kernel (-gpgpu_TB_launch_latency)") \
    X(dbg_checkpoint_budget, "dbg.checkpoint_budget", INT, "256M", 0, 1e15, "bytes", "debugger: memory for automatic checkpoints (reverse execution); over it the older ones are thinned; 0: none (no reverse execution)") \
    X(dbg_checkpoint_interval, "dbg.checkpoint_interval", INT, "8192", 1, 1e12, "cycles", "debugger: an automatic checkpoint every this many core cycles while running")

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
/* Parse a list of integers separated by commas or colons ("6,2,2", "64:64:64:64") into out[0..max); returns the
 * count, -1 on a syntax error or more than max values. */
int ws_config_list(const char *text, int64_t *out, int max);
/* Cross-key checks (e.g. l1d.size divisible by line*assoc); called before simulating. */
int ws_config_validate(const struct ws_config *c, struct ws_err *err);

#endif
