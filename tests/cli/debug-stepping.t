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

Breakpoint 1, cta-finish at cycle 519: sm=1 cta=1 a=518 b=104
cycle 520, kernel 1 (vecadd), focus sm 1 warp 2
Will ignore next 2 crossings of breakpoint 1.  Continuing.

Breakpoint 1, cta-finish at cycle 1057: sm=0 cta=3 a=528 b=104
cycle 1058, kernel 1 (vecadd), focus sm 0
Num     Type           Disp Enb What
1       breakpoint     keep y   cta-finish
	breakpoint already hit 4 times
kernel 1 finished
cycle 4510, all kernels done, focus sm 0
[simulation finished] the last kernel ended at cycle 4510: 1664 warp instructions, IPC 10.8984
cycle 4510, all kernels done, focus sm 0
Starting demo:vecadd:n=4096 (policy gto)
[simulation finished] the last kernel ended at cycle 4510: 1664 warp instructions, IPC 10.8984
cycle 4510, all kernels done, focus sm 0
cycle = 4510
--- stderr
