# diff --help: usage, the per-side options and what is reported
cmd: warpscope diff --help
--- stdout-has
usage: warpscope diff -p A,B
  -a K=V, -b K=V       override one key on side A or B only (repeatable; after -o)
  -j, --jobs N         2 (default): side B runs on a thread of its own; 1: both on
issue (cycle, SM, scheduler, warp, CTA, PC per side), cache (L1/L2 outcome), dram
--- stderr
