# run with a trace that does not exist: the path and the reason; exit 2
cmd: warpscope run -c configs/tiny.cfg tests/cli/no-such-trace.wst
status: 2
--- stdout
--- stderr
warpscope: tests/cli/no-such-trace.wst: cannot open: No such file or directory
