# the info subcommands on a stopped simulation, why, set/show, source, echo; layout
# fails outside the TUI, which ends a --batch run with status 2
cmd: cd $TMP && printf 'echo sourced line one\\n\n# a comment\n\necho sourced line two\\n\n' > s.ws && warpscope debug --batch -c tiny -p tl -o tl.group_size=4 demo:vecadd:n=512
status: 2
--- stdin
until 150
info sm
info warps
info ctas
info cache
info cache 1
info dram
info dram 0
info sched
info config
why 0
why 5
source s.ws
show l1d.size
set l1d.size 4K
show l1d.size
info stats
layout all
--- stdout
cycle 150, kernel 1 (vecadd), focus sm 0
 SM St Warps CTAs  WarpInsts    IPC  MemBlock  L1D miss  MSHR
* 0 M      8    1         80  15.36        55    100.0%     8
  1 M      8    1         80  15.36        55    100.0%     8
St: A issued this cycle, M all warps wait on memory, I idle, - no warps
SM 0, policy tl, cycle 150
Slot Sch  CTA Rank Grp Queue    State    Reason          Issued  Next
   0   0    0    4   0 pending  active   scoreboard          10  00a0 FADD
   1   0    0    5   0 pending  active   scoreboard          10  00a0 FADD
   2   0    0    6   0 pending  active   scoreboard          10  00a0 FADD
   3   0    0    7   0 pending  active   scoreboard          10  00a0 FADD
   4   0    0    0   1 active   active   scoreboard          10  00a0 FADD
   5   0    0    1   1 active   active   scoreboard          10  00a0 FADD
   6   0    0    2   1 active   active   scoreboard          10  00a0 FADD
   7   0    0    3   1 active   active   scoreboard          10  00a0 FADD
SM 0: 1 resident CTA
Slot   CTA Warps Done AtBar   Start  Issued
   0     0     8    0     0       1      80
SM 0 L1D: 4 sets x 4 ways, 128 B lines (V valid, R reserved by a miss, p prefetched; wN = filling warp, w~ = it has left the SM)
set   0:  R 7f0000000000 w0       R 7f0000200000 w0       -                       -                     
set   1:  R 7f0000000080 w1       R 7f0000200080 w1       -                       -                     
set   2:  R 7f0000000100 w2       R 7f0000200100 w2       -                       -                     
set   3:  R 7f0000000180 w3       R 7f0000200180 w3       -                       -                     
SM 0 L1D: 4 sets x 4 ways, 128 B lines (V valid, R reserved by a miss, p prefetched; wN = filling warp, w~ = it has left the SM)
set   1:  R 7f0000000080 w1       R 7f0000200080 w1       -                       -                     
channel 0: queue 0, latency queue 64
  bank St  OpenRow  Queued  Activates  RowHits
     0 I        -       0          0        0
     1 I        -       0          0        0
St: I idle, A activating, R reading, W writing, P precharging
channel 0: queue 0, latency queue 64
  bank St  OpenRow  Queued  Activates  RowHits
     0 I        -       0          0        0
     1 I        -       0          0        0
St: I idle, A activating, R reading, W writing, P precharging
SM 0: policy tl
  group.0 = 1
  group = 1
  group_size = 4
  switches = 1
  groups (id prio warps): [0 p1 4w fg0] [1 p0 4w fg1]
  scheduler 0 order: 4:active 5:active 6:active 7:active 0:pending 1:pending 2:pending 3:pending
clock.core = 700
clock.icnt = 700
clock.l2 = 700
clock.dram = 700
sm.count = 2
sm.warp_size = 32
sm.simt_width = 32
sm.schedulers = 1
sm.max_warps = 8
sm.max_ctas = 4
sm.max_threads = 256
sm.registers = 32768
sm.shmem = 49152
sm.alu_units = 2
sm.sfu_units = 1
sm.dp_units = 0
sm.int_units = 0
sm.tensor_units = 0
sm.pipeline_widths = 2,0,0,1,1,2,0,0,1,1,2
sm.fetch_width = 1
sm.ibuffer = 2
sm.skip = true
sm.flush_l1 = true
oc.sp = 6,2,2
oc.dp = 0,0,0
oc.sfu = 8,1,1
oc.int = 0,0,0
oc.mem = 2,1,1
oc.tensor = 0,0,0
oc.gen = 0,0,0
oc.banks = 16
oc.port_throughput = 1
oc.dispatch_rr = unit
sm.sub_cores = false
op.int = 2,1
op.sp = 2,1
op.dp = 4,1
op.sfu = 4,1
op.tensor = 4,1
op.trace_config = none
op.spec1 = auto
op.spec2 = auto
op.spec3 = auto
op.spec4 = auto
sm.shmem_latency = 4
sm.mem_units = 1
sm.shmem_banks = 32
sm.coalesce_arch = 20
sm.ldst_response = 2
l1d.size = 2048
l1d.line = 128
l1d.assoc = 4
l1d.mshrs = 8
l1d.mshr_merge = 8
l1d.miss_queue = 8
l1d.latency = 4
l1d.banks = 1
l1d.index = linear
l1d.write = evict
l1d.adaptive = false
l1d.unified = 131072
sm.shmem_options = 0,8,16,32,64,96
l1d.sectored = false
l1d.write_ratio = 0
l1i.size = 2048
l1i.line = 128
l1i.assoc = 4
l1i.mshrs = 2
l1i.mshr_merge = 32
l1i.miss_queue = 4
l1i.perfect = true
l1d.perfect = false
icnt.topology = crossbar
icnt.latency = 2
icnt.flit_bytes = 40
icnt.ejection = 32
icnt.inject = 73
icnt.queue = 16
l2.size = 8192
l2.line = 128
l2.assoc = 4
l2.latency = 10
l2.perfect = false
l2.slices_per_channel = 2
l2.mshrs = 256
l2.mshr_merge = 4
l2.queue = 4
l2.partition_queues = 64:64:64:64
l2.replacement = lru
l2.index = linear
dram.channels = 1
dram.banks = 2
dram.row_bytes = 4096
dram.queue = 8
dram.return_queue = 116
dram.tCL = 4
dram.tRCD = 4
dram.tRP = 4
dram.tRAS = 8
dram.tRC = 12
dram.tRRD = 2
dram.tCCD = 1
dram.tWL = 2
dram.tWR = 4
dram.tCDLR = 2
dram.bytes_per_cycle = 32
dram.atom = 32
dram.addr_map = dramid@8;00000000.00000000.00000000.00000000.0000RRRR.RRRRRRRR.BBBCCCCB.CCSSSSSS
dram.partition_index = linear
dram.scheduler = frfcfs
dram.latency = 100
dram.bank_groups = 4
dram.bank_group_bits = lower
dram.tCCDL = 3
dram.dual_bus = false
sched.policy = tl
tl.group_size = 4
tl.inner = rr
tl.outer = rr
tla.active = 8
swl.limit = 8
owl.group_min_warps = 8
owl.prefetch_lower = 8
owl.prefetch_higher = 16
owl.prefetch_threshold = 0
ccws.k = 8
ccws.base_score = 100
ccws.vta_entries = 16
ccws.vta_assoc = 8
pro.threshold = 1000
ctaa.percta_entries = 2
ctaa.dist_entries = 2
ctaa.mispredict_threshold = 128
ctaa.max_lines = 4
sim.kernel_launch_latency = 0
sim.cta_launch_latency = 0
dbg.checkpoint_budget = 268435456
dbg.checkpoint_interval = 8192
SM 0 warp 0 (CTA 0, warp 0 of it) at cycle 150: scoreboard
  next instruction: 00a0 FADD
  R2 pending from LDG.E at 0x0070 (a global/local load)
    line 0x7f0000000000 (set 0): L1 miss, MSHR -> L2 slice 0 miss (MSHR, 1 waiter), on its way to DRAM ch 0 (dram.latency: 15 DRAM cycles to go)
  R5 pending from LDG.E at 0x0080 (a global/local load)
    line 0x7f0000200000 (set 0): L1 miss, MSHR -> L2 slice 0 miss (MSHR, 1 waiter), on its way to DRAM ch 0 (dram.latency: 45 DRAM cycles to go)
SM 0 warp 5 (CTA 0, warp 5 of it) at cycle 150: scoreboard
  next instruction: 00a0 FADD
  R2 pending from LDG.E at 0x0070 (a global/local load)
    line 0x7f0000000280 (set 1): in the L1 latency queue (l1d.latency), 1 stage from the L1D
  R5 pending from LDG.E at 0x0080 (a global/local load)
    now in the LD/ST unit's dispatch register, 1 access to go; stalled: L1 latency queue full (bank conflict)
    line 0x7f0000200280 (set 1): still in the LD/ST unit, not yet in the L1 latency queue
sourced line one
sourced line two
l1d.size = 2048
l1d.size = 4K (takes effect at the next 'run')
l1d.size = 4096
cycles                           150
warp_insts                       160
thread_insts                     4608
ipc                              30.720000
l1d.accesses                     16
l1d.misses                       16
l1d.miss_rate                    1.000000
l1d.hits_intra_warp              0
l1d.hits_inter_warp              0
l1d.mpki                         3.472222
l2.accesses                      64
l2.misses                        64
dram.reads                       0
dram.writes                      0
dram.activates                   0
dram.rbl                         0.000000
dram.blp                         0.000000
core.memory_block_cycles         110
core.no_warp_cycles              2
core.stall_idle                  4
core.stall_scoreboard            134
core.stall_pipeline              0
ccws.vta_hits                    0
ccws.throttled_warp_cycles       0
prefetch.issued                  0
prefetch.useful                  0
prefetch.late                    0
l1d.hits                         0
l1d.reservation_fails            136
l1d.mshr_merges                  0
l2.hits                          0
l2.hit_rate                      0.000000
dram.row_hits                    0
mem.requests                     16
mem.replies                      0
mem.read_latency                 0.000000
ctas                             2
kernels                          1
l1i.accesses                     96
l1i.hits                         96
l1i.misses                       0
l1i.mshr_hits                    0
l1i.reservation_fails            0
l1i.miss_rate                    0.000000
oc.bank_conflicts                0
smem.bank_conflicts              0
l1d.bank_conflicts               134
--- stderr
layout: only in the TUI (warpscope tui)
stdin:18: command failed: layout all
