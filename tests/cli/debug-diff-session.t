# save session under debug --diff (issue 21): the file records both sides (their
# policies and -a/-b keys, the focused side, both snapshots and the lockstep engine);
# debug --session resumes with both and runs on exactly as the session that saved it
# (the same stops on either side, the same values on both, the same divergences).
cmd: cd "$TMP" && printf '%s\n' 'break l1-miss sm=1 if cycle > 400' 'break diverge kind=dram' 'display a.l2.misses - b.l2.misses' 'until 380' 'focus b' 'save session s.wss' continue continue continue 'print a.warp_insts' 'print b.warp_insts' > a.ws && warpscope debug --batch --nx --diff gto,lrr -c tiny -x a.ws demo:vecadd:n=4096 2>&1 | sed 's/^/A: /'; echo ---; warpscope debug --batch --nx --session s.wss -ex 'info breakpoints' -ex continue -ex continue -ex continue -ex 'print a.warp_insts' -ex 'print b.warp_insts' -ex 'reverse-step 10' -ex 'print a.cycle - b.cycle' 2>&1 | sed 's/^/B: /'; grep -a -E '^(diff|label|desc)' s.wss
--- stdout
A: Breakpoint 1 at l1-miss sm=1 if cycle > 400
A: Breakpoint 2 at diverge kind=dram
A: 1: a.l2.misses - b.l2.misses = 0
A: 
A: Breakpoint 2, diverge dram at cycle 159: A row-open ch 0 bank 0 row 0 addr 0x7f0000000000 | B (none)
A: stopped at the end of that cycle (now cycle 160), kernel 1 (vecadd), focus sm 0 warp 0 (side A)
A: 1: a.l2.misses - b.l2.misses = 0
A: Focused side B (lrr): print, display and the other commands now see it.
A: cycle 160, kernel 1 (vecadd), focus sm 0 warp 0 (side B)
A: Session saved to 's.wss' at cycle 160 (both sides).
A: [Switching to side A: gto]
A: 
A: Breakpoint 1, l1-miss at cycle 666 on side A: sm=1 warp=0 cta=3 sched=0 line=0x7f0000000c00 new_entry=1 mshrs=1
A: stopped at the end of that cycle (now cycle 667), kernel 1 (vecadd), focus sm 1 warp 0 (side A)
A: 1: a.l2.misses - b.l2.misses = 22
A: 
A: Breakpoint 1, l1-miss at cycle 668 on side A: sm=1 warp=0 cta=3 sched=0 line=0x7f0000200c00 new_entry=1 mshrs=2
A: stopped at the end of that cycle (now cycle 669), kernel 1 (vecadd), focus sm 1 warp 0 (side A)
A: 1: a.l2.misses - b.l2.misses = 24
A: 
A: Breakpoint 1, l1-miss at cycle 670 on side A: sm=1 warp=1 cta=3 sched=0 line=0x7f0000000c80 new_entry=1 mshrs=3
A: stopped at the end of that cycle (now cycle 671), kernel 1 (vecadd), focus sm 1 warp 1 (side A)
A: 1: a.l2.misses - b.l2.misses = 25
A: a.warp_insts = 319
A: b.warp_insts = 305
---
B: Breakpoint 1 at l1-miss sm=1 if cycle > 400
B: Breakpoint 2 at diverge kind=dram
B: (the sides already diverged in dram at cycle 159: it will not stop)
B: 1: a.l2.misses - b.l2.misses = 0
B: Resumed session s.wss: cycle 160, kernel 1 (vecadd), focus sm 0 warp 0 (side B)
B: Num     Type           Disp Enb What
B: 1       breakpoint     keep y   l1-miss sm=1
B: 	stop only if cycle > 400
B: 2       breakpoint     keep y   diverge kind=dram
B: [Switching to side A: gto]
B: 
B: Breakpoint 1, l1-miss at cycle 666 on side A: sm=1 warp=0 cta=3 sched=0 line=0x7f0000000c00 new_entry=1 mshrs=1
B: stopped at the end of that cycle (now cycle 667), kernel 1 (vecadd), focus sm 1 warp 0 (side A)
B: 1: a.l2.misses - b.l2.misses = 22
B: 
B: Breakpoint 1, l1-miss at cycle 668 on side A: sm=1 warp=0 cta=3 sched=0 line=0x7f0000200c00 new_entry=1 mshrs=2
B: stopped at the end of that cycle (now cycle 669), kernel 1 (vecadd), focus sm 1 warp 0 (side A)
B: 1: a.l2.misses - b.l2.misses = 24
B: 
B: Breakpoint 1, l1-miss at cycle 670 on side A: sm=1 warp=1 cta=3 sched=0 line=0x7f0000000c80 new_entry=1 mshrs=3
B: stopped at the end of that cycle (now cycle 671), kernel 1 (vecadd), focus sm 1 warp 1 (side A)
B: 1: a.l2.misses - b.l2.misses = 25
B: a.warp_insts = 319
B: b.warp_insts = 305
B: cycle 661, kernel 1 (vecadd), focus sm 1 warp 1 (side A)
B: 1: a.l2.misses - b.l2.misses = 10
B: a.cycle - b.cycle = 0
diff b
label-a gto
desc-a gto
label-b lrr
desc-b lrr
--- stderr
