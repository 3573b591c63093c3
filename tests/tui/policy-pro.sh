# tests/tui/policy-pro.sh — PRO in the TUI (sourced by tests/tui/run.sh): `layout pro`,
# stop on tb-state (the first stop is CTA 0's launch into noWait, the next its arrival
# at the barrier), the warps view shows the TB state and the CTA ranks, info sched the
# TB table.
tui_start 120 40 "" -c tiny -p pro -o pro.threshold=200 demo:scalarprod:vectors=6,ctas=6,elements=1024
check pro-start tui_wait '\(warpscope\) ' 3
tui_type 'layout pro'
check pro-layout tui_wait '[ [][0-9] ctas[] ]' 3
tui_type 'break tb-state sm=0'
check pro-break-set tui_wait 'Breakpoint 1 at tb-state' 3
tui_type 'run'
check pro-launch-stop tui_wait 'Breakpoint 1, tb-state at cycle [0-9]+: sm=0 cta=0 to=0' 5
tui_type 'continue'
check pro-stop tui_wait 'Breakpoint 1, tb-state at cycle [0-9]+: sm=0 cta=0 from=0 to=1' 5
check pro-warps-state pane_has warps 'barWait'
check pro-warps-policy pane_has warps 'policy pro'
tui_type 'info sched'
check pro-info-sched tui_wait 'barrierWait' 3
tui_keys q
check pro-quit tui_wait '\[exit 0\]' 5
