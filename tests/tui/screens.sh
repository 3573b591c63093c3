#!/usr/bin/env bash
# tests/tui/screens.sh — refreshes demos/screens/*.txt: a text capture of each layout
# of the real TUI in tmux at a fixed point of a demo run (`make screens`).
set -u
cd "$(dirname "$0")/../.."
. tests/tui/lib.sh
trap tui_cleanup EXIT
tui_need_tmux || exit 1
mkdir -p demos/screens

# shot NAME COLS ROWS WAIT-REGEX ARGS... — start, wait for the regex, save the pane.
shot() {
    local name=$1 cols=$2 rows=$3 re=$4
    shift 4
    tui_start "$cols" "$rows" "" "$@" || { echo "screens: $name did not start"; return 1; }
    tui_wait "$re" 10 || { echo "screens: $name: '$re' not seen"; return 1; }
    sleep 0.3
    TM capture-pane -p -t 0 | sed -e 's/[[:space:]]*$//' > "demos/screens/$name.txt"
    tui_keys q
    echo "wrote demos/screens/$name.txt (${cols}x$rows: warpscope tui $*)"
}
shot sched 120 40 'stop: group-switch' -p tl -ex 'break group-switch' -ex 'continue' \
    -ex 'layout sched' demo:vecadd
shot mem 120 40 'stop: row-close' -ex 'break row-close' -ex 'continue' -ex 'layout mem' \
    demo:vecadd
shot all 160 50 ' 6 stats ' -p tl -ex 'until 3000' -ex 'layout all' demo:vecadd
shot small 80 24 'F1Help' -p tla -ex 'until 500' demo:bfs
shot wide 160 48 ' 9 vta ' -p ccws -ex 'until 3000' demo:vecadd
shot pipeline 120 40 'STALL' -c tiny -p lrr -ex 'until 120' -ex 'focus sm 0 warp 4' \
    -ex 'layout pipeline' demo:vecadd:n=2048
shot pipeline-small 80 24 'F1Help' -p gto -ex 'until 300' -ex 'layout pipeline' demo:vecadd
# the lesson mode: `warpscope lesson lrr-vs-gto` at its first step, at 80x24 and 160x48
lesson_shot() {
    local name=$1 cols=$2 rows=$3
    TUI_CMD=lesson TUI_READY='G lesson' tui_start "$cols" "$rows" "" lrr-vs-gto ||
        { echo "screens: $name did not start"; return 1; }
    tui_keys Space
    tui_wait 'lesson 1/[0-9]+ Space:next \|.*cycle 69' 10 || { echo "screens: $name: step 1 not seen"; return 1; }
    sleep 0.3
    TM capture-pane -p -t 0 | sed -e 's/[[:space:]]*$//' > "demos/screens/$name.txt"
    tui_keys q
    echo "wrote demos/screens/$name.txt (${cols}x$rows: warpscope lesson lrr-vs-gto, Space)"
}
lesson_shot lesson-small 80 24
lesson_shot lesson 160 48
