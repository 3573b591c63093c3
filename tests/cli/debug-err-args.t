# argument errors of the stepping and breakpoint commands (not batch: all run)
cmd: warpscope debug -ex 'step x' -ex 'next -1' -ex 'until' -ex 'condition 9 cycle>1' -ex 'ignore 1' -ex 'delete 4' -ex 'enable x' -ex 'focus sm 99' -ex 'focus warp' -ex 'info nothing' -ex 'info cache 9999' -ex 'undisplay 3' -ex 'print/q cycle' -ex 'quit' demo:vecadd </dev/null
--- stdout
--- stderr
step: expected a positive count, got 'x'
next: expected a positive count, got '-1'
until: expected a cycle number, got ''
No breakpoint number 9.
No breakpoint number 1.
No breakpoint number 4.
enable: expected breakpoint numbers, got 'x'
focus: no SM 99 (this GPU has 15)
focus: expected 'focus sm N [warp M]' (or 'focus a|b' under debug --diff)
info: unknown subcommand 'nothing' (expected one of breakpoints sm warps ctas cache dram sched vta stats config display pipe threads checkpoints diff)
info cache: expected a set number 0..31, got '9999'
undisplay: no display number '3'
print: unknown format '/q' (expected /x, /d or /f)
