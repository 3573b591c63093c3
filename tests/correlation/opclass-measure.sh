#!/usr/bin/env bash
# opclass-measure.sh — measures, on the peer (the trace-driven Accel-Sim in
# ../shared/peer/accelsim), the operation class that each SASS opcode has in the opcode
# map of each trace binary version, and prints the table (TSV) on stdout.
# tests/correlation/opclass-measured.tsv is the committed output of one full run;
# src/trace/opclass.c's tables are `--c-table` of it; tests/unit/test_opclass.c checks
# opclass.c against every row.
#
#   tests/correlation/opclass-measure.sh [-j JOBS] [-v "35 61 ..."] [OPCODE...]
#   tests/correlation/opclass-measure.sh --c-table TSV
#
#   -j JOBS  peer runs in parallel (default 2, each under nice); a full run took 11
#            minutes with -j 2 on two cores that other work kept busy (load average 8)
#   -v LIST  versions measured in full (default one per opcode map: 35 61 70 75 86);
#            with 61 and 86 among them, 60 and 80 are then checked against those
#   OPCODE   measure only these opcode texts (e.g. IMAD MUFU.RSQ) on the -v versions
#   --c-table  print the C tables of src/trace/opclass.c from a table printed here
#   PEER_DIR (environment) the peer's directory, default ../shared/peer/accelsim
#
# Candidates: the mnemonics of src/trace/opcodes.c and the upper-case strings of
# accel-sim.out's .rodata that its code points at, split at '.' (its opcode maps' keys
# are among them; the linker may store a key inside a longer string, "IADD" in
# "IMAD.IADD", so the pointers are followed rather than the strings listed).  Without
# binutils: every upper-case string of the binary and every suffix of it (slower).
# Rows of candidates in no map and not in opcodes.c are left out of the table.
#
# Every peer run: config QV100 (it has SP, INT, DP, SFU and tensor units), one SM
# (-gpgpu_n_clusters 1), -gpgpu_kernel_launch_latency 0, -gpgpu_max_cycle 5000 (a warp
# that cannot finish is a "hang"), lrr, and a trace.config written here that gives every
# latency/initiation line its own values:
#     int 3,2   sp 5,4   dp 7,6   sfu 11,8   tensor 13,10
#     spec_op_1..8  17,12  53,14  23,16  29,18  31,20  37,22  41,24  43,26
# (spec_op_2 is 53 rather than 19: an L1 hit is used 24 cycles later, 19 + 5.)  A trace
# is one or more kernels of one CTA.  X is the opcode text measured; each X carries a
# memory operand (4 bytes per lane, base+stride 0x7e0000100000 + 4k, a global address)
# so that an opcode the peer parses as a memory access has one.
#
# Tests of opcode X on binary version V (each row's "evidence" says which decided):
#   chain   one warp: X R1 <- R1, N times, then EXIT; kernels N = 2 and N = 10.
#           "ERROR: undefined instruction" = X is not in V's map.  A dependent
#           instruction issues L+5 cycles after its producer on QV100 (MODEL-NOTES,
#           calibration), so latency = (cycles(10) - cycles(2)) / 8 - 5 (for a load,
#           the use distance of an L1 hit or a shared access, minus 5).  Memory
#           instructions or accesses in the log (gpgpu_n_load_insn, _store_insn,
#           _shmem_insn, gpgpu_n_mem_*, L1D accesses) make X a load ("mem:" + spaces).
#           A chain that never ends: stores and memory barriers never release a
#           destination register and EXIT ends the lanes with instructions left, so:
#   exit    X alone, no EXIT: the warp finishes only if X is an exit.
#   store   X without registers, then EXIT: store counters or L1D accesses.
#   membar  LDG R1; use R1; X; LDG R3 of the same line; use R3: L1D misses both
#           loads only if X invalidated L1D, as MEMBAR does (MODEL-NOTES §6); else a
#           chain that hangs, does not end the warp and writes nothing is left "?".
#   mask-0  (chain aborts: memory opcodes whose space the peer's parser does not set
#           assert in generate_mem_accesses when lanes are active) X with mask 0 and
#           R1, then an instruction reading R1: the LD/ST unit frees a load's register
#           at once, the same cycle as for a mask-0 LDG (load); a store never frees it
#           (hang), and then the membar test with X at mask 0 tells membar from store.
#   ii      warps 0 and 4 (both on scheduler 0) issue K independent X (no registers);
#           kernels K = 8 and 24: ii = (cycles(24) - cycles(8)) / 32, rounded.
#   unit    (alu, sp, nop, barrier) the same warps run (FFMA, X) x 8 and FFMA x 8: X
#           shares FFMA's SP unit ("unit=SP") when that adds over 8 x ii cycles, else
#           "unit=not-SP" (QV100 has INT units; MODEL-NOTES §3).
#   barrier (latency 1) warp 0: X then 10 dependent MUFU; warp 1: 10 MUFU then X: a
#           barrier runs the two chains one after the other (over 240 cycles).
#   same map  60 against 61, 80 against 86: one run of every opcode of the reference's
#           map, each predicated off, then EXIT (the peer parses an instruction when the
#           warp reaches it: "ok" = all in the map); then all tests on a sample (three
#           opcodes of each class) and on the candidates outside the reference's map.
#
# Class (ws_opclass_names): latency 3 alu, 5 sp, 7 dp, 11 sfu, 13 tensor, 17 spec1,
# 53 spec2, 23 spec3, 29 spec4, 1 barrier or nop; memory counters load; hang then
# exit, store or membar; "?" when no test decides.  ALU_OP, INTP_OP, BRANCH_OP,
# CALL_OPS and RET_OPS cannot be told apart (one latency line, one unit): all "alu".
#
# Columns: opcode, version, family, in_map, latency, ii, evidence, class.
set -u   # no pipefail: grep -q or head closing a pipe early is no error here

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
PEER_DIR=${PEER_DIR:-$root/../shared/peer/accelsim}
PEER_RUN="$PEER_DIR/run"
MEM="4 1 0x00007e0000100000 4"
MEM2="4 1 0x00007e0000200000 4"   # kernel 2 of the chain test: not cached by kernel 1
EXIT_LINE="ffffffff 0 EXIT 0 0"

family_of() {
    case $1 in
        35) echo kepler ;; 60|61) echo pascal ;; 70) echo volta ;; 75) echo turing ;;
        80|86) echo ampere ;; *) echo "sm_$1" ;;
    esac
}

# ---------------------------------------------------------------- traces and runs
# kernel FILE VERSION ID WARPFILE...: one kernel of one CTA; warp i runs WARPFILE i
kernel() {
    local out=$1 ver=$2 id=$3 w=0 f; shift 3
    {
        printf -- '-kernel name = opclass%d\n-kernel id = %d\n-grid dim = (1,1,1)\n' "$id" "$id"
        printf -- '-block dim = (%d,1,1)\n-shmem = 0\n-nregs = 16\n' $((32 * $#))
        printf -- '-binary version = %s\n-cuda stream id = 0\n' "$ver"
        printf -- '-shmem base_addr = 0x00007f0000000000\n'
        printf -- '-local mem base_addr = 0x00007f1000000000\n'
        printf -- '-nvbit version = 1.5.5\n-accelsim tracer version = 4\n'
        printf -- '-enable lineinfo = 0\n\n#traces format = PC mask dest_num [reg_dests] '
        printf -- 'opcode src_num [reg_srcs] mem_width [adrrescompress?] [mem_addresses]\n\n'
        printf -- '#BEGIN_TB\n\nthread block = 0,0,0\n'
        for f in "$@"; do
            printf '\nwarp = %d\ninsts = %d\n' $w "$(wc -l < "$f")"
            awk '{ printf "%04x %s\n", (NR - 1) * 16, $0 }' "$f"
            w=$((w + 1))
        done
        printf '\n#END_TB\n'
    } > "$out"
}

# trace NAME VERSION WARPFILE... [-- WARPFILE...]...: kernels separated by --
trace() {
    local d="$WORK/t/$1" ver=$2 k=1 files=(); shift 2
    mkdir -p "$d"; : > "$d/kernelslist.g"
    while :; do
        if [ $# -gt 0 ] && [ "$1" != -- ]; then files+=("$1"); shift; continue; fi
        kernel "$d/kernel-$k.traceg" "$ver" $k "${files[@]}"
        echo "kernel-$k.traceg" >> "$d/kernelslist.g"
        k=$((k + 1)); files=()
        [ $# -gt 0 ] || break
        shift
    done
}

# peer NAME: runs the trace $WORK/t/NAME; prints "ok C1,C2,..." (cycles per kernel),
# "undef OPCODE", "hang" or "abort MESSAGE"; the full log is $WORK/t/NAME.log.
peer() {
    local dir="$WORK/t/$1" out rc=0 kept msg
    out=$(TMPDIR="$WORK/tmp" ACCELSIM_TRACE_CONFIG="$WORK/trace.config" \
          ACCELSIM_LOG="$dir.log" nice -n 10 "$PEER_RUN" "$dir" QV100 lrr \
          -gpgpu_kernel_launch_latency 0 -gpgpu_max_cycle 5000 -gpgpu_n_clusters 1 2>&1) || rc=$?
    if [ $rc -eq 0 ]; then
        [ -s "$WORK/build" ] || { printf '%s\n' "$out" | sed -n 's/^build=//p' > "$WORK/build.$$"
                                  mv "$WORK/build.$$" "$WORK/build"; }
        echo "ok $(printf '%s\n' "$out" | sed -n 's/^kernel_cycles=//p')"
        return
    fi
    kept=$(printf '%s\n' "$out" | sed -n 's/.*log kept in \(.*\)\/accelsim\.log.*/\1/p')
    case $kept in "$WORK"/tmp/accelsim-run.*) rm -rf "$kept" ;; esac
    if [[ $out == *"undefined instruction"* ]]; then
        echo "undef $(printf '%s\n' "$out" | sed -n 's/.*undefined instruction : .* Opcode: *\([^ ]*\).*/\1/p' | head -n 1)"
    elif [[ $out == *"hit max cycles"* ]]; then
        echo hang
    else
        msg=$(printf '%s\n' "$out" | grep -m1 'Assertion' | sed 's/.*Assertion/Assertion/')
        [ -n "$msg" ] || msg=$(printf '%s\n' "$out" | grep -m1 'FAILED' | sed 's/; log kept.*//')
        echo "abort $(printf '%s' "$msg" | tr -s ' \t' '__' | cut -c1-60)"
    fi
}

# counters NAME: "gr gw lr lw ld st sh l1a l1m" at the end of NAME's log (cumulative)
counters() {
    awk '/^gpgpu_n_mem_read_global =/ {gr=$3} /^gpgpu_n_mem_write_global =/ {gw=$3}
         /^gpgpu_n_mem_read_local =/ {lr=$3} /^gpgpu_n_mem_write_local =/ {lw=$3}
         /^gpgpu_n_load_insn/ {ld=$NF} /^gpgpu_n_store_insn/ {st=$NF}
         /^gpgpu_n_shmem_insn/ {sh=$NF}
         /L1D_total_cache_accesses =/ {a=$NF} /L1D_total_cache_misses =/ {m=$NF}
         END { printf "%d %d %d %d %d %d %d %d %d\n", gr, gw, lr, lw, ld, st, sh, a, m }' \
        "$WORK/t/$1.log"
}

done_run() { rm -rf "$WORK/t/$1" "$WORK/t/$1.log"; }

# ---------------------------------------------------------------- one opcode
# invalidates LINE: "yes|no L1D MISSES/ACCESSES" for LDG R1; use; LINE; LDG R3 (the same
# line); use: both loads miss only if LINE invalidated L1D
invalidates() {
    local n="$id.m" r gr gw lr lw ld st sh l1a l1m
    { echo "ffffffff 1 R1 LDG.E 0 $MEM"; echo "ffffffff 1 R2 MOV 1 R1 0"; echo "$1"
      echo "ffffffff 1 R3 LDG.E 0 $MEM"; echo "ffffffff 1 R4 MOV 1 R3 0"
      echo "$EXIT_LINE"; } > "$b/m"
    trace "$n" "$v" "$b/m"; r=$(peer "$n")
    if [ "${r%% *}" = ok ]; then
        read -r gr gw lr lw ld st sh l1a l1m <<< "$(counters "$n")"
        if [ "$l1a" -gt 0 ] && [ "$l1m" -eq "$l1a" ]; then echo "yes $l1m/$l1a-missed"
        else echo "no L1D-$l1m/$l1a-missed"; fi
    else echo "no test:$r"; fi
    done_run "$n"
}

# measure VERSION OPCODE: prints X's table row
measure() {
    local v=$1 x=$2 id b r c i k gr gw lr lw ld st sh l1a l1m
    local lat=- ii=- ev="" cls="?"
    id="$v.$(printf '%s' "$x" | tr -c 'A-Za-z0-9_.' '_')"; b="$WORK/b/$id"; mkdir -p "$b"
    local ch="ffffffff 1 R1 $x 1 R1 $MEM" free="ffffffff 0 $x 0 $MEM"
    local mufu="ffffffff 1 R1 MUFU 1 R1 0" ffma="ffffffff 0 FFMA 0 0"
    row() { printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$x" "$v" "$(family_of "$v")" "$1" \
                   "$lat" "$ii" "${ev:--}" "$cls"; }
    rep() { local n=$1 line=$2 j; for ((j = 0; j < n; j++)); do printf '%s\n' "$line"; done; }

    { rep 2 "$ch"; echo "$EXIT_LINE"; } > "$b/c2"
    { rep 10 "${ch%$MEM}$MEM2"; echo "$EXIT_LINE"; } > "$b/c10"
    trace "$id.chain" "$v" "$b/c2" -- "$b/c10"; r=$(peer "$id.chain")
    case $r in
    undef*) done_run "$id.chain"; ev=undefined; cls=-; row no ;;
    abort*)
        # a memory class whose space the peer's parser does not set aborts in
        # generate_mem_accesses when lanes are active: try it predicated off (mask 0,
        # no accesses) with a destination that the next instruction reads
        done_run "$id.chain"; ev="chain:${r#abort }"
        { echo "00000000 1 R1 $x 0 $MEM"; echo "ffffffff 1 R2 MOV 1 R1 0"; echo "$EXIT_LINE"; } > "$b/p"
        { echo "00000000 1 R1 LDG.E 0 $MEM"; echo "ffffffff 1 R2 MOV 1 R1 0"; echo "$EXIT_LINE"; } > "$b/q"
        trace "$id.p" "$v" "$b/p" -- "$b/q"; r=$(peer "$id.p"); done_run "$id.p"
        case $r in
        ok*)
            c=${r#ok }
            if [ "${c%,*}" = "${c#*,}" ]; then
                ev="$ev;mask-0:register-freed-as-by-LDG(${c%,*}=${c#*,})"; cls=load
            else ev="$ev;mask-0:${c%,*}-cycles,LDG-${c#*,}"; fi ;;
        hang)
            r=$(invalidates "00000000 0 $x 0 $MEM")
            if [ "${r%% *}" = yes ]; then ev="$ev;mask-0:hang;membar(L1D ${r#* })"; cls=membar
            else ev="$ev;mask-0:hang;no-membar(${r#* })"; cls=store; fi ;;
        *) ev="$ev;mask-0:$r" ;;
        esac
        row yes ;;
    ok*)
        c=${r#ok }
        lat=$(( (${c#*,} - ${c%,*}) / 8 - 5 ))
        read -r gr gw lr lw ld st sh l1a l1m <<< "$(counters "$id.chain")"
        done_run "$id.chain"
        if [ $((gr + gw + lr + lw + ld + st + sh + l1a)) -gt 0 ]; then
            ev=mem
            [ "$gr" -gt 0 ] && ev="$ev:global-read"
            [ "$lr" -gt 0 ] && ev="$ev:local-read"
            [ "$sh" -gt 0 ] && ev="$ev:shared"
            [ "$gw" -gt 0 ] && ev="$ev:global-write"
            [ "$lw" -gt 0 ] && ev="$ev:local-write"
            if [ "$l1a" -gt 0 ]; then ev="$ev:L1D"
            elif [ $((gr + lr)) -gt 0 ]; then ev="$ev:no-L1D"; fi
            cls=load; row yes; return
        fi
        case $lat in
            3) cls=alu ;; 5) cls=sp ;; 7) cls=dp ;; 11) cls=sfu ;; 13) cls=tensor ;;
            17) cls=spec1 ;; 53) cls=spec2 ;; 23) cls=spec3 ;; 29) cls=spec4 ;;
            31) ev="spec_op_5" ;; 37) ev="spec_op_6" ;; 41) ev="spec_op_7" ;; 43) ev="spec_op_8" ;;
            1)
                { echo "$free"; rep 10 "$mufu"; echo "$EXIT_LINE"; } > "$b/w0"
                { rep 10 "$mufu"; echo "$free"; echo "$EXIT_LINE"; } > "$b/w1"
                trace "$id.bar" "$v" "$b/w0" "$b/w1"; r=$(peer "$id.bar"); done_run "$id.bar"
                if [ "${r%% *}" != ok ]; then ev="barrier-test:$r"
                elif [ "${r#ok }" -gt 240 ]; then ev="barrier(${r#ok })"; cls=barrier
                else ev="no-barrier(${r#ok })"; cls=nop; fi ;;
            *) ev="latency-unknown" ;;
        esac
        # ii (kernels 1, 2) and unit (kernels 3, 4)
        echo "$EXIT_LINE" > "$b/e"
        for k in 8 24; do { rep $k "$free"; echo "$EXIT_LINE"; } > "$b/i$k"; done
        { rep 8 "$ffma"; echo "$EXIT_LINE"; } > "$b/f"
        { for i in 1 2 3 4 5 6 7 8; do echo "$ffma"; echo "$free"; done; echo "$EXIT_LINE"; } > "$b/u"
        trace "$id.ii" "$v" "$b/i8" "$b/e" "$b/e" "$b/e" "$b/i8" -- "$b/i24" "$b/e" "$b/e" "$b/e" "$b/i24" \
              -- "$b/f" "$b/e" "$b/e" "$b/e" "$b/f" -- "$b/u" "$b/e" "$b/e" "$b/e" "$b/u"
        r=$(peer "$id.ii"); done_run "$id.ii"
        if [ "${r%% *}" = ok ]; then
            IFS=, read -r k1 k2 k3 k4 <<< "${r#ok }"
            ii=$(awk -v a="$k1" -v b="$k2" 'BEGIN { printf "%d", (b - a) / 32 + 0.5 }')
            case $cls in alu|sp|nop|barrier)
                if awk -v c="$k4" -v f="$k3" -v ii="$ii" 'BEGIN { exit !(c > f + 8 * ii) }'
                then ev="${ev:+$ev;}unit=SP($k4>$k3)"; else ev="${ev:+$ev;}unit=not-SP($k4~$k3)"; fi ;;
            esac
        else ii="?"; ev="${ev:+$ev;}ii-test:$r"; fi
        [ -n "$ev" ] || ev=chain
        row yes ;;
    hang)
        done_run "$id.chain"
        echo "$free" > "$b/s"; trace "$id.s" "$v" "$b/s"; r=$(peer "$id.s"); done_run "$id.s"
        if [ "${r%% *}" = ok ]; then ev="hang;exit"; cls=exit; row yes; return; fi
        { echo "$free"; echo "$EXIT_LINE"; } > "$b/n"; trace "$id.n" "$v" "$b/n"; r=$(peer "$id.n")
        if [ "${r%% *}" = ok ]; then
            read -r gr gw lr lw ld st sh l1a l1m <<< "$(counters "$id.n")"
            done_run "$id.n"
            if [ $((gw + lw + st + sh + l1a)) -gt 0 ]; then
                ev="hang;store"
                [ "$gw" -gt 0 ] && ev="$ev:global"
                [ "$lw" -gt 0 ] && ev="$ev:local"
                [ "$sh" -gt 0 ] && ev="$ev:shared"
                cls=store; row yes; return
            fi
            ev="hang;no-store"
        else done_run "$id.n"; ev="hang;store-test:$r"; fi
        r=$(invalidates "$free")
        if [ "${r%% *}" = yes ]; then ev="hang;membar(L1D ${r#* })"; cls=membar
        else ev="$ev;no-membar(${r#* })"; fi
        row yes ;;
    *) done_run "$id.chain"; ev="chain:$r"; row yes ;;
    esac
}

if [ "${1:-}" = --one ]; then shift; measure "$1" "$2"; exit 0; fi

# --c-table TSV: the tables of src/trace/opclass.c, from a table this script printed
if [ "${1:-}" = --c-table ]; then
    [ -f "${2:-}" ] || { echo "usage: $0 --c-table TSV" >&2; exit 2; }
    for v in 35 61 70 75 86; do
        awk -F'\t' -v v="$v" '
            BEGIN { split("kepler pascal volta turing ampere", f, " ")
                    fam["35"] = f[1]; fam["61"] = f[2]; fam["70"] = f[3]; fam["75"] = f[4]
                    fam["86"] = f[5]
                    m["alu"] = "AL"; m["int"] = "IN"; m["sp"] = "SP"; m["dp"] = "DP"
                    m["sfu"] = "SF"; m["tensor"] = "TC"; m["load"] = "LD"; m["store"] = "ST"
                    m["branch"] = "BR"; m["call"] = "CA"; m["barrier"] = "BA"
                    m["membar"] = "MB"; m["exit"] = "EX"; m["nop"] = "NO"
                    m["spec1"] = "S1"; m["spec2"] = "S2"; m["spec3"] = "S3"; m["spec4"] = "S4" }
            $2 == v && $4 == "yes" && $1 !~ /\./ {
                if (!($8 in m)) { print "unclassified: " $1 " on " v > "/dev/stderr"; bad = 1; next }
                e[++n] = sprintf("{ \"%s\", %s },", $1, m[$8]) }
            END {
                printf "static const struct opclass_def opc_%s[] = {   /* sm_%s: %d */\n", fam[v], v, n
                line = "   "
                for (i = 1; i <= n; i++) {
                    if (length(line) + 1 + length(e[i]) > 91) { print line; line = "   " }
                    line = line " " e[i] }
                if (n) print line
                print "};"
                exit bad }' <(grep -v '^#' "$2" | LC_ALL=C sort -t "$(printf '\t')" -k1,1) || exit 1
    done
    exit 0
fi

# ---------------------------------------------------------------- candidates
known_opcodes() {
    grep -o '{ "[A-Z0-9_]*"' "$root/src/trace/opcodes.c" | sed 's/{ "//; s/"//' | sort -u
}
# the strings of accel-sim.out's .rodata that its code points at (objdump's "# ADDR <"
# comments), split at '.': the opcode maps' keys among them, even those stored inside a
# longer string.  Without binutils: every upper-case string of the file and its suffixes.
rodata_refs() {
    local bin=$1 base
    base=$(readelf -SW "$bin" 2>/dev/null |
           awk '{ for (i = 1; i < NF; i++) if ($i == ".rodata") { print $(i + 2); exit } }')
    [ -n "$base" ] && objcopy -O binary --only-section=.rodata "$bin" "$WORK/rodata" &&
        objdump -d "$bin" | sed -n 's/.*# \([0-9a-f][0-9a-f]*\) <.*/\1/p' > "$WORK/refs" || return 1
    tr '\0' '\n' < "$WORK/rodata" | awk -v base="$base" '
        function hex(s,   i, n) {
            n = 0; s = tolower(s)
            for (i = 1; i <= length(s); i++) n = n * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
            return n }
        FNR == NR { want[hex($1) - hex(base)] = 1; next }
        { for (i = 0; i < length($0); i++) if ((pos + i) in want) print substr($0, i + 1)
          pos += length($0) + 1 }' "$WORK/refs" -
}
candidates() {
    local bin="$PEER_DIR/bin/accel-sim.out"
    {
        known_opcodes
        if rodata_refs "$bin" > "$WORK/strs"; then
            echo "rodata strings referenced by code" > "$WORK/cand.how"
            grep -E '^[A-Z][A-Z0-9_.]{1,23}$' "$WORK/strs" | tr '.' '\n'
        else
            echo "all upper-case strings of the binary and their suffixes" > "$WORK/cand.how"
            strings -n 2 "$bin" | grep -E '^[A-Z][A-Z0-9_.]{1,23}$' |
                awk '{ n = split($0, p, "."); for (i = 1; i <= n; i++)
                         for (j = 1; j < length(p[i]); j++) {
                             s = substr(p[i], j); if (s ~ /^[A-Z][A-Z0-9_]+$/) print s } }'
        fi
    } | grep -E '^[A-Z][A-Z0-9_]+$' | sort -u
}

# measure_all VERSION FILE: every opcode of FILE on VERSION, rows on stdout
measure_all() {
    awk -v v="$1" '{ print v; print $0 }' "$2" | xargs -d '\n' -n 2 -P "$JOBS" "$0" --one
}

# ---------------------------------------------------------------- main
JOBS=2
VERSIONS="35 61 70 75 86"
while getopts j:v:h opt; do
    case $opt in
        j) JOBS=$OPTARG ;;
        v) VERSIONS=$OPTARG ;;
        *) sed -n '9,19p' "$0" >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[ -x "$PEER_RUN" ] || { echo "opclass-measure: no peer at $PEER_RUN" >&2; exit 2; }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/opclass.XXXXXX") || exit 2
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/t" "$WORK/b" "$WORK/tmp"
export WORK PEER_DIR
cat > "$WORK/trace.config" <<'EOF'
-trace_opcode_latency_initiation_int 3,2
-trace_opcode_latency_initiation_sp 5,4
-trace_opcode_latency_initiation_dp 7,6
-trace_opcode_latency_initiation_sfu 11,8
-trace_opcode_latency_initiation_tensor 13,10
-specialized_unit_1 1,4,64,4,4,S1
-trace_opcode_latency_initiation_spec_op_1 17,12
-specialized_unit_2 1,4,64,4,4,S2
-trace_opcode_latency_initiation_spec_op_2 53,14
-specialized_unit_3 1,4,64,4,4,S3
-trace_opcode_latency_initiation_spec_op_3 23,16
-specialized_unit_4 1,4,64,4,4,S4
-trace_opcode_latency_initiation_spec_op_4 29,18
-specialized_unit_5 1,4,64,4,4,S5
-trace_opcode_latency_initiation_spec_op_5 31,20
-specialized_unit_6 1,4,64,4,4,S6
-trace_opcode_latency_initiation_spec_op_6 37,22
-specialized_unit_7 1,4,64,4,4,S7
-trace_opcode_latency_initiation_spec_op_7 41,24
-specialized_unit_8 1,4,64,4,4,S8
-trace_opcode_latency_initiation_spec_op_8 43,26
EOF

start=$(date +%s)
known_opcodes > "$WORK/known"
if [ $# -gt 0 ]; then printf '%s\n' "$@" > "$WORK/cand"; else candidates > "$WORK/cand"; fi
ncand=$(wc -l < "$WORK/cand")
# modifiers: the class should come from the text before the first '.' (a sample)
DOTTED="IMAD.MOV.U32 MUFU.RSQ ISETP.GE.AND BAR.SYNC LDG.E.128.SYS STG.E.64 HMMA.1688.F32 DFMA.RP"
[ $# -gt 0 ] || printf '%s\n' $DOTTED >> "$WORK/cand"

echo "opclass-measure: $ncand candidates on versions $VERSIONS, $JOBS jobs" >&2
for v in $VERSIONS; do
    measure_all "$v" "$WORK/cand" > "$WORK/rows.$v"
    echo "opclass-measure: sm_$v: $(awk -F'\t' '$4 == "yes"' "$WORK/rows.$v" | wc -l) in its map" \
         "($(( $(date +%s) - start )) s)" >&2
done

# 60 = 61 and 80 = 86?  One run holds every opcode of the reference version's map, each
# predicated off (mask 0: none can end or stall the warp), then EXIT.  The peer parses an
# instruction when the warp reaches it, so "ok" means all are in the map (an undefined
# one is named, dropped and the run repeated).  Then the full tests on a sample (the first
# three opcodes of each class of the reference) and on every candidate outside the
# reference's map that is in another map or in opcodes.c.
same_map() {   # VERSION REFERENCE
    local v=$1 ref=$2 b="$WORK/b/batch.$1" r name n=0 x
    mkdir -p "$b"
    awk -F'\t' '$4 == "yes" && $1 !~ /\./ { print $1 }' "$WORK/rows.$ref" | sort -u > "$b/left"
    : > "$b/missing"
    while :; do
        { while read -r x; do echo "00000000 0 $x 0 $MEM"; done < "$b/left"; echo "$EXIT_LINE"; } > "$b/w"
        trace "batch.$v" "$v" "$b/w"; r=$(peer "batch.$v"); done_run "batch.$v"
        case $r in
            undef\ ?*) name=${r#undef }; echo "$name" >> "$b/missing"
                       grep -vxF "$name" "$b/left" > "$b/l2"; mv "$b/l2" "$b/left" ;;
            *) break ;;
        esac
        n=$((n + 1)); [ $n -lt 100 ] || break
    done
    { echo "# sm_$v against sm_$ref: the $(( $(wc -l < "$b/left") + $(wc -l < "$b/missing") )) opcodes of sm_$ref's map, predicated off in one sm_$v run:"
      echo "#   ${r%% *}; not in sm_$v's map: $( [ -s "$b/missing" ] && tr '\n' ' ' < "$b/missing" || echo none)"
    } > "$WORK/same.$v"
    {
        LC_ALL=C sort "$WORK/rows.$ref" | awk -F'\t' '$4 == "yes" && $1 !~ /\./ && n[$8]++ < 3 { print $1 }'
        cat "$b/missing"
        cat "$WORK"/rows.* | awk -F'\t' '$4 == "yes" { print $1 }' | cat - "$WORK/known" | sort -u |
            awk -F'\t' 'FNR == NR { if ($4 == "yes") m[$1] = 1; next } !($1 in m)' "$WORK/rows.$ref" -
    } | sort -u > "$b/sample"
    measure_all "$v" "$b/sample" > "$WORK/rows.$v"
    echo "opclass-measure: sm_$v against sm_$ref: $(wc -l < "$b/sample") measured" \
         "($(( $(date +%s) - start )) s)" >&2
}
if [ $# -eq 0 ]; then
    case " $VERSIONS " in *" 61 "*) same_map 60 61 ;; esac
    case " $VERSIONS " in *" 86 "*) same_map 80 86 ;; esac
fi

# the table: rows of candidates in some map, in opcodes.c, asked for or with modifiers
{ [ $# -eq 0 ] || printf '%s\n' "$@"; cat "$WORK/known"; printf '%s\n' $DOTTED
  cat "$WORK"/rows.* | awk -F'\t' '$4 == "yes" { print $1 }'; } | sort -u > "$WORK/keep"
build=$(cat "$WORK/build" 2>/dev/null)
echo "# opclass-measured.tsv: Accel-Sim's operation class of SASS opcodes per trace binary"
echo "# version, measured on the peer by tests/correlation/opclass-measure.sh (its header"
echo "# explains the tests and the columns)."
echo "# command: tests/correlation/opclass-measure.sh${*:+ $*} (stdout)"
echo "# date: $(date -u '+%Y-%m-%d %H:%M UTC'); $(( $(date +%s) - start )) s with -j $JOBS"
echo "# peer: $build"
echo "# versions measured in full: $VERSIONS; candidates: $ncand (the opcodes.c mnemonics and"
echo "#   $(cat "$WORK/cand.how" 2>/dev/null || echo "the opcodes given on the command line"));"
echo "#   rows: those in some map, in opcodes.c or asked for, and the modifier samples"
echo "#   $DOTTED"
cat "$WORK"/same.* 2>/dev/null
printf 'opcode\tversion\tfamily\tin_map\tlatency\tii\tevidence\tclass\n'
cat "$WORK"/rows.* | awk -F'\t' 'FNR == NR { k[$1] = 1; next } $1 in k' "$WORK/keep" - |
    LC_ALL=C sort -t "$(printf '\t')" -k1,1 -k2,2n
