# every breakpoint filter (sm warp cta sched ch bank row), catch and tbreak; barrier
# events come from a kernel with __syncthreads (scalarprod)
cmd: warpscope debug --batch -c tiny -p lrr demo:scalarprod:vectors=8,elements=1024
--- stdin
break issue sm=1 warp=3
run
delete
catch l1-miss cta=2
continue
delete
tbreak issue sched=0 sm=0
continue
info breakpoints
break row-open ch=0 bank=1
continue
delete
break dram-read row=0 bank=0
continue
delete
break barrier sm=0 warp=5
continue
info warps
delete
break barrier-release sm=1
continue
info ctas
info breakpoints
--- stdout
Breakpoint 1 at issue sm=1 warp=3
Starting demo:scalarprod:vectors=8,elements=1024 (policy lrr)

Breakpoint 1, issue at cycle 6: sm=1 warp=3 cta=1 sched=0 pc=0x0000 op=S2R inst=0
stopped at the end of that cycle (now cycle 7), kernel 1 (scalarprod), focus sm 1 warp 3
Breakpoint 2 at l1-miss cta=2

Breakpoint 2, l1-miss at cycle 2584: sm=0 warp=1 cta=2 sched=0 line=0x7f0000002080 new_entry=1 mshrs=1
stopped at the end of that cycle (now cycle 2585), kernel 1 (scalarprod), focus sm 0 warp 1
Temporary breakpoint 3 at issue sm=0 sched=0

Temporary breakpoint 3, issue at cycle 2585: sm=0 warp=3 cta=2 sched=0 pc=0x0090 op=IMAD.WIDE inst=9
stopped at the end of that cycle (now cycle 2586), kernel 1 (scalarprod), focus sm 0 warp 3
No breakpoints or watchpoints.
Breakpoint 4 at row-open ch=0 bank=1

Breakpoint 4, row-open at cycle 2897: sm=0 warp=2 cta=2 ch=0 bank=1 row=32 addr=0x7f0000202100
stopped at the end of that cycle (now cycle 2898), kernel 1 (scalarprod), focus sm 0 warp 2
Breakpoint 5 at dram-read bank=0 row=0

Breakpoint 5, dram-read at cycle 3118: sm=0 warp=1 cta=2 ch=0 bank=0 row=0 addr=0x7f0000002480 row_hit=0
stopped at the end of that cycle (now cycle 3119), kernel 1 (scalarprod), focus sm 0 warp 1
Breakpoint 6 at barrier sm=0 warp=5

Breakpoint 6, barrier at cycle 4285: sm=0 warp=5 cta=2 sched=0 pc=0x0130 arrived=5 warps=8
stopped at the end of that cycle (now cycle 4286), kernel 1 (scalarprod), focus sm 0 warp 5
SM 0, policy lrr, cycle 4286
Slot Sch  CTA Rank Grp Queue    State    Reason          Issued  Next
   0   0    2    1   - -        active   scoreboard          53  00b0 FFMA
   1   0    2    2   - -        barrier  barrier             62  0140 ISETP.LT.AND
   2   0    2    3   - -        barrier  barrier             62  0140 ISETP.LT.AND
   3   0    2    4   - -        barrier  barrier             62  0140 ISETP.LT.AND
   4   0    2    5   - -        barrier  barrier             62  0140 ISETP.LT.AND
*  5   0    2    6   - -        barrier  barrier             62  0140 ISETP.LT.AND
   6   0    2    7   - -        active   ready               60  0120 BRA
   7   0    2    0   - -        active   scoreboard          53  00b0 FFMA
Breakpoint 7 at barrier-release sm=1

Breakpoint 7, barrier-release at cycle 4449: sm=1 cta=3 warps=8
stopped at the end of that cycle (now cycle 4450), kernel 1 (scalarprod), focus sm 1
SM 1: 1 resident CTA
Slot   CTA Warps Done AtBar   Start  Issued
   0     3     8    0     0    2576     496
Num     Type           Disp Enb What
7       breakpoint     keep y   barrier-release sm=1
	breakpoint already hit 1 time
--- stderr
