# a line that is neither key = value nor include
cmd: printf '# ok\nsm.count 4\n' > $TMP/a.cfg && cd $TMP && warpscope config -c a.cfg
status: 2
--- stdout
--- stderr
warpscope: a.cfg:2: expected 'key = value' or 'include FILE', got 'sm.count 4'
