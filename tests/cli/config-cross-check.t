# keys that disagree with each other
cmd: warpscope config -o l1d.size=1000
status: 2
--- stdout
--- stderr
warpscope: l1d.size = 1000: expected a multiple of l1d.line x l1d.assoc (512)
