# an unknown event kind lists the valid ones, with a suggestion
cmd: warpscope debug --batch -ex 'break row-clsoe ch=1' demo:vecadd
status: 2
--- stdout
--- stderr
unknown event 'row-clsoe' (did you mean 'row-close'?); events: kernel-start kernel-end cta-launch cta-finish warp-finish issue barrier barrier-release group-switch l1-hit l1-miss l1-evict vta-hit throttle l2-hit l2-miss row-open row-close dram-read dram-write prefetch prefetch-use mshr-full phase-change tb-state l1i-miss
