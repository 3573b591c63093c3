# checkpoint errors: no simulation, bad or unknown numbers, extra arguments, and a
# checkpoint refused by a simulation of another configuration (naming the key; the
# simulation is left as it was)
cmd: set -o pipefail; warpscope debug -ex 'kill' -ex 'checkpoint' -ex 'restart 1' -ex 'start' -ex 'checkpoint now' -ex 'checkpoint' -ex 'restart' -ex 'restart x' -ex 'restart 0' -ex 'restart 7' -ex 'info checkpoints 1' -ex 'delete checkpoint 5' -ex 'set l1d.assoc 2' -ex 'start' -ex 'restart 1' -ex 'print cycle' -ex 'quit' -c tiny demo:vecadd:n=4096 </dev/null | sed -E 's/[0-9]+\.[0-9] KB/N KB/'
--- stdout
[simulation killed at cycle 0] 'run' or 'start' begins it again
Starting demo:vecadd:n=4096 (policy gto)

First issue at cycle 3: sm=0 warp=0 cta=0 sched=0 pc=0x0000 op=S2R inst=0
stopped at the end of that cycle (now cycle 4), kernel 1 (vecadd), focus sm 0 warp 0
Checkpoint 1 at cycle 4 (N KB)
l1d.assoc = 2 (takes effect at the next 'run')
Starting demo:vecadd:n=4096 (policy gto)

First issue at cycle 3: sm=0 warp=0 cta=0 sched=0 pc=0x0000 op=S2R inst=0
stopped at the end of that cycle (now cycle 4), kernel 1 (vecadd), focus sm 0 warp 0
cycle = 4
--- stderr
checkpoint: the program is not being run (use 'run')
restart: no checkpoint 1 ('info checkpoints' lists them)
checkpoint: takes no arguments
restart: expected a checkpoint number ('info checkpoints' lists them)
restart: expected a checkpoint number, got 'x'
restart: expected a checkpoint number, got '0'
restart: no checkpoint 7 ('info checkpoints' lists them)
info checkpoints: takes no arguments
delete checkpoint: no checkpoint 5
restart: snapshot refused: another configuration (the snapshot has l1d.assoc=4, this simulator l1d.assoc=2)
