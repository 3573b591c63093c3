#!/usr/bin/env bash
# Every subcommand is documented in man/warpscope.1 (a .SS section) and in the README;
# every config key is in man/warpscope-config.5, whose KEYS section matches the table.
set -u
cd "$(dirname "$0")/../.."
fail=0
cmds=$(warpscope --help | awk '/^Commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^$/ { on = 0 }')
[ -n "$cmds" ] || { echo "could not read the command list from warpscope --help"; exit 1; }
for c in $cmds; do
    grep -q "^\.SS $c\$" man/warpscope.1 || { echo "man/warpscope.1 lacks a '.SS $c' section"; fail=1; }
    grep -q "warpscope $c" README.md || { echo "README.md does not mention 'warpscope $c'"; fail=1; }
done
for k in $(warpscope config --no-doc | awk '{ print $1 }'); do
    grep -qF ".BR $k \" = \"" man/warpscope-config.5 || { echo "man/warpscope-config.5 lacks key $k"; fail=1; }
done
want=$(bash man/gen-keys.sh "$(command -v warpscope)")
have=$(sed -n '/^\.\\" BEGIN KEYS/,/^\.\\" END KEYS/p' man/warpscope-config.5 | sed '1d;$d')
if [ "$want" != "$have" ]; then
    echo "man/warpscope-config.5 KEYS section is out of date: run 'make default-cfg'"; fail=1
fi
exit $fail
