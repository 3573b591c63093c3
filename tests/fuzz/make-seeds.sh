#!/usr/bin/env bash
# tests/fuzz/make-seeds.sh — regenerates the seed corpora tests/fuzz/corpus/NAME/ and
# the dictionaries tests/fuzz/NAME.dict from warpscope itself (gen, convert, config, the
# command and event tables) and from the tests' own inputs, so every seed is this
# project's (no third-party trace is copied; `make fuzz` adds seeds derived from
# ../shared/traces at run time).  Needs build/warpscope and python3 (zlib); run it after
# a format or a table changes, and commit the result.
set -eu
cd "$(dirname "$0")/../.."
W=${WS_BIN:-build/warpscope}
C=tests/fuzz/corpus
rm -rf "$C"
mkdir -p "$C"/{accelsim,wst,config,expr,bpt,dbg,table}
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT

# ---- accelsim: the unit tests' sample traces, as .traceg, .traceg.gz and a list ------
cat >"$t/v5.traceg" <<'EOF'
-kernel name = fuzz
-kernel id = 1
-grid dim = (3,1,1)
-block dim = (40,1,1)
-shmem = 64
-nregs = 8
-binary version = 80
-shmem base_addr = 0x00007f0000000000
-local mem base_addr = 0x00007e0000000000
-accelsim tracer version = 5
-enable lineinfo = 0

#traces format = x

#BEGIN_TB
thread block = 0,0,0
cluster id = 0,0,0
warp = 0
insts = 6
0000 0000000f 1 R1 LDG.E.64 1 R2 8 0 0x1000 0x1100 0x1008 0x2000 0
0010 ffffffff 0 STS.U8 2 R1 R255 1 1 0x10 1 0
0020 000000f0 1 R3 LD.E 1 R4 4 2 0x7f0000000100 4 4 -12 7
0030 00000000 0 EXIT 0 0 0
0040 ffffffff 0 BAR.SYNC 0 0 0
0050 ffffffff 1 R5 MUFU.RCP 1 R6 0 -3
warp = 1
insts = 2
0000 000000ff 1 R1 ATOMS.ADD 2 R2 R3 4 0 0x0 0x4 0x8 0xc 0x10 0x14 0x18 0x1c 0
0010 000000ff 0 EXIT 0 0 0
#END_TB
#BEGIN_TB
thread block = 2,0,0
warp = 1
insts = 1
0000 ffffffff 1 R1 MOV 0 0 0
#END_TB
EOF
sed -e 's/tracer version = 5/tracer version = 4/' -e 's/ 0$//' -e 's/ 7$//' -e 's/ -3$//' \
    -e '/lineinfo/d' "$t/v5.traceg" >"$t/v4.traceg"
sed -e 's/tracer version = 4/tracer version = 3/' -e 's/^\(....\) /\1 /' "$t/v4.traceg" >"$t/v3.traceg"
for v in v5 v4 v3; do
    { printf '\0'; cat "$t/$v.traceg"; } >"$C/accelsim/plain-$v"
    { printf '\1'; cat "$t/$v.traceg"; } >"$C/accelsim/gz-$v"
done
{ printf '\2'; printf 'MemcpyHtoD,0x00007f0000000000,4096\nk1.traceg\nk2.traceg.gz\n\0'; cat "$t/v5.traceg"; } >"$C/accelsim/list-v5"

# ---- wst: small generated traces as files, and their CTA and index payloads ------------
n=0
for spec in "vecadd n=64" "vecadd n=1024" "bfs nodes=64 degree=2 frontier=4" "matmul m=16 n=16 k=16" \
            "hotspot rows=16 cols=16" "scalarprod vectors=2 elements=1024 ctas=2"; do
    n=$((n + 1))
    # shellcheck disable=SC2086
    "$W" gen $spec -o "$t/g$n.wst" >/dev/null
done
"$W" trace convert "$t/v5.traceg" "$t/g0.wst" >/dev/null
python3 - "$t" "$C/wst" <<'EOF'
import glob, os, struct, sys, zlib
src, out = sys.argv[1], sys.argv[2]
for p in sorted(glob.glob(os.path.join(src, "g*.wst"))):
    d = open(p, "rb").read()
    name = os.path.basename(p)[:-4]
    if len(d) < 65536:
        open(os.path.join(out, "file-" + name), "wb").write(b"\0" + d)
    ulen, clen = struct.unpack_from("<II", d, 32)
    cta = zlib.decompress(d[48:48 + clen])
    open(os.path.join(out, "cta-" + name), "wb").write(b"\1\xff" + cta)
    ioff = struct.unpack_from("<Q", d, 16)[0]
    ulen, clen = struct.unpack_from("<II", d, ioff)
    index = zlib.decompress(d[ioff + 16:ioff + 16 + clen])
    if len(index) < 65536:
        open(os.path.join(out, "index-" + name), "wb").write(b"\2" + index)
EOF

# ---- config: the presets, overrides, an include ------------------------------------------
for c in configs/*.cfg; do { printf '\0'; cat "$c"; } >"$C/config/file-$(basename "$c" .cfg)"; done
printf '\0include inc.cfg\nsm.count = 4   # after the include\nl2.size = 64K\n' >"$C/config/include"
printf '\1sm.count=2\nl1d.size=4K\nsched.policy=tl\ntl.group_size=4\ndram.addr_map=dramid@8;RRRR.RRRRRRRR.BBBCCCCB.CCSSSSSS\nclock.dram=924.5\n' >"$C/config/overrides"

# ---- expr, bpt: the unit tests' and lessons' expressions --------------------------------
i=0
while IFS= read -r e; do
    i=$((i + 1))
    printf '%s' "$e" >"$C/expr/e$i"
done <<'EOF'
1 + 2 * 3
(1 + 2) * 3 - -4 / 2 % 3
sm[3].warp[5].pc * 2 > cycle && !(ipc < 1.0)
cycle - 1 >= 0 || ipc != 1.5
-9223372036854775808
0x7fffffffffffffff + 0
1.5e3 / 0.5
sm[1 + 1].warp[2 * 3].pc
cycle / 0
big - 1
EOF
i=0
for b in 'bissue sm=0 warp=3 if cycle > 10' $'trow-close ch=2 bank=1\nbl1-miss if ipc > 1\nd1' \
         $'wcycle > 100\nbcta-finish cta=3\nc2 cycle % 2 == 0\nc2' 'bgroup-switch sched=0 sm=1 row=4' \
         $'bkernel-end\nbbarrier\nd1\nd2\nbprefetch'; do
    i=$((i + 1))
    printf '%s' "$b" >"$C/bpt/b$i"
done

# ---- dbg: the lessons, and scripts of the run-control commands --------------------------
for l in demos/lessons/*.ws; do { printf '\0'; cat "$l"; } >"$C/dbg/lesson-$(basename "$l" .ws)"; done
i=0
for s in $'break cta-launch\nrun\ncontinue\nstep 10\nnext 3\nuntil 500\nfinish\ninfo warps\ninfo sm\nwhy 0' \
         $'tbreak issue sm=1\ncommands 1\necho hit\\n\nprint cycle\nend\nrun\ncontinue 2\ninfo breakpoints' \
         $'watch sm[0].warp_insts > 20\ndisplay/x cycle\ncontinue\nundisplay 1\ndelete\nstep' \
         $'source s.ws\nsource x.ws\nfile t.wst\nrun\nfocus sm 1 warp 2\nwhy\ninfo cache 1\ninfo dram 0\ninfo sched\ninfo ctas' \
         $'set sched.policy lrr\nrun\nshow sched.policy\nset tl.group_size 4\nset sched.policy tl\nrun\ninfo stats\nquit 3' \
         $'b l1-miss if cycle > 30\ndisable 1\nenable\nignore 1 2\ncondition 1 cycle > 40\nc\ns 5\nn\nfin\nhelp step\ninfo config' \
         $'layout sched\ninfo vta\nset sched.policy ccws\nrun\ninfo vta 0\necho done\\n\nprint ipc\nprint/x cycle'; do
    i=$((i + 1))
    { printf '\1'; printf '%s\n' "$s"; } >"$C/dbg/run$i"
done
# debug --diff (the first byte's second bit): divergence stops, a./b. names, both sides
i=0
for s in $'break diverge\nrun\ninfo diff\nwhy 0\ninfo sm\ninfo warps\nfocus b\nprint a.ipc - b.ipc\ncontinue\nstep 100\nnext 3\nfinish' \
         $'watch a.l1d.misses - b.l1d.misses > 2\ntbreak diverge kind=cache\nrun\ncontinue\nfocus a\nuntil 900\ninfo breakpoints\nstart\nreverse-step\nkill\ncontinue' \
         $'break diverge kind=issue if a.cycle > 10\ndisplay b.cycle\ncommands\ninfo diff\nend\nrun\ncontinue\ncontinue\ncontinue\nwhy 3'; do
    i=$((i + 1))
    { printf '\3'; printf '%s\n' "$s"; } >"$C/dbg/diff$i"
done

# ---- table: compare --csv (and --best), a sweep's collected CSV and JSON, a timeline ------
"$W" compare --csv -c tiny -p lrr,gto demo:vecadd:n=1024 demo:vecadd:n=512,seed=3 >"$C/table/compare.csv"
"$W" compare --csv -c tiny -p gto,swl -s swl.limit=1:2:1 --best demo:vecadd:n=512 >"$C/table/best.csv"
"$W" sweep -d "$t/res" -j 1 -c tiny -p lrr,gto demo:vecadd:n=512 2>/dev/null
"$W" collect "$t/res" >"$C/table/collect.csv"
"$W" collect --stats json "$t/res" >"$C/table/collect.json"
"$W" run -c tiny -p gto --timeline "$C/table/timeline.csv" --interval 400 demo:vecadd:n=512 >/dev/null
printf '%s\n' '[{"trace": "a\/b \"q\" \u00e9\ud83d\ude00", "column": "x", "ipc": -1.5e+3, "n": null},' \
    ' {"n": true, "ipc": 0, "column": "y", "trace": "a\/b \"q\" \u00e9\ud83d\ude00"}]' >"$C/table/escapes.json"

# ---- dictionaries ----------------------------------------------------------------------
q() { printf '"%s"\n' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g')"; }
{
    echo '# accelsim.dict — Accel-Sim trace keywords (make-seeds.sh)'
    for k in "-kernel name = " "-kernel id = " "-grid dim = " "-block dim = " "-shmem = " "-nregs = " \
             "-binary version = " "-cuda stream id = " "-shmem base_addr = " "-local mem base_addr = " \
             "-nvbit version = " "-accelsim tracer version = " "-enable lineinfo = " "#traces format = " \
             "#BEGIN_TB" "#END_TB" "thread block = " "cluster id = " "cluster rank = " "warp = " "insts = " \
             "kernel-1.traceg" "k1.traceg" "k2.traceg.gz" "MemcpyHtoD," "R255" "UR5" "P0" "0xffffffff" \
             "ffffffff" "0x00007f0000000000" " 1 0x" " 2 0x" " 0 0x"; do q "$k"; done
    for o in LDG.E LDG.E.128 STG.E.64 LDS.U8 STS ATOMS.ADD ATOMG.E.ADD RED.E.ADD LD.E ST.E LDC ULDC \
             TEX TLD LDL STL LDGSTS BAR.SYNC EXIT MUFU.RCP DADD DFMA IMAD.WIDE FFMA BRA MEMBAR \
             S2R HMMA.16816.F32 ISETP.GE.AND CCTL.E; do q "$o "; done
} >tests/fuzz/accelsim.dict
{
    echo '# wst.dict — .wst format bytes (make-seeds.sh)'
    printf '"WSTRACE\\x1a"\n"\\x01\\x00\\x00\\x00"\n"\\xff\\xff\\xff\\xff"\n"\\x00\\x00\\x00\\x00"\n'
    printf '"\\x20\\x00\\x00\\x00\\x00\\x00\\x00\\x00"\n"\\x80\\x80\\x80\\x80\\x01"\n"\\xff\\xff\\xff\\xff\\x0f"\n'
    printf '"\\x01"\n"\\x02"\n"\\x05"\n"\\x09"\n"\\x21"\n"\\x41"\n"\\x81"\n"\\x12"\n"\\x13"\n"\\x11"\n"\\x1a"\n'
} >tests/fuzz/wst.dict
{
    echo '# config.dict — config keys and syntax (make-seeds.sh)'
    "$W" config | sed -n 's/^\([a-z0-9_.A-Z]*\) = .*/\1/p' | while read -r k; do q "$k = "; q "$k="; done
    for k in "include " "# " "K" "M" "G" "true" "false" "dramid@8;" "RRRR.RRRRRRRR.BBBCCCCB.CCSSSSSS" \
             "crossbar" "mesh" "lru" "fifo" "frfcfs" "fcfs" "inc.cfg" "t.cfg" "9223372036854775807" "1e308"; do q "$k"; done
    "$W" policies | awk '{ print $1 }' | while read -r p; do q "$p"; done
} >tests/fuzz/config.dict
{
    echo '# expr.dict — expression tokens (make-seeds.sh)'
    for k in "&&" "||" "==" "!=" "<=" ">=" "<" ">" "!" "%" "(" ")" "[" "]" "." "0x" "e+" \
             "cycle" "ipc" "big" "sm[" "].warp[" "].pc" "9223372036854775807" "-9223372036854775808" \
             "2147483647" "4294967296" "1e308" "a." "b."; do q "$k"; done
} >tests/fuzz/expr.dict
events=$("$W" debug --batch -ex 'help break' 2>/dev/null | tr ' .' '\n\n' | grep -E '^[a-z0-9]+(-[a-z0-9]+)+$|^(issue|barrier|throttle|prefetch)$' | sort -u)
{
    echo '# bpt.dict — breakpoint syntax: event kinds, filters, operators (make-seeds.sh)'
    for e in $events; do q "$e"; done
    for k in "sm=" "warp=" "cta=" "sched=" "ch=" "bank=" "row=" " if " "cycle" "ipc" "&&" "==" \
             "b" "t" "w" "c" "d"; do q "$k"; done
} >tests/fuzz/bpt.dict
{
    echo '# dbg.dict — debugger commands, subcommands, events, files (make-seeds.sh)'
    "$W" debug --batch -ex help 2>/dev/null | awk '/^  [a-z]/ { print $1 }' | while read -r c; do q "$c "; done
    for a in r c s n u b tb d dis en cond p disp i fin q fg inspect catch advance; do q "$a "; done
    for s in breakpoints sm warps ctas cache dram sched vta stats config display; do q "info $s"; done
    for e in $events; do q "$e"; done
    for k in "sm=" "warp=" "if " "end" "t.wst" "s.ws" "x.ws" "/x " "sched.policy " "tl.group_size " \
             "sm[0].warp[0].pc" "cycle" "focus sm " " warp " "sched" "mem" "all"; do q "$k"; done
    for k in "info diff" "break diverge" "tbreak diverge" " kind=issue" " kind=cache" " kind=dram" \
             " kind=cta-launch" "focus a" "focus b" "a." "b." "a.ipc - b.ipc"; do q "$k"; done
    "$W" policies | awk '{ print $1 }' | while read -r p; do q "$p"; done
} >tests/fuzz/dbg.dict
{
    echo '# table.dict — CSV and JSON tables: syntax, compare'"'"'s columns (make-seeds.sh)'
    for k in "trace" "column" "cycle" "best" "swl.limit=" "," "\"\"" "[" "]" "{" "}" ": " ", " "\"" \
             "\\u" "\\ud83d\\ude00" "\\\"" "true" "false" "null" "e+" "-0." "1e308"; do q "$k"; done
    head -1 "$C/table/collect.csv" | tr ',' '\n' | while read -r k; do q "$k"; done
} >tests/fuzz/table.dict
echo "seeds: $(find "$C" -type f | wc -l) files, $(du -sk "$C" | cut -f1) KiB"
