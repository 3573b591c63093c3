# commands that need a simulation, without a trace
cmd: warpscope debug -ex run -ex 'info sm' -ex 'step' -ex 'print cycle' -ex 'why 1' </dev/null
--- stdout
--- stderr
no trace loaded: give warpscope debug a TRACE, or use 'file TRACE'
info sm: no simulation loaded (use 'run')
The program is not being run (use 'run').
print: no simulation is loaded (use 'run')
why: no simulation loaded (use 'run')
