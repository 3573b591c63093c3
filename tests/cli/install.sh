#!/usr/bin/env bash
# install.sh — `make install PREFIX=...` and `make uninstall` (issue 22): the installed
# binary, run from elsewhere, finds its presets and lessons under PREFIX/share/warpscope
# and gives the same statistics as the build's; the man pages are installed; uninstall
# removes every file install wrote.
set -u
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
fail=0
no() { echo "FAIL: $*"; fail=1; }
make -s install PREFIX="$d/usr" SAN="${SAN:-}" >"$d/log" 2>&1 || { cat "$d/log"; exit 1; }
w="$d/usr/bin/warpscope"
[ -x "$w" ] || no "no $w"
for f in share/man/man1/warpscope.1 share/man/man5/warpscope-config.5 share/man/man5/warpscope-trace.5 \
         share/warpscope/configs/gtx480.cfg share/warpscope/configs/ctaa.cfg \
         share/warpscope/lessons/lrr-vs-gto.ws; do
    [ -f "$d/usr/$f" ] || no "not installed: $f"
done
repo=$PWD
a=$(cd "$d" && "$w" run -c ctaa -p ctaa --stats csv demo:vecadd:n=4096 | grep -v '^sim\.\|^provenance\.') || no "installed run failed"
b=$(warpscope run -c ctaa -p ctaa --stats csv demo:vecadd:n=4096 | grep -v '^sim\.\|^provenance\.')
[ "$a" = "$b" ] || no "the installed binary's statistics differ from the build's"
(cd "$d" && "$w" lesson) | grep -q '^  lrr-vs-gto ' || no "the installed binary does not list the lessons"
(cd "$d" && "$w" run -c gtx48 demo:vecadd 2>&1) | grep -q 'presets: ccws, ctaa, default, gtx480' ||
    no "an unknown preset does not list the installed presets"
make -s uninstall PREFIX="$d/usr" SAN="${SAN:-}" >"$d/log" 2>&1 || { cat "$d/log"; no "uninstall failed"; }
left=$(find "$d/usr" -type f)
[ -z "$left" ] || no "uninstall left: $left"
[ ! -d "$d/usr/share/warpscope" ] || no "uninstall left share/warpscope"
cd "$repo" || exit 1
exit $fail
