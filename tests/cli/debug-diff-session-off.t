# a session saved after the debugger's `diff` command (from one simulator with policy tl)
# and resumed with debug --session: `diff off` goes back to the config before `diff`
# (policy tl, l1d.assoc as it was), as it does in the session that saved it, and not to
# side A's (gto with -a l1d.assoc=2); a session of `debug --diff` (no config before it)
# still goes back to side A's
cmd: cd "$TMP" && warpscope debug --batch --nx -c tiny -p tl demo:vecadd:n=2048 -ex 'diff gto,lrr -a l1d.assoc=2' -ex 'until 300' -ex 'save session s.wss' && grep -a -c '^config-base ' s.wss && warpscope debug --batch --nx --session s.wss -ex 'print a.cycle - b.cycle' -ex 'diff off' -ex 'show sched.policy' -ex 'show l1d.assoc' && warpscope debug --batch --nx --diff gto,lrr -a l1d.assoc=2 -c tiny demo:vecadd:n=2048 -ex 'until 300' -ex 'save session t.wss' && grep -a -c '^config-base ' t.wss; warpscope debug --batch --nx --session t.wss -ex 'diff off' -ex 'show sched.policy' -ex 'show l1d.assoc'
--- stdout
demo:vecadd:n=2048 twice, in lockstep from cycle 0: A gto l1d.assoc=2, B lrr.
cycle 300, kernel 1 (vecadd), focus sm 0 (side A)
Session saved to 's.wss' at cycle 300 (both sides).
1
Resumed session s.wss: cycle 300, kernel 1 (vecadd), focus sm 0 (side A)
a.cycle - b.cycle = 0
One simulator again (policy tl), at cycle 0.
sched.policy = tl
l1d.assoc = 4
cycle 300, kernel 1 (vecadd), focus sm 0 (side A)
Session saved to 't.wss' at cycle 300 (both sides).
0
Resumed session t.wss: cycle 300, kernel 1 (vecadd), focus sm 0 (side A)
One simulator again (policy gto), at cycle 0.
sched.policy = gto
l1d.assoc = 2
--- stderr
