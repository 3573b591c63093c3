# whole run, golden: demo:hotspot (barriers, shared memory) on tiny under swl, --stats json without the timing fields
cmd: warpscope run -c configs/tiny.cfg -p swl --stats json demo:hotspot | grep -v '"sim\.'
--- stdout
--- stderr
warpscope: demo:hotspot: deadlock: no warp issued from cycle 1103 to 1001104 (policy swl)
