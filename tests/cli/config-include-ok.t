# includes are relative to the including file; later lines win
cmd: mkdir -p $TMP/d && printf 'sm.count = 3\nl1d.assoc = 8\n' > $TMP/d/base.cfg && printf 'include base.cfg\nsm.count = 5 # five\n' > $TMP/d/top.cfg && warpscope config --no-doc -c $TMP/d/top.cfg | grep -E '^(sm.count|l1d.assoc) '
--- stdout
sm.count = 5
l1d.assoc = 8
--- stderr
