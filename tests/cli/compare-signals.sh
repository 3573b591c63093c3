#!/usr/bin/env bash
# compare-signals.sh — a signal to `warpscope compare` (issue 19): its workers are
# stopped and reaped (none is left running), the traces whose runs all finished are
# printed (text: marked partial; CSV: just those rows), and the exit status is 128 + the
# signal.  The same for a sweep (-s).
set -u
set -m   # background jobs get SIGINT (a shell without job control ignores it in them)
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
slow="demo:kmeans:scale=8,seed=$$"   # tens of seconds; the seed marks this test's workers
fail=0
no() { echo "FAIL $*"; fail=1; }
workers_left() { pgrep -f "warpscope compare.*seed=$$" >/dev/null; }

# stop_after WHEN SIG CMD... — start CMD, wait (WHEN: "first": until demo:vecadd's two
# runs have finished, i.e. until both running workers have lived 1.5 s, which vecadd's
# never do; else seconds), send SIG; sets rc
stop_after() {
    "${@:3}" >"$t/out" 2>"$t/err" &
    local pid=$! i p
    if [ "$1" = first ]; then
        declare -A seen=()
        for ((i = 0; i < 2400; i++)); do   # two minutes at most (sanitizer builds)
            local now old=0
            now=$(date +%s%N)
            for p in $(pgrep -P $pid); do
                [ -n "${seen[$p]:-}" ] || seen[$p]=$now
                [ $((now - seen[$p])) -ge 1500000000 ] && old=$((old + 1))
            done
            [ $old -ge 2 ] && break
            sleep 0.05
        done
    else
        sleep "$1"
    fi
    kill -"$2" $pid
    wait $pid
    rc=$?
}

# text: vecadd's two runs finish in well under a second, kmeans's do not
stop_after first INT warpscope compare -j 2 -p lrr,gto demo:vecadd:n=1024 "$slow"
[ $rc = 130 ] || no "SIGINT: exit $rc, expected 130"
sleep 0.2
workers_left && { no "SIGINT: workers left running"; pkill -f "seed=$$"; }
head -1 "$t/out" | grep -q '^# PARTIAL: stopped by SIGINT; 1 of 2 traces finished' || no "SIGINT: $(head -1 "$t/out")"
grep -Eq '^demo:vecadd:n=1024 +[0-9]+ +[0-9.]+x$' "$t/out" || no "SIGINT: no vecadd row"
grep -q kmeans "$t/out" && no "SIGINT: an unfinished row was printed"
grep -q 'stopped by SIGINT: 1 of 2 traces finished' "$t/err" || no "SIGINT: stderr $(cat "$t/err")"

# CSV: only the finished trace's rows
stop_after first TERM warpscope compare --csv -j 2 -p lrr,gto demo:vecadd:n=1024 "$slow"
[ $rc = 143 ] || no "SIGTERM --csv: exit $rc, expected 143"
[ "$(grep -c '^demo:vecadd:n=1024,' "$t/out")" = 2 ] || no "SIGTERM --csv: $(cat "$t/out")"
grep -q kmeans "$t/out" && no "SIGTERM --csv: an unfinished row"

# a sweep with nothing finished: no table, still reaped
stop_after 1 HUP warpscope compare -j 2 -p swl -s swl.limit=1..6 "$slow"
[ $rc = 129 ] || no "SIGHUP sweep: exit $rc, expected 129"
[ -s "$t/out" ] && no "SIGHUP sweep: printed $(head -3 "$t/out")"
grep -q 'stopped by SIGHUP: 0 of 1 traces finished' "$t/err" || no "SIGHUP sweep: stderr $(cat "$t/err")"
sleep 0.2
workers_left && { no "SIGHUP sweep: workers left running"; pkill -f "seed=$$"; }
exit $fail
