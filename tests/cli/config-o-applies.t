# overrides apply in order, sizes take suffixes
cmd: warpscope config --no-doc -o l1d.size=32K -o sm.count=4 -o sm.count=6 | grep -E '^(sm.count|l1d.size) '
--- stdout
sm.count = 6
l1d.size = 32768
--- stderr
