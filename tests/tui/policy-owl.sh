# tests/tui/policy-owl.sh — OWL in the TUI (sourced by tests/tui/run.sh): `layout owl`,
# stop on group-switch, the warps view shows the switch, the CTA groups and priorities;
# stop on a memory-side prefetch, info sched lists the groups.
tui_start 120 40 "" -c tiny -p owl -o owl.group_min_warps=4 demo:laplace3d:nx=64,ny=32,nz=4
check owl-start tui_wait '\(warpscope\) ' 3
tui_type 'layout owl'
check owl-layout tui_wait '[ [][0-9] dram[] ]' 3
check owl-layout-warps pane_has warps 'policy owl'
tui_type 'break group-switch sm=0'
check owl-break-set tui_wait 'Breakpoint 1 at group-switch' 3
tui_type 'run'
check owl-stop tui_wait 'Breakpoint 1, group-switch at cycle [0-9]+: sm=0 sched=0 from=[0-9]+ to=[0-9]+' 5
check owl-warps-banner pane_has warps '> stop: group-switch sched 0: group [0-9]+ -> [0-9]+'
check owl-warps-groups pane_has warps 'groups \(id prio warps\): \[0 p[01] 4w'
check owl-warps-lines pane_has warps 'group [01]  prio [01]  slots'
tui_type 'delete 1'
tui_type 'break prefetch'
check owl-break-prefetch tui_wait 'Breakpoint 2 at prefetch' 3
tui_type 'continue'
check owl-prefetch-stop tui_wait 'Breakpoint 2, prefetch at cycle [0-9]+: ch=0 bank=[01] row=[0-9]+' 5
tui_type 'info sched'
check owl-info-sched tui_wait 'group [01]  prio [01]  slots [0-9]-[0-9]  ctas [0-9]+  <- current' 3
tui_keys q
check owl-quit tui_wait '\[exit 0\]' 5
