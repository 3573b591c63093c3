# an unknown lesson is an error before any TUI starts, listing the lessons there are
cmd: warpscope lesson no-such-lesson
status: 2
--- stdout
--- stderr-has
lesson: no lesson 'no-such-lesson' (lessons: ccws ctaa diff-gto-lrr dram-row-buffer lrr-vs-gto owl pro reverse-dram two-level)
