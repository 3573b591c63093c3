# debug --diff with reverse execution (issue 21): a breakpoint on an event stops on
# either side and says which ("on side B", focusing it); reverse-continue goes back to
# the previous hit on either side; reverse-step N then step N come back to the same
# values on both sides (a./b. names); goto, reverse-next, reverse-finish and checkpoints
# move both; info checkpoints lists the checkpoints of both sides.
cmd: warpscope debug --batch --nx --diff gto -b l1d.mshrs=2 -c tiny demo:vecadd:n=2048 | sed -E 's/[0-9]+\.[0-9] KB/N KB/'
--- stdin
break row-close
display a.l1d.misses
display b.l1d.misses
run
continue
continue
print a.cycle - b.cycle
reverse-continue
reverse-continue
delete
reverse-step 100
step 100
goto 50
next 2
reverse-next 2
checkpoint
until 600
restart 1
reverse-finish
info checkpoints
--- stdout
Breakpoint 1 at row-close
1: a.l1d.misses = 0
2: b.l1d.misses = 0
Starting demo:vecadd:n=2048 (A gto, B gto l1d.mshrs=2)
[Switching to side B: gto l1d.mshrs=2]

Breakpoint 1, row-close at cycle 185 on side B: sm=0 warp=0 cta=0 ch=0 bank=0 row=0 addr=0x7f0000200000 open_cycles=26 accesses=8
stopped at the end of that cycle (now cycle 186), kernel 1 (vecadd), focus sm 0 warp 0 (side B)
1: a.l1d.misses = 16
2: b.l1d.misses = 5
[Switching to side A: gto]

Breakpoint 1, row-close at cycle 200 on side A: sm=0 warp=0 cta=0 ch=0 bank=0 row=0 addr=0x7f0000200000 open_cycles=41 accesses=8
stopped at the end of that cycle (now cycle 201), kernel 1 (vecadd), focus sm 0 warp 0 (side A)
1: a.l1d.misses = 17
2: b.l1d.misses = 6

Breakpoint 1, row-close at cycle 212 on side A: sm=0 warp=2 cta=0 ch=0 bank=1 row=0 addr=0x7f0000200100 open_cycles=45 accesses=8
stopped at the end of that cycle (now cycle 213), kernel 1 (vecadd), focus sm 0 warp 2 (side A)
1: a.l1d.misses = 19
2: b.l1d.misses = 6
a.cycle - b.cycle = 0

Breakpoint 1, row-close at cycle 200 on side A: sm=0 warp=0 cta=0 ch=0 bank=0 row=0 addr=0x7f0000200000 open_cycles=41 accesses=8
stopped at the end of that cycle (now cycle 201), kernel 1 (vecadd), focus sm 0 warp 0 (side A)
1: a.l1d.misses = 17
2: b.l1d.misses = 6
[Switching to side B: gto l1d.mshrs=2]

Breakpoint 1, row-close at cycle 185 on side B: sm=0 warp=0 cta=0 ch=0 bank=0 row=0 addr=0x7f0000200000 open_cycles=26 accesses=8
stopped at the end of that cycle (now cycle 186), kernel 1 (vecadd), focus sm 0 warp 0 (side B)
1: a.l1d.misses = 16
2: b.l1d.misses = 5
cycle 86, kernel 1 (vecadd), focus sm 0 warp 0 (side B)
1: a.l1d.misses = 16
2: b.l1d.misses = 4
cycle 186, kernel 1 (vecadd), focus sm 0 warp 0 (side B)
1: a.l1d.misses = 16
2: b.l1d.misses = 5
cycle 50, kernel 1 (vecadd), focus sm 0 warp 0 (side B)
1: a.l1d.misses = 10
2: b.l1d.misses = 4
cycle 52, kernel 1 (vecadd), focus sm 0 warp 0 (side B)
1: a.l1d.misses = 12
2: b.l1d.misses = 4
cycle 50, kernel 1 (vecadd), focus sm 0 warp 0 (side B)
1: a.l1d.misses = 10
2: b.l1d.misses = 4
Checkpoint 1 at cycle 50 (N KB, both sides)
cycle 600, kernel 1 (vecadd), focus sm 0 warp 0 (side B)
1: a.l1d.misses = 48
2: b.l1d.misses = 16
Restarted from checkpoint 1: cycle 50, kernel 1 (vecadd), focus sm 0 warp 0 (side B)
Run back to the start of kernel 1.
cycle 0, kernel 1 (vecadd), focus sm 0 warp 0 (side B)
1: a.l1d.misses = 0
2: b.l1d.misses = 0
  Num  Cycle        Size       Kind
* -    0            N KB   auto
  1    50           N KB   manual
Automatic: 1, N KB of 256.0 MB (dbg.checkpoint_budget), one every 8192 cycles, 0 thinned.
--- stderr
