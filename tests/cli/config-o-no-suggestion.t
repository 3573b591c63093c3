# an unknown key with nothing close
cmd: warpscope config -o frobnication=3
status: 2
--- stdout
--- stderr
warpscope: -o frobnication=3: unknown key 'frobnication' (`warpscope config` lists every key)
