# tests/tui/policy-ctaa.sh — CTAA in the TUI (sourced by tests/tui/run.sh): `layout ctaa`,
# stop on the first prefetch, the warps view shows the DIST table with the learnt stride
# and the ready/pending queues, info sched the PerCTA bases.
tui_start 120 40 "" -c tiny -p ctaa demo:laplace3d:nx=64,ny=32,nz=2
check ctaa-start tui_wait '\(warpscope\) ' 3
tui_type 'layout ctaa'
check ctaa-layout tui_wait '[ [][0-9] cache[] ]' 3
tui_type 'break prefetch sm=0'
check ctaa-break-set tui_wait 'Breakpoint 1 at prefetch sm=0' 3
tui_type 'run'
check ctaa-stop tui_wait 'Breakpoint 1, prefetch at cycle 83: sm=0 warp=5 cta=2' 5
check ctaa-warps-dist pane_has warps 'DIST\[0\] pc 0xa0 stride 256 mispredicts 0'
check ctaa-warps-queues pane_has warps 'sched 0 pending: 0 4 1'
check ctaa-warps-policy pane_has warps 'policy ctaa .*strides=1'
tui_type 'info sched'
check ctaa-info-sched tui_wait 'PerCTA cta 2 pc 0xa0 lead w0 base 0x7f0000000400' 3
tui_keys q
check ctaa-quit tui_wait '\[exit 0\]' 5
