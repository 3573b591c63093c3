# tests/tui/lesson.sh — a whole lesson in the TUI (issue 20), sourced by tests/tui/run.sh:
# `warpscope lesson lrr-vs-gto` at 80x24 and at 160x48, step by step with Space.  What
# each step must show is read from the lesson file itself: its pause line (the title, the
# views brought forward, the warp it names) and its `expect cycle(s) == N` (the cycle the
# status bar shows).  Also: a command of the student's own between steps, Space pressed
# during a step, the end, `lesson quit`, and how a new student finds the lessons.

LESSON=demos/lessons/lrr-vs-gto.ws
# step K's pause line and the lines of the step (for its expects)
lesson_pause() { grep '^pause ' "$LESSON" | sed -n "$1p"; }
lesson_title() { lesson_pause "$1" | sed -E 's/^pause( [a-z]+=[^ ]+)*  *//'; }
lesson_opt() { lesson_pause "$1" | grep -oE " $2=[^ ]+" | cut -d= -f2; }
lesson_cycle() {
    awk -v k="$1" '/^pause /{ n++; next } n == k - 1 && /^expect /{
        if (match($0, /cycles? == [0-9]+/)) { s = substr($0, RSTART, RLENGTH); sub(/.*== /, "", s); c = s } }
        END { print c }' "$LESSON"
}
lesson_steps=$(grep -c '^pause ' "$LESSON")
key_of() { case $1 in sms) echo 1;; warps) echo 2;; ctas) echo 3;; cache) echo 4;; dram) echo 5;;
    stats) echo 6;; log) echo 7;; trace) echo 8;; vta) echo 9;; output) echo 0;; pipe) echo P;; esac; }

# lesson_walk COLS ROWS — open the lesson, check the introduction and every step
lesson_walk() {
    local cols=$1 rows=$2 tag="lesson-$1x$2" k
    TUI_CMD=lesson TUI_READY='G lesson' tui_start "$cols" "$rows" "" lrr-vs-gto
    check "$tag-intro" pane_has lesson "lrr-vs-gto: loose round-robin"
    check "$tag-intro-says-space" tui_wait 'Space.*starts step 1|Space next step' 2
    check "$tag-status" tui_wait "lesson 0/$lesson_steps Space:next" 2
    check "$tag-fits" max_width "$cols"
    [ "$cols" -ge 120 ] && check "$tag-beside-output" tui_wait '0 output -+\+\+- G lesson' 2
    for k in $(seq 1 "$lesson_steps"); do
        tui_keys Space
        local title views first cyc warp
        title=$(lesson_title "$k")
        views=$(lesson_opt "$k" view)
        first=${views%%,*}
        check "$tag-step$k-title" tui_wait "Step $k/$lesson_steps: $(sed 's/[][().*+?^$|]/\\&/g' <<<"$title")" 15
        check "$tag-step$k-status" tui_wait "lesson ($k/$lesson_steps Space:next|done) \\|" 3
        check "$tag-step$k-view-forward" tui_wait "\\[$(key_of "$first") $first\\]" 3
        cyc=$(lesson_cycle "$k")
        [ -n "$cyc" ] && check "$tag-step$k-cycle-$cyc" tui_wait "cycle $cyc *\$" 3
        warp=$(lesson_opt "$k" warp)
        [ -n "$warp" ] && [ "$first" = warps ] &&
            check "$tag-step$k-warp$warp-marked" pane_has warps "^\\|[> ]\\* +[0-9]+ +$warp "
        check "$tag-step$k-no-failure" screen_lacks 'failed|interrupted at'
        check "$tag-step$k-fits" max_width "$cols"
        if [ "$k" = 2 ]; then    # a command of one's own, then back to the story
            tui_keys :
            tui_type 'print sm[0].warp[3].issued'
            check "$tag-own-command" tui_wait 'sm\[0\]\.warp\[3\]\.issued = 10' 3
        fi
        if [ "$k" = 3 ]; then    # moving the simulation: the next step replays the story first
            tui_keys :
            tui_type 'step 3'
            check "$tag-own-step" tui_wait 'cycle 44 *$' 3
        fi
        if [ "$k" = 4 ]; then
            check "$tag-replayed" pane_has lesson 'the lesson was replayed to where it'

        fi
        if [ "$k" = $((lesson_steps - 1)) ]; then   # Space twice: the second cannot cut the step
            tui_keys Space
            tui_keys Space
            check "$tag-double-space" tui_wait "Step $lesson_steps/$lesson_steps" 15
            check "$tag-double-space-whole" screen_lacks 'Interrupted'
            break
        fi
    done
    tui_keys G          # focus the lesson pane, scroll to its end
    tui_keys End
    check "$tag-end" tui_wait 'End of the lesson' 5
    check "$tag-end-focused" tui_wait '\[G lesson\]' 2
    check "$tag-end-status" tui_wait 'lesson done \|' 2
    tui_keys :
    tui_type 'lesson quit'
    check "$tag-quit" tui_wait 'Left lesson lrr-vs-gto' 3
    sleep 0.2
    check "$tag-quit-pane-gone" screen_lacks ' G lesson |\[G lesson\]'
    tui_keys q
    check "$tag-exit" tui_wait '\[exit 0\]' 5
}
lesson_walk 80 24
lesson_walk 160 48

# ---- a new student: `make run` is `warpscope tui`; the welcome line and help name lessons --
tui_start 80 24 "" demo:vecadd
check lesson-welcome tui_wait 'lesson' 3
check lesson-hint-line tui_wait ':lesson lessons' 2
tui_keys '?'
tui_wait 'Space/PgDn: more' 3
lesson_in_help() { local i; for i in 1 2 3 4; do tui_cap | grep -q 'lrr-vs-gto' && return 0; tui_keys Space; sleep 0.2; done; return 1; }
check lesson-in-help lesson_in_help
tui_keys x
tui_keys :
tui_type 'lesson'
check lesson-list-command pane_has output 'two-level +two-level scheduling'
tui_keys :
tui_type 'lesson two-level'
check lesson-open-inside tui_wait 'two-level: two-level scheduling' 3
tui_keys Enter
check lesson-enter-goes-on tui_wait 'Step 1/[0-9]+: ' 10
tui_keys :
tui_type 'lesson nosuch'
check lesson-unknown-inside tui_wait "no lesson 'nosuch'" 3
tui_keys q
tui_wait '\[exit 0\]' 5
