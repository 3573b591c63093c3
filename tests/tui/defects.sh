# tests/tui/defects.sh — TUI defects of issue 20, one case each (sourced by
# tests/tui/run.sh, after first_width): a resize while `continue` runs, keys typed
# faster than a step, Esc on the command line, views 0 and 9 by their number, Ctrl-C
# reaching the parent shell, the focus after `file`.

bar_cycle() { tui_cap | sed -n 's/.*| cycle \([0-9]*\) *$/\1/p' | tail -1; }
run_cycle() { tui_cap | sed -n 's/.*running: cycle \([0-9]*\).*/\1/p' | tail -1; }

# ---- a resize during `continue` redraws at the new size and the run goes on ------------
tui_start 100 30 "" demo:vecadd:scale=100
tui_keys c
tui_wait 'running: cycle [0-9]+' 5
TM resize-window -t 0 -x 80 -y 24 >/dev/null 2>&1
check resize-running-redraws first_width 80
advancing() {   # the running status moves on with no key pressed
    local a b
    a=$(run_cycle); sleep 0.5; b=$(run_cycle)
    [ -n "$a" ] && [ -n "$b" ] && [ "$b" -gt "$a" ]
}
check resize-running-advances advancing
check resize-running-fits max_width 80
tui_keys C-c
check resize-running-stops tui_wait 'Interrupted\.' 5
tui_keys q
tui_wait '\[exit 0\]' 5

# ---- five s typed at once are five steps, not one step and a "stop" ---------------------
tui_start 100 30 "" demo:vecadd
tui_keys s s s s s
check fast-keys-five-steps tui_wait '\| cycle 5 *$' 5
five_exactly() { sleep 0.3; [ "$(bar_cycle)" = 5 ]; }
check fast-keys-no-more five_exactly
check fast-keys-not-interrupted screen_lacks 'Interrupted'
# three quick n end where the line-mode debugger's three nexts end
next3=$("$BIN" debug --batch -ex 'step 5' -ex next -ex next -ex next demo:vecadd 2>&1 |
        sed -n 's/^cycle \([0-9]*\), kernel.*/\1/p' | tail -1)
tui_keys n n n
check fast-keys-three-nexts tui_wait "\\| cycle ${next3:-none} *\$" 5

# ---- Esc leaves the command line (dropping what was typed); s steps again ------------
tui_keys :
tui_keys -l 'print cyc'
check esc-typed tui_wait '^\(warpscope\) print cyc' 3
tui_keys Escape
sleep 0.2
check esc-cleared tui_wait '^\(warpscope\) s step' 3
esc_c=$(bar_cycle)
tui_keys s
check esc-then-step tui_wait "\\| cycle $((esc_c + 1)) *\$" 3

tui_keys q
tui_wait '\[exit 0\]' 5

# ---- every view's number focuses it, 0 (output) and 9 (vta) too ---------------------
tui_start 100 30 "" demo:vecadd
tui_keys 9
check key-9-focuses-vta tui_wait '\[9 vta\]' 3
tui_keys 2
check key-2-focuses-warps tui_wait '\[2 warps\]' 3
tui_keys 0
check key-0-focuses-output tui_wait '\[0 output\]' 3
check key-0-line-empty tui_wait '^\(warpscope\) s step' 2
tui_keys q
tui_wait '\[exit 0\]' 5

# ---- Ctrl-C is a key of the TUI: the shell (or make) that started it gets no SIGINT -----
TUI_PRE="trap 'echo [parent-SIGINT]' INT; " tui_start 100 30 "" demo:vecadd
tui_keys C-c
check ctrl-c-raw-quit tui_wait '^Quit|\|Quit' 3
tui_keys c
tui_wait 'running: cycle|finished' 5
tui_keys C-c
check ctrl-c-raw-interrupts tui_wait 'Interrupted\.|finished' 5
tui_keys q
check ctrl-c-raw-exit tui_wait '\[exit 0\]' 5
check ctrl-c-parent-untouched screen_lacks 'parent-SIGINT'

# ---- after `file`, the focus is the new trace's SM 0 and no warp -----------------------
tui_start 100 30 "" demo:vecadd
tui_type 'focus sm 3 warp 5'
check file-focus-before tui_wait '\| sm 3 \|' 3
tui_type 'file demo:bfs'
check file-loaded tui_wait 'Loaded demo:bfs' 5
check file-focus-sm0 tui_wait '\| sm 0 \| cycle 0 *$' 3
tui_type 'step 200'
tui_wait '\| cycle 200 *$' 5
no_focused_warp() { ! tui_pane_text warps | grep -Eq '^\|.\*'; }
check file-focus-no-warp no_focused_warp
tui_keys q
tui_wait '\[exit 0\]' 5
