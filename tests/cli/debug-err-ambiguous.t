# an ambiguous prefix lists the candidates
cmd: warpscope debug --batch -ex 'di' demo:vecadd
status: 2
--- stdout
--- stderr
Ambiguous command "di": disable display diff.
