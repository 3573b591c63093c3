# Lesson: PRO, progress-aware warp scheduling
# Anantpur and Govindarajan: TBs are ranked by state (finishWait > barrierWait > noWait) while CTAs still wait in the
# dispatcher (the fast phase), then least-progress-first once the last CTA is placed
# (the slow phase); every pro.threshold cycles the remaining TBs are re-sorted.
#
# Run it:   warpscope lesson pro            (the TUI; Space goes from step to step)
#           warpscope debug -c tiny -x demos/lessons/pro.ws   (all at once)

set config tiny

file demo:scalarprod:vectors=6,ctas=6,elements=1024
set sched.policy pro
set pro.threshold 200
set sm.max_warps 16
set sm.max_threads 512
echo \nSix CTAs of 8 warps on two SMs of 16 warp slots: two CTAs per SM at a time, two\n
echo wait in the dispatcher.  That is PRO's fast phase.\n
echo Stop when a TB of SM 0 changes state (from = old state, to = new state).  The first\n
echo stops are the launches: a TB starts in noWait (to=0), with no old state:\n
break tb-state sm=0
run
continue
expect cycle == 2 && sm[0].cta[0].state == 0
pause view=ctas,log Two TBs launched into noWait
echo \nNow run to the first change of state:\n
continue
echo (the order below is the SM's last evaluation; one step re-evaluates it)\n
step 1
info sched
echo \nA warp of CTA 0 reached the barrier: the TB is in barrierWait (from=0 to=1), it\n
echo ranks ahead of the noWait TB, and its warps are re-sorted least progress first so\n
echo the laggards reach the barrier.  The next stop is the barrier's release, back to\n
echo noWait:\n
expect sm[0].cta[0].state == 1
pause view=ctas,warps CTA 0 at its barrier: barrierWait
continue
step 1
info sched
print sm[0].cta[0].state
print sm[0].cta[0].progress
expect sm[0].cta[0].state == 0 && sm[0].cta[0].progress == 15904
pause view=ctas,warps The barrier released: noWait again
echo \nStates are numbered 0 noWait 1 barrierWait 2 finishWait 3 finishNoWait\n
echo 4 barrierWait1 5 finished.  Now wait for the last CTA to leave the dispatcher:\n
delete 1
break phase-change sm=0
continue
step 1
info sched
echo \nThe slow phase: noWait and finishWait TBs merge into finishNoWait (CTA 5, just\n
echo launched), ordered least progress first among themselves so the last TBs finish\n
echo together; a TB waiting at a barrier (barrierWait1: CTA 2) still goes first.\n
echo Let it run:\n
pause view=ctas,warps The slow phase: finishNoWait
delete 2
continue
print core.stall_idle
pause view=sms,stats To the end
