#!/usr/bin/env bash
# SIGTERM stops a diff (side B's worker thread included) between steps: nothing is
# reported on stdout, stderr says where it stopped, and the exit status is 143.
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
warpscope diff -c gtx480 -p gto,lrr demo:kmeans:scale=4 > "$tmp/out" 2> "$tmp/err" &
pid=$!
sleep 1
kill -TERM $pid
wait $pid
rc=$?
fail=0
[ "$rc" = 143 ] || { echo "exit status $rc, expected 143"; fail=1; }
[ ! -s "$tmp/out" ] || { echo "stdout not empty:"; head -3 "$tmp/out"; fail=1; }
grep -q '^warpscope: stopped by SIGTERM at cycle [0-9]*: nothing reported$' "$tmp/err" ||
    { echo "stderr:"; cat "$tmp/err"; fail=1; }
exit $fail
