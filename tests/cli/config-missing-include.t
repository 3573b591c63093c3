# include of a file that does not exist
cmd: printf 'sm.count = 2\ninclude nothere.cfg\n' > $TMP/a.cfg && cd $TMP && warpscope config -c a.cfg
status: 2
--- stdout
--- stderr
warpscope: a.cfg:2: cannot open included file 'nothere.cfg': No such file or directory
