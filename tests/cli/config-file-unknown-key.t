# an unknown key in a file names the file and line
cmd: printf 'sm.count = 4\n\nl2.sise = 1M\n' > $TMP/a.cfg && cd $TMP && warpscope config -c a.cfg
status: 2
--- stdout
--- stderr
warpscope: a.cfg:3: unknown key 'l2.sise' (did you mean 'l2.size'?)
