#!/usr/bin/env bash
# trace-bad-inputs.sh — every class of damaged Accel-Sim trace ends every command that
# reads a trace (trace info, run, compare, debug --batch) with exit status 2 and a
# message naming the file and line (and the thread block where one is being read),
# within 2 s and (where /usr/bin/time can tell) under 64 MB: a truncated .gz, a CTA cut
# in the middle of a warp, insts = N with one line fewer, a warp index beyond the block,
# a thread block outside the grid, a 100 MB line without a newline, NUL bytes, a
# kernelslist.g naming itself, a directory, a FIFO or a character device.
set -u
ws=${WS_BIN:-warpscope}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
fail=0
"$ws" trace export demo:vecadd:n=4096 ok >/dev/null || { echo "FAIL: export"; exit 1; }
k=ok/kernel-1.traceg   # 16 CTAs of 8 warps, 13 instructions each; line 21 is warp 0's insts

# one directory per case, each a kernelslist.g naming kernel-1.traceg (or what the case puts there)
mk() { mkdir -p "$1"; printf 'kernel-1.traceg\n' >"$1/kernelslist.g"; }
mk gz;    gzip -c "$k" >gz/full.gz; head -c $(($(stat -c %s gz/full.gz) / 2)) gz/full.gz >gz/kernel-1.traceg.gz
mk cut;   head -n 60 "$k" >cut/kernel-1.traceg
mk insts; sed '21s/insts = 13/insts = 14/' "$k" >insts/kernel-1.traceg
mk warp;  sed '36s/^warp = 1$/warp = 8/' "$k" >warp/kernel-1.traceg
mk tb;    sed 's/^thread block = 3,0,0$/thread block = 16,0,0/' "$k" >tb/kernel-1.traceg
mk long;  { head -n 22 "$k"; head -c 100000000 /dev/zero | tr '\0' '7'; } >long/kernel-1.traceg
mk nul;   { head -n 22 "$k"; printf '0000 ffff\0ffff 0 NOP 0 0 0\n'; } >nul/kernel-1.traceg
mkdir self; printf 'kernelslist.g\n' >self/kernelslist.g
mk dir;   mkdir dir/kernel-1.traceg
mk fifo;  mkfifo fifo/kernel-1.traceg
mk chr;   ln -s /dev/zero chr/kernel-1.traceg

# case  expected message (a fixed string)
cases=(
    "gz|gz/kernel-1.traceg.gz:"
    "gz|(truncated or corrupt file?)"
    "cut|cut/kernel-1.traceg:60: warp 2 declares insts = 13 at line 53 but the file ends after 7 of them (truncated trace?) (thread block 0,0,0)"
    "insts|insts/kernel-1.traceg:36: warp 0 declares insts = 14 at line 21 but has 13 instruction lines, got 'warp = 1' (thread block 0,0,0)"
    "warp|warp/kernel-1.traceg:36: expected a warp index 0..7 (a block of (256,1,1) threads), got '8'"
    "tb|tb/kernel-1.traceg:"
    "tb|expected 'thread block = X,Y,Z' once per CTA inside grid (16,1,1), got 'thread block = 16,0,0'"
    "long|long/kernel-1.traceg:23: line longer than 1048576 bytes"
    "nul|nul/kernel-1.traceg:23: NUL byte in a text line"
    "self|self/kernelslist.g:1: cannot open kernel trace 'kernelslist.g': it is this kernelslist.g itself"
    "dir|dir/kernelslist.g:1: cannot open kernel trace 'kernel-1.traceg': it is a directory"
    "fifo|fifo/kernelslist.g:1: cannot open kernel trace 'kernel-1.traceg': it is a FIFO"
    "chr|chr/kernelslist.g:1: cannot open kernel trace 'kernel-1.traceg': it is a character device"
)
timer=""
[ -x /usr/bin/time ] && timer="/usr/bin/time -f %M -o rss"
n=0
for c in gz cut insts warp tb long nul self dir fifo chr; do
    for cmd in "trace info" "run -c tiny" "compare -c tiny -p lrr,gto" "debug --batch -c tiny -ex run"; do
        rm -f rss
        t0=$(date +%s%N)
        timeout 20 $timer "$ws" $cmd "$c/kernelslist.g" >out 2>err </dev/null
        rc=$?
        ms=$((($(date +%s%N) - t0) / 1000000))
        n=$((n + 1))
        [ $rc = 2 ] || { echo "FAIL $c, $cmd: exit status $rc, expected 2"; sed 's/^/    /' err | head -3; fail=1; }
        for e in "${cases[@]}"; do
            [ "${e%%|*}" = "$c" ] || continue
            grep -qF -- "${e#*|}" err || { echo "FAIL $c, $cmd: stderr lacks: ${e#*|}"; sed 's/^/    /' err | head -3; fail=1; }
        done
        [ $ms -lt 2000 ] || { echo "FAIL $c, $cmd: took $ms ms"; fail=1; }
        if [ -s rss ] && [ "$(tail -n 1 rss)" -gt 65536 ]; then
            echo "FAIL $c, $cmd: peak RSS $(tail -n 1 rss) KiB"; fail=1
        fi
    done
done
echo "$n runs of damaged traces, each exit 2 with its file and line"
exit $fail
