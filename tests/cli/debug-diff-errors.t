# debug --diff's error cases: diverge, a./b., focus a|b and info diff outside diff mode;
# a bad kind, commands that need one simulator (kill, set, file) and a./b. unknown names
# inside it
cmd: warpscope debug --batch -c tiny demo:vecadd:n=2048 -ex 'break diverge'; echo "status $?"; warpscope debug -c tiny demo:vecadd:n=2048 < /dev/null -ex 'print a.ipc' -ex 'watch b.ipc > 1' -ex 'focus b' -ex 'info diff' -ex 'tbreak diverge kind=issue'; echo "status $?"; warpscope debug --batch --diff gto,lrr -c tiny demo:vecadd:n=2048 -ex 'break diverge kind=bogus'; echo "status $?"; warpscope debug --diff gto,lrr -c tiny demo:vecadd:n=2048 < /dev/null -ex 'break diverge cta=3' -ex 'print a.nosuch' -ex 'print c.ipc' -ex 'kill' -ex 'set sm.count 2' -ex 'file demo:bfs' -ex 'info diff 3'; echo "status $?"
--- stdout
status 2
status 0
status 2
status 0
--- stderr
break diverge: needs two simulators: start the debugger with 'warpscope debug --diff A,B TRACE'
print: 'a.ipc': the a. and b. prefixes name a side of 'warpscope debug --diff A,B TRACE'; this session has one simulator
watch: 'b.ipc': the a. and b. prefixes name a side of 'warpscope debug --diff A,B TRACE'; this session has one simulator
focus b: needs two simulators (warpscope debug --diff A,B TRACE)
info diff: needs two simulators (warpscope debug --diff A,B TRACE)
tbreak diverge: needs two simulators: start the debugger with 'warpscope debug --diff A,B TRACE'
break diverge: 'kind=bogus': expected kind=issue, kind=cache, kind=dram, kind=cta-launch or 'if EXPR'
break diverge: 'cta=3': expected kind=issue, kind=cache, kind=dram, kind=cta-launch or 'if EXPR'
print: 'nosuch': unknown name
print: 'c.ipc': unknown name
kill: not available with two simulators (debug --diff) yet
set: not available with two simulators (debug --diff) yet
file: not available with two simulators (debug --diff) yet
info diff: takes no arguments
