# tests/tui/small.sh — readable at 80x24 and self-explaining views (issue 20; sourced by
# tests/tui/run.sh after first_width): what a short view hides it names (+N SMs, >hid),
# long output lines wrap, legends (L, F3, ? help), the "too small" message, TERM=dumb,
# the wide default layout at 160x48, the cache view's warp numbers.

sm_cells() { tui_pane_text sms | grep -oE '[ *] ?[0-9]+ [AMI-] +[0-9]+\.[0-9]' | wc -l; }

# ---- the SM count at 200x50, where every SM is shown ------------------------------------
tui_start 200 50 "" -ex 'layout sched' -ex 'step 200' demo:vecadd
tui_wait 'cycle 200 *$' 5
all_sms=$(sm_cells)
check wide-all-sms-shown screen_lacks '\+[0-9]+ SMs'
check wide-ipc-labelled pane_has sms 'IPC [0-9.]+ thread-inst/cycle'
check wide-ctas-all-columns pane_has ctas 'CTA St Progress +% Done +Bar +Start'
tui_keys q
tui_wait '\[exit 0\]' 5

# ---- 80x24: the sms view says how many SMs it leaves out, ctas which columns --------------
tui_start 80 24 "" -ex 'step 200' demo:vecadd
tui_wait 'cycle 200 *$' 5
hidden_sms() {
    local shown
    shown=$(sm_cells)
    [ "$all_sms" -gt "$shown" ] && pane_has sms "\\+$((all_sms - shown)) SMs"
}
check small-sms-hidden-count hidden_sms
check small-ctas-hid pane_has ctas '>hid [A-Z]'
check small-fits max_width 80
check small-status-bar tui_wait '\| sm 0 \| cycle 200 *$' 2
# a long output line wraps: its end is on the screen
tui_type 'echo wrap-start aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmm nnnn oooo pppp wrap-end'
check small-output-wraps tui_wait '^\|  [a-z ]*wrap-end +\|$' 3
check small-output-wrap-start pane_has output '^\|wrap-start'
# legends: L shows them under each view, L again hides them; F3 the same
tui_keys L
check legend-key-sms pane_has sms 'IPC: thread instructions per'
check legend-key-warps pane_has warps 'Rk priority rank'
check legend-fits max_width 80
tui_keys L
sleep 0.2
check legend-off screen_lacks 'Rk priority rank'
tui_keys F3
check legend-f3 pane_has ctas 'St: R running'
tui_keys F3
check legend-bar tui_wait 'F3Legend' 2
# ? help lists every view's legend, paging with Space
tui_keys '?'
tui_wait 'Space/PgDn: more' 3
help_page_to() {   # Space pages on until REGEX shows (the help is a few pages long)
    local i
    for i in 1 2 3 4 5; do tui_keys Space; tui_wait "$1" 1 && return 0; done
    return 1
}
check help-legends-page help_page_to 'Can the policy lets it'
tui_keys x
sleep 0.2
check help-legends-closed screen_lacks 'Space/PgDn: more'
# below 40x12: a message, and the TUI comes back when the terminal grows
TM resize-window -t 0 -x 30 -y 8 >/dev/null 2>&1
check too-small-message tui_wait 'terminal too small' 3
check too-small-size tui_wait '40x12\)' 2
TM resize-window -t 0 -x 80 -y 24 >/dev/null 2>&1
check too-small-recovers tui_wait 'F1Help' 3
check too-small-views tui_wait '1 sms' 2
TM resize-window -t 0 -x 40 -y 12 >/dev/null 2>&1
check size-40x12-fits max_width 40
check size-40x12-prompt tui_wait '^\(warpscope\)' 3
tui_keys q
check too-small-quit tui_wait '\[exit 0\]' 5

# ---- TERM=dumb and an unknown TERM are refused with a message --------------------------
TUI_READY='\[exit [0-9]+\]' tui_start 80 24 "TERM=dumb" demo:vecadd
check term-dumb-refused tui_wait 'cannot move the cursor' 3
check term-dumb-exit tui_wait '\[exit 1\]' 2
TUI_READY='\[exit [0-9]+\]' tui_start 80 24 "TERM=no-such-terminal" demo:vecadd
check term-unknown-refused tui_wait "unknown terminal type 'no-such-terminal'" 3

# ---- 160x48: the wide layout is the default (the policy's own view: vta under CCWS) ------
tui_start 160 48 "" -ex 'until 3000' demo:vecadd
tui_wait 'cycle 3000 *$' 10
check wide-default tui_wait 'wide \| sm 0 \| cycle 3000' 3
check wide-views all_titles sms warps ctas cache dram log stats
# the cache view names a fill warp as the warps view does: a slot, not a launch number
fill_warps_are_slots() {
    local ws bad
    ws=$(tui_pane_text cache | grep -oE ' w[0-9]+' | tr -dc '0-9\n' | sort -un)
    [ -n "$ws" ] || return 1
    bad=$(awk '$1 >= 48' <<<"$ws")
    [ -z "$bad" ]
}
check cache-fill-warp-slots fill_warps_are_slots
tui_keys q
tui_wait '\[exit 0\]' 5
tui_start 160 48 "" -p ccws demo:vecadd
check wide-ccws-vta all_titles warps ctas vta cache dram
tui_keys q
tui_wait '\[exit 0\]' 5
tui_start 159 48 "" demo:vecadd
check narrower-is-sched tui_wait 'sched \| sm 0 \| cycle 0' 3
tui_keys q
tui_wait '\[exit 0\]' 5
