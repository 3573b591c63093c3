# tests/tui/policy-ccws.sh — CCWS in the TUI (sourced by tests/tui/run.sh): `layout ccws`,
# stop on throttle (after a vta-hit), the vta view shows the score stack with the cutoff
# line and the throttled warp marked, info vta the same numbers.
tui_start 120 40 "" -c tiny -p ccws demo:kmeans:points=512
check ccws-start tui_wait '\(warpscope\) ' 3
tui_type 'layout ccws'
check ccws-layout tui_wait '[ [][0-9] vta[] ]' 3
check ccws-layout-title pane_has vta 'stack \(largest first; \| = cutoff\)'
tui_type 'break vta-hit sm=0'
check ccws-break-set tui_wait 'Breakpoint 1 at vta-hit' 3
tui_type 'run'
check ccws-vta-stop tui_wait 'Breakpoint 1, vta-hit at cycle [0-9]+: sm=0 warp=[0-9]+' 5
check ccws-vta-marked pane_has vta '> W[0-9]+ +[0-9]+ yes +1 '
tui_type 'delete 1'
tui_type 'tbreak throttle sm=0'
tui_type 'continue'
check ccws-throttle-stop tui_wait 'throttle at cycle [0-9]+: sm=0 warp=[0-9]+ .*a=0' 5
check ccws-view-throttled pane_has vta '> W[0-9]+ +[0-9]+ NO .*x+'
check ccws-view-cutoff pane_has vta 'cutoff 800 \(8 x 100\)'
tui_type 'info vta'
check ccws-info-vta tui_wait ' 7 +[0-9]+ +[0-9]+ +[0-9]+ +(yes|no) +[0-9]+ +[0-9]+' 3
tui_keys q
check ccws-quit tui_wait '\[exit 0\]' 5
