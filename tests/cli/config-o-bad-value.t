# a value of the wrong type
cmd: warpscope config -o sm.count=lots
status: 2
--- stdout
--- stderr
warpscope: -o sm.count=lots: sm.count = 'lots': expected an integer (K/M/G suffixes allowed)
