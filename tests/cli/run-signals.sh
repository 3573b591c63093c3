#!/usr/bin/env bash
# run-signals.sh — SIGINT, SIGTERM and SIGHUP during `warpscope run` (issue 19): the
# statistics so far are printed, marked partial in every format (text, json, csv), and
# the exit status is 130, 143, 129.  An ignored signal (nohup) stays ignored.
set -u
set -m   # background jobs get SIGINT (a shell without job control ignores it in them)
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
long=demo:kmeans:scale=8     # tens of seconds: every signal lands mid-run
fail=0
no() { echo "FAIL $*"; fail=1; }
for sig in INT TERM HUP; do
    case $sig in INT) want=130 ;; TERM) want=143 ;; HUP) want=129 ;; esac
    for fmt in text json csv; do
        warpscope run --stats $fmt "$long" >"$t/out" 2>"$t/err" &
        pid=$!
        sleep 0.5
        kill -$sig $pid
        wait $pid
        rc=$?
        what="SIG$sig --stats $fmt"
        [ $rc = $want ] || no "$what: exit $rc, expected $want"
        grep -q "stopped by SIG$sig at cycle [1-9][0-9]*: the statistics are partial" "$t/err" ||
            no "$what: stderr: $(cat "$t/err")"
        case $fmt in
        text)
            head -1 "$t/out" | grep -q "^# PARTIAL: stopped by SIG$sig at cycle [1-9]" || no "$what: no PARTIAL line"
            grep -Eq '^cycles +[1-9][0-9]*$' "$t/out" || no "$what: no cycles"
            grep -q '^gpu_sim_cycle = [1-9]' "$t/out" || no "$what: no GPGPU-Sim names" ;;
        json)
            sed -n 2,3p "$t/out" | tr -d ' \n' | grep -q "^\"partial\":true,\"signal\":\"SIG$sig\",\$" ||
                no "$what: no partial keys: $(head -4 "$t/out")"
            grep -Eq '^  "cycles": [1-9][0-9]*,$' "$t/out" || no "$what: no cycles"
            if command -v python3 >/dev/null; then
                python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["partial"] is True and d["cycles"] > 0' "$t/out" ||
                    no "$what: not valid JSON"
            fi ;;
        csv)
            [ "$(sed -n 1,3p "$t/out" | tr '\n' ' ')" = "key,value partial,true signal,SIG$sig " ] ||
                no "$what: $(head -3 "$t/out")"
            grep -Eq '^cycles,[1-9][0-9]*$' "$t/out" || no "$what: no cycles" ;;
        esac
    done
done
# a complete run has no partial mark
warpscope run --stats json demo:vecadd >"$t/out" 2>"$t/err" || no "plain run failed"
grep -q partial "$t/out" && no "a complete run is marked partial"
# nohup: an ignored SIGHUP stays ignored and the run completes
(trap '' HUP; exec warpscope run demo:vecadd:scale=20) >"$t/out" 2>"$t/err" &
pid=$!
sleep 0.3
kill -HUP $pid
wait $pid
rc=$?
[ $rc = 0 ] || no "SIGHUP under nohup: exit $rc"
grep -q PARTIAL "$t/out" && no "SIGHUP under nohup: partial"
exit $fail
