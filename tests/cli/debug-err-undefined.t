# an unknown command: gdb's message; --batch stops there with exit 2
cmd: warpscope debug --batch -ex 'frobnicate' -ex 'echo not reached\n' demo:vecadd
status: 2
--- stdout
--- stderr
Undefined command: "frobnicate".  Try "help".
