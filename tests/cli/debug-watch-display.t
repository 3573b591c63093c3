# watch on a comparison (stops when it becomes true) and on a value (stops on each
# change); display, display/x, undisplay, info display, print/x
cmd: warpscope debug --batch -c tiny demo:vecadd:n=4096
--- stdin
display cycle
display/x sm[0].warp[0].pc
print/x 255
print 7 / 2
print 7.0 / 2
watch sm[0].warp_insts > 50
run
delete
watch sm[1].ctas
continue
info display
undisplay 1
continue
delete display 2
info display
info breakpoints
--- stdout
1: cycle = 0
2: sm[0].warp[0].pc = <'sm[0].warp[0].pc': no value now>
255 = 0xff
7 / 2 = 3
7.0 / 2 = 3.5
Watchpoint 1: sm[0].warp_insts > 50
Starting demo:vecadd:n=4096 (policy gto)

Watchpoint 1: sm[0].warp_insts > 50

Old value = 0
New value = 1
cycle 54, kernel 1 (vecadd), focus sm 0
1: cycle = 54
2: /x sm[0].warp[0].pc = 0xa0
Watchpoint 2: sm[1].ctas

Watchpoint 2: sm[1].ctas

Old value = 1
New value = 0
cycle 4930, all kernels done, focus sm 0
1: cycle = 4930
2: sm[0].warp[0].pc = <'sm[0].warp[0].pc': no value now>
Auto-display expressions now in effect:
Num Enb Expression
1   y   cycle
2   y   /x sm[0].warp[0].pc
[simulation finished] the last kernel ended at cycle 4930: 1664 warp instructions, IPC 9.9700
cycle 4930, all kernels done, focus sm 0
2: sm[0].warp[0].pc = <'sm[0].warp[0].pc': no value now>
There are no auto-display expressions now.
Num     Type           Disp Enb What
2       watchpoint     keep y   sm[1].ctas
	breakpoint already hit 1 time
--- stderr
