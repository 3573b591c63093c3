#!/usr/bin/env bash
# configs/default.cfg lists every key with its default and doc, exactly as the options
# table says (regenerate with `make default-cfg`), and loading it changes nothing.
set -u
cd "$(dirname "$0")/../.."
if ! diff -u <(grep -v '^##' configs/default.cfg | sed '1{/^$/d}') <(warpscope config); then
    echo "configs/default.cfg is out of date with the options table: run 'make default-cfg'"
    exit 1
fi
if ! diff <(warpscope config --no-doc) <(warpscope config -c configs/default.cfg --no-doc); then
    echo "loading configs/default.cfg changes values"
    exit 1
fi
