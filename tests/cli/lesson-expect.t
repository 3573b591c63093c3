# expect: silent when true; false is an error with the values of its names (batch: exit 2)
cmd: warpscope debug --batch -c tiny -ex 'file demo:vecadd:n=256' -ex 'step 10' -ex 'expect cycle == 10' -ex 'expect cycle > 3 && sm[0].warp[0].issued >= 0' -ex 'expect cycle == 11 || sm[0].warp[0].issued > 100'
status: 2
--- stdout
Loaded demo:vecadd:n=256: 1 kernel.
cycle 10, kernel 1 (vecadd), focus sm 0
--- stderr-has
expect failed: cycle == 11 || sm[0].warp[0].issued > 100
  cycle = 10
  sm[0].warp[0].issued = 2
