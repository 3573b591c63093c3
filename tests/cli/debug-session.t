# save session / debug --session (issue 21): resuming runs on exactly as the session
# that saved it (the same stops and values after it); the breakpoints, watchpoints,
# displays, focus and policy come back.  A corrupted file, a truncated one, a trace
# rewritten since, TRACE with --session, and a file that is no session are refused
# (exit 2) saying why.
cmd: cd "$TMP" && warpscope gen vecadd n=4096 -o v.wst >/dev/null && printf '%s\n' 'break l1-miss sm=1 if cycle > 400' 'display l2.misses' 'until 380' 'focus sm 1 warp 2' 'save session s.wss' continue continue 'print warp_insts' > a.ws && warpscope debug --batch -c tiny -p lrr -x a.ws v.wst 2>&1 | sed 's/^/A: /'; echo ---; warpscope debug --batch --session s.wss -ex 'info breakpoints' -ex continue -ex continue -ex 'print warp_insts' -ex 'show sched.policy' 2>&1 | sed 's/^/B: /'; cp s.wss c.wss; printf 'Z' | dd of=c.wss bs=1 seek=3000 conv=notrunc 2>/dev/null; warpscope debug --batch --session c.wss; echo "status $?"; head -c 2000 s.wss > t.wss; warpscope debug --batch --session t.wss; echo "status $?"; warpscope gen vecadd n=2048 -o v.wst >/dev/null; warpscope debug --batch --session s.wss 2>&1 | sed -E 's/[0-9a-f]{16}/X/g; s#/[^ ]*/v.wst#TMP/v.wst#'; echo "status ${PIPESTATUS[0]}"; warpscope debug --batch --session s.wss v.wst 2>&1 | head -1; warpscope debug --batch --session v.wst; echo "status $?"; warpscope debug --batch --session nope.wss; echo "status $?"
--- stdout
A: Breakpoint 1 at l1-miss sm=1 if cycle > 400
A: 1: l2.misses = 0
A: cycle 380, kernel 1 (vecadd), focus sm 0
A: 1: l2.misses = 112
A: cycle 380, kernel 1 (vecadd), focus sm 1 warp 2
A: Session saved to 's.wss' at cycle 380.
A: 
A: Breakpoint 1, l1-miss at cycle 701: sm=1 warp=0 cta=3 sched=0 line=0x7f0000000c00 new_entry=1 mshrs=1
A: stopped at the end of that cycle (now cycle 702), kernel 1 (vecadd), focus sm 1 warp 0
A: 1: l2.misses = 214
A: 
A: Breakpoint 1, l1-miss at cycle 702: sm=1 warp=1 cta=3 sched=0 line=0x7f0000000c80 new_entry=1 mshrs=2
A: stopped at the end of that cycle (now cycle 703), kernel 1 (vecadd), focus sm 1 warp 1
A: 1: l2.misses = 216
A: warp_insts = 355
---
B: Breakpoint 1 at l1-miss sm=1 if cycle > 400
B: 1: l2.misses = 112
B: Resumed session s.wss: cycle 380, kernel 1 (vecadd), focus sm 1 warp 2
B: Num     Type           Disp Enb What
B: 1       breakpoint     keep y   l1-miss sm=1
B: 	stop only if cycle > 400
B: 
B: Breakpoint 1, l1-miss at cycle 701: sm=1 warp=0 cta=3 sched=0 line=0x7f0000000c00 new_entry=1 mshrs=1
B: stopped at the end of that cycle (now cycle 702), kernel 1 (vecadd), focus sm 1 warp 0
B: 1: l2.misses = 214
B: 
B: Breakpoint 1, l1-miss at cycle 702: sm=1 warp=1 cta=3 sched=0 line=0x7f0000000c80 new_entry=1 mshrs=2
B: stopped at the end of that cycle (now cycle 703), kernel 1 (vecadd), focus sm 1 warp 1
B: 1: l2.misses = 216
B: warp_insts = 355
B: sched.policy = lrr
status 2
status 2
s.wss: session refused: the trace TMP/v.wst changed since it was saved (identity X, now X)
status 2
warpscope: --session names its trace: no TRACE with it ('v.wst')
status 2
status 2
--- stderr
c.wss: session refused: corrupted (its checksum does not match its contents)
t.wss: session refused: truncated (no checksum line at its end)
v.wst: not a warpscope session file
nope.wss: cannot open: No such file or directory
