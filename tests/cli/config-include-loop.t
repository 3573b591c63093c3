# a include b include a
cmd: cd $TMP && printf 'include b.cfg\n' > a.cfg && printf 'sm.count = 3\ninclude a.cfg\n' > b.cfg && warpscope config -c a.cfg
status: 2
--- stdout
--- stderr
warpscope: b.cfg:2: include loop: a.cfg -> b.cfg -> a.cfg
