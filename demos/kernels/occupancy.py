#!/usr/bin/env python3
"""occupancy.py — CTAs per SM of every demo kernel under the paper presets, with the
generators' nregs beside the registers measured by regs.sh.

    python3 demos/kernels/occupancy.py [--warpscope build/warpscope] [--regs regs.txt]
                                       [--arch sm_75] [--presets ccws,owl,pro,ctaa]

The preset values (sm.max_threads, sm.max_warps, sm.max_ctas, sm.registers,
sm.shmem, sm.warp_size) come from `warpscope config -c configs/NAME.cfg` and each
demo's block, nregs and shmem from `warpscope trace info demo:NAME`, so both are read
the way the simulator reads them.  The rule is sim_occupancy() in src/core/sim.c:

    warps/CTA   = ceil(threads / warp_size)         threads/CTA = warps * warp_size
    regs/CTA    = roundup4(nregs) * warps * warp_size
    CTAs/SM     = min(max_ctas, max_warps / warps, max_threads / threads,
                      registers / regs_per_cta, shmem / shmem_per_cta)  (integer division;
                      a zero-shmem kernel has no shared-memory limit)

The simulator then spreads a grid smaller than CTAs/SM x sm.count (at most
ceil(CTAs / SMs) per SM); that depends on the grid, not the kernel, and is not applied
here.  Prints Markdown: one table per preset.
"""
import argparse
import os
import re
import subprocess
import sys

DEMOS = ["bfs", "kmeans", "mapreduce", "spmv", "conv2d", "laplace3d", "matmul",
         "scalarprod", "hotspot", "histogram", "vecadd"]
KEYS = ["sm.warp_size", "sm.max_threads", "sm.max_warps", "sm.max_ctas", "sm.registers",
        "sm.shmem"]


def run(cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def preset(ws, root, name):
    out = run([ws, "config", "-c", os.path.join(root, "configs", name + ".cfg"), "--no-doc"])
    vals = {}
    for line in out.splitlines():
        m = re.match(r"^(\S+) = (\d+)\s*$", line)
        if m and m.group(1) in KEYS:
            vals[m.group(1)] = int(m.group(2))
    missing = [k for k in KEYS if k not in vals]
    if missing:
        sys.exit(f"occupancy.py: {name}: no value for {missing}")
    return vals


def demo_kernels(ws, demo):
    """[(launch name, threads per CTA, nregs, shmem)] of a demo, in launch order."""
    out = run([ws, "trace", "info", "demo:" + demo])
    ks, name = [], None
    for line in out.splitlines():
        m = re.match(r"^kernel \d+ (\S+)", line)
        if m:
            name = m.group(1)
        m = re.match(r"^\s+grid \(\S+\) block \((\d+),(\d+),(\d+)\) regs (\d+) shmem (\d+)", line)
        if m:
            b = [int(x) for x in m.groups()[:3]]
            ks.append((name, b[0] * b[1] * b[2], int(m.group(4)), int(m.group(5))))
    return ks


def measured(path, arch):
    """{demo: [(kernel, regs, smem)]} from the table of `arch` (first table if None)."""
    rows, cur, seen = {}, None, False
    with open(path) as f:
        for line in f:
            if line.startswith("#"):
                m = re.search(r"arch (sm_\d+)", line)
                if seen and arch is None:
                    break
                cur = m.group(1) if m else None
                continue
            p = line.split()
            if len(p) == 6 and p[1].isdigit() and (arch is None or cur == arch):
                seen = True
                rows.setdefault(p[5], []).append((p[0], int(p[1]), int(p[2]), p[3]))
            elif seen and arch is not None and cur != arch:
                break
    if not rows:
        sys.exit(f"occupancy.py: no table for {arch or 'the first arch'} in {path}")
    return rows


def ctas(cfg, threads, nregs, shmem):
    ws = cfg["sm.warp_size"]
    w = (threads + ws - 1) // ws
    t = w * ws
    r = ((nregs + 3) & ~3) * t
    lim = {"cta": cfg["sm.max_ctas"], "warps": cfg["sm.max_warps"] // w,
           "threads": cfg["sm.max_threads"] // t,
           "regs": cfg["sm.registers"] // r if r else cfg["sm.max_ctas"],
           "smem": cfg["sm.shmem"] // shmem if shmem else None}
    n = min(v for v in lim.values() if v is not None)
    return n, lim, w


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    ap = argparse.ArgumentParser()
    ap.add_argument("--warpscope", default=os.environ.get("WARPSCOPE",
                                                          os.path.join(root, "build", "warpscope")))
    ap.add_argument("--regs", default=os.path.join(here, "regs.txt"))
    ap.add_argument("--arch", default=None)
    ap.add_argument("--presets", default="ccws,owl,pro,ctaa")
    a = ap.parse_args()
    meas = measured(a.regs, a.arch)
    gens = {d: demo_kernels(a.warpscope, d) for d in DEMOS}
    for name in a.presets.split(","):
        cfg = preset(a.warpscope, root, name)
        print(f"### {name}.cfg: max_threads {cfg['sm.max_threads']}, max_warps "
              f"{cfg['sm.max_warps']}, max_ctas {cfg['sm.max_ctas']}, registers "
              f"{cfg['sm.registers']}, shmem {cfg['sm.shmem']}\n")
        print("| demo: kernel | thr | regs gen / meas | smem B | by threads | by warps "
              "| by regs gen / meas | by smem | CTA limit | CTAs/SM gen → meas |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
        for d in DEMOS:
            mk = meas.get(d, [])
            if len(mk) != len(gens[d]):
                sys.exit(f"occupancy.py: {d}: {len(gens[d])} launches, {len(mk)} measured")
            for (gname, thr, greg, gsm), (mname, mreg, msm, arch) in zip(gens[d], mk):
                ng, lg, w = ctas(cfg, thr, greg, gsm)
                nm, lm, _ = ctas(cfg, thr, mreg, msm)
                smem = f"{gsm}" if gsm == msm else f"{gsm} / {msm}"
                bysm = (("-" if lg["smem"] is None else str(lg["smem"])) if gsm == msm
                        else f"{lg['smem']} / {lm['smem']}")
                flag = f"{ng} → **{nm}**" if ng != nm else f"{ng} = {nm}"
                label = d if len(gens[d]) == 1 else f"{d}: {gname}"
                print(f"| {label} | {thr} | {greg} / {mreg} | {smem} | {lg['threads']} "
                      f"| {lg['warps']} | {lg['regs']} / {lm['regs']} | {bysm} | {lg['cta']} "
                      f"| {flag} |")
        print()


if __name__ == "__main__":
    main()
