# a malformed lesson file is an error naming the file and the line (never a crash)
cmd: cd $TMP && printf '# Lesson: x\nprint 1\nfrobnicate now\npause A\n' > a.ws && printf '# Lesson: x\npause view=warps,nosuch Title\n' > b.ws && printf 'print 1\npause A\n' > c.ws && printf '# Lesson: x\nprint 1\n' > d.ws && printf '# Lesson: x\npause warp=x A\n' > e.ws && printf '# Lesson: x\ncommands\nprint 1\n' > f.ws && printf '# Lesson: x\npause\n' > g.ws && printf '# Lesson: x\nlesson two-level\npause A\n' > h.ws && for f in a b c d e f g h; do warpscope lesson $f.ws; echo "exit $?"; done; warpscope lesson missing.ws; echo "exit $?"
--- stdout
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
--- stderr
a.ws:3: Undefined command: "frobnicate".  Try "help".
b.ws:2: pause: unknown view 'nosuch' (views: sms warps ctas cache dram stats log trace output vta pipe)
c.ws:1: a lesson starts with '# Lesson: TITLE'
d.ws: no step: a lesson marks the end of each step with 'pause TITLE'
e.ws:2: pause: warp= expects a number, got 'x'
f.ws: 'commands' without 'end'
g.ws:2: pause: expected a TITLE for the step
h.ws:2: 'lesson' cannot be used in a lesson
lesson: cannot open missing.ws
