#!/usr/bin/env bash
# tui-signals.sh — the TUI gives the terminal back on every signal (issue 19), run in a
# real terminal (tmux, as tests/tui/run.sh): SIGTERM, SIGHUP and SIGQUIT end the session
# through curses' normal exit with status 128 + the signal (SIGTERM also while
# `continue` runs); a crash (SIGSEGV, SIGABRT) restores the terminal from the handler
# and then dies of the signal.  After each, the pane's stty has icanon and echo back and
# the TUI's screen is gone; SIGINT only interrupts (the TUI goes on).
set -u
cd "$(dirname "$0")/../.."
. tests/tui/lib.sh
trap tui_cleanup EXIT
tui_need_tmux >/dev/null || { echo "FAIL: tmux is not installed"; exit 1; }
[ -n "${SAN:-}" ] && TUI_WAIT=${TUI_WAIT:-15}
fail=0
no() { echo "FAIL $*"; tui_cap | sed 's/^/    | /' | head -30; fail=1; }
tui_pid() { pgrep -P "$(TM list-panes -F '#{pane_pid}' | head -1)" -x warpscope; }

# check_restored WHAT STATUS — the session ended with STATUS and a sane terminal
check_restored() {
    tui_wait 'stty saved' 10 || { no "$1: the TUI did not end"; return; }
    tui_cap | grep -q "\[exit $2\]" || no "$1: not [exit $2]"
    grep -qx icanon "$TUI_HOME/stty.txt" || no "$1: the terminal is left without icanon"
    grep -qx echo "$TUI_HOME/stty.txt" || no "$1: the terminal is left without echo"
    tui_cap | grep -q F1Help && no "$1: the TUI's screen is still shown"
}

for s in TERM:143 HUP:129 QUIT:131 SEGV:139 ABRT:134; do
    sig=${s%:*} status=${s#*:}
    # under ASan the SIGSEGV the TUI re-raises goes to ASan's handler (the action it
    # replaced), which reports and exits 1
    [ -n "${SAN:-}" ] && [ $sig = SEGV ] && status=1
    tui_start 100 30 "" demo:vecadd || { no "SIG$sig: the TUI did not start"; continue; }
    kill -$sig "$(tui_pid)"
    check_restored "SIG$sig" $status
    case $sig in SEGV|ABRT)
        tui_cap | grep -q 'fatal signal; the terminal was restored' || no "SIG$sig: no message" ;;
    esac
done

# SIGTERM while `continue` runs a long simulation
tui_start 100 30 "" demo:kmeans:scale=8 || no "continue: the TUI did not start"
tui_keys c
tui_wait 'running: cycle' 10 || no "continue: not running"
kill -TERM "$(tui_pid)"
check_restored "SIGTERM during continue" 143

# SIGINT interrupts and the session goes on
tui_start 100 30 "" demo:kmeans:scale=8 || no "SIGINT: the TUI did not start"
tui_keys c
tui_wait 'running: cycle' 10 || no "SIGINT: not running"
kill -INT "$(tui_pid)"
tui_wait 'Interrupted\.' 10 || no "SIGINT: the run was not interrupted"
tui_cap | grep -q F1Help || no "SIGINT: the TUI ended"
tui_keys q
check_restored "quit after SIGINT" 0
exit $fail
