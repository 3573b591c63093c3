#!/usr/bin/env bash
# man/gen-keys.sh — prints the KEYS section of warpscope-config.5 from `warpscope config`
# (so the man page lists every key with its default, unit and doc).
set -eu
"${1:-build/warpscope}" config | awk '
    /^# --- / { next }
    /^$/ { next }
    {
        key = $1; eq = index($0, " = "); rest = substr($0, eq + 3)
        hash = index(rest, " # ")
        val = rest; doc = ""
        if (hash) { val = substr(rest, 1, hash - 1); doc = substr(rest, hash + 3) }
        sub(/[ \t]+$/, "", val)
        gsub(/\\/, "\\e", doc); gsub(/\\/, "\\e", val)
        if (length(val) > 40) gsub(/[.;]/, "&\\:", val)   # break points in long values (address maps)
        printf ".TP\n.BR %s \" = \" %s\n%s\n", key, val, doc
    }'
