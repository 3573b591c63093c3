# tests/tui/reverse.sh — reverse execution in the TUI (issue 21; sourced by
# tests/tui/run.sh): S (reverse-step) takes the cycle back one, s comes forward to the
# very same screen (warps and sms views, read before and after); F4 is reverse-step too;
# g types 'goto ' on the command line; C (reverse-continue) goes back to the previous
# breakpoint hit, whose cycle the line-mode debugger gives (a forward run).
rev_args=(-c tiny -p gto demo:vecadd:n=8192)
# the l1-miss hits on SM 0 after cycle 300, forward: the second one is where C lands from
# the third
rev_ref=$("$BIN" debug --batch --nx -ex 'break l1-miss sm=0 if cycle > 300' -ex run \
          -ex continue -ex continue "${rev_args[@]}" 2>&1)
rev_hit2=$(grep -o 'now cycle [0-9]*' <<<"$rev_ref" | sed -n 2p | grep -o '[0-9]*$')
rev_hit3=$(grep -o 'now cycle [0-9]*' <<<"$rev_ref" | sed -n 3p | grep -o '[0-9]*$')

tui_start 120 40 "" --nx -ex 'layout sched' -ex 'step 400' "${rev_args[@]}"
check reverse-start tui_wait 'cycle 400 *$' 5
# the sms view's IPC figures are rates over the samples since the last frame, which a
# jump restarts: they depend on the path, not only on the state, so they are masked
sms_state() { tui_pane_text sms | sed -E 's/[0-9]+\.[0-9]+/N/g'; }
rev_warps0=$(tui_pane_text warps)
rev_sms0=$(sms_state)
tui_keys S
check reverse-step-key tui_wait 'cycle 399 *$' 5
check reverse-step-output pane_has output 'cycle 399, kernel 1'
# (the views did move: otherwise coming back to the same screen would prove nothing)
differs() { [ "$(tui_pane_text warps)" != "$rev_warps0" ]; }
check reverse-display-moved differs
tui_keys s
check reverse-then-step tui_wait 'cycle 400 *$' 5
same_screen() { [ "$(tui_pane_text warps)" = "$rev_warps0" ] && [ "$(sms_state)" = "$rev_sms0" ]; }
check reverse-same-display same_screen
check reverse-fkey-bar tui_wait 'F4Back.*F9RCont' 2
tui_keys F4
check reverse-f4 tui_wait 'cycle 399 *$' 5
tui_keys g
tui_type '150'
check reverse-goto tui_wait 'cycle 150 *$' 5
tui_keys :
tui_type 'break l1-miss sm=0 if cycle > 300'
tui_keys c c c
check reverse-third-hit tui_wait "now cycle $rev_hit3" 10
tui_keys C
check reverse-continue-key tui_wait "cycle $rev_hit2 *\$" 10
check reverse-continue-report pane_has output "Breakpoint 1, l1-miss at cycle $((rev_hit2 - 1))"
tui_keys :
tui_type "save session $TUI_HOME/rev.wss"
check reverse-save-session tui_wait "Session saved to .* at cycle $rev_hit2" 5
tui_keys q
check reverse-quit tui_wait '\[exit 0\]' 5
# warpscope tui --session: the same cycle, breakpoint and screen
tui_start 120 40 "" --nx --session "$TUI_HOME/rev.wss"
check reverse-tui-session tui_wait "cycle $rev_hit2 *\$" 5
check reverse-tui-session-output pane_has output "Resumed session .*rev.wss: cycle $rev_hit2"
tui_keys C
check reverse-tui-session-no-history tui_wait 'No more reverse-execution history' 5
tui_keys c
check reverse-tui-session-continue tui_wait "now cycle $rev_hit3" 10
tui_keys q
check reverse-tui-session-quit tui_wait '\[exit 0\]' 5
