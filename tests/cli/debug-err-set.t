# set and show check config keys and values like -o
cmd: warpscope debug -ex 'set l1d.sizee 8K' -ex 'set sm.count 0' -ex 'set l1d.size 1000' -ex 'show nosuch' -ex 'set sched.policy lrr' -ex 'show sched.policy' demo:vecadd </dev/null
--- stdout
sched.policy = lrr
--- stderr
set l1d.sizee: unknown key 'l1d.sizee' (did you mean 'l1d.size'?)
set sm.count: sm.count = 0 is out of range (expected 1 to 1024)
set: l1d.size = 1000: expected a multiple of l1d.line x l1d.assoc (512)
show: unknown key 'nosuch' (`warpscope config` lists every key)
