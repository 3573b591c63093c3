#!/usr/bin/env bash
# tests/cli/run.sh — golden-output tests of whole commands, and script tests.
#
# A case is tests/cli/NAME.t:
#     # what it checks
#     cmd: warpscope config -o l1d.sizee=3      (run by bash in the repository root)
#     status: 2                                 (expected exit status; default 0)
#     requires: shared                          (skip when ../shared/traces is absent)
#     --- stdin                                 (optional: fed to the command)
#     --- stdout                                (exact expected stdout)
#     --- stderr                                (exact expected stderr)
#     --- stdout-has / --- stderr-has           (each line must occur somewhere)
# Sections run to the next "--- " line.  A missing section is not checked.
# $SHARED names the shared directory; $TMP is a fresh scratch directory per case.
# UPDATE=1 rewrites the stdout/stderr sections from the actual output (review the diff!).
#
# A script test is tests/cli/NAME.sh: it passes when it exits 0 (77 = skipped).
set -u
cd "$(dirname "$0")/../.."
T=${T:-}
case ":$PATH:" in *":$PWD/${BUILD:-build}:"*) ;; *) export PATH="$PWD/${BUILD:-build}:$PATH" ;; esac
if [ -z "${WS_SHARED:-}" ] && [ -d ../shared/traces ]; then WS_SHARED="$(cd ../shared && pwd)"; fi
SHARED=${WS_SHARED:-}
export SHARED
passed=0 failed=0 skipped=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

run_case() {
    local case=$1 name=$2 d="$work/$2"
    mkdir -p "$d/tmp"
    awk -v d="$d" '
        /^--- (stdin|stdout|stderr|stdout-has|stderr-has)[ \t]*$/ { sec = $2; f = d "/exp." sec; printf "" > f; next }
        sec == "" && /^cmd: /      { sub(/^cmd: /, ""); print > (d "/cmd"); next }
        sec == "" && /^status: /   { sub(/^status: /, ""); print > (d "/status"); next }
        sec == "" && /^requires: / { sub(/^requires: /, ""); print > (d "/requires"); next }
        sec == "" { next }
        { print > f }
    ' "$case"
    if [ ! -f "$d/cmd" ]; then echo "FAIL $name: no 'cmd:' line"; return 1; fi
    if [ -f "$d/requires" ] && grep -qw shared "$d/requires" && [ -z "$SHARED" ]; then
        echo "skip $name: ../shared/traces not found"; return 77
    fi
    local want=0
    [ -f "$d/status" ] && want=$(cat "$d/status")
    local stdin=/dev/null
    [ -f "$d/exp.stdin" ] && stdin="$d/exp.stdin"
    TMP="$d/tmp" SHARED="$SHARED" timeout 300 bash -c "$(cat "$d/cmd")" <"$stdin" >"$d/out" 2>"$d/err"
    local got=$? ok=1
    if [ "$got" != "$want" ]; then echo "FAIL $name: exit status $got, expected $want"; ok=0; fi
    for s in stdout stderr; do
        local act="$d/out"; [ $s = stderr ] && act="$d/err"
        if [ -f "$d/exp.$s" ] && ! cmp -s "$d/exp.$s" "$act"; then
            if [ -n "${UPDATE:-}" ]; then continue; fi
            echo "FAIL $name: $s differs (expected vs actual):"
            diff -u "$d/exp.$s" "$act" | sed -n '3,40p' | sed 's/^/    /'
            ok=0
        fi
        if [ -f "$d/exp.$s-has" ]; then
            while IFS= read -r line; do
                [ -z "$line" ] && continue
                if ! grep -qF -- "$line" "$act"; then
                    echo "FAIL $name: $s lacks: $line"; ok=0
                fi
            done <"$d/exp.$s-has"
        fi
    done
    if [ -n "${UPDATE:-}" ]; then update_case "$case" "$d"; fi
    if [ $ok = 0 ]; then
        echo "    command: $(cat "$d/cmd")"
        [ -s "$d/err" ] && sed -n '1,5p' "$d/err" | sed 's/^/    stderr: /'
        return 1
    fi
    return 0
}

# Rewrite the stdout/stderr sections of a case from the actual output.
update_case() {
    local case=$1 d=$2 tmpf="$2/new.t"
    awk '/^--- (stdout|stderr)[ \t]*$/ { skip = 1; next } /^--- / { skip = 0 } !skip { print }' "$case" >"$tmpf"
    if grep -q '^--- stdout$' "$case" || [ ! -f "$d/exp.stdout-has" ]; then
        { echo "--- stdout"; cat "$d/out"; } >>"$tmpf"
    fi
    if grep -q '^--- stderr$' "$case" || [ ! -f "$d/exp.stderr-has" ]; then
        { echo "--- stderr"; cat "$d/err"; } >>"$tmpf"
    fi
    cp "$tmpf" "$case"
}

for case in tests/cli/*.t tests/cli/*.sh; do
    [ -f "$case" ] || continue
    base=${case##*/}; name=${base%.*}
    [ "$base" = run.sh ] && continue
    if [ -n "$T" ] && [[ "$name" != *"$T"* ]]; then continue; fi
    if [[ $case == *.t ]]; then
        run_case "$case" "$name"; rc=$?
    else
        out=$(SHARED="$SHARED" timeout 600 bash "$case" 2>&1); rc=$?
        if [ $rc -eq 77 ]; then echo "skip $name: $(printf '%s' "$out" | tail -n 1)";
        elif [ $rc -ne 0 ]; then echo "FAIL $name (script exit $rc):"; printf '%s\n' "$out" | tail -n 20 | sed 's/^/    /'; fi
    fi
    case $rc in
        0) passed=$((passed + 1)); echo "ok   cli/$name" ;;
        77) skipped=$((skipped + 1)) ;;
        *) failed=$((failed + 1)) ;;
    esac
done
echo "cli: $passed passed, $failed failed, $skipped skipped" >&2
if [ $skipped -gt 0 ]; then echo "$passed passed, $failed failed, $skipped skipped"; else echo "$passed passed, $failed failed"; fi
[ $failed -eq 0 ]
