#!/usr/bin/env bash
# config-gpgpusim-map.sh — the GPGPU-SIM OPTIONS table of man/warpscope-config.5 against
# the peer's SM2_GTX480 configuration (../shared/peer/accelsim/configs; skipped when
# absent) and configs/gtx480.cfg, so that the table, the preset and the peer's file
# cannot drift apart:
#  - every option line of gpgpusim.config and config_fermi_islip.icnt has an entry in the
#    table, showing the file's value;
#  - every key the table names (\fBkey\fR) exists (`warpscope config --no-doc`);
#  - every one-to-one entry (its first text line is exactly `\fBkey\fR = VALUE`) has
#    VALUE equal to its options' values (booleans: 1 is true, 0 false) and to the key's
#    value in `warpscope config -c gtx480`.
# WS_MAN_CONFIG and WS_MAP_PRESET replace the man page and the preset (to try a break).
set -u
cd "$(dirname "$0")/../.."
peer=${WS_PEER_CONFIGS:-${SHARED:-../shared}/peer/accelsim/configs}/SM2_GTX480
[ -f "$peer/gpgpusim.config" ] && [ -f "$peer/config_fermi_islip.icnt" ] ||
    { echo "$peer/gpgpusim.config not found: skipped"; exit 77; }
man=${WS_MAN_CONFIG:-man/warpscope-config.5}
preset=${WS_MAP_PRESET:-gtx480}
ws=${WS_BIN:-warpscope}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The peer's options: NAME<TAB>VALUE, white space and quotes removed; a quoted value
# may continue on the next lines (-gpgpu_dram_timing_opt).
awk 'function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t\r]+$/, "", s); return s }
    /^-/ {
        line = $0; sub(/#.*/, "", line)
        name = $1; val = trim(substr(line, length(name) + 1))
        if (val ~ /^"/ && val !~ /^".*"$/)
            while ((getline nxt) > 0) { val = val trim(nxt); if (nxt ~ /"/) break }
        gsub(/["\t ]/, "", val); print name "\t" val
    }' "$peer/gpgpusim.config" > "$tmp/peer" || exit 1
awk '{ line = $0; sub(/\/\/.*/, "", line) }
    line ~ /^[A-Za-z_]+[ \t]*=/ {
        name = line; sub(/[ \t]*=.*/, "", name)
        val = line; sub(/^[^=]*=/, "", val); sub(/;.*/, "", val); gsub(/[ \t\r]/, "", val)
        print name "\t" val
    }' "$peer/config_fermi_islip.icnt" > "$tmp/icnt" || exit 1
[ "$(wc -l < "$tmp/peer")" -ge 50 ] && [ "$(wc -l < "$tmp/icnt")" -ge 20 ] ||
    { echo "could not read the option lines of $peer"; exit 1; }

# The table: TAG<TAB>option<TAB>value, ONE<TAB>key<TAB>value<TAB>options (one-to-one
# entries, options separated by spaces), KEY<TAB>key (every bold key-like word).
awk 'function unesc(s) { gsub(/\\-/, "-", s); gsub(/\\[%:]/, "", s); return s }
    function flush() {
        if (one != "") print "ONE\t" one "\t" tags
        one = ""; tags = ""; body = 0
    }
    /^\.SH / { if (on) { flush(); exit } if ($0 == ".SH GPGPU-SIM OPTIONS") on = 1; next }
    !on { next }
    /^\.(TP|TQ)[ \t]*$/ { if ($1 == ".TP") flush(); tag = 1; next }
    tag {
        tag = 0
        if ($0 !~ /^\.BI /) { print "BADTAG\t" NR "\t" $0; next }
        s = substr($0, 5); opt = s; sub(/ .*/, "", opt); val = substr(s, length(opt) + 1)
        gsub(/"/, "", val); sub(/^ +/, "", val); sub(/^= /, "", val); gsub(/[ \t]/, "", val)
        opt = unesc(opt); val = unesc(val)
        print "TAG\t" opt "\t" val
        tags = tags (tags == "" ? "" : " ") opt "=" val
        body = 1; next
    }
    body && !/^\./ {
        body = 0
        if (match($0, /^\\fB[^\\ ]+\\fR = [^ ]+$/)) {
            k = $0; sub(/^\\fB/, "", k); sub(/\\fR.*/, "", k)
            v = $0; sub(/^[^=]*= /, "", v)
            one = k "\t" unesc(v)
        }
    }
    {
        s = $0
        while (match(s, /\\fB[^\\]*\\fR/)) {
            w = substr(s, RSTART + 3, RLENGTH - 6); s = substr(s, RSTART + RLENGTH)
            if (w ~ /^[a-z][a-z0-9]*\.[A-Za-z][A-Za-z0-9_]*$/) print "KEY\t" w
        }
    }
    END { flush() }' "$man" > "$tmp/table" || exit 1
grep -q '^TAG' "$tmp/table" || { echo "$man: no GPGPU-SIM OPTIONS section with entries"; exit 1; }

"$ws" config --no-doc > "$tmp/keys" || exit 1
"$ws" config -c "$preset" --no-doc > "$tmp/preset" || exit 1

awk -F'\t' -v peerf="$tmp/peer" -v icntf="$tmp/icnt" -v keysf="$tmp/keys" -v presetf="$tmp/preset" '
    function norm(v) { return v == "true" ? "1" : v == "false" ? "0" : v }
    BEGIN {
        while ((getline l < peerf) > 0) { split(l, f, "\t"); want[f[1]] = f[2]; order[++n] = f[1]; src[f[1]] = "gpgpusim.config" }
        while ((getline l < icntf) > 0) { split(l, f, "\t"); want[f[1]] = f[2]; order[++n] = f[1]; src[f[1]] = "config_fermi_islip.icnt" }
        while ((getline l < keysf) > 0) { split(l, f, " = "); key[f[1]] = 1 }
        while ((getline l < presetf) > 0) { i = index(l, " = "); pv[substr(l, 1, i - 1)] = substr(l, i + 3) }
    }
    $1 == "BADTAG" { printf "man line %s: an entry tag must be .BI OPTION \" VALUE\": %s\n", $2, $3; bad++ }
    $1 == "TAG" {
        tagged[$2] = 1; ntag++
        if (($2 in want) && $3 != want[$2]) {
            printf "%s: the table shows %s, %s has %s\n", $2, $3, src[$2], want[$2]; bad++
        }
    }
    $1 == "KEY" && !($2 in key) { printf "the table names %s, which is not a key\n", $2; bad++ }
    $1 == "ONE" {
        none++
        if (!($2 in key)) { printf "one-to-one entry: %s is not a key\n", $2; bad++; next }
        if (pv[$2] != $3) {
            printf "%s = %s in the table, but `warpscope config -c %s` has %s\n", $2, $3, preset, pv[$2]; bad++
        }
        m = split($4, o, " ")
        for (i = 1; i <= m; i++) {
            e = index(o[i], "="); opt = substr(o[i], 1, e - 1); v = substr(o[i], e + 1)
            if (norm(v) != norm($3)) {
                printf "%s %s maps one to one to %s = %s: the values differ\n", opt, v, $2, $3; bad++
            }
        }
    }
    END {
        for (i = 1; i <= n; i++)
            if (!(order[i] in tagged)) { printf "%s (%s) has no entry in the table\n", order[i], src[order[i]]; bad++ }
        if (bad) { printf "%d problems\n", bad; exit 1 }
        printf "ok: %d option lines of the peer, %d table entries, %d one-to-one\n", n, ntag, none
    }' preset="$preset" "$tmp/table"
