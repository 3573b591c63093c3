# tests/tui/policy-ctaa.sh — CTAA in the TUI (sourced by tests/tui/run.sh): `layout ctaa`,
# stop on the first prefetch, the warps view shows the DIST table with the learnt stride
# and the ready/pending queues, info sched the PerCTA bases.  What the TUI shows is
# compared with the line-mode debugger stopped at the same event.
ctaa_args=(-c tiny -p ctaa demo:laplace3d:nx=64,ny=32,nz=2)
ctaa_ref=$("$BIN" debug --batch -ex 'break prefetch sm=0' -ex run -ex 'info sched' "${ctaa_args[@]}" 2>&1)
ctaa_stop=$(grep -m1 '^Breakpoint 1, prefetch at cycle' <<<"$ctaa_ref" | sed 's/ sched=.*//')
ctaa_pend=$(grep -m1 '^  sched 0 pending:' <<<"$ctaa_ref" | sed 's/^  //')
ctaa_base=$(grep -m1 '^  PerCTA cta' <<<"$ctaa_ref" | sed 's/^  //')
tui_start 120 40 "" "${ctaa_args[@]}"
check ctaa-start tui_wait '\(warpscope\) ' 3
tui_type 'layout ctaa'
check ctaa-layout tui_wait '[ [][0-9] cache[] ]' 3
tui_type 'break prefetch sm=0'
check ctaa-break-set tui_wait 'Breakpoint 1 at prefetch sm=0' 3
tui_type 'run'
ctaa_same_stop() { [ -n "$ctaa_stop" ] && tui_wait "$(sed 's/[][().*]/\\&/g' <<<"$ctaa_stop")" 5; }
check ctaa-stop ctaa_same_stop
check ctaa-warps-dist pane_has warps 'DIST\[0\] pc 0xa0 stride 256 mispredicts 0'
ctaa_queue() { [ -n "$ctaa_pend" ] && pane_has warps "$ctaa_pend"; }
check ctaa-warps-queues ctaa_queue
check ctaa-warps-policy pane_has warps 'policy ctaa .*strides=1'
tui_type 'info sched'
ctaa_info() { [ -n "$ctaa_base" ] && tui_wait "$ctaa_base" 3; }
check ctaa-info-sched ctaa_info
tui_keys q
check ctaa-quit tui_wait '\[exit 0\]' 5
