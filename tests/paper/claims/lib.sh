# tests/paper/claims/lib.sh — the claims engine, sourced by each tests/paper/claims/NAME.sh after it
# sets PAPER=NAME.  A claim is measured on every input of a demo: the demo at two sizes,
# each with the seeds in $CLAIM_SEEDS (default 1 2 3), six inputs in all.  It holds when
# its direction holds on at least 5 of the 6 (in general: on all but at most one sixth,
# rounded down, of the inputs).
#
#   inputs NAME SIZE1 SIZE2   the demo's six trace specs, size-major ("demo:NAME:SIZE,seed=S"),
#                             one per line; an empty SIZE is the generator's default
#   csv_load FILE             normalise a `compare --csv` table so the trace is field 1
#                             with ';' in place of its commas (quotes dropped)
#   key SPEC                  the same normalisation of one trace spec
#   claim TEXT PAPER TEST KNOWN V1 V2 ...
#       TEXT   what is claimed, with the paper's figure or table
#       PAPER  the paper's number for the same quantity ('-' when it gives none)
#       TEST   the direction each value must have: gt:X (> X), lt:X (< X), ge:X, le:X,
#              in:A:B (A <= v <= B)
#       KNOWN  why the claim does not hold on the model, as measured: when it holds on
#              fewer than 5 of 6 inputs it is printed XFAIL (counted as skipped by
#              tests/paper/run.sh, never as passed) with this reason; without a reason it
#              is a FAIL.  A claim with a reason that holds prints "ok" by itself.
#       V...   the measured value on each input, in the order of `inputs`
#   One line per claim: "ok|XFAIL|FAIL PAPER: TEXT: paper P, ours M (range A..B), magnitude
#   R, holds N/6 [values]".  The magnitude compares sizes of the effect: for gt:1 and lt:1
#   it is log(M)/log(P) (1: the paper's effect, 0: none, negative: the other way), for the
#   other tests M/P; '-' without a paper number.
#   With CLAIMS_MD=FILE each claim also appends one markdown table row to FILE.
#   compare_inputs OUT ARGS... -- SPEC...
#                             `warpscope compare --csv ARGS` over the inputs, written to OUT
#                             normalised (csv_load); inputs whose generated traces are the
#                             same bytes (a seed that does not change a demo) are simulated
#                             once and their rows copied: the model is deterministic, so
#                             the copies are what a run would print.  An info line says
#                             how many distinct inputs each demo has.
#   paper_done                the script's last command: fails when a claim FAILed
CLAIM_SEEDS=${CLAIM_SEEDS:-1 2 3}
JOBS=${JOBS:-2}
paper_failed=0

inputs() {
    local name=$1 sz seed
    shift
    for sz in "$@"; do
        for seed in $CLAIM_SEEDS; do
            echo "demo:$name:${sz:+$sz,}seed=$seed"
        done
    done
}

# commas of a quoted first CSV field -> ';', quotes dropped
csv_load() {
    awk '{
        if (substr($0, 1, 1) == "\"") {
            e = index(substr($0, 2), "\""); f = substr($0, 2, e - 1)
            gsub(/,/, ";", f); $0 = f substr($0, e + 2)
        }
        print }' "$1"
}
key() { printf '%s\n' "$1" | tr ',' ';'; }

declare -A CLAIM_FP=()
# fp SPEC: sets FP to the md5 of the demo's .wst (equal workloads are equal bytes),
# cached per script (not in a subshell, so the cache lasts)
fp() {
    if [ -z "${CLAIM_FP[$1]:-}" ]; then
        local rest=${1#demo:} f
        f=$(mktemp)
        # shellcheck disable=SC2046
        warpscope gen "${rest%%:*}" $( [ "$rest" != "${rest#*:}" ] && echo "${rest#*:}" | tr ',' ' ') \
            -o "$f" > /dev/null || { rm -f "$f"; echo "FAIL $PAPER: warpscope gen $1"; exit 1; }
        CLAIM_FP[$1]=$(md5sum < "$f" | cut -c1-32)
        rm -f "$f"
    fi
    FP=${CLAIM_FP[$1]}
}

compare_inputs() {
    local out=$1 a=() s h
    shift
    while [ $# -gt 0 ] && [ "$1" != -- ]; do a+=("$1"); shift; done
    shift
    local -A rep=()
    local reps=() name
    local -A ndist=() nall=()
    for s in "$@"; do
        fp "$s"; h=$FP
        name=${s#demo:}; name=${name%%:*}
        nall[$name]=$(( ${nall[$name]:-0} + 1 ))
        if [ -z "${rep[$h]:-}" ]; then
            rep[$h]=$s; reps+=("$s")
            ndist[$name]=$(( ${ndist[$name]:-0} + 1 ))
        fi
    done
    for name in "${!nall[@]}"; do
        [ "${ndist[$name]}" -lt "${nall[$name]}" ] &&
            echo "info $PAPER: $name: ${ndist[$name]} distinct inputs of ${nall[$name]} (the seed does not change its trace)"
    done
    local raw
    raw=$(mktemp)
    warpscope compare --csv -j "$JOBS" "${a[@]}" "${reps[@]}" > "$raw" ||
        { rm -f "$raw"; echo "FAIL $PAPER: warpscope compare ${a[*]}"; exit 1; }
    {
        csv_load "$raw" | head -n 1
        for s in "$@"; do
            fp "$s"
            csv_load "$raw" | awk -F, -v OFS=, -v r="$(key "${rep[$FP]}")" -v k="$(key "$s")" \
                'NR > 1 && $1 == r { $1 = k; print }'
        done
    } > "$out"
    rm -f "$raw"
}

claim() {
    local text=$1 paper=$2 test=$3 known=$4
    shift 4
    local res
    res=$(printf '%s\n' "$@" | awk -v test="$test" -v paper="$paper" '
        { v[++n] = $1 + 0; s[n] = $1 + 0; if ($1 == "" || $1 == "nan") bad++ }
        END {
            split(test, t, ":")
            for (i = 1; i <= n; i++) {
                x = v[i]
                ok = (t[1] == "gt" && x > t[2]) || (t[1] == "lt" && x < t[2]) ||
                     (t[1] == "ge" && x >= t[2]) || (t[1] == "le" && x <= t[2]) ||
                     (t[1] == "in" && x >= t[2] && x <= t[3])
                held += ok
                vals = vals (i > 1 ? " " : "") sprintf("%.3f", x)
            }
            for (i = 2; i <= n; i++) {            # insertion sort for the median
                x = s[i]; j = i - 1
                while (j >= 1 && s[j] > x) { s[j + 1] = s[j]; j-- }
                s[j + 1] = x
            }
            med = (n % 2) ? s[(n + 1) / 2] : (s[n / 2] + s[n / 2 + 1]) / 2
            if (paper == "-" || paper == "") mag = "-"
            else if ((test == "gt:1" || test == "lt:1") && paper != 1 && med > 0)
                mag = sprintf("%.2f", log(med) / log(paper))
            else if (paper != 0) mag = sprintf("%.2f", med / paper)
            else mag = "-"
            need = n - int(n / 6)
            printf "%d %d %d %.3f %.3f %.3f %s %s\n", (n > 0 && !bad && held >= need), held, n,
                med, s[1], s[n], mag, vals
        }')
    local ok held n med lo hi mag vals
    read -r ok held n med lo hi mag vals <<< "$res"
    local line="$text: paper $paper, ours $med ($lo..$hi), magnitude $mag, holds $held/$n [$vals]"
    if [ "$ok" = 1 ]; then
        echo "ok $PAPER: $line"
    elif [ -n "$known" ]; then
        echo "XFAIL $PAPER: $line -- known failing: $known"
    else
        echo "FAIL $PAPER: $line"
        paper_failed=$((paper_failed + 1))
    fi
    if [ -n "${CLAIMS_MD:-}" ]; then
        local verdict=holds
        [ "$ok" = 1 ] || verdict="XFAIL${known:+: $known}"
        [ "$ok" = 1 ] || [ -n "$known" ] || verdict=FAIL
        printf '| %s | %s | %s | %s (%s..%s) | %s | %s/%s | %s |\n' "$PAPER" "$text" "$paper" \
            "$med" "$lo" "$hi" "$mag" "$held" "$n" "$verdict" >> "$CLAIMS_MD"
    fi
}

# The script's last command: its exit status says whether every claim held or is XFAIL.
paper_done() { [ "$paper_failed" -eq 0 ]; }

# val CSV METRIC COL SPEC...: METRIC of column COL on each input (nan when missing)
val() {
    local f=$1 m=$2 a=$3 s
    shift 3
    for s in "$@"; do
        awk -F, -v t="$(key "$s")" -v m="$m" -v a="$a" '
            NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
            $1 == t && $2 == a { x = $(c[m]); got = 1 }
            END { if (got) print x; else print "nan" }' "$f"
    done
}
# ratio CSV METRIC A B SPEC...: METRIC(A) / METRIC(B) on each input (nan when missing or B is 0)
ratio() {
    local f=$1 m=$2 a=$3 b=$4 s
    shift 4
    for s in "$@"; do
        awk -F, -v t="$(key "$s")" -v m="$m" -v a="$a" -v b="$b" '
            NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
            $1 == t && $2 == a { x = $(c[m]) }
            $1 == t && $2 == b { y = $(c[m]) }
            END { if (y + 0 > 0) printf "%.6f\n", x / y; else print "nan" }' "$f"
    done
}
# gmean_rows: stdin holds one line per demo with one value per input; prints, per input,
# the geometric mean over the demos (nan when a value is missing or not positive)
gmean_rows() {
    awk '{ for (i = 1; i <= NF; i++) { if ($i + 0 > 0) s[i] += log($i); else bad[i] = 1 }
           if (NF > n) n = NF; rows++ }
         END { for (i = 1; i <= n; i++) if (bad[i]) print "nan"; else printf "%.6f\n", exp(s[i] / rows) }'
}

# run_inputs DIR CFG POLICIES SPEC...: `warpscope run -c CFG -p P --stats csv
# --cta-timeline` for every policy in POLICIES (comma-separated) on every distinct input
# (as compare_inputs: equal traces run once), $JOBS at a time; results in DIR/FP-P.st and
# DIR/FP-P.tl, read back with `stat` and `timeline`.
run_inputs() {
    local dir=$1 cfg=$2 pols=$3 s p
    shift 3
    local -A seen=()
    for s in "$@"; do
        fp "$s"
        [ -n "${seen[$FP]:-}" ] && continue
        seen[$FP]=1
        for p in ${pols//,/ }; do echo "$FP $p $s"; done
    done > "$dir/jobs"
    export RUN_DIR=$dir RUN_CFG=$cfg
    # $0: fingerprint, $1: policy, $2: trace
    xargs -P "$JOBS" -L 1 sh -c 'warpscope run -c "$RUN_CFG" -p "$1" --stats csv \
        --cta-timeline "$RUN_DIR/$0-$1.tl" "$2" > "$RUN_DIR/$0-$1.st" ||
        { echo "FAIL: warpscope run -c $RUN_CFG -p $1 $2" >&2; exit 255; }' < "$dir/jobs" ||
        { echo "FAIL $PAPER: warpscope run failed"; exit 1; }
}
# runstat DIR SPEC POLICY KEY: one statistic of a run_inputs run
runstat() {
    fp "$2"
    awk -F, -v k="$4" '$1 == k { print $2; found = 1 } END { if (!found) print "nan" }' "$1/$FP-$3.st"
}
