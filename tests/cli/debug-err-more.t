# the remaining error messages of the debugger's commands (not batch, so all run)
cmd: warpscope debug -c tiny demo:vecadd:n=512
--- stdin
continue 3
commands
until 0
step 5
until 3
focus sm 0 warp 99
quit now
source
watch
watch 1 +
display 1 +
display/q cycle
why x
why 40
info dram 5
info
info s
condition x
ignore 1 -2
delete x
undisplay x
print
break
tbreak nosuch
set
set sm.count
show sm.countt
echo
--- stdout
cycle 5, kernel 1 (vecadd), focus sm 0
--- stderr
continue: not stopped at a breakpoint; N needs one
commands: no breakpoints
until: cycle 0 is not ahead of the current cycle 0
until: cycle 3 is not ahead of the current cycle 5
focus: no warp slot 99 (an SM holds 8)
quit: expected an exit status 0..255, got 'now'
source: expected a file name
watch: expected an expression
watch: column 4: expected a number, a name, '(' , '-' or '!' at the end
display: column 4: expected a number, a name, '(' , '-' or '!' at the end
display: unknown format '/q' (expected /x, /d or /f)
why: expected a warp slot number, got 'x'
why: SM 0 has no warp in slot 40
info dram: expected a channel 0..0, got '5'
info: expected one of breakpoints sm warps ctas cache dram sched vta stats config display pipe threads checkpoints diff
info: ambiguous subcommand 's' (expected one of breakpoints sm warps ctas cache dram sched vta stats config display pipe threads checkpoints diff)
condition: expected a breakpoint number, got 'x'
No breakpoint number 1.
delete: expected breakpoint numbers, got 'x'
undisplay: no display number 'x'
print: expected an expression
expected an event name (e.g. 'break row-close ch=2')
unknown event 'nosuch'; events: kernel-start kernel-end cta-launch cta-finish warp-finish issue barrier barrier-release group-switch l1-hit l1-miss l1-evict vta-hit throttle l2-hit l2-miss row-open row-close dram-read dram-write prefetch prefetch-use mshr-full phase-change tb-state l1i-miss
set: expected 'set KEY VALUE' (KEY is a config key)
set: expected 'set KEY VALUE' (KEY is a config key)
show: unknown key 'sm.countt' (did you mean 'sm.count'?)
