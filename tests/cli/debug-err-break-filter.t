# unknown filter keys and bad filter values
cmd: warpscope debug --batch -ex 'break issue lane=3' demo:vecadd; warpscope debug --batch -ex 'break issue sm=two' demo:vecadd; warpscope debug --batch -ex 'break issue if (1' demo:vecadd
status: 2
--- stdout
--- stderr
unknown filter 'lane' (expected sm, warp, cta, sched, ch, bank or row)
sm=two: expected a number >= 0
condition: column 3: expected ')' at the end
