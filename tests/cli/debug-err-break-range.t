# breakpoint filters are checked against the configuration: an SM, warp slot, scheduler,
# channel or bank the GPU does not have is an error (exit 2 in batch mode), the last
# valid value is accepted, and `set` changes what is valid
cmd: for f in 'l1-miss sm=99' 'issue warp=48' 'issue sched=2' 'row-open ch=6' 'row-open bank=16'; do warpscope debug --batch -ex "break $f" demo:vecadd; echo "status $?"; done; warpscope debug --batch -c tiny -ex 'break issue sm=3' demo:vecadd; echo "status $?"; warpscope debug --batch -ex 'break row-open sm=14 warp=47 sched=1 ch=5 bank=15' -ex 'set sm.count 100' -ex 'break l1-miss sm=99' demo:vecadd
status: 0
--- stdout
status 2
status 2
status 2
status 2
status 2
status 2
Breakpoint 1 at row-open sm=14 warp=47 sched=1 ch=5 bank=15
Breakpoint 2 at l1-miss sm=99
--- stderr
sm=99: beyond this configuration, which has 15 SMs (sm=0..14)
warp=48: beyond this configuration, which has 48 warp slots per SM (warp=0..47)
sched=2: beyond this configuration, which has 2 schedulers per SM (sched=0..1)
ch=6: beyond this configuration, which has 6 DRAM channels (ch=0..5)
bank=16: beyond this configuration, which has 16 banks per channel (bank=0..15)
sm=3: beyond this configuration, which has 2 SMs (sm=0..1)
