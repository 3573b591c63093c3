# `warpscope lesson` lists the lessons of demos/lessons with their titles
cmd: warpscope lesson
--- stdout
Lessons ('warpscope lesson NAME' opens one in the TUI):
  ccws             cache-conscious wavefront scheduling (CCWS)
  ctaa             CTA-aware prefetching (CTAA)
  diff-gto-lrr     where GTO first beats LRR, two simulators in lockstep (diff)
  dram-row-buffer  the DRAM row buffer: row hits, row conflicts and FR-FCFS
  lrr-vs-gto       loose round-robin vs greedy-then-oldest (LRR, GTO)
  owl              OWL, CTA-aware warp scheduling and opportunistic prefetching
  pro              PRO, progress-aware warp scheduling
  reverse-dram     back in time from a DRAM row close to the loads behind it
  two-level        two-level scheduling with fetch groups (TL)
--- stderr
