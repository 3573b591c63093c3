#!/usr/bin/env bash
# The man pages format without a groff warning at 80 columns (a line too long to break
# or adjust shows as one): `man --warnings -l` on each page, its warnings on stderr.
set -u
cd "$(dirname "$0")/../.."
command -v man >/dev/null 2>&1 || { echo "man is not installed"; exit 77; }
fail=0
for m in man/*.[0-9]; do
    w=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$m" 2>&1 >/dev/null)
    [ -z "$w" ] || { echo "$m:"; printf '%s\n' "$w" | sed 's/^/  /'; fail=1; }
done
exit $fail
