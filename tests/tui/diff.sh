# tests/tui/diff.sh — `warpscope tui --diff gto,lrr` (issue 21; sourced by tests/tui/run.sh):
# at 80x24 and at 200x60, `break diverge` typed on the TUI's command line and `c` stop
# where the line-mode debugger stops (the cycle and both sides' events, read from a
# batch run), and the screen shows both sides: a pane titled A and one titled B, each
# marking its own side's diverging warp (or cache set), and the delta line with the
# first divergence.  Stepping moves both sides, and so does reverse-stepping (S): back
# one cycle after s, both sides' warps panes are what they were; C (reverse-continue)
# goes back to the previous divergence stop.  Each side's pane scrolls on its own ('<'
# and '>' say which side the keys scroll, '=' both together).  `info diff` and `focus b`
# work from the command line; F2 goes to the other diff layouts; a session saved there
# comes back with both sides (tui --session); an event breakpoint's stop is marked on the
# side that hit it only.
diff_args=(-c tiny demo:kmeans:points=2048)
diff_ref=$("$BIN" debug --batch --nx --diff gto,lrr -ex 'break diverge' -ex run -ex continue \
           "${diff_args[@]}" 2>&1)
# "Breakpoint 1, diverge issue at cycle N: A sm S sched 0 warp W ... | B sm S sched 0 warp V ..."
diff_issue=$(grep -m1 'diverge issue at cycle' <<<"$diff_ref")
diff_cyc=$(sed -E 's/.*at cycle ([0-9]+):.*/\1/' <<<"$diff_issue")
diff_wa=$(sed -E 's/.*: A sm [0-9]+ sched [0-9]+ warp ([0-9]+) .*/\1/' <<<"$diff_issue")
diff_wb=$(sed -E 's/.*\| B sm [0-9]+ sched [0-9]+ warp ([0-9]+) .*/\1/' <<<"$diff_issue")
diff_cache=$(grep -m1 'diverge cache at cycle' <<<"$diff_ref" | sed -E 's/.*at cycle ([0-9]+):.*/\1/')
ref_ok() { [[ "$diff_cyc" =~ ^[0-9]+$ && "$diff_wa" =~ ^[0-9]+$ && "$diff_wb" =~ ^[0-9]+$ &&
              "$diff_cache" =~ ^[0-9]+$ && "$diff_wa" != "$diff_wb" ]]; }
check diff-reference ref_ok

# ---- 80x24: the two sides' warps next to each other --------------------------------------
tui_start 80 24 "" --nx --diff gto,lrr "${diff_args[@]}"
check diff-80-start tui_wait 'in lockstep: A gto, B lrr' 5
check diff-80-panes tui_wait 'warps A: gto.*warps B: lrr' 2
tui_keys :
tui_type 'break diverge'
check diff-80-break tui_wait 'Breakpoint 1 at diverge' 5
tui_keys c
check diff-80-stop tui_wait "diverge issue at cycle $diff_cyc: A sm 0 sched 0 warp $diff_wa " 10
check diff-80-bar tui_wait "cycle $((diff_cyc + 1)) *\$" 2
check diff-80-delta pane_has diff ">issue@$diff_cyc"
# each side's pane marks its own side's warp: A's pane warp diff_wa, B's pane diff_wb
check diff-80-side-a pane_has "warps A: gto" "> diverge: issue sm 0 warp $diff_wa "
check diff-80-side-b pane_has "warps B: lrr" "> diverge: issue sm 0 warp $diff_wb "
diff_pa=$(tui_pane_text "warps A: gto")
diff_pb=$(tui_pane_text "warps B: lrr")
# step moves both sides: the delta line's cycle is one more on A and on B
tui_keys s
check diff-80-step-both tui_wait "cycle $((diff_cyc + 2))[|]$((diff_cyc + 2)) [+]0" 5
# (the panes did change: coming back to the same text would prove nothing otherwise)
diff_moved() { [ "$(tui_pane_text "warps A: gto")" != "$diff_pa" ] &&
               [ "$(tui_pane_text "warps B: lrr")" != "$diff_pb" ]; }
check diff-80-step-moved diff_moved
# S (reverse-step) takes both sides back a cycle: the same screen as at the stop
tui_keys S
check diff-80-reverse-step tui_wait "cycle $((diff_cyc + 1)) *\$" 5
check diff-80-reverse-both pane_has diff "cycle $((diff_cyc + 1))[|]$((diff_cyc + 1)) [+]0"
diff_same() { [ "$(tui_pane_text "warps A: gto")" = "$diff_pa" ] &&
              [ "$(tui_pane_text "warps B: lrr")" = "$diff_pb" ]; }
check diff-80-reverse-same-panes diff_same
# each side scrolls on its own: '<' End scrolls side A's warps only, '>' Down side B's;
# '=' links them (B's place for both), Up then moves both
first_rank() { tui_pane_text "$1" | awk '/Rk Warp/ { getline; gsub(/[|>*]/, " "); print $1; exit }'; }
tui_keys '<' End
rank_is() { [ "$(first_rank "$1")" "$2" "$3" ]; }
check diff-80-scroll-a tui_wait_for rank_is "warps A: gto" -gt 0
check diff-80-scroll-a-only rank_is "warps B: lrr" -eq 0
tui_keys '>' Down
check diff-80-scroll-b tui_wait_for rank_is "warps B: lrr" -eq 1
check diff-80-scroll-b-only rank_is "warps A: gto" -gt 0
tui_keys = Up
check diff-80-scroll-linked tui_wait_for rank_is "warps A: gto" -eq 0
check diff-80-scroll-linked-b rank_is "warps B: lrr" -eq 0
check diff-80-scroll-linked-bar tui_wait 'scroll A=B \| diff \| sm 0' 2
tui_keys =
check diff-80-scroll-apart-bar tui_wait_for screen_lacks 'scroll A=B'
tui_keys '?'
check diff-80-help-sides tui_wait '< >.*focus side A.s / side B.s pane' 5
tui_keys x
tui_keys s
tui_keys :
tui_type 'info diff'
check diff-80-info tui_wait "gto and lrr both took $((diff_cyc + 2)) cycles" 5
tui_keys :
tui_type 'focus b'
check diff-80-focus-b tui_wait 'Focused side B' 5
check diff-80-focus-b-delta pane_has diff 'B lrr\*'
tui_keys F2
check diff-80-f2-cache tui_wait 'cache A: gto.*cache B: lrr' 5
tui_keys :
tui_type "save session $TUI_HOME/diff.wss"
check diff-80-save-session tui_wait "Session saved to .* at cycle $((diff_cyc + 2)) \(both sides\)" 5
tui_keys q
check diff-80-quit tui_wait '\[exit 0\]' 5
# tui --session of a diff session: both sides again, at that cycle, side B focused
tui_start 80 24 "" --nx --session "$TUI_HOME/diff.wss"
check diff-80-session-panes tui_wait 'warps A: gto.*warps B: lrr' 5
check diff-80-session-cycle pane_has diff "cycle $((diff_cyc + 2))[|]$((diff_cyc + 2)) [+]0"
check diff-80-session-focus pane_has diff 'B lrr\*'
# (its history starts where it was saved: a step, then back)
tui_keys s
check diff-80-session-step tui_wait "cycle $((diff_cyc + 3))[|]$((diff_cyc + 3)) [+]0" 5
tui_keys S
check diff-80-session-reverse tui_wait "cycle $((diff_cyc + 2))[|]$((diff_cyc + 2)) [+]0" 5
tui_keys q
check diff-80-session-quit tui_wait '\[exit 0\]' 5

# ---- 200x60: warps, L1 sets and DRAM banks of both sides (diff-all) ---------------------
tui_start 200 60 "" --nx --diff gto,lrr "${diff_args[@]}"
check diff-200-layout tui_wait 'diff-all \| sm 0' 5
check diff-200-panes tui_wait 'cache A: gto.*cache B: lrr' 2
check diff-200-dram tui_wait 'dram A: gto.*dram B: lrr' 2
tui_keys :
tui_type 'break diverge kind=cache'
tui_keys c
check diff-200-stop tui_wait "diverge cache at cycle $diff_cache:" 10
check diff-200-delta pane_has diff ">cache@$diff_cache"
check diff-200-delta-issue pane_has diff "issue@$diff_cyc"
# reverse execution moves both sides: S one cycle back; with a breakpoint on the issue
# divergence too, C goes back to it
tui_keys S
check diff-200-reverse-step tui_wait "cycle $diff_cache[|]$diff_cache [+]0" 5
tui_keys :
tui_type 'break diverge kind=issue'
check diff-200-break-issue tui_wait 'Breakpoint 2 at diverge kind=issue' 5
tui_keys C
check diff-200-reverse-continue tui_wait "cycle $((diff_cyc + 1)) *\$" 10
check diff-200-reverse-continue-stop pane_has output "diverge issue at cycle $diff_cyc:"
check diff-200-reverse-continue-delta pane_has diff ">issue@$diff_cyc"
tui_keys c
check diff-200-continue-again tui_wait "cycle $((diff_cache + 1)) *\$" 10
# the set of the cache divergence is marked on the side that had it (A, an l1-miss)
check diff-200-cache-mark pane_has "cache A: gto" '^[|]>'
check diff-200-cache-nomark pane_lacks "cache B: lrr" '^[|]>'
tui_keys :
tui_type 'print a.cycle - b.cycle'
check diff-200-print tui_wait '= 0' 5
# an event breakpoint watches both sides: the stop names the side that hit it (as line
# mode does from the same cycle), and only that side's DRAM pane marks it
rc_ref=$("$BIN" debug --batch --nx --diff gto,lrr -ex "until $((diff_cache + 1))" \
         -ex 'break row-close' -ex continue "${diff_args[@]}" 2>&1 | grep -m1 'row-close at cycle')
rc_cyc=$(sed -E 's/.*at cycle ([0-9]+) on side.*/\1/' <<<"$rc_ref")
rc_side=$(sed -E 's/.* on side ([AB]):.*/\1/' <<<"$rc_ref")
rc_pane() { if [ "$1" = A ]; then echo "dram A: gto"; else echo "dram B: lrr"; fi; }
rc_other=$([ "$rc_side" = A ] && echo B || echo A)
tui_keys :
tui_type 'break row-close'
tui_keys c
check diff-200-rowclose-stop tui_wait "row-close at cycle $rc_cyc on side $rc_side:" 10
check diff-200-rowclose-mark pane_has "$(rc_pane "$rc_side")" '> stop: row-close'
check diff-200-rowclose-nomark pane_lacks "$(rc_pane "$rc_other")" '> stop: row-close'
tui_keys q
check diff-200-quit tui_wait '\[exit 0\]' 5
