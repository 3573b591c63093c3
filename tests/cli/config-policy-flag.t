# -p sets sched.policy
cmd: warpscope config --no-doc -p lrr | grep '^sched.policy'
--- stdout
sched.policy = lrr
--- stderr
