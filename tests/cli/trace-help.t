# trace --help and a bad subcommand.
cmd: warpscope trace --help && warpscope trace info --help >/dev/null && warpscope trace frob
status: 2
--- stdout
usage: warpscope trace info [--json] TRACE | convert IN OUT.wst | export TRACE DIR | dump [--cta N] [--warp N] TRACE

Summarise, convert to native .wst or to Accel-Sim, or print a trace (Accel-Sim, .wst or demo:NAME).

  info [--json] TRACE       per kernel and total: CTAs, warps, warp and thread
                            instructions, memory instructions by space, unit classes,
                            unknown opcodes, ignored surplus values
      --locality           instead: consecutive-CTA DRAM row sharing and CTAs per
                           row (OWL Table 4), intra/inter-warp reuse with an
                           unbounded cache (CCWS Figure 1); -c CFG and -o KEY=VAL
                           set l1d.line and the dram.* mapping
  convert IN OUT.wst        write any trace as a native .wst (see warpscope-trace(5))
  export TRACE DIR          write any trace as an Accel-Sim trace directory
                            (kernelslist.g, kernel-N.traceg, tracer version 5) that
                            Accel-Sim runs; DIR is created, or must be empty
  dump TRACE                one line per instruction: PC, mask, opcode, registers,
                            memory space, width and lane addresses
      --kernel N           only kernel id N
      --cta N              only CTA N (linear id)
      --warp N             only warp N of each CTA
      --lanes              list every lane address (default: base+stride*k)
  -h, --help                show this help
TRACE is a .wst, an Accel-Sim kernelslist.g, trace directory or .traceg[.gz], or
demo:NAME[:K=V,...].
--- stderr
warpscope: unknown trace subcommand 'frob' (expected info, convert, export or dump)
usage: warpscope trace info [--json] TRACE | convert IN OUT.wst | export TRACE DIR | dump [--cta N] [--warp N] TRACE
Try 'warpscope trace --help' for more.
