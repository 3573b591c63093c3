# run, step, next, until, finish, continue N, focus, where reports; an empty stdin line
# does not repeat in scripts
cmd: warpscope debug --batch -c tiny demo:vecadd:n=4096
--- stdin
step
step 10

focus sm 1 warp 2
next
next 5
until 100
print cycle
break cta-finish
continue
continue 3
info breakpoints
delete
finish
continue
run
print cycle
--- stdout
cycle 1, kernel 1 (vecadd), focus sm 0
cycle 11, kernel 1 (vecadd), focus sm 0
cycle 11, kernel 1 (vecadd), focus sm 1 warp 2
cycle 12, kernel 1 (vecadd), focus sm 1 warp 2
cycle 17, kernel 1 (vecadd), focus sm 1 warp 2
cycle 100, kernel 1 (vecadd), focus sm 1 warp 2
cycle = 100
Breakpoint 1 at cta-finish

Breakpoint 1, cta-finish at cycle 596: sm=0 cta=0 cycles=595 warp_insts=104
stopped at the end of that cycle (now cycle 597), kernel 1 (vecadd), focus sm 0
Will ignore next 2 crossings of breakpoint 1.  Continuing.

Breakpoint 1, cta-finish at cycle 1204: sm=1 cta=3 cycles=577 warp_insts=104
stopped at the end of that cycle (now cycle 1205), kernel 1 (vecadd), focus sm 1
Num     Type           Disp Enb What
1       breakpoint     keep y   cta-finish
	breakpoint already hit 4 times
kernel 1 finished
cycle 4930, all kernels done, focus sm 1
[simulation finished] the last kernel ended at cycle 4930: 1664 warp instructions, IPC 9.9700
cycle 4930, all kernels done, focus sm 1
Starting demo:vecadd:n=4096 (policy gto)
[simulation finished] the last kernel ended at cycle 4930: 1664 warp instructions, IPC 9.9700
cycle 4930, all kernels done, focus sm 1
cycle = 4930
--- stderr
