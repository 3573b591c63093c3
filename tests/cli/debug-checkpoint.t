# checkpoint, info checkpoints, restart N: going back repeats the run exactly (the same
# breakpoint stops, the same counts) and the focus; restart works after kill; delete
# checkpoint.  (Sizes depend on the build: N KB.)
cmd: set -o pipefail; warpscope debug --batch -c tiny demo:vecadd:n=8192 | sed -E 's/[0-9]+\.[0-9] KB/N KB/'
--- stdin
info checkpoints
break l1-miss sm=0 if cycle > 300
run
checkpoint
print sm[0].warp_insts
continue
checkpoint
info checkpoints
until 2000
print l1d.misses
print sm[0].warp_insts
restart 1
print cycle
print sm[0].warp_insts
continue
continue
restart 2
info checkpoints
until 2000
print l1d.misses
print sm[0].warp_insts
delete
finish
print warp_insts
restart 1
finish
print warp_insts
kill
restart 2
print cycle
delete checkpoint 1
info checkpoints
delete checkpoint
info checkpoints
--- stdout
No checkpoints.
Breakpoint 1 at l1-miss sm=0 if cycle > 300
Starting demo:vecadd:n=8192 (policy gto)

Breakpoint 1, l1-miss at cycle 332: sm=0 warp=7 cta=0 sched=0 line=0x7f0000200380 new_entry=1 mshrs=8
stopped at the end of that cycle (now cycle 333), kernel 1 (vecadd), focus sm 0 warp 7
Checkpoint 1 at cycle 333 (N KB)
sm[0].warp_insts = 86

Breakpoint 1, l1-miss at cycle 347: sm=0 warp=7 cta=0 sched=0 line=0x7f0000000380 new_entry=1 mshrs=8
stopped at the end of that cycle (now cycle 348), kernel 1 (vecadd), focus sm 0 warp 7
Checkpoint 2 at cycle 348 (N KB)
  Num  Cycle        Size       Kind
  -    0            N KB    auto
  1    333          N KB   manual
* 2    348          N KB   manual
Automatic: 1, N KB of 256.0 MB (dbg.checkpoint_budget), one every 8192 cycles, 0 thinned.

Breakpoint 1, l1-miss at cycle 636: sm=0 warp=0 cta=2 sched=0 line=0x7f0000000800 new_entry=1 mshrs=1
stopped at the end of that cycle (now cycle 637), kernel 1 (vecadd), focus sm 0 warp 0
l1d.misses = 49
sm[0].warp_insts = 142
Restarted from checkpoint 1: cycle 333, kernel 1 (vecadd), focus sm 0 warp 7
cycle = 333
sm[0].warp_insts = 86

Breakpoint 1, l1-miss at cycle 347: sm=0 warp=7 cta=0 sched=0 line=0x7f0000000380 new_entry=1 mshrs=8
stopped at the end of that cycle (now cycle 348), kernel 1 (vecadd), focus sm 0 warp 7

Breakpoint 1, l1-miss at cycle 636: sm=0 warp=0 cta=2 sched=0 line=0x7f0000000800 new_entry=1 mshrs=1
stopped at the end of that cycle (now cycle 637), kernel 1 (vecadd), focus sm 0 warp 0
Restarted from checkpoint 2: cycle 348, kernel 1 (vecadd), focus sm 0 warp 7
  Num  Cycle        Size       Kind
  -    0            N KB    auto
  1    333          N KB   manual
* 2    348          N KB   manual
Automatic: 1, N KB of 256.0 MB (dbg.checkpoint_budget), one every 8192 cycles, 0 thinned.

Breakpoint 1, l1-miss at cycle 636: sm=0 warp=0 cta=2 sched=0 line=0x7f0000000800 new_entry=1 mshrs=1
stopped at the end of that cycle (now cycle 637), kernel 1 (vecadd), focus sm 0 warp 0
l1d.misses = 49
sm[0].warp_insts = 142
kernel 1 finished
cycle 10105, all kernels done, focus sm 0 warp 0
warp_insts = 3328
Restarted from checkpoint 1: cycle 333, kernel 1 (vecadd), focus sm 0 warp 7
kernel 1 finished
cycle 10105, all kernels done, focus sm 0 warp 7
warp_insts = 3328
[simulation killed at cycle 10105] 'run' or 'start' begins it again
Restarted from checkpoint 2: cycle 348, kernel 1 (vecadd), focus sm 0 warp 7
cycle = 348
  Num  Cycle        Size       Kind
* 2    348          N KB   manual
Automatic: 0, N KB of 256.0 MB (dbg.checkpoint_budget), one every 8192 cycles, 0 thinned.
Deleted 1 checkpoint.
No checkpoints.
--- stderr
