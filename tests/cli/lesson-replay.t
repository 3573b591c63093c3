# between steps the student's own commands may move the simulation (step, a breakpoint of
# their own, another trace): the next step first replays the story to where it stopped,
# so it shows what its narrative says; breakpoints made before the lesson do not shift
# the numbers its script uses (two-level's `delete 1`)
cmd: warpscope debug --batch -ex 'file demo:vecadd:n=256' -ex 'break issue' -ex 'lesson two-level' -ex 'lesson next' -ex 'step 7' -ex 'break l1-hit' -ex 'lesson next' -ex 'print cycle' -ex 'info breakpoints' -ex 'lesson next' -ex 'info sched' -ex 'lesson next'
--- stdout-has
Breakpoint 1, group-switch at cycle 39: sm=0 sched=0 from=0 to=1
cycle 47, kernel 1 (vecadd), focus sm 0
(Your commands moved the simulation: replaying the lesson to the end of step 1 first.)
Breakpoint 1, group-switch at cycle 53: sm=0 sched=0 from=1 to=2
cycle = 54
1       breakpoint     keep y   group-switch sm=0
[lesson two-level: step 3 of 4 done.  Look around with commands of your own, then Enter (or 'lesson next') goes on; 'lesson quit' leaves.]
[lesson two-level finished. 'lesson' lists the others.]
--- stderr
