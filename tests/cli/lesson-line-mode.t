# a lesson in line mode (warpscope lesson --line; the same as 'lesson NAME' in warpscope
# debug): the introduction, then one step per 'lesson next' with a command of one's own in
# between; the step's narrative is printed, the lesson sets its config (tiny: 2 SMs)
cmd: warpscope lesson --line two-level
--- stdin
lesson next
print sm[0].sched.group
lesson
lesson next
lesson quit
lesson next
--- stdout-has
Lesson two-level: two-level scheduling with fetch groups (TL) (4 steps)
[Enter (or 'lesson next') starts step 1 of 4; 'lesson quit' leaves.]
=== Lesson two-level, step 1 of 4: The first group switch ===
Breakpoint 1, group-switch at cycle 39: sm=0 sched=0 from=0 to=1
Group 0 (warps 0 and 1) ran until both waited on their loads; now group 1 is
[lesson two-level: step 1 of 4 done.  Look around with commands of your own, then Enter (or 'lesson next') goes on; 'lesson quit' leaves.]
sm[0].sched.group = 1
Open: two-level, step 1 of 4 ('lesson next', 'lesson quit').
=== Lesson two-level, step 2 of 4: The next group ===
Breakpoint 1, group-switch at cycle 53: sm=0 sched=0 from=1 to=2
Left lesson two-level at step 2 of 4.
--- stderr-has
lesson next: no lesson is open ('lesson' lists them)
