# tests/paper/lib.sh — sourced by each tests/paper/NAME.sh after it sets PAPER=NAME.
#
# paper_claim OK TEXT [KNOWN]: one claim, one line.  OK is 1 when the claim holds.  KNOWN,
# when given, says why a claim the model does not reproduce fails while its issue is open
# or blocked: the claim is then printed as XFAIL (counted as skipped by tests/paper/run.sh,
# never as passed) and turns into "ok" by itself once it holds.  A failing claim without
# KNOWN is a FAIL and makes `paper_done` fail.
paper_failed=0
paper_claim() {
    if [ "$1" = 1 ]; then echo "ok $PAPER: $2"
    elif [ -n "${3:-}" ]; then echo "XFAIL $PAPER: $2 -- known failing: $3"
    else echo "FAIL $PAPER: $2"; paper_failed=$((paper_failed + 1)); fi
}
# The script's last command: its exit status says whether every claim held.
paper_done() { [ "$paper_failed" -eq 0 ]; }
