# a value out of range in a file
cmd: printf 'l1d.assoc = 0\n' > $TMP/a.cfg && cd $TMP && warpscope config -c a.cfg
status: 2
--- stdout
--- stderr
warpscope: a.cfg:1: l1d.assoc = 0 is out of range (expected 1 to 256 ways)
