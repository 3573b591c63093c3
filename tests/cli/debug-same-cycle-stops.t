# every matching event is a stop: both SMs issue in cycle 3 and `continue` delivers the
# second issue before time moves on (the simulator stays at cycle 4); `info breakpoints`
# counts the stops delivered; `step` leaves undelivered events behind; the stop line says
# when the event happened and where the simulator stands (end of that cycle, or before
# the cycle a CTA launch came with)
cmd: warpscope debug --batch -c tiny demo:vecadd:n=4096
--- stdin
break issue
run
print cycle
continue
print cycle
continue
info breakpoints
step
info breakpoints
delete
break cta-launch
run
continue
print cycle
--- stdout
Breakpoint 1 at issue
Starting demo:vecadd:n=4096 (policy gto)

Breakpoint 1, issue at cycle 3: sm=0 warp=0 cta=0 sched=0 pc=0x0000 op=S2R inst=0
stopped at the end of that cycle (now cycle 4), kernel 1 (vecadd), focus sm 0 warp 0
cycle = 4

Breakpoint 1, issue at cycle 3: sm=1 warp=0 cta=1 sched=0 pc=0x0000 op=S2R inst=0
stopped at the end of that cycle (now cycle 4), kernel 1 (vecadd), focus sm 1 warp 0
cycle = 4

Breakpoint 1, issue at cycle 4: sm=0 warp=0 cta=0 sched=0 pc=0x0010 op=S2R inst=1
stopped at the end of that cycle (now cycle 5), kernel 1 (vecadd), focus sm 0 warp 0
Num     Type           Disp Enb What
1       breakpoint     keep y   issue
	breakpoint already hit 3 times

Breakpoint 1, issue at cycle 5: sm=0 warp=1 cta=0 sched=0 pc=0x0000 op=S2R inst=0
stopped at the end of that cycle (now cycle 6), kernel 1 (vecadd), focus sm 0 warp 1
Num     Type           Disp Enb What
1       breakpoint     keep y   issue
	breakpoint already hit 4 times
Breakpoint 2 at cta-launch
Starting demo:vecadd:n=4096 (policy gto)

Breakpoint 2, cta-launch at cycle 1: sm=0 cta=0 slot=0 warps=8
stopped as cycle 1 began, before it runs (now cycle 1), kernel 1 (vecadd), focus sm 0 warp 1

Breakpoint 2, cta-launch at cycle 1: sm=1 cta=1 slot=0 warps=8
stopped as cycle 1 began, before it runs (now cycle 1), kernel 1 (vecadd), focus sm 1
cycle = 1
--- stderr
