# common.sh — what run.sh and record.sh share: paths, the set, preparing a trace
# directory the peer reads, and running the peer.  Sourced from the repository root.
. tests/correlation/lib.sh

CORR_WS=${WS_BIN:-$PWD/${BUILD:-build}/warpscope}
export WARPSCOPE_CONFIGS=${WARPSCOPE_CONFIGS:-$PWD/configs}   # a WS_BIN outside the tree
CORR_PEER=${WS_PEER:-../shared/peer/accelsim/run}
CORR_SHARED=${WS_SHARED:-../shared}
CORR_POLICIES="gto lrr"
# WS_PRESET picks the preset compared: warpscope's preset, the peer's config it reads
# (and that config's directory), the set of traces and the stored reference numbers.
#   gtx480 (default): set.txt, reference.txt;  qv100: set-qv100.txt, reference-qv100.txt;
#   rtx3070: set-rtx3070.txt, reference-rtx3070.txt
CORR_CONFIG=${WS_PRESET:-gtx480}
case $CORR_CONFIG in
gtx480) CORR_PEER_CONFIG=GTX480 CORR_PEER_DIR=SM2_GTX480
        CORR_SETFILE=tests/correlation/set.txt CORR_REF=tests/correlation/reference.txt ;;
qv100)  CORR_PEER_CONFIG=QV100 CORR_PEER_DIR=SM7_QV100
        CORR_SETFILE=tests/correlation/set-qv100.txt CORR_REF=tests/correlation/reference-qv100.txt ;;
rtx3070) CORR_PEER_CONFIG=RTX3070 CORR_PEER_DIR=SM86_RTX3070
        CORR_SETFILE=tests/correlation/set-rtx3070.txt CORR_REF=tests/correlation/reference-rtx3070.txt ;;
*) echo "tests/correlation: WS_PRESET=$CORR_CONFIG: expected gtx480, qv100 or rtx3070" >&2; exit 2 ;;
esac

# corr_set [NAME...]: "name source" lines of the set file (only the names given, if any).
corr_set() {
    awk -v want=" $* " '!/^#/ && NF >= 2 && (want == "  " || index(want, " " $1 " ")) { print $1, $2 }' \
        "$CORR_SETFILE"
}

# corr_prepare SOURCE TMPDIR NAME: print the Accel-Sim trace directory of SOURCE (a shared
# trace as it is; a demo exported into TMPDIR/NAME); fails with a message on stderr.
corr_prepare() {
    case $1 in
    shared:*)
        local d="$CORR_SHARED/traces/accelsim/${1#shared:}"
        [ -f "$d/kernelslist.g" ] || { echo "$d: not found" >&2; return 1; }
        echo "$d" ;;
    demo:*)
        rm -rf "$2/$3"
        "$CORR_WS" trace export "$1" "$2/$3" >&2 || return 1
        echo "$2/$3" ;;
    *) echo "$CORR_SETFILE: unknown source '$1'" >&2; return 1 ;;
    esac
}

# corr_command SOURCE POLICY: the command that produces the peer's numbers, as recorded.
corr_command() {
    case $1 in
    shared:*) echo "../shared/peer/accelsim/run --log LOG ../shared/traces/accelsim/${1#shared:} $CORR_PEER_CONFIG $2" ;;
    *) echo "warpscope trace export $1 DIR && ../shared/peer/accelsim/run --log LOG DIR $CORR_PEER_CONFIG $2" ;;
    esac
}

# corr_peer DIR POLICY LOG: run the peer, keeping its full output in LOG; print its stats
# line.  Its run directory goes next to LOG (TMPDIR), out of reach of anything cleaning
# /tmp/accelsim-run.* while it runs (seen on the shared build machine: a run whose
# directory vanished died with SIGSEGV).
corr_peer() {
    local out
    out=$(TMPDIR="$(dirname "$3")" "$CORR_PEER" --log "$3" "$1" "$CORR_PEER_CONFIG" "$2" 2>&1) ||
        { echo "$out" | tail -5 >&2; return 1; }
    corr_peer_stats "$3"
}

# corr_ws DIR POLICY TMPDIR: run warpscope on the same trace; print its stats line.
corr_ws() {
    "$CORR_WS" run -c "$CORR_CONFIG" -p "$2" --stats json --cta-timeline "$3/tl.csv" "$1" >"$3/ws.json" &&
        corr_ws_stats "$3/ws.json" "$3/tl.csv"
}
