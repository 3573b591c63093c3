#!/usr/bin/env bash
# Line mode as a person uses it, in tmux: the (warpscope) prompt, tab completion of
# commands, event kinds, config keys, policy names and registry names (under --diff each
# side's, a. and b.), Enter repeating `step`, history kept in ~/.warpscope_history
# across sessions, Ctrl-C at the prompt.
set -u
cd "$(dirname "$0")/../.."
WS_BIN=${WS_BIN:-$PWD/build/warpscope}
. tests/tui/lib.sh
tui_need_tmux || exit 1
trap tui_cleanup EXIT
fail=0
start() {   # start [DEBUG OPTION]...
    TM kill-server >/dev/null 2>&1
    TUI_N=$((TUI_N + 1)); TUI_SOCK="wsrl-$$-$TUI_N"
    TM new-session -d -x 120 -y 40 "env HOME=$TUI_HOME LANG=C.UTF-8 $WS_BIN debug $* -c tiny demo:vecadd:n=2048; echo '[exit]'; sleep 60"
    tui_wait '\(warpscope\) ?$' 10 || { echo "no prompt"; tui_cap; exit 1; }
}
expect() {   # expect REGEX WHAT
    if tui_wait "$1" 5; then echo "ok   readline: $2"; else echo "FAIL readline: $2 (no /$1/)"; tui_cap | tail -8; fail=1; fi
}
start
TM send-keys -t 0 -l 'brea'; TM send-keys -t 0 Tab
expect '\(warpscope\) break ?$' "completes a command"
TM send-keys -t 0 -l 'row-c'; TM send-keys -t 0 Tab
expect '\(warpscope\) break row-close ?$' "completes an event kind"
TM send-keys -t 0 C-u; TM send-keys -t 0 -l 'set l1d.ass'; TM send-keys -t 0 Tab
expect '\(warpscope\) set l1d.assoc ?$' "completes a config key"
TM send-keys -t 0 C-u; TM send-keys -t 0 -l 'set sched.policy tl'; TM send-keys -t 0 Tab
expect '\(warpscope\) set sched.policy tla? ?$' "completes policy names"
TM send-keys -t 0 C-u; TM send-keys -t 0 -l 'print sm[1].l1d.miss_r'; TM send-keys -t 0 Tab
expect '\(warpscope\) print sm\[1\]\.l1d\.miss_rate ?$' "completes a registry name"
TM send-keys -t 0 C-u; TM send-keys -t 0 -l 'lesson lrr'; TM send-keys -t 0 Tab
expect '\(warpscope\) lesson lrr-vs-gto ?$' "completes a lesson name"
TM send-keys -t 0 C-u; TM send-keys -t 0 -l 'step 5'; TM send-keys -t 0 Enter
expect '^cycle 5, kernel 1' "step 5"
TM send-keys -t 0 Enter
expect '^cycle 10, kernel 1' "Enter repeats step"
TM send-keys -t 0 -l 'print cycle'; TM send-keys -t 0 C-c
expect '^Quit$' "Ctrl-C at the prompt drops the line (Quit)"
TM send-keys -t 0 -l 'file demo:vecadd:scale=400'; TM send-keys -t 0 Enter
expect '^Loaded demo:vecadd:scale=400' "file"
TM send-keys -t 0 -l 'continue'; TM send-keys -t 0 Enter
sleep 1
TM send-keys -t 0 C-c
expect '^Interrupted\.$' "Ctrl-C interrupts a long continue"
expect '^cycle [0-9]+, kernel 1 \(vecadd\)' "the stop says where"
TM send-keys -t 0 -l 'quit'; TM send-keys -t 0 Enter
expect '^\[exit\]' "quit"
if grep -qx 'step 5' "$TUI_HOME/.warpscope_history"; then echo "ok   readline: history saved"; else echo "FAIL readline: history not saved"; fail=1; fi
start
TM send-keys -t 0 Up
expect '\(warpscope\) quit$' "history comes back in a new session"
TM send-keys -t 0 C-u; TM send-keys -t 0 C-d
expect '^\[exit\]' "Ctrl-D quits"
start   # a lesson in line mode: Enter on an empty line goes from step to step
expect "'lesson' for guided lessons" "the welcome line names lessons"
TM send-keys -t 0 -l 'lesson two-level'; TM send-keys -t 0 Enter
expect "starts step 1 of 4" "lesson opens"
TM send-keys -t 0 Enter
expect '^=== Lesson two-level, step 1 of 4' "Enter runs step 1"
TM send-keys -t 0 -l 'print cycle'; TM send-keys -t 0 Enter
expect '^cycle = 40$' "a command of one's own"
TM send-keys -t 0 Enter
expect '^=== Lesson two-level, step 2 of 4' "Enter runs step 2"
TM send-keys -t 0 -l 'quit'; TM send-keys -t 0 Enter
expect '^\[exit\]' "quit in a lesson"
start --diff gto -b sm.count=3   # debug --diff: each side's names, a. and b.
TM send-keys -t 0 -l 'print a.sm[1].l1d.miss_r'; TM send-keys -t 0 Tab
expect '\(warpscope\) print a\.sm\[1\]\.l1d\.miss_rate ?$' "completes a side A name (a.)"
TM send-keys -t 0 C-u; TM send-keys -t 0 -l 'watch b.sm[2].l1d.acc'; TM send-keys -t 0 Tab
expect '\(warpscope\) watch b\.sm\[2\]\.l1d\.accesses ?$' "completes a side B name (b.; its SM 2 only B has)"
TM send-keys -t 0 C-u; TM send-keys -t 0 -l 'display a.sm[2].l1d.acc'; TM send-keys -t 0 Tab
TM send-keys -t 0 -l 'X'
expect '\(warpscope\) display a\.sm\[2\]\.l1d\.accX$' "no side A name for an SM side A lacks"
TM send-keys -t 0 C-u; TM send-keys -t 0 -l 'quit'; TM send-keys -t 0 Enter
expect '^\[exit\]' "quit the diff session"
exit $fail
