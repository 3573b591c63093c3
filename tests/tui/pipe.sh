# tests/tui/pipe.sh — the SM pipeline in the TUI (sourced by tests/tui/run.sh), at 80x24
# and 160x48: the pipe view (key P), the `pipeline` layout, the warps view's IB and Pipe
# columns.  What the TUI shows is compared with the line-mode debugger stopped at the
# same cycle (info pipe, print), so a model change moves both or fails here.

# ---- 80x24: tiny, lrr, vecadd at cycle 120: the LD/ST unit is stalled on a full L1
# latency queue whose head the L1D refuses (every MSHR in use) ----------------------------
pipe_args=(-c tiny -p lrr demo:vecadd:n=2048)
pipe_ref=$("$BIN" debug --batch -ex 'until 120' -ex 'info pipe' "${pipe_args[@]}" 2>&1)
# "LD/ST   w4 0080 LDG.E, 1 access to go; stalled: L1 latency queue full (bank conflict)"
pipe_ldst=$(sed -n 's/^LD\/ST   w\([0-9]*\) [0-9a-f]* \([^,]*\),.*/w\1 \2/p' <<<"$pipe_ref")
pipe_stall=$(sed -n 's/^LD\/ST   .*; stalled: \(.*\)$/\1/p' <<<"$pipe_ref")
pipe_l1q=$(sed -n 's/^        L1 latency queue \([0-9]*\/[0-9]*\).*/\1/p' <<<"$pipe_ref")
tui_start 80 24 "" -ex 'until 120' "${pipe_args[@]}"
check pipe-start tui_wait 'cycle 120, kernel 1' 5
tui_keys P
check pipe-key-p tui_wait '\[P pipe\]' 3
check pipe-title pane_has pipe 'SM 0 pipeline, cycle 120'
pipe_ldst_same() { [ -n "$pipe_ldst" ] && pane_has pipe "^\|LD/ST  $pipe_ldst "; }
check pipe-ldst-inst pipe_ldst_same
pipe_stall_same() { [ -n "$pipe_stall" ] && pane_has pipe "STALL: $(sed 's/[()]/\\&/g' <<<"$pipe_stall")"; }
check pipe-ldst-stall pipe_stall_same
pipe_l1q_same() { [ -n "$pipe_l1q" ] && pane_has pipe "L1q $pipe_l1q head refused"; }
check pipe-ldst-l1q pipe_l1q_same
check pipe-80x24-fits max_width 80
tui_type 'layout pipeline'
check pipe-layout-80x24 all_titles warps
check pipe-layout-80x24-pipe pipe_title
check pipe-layout-warps pane_has warps 'IB +Pipe'
check pipe-layout-hid pane_has warps '>hid [A-Za-z ]+'
# every warp's IB and Pipe in the warps view equal the I-buffer table of info pipe
warps_ib_pipe() {   # "slot ib pipe" per row of the warps pane, by the header's columns
    tui_pane_text warps | awk '
        /State\/reason/ { w = index($0, "Warp"); i = index($0, "IB "); p = index($0, "Pipe"); next }
        w && /^\|/ { slot = substr($0, w, 4); ib = substr($0, i, 2); pp = substr($0, p, 5)
                     gsub(/ /, "", slot); gsub(/ /, "", ib); gsub(/ /, "", pp)
                     if (slot ~ /^[0-9]+$/) print slot, ib, pp }'
}
info_ib_pipe() {
    awk '/^  Warp IB/ { on = 1; next } on && /^[ *] *[0-9]+ +[0-9]+ / { print $1 + 0, $2, $NF } on && !/^[ *] *[0-9]/ { on = 0 }' \
        <<<"$(sed 's/^\*/ /' <<<"$pipe_ref")"
}
same_ib_pipe() {
    local a b
    a=$(warps_ib_pipe | sort -n); b=$(info_ib_pipe | sort -n)
    [ -n "$a" ] && [ "$a" = "$b" ] || { echo "    warps view: $(tr '\n' ';' <<<"$a")"; echo "    info pipe:  $(tr '\n' ';' <<<"$b")"; return 1; }
}
check pipe-warps-ib-pipe same_ib_pipe
check pipe-layout-fits max_width 80
tui_keys q
check pipe-quit-80x24 tui_wait '\[exit 0\]' 5

# ---- 160x48: gtx480, gto, vecadd at cycle 100: 32 warps wait on one L1I miss ----------
imiss_ex=(-ex 'until 100' -ex 'info pipe')
for w in $(seq 0 47); do imiss_ex+=(-ex "print sm[0].warp[$w].imiss"); done
imiss_ref=$("$BIN" debug --batch "${imiss_ex[@]}" -p gto demo:vecadd 2>&1)
imiss_line=$(sed -n 's/^        miss \(0x[0-9a-f]*\), warps waiting: \(.*\)/\1 \2/p' <<<"$imiss_ref" | head -1)
imiss_n=$(awk '{ print NF - 1 }' <<<"$imiss_line")
tui_start 160 48 "" -p gto -ex 'until 100' -ex 'layout pipeline' demo:vecadd
check pipe-160-layout tui_wait 'pipeline \| sm 0 \| cycle 100' 5
check pipe-160-views all_titles sms warps
check pipe-160-pipe-title pipe_title
pipe_l1i_miss() {
    [ -n "$imiss_line" ] && pane_has pipe "miss ${imiss_line%% *}: $imiss_n warps? " \
        && pane_has pipe "^\|L1I +MSHR [0-9]+/[0-9]+"
}
check pipe-160-l1i-miss pipe_l1i_miss
# the IB column marks exactly the warps whose fetch waits on the miss (imiss = 1) with m
warps_imiss() {
    tui_pane_text warps | awk '
        /State\/reason/ { w = index($0, "Warp"); i = index($0, "IB "); next }
        w && /^\|/ { slot = substr($0, w, 4); ib = substr($0, i, 2); gsub(/ /, "", slot)
                     if (slot ~ /^[0-9]+$/) print slot, (ib ~ /m/ ? 1 : 0) }' | sort -n
}
print_imiss() { sed -n 's/^sm\[0\]\.warp\[\([0-9]*\)\]\.imiss = \([01]\)$/\1 \2/p' <<<"$imiss_ref" | sort -n; }
same_imiss() {
    local a b
    a=$(warps_imiss); b=$(print_imiss | grep -E "^($(warps_imiss | awk '{ print $1 }' | paste -sd'|')) ")
    [ -n "$a" ] && grep -q ' 1$' <<<"$a" && [ "$a" = "$b" ] || { echo "    view: $(tr '\n' ';' <<<"$a")"; echo "    print: $(tr '\n' ';' <<<"$b")"; return 1; }
}
check pipe-160-ib-imiss same_imiss
check pipe-160-fits max_width 160
tui_keys q
check pipe-quit-160 tui_wait '\[exit 0\]' 5
