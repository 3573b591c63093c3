# -o without '='
cmd: warpscope config -o sm.count
status: 2
--- stdout
--- stderr
warpscope: -o sm.count: expected KEY=VALUE
