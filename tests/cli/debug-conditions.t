# conditions, ignore counts, enable/disable, commands ... end, hit counts
cmd: warpscope debug --batch -c tiny demo:vecadd:n=8192
--- stdin
break l1-miss sm=0 if cycle > 300
break cta-launch
disable 2
run
print cycle > 300
condition 1 sm[0].warp_insts >= 40 && cycle > 400
continue
condition 1
ignore 1 3
continue
info breakpoints
commands 1
echo [bp 1 commands]\n
print cycle
end
continue
enable 2
disable 1
continue
info breakpoints
--- stdout
Breakpoint 1 at l1-miss sm=0 if cycle > 300
Breakpoint 2 at cta-launch
Starting demo:vecadd:n=8192 (policy gto)

Breakpoint 1, l1-miss at cycle 332: sm=0 warp=7 cta=0 sched=0 line=0x7f0000200380 new_entry=1 mshrs=8
stopped at the end of that cycle (now cycle 333), kernel 1 (vecadd), focus sm 0 warp 7
cycle > 300 = 1
Breakpoint 1 stops only if sm[0].warp_insts >= 40 && cycle > 400

Breakpoint 1, l1-miss at cycle 636: sm=0 warp=0 cta=2 sched=0 line=0x7f0000000800 new_entry=1 mshrs=1
stopped at the end of that cycle (now cycle 637), kernel 1 (vecadd), focus sm 0 warp 0
Breakpoint 1 now unconditional.
Will ignore next 3 crossings of breakpoint 1.

Breakpoint 1, l1-miss at cycle 644: sm=0 warp=2 cta=2 sched=0 line=0x7f0000000900 new_entry=1 mshrs=5
stopped at the end of that cycle (now cycle 645), kernel 1 (vecadd), focus sm 0 warp 2
Num     Type           Disp Enb What
1       breakpoint     keep y   l1-miss sm=0
	breakpoint already hit 6 times
2       breakpoint     keep n   cta-launch

Breakpoint 1, l1-miss at cycle 647: sm=0 warp=2 cta=2 sched=0 line=0x7f0000200900 new_entry=1 mshrs=6
stopped at the end of that cycle (now cycle 648), kernel 1 (vecadd), focus sm 0 warp 2
[bp 1 commands]
cycle = 648

Breakpoint 2, cta-launch at cycle 1121: sm=0 cta=4 slot=0 warps=8
stopped as cycle 1121 began, before it runs (now cycle 1121), kernel 1 (vecadd), focus sm 0 warp 2
Num     Type           Disp Enb What
1       breakpoint     keep n   l1-miss sm=0
	breakpoint already hit 7 times
        echo [bp 1 commands]\n
        print cycle
2       breakpoint     keep y   cta-launch
	breakpoint already hit 1 time
--- stderr
