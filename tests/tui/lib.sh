# tests/tui/lib.sh — helpers for driving the real TUI in tmux: a private tmux server,
# starting warpscope in a fixed-size pane, sending keys, polling the captured pane.
# Sourced by tests/tui/run.sh, speed.sh and tests/tui/screens.sh.

BIN=${WS_BIN:-$PWD/build/warpscope}
TUI_N=0
TUI_SOCK="wstui-$$-0"      # one tmux server per started session (no kill/start race)
TUI_HOME=$(mktemp -d)
TM() { tmux -L "$TUI_SOCK" -f /dev/null "$@"; }
tui_cleanup() { TM kill-server >/dev/null 2>&1; rm -rf "$TUI_HOME"; }

# Is tmux there?  As root with apt-get, install it the way the Makefile installs the
# libraries; otherwise say how.  Returns non-zero when it is still missing.
tui_need_tmux() {
    command -v tmux >/dev/null && return 0
    echo "tests/tui needs tmux; install it with: sudo apt-get install -y tmux"
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "running as root: installing it now"
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux >/dev/null
    fi
    command -v tmux >/dev/null
}

# tui_start COLS ROWS "ENV=V ..." ARGS... — a fresh session running `warpscope tui ARGS`
# (TUI_CMD=lesson: `warpscope lesson ARGS`);
# when it exits the pane prints "[exit N]" and the terminal's stty settings.  TUI_PRE, when
# set, is shell text run first in the pane's shell (e.g. a trap, as a parent `make` has).
# TUI_READY (default F1Help) is what tui_start waits for.
tui_start() {
    local cols=$1 rows=$2 envs=$3
    shift 3
    TM kill-server >/dev/null 2>&1
    TUI_N=$((TUI_N + 1))
    TUI_SOCK="wstui-$$-$TUI_N"
    rm -f "$TUI_HOME/stty.txt"
    local args="" a
    for a in "$@"; do args+=" $(printf '%q' "$a")"; done
    TM new-session -d -x "$cols" -y "$rows" \
        "${TUI_PRE:-}env HOME=$TUI_HOME LANG=C.UTF-8 $envs $BIN ${TUI_CMD:-tui}$args; echo \"[exit \$?]\"; stty -a | tr -s ' ;' '\n\n' > $TUI_HOME/stty.txt; echo '[stty saved]'; sleep 120"
    TM set-option -g window-size manual >/dev/null 2>&1
    tui_wait "${TUI_READY:-F1Help}" 10
}

# The pane as ASCII (frames and glyphs translated), so awk columns are screen columns.
tui_cap() {
    TM capture-pane -p -t 0 "$@" | sed -e 's/─/-/g; s/│/|/g; s/┌/+/g; s/┐/+/g; s/└/+/g; s/┘/+/g' \
        -e 's/█/#/g; s/·/./g; s/▁/_/g; s/▂/_/g; s/▃/=/g; s/▄/=/g; s/▅/=/g; s/▆/#/g; s/▇/#/g'
}
tui_keys() { TM send-keys -t 0 "$@"; }
tui_type() { TM send-keys -t 0 -l "$1"; TM send-keys -t 0 Enter; }   # a command + Enter

# tui_wait REGEX [SECONDS] — poll the pane until an extended regex matches.
tui_wait() {
    local re=$1 limit=${2:-${TUI_WAIT:-5}} i=0
    local n=$((limit * 20))
    while [ $i -lt $n ]; do
        tui_cap | grep -Eq -- "$re" && return 0
        sleep 0.05
        i=$((i + 1))
    done
    return 1
}

# tui_wait_for COMMAND... — poll until COMMAND succeeds (TUI_WAIT seconds, default 5).
tui_wait_for() {
    local i=0 n=$(( ${TUI_WAIT:-5} * 20 ))
    while [ $i -lt $n ]; do
        "$@" && return 0
        sleep 0.05
        i=$((i + 1))
    done
    return 1
}

# tui_pane_text VIEW — the text inside the frame titled " K VIEW " or "[K VIEW]" (the
# columns of that frame, from its title row to its bottom corner).
tui_pane_text() {
    tui_cap | awk -v name="$1" '
        !found { p = index($0, " " name " "); q = index($0, " " name "]");
                 if (q && (!p || q < p)) p = q;
                 if (p && p > 4) { found = 1; start = p - 4
                     w = index(substr($0, start + 1), "+") + 1; next } }
        found && !done { s = substr($0, start, w); if (s ~ /^\+/) { done = 1; next } print s }'
}
