# reverse execution's errors: nothing running, bad counts and cycles, arguments where
# none are taken, no checkpoints (dbg.checkpoint_budget = 0), and reverse-step at cycle 0.
cmd: warpscope debug -c tiny demo:vecadd:n=512 -ex kill -ex rs -ex 'goto 5' -ex 'rc x' -ex 'reverse-finish now' -ex run -ex 'rn 0' -ex 'goto -1' -ex 'goto x' -ex 'rs 1k'; echo "status $?"; warpscope debug -c tiny -o dbg.checkpoint_budget=0 demo:vecadd:n=512 -ex 'step 10' -ex rs -ex 'goto 1' -ex 'info checkpoints'; echo "status $?"; warpscope debug -c tiny demo:vecadd:n=512 -ex rs -ex 'rs 5'; echo "status $?"
--- stdout
[simulation killed at cycle 0] 'run' or 'start' begins it again
Starting demo:vecadd:n=512 (policy gto)
[simulation finished] the last kernel ended at cycle 627: 208 warp instructions, IPC 9.7990
cycle 627, all kernels done, focus sm 0
status 0
cycle 10, kernel 1 (vecadd), focus sm 0
No checkpoints.
status 0
No more reverse-execution history.
cycle 0, kernel 1 (vecadd), focus sm 0
No more reverse-execution history.
cycle 0, kernel 1 (vecadd), focus sm 0
status 0
--- stderr
reverse-step: the program is not being run (use 'run')
goto: the program is not being run (use 'run')
reverse-continue: takes no arguments
reverse-finish: takes no arguments
reverse-next: expected a positive count, got '0'
goto: expected a cycle number, got '-1'
goto: expected a cycle number, got 'x'
reverse-step: expected a positive count, got '1k'
reverse-step: no checkpoints to go back from (dbg.checkpoint_budget is 0: set it and 'run' again)
goto: no checkpoints to go back from (dbg.checkpoint_budget is 0: set it and 'run' again)
