# debug --diff: a watch on both sides' counters (a./b. prefixes) stops where the
# difference first exceeds the bound; display follows both sides
cmd: warpscope debug --batch --diff -p gto -b l1d.mshrs=2 -c tiny demo:vecadd:n=2048
--- stdin
watch a.l1d.misses - b.l1d.misses > 3
display a.l1d.misses
display b.l1d.misses
run
print a.l1d.misses - b.l1d.misses
tbreak diverge kind=cta-launch
continue
info breakpoints
--- stdout
Watchpoint 1: a.l1d.misses - b.l1d.misses > 3
1: a.l1d.misses = 0
2: b.l1d.misses = 0
Starting demo:vecadd:n=2048 (A gto, B gto l1d.mshrs=2)

Watchpoint 1: a.l1d.misses - b.l1d.misses > 3

Old value = 0
New value = 1
cycle 47, kernel 1 (vecadd), focus sm 0 (side A)
1: a.l1d.misses = 8
2: b.l1d.misses = 4
a.l1d.misses - b.l1d.misses = 4
Temporary breakpoint 2 at diverge kind=cta-launch

Temporary breakpoint 2, diverge cta-launch at cycle 597: A cta 2 on sm 0 slot 0 | B (none)
stopped as cycle 597 began, before it runs (now cycle 597), kernel 1 (vecadd), focus sm 0 (side A)
1: a.l1d.misses = 47
2: b.l1d.misses = 16
Num     Type           Disp Enb What
1       watchpoint     keep y   a.l1d.misses - b.l1d.misses > 3
	breakpoint already hit 1 time
--- stderr
