#!/usr/bin/env bash
# tests/tui/run.sh — drives the real TUI (`warpscope tui`) in a fixed-size tmux pane:
# sends keys and commands, captures the pane and asserts on its text.  Every assertion
# is one test; the last line is "N passed, N failed" (tests/run.sh parses it).
# T=NAME runs only the tests whose name contains NAME; TUI_WAIT scales the waits.
set -u
cd "$(dirname "$0")/../.."
T=${T:-}
. tests/tui/lib.sh
trap tui_cleanup EXIT
passed=0 failed=0 skipped=0
[ -n "${SAN:-}" ] && TUI_WAIT=${TUI_WAIT:-15}   # sanitizer builds are slower

if ! tui_need_tmux; then
    echo "FAIL tui: tmux is not installed"
    echo "0 passed, 1 failed"
    exit 1
fi
if [ ! -x "$BIN" ]; then
    echo "FAIL tui: $BIN not built"
    echo "0 passed, 1 failed"
    exit 1
fi

# check NAME COMMAND... — one test: passes when the command succeeds.
check() {
    local name=$1
    shift
    if [ -n "$T" ] && [[ "tui-$name" != *"$T"* ]] && [[ "tui" != *"$T"* ]]; then
        skipped=$((skipped + 1)); return 0
    fi
    if "$@"; then
        echo "ok tui-$name"; passed=$((passed + 1))
    else
        echo "FAIL tui-$name"; tui_cap | sed 's/^/    | /' | head -60; failed=$((failed + 1))
    fi
}
pane_has() { tui_pane_text "$1" | grep -Eq -- "$2"; }
pane_lacks() { ! tui_pane_text "$1" | grep -Eq -- "$2"; }
screen_lacks() { ! tui_cap | grep -Eq -- "$1"; }
max_width() { [ "$(tui_cap | awk '{ if (length > m) m = length } END { print m + 0 }')" -le "$1" ]; }

# ---- first screen, stepping, a group-switch stop (tl) ---------------------------------
tui_start 120 40 "" -p tl demo:vecadd
check first-screen-views tui_wait '\[1 sms\].*' 5
all_titles() { local s v; s=$(tui_cap); for v in "$@"; do grep -Eq "[ [][0-9] $v[] ]" <<<"$s" || return 1; done; }
check first-screen-titles all_titles sms warps ctas trace output
check first-screen-prompt tui_wait '^\(warpscope\) ' 2
check first-screen-fkeys tui_wait 'F1Help +F2Layout.*F10Quit' 2
check first-screen-cycle0 tui_wait 'sched \| sm 0 \| cycle 0 *$' 2
# at cycle 0 no CTA is resident yet (the kernel launch latency), then every SM fills
check first-screen-sms pane_has sms '^\|\* 0 - +0\.0 +0w0c'
check first-screen-policy pane_has warps 'policy tl +cycle 0 .*group_size=8'
tui_keys s
check step-key tui_wait 'cycle 1 *$' 3
tui_keys :
tui_type 'step 99'
check step-command tui_wait 'cycle 100 *$' 3
check step-echo pane_has output '\(warpscope\) step 99'
check step-sms-filled pane_has sms '^\|\* 0 [AMI] +[0-9.]+ +48w6c'
tui_keys n
check next-key tui_wait '\(warpscope\) next' 3
tui_type 'break group-switch'
check break-set tui_wait 'Breakpoint 1 at group-switch' 3
tui_keys c
check group-switch-stop tui_wait 'Breakpoint 1, group-switch at cycle [0-9]+: sm=[0-9]+' 5
check group-switch-warps-banner pane_has warps '> stop: group-switch sched [0-9]+: group [0-9]+ -> [0-9]+'
check group-switch-warps-marked pane_has warps '^\|> +[0-9]+ +[0-9]+ [0-9] +[0-9]+ +[0-9]+ active'
# the marked warps are exactly the new active group's
marked_group() {
    local g
    g=$(tui_pane_text warps | sed -n 's/.*group [0-9]* -> \([0-9]*\).*/\1/p' | head -1)
    [ -n "$g" ] && tui_pane_text warps | grep -E '^\|> +[0-9]' | awk -v g="$g" '{ if ($6 != g) bad = 1 } END { exit bad }'
}
check group-switch-marked-group marked_group

# ---- completion, help, layouts ---------------------------------------------------------
tui_keys -l 'info br'
tui_keys Tab
check complete-info tui_wait '^\(warpscope\) info breakpoints' 3
tui_keys Enter
check complete-runs tui_wait '1 +breakpoint|group-switch' 3
tui_keys '?'
check help-shown tui_wait 'keys \(Space/PgDn: more; any other key closes' 3
tui_keys x
sleep 0.3
check help-closed screen_lacks 'any other key closes'
tui_type 'layout mem'
check layout-mem tui_wait '4 cache.*5 dram' 3
check layout-mem-log tui_wait ' 7 log ' 2
check layout-mem-no-warps screen_lacks ' 2 warps '
tui_keys F2
check layout-f2-all tui_wait ' 6 stats ' 3
check layout-all-views all_titles sms warps ctas cache dram stats log trace output
tui_keys F2
check layout-f2-pipeline tui_wait 'pipeline \| sm [0-9]+ \| cycle' 3
pipe_title() { tui_cap | grep -Eq '[ [][P] pipe[] ]'; }
check layout-pipeline-views pipe_title
tui_type 'layout bogus'
check layout-error tui_wait 'layout: unknown layout .bogus.' 3
tui_type 'layout sched'
check layout-sched tui_wait 'sched \| sm [0-9]+ \| cycle' 3
tui_keys Tab
check tab-focus tui_wait '\[2 warps\]' 2

first_width() {   # poll until the top frame is $1 columns wide
    local i
    for i in $(seq 60); do
        [ "$(tui_cap | head -1 | awk '{ print length }')" -eq "$1" ] && return 0
        sleep 0.05
    done
    return 1
}
# ---- resize to 80x24 and back -------------------------------------------------------
TM resize-window -t 0 -x 80 -y 24 >/dev/null 2>&1
check resize-80x24 first_width 80
check resize-80x24-fkeys tui_wait '^F1Help' 3
check resize-80x24-fits max_width 80
check resize-80x24-views tui_wait ' 1 sms .*|\[1 sms\]' 2
check resize-80x24-prompt tui_wait '^\(warpscope\) ' 2
TM resize-window -t 0 -x 120 -y 40 >/dev/null 2>&1
check resize-back tui_wait '8 trace' 3
check resize-back-width first_width 120
check resize-back-fkeys tui_wait '^F1Help' 2

# ---- Ctrl-C at the prompt does not kill; log filter; quit --------------------------------
tui_keys -l 'print cyc'
tui_keys C-c
check ctrl-c-idle tui_wait '^Quit|\|Quit' 3
check ctrl-c-alive tui_wait '^\(warpscope\) s step' 2
tui_type 'layout mem'
tui_keys /
tui_keys -l 'group-switch'
tui_keys Enter
check log-filter tui_wait 'filter: group-switch' 3
log_only() { local l; sleep 0.2; l=$(tui_pane_text log | grep -E '^\| +[0-9]+ '); [ -n "$l" ] && ! grep -v "$1" <<<"$l"; }
check log-filter-lines log_only group-switch
tui_keys q
check quit-exit tui_wait '\[exit 0\]' 5
sane_tty() { tui_wait 'stty saved' 5 && grep -qx icanon "$TUI_HOME/stty.txt" && grep -qx echo "$TUI_HOME/stty.txt"; }
check quit-sane-terminal sane_tty
check quit-left-screen screen_lacks 'F1Help'

# ---- a row-close stop in the dram view (80x24, -ex before the screen) ---------------
tui_start 80 24 "" -ex 'layout dram' -ex 'break row-close' demo:vecadd
check row-close-layout tui_wait '\[5 dram\]' 3
tui_keys c
check row-close-stop tui_wait 'Breakpoint 1, row-close' 5
check row-close-dram-banner pane_has dram '> stop: row-close ch [0-9]+ bank [0-9]+ row [0-9]+'
bank_marked() {
    local b
    b=$(tui_pane_text dram | sed -n 's/.*stop: row-close ch [0-9]* bank \([0-9]*\).*/\1/p')
    [ -n "$b" ] && tui_pane_text dram | grep -Eq "^\|> +$b P .*P *\|\$"
}
check row-close-bank-marked bank_marked
check row-close-fits max_width 80

# ---- any key stops a running continue; Ctrl-C too ---------------------------------------
tui_start 100 30 "" demo:vecadd:scale=20
tui_keys c
check running-status tui_wait 'running: cycle [0-9]+' 5
tui_keys x
check key-interrupts tui_wait 'Interrupted\.' 5
stop_cycle() { tui_pane_text output | sed -n 's/^|cycle \([0-9]*\), kernel.*/\1/p' | tail -1; }
later_stop() {   # a stop report at a later cycle than $1, after an "Interrupted."
    local i c
    for i in $(seq 100); do
        c=$(stop_cycle)
        [ -n "$c" ] && [ "$c" -gt "$1" ] && tui_pane_text output | grep -q 'Interrupted\.' && return 0
        sleep 0.05
    done
    return 1
}
first=$(stop_cycle)
tui_keys c
tui_wait 'running: cycle' 5
tui_keys C-c
check ctrl-c-interrupts later_stop "${first:-0}"
check ctrl-c-keeps-running-tui tui_wait '^\(warpscope\) s step' 3
tui_keys F10
check f10-quits tui_wait '\[exit 0\]' 5

# ---- monochrome: NO_COLOR=1 draws no colour, keeps the letters ------------------------
has_color() { TM capture-pane -p -e -t 0 | grep -Eq $'\e\\[[0-9;]*(3[0-7]|4[0-7]|38;5)[;m]'; }
tui_start 100 30 "" demo:vecadd
check colour-by-default has_color
tui_keys q
tui_wait '\[exit 0\]' 5
tui_start 100 30 "NO_COLOR=1" demo:vecadd
no_color() { ! has_color; }
check mono-no-colour no_color
check mono-letters pane_has sms '^\|\* 0 - '
check mono-focus-marked tui_wait '\[1 sms\]' 2
tui_keys q
check mono-quit tui_wait '\[exit 0\]' 5

# ---- no terminal: a clear error, status 2 -----------------------------------------------
no_tty() { out=$("$BIN" tui demo:vecadd </dev/null 2>&1); [ $? -eq 2 ] && grep -q 'needs a terminal' <<<"$out"; }
check no-terminal no_tty

# ---- issue 20's TUI defects (tests/tui/defects.sh)
. tests/tui/defects.sh
# ---- issue 20: readable at 80x24, legends, the wide layout (tests/tui/small.sh)
. tests/tui/small.sh

# ---- issue 20: a whole lesson at 80x24 and 160x48 (tests/tui/lesson.sh)
. tests/tui/lesson.sh

# ---- the SM pipeline: the pipe view, the pipeline layout, IB and Pipe (tests/tui/pipe.sh)
. tests/tui/pipe.sh

# ---- issue 21: reverse execution keys, read from the screen (tests/tui/reverse.sh)
. tests/tui/reverse.sh

# ---- issue 21: tui --diff, two sides side by side (tests/tui/diff.sh)
. tests/tui/diff.sh

# ---- each paper policy's case: tests/tui/policy-NAME.sh, sourced here so it uses check,
# tui_start, pane_has ... (it stops on the policy's signature event and reads the view)
for pcase in tests/tui/policy-*.sh; do
    [ -f "$pcase" ] || continue
    . "$pcase"
done

if [ "$skipped" -gt 0 ]; then
    echo "$passed passed, $failed failed, $skipped skipped"
else
    echo "$passed passed, $failed failed"
fi
[ "$failed" -eq 0 ]
