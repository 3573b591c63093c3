#!/usr/bin/env bash
# regs.sh — measure registers per thread and static shared memory per block of the
# demo kernels' CUDA renderings in this directory, with ptxas's own report.
#
#   demos/kernels/regs.sh                 oldest architecture this nvcc accepts
#   ARCH=sm_80 demos/kernels/regs.sh      a given architecture
#   NVCC=/path/to/nvcc demos/kernels/regs.sh
#
# Compiles each .cu to a cubin (device code only, no GPU needed) with -Xptxas -v,
# once as written (loops the generator emits rolled kept rolled, see gen_loops.h) and
# once with -DWS_FREE_UNROLL (the compiler unrolls as it likes), and prints
#
#   kernel regs smem_bytes arch regs_free demo
#
# regs / smem_bytes: "Used N registers" and "N bytes smem" of the as-written build;
# regs_free: the register count of the free-unrolling build.  The first line is a
# comment naming the nvcc release, the architecture and the command.
# Exit status: 0 done, 77 no nvcc (nothing measured), 1 a compile failed.
set -u

here=$(cd "$(dirname "$0")" && pwd)

if [ -z "${NVCC:-}" ]; then
    if command -v nvcc >/dev/null 2>&1; then
        NVCC=$(command -v nvcc)
    elif [ -x /usr/local/cuda/bin/nvcc ]; then
        NVCC=/usr/local/cuda/bin/nvcc
    fi
fi
if [ -z "${NVCC:-}" ]; then
    echo "regs.sh: nvcc not found (not on PATH, no /usr/local/cuda/bin/nvcc; set NVCC):" \
         "skipped, nothing measured" >&2
    exit 77
fi
if ! [ -x "$(command -v "$NVCC" 2>/dev/null)" ]; then
    echo "regs.sh: NVCC=$NVCC is not an executable: skipped, nothing measured" >&2
    exit 77
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

release=$("$NVCC" --version | sed -n 's/.*release \([^,]*\), \(V[^ ]*\).*/release \1 \2/p')

# Does this nvcc compile a trivial kernel for architecture $1?
accepts() {
    printf '__global__ void probe(int *p) { *p = 1; }\n' >"$tmp/probe.cu"
    "$NVCC" -cubin -arch="$1" "$tmp/probe.cu" -o "$tmp/probe.cubin" >/dev/null 2>&1
}

# Oldest architecture this nvcc accepts: the first of the list that it compiles for.
oldest() {
    local a
    for a in sm_20 sm_21 sm_30 sm_32 sm_35 sm_37 sm_50 sm_52 sm_53 sm_60 sm_61 sm_62 \
             sm_70 sm_72 sm_75 sm_80 sm_86 sm_87 sm_89 sm_90 sm_100 sm_120; do
        if accepts "$a"; then
            echo "$a"
            return 0
        fi
    done
    return 1
}

if [ -n "${ARCH:-}" ]; then
    arch=$ARCH
    why="ARCH from the environment"
    if ! accepts "$arch"; then
        echo "regs.sh: $NVCC ($release) does not compile for ARCH=$arch" \
             "(unset ARCH to use the oldest it accepts)" >&2
        exit 1
    fi
else
    if ! arch=$(oldest); then
        echo "regs.sh: $NVCC accepts none of sm_20 .. sm_120" >&2
        exit 1
    fi
    why="the oldest this nvcc accepts (sm_20 .. $arch probed in order)"
fi

# demo name and file, in the order of demos/README.md's generators
demos="bfs kmeans mapreduce spmv conv2d laplace3d matmul scalarprod hotspot histogram vecadd"

# compile FILE FLAGS... -> "name regs smem spill_stores" lines, ptxas's order
measure() {
    local f=$1
    shift
    if ! "$NVCC" -cubin -arch="$arch" "$@" -Xptxas -v "$f" -o "$tmp/k.cubin" \
            >"$tmp/log" 2>&1; then
        echo "regs.sh: compiling $f for $arch failed:" >&2
        cat "$tmp/log" >&2
        return 1
    fi
    awk '
        /Compiling entry function/ { n = $0; sub(/.*function \047/, "", n); sub(/\047.*/, "", n) }
        /spill stores/ { s = $0; sub(/.*frame, /, "", s); sub(/ bytes spill stores.*/, "", s) }
        /Used [0-9]+ registers/ {
            r = $0; sub(/.*Used /, "", r); sub(/ registers.*/, "", r)
            m = 0
            if ($0 ~ /bytes smem/) { m = $0; sub(/ bytes smem.*/, "", m); sub(/.*[^0-9]/, "", m) }
            print n, r, m, s + 0
        }' "$tmp/log"
}

echo "# $(basename "$NVCC") $release; arch $arch, $why; nvcc -cubin -arch=$arch -Xptxas -v (default -O3), regs_free with -DWS_FREE_UNROLL; command: ${ARCH:+ARCH=$ARCH }demos/kernels/regs.sh"
printf '%-26s %4s %10s %-6s %9s  %s\n' kernel regs smem_bytes arch regs_free demo
status=0
for d in $demos; do
    f=$here/$d.cu
    if ! [ -f "$f" ]; then
        echo "regs.sh: $f missing" >&2
        status=1
        continue
    fi
    measure "$f" >"$tmp/a" || { status=1; continue; }
    measure "$f" -DWS_FREE_UNROLL >"$tmp/b" || { status=1; continue; }
    # kernels in source order
    while read -r k; do
        read -r _ r m s < <(awk -v k="$k" '$1 == k' "$tmp/a")
        read -r _ rf _ sf < <(awk -v k="$k" '$1 == k' "$tmp/b")
        if [ -z "${r:-}" ] || [ -z "${rf:-}" ]; then
            echo "regs.sh: no ptxas report for $k in $f" >&2
            status=1
            continue
        fi
        [ "${s:-0}" != 0 ] && echo "regs.sh: $k spills $s bytes" >&2
        [ "${sf:-0}" != 0 ] && echo "regs.sh: $k (free unrolling) spills $sf bytes" >&2
        printf '%-26s %4s %10s %-6s %9s  %s\n' "$k" "$r" "$m" "$arch" "$rf" "$d"
        r='' rf=''
    done < <(sed -n 's/^extern "C" __global__ void \([A-Za-z0-9_]*\).*/\1/p' "$f")
done
exit $status
