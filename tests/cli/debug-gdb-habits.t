# gdb habits: start stops at the first issue and focuses its warp; info threads lists the
# warps; thread N focuses one; where (bt) shows the warp's CTA, kernel, PC and last
# instructions; save breakpoints writes commands that source recreates (condition,
# ignore count, commands, disabled, watch); shell runs a command; kill frees the
# simulation and start begins again; a per-SM statistic can be watched
cmd: cd "$TMP" && warpscope debug --batch -c tiny demo:vecadd:n=4096; for c in kill where 'thread 2' 'save breakpoints x' 'save points x' shell; do warpscope debug --batch -c tiny -ex kill -ex "$c" demo:vecadd:n=512; echo "status $?"; done
--- stdin
start
print cycle
thread
info threads
next 4
thread 1
where
bt 0
tbreak l1-miss sm=1 if cycle > 10
ignore 1 2
break cta-finish warp=3
commands
print cycle
end
disable 2
watch sm[0].l1d.misses > 3
save breakpoints bp.ws
shell cat bp.ws; echo done; exit 3
delete
source bp.ws
info breakpoints
continue
print sm[0].l1d.misses
continue
print sm[0].l1d.misses
kill
start
--- stdout
Starting demo:vecadd:n=4096 (policy gto)

First issue at cycle 3: sm=0 warp=0 cta=0 sched=0 pc=0x0000 op=S2R inst=0
stopped at the end of that cycle (now cycle 4), kernel 1 (vecadd), focus sm 0 warp 0
cycle = 4
[Current warp is SM 0 warp 0]
SM 0, policy gto, cycle 4
Slot Sch  CTA Rank Grp Queue    State    Reason          Issued  Next
*  0   0    0    0   - -        active   ready                1  0010 S2R
   1   0    0    1   - -        active   ready                0  0000 S2R
   2   0    0    2   - -        active   ibuffer-empty        0  0000 S2R
   3   0    0    3   - -        active   ibuffer-empty        0  0000 S2R
   4   0    0    4   - -        active   ibuffer-empty        0  0000 S2R
   5   0    0    5   - -        active   ibuffer-empty        0  0000 S2R
   6   0    0    6   - -        active   ibuffer-empty        0  0000 S2R
   7   0    0    7   - -        active   ibuffer-empty        0  0000 S2R
cycle 8, kernel 1 (vecadd), focus sm 0 warp 0
cycle 8, kernel 1 (vecadd), focus sm 0 warp 1
SM 0 warp 1: CTA 0 (warp 1 of it), kernel 1 (vecadd), scheduler 0, cycle 8
  state active, ibuffer-empty; 2 of 13 instructions issued
#0  pc 0x0020  IMAD           next to issue (instruction 2)
#1  pc 0x0010  S2R            issued (instruction 1)
#2  pc 0x0000  S2R            issued (instruction 0)
SM 0 warp 0: CTA 0 (warp 0 of it), kernel 1 (vecadd), scheduler 0, cycle 8
  state active, ibuffer-empty; 2 of 13 instructions issued
#0  pc 0x0020  IMAD           next to issue (instruction 2)
#1  pc 0x0010  S2R            issued (instruction 1)
#2  pc 0x0000  S2R            issued (instruction 0)
Temporary breakpoint 1 at l1-miss sm=1 if cycle > 10
Will ignore next 2 crossings of breakpoint 1.
Breakpoint 2 at cta-finish warp=3
Watchpoint 3: sm[0].l1d.misses > 3
Saved to file 'bp.ws'.
# warpscope breakpoints: 'source bp.ws' recreates them
tbreak l1-miss sm=1 if cycle > 10
ignore $bpnum 2
break cta-finish warp=3
commands
  print cycle
end
disable $bpnum
watch sm[0].l1d.misses > 3
done
[shell command exited with status 3]
Temporary breakpoint 4 at l1-miss sm=1 if cycle > 10
Will ignore next 2 crossings of breakpoint 4.
Breakpoint 5 at cta-finish warp=3
Watchpoint 6: sm[0].l1d.misses > 3
Num     Type           Disp Enb What
4       breakpoint     del  y   l1-miss sm=1
	stop only if cycle > 10
	will ignore next 2 crossings of breakpoint.
5       breakpoint     keep n   cta-finish warp=3
        print cycle
6       watchpoint     keep y   sm[0].l1d.misses > 3

Temporary breakpoint 4, l1-miss at cycle 44: sm=1 warp=1 cta=1 sched=0 line=0x7f0000000480 new_entry=1 mshrs=3
stopped at the end of that cycle (now cycle 45), kernel 1 (vecadd), focus sm 1 warp 1
sm[0].l1d.misses = 3

Watchpoint 6: sm[0].l1d.misses > 3

Old value = 0
New value = 1
cycle 47, kernel 1 (vecadd), focus sm 1 warp 1
sm[0].l1d.misses = 4
[simulation killed at cycle 47] 'run' or 'start' begins it again
Starting demo:vecadd:n=4096 (policy gto)

First issue at cycle 3: sm=0 warp=0 cta=0 sched=0 pc=0x0000 op=S2R inst=0
stopped at the end of that cycle (now cycle 4), kernel 1 (vecadd), focus sm 0 warp 0
[simulation killed at cycle 0] 'run' or 'start' begins it again
status 2
[simulation killed at cycle 0] 'run' or 'start' begins it again
status 2
[simulation killed at cycle 0] 'run' or 'start' begins it again
status 2
[simulation killed at cycle 0] 'run' or 'start' begins it again
status 2
[simulation killed at cycle 0] 'run' or 'start' begins it again
status 2
[simulation killed at cycle 0] 'run' or 'start' begins it again
status 2
--- stderr
The program is not being run.
where: no simulation loaded (use 'run')
thread: no simulation loaded (use 'run')
save breakpoints: there are no breakpoints or watchpoints
save: expected 'save breakpoints FILE' or 'save session FILE'
shell: expected a command (e.g. 'shell ls')
