# reverse execution (issue 21): reverse-step, reverse-next, reverse-continue (back over
# the l1-miss stops the forward continues made: 637, 348, 333), goto back and forward,
# reverse-finish, and the automatic checkpoints every 1024 cycles in info checkpoints.
cmd: set -o pipefail; warpscope debug --batch -c tiny -o dbg.checkpoint_interval=1024 demo:vecadd:n=8192 | sed -E 's/[0-9]+\.[0-9] KB/N KB/; s/[0-9]+\.[0-9] MB of/N MB of/'
--- stdin
break l1-miss sm=0 if cycle > 300
display sm[0].warp_insts
run
continue
continue
reverse-continue
rc
rc
continue
delete
until 3000
rs 250
step 250
next
rn
next
goto 1500
goto 2999
reverse-finish
goto 20000
info checkpoints
rs
--- stdout
Breakpoint 1 at l1-miss sm=0 if cycle > 300
1: sm[0].warp_insts = 0
Starting demo:vecadd:n=8192 (policy gto)

Breakpoint 1, l1-miss at cycle 332: sm=0 warp=7 cta=0 sched=0 line=0x7f0000200380 new_entry=1 mshrs=8
stopped at the end of that cycle (now cycle 333), kernel 1 (vecadd), focus sm 0 warp 7
1: sm[0].warp_insts = 86

Breakpoint 1, l1-miss at cycle 347: sm=0 warp=7 cta=0 sched=0 line=0x7f0000000380 new_entry=1 mshrs=8
stopped at the end of that cycle (now cycle 348), kernel 1 (vecadd), focus sm 0 warp 7
1: sm[0].warp_insts = 89

Breakpoint 1, l1-miss at cycle 636: sm=0 warp=0 cta=2 sched=0 line=0x7f0000000800 new_entry=1 mshrs=1
stopped at the end of that cycle (now cycle 637), kernel 1 (vecadd), focus sm 0 warp 0
1: sm[0].warp_insts = 142

Breakpoint 1, l1-miss at cycle 347: sm=0 warp=7 cta=0 sched=0 line=0x7f0000000380 new_entry=1 mshrs=8
stopped at the end of that cycle (now cycle 348), kernel 1 (vecadd), focus sm 0 warp 7
1: sm[0].warp_insts = 89

Breakpoint 1, l1-miss at cycle 332: sm=0 warp=7 cta=0 sched=0 line=0x7f0000200380 new_entry=1 mshrs=8
stopped at the end of that cycle (now cycle 333), kernel 1 (vecadd), focus sm 0 warp 7
1: sm[0].warp_insts = 86
No more reverse-execution history.
cycle 0, kernel 1 (vecadd), focus sm 0 warp 7
1: sm[0].warp_insts = 0

Breakpoint 1, l1-miss at cycle 332: sm=0 warp=7 cta=0 sched=0 line=0x7f0000200380 new_entry=1 mshrs=8
stopped at the end of that cycle (now cycle 333), kernel 1 (vecadd), focus sm 0 warp 7
1: sm[0].warp_insts = 86
cycle 3000, kernel 1 (vecadd), focus sm 0 warp 7
1: sm[0].warp_insts = 600
cycle 2750, kernel 1 (vecadd), focus sm 0 warp 7
1: sm[0].warp_insts = 516
cycle 3000, kernel 1 (vecadd), focus sm 0 warp 7
1: sm[0].warp_insts = 600
cycle 3103, kernel 1 (vecadd), focus sm 0 warp 7
1: sm[0].warp_insts = 601
cycle 3102, kernel 1 (vecadd), focus sm 0 warp 7
1: sm[0].warp_insts = 600
cycle 3103, kernel 1 (vecadd), focus sm 0 warp 7
1: sm[0].warp_insts = 601
cycle 1500, kernel 1 (vecadd), focus sm 0 warp 7
1: sm[0].warp_insts = 300
cycle 2999, kernel 1 (vecadd), focus sm 0 warp 7
1: sm[0].warp_insts = 600
Run back to the start of kernel 1.
cycle 0, kernel 1 (vecadd), focus sm 0 warp 7
1: sm[0].warp_insts = 0
[simulation finished]
cycle 10105, all kernels done, focus sm 0 warp 7
1: sm[0].warp_insts = 1664
  Num  Cycle        Size       Kind
  -    0            N KB    auto
  -    1024         N KB   auto
  -    2048         N KB   auto
  -    3072         N KB   auto
  -    4096         N KB   auto
  -    5120         N KB   auto
  -    6144         N KB   auto
  -    7168         N KB   auto
  -    8192         N KB   auto
  -    9216         N KB   auto
Automatic: 10, N MB of 256.0 MB (dbg.checkpoint_budget), one every 1024 cycles, 0 thinned.
cycle 10104, kernel 1 (vecadd), focus sm 0 warp 7
1: sm[0].warp_insts = 1664
--- stderr
