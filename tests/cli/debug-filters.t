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

Breakpoint 1, issue at cycle 6: sm=1 warp=3 cta=1 sched=0 a=0 b=0
cycle 7, kernel 1 (scalarprod), focus sm 1 warp 3
Breakpoint 2 at l1-miss cta=2

Breakpoint 2, l1-miss at cycle 2313: sm=1 warp=1 cta=2 sched=0 addr=0x7f0000002080 a=1 b=1
cycle 2314, kernel 1 (scalarprod), focus sm 1 warp 1
Temporary breakpoint 3 at issue sm=0 sched=0

Temporary breakpoint 3, issue at cycle 2314: sm=0 warp=0 cta=3 sched=0 addr=0x40 a=4 b=4
cycle 2315, kernel 1 (scalarprod), focus sm 0 warp 0
No breakpoints or watchpoints.
Breakpoint 4 at row-open ch=0 bank=1

Breakpoint 4, row-open at cycle 2438: sm=1 warp=2 cta=2 ch=0 bank=1 row=0 addr=0x7f0000002100
cycle 2439, kernel 1 (scalarprod), focus sm 1 warp 2
Breakpoint 5 at dram-read bank=0 row=0

Breakpoint 5, dram-read at cycle 2440: sm=1 warp=1 cta=2 ch=0 bank=0 row=0 addr=0x7f0000002080 a=0
cycle 2441, kernel 1 (scalarprod), focus sm 1 warp 1
Breakpoint 6 at barrier sm=0 warp=5

Breakpoint 6, barrier at cycle 3768: sm=0 warp=5 cta=3 sched=0 addr=0x130 a=5 b=8
cycle 3769, kernel 1 (scalarprod), focus sm 0 warp 5
SM 0, policy lrr, cycle 3769
Slot Sch  CTA Rank Grp Queue    State    Reason          Issued  Next
   0   0    3    1   - -        active   scoreboard          53  00b0 FFMA
   1   0    3    2   - -        barrier  barrier             62  0140 ISETP.LT.AND
   2   0    3    3   - -        barrier  barrier             62  0140 ISETP.LT.AND
   3   0    3    4   - -        barrier  barrier             62  0140 ISETP.LT.AND
   4   0    3    5   - -        barrier  barrier             62  0140 ISETP.LT.AND
*  5   0    3    6   - -        barrier  barrier             62  0140 ISETP.LT.AND
   6   0    3    7   - -        active   ready               61  0130 BAR.SYNC
   7   0    3    0   - -        active   scoreboard          53  00b0 FFMA
Breakpoint 7 at barrier-release sm=1

Breakpoint 7, barrier-release at cycle 3883: sm=1 cta=2 a=8
cycle 3884, kernel 1 (scalarprod), focus sm 1
SM 1: 1 resident CTA
Slot   CTA Warps Done AtBar   Start  Issued
   0     2     8    0     0    2236     632
Num     Type           Disp Enb What
7       breakpoint     keep y   barrier-release sm=1
	breakpoint already hit 1 time
--- stderr
