#!/usr/bin/env bash
# Every debugger command in the command table (as `help` lists it) is documented in the
# DEBUGGER COMMANDS section of man/warpscope.1, and every command the man page
# documents there exists.
set -u
cd "$(dirname "$0")/../.."
cmds=$(warpscope debug --batch -ex help | awk '/^  [a-z]/ { print $1 }')
[ -n "$cmds" ] || { echo "could not list the debugger commands"; exit 1; }
man=$(sed -n '/^\.SH DEBUGGER COMMANDS/,/^\.SH /p' man/warpscope.1)
fail=0
for c in $cmds; do
    if ! printf '%s\n' "$man" | grep -Eq "^\.(B|BI|BR) \"?$c\b|, \"? *$c\b"; then
        echo "man/warpscope.1 DEBUGGER COMMANDS does not document '$c'"; fail=1
    fi
done
for c in $(printf '%s\n' "$man" | awk '/^\.TP/ { getline; print $2 }' | tr -d '"'); do
    printf '%s\n' $cmds | grep -qx "$c" || { echo "man/warpscope.1 documents '$c', which is no command"; fail=1; }
done
exit $fail
