# the write-through L1D is a sector cache's: without l1d.sectored it is refused
cmd: warpscope run -c tiny -o l1d.write=through demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: l1d.write = through needs l1d.sectored = true (the write-through L1D of Volta and later is sectored)
